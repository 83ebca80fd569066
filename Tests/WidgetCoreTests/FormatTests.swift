@testable import WidgetFormats
@testable import WidgetDrawing
import Testing
@testable import WidgetCore
import WidgetTestSupport

@Suite("Formatting values, comparisons and times")
struct FormatTests {
    let us = ValueFormatter(locale: torontoUS, currencyCode: "USD")

    @Test("money is abbreviated only as much as the room requires")
    func money() {
        #expect(us.string(12_847.32, unit: .money) == "$12,847")
        #expect(us.string(12_847.32, unit: .money, maxWidth: 6) == "$12.8K")
        #expect(us.string(12_847.32, unit: .money, maxWidth: 4) == "$13K")
        #expect(us.string(68.49, unit: .money) == "$68.49")
        #expect(us.string(1_234_567, unit: .money, maxWidth: 6) == "$1.23M")
        #expect(us.string(999_960, unit: .money, maxWidth: 6) == "$1.00M")
        #expect(us.string(-250.5, unit: .money) == "-$250.50")
        // One rule at every magnitude: an amount that rounds to a thousand is written as one.
        #expect(us.string(999.995, unit: .money) == "$1,000")
        #expect(us.string(999.994, unit: .money) == "$999.99")
        #expect(us.string(-999.999, unit: .money) == "-$1,000")
    }

    @Test("counts and percentages")
    func countsAndPercentages() {
        #expect(us.string(1_234, unit: .count) == "1,234")
        #expect(us.string(1_234_000, unit: .count, maxWidth: 4) == "1.2M")
        #expect(us.string(0.0342, unit: .percent) == "3.42%")
        #expect(us.string(0.0342, unit: .percent, maxWidth: 4) == "3.4%")
    }

    @Test("an unknown value is a dash, never zero")
    func unavailable() {
        #expect(us.string(nil, unit: .money) == "—")
        #expect(us.string(.nan, unit: .count) == "—")
    }

    @Test("the shop's currency and the locale's separators")
    func locales() {
        let de = ValueFormatter(locale: DisplayLocale(identifier: "de_DE.UTF-8", timeZone: toronto), currencyCode: "EUR")
        #expect(de.string(12_847.32, unit: .money) == "12.847\u{00A0}€")
        #expect(de.string(12_847.32, unit: .money, maxWidth: 7) == "12,8K\u{00A0}€")
        let jp = ValueFormatter(locale: DisplayLocale(identifier: "ja_JP", timeZone: toronto), currencyCode: "JPY")
        #expect(jp.string(980, unit: .money) == "¥980")
        let fr = ValueFormatter(locale: DisplayLocale(identifier: "fr_FR", timeZone: toronto), currencyCode: "CAD")
        #expect(fr.string(1_234.5, unit: .count) == "1\u{202F}234", "half to even, once, where it is drawn")
    }

    @Test("comparisons carry an arrow and a sign, and their colour follows whether higher is better")
    func comparisons() {
        let sales = Metric.named("total_sales")!, returns = Metric.named("returns")!
        let up = Comparison.make(MetricReading(metric: sales, value: 112.4, previous: 100), formatter: us)
        #expect(up?.text == "▲ 12.4%")
        #expect(up?.role == .positive)
        let down = Comparison.make(MetricReading(metric: sales, value: 96.9, previous: 100), formatter: us)
        #expect(down?.text == "▼ 3.1%")
        #expect(down?.role == .negative)
        #expect(Comparison.make(MetricReading(metric: sales, value: 100, previous: 100), formatter: us)?.text == "— 0%")
        #expect(Comparison.make(MetricReading(metric: returns, value: 120, previous: 100), formatter: us)?.role == .negative)
        #expect(Comparison.make(MetricReading(metric: sales, value: 112.4, previous: 100), formatter: us, compact: true)?.text == "▲12%")
        #expect(Comparison.make(MetricReading(metric: sales, value: 5, previous: nil), formatter: us) == nil)
        // Under half a percent in whole numbers: "<1%", not an arrow beside "0%".
        #expect(Comparison.make(MetricReading(metric: sales, value: 100.3, previous: 100), formatter: us, compact: true)?.text == "▲<1%")
        #expect(Comparison.make(MetricReading(metric: sales, value: 99.6, previous: 100), formatter: us, compact: true)?.text == "▼<1%")
        // Nothing before: "new", neither an infinite rise nor nothing at all.
        #expect(Comparison.make(MetricReading(metric: sales, value: 5, previous: 0), formatter: us)?.text == "new")
        #expect(Comparison.make(MetricReading(metric: sales, value: 5, previous: 0), formatter: us, maxWidth: 2) == nil)
    }

