#ifndef WIDGETDECK_CNCURSES_SHIM_H
#define WIDGETDECK_CNCURSES_SHIM_H

// The wide-character API (add_wch, setcchar…) is only declared with this defined.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <ncursesw/curses.h>

// Swift 6 rejects direct use of ncurses' mutable globals ("not concurrency-safe") and does not
// import function-like macros, so both are wrapped here. Nothing else in the package touches them.
static inline WINDOW *wd_stdscr(void) { return stdscr; }
static inline int wd_cols(void) { return COLS; }
static inline int wd_lines(void) { return LINES; }
static inline int wd_colors(void) { return COLORS; }
static inline int wd_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t wd_a_bold(void) { return A_BOLD; }
static inline attr_t wd_a_dim(void) { return A_DIM; }
static inline attr_t wd_a_reverse(void) { return A_REVERSE; }
static inline attr_t wd_a_underline(void) { return A_UNDERLINE; }
static inline attr_t wd_a_italic(void) { return A_ITALIC; }
static inline attr_t wd_a_normal(void) { return A_NORMAL; }
static inline int wd_key_resize(void) { return KEY_RESIZE; }

#endif
