import WidgetFormats

/// A source as the composition root opened it: its figures, and what else it can do — the local
/// store's actions (fulfil an order, pause the store), ShopifyQL — handed to the providers that
/// use them. Nothing finds a capability by casting a source: whoever opens it says what it is.
///
/// ```swift
/// let opened = OpenedSource(metrics: store, actions: store, shopifyQL: store)   // a local store
/// let providers = WidgetProviders(loader: loader, actions: opened.actions, shopifyQL: opened.shopifyQL, clock: clock)
/// ```
public struct OpenedSource: Sendable {
    public var metrics: any MetricsSource
    public var actions: (any ShopActions)?
    public var shopifyQL: (any ShopifyQLAnswering)?

    public init(metrics: any MetricsSource, actions: (any ShopActions)? = nil, shopifyQL: (any ShopifyQLAnswering)? = nil) {
        self.metrics = metrics
        self.actions = actions
        self.shopifyQL = shopifyQL
    }
}

/// The built-in sample shop as a source: deterministic figures for any query, instantly.
public struct SampleSource: MetricsSource {
    public var locale: DisplayLocale

    public init(locale: DisplayLocale = .enUS) {
        self.locale = locale
    }

    public var name: String { "demo" }

    public var caching: SourceCaching { .never }

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
