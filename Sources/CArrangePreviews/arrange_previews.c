#include "arrange_previews.h"

#if defined(__ELF__)
// Weak, so an image without any preview (no section) links and gets NULL.
extern const char __start_arrange_previews[] __attribute__((weak));
extern const char __stop_arrange_previews[] __attribute__((weak));

const void *arrange_preview_records(size_t *size) {
    if (!__start_arrange_previews || !__stop_arrange_previews) {
        *size = 0;
        return NULL;
    }
    *size = (size_t)(__stop_arrange_previews - __start_arrange_previews);
    return __start_arrange_previews;
}
#else
const void *arrange_preview_records(size_t *size) {
    *size = 0;
    return NULL;
}
#endif
