import BenchmarkKit
import WidgetCore
import WidgetFormats
import WidgetDrawing

extension Benchmark {
    /// The foundation's rows: the text buffer, downsampling and ANSI output.
    static var buffer: [Benchmark] {
        [
            Benchmark(name: "buffer: fill 200×60 with mixed text + plain text", target: "—") {
                let lines = mixedLines()
                return {
                    var buffer = Buffer(size: Size(width: 200, height: 60))
                    for (row, line) in lines.enumerated() {
                        buffer.drawText(line, in: buffer.area.row(row), style: Style(StyleRole.allCases[row % StyleRole.allCases.count]))
                    }
                    blackHole(buffer.plainText)
                }
            },
            Benchmark(name: "downsample 1,000,000 points to 40 columns", target: "< 5 ms") {
                var generator = SplitMix64(seed: 42)
                let points = (0..<1_000_000).map { _ in Double(generator.next() % 10_000) }
                return { blackHole(Downsample.minMax(points, columns: 40)) }
            },
            Benchmark(name: "ANSI-encode a full 200×60 buffer (truecolor)", target: "< 1 ms") {
                var buffer = Buffer(size: Size(width: 200, height: 60))
                for (row, line) in mixedLines().enumerated() {
                    buffer.drawText(
                        line, in: buffer.area.row(row),
                        style: Style(StyleRole.allCases[row % StyleRole.allCases.count], attributes: row % 3 == 0 ? .bold : []))
                }
                let renderer = ANSIRenderer(theme: .dark, depth: .trueColor)
                var out: [UInt8] = []
                return {
                    out.removeAll(keepingCapacity: true)
                    renderer.encode(buffer, into: &out)
                    blackHole(out.count)
                }
            },
        ]
    }

    /// Sixty rows of ASCII, accented Latin, CJK and emoji, each wider than 200 cells.
    static func mixedLines() -> [String] {
        let pieces = ["Total sales $12.8K ▲ 12.4% ", "売上合計 注文 ", "Café Zoë ", "👩🏽‍💻 🇨🇦 📦 ", "Orders 1,234 ▼ 3.1% ", "नमस्ते "]
        return (0..<60).map { row in
            var line = ""
            var i = row
            while TerminalText.width(line) < 220 {
                line += pieces[i % pieces.count]
                i += 1
            }
            return line
        }
    }
}
