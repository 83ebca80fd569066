import Foundation
import WidgetCore
import WidgetDrawing
import WidgetFormats

// What every test target shares: the moment the goldens are drawn at, the viewer's zone and
// locale, the repository, scratch folders, and buffers built for tests. One copy each.

/// The repository's root, found from this file's path.
package let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A fixture stored beside the calling test file, in its target's `Fixtures` folder.
package func fixtureURL(_ name: String, file: StaticString = #filePath) -> URL {
    URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name)
}

/// Toronto's clock, from its POSIX rule (the same as the zone file for these years): the
/// viewer's zone of every golden, whatever `TZ` the tests run under.
package let toronto = ZoneRules(posix: "EST5EDT,M3.2.0,M11.1.0", name: "America/Toronto")!

/// US English on Toronto's clock: the locale of the goldens.
package let torontoUS = DisplayLocale(identifier: "en_US", timeZone: toronto)

/// The moment the goldens are drawn at and the stores are read at: 3:30pm in Toronto on
/// Monday, November 30, 2026.
package let goldenNow = ISO8601.parse("2026-11-30T15:30:00-05:00")!

/// The default metric list of the command line, sized for the largest family.
package let defaultMetricIDs = ["total_sales", "orders", "conversion_rate", "sessions", "average_order_value", "net_sales", "returns"]

/// A new, empty directory of the test's own under the system's temporary directory.
package func scratchDirectory(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// A string with its controls and non-ASCII spelled out, for failure messages.
package func escaped(_ s: String) -> String {
    s.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
}

extension ManualClock {
    /// A manual clock at ``goldenNow``.
    package convenience init() { self.init(goldenNow) }

    /// Moves the clock by `seconds`.
    package func advance(_ seconds: TimeInterval) { advance(by: seconds) }
}

extension Buffer {
    /// Builds a buffer from lines of text, one row each, for expected values in tests.
    package static func lines(_ rows: [String]) -> Buffer {
        let width = rows.map { TerminalText.width($0) }.max() ?? 0
        var buffer = Buffer(size: Size(width: width, height: rows.count))
        for (y, row) in rows.enumerated() {
            buffer.drawText(row, in: Rect(x: 0, y: y, width: width, height: 1))
        }
        return buffer
    }
}

/// A buffer that uses every style role as a foreground, several as backgrounds, every
/// attribute, wide characters, and text that tried to smuggle in escape sequences.
package func everyRoleBuffer() -> Buffer {
    var buffer = Buffer(size: Size(width: 34, height: StyleRole.allCases.count + 3))
    for (row, role) in StyleRole.allCases.enumerated() {
        let line = buffer.area.row(row)
        buffer.drawText(role.rawValue, in: Rect(x: 0, y: line.y, width: 12, height: 1), style: Style(role))
        buffer.drawText(
            "▲ 12% 売上 👍 <&>", in: Rect(x: 13, y: line.y, width: 21, height: 1), style: Style(role, attributes: row % 2 == 0 ? [.bold] : []))
    }
    let extra = StyleRole.allCases.count
    buffer.drawText("focus", in: Rect(x: 0, y: extra, width: 8, height: 1), style: Style(.focus, attributes: [.reverse]))
    buffer.drawText("dim", in: Rect(x: 9, y: extra, width: 4, height: 1), style: Style(.secondary, attributes: [.dim]))
    buffer.drawText("it", in: Rect(x: 14, y: extra, width: 3, height: 1), style: Style(.secondary, attributes: [.italic, .underline]))
    buffer.drawText("bold+dim", in: Rect(x: 18, y: extra, width: 9, height: 1), style: Style(.primary, attributes: [.bold, .dim]))
    buffer.fill(Rect(x: 0, y: extra + 1, width: 10, height: 1), with: .blank(Style(.placeholder, background: .placeholder)))
    buffer.drawText("stale ⚠", in: Rect(x: 11, y: extra + 1, width: 10, height: 1), style: Style(.stale, background: .chartMuted))
    buffer.drawText("\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}31m\u{7F}", in: buffer.area.row(extra + 2), style: Style(.negative))
    return buffer
}
