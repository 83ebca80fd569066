@testable import WidgetFormats
import Foundation
import Testing
@testable import WidgetCore
import WidgetTestSupport

/// WidgetKit's budget, on the manual clock: what is in view gets the reloads, what is not
/// reloads less and at once when it comes into view, reloads due together are batched — and
/// the event log says why each one moved.
@Suite("A refresh budget that follows what is in view (manual clock)")
struct VisibleBudgetTests {
    let clock = ManualClock(goldenNow)

    /// A provider asking again every `minutes` minutes after each load.
    func every(_ minutes: Double) -> TestProvider {
        TestProvider(clock: clock) { _, start in
            Timeline(
                entries: [TimelineEntry(date: start, state: state(value: 1, at: start))],
                policy: .after(start.addingTimeInterval(minutes * 60)))
        }
    }

    func runner(_ placements: [(String, TestProvider)], log: EventLog) async -> DashboardRunner {
        let runner = DashboardRunner(clock: clock, log: log)
        await runner.place(placements.map { DashboardRunner.Placement(context: context($0.0), provider: $0.1) })
        await runner.settle()
        return runner
    }

    /// Steps the clock a minute at a time for `minutes`, ticking and settling at each wake.
    func run(_ runner: DashboardRunner, minutes: Int) async {
        for _ in 0..<minutes {
            clock.advance(by: 60)
            while let wake = await runner.nextWake, wake <= clock.now {
                await runner.tick()
                await runner.settle()
            }
        }
    }

    func started(_ log: EventLog, _ id: String) -> [JSONValue] {
        log.events(named: "provider_started").filter { $0["widget"] == .string(id) }
    }

    @Test(
        "a day with one widget in view and one on another page: the one out of view reloads its allowance spread over the day, its deferrals say why, and it reloads at once when it comes into view"
    )
    func outOfViewReloadsLess() async {
        let log = EventLog()
        let seen = every(21), unseen = every(21)
        let runner = await runner([("seen", seen), ("unseen", unseen)], log: log)
        await runner.setVisible(["seen"])
        await run(runner, minutes: 24 * 60)
        let seenReloads = started(log, "seen").count, unseenReloads = started(log, "unseen").count
        #expect(seenReloads >= 65 && seenReloads <= 70, "in view all day, every 21 minutes: \(seenReloads)")
        // Out of view, one every 85 minutes at most, within its allowance, the hidden floor: a
        // quarter of the day's (and the first, free).
        #expect(unseenReloads <= BudgetSettings().hiddenReloads + 1, "\(unseenReloads)")
        let because = log.events(named: "reload_deferred").filter { $0["widget"] == .string("unseen") }.map { $0["because"] }
        #expect(
            because.contains(.string("out of view")) && because.allSatisfy { $0 == .string("out of view") || $0 == .string("budget") },
            "\(because.prefix(3))")
        #expect(
            !log.events(named: "reload_deferred").contains { $0["widget"] == .string("seen") },
            "in view, paced to the budget: never deferred")
        #expect(await runner.budgetStatus("unseen")!.allowance == BudgetSettings().hiddenReloads)
        #expect(await runner.budgetStatus("seen")!.allowance == 70)
    }

    @Test("a widget coming into view with its reload held for being out of view reloads at once, and says so")
    func reloadsOnComingIntoView() async {
        let log = EventLog()
        let runner = await runner([("w", every(21))], log: log)
        await runner.setVisible([])
        // Its reload was due at 21 minutes; out of view it waits its hidden spacing: its 17 a
        // day spread over the day, one every 85 minutes.
        let spacing = BudgetSettings().hiddenSpacing(allowance: BudgetSettings().hiddenReloads)
        #expect(spacing > 3600 && Int(spacing / 60) == 84)
        await run(runner, minutes: 30)
        #expect(started(log, "w").count == 1, "only the first: \(started(log, "w"))")
        let held = log.events(named: "reload_deferred").last
        #expect(
            held?["because"] == .string("out of view") && held?["until"] == .string(ISO8601.string(goldenNow.addingTimeInterval(spacing))),
            "\(String(describing: held))")
        await runner.setVisible(["w"])
        await runner.settle()
        let after = started(log, "w")
        #expect(after.count == 2 && after.last?["reason"] == .string("visible"), "\(after)")
        #expect(log.events(named: "widget_visible").contains { $0["widget"] == .string("w") })
    }

    @Test(
        "the allowance grows with the share of the day in view: hidden half the day, a widget may spend about half-way between the floor and the whole"
    )
    func allowanceGrowsWithViewing() async {
        let log = EventLog()
        let runner = await runner([("w", every(15))], log: log)
        #expect(await runner.budgetStatus("w")!.allowance == 70, "placed in view: the whole day's")
        await run(runner, minutes: 12 * 60)
        await runner.setVisible([])
        await run(runner, minutes: 12 * 60)
        let status = await runner.budgetStatus("w")!
        let allowance = status.allowance
        let settings = BudgetSettings()
        #expect(allowance == settings.allowance(seenShare: 0.5), "\(status)")
        #expect(status.left == max(0, allowance - status.spent))
        #expect(allowance > settings.hiddenReloads && allowance < settings.dailyReloads)
    }

    @Test(
        "reloads due within the batch window start together: one screen, one \"as of\"; the log says which were batched and how much earlier"
    )
    func batched() async {
        let log = EventLog()
        let a = every(20), b = every(20)
        let runner = DashboardRunner(clock: clock, log: log)
        await runner.place([DashboardRunner.Placement(context: context("a"), provider: a)])
        await runner.settle()
        clock.advance(by: 40)
        await runner.place([DashboardRunner.Placement(context: context("b"), provider: b)])
        await runner.settle()
        // a is due at 20:00, b at 20:40: when a reloads, b comes with it.
        clock.set(goldenNow.addingTimeInterval(20 * 60))
        await runner.tick()
        await runner.settle()
        #expect(a.callCount == 2 && b.callCount == 2, "a \(a.callCount), b \(b.callCount)")
        let batch = log.events(named: "reload_batched")
        #expect(
            batch.count == 1 && batch[0]["widget"] == .string("b") && batch[0]["with"] == .string("a")
                && batch[0]["earlierSeconds"] == .number(40), "\(batch)")
        // Out of view, nothing is batched: it waits.
        clock.advance(by: 40)
        await runner.setVisible(["a"])
        clock.set(goldenNow.addingTimeInterval(40 * 60 + 10))
        await runner.tick()
        await runner.settle()
        #expect(log.events(named: "reload_batched").count == 1)
    }
}
