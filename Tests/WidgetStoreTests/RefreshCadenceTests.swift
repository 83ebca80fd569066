import Foundation
import Testing
import WidgetSystem
@testable import WidgetCore
@testable import WidgetStore
import WidgetTestSupport

/// When widgets ask again, and what they may spend: seed 004's cadence, with jitter, under a
/// budget that outlives a restart.
@Suite("Refresh cadence and a budget that survives a restart")
struct RefreshCadenceTests {
    let now = goldenNow

    /// The seconds after `now` a metrics widget of `range` on `source` asks to reload.
    func reloadDelay(range: DateRange, source: any MetricsSource) async throws -> TimeInterval {
        let clock = ManualClock(now)
        let provider = MetricsTimelineProvider(
            loader: WidgetLoader(source: source, cache: MetricsCache(clock: clock), locale: .enUS), clock: clock)
        let context = TimelineContext(
            instanceID: "w", kind: "metrics", family: .small, configuration: WidgetConfiguration(metrics: ["orders"], range: range))
        let timeline = await provider.timeline(in: context)
        guard case .after(let date) = timeline.policy else {
            Issue.record("expected an .after policy, found \(timeline.policy)")
            return .nan
        }
        return date.timeIntervalSince(now)
    }

    @Test(
        "after a success: 15 minutes for today and an hour for 7 or 30 days; after a failure 15 minutes; each with up to a minute of jitter"
    )
    func cadence() async throws {
        for (range, base) in [(DateRange.today, 900.0), (.last7Days, 3600), (.last30Days, 3600)] {
            let delay = try await reloadDelay(range: range, source: SampleSource())
            #expect(delay >= base && delay < base + 60, "\(range): \(delay) s")
        }
        // A snapshot that cannot be read is a failure, whatever the range.
        let broken = try scratchDirectory("cadence").appendingPathComponent("shop.json")
        try Data("{\"schemaVersion\": 2, \"metrics\": ".utf8).write(to: broken)
        for range in DateRange.allCases {
            let delay = try await reloadDelay(range: range, source: SnapshotFileSource(path: broken.path))
            #expect(delay >= 900 && delay < 960, "failed \(range): \(delay) s")
        }
    }

    @Test("terminals opened in the same second do not reload in the same second")
    func jitterSpreads() {
        let dates = (0..<40).map { _ in RefreshCadence.standard.next(after: now, range: .today, failed: false) }
        let seconds = Set(dates.map { Int($0.timeIntervalSince(now)) })
        #expect(seconds.count >= 10, "40 terminals fell in only \(seconds.count) distinct seconds: \(seconds.sorted())")
        #expect(dates.allSatisfy { $0.timeIntervalSince(now) >= 900 && $0.timeIntervalSince(now) < 960 })
        // Without jitter the cadence is exact (what a test or a designer asks for).
        #expect(RefreshCadence(jitter: 0).next(after: now, range: .last7Days, failed: false) == now.addingTimeInterval(3600))
    }

    /// A runner on `ledger` with one widget, `w`, whose every timeline is one entry.
    func placed(ledger: (any BudgetLedger)?, clock: ManualClock, budget: BudgetSettings) async -> DashboardRunner {
        let runner = DashboardRunner(clock: clock, ledger: ledger)
        let state = WidgetState(shop: SampleShop.shop, range: .today, slots: [], asOf: now)
        let provider = ScriptedProvider(timeline: Timeline(entries: [TimelineEntry(date: now, state: state)], policy: .never))
        let context = TimelineContext(
            instanceID: "w", kind: "metrics", family: .small, configuration: WidgetConfiguration(metrics: ["orders"]))
        await runner.place([DashboardRunner.Placement(context: context, provider: provider)], budget: budget)
        await runner.settle()
        return runner
    }

    @Test("a widget that spent its day's reloads is not handed a fresh allowance by quitting and starting again")
    func budgetSurvivesRestart() async throws {
        let path = try scratchDirectory("cadence").appendingPathComponent("dashboard.sqlite").path
        let clock = ManualClock(now)
        let budget = BudgetSettings(dailyReloads: 2, minimumSpacing: 0)
        do {
            let runner = await placed(ledger: try DashboardState(path: path, clock: clock), clock: clock, budget: budget)
            for _ in 0..<2 {
                clock.advance(by: 60)
                await runner.reloadAllTimelines()
                await runner.settle()
            }
            #expect(await runner.budgetStatus("w")?.left == 0)
        }
        // The next run: a new connection to the same store.
        clock.advance(by: 60)
        let again = await placed(ledger: try DashboardState(path: path, clock: clock), clock: clock, budget: budget)
        let status = try #require(await again.budgetStatus("w"))
        #expect(status.spent == 2 && status.left == 0, "\(status)")
        #expect(status.nextAllowed == now.addingTimeInterval(60 + 86_400), "the window frees its oldest reload a day after it was spent")
        // Without a ledger (what the dashboard did before) the same widget would start afresh.
        #expect(await placed(ledger: nil, clock: clock, budget: budget).budgetStatus("w")?.left == 2)
        // A day later the old reloads no longer count, in a third run.
        clock.advance(by: 86_400)
        #expect(
            await placed(ledger: try DashboardState(path: path, clock: clock), clock: clock, budget: budget).budgetStatus("w")?.left == 2)
        // A development budget records nothing.
        let debugRunner = await placed(
            ledger: try DashboardState(path: path, clock: clock), clock: clock, budget: BudgetSettings(debug: true))
        await debugRunner.reloadAllTimelines()
        await debugRunner.settle()
        #expect(try DashboardState(path: path, clock: clock).spentReloads(since: now).values.joined().count == 2)
    }
}
