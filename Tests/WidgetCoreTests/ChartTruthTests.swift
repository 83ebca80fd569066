@testable import WidgetDrawing
import Testing
import WidgetSnapshotTesting
@testable import WidgetCore
import WidgetTestSupport

/// Charts that do not lie about today: a partial bucket is drawn apart, nothing is a collapse
/// that is only an hour under way, zero is zero and an axis never understates.
@Suite("Charts tell the truth")
struct ChartTruthTests {
    let formatter = ValueFormatter(locale: torontoUS, currencyCode: "USD")

    /// The number an axis label writes: `$1.3K` → 1300, `3.2%` → 0.032.
    func number(_ label: String) -> Double? {
        var text = label.replacingOccurrences(of: "$", with: "").replacingOccurrences(of: ",", with: "")
        var scale = 1.0
        if text.hasSuffix("%") {
            text.removeLast()
            scale = 0.01
        }
        for (suffix, factor) in [("K", 1e3), ("M", 1e6), ("B", 1e9), ("T", 1e12)] where text.hasSuffix(suffix) {
            text.removeLast()
            scale = factor
        }
        return Double(text).map { $0 * scale }
    }

    @Test("a series of zeros lies on the baseline: a store with no returns draws ▁, not activity at half height")
    func zerosOnBaseline() {
        var buffer = Buffer(size: Size(width: 10, height: 2))
        buffer.drawSparkline([0, 0, 0, 0, 0], in: buffer.area)
        #expect(buffer.plainText == "\n▁▁▁▁▁▁▁▁▁▁\n", "rows are written without trailing blanks: \(buffer.plainText)")
        var columns = Buffer(size: Size(width: 12, height: 4))
        columns.drawColumnChart([0, 0, 0], in: columns.area, yLabel: { formatter.axisLabel($0, unit: .money) })
        #expect(columns.plainText.split(separator: "\n").last!.hasSuffix("┤▁▁▁▁▁▁▁▁▁"), "\(columns.plainText)")
        // One level, zero: labelled once, at the baseline — not "$0┤" at the top as well.
        #expect(columns.plainText.components(separatedBy: "$0").count - 1 == 1, "\(columns.plainText)")
        #expect(columns.plainText.split(separator: "\n").last!.hasPrefix("$0┤"), "\(columns.plainText)")
        // Returns in a widget: zero all day.
        let returns = MetricReading(metric: Metric[.returns], value: 0, previous: 0, series: [0, 0, 0, 0, 0, 0, .nan, .nan])
        let state = WidgetState(shop: SampleShop.shop, range: .today, slots: [returns], asOf: goldenNow)
        let text = WidgetFamily.small.render(state, context: RenderContext(now: goldenNow, locale: torontoUS)).plainText
        #expect(text.contains("│ ▁▁▁▁▁▁▁▁▁▁░░ "), "six hours of eight, two cells each, the sixth under way: \(text)")
        #expect(!text.contains("▄"), "no half-height line for zero: \(text)")
    }

    @Test("in a column chart a zero is a baseline mark and a missing bucket is blank: an hour without sales is not an hour not yet come")
    func zeroIsNotMissing() {
        var buffer = Buffer(size: Size(width: 8, height: 3))
        buffer.drawColumnChart([8, 0, 8, .nan, .nan], in: buffer.area, yLabel: { formatter.axisLabel($0, unit: .money) })
        let bottom = String(buffer.plainText.split(separator: "\n").last!)
        let plot = Array(bottom.drop { $0 != "┤" }.dropFirst())
        #expect(plot.count >= 3 && plot[0] == "█" && plot[1] == "▁" && plot[2] == "█", "\(buffer.plainText)")
        #expect(plot.dropFirst(3).allSatisfy { $0 == " " }, "the missing buckets are drawn: \(buffer.plainText)")
    }

    @Test("a flat series of another value is drawn to scale from zero, with its level written beside it")
    func flatLabelled() {
        var buffer = Buffer(size: Size(width: 16, height: 1))
        buffer.drawSparkline([50, 50, 50, 50, .nan, .nan, .nan, .nan], in: buffer.area, flatLabel: "$50.00")
        #expect(buffer.plainText == "████████  $50.00\n", "\(buffer.plainText)")
        // No room after the line: the line gives way.
        var full = Buffer(size: Size(width: 12, height: 1))
        full.drawSparkline([Double](repeating: 7, count: 24), in: full.area, flatLabel: "7")
        #expect(full.plainText == "██████████ 7\n", "\(full.plainText)")
    }

