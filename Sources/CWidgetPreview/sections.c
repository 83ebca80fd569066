#include "CWidgetPreview.h"

// The linker defines these for a section whose name is a C identifier, when something in it
// is kept (`@used`); weak, so a program with no `#Preview` links too.
extern const widgetdeck_preview_record __start_widgetdeck_previews[] __attribute__((weak));
extern const widgetdeck_preview_record __stop_widgetdeck_previews[] __attribute__((weak));

const widgetdeck_preview_record *widgetdeck_preview_records(long *count) {
    if (!__start_widgetdeck_previews || !__stop_widgetdeck_previews) {
        *count = 0;
        return 0;
    }
    *count = (long)(__stop_widgetdeck_previews - __start_widgetdeck_previews);
    return __start_widgetdeck_previews;
}
