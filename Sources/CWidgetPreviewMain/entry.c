// The preview program's entry point. The extension's own `@main` (a WidgetBundle's) is
// compiled under another name, `widgetdeck_user_main`; widgetdeck's host calls it to learn the
// bundle's widgets, then serves requests. Weak: an extension without `@main` links too.
extern int widgetdeck_user_main(int argc, char **argv) __attribute__((weak));
extern int widgetdeck_preview_main(int argc, char **argv, int (*user_main)(int, char **));

int main(int argc, char **argv) {
    return widgetdeck_preview_main(argc, argv, widgetdeck_user_main);
}
