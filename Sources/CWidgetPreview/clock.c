// A wall clock widgetdeck can stop: the `clock_gettime`, `gettimeofday` and `time` of this
// process are these, so Foundation's `Date()` in a widget's provider reads the moment the
// runner asks at. Stopped for the whole process (the preview program, which runs one call of
// the widget's code at a time), or only for the Swift tasks running the widget's code (a test
// process, whose other tests — TLS certificate checks among them — keep the real time).
// Monotonic clocks are untouched (timers, deadlines, the event loop). Linked only into the
// preview program and into test targets that host a widget.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include <stdatomic.h>
#include "CWidgetPreview.h"

static _Atomic int frozen = 0;
static _Atomic long long frozen_nanoseconds = 0;
/// Asks Swift for the moment the current task's widget code runs at (1), or says there is
/// none (0): a test process's wall clock stands still only for the host's own tasks.
static _Atomic(widgetdeck_clock_reader) task_reader = NULL;

void widgetdeck_clock_set_task_reader(widgetdeck_clock_reader reader) { atomic_store(&task_reader, reader); }

void widgetdeck_clock_freeze(double seconds) {
    atomic_store(&frozen_nanoseconds, (long long)(seconds * 1e9));
    atomic_store(&frozen, 1);
}

void widgetdeck_clock_thaw(void) { atomic_store(&frozen, 0); }

int widgetdeck_clock_is_frozen(void) { return atomic_load(&frozen); }

static int is_wall(clockid_t id) { return id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE; }

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
static _Atomic(clock_gettime_fn) real_clock_gettime = NULL;

// The C library's own `clock_gettime` (through the vDSO: tens of nanoseconds), found once; the
// system call itself if there is none to find.
static int real(clockid_t id, struct timespec *ts) {
    clock_gettime_fn fn = atomic_load(&real_clock_gettime);
    if (!fn) {
        fn = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
        if (!fn || fn == clock_gettime) return (int)syscall(SYS_clock_gettime, id, ts);
        atomic_store(&real_clock_gettime, fn);
    }
    return fn(id, ts);
}

// glibc declares `ts` and `tv` nonnull; a caller that passes NULL anyway gets the real call's
// answer (EFAULT) rather than a crash here, so the checks stay and the warning is silenced.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wpointer-bool-conversion"
int clock_gettime(clockid_t id, struct timespec *ts) {
    if (is_wall(id) && ts && !atomic_load(&frozen)) {
        widgetdeck_clock_reader reader = atomic_load(&task_reader);
        double seconds;
        if (reader && reader(&seconds)) {
            long long ns = (long long)(seconds * 1e9);
            ts->tv_sec = (time_t)(ns / 1000000000LL);
            ts->tv_nsec = (long)(ns % 1000000000LL);
            if (ts->tv_nsec < 0) { ts->tv_nsec += 1000000000L; ts->tv_sec -= 1; }
            return 0;
        }
    }
    if (is_wall(id) && atomic_load(&frozen) && ts) {
        long long ns = atomic_load(&frozen_nanoseconds);
        ts->tv_sec = (time_t)(ns / 1000000000LL);
        ts->tv_nsec = (long)(ns % 1000000000LL);
        if (ts->tv_nsec < 0) { ts->tv_nsec += 1000000000L; ts->tv_sec -= 1; }
        return 0;
    }
    return real(id, ts);
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    struct timespec ts;
    int r = clock_gettime(CLOCK_REALTIME, &ts);
    if (r == 0 && tv) {
        tv->tv_sec = ts.tv_sec;
        tv->tv_usec = ts.tv_nsec / 1000;
    }
    (void)tz;
    return r;
}
#pragma clang diagnostic pop

time_t time(time_t *out) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    if (out) *out = ts.tv_sec;
    return ts.tv_sec;
}
