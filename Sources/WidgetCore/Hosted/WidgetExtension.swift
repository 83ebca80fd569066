#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import WidgetDrawing

/// A team's widget extension — their `Widget`s, providers and views — running somewhere:
/// loaded into this process (a test target, the preview program), or in the preview program
/// widgetdeck compiled from the extension's sources, asked over a pipe. The dashboard, the
/// runner and `widgetdeck preview` ask only this; none of them runs the team's code itself.
///
/// Entries stay where the code runs (they are the team's own types); they are named by the
/// ids ``HostedEntry`` carries, and drawn on request as ``WidgetPicture``s.
package protocol WidgetExtension: Sendable {
    /// The widgets the extension declares and the previews its files register.
    func catalog() async throws -> ExtensionCatalog
    /// Asks widget `widget`'s provider for its placeholder, snapshot or timeline in `family`,
    /// as the extension's own code sees the moment `now`.
    func timeline(_ phase: TimelinePhase, widget: String, family: WidgetFamily, now: Date) async throws -> HostedTimeline
    /// Draws `request.entry` at `now`.
    func picture(_ request: PictureRequest, now: Date, isLocked: Bool) async throws -> WidgetPicture
    /// Performs the intent of control `control` on the picture of `request`: what it did.
    func perform(control: String, on request: PictureRequest, now: Date) async throws -> PerformOutcome
    /// A timeline and a picture of each entry, asked together: an extension whose program a
    /// failure restarts answers them in one go, so no other widget's request (which may restart
    /// it, losing the entries) comes between the timeline and its pictures. `draw` says how each
    /// entry is drawn: its request and moment.
    func drawnTimeline(
        _ phase: TimelinePhase, widget: String, family: WidgetFamily, now: Date,
        draw: @escaping @Sendable (HostedEntry) -> (request: PictureRequest, now: Date)
    ) async throws -> (timeline: HostedTimeline, pictures: [WidgetPicture])
}

extension WidgetExtension {
    /// The timeline, then each picture, asked one after another.
    package func drawnTimeline(
        _ phase: TimelinePhase, widget: String, family: WidgetFamily, now: Date,
        draw: @escaping @Sendable (HostedEntry) -> (request: PictureRequest, now: Date)
    ) async throws -> (timeline: HostedTimeline, pictures: [WidgetPicture]) {
        let timeline = try await self.timeline(phase, widget: widget, family: family, now: now)
        var pictures: [WidgetPicture] = []
        for entry in timeline.entries {
            let (request, at) = draw(entry)
            pictures.append(try await picture(request, now: at, isLocked: false))
        }
        return (timeline, pictures)
    }
}

/// What a provider is asked for (WidgetKit's three questions).
package enum TimelinePhase: String, Hashable, Sendable, CaseIterable {
    /// Instant: what to show before anything else.
    case placeholder
    /// Fast: for the gallery, with `isPreview` set.
    case snapshot
    /// The entries to show over time, and when to ask again.
    case timeline
}

/// The widgets of an extension.
package struct ExtensionCatalog: Hashable, Sendable {
    package var widgets: [HostedWidget]
    package var previews: [HostedPreview]

    package init(widgets: [HostedWidget], previews: [HostedPreview] = []) {
        self.widgets = widgets
        self.previews = previews
    }
}

