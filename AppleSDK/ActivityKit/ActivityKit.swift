// ActivityKit on Linux: the shapes a widget extension's Live Activities are declared with.
// widgetdeck draws an activity from its previews' attributes and states (WidgetKit's
// LiveActivity.swift); starting, updating and ending one here does nothing on a phone's screen.
@_exported import FoundationCompatibility

/// A Live Activity's fixed data and its changing state (Apple's `ActivityAttributes`).
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's state and how long it stays fresh (Apple's `ActivityContent`).
public struct ActivityContent<State>: Equatable, Hashable where State: Decodable, State: Encodable, State: Hashable {
    public var state: State
    public var staleDate: Date?
    public var relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

// Apple's is Sendable whatever its state type: apps hand it to a Task to update an activity.
extension ActivityContent: @unchecked Sendable {}

/// Where a Live Activity is in its life (Apple's `ActivityState`).
public enum ActivityState: Hashable, Sendable {
    case active, ended, dismissed, stale, pending
}

/// When an ended Live Activity leaves the Lock Screen (Apple's `ActivityUIDismissalPolicy`).
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let id: Int
    public static let `default` = ActivityUIDismissalPolicy(id: 0)
    public static let immediate = ActivityUIDismissalPolicy(id: 1)
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(id: 2) }
}

/// How a Live Activity is updated from a server (Apple's `PushType`).
public struct PushType: Hashable, Sendable {
    let id: Int
    public static let token = PushType(id: 0)
    public static func channel(_ channelId: String) -> PushType { PushType(id: 1) }
}

/// Whether Live Activities may be started (Apple's `ActivityAuthorizationInfo`): not here.
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { false }
    public var frequentPushesEnabled: Bool { false }
}

/// Why a Live Activity could not start.
public struct ActivityAuthorizationError: Error, Sendable, CustomStringConvertible {
    public var description: String { "Live Activities are not available on Linux" }
}

/// A running Live Activity (Apple's `Activity`): none can run here; `request` throws.
public final class Activity<Attributes>: Identifiable, @unchecked Sendable where Attributes: ActivityAttributes {
    public let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState = .active
    public var pushToken: Data? { nil }

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
    }

    public static var activities: [Activity<Attributes>] { [] }

    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError()
    }

    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        self.content = content
    }
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }

    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }
    public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
}

/// How an update alerts (Apple's `AlertConfiguration`).
public struct AlertConfiguration: Sendable {
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {}
    public struct AlertSound: Sendable {
        public static let `default` = AlertSound()
        public static func named(_ name: String) -> AlertSound { AlertSound() }
    }
}
