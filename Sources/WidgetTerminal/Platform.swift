#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetDrawing
import CNcurses
import WidgetSystem

/// Everything the program learns from the operating system, in one place: whether a stream is
/// a terminal, the window size, the colour depth the environment allows — and the time. Renderers
/// never ask the system themselves; they are given these answers, and everything that tells
/// time is given this clock (or a manual one, in tests).
package struct Platform: Sendable {
    /// The environment the answers are derived from.
    package var environment: [String: String]
    /// The wall clock: the one place the program reads the time (``SystemClock``).
    package var clock: any TimelineClock

    /// Creates a platform view over `environment` (the process's by default) and `clock` (the
    /// system's by default).
    package init(environment: [String: String] = ProcessEnvironment.current, clock: any TimelineClock) {
        self.environment = environment
        self.clock = clock
    }

    /// Whether standard output is a terminal.
    package var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether standard input is a terminal.
    package var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// This program's own file (what `/proc/self/exe` names): a command that runs itself again.
    package var executablePath: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments.first ?? "widgetdeck" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The terminal's size in cells from the kernel, or `nil` when standard output is not a
    /// terminal.
    package var windowSize: Size? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Size(width: Int(size.ws_col), height: Int(size.ws_row))
    }

    /// The width to lay out printed output in: the terminal's, else `COLUMNS`, else `fallback`.
    package func outputWidth(fallback: Int = 120) -> Int {
        if let size = windowSize { return size.width }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return fallback
    }

    /// The colour depth the environment allows, by the usual conventions:
    /// `NO_COLOR` (any value) or `TERM=dumb` → none; `COLORTERM=truecolor|24bit` → truecolor;
    /// a `TERM` naming 256 colours → 256; any other terminal → 16.
    package var colorDepth: ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            return .trueColor
        }
        if term.contains("256") || term.contains("direct") { return .ansi256 }
        return .ansi16
    }

    /// The version of the ncurses library the front end is linked with.
    package static var ncursesVersion: String { String(cString: curses_version()) }
}
