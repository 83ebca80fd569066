#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// A metric a merchant defines by a ShopifyQL query in the dashboard file — a widget of kind
/// `query`:
///
/// ```json
/// {"kind": "query", "family": "small", "title": "Returning sales", "unit": "money",
///  "query": "FROM sales SHOW net_sales WHERE customer_type = 'returning' TIMESERIES day SINCE -6d UNTIL today COMPARE TO previous_period WITH TOTALS"}
/// ```
///
/// The query's first metric is the one shown: its `__totals` column (or, without totals, its
/// last row) is the value, the comparison's the previous figure, and its rows the chart when
/// the query has a time series. It runs wherever ShopifyQL runs: over the store, or through
/// the Admin API for a `shopify:` source. It draws in every family like a built-in metric.
package struct QueryMetric: Hashable, Sendable {
    package var title: String
    package var query: String
    package var unit: MetricUnit

    package init(title: String, query: String, unit: MetricUnit) {
        self.title = title
        self.query = query
        self.unit = unit
    }

    /// The metric its widget shows: titled as the file says, keyed by the query.
    package var metric: Metric {
        Metric(id: "query:" + fnv1a(query), title: title, shortTitle: title, unit: unit)
    }

    /// The header's words for the query's period: `Last 7 days`, `Last week`, `Today`…; the
    /// shortest honest thing when the period is something else (`Custom period`).
    package var period: String {
        guard let parsed = try? ShopifyQLQuery.parse(query) else { return "Custom period" }
        if let during = parsed.during {
            let words = during.split(separator: "_").joined(separator: " ")
            return words.prefix(1).uppercased() + words.dropFirst()
        }
        switch (parsed.since, parsed.until) {
        case (nil, _), (.relative(0, "d")?, nil), (.relative(0, "d")?, .relative(0, "d")?): return "Today"
        case (.relative(1, "d")?, .relative(1, "d")?): return "Yesterday"
        case (.relative(let n, "d")?, nil), (.relative(let n, "d")?, .relative(0, "d")?): return "Last \(n + 1) days"
        default: return "Custom period"
        }
    }

    /// The reading from the query's answer.
    package func reading(from table: ShopifyQLTable, at now: Date) -> MetricReading {
        let metric = self.metric
        // The first metric: the first column that is neither a time, a comparison nor a total.
        guard
            let shown = table.columns.first(where: {
                !$0.dataType.hasSuffix("TIMESTAMP") && !$0.name.hasPrefix("comparison_") && !$0.name.hasSuffix("__totals")
            })
        else {
            return .unavailable(metric)
        }
        let (value, previous) = table.periodFigures(of: shown.name)
        let hasTime = table.columns.contains { $0.dataType.hasSuffix("TIMESTAMP") }
        let series = hasTime && table.rows.count > 1 ? table.figures(of: shown.name) : []
        return MetricReading(metric: metric, value: value, previous: previous, series: series, sourceTime: now)
    }
}

/// A source that answers ShopifyQL: the store (the subset widgetdeck runs) or Shopify's Admin
/// API (all of it).
package protocol ShopifyQLAnswering: Sendable {
    /// Runs `text` for the shop called `shop` at `now`: the table and the shop it is of.
    func answer(shopifyQL text: String, shop: String, now: Date) async throws -> (ShopifyQLTable, Shop)
}

/// The `query` widget: a ``QueryMetric`` run against the source at each reload.
package struct QueryMetricProvider: TimelineProvider {
    /// What runs the query: the store or Shopify's Admin API; `nil` for a source of published
    /// figures, which runs none (the widget says so).
    package var shopifyQL: (any ShopifyQLAnswering)?
    /// The source's name, for that message.
    package var sourceName: String
    package var clock: any TimelineClock
    package var errors: ErrorBoard?
    /// When to ask again: as a metrics widget of today (for a dashboard, paced to its budget).
    package var cadence: RefreshCadence

    package init(
        shopifyQL: (any ShopifyQLAnswering)?, sourceName: String, clock: any TimelineClock, cadence: RefreshCadence = .standard,
        errors: ErrorBoard? = nil
    ) {
        self.shopifyQL = shopifyQL
        self.sourceName = sourceName
        self.clock = clock
        self.cadence = cadence
        self.errors = errors
    }

    package func placeholder(in context: TimelineContext) -> TimelineEntry<WidgetState> {
        var state = WidgetState(
            shop: nil, range: .today, slots: [context.configuration.query.map { .unavailable($0.metric) }], asOf: clock.now,
            presentation: .placeholder)
        state.headline = context.configuration.query?.period
        return TimelineEntry(date: .distantPast, state: state)
    }

    package func snapshot(in context: TimelineContext) async -> TimelineEntry<WidgetState> {
        // The gallery's sample: the query's title over a figure of its unit.
        let now = clock.now
        guard let query = context.configuration.query else { return placeholder(in: context) }
        let sample: Double = query.unit == .money ? 1_284.5 : query.unit == .percent ? 0.0315 : 128
        var state = WidgetState(
            shop: SampleShop.shop, range: .today,
            slots: [MetricReading(metric: query.metric, value: sample, previous: sample * 0.9, sourceTime: now)],
            asOf: now, presentation: .snapshot)
        state.headline = query.period
        return TimelineEntry(date: now, state: state)
    }

    package func timeline(in context: TimelineContext) async -> Timeline<WidgetState> {
        let now = clock.now
        let planned = cadence.next(after: now, range: .today, failed: false)
        let refresh = ReloadPolicy.after(planned)
        guard let query = context.configuration.query else {
            return Timeline(
                entries: [TimelineEntry<WidgetState>(date: now, state: failed("this widget has no query", context: context, now: now))],
                policy: .never)
        }
        guard let answering = shopifyQL else {
            return Timeline(
                entries: [
                    TimelineEntry<WidgetState>(
                        date: now,
                        state: failed(
                            "\(sourceName) holds published figures and runs no ShopifyQL; use --source demo, store:PATH or shopify:SHOP",
                            context: context, now: now))
                ],
                policy: .never)
        }
        do {
            let (table, shop) = try await answering.answer(shopifyQL: query.query, shop: context.configuration.shop, now: now)
            errors?.set(context.instanceID, nil)
            var state = WidgetState(shop: shop, range: .today, slots: [query.reading(from: table, at: now)], asOf: now)
            state.headline = query.period
            return Timeline(
                entries: [
                    TimelineEntry<WidgetState>(
                        date: now, state: state, relevance: KindRelevance.metrics(state, holdingFor: planned.timeIntervalSince(now)))
                ], policy: refresh)
        } catch {
            let message = (error as? ShopifyQLError)?.description ?? (error as? SourceError)?.message ?? "\(error)"
            return Timeline(
                entries: [TimelineEntry<WidgetState>(date: now, state: failed(message, context: context, now: now))], policy: refresh)
        }
    }

    private func failed(_ message: String, context: TimelineContext, now: Date) -> WidgetState {
        errors?.set(context.instanceID, message)
        return WidgetState(shop: nil, range: .today, slots: [], asOf: now, presentation: .error(message))
    }
}
