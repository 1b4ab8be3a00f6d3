#ifndef ARRANGE_PROCESS_H
#define ARRANGE_PROCESS_H

/// Supervises the calling process on behalf of the program that started it.
///
/// - `parent`: the pid of the process that started this one (`arrange`), or 0 for none. When the
///   current parent is not that process — it died before this call, and this process was
///   reparented — the process exits at once with status 137; otherwise a small thread checks
///   the parent ten times a second and exits the process the same way when it is gone. A thread
///   rather than `PR_SET_PDEATHSIG`, because the kernel sends that signal when the *thread* that
///   started the child ends (a pool thread retiring would kill a healthy program), and a pid
///   passed down rather than `getppid()` read here, because the parent may die between `exec`
///   and this call.
/// - `memory_megabytes`: the most memory the process may allocate (`RLIMIT_DATA`, which counts
///   the heap and private writable mappings, not code or files), or 0 for no limit. An
///   allocation past it fails; the Swift runtime then stops the program with "Could not
///   allocate memory".
///
/// Returns 0, or -1 when a limit or the watch could not be set. In C because the watch is a raw
/// thread that must keep running while the program's main thread spins in a user's loop.
int arrange_supervise(long parent, long memory_megabytes);

#endif
