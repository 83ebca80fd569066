// Darwin on Linux: Apple's C library module, which code imports for `round`, `pow`, `exp`
// and the like — here the GNU C library's, re-exported under Darwin's name, so `import Darwin`
// and `Darwin.round(x)` compile unchanged.
//
// Not a target of the package: a module named Darwin in a build makes `canImport(Darwin)` true
// for every module built beside it (SwiftPM's own test runner then reaches for XCTest's Apple
// API), so `preview` compiles this file on first use into its cache, for widget code only.
@_exported import Glibc
