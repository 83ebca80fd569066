// The one place this target names what it builds on: WidgetSystem, which brings the core and
// the C library (glibc on Linux, Darwin on macOS) to every file here.
@_exported import WidgetSystem
