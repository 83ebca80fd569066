#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetDrawing

/// One option a command accepts: its name, the placeholder of its value (`nil` for a switch),
/// one line of help, and the values a shell completes for it.
struct OptionHelp {
    var name: String
    var value: String?
    var text: String
    /// The values it takes, when they are a fixed set (`--family`: the families); a `LIST`
    /// takes several of them, comma-separated.
    var choices: [String] = []

    /// What a shell offers for the value.
    var completion: ValueCompletion {
        guard let value else { return .none }
        if !choices.isEmpty { return .words(choices, list: value == "LIST") }
        switch value {
        case "FILE", "PATH", "FILE.csv": return .files
        case "DIR": return .directories
        default: return .none
        }
    }
}

/// What a shell completes for an option's value or a command's arguments.
enum ValueCompletion: Equatable {
    /// Nothing to offer (a number, a time, free text).
    case none
    case files
    case directories
    /// One of these words; with `list`, several of them separated by commas.
    case words([String], list: Bool = false)
}

/// What `widgetdeck COMMAND --help` prints, and the options the command's parser accepts: one
/// table, so the help can never list an option the parser refuses, or miss one it takes.
/// docs/cli.md lists the same options per command; a test keeps the two equal.
struct CommandHelp {
    /// The command as typed: `render`, `import orders`, or `dashboard` for none.
    var name: String
    var usage: String
    var summary: String
    var options: [OptionHelp]
    var examples: [String]
    /// What its arguments (not options) are, for completion: `play FILE` a file.
    var arguments: ValueCompletion = .none
    /// A command group's commands (`import`: orders, sessions), with a line each.
    var subcommands: [(name: String, text: String)] = []
    /// The help topic (`widgetdeck help TOPIC`) that says more.
    var guide = "cli"

    /// Options that take a value.
    var valued: [String] { options.filter { $0.value != nil }.map(\.name) }
    /// Options that are flags.
    var switches: [String] { options.filter { $0.value == nil }.map(\.name) }

    /// The help text: usage, summary, options, examples, where to read more.
    var text: String {
        var lines = ["usage: \(usage)", "", summary, ""]
        if !subcommands.isEmpty {
            let width = subcommands.map(\.name.count).max()! + 2
            lines +=
                ["commands:"] + subcommands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + $0.text } + [""]
        }
        lines.append("options:")
        let heads = options.map { "--\($0.name)\($0.value.map { " " + $0 } ?? "")" }
        let width = min(24, (heads + ["-h, --help"]).map(\.count).max()!) + 2
        for (head, option) in zip(heads + ["-h, --help"], options + [OptionHelp(name: "help", value: nil, text: "this help")]) {
            let gap = head.count < width ? String(repeating: " ", count: width - head.count) : "\n  " + String(repeating: " ", count: width)
            lines.append("  \(head)\(gap)\(option.text)")
        }
        lines += ["", "example\(examples.count == 1 ? "" : "s"):"] + examples.map { "  " + $0 }
        lines += ["", "more: widgetdeck help \(guide); exit statuses: widgetdeck help"]
        return lines.joined(separator: "\n") + "\n"
    }
}

extension CommandHelp {
    /// Shared option texts, by name, with the values they take.
    private static func option(_ name: String) -> OptionHelp {
        var help = optionText(name)
        help.choices = choices(of: name)
        return help
    }

