#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats

/// `widgetdeck man`: the manual page, in roff (man(7) macros), made from the option table
/// `--help` prints (``CommandHelp``) and the exit statuses the overview lists.
func runMan(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try Arguments(arguments, for: .man)
    try rejectPositionals(parsed, command: "man")
    write(ManPage.text())
    return .ok
}

enum ManPage {
    /// The page's date: the month of this version.
    static let date = "2026-12-03"

    /// `text` safe in roff: backslashes as `\e`, a leading `.` or `'` guarded, `-` as the ASCII
    /// hyphen-minus a reader copies, `"` as `\(dq`, and every non-ASCII character as `\[uXXXX]`.
    static func escaped(_ text: some StringProtocol) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            // A quote would end a quoted macro argument (a command's usage is one).
            case "\"": out += "\\(dq"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    /// Lines of running text, each escaped (a blank line ends a paragraph).
    private static func paragraph(_ text: String) -> [String] {
        text.split(separator: "\n").map { escaped($0.trimmingSpacesAtEnd) }
    }

    /// One command: its usage as a subsection, its summary, its options as tagged paragraphs
    /// and its examples.
    private static func section(_ help: CommandHelp) -> [String] {
        var lines = [".SS \"\(escaped(help.usage))\""] + paragraph(help.summary)
        for (name, text) in help.subcommands {
            lines += [".TP", ".B \(escaped(name))", escaped(text)]
        }
        for option in help.options {
            lines.append(".TP")
            lines.append(option.value.map { ".BI \\-\\-\(escaped(option.name)) \" \(escaped($0))\"" } ?? ".B \\-\\-\(escaped(option.name))")
            lines.append(escaped(option.text))
        }
        if !help.examples.isEmpty {
            lines +=
                [".PP", "Example\(help.examples.count == 1 ? "" : "s"):", ".PP", ".RS", ".nf"] + help.examples.map { escaped($0) } + [
                    ".fi", ".RE",
                ]
        }
        return lines
    }

    /// The page for `commands` (every command by default).
    static func text(_ commands: [CommandHelp] = CommandHelp.all) -> String {
        var lines = [
            ".\\\" The manual page of widgetdeck, made by `widgetdeck man` from the table --help prints.",
            ".TH WIDGETDECK 1 \"\(date)\" \"widgetdeck \(WidgetDeck.version)\" \"User Commands\"",
            ".SH NAME",
            "widgetdeck \\- WidgetKit\\-style widgets as text in the terminal",
            ".SH SYNOPSIS",
            ".B widgetdeck",
            "[\\fIoptions\\fR]",
            ".br",
            ".B widgetdeck",
            "\\fICOMMAND\\fR [\\fIoptions\\fR]",
            ".SH DESCRIPTION",
        ]
        lines += paragraph(
            """
            widgetdeck draws WidgetKit-style widgets as text: one layout engine renders every widget family (small, medium, large,
            extra large, and the accessory circular, rectangular and inline ones) into a text buffer, an ncurses dashboard shows them,
            and a timeline runner swaps entries at their dates under a refresh budget. Figures come from the demo shop, a store
            imported from Shopify exports, a published snapshot, an HTTP endpoint or a shop through Shopify's Admin API.
            """)
        lines +=
            [".PP"]
            + paragraph(
                "With no command, widgetdeck opens the dashboard. Every command answers --help; guides that travel with the binary are printed by widgetdeck help TOPIC (widgetdeck help topics lists them)."
            )
        lines += [".SH COMMANDS"]
        for help in commands { lines += section(help) }
        lines += [".SH \"EXIT STATUS\""]
        for status in ExitStatus.allCases {
            lines += [".TP", ".B \(status.rawValue)", escaped(status.summary)]
        }
        lines += [".SH ENVIRONMENT"]
        for (name, text) in environment {
            lines += [".TP", ".B \(escaped(name))", escaped(text)]
        }
        lines += [".SH FILES"]
        for (name, text) in files {
            lines += [".TP", ".I \(escaped(name))", escaped(text)]
        }
        lines += [".SH \"SEE ALSO\"", ".BR tmux (1),", ".BR sqlite3 (1)", ".PP"]
        lines += paragraph("The guides: \(HelpTopic.all.map { "widgetdeck help \($0.name)" }.joined(separator: ", ")).")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The variables widgetdeck reads.
    static let environment: [(String, String)] = [
        ("SHOPIFY_ACCESS_TOKEN", "the Admin API token for a shopify: source when --token-file is not given"),
        ("NO_COLOR", "when set, ANSI output has no colour unless --colors says otherwise"),
        ("COLUMNS", "the width gallery wraps to when standard output is not a terminal"),
        ("LC_ALL, LC_TIME, LANG", "the locale: a 12- or 24-hour clock"),
        ("TZ", "the viewer's time zone"),
        ("XDG_CONFIG_HOME", "where the dashboard file is (default ~/.config)"),
        ("XDG_DATA_HOME", "where the store and the demo shop are (default ~/.local/share)"),
        ("XDG_STATE_HOME", "where analytics are written (default ~/.local/state)"),
        ("XDG_CACHE_HOME", "where the shared cache of answers is (default ~/.cache)"),
        ("WIDGETDECK_CACHE_TTL", "how long a cached answer is fresh, in seconds (default 60)"),
    ]

    /// The files widgetdeck reads and writes.
    static let files: [(String, String)] = [
        (
            "~/.config/widgetdeck/dashboard.json",
            "the dashboard file: widgets, source, theme, budget (widgetdeck help dashboard); watched while the dashboard runs"
        ),
        ("~/.local/share/widgetdeck/store.sqlite", "the store import writes and --source store reads (widgetdeck help importing)"),
        ("~/.local/state/widgetdeck/analytics.jsonl", "widget lifecycle events (widgetdeck help analytics)"),
        ("~/.cache/widgetdeck/", "answers shared by every widgetdeck process, so many panes cost one query a minute"),
    ]
}

private extension Substring {
    var trimmingSpacesAtEnd: Substring {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