/// One widget an extension declares: a configuration's facts.
package struct HostedWidget: Hashable, Sendable {
    /// The widget's id in the catalog: its kind, or a preview's (`#Preview 2 · MyWidget`).
    package var id: String
    /// The kind, as `WidgetCenter.reloadTimelines(ofKind:)` names it.
    package var kind: String
    /// The Swift type declaring it (`MyWidget`).
    package var typeName: String
    package var displayName: String?
    package var description: String?
    /// The families it supports, in Apple's order.
    package var families: [WidgetFamily]
    package var contentMarginsDisabled: Bool
    /// The configuration intent's type, for a configurable widget.
    package var intent: String?
    /// What it is drawn as: a widget of its families, or a Live Activity's or a control's sheet.
    package var surface: HostedSurface

    package init(
        id: String, kind: String, typeName: String, displayName: String? = nil, description: String? = nil, families: [WidgetFamily],
        contentMarginsDisabled: Bool = false, intent: String? = nil, surface: HostedSurface = .widget
    ) {
        self.surface = surface
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
    package var title: String { displayName ?? typeName }

    package var isActivity: Bool { surface == .liveActivity }
    package var isControl: Bool { surface == .control }
}

/// What a catalog entry is drawn as.
package enum HostedSurface: String, Hashable, Sendable {
    /// A widget, in each of its families.
    case widget
    /// A Live Activity's preview: each entry is a content state, drawn as one
    /// ``LiveActivitySheet``.
    case liveActivity = "live-activity"
    /// A control (Control Center's button or toggle): its entries are its template at the
    /// preview value (snapshot) and the current one (timeline), drawn as one ``ControlSheet``.
    case control

    /// The size its pictures are drawn at in place of its family's: its sheet's.
    package var sheetSize: Size? {
        switch self {
        case .widget: nil
        case .liveActivity: LiveActivitySheet.size
        case .control: ControlSheet.size
        }
    }
}

/// A `#Preview` an extension's files declare: a widget in one family, with entries of its own.
package struct HostedPreview: Hashable, Sendable {
    /// The preview's widget id in the catalog.
    package var widget: String
    package var name: String?
    package var family: WidgetFamily
    /// Where it is declared (`MyWidget.swift:84`).
    package var location: String

    package init(widget: String, name: String?, family: WidgetFamily, location: String) {
        self.widget = widget
        self.name = name
        self.family = family
        self.location = location
    }
}

/// One entry of a timeline, as the extension keeps it: its id there, its date, its relevance.
package struct HostedEntry: Hashable, Sendable {
    package var id: String
    package var date: Date
    package var relevance: EntryRelevance?

    package init(id: String, date: Date, relevance: EntryRelevance? = nil) {
        self.id = id
        self.date = date
        self.relevance = relevance
    }
}

/// What a provider answered: entries and when to ask again, and the reloads its code asked for
/// meanwhile (`WidgetCenter.shared.reloadTimelines(ofKind:)`).
package struct HostedTimeline: Hashable, Sendable {
    package var entries: [HostedEntry]
    package var policy: ReloadPolicy
    /// Kinds whose reload was asked for; `"*"` is every widget.
    package var reloads: [String]

    package init(entries: [HostedEntry], policy: ReloadPolicy, reloads: [String] = []) {
        self.entries = entries
        self.policy = policy
        self.reloads = reloads
    }
}

/// What performing a control's intent did.
package struct PerformOutcome: Hashable, Sendable {
    /// What to say: the intent's dialog, or its title.
    package var message: String
    /// Kinds its code asked to reload; `"*"` is every widget.
    package var reloads: [String]

    package init(message: String, reloads: [String] = []) {
        self.message = message
        self.reloads = reloads
    }
}

/// A widget extension's code failed: it trapped, threw, or did not answer in time.
package struct ExtensionFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The widget and family it was asked about, if any.
    package var widget: String?
    package var family: WidgetFamily?
    /// What went wrong, as the runtime or compiler said it.
    package var message: String
    /// The entry asked about is gone with the program that made it (restarted after another
    /// widget's failure): asking for the timeline again draws it.
    package var entryLost: Bool

    package init(widget: String? = nil, family: WidgetFamily? = nil, message: String, entryLost: Bool = false) {
        self.widget = widget
        self.family = family
        self.message = message
        self.entryLost = entryLost
    }

    package var description: String {
        var parts: [String] = []
        if let widget { parts.append(widget) }
        if let family { parts.append(family.rawValue) }
        // A widget's id and message are its code's: made safe for the terminal they are shown on.
        return TerminalText.sanitized((parts.isEmpty ? "" : parts.joined(separator: ", ") + ": ") + message)
    }
}