    /// The fixed set of values an option takes (empty: any value of its kind).
    static func choices(of name: String) -> [String] {
        switch name {
        case "family": WidgetFamily.allCases.map(\.rawValue)
        case "families": WidgetFamily.allCases.map(\.rawValue) + ["all"]
        case "format": ["text", "ansi", "svg", "describe"]
        case "theme": Theme.builtInNames
        case "themes": Theme.builtInNames + ["all"]
        case "colors": ["truecolor", "256", "16", "none"]
        case "images": ["auto", "blocks", "kitty", "iterm2", "none"]
        case "mode": ["full", "accented", "vibrant"]
        case "modes": ["full", "accented", "vibrant", "all"]
        case "range": ["today", "7d", "30d"]
        case "state": PreviewState.allCases.map(\.rawValue)
        case "states": PreviewState.allCases.map(\.rawValue) + ["all"]
        case "device": DevicePreset.all.map(\.name)
        case "devices": DevicePreset.all.map(\.name) + ["all"]
        case "metrics": Metric.catalogue.map(\.id) + ["none"]
        case "kind": WidgetKind.all.map(\.id)
        case "page": ["home", "lock", "gallery"]
        case "source": ["demo", "store", "store:", "snapshot:", "shopify:", "https://", "http://"]
        default: []
        }
    }

    /// Shared option texts, by name.
    private static func optionText(_ name: String) -> OptionHelp {
        switch name {
        case "family":
            OptionHelp(
                name: name, value: "F", text: "small, medium, large, extraLarge, accessoryCircular, accessoryRectangular, accessoryInline")
        case "format":
            OptionHelp(name: name, value: "FMT", text: "text (default), ansi, svg, describe (the sentence a screen reader reads)")
        case "theme": OptionHelp(name: name, value: "NAME", text: "dark (default), light, high-contrast, or a theme file's path")
        case "colors":
            OptionHelp(name: name, value: "DEPTH", text: "ANSI colour depth: truecolor (default; none with NO_COLOR), 256, 16, none")
        case "mode": OptionHelp(name: name, value: "MODE", text: "full (default), accented, vibrant")
        case "now": OptionHelp(name: name, value: "TIME", text: "ISO 8601, e.g. 2026-11-30T15:30:00-05:00 (default: the current time)")
        case "metrics":
            OptionHelp(name: name, value: "LIST", text: "comma-separated metric ids, none for an empty slot (see widgetdeck metrics)")
        case "range": OptionHelp(name: name, value: "R", text: "today (default), 7d, 30d")
        case "state": OptionHelp(name: name, value: "S", text: "live (default), placeholder, snapshot, empty, stale, error, deprecated")
        case "states":
            OptionHelp(name: name, value: "LIST", text: "the matrix: these states (comma-separated, or all), one row of families each")
        case "themes":
            OptionHelp(name: name, value: "LIST", text: "the matrix: these themes (names or files, comma-separated, or all), one page each")
        case "modes":
            OptionHelp(
                name: name, value: "LIST", text: "the matrix: these rendering modes (full, accented, vibrant, or all), one page each")
        case "device": OptionHelp(name: name, value: "NAME", text: "draw each family at a device's widget size (see widgetdeck devices)")
        case "unlocked": OptionHelp(name: name, value: nil, text: "the lock screen unlocked: private widgets show their values")
        case "families":
            OptionHelp(
                name: name, value: "LIST", text: "families to draw each widget in (comma-separated, or all); default: each widget's own")
        case "devices":
            OptionHelp(
                name: name, value: "LIST",
                text: "devices to check (comma-separated, or all); default: every device and the family's own size")
        case "title-loss":
            OptionHelp(name: name, value: "PERCENT", text: "the share of a title that may be cut before it is a finding (default 30)")
        case "every":
            OptionHelp(name: name, value: "DURATION", text: "publish again every DURATION (60s, 5m, 1h) until stopped; not with --now")
        case "size": OptionHelp(name: name, value: "COLSxROWS", text: "draw at another size than the family's (each 1–1000)")
        case "kind":
            OptionHelp(
                name: name, value: "KIND",
                text: "metrics (default), orders-to-fulfill, store-status, or a retired one (widgetdeck help widgets)")
        case "controls": OptionHelp(name: name, value: nil, text: "draw the buttons and toggles the dashboard draws")
        case "source":
            OptionHelp(
                name: name, value: "SRC",
                text:
                    "demo (default), store (the one import writes), store:PATH, snapshot:FILE, shopify:SHOP, https://HOST/PATH (or http://)"
            )
        case "token-file":
            OptionHelp(
                name: name, value: "FILE", text: "for shopify:SHOP, the Admin API token's file (mode 600); else SHOPIFY_ACCESS_TOKEN")
        case "api-version":
            OptionHelp(
                name: name, value: "YYYY-MM", text: "for shopify:SHOP, the Admin API version (default \(ShopifyAdmin.defaultAPIVersion))")
        case "snapshot": OptionHelp(name: name, value: "FILE", text: "short for --source snapshot:FILE")
        case "timeline":
            OptionHelp(name: name, value: "FILE", text: "draw the entry of a timeline file in force at --now (widgetdeck help timeline)")
        case "log": OptionHelp(name: name, value: "FILE", text: "append what happened (requests, cache, outcomes) as JSON lines")
        case "width": OptionHelp(name: name, value: "N", text: "wrap to N columns (default: the terminal's, COLUMNS, or 120)")
        case "config":
            OptionHelp(name: name, value: "FILE", text: "the dashboard file (default ~/.config/widgetdeck/dashboard.json; watched)")
        case "analytics":
            OptionHelp(name: name, value: "FILE", text: "widget lifecycle events (default ~/.local/state/widgetdeck/analytics.jsonl)")
        case "page": OptionHelp(name: name, value: "P", text: "home (default), lock, gallery")
        case "focus": OptionHelp(name: name, value: "N", text: "the widget with focus, counted from 0 (default 0)")
        case "out": OptionHelp(name: name, value: "FILE", text: "where to write the document (required; replaced atomically)")
        case "store": OptionHelp(name: name, value: "PATH", text: "the SQLite store (default ~/.local/share/widgetdeck/store.sqlite)")
        case "shop": OptionHelp(name: name, value: "NAME", text: "the shop the rows belong to (default \"My shop\")")
        case "time-zone":
            OptionHelp(name: name, value: "ZONE", text: "the shop's time zone, e.g. America/Toronto (default: this machine's)")
        case "skip-bad-rows":
            OptionHelp(name: name, value: nil, text: "skip and report rows that cannot be read, instead of refusing the file")
        default: fatalError("no help text for option --\(name)")
        }
    }

