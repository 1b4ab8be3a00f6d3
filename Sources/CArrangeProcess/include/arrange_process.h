#ifndef ARRANGE_PROCESS_H
#define ARRANGE_PROCESS_H

/// Asks the kernel to kill the calling process with SIGKILL when its parent dies, and exits at
/// once when the parent is already gone. Returns 0 when the link is set, -1 when the platform
/// has none (not Linux).
///
/// In C because `prctl` is variadic, which Swift cannot call. `arrange`'s preview programs call it
/// first thing, so no program outlives the `arrange` that started it (a body that loops forever
/// would otherwise spin on, reparented to init, after `arrange` is killed).
int arrange_exit_with_parent(void);

#endif
