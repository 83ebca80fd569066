// SystemConfiguration on Linux, as far as widget code reaches it: network reachability
// (`SCNetworkReachability`, which the much-copied `Reachability.swift` wraps). A target is
// reachable when the machine has an interface up that is not loopback — Network's reading of
// the interfaces, the answer `NWPathMonitor` gives — and never a cellular one (`isWWAN` is
// never set). Callbacks are told the flags once, when the target is scheduled: a preview does
// not watch the network change.
import CoreGraphics
import Foundation
internal import Network

/// A handle to a network address or host name (Apple's `SCNetworkReachability`).
public final class SCNetworkReachability: @unchecked Sendable {
    let host: String?
    var callback: SCNetworkReachabilityCallBack?
    var info: UnsafeMutableRawPointer?

    init(host: String?) { self.host = host }
}

/// How a target can be reached (Apple's `SCNetworkReachabilityFlags`).
public struct SCNetworkReachabilityFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    public static let connectionAutomatic = SCNetworkReachabilityFlags.connectionOnTraffic
}

/// What a reachability callback is given back (Apple's `SCNetworkReachabilityContext`).
public struct SCNetworkReachabilityContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer?
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    /// A Swift closure here: Apple's returns `Unmanaged<CFString>`, which C cannot name on Linux
    /// (`CFString` is `NSString`, a Swift class), so a C function pointer could not carry it.
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?

    public init() {
        version = 0
    }

    public init(
        version: CFIndex, info: UnsafeMutableRawPointer?, retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
        release: (@convention(c) (UnsafeRawPointer) -> Void)?, copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?
    ) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}

/// Called when a target's reachability changes (Apple's `SCNetworkReachabilityCallBack`, a C
/// function there; a closure that captures nothing is one here too).
public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    SCNetworkReachability(host: String(cString: nodename))
}

public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability?
{
    SCNetworkReachability(host: nil)
}

public func SCNetworkReachabilityGetFlags(
    _ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>
) -> Bool {
    flags.pointee = currentFlags()
    return true
}

public func SCNetworkReachabilitySetCallback(
    _ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
    _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?
) -> Bool {
    target.callback = callout
    target.info = context?.pointee.info
    return true
}

/// Tells the callback the current flags once, on `queue`.
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    guard let queue, let callback = target.callback else { return true }
    let flags = currentFlags()
    let info = target.info
    let call = UncheckedCall { callback(target, flags, info) }
    queue.async { call.run() }
    return true
}

/// Tells the callback the current flags once.
public func SCNetworkReachabilityScheduleWithRunLoop(_ target: SCNetworkReachability, _ runLoop: RunLoop, _ runLoopMode: CFString) -> Bool {
    target.callback?(target, currentFlags(), target.info)
    return true
}

public func SCNetworkReachabilityUnscheduleFromRunLoop(_ target: SCNetworkReachability, _ runLoop: RunLoop, _ runLoopMode: CFString) -> Bool
{
    true
}

/// A callback to make on another queue: the caller's code, as on a phone, is not checked for Sendable.
struct UncheckedCall: @unchecked Sendable {
    let run: () -> Void
}

/// Reachable through any interface that is up and not loopback: Network's answer for its path.
func currentFlags() -> SCNetworkReachabilityFlags {
    NWPath.current().status == .satisfied ? [.reachable] : []
}

/// The status code of the last SystemConfiguration call that failed (Apple's `SCError()`): every
/// call here succeeds or answers false for a reason the caller sees, so the status is `kSCStatusOK`.
public func SCError() -> Int32 { kSCStatusOK }

/// The words for a status code (Apple's `SCErrorString(_:)`).
public func SCErrorString(_ status: Int32) -> UnsafePointer<CChar> {
    UnsafePointer(strdup(status == kSCStatusOK ? "Success!" : "SystemConfiguration error \(status)"))!
}

public let kSCStatusOK: Int32 = 0
public let kSCStatusFailed: Int32 = 1001
public let kSCStatusInvalidArgument: Int32 = 1002
public let kSCStatusReachabilityUnknown: Int32 = 4002
