import Testing
import WidgetKit
import WidgetPreviewTesting

/// What an app's own data brings a widget: a line break inside a text, an entry whose date is
/// computed when read.
@MainActor
@Suite struct AppDataTests {
    @Test func aLineBreakInATextIsReadAsASpaceAndDrawnAsTwoLines() async {
        let host = WidgetTestHost(CreditLineWidget())
        let small = await host.render(.systemSmall)
        #expect(small.spoken == "Moon over Andromeda. Adam Block et al.", "\(small.spoken)")
        let lines = small.text.split(separator: "\n").map(String.init)
        let row = lines.firstIndex { $0.contains("Adam Block") }
        #expect(row.map { lines[$0 + 1].contains("│    et al ") } == true, "drawn on two lines: \(small.text)")
    }

    @Test func anEntryDateComputedFromNowIsTheHostsClockNotTheMachines() async throws {
        let host = WidgetTestHost(ComputedDateWidget())
        await host.reload()
        let answer = try #require(host.timelines.first)
        #expect(answer.entryDates == [WidgetTestHost.defaultStart], "\(answer.entryDates)")
    }
}
