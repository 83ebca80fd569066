import Testing
import WidgetKit
import WidgetPreviewTesting

@MainActor
@Suite(.serialized) struct InteractiveWidgetTests {
    init() {
        WaterLog.shared.glasses = 0
        WaterLog.shared.performed = 0
        WaterLog.shared.reminders = true
    }

    @Test func aButtonPressPerformsItsIntentOnceAndReloadsItsKindFree() async throws {
        let host = WidgetTestHost(bundle: WaterBundle())
        await host.reload()
        let before = await host.render(.systemSmall)
        #expect(before.controls == ["Add", "Remind"])
        #expect(before.text.contains("0 of 8 glasses"))
        let said = try await host.press("Add", in: .systemSmall)
        #expect(said == "Add a glass")
        #expect(WaterLog.shared.performed == 1)
        // Every widget of the kind shows what the intent changed, at once and free.
        #expect(await host.render(.systemSmall).text.contains("1 of 8 glasses"))
        #expect(await host.render(.systemMedium).text.contains("1 of 8 glasses"))
        let intent = host.reloads.filter { $0.reason == .intent }
        #expect(intent.map(\.kind) == ["WaterWidget", "WaterWidget"])
        #expect(intent.allSatisfy { $0.deferredUntil == nil })
    }

    @Test func anIntentsWidgetCenterReloadGoesThroughTheBudget() async throws {
        let host = WidgetTestHost(bundle: WaterBundle())
        await host.reload()
        #expect(await host.render(.accessoryInline).text.contains("Reminders on"))
        try await host.press("Remind", in: .systemSmall)
        #expect(WaterLog.shared.reminders == false)
        #expect(host.reloadRequests == ["SummaryWidget"])
        let asked = host.reloads.filter { $0.kind == "SummaryWidget" && $0.reason == .widgetCenter }
        #expect(asked.count == 1)
        #expect(await host.render(.accessoryInline).text.contains("Reminders off"))
    }

    @Test func pressingAControlThatIsNotThereNamesTheOnesThatAre() async {
        let host = WidgetTestHost(bundle: WaterBundle())
        await #expect {
            try await host.press("Delete", in: .systemSmall)
        } throws: { error in
            "\(error)".contains("“Add”, “Remind”")
        }
    }
}
