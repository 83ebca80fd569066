@testable import WidgetFormats
import Foundation
import Synchronization
import Testing
@testable import WidgetCore
import WidgetTestSupport

/// A provider whose timelines a test scripts, counting its calls; optionally held at a gate
/// (a provider slower than any deadline) until the test opens it.
final class TestProvider: TimelineProvider {
    let make: @Sendable (Int, Date) -> Timeline<WidgetState>
    let clock: any TimelineClock
    private let calls = Mutex(0)
    private let gate = Mutex<(closed: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    init(clock: any TimelineClock, make: @escaping @Sendable (Int, Date) -> Timeline<WidgetState>) {
        self.clock = clock
        self.make = make
    }

    var callCount: Int { calls.withLock { $0 } }

    func closeGate() { gate.withLock { $0.closed = true } }

    func openGate() {
        let waiters = gate.withLock { g -> [CheckedContinuation<Void, Never>] in
            g.closed = false
            defer { g.waiters = [] }
            return g.waiters
        }
        waiters.forEach { $0.resume() }
    }

    func placeholder(in context: TimelineContext) -> TimelineEntry<WidgetState> {
        TimelineEntry(date: .distantPast, state: state(value: nil, at: clock.now, presentation: .placeholder))
    }

    func snapshot(in context: TimelineContext) async -> TimelineEntry<WidgetState> {
        TimelineEntry(date: clock.now, state: state(value: 0, at: clock.now))
    }

    func timeline(in context: TimelineContext) async -> Timeline<WidgetState> {
        let n = calls.withLock {
            $0 += 1
            return $0
        }
        let started = clock.now
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            let wait = gate.withLock { g -> Bool in
                if g.closed {
                    g.waiters.append(c)
                    return true
                }
                return false
            }
            if !wait { c.resume() }
        }
        return make(n, started)
    }
}

/// A small widget showing orders, placed as `id` of `kind`.
func context(_ id: String, _ kind: String = "metrics") -> TimelineContext {
    TimelineContext(instanceID: id, kind: kind, family: .small, configuration: WidgetConfiguration(metrics: ["orders"]))
}

/// A state showing `value` orders.
func state(value: Double?, at date: Date, presentation: WidgetState.Presentation = .live) -> WidgetState {
    WidgetState(
        shop: SampleShop.shop, range: .today, slots: [MetricReading(metric: Metric.named("orders")!, value: value)], asOf: date,
        presentation: presentation)
}

/// A timeline of `values` one `spacing` apart from `start`.
func entries(_ values: [Double], from start: Date, spacing: TimeInterval, policy: ReloadPolicy) -> Timeline<WidgetState> {
    Timeline(
        entries: values.enumerated().map { i, v in
            TimelineEntry(
                date: start.addingTimeInterval(Double(i) * spacing),
                state: state(value: v, at: start.addingTimeInterval(Double(i) * spacing)))
        }, policy: policy)
}

@Suite("Timeline runner (manual clock, no sleeping)")
struct TimelineTests {
    let clock = ManualClock(goldenNow)

    func runner(
        _ provider: TestProvider, id: String = "w", kind: String = "metrics", budget: BudgetSettings = BudgetSettings(),
        log: EventLog? = nil, deadline: TimeInterval = 10
    ) async -> DashboardRunner {
        let runner = DashboardRunner(clock: clock, deadline: deadline, log: log)
        await runner.place(
            [
                DashboardRunner.Placement(
                    context: TimelineContext(
                        instanceID: id, kind: kind, family: .small, configuration: WidgetConfiguration(metrics: ["orders"])),
                    provider: provider)
            ], budget: budget)
        await runner.settle()
        await runner.tick()
        return runner
    }

    func shown(_ runner: DashboardRunner, _ id: String = "w") async -> Double? {
        await runner.entry(for: id)?.state.readings.first?.value
    }

