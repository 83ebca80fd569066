#ifndef WIDGETDECK_CNCURSES_SHIM_H
#define WIDGETDECK_CNCURSES_SHIM_H

// The wide-character API (add_wch, setcchar…) is only declared with this defined.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <ncursesw/curses.h>

// Swift 6 rejects direct use of ncurses' mutable globals ("not concurrency-safe") and does not
// import function-like macros, so both are wrapped here. Nothing else in the package touches them.
static inline WINDOW *wd_stdscr(void) { return stdscr; }
static inline int wd_cols(void) { return COLS; }
static inline int wd_lines(void) { return LINES; }
static inline int wd_colors(void) { return COLORS; }
static inline int wd_key_resize(void) { return KEY_RESIZE; }
static inline int wd_key_btab(void) { return KEY_BTAB; }
static inline int wd_key_up(void) { return KEY_UP; }
static inline int wd_key_down(void) { return KEY_DOWN; }
static inline int wd_key_left(void) { return KEY_LEFT; }
static inline int wd_key_right(void) { return KEY_RIGHT; }
static inline int wd_key_npage(void) { return KEY_NPAGE; }
static inline int wd_key_ppage(void) { return KEY_PPAGE; }
static inline int wd_key_enter(void) { return KEY_ENTER; }
static inline int wd_key_mouse(void) { return KEY_MOUSE; }
static inline int wd_key_code_yes(void) { return KEY_CODE_YES; }

/// Opens the terminal named by TERM on standard input and output; NULL (no exit) on failure.
static inline SCREEN *wd_newterm(void) { return newterm(NULL, stdout, stdin); }

/// Opens terminal type `term` writing to `out` (a file, for measuring what is sent).
static inline SCREEN *wd_newterm_on(const char *term, FILE *out, FILE *in) { return newterm(term, out, in); }

/// Standard output as a C stream.
static inline FILE *wd_stdout(void) { return stdout; }

/// Asks for clicks of the first button and the wheel (buttons 4 and 5, as xterm reports it).
static inline void wd_enable_mouse(void) {
    mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
    mouseinterval(0);
}

/// The mouse event just read: 1 a first-button click or press (at `x`, `y`), 2 the wheel turned
/// up, 3 down; 0 another event.
static inline int wd_mouse_event(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    *x = event.x;
    *y = event.y;
    if (event.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)) return 1;
    if (event.bstate & BUTTON4_PRESSED) return 2;
    if (event.bstate & BUTTON5_PRESSED) return 3;
    return 0;
}

#endif
