import WidgetDrawing
import Testing
import WidgetCore
@testable import WidgetTerminal
import WidgetTestSupport

@Suite("Platform probing")
struct PlatformTests {
    static let environments: [([String: String], ColorDepth)] = [
        (["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"], ColorDepth.none),
        (["TERM": "dumb"], .none),
        (["COLORTERM": "truecolor", "TERM": "xterm"], .trueColor),
        (["COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm-256color"], .ansi256),
        (["TERM": "screen-256color"], .ansi256),
        (["TERM": "xterm"], .ansi16),
        (["NO_COLOR": ""], .ansi16),
    ]

    @Test("colour depth follows NO_COLOR, COLORTERM and TERM", arguments: environments)
    func colorDepth(environment: [String: String], expected: ColorDepth) {
        #expect(Platform(environment: environment, clock: SystemClock()).colorDepth == expected)
    }

    @Test("the output width falls back to COLUMNS, then to 120")
    func outputWidth() {
        // Under `swift test` standard output is a pipe, not a terminal.
        if Platform(clock: SystemClock()).windowSize == nil {
            #expect(Platform(environment: ["COLUMNS": "90"], clock: SystemClock()).outputWidth() == 90)
            #expect(Platform(environment: [:], clock: SystemClock()).outputWidth() == 120)
        }
        #expect(Platform.ncursesVersion.hasPrefix("ncurses"))
    }
}
