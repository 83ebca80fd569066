// TipKit: an app's tips — their content, the rules for when they show, the events and parameters
// those rules read — as Apple declares them, so the shared files an app's widget target compiles
// (a tip beside the settings its widget reads) compile unchanged. Rules are evaluated for real
// against events donated and parameters set in this process; a `TipView` draws its tip as a
// card when the tip would show, and nothing when it would not. There is no app here, so nothing
// donates unless the widget's own code does.
@_exported import SwiftUI

/// A tip: its content, and when it shows (Apple's `Tip`).
public protocol Tip: Identifiable, Sendable where ID == String {
    var id: String { get }
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var actions: [Tips.Action] { get }
    @Tips.RuleBuilder var rules: [Tips.Rule] { get }
    @Tips.OptionsBuilder var options: [any TipOption] { get }
}

/// An option of a tip (`MaxDisplayCount`, `IgnoresDisplayFrequency`).
public protocol TipOption: Sendable {}

extension Tip {
    public typealias Action = Tips.Action
    public typealias Rule = Tips.Rule
    public typealias Event = Tips.Event
    public typealias Option = TipOption
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency

    /// The type's name, as Apple's default.
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }

    /// Whether the tip shows now: configured, not invalidated, under its display count, every
    /// rule met.
    public var shouldDisplay: Bool { Tips.store.shouldDisplay(self) }

    /// Where the tip is: waiting on its rules, available, or invalidated and why.
    public var status: Tips.Status { Tips.store.status(of: self) }

    /// The tip's status now, then as it changes (here: its status now).
    public var statusUpdates: AsyncStream<Tips.Status> {
        let status = status
        return AsyncStream { continuation in
            continuation.yield(status)
            continuation.finish()
        }
    }

    /// Whether the tip shows now, then as it changes (here: whether it shows now).
    public var shouldDisplayUpdates: AsyncStream<Bool> {
        let shows = shouldDisplay
        return AsyncStream { continuation in
            continuation.yield(shows)
            continuation.finish()
        }
    }

    /// Stops the tip showing, for `reason`.
    public func invalidate(reason: Tips.InvalidationReason) { Tips.store.invalidate(id, reason: reason) }
}

/// TipKit's namespace (Apple's `Tips`).
public enum Tips {
    /// Why a tip stopped showing.
    public enum InvalidationReason: Hashable, Sendable {
        case actionPerformed, displayCountExceeded, tipClosed
    }

    /// Where a tip is.
    public enum Status: Hashable, Sendable {
        case pending, available
        case invalidated(InvalidationReason)
    }

    /// A donation's payload when an event carries none.
    public struct EmptyDonation: Codable, Hashable, Sendable {
        public init() {}
    }

    /// Something the user did, donated each time (Apple's `Tips.Event`).
    public struct Event<DonationInfo: Codable & Sendable>: Sendable, Identifiable {
        public let id: String

        /// One donation: when, and what it carried.
        public struct Donation: Sendable {
            public let date: Date
            public let info: DonationInfo
        }

        /// What a rule reads of the event: its donations so far.
        public struct RuleInput: Sendable {
            public let donations: [Donation]
        }

        public init(id: String) where DonationInfo == EmptyDonation { self.id = id }
        public init(id: String, _: DonationInfo.Type = DonationInfo.self) { self.id = id }

        public func donate() async where DonationInfo == EmptyDonation { record(EmptyDonation()) }
        public func donate(_ info: DonationInfo) async { record(info) }
        public func sendDonation() where DonationInfo == EmptyDonation { record(EmptyDonation()) }
        public func sendDonation(_ info: DonationInfo) { record(info) }

        /// Its donations so far, oldest first.
        public var donations: [Donation] { Tips.store.donations(id).compactMap { $0 as? Donation } }

        private func record(_ info: DonationInfo) { Tips.store.donate(id, Donation(date: Date(), info: info)) }
    }

