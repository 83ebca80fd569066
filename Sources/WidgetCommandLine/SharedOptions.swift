#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetCore
import WidgetDrawing
import WidgetFormats
import WidgetStore
import WidgetSystem

// The options several commands take, each declared once: its help line, its values, how its
// value is read. A command lists the ones it accepts in its table (``CommandHelp``).

/// What `render`, `gallery`, `screen` and `preview` print: a picture in a format, or the sentence
/// a screen reader reads.
enum DrawnFormat: Equatable {
    case picture(OutputFormat)
    case describe

    /// The picture's format (text for a description, which has none).
    var output: OutputFormat {
        if case .picture(let format) = self { return format }
        return .text
    }
}

extension OptionSpec where Value == DrawnFormat {
    static var format: Self {
        .choice(
            "format", "FMT", "text (default), ansi, svg, describe (the sentence a screen reader reads)",
            allowed: OutputFormat.allCases.map(\.rawValue) + ["describe"]
        ) { $0 == "describe" ? .describe : OutputFormat(rawValue: $0).map { .picture($0) } }
    }
}

extension OptionSpec where Value == WidgetFamily {
    static var family: Self {
        OptionSpec(
            "family", "F", "small, medium, large, extraLarge, accessoryCircular, accessoryRectangular, accessoryInline",
            choices: WidgetFamily.allCases.map(\.rawValue)
        ) { name, _ throws(UsageError) in
            guard let family = WidgetFamily(name: name) else {
                throw UsageError(message: "--family: \"\(name)\" is not a family; families: \(familyNames)")
            }
            return family
        }
    }
}

extension OptionSpec where Value == Theme {
    static var theme: Self {
        OptionSpec("theme", "NAME", "dark (default), light, high-contrast, or a theme file's path", choices: Theme.builtInNames) {
            name, _ throws(SetupError) in try Theme.load(name)
        }
    }
}

extension OptionSpec where Value == [Theme] {
    static var themes: Self {
        OptionSpec(
            "themes", "LIST", "the matrix: these themes (names or files, comma-separated, or all), one page each",
            choices: Theme.builtInNames + ["all"]
        ) { list, _ throws(SetupError) in
            try (list == "all" ? Theme.builtInNames : list.split(separator: ",").map(String.init)).map { name throws(SetupError) in
                try Theme.load(name, option: "--themes")
            }
        }
    }
}

extension OptionSpec where Value == ColorDepth {
    static var colors: Self {
        .choice(
            "colors", "DEPTH", "ANSI colour depth: truecolor (default; none with NO_COLOR), 256, 16, none",
            allowed: ColorDepth.allCases.map(\.rawValue)
        ) { ColorDepth(rawValue: $0) }
    }
}

extension OptionSpec where Value == RenderingMode {
    static var mode: Self {
        .choice("mode", "MODE", "full (default), accented, vibrant", allowed: ["full", "accented", "vibrant"]) { RenderingMode(name: $0) }
    }
}

extension OptionSpec where Value == [RenderingMode] {
    static var modes: Self {
        .list(
            "modes", "the matrix: these rendering modes (full, accented, vibrant, or all), one page each",
            allowed: ["full", "accented", "vibrant"]
        ) {
            RenderingMode(name: $0)
        }
    }
}

extension OptionSpec where Value == Date {
    static var now: Self {
        OptionSpec("now", "TIME", "ISO 8601, e.g. 2026-11-30T15:30:00-05:00 (default: the current time)") {
            text, context throws(UsageError) in
            try parseNow(text, zone: context.locale.timeZone)
        }
    }
}

