#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats
import WidgetDrawing
import WidgetStore
import WidgetSystem
import WidgetTerminal

/// `widgetdeck render --family F …`: one widget.
func runRender(_ arguments: [String], platform: Platform) async throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: .render, environment: platform.environment)
    guard let family = try parsed[.family] else {
        throw UsageError(message: "render: --family is required; families: \(familyNames)")
    }
    try rejectPositionals(parsed, command: "render")
    let options = try RenderOptions(parsed, environment: platform.environment, clock: platform.clock)
    let drawn = try await options.render(
        family, environment: platform.environment, cache: MetricsCache.shared(environment: platform.environment, clock: platform.clock))
    if let message = drawn.message { complain(message) }
    write(options.encode(drawn, family: family))
    return drawn.isMissingInput ? .noInput : .ok
}

/// `widgetdeck gallery …`: the same configuration in every family, side by side — or, with
/// `--states`, `--themes` or `--modes`, the matrix: families × states, one page per theme and
/// mode, labelled.
func runGallery(_ arguments: [String], platform: Platform) async throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: .gallery, environment: platform.environment)
    try rejectPositionals(parsed, command: "gallery")
    var options = try RenderOptions(parsed, environment: platform.environment, clock: platform.clock)
    options.isPreview = true
    let width = try parsed[.width] ?? platform.outputWidth(fallback: 120)
    let states = try parsed[.states] ?? [options.state]
    let modes = try parsed[.modes] ?? [options.mode]
    let themes = try parsed[.themes] ?? [options.theme]
    var sizes: [WidgetFamily: Size] = [:]
    for family in options.families { sizes[family] = try options.size(of: family) }
    let matrix = GalleryMatrix(
        families: options.families, states: states, themes: themes, modes: modes, width: width,
        isMatrix: parsed.given(.states) || parsed.given(.themes) || parsed.given(.modes), sizes: sizes)
    let cache = MetricsCache.shared(environment: platform.environment, clock: platform.clock)
    func render(_ family: WidgetFamily, _ state: PreviewState, _ mode: RenderingMode) async throws -> WidgetRequest.Drawn {
        var variant = options
        variant.state = state
        variant.mode = mode
        return try await variant.render(family, environment: platform.environment, cache: cache)
    }
    if options.describes {
        // Themes and modes change no words.
        let said = try await matrix.describe(now: options.now, locale: options.locale) { try await render($0, $1, options.mode) }
        said.messages.sorted().forEach(complain)
        write(said.lines.joined(separator: "\n") + "\n")
        return said.isMissingInput ? .noInput : .ok
    }
    do { try matrix.check() } catch { throw UsageError(message: error.description) }
    let drawn = try await matrix.draw(render)
    drawn.messages.sorted().forEach(complain)
    switch options.format {
    case .svg: write(SVGRenderer.render(sections: drawn.pages.map { (buffer: $0.buffer, renderer: SVGRenderer(theme: $0.theme)) }))
    default: write(drawn.pages.map { options.format.encode($0.buffer, theme: $0.theme, depth: options.depth) }.joined(separator: "\n"))
    }
    return drawn.isMissingInput ? .noInput : .ok
}

