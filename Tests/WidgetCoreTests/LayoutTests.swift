@testable import WidgetFormats
@testable import WidgetDrawing
import Foundation
import Testing
import WidgetSnapshotTesting
@testable import WidgetCore
import WidgetTestSupport

@Suite("Layout engine: every family and state")
struct LayoutTests {
    let context = RenderContext(now: goldenNow, locale: torontoUS)

    func slots(_ ids: [String], capacity: Int) -> [Metric?] {
        Array(ids.prefix(capacity).map(Metric.named))
    }

    func render(_ family: WidgetFamily, _ preview: PreviewState, ids: [String] = defaultMetricIDs, range: DateRange = .today) -> Buffer {
        let state = preview.state(slots: slots(ids, capacity: family.metricCapacity), range: range, now: goldenNow, locale: torontoUS)
        return family.render(state, context: context)
    }

    /// Every state of one family in one golden file, a titled section each: the design review.
    func sections(_ family: WidgetFamily) -> [(String, Buffer)] {
        var out: [(String, Buffer)] = []
        for count in 1...family.metricCapacity {
            out.append(
                ("live · \(count) metric\(count == 1 ? "" : "s")", render(family, .live, ids: Array(defaultMetricIDs.prefix(count)))))
        }
        for preview in [PreviewState.placeholder, .snapshot, .empty, .stale, .error, .deprecated] {
            out.append((preview.rawValue, render(family, preview)))
        }
        out.append(("live · last 7 days", render(family, .live, range: .last7Days)))
        out.append(("live · last 30 days", render(family, .live, range: .last30Days)))

        var state = PreviewState.live.state(
            slots: slots(defaultMetricIDs, capacity: family.metricCapacity), range: .today, now: goldenNow, locale: torontoUS)
        state.presentation = .deprecated(DeprecationNotice(kind: "store-pulse", replacement: "metrics", isUnknown: true))
        out.append(("unknown kind", family.render(state, context: context)))

        let longIDs = [
            "returning_customer_rate", "average_order_value", "orders_to_fulfill", "net_items_sold", "conversion_rate", "gross_sales",
            "discounts",
        ]
        var long = SampleShop.state(
            slots: slots(longIDs, capacity: family.metricCapacity), range: .today, now: goldenNow, locale: torontoUS)
        long.shop?.name = "The Extraordinarily Long-Named Emporium of Fine Goods"
        out.append(("long metric and shop names", family.render(long, context: context)))

        var cjk = SampleShop.state(
            slots: slots(defaultMetricIDs, capacity: family.metricCapacity), range: .today, now: goldenNow, locale: torontoUS)
        cjk.shop?.name = "東京ストア 🍵"
        let titles = [("売上合計 📈", "売上"), ("注文 📦", "注文"), ("転換率", "転換"), ("セッション 👩🏽‍💻", "訪問"), ("平均注文額", "平均"), ("純売上 🇯🇵", "純売"), ("返品 ↩️", "返品")]
        cjk.slots = cjk.slots.enumerated().map { i, reading in
            reading.map { r in
                var r = r
                r.metric = Metric(id: r.metric.id, title: titles[i].0, shortTitle: titles[i].1, unit: r.metric.unit)
                return r
            }
        }
        out.append(("CJK and emoji names", family.render(cjk, context: context)))
        return out
    }

    @Test("every state of every family matches its reviewed golden text", arguments: WidgetFamily.allCases)
    func familyStates(_ family: WidgetFamily) {
        let sections = sections(family)
        assertSnapshot(of: sections, as: .sections, named: family.rawValue)
        let styles = sections.filter {
            ["live · \(family.metricCapacity) metric\(family.metricCapacity == 1 ? "" : "s")", "stale", "error", "placeholder"].contains(
                $0.0)
        }
        assertSnapshot(of: styles, as: .sectionStyles, named: family.rawValue)
    }

