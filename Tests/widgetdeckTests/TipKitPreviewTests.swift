import Foundation
import Testing
import WidgetTestSupport

@Suite("widgetdeck preview: TipKit")
struct TipKitPreviewTests {
    @Test(
        "a widget's TipView shows its tip once the timeline has configured TipKit and met both #Rules (an event donated twice, an @Parameter set); the snapshot before shows none"
    )
    func tipShowsWhenItsRulesHold() async throws {
        let result = try await preview([previewFixture("TipsInWidget"), "--now", "2026-12-07T15:00:00Z"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.streak + "\n")
    }

    static let streak = """
        StreakWidget
        placeholder
        medium 43×10
        ╭─────────────────────────────────────────╮
        │                                         │
        │                                         │
        │                                         │
        │                 ▆ ▆▆▆▆                  │
        │                                         │
        │                                         │
        │                                         │
        │                                         │
        ╰─────────────────────────────────────────╯

        snapshot
        medium 43×10
        ╭─────────────────────────────────────────╮
        │                                         │
        │                                         │
        │                                         │
        │                 3 days                  │
        │                                         │
        │                                         │
        │                                         │
        │                                         │
        ╰─────────────────────────────────────────╯

        entry 1 · 3:00pm
        medium 43×10
        ╭─────────────────────────────────────────╮
        │                                         │
        │      4 days                             │
        │      ╭──────────────────────────╮       │
        │      │ 🔥 Keep your streak      │       │
        │      │    Open the app each day │       │
        │      ╰──────────────────────────╯       │
        │                                         │
        │                                         │
        ╰─────────────────────────────────────────╯
        """
}