/// `widgetdeck publish --out FILE …`: writes the snapshot document atomically — once, or with
/// `--every 60s` again and again until stopped (each write a whole file renamed over the old).
func runPublish(_ arguments: [String], platform: Platform) async throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: .publish, environment: platform.environment)
    try rejectPositionals(parsed, command: "publish")
    guard let out = try parsed[.out] else { throw UsageError(message: "publish: --out FILE is required") }
    let data = try DataOptions(parsed, environment: platform.environment)
    let range = try parsed[.range] ?? .today
    let locale = DisplayLocale.viewer(environment: platform.environment)
    let fixedNow = try parsed[.now]
    let every = try parsed[.every]
    if every != nil && fixedNow != nil {
        throw UsageError(message: "publish: --every publishes the figures of each moment; it cannot take --now")
    }
    let ids = try parsed[.publishedMetrics] ?? Metric.catalogue.map(\.id)
    let source = try data.source.makeSource(environment: platform.environment, locale: locale, clock: platform.clock)
    let clock: any TimelineClock = fixedNow.map { ManualClock($0) } ?? platform.clock
    let publisher = SnapshotPublisher(
        source: source, out: out, shop: try parsed[.shownShop] ?? "default", metrics: ids, range: range, clock: clock,
        environment: platform.environment)
    guard let every else {
        do {
            let published = try await publisher.publish()
            if let warning = published.warning { complain(warning) }
            return .ok
        } catch .source(let error) {
            throw CommandError(message: error.message, status: error.reason == .missing ? .noInput : .dataError)
        } catch {
            throw CommandError(message: error.description, status: .cantCreate)
        }
    }
    do {
        try await publisher.run(
            every: every, wait: { try await Task.sleep(nanoseconds: UInt64(max(0, $0.timeIntervalSince(clock.now)) * 1_000_000_000)) },
            report: complain)
    } catch let failure as SnapshotPublisher.Failure {
        throw CommandError(message: failure.description, status: .cantCreate)
    }
    return .ok
}

/// `60s`, `5m`, `1h` or a number of seconds: at least 1 s, at most a day.
func duration(_ text: String, option: String) throws(UsageError) -> TimeInterval {
    let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
    var number = Substring(text)
    var scale = 1.0
    if let last = number.last, let unit = units[last] {
        scale = unit
        number = number.dropLast()
    }
    guard let value = Double(number), value.isFinite, value * scale >= 1, value * scale <= 86_400 else {
        throw UsageError(
            message: "--\(option): \"\(TerminalText.sanitized(text))\" is not a duration; use e.g. 60s, 5m or 1h (1 s to 24 h)")
    }
    return value * scale
}

/// `widgetdeck validate FILE`: checks a dashboard file.
func runValidate(_ arguments: [String], environment: [String: String], now: Date) throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: .validate)
    guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
        throw UsageError(message: "validate: give one dashboard file, e.g. widgetdeck validate ~/.config/widgetdeck/dashboard.json")
    }
    let bytes: [UInt8]
    do {
        bytes = try FileIO.read(file)
    } catch {
        throw CommandError(message: "\(error)", status: error.isMissing ? .noInput : .dataError)
    }
    // A timeline file (it has "entries") is checked as one: its limits, then its spacing.
    let isTimeline: Bool
    if bytes.count > TimelineFile.maximumBytes {
        // Too large to parse whole just to see what it is: look for the key.
        let key = Array("\"entries\"".utf8)
        isTimeline = bytes.indices.dropLast(key.count - 1).contains { bytes[$0] == key[0] && Array(bytes[$0..<$0 + key.count]) == key }
    } else if case .object(let members)? = try? JSONValue.parse(bytes) {
        isTimeline = members.contains { $0.key == "entries" }
    } else {
        isTimeline = false
    }
    if isTimeline {
        do {
            let timeline = try TimelineFile.parse(bytes, file: file)
            let warnings = TimelineFile.spacingWarnings(timeline)
            for warning in warnings { complain("warning: \(file): \(warning)") }
            write(
                "\(TerminalText.sanitized(file)): ok — timeline of \(timeline.entries.count) entr\(timeline.entries.count == 1 ? "y" : "ies")\(warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")")\n"
            )
            return .ok
        } catch {
            throw CommandError(message: error.description, status: .dataError)
        }
    }
    do {
        let (dashboard, warnings) = try DashboardFile.parse(
            bytes, file: file, defaultStore: Store.defaultPath(environment: environment), now: now)
        for warning in warnings { complain("warning: \(file): \(warning)") }
        write(
            "\(TerminalText.sanitized(file)): ok — \(dashboard.widgets.count) widget\(dashboard.widgets.count == 1 ? "" : "s"), source \(TerminalText.sanitized(dashboard.source.description))\(warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")")\n"
        )
        return .ok
    } catch {
        throw CommandError(message: error.description, status: .dataError)
    }
}

