import WidgetFormats

/// The built-in sample shop as a source: deterministic figures for any query, instantly.
public struct SampleSource: MetricsSource {
    public var locale: DisplayLocale

    public init(locale: DisplayLocale = .enUS) {
        self.locale = locale
    }

    public var name: String { "demo" }

    public var sample: SampleSource? { self }

    public func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        response(for: query)
    }

    /// The answer, synchronously: the sample shop needs no waiting.
    public func response(for query: MetricsQuery) -> MetricsResponse {
        var readings: [String: MetricReading] = [:]
        let wall = locale.timeZone.wallTime(query.end)
        let asOf = query.end.addingTimeInterval(-Double(wall.second))
        for id in query.metrics {
            guard let metric = Metric.named(id) else { continue }
            var reading = SampleShop.reading(metric, range: query.range, now: query.end, locale: locale)
            reading.sourceTime = asOf
            readings[id] = reading
        }
        return MetricsResponse(shop: SampleShop.shop, range: query.range, generatedAt: asOf, readings: readings)
    }
}
