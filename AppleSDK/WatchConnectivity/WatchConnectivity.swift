// WatchConnectivity on Linux: no paired watch or phone. `WCSession.isSupported()` is false, as
// on a device that cannot pair; a session activated anyway completes as not activated, and
// messages and transfers fail with Apple's own errors.
import Foundation

/// WatchConnectivity's error (Apple's `WCError`).
public struct WCError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case genericError = 7001, sessionNotSupported, sessionMissingDelegate, sessionNotActivated, deviceNotPaired
        case watchAppNotInstalled, notReachable, invalidParameter, payloadTooLarge, payloadUnsupportedTypes, messageReplyFailed
        case messageReplyTimedOut, fileAccessDenied, deliveryFailed, insufficientSpace, sessionInactive, transferTimedOut
        case companionAppNotInstalled, watchOnlyApp
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { WCErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: "No paired device on Linux (\(code))."] }
}

public let WCErrorDomain = "WCErrorDomain"

/// Where a session stands (Apple's `WCSessionActivationState`).
public enum WCSessionActivationState: Int, Sendable {
    case notActivated = 0, inactive, activated
}

/// What a session tells its delegate (Apple's `WCSessionDelegate`).
public protocol WCSessionDelegate: NSObjectProtocol {
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?)
    func sessionDidBecomeInactive(_ session: WCSession)
    func sessionDidDeactivate(_ session: WCSession)
    func sessionReachabilityDidChange(_ session: WCSession)
    func sessionWatchStateDidChange(_ session: WCSession)
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    func session(_ session: WCSession, didReceiveMessageData messageData: Data)
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    func session(_ session: WCSession, didReceive file: WCSessionFile)
}

extension WCSessionDelegate {
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    public func sessionDidDeactivate(_ session: WCSession) {}
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    public func session(_ session: WCSession, didReceive file: WCSessionFile) {}
}

/// A file received from the counterpart (Apple's `WCSessionFile`): none arrive here.
open class WCSessionFile: NSObject, @unchecked Sendable {
    open var fileURL: URL { URL(fileURLWithPath: "/dev/null") }
    open var metadata: [String: Any]? { nil }
}

/// A transfer in progress (Apple's `WCSessionUserInfoTransfer`, `WCSessionFileTransfer`).
open class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
    public let userInfo: [String: Any]
    open var isTransferring: Bool { false }
    open var isCurrentComplicationInfo: Bool { false }
    init(userInfo: [String: Any]) { self.userInfo = userInfo }
    open func cancel() {}
}

open class WCSessionFileTransfer: NSObject, @unchecked Sendable {
    public let file: WCSessionFile = WCSessionFile()
    open var isTransferring: Bool { false }
    open func cancel() {}
}

/// The link to the paired device (Apple's `WCSession`): unsupported here.
open class WCSession: NSObject, @unchecked Sendable {
    private static let shared = WCSession()
    open weak var delegate: WCSessionDelegate?
    open private(set) var activationState: WCSessionActivationState = .notActivated
    open var isPaired: Bool { false }
    open var isWatchAppInstalled: Bool { false }
    open var isComplicationEnabled: Bool { false }
    open var isReachable: Bool { false }
    open var isCompanionAppInstalled: Bool { false }
    open var iOSDeviceNeedsUnlockAfterRebootForReachability: Bool { false }
    open var hasContentPending: Bool { false }
    open var remainingComplicationUserInfoTransfers: Int { 0 }
    open var watchDirectoryURL: URL? { nil }
    open var applicationContext: [String: Any] { [:] }
    open var receivedApplicationContext: [String: Any] { [:] }
    open var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }
    open var outstandingFileTransfers: [WCSessionFileTransfer] { [] }

    open class func isSupported() -> Bool { false }
    open class var `default`: WCSession { shared }

    /// Completes as not activated: there is no device to pair with.
    open func activate() {
        DispatchQueue.main.async { [self] in
            delegate?.session(self, activationDidCompleteWith: .notActivated, error: WCError(.sessionNotSupported))
        }
    }

    open func sendMessage(
        _ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((Error) -> Void)? = nil
    ) {
        errorHandler?(WCError(.notReachable))
    }

    open func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((Error) -> Void)? = nil) {
        errorHandler?(WCError(.notReachable))
    }

    open func updateApplicationContext(_ applicationContext: [String: Any]) throws { throw WCError(.sessionNotActivated) }

    /// Queued for a counterpart that never arrives: the transfer is returned and never delivered.
    open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        WCSessionUserInfoTransfer(userInfo: userInfo)
    }

    open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        WCSessionUserInfoTransfer(userInfo: userInfo)
    }

    open func transferFile(_ file: URL, metadata: [String: Any]?) -> WCSessionFileTransfer { WCSessionFileTransfer() }
}
