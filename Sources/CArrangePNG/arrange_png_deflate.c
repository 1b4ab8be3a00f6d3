// PNG encoding through libdeflate (see arrange_png_encode_deflate in include/arrange_png.h): Cairo
// rows turned into PNG rows and filtered here, compressed as one zlib stream by libdeflate, and
// framed as PNG chunks here.
#include "arrange_png.h"
#include "arrange_pixels.h"
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The most bytes one chunk may hold (PNG: 2³¹ − 1).
#define ARRANGE_PNG_IDAT_MAXIMUM ((size_t)0x7FFFFFFF)

// One row of Cairo pixels as the PNG's raw bytes: R, G, B (opaque) or straight R, G, B, A.
static void arrange_png_raw_row(const uint8_t *row, int width, int opaque, uint8_t *out) {
    if (!opaque) {
        arrange_pixels_unpremultiply_row(row, width, 0, out);
        return;
    }
    const uint32_t *words = (const uint32_t *)(const void *)row;
    for (int x = 0; x < width; x++) {
        uint32_t word = words[x];
        out[0] = (uint8_t)(word >> 16);
        out[1] = (uint8_t)(word >> 8);
        out[2] = (uint8_t)word;
        out += 3;
    }
}

static inline uint8_t arrange_paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return (uint8_t)a;
    return (uint8_t)(pb <= pc ? b : c);
}

// Writes `raw` filtered with `type` (PNG's 0–4) against `previous` (NULL for the first row)
// into `out`, which gets the filter byte first. Returns the sum of the filtered bytes read as
// signed values, libpng's measure for choosing a row's filter.
static unsigned long arrange_png_filter_row(int type, const uint8_t *raw, const uint8_t *previous, size_t length, int bpp, uint8_t *out) {
    out[0] = (uint8_t)type;
    uint8_t *o = out + 1;
    unsigned long sum = 0;
    for (size_t i = 0; i < length; i++) {
        int a = i >= (size_t)bpp ? raw[i - bpp] : 0;
        int b = previous != NULL ? previous[i] : 0;
        int c = previous != NULL && i >= (size_t)bpp ? previous[i - bpp] : 0;
        uint8_t v;
        switch (type) {
        case 1: v = (uint8_t)(raw[i] - a); break;
        case 2: v = (uint8_t)(raw[i] - b); break;
        case 3: v = (uint8_t)(raw[i] - ((a + b) >> 1)); break;
        case 4: v = (uint8_t)(raw[i] - arrange_paeth(a, b, c)); break;
        default: v = raw[i]; break;
        }
        o[i] = v;
        sum += v < 128 ? v : 256u - v;
    }
    return sum;
}

// "Up" alone, the fast setting's filter: a plain subtraction the compiler vectorises.
static void arrange_png_filter_up(const uint8_t *raw, const uint8_t *previous, size_t length, uint8_t *out) {
    out[0] = previous != NULL ? 2 : 0;
    uint8_t *o = out + 1;
    if (previous == NULL) {
        memcpy(o, raw, length);
        return;
    }
    for (size_t i = 0; i < length; i++) o[i] = (uint8_t)(raw[i] - previous[i]);
}

static void arrange_png_put32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24);
    at[1] = (uint8_t)(value >> 16);
    at[2] = (uint8_t)(value >> 8);
    at[3] = (uint8_t)value;
}

// A chunk whose data (`length` bytes) is already at `at + 8`: its length, type and CRC.
static size_t arrange_png_chunk(uint8_t *at, const char *type, size_t length) {
    arrange_png_put32(at, (uint32_t)length);
    memcpy(at + 4, type, 4);
    uint32_t crc = libdeflate_crc32(0, at + 4, length + 4);
    arrange_png_put32(at + 8 + length, crc);
    return length + 12;
}