    @Test("every rendering is exactly the family's size, whatever the state", arguments: WidgetFamily.allCases)
    func sizesAreExact(_ family: WidgetFamily) {
        for (title, buffer) in sections(family) {
            #expect(buffer.area.size == family.size, "\(family) \(title)")
            let lines = buffer.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == family.size.height)
            #expect(lines.allSatisfy { TerminalText.width($0) <= family.size.width }, "\(family) \(title) has a line wider than the family")
        }
    }

    @Test(
        "a kind renamed in the dashboard file to an unknown one, or a retired one, renders its notice in every family — never a blank box",
        arguments: WidgetFamily.allCases)
    func kindNoticesFromTheFile(_ family: WidgetFamily) throws {
        let file = """
            {"widgets": [{"id": "a", "kind": "store-pluse", "family": "\(family.rawValue)"}, {"id": "b", "kind": "orders-summary", "family": "\(family.rawValue)"}]}
            """
        let (dashboard, warnings) = try DashboardFile.parse(Array(file.utf8), file: "d.json", now: goldenNow)
        #expect(warnings.count == 2)
        for widget in dashboard.widgets {
            let text = family.render(DashboardView.sampleState(of: widget, now: goldenNow, locale: torontoUS), context: context).plainText
            #expect(text.contains(where: { !$0.isWhitespace }), "\(widget.kind) in \(family) is blank")
            if widget.kind == "store-pluse" {
                #expect(
                    text.contains("Unknown") && text.replacingOccurrences(of: "\n", with: "").contains("store-plu"), "\(family): \(text)")
            } else {
                #expect(text.contains("etired") && text.contains("metrics"), "\(family): \(text)")
            }
        }
    }

    @Test("light and dark pictures of the live widget", arguments: WidgetFamily.allCases)
    func themedPictures(_ family: WidgetFamily) {
        let buffer = render(family, .live)
        for theme in [Theme.light, Theme.dark] {
            assertSnapshot(
                of: SVGRenderer(theme: theme).render(buffer), as: Snapshotting(pathExtension: "svg") { $0 },
                named: "\(family.rawValue).\(theme.name)")
        }
    }

    @Test("families keep Apple's proportions within 10%")
    func proportions() {
        func ratio(_ a: Double, _ b: Double) -> Double { a / b }
        let small = WidgetFamily.small, medium = WidgetFamily.medium, large = WidgetFamily.large
        let widthCells = ratio(Double(medium.size.width), Double(small.size.width))
        let widthPoints = ratio(medium.pointSize.width, small.pointSize.width)
        #expect(abs(widthCells / widthPoints - 1) < 0.10)
        let heightCells = ratio(Double(large.size.height), Double(medium.size.height))
        let heightPoints = ratio(large.pointSize.height, medium.pointSize.height)
        #expect(abs(heightCells / heightPoints - 1) < 0.10)
        #expect(
            WidgetFamily.allCases.map(\.size) == [
                Size(width: 20, height: 10), Size(width: 43, height: 10), Size(width: 43, height: 22), Size(width: 88, height: 21),
                Size(width: 9, height: 4), Size(width: 20, height: 4), Size(width: 30, height: 1),
            ])
    }

    @Test("small, medium, large and extra large say how fresh the data is, and inline is one line")
    func asOfInEveryHomeFamily() {
        for family in [WidgetFamily.small, .medium, .large, .extraLarge] {
            #expect(render(family, .live).plainText.contains("as of 3:30pm"), "\(family)")
        }
        let inline = render(.accessoryInline, .live).plainText
        #expect(inline.split(separator: "\n").count == 1)
        #expect(inline.hasPrefix("Sales $"))
        let german = RenderContext(now: goldenNow, locale: DisplayLocale(identifier: "de_DE.UTF-8", timeZone: toronto))
        let state = PreviewState.live.state(
            slots: slots(defaultMetricIDs, capacity: 2), range: .today, now: goldenNow, locale: german.locale)
        #expect(WidgetFamily.small.render(state, context: german).plainText.contains("as of 15:30"))
    }

    @Test("stale and failed data are marked with a symbol and a word, not colour alone")
    func staleMarkers() {
        #expect(render(.medium, .stale).plainText.contains("⚠ stale · as of 1:30pm"))
        #expect(render(.small, .stale).plainText.contains("⚠ as of 1:30pm"))
        #expect(render(.medium, .error).plainText.contains("✕ request timed out"))
        #expect(render(.accessoryInline, .stale).plainText.hasPrefix("⚠ Sales"))
        #expect(render(.accessoryRectangular, .stale).plainText.contains("⚠ 1:30pm"))
    }

    @Test("no control character from a shop or metric name reaches the output", arguments: WidgetFamily.allCases)
    func hostileNames(_ family: WidgetFamily) {
        var state = SampleShop.state(
            slots: slots(defaultMetricIDs, capacity: family.metricCapacity), range: .today, now: goldenNow, locale: torontoUS)
        state.shop?.name = "\u{1B}]0;pwned\u{7}Shop\u{1B}[2J\u{9B}1m"
        state.slots = state.slots.map {
            $0.map {
                var r = $0
                r.metric = Metric(id: "x", title: "\u{1B}[31mRed\u{7F}", shortTitle: "\u{1B}c", unit: .count)
                return r
            }
        }
        let buffer = family.render(state, context: context)
        for output in [buffer.plainText, SVGRenderer(theme: .dark).render(buffer)] {
            #expect(!output.unicodeScalars.contains { TerminalWidth.isControl($0.value) && $0 != "\n" })
        }
        let ansi = ANSIRenderer(theme: .dark, depth: .trueColor).render(buffer)
        var terminal = SGRInterpreter()
        #expect(throws: Never.self) { _ = try terminal.run(ansi) }
    }

    @Test("a designer can lay out any options at any size, without a family")
    func optionsWithoutFamily() {
        let state = SampleShop.state(slots: slots(defaultMetricIDs, capacity: 3), range: .today, now: goldenNow, locale: torontoUS)
        var buffer = Buffer(size: Size(width: 60, height: 8))
        WidgetView(state: state, options: [.frame, .header, .threeColumns, .comparison], context: context).draw(
            in: buffer.area, into: &buffer)
        assertSnapshot(of: buffer, as: .text)
    }

    @Test("vibrant rendering is monochrome with no background")
    func vibrant() {
        var context = self.context
        context.renderingMode = .vibrant
        let state = SampleShop.state(slots: slots(defaultMetricIDs, capacity: 1), range: .today, now: goldenNow, locale: torontoUS)
        for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline] {
            let buffer = family.render(state, context: context)
            #expect(buffer.cells.allSatisfy { $0.style.background == nil && [.primary, .secondary].contains($0.style.foreground) })
        }
    }

    @Test("None keeps its position: orders, none, orders, sessions is a 2×2 grid with two empty places")
    func noneKeepsPosition() {
        let configuration = WidgetConfiguration(metrics: ["orders", nil, "orders", "sessions"])
        let state = SampleShop.state(slots: configuration.slots(capacity: 4), range: .today, now: goldenNow, locale: torontoUS)
        let buffer = WidgetFamily.medium.render(state, context: context)
        assertSnapshot(of: buffer, as: .text)
        let rows = buffer.plainText.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.contains("Orders") } && rows.contains { $0.contains("Sessions") })
        let sessionsRow = rows.first { $0.contains("Sessions") }!
        #expect(
            sessionsRow.range(of: "Sessions")!.lowerBound > sessionsRow.index(sessionsRow.startIndex, offsetBy: 20),
            "Sessions sits in the fourth place, on the right")
    }

    @Test("today's figures from another day say that day and ⚠ in every family, never \"Today\"")
    func todayFromAnotherDay() {
        let nov28 = goldenNow.addingTimeInterval(-2 * 86_400)
        var state = SampleShop.state(
            slots: WidgetConfiguration(metrics: ["orders"]).slots(capacity: 1), range: .today, now: nov28, locale: torontoUS)
        state.asOf = nov28
        for family in [WidgetFamily.small, .medium, .large, .accessoryRectangular] {
            let text = family.render(state, context: context).plainText
            #expect(text.contains("Nov 28"), "\(family): \(text)")
            #expect(!text.contains("Today"), "\(family): \(text)")
            #expect(text.contains("⚠"), "\(family): \(text)")
        }
        // The same figures read on their own day are today's, and current.
        let sameDay = family(.small, state, now: nov28.addingTimeInterval(60))
        #expect(sameDay.contains("Today") && !sameDay.contains("⚠"), "\(sameDay)")
    }

    private func family(_ family: WidgetFamily, _ state: WidgetState, now: Date) -> String {
        family.render(state, context: RenderContext(now: now, locale: torontoUS)).plainText
    }
}
