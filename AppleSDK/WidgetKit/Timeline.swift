import FoundationCompatibility
import SwiftUI
import Intents

/// One moment of a widget's timeline (Apple's `TimelineEntry`): from `date` on, the widget
/// shows this entry.
public protocol TimelineEntry: SendableMetatype {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// Entries and when to ask for more (Apple's `Timeline`).
public struct Timeline<EntryType> where EntryType: TimelineEntry {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When WidgetKit asks for a new timeline (Apple's `TimelineReloadPolicy`).
public struct TimelineReloadPolicy: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case atEnd
        case never
        case after(Date)
    }

    package let kind: Kind

    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// How relevant an entry is, for a Smart Stack (Apple's `TimelineEntryRelevance`).
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    public var score: Float
    public var duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0.0) {
        self.score = score
        self.duration = duration
    }
}

/// What a provider is told about the widget it serves (Apple's `TimelineProviderContext`).
public struct TimelineProviderContext: @unchecked Sendable {
    @dynamicMemberLookup
    public struct EnvironmentVariants: @unchecked Sendable {
        let environment: EnvironmentValues
        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { [environment[keyPath: keyPath]] }
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { [environment[keyPath: keyPath]] }
    }

    public let environmentVariants: TimelineProviderContext.EnvironmentVariants
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize

    package init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
        environmentVariants = EnvironmentVariants(environment: environment)
    }
}

/// Supplies a widget's entries with completion handlers (Apple's `TimelineProvider`).
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Self.Context) -> Self.Entry
    @preconcurrency func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    @preconcurrency func getTimeline(in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
    func relevance() async -> WidgetRelevance<Void>
}

extension TimelineProvider {
    public func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }
}

/// Supplies a configurable widget's entries, asynchronously (Apple's `AppIntentTimelineProvider`).
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func recommendations() -> [AppIntentRecommendation<Self.Intent>]
    func placeholder(in context: Self.Context) -> Self.Entry
    func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry
    func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>
    func relevance() async -> WidgetRelevance<Self.Intent>
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}

/// A configuration WidgetKit suggests (Apple's `AppIntentRecommendation`).
public struct AppIntentRecommendation<Intent> where Intent: WidgetConfigurationIntent {
    public let intent: Intent
    public init(intent: Intent, description: Text) { self.intent = intent }
    public init(intent: Intent, description: LocalizedStringKey) { self.intent = intent }
    @_disfavoredOverload
    public init(intent: Intent, description: LocalizedStringResource) { self.intent = intent }
    @_disfavoredOverload
    public init(intent: Intent, description: some StringProtocol) { self.intent = intent }
}

/// Supplies a SiriKit-configured widget's entries (Apple's `IntentTimelineProvider`).
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Self.Context) -> Self.Entry
    @preconcurrency func getSnapshot(
        for configuration: Self.Intent, in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    @preconcurrency func getTimeline(
        for configuration: Self.Intent, in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}

public struct IntentRecommendation<T> where T: INIntent {
    public init(intent: T, description: Text) {}
    public init(intent: T, description: LocalizedStringKey) {}
    @_disfavoredOverload
    public init(intent: T, description: LocalizedStringResource) {}
    @_disfavoredOverload
    public init(intent: T, description: some StringProtocol) {}
}

/// When a widget is relevant (Apple's `WidgetRelevance`), for its Smart Stack.
public struct WidgetRelevance<Configuration> {
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) {}
}

public struct WidgetRelevanceAttribute<Configuration> {
    init() {}
}

extension WidgetRelevanceAttribute where Configuration == Void {
    public init(context: RelevantContext) {}
    public init(group: WidgetRelevanceGroup) {}
}

extension WidgetRelevanceAttribute where Configuration: WidgetConfigurationIntent {
    public init(configuration: Configuration, context: RelevantContext) {}
    public init(configuration: Configuration, group: WidgetRelevanceGroup) {}
}

public struct WidgetRelevanceGroup: Sendable {
    public static func named(_ name: String) -> WidgetRelevanceGroup { WidgetRelevanceGroup() }
    public static let ungrouped = WidgetRelevanceGroup()
    public static let automatic = WidgetRelevanceGroup()
}

/// A situation a widget is relevant in (Apple's RelevanceKit `RelevantContext`).
public struct RelevantContext: Sendable {
    public static func date(_ date: Date) -> RelevantContext { RelevantContext() }
    public static func date(range: ClosedRange<Date>, kind: DateKind = .default) -> RelevantContext { RelevantContext() }
    public static func date(from start: Date, to end: Date) -> RelevantContext { RelevantContext() }
    public enum DateKind: Sendable { case `default`, scheduled, informational }
}