    @Test("a sparkline is drawn from zero, like the column chart of the same series: 100 → 103 is nearly level, not ▁ → █")
    func sparklineFromZero() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        buffer.drawSparkline([100, 101, 102, 103], in: buffer.area)
        #expect(buffer.plainText == "████\n" || buffer.plainText == "▇▇██\n" || buffer.plainText == "▇███\n", "\(buffer.plainText)")
        #expect(!buffer.plainText.contains("▁"), "\(buffer.plainText)")
        // Half the peak is half the height above the baseline's eighth, in two rows as in one.
        var tall = Buffer(size: Size(width: 2, height: 2))
        tall.drawSparkline([5, 10], in: tall.area)
        #expect(tall.plainText == "▁█\n██\n", "\(tall.plainText)")
        // Zero keeps its baseline mark; a gap is blank.
        var gaps = Buffer(size: Size(width: 3, height: 1))
        gaps.drawSparkline([8, .nan, 0], in: gaps.area)
        #expect(gaps.plainText == "█ ▁\n", "\(gaps.plainText)")
        // The same series in the small family's sparkline and the large family's columns:
        // both from zero, so neither starts at the floor.
        let sales = MetricReading(metric: Metric[.totalSales], value: 406, previous: 400, series: [100, 101, 102, 103])
        let state = WidgetState(shop: SampleShop.shop, range: .today, slots: [sales], asOf: goldenNow)
        let small = WidgetFamily.small.render(state, context: RenderContext(now: goldenNow, locale: torontoUS)).plainText
        #expect(!small.contains("▁"), "\(small)")
    }

    @Test("the hour under way is marked where it shares a column with a finished hour: it gets a column of its own")
    func openBucketSharingAColumn() {
        // 24 hours in 12 columns: hour 13 is under way and would share column 6 with hour 12.
        var values = [Double](repeating: .nan, count: 24)
        for hour in 0...12 { values[hour] = 10 }
        values[13] = 2
        var buffer = Buffer(size: Size(width: 12, height: 1))
        buffer.drawSparkline(values, in: buffer.area, open: 13)
        let row = Array(buffer.plainText.dropLast())
        #expect(row.filter { $0 == "░" }.count == 1, "\(buffer.plainText)")
        let shade = try! #require(row.firstIndex(of: "░"))
        #expect(
            row[..<shade].allSatisfy { $0 == "█" } && row[(shade + 1)...].allSatisfy { $0 == " " },
            "finished hours before it, none after: \(buffer.plainText)")
        let (columns, open) = Downsample.fit(values, columns: 12, open: 13)
        #expect(columns.count == 12 && open == shade..<shade + 1 && columns[shade] == ValueRange(min: 2, max: 2))
        // Wherever it falls, in any width: one column, its own value.
        for width in 2...30 {
            for index in 0..<24 {
                var series = (0..<24).map { Double($0 % 5 + 1) }
                series[index] = 0.5
                let (fitted, held) = Downsample.fit(series, columns: width, open: index)
                let range = try! #require(held, "\(index) in \(width)")
                #expect(range.allSatisfy { fitted[$0] == ValueRange(min: 0.5, max: 0.5) }, "value \(index) of 24 in \(width) columns")
                #expect(fitted.count <= width)
            }
        }
    }

    @Test(
        "a timeline file's series is drawn at its hours: [40, 22, 18] as of 2:30am is midnight to 2am of a 24-hour day, 2am under way, with the day's labels"
    )
    func timelineSeriesAtItsHours() throws {
        func document(asOf: String, series: String) -> [UInt8] {
            Array(
                """
                {"schemaVersion": 1, "range": "today", "entries": [{"date": "\(asOf)", "metrics": {"total_sales": {"value": 80, "previous": 70, "series": \(series)}}}]}
                """.utf8)
        }
        let timeline = try TimelineFile.parse(
            document(asOf: "2026-11-30T02:30:00-05:00", series: "[40, 22, 18]"), file: "t.json", locale: torontoUS)
        let reading = try #require(timeline.entries.first?.state.slots.first ?? nil)
        #expect(reading.series.count == 24 && reading.series[2] == 18 && reading.series[3].isNaN)
        #expect(reading.openBucket == 2)
        #expect(reading.seriesLabels == ["12am", "12pm", "11pm"])
        let large = WidgetFamily.large.render(timeline.entries[0].state, context: RenderContext(now: goldenNow, locale: torontoUS))
            .plainText
        #expect(large.contains("12am") && large.contains("11pm"), "\(large)")
        // The chart's first columns hold the three hours; most of the plot is the day to come.
        let plotRows = large.split(separator: "\n").filter { $0.contains("┤") || $0.contains("│") }
        let bottom = try #require(plotRows.last.map(String.init), "\(large)")
        let plot = Array(bottom.drop { $0 != "┤" }.dropFirst().reversed().drop { $0 == " " || $0 == "│" }.reversed())
        #expect(plot.count < 12, "three hours of 24 stretched across the width: \(large)")
        // At noon, with a series that stopped at 8am: no bucket is under way (nothing shaded).
        let noon = try TimelineFile.parse(
            document(asOf: "2026-11-30T12:00:00-05:00", series: "[1, 2, 3, 4, 5, 6, 7, 8, 9]"), file: "t.json", locale: torontoUS)
        #expect(noon.entries[0].state.slots[0]?.openBucket == nil)
        // Seven days: daily, ending on the entry's day, with that week's labels.
        let week = try TimelineFile.parse(
            Array(
                """
                {"schemaVersion": 1, "range": "last7Days", "entries": [{"date": "2026-11-30T12:00:00-05:00", "metrics": {"orders": {"value": 5, "series": [2, 3]}}}]}
                """.utf8), file: "t.json", locale: torontoUS)
        let days = try #require(week.entries[0].state.slots[0] ?? nil)
        #expect(days.series.count == 7 && days.series[6] == 3 && days.series[0].isNaN && days.seriesLabels == ["Nov 24", "Nov 30"])
    }

    @Test("the inline accessory rounds a comparison by the same rule as the circular beside it: ▲ 9.9% where it fits, not ▲10% by habit")
    func inlineRoundsLikeTheOthers() {
        let sales = MetricReading(metric: Metric[.totalSales], value: 1_099, previous: 1_000, series: [])
        let state = WidgetState(shop: SampleShop.shop, range: .today, slots: [sales], asOf: goldenNow)
        let context = RenderContext(now: goldenNow, locale: torontoUS)
        let inline = WidgetFamily.accessoryInline.render(state, context: context).plainText
        #expect(inline.contains("9.9%") && !inline.contains("10%"), "\(inline)")
        let rectangular = WidgetFamily.accessoryRectangular.render(state, context: context).plainText
        #expect(rectangular.contains("9.9%"), "\(rectangular)")
    }

    @Test("the bucket under way is shaded ░ in a sparkline and a column chart, whatever its height")
    func openBucket() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        buffer.drawSparkline([4, 8, 6, 1, .nan, .nan], in: buffer.area, open: 3)
        #expect(buffer.plainText == "▅█▆░\n", "the hour under way does not read as a collapse: \(buffer.plainText)")
        #expect(buffer[3, 0].style.foreground == .chartMuted)
        var chart = Buffer(size: Size(width: 12, height: 4))
        chart.drawColumnChart([10, 20, 5], in: chart.area, yLabel: { formatter.axisLabel($0, unit: .count) }, open: 2)
        let rows = chart.plainText.split(separator: "\n").map(String.init)
        #expect(rows.last!.hasSuffix("░"), "\(chart.plainText)")
        #expect(!rows.dropLast().contains { $0.contains("░") }, "5 of 20 in four rows is one cell: \(chart.plainText)")
        // Reading's open bucket: the last with a value.
        #expect(MetricReading(metric: Metric[.orders], value: 1, series: [1, 2, .nan, .nan]).openBucket == 1)
    }

    @Test("the columns a value lands in are the ones the downsampling puts it in, for every count and width")
    func openColumnsMatchDownsampling() {
        for count in 1...40 {
            for width in 1...40 {
                for index in 0..<count {
                    // Mark value `index` alone, downsample, and see which columns carry it.
                    var values = [Double](repeating: 0, count: count)
                    values[index] = 1
                    let columns = Downsample.fit(values, columns: width)
                    let marked = columns.indices.filter { columns[$0]?.max == 1 }
                    let held = Downsample.columns(holding: index, of: count, in: width)
                    #expect(Array(held) == marked, "value \(index) of \(count) in \(width) columns")
                }
            }
        }
    }

    @Test("axis labels never understate: $1,248 is $1.3K, and for thousands of maxima the label is at or above the data")
    func axisNeverBelow() {
        var buffer = Buffer(size: Size(width: 20, height: 4))
        buffer.drawColumnChart([100, 1_248, 900], in: buffer.area, yLabel: { formatter.axisLabel($0, unit: .money) })
        #expect(buffer.plainText.hasPrefix("$1.3K┤"), "\(buffer.plainText)")
        var generator = SystemRandomNumberGenerator()
        var maxima: [Double] = [0.5, 1, 9.99, 10, 99.5, 723, 999.99, 1_000, 1_001, 1_248, 9_951, 99_999, 123_456, 999_999, 1e9 - 1, 4.2e12]
        for _ in 0..<5_000 { maxima.append(Double(Int.random(in: 1...2_000_000_000, using: &generator)) / 100) }
        for peak in maxima {
            for unit in [MetricUnit.money, .count] {
                let top = ChartScale.ceiling(peak)
                let label = formatter.axisLabel(top, unit: unit)
                let written = number(label)
                #expect(top >= peak && written != nil && written! >= peak * (1 - 1e-12), "\(peak) → \(top) → \(label)")
            }
        }
        for rate in [0.0001, 0.0309, 0.2794, 0.5, 1] {
            let label = formatter.axisLabel(ChartScale.ceiling(rate), unit: .percent)
            #expect(number(label)! >= rate * (1 - 1e-9), "\(rate) → \(label)")
        }
        #expect(
            ChartScale.ceiling(1_248) == 1_300 && ChartScale.ceiling(68) == 68 && ChartScale.ceiling(0) == 0 && ChartScale.ceiling(-5) == 0)
        #expect(ChartScale.ceiling(.infinity) == 0 && ChartScale.ceiling(.nan) == 0)
    }

    @Test("where there is room a sum says where the day is heading: on pace for what the previous day made of the same start")
    func pace() {
        // $60 by now; yesterday $100 by now and $200 all day: on pace for $120.
        let sales = MetricReading(metric: Metric[.totalSales], value: 60, previous: 100, previousFull: 200, series: [10, 20, 30, .nan])
        #expect(sales.pace == 120)
        let state = WidgetState(shop: SampleShop.shop, range: .today, slots: [sales], asOf: goldenNow)
        let large = WidgetFamily.large.render(state, context: RenderContext(now: goldenNow, locale: torontoUS)).plainText
        #expect(large.contains("on pace for $120"), "\(large)")
        // A rate has no pace; neither has a finished period or one with nothing before it.
        #expect(MetricReading(metric: Metric[.conversionRate], value: 0.03, previous: 0.02, previousFull: 0.04).pace == nil)
        #expect(MetricReading(metric: Metric[.totalSales], value: 60, previous: 100, previousFull: 100).pace == nil)
        #expect(MetricReading(metric: Metric[.totalSales], value: 60, previous: 0, previousFull: 100).pace == nil)
    }

    @Test("a count with nothing to compare with has a light ring in the circular family, never a full one")
    func countRing() {
        let count = MetricReading(metric: Metric[.ordersToFulfill], value: 104)
        let state = WidgetState(shop: SampleShop.shop, range: .today, slots: [count], asOf: goldenNow)
        let text = WidgetFamily.accessoryCircular.render(state, context: RenderContext(now: goldenNow, locale: torontoUS)).plainText
        #expect(text.contains("104"), "\(text)")
        #expect(!text.contains { "┏┓┗┛━┃".contains($0) }, "no heavy segment: \(text)")
    }

    @Test("a percentage has the same precision in every family where it fits: 27.94% in the circular one too")
    func samePrecision() {
        let rate = MetricReading(metric: Metric[.returningCustomerRate], value: 0.2794, previous: 0.2711, series: [0.2, 0.3, .nan])
        let state = WidgetState(shop: SampleShop.shop, range: .today, slots: [rate], asOf: goldenNow)
        for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .small, .medium, .large] {
            let text = family.render(state, context: RenderContext(now: goldenNow, locale: torontoUS)).plainText
            #expect(text.contains("27.94%"), "\(family): \(text)")
        }
    }
}