    private static func options(_ names: [String]) -> [OptionHelp] { names.map(option) }

    /// `--shop` where figures are read (not written, as for `import`): which shop of the source.
    static let shownShop = OptionHelp(
        name: "shop", value: "ID", text: "the shop to show: its id or name in the source (default: the source's only shop)")

    static let renderOptionNames = [
        "format", "theme", "colors", "mode", "now", "metrics", "range", "state", "size", "device", "kind", "controls",
        "source", "snapshot", "token-file", "api-version", "timeline", "log",
    ]

    static let dashboard = CommandHelp(
        name: "dashboard", usage: "widgetdeck [options]",
        summary:
            "Opens the dashboard (the demo shop unless the dashboard file says otherwise): home screen, lock screen, gallery.\nKeys: Tab, arrows, Enter, r, R, 1 2 3, s, t, PgUp/PgDn, ? for help, q to quit.",
        options: options(["config", "source", "snapshot", "token-file", "api-version", "theme", "log", "analytics"]),
        examples: ["widgetdeck", "widgetdeck --source store", "widgetdeck --theme light --source store:$HOME/shop.sqlite"],
        guide: "dashboard")
    static let play = CommandHelp(
        name: "play", usage: "widgetdeck play FILE [options]",
        summary: "Plays a timeline file in the dashboard: each entry shows at its date, in every family.",
        options: options(["theme", "log"]),
        examples: ["widgetdeck play docs/examples/timeline.json"], arguments: .files, guide: "timeline")
    static let render = CommandHelp(
        name: "render", usage: "widgetdeck render --family F [options]",
        summary: "Prints one widget as text, ANSI or SVG — deterministic for a given --now and data.",
        options: options(["family"] + renderOptionNames) + [shownShop],
        examples: [
            "widgetdeck render --family medium --now 2026-11-30T15:30:00-05:00",
            "widgetdeck render --family large --range 7d --format svg > large.svg",
        ])
    static let screen = CommandHelp(
        name: "screen", usage: "widgetdeck screen [options]",
        summary:
            "Prints the dashboard's screen headless: the standard widgets on the demo shop, as the dashboard shows them, or on --source's figures.",
        options: options([
            "page", "size", "device", "format", "theme", "colors", "now", "focus", "unlocked", "source", "snapshot", "token-file",
            "api-version",
        ]) + [shownShop]
            + [
                OptionHelp(
                    name: "lint", value: nil,
                    text:
                        "print what each page (or --page) cuts at --size instead: a cut value, title, label or text, a number run into the edge (exit 1); then notes of what was left out for room"
                )
            ],
        examples: [
            "widgetdeck screen --page lock --size 80x24", "widgetdeck screen --page lock --unlocked --device iphone-mini",
            "widgetdeck screen --source store:$HOME/shop.sqlite --shop maple-moss",
            "widgetdeck screen --lint --size 40x12",
        ])
    static let gallery = CommandHelp(
        name: "gallery", usage: "widgetdeck gallery [options]",
        summary: "Prints one configuration in every family, side by side, wrapped to the width.",
        options: options(renderOptionNames + ["states", "themes", "modes", "width"]) + [shownShop],
        examples: [
            "widgetdeck gallery --state stale --theme light", "widgetdeck gallery --format svg --width 120 > gallery.svg",
            "widgetdeck gallery --states all --themes all --format svg > matrix.svg",
        ])
    static let lint = CommandHelp(
        name: "lint", usage: "widgetdeck lint [--config FILE | --metrics LIST | --kind KIND] [options]",
        summary:
            "Draws each widget in every family, state, theme and device asked for; one line per value, comparison or \"as of\" cut or hidden,\ntitle cut too far, label cut without an ellipsis, text or mark under WCAG contrast, or meaning in colour alone (exit 1).",
        options: [
            OptionHelp(name: "config", value: "FILE", text: "the dashboard file whose widgets to check (default: the standard dashboard)"),
            OptionHelp(name: "format", value: "FMT", text: "text (default) or json (for CI)", choices: ["text", "json"]),
        ]
            + options([
                "metrics", "kind", "range", "families", "states", "state", "themes", "theme", "devices", "device", "size", "now",
                "title-loss", "source", "snapshot", "token-file", "api-version",
            ]) + [shownShop],
        examples: [
            "widgetdeck lint", "widgetdeck lint --config ~/.config/widgetdeck/dashboard.json --format json",
            "widgetdeck lint --kind store-status --families accessoryCircular --devices iphone-se",
        ], guide: "families")
    static let status = CommandHelp(
        name: "status", usage: "widgetdeck status [--metrics LIST] [--format text|ansi|tmux] [options]",
        summary:
            "Prints the inline family on one line, for a tmux status bar or a shell prompt; figures come through the shared\ncache, so many panes refreshing cost one query a minute.",
        options: [
            OptionHelp(
                name: "format", value: "FMT", text: "text (default), ansi, tmux (#[fg=…] styles for status-right)",
                choices: ["text", "ansi", "tmux"])
        ]
            + options(["metrics", "range", "theme", "colors", "now", "source", "snapshot", "token-file", "api-version"]) + [shownShop],
        examples: ["widgetdeck status --metrics total_sales,orders", "set -g status-right '#(widgetdeck status --format tmux)'"])
    static let query = CommandHelp(
        name: "query", usage: "widgetdeck query \"SHOPIFYQL\" [options]",
        summary:
            "Runs a ShopifyQL query: over the store (the demo shop's, or store:PATH) — FROM sales|sessions, SHOW, WHERE customer_type,\nSINCE/UNTIL or DURING, GROUP BY or TIMESERIES hour|day|week|month, COMPARE TO previous_period, WITH TOTALS, ORDER BY, LIMIT\n(widgetdeck help shopifyql) — or as it is through Shopify's Admin API with --source shopify:SHOP.",
        options: [
            OptionHelp(
                name: "format", value: "FMT", text: "table (default), json (the Admin API's columns and rows), csv",
                choices: ["table", "json", "csv"])
        ]
            + options(["source", "token-file", "api-version", "now"]) + [shownShop],
        examples: [
            "widgetdeck query \"FROM sales SHOW total_sales, orders GROUP BY day SINCE -7d UNTIL today\"",
            "widgetdeck query \"FROM sessions SHOW sessions, conversion_rate DURING last_week\" --format json",
        ], guide: "shopifyql")
    static let preview = CommandHelp(
        name: "preview", usage: "widgetdeck preview PROJECT|PATH… [options]",
        summary:
            "Builds a project's widget extension targets as Xcode builds them (or a folder's Swift files), unchanged, against widgetdeck's\nWidgetKit, SwiftUI, UIKit and AppIntents, and draws every widget in every family it supports: placeholder, snapshot and each\ntimeline entry; --live runs them in the dashboard.",
        options: [
            OptionHelp(
                name: "swift-version", value: "N", text: "the files' Swift language mode: 5 (default, as Xcode's template) or 6",
                choices: ["5", "6"]),
            OptionHelp(name: "define", value: "NAME", text: "a compilation condition, as -D NAME (repeatable)"),
            OptionHelp(
                name: "exclude", value: "PATTERN",
                text: "leave out files by name, path or glob, e.g. the app's (repeatable; comma-separated)"),
            OptionHelp(
                name: "module-name", value: "NAME",
                text: "compile the files as module NAME: the package module a bundle imports (default: the folder's name)"),
            OptionHelp(
                name: "target", value: "LIST",
                text: "a project's widget extension targets to build (comma-separated); default: every one (--list names them)"),
            OptionHelp(name: "list", value: nil, text: "name the project's widget extension targets, and exit"),
            OptionHelp(
                name: "platform", value: "NAME",
                text:
                    "build as for ios, watchos, macos, visionos or tvos: #if os(…) and canImport answer so (default: the target's SDKROOT; ios)",
                choices: ["ios", "watchos", "macos", "visionos", "tvos"]),
            OptionHelp(
                name: "stand-in", value: "NAME=DIR",
                text: "compile DIR's .swift files as module NAME, in place of a package that cannot be fetched or built here (repeatable)"),
            OptionHelp(name: "module", value: "NAME=DIR", text: "a module the files import, from DIR's .swift files (repeatable)"),
            OptionHelp(
                name: "locale", value: "LANG",
                text: "the language of String Catalogs and .strings (default: the project's development region)"),
            OptionHelp(name: "widget", value: "LIST", text: "only these widgets: ids, kinds or type names (comma-separated)"),
            OptionHelp(
                name: "families", value: "LIST", text: "only these families (comma-separated); default: each widget's own",
                choices: WidgetFamily.allCases.map(\.rawValue)),
            OptionHelp(
                name: "format", value: "FMT", text: "text (default), ansi, svg, describe (what a screen reader reads)",
                choices: choices(of: "format")),
            OptionHelp(
                name: "live", value: nil, text: "open the widgets in the dashboard: entries swap at their dates, buttons run their intents"),
            OptionHelp(
                name: "watch", value: nil,
                text:
                    "draw again whenever a file of the project changes; an edit that does not compile keeps the last picture, its errors below"
            ),
            OptionHelp(
                name: "stack", value: nil,
                text: "with --live: the home-screen widgets of each size in one Smart Stack, turned by their TimelineEntryRelevance"),
            OptionHelp(
                name: "check", value: "DIR", text: "compare each widget × family with DIR/<widget>.<family>.txt (CI); record missing ones"),
            OptionHelp(
                name: "junit", value: "FILE", text: "with --check: also write the results as JUnit XML (a test case per widget × family)"),
            OptionHelp(name: "lint", value: nil, text: "report cut text, contrast and colour-only meaning (exit 1), and approximations"),
        ]
            + options(["now", "mode", "size", "theme", "colors", "width"])
            + [
                OptionHelp(
                    name: "images", value: "HOW",
                    text:
                        "pictures in --format ansi: auto (default: kitty's or iTerm2's protocol where the terminal speaks it), blocks (half blocks), kitty, iterm2, none",
                    choices: choices(of: "images")),
                OptionHelp(
                    name: "ascii", value: nil,
                    text: "ASCII only: box lines as +-|, blocks, quarter blocks and braille by how much they fill (#, +, :, .)"),
                OptionHelp(
                    name: "verbose", value: nil,
                    text: "say where the program is, what the compiler warned and what the widgets' code printed"),
                OptionHelp(
                    name: "macro-plugin", value: nil,
                    text: "print the path of the #Preview macro plugin (built once) for your own Package.swift, and exit"),
            ],
        examples: [
            "widgetdeck preview .", "widgetdeck preview MyApp.xcodeproj --target MyWidgetExtension --live",
            "widgetdeck preview . --stand-in KeychainAccess=../KeychainAccess/Sources --locale de", "widgetdeck preview MyWidgetExtension/",
            "widgetdeck preview Widgets/ --exclude App.swift -D WIDGET_EXTENSION --check Tests/WidgetGoldens",
        ], arguments: .directories, guide: "previewing")
    static let devices = CommandHelp(
        name: "devices", usage: "widgetdeck devices",
        summary: "Lists the device presets --device takes: each family's widget size in points (Apple's) and in cells.",
        options: [], examples: ["widgetdeck devices", "widgetdeck render --family small --device iphone-se"], guide: "families")
    static let publish = CommandHelp(
        name: "publish", usage: "widgetdeck publish --out FILE [options]",
        summary: "Writes the snapshot document (widgetdeck help snapshot) for other processes to read, atomically.",
        options: options(["out", "every", "source", "snapshot", "token-file", "api-version", "metrics", "range", "now"]) + [shownShop],
        examples: [
            "widgetdeck publish --out /srv/widgetdeck/snapshot.json --range 7d",
            "widgetdeck publish --out /var/www/widgetdeck/snapshot.json --every 60s",
        ], guide: "snapshot")
    static let validate = CommandHelp(
        name: "validate", usage: "widgetdeck validate FILE",
        summary: "Checks a dashboard file: every problem by JSON path (exit 65), warnings for what still loads.",
        options: [], examples: ["widgetdeck validate ~/.config/widgetdeck/dashboard.json"], arguments: .files, guide: "dashboard")
    static let importOrders = CommandHelp(
        name: "import orders", usage: "widgetdeck import orders FILE.csv [options]",
        summary: "Imports a Shopify orders export (CSV) into the store; a file with a bad row is refused whole unless --skip-bad-rows.",
        options: options(["store", "shop", "time-zone", "skip-bad-rows"]),
        examples: ["widgetdeck import orders orders_export.csv --shop \"Maple & Moss\" --time-zone America/Toronto"], arguments: .files,
        guide: "importing")
    static let importSessions = CommandHelp(
        name: "import sessions", usage: "widgetdeck import sessions FILE.csv [options]",
        summary: "Imports a sessions report (columns Day or Hour, and Sessions) into the store.",
        options: options(["store", "shop", "time-zone"]),
        examples: ["widgetdeck import sessions sessions_daily.csv --shop \"Maple & Moss\""], arguments: .files, guide: "importing")
    static let metrics = CommandHelp(
        name: "metrics", usage: "widgetdeck metrics",
        summary: "Lists the twelve metrics a widget can show: id, title, unit and shape.",
        options: [], examples: ["widgetdeck metrics"], guide: "widgets")
    static let themes = CommandHelp(
        name: "themes", usage: "widgetdeck themes",
        summary: "Lists the built-in themes (a theme file's path works wherever a name does).",
        options: [], examples: ["widgetdeck themes"], guide: "theming")

