#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats
import WidgetSystem

/// `widgetdeck help`: the commands, the dashboard's own options, and the exit statuses.
var overview: String {
    var text = """
        usage: widgetdeck [options]             the dashboard (demo shop by default): home, lock screen, gallery
               widgetdeck COMMAND [options]     see widgetdeck COMMAND --help

        widgetdeck — WidgetKit-style widgets as text

        commands:
          play FILE             play a timeline file in the dashboard
          render --family F     print one widget (text, ANSI, SVG)
          screen [--page P]     print the dashboard's screen (home, lock, gallery) on the demo shop or a source's
          gallery               print one configuration in every family, side by side (or the matrix)
          lint                  check every widget in every family, state, theme and device for cuts and contrast
          preview PATH…         compile a widget extension's Swift files and draw its widgets in every family (--live: run them)
          publish --out FILE    write the snapshot document (atomically) for other processes
          validate FILE         check a dashboard file
          budget [FILE]         run a dashboard file for a day on the manual clock: each widget's reloads, deferrals, staleness
          import orders FILE    import a Shopify orders export (CSV) into the store (then: widgetdeck --source store)
          import sessions FILE  import a sessions report (Day or Hour, Sessions)
          metrics               list the metrics a widget can show
          status                one line (the inline family) for a tmux status bar or a prompt
          query "SHOPIFYQL"     run a ShopifyQL query over the store (table, JSON in the Admin API's shape, CSV)
          themes                list the built-in themes
          devices               list the device presets (--device) with their widget sizes
          completions SHELL     print a completion script for bash, zsh or fish
          man                   print the manual page
          help [COMMAND|TOPIC]  this text, one command's help, or a guide (widgetdeck help topics; --version: the version)


        """
    // The dashboard's options and example, from the same table its parser uses.
    let dashboard = CommandHelp.dashboard.text.split(separator: "\n", omittingEmptySubsequences: false)
    if let options = dashboard.firstIndex(of: "options:"), let more = dashboard.firstIndex(where: { $0.hasPrefix("more:") }) {
        text += "the dashboard's " + dashboard[options..<more].joined(separator: "\n") + "\n"
    }
    text += """
        figures come from the demo shop unless --source or the dashboard file says otherwise; they follow
        --now (render, gallery, publish) or the clock, and the locale (LC_ALL, LC_TIME, LANG) picks a 12- or
        24-hour time. Controls such as "Fulfill next" act on the local store only, never on a Shopify shop.

        exit status: \(ExitStatus.allCases.map { "\($0.rawValue) \($0.summary)" }.joined(separator: ", "))
        """
    return text
}

/// The guides `widgetdeck help TOPIC` prints: the pages of docs/ compiled into the binary
/// (``BuildInfo``), so they travel with it. A topic is its page's file name without `.md`,
/// except where a command has that name (`import` is the command; its guide is `importing`).
enum HelpTopic {
    private static let renamed = ["import.md": "importing", "preview.md": "previewing", "themes.md": "theming"]

    /// Each topic's name and page, in the pages' order.
    static var all: [(name: String, page: BuildInfo.Page)] {
        BuildInfo.pages.map { (name: renamed[$0.file] ?? String($0.file.dropLast(3)), page: $0) }
    }

    /// The page of `topic`: a topic's name, or its file's (`import.md`, `docs/import.md`).
    static func page(_ topic: String) -> BuildInfo.Page? {
        let file = topic.hasPrefix("docs/") ? String(topic.dropFirst(5)) : topic
        return all.first { $0.name == topic || $0.page.file == file }?.page
    }

    /// `widgetdeck help topics`: one line a topic.
    static var list: String {
        let topics = all
        let width = topics.map(\.name.count).max() ?? 0
        return "guides (widgetdeck help TOPIC):\n"
            + topics.map { "  " + $0.name + String(repeating: " ", count: width + 2 - $0.name.count) + $0.page.title }.joined(
                separator: "\n") + "\n"
    }
}

/// `widgetdeck help [COMMAND | TOPIC]`: the overview, one command's help (`help import orders`
/// is `import orders --help`), the list of guides, or one guide.
func runHelp(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    guard let topic = arguments.first else {
        write(overview + "\n")
        return .ok
    }
    if topic == "topics" {
        write(HelpTopic.list)
        return .ok
    }
    if topic == "import", let kind = arguments.dropFirst().first {
        guard let help = kind == "orders" ? CommandHelp.importOrders : kind == "sessions" ? .importSessions : nil else {
            throw UsageError(message: "help import: \"\(TerminalText.sanitized(kind))\" is not a kind of import; kinds: orders, sessions")
        }
        write(help.text)
        return .ok
    }
    // A command by the name a user types it (the dashboard has none: `help dashboard` is the
    // guide to its file).
    if CommandHelp.typedNames.contains(topic), let help = CommandHelp.named(topic) {
        write(help.text)
        return .ok
    }
    if let page = HelpTopic.page(topic) {
        write(page.text.hasSuffix("\n") ? page.text : page.text + "\n")
        return .ok
    }
    let known = CommandHelp.typedNames + HelpTopic.all.map(\.name)
    let shown = TerminalText.truncated(TerminalText.sanitized(topic), toWidth: 40)
    throw UsageError(
        message:
            "help: \"\(shown)\" is not a command or a topic\(Suggestion.nearest(to: topic, in: known).map { "; did you mean \($0)?" } ?? ""); commands: \(CommandHelp.typedNames.joined(separator: ", ")); topics: \(HelpTopic.all.map(\.name).joined(separator: ", "))"
    )
}

/// `widgetdeck --version`: the version and the commit the binary was built from.
var versionLine: String {
    "widgetdeck \(WidgetDeck.version) (commit \(BuildInfo.commit))\n"
}
