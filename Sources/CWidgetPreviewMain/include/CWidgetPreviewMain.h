// The preview program's `main`: in widgetdeck's archive, so it is the program's entry point.
