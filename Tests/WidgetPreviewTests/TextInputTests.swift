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
}
