#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import WidgetDrawing
import Synchronization
/// A provider that plays a fixed timeline — a timeline file, for designers and tests.
package struct ScriptedProvider: TimelineProvider {
    package var timeline: Timeline<WidgetState>

    package init(timeline: Timeline<WidgetState>) {
        self.timeline = timeline
    }

    package func placeholder(in context: TimelineContext) -> TimelineEntry<WidgetState> {
        let state = timeline.entries.first?.state ?? WidgetState(shop: nil, range: .today, slots: [], asOf: Date(timeIntervalSince1970: 0))
        var redacted = state
        redacted.presentation = .placeholder
        return TimelineEntry(date: .distantPast, state: redacted)
    }

    package func snapshot(in context: TimelineContext) async -> TimelineEntry<WidgetState> {
        timeline.entries.first ?? placeholder(in: context)
    }

    package func timeline(in context: TimelineContext) async -> Timeline<WidgetState> {
        timeline
    }
}

/// The metrics widget's provider: figures from a source through the cache, one entry for now,
/// asked again on the range's cadence (``RefreshCadence``: 15 minutes for today, an hour for 7
/// or 30 days, 15 minutes after a failure, with jitter).
package struct MetricsTimelineProvider: TimelineProvider {
    package var loader: WidgetLoader
    package var clock: any TimelineClock
    package var cadence: RefreshCadence
    /// Where failures are posted for the status line.
    package var errors: ErrorBoard?
    /// Where the range a merchant picks is kept — written by the picker's intent, never read
    /// here: with one, widgets get a range picker and a refresh button (the dashboard);
    /// without, they are pictures (`render`).
    package var settings: (any DashboardStateStore)?

    package init(
        loader: WidgetLoader, clock: any TimelineClock, cadence: RefreshCadence = .standard, errors: ErrorBoard? = nil,
        settings: (any DashboardStateStore)? = nil
    ) {
        self.loader = loader
        self.clock = clock
        self.cadence = cadence
        self.errors = errors
        self.settings = settings
    }

    /// The range picker and refresh button, for a widget showing `configuration`.
    package static func controls(range: DateRange, version: Int, asOf: Date) -> [WidgetControl] {
        [
            WidgetControl(
                id: "range", label: "Range",
                role: .choice(["Today", "7d", "30d"], selected: DateRange.allCases.firstIndex(of: range) ?? 0),
                token: "\(range.rawValue)#\(version)"),
            WidgetControl(id: "refresh", label: "↻", token: ISO8601.string(asOf)),
        ]
    }

    package func placeholder(in context: TimelineContext) -> TimelineEntry<WidgetState> {
        let slots = context.configuration.slots(capacity: context.family.metricCapacity)
        let state = PreviewState.placeholder.state(slots: slots, range: context.configuration.range, now: clock.now, locale: loader.locale)
        return TimelineEntry(date: .distantPast, state: state)
    }

    /// At once, asking the source nothing (seed 004: `context.isPreview ? .sample : cachedData
    /// ?? .sample`): sample data, labelled so, for the gallery's preview; otherwise the last
    /// real figures the cache holds, and the sample only when there are none.
    package func snapshot(in context: TimelineContext) async -> TimelineEntry<WidgetState> {
        let now = clock.now
        let capacity = context.family.metricCapacity
        if !context.isPreview, let cached = await loader.cached(context.configuration, capacity: capacity, now: now) {
            return TimelineEntry(date: now, state: cached)
        }
        let slots = context.configuration.slots(capacity: capacity)
        return TimelineEntry(
            date: now, state: PreviewState.snapshot.state(slots: slots, range: context.configuration.range, now: now, locale: loader.locale)
        )
    }

    package func timeline(in context: TimelineContext) async -> Timeline<WidgetState> {
        let now = clock.now
        let result = await loader.load(context.configuration, capacity: context.family.metricCapacity, now: now, widget: context.instanceID)
        errors?.set(context.instanceID, result.error?.message)
        let staleAt = result.response.map {
            $0.staleAt(metrics: context.configuration.requestedMetrics(capacity: context.family.metricCapacity).map(\.id))
        }
        var state = result.state
        if settings != nil, !context.configuration.isEmpty(capacity: context.family.metricCapacity) {
            // The picker shows the range the entry's figures are for (the widget's, or its error's).
            state.controls = Self.controls(range: state.range, version: context.settingsVersion, asOf: state.asOf)
        }
        let failed = result.error != nil
        let range = context.configuration.range
        let reload = cadence.next(after: now, range: range, failed: failed)
        var shownStaleAt = result.origin == .staleFallback ? now : staleAt
        // Freshness and cadence from one rule: figures that were within their limit when loaded
        // are shown stale only once the reload planned for them is overdue by
        // `Freshness.grace` (deferred, failing, unanswered) — a healthy widget, reloaded on
        // time, never is. Figures already past their limit when loaded (a publisher that
        // stopped) are stale at once. The "as of" stays the figures' own time.
        if !failed, result.origin != .staleFallback, let limit = staleAt, limit > now {
            shownStaleAt = reload.addingTimeInterval(Freshness.grace)
        }
        var entries = [
            TimelineEntry<WidgetState>(
                date: now, state: state, staleAt: shownStaleAt,
                relevance: KindRelevance.metrics(state, holdingFor: reload.timeIntervalSince(now)))
        ]
        if case .placeholder = result.state.presentation { entries[0].staleAt = nil }
        return Timeline(entries: entries, policy: .after(reload))
    }
}

extension MetricsTimelineProvider {
    package func intent(for controlID: String, in context: TimelineContext, showing state: WidgetState) -> (any AppIntent)? {
        switch controlID {
        case "range":
            guard let settings else { return nil }
            return CycleRangeIntent(next: CycleRangeIntent.next(after: context.configuration.range), store: settings)
        case "refresh":
            return RefreshIntent(
                loader: loader, configuration: context.configuration, capacity: context.family.metricCapacity, clock: clock)
        default:
            return nil
        }
    }
}

/// A retired or unknown kind's provider: one entry with the notice, never a blank box.
package struct NoticeProvider: TimelineProvider {
    package var notice: DeprecationNotice
    package var clock: any TimelineClock

    package init(notice: DeprecationNotice, clock: any TimelineClock) {
        self.notice = notice
        self.clock = clock
    }

    private func entry() -> TimelineEntry<WidgetState> {
        let now = clock.now
        return TimelineEntry(
            date: .distantPast, state: WidgetState(shop: nil, range: .today, slots: [], asOf: now, presentation: .deprecated(notice)))
    }

    package func placeholder(in context: TimelineContext) -> TimelineEntry<WidgetState> { entry() }
    package func snapshot(in context: TimelineContext) async -> TimelineEntry<WidgetState> { entry() }
    package func timeline(in context: TimelineContext) async -> Timeline<WidgetState> { Timeline(entries: [entry()], policy: .never) }
}

/// The last failure of each widget's source, for the status line (the widget itself shows its
/// data stale with a marker).
package final class ErrorBoard: Sendable {
    private let errors = Mutex<[String: String]>([:])

    package init() {}

    /// Records (or, with `nil`, clears) widget `id`'s last error.
    package func set(_ id: String, _ message: String?) {
        errors.withLock { $0[id] = message }
    }

    /// Widget `id`'s last error.
    package func error(for id: String) -> String? {
        errors.withLock { $0[id] }
    }
}