    @Test("the as-of time is short, absolute and follows the locale's clock")
    func asOf() {
        let asOf = ISO8601.parse("2026-11-30T15:30:00-05:00")!
        #expect(Timestamp.asOf(asOf, now: asOf, locale: torontoUS) == "as of 3:30pm")
        #expect(Timestamp.asOf(asOf, now: asOf, locale: DisplayLocale(identifier: "en_GB.UTF-8", timeZone: toronto)) == "as of 15:30")
        #expect(Timestamp.asOf(asOf, now: asOf, locale: DisplayLocale(identifier: "C.UTF-8", timeZone: toronto)) == "as of 15:30")
        let earlier = ISO8601.parse("2026-11-28T09:05:00-05:00")!
        #expect(Timestamp.asOf(earlier, now: asOf, locale: torontoUS) == "as of Nov 28")
        #expect(Timestamp.asOf(earlier, now: asOf, locale: DisplayLocale(identifier: "de_DE", timeZone: toronto)) == "as of 28 Nov")
        let midnight = ISO8601.parse("2026-11-30T00:05:00-05:00")!
        #expect(Timestamp.short(midnight, now: asOf, locale: torontoUS) == "12:05am")
    }

    @Test("ISO 8601 times with and without offsets; impossible ones are rejected")
    func iso8601() {
        #expect(ISO8601.parse("2026-11-30T20:30:00Z")?.timeIntervalSince1970 == 1_796_070_600)
        #expect(ISO8601.parse("2026-11-30T15:30:00-05:00") == ISO8601.parse("2026-11-30T20:30:00Z"))
        #expect(ISO8601.parse("2026-11-30T21:30:00.5+01:00")?.timeIntervalSince1970 == 1_796_070_600.5)
        #expect(ISO8601.string(ISO8601.parse("2026-11-30T15:30:00-05:00")!) == "2026-11-30T20:30:00Z")
        for bad in ["2026-02-30T10:00:00Z", "2026-11-30T25:00Z", "yesterday", "2026-11-30T10:00:00+5", "2026-13-01"] {
            #expect(ISO8601.parse(bad) == nil, "\(bad)")
        }
    }

    @Test("wrapping breaks at spaces and cuts only words wider than a line")
    func wrapping() {
        #expect(TerminalText.wrap("No metrics selected yet", width: 10) == ["No metrics", "selected", "yet"])
        #expect(TerminalText.wrap("Supercalifragilistic", width: 8) == ["Supercal", "ifragili", "stic"])
        #expect(TerminalText.wrap("売上合計 注文", width: 5) == ["売上", "合計", "注文"])
    }
}

@Suite("Grid arranger")
struct GridArrangerTests {
    @Test("cells never overlap, never leave the area and are never cut, at any size")
    func cellsAreWholeAndInside() {
        for options in [LayoutOption.twoColumns, [.primaryCell, .twoColumns], .threeColumns, [], [.primaryCell, .threeColumns]] {
            let arranger = GridArranger(options: options)
            for width in stride(from: 1, through: 90, by: 7) {
                for height in 1...24 {
                    for count in 1...7 {
                        let area = Rect(x: 3, y: 2, width: width, height: height)
                        let rects = arranger.arrange(count: count, in: area)
                        #expect(rects.count == count)
                        let placed = rects.compactMap { $0 }
                        #expect(placed.allSatisfy { area.contains($0) && !$0.isEmpty })
                        for (i, a) in placed.enumerated() {
                            for b in placed[(i + 1)...] { #expect(a.intersection(b).isEmpty, "\(a) overlaps \(b)") }
                        }
                        // Cells left out are the last ones, never one in the middle.
                        if let firstMissing = rects.firstIndex(where: { $0 == nil }) {
                            #expect(rects[firstMissing...].allSatisfy { $0 == nil })
                        }
                    }
                }
            }
        }
    }

    @Test("as room shrinks a cell drops its chart before its value")
    func chartGoesFirst() {
        let reading = MetricReading(metric: Metric.named("orders")!, value: 58, previous: 75, series: [1, 2, 3])
        let cell = MetricCell(reading: reading, formatter: ValueFormatter(locale: torontoUS, currencyCode: "USD"))
        #expect(cell.variant(for: Size(width: 18, height: 3)) == .secondary)
        #expect(cell.variant(for: Size(width: 18, height: 2)) == .compact)
        #expect(cell.variant(for: Size(width: 18, height: 1)) == .line)
        var buffer = Buffer(size: Size(width: 18, height: 1))
        cell.draw(in: buffer.area, into: &buffer)
        #expect(buffer.plainText == "Orders  58 ▼ 22.7%\n")
        let noSeries = MetricCell(reading: MetricReading(metric: Metric.named("orders")!, value: 58), formatter: cell.formatter)
        #expect(noSeries.variant(for: Size(width: 18, height: 5)) == .compact)
    }

    @Test("medium's four metrics in two columns of two rows")
    func mediumGrid() {
        let rects = GridArranger(options: WidgetFamily.medium.layoutOptions).arrange(count: 4, in: Rect(x: 2, y: 2, width: 39, height: 7))
        #expect(
            rects == [
                Rect(x: 2, y: 2, width: 18, height: 3), Rect(x: 23, y: 2, width: 18, height: 3),
                Rect(x: 2, y: 6, width: 18, height: 3), Rect(x: 23, y: 6, width: 18, height: 3),
            ])
    }

    @Test("cells that cannot fit at one line each are left out from the end")
    func leavesOutWholeCells() {
        let rects = GridArranger(columns: 1).arrange(count: 5, in: Rect(x: 0, y: 0, width: 20, height: 3))
        #expect(rects.compactMap { $0 }.count == 3)
        #expect(rects[3] == nil && rects[4] == nil)
    }
}
