@testable import WidgetDrawing
import Testing
import WidgetSnapshotTesting
@testable import WidgetCore
import WidgetTestSupport

@Suite("Charts and downsampling")
struct ChartTests {
    @Test("min/max downsampling keeps a one-point spike in a million")
    func downsampleKeepsSpike() {
        var values = [Double](repeating: 1, count: 1_000_000)
        values[612_345] = 500
        let columns = Downsample.minMax(values, columns: 40)
        #expect(columns.count == 40)
        let spikeColumn = 612_345 * 40 / 1_000_000
        #expect(columns[spikeColumn] == ValueRange(min: 1, max: 500))
        #expect(columns.enumerated().allSatisfy { $0.offset == spikeColumn || $0.element == ValueRange(min: 1, max: 1) })
    }

    @Test("every point lands in exactly one bucket, gaps are skipped")
    func downsampleBuckets() {
        #expect(Downsample.minMax([1, 9, 2, 3], columns: 2) == [ValueRange(min: 1, max: 9), ValueRange(min: 2, max: 3)])
        #expect(Downsample.minMax([1, .nan, .nan, 3], columns: 2) == [ValueRange(min: 1, max: 1), ValueRange(min: 3, max: 3)])
        #expect(Downsample.minMax([.nan, .nan], columns: 1) == [nil])
        #expect(Downsample.minMax([], columns: 5).isEmpty)
        #expect(Downsample.fit([1, 2], columns: 4) == [1, 1, 2, 2].map { ValueRange(min: $0, max: $0) })
        #expect(Downsample.fit([0, 3], columns: 4, interpolate: true) == [0, 1, 2, 3].map { ValueRange(min: $0, max: $0) })
    }

    @Test("a sparkline scales from the lowest value to the highest")
    func sparkline() {
        var buffer = Buffer(size: Size(width: 8, height: 1))
        buffer.drawSparkline([0, 1, 2, 3, 4, 5, 6, 7], in: buffer.area)
        #expect(buffer.plainText == "▁▂▃▄▅▆▇█\n")
    }

    @Test("a spike in a dense series shows in the sparkline")
    func sparklineSpike() {
        var values = [Double](repeating: 2, count: 10_000)
        values[5_000] = 100
        var buffer = Buffer(size: Size(width: 10, height: 1))
        buffer.drawSparkline(values, in: buffer.area)
        #expect(buffer.plainText == "▁▁▁▁▁█▁▁▁▁\n")
    }

    @Test("column chart with axis labels")
    func columnChart() {
        var buffer = Buffer(size: Size(width: 20, height: 5))
        let hourly: [Double] = [0, 0, 1, 2, 4, 8, 12, 10, 9, 11, 14, 16, 12, 9, 6, 3]
        buffer.drawColumnChart(hourly, in: buffer.area, yLabel: { "$\(Int($0))K" }, xLabels: ["0h", "8h", "15h"])
        assertSnapshot(of: buffer, as: .text)
    }

    @Test("braille line chart of a sine wave")
    func lineChart() {
        var buffer = Buffer(size: Size(width: 24, height: 4))
        let values = (0..<200).map { Double($0) / 200 * 2 * Double.pi }.map { x in
            (0..<3).reduce(0.0) { acc, _ in acc } + x.sineApproximation
        }
        buffer.drawLineChart(values, in: buffer.area)
        assertSnapshot(of: buffer, as: .text)
    }
}

extension Double {
    /// A sine without Foundation, good to three decimals: enough for a test picture.
    var sineApproximation: Double {
        var x = self
        while x > Double.pi { x -= 2 * Double.pi }
        var term = x, sum = x
        for n in 1..<12 {
            term *= -x * x / Double((2 * n) * (2 * n + 1))
            sum += term
        }
        return sum
    }

    @Test("charts of ±1.7e308, infinities and NaN draw without a trap (max − min once overflowed)")
    func hugeValues() {
        var buffer = Buffer(size: Size(width: 20, height: 4))
        for values in [
            [1.7e308, -1.7e308], [Double.greatestFiniteMagnitude, 0, -Double.greatestFiniteMagnitude], [.infinity, -.infinity, .nan, 1],
            [1e308, 1e308],
        ] {
            buffer.drawSparkline(values, in: buffer.area.row(0))
            buffer.drawColumnChart(values, in: Rect(x: 0, y: 1, width: 20, height: 3), yLabel: { "\($0)" })
            buffer.drawLineChart(values, in: buffer.area)
            buffer.drawBar(fraction: values[0], in: buffer.area.row(0))
        }
        #expect(buffer.area.size == Size(width: 20, height: 4))
    }
}
