/* The C peer of `widgetdeck-bench`'s "terminal bytes vs ncurses" rows: ncurses's own screen
   optimiser given the same frames widgetdeck's encoder sends, counting the bytes it writes.

   usage: ncurses-bytes TERM FRAMES-FILE
   FRAMES-FILE holds the frames one after another, each as a line `frame WIDTH HEIGHT`, then
   one line per cell that is not a wide character's second half: `ROW COL FG BG ATTRS HEX`,
   FG and BG the xterm 256-colour indexes (-1: the terminal's default), ATTRS a mask (1 bold,
   2 dim, 4 italic, 8 underline, 16 reverse), HEX the cell's UTF-8 bytes in hexadecimal.

   Each frame is written cell by cell into stdscr with its colour pair (alloc_pair), the box
   lines as WACS_ line-drawing characters — the way an ncurses program draws them, which ncurses
   sends in the terminal's line-drawing set where it may — then wnoutrefresh and doupdate.
   ncurses writes to a real pty (openpty, raw mode); a thread reads the other side and counts.
   Prints one line per frame: `frame N BYTES`. The first frame's count starts after a first,
   empty refresh (the alternate screen and the clear), so it holds the drawing alone; widgetdeck's
   full frame holds its clear too (13 bytes). */
#define _GNU_SOURCE
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <pthread.h>
#include <semaphore.h>
#include <pty.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

/* What the pty's other side has read since the last frame, and a way to know that it has read
   all of a frame: after each doupdate the peer writes a marker of its own straight to the pty
   (four bytes ncurses never sends), and the reader, on reading it, posts the semaphore. */
static long received;
static long counted;
static int slave;
static sem_t frame_read;
static const unsigned char marker[4] = {0x00, 0xFF, 0x00, 0xFE};

static void *drain(void *argument) {
    int master = *(int *)argument;
    unsigned char buffer[65536];
    size_t matched = 0;
    ssize_t n;
    while ((n = read(master, buffer, sizeof buffer)) > 0) {
        for (ssize_t i = 0; i < n; i++) {
            received += 1;
            matched = buffer[i] == marker[matched] ? matched + 1 : (buffer[i] == marker[0] ? 1 : 0);
            if (matched == sizeof marker) {
                matched = 0;
                counted = received - (long)sizeof marker;
                received = 0;
                sem_post(&frame_read);
            }
        }
    }
    return NULL;
}

/* Sends the frame ncurses holds and waits until the pty's other side has read all of it:
   the bytes it took. */
static long update(void) {
    wnoutrefresh(stdscr);
    doupdate();
    size_t done = 0;
    while (done < sizeof marker) {
        ssize_t n = write(slave, marker + done, sizeof marker - done);
        if (n <= 0) return -1;
        done += (size_t)n;
    }
    sem_wait(&frame_read);
    return counted;
}

/* The WACS_ character for a light box-drawing glyph, or NULL. */
static const cchar_t *line_drawing(wchar_t glyph) {
    switch (glyph) {
    case 0x2500: return WACS_HLINE;
    case 0x2502: return WACS_VLINE;
    case 0x250C: return WACS_ULCORNER;
    case 0x2510: return WACS_URCORNER;
    case 0x2514: return WACS_LLCORNER;
    case 0x2518: return WACS_LRCORNER;
    case 0x251C: return WACS_LTEE;
    case 0x2524: return WACS_RTEE;
    case 0x252C: return WACS_TTEE;
    case 0x2534: return WACS_BTEE;
    case 0x253C: return WACS_PLUS;
    default: return NULL;
    }
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: ncurses-bytes TERM FRAMES-FILE\n");
        return 64;
    }
    setlocale(LC_ALL, "C.UTF-8");
    FILE *frames = fopen(argv[2], "r");
    if (!frames) {
        perror(argv[2]);
        return 66;
    }
    int master;
    struct winsize size = {.ws_row = 40, .ws_col = 120};
    if (openpty(&master, &slave, NULL, NULL, &size) != 0) {
        perror("openpty");
        return 71;
    }
    struct termios raw;
    tcgetattr(slave, &raw);
    cfmakeraw(&raw);
    tcsetattr(slave, TCSANOW, &raw);
    sem_init(&frame_read, 0, 0);
    pthread_t reader;
    pthread_create(&reader, NULL, drain, &master);
    FILE *out = fdopen(dup(slave), "w");
    FILE *in = fdopen(dup(slave), "r");

    char line[512];
    int frame = -1;
    SCREEN *screen = NULL;
    while (fgets(line, sizeof line, frames)) {
        int width, height;
        if (sscanf(line, "frame %d %d", &width, &height) == 2) {
            if (screen) printf("frame %d %ld\n", frame, update());
            if (!screen) {
                size.ws_col = (unsigned short)width;
                size.ws_row = (unsigned short)height;
                ioctl(slave, TIOCSWINSZ, &size);
                screen = newterm(argv[1], out, in);
                if (!screen) {
                    fprintf(stderr, "ncurses-bytes: no terminal type %s\n", argv[1]);
                    return 69;
                }
                start_color();
                use_default_colors();
                /* The alternate screen and the clear, sent on an empty refresh: not the frame's. */
                update();
            }
            frame += 1;
            continue;
        }
        int row, column, fg, bg, attributes;
        char hex[64];
        if (sscanf(line, "%d %d %d %d %d %63s", &row, &column, &fg, &bg, &attributes, hex) != 6) continue;
        char utf8[32] = {0};
        size_t length = strlen(hex) / 2;
        for (size_t i = 0; i < length && i < sizeof utf8 - 1; i++) sscanf(hex + 2 * i, "%2hhx", (unsigned char *)&utf8[i]);
        wchar_t wide[8] = {0};
        if (mbstowcs(wide, utf8, 7) == (size_t)-1) continue;
        attr_t attrs = ((attributes & 1) ? A_BOLD : 0) | ((attributes & 2) ? A_DIM : 0) | ((attributes & 4) ? A_ITALIC : 0)
                       | ((attributes & 8) ? A_UNDERLINE : 0) | ((attributes & 16) ? A_REVERSE : 0);
        int pair = alloc_pair(fg, bg);
        cchar_t cell;
        const cchar_t *line_glyph = wide[1] == 0 ? line_drawing(wide[0]) : NULL;
        if (line_glyph) {
            cell = *line_glyph;
            cell.attr = (cell.attr & A_ALTCHARSET) | attrs;
            setcchar(&cell, cell.chars, cell.attr, 0, &pair);
        } else {
            setcchar(&cell, wide, attrs, 0, &pair);
        }
        mvwadd_wch(stdscr, row, column, &cell);
    }
    if (screen) {
        printf("frame %d %ld\n", frame, update());
        endwin();
    }
    return 0;
}
