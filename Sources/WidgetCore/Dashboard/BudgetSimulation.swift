/// A dashboard file run for a day on the manual clock, to see what its refresh budget does:
/// each widget's reloads, the reloads the budget deferred, the minutes it showed ⚠ and the
/// oldest figures it showed — `widgetdeck budget`. The widgets run as the dashboard runs them
/// (the same runner, providers and cadence, paced to the file's budget), against a healthy
/// source; the home page is on screen the whole time.
public struct BudgetSimulation: Sendable {
    /// What one widget did over the run.
    public struct Row: Sendable, Equatable {
        public var id: String
        public var kind: String
        public var family: WidgetFamily
        public var range: DateRange
        /// Timelines asked for, the first one included.
        public var reloads: Int
        /// Reloads the budget moved later.
        public var deferred: Int
        /// Minutes in which the widget showed ⚠.
        public var staleMinutes: Int
        /// The oldest figures it showed, in seconds behind the clock (`nil`: no figures).
        public var oldestFigures: TimeInterval?
    }

    public var file: DashboardFile
    public var cadence: RefreshCadence

    /// The simulation of `file`: its cadence is the dashboard's, paced to the file's budget,
    /// without the few seconds of jitter (which move no reload out of its minute).
    public init(file: DashboardFile) {
        self.file = file
        var cadence = RefreshCadence.standard.paced(for: file.budget)
        cadence.jitter = 0
        self.cadence = cadence
    }

    /// Runs the file's widgets from `start` for `hours`, a minute at a time, on `source`.
    public func run(source: any MetricsSource, start: Date, hours: Int, locale: DisplayLocale) async -> [Row] {
        let clock = ManualClock(start)
        let log = EventLog()
        let errors = ErrorBoard()
        let cache = MetricsCache(now: { clock.now })
        let providers = WidgetProviders(loader: WidgetLoader(source: source, cache: cache, locale: locale), clock: clock, errors: errors, cadence: cadence)
        let placements = file.widgets.map { widget in
            TimelineRunner.Placement(context: TimelineContext(instanceID: widget.id, kind: widget.kind, family: widget.family, configuration: widget.configuration),
                                     provider: providers.provider(for: widget.kind))
        }
        let configuration = DashboardSession.Configuration(file: file, placements: placements, sourceName: source.name, themes: [.dark], locale: locale,
                                                           log: log, errors: errors, cache: cache)
        let session = DashboardSession(configuration, clock: clock, size: Size(width: 120, height: 40))
        let backend = TestBackend(size: Size(width: 120, height: 40))
        await session.start()
        await session.settle()
        var stale: [String: Int] = [:]
        var oldest: [String: TimeInterval] = [:]
        for _ in 0..<(max(1, hours) * 60) {
            clock.advance(by: 60)
            await session.step(on: backend)
            await session.settle()
            await session.step(on: backend)
            for (id, facts) in await session.model.snapshot.widgets {
                guard let state = facts.state else { continue }
                if state.isStale { stale[id, default: 0] += 1 }
                // Figures' age only where the "as of" is the figures' time (metrics widgets).
                if !state.readings.isEmpty, state.rows.isEmpty { oldest[id] = max(oldest[id] ?? 0, clock.now.timeIntervalSince(state.asOf)) }
            }
        }
        func count(_ event: String, _ id: String) -> Int {
            log.events(named: event).filter { $0["widget"] == .string(id) }.count
        }
        return file.widgets.map { widget in
            Row(id: widget.id, kind: widget.kind, family: widget.family, range: widget.configuration.range,
                reloads: count("provider_started", widget.id),
                deferred: count("reload_deferred", widget.id), staleMinutes: stale[widget.id] ?? 0, oldestFigures: oldest[widget.id])
        }
    }

    /// The rows as a table, with the budget and cadence they ran under.
    public func table(_ rows: [Row], hours: Int) -> String {
        let budget = file.budget
        let minutes = { (seconds: TimeInterval) in "\(Int((seconds / 60).rounded()))" }
        let lines = [budget.debug
            ? "budget: unlimited (debug); a reload as often as asked"
            : "budget: \(budget.dailyReloads) reloads a day per widget, at least \(minutes(budget.minimumSpacing)) min apart; planned every \(minutes(cadence.today)) min for today, \(minutes(cadence.longer)) min for 7 or 30 days (paced to the budget)",
            "over \(hours) h on the manual clock, the home page on screen, a healthy source:", ""]
        let header = ["widget", "kind", "family", "range", "reloads", "deferred", "⚠ minutes", "oldest figures"]
        let cells = rows.map { row in
            [row.id, row.kind, row.family.shortName, row.range.token, "\(row.reloads)", "\(row.deferred)", "\(row.staleMinutes)",
             row.oldestFigures.map { "\(minutes($0)) min" } ?? "—"]
        }
        // The counts (from the fifth column on) to the right.
        return lines.joined(separator: "\n") + "\n" + TerminalText.table(header: header, rows: cells) { $0 >= 4 }
    }
}
