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
    /// Whether it may be given again, each value kept (`--exclude A --exclude B`).
    var repeatable = false
    /// Its one-letter form, if any (`-D` for `--define`).
    var short: Character?

    /// What `--help` shows on its line's left: `--define NAME`, `-D, --define NAME`.
    var head: String { (short.map { "-\($0), " } ?? "") + "--\(name)" + (value.map { " " + $0 } ?? "") }

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

/// An option as a command's table lists it: a spec with a value, or a switch.
protocol CommandOption {
    var help: OptionHelp { get }
}

extension OptionSpec: CommandOption {}
extension FlagSpec: CommandOption {}

/// A command's options, in the order `--help` lists them.
func optionTable(_ options: any CommandOption...) -> [OptionHelp] { options.map(\.help) }

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
package struct CommandHelp {
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

    /// The help text: usage, summary, options, examples, where to read more.
    package var text: String {
        var lines = ["usage: \(usage)", "", summary, ""]
        if !subcommands.isEmpty {
            let width = subcommands.map(\.name.count).max()! + 2
            lines +=
                ["commands:"] + subcommands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + $0.text } + [""]
        }
        lines.append("options:")
        let heads = options.map(\.head)
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
    /// The options `render` and `gallery` share (and, in part, `lint`, `status` and `screen`).
    private static let renderOptions = optionTable(
        OptionSpec.format, OptionSpec.theme, OptionSpec.colors, OptionSpec.mode, OptionSpec.now, OptionSpec.metrics,
        OptionSpec.range, OptionSpec.state, OptionSpec.size, OptionSpec.device, OptionSpec.kind, FlagSpec.controls,
        OptionSpec.source, OptionSpec.snapshot, OptionSpec.tokenFile, OptionSpec.apiVersion, OptionSpec.timeline, OptionSpec.log)

    static let dashboard = CommandHelp(
        name: "dashboard", usage: "widgetdeck [options]",
        summary:
            "Opens the dashboard (the demo shop unless the dashboard file says otherwise): home screen, lock screen, gallery.\nKeys: Tab, arrows, Enter, r, R, 1 2 3, s, t, PgUp/PgDn, ? for help, q to quit.",
        options: optionTable(
            OptionSpec.config, OptionSpec.source, OptionSpec.snapshot, OptionSpec.tokenFile, OptionSpec.apiVersion,
            OptionSpec.themeName, OptionSpec.log, OptionSpec.analytics),
        examples: ["widgetdeck", "widgetdeck --source store", "widgetdeck --theme light --source store:$HOME/shop.sqlite"],
        guide: "dashboard")
    static let play = CommandHelp(
        name: "play", usage: "widgetdeck play FILE [options]",
        summary: "Plays a timeline file in the dashboard: each entry shows at its date, in every family.",
        options: optionTable(OptionSpec.themeName, OptionSpec.log),
        examples: ["widgetdeck play docs/examples/timeline.json"], arguments: .files, guide: "timeline")
    static let render = CommandHelp(
        name: "render", usage: "widgetdeck render --family F [options]",
        summary: "Prints one widget as text, ANSI or SVG — deterministic for a given --now and data.",
        options: optionTable(OptionSpec.family) + renderOptions + optionTable(OptionSpec.shownShop),
        examples: [
            "widgetdeck render --family medium --now 2026-11-30T15:30:00-05:00",
            "widgetdeck render --family large --range 7d --format svg > large.svg",
        ])
    static let screen = CommandHelp(
        name: "screen", usage: "widgetdeck screen [options]",
        summary:
            "Prints the dashboard's screen headless: the standard widgets on the demo shop, as the dashboard shows them, or on --source's figures.",
        options: optionTable(
            OptionSpec.page, OptionSpec.size, OptionSpec.device, OptionSpec.format, OptionSpec.theme, OptionSpec.colors, OptionSpec.now,
            OptionSpec.focus, FlagSpec.unlocked, OptionSpec.source, OptionSpec.snapshot, OptionSpec.tokenFile, OptionSpec.apiVersion,
            OptionSpec.shownShop, FlagSpec.screenLint),
        examples: [
            "widgetdeck screen --page lock --size 80x24", "widgetdeck screen --page lock --unlocked --device iphone-mini",
            "widgetdeck screen --source store:$HOME/shop.sqlite --shop maple-moss",
            "widgetdeck screen --lint --size 40x12",
        ])
    static let gallery = CommandHelp(
        name: "gallery", usage: "widgetdeck gallery [options]",
        summary: "Prints one configuration in every family, side by side, wrapped to the width.",
        options: renderOptions
            + optionTable(OptionSpec.states, OptionSpec.themes, OptionSpec.modes, OptionSpec.width, OptionSpec.shownShop),
        examples: [
            "widgetdeck gallery --state stale --theme light", "widgetdeck gallery --format svg --width 120 > gallery.svg",
            "widgetdeck gallery --states all --themes all --format svg > matrix.svg",
        ])
    static let lint = CommandHelp(
        name: "lint", usage: "widgetdeck lint [--config FILE | --metrics LIST | --kind KIND] [options]",
        summary:
            "Draws each widget in every family, state, theme and device asked for; one line per value, comparison or \"as of\" cut or hidden,\ntitle cut too far, label cut without an ellipsis, text or mark under WCAG contrast, or meaning in colour alone (exit 1).",
        options: optionTable(
            OptionSpec.lintConfig, OptionSpec.lintFormat, OptionSpec.metrics, OptionSpec.kind, OptionSpec.range, OptionSpec.families,
            OptionSpec.states, OptionSpec.state, OptionSpec.themes, OptionSpec.theme, OptionSpec.devices, OptionSpec.device,
            OptionSpec.size, OptionSpec.now, OptionSpec.titleLoss, OptionSpec.source, OptionSpec.snapshot, OptionSpec.tokenFile,
            OptionSpec.apiVersion, OptionSpec.shownShop),
        examples: [
            "widgetdeck lint", "widgetdeck lint --config ~/.config/widgetdeck/dashboard.json --format json",
            "widgetdeck lint --kind store-status --families accessoryCircular --devices iphone-se",
        ], guide: "families")
    static let status = CommandHelp(
        name: "status", usage: "widgetdeck status [--metrics LIST] [--format text|ansi|tmux] [options]",
        summary:
            "Prints the inline family on one line, for a tmux status bar or a shell prompt; figures come through the shared\ncache, so many panes refreshing cost one query a minute.",
        options: optionTable(
            OptionSpec.statusFormat, OptionSpec.metrics, OptionSpec.range, OptionSpec.theme, OptionSpec.colors, OptionSpec.now,
            OptionSpec.source, OptionSpec.snapshot, OptionSpec.tokenFile, OptionSpec.apiVersion, OptionSpec.shownShop),
        examples: ["widgetdeck status --metrics total_sales,orders", "set -g status-right '#(widgetdeck status --format tmux)'"])
    static let query = CommandHelp(
        name: "query", usage: "widgetdeck query \"SHOPIFYQL\" [options]",
        summary:
            "Runs a ShopifyQL query: over the store (the demo shop's, or store:PATH) — FROM sales|sessions, SHOW, WHERE customer_type,\nSINCE/UNTIL or DURING, GROUP BY or TIMESERIES hour|day|week|month, COMPARE TO previous_period, WITH TOTALS, ORDER BY, LIMIT\n(widgetdeck help shopifyql) — or as it is through Shopify's Admin API with --source shopify:SHOP.",
        options: optionTable(
            OptionSpec.queryFormat, OptionSpec.source, OptionSpec.tokenFile, OptionSpec.apiVersion, OptionSpec.now, OptionSpec.shownShop),
        examples: [
            "widgetdeck query \"FROM sales SHOW total_sales, orders GROUP BY day SINCE -7d UNTIL today\"",
            "widgetdeck query \"FROM sessions SHOW sessions, conversion_rate DURING last_week\" --format json",
        ], guide: "shopifyql")
    static let preview = CommandHelp(
        name: "preview", usage: "widgetdeck preview PROJECT|PATH… [options]",
        summary:
            "Builds a project's widget extension targets as Xcode builds them (or a folder's Swift files), unchanged, against widgetdeck's\nWidgetKit, SwiftUI, UIKit and AppIntents, and draws every widget in every family it supports: placeholder, snapshot and each\ntimeline entry; --live runs them in the dashboard.",
        options: optionTable(
            OptionSpec.swiftVersion, OptionSpec.define, OptionSpec.exclude, OptionSpec.moduleName, OptionSpec.target, FlagSpec.list,
            OptionSpec.platform, OptionSpec.standIn, OptionSpec.module, OptionSpec.locale, OptionSpec.widget,
            OptionSpec.previewFamilies, OptionSpec.previewFormat, FlagSpec.live, FlagSpec.watch, FlagSpec.stack, OptionSpec.check,
            OptionSpec.junit, FlagSpec.previewLint, OptionSpec.now, OptionSpec.mode, OptionSpec.size, OptionSpec.theme,
            OptionSpec.colors, OptionSpec.width, OptionSpec.images, FlagSpec.ascii, FlagSpec.verbose, FlagSpec.macroPlugin),
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
        options: optionTable(
            OptionSpec.out, OptionSpec.every, OptionSpec.source, OptionSpec.snapshot, OptionSpec.tokenFile, OptionSpec.apiVersion,
            OptionSpec.publishedMetrics, OptionSpec.range, OptionSpec.now, OptionSpec.shownShop),
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
        options: optionTable(OptionSpec.store, OptionSpec.shopName, OptionSpec.timeZone, FlagSpec.skipBadRows),
        examples: ["widgetdeck import orders orders_export.csv --shop \"Maple & Moss\" --time-zone America/Toronto"], arguments: .files,
        guide: "importing")
    static let importSessions = CommandHelp(
        name: "import sessions", usage: "widgetdeck import sessions FILE.csv [options]",
        summary: "Imports a sessions report (columns Day or Hour, and Sessions) into the store.",
        options: optionTable(OptionSpec.store, OptionSpec.shopName, OptionSpec.timeZone),
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
        options: optionTable(OptionSpec.hours, OptionSpec.runStart),
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

    /// Every command's help and its kinds', in the order the overview lists them (``Command/all``).
    static var all: [CommandHelp] { Command.all.flatMap { [$0.help] + $0.kinds } }

    /// The command names a user can type (the dashboard has none).
    static var typedNames: [String] { Command.all.map(\.word).filter { $0 != "dashboard" } }

    /// The help of the command `word` names, if any.
    static func named(_ word: String) -> CommandHelp? { Command.named(word)?.help }
}

/// Whether `arguments` ask for help (`-h` or `--help` anywhere).
func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.contains("--help") || arguments.contains("-h")
}
