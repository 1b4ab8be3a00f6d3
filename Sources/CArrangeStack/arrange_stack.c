#define _GNU_SOURCE
#include "arrange_stack.h"
#include <pthread.h>

uintptr_t arrange_thread_stack_low(void) {
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(self);
    uintptr_t size = (uintptr_t)pthread_get_stacksize_np(self);
    return top > size ? top - size : 0;
#elif defined(__linux__)
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    void *address = 0;
    size_t size = 0;
    int status = pthread_attr_getstack(&attributes, &address, &size);
    pthread_attr_destroy(&attributes);
    return status == 0 ? (uintptr_t)address : 0;
#else
    return 0;
#endif
}
