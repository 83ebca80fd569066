#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import WidgetKit
package import WidgetCore
package import WidgetFormats

/// A team's widget extension loaded into this process: the widgets its `@main` bundle declares
/// (or one `Widget`) and the previews its files register. It answers widgetdeck's questions
/// (``WidgetCore/WidgetExtension``) by running the extension's own providers, views and intents
/// — on the main actor, with the wall clock stopped at the moment asked about — and keeps the
/// entries they return, naming each by an id.
///
/// The preview program serves one over a pipe; a test target uses one directly.
package final class LoadedWidgetExtension: WidgetCore.WidgetExtension, @unchecked Sendable {
    /// A widget of the catalog, with what it is made of.
    struct Loaded {
        var hosted: HostedWidget
        var definition: WidgetDefinition
        /// A preview's own entries, in place of its provider's.
        var entries: (@MainActor () async -> [any WidgetKit.TimelineEntry])?
    }

    struct Stored {
        var widget: String
        var entry: any WidgetKit.TimelineEntry
    }

    let widgets: [Loaded]
    let previews: [HostedPreview]
    /// The widgets of the catalog.
    package var hostedWidgets: [HostedWidget] { widgets.map(\.hosted) }
    let locale: DisplayLocale
    /// The extension's code runs one call at a time (see ``SerialGate``).
    let gate = SerialGate()
    private let entries = Mutex<(next: Int, byID: [String: Stored], batches: [[String]])>((1, [:], []))
    /// Timelines kept, each whole: the most recent answers (an older one is not drawn again).
    /// A timeline of a minute a day, or of 100,000 entries, is drawn entry by entry from its
    /// own answer: no entry of it is dropped while it is the newest.
    static let keptTimelines = 16

    /// The extension made of `widgets` and `previews`.
    @MainActor
    package init(widgets declared: [any SwiftUI.Widget], previews records: [WidgetPreviewRecord], locale: DisplayLocale = .enUS) {
        var loaded: [Loaded] = []
        var seen = Set<String>()
        var activities: [ObjectIdentifier: WidgetDefinition] = [:]
        for widget in declared {
            guard let definition = WidgetDefinition.read(widget: widget) else { continue }
            // A Live Activity is drawn from its previews' attributes and states: it has none of
            // its own.
            if let activity = definition.activity {
                activities[activity.attributes] = activities[activity.attributes] ?? definition
                continue
            }
            var id = definition.kind
            var n = 2
            while seen.contains(id) {
                id = "\(definition.kind)-\(n)"
                n += 1
            }
            seen.insert(id)
            var hosted = Self.hosted(definition, id: id)
            if definition.control != nil { hosted.surface = .control }
            loaded.append(Loaded(hosted: hosted, definition: definition, entries: nil))
        }
        var previews: [HostedPreview] = []
        for (i, record) in records.enumerated() {
            // A preview of a widget as a Live Activity (or the reverse) draws nothing of it.
            // A `PreviewProvider`'s activity is its attributes' configuration in the bundle.
            let given = record.activityAttributes.map { activities[$0] } ?? record.definition()
            guard let definition = given, (definition.activity != nil) == record.isActivity else { continue }
            let id = "#Preview \(i + 1) · \(record.name ?? definition.typeName)"
            var hosted = Self.hosted(definition, id: id, families: [record.family])
            if record.isActivity { hosted.surface = .liveActivity }
            loaded.append(Loaded(hosted: hosted, definition: definition, entries: record.entries))
            previews.append(
                HostedPreview(widget: id, name: record.name, family: record.family.core, location: "\(record.file):\(record.line)"))
        }
        self.widgets = loaded
        self.previews = previews
        self.locale = locale
    }

    /// The extension this program was built from: the widgets its `@main` handed over, and the
    /// `#Preview`s its files declare.
    @MainActor
    package static func registered(widgets: [any SwiftUI.Widget], locale: DisplayLocale = .enUS) -> LoadedWidgetExtension {
        WidgetClock.registerPreviews()
        return LoadedWidgetExtension(widgets: widgets, previews: WidgetPreviews.records + WidgetPreviews.activityPreviews(), locale: locale)
    }

    static func hosted(_ definition: WidgetDefinition, id: String, families: [WidgetKit.WidgetFamily]? = nil) -> HostedWidget {
        HostedWidget(
            id: id, kind: definition.kind, typeName: definition.typeName, displayName: definition.displayName,
            description: definition.description,
            families: (families ?? definition.supportedFamilies).map(\.core), contentMarginsDisabled: definition.contentMarginsDisabled,
            intent: definition.provider.intentName)
    }

    // MARK: - WidgetExtension

    package func catalog() async throws -> ExtensionCatalog {
        ExtensionCatalog(widgets: widgets.map(\.hosted), previews: previews)
    }

    func loaded(_ id: String, family: WidgetCore.WidgetFamily) throws -> Loaded {
        guard let widget = widgets.first(where: { $0.hosted.id == id }) else {
            throw ExtensionFailure(widget: id, message: "no widget “\(id)” in the extension")
        }
        guard widget.hosted.families.contains(family) else {
            throw ExtensionFailure(
                widget: id, family: family, message: "the widget does not support \(family.rawValue) (.supportedFamilies)")
        }
        return widget
    }

    package func timeline(
        _ phase: TimelinePhase, widget id: String, family: WidgetCore.WidgetFamily, now: Date
    ) async throws -> HostedTimeline {
        try await gate.exclusive { try await answerTimeline(phase, widget: id, family: family, now: now) }
    }

    func answerTimeline(
        _ phase: TimelinePhase, widget id: String, family: WidgetCore.WidgetFamily, now: Date
    ) async throws -> HostedTimeline {
        let widget = try loaded(id, family: family)
        let context = TimelineProviderContext(
            family: WidgetKit.WidgetFamily(family), isPreview: phase == .snapshot,
            displaySize: CGSize(width: family.pointSize.width, height: family.pointSize.height))
        let provider = widget.definition.provider
        let previewEntries = widget.entries
        let answer: (entries: [any WidgetKit.TimelineEntry], policy: TimelineReloadPolicy) = await WidgetClock.at(now) {
            if let previewEntries {
                let entries = await Self.collect(previewEntries).value
                return phase == .timeline ? (entries, .never) : (Array(entries.prefix(1)), .never)
            }
            switch phase {
            case .placeholder: return ([provider.placeholder(context)], .never)
            case .snapshot: return ([await provider.snapshot(context)], .never)
            case .timeline: return await provider.timeline(context)
            }
        }
        let ids = store(answer.entries, widget: id)
        // An entry's date and relevance are the widget's code too (a computed `date` may read
        // `Date.now`): read on the same stopped clock.
        let hosted = WidgetClock.at(now) {
            zip(answer.entries, ids).map { entry, entryID in
                HostedEntry(
                    id: entryID, date: entry.date,
                    relevance: entry.relevance.map { EntryRelevance(score: Double($0.score), duration: $0.duration) })
            }
        }
        return HostedTimeline(entries: hosted, policy: ReloadPolicy(answer.policy), reloads: Self.takeReloads())
    }

    package func picture(_ request: PictureRequest, now: Date, isLocked: Bool) async throws -> WidgetPicture {
        try await gate.exclusive { try await drawn(request, now: now, isLocked: isLocked).picture }
    }

    func drawn(_ request: PictureRequest, now: Date, isLocked: Bool) async throws -> WidgetPictures.Drawn {
        let widget = try loaded(request.widget, family: request.family)
        guard let stored = entries.withLock({ $0.byID[request.entry].map(Unchecked.init) })?.value else {
            throw ExtensionFailure(
                widget: request.widget, family: request.family, message: "no entry “\(request.entry)” (ask for the timeline first)")
        }
        let entry = Unchecked(stored.entry)
        let locale = self.locale
        return await MainActor.run {
            WidgetClock.at(now) {
                WidgetPictures.draw(widget.definition, entry: entry.value, request: request, now: now, isLocked: isLocked, locale: locale)
            }
        }
    }

    package func perform(control: String, on request: PictureRequest, now: Date) async throws -> PerformOutcome {
        try await gate.exclusive { try await performNow(control: control, on: request, now: now) }
    }

    func performNow(control: String, on request: PictureRequest, now: Date) async throws -> PerformOutcome {
        let drawn = try await drawn(request, now: now, isLocked: false)
        guard let placed = drawn.picture.controls.first(where: { $0.id == control }) else {
            throw ExtensionFailure(widget: request.widget, family: request.family, message: "no control “\(control)” on the picture")
        }
        guard let action = drawn.actions[control] else {
            // A button with a closure (not an intent) opens the app on a phone.
            return PerformOutcome(message: "“\(placed.label)” runs no intent: on a phone it opens the app")
        }
        try await WidgetClock.at(now) { try await action.perform() }
        return PerformOutcome(message: action.title, reloads: Self.takeReloads())
    }

    /// A preview's entries, made on the main actor.
    @MainActor
    static func collect(_ make: @MainActor () async -> [any WidgetKit.TimelineEntry]) async -> Unchecked<[any WidgetKit.TimelineEntry]> {
        Unchecked(await make())
    }

    // MARK: - Entries

    /// Keeps one timeline's entries, whole, and drops the oldest timelines past ``keptTimelines``.
    func store(_ timeline: [any WidgetKit.TimelineEntry], widget: String) -> [String] {
        entries.withLock { state in
            var ids: [String] = []
            ids.reserveCapacity(timeline.count)
            for entry in timeline {
                let id = "e\(state.next)"
                state.next += 1
                state.byID[id] = Stored(widget: widget, entry: entry)
                ids.append(id)
            }
            state.batches.append(ids)
            if state.batches.count > Self.keptTimelines {
                for old in state.batches.removeFirst() { state.byID[old] = nil }
            }
            return ids
        }
    }

    /// The reloads the extension's code asked for since the last answer (`"*"`: every widget).
    static func takeReloads() -> [String] {
        WidgetKit.WidgetCenter.shared.takeRequests().map { request in
            switch request {
            case .kind(let kind): kind
            case .all: "*"
            }
        }
    }
}

/// A value carried across a boundary whose safety this module keeps: entries live on the main
/// actor's side and are only read there.
struct Unchecked<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
