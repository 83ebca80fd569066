#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetTerminal

/// `widgetdeck render --family F …`: one widget.
func runRender(_ arguments: [String], platform: Platform) throws(UsageError) -> ExitStatus {
    let parsed = try Arguments(arguments, command: "render", valued: RenderOptions.valued + ["family"])
    guard let name = parsed["family"] else {
        throw UsageError(message: "render: --family is required; families: \(familyNames)")
    }
    guard let family = WidgetFamily(name: name) else {
        throw UsageError(message: "--family: \"\(name)\" is not a family; families: \(familyNames)")
    }
    try rejectPositionals(parsed, command: "render")
    let options = try RenderOptions(parsed, environment: platform.environment)
    write(options.encode(options.render(family, environment: platform.environment)))
    return .ok
}

/// `widgetdeck gallery …`: the same configuration in every family, side by side.
func runGallery(_ arguments: [String], platform: Platform) throws(UsageError) -> ExitStatus {
    let parsed = try Arguments(arguments, command: "gallery", valued: RenderOptions.valued + ["width"])
    try rejectPositionals(parsed, command: "gallery")
    let options = try RenderOptions(parsed, environment: platform.environment)
    var width = platform.outputWidth(fallback: 120)
    if let text = parsed["width"] {
        guard let w = Int(text), w >= 20 else { throw UsageError(message: "--width: \"\(text)\" is not a width; use a whole number of columns, 20 or more") }
        width = w
    }
    let tiles = WidgetFamily.allCases.map { family -> (label: String, buffer: Buffer) in
        let buffer = options.render(family, environment: platform.environment)
        let label = "\(shortName(family)) \(buffer.area.width)×\(buffer.area.height)"
        return (label: label.count <= buffer.area.width ? label : shortName(family), buffer: buffer)
    }
    write(options.encode(Gallery.compose(tiles, width: width)))
    return .ok
}

/// `widgetdeck themes`: the built-in themes.
func runThemes(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try Arguments(arguments, command: "themes", valued: [])
    try rejectPositionals(parsed, command: "themes")
    write(Theme.builtInNames.joined(separator: "\n") + "\n")
    return .ok
}

/// `widgetdeck metrics`: the catalogue.
func runMetrics(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try Arguments(arguments, command: "metrics", valued: [])
    try rejectPositionals(parsed, command: "metrics")
    var lines = ["id                        title                     unit     shape"]
    for metric in Metric.catalogue {
        lines.append(pad(metric.id, 26) + pad(metric.title, 26) + pad(metric.unit.rawValue, 9) + (metric.shape == .timeSeries ? "series vs previous period" : "current count, no history"))
    }
    write(lines.joined(separator: "\n") + "\n")
    return .ok
}

var familyNames: String { WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ") }

func shortName(_ family: WidgetFamily) -> String {
    switch family {
    case .accessoryCircular: "circular"
    case .accessoryRectangular: "rectangular"
    case .accessoryInline: "inline"
    default: family.rawValue
    }
}

func rejectPositionals(_ arguments: Arguments, command: String) throws(UsageError) {
    if let extra = arguments.positionals.first {
        throw UsageError(message: "\(command): unexpected argument \"\(extra)\"; see widgetdeck help")
    }
}

func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

/// Writes `text` to standard output (file descriptor 1), all of it.
func write(_ text: String) {
    writeAll(text, to: 1)
}

/// Writes a message to standard error.
func complain(_ text: String) {
    writeAll("widgetdeck: \(text)\n", to: 2)
}

private func writeAll(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }  // a closed pipe: nobody is reading any more
            offset += n
        }
    }
}
