#include "arrange_png.h"
#include "arrange_pixels.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Where libpng's callbacks write: the output and the place to jump back to on an error.
typedef struct {
    arrange_png_output *output;
    jmp_buf jump;
    size_t first_capacity;
} arrange_png_state;

static void arrange_png_error(png_structp png, png_const_charp message) {
    arrange_png_state *state = (arrange_png_state *)png_get_error_ptr(png);
    snprintf(state->output->error, ARRANGE_PNG_MESSAGE_LENGTH, "%s", message != NULL ? message : "libpng failed");
    longjmp(state->jump, 1);
}

// Warnings (libpng prints them to stderr by default) change nothing in what is written.
static void arrange_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void arrange_png_write(png_structp png, png_bytep bytes, png_size_t length) {
    arrange_png_state *state = (arrange_png_state *)png_get_io_ptr(png);
    arrange_png_output *output = state->output;
    if (output->size + length > output->capacity) {
        // A fast PNG of drawn content is some tenths of its raw size: start near there.
        size_t capacity = output->capacity > 0 ? output->capacity : state->first_capacity;
        while (capacity < output->size + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(output->data, capacity);
        if (grown == NULL) png_error(png, "not enough memory for the PNG");
        output->data = grown;
        output->capacity = capacity;
    }
    memcpy(output->data + output->size, bytes, length);
    output->size += length;
}

static void arrange_png_flush(png_structp png) { (void)png; }

int arrange_png_encode(const uint8_t *pixels, int width, int height, size_t stride, int opaque,
                       arrange_png_settings settings, arrange_png_output *output) {
    memset(output, 0, sizeof(*output));
    if (pixels == NULL || width <= 0 || height <= 0) {
        snprintf(output->error, ARRANGE_PNG_MESSAGE_LENGTH, "there are no pixels to encode");
        return 1;
    }
    arrange_png_state state;
    memset(&state, 0, sizeof(state));
    state.output = output;
    state.first_capacity = (size_t)width * (size_t)height / 2 + 4096;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, arrange_png_error, arrange_png_warning);
    if (png == NULL) {
        snprintf(output->error, ARRANGE_PNG_MESSAGE_LENGTH, "libpng could not start");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    // Volatile: read after a longjmp.
    uint8_t *volatile row = NULL;
    if (info == NULL || setjmp(state.jump) != 0) {
        if (info == NULL) snprintf(output->error, ARRANGE_PNG_MESSAGE_LENGTH, "libpng could not start");
        png_destroy_write_struct(&png, info != NULL ? &info : NULL);
        free(row);
        arrange_png_release(output);
        return 1;
    }
    png_set_write_fn(png, &state, arrange_png_write, arrange_png_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, settings.level);
    png_set_compression_strategy(png, settings.strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, settings.filters);
    png_write_info(png, info);
    if (opaque) {
        // Cairo's words hold B, G, R, A in memory on little-endian machines and A, R, G, B on
        // big-endian ones: libpng swaps and drops the filler byte itself, so the rows go in as
        // they are.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        png_set_filler(png, 0, PNG_FILLER_BEFORE);
#else
        png_set_bgr(png);
        png_set_filler(png, 0, PNG_FILLER_AFTER);
#endif
        for (int y = 0; y < height; y++) {
            png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
        }
    } else {
        row = (uint8_t *)malloc((size_t)width * 4);
        if (row == NULL) png_error(png, "not enough memory for a row");
        for (int y = 0; y < height; y++) {
            arrange_pixels_unpremultiply_row(pixels + (size_t)y * stride, width, 0, row);
            png_write_row(png, row);
        }
        free(row);
        row = NULL;
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

void arrange_png_release(arrange_png_output *output) {
    if (output != NULL && output->data != NULL) {
        free(output->data);
        output->data = NULL;
        output->size = 0;
        output->capacity = 0;
    }
}
