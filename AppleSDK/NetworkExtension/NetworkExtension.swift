// NetworkExtension on Linux, as far as a widget reaches it: a VPN app's control or widget reads
// its tunnel's status and starts or stops it. widgetdeck runs no VPN, so the preferences hold
// what this process saved (nothing, at first: `loadAllFromPreferences` answers no managers), a
// connection is `.disconnected`, and starting one fails with a message that says why — as a
// phone without the app's VPN configuration would answer.
import Foundation

/// A VPN connection's state (Apple's `NEVPNStatus`).
public enum NEVPNStatus: Int, Sendable {
    case invalid = 0
    case disconnected = 1
    case connecting = 2
    case connected = 3
    case reasserting = 4
    case disconnecting = 5
}

/// Why a VPN call failed (Apple's `NEVPNError`).
public struct NEVPNError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case configurationInvalid = 1
        case configurationDisabled = 2
        case connectionFailed = 3
        case configurationStale = 4
        case configurationReadWriteFailed = 5
        case configurationUnknown = 6
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var description: String { "NEVPNError \(code): widgetdeck runs no VPN" }
    public static var configurationInvalid: Code { .configurationInvalid }
    public static var connectionFailed: Code { .connectionFailed }
}

extension NEVPNError: LocalizedError {
    public var errorDescription: String? { description }
}

/// A VPN's settings (Apple's `NEVPNProtocol`).
open class NEVPNProtocol: NSObject, @unchecked Sendable {
    open var serverAddress: String?
    open var username: String?
    open var passwordReference: Data?
    open var identityReference: Data?
    open var disconnectOnSleep = false
    open var includeAllNetworks = false
    open var excludeLocalNetworks = false
    public override init() {}
}

/// A packet tunnel's settings (Apple's `NETunnelProviderProtocol`).
open class NETunnelProviderProtocol: NEVPNProtocol, @unchecked Sendable {
    open var providerBundleIdentifier: String?
    open var providerConfiguration: [String: Any]?
}

/// A VPN connection (Apple's `NEVPNConnection`): disconnected, and never connects here.
open class NEVPNConnection: NSObject, @unchecked Sendable {
    open private(set) var status: NEVPNStatus = .disconnected
    open private(set) var connectedDate: Date?
    open func startVPNTunnel() throws { throw NEVPNError(.connectionFailed) }
    open func startVPNTunnel(options: [String: NSObject]?) throws { throw NEVPNError(.connectionFailed) }
    open func stopVPNTunnel() { status = .disconnected }
}

/// A packet tunnel's connection (Apple's `NETunnelProviderSession`).
open class NETunnelProviderSession: NEVPNConnection, @unchecked Sendable {
    open func startTunnel(options: [String: Any]? = nil) throws { throw NEVPNError(.connectionFailed) }
    open func stopTunnel() { stopVPNTunnel() }
    open func sendProviderMessage(_ messageData: Data, responseHandler: ((Data?) -> Void)? = nil) throws {
        throw NEVPNError(.connectionFailed)
    }
}

/// The app's VPN configuration (Apple's `NEVPNManager`).
open class NEVPNManager: NSObject, @unchecked Sendable {
    static let sharedManager = NEVPNManager()
    open class func shared() -> NEVPNManager { sharedManager }

    open var localizedDescription: String?
    open var protocolConfiguration: NEVPNProtocol?
    open var isEnabled = false
    open var isOnDemandEnabled = false
    open var connection: NEVPNConnection { _connection }
    let _connection: NEVPNConnection

    public override init() { _connection = NEVPNConnection() }
    init(connection: NEVPNConnection) { _connection = connection }

    open func loadFromPreferences(completionHandler: @escaping @Sendable ((any Error)?) -> Void) { completionHandler(nil) }
    open func loadFromPreferences() async throws {}
    open func saveToPreferences(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        NETunnelProviderManager.remember(self)
        completionHandler?(nil)
    }
    open func saveToPreferences() async throws { NETunnelProviderManager.remember(self) }
    open func removeFromPreferences(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        NETunnelProviderManager.forget(self)
        completionHandler?(nil)
    }
    open func removeFromPreferences() async throws { NETunnelProviderManager.forget(self) }
}

/// A packet tunnel's configuration (Apple's `NETunnelProviderManager`): the ones this process saved.
open class NETunnelProviderManager: NEVPNManager, @unchecked Sendable {
    nonisolated(unsafe) static var saved: [NETunnelProviderManager] = []
    static let lock = NSLock()

    public override init() { super.init(connection: NETunnelProviderSession()) }

    static func remember(_ manager: NEVPNManager) {
        guard let manager = manager as? NETunnelProviderManager else { return }
        lock.lock()
        defer { lock.unlock() }
        if !saved.contains(where: { $0 === manager }) { saved.append(manager) }
    }

    static func forget(_ manager: NEVPNManager) {
        lock.lock()
        defer { lock.unlock() }
        saved.removeAll { $0 === manager }
    }

    static func all() -> [NETunnelProviderManager] {
        lock.lock()
        defer { lock.unlock() }
        return saved
    }

    open class func loadAllFromPreferences(completionHandler: @escaping @Sendable ([NETunnelProviderManager]?, (any Error)?) -> Void) {
        completionHandler(all(), nil)
    }

    open class func loadAllFromPreferences() async throws -> [NETunnelProviderManager] { all() }
}

extension Notification.Name {
    /// Posted when a VPN's status changes (never, here).
    public static let NEVPNStatusDidChange = Notification.Name("NEVPNStatusDidChangeNotification")
    public static let NEVPNConfigurationChange = Notification.Name("NEVPNConfigurationChangeNotification")
}