extension OptionSpec where Value == [Metric?] {
    /// `--metrics LIST`: the slots of a widget, `none` for an empty one.
    static var metrics: Self {
        OptionSpec(
            "metrics", "LIST", "comma-separated metric ids, none for an empty slot (see widgetdeck metrics)",
            choices: Metric.catalogue.map(\.id) + ["none"]
        ) { list, _ throws(UsageError) in
            try list.split(separator: ",", omittingEmptySubsequences: false).map { raw throws(UsageError) -> Metric? in
                let id = String(raw.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
                if id == "none" || id == "None" { return nil }
                guard let metric = Metric.named(id) else {
                    throw UsageError(
                        message: "--metrics: \"\(id)\" is not a metric; known metrics: \(Metric.knownIDs) (or none for an empty slot)")
                }
                return metric
            }
        }
    }
}

extension OptionSpec where Value == DateRange {
    static var range: Self {
        .choice("range", "R", "today (default), 7d, 30d", allowed: ["today", "7d", "30d"]) { DateRange(token: $0) }
    }
}

extension OptionSpec where Value == PreviewState {
    static var state: Self {
        .choice(
            "state", "S", "live (default), placeholder, snapshot, empty, stale, error, deprecated",
            allowed: PreviewState.allCases.map(\.rawValue)
        ) { PreviewState(rawValue: $0) }
    }
}

extension OptionSpec where Value == [PreviewState] {
    static var states: Self {
        .list(
            "states", "the matrix: these states (comma-separated, or all), one row of families each",
            allowed: PreviewState.allCases.map(\.rawValue)
        ) { PreviewState(rawValue: $0) }
    }
}

extension OptionSpec where Value == Size {
    /// `--size COLSxROWS`, each from 1 to 1000.
    static var size: Self {
        OptionSpec("size", "COLSxROWS", "draw at another size than the family's (each 1–1000)") { text, _ throws(UsageError) in
            try RenderOptions.size(text)
        }
    }
}

extension OptionSpec where Value == DevicePreset {
    static var device: Self {
        OptionSpec(
            "device", "NAME", "draw each family at a device's widget size (see widgetdeck devices)", choices: DevicePreset.all.map(\.name)
        ) { name, _ throws(UsageError) in
            guard let preset = DevicePreset.named(name) else {
                throw UsageError(
                    message:
                        "--device: \"\(TerminalText.sanitized(name))\" is not a device; devices: \(DevicePreset.all.map(\.name).joined(separator: ", ")) (widgetdeck devices lists their sizes)"
                )
            }
            return preset
        }
    }
}

extension OptionSpec where Value == [DevicePreset] {
    static var devices: Self {
        .list(
            "devices", "devices to check (comma-separated, or all); default: every device and the family's own size",
            allowed: DevicePreset.all.map(\.name)
        ) { DevicePreset.named($0) }
    }
}

extension OptionSpec where Value == [WidgetFamily] {
    static var families: Self {
        .list(
            "families", "families to draw each widget in (comma-separated, or all); default: each widget's own",
            allowed: WidgetFamily.allCases.map(\.rawValue)
        ) { WidgetFamily(name: $0) }
    }
}

extension OptionSpec where Value == Int {
    /// `--width N`: the columns a page wraps to.
    static var width: Self {
        OptionSpec("width", "N", "wrap to N columns (default: the terminal's, COLUMNS, or 120)") { text, _ throws(UsageError) in
            guard let width = Int(text), width >= 20 else {
                throw UsageError(message: "--width: \"\(text)\" is not a width; use a whole number of columns, 20 or more")
            }
            return width
        }
    }
}

extension OptionSpec where Value == SourceSpec {
    static var source: Self {
        OptionSpec(
            "source", "SRC",
            "demo (default), store (the one import writes), store:PATH, snapshot:FILE, shopify:SHOP, https://HOST/PATH (or http://)",
            choices: ["demo", "store", "store:", "snapshot:", "shopify:", "https://", "http://"]
        ) { text, context throws(UsageError) in
            guard let spec = SourceSpec(text, defaultStore: Store.defaultPath(environment: context.environment)) else {
                throw UsageError(message: "--source: \"\(text)\" is not a source; use one of: \(SourceSpec.allowed)")
            }
            return spec
        }
    }
}

extension OptionSpec where Value == String {
    static var kind: Self {
        OptionSpec(
            "kind", "KIND", "metrics (default), orders-to-fulfill, store-status, or a retired one (widgetdeck help widgets)",
            choices: WidgetKind.all.map(\.id)
        ) { id, _ in WidgetKind.canonical(id) }
    }
    /// `--theme` as the dashboard takes it: the name, loaded (and watched) by the dashboard.
    static var themeName: Self { OptionSpec(help: OptionSpec<Theme>.theme.help) { name, _ in name } }
    static var snapshot: Self { OptionSpec("snapshot", "FILE", "short for --source snapshot:FILE") }
    static var tokenFile: Self {
        OptionSpec("token-file", "FILE", "for shopify:SHOP, the Admin API token's file (mode 600); else SHOPIFY_ACCESS_TOKEN")
    }
    static var apiVersion: Self {
        OptionSpec("api-version", "YYYY-MM", "for shopify:SHOP, the Admin API version (default \(ShopifyAdmin.defaultAPIVersion))")
    }
    static var timeline: Self {
        OptionSpec("timeline", "FILE", "draw the entry of a timeline file in force at --now (widgetdeck help timeline)")
    }
    static var log: Self { OptionSpec("log", "FILE", "append what happened (requests, cache, outcomes) as JSON lines") }
    static var config: Self {
        OptionSpec("config", "FILE", "the dashboard file (default ~/.config/widgetdeck/dashboard.json; watched)")
    }
    static var analytics: Self {
        OptionSpec("analytics", "FILE", "widget lifecycle events (default ~/.local/state/widgetdeck/analytics.jsonl)")
    }
    /// `--shop ID` where figures are read (not written, as for `import`): which shop of the
    /// source; the source's only shop without it.
    static var shownShop: Self {
        OptionSpec("shop", "ID", "the shop to show: its id or name in the source (default: the source's only shop)") {
            shop, _ throws(UsageError) in
            guard !shop.allSatisfy(\.isWhitespace) else {
                throw UsageError(message: "--shop: give a shop's id or name, e.g. --shop maple-moss")
            }
            return shop
        }
    }
}

extension FlagSpec {
    static let controls = FlagSpec("controls", "draw the buttons and toggles the dashboard draws")
    static let unlocked = FlagSpec("unlocked", "the lock screen unlocked: private widgets show their values")
}
