#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A team's widget extension — their `Widget`s, providers and views — running somewhere:
/// loaded into this process (a test target, the preview program), or in the preview program
/// widgetdeck compiled from the extension's sources, asked over a pipe. The dashboard, the
/// runner and `widgetdeck preview` ask only this; none of them runs the team's code itself.
///
/// Entries stay where the code runs (they are the team's own types); they are named by the
/// ids ``HostedEntry`` carries, and drawn on request as ``WidgetPicture``s.
public protocol WidgetExtension: Sendable {
    /// The widgets the extension declares and the previews its files register.
    func catalog() async throws -> ExtensionCatalog
    /// Asks widget `widget`'s provider for its placeholder, snapshot or timeline in `family`,
    /// as the extension's own code sees the moment `now`.
    func timeline(_ phase: TimelinePhase, widget: String, family: WidgetFamily, now: Date) async throws -> HostedTimeline
    /// Draws `request.entry` at `now`.
    func picture(_ request: PictureRequest, now: Date, isLocked: Bool) async throws -> WidgetPicture
    /// Performs the intent of control `control` on the picture of `request`: what it did.
    func perform(control: String, on request: PictureRequest, now: Date) async throws -> PerformOutcome
}

/// What a provider is asked for (WidgetKit's three questions).
public enum TimelinePhase: String, Hashable, Sendable, CaseIterable {
    /// Instant: what to show before anything else.
    case placeholder
    /// Fast: for the gallery, with `isPreview` set.
    case snapshot
    /// The entries to show over time, and when to ask again.
    case timeline
}

/// The widgets of an extension.
public struct ExtensionCatalog: Hashable, Sendable {
    public var widgets: [HostedWidget]
    public var previews: [HostedPreview]

    public init(widgets: [HostedWidget], previews: [HostedPreview] = []) {
        self.widgets = widgets
        self.previews = previews
    }
}

/// One widget an extension declares: a configuration's facts.
public struct HostedWidget: Hashable, Sendable {
    /// The widget's id in the catalog: its kind, or a preview's (`#Preview 2 · MyWidget`).
    public var id: String
    /// The kind, as `WidgetCenter.reloadTimelines(ofKind:)` names it.
    public var kind: String
    /// The Swift type declaring it (`MyWidget`).
    public var typeName: String
    public var displayName: String?
    public var description: String?
    /// The families it supports, in Apple's order.
    public var families: [WidgetFamily]
    public var contentMarginsDisabled: Bool
    /// The configuration intent's type, for a configurable widget.
    public var intent: String?

    public init(
        id: String, kind: String, typeName: String, displayName: String? = nil, description: String? = nil, families: [WidgetFamily],
        contentMarginsDisabled: Bool = false, intent: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.typeName = typeName
        self.displayName = displayName
        self.description = description
        self.families = families
        self.contentMarginsDisabled = contentMarginsDisabled
        self.intent = intent
    }

    /// What a person calls it: its display name, or its type.
    public var title: String { displayName ?? typeName }
}

/// A `#Preview` an extension's files declare: a widget in one family, with entries of its own.
public struct HostedPreview: Hashable, Sendable {
    /// The preview's widget id in the catalog.
    public var widget: String
    public var name: String?
    public var family: WidgetFamily
    /// Where it is declared (`MyWidget.swift:84`).
    public var location: String

    public init(widget: String, name: String?, family: WidgetFamily, location: String) {
        self.widget = widget
        self.name = name
        self.family = family
        self.location = location
    }
}

/// One entry of a timeline, as the extension keeps it: its id there, its date, its relevance.
public struct HostedEntry: Hashable, Sendable {
    public var id: String
    public var date: Date
    public var relevance: EntryRelevance?

    public init(id: String, date: Date, relevance: EntryRelevance? = nil) {
        self.id = id
        self.date = date
        self.relevance = relevance
    }
}

/// What a provider answered: entries and when to ask again, and the reloads its code asked for
/// meanwhile (`WidgetCenter.shared.reloadTimelines(ofKind:)`).
public struct HostedTimeline: Hashable, Sendable {
    public var entries: [HostedEntry]
    public var policy: ReloadPolicy
    /// Kinds whose reload was asked for; `"*"` is every widget.
    public var reloads: [String]

    public init(entries: [HostedEntry], policy: ReloadPolicy, reloads: [String] = []) {
        self.entries = entries
        self.policy = policy
        self.reloads = reloads
    }
}

/// What performing a control's intent did.
public struct PerformOutcome: Hashable, Sendable {
    /// What to say: the intent's dialog, or its title.
    public var message: String
    /// Kinds its code asked to reload; `"*"` is every widget.
    public var reloads: [String]

    public init(message: String, reloads: [String] = []) {
        self.message = message
        self.reloads = reloads
    }
}

/// A widget extension's code failed: it trapped, threw, or did not answer in time.
public struct ExtensionFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The widget and family it was asked about, if any.
    public var widget: String?
    public var family: WidgetFamily?
    /// What went wrong, as the runtime or compiler said it.
    public var message: String
    /// The entry asked about is gone with the program that made it (restarted after another
    /// widget's failure): asking for the timeline again draws it.
    public var entryLost: Bool

    public init(widget: String? = nil, family: WidgetFamily? = nil, message: String, entryLost: Bool = false) {
        self.widget = widget
        self.family = family
        self.message = message
        self.entryLost = entryLost
    }

    public var description: String {
        var parts: [String] = []
        if let widget { parts.append(widget) }
        if let family { parts.append(family.rawValue) }
        return (parts.isEmpty ? "" : parts.joined(separator: ", ") + ": ") + message
    }
}
