import Foundation

/// TipKit's state for the process: whether it is configured, each event's donations, each
/// parameter's value, each tip's invalidation.
final class TipStore: @unchecked Sendable {
    /// What `Tips.configure` set.
    struct Settings: Sendable {
        var frequency = Tips.DisplayFrequency.immediate
    }

    private let lock = NSLock()
    private var configured = false
    private var settings = Settings()
    private var donated: [String: [Any]] = [:]
    private var parameters: [String: Any] = [:]
    private var invalidated: [String: Tips.InvalidationReason] = [:]
    /// `showAllTipsForTesting` (true) or `hideAllTipsForTesting` (false), and per tip.
    private var testingAll: Bool?
    private var testing: [String: Bool] = [:]

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    func configure(_ options: [Tips.ConfigurationOption]) {
        locked {
            configured = true
            for option in options { option.apply(&settings) }
        }
    }

    func reset() {
        locked {
            donated = [:]
            parameters = [:]
            invalidated = [:]
        }
    }

    func forTesting(all: Bool) { locked { testingAll = all } }
    func forTesting(_ ids: [String], show: Bool) { locked { for id in ids { testing[id] = show } } }

    func donate(_ event: String, _ donation: Any) { locked { donated[event, default: []].append(donation) } }
    func donations(_ event: String) -> [Any] { locked { donated[event] ?? [] } }
    func parameter(_ key: String) -> Any? { locked { parameters[key] } }
    func setParameter(_ key: String, _ value: Any) { locked { parameters[key] = value } }
    func invalidate(_ id: String, reason: Tips.InvalidationReason) { locked { invalidated[id] = reason } }

    func status(of tip: some Tip) -> Tips.Status {
        if let reason = locked({ invalidated[tip.id] }) { return .invalidated(reason) }
        return tip.rules.allSatisfy { $0.isMet() } ? .available : .pending
    }

    func shouldDisplay(_ tip: some Tip) -> Bool {
        let (isConfigured, all, one) = locked { (configured, testingAll, testing[tip.id]) }
        if let forced = one ?? all { return forced }
        return isConfigured && status(of: tip) == .available
    }
}
