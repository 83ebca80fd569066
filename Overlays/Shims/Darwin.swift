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

// MARK: - sysctl

// Darwin's `sysctl` and `sysctlbyname` (glibc has neither), for the values app code asks for:
// the device's model (iPhone16,2: the 6.7-inch class UIDevice and UIScreen describe), the
// processor count and memory of this machine, and its boot time (from /proc/stat). Any other
// name fails with ENOENT, as an unknown name does on a phone.
public let CTL_KERN: Int32 = 1
public let CTL_HW: Int32 = 6
public let KERN_OSTYPE: Int32 = 1
public let KERN_OSRELEASE: Int32 = 2
public let KERN_BOOTTIME: Int32 = 21
public let KERN_OSVERSION: Int32 = 65
public let HW_MACHINE: Int32 = 1
public let HW_MODEL: Int32 = 2
public let HW_NCPU: Int32 = 3
public let HW_MEMSIZE: Int32 = 24

private enum SysctlValue {
    case string(String)
    case int32(Int32)
    case int64(Int64)
    case time(timeval)
}

private func sysctlValue(named name: String) -> SysctlValue? {
    switch name {
    case "hw.machine": return .string("iPhone16,2")
    case "hw.model": return .string("D84AP")
    case "hw.ncpu", "hw.logicalcpu", "hw.physicalcpu", "hw.activecpu": return .int32(Int32(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    case "hw.memsize": return .int64(Int64(sysconf(Int32(_SC_PHYS_PAGES))) * Int64(sysconf(Int32(_SC_PAGESIZE))))
    case "kern.ostype": return .string("Darwin")
    case "kern.osrelease": return .string("24.0.0")
    case "kern.osversion": return .string("22A3354")
    case "kern.boottime":
        guard let file = fopen("/proc/stat", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(cString: line)
            if text.hasPrefix("btime "), let seconds = Int(String(text.dropFirst(6).filter(\.isNumber))) {
                return .time(timeval(tv_sec: seconds, tv_usec: 0))
            }
        }
        return nil
    default: return nil
    }
}

private func copy(_ value: SysctlValue, _ oldp: UnsafeMutableRawPointer?, _ oldlenp: UnsafeMutablePointer<Int>?) -> Int32 {
    func write(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard let oldlenp else { return 0 }
        guard let oldp else {
            oldlenp.pointee = bytes.count
            return 0
        }
        guard oldlenp.pointee >= bytes.count else {
            errno = ENOMEM
            return -1
        }
        oldp.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        oldlenp.pointee = bytes.count
        return 0
    }
    switch value {
    case .string(let string): return Array(string.utf8CString).withUnsafeBytes(write)
    case .int32(var number): return withUnsafeBytes(of: &number, write)
    case .int64(var number): return withUnsafeBytes(of: &number, write)
    case .time(var time): return withUnsafeBytes(of: &time, write)
    }
}

public func sysctlbyname(
    _ name: UnsafePointer<CChar>, _ oldp: UnsafeMutableRawPointer?, _ oldlenp: UnsafeMutablePointer<Int>?,
    _ newp: UnsafeMutableRawPointer?, _ newlen: Int
) -> Int32 {
    guard newp == nil, let value = sysctlValue(named: String(cString: name)) else {
        errno = newp == nil ? ENOENT : EPERM
        return -1
    }
    return copy(value, oldp, oldlenp)
}

public func sysctl(
    _ name: UnsafeMutablePointer<Int32>, _ namelen: u_int, _ oldp: UnsafeMutableRawPointer?, _ oldlenp: UnsafeMutablePointer<Int>?,
    _ newp: UnsafeMutableRawPointer?, _ newlen: Int
) -> Int32 {
    guard namelen >= 2 else {
        errno = EINVAL
        return -1
    }
    let names: [Int32: [Int32: String]] = [
        CTL_KERN: [
            KERN_OSTYPE: "kern.ostype", KERN_OSRELEASE: "kern.osrelease", KERN_BOOTTIME: "kern.boottime", KERN_OSVERSION: "kern.osversion",
        ],
        CTL_HW: [HW_MACHINE: "hw.machine", HW_MODEL: "hw.model", HW_NCPU: "hw.ncpu", HW_MEMSIZE: "hw.memsize"],
    ]
    guard let found = names[name[0]]?[name[1]] else {
        errno = ENOENT
        return -1
    }
    return found.withCString { sysctlbyname($0, oldp, oldlenp, newp, newlen) }
}
