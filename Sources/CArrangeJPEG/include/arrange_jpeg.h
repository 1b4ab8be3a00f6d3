// JPEG decoding and encoding through libjpeg, with its fatal errors turned into a result.
//
// libjpeg reports a fatal error by calling `error_exit`, which must not return; the usual C
// answer is `setjmp`/`longjmp` back to the caller, which Swift cannot do. This C target does
// exactly that and hands Swift plain data: the decoded rows or the encoded file, or the error
// message.
#ifndef ARRANGE_JPEG_H
#define ARRANGE_JPEG_H
#include <stddef.h>
#include <stdint.h>

#define ARRANGE_JPEG_MESSAGE_LENGTH 200

/// What decoding produced. `pixels` (rows top to bottom, `components` bytes per pixel) is owned
/// by the result: release it with `arrange_jpeg_release`.
typedef struct arrange_jpeg_result {
    int width;
    int height;
    int components;
    /// libjpeg's output colour space (`J_COLOR_SPACE`: 1 greyscale, 2 RGB, 4 CMYK).
    int color_space;
    int saw_adobe_marker;
    int rows_read;
    int too_large;
    int warning_count;
    uint8_t *pixels;
    char error[ARRANGE_JPEG_MESSAGE_LENGTH];
    char warning[ARRANGE_JPEG_MESSAGE_LENGTH];
} arrange_jpeg_result;

/// Decodes `size` bytes of JPEG. Images wider or taller than `max_side`, or with more than
/// `max_pixels` pixels, stop after the header with `too_large` set. Returns 0 when rows were
/// decoded (possibly with a late error in `error`), 1 on a fatal error before any complete
/// image (`error` says why), 2 when too large.
int arrange_jpeg_decode(const uint8_t *data, size_t size, long max_side, long max_pixels, arrange_jpeg_result *result);

/// Frees the pixels of a result.
void arrange_jpeg_release(arrange_jpeg_result *result);

/// An encoded JPEG file (`data`, `size` bytes, owned by the output: release it with
/// `arrange_jpeg_release_output`), or why there is none (`error`).
typedef struct arrange_jpeg_output {
    unsigned char *data;
    unsigned long size;
    char error[ARRANGE_JPEG_MESSAGE_LENGTH];
} arrange_jpeg_output;

/// Encodes `width` × `height` Cairo pixels (ARGB32: 32-bit native-endian words, premultiplied
/// alpha, rows `stride` bytes apart) as a baseline JPEG of `quality` (1–100, libjpeg's scale).
/// Alpha is dropped: premultiplied colours are the image composited over black. Returns 0 on
/// success, 1 with `error` set on failure.
int arrange_jpeg_encode(const uint8_t *pixels, int width, int height, size_t stride, int quality, arrange_jpeg_output *output);

/// Frees the data of an output.
void arrange_jpeg_release_output(arrange_jpeg_output *output);

#endif
