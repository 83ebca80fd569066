#ifndef WIDGETDECK_BUILD_INFO_H
#define WIDGETDECK_BUILD_INFO_H

#include <stddef.h>

/// The commit the binary was built from (bin/stamp), or "unknown".
const char *widgetdeck_commit(void);

/// The number of documentation pages compiled into the binary.
size_t widgetdeck_page_count(void);

/// Page `index`: its file name (e.g. "widgets.md"), its text and the text's length in bytes.
/// Returns 0 when `index` is past the last page.
int widgetdeck_page(size_t index, const char **name, const char **text, size_t *length);

#endif
