import Foundation
import Testing
import WidgetTestSupport

let shopControlsExample = repositoryRoot.appendingPathComponent("Examples/ShopControls").path

@Suite("widgetdeck preview: controls")
struct ControlPreviewTests {
    let now = ["--now", "2026-12-07T15:00:00Z"]

    @Test(
        "a bundle's controls draw at Control Center's three sizes, at the value provider's preview value and at its current one; a toggle says its value, a button its title"
    )
    func shopControls() async throws {
        let result = try await preview([shopControlsExample] + now)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.controls + "\n")
        #expect(!result.stderr.contains("not drawn"), "\(result.stderr)")
    }

    @Test("lint reads a control's sheet: what its intent does is noted as not pressable in preview")
    func lintsTheSheet() async throws {
        let linted = try await preview([shopControlsExample, "--lint"] + now)
        #expect(linted.status == 0, "\(linted.stdout)\(linted.stderr)")
        #expect(linted.stderr.contains("0 findings"), "\(linted.stderr)")
        #expect(
            (linted.stdout + linted.stderr).contains(
                "com.example.shop.fulfill-next control current value (8,0) approximated: the button's intent (FulfillNextIntent) is not pressable in preview"
            ))
    }

    /// A toggle whose app says the shop is paused (its preview value says taking orders), and
    /// a button.
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
        """
}
