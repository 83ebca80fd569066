import Foundation
import Testing
import WidgetTestSupport

/// `preview` on widgets that declare environment values with iOS 18's `@Entry`
/// (`PreviewFixtures/EnvironmentEntry`), as shared kits declare their palettes.
@Suite("widgetdeck preview: @Entry environment values", .serialized)
struct EnvironmentEntryTests {
    @Test(
        "@Entry values read their default, an optional one nil, an untyped one its default's type, and what .environment sets below it; #bundle is the main bundle"
    )
    func entries() async throws {
        let result = try await preview([previewFixture("EnvironmentEntry"), "--now", "2026-12-01T09:00:00Z"])
        #expect(result.status == 0, "\(result.stderr)")
        let entry = """
            entry 1 · 9:00am
            small 20×10
            ╭──────────────────╮
            │                  │
            │  default accent  │
            │  no badge        │
            │  set accent      │
            │  ★               │
            │  weight 4 main   │
            │                  │
            │                  │
            ╰──────────────────╯
            """
        #expect(result.stdout.contains(entry), "\(result.stdout)")
    }
}
