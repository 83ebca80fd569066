/// What a merchant chose for one widget: the shop, 2–7 metric slots in their order (a slot may
/// be None), and the date range.
///
/// The rules the Shopify seed learned the hard way are applied before any request: a repeated
/// metric becomes None (the first is kept), and the list is trimmed to what the family holds —
/// which also trims defaults sized for the largest family. All None is a valid, empty widget
/// that makes no request.
package struct WidgetConfiguration: Hashable, Sendable {
    /// The most slots a configuration may have: what the largest family holds.
    package static let maximumSlots = 7

    package var shop: String
    /// Metric ids in the merchant's order; `nil` is None.
    package var metrics: [String?]
    package var range: DateRange
    /// The figures are private (WidgetKit's `privacySensitive`): a locked lock screen shows the
    /// widget with its values redacted.
    package var isPrivate: Bool
    /// For a widget of kind `query`: the metric its ShopifyQL defines.
    package var query: QueryMetric?

    package init(
        shop: String = "default", metrics: [String?], range: DateRange = .today, isPrivate: Bool = false, query: QueryMetric? = nil
    ) {
        self.shop = shop
        self.metrics = metrics
        self.range = range
        self.isPrivate = isPrivate
        self.query = query
    }

    /// The defaults, sized for the largest family: trimmed like any other list.
    package static let defaultMetrics: [String?] = [
        "total_sales", "orders", "conversion_rate", "sessions", "average_order_value", "net_sales", "returns",
    ]

    /// The slots to show in a widget holding `capacity` metrics: repeats become None (first
    /// kept), unknown ids become None, then the list is cut to `capacity`.
    ///
    /// ```swift
    /// WidgetConfiguration(metrics: ["orders", "orders", "sessions"]).slots(capacity: 2)
    /// // [orders, nil]
    /// ```
    package func slots(capacity: Int) -> [Metric?] {
        // Keeping the first occurrence depends only on earlier slots, so removing repeats
        // and then trimming gives the same list as the other way round.
        var seen = Set<String>()
        let deduplicated = metrics.map { id -> String? in
            guard let id, seen.insert(id).inserted else { return nil }
            return id
        }
        return deduplicated.prefix(max(0, capacity)).map { $0.flatMap(Metric.named) }
    }

    /// The metrics a request must ask for: the slots without None, in order.
    package func requestedMetrics(capacity: Int) -> [Metric] {
        slots(capacity: capacity).compactMap { $0 }
    }

    /// Whether the widget shows nothing and so makes no request.
    package func isEmpty(capacity: Int) -> Bool {
        requestedMetrics(capacity: capacity).isEmpty
    }

    /// A stable fingerprint of what a request for this configuration asks: the cache key.
    package func fingerprint(capacity: Int) -> String {
        "\(shop)|\(range.rawValue)|" + requestedMetrics(capacity: capacity).map(\.id).joined(separator: ",")
    }
}
