/* The C peer of `widgetdeck-bench`'s "render vs C" row: a C ncurses program that opens the
   terminal type xterm-256color (on /dev/null), draws a large widget's frame — a 43x22 box with
   its title, a coloured headline and ten rows of bar glyphs — refreshes and ends. It reads no
   data: it is the floor a one-shot render in C would stand on. Built by the benchmark with
   `cc -O2 … -lncursesw`. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <stdio.h>

int main(void) {
    setlocale(LC_ALL, "");
    FILE *out = fopen("/dev/null", "w");
    FILE *in = fopen("/dev/null", "r");
    SCREEN *screen = newterm("xterm-256color", out, in);
    if (!screen) return 1;
    set_term(screen);
    start_color();
    use_default_colors();
    init_pair(1, 81, -1);
    WINDOW *widget = newwin(22, 43, 0, 0);
    box(widget, 0, 0);
    mvwaddstr(widget, 0, 2, " Maple & Moss ");
    wattron(widget, COLOR_PAIR(1) | A_BOLD);
    mvwaddstr(widget, 2, 2, "Total sales        $4,549  \xe2\x96\xbc 22.2%");
    wattroff(widget, COLOR_PAIR(1) | A_BOLD);
    for (int row = 0; row < 10; row++)
        mvwaddstr(widget, 4 + row, 2, "\xe2\x96\x81\xe2\x96\x82\xe2\x96\x83\xe2\x96\x84\xe2\x96\x85\xe2\x96\x86\xe2\x96\x87\xe2\x96\x88");
    wrefresh(widget);
    endwin();
    delscreen(screen);
    return 0;
}
