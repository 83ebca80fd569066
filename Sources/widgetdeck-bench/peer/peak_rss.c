/* The peak resident memory of a program, for `widgetdeck-bench`'s "render vs C" row: runs
   argv[1] with the rest of the arguments, its standard output to /dev/null, and prints the
   child's ru_maxrss (KiB). Linux keeps a process's peak across exec, and a child the benchmark
   spawns begins as a copy of the benchmark, so its own peak cannot be read from there; this
   program is small, so the peak it reports is the child's. Built by the benchmark with `cc -O2`. */
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) return 64;
    pid_t pid = fork();
    if (pid < 0) return 71;
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) { dup2(null, 1); dup2(null, 2); }
        execv(argv[1], argv + 1);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) return 71;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return 70;
    printf("%ld\n", usage.ru_maxrss);
    return 0;
}
