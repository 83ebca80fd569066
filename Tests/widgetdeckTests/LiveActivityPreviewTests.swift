import Foundation
import Testing
import WidgetTestSupport

let deliveryActivity = repositoryRoot.appendingPathComponent("Examples/DeliveryActivity").path

@Suite("widgetdeck preview: Live Activities")
struct LiveActivityPreviewTests {
    let now = ["--now", "2026-12-07T15:00:00Z"]

    @Test(
        "a Live Activity's #Preview(as: .content, using:) draws a sheet per content state: the Lock Screen, the island's compact, minimal and expanded regions, each as tall as its content"
    )
    func deliverySheets() async throws {
        let result = try await preview([deliveryActivity] + now)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.delivery + "\n")
        #expect(!result.stderr.contains("not drawn"), "\(result.stderr)")
    }

    @Test("lint reads a Live Activity's sheet, and describe reads each content state's presentations in order")
    func lintAndDescribe() async throws {
        let lint = try await preview([deliveryActivity, "--lint"] + now)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stderr.contains("0 findings"), "\(lint.stderr)")
        #expect(
            (lint.stdout + lint.stderr).contains(
                "live-activity content state 1 (2,1) approximated: a Live Activity background tint left out"))
        let described = try await preview([deliveryActivity, "--format", "describe"] + now)
        #expect(described.status == 0, "\(described.stderr)")
        // What a screen reader reads of each sheet: the Lock Screen, then the island's regions.
        #expect(
            described.stdout.split(separator: "\n").map(String.init) == [
                "#Preview 1 · Delivery · live-activity · content state 1: bag. Preparing your order. 35 min. Maple & Moss · order #1042 · Ana. bag. 35m. 35. #1042. 35 min. Preparing. Ana is bringing it.",
                "#Preview 1 · Delivery · live-activity · content state 2: box truck. On the way. 12 min. Maple & Moss · order #1042 · Ana. box truck. 12m. 12. #1042. 12 min. On its way. Ana is bringing it.",
                "#Preview 1 · Delivery · live-activity · content state 3: house. Arriving now. 1 min. Maple & Moss · order #1042 · Ana. house. 1m. 1. #1042. 1 min. Arriving. Ana is bringing it.",
            ])
    }

    @Test(
        "an Xcode 14 preview provider's attributes.previewContext(state, viewKind:) draws its activity: one sheet per distinct state, whatever the view kinds, with the island's own margins, a trailing region too wide beside the camera placed below it, and its URL noted; nested and private providers are left alone"
    )
    func previewProviders() async throws {
        let result = try await preview([previewFixture("OldActivityPreviews")] + now)
        #expect(result.status == 0, "\(result.stderr)")
        // The expanded island's margins: two columns at the leading region's and the island's trailing edge; the
        // trailing region, too wide beside the camera and placed `.belowIfTooWide`, a row below it.
        #expect(result.stdout == Self.parking + "\n")
        // The island's URL is said, as it cannot be tapped here.
        let lint = try await preview([previewFixture("OldActivityPreviews"), "--lint"] + now)
        #expect(
            lint.stdout.split(separator: "\n").filter { $0.contains("parking://") }
                == [1, 2].map {
                    "note: #Preview 1 · ParkingActivity_Previews live-activity content state \($0) (0,3) approximated: a tap on the Dynamic Island opens parking://session; not pressable here"
                })
    }

    @Test("a bundle whose only Live Activity no preview gives a state is exit 65, saying what to add")
    func unpreviewed() async throws {
        let result = try await preview([previewFixture("UnpreviewedActivity")] + now)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains(
                "preview: UnpreviewedActivity declares no widget widgetdeck draws yet: only a Live Activity (ActivityConfiguration, TimerActivity.swift) that no preview gives attributes and a state to draw with: add #Preview(\"…\", as: .content, using: attributes) { TheActivity() } contentStates: { … }"
            ), "\(result.stderr)")
    }

    @Test("beside a widget that draws, a Live Activity no preview gives a state is named as not drawn; the widget draws")
    func besideWidget() async throws {
        let result = try await preview([previewFixture("ActivityBesideWidget")] + now)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("NoteWidget"), "\(result.stdout)")
        #expect(result.stdout.contains("Buy oat milk"))
        #expect(
            result.stderr.contains(
                "warning: ActivityBesideWidget: not drawn: a Live Activity (ActivityConfiguration, Bundle.swift) that no preview gives attributes and a state"
            ), "\(result.stderr)")
    }

    @Test("in --live a Live Activity is a tile of its sheet's size that steps through its preview's content states, ten seconds apart")
    func liveSheet() async throws {
        let home = try newHome("preview-live-activity")
        defer { removeHome(home) }
        let t = TmuxSession(home: home)
        try await t.start(
            "preview \(deliveryActivity) --live",
            environment: "TERM=xterm-256color PATH=\(toolchainPath) WIDGETDECK_SKIP_BUILD=1 XDG_CACHE_HOME=\(previewCache)")
        let first = try await t.wait(20) { $0.contains("Preparing your order") && $0.contains("expanded") && $0.contains("minimal") }
        let screen = try t.screen()
        #expect(first, "\(screen)")
        // The second state's date is ten seconds after the first's.
        let second = try await t.wait(30) { $0.contains("On the way") && !$0.contains("Preparing your order") }
        let later = try t.screen()
        #expect(second, "\(later)")
        try t.keys("q")
        #expect(try await t.restored(), "the terminal was not given back")
    }

    /// Two states of a parking session, the first shown in four views of one sheet.
    static let parking = """
        #Preview 1 · ParkingActivity_Previews · Live Activity ParkingActivity of ParkingAttributes
        content state 1
        Live Activity 44×10
        ╭ Lock Screen ─────────────────────────────╮
        │ 🅿️ Zone B                    45 min left │
        ╰──────────────────────────────────────────╯
        ╭ compact ──────────────────╮ ╭────╮
        │ 🅿️                    45m │ │ 45 │ minimal
        ╰───────────────────────────╯ ╰────╯
        ╭ expanded ────────────────────────────────╮
        │   KL 42 ZT                               │
        │               45 min left on the meter   │
        ╰──────────────────────────────────────────╯

        content state 2
        Live Activity 44×10
        ╭ Lock Screen ─────────────────────────────╮
        │ 🅿️ Zone B                     5 min left │
        ╰──────────────────────────────────────────╯
        ╭ compact ──────────────────╮ ╭────╮
        │ 🅿️                     5m │ │ 5  │ minimal
        ╰───────────────────────────╯ ╰────╯
        ╭ expanded ────────────────────────────────╮
        │   KL 42 ZT                               │
        │                5 min left on the meter   │
        ╰──────────────────────────────────────────╯
        """

    /// Three states of one delivery, as a person reads them.
    static let delivery = """
        #Preview 1 · Delivery · Live Activity DeliveryLiveActivity of DeliveryAttributes
        content state 1
        Live Activity 44×14
        ╭ Lock Screen ─────────────────────────────╮
        │ 👜 Preparing your order           35 min │
        │ ████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ │
        │ Maple & Moss · order #1042 · Ana         │
        ╰──────────────────────────────────────────╯
        ╭ compact ──────────────────╮ ╭────╮
        │ 👜                    35m │ │ 35 │ minimal
        ╰───────────────────────────╯ ╰────╯
        ╭ expanded ────────────────────────────────╮
        │ 👜 #1042                          35 min │
        │                Preparing                 │
        │ ████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ │
        │ Ana is bringing it                       │
        ╰──────────────────────────────────────────╯

        content state 2
        Live Activity 44×14
        ╭ Lock Screen ─────────────────────────────╮
        │ 🚚 On the way                     12 min │
        │ ████████████████████████░░░░░░░░░░░░░░░░ │
        │ Maple & Moss · order #1042 · Ana         │
        ╰──────────────────────────────────────────╯
        ╭ compact ──────────────────╮ ╭────╮
        │ 🚚                    12m │ │ 12 │ minimal
        ╰───────────────────────────╯ ╰────╯
        ╭ expanded ────────────────────────────────╮
        │ 🚚 #1042                          12 min │
        │                On its way                │
        │ ████████████████████████░░░░░░░░░░░░░░░░ │
        │ Ana is bringing it                       │
        ╰──────────────────────────────────────────╯

        content state 3
        Live Activity 44×14
        ╭ Lock Screen ─────────────────────────────╮
        │ ⌂ Arriving now                     1 min │
        │ ██████████████████████████████████████░░ │
        │ Maple & Moss · order #1042 · Ana         │
        ╰──────────────────────────────────────────╯
        ╭ compact ──────────────────╮ ╭────╮
        │ ⌂                      1m │ │ 1  │ minimal
        ╰───────────────────────────╯ ╰────╯
        ╭ expanded ────────────────────────────────╮
        │ ⌂ #1042                            1 min │
        │                 Arriving                 │
        │ ██████████████████████████████████████░░ │
        │ Ana is bringing it                       │
        ╰──────────────────────────────────────────╯
        """
}
