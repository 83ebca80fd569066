import Foundation
import WidgetCore
import WidgetFormats

/// A source that counts its requests, can be told to fail, and can hold its answers until the
/// test lets them go — so a test sees callers overlap because it made them overlap, not
/// because a request happened to be slow.
///
/// ```swift
/// let source = CountingSource()
/// await source.hold()
/// // … start the callers, wait until they have all asked …
/// await source.release()
/// ```
package actor CountingSource: MetricsSource {
    package nonisolated let name = "counting"
    package private(set) var count = 0
    package private(set) var failing = false
    private var holding = false
    private var held: [CheckedContinuation<Void, Never>] = []

    package init() {}

    package func setFailing(_ value: Bool) { failing = value }

    /// From now on, requests wait for ``release()``.
    package func hold() { holding = true }

    /// Lets every held request answer, and the next ones answer at once.
    package func release() {
        holding = false
        held.forEach { $0.resume() }
        held = []
    }

    /// How many requests are waiting for ``release()``.
    package var waiting: Int { held.count }

    package func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        count += 1
        let n = count
        if holding { await withCheckedContinuation { held.append($0) } }
        if failing { throw SourceError(.unavailable, "counting source is down") }
        let reading = MetricReading(metric: Metric.named(query.metrics[0])!, value: Double(n))
        return MetricsResponse(shop: SampleShop.shop, range: query.range, generatedAt: goldenNow, readings: [query.metrics[0]: reading])
    }
}
