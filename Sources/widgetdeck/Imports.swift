// The one place this executable names the libraries it wires together (WidgetSystem brings the
// core and the C library: glibc on Linux, Darwin on macOS).
@_exported import WidgetSystem
@_exported import WidgetStore
@_exported import WidgetTerminal
@_exported import WidgetPreviewClient
