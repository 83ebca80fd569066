// Darwin on Linux: Apple's C library module, which code imports for `round`, `pow`, `exp`
// and the like — here the GNU C library's, re-exported under Darwin's name, so `import Darwin`
// and `Darwin.round(x)` compile unchanged.
@_exported import Glibc
