// UAX #14 and UAX #9 through the system's ICU.
//
// Why C: Foundation on Linux ships its own ICU copy (module `_FoundationICU`), and a Swift module
// that imports the system ICU headers next to Foundation fails to compile, because both define
// the same C enums differently. Calling ICU from this file, behind a header of plain integer
// types, keeps the two copies apart (their exported symbols have different names, so they do not
// clash at run time either). System ICU rather than libunibreak: Debian's ICU 72 has current
// Unicode tables, while its libunibreak 1.1 has old ones.
#include "arrange_icu.h"

#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

int32_t arrange_line_breaks(const uint16_t *text, int32_t length, uint8_t *kinds) {
    if (length < 0 || (length > 0 && (text == NULL || kinds == NULL))) {
        return -1;
    }
    if (length == 0) {
        return 0;
    }
    memset(kinds, 0, (size_t)length);

    UErrorCode status = U_ZERO_ERROR;
    // The root locale gives the default UAX #14 rules; tailorings (such as Japanese strictness)
    // are not wanted for a layout engine that must match across machines.
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        if (iterator != NULL) {
            ubrk_close(iterator);
        }
        return (int32_t)(status == U_ZERO_ERROR ? -1 : status);
    }

    // Boundaries come in increasing order; the one at `length` (end of text) has no slot, and
    // the one at 0 is never a break opportunity.
    for (int32_t boundary = ubrk_first(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (boundary <= 0 || boundary >= length) {
            continue;
        }
        int32_t rule = ubrk_getRuleStatus(iterator);
        kinds[boundary] = (rule >= UBRK_LINE_HARD) ? 2 : 1;
    }
    ubrk_close(iterator);
    return 0;
}

int32_t arrange_bidi_levels(const uint16_t *text, int32_t length, uint8_t base, uint8_t *levels) {
    if (length < 0 || (length > 0 && (text == NULL || levels == NULL))) {
        return -1;
    }

    UBiDiLevel paragraphLevel;
    switch (base) {
    case 0xFE: paragraphLevel = UBIDI_DEFAULT_LTR; break;
    case 0xFF: paragraphLevel = UBIDI_DEFAULT_RTL; break;
    default:
        if (base > UBIDI_MAX_EXPLICIT_LEVEL) {
            return -1;
        }
        paragraphLevel = base;
        break;
    }

    if (length == 0) {
        // Nothing to resolve: with no strong character the default levels fall back.
        if (paragraphLevel == UBIDI_DEFAULT_LTR) return 0;
        if (paragraphLevel == UBIDI_DEFAULT_RTL) return 1;
        return paragraphLevel;
    }

    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) {
        if (bidi != NULL) {
            ubidi_close(bidi);
        }
        return -1;
    }
    ubidi_setPara(bidi, (const UChar *)text, length, paragraphLevel, NULL, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return -1;
    }
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status) || resolved == NULL) {
        ubidi_close(bidi);
        return -1;
    }
    // The levels array belongs to the UBiDi object, so it is copied before closing.
    memcpy(levels, resolved, (size_t)length);
    int32_t result = (int32_t)ubidi_getParaLevel(bidi);
    ubidi_close(bidi);
    return result;
}
