import WidgetCore
import WidgetDrawing
import WidgetFormats
import WidgetProject
import WidgetSystem

// `preview`'s own options (it also takes --now, --mode, --size, --theme, --colors, --width and
// --families from SharedOptions.swift), each declared once.

/// `--stand-in NAME=DIR` and `--module NAME=DIR`: a module compiled from a folder's files.
struct ModuleFolder: Equatable {
    var name: String
    var folder: String
}

extension OptionSpec where Value == ModuleFolder {
    private static func moduleFolder(_ name: String, _ text: String) -> Self {
        OptionSpec(name, "NAME=DIR", text, repeatable: true) { value, _ throws(UsageError) in
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, isModuleName(parts[0]) else {
                throw UsageError(
                    message: "preview: --\(name) needs NAME=DIR (a module name and the folder of its .swift files), not \"\(value)\"")
            }
            return ModuleFolder(name: parts[0], folder: parts[1])
        }
    }
    static var standIn: Self {
        moduleFolder(
            "stand-in", "compile DIR's .swift files as module NAME, in place of a package that cannot be fetched or built here (repeatable)"
        )
    }
    static var module: Self { moduleFolder("module", "a module the files import, from DIR's .swift files (repeatable)") }
}

extension OptionSpec where Value == [String] {
    /// A comma-separated list of names, as given.
    private static func names(_ name: String, _ text: String, repeatable: Bool = false) -> Self {
        OptionSpec(name, repeatable ? "PATTERN" : "LIST", text, repeatable: repeatable) { list, _ in
            list.split(separator: ",").map(String.init)
        }
    }
    static var exclude: Self {
        names("exclude", "leave out files by name, path or glob, e.g. the app's (repeatable; comma-separated)", repeatable: true)
    }
    static var target: Self {
        names("target", "a project's widget extension targets to build (comma-separated); default: every one (--list names them)")
    }
    static var widget: Self { names("widget", "only these widgets: ids, kinds or type names (comma-separated)") }
}

extension OptionSpec where Value == [WidgetFamily] {
    /// `preview --families`: offered without `all` (a widget draws its own families by default).
    static var previewFamilies: Self {
        var spec = OptionSpec.list(
            "families", "only these families (comma-separated); default: each widget's own", allowed: WidgetFamily.allCases.map(\.rawValue)
        ) { WidgetFamily(name: $0) }
        spec.help.choices = WidgetFamily.allCases.map(\.rawValue)
        return spec
    }
}

extension OptionSpec where Value == String {
    static var swiftVersion: Self {
        .choice("swift-version", "N", "the files' Swift language mode: 5 (default, as Xcode's template) or 6", allowed: ["5", "6"]) { $0 }
    }
    static var define: Self {
        OptionSpec("define", "NAME", "a compilation condition, as -D NAME (repeatable)", repeatable: true, short: "D") { name, _ in name }
    }
    static var moduleName: Self {
        OptionSpec(
            "module-name", "NAME", "compile the files as module NAME: the package module a bundle imports (default: the folder's name)"
        ) { module, _ throws(UsageError) in
            guard isModuleName(module) else {
                throw UsageError(
                    message: "--module-name: \"\(module)\" is not a Swift module name (letters, digits and _, not starting with a digit)")
            }
            return module
        }
    }
    static var locale: Self {
        OptionSpec("locale", "LANG", "the language of String Catalogs and .strings (default: the project's development region)")
    }
    static var check: Self {
        OptionSpec("check", "DIR", "compare each widget × family with DIR/<widget>.<family>.txt (CI); record missing ones")
    }
    static var junit: Self {
        OptionSpec("junit", "FILE", "with --check: also write the results as JUnit XML (a test case per widget × family)")
    }
}

extension OptionSpec where Value == TargetPlatform {
    static var platform: Self {
        .choice(
            "platform", "NAME",
            "build as for ios, watchos, macos, visionos or tvos: #if os(…) and canImport answer so (default: the target's SDKROOT; ios)",
            allowed: TargetPlatform.allCases.map(\.rawValue)
        ) { TargetPlatform(rawValue: $0) }
    }
}

extension OptionSpec where Value == DrawnFormat {
    /// `--format` as `render`'s, said for a preview.
    static var previewFormat: Self {
        var spec = OptionSpec.format
        spec.help.text = "text (default), ansi, svg, describe (what a screen reader reads)"
        return spec
    }
}

extension OptionSpec where Value == ImageOutput? {
    /// `--images`: `auto` is `nil`, what the terminal speaks.
    static var images: Self {
        .choice(
            "images", "HOW",
            "pictures in --format ansi: auto (default: kitty's or iTerm2's protocol where the terminal speaks it), blocks (half blocks), kitty, iterm2, none",
            allowed: ["auto"] + ImageOutput.allCases.map(\.rawValue)
        ) { $0 == "auto" ? .some(nil) : ImageOutput(rawValue: $0).map { .some($0) } }
    }
}

extension FlagSpec {
    static let list = FlagSpec("list", "name the project's widget extension targets, and exit")
    static let live = FlagSpec("live", "open the widgets in the dashboard: entries swap at their dates, buttons run their intents")
    static let watch = FlagSpec(
        "watch", "draw again whenever a file of the project changes; an edit that does not compile keeps the last picture, its errors below"
    )
    static let stack = FlagSpec(
        "stack", "with --live: the home-screen widgets of each size in one Smart Stack, turned by their TimelineEntryRelevance")
    static let previewLint = FlagSpec("lint", "report cut text, contrast and colour-only meaning (exit 1), and approximations")
    static let ascii = FlagSpec(
        "ascii", "ASCII only: box lines as +-|, blocks, quarter blocks and braille by how much they fill (#, +, :, .)")
    static let verbose = FlagSpec("verbose", "say where the program is, what the compiler warned and what the widgets' code printed")
    static let macroPlugin = FlagSpec(
        "macro-plugin", "print the path of the #Preview macro plugin (built once) for your own Package.swift, and exit")
}
