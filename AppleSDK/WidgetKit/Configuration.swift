import FoundationCompatibility
import SwiftUI
import AppIntents
import Intents
import ActivityKit

// Configurations: what a widget declares — its kind, provider and content — and the modifiers
// that add its display name, description and families. widgetdeck reads them into a
// ``WidgetDefinition``; nothing here draws.

/// A widget as widgetdeck reads it: the configuration's facts and its provider and content,
/// type-erased.
package struct WidgetDefinition: @unchecked Sendable {
    package var kind: String
    package var displayName: String?
    package var description: String?
    package var families: [WidgetFamily]?
    package var contentMarginsDisabled = false
    package var containerBackgroundRemovable = true
    /// The widget's type, for messages.
    package var typeName: String
    package var provider: AnyWidgetProvider
    /// The widget's view for an entry.
    package var content: @MainActor (any TimelineEntry) -> AnyView
    /// A Live Activity's presentations (``content`` is its Lock Screen's).
    package var activity: ActivityPresentations?
    /// A control's: each entry is its template at one value (``_ControlEntry``).
    package var control: ControlPresentation?

    /// The families it is drawn in: those it says, or an iPhone's system families.
    package var supportedFamilies: [WidgetFamily] { families ?? WidgetFamily.defaultSupported }
}

/// A configuration widgetdeck can read.
protocol _DefinitionProviding {
    @MainActor func _definition() -> WidgetDefinition?
}

extension WidgetDefinition {
    /// What `configuration` declares, following modifiers and custom configurations' bodies.
    @MainActor
    package static func read<C: WidgetConfiguration>(_ configuration: C) -> WidgetDefinition? {
        if let known = configuration as? any _DefinitionProviding { return known._definition() }
        if C.Body.self == Never.self { return nil }
        return read(configuration.body)
    }

    /// What the widget `widget` declares.
    @MainActor
    package static func read<W: Widget>(widget: W) -> WidgetDefinition? {
        // A control in a bundle is listed as a widget that says what it is.
        if let known = widget as? any _DefinitionProviding { return known._definition() }
        guard var definition = read(widget.body) else { return nil }
        definition.typeName = String(describing: W.self)
        return definition
    }
}

/// A provider of any kind, with entries as `any TimelineEntry`: what the bridge asks.
package struct AnyWidgetProvider: @unchecked Sendable {
    package var placeholder: @Sendable (TimelineProviderContext) -> any TimelineEntry
    package var snapshot: @Sendable (TimelineProviderContext) async -> any TimelineEntry
    package var timeline: @Sendable (TimelineProviderContext) async -> (entries: [any TimelineEntry], policy: TimelineReloadPolicy)
    /// The configuration intent's type name, for a configurable widget.
    package var intentName: String?

    /// The provider of a `TimelineProvider`: its completion handlers awaited (a second call is
    /// ignored; one never made is the runner's deadline to judge).
    package init<P: TimelineProvider>(_ provider: P) {
        let box: any ProviderAsking = CompletionProviderBox(provider)
        placeholder = { box.placeholder($0) }
        snapshot = { await box.snapshot($0) }
        timeline = { await box.timeline($0) }
    }

    /// The provider of an `AppIntentTimelineProvider`, asked with the configuration intent's
    /// defaults (its entity parameters set from their default queries).
    package init<P: AppIntentTimelineProvider>(_ provider: P, configuration: P.Intent? = nil) {
        let box: any ProviderAsking = IntentProviderBox(provider, configuration: configuration)
        placeholder = { box.placeholder($0) }
        snapshot = { await box.snapshot($0) }
        timeline = { await box.timeline($0) }
        intentName = String(describing: P.Intent.self)
    }

    /// The provider of a SiriKit `IntentTimelineProvider`, asked with a new intent.
    package init<P: IntentTimelineProvider>(intentProvider provider: P, intent: P.Intent) {
        let box: any ProviderAsking = SiriProviderBox(provider, intent: intent)
        placeholder = { box.placeholder($0) }
        snapshot = { await box.snapshot($0) }
        timeline = { await box.timeline($0) }
        intentName = String(describing: P.Intent.self)
    }

    /// A provider of a fixed list of entries (a `#Preview` timeline).
    package init(entries: [any TimelineEntry]) {
        let boxed = Unchecked(entries)
        placeholder = { _ in boxed.value.first ?? _EmptyEntry() }
        snapshot = { _ in boxed.value.first ?? _EmptyEntry() }
        timeline = { _ in (boxed.value, .never) }
    }

    static func intent<I: WidgetConfigurationIntent>(_ given: I?) async -> I {
        if let given { return given }
        let intent = I()
        await _resolveParameterDefaults(of: intent)
        return intent
    }

    /// Waits for a completion handler's first call.
    static func once<T>(_ start: (@escaping @Sendable (T) -> Void) -> Void) async -> T {
        await withCheckedContinuation { (continuation: CheckedContinuation<Unchecked<T>, Never>) in
            let done = OnceFlag()
            start { value in
                if done.claim() { continuation.resume(returning: Unchecked(value)) }
            }
        }.value
    }
}

