#ifndef ARRANGE_STACK_H
#define ARRANGE_STACK_H

#include <stdint.h>

/// The lowest address of the calling thread's stack, or 0 when the platform cannot tell.
///
/// In C because glibc declares `pthread_getattr_np` only under `_GNU_SOURCE`, which Swift's
/// Glibc module does not define. Arrange's engine uses it to move deep recursion to a fresh stack
/// before the current one runs out (Sources/ArrangeCore/Engine/StackRoom.swift).
uintptr_t arrange_thread_stack_low(void);

/// Where the caller's frame is on the stack (inlined into Swift: one register read).
static inline uintptr_t arrange_stack_address(void) {
    return (uintptr_t)__builtin_frame_address(0);
}

#endif
