import Testing
import WidgetDrawing
import WidgetKit
import WidgetPreviewTesting
import WidgetSnapshotTesting

/// Text input from an app's shared views draws as a phone shows it at rest.
@MainActor
@Suite struct TextInputTests {
    @Test func aFieldIsItsTextOrItsPromptASecretIsDotsAndAStyleOfTheAppsOwnIsAskedForItsBody() async {
        let host = WidgetTestHost(TextInputWidget())
        await assertWidgetSnapshots(of: host)
        let medium = await host.render(.systemMedium)
        #expect(medium.notes.isEmpty, "\(medium.notes)")
        #expect(!medium.text.contains("shpat"))
        #expect(!medium.spoken.contains("•") && !medium.spoken.contains("shpat"), "\(medium.spoken)")
    }

    @Test func settingsControlsDrawTheirValuesAndAPickerItsTaggedSelection() async {
        let host = WidgetTestHost(SettingsControlsWidget())
        await assertWidgetSnapshots(of: host)
        let medium = await host.render(.systemMedium)
        #expect(medium.notes.isEmpty, "\(medium.notes)")
    }

    @Test func aLineBreakInATextIsReadAsASpaceAndDrawnAsTwoLines() async {
        let host = WidgetTestHost(CreditLineWidget())
        let small = await host.render(.systemSmall)
        #expect(small.spoken == "Moon over Andromeda. Adam Block et al.", "\(small.spoken)")
        let lines = small.text.split(separator: "\n").map(String.init)
        let row = lines.firstIndex { $0.contains("Adam Block") }
        #expect(row.map { lines[$0 + 1].contains("│    et al ") } == true, "drawn on two lines: \(small.text)")
    }
}