    /// App state a rule reads (Apple's `Tips.Parameter`, made by `@Parameter`).
    public struct Parameter<Value: Codable & Sendable>: Sendable {
        public typealias RuleInput = Value
        let key: String
        let defaultValue: Value

        public init(_ owner: Any.Type, _ name: String, _ defaultValue: Value) {
            key = String(reflecting: owner) + "." + name
            self.defaultValue = defaultValue
        }

        public var wrappedValue: Value {
            get { Tips.store.parameter(key) as? Value ?? defaultValue }
            nonmutating set { Tips.store.setParameter(key, newValue) }
        }
    }

    /// A condition a tip's display waits on (Apple's `Tips.Rule`, made by `#Rule`).
    public struct Rule: Sendable {
        let isMet: @Sendable () -> Bool

        public init<DonationInfo>(_ event: Event<DonationInfo>, _ body: @escaping @Sendable (Event<DonationInfo>.RuleInput) -> Bool) {
            isMet = { body(Event<DonationInfo>.RuleInput(donations: event.donations)) }
        }

        public init<Value>(_ parameter: Parameter<Value>, _ body: @escaping @Sendable (Value) -> Bool) {
            isMet = { body(parameter.wrappedValue) }
        }
    }

    /// A button of a tip.
    public struct Action: Identifiable, Sendable {
        public let id: String
        public let title: Text?
        public let disabled: Bool
        let perform: @Sendable () -> Void

        public init(id: String? = nil, title: some StringProtocol, disabled: Bool = false, perform: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? String(title)
            self.title = Text(String(title))
            self.disabled = disabled
            self.perform = perform
        }

        public init(id: String? = nil, disabled: Bool = false, perform: @escaping @Sendable () -> Void = {}, _ label: () -> Text) {
            self.id = id ?? UUID().uuidString
            self.title = label()
            self.disabled = disabled
            self.perform = perform
        }

        public func handler() { perform() }
    }

    /// Shows a tip at most `count` times.
    public struct MaxDisplayCount: TipOption {
        let count: Int
        public init(_ count: Int) { self.count = count }
    }

    /// Shows a tip whatever the display frequency.
    public struct IgnoresDisplayFrequency: TipOption {
        let ignores: Bool
        public init(_ ignores: Bool) { self.ignores = ignores }
    }

    /// How often tips may show.
    public struct DisplayFrequency: Sendable {
        let interval: TimeInterval
        public init(_ interval: TimeInterval) { self.interval = interval }
        public static let immediate = DisplayFrequency(0)
        public static let hourly = DisplayFrequency(3600)
        public static let daily = DisplayFrequency(86_400)
        public static let weekly = DisplayFrequency(604_800)
        public static let monthly = DisplayFrequency(2_592_000)
    }

