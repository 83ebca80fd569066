import Foundation  // Date
import Testing
import WidgetCore
import WidgetSnapshotTesting

/// The figures a widget shows, as a test writes them: a shop, one metric's readings, a moment.
let shop = Shop(id: "maple-moss", name: "Maple & Moss", currencyCode: "USD", timeZone: "UTC")
let sales = MetricReading(
    metric: Metric.named("total_sales")!, value: 7_765.20, previous: 6_904.10,
    series: [0, 0, 0, 0, 0, 0, 0, 0, 310, 540, 720, 910, 1_240, 980, 1_105, 960])
let now = Date(timeIntervalSince1970: 1_764_516_600)  // 2025-11-30 15:30 UTC

@Test func smallSales() {
    let state = WidgetState(shop: shop, range: .today, slots: [sales], asOf: now)
    let buffer = WidgetFamily.small.render(state, context: RenderContext(now: now))
    assertSnapshot(of: buffer, as: .text)
}

/// The same figures in every family, and the colours by role: a change of either fails.
@Test(arguments: WidgetFamily.allCases)
func everyFamily(_ family: WidgetFamily) {
    let orders = MetricReading(metric: Metric.named("orders")!, value: 48, previous: 50)
    let state = WidgetState(shop: shop, range: .today, slots: [sales, orders], asOf: now)
    let buffer = family.render(state, context: RenderContext(now: now))
    assertSnapshot(of: buffer, as: .text, named: family.rawValue)
    assertSnapshot(of: buffer, as: .styles, named: family.rawValue)
}

/// A widget whose source failed: the last good figures, marked, with the reason.
@Test func failedSource() {
    var state = WidgetState(shop: shop, range: .today, slots: [sales], asOf: now.addingTimeInterval(-3_600), isStale: true)
    state.presentation = .error("no answer within 10 s")
    assertSnapshot(of: WidgetFamily.medium.render(state, context: RenderContext(now: now)), as: .text)
}
