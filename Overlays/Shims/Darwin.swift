// Darwin on Linux: Apple's C library module, which code imports for `round`, `pow`, `exp`
// and the like — here the GNU C library's, re-exported under Darwin's name, so `import Darwin`
// and `Darwin.round(x)` compile unchanged.
//
// Not a target of the package: a module named Darwin in a build makes `canImport(Darwin)` true
// for every module built beside it (SwiftPM's own test runner then reaches for XCTest's Apple
// API), so `preview` compiles this file on first use into its cache, for widget code only.
@_exported import Glibc

// Darwin's socket addresses carry their length; glibc's do not. Code that sets it (`sa_len`,
// `sin_len`) compiles, and the value it reads is the structure's size.
extension sockaddr {
    public var sa_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr>.size) }
        set {}
    }
}

extension sockaddr_in {
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }
}

extension sockaddr_in6 {
    public var sin6_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in6>.size) }
        set {}
    }
}
