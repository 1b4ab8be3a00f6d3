#ifndef ARRANGE_PREVIEWS_H
#define ARRANGE_PREVIEWS_H

#include <stddef.h>

/// The bytes of the section `arrange_previews` of the image this library is linked into: the
/// records `#Preview` expansions put there (`@used @section("arrange_previews")`), one pointer-sized
/// accessor each. Returns NULL and a size of 0 when the image has no such section (no preview),
/// or on a platform whose linker does not define the section's bounds.
///
/// The linker defines `__start_<section>` and `__stop_<section>` for an ELF section whose name is
/// a C identifier; only C can name them, hence this function.
const void *_Nullable arrange_preview_records(size_t *_Nonnull size);

#endif
