// Conversions of Cairo's pixels (ARGB32: 32-bit native-endian words, premultiplied alpha) for
// the encoders that want other layouts: the PNG writer here, and the WebP writer in Swift.
// Loops over every pixel of an image, so they are in C, fast even in a debug build.
#ifndef ARRANGE_PIXELS_H
#define ARRANGE_PIXELS_H
#include <stddef.h>
#include <stdint.h>

/// Whether every pixel of the rows has alpha 255.
int arrange_pixels_are_opaque(const uint8_t *pixels, int width, int height, size_t stride);

/// One row of `width` Cairo pixels as straight (not premultiplied) bytes: R, G, B, A when
/// `bgra` is 0, B, G, R, A when it is 1. Colours are rounded as Cairo's own PNG writer
/// rounds them.
void arrange_pixels_unpremultiply_row(const uint8_t *row, int width, int bgra, uint8_t *out);

#endif
