// The preview program's entry point. The extension's own `@main` (a WidgetBundle's) is
// compiled under another name, `widgetdeck_user_main`; widgetdeck's host calls it to learn the
// bundle's widgets, then serves requests. Weak: an extension without `@main` links too.
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

extern int widgetdeck_user_main(int argc, char **argv) __attribute__((weak));
extern int widgetdeck_preview_main(int argc, char **argv, int (*user_main)(int, char **));

// Every other process of this program's session, killed: what the widget's code started, in
// this program's process group or in one of its own (Foundation's Process gives each child a
// group of its own, so killing the group is not enough). Only when the program leads its own
// session, as widgetdeck starts it — never the session of a shell it was run from by hand.
static void end_session(void) {
    pid_t self = getpid();
    if (getsid(0) != self) return;
    DIR *proc = opendir("/proc");
    if (proc) {
        struct dirent *entry;
        while ((entry = readdir(proc)) != NULL) {
            char *end;
            long pid = strtol(entry->d_name, &end, 10);
            if (*end != '\0' || pid <= 0 || pid == self) continue;
            if (getsid((pid_t)pid) == self) kill((pid_t)pid, SIGKILL);
        }
        closedir(proc);
    }
    kill(0, SIGKILL);
}

// Ends the program, and what it started, the moment widgetdeck's end of its standard input
// closes, whatever the widget's code is doing: widgetdeck quit, was killed or crashed while a
// body was looping, and a preview program must not go on with nobody to answer (in a session
// of its own, no terminal hang-up reaches it). `poll` with no events still reports the
// hang-up; nothing is read, so the requests stay the host's.
static void *watch_widgetdeck(void *unused) {
    (void)unused;
    struct pollfd input = {.fd = 0, .events = 0, .revents = 0};
    for (;;) {
        int ready = poll(&input, 1, -1);
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0 || (input.revents & (POLLHUP | POLLERR | POLLNVAL))) break;
    }
    end_session();
    _exit(0);
}

int main(int argc, char **argv) {
    pthread_t watcher;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, 64 * 1024);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_create(&watcher, &attributes, watch_widgetdeck, NULL);
    pthread_attr_destroy(&attributes);
    return widgetdeck_preview_main(argc, argv, widgetdeck_user_main);
}
