#include "arrange_pixels.h"
#include <string.h>

int arrange_pixels_are_opaque(const uint8_t *pixels, int width, int height, size_t stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(pixels + (size_t)y * stride);
        uint32_t all = 0xFF000000u;
        for (int x = 0; x < width; x++) all &= row[x];
        if ((all & 0xFF000000u) != 0xFF000000u) return 0;
    }
    return 1;
}

void arrange_pixels_unpremultiply_row(const uint8_t *row, int width, int bgra, uint8_t *out) {
    const uint32_t *words = (const uint32_t *)(const void *)row;
    for (int x = 0; x < width; x++) {
        uint32_t word = words[x];
        uint32_t a = word >> 24;
        uint32_t r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF;
        if (a == 0) {
            r = g = b = 0;
        } else if (a != 255) {
            r = (r * 255 + a / 2) / a;
            g = (g * 255 + a / 2) / a;
            b = (b * 255 + a / 2) / a;
            // A premultiplied channel above its alpha is not a colour; keep it in range.
            if (r > 255) r = 255;
            if (g > 255) g = 255;
            if (b > 255) b = 255;
        }
        uint8_t *o = out + 4 * (size_t)x;
        if (bgra) {
            o[0] = (uint8_t)b; o[1] = (uint8_t)g; o[2] = (uint8_t)r;
        } else {
            o[0] = (uint8_t)r; o[1] = (uint8_t)g; o[2] = (uint8_t)b;
        }
        o[3] = (uint8_t)a;
    }
}
