#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetDrawing
import WidgetTerminal

/// `widgetdeck status [--metrics LIST] [--format text|ansi|tmux] …`: the inline family on one
/// line, for a tmux status bar or a shell prompt. Figures come through the shared cache, so any
/// number of panes asking every few seconds cost one query a minute.
func runStatus(_ arguments: [String], platform: Platform) async throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: .status, environment: platform.environment)
    try rejectPositionals(parsed, command: "status")
    let format = try parsed[.statusFormat] ?? .text
    var options = try RenderOptions(parsed.without("format"), environment: platform.environment, clock: platform.clock)
    if !parsed.given(.metrics) { options.metrics = ["total_sales", "orders"].map(Metric.named) }
    // One request for every metric on the line (the large family holds seven)…
    let drawn = try await options.render(
        .large, environment: platform.environment, cache: MetricsCache.shared(environment: platform.environment, clock: platform.clock))
    if let message = drawn.message { complain(message) }
    // …then each as the inline family draws it, as wide as it needs.
    let context = RenderContext(now: options.now, locale: options.locale)
    var segments: [Buffer] = []
    let slots = drawn.state.readings.isEmpty ? [nil] : drawn.state.readings.map { Optional($0) }
    for reading in slots {
        var state = drawn.state
        state.slots = reading.map { [$0] } ?? []
        let buffer = WidgetFamily.accessoryInline.render(state, context: context, size: Size(width: 60, height: 1))
        segments.append(buffer.cropped(to: Rect(x: 0, y: 0, width: max(1, buffer.usedWidth), height: 1)))
    }
    // The segments side by side, a dot between them.
    let total = segments.reduce(0) { $0 + $1.area.width } + 3 * (segments.count - 1)
    var row = Buffer(size: Size(width: total, height: 1), fill: .blank(Style(.primary)))
    var x = 0
    for (i, segment) in segments.enumerated() {
        if i > 0 {
            row.drawText(" · ", in: Rect(x: x, y: 0, width: 3, height: 1), style: Style(.secondary))
            x += 3
        }
        row.merge(segment.moved(to: Point(x: x, y: 0)))
        x += segment.area.width
    }
    switch format {
    case .tmux: write(TmuxRenderer(theme: options.theme).render(row) + "\n")
    case .ansi: write(ANSIRenderer(theme: options.theme, depth: options.depth).render(row))
    case .text: write(row.plainText)
    }
    return drawn.isMissingInput ? .noInput : .ok
}
