import Testing
import WidgetDrawing
import WidgetKit
import WidgetPreviewTesting
import WidgetSnapshotTesting

/// Preferences flow from views to the ancestors that read them.
@MainActor
@Suite struct PreferenceTests {
    @Test func siblingsAreReducedAnOuterValueStandsForAnInnerOneAndAnAncestorIsTold() async {
        let recorder = PreferencesWidget.recorder
        let host = WidgetTestHost(PreferencesWidget())
        let small = await host.render(.systemSmall)
        #expect(small.failure == nil)
        // 2 + 3 + 4 (not 1), times ten — told once for each time the view was built.
        #expect(!recorder.totals.isEmpty)
        #expect(Set(recorder.totals) == [90])
    }
}

/// Views an app shares with its widget draw as a phone shows them in one.
@MainActor
@Suite struct AppSharedViewsTests {
    @Test func aLinkIsItsLabelAHiddenLabelIsGoneAScrollTransitionRestsAndAnEmptyStateIsCentred() async {
        let host = WidgetTestHost(AppSharedViewsWidget())
        await assertWidgetSnapshots(of: host)
        let medium = await host.render(.systemMedium)
        // At rest in view, the transition's opacity and scale change nothing: no note.
        #expect(medium.notes.isEmpty, "\(medium.notes)")
        #expect(!medium.text.contains("Water"))
    }
}
