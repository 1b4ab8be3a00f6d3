#include "arrange_process.h"

#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

int arrange_exit_with_parent(void) {
    pid_t parent = getppid();
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    // The parent may have died before the link was set: then the process was reparented.
    if (getppid() != parent) _exit(137);
    return 0;
}
#else
int arrange_exit_with_parent(void) { return -1; }
#endif
