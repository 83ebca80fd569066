import BenchmarkKit
import WidgetCore
import WidgetFormats

extension Benchmark {
    /// The timeline runner's rows: a very large dashboard placed, then run through a day.
    static var timeline: [Benchmark] {
        let start = ISO8601.parse("2026-11-30T00:00:00Z")!
        let entries = (0..<100).map { i in
            TimelineEntry(
                date: start.addingTimeInterval(Double(i) * 864),
                state: WidgetState(shop: SampleShop.shop, range: .today, slots: [], asOf: start))
        }
        let provider = ScriptedProvider(timeline: Timeline(entries: entries, policy: .never))
        let placements = (0..<10_000).map { i in
            DashboardRunner.Placement(
                context: TimelineContext(
                    instanceID: "w\(i)", kind: "metrics", family: .small,
                    configuration: WidgetConfiguration(metrics: ["orders"])),
                provider: provider)
        }
        let box = SendableBox()
        return [
            Benchmark(name: "timeline: place 10,000 widgets × 100 entries", target: "—") {
                {
                    box.runBlocking {
                        let runner = DashboardRunner(clock: ManualClock(start))
                        await runner.place(placements, budget: BudgetSettings(debug: true))
                        await runner.settle()
                    }
                }
            },
            Benchmark(name: "timeline: 10,000 widgets × 100 entries, advance a day", target: "< 100 ms") {
                // Placing is set-up here (its own row above); the clock then steps through the
                // day as the driver would: wake, tick, repeat.
                let clock = ManualClock(start)
                let runner = DashboardRunner(clock: clock)
                box.runBlocking {
                    await runner.place(placements, budget: BudgetSettings(debug: true))
                    await runner.settle()
                }
                let began = BenchmarkRunner().now()
                box.runBlocking {
                    let end = start.addingTimeInterval(86_400)
                    while let wake = await runner.nextWake, wake <= end {
                        clock.set(wake)
                        await runner.tick()
                    }
                }
                return BenchmarkRunner().now() - began
            },
        ]
    }
}
