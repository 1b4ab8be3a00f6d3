#include "arrange_process.h"

#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>

static pid_t watched_parent;

static void *arrange_watch_parent(void *unused) {
    (void)unused;
    for (;;) {
        if (getppid() != watched_parent) _exit(137);
        usleep(100000);
    }
    return 0;
}

int arrange_supervise(long parent, long memory_megabytes) {
    int result = 0;
    if (memory_megabytes > 0) {
        rlim_t bytes = (rlim_t)memory_megabytes * 1024 * 1024;
        struct rlimit limit = { bytes, bytes };
        if (setrlimit(RLIMIT_DATA, &limit) != 0) result = -1;
    }
    if (parent > 0) {
        if (getppid() != (pid_t)parent) _exit(137);
        watched_parent = (pid_t)parent;
        pthread_t thread;
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        pthread_attr_setstacksize(&attributes, 64 * 1024);
        if (pthread_create(&thread, &attributes, arrange_watch_parent, 0) != 0) result = -1;
        pthread_attr_destroy(&attributes);
    }
    return result;
}