/// A `TimelineProvider` asked the way widgetdeck asks: its completion handlers awaited.
/// A provider of any kind, asked through one existential (no generic metadata is captured).
protocol ProviderAsking: Sendable {
    func placeholder(_ context: TimelineProviderContext) -> any TimelineEntry
    func snapshot(_ context: TimelineProviderContext) async -> any TimelineEntry
    func timeline(_ context: TimelineProviderContext) async -> (entries: [any TimelineEntry], policy: TimelineReloadPolicy)
}

final class CompletionProviderBox<P: TimelineProvider>: ProviderAsking, @unchecked Sendable {
    let provider: P
    init(_ provider: P) { self.provider = provider }

    func placeholder(_ context: TimelineProviderContext) -> any TimelineEntry { provider.placeholder(in: context) }

    func snapshot(_ context: TimelineProviderContext) async -> any TimelineEntry {
        await AnyWidgetProvider.once { done in provider.getSnapshot(in: context) { done($0) } } as P.Entry
    }

    func timeline(_ context: TimelineProviderContext) async -> (entries: [any TimelineEntry], policy: TimelineReloadPolicy) {
        let timeline: Timeline<P.Entry> = await AnyWidgetProvider.once { done in provider.getTimeline(in: context) { done($0) } }
        return (timeline.entries, timeline.policy)
    }
}

/// An `AppIntentTimelineProvider` asked with its configuration intent.
final class IntentProviderBox<P: AppIntentTimelineProvider>: ProviderAsking, @unchecked Sendable {
    let provider: P
    let given: P.Intent?
    init(_ provider: P, configuration: P.Intent?) {
        self.provider = provider
        given = configuration
    }

    func placeholder(_ context: TimelineProviderContext) -> any TimelineEntry { provider.placeholder(in: context) }

    func snapshot(_ context: TimelineProviderContext) async -> any TimelineEntry {
        await provider.snapshot(for: await AnyWidgetProvider.intent(given), in: context)
    }

    func timeline(_ context: TimelineProviderContext) async -> (entries: [any TimelineEntry], policy: TimelineReloadPolicy) {
        let timeline = await provider.timeline(for: await AnyWidgetProvider.intent(given), in: context)
        return (timeline.entries, timeline.policy)
    }
}

/// A SiriKit `IntentTimelineProvider` asked with its intent.
final class SiriProviderBox<P: IntentTimelineProvider>: ProviderAsking, @unchecked Sendable {
    let provider: P
    let intent: P.Intent
    init(_ provider: P, intent: P.Intent) {
        self.provider = provider
        self.intent = intent
    }

    func placeholder(_ context: TimelineProviderContext) -> any TimelineEntry { provider.placeholder(in: context) }

    func snapshot(_ context: TimelineProviderContext) async -> any TimelineEntry {
        await AnyWidgetProvider.once { done in provider.getSnapshot(for: intent, in: context) { done($0) } } as P.Entry
    }

    func timeline(_ context: TimelineProviderContext) async -> (entries: [any TimelineEntry], policy: TimelineReloadPolicy) {
        let timeline: Timeline<P.Entry> = await AnyWidgetProvider.once { done in provider.getTimeline(for: intent, in: context) { done($0) }
        }
        return (timeline.entries, timeline.policy)
    }
}

/// A value carried across a boundary whose safety the bridge keeps.
package struct Unchecked<T>: @unchecked Sendable {
    package let value: T
    package init(_ value: T) { self.value = value }
}

/// Lets one caller through.
final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false
    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }
}

/// The entry of a widget that gave none.
struct _EmptyEntry: TimelineEntry {
    var date: Date { Date(timeIntervalSince1970: 0) }
}

