import Testing
import WidgetKit
import WidgetPreviewTesting
import WidgetSnapshotTesting

/// Swift Charts in the families real widgets draw them in: bars in eighth blocks, lines and
/// areas in braille, a rule across, a pie as a disc of shares.
@MainActor
@Suite struct ChartTests {
    @Test func aBarChartWithAGoalRule() async {
        let host = WidgetTestHost(BarChartWidget())
        await assertWidgetSnapshots(of: host)
        #expect(await host.render(.systemMedium).notes.isEmpty)
    }

    @Test func aLineChartWithItsPoints() async {
        await assertWidgetSnapshots(of: WidgetTestHost(LineChartWidget()))
    }

    @Test func anAreaChart() async {
        await assertWidgetSnapshots(of: WidgetTestHost(AreaChartWidget()))
    }

    @Test func aPieIsADiscOfSharesWithALegend() async {
        let host = WidgetTestHost(PieChartWidget())
        await assertWidgetSnapshots(of: host)
        let medium = await host.render(.systemMedium)
        for line in ["█ Online 55%", "▓ Shop 30%", "▒ Market 15%"] { #expect(medium.text.contains(line), "\(line):\n\(medium.text)") }
        #expect(medium.notes.isEmpty, "\(medium.notes)")
    }
}
