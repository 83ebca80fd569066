@testable import WidgetFormats
@testable import WidgetDrawing
import Testing
import WidgetSnapshotTesting
@testable import WidgetCore
import WidgetTestSupport

@Suite("Outputs: plain text, ANSI, SVG")
struct OutputTests {
    let buffer = everyRoleBuffer()

    @Test("plain text is one trimmed line per row: the snapshot format")
    func plainText() {
        assertSnapshot(of: buffer, as: .text)
        assertSnapshot(of: buffer, as: .styles)
        let lines = buffer.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == buffer.area.height + 1)
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test("no control character other than newline reaches plain text or SVG")
    func noControlsInTextOrSVG() {
        let svg = SVGRenderer(theme: .dark).render(buffer)
        for output in [buffer.plainText, svg] {
            let bad = output.unicodeScalars.filter { TerminalWidth.isControl($0.value) && $0 != "\n" }
            #expect(bad.isEmpty, "controls found: \(bad.map { String($0.value, radix: 16) })")
        }
    }

    @Test("ANSI at every depth: only SGR sequences, each one changing something, ending in a reset", arguments: ColorDepth.allCases)
    func ansiIsMinimalSGR(depth: ColorDepth) throws {
        let output = ANSIRenderer(theme: .dark, depth: depth).render(buffer)
        var terminal = SGRInterpreter()
        let text = try terminal.run(output)
        // What remains once the SGR sequences are interpreted is exactly the picture.
        let rows = (0..<buffer.area.height).map { row in
            (0..<buffer.area.width).compactMap { x -> String? in
                let cell = buffer[x, row]
                return cell.width == 0 ? nil : cell.symbol
            }.joined()
        }
        #expect(text == rows.joined(separator: "\n") + "\n")
        #expect(terminal.redundantParameters.isEmpty, "parameters already in force were sent again: \(terminal.redundantParameters)")
        #expect(output.hasSuffix("\u{1B}[0m\n") || output.hasSuffix("\u{1B}[0m"))
        #expect(terminal.state == SGRInterpreter.State(), "output must end with everything reset")
        if depth == .none {
            #expect(!output.contains("38;"), "no colour at depth none")
            #expect(output.contains("\u{1B}[7m"), "focus still shows, by reverse video")
        }
    }

    @Test("truecolor ANSI uses every role's colour")
    func ansiUsesEveryRole() {
        let theme = Theme.light
        let output = ANSIRenderer(theme: theme, depth: .trueColor).render(buffer)
        for role in StyleRole.allCases where role != .background {
            let c = theme[role].rgb
            #expect(output.contains("38;2;\(c.red);\(c.green);\(c.blue)"), "role \(role) missing")
        }
        let bg = theme[.background].rgb
        #expect(output.contains("48;2;\(bg.red);\(bg.green);\(bg.blue)"))
    }

    @Test("256 and 16 colour ANSI use the palette indexes")
    func ansiPalettes() {
        let theme = Theme.builtIn("high-contrast")!
        let ansi256 = ANSIRenderer(theme: theme, depth: .ansi256).render(buffer)
        #expect(ansi256.contains("38;5;226"))  // chart
        let ansi16 = ANSIRenderer(theme: theme, depth: .ansi16).render(buffer)
        #expect(ansi16.contains("93"), "chart is bright yellow (11): \(ansi16.debugDescription)")
        #expect(ansi16.contains(";40m"))  // black background
    }

    @Test("SVG: a monospace grid sized from the buffer, with real text in the theme's colours")
    func svg() {
        let theme = Theme.dark
        let svg = SVGRenderer(theme: theme, cellWidth: 10, cellHeight: 20, padding: 0).render(buffer)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"340\" height=\"\(buffer.area.height * 20)\""))
        // Each glyph is placed at its own cell; the row's text reads as it is, markup aside.
        #expect(svg.contains("<tspan x=\"0\">b</tspan><tspan x=\"10\">a</tspan>"))
        #expect(svg.replacing(/<[^>]*>/, with: "").contains("background"))
        #expect(!svg.contains("textLength"), "no renderer should need to stretch a run: rsvg-convert ignores textLength")
        #expect(svg.replacing(/<[^>]*>/, with: "").contains("&lt;&amp;&gt;"))
        #expect(!svg.contains("<&>"))
        for role in StyleRole.allCases {
            #expect(svg.contains(theme[role].rgb.hex), "role \(role) colour missing from SVG")
        }
        #expect(svg.components(separatedBy: "<text ").count - 1 == buffer.area.height)
        assertSnapshot(of: svg, as: .lines, named: "dark")
    }
}

@Suite("SVG details")
struct SVGDetailTests {
    @Test("block elements become exact rectangles, other text stays text")
    func blocksAsRectangles() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        buffer.drawText("█▄▌a", in: buffer.area, style: Style(.chart))
        let svg = SVGRenderer(theme: .dark, cellWidth: 10, cellHeight: 20, padding: 0).render(buffer)
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"10\" height=\"20\""))  // █ full
        #expect(svg.contains("<rect x=\"10\" y=\"10\" width=\"10\" height=\"10\""))  // ▄ lower half
        #expect(svg.contains("<rect x=\"20\" y=\"0\" width=\"5\" height=\"20\""))  // ▌ left half
        #expect(svg.contains(">a</tspan>"))
        #expect(!svg.contains("█"))
    }
}
