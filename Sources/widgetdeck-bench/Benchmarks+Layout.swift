import BenchmarkKit
import WidgetCore
import WidgetFormats

extension Benchmark {
    /// The layout engine's rows: each family rendered to a buffer, and the whole gallery.
    static var layout: [Benchmark] {
        let now = ISO8601.parse("2026-11-30T15:30:00-05:00")!
        let ids = ["total_sales", "orders", "conversion_rate", "sessions", "average_order_value", "net_sales", "returns"]
        let context = RenderContext(now: now, locale: benchLocale)
        func state(_ family: WidgetFamily) -> WidgetState {
            SampleShop.state(slots: ids.prefix(family.metricCapacity).map(Metric.named), range: .today, now: now, locale: benchLocale)
        }
        var rows = WidgetFamily.allCases.map { family in
            // The large row's target carries the figure before the built-in widgets were views
            // (DECISIONS.md, "One layout engine"): median on this machine at commit 501377c.
            Benchmark(
                name: "render \(family.rawValue) (\(family.size)) to a buffer",
                target: family == .large ? "< 50 µs; before views 54 µs (≤ 1.3×: 70 µs)" : "—"
            ) {
                let s = state(family)
                return { blackHole(family.render(s, context: context)) }
            }
        }
        rows.append(
            Benchmark(name: "render the gallery (7 families) as text", target: "—") {
                let states = WidgetFamily.allCases.map(state)
                return {
                    let tiles = zip(WidgetFamily.allCases, states).map { family, s in
                        (label: family.rawValue, buffer: family.render(s, context: context))
                    }
                    blackHole(Gallery.compose(tiles, width: 120).plainText)
                }
            })
        return rows
    }
}