/// A widget with a provider and no configuration the user can change (Apple's `StaticConfiguration`).
public struct StaticConfiguration<Content>: WidgetConfiguration, @unchecked Sendable where Content: View {
    let definition: WidgetDefinition
    public var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

extension StaticConfiguration {
    public init<Provider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider: TimelineProvider {
        definition = WidgetDefinition(
            kind: kind, typeName: "", provider: AnyWidgetProvider(provider),
            content: { entry in
                guard let entry = entry as? Provider.Entry else { return AnyView(EmptyView()) }
                return AnyView(content(entry))
            })
    }
}

extension StaticConfiguration: _DefinitionProviding {
    func _definition() -> WidgetDefinition? { definition }
}

/// A widget configured with an App Intent (Apple's `AppIntentConfiguration`).
public struct AppIntentConfiguration<Intent, Content>: WidgetConfiguration, @unchecked Sendable
where Intent: WidgetConfigurationIntent, Content: View {
    let definition: WidgetDefinition
    public var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

extension AppIntentConfiguration {
    public init<Provider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    )
    where Intent == Provider.Intent, Provider: AppIntentTimelineProvider {
        definition = WidgetDefinition(
            kind: kind, typeName: "", provider: AnyWidgetProvider(provider),
            content: { entry in
                guard let entry = entry as? Provider.Entry else { return AnyView(EmptyView()) }
                return AnyView(content(entry))
            })
    }
}

extension AppIntentConfiguration: _DefinitionProviding {
    func _definition() -> WidgetDefinition? { definition }
}

/// A widget configured with a SiriKit intent (Apple's `IntentConfiguration`).
public struct IntentConfiguration<Intent, Content>: WidgetConfiguration, @unchecked Sendable where Intent: INIntent, Content: View {
    let definition: WidgetDefinition
    public var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

extension IntentConfiguration {
    public init<Provider>(
        kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    )
    where Intent == Provider.Intent, Provider: IntentTimelineProvider {
        definition = WidgetDefinition(
            kind: kind, typeName: "", provider: AnyWidgetProvider(intentProvider: provider, intent: intent.init()),
            content: { entry in
                guard let entry = entry as? Provider.Entry else { return AnyView(EmptyView()) }
                return AnyView(content(entry))
            })
    }
}

extension IntentConfiguration: _DefinitionProviding {
    func _definition() -> WidgetDefinition? { definition }
}

/// A configuration with one of its facts changed by a modifier.
nonisolated public struct _ModifiedWidgetConfiguration<Base>: WidgetConfiguration, @unchecked Sendable where Base: WidgetConfiguration {
    let base: Base
    let change: (inout WidgetDefinition) -> Void
    public var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

extension _ModifiedWidgetConfiguration: _DefinitionProviding {
    @MainActor func _definition() -> WidgetDefinition? {
        guard var definition = WidgetDefinition.read(base) else { return nil }
        change(&definition)
        return definition
    }
}

extension WidgetConfiguration {
    nonisolated func modified(_ change: @escaping (inout WidgetDefinition) -> Void) -> _ModifiedWidgetConfiguration<Self> {
        _ModifiedWidgetConfiguration(base: self, change: change)
    }

    /// The configuration with its views wrapped in `wrap` (a framework's modifier such as
    /// SwiftData's `modelContainer(_:)`).
    package nonisolated func _wrappingContent(_ wrap: @escaping @MainActor (AnyView) -> AnyView) -> some WidgetConfiguration {
        modified { definition in
            let content = definition.content
            definition.content = { entry in wrap(content(entry)) }
        }
    }

    public nonisolated func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        let name = displayName._plainString
        return modified { $0.displayName = name }
    }
    public nonisolated func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayNameKey))
    }
    @_disfavoredOverload
    public nonisolated func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
        let name = String(localized: displayName)
        return modified { $0.displayName = name }
    }
    @_disfavoredOverload
    public nonisolated func configurationDisplayName<S>(_ displayName: S) -> some WidgetConfiguration where S: StringProtocol {
        let name = String(displayName)
        return modified { $0.displayName = name }
    }

    public nonisolated func description(_ description: Text) -> some WidgetConfiguration {
        let text = description._plainString
        return modified { $0.description = text }
    }
    public nonisolated func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        description(Text(descriptionKey))
    }
    @_disfavoredOverload
    public nonisolated func description(_ descriptionResource: LocalizedStringResource) -> some WidgetConfiguration {
        let text = String(localized: descriptionResource)
        return modified { $0.description = text }
    }
    @_disfavoredOverload
    public nonisolated func description<S>(_ description: S) -> some WidgetConfiguration where S: StringProtocol {
        let text = String(description)
        return modified { $0.description = text }
    }

    public nonisolated func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.families = families }
    }

    public nonisolated func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    public nonisolated func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }

    public nonisolated func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { _ in }
    }
    public nonisolated func promptsForUserConfiguration() -> some WidgetConfiguration { modified { _ in } }
    public nonisolated func onBackgroundURLSessionEvents(
        matching matchingString: String,
        _ urlSessionEvent: @escaping (_ identifier: String, _ completion: @escaping () -> Void) -> Void
    )
        -> some WidgetConfiguration
    { modified { _ in } }
    public nonisolated func onBackgroundURLSessionEvents(
        matching matchingBlock: ((_ identifier: String) -> Bool)? = nil,
        _ urlSessionEvent: @escaping (_ identifier: String, _ completion: @escaping () -> Void) -> Void
    )
        -> some WidgetConfiguration
    { modified { _ in } }
    public nonisolated func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration { modified { _ in } }
}

public enum ActivityFamily: Hashable, Sendable { case small, medium }
