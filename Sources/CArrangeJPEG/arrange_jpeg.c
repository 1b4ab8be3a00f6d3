#include "arrange_jpeg.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// The error manager libjpeg calls, with the place to jump back to.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    arrange_jpeg_result *result;
} arrange_error_manager;

static void arrange_error_exit(j_common_ptr cinfo) {
    arrange_error_manager *manager = (arrange_error_manager *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, manager->result->error);
    longjmp(manager->jump, 1);
}

// Keeps the first warning (the default prints it to stderr) and counts the rest.
static void arrange_output_message(j_common_ptr cinfo) {
    arrange_error_manager *manager = (arrange_error_manager *)cinfo->err;
    if (manager->result->warning_count == 0) {
        (*cinfo->err->format_message)(cinfo, manager->result->warning);
    }
    manager->result->warning_count += 1;
}

int arrange_jpeg_decode(const uint8_t *data, size_t size, long max_side, long max_pixels, arrange_jpeg_result *result) {
    memset(result, 0, sizeof(*result));
    if (data == NULL || size == 0) {
        snprintf(result->error, sizeof(result->error), "the data is empty");
        return 1;
    }
    struct jpeg_decompress_struct cinfo;
    arrange_error_manager manager;
    memset(&cinfo, 0, sizeof(cinfo));
    cinfo.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = arrange_error_exit;
    manager.base.output_message = arrange_output_message;
    manager.result = result;
    // Volatile: read after a longjmp.
    volatile int stage = 0;
    if (setjmp(manager.jump) != 0) {
        jpeg_destroy_decompress(&cinfo);
        // An error at the end-of-image check still leaves every row decoded.
        if (stage == 2 && result->pixels != NULL && result->rows_read == result->height) return 0;
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    stage = 1;
    jpeg_mem_src(&cinfo, (const unsigned char *)data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    long width = (long)cinfo.image_width, height = (long)cinfo.image_height;
    result->width = (int)width;
    result->height = (int)height;
    // The header's size is checked before libjpeg sets any memory aside for the pixels.
    if (width > max_side || height > max_side || width * height > max_pixels) {
        result->too_large = 1;
        jpeg_destroy_decompress(&cinfo);
        return 2;
    }
    result->saw_adobe_marker = cinfo.saw_Adobe_marker ? 1 : 0;
    // libjpeg converts YCbCr to RGB and YCCK to CMYK itself; CMYK to RGB is the caller's.
    switch (cinfo.jpeg_color_space) {
    case JCS_GRAYSCALE: cinfo.out_color_space = JCS_GRAYSCALE; break;
    case JCS_YCbCr: case JCS_RGB: cinfo.out_color_space = JCS_RGB; break;
    case JCS_CMYK: case JCS_YCCK: cinfo.out_color_space = JCS_CMYK; break;
    default: break;
    }
    jpeg_start_decompress(&cinfo);
    result->width = (int)cinfo.output_width;
    result->height = (int)cinfo.output_height;
    result->components = cinfo.output_components;
    result->color_space = (int)cinfo.out_color_space;
    size_t stride = (size_t)cinfo.output_width * (size_t)cinfo.output_components;
    size_t total = stride * (size_t)cinfo.output_height;
    result->pixels = (uint8_t *)malloc(total > 0 ? total : 1);
    if (result->pixels == NULL) {
        snprintf(result->error, sizeof(result->error), "not enough memory for the pixels");
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    stage = 2;
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = result->pixels + (size_t)cinfo.output_scanline * stride;
        JDIMENSION read = jpeg_read_scanlines(&cinfo, &row, 1);
        // A memory source never suspends; no progress means libjpeg has nothing more.
        if (read == 0) break;
        result->rows_read += (int)read;
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return result->rows_read == result->height ? 0 : 1;
}

void arrange_jpeg_release(arrange_jpeg_result *result) {
    if (result != NULL && result->pixels != NULL) {
        free(result->pixels);
        result->pixels = NULL;
    }
}

// Encoding: the same error manager, without the warnings' result (libjpeg's compressor only
// warns about nothing that changes the file).
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *error;
} arrange_encode_error_manager;

static void arrange_encode_error_exit(j_common_ptr cinfo) {
    arrange_encode_error_manager *manager = (arrange_encode_error_manager *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, manager->error);
    longjmp(manager->jump, 1);
}

static void arrange_encode_output_message(j_common_ptr cinfo) { (void)cinfo; }

int arrange_jpeg_encode(const uint8_t *pixels, int width, int height, size_t stride, int quality, arrange_jpeg_output *output) {
    memset(output, 0, sizeof(*output));
    if (pixels == NULL || width <= 0 || height <= 0) {
        snprintf(output->error, sizeof(output->error), "there are no pixels to encode");
        return 1;
    }
    struct jpeg_compress_struct cinfo;
    arrange_encode_error_manager manager;
    memset(&cinfo, 0, sizeof(cinfo));
    cinfo.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = arrange_encode_error_exit;
    manager.base.output_message = arrange_encode_output_message;
    manager.error = output->error;
    // libjpeg allocates (and grows) the buffer through these pointers, into the caller's
    // output (not this function's locals, which a longjmp may leave stale).
    if (setjmp(manager.jump) != 0) {
        jpeg_destroy_compress(&cinfo);
        arrange_jpeg_release_output(output);
        return 1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &output->data, &output->size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 4;
    // libjpeg-turbo reads Cairo's words as they are: B, G, R, then alpha (ignored) in memory on
    // little-endian machines, alpha first on big-endian ones.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    cinfo.in_color_space = JCS_EXT_XRGB;
#else
    cinfo.in_color_space = JCS_EXT_BGRX;
#endif
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    return 0;
}

void arrange_jpeg_release_output(arrange_jpeg_output *output) {
    if (output != NULL && output->data != NULL) {
        free(output->data);
        output->data = NULL;
        output->size = 0;
    }
}
