import WidgetFormats

/// A source as the composition root opened it: its figures, and what else it can do — the local
/// store's actions (fulfil an order, pause the store), ShopifyQL — handed to the providers that
/// use them. Nothing finds a capability by casting a source: whoever opens it says what it is.
///
/// ```swift
/// let opened = OpenedSource(metrics: store, actions: store, shopifyQL: store)   // a local store
/// let providers = WidgetProviders(loader: loader, actions: opened.actions, shopifyQL: opened.shopifyQL, clock: clock)
/// ```
package struct OpenedSource: Sendable {
    package var metrics: any MetricsSource
    package var actions: (any ShopActions)?
    package var shopifyQL: (any ShopifyQLAnswering)?

    package init(metrics: any MetricsSource, actions: (any ShopActions)? = nil, shopifyQL: (any ShopifyQLAnswering)? = nil) {
        self.metrics = metrics
        self.actions = actions
        self.shopifyQL = shopifyQL
    }
}

/// The built-in sample shop as a source: deterministic figures for any query, instantly.
package struct SampleSource: MetricsSource {
    package var locale: DisplayLocale

    package init(locale: DisplayLocale = .enUS) {
        self.locale = locale
    }

    package var name: String { "demo" }

    package var caching: SourceCaching { .never }

    package func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        response(for: query)
    }

    /// The answer, synchronously: the sample shop needs no waiting.
    package func response(for query: MetricsQuery) -> MetricsResponse {
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
