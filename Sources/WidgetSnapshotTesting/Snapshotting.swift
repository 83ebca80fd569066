import WidgetDrawing
import WidgetCore

/// How a value becomes the text of a golden file.
///
/// ```swift
/// let buffer = Buffer(size: Size(width: 20, height: 3))
/// let report = "3 widgets, 0 problems"
/// assertSnapshot(of: buffer, as: .text)          // the picture
/// assertSnapshot(of: buffer, as: .styles)        // the style layer, one letter per role
/// assertSnapshot(of: report, as: .lines)         // any String
/// ```
public struct Snapshotting<Value>: Sendable {
    /// The golden file's extension, without the dot.
    public var pathExtension: String
    /// Renders the value as the text compared with the golden file.
    public var snapshot: @Sendable (Value) -> String

    /// Creates a strategy.
    public init(pathExtension: String = "txt", snapshot: @escaping @Sendable (Value) -> String) {
        self.pathExtension = pathExtension
        self.snapshot = snapshot
    }
}

extension Snapshotting {
    /// This strategy for another type of value: `transform` turns it into the value this one
    /// snapshots.
    ///
    /// ```swift
    /// let frames: Snapshotting<DashboardView.Frame> = Snapshotting<Buffer>.text.pullback(\.buffer)
    /// ```
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> Snapshotting<NewValue> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue>(pathExtension: pathExtension) { snapshot(transform($0)) }
    }
}

extension Snapshotting where Value == DashboardView.Frame {
    /// A dashboard frame's picture, as ``Snapshotting/text`` draws its buffer.
    package static var text: Snapshotting<DashboardView.Frame> { Snapshotting<Buffer>.text.pullback(\.buffer) }
}

extension Snapshotting where Value == TestBackend {
    /// What a ``TestBackend``'s screen shows now: the frames drawn on it, added up.
    package static var screen: Snapshotting<TestBackend> { Snapshotting<Buffer>.text.pullback { $0.screen } }
}

extension Snapshotting where Value == String {
    /// A string compared as it is.
    public static var lines: Snapshotting<String> { Snapshotting { $0 } }
}

extension Snapshotting where Value == [(String, Buffer)] {
    /// Titled pictures in one golden file, each under a rule with its title: a design review of
    /// every state of a widget, read top to bottom.
    ///
    /// ```swift
    /// assertSnapshot(of: [("live", live), ("stale", stale)], as: .sections)
    /// // ── live ───────────
    /// // ╭ Maple & Moss ─╮
    /// // …
    /// ```
    public static var sections: Snapshotting<[(String, Buffer)]> {
        Snapshotting { sections in
            sections.map { title, buffer in
                "── \(title) " + String(repeating: "─", count: max(2, buffer.area.width - title.count - 4)) + "\n" + buffer.plainText
            }.joined(separator: "\n")
        }
    }

    /// The style layers of titled pictures (``Snapshotting/styles``), each under its title.
    public static var sectionStyles: Snapshotting<[(String, Buffer)]> {
        Snapshotting(pathExtension: "styles.txt") { sections in
            sections.map { "── \($0.0)\n" + StyleMap.render($0.1) }.joined(separator: "\n")
        }
    }
}

extension Snapshotting where Value == Buffer {
    /// The buffer's plain text: one line per row, trailing spaces trimmed.
    public static var text: Snapshotting<Buffer> { Snapshotting { $0.plainText } }

    /// The buffer's style layer: one letter per cell naming its foreground role, upper case
    /// when the cell is bold, with a legend. A `.` marks a blank in the plain style, so a
    /// change of colour that the text golden cannot see still fails a test.
    public static var styles: Snapshotting<Buffer> {
        Snapshotting(pathExtension: "styles.txt") { buffer in
            StyleMap.render(buffer)
        }
    }
}

/// The letters of the style layer.
enum StyleMap {
    static let letters: [StyleRole: Character] = [
        .background: "g", .primary: "p", .secondary: "s", .accent: "a", .positive: "u", .negative: "d",
        .neutral: "n", .chart: "c", .chartMuted: "m", .stale: "w", .border: "b", .focus: "f", .placeholder: "r",
    ]

    static func render(_ buffer: Buffer) -> String {
        var out = ""
        for row in 0..<buffer.area.height {
            var line = ""
            for column in 0..<buffer.area.width {
                let cell = buffer.cells[row * buffer.area.width + column]
                if cell.isSpace && cell.style == .plain {
                    line.append(".")
                    continue
                }
                var letter = letters[cell.style.foreground] ?? "?"
                if cell.style.attributes.contains(.bold) { letter = Character(letter.uppercased()) }
                if cell.style.attributes.contains(.reverse) { letter = "#" }
                line.append(letter)
            }
            out += line + "\n"
        }
        out += "legend: " + StyleRole.allCases.map { "\(letters[$0]!)=\($0.rawValue)" }.joined(separator: " ")
        out += "; upper case = bold; # = reverse; . = blank\n"
        return out
    }
}
