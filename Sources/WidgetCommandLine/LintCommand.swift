#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats
import WidgetDrawing
import WidgetSystem
import WidgetTerminal

/// `widgetdeck lint [--config FILE | --metrics LIST | --kind KIND] …`: draws every widget in
/// every family, state, theme and device asked for, and fails (exit 1) with one line per thing
/// a reader would miss — a value, comparison or "as of" cut or hidden, a title cut too far, a
/// label cut without an ellipsis, weak contrast, meaning in colour alone.
func runLint(_ arguments: [String], platform: Platform) async throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: .lint, environment: platform.environment)
    try rejectPositionals(parsed, command: "lint")
    let json = try parsed[.lintFormat] == .json
    var options = try RenderOptions(parsed.without("format"), environment: platform.environment, clock: platform.clock)
    var rules = WidgetLint.Rules()
    rules.titleLoss = try parsed[.titleLoss] ?? rules.titleLoss
    let lint = WidgetLint(rules: rules)

    // The widgets: a dashboard file's, one configured on the command line, or the standard ones.
    var widgets: [PlacedWidget]
    var ownFamilies = true
    if let file = try parsed[.lintConfig] {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(file) } catch {
            throw CommandError(message: "--config: \(error)", status: error.isMissing ? .noInput : .dataError)
        }
        do { widgets = try DashboardFile.parse(bytes, file: file, now: options.now).0.widgets } catch {
            throw CommandError(message: error.description, status: .dataError)
        }
    } else if parsed.given(.metrics) || parsed.given(.kind) {
        widgets = [
            PlacedWidget(
                id: options.kind == WidgetKind.metrics.id ? "metrics" : options.kind, kind: options.kind, family: .large,
                configuration: options.configuration)
        ]
        ownFamilies = false
    } else {
        widgets = DashboardFile.standard.widgets
    }
    let allFamilies = try parsed[.families]
    let states = try parsed[.states] ?? (parsed.given(.state) ? [options.state] : PreviewState.allCases)
    // Every built-in theme, unless one (`--theme`) or a list (`--themes`) is asked for.
    var themes = try parsed[.themes] ?? (parsed.given(.theme) ? [options.theme] : Theme.builtInNames.map { try Theme.load($0) })
    if themes.isEmpty { themes = [options.theme] }
    // Devices: each that offers the family, and the family's own size — or what was asked.
    var devices: [DevicePreset?] = [nil] + DevicePreset.all.map { $0 }
    if let list = try parsed[.devices] {
        devices = list
    } else if options.device != nil || options.size != nil {
        devices = [options.device]
    }
    options.device = nil

    var matrix = LintMatrix(widgets: widgets, families: allFamilies, states: states, themes: themes, devices: devices, lint: lint)
    matrix.everyFamily = !ownFamilies
    let cache = MetricsCache.shared(environment: platform.environment, clock: platform.clock)
    let result = try await matrix.run { widget, family, device, state in
        var variant = options
        variant.kind = widget.kind
        variant.state = state
        variant.configurationOverride = widget.configuration
        variant.device = device
        do {
            let drawn = try await variant.render(family, environment: platform.environment, cache: cache)
            return (drawn, variant.size.map { "\($0.width)x\($0.height)" } ?? "family size")
        } catch let error as CommandError where state == .live {
            // No live figures (a source that failed): the preview states still lint.
            complain("warning: \(widget.id): \(error.message)")
            return nil
        }
    }
    let renders = result.renders
    let lines = result.findings.map { found in
        "\(found.widget) · \(found.family.rawValue) · \(found.state.rawValue) · \(found.theme) · \(found.device) · at \(found.finding.at.x),\(found.finding.at.y) · \(found.finding.rule): \(found.finding.message)"
    }
    let records: [JSONValue] = result.findings.map { found in
        .object([
            ("widget", .string(found.widget)), ("family", .string(found.family.rawValue)), ("state", .string(found.state.rawValue)),
            ("theme", .string(found.theme)), ("device", .string(found.device)), ("x", .number(Double(found.finding.at.x))),
            ("y", .number(Double(found.finding.at.y))), ("rule", .string(found.finding.rule)), ("message", .string(found.finding.message)),
        ])
    }
    if json {
        write(JSONValue.object([("checked", .number(Double(renders))), ("findings", .array(records))]).serialized + "\n")
    } else if lines.isEmpty {
        write("lint: ok — \(renders) renders checked (widgets × families × states × devices × themes), nothing cut, hidden or too faint\n")
    } else {
        write(lines.map { TerminalText.sanitized($0) }.joined(separator: "\n") + "\n")
        complain("lint: \(lines.count) finding\(lines.count == 1 ? "" : "s") in \(renders) renders")
    }
    return lines.isEmpty ? .ok : .findings
}