/// `widgetdeck themes`: the built-in themes.
func runThemes(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try Arguments(arguments, for: .themes)
    try rejectPositionals(parsed, command: "themes")
    write(Theme.builtInNames.joined(separator: "\n") + "\n")
    return .ok
}

/// `widgetdeck devices`: the presets `--device` takes, with each family's size in points and
/// cells.
func runDevices(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try Arguments(arguments, for: .devices)
    try rejectPositionals(parsed, command: "devices")
    var lines: [String] = []
    for device in DevicePreset.all {
        lines.append("\(device.name) — \(device.summary)")
        for family in device.families {
            let points = device.pointSize(family)!, cells = device.size(family)!
            lines.append(
                "  " + pad(family.rawValue, 22) + pad("\(number(points.width))×\(number(points.height)) pt", 18)
                    + "\(cells.width)×\(cells.height) cells")
        }
    }
    lines.append("cells are 8.5×17 pt (widgetdeck help families); sizes from Apple's Human Interface Guidelines, Widgets")
    write(lines.joined(separator: "\n") + "\n")
    return .ok
}

/// `170`, `378.5`: a point size as Apple writes it.
private func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

/// `widgetdeck metrics`: the catalogue.
func runMetrics(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try Arguments(arguments, for: .metrics)
    try rejectPositionals(parsed, command: "metrics")
    var lines = ["id                        title                     unit     shape"]
    for metric in Metric.catalogue {
        lines.append(
            pad(metric.id, 26) + pad(metric.title, 26) + pad(metric.unit.rawValue, 9)
                + (metric.shape == .timeSeries ? "series vs previous period" : "current count, no history"))
    }
    write(lines.joined(separator: "\n") + "\n")
    return .ok
}

/// `--now`: an ISO 8601 time from 1970 to 9999 (read on the viewer's clock when it has no
/// offset).
func parseNow(_ text: String, zone: ZoneRules) throws(UsageError) -> Date {
    let shown = TerminalText.truncated(TerminalText.sanitized(text), toWidth: 40)
    guard let date = ISO8601.parse(text, zone: zone) else {
        throw UsageError(
            message:
                "--now: \"\(shown)\" is not an ISO 8601 time; for example 2026-11-30T15:30:00-05:00, 2026-11-30T20:30:00Z or 2026-11-30T15:30 (local)"
        )
    }
    guard date.timeIntervalSince1970 >= 0, date.timeIntervalSince1970 < 253_402_300_800 else {
        throw UsageError(message: "--now: \"\(shown)\" is outside the years widgetdeck reads, 1970 to 9999")
    }
    return date
}

var familyNames: String { WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ") }

func shortName(_ family: WidgetFamily) -> String { family.shortName }

func rejectPositionals(_ arguments: Arguments, command: String?) throws(UsageError) {
    if let extra = arguments.positionals.first {
        throw UsageError(
            message:
                "\(command.map { "\($0): " } ?? "")unexpected argument \"\(extra)\"; see widgetdeck \(command.map { "\($0) " } ?? "")--help"
        )
    }
}

func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

/// Writes `text` to standard output (file descriptor 1), all of it.
func write(_ text: String) {
    writeAll(text, to: 1)
}

/// Writes a message to standard error, each line through the same sanitiser as rendered text
/// (no escape sequence, bell or NUL from a file or an argument reaches the terminal) and cut to
/// a readable length (a value 100,000 digits long is not echoed whole).
package func complain(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.truncated($0, toWidth: 400) }
    writeAll("widgetdeck: " + lines.joined(separator: "\n") + "\n", to: 2)
}

func writeAll(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 && errno == EINTR { continue }
            // A closed pipe: nobody is reading any more, and that is no failure. Anything else
            // (a full disk, /dev/full, an I/O error) is, and the command ends with 74.
            if n < 0 && errno != EPIPE { WriteFailures.record(fd == 1 ? "standard output" : "standard error", errno: errno) }
            if n <= 0 { return }
            offset += n
        }
    }
}
