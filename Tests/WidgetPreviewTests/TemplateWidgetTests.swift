import Testing
import WidgetKit
import WidgetPreviewTesting
import WidgetSnapshotTesting

@MainActor
@Suite struct TemplateWidgetTests {
    @Test func fiveHourlyEntriesSwapOnTheManualClockAndAtEndReloadsThroughTheBudget() async throws {
        let host = WidgetTestHost(PlantWidget())
        await host.reload()
        // The provider's `Date()` read the host's clock: the first entry is now.
        let first = await host.render(.systemSmall)
        #expect(first.date == WidgetTestHost.defaultStart)
        #expect(first.text.contains("Hour 1 of 5"))
        #expect(first.text.contains("9:00"))
        for hour in 2...4 {
            await host.advance(by: 3600)
            let shown = await host.render(.systemSmall)
            #expect(shown.text.contains("Hour \(hour) of 5"), "hour \(hour):\n\(shown.text)")
            #expect(!shown.isStale)
        }
        // Only the placements' own initial reloads so far: one per family.
        #expect(host.reloads.map(\.reason) == [.initial, .initial, .initial, .initial])
        let answered = try #require(host.timelines.first { $0.family == .systemSmall })
        #expect(answered.entryDates == (0..<5).map { WidgetTestHost.defaultStart.addingTimeInterval(Double($0) * 3600) })
        #expect(answered.policy == "atEnd")
        // At the last entry's date the timeline is at its end: `.atEnd` asks again, through
        // the budget (allowed: nothing was spent today), and the new timeline starts then.
        await host.advance(by: 3600)
        let policy = host.reloads.filter { $0.reason == .policy }
        #expect(policy.count == 4, "\(host.reloads)")
        #expect(policy.allSatisfy { $0.date == WidgetTestHost.defaultStart.addingTimeInterval(4 * 3600) && $0.deferredUntil == nil })
        let after = await host.render(.systemSmall)
        #expect(after.text.contains("Hour 1 of 5"))
        #expect(after.text.contains("1:00"))
        #expect(host.timelines.filter { $0.family == .systemSmall }.count == 2)
    }

    @Test func everyFamilyMatchesItsGoldenFile() async {
        let host = WidgetTestHost(PlantWidget())
        await host.reload()
        await assertWidgetSnapshots(of: host)
    }

    @Test func aReloadTheBudgetCannotAffordIsDeferredNotDropped() async {
        let host = WidgetTestHost(PlantWidget(), dailyReloads: 70, minimumSpacing: 300)
        await host.reload()
        await host.advance(by: 600)
        await host.reload("PlantWidget")
        await host.reload("PlantWidget")
        let explicit = host.reloads.filter { $0.reason == .widgetCenter && $0.family == .systemSmall }
        #expect(explicit.count == 2)
        #expect(explicit[0].deferredUntil == nil)
        #expect(explicit[1].deferredUntil == WidgetTestHost.defaultStart.addingTimeInterval(900))
        await host.advance(by: 300)
        #expect(
            host.reloads.contains {
                $0.reason == .budgetDeferred && $0.family == .systemSmall && $0.date == WidgetTestHost.defaultStart.addingTimeInterval(900)
            })
    }

    @Test func aFamilyTheWidgetDoesNotSupportSaysSo() async {
        let host = WidgetTestHost(PlantWidget())
        let rendering = await host.render(.systemLarge)
        #expect(rendering.failure?.contains("supports systemLarge") == true)
    }
}
