// Unicode algorithms from the system's ICU, behind a header that includes no ICU header.
//
// Why ICU through this C target: Foundation on Linux carries its own ICU copy, and importing
// the system ICU headers into a Swift module next to Foundation fails to compile. Keeping every
// ICU call in C, behind plain integer types, links cleanly and gives current Unicode tables for
// both UAX #14 (line breaking) and UAX #9 (bidirectional text).
#ifndef ARRANGE_ICU_H
#define ARRANGE_ICU_H
#include <stdint.h>

/// Line break opportunities (UAX #14) of UTF-16 `text`. For each index i in [0, length),
/// `kinds[i]` becomes 0 (no break before i), 1 (a break is allowed before i) or 2 (a break is
/// required before i, after a hard line break). `kinds[0]` is 0. Returns 0 on success.
int32_t arrange_line_breaks(const uint16_t *text, int32_t length, uint8_t *kinds);

/// Bidirectional embedding levels (UAX #9) of UTF-16 `text`, one per code unit, written to
/// `levels`. `base` is the paragraph level: 0 left-to-right, 1 right-to-left, 0xFE "from the
/// first strong character, else left-to-right", 0xFF "…, else right-to-left". Returns the
/// resolved level of the first paragraph, or -1 on failure.
int32_t arrange_bidi_levels(const uint16_t *text, int32_t length, uint8_t base, uint8_t *levels);

#endif
