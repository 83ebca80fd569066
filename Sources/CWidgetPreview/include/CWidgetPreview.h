// The C side of running a team's widget code: the extension's clock, and its `#Preview`s.
#ifndef CWIDGETPREVIEW_H
#define CWIDGETPREVIEW_H

/// From now on, the wall clock of this process (`Date()`, `clock_gettime(CLOCK_REALTIME)`,
/// `gettimeofday`, `time`) reads `seconds` since 1970, and stands still: while a widget's code
/// runs, it sees the moment widgetdeck draws at — a manual clock in a test, the dashboard's.
void widgetdeck_clock_freeze(double seconds);

/// The wall clock reads the real time again.
void widgetdeck_clock_thaw(void);

/// Whether the clock is frozen (1) or real (0).
int widgetdeck_clock_is_frozen(void);

/// Writes the moment the calling task's widget code runs at, in seconds since 1970, and
/// returns 1; or returns 0 when it runs at none.
typedef int (*widgetdeck_clock_reader)(double *seconds);

/// From now on the wall clock reads `reader`'s moment wherever it gives one (per task).
void widgetdeck_clock_set_task_reader(widgetdeck_clock_reader reader);

/// One `#Preview`'s record: a function that registers it.
typedef void (*widgetdeck_preview_record)(void);

/// The records the linker gathered in the `widgetdeck_previews` section, and how many.
const widgetdeck_preview_record *widgetdeck_preview_records(long *count);

#endif
