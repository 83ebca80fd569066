import FoundationCompatibility
import SwiftUI
import Intents

/// Asks for widgets' timelines to be reloaded, and lists the placed widgets (Apple's
/// `WidgetCenter`). Under widgetdeck a reload goes through the runner's refresh budget, as on a
/// phone; the host says where requests go.
public class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()

    public struct UserInfoKey {
        public static let kind = "kind"
        public static let family = "family"
        public static let activityID = "activityID"
    }

    /// What a reload request is: one kind, or every widget.
    package enum Request: Hashable, Sendable {
        case kind(String)
        case all
    }

    private let lock = NSLock()
    private var pending: [Request] = []
    /// Called with each request as it is made (the host forwards them); without a host they wait.
    package var onRequest: (@Sendable (Request) -> Void)?
    /// What is placed, as the host tells it.
    package var placed: [WidgetInfo] = []

    init() {}

    public func reloadTimelines(ofKind kind: String) { record(.kind(kind)) }
    public func reloadAllTimelines() { record(.all) }
    public func invalidateConfigurationRecommendations() {}
    public func invalidateRelevance(ofKind kind: String) {}

    @preconcurrency
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success(currentPlaced))
    }

    public func currentConfigurations() async throws -> [WidgetInfo] { currentPlaced }

    private var currentPlaced: [WidgetInfo] {
        lock.lock()
        defer { lock.unlock() }
        return placed
    }

    private func record(_ request: Request) {
        lock.lock()
        let handler = onRequest
        if handler == nil { pending.append(request) }
        lock.unlock()
        handler?(request)
    }

    /// The requests made since the last call (a host without a handler collects them).
    package func takeRequests() -> [Request] {
        lock.lock()
        defer { lock.unlock() }
        let taken = pending
        pending = []
        return taken
    }

    /// Sets what is placed.
    package func setPlaced(_ widgets: [WidgetInfo]) {
        lock.lock()
        placed = widgets
        lock.unlock()
    }

    /// Sets where requests go.
    package func setHandler(_ handler: (@Sendable (Request) -> Void)?) {
        lock.lock()
        onRequest = handler
        lock.unlock()
    }
}

/// A placed widget (Apple's `WidgetInfo`).
@preconcurrency
public struct WidgetInfo: Sendable, Hashable, Identifiable, CustomDebugStringConvertible {
    public let configuration: INIntent?
    public let family: WidgetFamily
    public let kind: String

    package init(kind: String, family: WidgetFamily) {
        self.kind = kind
        self.family = family
        configuration = nil
    }

    public var id: WidgetInfo { self }
    public var debugDescription: String { "WidgetInfo(kind: \(kind), family: \(family))" }

    public func widgetConfigurationIntent<Intent>(of intentType: Intent.Type = Intent.self) -> Intent?
    where Intent: WidgetConfigurationIntent { Intent() }

    public static func == (lhs: WidgetInfo, rhs: WidgetInfo) -> Bool { lhs.kind == rhs.kind && lhs.family == rhs.family }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(family)
    }
}
