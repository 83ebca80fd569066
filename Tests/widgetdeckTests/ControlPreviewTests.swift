import Foundation
import Testing
import WidgetTestSupport

let shopControlsExample = repositoryRoot.appendingPathComponent("Examples/ShopControls").path

@Suite("widgetdeck preview: controls")
struct ControlPreviewTests {
    let now = ["--now", "2026-12-07T15:00:00Z"]

    @Test(
        "a bundle's controls draw at Control Center's three sizes, at the value provider's preview value and at its current one; a toggle says its value, a button its title; a currentValue() that throws is shown"
    )
    func shopControls() async throws {
        let result = try await preview([shopControlsExample] + now)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.controls + "\n")
        #expect(!result.stderr.contains("not drawn"), "\(result.stderr)")
    }

    @Test("lint reads a control's sheet: a current value that could not be had is noted")
    func lintsTheSheet() async throws {
        let linted = try await preview([shopControlsExample, "--lint"] + now)
        #expect(linted.status == 0, "\(linted.stdout)\(linted.stderr)")
        #expect(linted.stderr.contains("0 findings"), "\(linted.stderr)")
        #expect(
            (linted.stdout + linted.stderr).contains(
                "com.example.shop.holiday-mode control current value (8,0) approximated: currentValue() threw noShopSignedIn: the preview value shown"
            ))
    }

    @Test("--check keeps a control's sheet as <kind>.control.txt and a Live Activity's as <preview>.live-activity.txt")
    func goldenNames() async throws {
        let home = try newHome("preview-sheet-goldens")
        defer { removeHome(home) }
        let recorded = try await preview([shopControlsExample, "--check", home] + now)
        #expect(recorded.status != 0, "a missing golden is recorded and fails")
        let activity = try await preview([deliveryActivity, "--check", home] + now)
        #expect(activity.status != 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(
            names == [
                "Preview-1-Delivery.live-activity.txt", "com.example.shop.accepting-orders.control.txt",
                "com.example.shop.fulfill-next.control.txt", "com.example.shop.holiday-mode.control.txt",
            ])
        let again = try await preview([shopControlsExample, "--check", home] + now)
        #expect(again.status == 0, "\(again.stderr)")
    }

    /// A toggle whose app says the shop is paused (its preview value says taking orders), a
    /// button, and a toggle titled by text whose value label brings the symbol and whose
    /// current value cannot be had (shown, with the preview value).
    static let controls = """
        AcceptingOrdersControl · control · “Accepting orders” · Pause new orders when the shop is busy. · kind com.example.shop…
        preview value
        Control small · medium · large 43×9
        ╭─────╮ ╭───────────────╮ ╭───────────────╮
        │ 🏪  │ │🏪 Orders      │ │🏪             │
        │     │ │   Taking      │ │               │
        ╰─────╯ ╰───────────────╯ │               │
                                  │               │
                                  │               │
                                  │Orders         │
                                  │Taking         │
                                  ╰───────────────╯

        current value
        Control small · medium · large 43×9
        ╭─────╮ ╭───────────────╮ ╭───────────────╮
        │ 🏪  │ │🏪 Orders      │ │🏪             │
        │     │ │   Paused      │ │               │
        ╰─────╯ ╰───────────────╯ │               │
                                  │               │
                                  │               │
                                  │Orders         │
                                  │Paused         │
                                  ╰───────────────╯

        FulfillNextControl · control · “Fulfill next order” · kind com.example.shop.fulfill-next
        preview value
        Control small · medium · large 43×9
        ╭─────╮ ╭───────────────╮ ╭───────────────╮
        │ 📦  │ │📦 Fulfill next│ │📦             │
        │     │ │               │ │               │
        ╰─────╯ ╰───────────────╯ │               │
                                  │               │
                                  │               │
                                  │Fulfill next   │
                                  │               │
                                  ╰───────────────╯

        current value
        Control small · medium · large 43×9
        ╭─────╮ ╭───────────────╮ ╭───────────────╮
        │ 📦  │ │📦 Fulfill next│ │📦             │
        │     │ │               │ │               │
        ╰─────╯ ╰───────────────╯ │               │
                                  │               │
                                  │               │
                                  │Fulfill next   │
                                  │               │
                                  ╰───────────────╯

        HolidayModeControl · control · kind com.example.shop.holiday-mode
        preview value
        Control small · medium · large 43×9
        ╭─────╮ ╭───────────────╮ ╭───────────────╮
        │ 🏪  │ │🏪 Holiday     │ │🏪             │
        │     │ │   Open        │ │               │
        ╰─────╯ ╰───────────────╯ │               │
                                  │               │
                                  │               │
                                  │Holiday        │
                                  │Open           │
                                  ╰───────────────╯

        current value
        Control small · medium · large 43×9
        ╭─────╮ ╭───────────────╮ ╭───────────────╮
        │ 🏪  │ │🏪 Holiday     │ │🏪             │
        │     │ │   Open        │ │               │
        ╰─────╯ ╰───────────────╯ │               │
                                  │               │
        ⚠ currentValue() threw    │               │
        noShopSignedIn: the       │Holiday        │
        preview value shown       │Open           │
                                  ╰───────────────╯
        """

    @Test(
        "in --live a control is a medium tile: Enter on a toggle runs its intent with the other value, and the control shows the value it reads back"
    )
    func liveToggle() async throws {
        let home = try newHome("preview-live-controls")
        defer { removeHome(home) }
        let t = TmuxSession(home: home)
        try await t.start(
            "preview \(shopControlsExample) --live",
            environment: "TERM=xterm-256color PATH=\(toolchainPath) WIDGETDECK_SKIP_BUILD=1 XDG_CACHE_HOME=\(previewCache)")
        // The app's shared defaults say paused; the first tile, focused, is that toggle.
        let paused = try await t.wait(20) { $0.contains("Paused") && $0.contains("Fulfill next") && $0.contains("Holiday") }
        let first = try t.screen()
        #expect(paused, "\(first)")
        try t.keys("Enter")
        let taking = try await t.wait(10) { $0.contains("Taking") && !$0.contains("Paused") && $0.contains("✓ Accept orders") }
        let pressed = try t.screen()
        #expect(taking, "\(pressed)")
        try t.keys("Enter")
        #expect(try await t.wait(10) { $0.contains("Paused") && !$0.contains("Taking") }, "the second press did not pause it")
        try t.keys("q")
        #expect(try await t.restored(), "the terminal was not given back")
    }
}
