// The URL session settings of Apple's platforms that Linux's FoundationNetworking lacks or keeps
// read-only. Linux has no Low Data Mode and no expensive (cellular) interface, so the two
// network-access flags are kept as set and change nothing; `waitsForConnectivity` can be set,
// and a task still fails at once when the network is unreachable, as Linux's sessions do.
import Foundation
import FoundationNetworking

/// The settings made, by configuration (a freed configuration's entry is not read by another
/// made at its address: each entry holds its configuration weakly).
private final class SessionSettings: @unchecked Sendable {
    struct Setting {
        weak var configuration: URLSessionConfiguration?
        var value: Bool
    }
    static let shared = SessionSettings()
    let lock = NSLock()
    var constrained: [ObjectIdentifier: Setting] = [:]
    var expensive: [ObjectIdentifier: Setting] = [:]
}

extension URLSessionConfiguration {
    /// Whether the session may use a network in Low Data Mode (none here); true unless set.
    public var allowsConstrainedNetworkAccess: Bool {
        get { read(\.constrained) }
        set { write(\.constrained, newValue) }
    }

    /// Whether the session may use an expensive (cellular) network (none here); true unless set.
    public var allowsExpensiveNetworkAccess: Bool {
        get { read(\.expensive) }
        set { write(\.expensive, newValue) }
    }

    /// Settable as on a phone; Linux's sessions do not wait, so reading it gives their answer.
    @_disfavoredOverload
    public var waitsForConnectivity: Bool {
        get { false }
        set {}
    }

    private func read(_ table: ReferenceWritableKeyPath<SessionSettings, [ObjectIdentifier: SessionSettings.Setting]>) -> Bool {
        let settings = SessionSettings.shared
        settings.lock.lock()
        defer { settings.lock.unlock() }
        guard let setting = settings[keyPath: table][ObjectIdentifier(self)], setting.configuration === self else { return true }
        return setting.value
    }

    private func write(_ table: ReferenceWritableKeyPath<SessionSettings, [ObjectIdentifier: SessionSettings.Setting]>, _ value: Bool) {
        let settings = SessionSettings.shared
        settings.lock.lock()
        defer { settings.lock.unlock() }
        settings[keyPath: table][ObjectIdentifier(self)] = SessionSettings.Setting(configuration: self, value: value)
    }
}