    @Test("shows the latest entry whose date has come and wakes exactly at the next")
    func entriesInOrder() async {
        let provider = TestProvider(clock: clock) { _, start in entries([1, 2, 3], from: start, spacing: 600, policy: .never) }
        let runner = await runner(provider)
        #expect(await shown(runner) == 1)
        #expect(await runner.nextWake == goldenNow.addingTimeInterval(600))
        clock.advance(by: 599)
        #expect(await runner.nextWake! > clock.now, "nothing is due before the next entry")
        clock.advance(by: 1)
        #expect(await runner.tick() == ["w"])
        #expect(await shown(runner) == 2)
        clock.advance(by: 600)
        await runner.tick()
        #expect(await shown(runner) == 3)
        #expect(await runner.nextWake == nil, "never, and no more entries: nothing will ever be due")
    }

    @Test("entries out of order are sorted; entries all in the past show the latest")
    func outOfOrderAndPast() async {
        let provider = TestProvider(clock: clock) { _, start in
            Timeline(
                entries: [
                    TimelineEntry(date: start.addingTimeInterval(-60), state: state(value: 2, at: start)),
                    TimelineEntry(date: start.addingTimeInterval(-600), state: state(value: 1, at: start)),
                    TimelineEntry(date: start.addingTimeInterval(-30), state: state(value: 3, at: start)),
                ], policy: .never)
        }
        let runner = await runner(provider)
        #expect(await shown(runner) == 3)
    }

    @Test("atEnd asks for a new timeline after the last entry")
    func atEnd() async {
        let provider = TestProvider(clock: clock) { n, start in
            entries([Double(n * 10), Double(n * 10 + 1)], from: start, spacing: 600, policy: .atEnd)
        }
        let runner = await runner(provider, budget: BudgetSettings(minimumSpacing: 0))
        clock.advance(by: 600)
        await runner.tick()
        await runner.settle()
        #expect(provider.callCount == 2)
        #expect(await shown(runner) == 20)
    }

    @Test("after(date) asks at that date; never waits for an explicit reload")
    func afterAndNever() async {
        let after = TestProvider(clock: clock) { n, start in
            entries([Double(n)], from: start, spacing: 0, policy: .after(start.addingTimeInterval(900)))
        }
        let r1 = await runner(after)
        #expect(await r1.nextWake == goldenNow.addingTimeInterval(900))
        clock.advance(by: 900)
        await r1.tick()
        await r1.settle()
        #expect(after.callCount == 2)

        let never = TestProvider(clock: clock) { n, start in entries([Double(n)], from: start, spacing: 0, policy: .never) }
        let r2 = await runner(never)
        clock.advance(by: 86_400 * 3)
        await r2.tick()
        await r2.settle()
        #expect(never.callCount == 1, "never: no reload without being asked")
        await WidgetCenter(runner: r2).reloadAllTimelines()
        await r2.settle()
        #expect(never.callCount == 2)
        #expect(await shown(r2) == 2)
    }

    // Offsets whose date, written as seconds since 1970, rounds below the date itself (found
    // by search): the schedule's and the due check's arithmetic once disagreed on them.
    @Test(
        "a policy date with a fraction of a second is due when the clock reaches the wake the runner asked for — no wake loop",
        arguments: [937.5432182464832, 928.2158104513469, 950.1876870764634, 900.5])
    func fractionalWake(offset: Double) async {
        let provider = TestProvider(clock: clock) { n, start in
            entries([Double(n)], from: start, spacing: 0, policy: .after(start.addingTimeInterval(offset)))
        }
        let runner = await runner(provider)
        let end = goldenNow.addingTimeInterval(3600)
        var wakes = 0
        while let wake = await runner.nextWake, wake <= end, wakes < 1_000 {
            clock.set(max(wake, clock.now))
            await runner.tick()
            await runner.settle()
            wakes += 1
        }
        #expect(wakes < 20, "\(wakes) wakes in an hour of 15-minute reloads")
        #expect(provider.callCount == 4 || provider.callCount == 5, "\(provider.callCount) timelines")
    }

