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

// Darwin's time constants (`<sys/time.h>`, `<dispatch/time.h>`).
public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }
public var NSEC_PER_USEC: UInt64 { 1000 }
public var USEC_PER_SEC: UInt64 { 1_000_000 }
public var MSEC_PER_SEC: UInt64 { 1000 }

/// Darwin's unfair lock (`<os/lock.h>`), a pthread mutex here: the same contract — locked and
/// unlocked by one thread, never copied once in use (its storage is allocated by the caller).
public struct os_unfair_lock_s {
    var mutex = pthread_mutex_t()
    public init() { pthread_mutex_init(&mutex, nil) }
}
public typealias os_unfair_lock = os_unfair_lock_s
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { pthread_mutex_lock(&lock.pointee.mutex) }
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { pthread_mutex_unlock(&lock.pointee.mutex) }
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { pthread_mutex_trylock(&lock.pointee.mutex) == 0 }
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}
