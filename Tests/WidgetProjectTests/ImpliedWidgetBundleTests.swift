import Testing
import WidgetProject

@Suite("A folder without @main: the Widget types it declares")
struct ImpliedWidgetBundleTests {
    @Test(
        "widgets are found past attributes (one spanning lines), modifiers and other conformances; not bundles or private types"
    )
    func widgetTypes() {
        let code = """
            @available(iOS 17.0,
                       watchOS 10.0, *)
            struct StepsWidget: Widget {
            @available(iOS 17.0, *) public struct RingWidget: Widget, Sendable {
            final class LegacyWidget: WidgetKit.Widget {
            struct Bundle: WidgetBundle {
            struct Settings: WidgetConfiguration {
            private struct Hidden: Widget {
            struct Generic<T>: Widget {
            struct Constrained: Widget where Self: Sendable {
            @available(
            """
        #expect(ImpliedWidgetBundle.widgetTypes(in: code) == ["StepsWidget", "RingWidget", "LegacyWidget", "Constrained"])
    }

    @Test("comments are blanked, strings kept: a commented-out @main or widget is not one")
    func comments() {
        let code = """
            // @main
            /* struct Old: Widget {
            } */
            let text = "// not a comment"
            struct New: Widget {
            """
        let stripped = ImpliedWidgetBundle.withoutComments(code)
        #expect(!stripped.contains("@main"))
        #expect(stripped.contains("\"// not a comment\""))
        #expect(ImpliedWidgetBundle.widgetTypes(in: stripped) == ["New"])
    }
}