    /// An option of `configure`.
    public struct ConfigurationOption: Sendable {
        /// Where TipKit keeps its state.
        public struct DatastoreLocation: Sendable {
            let description: String
            public static let applicationDefault = DatastoreLocation(description: "application default")
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation(description: identifier) }
            public static func url(_ url: URL, shouldReset: Bool = false) -> DatastoreLocation { DatastoreLocation(description: url.path) }
        }
        let apply: @Sendable (inout TipStore.Settings) -> Void

        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption { $0.frequency = frequency }
        }
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption { _ in } }
        public static func cloudKitContainer(_ container: CloudKitContainerOption) -> ConfigurationOption { ConfigurationOption { _ in } }

        /// The CloudKit container tips sync through (none here).
        public struct CloudKitContainerOption: Sendable {
            public static let automatic = CloudKitContainerOption()
            public static func named(_ name: String) -> CloudKitContainerOption { CloudKitContainerOption() }
        }
    }

    /// Sets TipKit up: tips show only after this, as on a phone.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws { store.configure(configuration) }
    /// Forgets every tip's state, event and parameter.
    public static func resetDatastore() throws { store.reset() }
    public static func showAllTipsForTesting() { store.forTesting(all: true) }
    public static func hideAllTipsForTesting() { store.forTesting(all: false) }
    public static func showTipsForTesting(_ tips: [any Tip.Type]) { store.forTesting(tips.map { String(describing: $0) }, show: true) }
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) { store.forTesting(tips.map { String(describing: $0) }, show: false) }

    /// Builds a tip's rules: each `#Rule`, or an array of them.
    @resultBuilder
    public enum RuleBuilder {
        public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
        public static func buildExpression(_ rules: [Rule]) -> [Rule] { rules }
        public static func buildBlock(_ components: [Rule]...) -> [Rule] { components.flatMap { $0 } }
        public static func buildOptional(_ component: [Rule]?) -> [Rule] { component ?? [] }
        public static func buildEither(first component: [Rule]) -> [Rule] { component }
        public static func buildEither(second component: [Rule]) -> [Rule] { component }
        public static func buildArray(_ components: [[Rule]]) -> [Rule] { components.flatMap { $0 } }
    }

    /// Builds a tip's options: each option, or an array of them.
    @resultBuilder
    public enum OptionsBuilder {
        public static func buildExpression(_ option: any TipOption) -> [any TipOption] { [option] }
        public static func buildExpression(_ options: [any TipOption]) -> [any TipOption] { options }
        public static func buildBlock(_ components: [any TipOption]...) -> [any TipOption] { components.flatMap { $0 } }
        public static func buildOptional(_ component: [any TipOption]?) -> [any TipOption] { component ?? [] }
        public static func buildEither(first component: [any TipOption]) -> [any TipOption] { component }
        public static func buildEither(second component: [any TipOption]) -> [any TipOption] { component }
        public static func buildArray(_ components: [[any TipOption]]) -> [any TipOption] { components.flatMap { $0 } }
    }

    static let store = TipStore()
}

/// A condition on an event's donations or a parameter's value: `#Rule(Self.opened) { $0.donations.count >= 3 }`.
@freestanding(expression)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Rule<DonationInfo>(_ event: Tips.Event<DonationInfo>, _ body: (Tips.Event<DonationInfo>.RuleInput) -> Bool) -> Tips.Rule =
    #externalMacro(module: "WidgetPreviewMacros", type: "TipRuleMacro")

@freestanding(expression)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Rule<Value>(_ parameter: Tips.Parameter<Value>, _ body: (Value) -> Bool) -> Tips.Rule =
    #externalMacro(module: "WidgetPreviewMacros", type: "TipRuleMacro")

/// App state a tip's rules read: `@Parameter static var isLoggedIn: Bool = false` (and
/// `Self.$isLoggedIn` for `#Rule`).
@attached(accessor)
@attached(peer, names: prefixed(`$`))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Parameter() = #externalMacro(module: "WidgetPreviewMacros", type: "TipParameterMacro")

extension Array {
    /// The donations made within `window` of now.
    public func donatedWithin<Info>(_ window: Tips.Event<Info>.DonationTimeRange) -> [Tips.Event<Info>.Donation]
    where Element == Tips.Event<Info>.Donation {
        let since = Date().addingTimeInterval(-window.seconds)
        return filter { $0.date >= since }
    }
}

extension Tips.Event {
    /// A span of time back from now (`.days(7)`, `.week`).
    public struct DonationTimeRange: Sendable {
        let seconds: TimeInterval
        public static func minutes(_ n: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(n) * 60) }
        public static func hours(_ n: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(n) * 3600) }
        public static func days(_ n: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(n) * 86_400) }
        public static func weeks(_ n: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(n) * 604_800) }
        public static var minute: DonationTimeRange { minutes(1) }
        public static var hour: DonationTimeRange { hours(1) }
        public static var day: DonationTimeRange { days(1) }
        public static var week: DonationTimeRange { weeks(1) }
    }
}
