#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetCore
import WidgetFormats
import WidgetSystem

// The options one command takes (besides those in SharedOptions.swift), each declared once.

/// `lint --format`: findings as lines, or JSON for CI.
enum LintFormat: String { case text, json }

/// `status --format`: the line as text, ANSI, or tmux's `#[fg=…]` styles.
enum StatusFormat: String { case text, ansi, tmux }

/// `query --format`: the Admin API's table as text, JSON or CSV.
enum QueryFormat: String { case table, json, csv }

extension OptionSpec where Value == LintFormat {
    static var lintFormat: Self {
        .choice("format", "FMT", "text (default) or json (for CI)", allowed: ["text", "json"]) { LintFormat(rawValue: $0) }
    }
}

extension OptionSpec where Value == StatusFormat {
    static var statusFormat: Self {
        .choice("format", "FMT", "text (default), ansi, tmux (#[fg=…] styles for status-right)", allowed: ["text", "ansi", "tmux"]) {
            StatusFormat(rawValue: $0)
        }
    }
}

extension OptionSpec where Value == QueryFormat {
    static var queryFormat: Self {
        .choice("format", "FMT", "table (default), json (the Admin API's columns and rows), csv", allowed: ["table", "json", "csv"]) {
            QueryFormat(rawValue: $0)
        }
    }
}

extension OptionSpec where Value == DashboardPage {
    static var page: Self {
        .choice("page", "P", "home (default), lock, gallery", allowed: DashboardPage.allCases.map(\.rawValue)) {
            DashboardPage(rawValue: $0)
        }
    }
}

extension OptionSpec where Value == Double {
    /// `lint --title-loss PERCENT`, as a fraction.
    static var titleLoss: Self {
        OptionSpec("title-loss", "PERCENT", "the share of a title that may be cut before it is a finding (default 30)") {
            text, _ throws(UsageError) in
            guard let percent = Double(text.hasSuffix("%") ? String(text.dropLast()) : text), (0...100).contains(percent) else {
                throw UsageError(message: "--title-loss: \"\(TerminalText.sanitized(text))\" is not a percentage; give 0 to 100, e.g. 30")
            }
            return percent / 100
        }
    }
}

extension OptionSpec where Value == TimeInterval {
    /// `publish --every DURATION`, in seconds.
    static var every: Self {
        OptionSpec("every", "DURATION", "publish again every DURATION (60s, 5m, 1h) until stopped; not with --now") {
            text, _ throws(UsageError) in try duration(text, option: "every")
        }
    }
}

extension OptionSpec where Value == Int {
    /// `screen --focus N`.
    static var focus: Self {
        OptionSpec("focus", "N", "the widget with focus, counted from 0 (default 0)") { text, _ throws(UsageError) in
            guard let index = Int(text), index >= 0 else {
                throw UsageError(message: "--focus: \"\(TerminalText.sanitized(text))\" is not a widget's place; give 0 or more")
            }
            return index
        }
    }
    /// `budget --hours N`.
    static var hours: Self {
        OptionSpec("hours", "N", "how long to run (default 24, at most 168)") { text, _ throws(UsageError) in
            guard let hours = Int(text), (1...168).contains(hours) else {
                throw UsageError(message: "--hours: \"\(TerminalText.sanitized(text))\" is not a number of hours from 1 to 168")
            }
            return hours
        }
    }
}

extension OptionSpec where Value == Date {
    /// `budget --now`: when the simulated day starts.
    static var runStart: Self {
        OptionSpec("now", "TIME", "when the run starts, ISO 8601 (default: now)") { text, context throws(UsageError) in
            try parseNow(text, zone: context.locale.timeZone)
        }
    }
}

extension OptionSpec where Value == [String] {
    /// `publish --metrics LIST`: the metrics the document carries (every one by default).
    static var publishedMetrics: Self {
        OptionSpec(
            "metrics", "LIST", "comma-separated metric ids, none for an empty slot (see widgetdeck metrics)",
            choices: Metric.catalogue.map(\.id)
        ) { list, _ throws(UsageError) in
            try list.split(separator: ",").map { raw throws(UsageError) -> String in
                let id = String(raw)
                guard Metric.named(id) != nil else {
                    throw UsageError(message: "--metrics: \"\(id)\" is not a metric; known metrics: \(Metric.knownIDs)")
                }
                return id
            }
        }
    }
}

extension OptionSpec where Value == String {
    static var lintConfig: Self {
        OptionSpec("config", "FILE", "the dashboard file whose widgets to check (default: the standard dashboard)")
    }
    static var out: Self { OptionSpec("out", "FILE", "where to write the document (required; replaced atomically)") }
    static var store: Self { OptionSpec("store", "PATH", "the SQLite store (default ~/.local/share/widgetdeck/store.sqlite)") }
    /// `import --shop NAME`: the shop imported rows belong to.
    static var shopName: Self { OptionSpec("shop", "NAME", "the shop the rows belong to (default \"My shop\")") }
    static var timeZone: Self {
        OptionSpec("time-zone", "ZONE", "the shop's time zone, e.g. America/Toronto (default: this machine's)") {
            zone, context throws(UsageError) in
            guard SystemZones.named(zone, environment: context.environment) != nil else {
                throw UsageError(
                    message:
                        "--time-zone: \"\(zone)\" is not a time zone this machine knows; use a name like America/Toronto or Europe/Paris")
            }
            return zone
        }
    }
}

extension FlagSpec {
    static let skipBadRows = FlagSpec("skip-bad-rows", "skip and report rows that cannot be read, instead of refusing the file")
    static let screenLint = FlagSpec(
        "lint",
        "print what each page (or --page) cuts at --size instead: a cut value, title, label or text, a number run into the edge (exit 1); then notes of what was left out for room"
    )
}
