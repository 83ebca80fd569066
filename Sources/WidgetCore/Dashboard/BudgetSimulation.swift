#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import WidgetDrawing

/// A dashboard file run for a day on the manual clock, to see what its refresh budget does:
/// each widget's reloads, the reloads the budget deferred, the minutes it showed ⚠ and the
/// oldest figures it showed — `widgetdeck budget`. The widgets run as the dashboard runs them
/// (the same runner, providers and cadence, paced to the file's budget), against a healthy
/// source; the home page is on screen the whole time.
package struct BudgetSimulation: Sendable {
    /// What one widget did over the run.
    package struct Row: Sendable, Equatable {
        package var id: String
        package var kind: String
        package var family: WidgetFamily
        package var range: DateRange
        /// Timelines asked for, the first one included.
        package var reloads: Int
        /// The share of the run's minutes it was in view (on the home page, and in front of
        /// its stack), 0 to 1.
        package var inView: Double
        /// Reloads moved later: by the budget, or for being out of view.
        package var deferred: Int
        /// Reloads started early with another due within the batch window.
        package var batched: Int
        /// Minutes in which the widget showed ⚠ while in view.
        package var staleMinutes: Int
        /// Minutes in which it was stale out of view: nobody saw them.
        package var unseenStaleMinutes: Int
        /// The oldest figures it showed, in seconds behind the clock (`nil`: no figures).
        package var oldestFigures: TimeInterval?
    }

    package var file: DashboardFile
    package var cadence: RefreshCadence

    /// The simulation of `file`: its cadence is the dashboard's, paced to the file's budget,
    /// without the few seconds of jitter (which move no reload out of its minute).
    package init(file: DashboardFile) {
        self.file = file
        var cadence = RefreshCadence.standard.paced(for: file.budget)
        cadence.jitter = 0
        self.cadence = cadence
    }

    /// Runs the file's widgets from `start` for `hours`, a minute at a time, on `source`.
    package func run(source: OpenedSource, start: Date, hours: Int, locale: DisplayLocale) async -> [Row] {
        let clock = ManualClock(start)
        let log = EventLog()
        let errors = ErrorBoard()
        let cache = MetricsCache(clock: clock)
        let providers = WidgetProviders(
            loader: WidgetLoader(source: source.metrics, cache: cache, locale: locale), actions: source.actions,
            shopifyQL: source.shopifyQL,
            clock: clock, errors: errors, cadence: cadence)
        let placements = file.widgets.map { widget in
            DashboardRunner.Placement(
                context: TimelineContext(
                    instanceID: widget.id, kind: widget.kind, family: widget.family, configuration: widget.configuration),
                provider: providers.provider(for: widget.kind))
        }
        let configuration = DashboardSession.Configuration(
            file: file, placements: placements, sourceName: source.metrics.name, themes: [.dark], locale: locale,
            log: log, errors: errors, cache: cache)
        let session = DashboardSession(configuration, clock: clock, size: Size(width: 120, height: 40))
        let backend = TestBackend(size: Size(width: 120, height: 40))
        await session.start()
        await session.settle()
        // Per widget, in the file's order: what the last look at the screen saw.
        let ids = file.widgets.map(\.id)
        var inView = [Bool](repeating: false, count: ids.count), isStale = inView
        var asOf = [Date?](repeating: nil, count: ids.count)
        var stale = [Int](repeating: 0, count: ids.count), unseen = stale, seen = stale
        var oldest = [TimeInterval?](repeating: nil, count: ids.count)
        var visible: Set<String> = [], visibleKey: String?
        let stacked = file.widgets.contains { $0.stack != nil }
        let minutes = max(1, hours) * 60
        for minute in 0..<minutes {
            clock.advance(by: 60)
            // Between the moments something is due nothing on screen changes but the clocks, as
            // the dashboard itself sleeps until then: only those minutes are stepped.
            let due = await session.isDue()
            if minute == 0 || due {
                await session.catchUp()
                // Until the screen holds still within the minute: a widget that came to the
                // front of its stack reloads at once, and its new figures may turn the stack
                // again. Each step's reloads end before the next looks, and all of them before
                // the clock moves on — else a provider reads the clock whenever the machine gets
                // to it, and the day depends on the machine's load. Without stacks what is in
                // view never changes after the first minute: the runner brought up to the clock
                // is the whole minute.
                for _ in 0..<(minute == 0 || stacked ? 8 : 0) {
                    let shown = await session.model.stackFronts
                    await session.step(on: backend)
                    await session.settle()
                    if await session.model.stackFronts == shown { break }
                }
                let model = await session.model
                // Where the widgets are laid out changes only with the page's widgets (a stack
                // turning): laid out again only then.
                let key = model.visibilityKey
                if key != visibleKey { (visible, visibleKey) = (model.visibleWidgetIDs, key) }
                for (i, id) in ids.enumerated() {
                    inView[i] = visible.contains(id)
                    let state = model.snapshot.widgets[id]?.state
                    isStale[i] = state?.isStale ?? false
                    // Figures' age only where the "as of" is the figures' time (metrics widgets).
                    asOf[i] = state.flatMap { !$0.readings.isEmpty && $0.rows.isEmpty ? $0.asOf : nil }
                }
            }
            let now = clock.now
            for i in ids.indices {
                if inView[i] { seen[i] += 1 }
                if isStale[i] {
                    if inView[i] { stale[i] += 1 } else { unseen[i] += 1 }
                }
                if let figures = asOf[i] { oldest[i] = max(oldest[i] ?? 0, now.timeIntervalSince(figures)) }
            }
        }
        // Each event name read once, counted per widget (a thousand widgets asked one at a time
        // read the whole log a thousand times).
        var counts: [String: [String: Int]] = [:]
        for event in ["provider_started", "reload_deferred", "reload_batched"] {
            var perWidget: [String: Int] = [:]
            for fields in log.events(named: event) {
                if case .string(let id)? = fields["widget"] { perWidget[id, default: 0] += 1 }
            }
            counts[event] = perWidget
        }
        func count(_ event: String, _ id: String) -> Int { counts[event]?[id] ?? 0 }
        return file.widgets.enumerated().map { i, widget in
            Row(
                id: widget.id, kind: widget.kind, family: widget.family, range: widget.configuration.range,
                reloads: count("provider_started", widget.id), inView: Double(seen[i]) / Double(minutes),
                deferred: count("reload_deferred", widget.id), batched: count("reload_batched", widget.id),
                staleMinutes: stale[i], unseenStaleMinutes: unseen[i], oldestFigures: oldest[i])
        }
    }

    /// "yes" all the run, "no" never, else the share in whole percent (never "0%" or "100%"
    /// for a part).
    static func share(_ share: Double) -> String {
        share >= 1 ? "yes" : share <= 0 ? "no" : "\(min(99, max(1, Int((share * 100).rounded()))))%"
    }

    /// The rows as a table, with the budget and cadence they ran under.
    package func table(_ rows: [Row], hours: Int) -> String {
        let budget = file.budget
        let minutes = { (seconds: TimeInterval) in "\(Int((seconds / 60).rounded()))" }
        let lines =
            [
                budget.debug
                    ? "budget: unlimited (debug); a reload as often as asked"
                    : "budget: \(budget.dailyReloads) reloads a day per widget in view all day (\(budget.hiddenReloads) for one never in view), at least \(minutes(budget.minimumSpacing)) min apart; planned every \(minutes(cadence.today)) min for today, \(minutes(cadence.longer)) min for 7 or 30 days (paced to the budget)",
                budget.debug
                    ? ""
                    : "out of view, a widget reloads at most every \(minutes(budget.hiddenSpacing(allowance: budget.hiddenReloads))) min (its \(budget.hiddenReloads) spread over the day), and at once when it comes into view; ⚠ minutes nobody saw are in parentheses; reloads due within \(Int(budget.batchWindow)) s of one that runs start with it",
                "over \(hours) h on the manual clock, the home page on screen, a healthy source:", "",
            ].filter { !$0.isEmpty } + [""]
        let header = ["widget", "kind", "family", "range", "in view", "reloads", "deferred", "batched", "⚠ minutes", "oldest figures"]
        let cells = rows.map { row in
            [
                row.id, row.kind, row.family.shortName, row.range.token, Self.share(row.inView), "\(row.reloads)", "\(row.deferred)",
                "\(row.batched)",
                row.unseenStaleMinutes > 0 ? "\(row.staleMinutes) (\(row.unseenStaleMinutes))" : "\(row.staleMinutes)",
                row.oldestFigures.map { "\(minutes($0)) min" } ?? "—",
            ]
        }
        // The counts (from the sixth column on) to the right.
        return lines.joined(separator: "\n") + "\n" + TerminalText.table(header: header, rows: cells) { $0 >= 5 }
    }
}
