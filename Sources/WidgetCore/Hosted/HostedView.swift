#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetDrawing

/// What a team's widget shows at one entry of its timeline: the picture its views drew, and how
/// it is presented — the payload of a hosted widget's timeline, as metrics are ours.
///
/// ```swift
/// TimelineEntry(date: entry.date, payload: HostedView(picture: drawn, date: entry.date))
/// ```
package struct HostedView: TimelinePayload {
    package var picture: WidgetPicture
    /// When the entry is from.
    package var date: Date
    /// Real, a placeholder before the extension answered, the gallery's snapshot, or a failure.
    package var presentation: WidgetState.Presentation
    package var isStale: Bool

    package init(picture: WidgetPicture, date: Date, presentation: WidgetState.Presentation = .live, isStale: Bool = false) {
        self.picture = picture
        self.date = date
        self.presentation = presentation
        self.isStale = isStale
    }

    package var dataTime: Date? { date }
}

extension WidgetState {
    /// A hosted widget's view as a dashboard of ours shows it: its picture, its controls
    /// (focusable, pressable), how it is presented — no shop, no metrics.
    package init(_ view: HostedView) {
        self.init(shop: nil, range: .today, slots: [], asOf: view.date, isStale: view.isStale, presentation: view.presentation)
        picture = view.picture
        controls = view.picture.widgetControls
    }
}

/// A hosted widget placed on a dashboard of ours: the provider of its views (``HostedWidgetProvider``),
/// each entry shown as the dashboard's widget state (``WidgetState/init(_:)``), and a press of a
/// control handed back to it with the picture it was pressed on.
package struct HostedStateProvider: TimelineProvider {
    package var hosted: HostedWidgetProvider

    package init(_ hosted: HostedWidgetProvider) {
        self.hosted = hosted
    }

    static func state(_ entry: TimelineEntry<HostedView>) -> TimelineEntry<WidgetState> {
        TimelineEntry(date: entry.date, state: WidgetState(entry.payload), staleAt: entry.staleAt, relevance: entry.relevance)
    }

    package func placeholder(in context: TimelineContext) -> TimelineEntry<WidgetState> {
        Self.state(hosted.placeholder(in: context))
    }

    package func snapshot(in context: TimelineContext) async -> TimelineEntry<WidgetState> {
        Self.state(await hosted.snapshot(in: context))
    }

    package func timeline(in context: TimelineContext) async -> Timeline<WidgetState> {
        let timeline = await hosted.timeline(in: context)
        return Timeline(entries: timeline.entries.map(Self.state), policy: timeline.policy)
    }

    package func intent(for controlID: String, in context: TimelineContext, showing state: WidgetState) -> (any AppIntent)? {
        guard let picture = state.picture else { return nil }
        return hosted.intent(
            for: controlID, in: context,
            showing: HostedView(picture: picture, date: state.asOf, presentation: state.presentation, isStale: state.isStale))
    }
}