    @Test("the budget defers a reload it cannot afford — never drops it, never runs it twice — and the window rolls")
    func budget() async {
        let log = EventLog()
        let provider = TestProvider(clock: clock) { n, start in entries([Double(n)], from: start, spacing: 0, policy: .never) }
        let runner = await runner(provider, budget: BudgetSettings(dailyReloads: 2, minimumSpacing: 300), log: log)
        #expect(await runner.budgetStatus("w")?.spent == 0, "the first timeline is free")
        await runner.reloadAllTimelines()
        await runner.settle()
        #expect(provider.callCount == 2)
        // Too soon: deferred to the minimum spacing, and asking again does not queue another.
        clock.advance(by: 60)
        await runner.reloadAllTimelines()
        await runner.reloadAllTimelines()
        await runner.settle()
        #expect(provider.callCount == 2)
        #expect(await runner.budgetStatus("w")?.nextReload == goldenNow.addingTimeInterval(300))
        #expect(await runner.nextWake == goldenNow.addingTimeInterval(300))
        clock.advance(by: 240)
        await runner.tick()
        await runner.settle()
        #expect(provider.callCount == 3)
        #expect(await runner.budgetStatus("w")?.left == 0)
        // Exhausted: the next reload waits until the oldest of the window turns a day old.
        clock.advance(by: 600)
        await runner.reloadAllTimelines()
        await runner.settle()
        #expect(provider.callCount == 3)
        let status = await runner.budgetStatus("w")!
        #expect(status.nextAllowed == goldenNow.addingTimeInterval(86_400))
        clock.set(goldenNow.addingTimeInterval(86_400))
        await runner.tick()
        await runner.settle()
        #expect(provider.callCount == 4)
        #expect(log.events(named: "reload_deferred").count >= 2)
        #expect(log.events(named: "provider_started").last?["reason"] == .string("budget-deferred"))
    }

    @Test("debug mode has no limits")
    func debugBudget() async {
        let provider = TestProvider(clock: clock) { n, start in entries([Double(n)], from: start, spacing: 0, policy: .never) }
        let runner = await runner(provider, budget: BudgetSettings(dailyReloads: 1, minimumSpacing: 3600, debug: true))
        for _ in 0..<5 {
            await runner.reloadAllTimelines()
            await runner.settle()
        }
        #expect(provider.callCount == 6)
    }

    @Test("an intent's reload and the first timeline spend no budget")
    func freeReloads() async {
        let provider = TestProvider(clock: clock) { n, start in entries([Double(n)], from: start, spacing: 0, policy: .never) }
        let runner = await runner(provider, budget: BudgetSettings(dailyReloads: 1, minimumSpacing: 3600))
        await runner.reloadAfterIntent("w")
        await runner.settle()
        await runner.reloadAfterIntent("w")
        await runner.settle()
        #expect(provider.callCount == 3)
        #expect(await runner.budgetStatus("w")?.spent == 0)
    }

    @Test("a provider slower than its deadline: the cached entry shows, stale; the late answer is used when it arrives")
    func slowProvider() async {
        let provider = TestProvider(clock: clock) { n, start in entries([Double(n)], from: start, spacing: 0, policy: .never) }
        let runner = await runner(provider, budget: BudgetSettings(debug: true), deadline: 10)
        #expect(await runner.entry(for: "w")?.state.isStale == false)
        provider.closeGate()
        await runner.reloadAllTimelines()
        #expect(await runner.nextWake == goldenNow.addingTimeInterval(10))
        clock.advance(by: 10)
        #expect(await runner.tick() == ["w"])
        let late = await runner.entry(for: "w")!
        #expect(late.state.isStale && late.state.readings.first?.value == 1)
        provider.openGate()
        await runner.settle()
        let fresh = await runner.entry(for: "w")!
        #expect(!fresh.state.isStale && fresh.state.readings.first?.value == 2)
    }

    @Test("after a long gap: straight to the right entry, and one reload, not one per missed date")
    func longGap() async {
        let provider = TestProvider(clock: clock) { n, start in
            entries((0..<96).map { Double(n * 1000 + $0) }, from: start, spacing: 900, policy: .atEnd)
        }
        let runner = await runner(provider, budget: BudgetSettings(minimumSpacing: 0))
        clock.advance(by: 3 * 86_400)
        await runner.tick()
        await runner.settle()
        #expect(provider.callCount == 2)
        #expect(await shown(runner) == 2000)
        #expect(await runner.ticks == 2)
    }

