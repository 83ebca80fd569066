// The one place WidgetSystem names the C library it calls (glibc on Linux, Darwin on macOS);
// every other file of the target uses it through this import.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif
@_exported import WidgetCore
