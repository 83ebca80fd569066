import BenchmarkKit
import WidgetCore
import WidgetFormats

extension Benchmark {
    /// The data layer's rows: decoding a large snapshot and a cache hit.
    static var data: [Benchmark] {
        let now = ISO8601.parse("2026-11-30T15:30:00-05:00")!
        return [
            Benchmark(name: "decode a snapshot: 12 metrics × 720 points", target: "< 2 ms") {
                var generator = SplitMix64(seed: 7)
                var readings: [String: MetricReading] = [:]
                for metric in Metric.catalogue {
                    let series = (0..<720).map { _ in Double(generator.next() % 1_000_000) / 100 }
                    readings[metric.id] = MetricReading(
                        metric: metric, value: 12_847.32, previous: 11_430.1, series: series, sourceTime: now)
                }
                let bytes = SnapshotDocument.encode(
                    MetricsResponse(shop: SampleShop.shop, range: .last30Days, generatedAt: now, readings: readings))
                return { blackHole(try? SnapshotDocument.decode(bytes, file: "bench.json")) }
            },
            Benchmark(name: "cache hit (in memory)", target: "< 5 µs", operationsPerCall: 1000) {
                let cache = MetricsCache(clock: ManualClock(now))
                let source = SampleSource()
                let query = MetricsQuery(shop: "s", metrics: ["total_sales", "orders"], range: .today, end: now)
                let box = SendableBox()
                return {
                    box.runBlocking {
                        for _ in 0..<1000 { _ = await cache.response(for: query, locale: "en_US", from: source) }
                    }
                }
            },
        ]
    }
}