    @Test("a clock jumping backwards does not freeze the runner")
    func backwards() async {
        let provider = TestProvider(clock: clock) { _, start in entries([1, 2, 3], from: start, spacing: 600, policy: .never) }
        let runner = await runner(provider)
        clock.advance(by: 1200)
        await runner.tick()
        #expect(await shown(runner) == 3)
        clock.advance(by: -1000)
        await runner.tick()
        #expect(await shown(runner) == 1)
        #expect(await runner.nextWake == goldenNow.addingTimeInterval(600))
        clock.advance(by: 400)
        await runner.tick()
        #expect(await shown(runner) == 2)
    }

    @Test("an entry past its freshness limit is marked stale when entries run out")
    func staleWhenEntriesRunOut() async {
        let provider = TestProvider(clock: clock) { _, start in
            Timeline(
                entries: [TimelineEntry(date: start, state: state(value: 1, at: start), staleAt: start.addingTimeInterval(900))],
                policy: .never)
        }
        let runner = await runner(provider)
        #expect(await runner.nextWake == goldenNow.addingTimeInterval(900))
        clock.advance(by: 900)
        #expect(await runner.tick() == ["w"])
        #expect(await runner.entry(for: "w")?.state.isStale == true)
    }

    @Test("reloadTimelines(ofKind:) reloads both widgets of that kind together and leaves another kind alone")
    func targetedReload() async {
        let a = TestProvider(clock: clock) { n, start in entries([Double(n)], from: start, spacing: 0, policy: .never) }
        let b = TestProvider(clock: clock) { n, start in entries([Double(n)], from: start, spacing: 0, policy: .never) }
        let runner = DashboardRunner(clock: clock)
        await runner.place([
            .init(context: context("a1", "sales"), provider: a), .init(context: context("a2", "sales"), provider: a),
            .init(context: context("b1", "orders"), provider: b),
        ])
        await runner.settle()
        let center = WidgetCenter(runner: runner)
        await center.reloadTimelines(ofKind: "sales")
        await runner.settle()
        #expect(a.callCount == 4)
        #expect(b.callCount == 1)
        #expect(await center.currentConfigurations().map(\.instanceID) == ["a1", "a2", "b1"])
    }

    @Test("after an intent on one widget, every widget of its kind reloads at once, free; other kinds' providers do not run")
    func intentReloadsItsKind() async {
        let a = TestProvider(clock: clock) { n, start in entries([Double(n)], from: start, spacing: 0, policy: .never) }
        let b = TestProvider(clock: clock) { n, start in entries([Double(n)], from: start, spacing: 0, policy: .never) }
        let runner = DashboardRunner(clock: clock)
        await runner.place(
            [
                .init(context: context("f1", "orders-to-fulfill"), provider: a),
                .init(context: context("f2", "orders-to-fulfill"), provider: a),
                .init(context: context("m1", "metrics"), provider: b),
            ], budget: BudgetSettings(dailyReloads: 2, minimumSpacing: 3600))
        await runner.settle()
        // Spend one reload of the budget, so "unchanged" means something.
        await runner.reloadTimelines(ofKind: "orders-to-fulfill")
        await runner.settle()
        let spent = await runner.budgetStatus("f1")?.spent
        #expect(spent == 1)
        let (aBefore, bBefore) = (a.callCount, b.callCount)
        await runner.reloadAfterIntent(ofKind: "orders-to-fulfill")
        await runner.settle()
        #expect(a.callCount == aBefore + 2, "both widgets of the tapped kind reloaded, at once (the spacing would defer a paid one)")
        #expect(b.callCount == bBefore, "no other kind's provider ran")
        #expect(await runner.budgetStatus("f1")?.spent == spent)
        #expect(await runner.budgetStatus("f2")?.spent == spent)
        let shownNow = await shown(runner, "f1")
        #expect(shownNow != nil && shownNow! > 3, "the widget shows the intent's reload")
    }