int arrange_png_encode_deflate(const uint8_t *pixels, int width, int height, size_t stride, int opaque,
                               int level, int filter, arrange_png_output *output) {
    memset(output, 0, sizeof(*output));
    if (pixels == NULL || width <= 0 || height <= 0) {
        snprintf(output->error, ARRANGE_PNG_MESSAGE_LENGTH, "there are no pixels to encode");
        return 1;
    }
    const int bpp = opaque ? 3 : 4;
    const size_t length = (size_t)width * (size_t)bpp;
    const size_t filteredSize = (size_t)height * (length + 1);
    uint8_t *filtered = (uint8_t *)malloc(filteredSize);
    // Two raw rows (this one and the one above) and, when choosing, a filtered row per filter.
    uint8_t *rows = (uint8_t *)malloc(2 * length + (filter == 5 ? 5 * (length + 1) : 0));
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level < 0 ? 0 : level > 12 ? 12 : level);
    if (filtered == NULL || rows == NULL || compressor == NULL) {
        free(filtered);
        free(rows);
        if (compressor != NULL) libdeflate_free_compressor(compressor);
        snprintf(output->error, ARRANGE_PNG_MESSAGE_LENGTH, "not enough memory to encode a %d×%d PNG", width, height);
        return 1;
    }
    uint8_t *raw = rows, *previous = NULL, *spare = rows + length;
    for (int y = 0; y < height; y++) {
        arrange_png_raw_row(pixels + (size_t)y * stride, width, opaque, raw);
        uint8_t *out = filtered + (size_t)y * (length + 1);
        if (filter == 2) {
            arrange_png_filter_up(raw, previous, length, out);
        } else if (filter == 5) {
            // libpng's heuristic: the filter whose bytes, read as signed, sum smallest.
            uint8_t *candidates = rows + 2 * length;
            unsigned long best = (unsigned long)-1;
            int chosen = 0;
            for (int type = 0; type <= 4; type++) {
                unsigned long sum = arrange_png_filter_row(type, raw, previous, length, bpp, candidates + (size_t)type * (length + 1));
                if (sum < best) { best = sum; chosen = type; }
            }
            memcpy(out, candidates + (size_t)chosen * (length + 1), length + 1);
        } else {
            arrange_png_filter_row(filter >= 0 && filter <= 4 ? filter : 0, raw, previous, length, bpp, out);
        }
        // This row is the next one's "above".
        previous = raw;
        uint8_t *swap = spare; spare = raw; raw = swap;
    }
    free(rows);

    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    const size_t bound = libdeflate_zlib_compress_bound(compressor, filteredSize);
    // A chunk holds at most 2³¹ − 1 bytes: a longer stream goes into several IDAT chunks.
    const size_t pieces = bound / ARRANGE_PNG_IDAT_MAXIMUM + 1;
    const size_t capacity = 8 + 25 + bound + 12 * pieces + 12;
    uint8_t *file = (uint8_t *)malloc(capacity);
    if (file == NULL) {
        free(filtered);
        libdeflate_free_compressor(compressor);
        snprintf(output->error, ARRANGE_PNG_MESSAGE_LENGTH, "not enough memory to encode a %d×%d PNG", width, height);
        return 1;
    }
    memcpy(file, signature, 8);
    size_t size = 8;
    uint8_t *header = file + size + 8;
    arrange_png_put32(header, (uint32_t)width);
    arrange_png_put32(header + 4, (uint32_t)height);
    header[8] = 8;                  // bits per channel
    header[9] = opaque ? 2 : 6;     // RGB or RGBA
    header[10] = 0;                 // deflate
    header[11] = 0;                 // adaptive filtering (a filter byte per row)
    header[12] = 0;                 // not interlaced
    size += arrange_png_chunk(file + size, "IHDR", 13);
    const size_t compressed = libdeflate_zlib_compress(compressor, filtered, filteredSize, file + size + 8, bound);
    free(filtered);
    libdeflate_free_compressor(compressor);
    if (compressed == 0) {
        free(file);
        snprintf(output->error, ARRANGE_PNG_MESSAGE_LENGTH, "libdeflate could not compress the image");
        return 1;
    }
    // The stream was written after one chunk header; spread it into chunks of the largest size
    // from the last piece back, each moving 12 bytes (a header and a CRC) further per piece before it.
    const size_t count = (compressed + ARRANGE_PNG_IDAT_MAXIMUM - 1) / ARRANGE_PNG_IDAT_MAXIMUM;
    for (size_t k = count; k-- > 1;) {
        const size_t at = k * ARRANGE_PNG_IDAT_MAXIMUM;
        const size_t piece = compressed - at < ARRANGE_PNG_IDAT_MAXIMUM ? compressed - at : ARRANGE_PNG_IDAT_MAXIMUM;
        memmove(file + size + 8 + at + 12 * k, file + size + 8 + at, piece);
    }
    for (size_t k = 0; k < count; k++) {
        const size_t at = k * ARRANGE_PNG_IDAT_MAXIMUM;
        const size_t piece = compressed - at < ARRANGE_PNG_IDAT_MAXIMUM ? compressed - at : ARRANGE_PNG_IDAT_MAXIMUM;
        size += arrange_png_chunk(file + size, "IDAT", piece);
    }
    size += arrange_png_chunk(file + size, "IEND", 0);
    output->data = file;
    output->size = size;
    output->capacity = capacity;
    return 0;
}
