// widgetdeck's `#Preview` macros, as a compiler plugin library. `widgetdeck preview` builds it
// with `swiftc` from the swift-syntax libraries inside the toolchain (usr/lib/swift/host) —
// nothing is fetched — and loads it with `-load-plugin-library`. It is not a SwiftPM target:
// SwiftPM's macro targets need the swift-syntax package, which cannot be fetched here.
//
// Each `#Preview` becomes a record in the `widgetdeck_previews` section: a C function that,
// called when the preview program starts, registers the preview with WidgetKit or SwiftUI
// (`_registerWidgetPreview`, `_registerViewPreview`) — the same arguments, so the compiler
// checks them against those functions' Apple-shaped signatures. The program finds the records
// between the linker's `__start_`/`__stop_widgetdeck_previews` symbols.
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(as: .systemSmall) { W() } timeline: { … }` and its other forms.
public struct WidgetPreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [PreviewRecord.declaration(for: node, in: context, registering: "WidgetKit._registerWidgetPreview")]
    }
}

/// `#Preview("name") { SomeView() }`.
public struct ViewPreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [PreviewRecord.declaration(for: node, in: context, registering: "SwiftUI._registerViewPreview")]
    }
}

enum PreviewRecord {
    /// The record: `@section("widgetdeck_previews") @used private let NAME: @convention(c) () -> Void = { REGISTER(file:line:ARGS) TRAILING }`.
    static func declaration(
        for node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext, registering function: String
    ) -> DeclSyntax {
        let name = context.makeUniqueName("preview")
        let location = context.location(of: node)
        let file = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        var arguments = "file: \(file), line: \(line)"
        let given = node.arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }
        if !given.isEmpty { arguments += ", " + given.joined(separator: ", ") }
        var trailing = ""
        if let closure = node.trailingClosure { trailing += " " + closure.trimmedDescription }
        for extra in node.additionalTrailingClosures { trailing += " " + extra.trimmedDescription }
        return """
            @section("widgetdeck_previews") @used private let \(name): @convention(c) () -> Void = {
                \(raw: function)(\(raw: arguments))\(raw: trailing)
            }
            """
    }
}