    @Test("a removed widget stops: no reloads, no wake-ups, not placed; placed again, it starts afresh")
    func removeWidget() async {
        let a = TestProvider(clock: clock) { n, start in entries([Double(n)], from: start, spacing: 0, policy: .never) }
        let b = TestProvider(clock: clock) { n, start in entries([1, 2, 3], from: start, spacing: 60, policy: .atEnd) }
        let runner = DashboardRunner(clock: clock)
        await runner.place([.init(context: context("a"), provider: a), .init(context: context("b"), provider: b)])
        await runner.settle()
        #expect(await runner.nextWake == goldenNow.addingTimeInterval(60))
        await runner.remove(["b"])
        #expect(await runner.currentConfigurations().map(\.instanceID) == ["a"])
        #expect(await runner.nextWake == nil, "b's entries no longer wake anything")
        #expect(await runner.entry(for: "b") == nil)
        await runner.reloadAllTimelines()
        await runner.settle()
        #expect(b.callCount == 1 && a.callCount == 2)
        clock.advance(by: 3600)
        await runner.tick()
        #expect(b.callCount == 1, "its policy reload never comes")
        await runner.place([.init(context: context("b"), provider: b)])
        await runner.settle()
        #expect(b.callCount == 2)
        #expect(await runner.currentConfigurations().map(\.instanceID) == ["a", "b"])
    }

    @Test("reconfigure changes what the next timeline is asked for, and what is placed")
    func reconfigure() async {
        let provider = TestProvider(clock: clock) { n, start in entries([Double(n)], from: start, spacing: 0, policy: .never) }
        let runner = await runner(provider)
        await runner.reconfigure("w", configuration: WidgetConfiguration(metrics: ["orders"], range: .last30Days))
        #expect(await runner.currentConfigurations().first?.configuration.range == .last30Days)
        #expect(await runner.placement(for: "w")?.context.configuration.range == .last30Days)
    }

    @Test("the event log records starts, finishes with durations, reasons and entry dates; never secrets")
    func eventLog() async throws {
        let log = EventLog()
        let provider = TestProvider(clock: clock) { _, start in entries([1, 2], from: start, spacing: 60, policy: .never) }
        _ = await runner(provider, log: log)
        let started = try #require(log.events(named: "provider_started").first)
        #expect(started["reason"] == .string("initial"))
        #expect(started["widget"] == .string("w"))
        let finished = try #require(log.events(named: "provider_finished").first)
        #expect(finished["durationMs"] == .number(0))
        #expect(finished["entries"] == .array([.string("2026-11-30T20:30:00Z"), .string("2026-11-30T20:31:00Z")]))
    }
}

@Suite("Timeline files")
struct TimelineFileTests {
    func example() throws -> Timeline<WidgetState> {
        try TimelineFile.parse(
            Array(Data(contentsOf: repositoryRoot.appendingPathComponent("docs/examples/timeline.json"))), file: "timeline.json")
    }

    @Test("the shipped example has three entries whose values differ")
    func exampleFile() throws {
        let timeline = try example()
        #expect(timeline.entries.count >= 3)
        #expect(Set(timeline.entries.map { $0.state.readings.first?.value }).count == timeline.entries.count)
        #expect(timeline.policy == .atEnd)
    }

    @Test("the entry in force before, between, at and after the entries")
    func entryInForce() throws {
        let timeline = try example()
        func value(_ time: String) -> Double? { TimelineFile.entry(of: timeline, at: ISO8601.parse(time)!)?.state.readings.first?.value }
        #expect(value("2026-11-30T08:59:59-05:00") == nil)
        #expect(value("2026-11-30T09:00:00-05:00") == 812.40)
        #expect(value("2026-11-30T11:59:59-05:00") == 812.40)
        #expect(value("2026-11-30T12:00:00-05:00") == 2310.75)
        #expect(value("2026-12-01T12:00:00-05:00") == 4549.36)
        #expect(TimelineFile.entry(of: timeline, at: ISO8601.parse("2026-11-30T10:00:00-05:00")!)?.state.isStale == true)
    }

    @Test("a malformed file is rejected naming the entry and field")
    func malformed() {
        let json =
            #"{"schemaVersion": 1, "entries": [{"date": "2026-11-30T09:00:00Z", "metrics": {"orders": {"value": 1}}}, {"date": "soon", "metrics": {"orders": {"value": "many"}}}], "policy": "sometimes"}"#
        do {
            _ = try TimelineFile.parse(Array(json.utf8), file: "t.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("t.json: entries[1].date: expected an ISO 8601 time"))
            #expect(
                error.description.contains(
                    "t.json: entries[1].metrics.orders.value: expected a number (money may be a decimal string such as \"12.50\"), found \"many\""
                ))
            #expect(error.description.contains("t.json: policy: \"sometimes\" is not a policy"))
        }
    }
}
