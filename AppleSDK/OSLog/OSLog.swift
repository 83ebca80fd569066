// OSLog on Linux, as much as widget code logs with: `Logger` and its privacy-aware messages,
// `os_log`. Messages go to standard error of the preview program only when
// `WIDGETDECK_PREVIEW_LOG=1` (widgetdeck shows the program's standard error when it fails).
@_exported import Foundation

/// Where a log message goes (Apple's `Logger`).
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public init() { self.init(subsystem: "", category: "") }
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    public func log(_ message: OSLogMessage) { emit("default", message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { emit(level.name, message) }
    public func trace(_ message: OSLogMessage) { emit("trace", message) }
    public func debug(_ message: OSLogMessage) { emit("debug", message) }
    public func info(_ message: OSLogMessage) { emit("info", message) }
    public func notice(_ message: OSLogMessage) { emit("notice", message) }
    public func warning(_ message: OSLogMessage) { emit("warning", message) }
    public func error(_ message: OSLogMessage) { emit("error", message) }
    public func critical(_ message: OSLogMessage) { emit("critical", message) }
    public func fault(_ message: OSLogMessage) { emit("fault", message) }

    func emit(_ level: String, _ message: OSLogMessage) {
        guard ProcessInfo.processInfo.environment["WIDGETDECK_PREVIEW_LOG"] == "1" else { return }
        let line = "[\(level)] \(subsystem)\(category.isEmpty ? "" : "/" + category): \(message.text)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}

/// A log message with interpolated values (Apple's `OSLogMessage`).
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }

    public static func == (lhs: OSLogMessage, rhs: OSLogMessage) -> Bool { lhs.text == rhs.text }
}

public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, format: OSLogFormatting? = nil, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += "\(value())"
    }
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        text += "\(value())"
    }
}

/// How a logged value is formatted.
public struct OSLogFormatting: Sendable {
    public static func fixed(precision: Int) -> OSLogFormatting { OSLogFormatting() }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFormatting { OSLogFormatting() }
    public static var fixed: OSLogFormatting { OSLogFormatting() }
    public static var hex: OSLogFormatting { OSLogFormatting() }
    public static var octal: OSLogFormatting { OSLogFormatting() }
    public static var decimal: OSLogFormatting { OSLogFormatting() }
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogFormatting { OSLogFormatting() }
    public static var exponential: OSLogFormatting { OSLogFormatting() }
    public static var hybrid: OSLogFormatting { OSLogFormatting() }
}

public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// Whether a logged value may be shown (Apple's `OSLogPrivacy`).
public struct OSLogPrivacy: Sendable {
    public enum Mask: Sendable { case hash, none }
    public static let auto = OSLogPrivacy()
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
}

/// A log level (Apple's `OSLogType`).
public struct OSLogType: Equatable, Sendable {
    let name: String
    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")
}

/// A log (Apple's `OSLog`), for `os_log`.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "")
}

public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    Logger(log).log(level: type, OSLogMessage(stringLiteral: "\(message)"))
}

public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

public func os_log(_ message: OSLogMessage) {
    Logger().log(message)
}