    static let budget = CommandHelp(
        name: "budget", usage: "widgetdeck budget [FILE] [options]",
        summary:
            "Runs a dashboard file (the standard dashboard without FILE) for a day on the manual clock, against a demo shop of its own,\nand prints what each widget's refresh budget did: reloads, reloads deferred, minutes shown stale, the oldest figures shown.",
        options: [
            OptionHelp(name: "hours", value: "N", text: "how long to run (default 24, at most 168)"),
            OptionHelp(name: "now", value: "TIME", text: "when the run starts, ISO 8601 (default: now)"),
        ],
        examples: ["widgetdeck budget", "widgetdeck budget ~/.config/widgetdeck/dashboard.json --hours 48"], arguments: .files,
        guide: "dashboard")
    static let importGroup = CommandHelp(
        name: "import", usage: "widgetdeck import orders|sessions FILE.csv [options]",
        summary:
            "Imports a Shopify export into the store (~/.local/share/widgetdeck/store.sqlite unless --store); then\n`widgetdeck --source store` shows it. Each kind has its own options: widgetdeck import orders --help.",
        options: [],
        examples: ["widgetdeck import orders orders_export.csv", "widgetdeck import sessions sessions_daily.csv --shop \"Maple & Moss\""],
        subcommands: [
            ("orders FILE.csv", "a Shopify orders export (Orders → Export → CSV)"),
            ("sessions FILE.csv", "a sessions report (columns Day or Hour, and Sessions)"),
        ],
        guide: "importing")
    static let help = CommandHelp(
        name: "help", usage: "widgetdeck help [COMMAND | TOPIC]",
        summary:
            "Prints the overview (commands, the dashboard's options, exit statuses), one command's help, or a guide from the\ndocumentation, which this binary carries: widgetdeck help topics lists them.",
        options: [], examples: ["widgetdeck help", "widgetdeck help render", "widgetdeck help topics", "widgetdeck help shopifyql"],
        guide: "topics")
    static let completions = CommandHelp(
        name: "completions", usage: "widgetdeck completions bash|zsh|fish",
        summary: "Prints a completion script for the shell: commands, options, and the values of options such as --family.",
        options: [],
        examples: [
            "source <(widgetdeck completions bash)      # in ~/.bashrc",
            "widgetdeck completions zsh > \"${fpath[1]}/_widgetdeck\"",
            "widgetdeck completions fish > ~/.config/fish/completions/widgetdeck.fish",
        ],
        arguments: .words(["bash", "zsh", "fish"]))
    static let man = CommandHelp(
        name: "man", usage: "widgetdeck man",
        summary: "Prints the manual page (roff), made from the same table as --help.",
        options: [], examples: ["widgetdeck man | man -l -", "widgetdeck man > ~/.local/share/man/man1/widgetdeck.1"])

    /// Every command, in the order the overview lists them.
    static let all: [CommandHelp] = [
        dashboard, play, render, screen, gallery, lint, preview, status, query, publish, validate, budget, importGroup, importOrders,
        importSessions, metrics, themes, devices, help, completions, man,
    ]

    /// The command names a user can type (the dashboard has none).
    static var typedNames: [String] {
        [
            "play", "render", "screen", "gallery", "lint", "preview", "status", "query", "publish", "validate", "budget", "import",
            "metrics", "themes",
            "devices", "help", "completions", "man",
        ]
    }

    /// The command `name` names, if any.
    static func named(_ name: String) -> CommandHelp? { all.first { $0.name == name } }
}

/// Whether `arguments` ask for help (`-h` or `--help` anywhere).
func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.contains("--help") || arguments.contains("-h")
}
