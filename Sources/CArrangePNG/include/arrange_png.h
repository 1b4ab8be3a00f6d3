// PNG encoding through libpng's full API, with its fatal errors turned into a result, or
// through libdeflate with Arrange's own chunk framing.
//
// libpng's simplified writer offers no choice of filters or zlib settings, and the full API
// reports fatal errors by `longjmp`, which Swift cannot catch; this C target calls it and
// hands Swift plain data. The pixels are Cairo's: ARGB32, 32-bit native-endian words with
// premultiplied alpha, rows `stride` bytes apart.
#ifndef ARRANGE_PNG_H
#define ARRANGE_PNG_H
#include <stddef.h>
#include <stdint.h>

#define ARRANGE_PNG_MESSAGE_LENGTH 200

/// How hard to compress: zlib's level (0–9) and strategy (`Z_DEFAULT_STRATEGY` 0, `Z_FILTERED`
/// 1, `Z_RLE` 3), and the PNG row filters libpng may choose among (`PNG_FILTER_NONE` 0x08,
/// `SUB` 0x10, `UP` 0x20, `AVG` 0x40, `PAETH` 0x80, or-ed together).
typedef struct arrange_png_settings {
    int level;
    int strategy;
    int filters;
} arrange_png_settings;

/// The encoded file (`data`, `size` bytes, owned by the result: release it with
/// `arrange_png_release`), or why there is none (`error`).
typedef struct arrange_png_output {
    uint8_t *data;
    size_t size;
    size_t capacity;
    char error[ARRANGE_PNG_MESSAGE_LENGTH];
} arrange_png_output;

/// Encodes `width` × `height` Cairo pixels as an 8-bit PNG: RGB when `opaque` (every alpha is
/// 255, so nothing is lost), else RGBA with the alpha divided back out. Returns 0 on success.
int arrange_png_encode(const uint8_t *pixels, int width, int height, size_t stride, int opaque,
                       arrange_png_settings settings, arrange_png_output *output);

/// Frees the data of an output.
void arrange_png_release(arrange_png_output *output);

// The same pixels through libdeflate instead of libpng: the rows filtered here, compressed as
// one zlib stream by libdeflate (whole-buffer; at its fast level under half of zlib's
// instructions for a file no larger), framed as PNG chunks here (signature, IHDR, IDAT, IEND,
// CRCs by `libdeflate_crc32`); see arrange_png_deflate.c.

/// Encodes `width` × `height` Cairo pixels as an 8-bit PNG, RGB when `opaque`, else RGBA with
/// the alpha divided back out (as `arrange_png_encode`). `level` is libdeflate's (0–12);
/// `filter` is one PNG filter for every row (0 none, 1 sub, 2 up, 3 average, 4 Paeth) or 5 to
/// choose each row's as libpng does (the smallest sum of the filtered bytes read as signed).
/// Returns 0 on success; release the output with `arrange_png_release`.
int arrange_png_encode_deflate(const uint8_t *pixels, int width, int height, size_t stride, int opaque,
                               int level, int filter, arrange_png_output *output);

#endif
