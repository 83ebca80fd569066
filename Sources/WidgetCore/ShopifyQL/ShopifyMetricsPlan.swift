#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// How a widget's metrics are asked of Shopify's Admin API, and how the answers become the
/// readings every widget draws — the same ``MetricReading``s the store gives, so a widget
/// cannot tell its figures came from Shopify.
///
/// - Sales metrics: one ShopifyQL query over `sales` with the widget's metrics, hourly for
///   today and daily for 7 or 30 days, compared with the previous period, `WITH TOTALS`:
///   `FROM sales SHOW total_sales, orders TIMESERIES hour SINCE today UNTIL today COMPARE TO
///   previous_period WITH TOTALS`. The value is the period's total, the comparison the previous
///   period's total, the series the per-bucket values.
/// - Sessions and conversion rate: the same over `sessions`.
/// - Orders to fulfill: `ordersCount` of open, unfulfilled orders (no 10,000 cap).
///
/// The pace ("on pace for") needs the previous period to its end, which these queries do not
/// ask for; widgets on a Shopify source show the comparison without a pace.
package enum ShopifyMetricsPlan {
    /// One request to the Admin API.
    package enum Request: Hashable, Sendable {
        case shopifyQL(String)
        case ordersToFulfill

        /// The text that identifies it: the ShopifyQL, or the orders search.
        package var text: String {
            switch self {
            case .shopifyQL(let text): text
            case .ordersToFulfill: ShopifyAdmin.ordersToFulfillSearch
            }
        }
    }

    /// The requests `query` needs: a ShopifyQL query per dataset its metrics come from, in the
    /// widget's order, and the orders count when it shows orders to fulfill.
    package static func requests(for query: MetricsQuery) -> [Request] {
        var requests: [Request] = []
        for dataset in [ShopifyQLQuery.Dataset.sales, .sessions] {
            let known = Set(ShopifyQLQuery.metrics[dataset]!.map(\.name))
            let metrics = query.metrics.filter(known.contains)
            if !metrics.isEmpty { requests.append(.shopifyQL(text(dataset: dataset, metrics: metrics, range: query.range))) }
        }
        if query.metrics.contains(MetricID.ordersToFulfill.rawValue) { requests.append(.ordersToFulfill) }
        return requests
    }

    /// The ShopifyQL for `metrics` of `dataset` over `range`.
    package static func text(dataset: ShopifyQLQuery.Dataset, metrics: [String], range: DateRange) -> String {
        let period: String
        switch range {
        case .today: period = "TIMESERIES hour SINCE today UNTIL today"
        case .last7Days: period = "TIMESERIES day SINCE -6d UNTIL today"
        case .last30Days: period = "TIMESERIES day SINCE -29d UNTIL today"
        }
        return "FROM \(dataset.rawValue) SHOW \(metrics.joined(separator: ", ")) \(period) COMPARE TO previous_period WITH TOTALS"
    }

    /// The readings for `query` from `answers` (one per request), as of `now`, when the shop's
    /// wall clock reads `wall` (its day and hour decide which hours of today are still to come).
    package static func response(
        for query: MetricsQuery, answers: [Request: ShopifyAdmin.Answer], now: Date, wall: WallTime, locale: DisplayLocale
    ) -> MetricsResponse? {
        guard let shop = answers.values.first?.shop else { return nil }
        let today = ISO8601.daysFromCivil(year: wall.year, month: wall.month, day: wall.day)
        let labels = SeriesLabels.labels(range: query.range, today: today, locale: locale)
        var readings: [String: MetricReading] = [:]
        for id in query.metrics {
            guard let metric = Metric.named(id) else { continue }
            if metric.shape == .currentCount {
                if let answer = answers[.ordersToFulfill], let count = answer.count {
                    readings[id] = MetricReading(metric: metric, value: Double(count), sourceTime: now)
                }
                continue
            }
            guard
                let table = answers.first(where: { request, answer in
                    if case .shopifyQL = request { return answer.table?.columns.contains { $0.name == id } ?? false }
                    return false
                })?.value.table
            else { continue }
            readings[id] = reading(metric, from: table, range: query.range, wall: wall, now: now, labels: labels)
        }
        return MetricsResponse(shop: shop, range: query.range, generatedAt: now, readings: readings)
    }

    /// One metric's reading from its table: totals for the value and the comparison, a bucket
    /// per row for the series.
    static func reading(
        _ metric: Metric, from table: ShopifyQLTable, range: DateRange, wall: WallTime, now: Date, labels: [String]
    ) -> MetricReading {
        let (value, previous) = table.periodFigures(of: metric.id)
        let column = table.column(metric.id)
        var series: [Double]
        if range == .today {
            series = Array(repeating: .nan, count: 24)
            let time = table.columns.firstIndex { $0.dataType.hasSuffix("TIMESTAMP") }
            for row in table.rows {
                guard let time, let column, case .text(let stamp) = row[time], let hour = hourOf(stamp), hour <= wall.hour else { continue }
                series[hour] = row[column].figure ?? .nan
            }
        } else {
            let days = range == .last7Days ? 7 : 30
            let values = table.figures(of: metric.id)
            series = Array(repeating: .nan, count: max(0, days - values.count)) + values.suffix(days)
        }
        return MetricReading(metric: metric, value: value, previous: previous, series: series, seriesLabels: labels, sourceTime: now)
    }

    /// The hour of `2026-11-30T15:00:00` (any time stamp with `T` and two digits after it).
    static func hourOf(_ stamp: String) -> Int? {
        guard let t = stamp.firstIndex(of: "T") else { return nil }
        let digits = stamp[stamp.index(after: t)...].prefix(2)
        guard digits.count == 2, let hour = Int(digits), (0..<24).contains(hour) else { return nil }
        return hour
    }
}

/// The labels spread under a chart: the hours of a day (`12am`, `12pm`, `11pm`), or the first,
/// middle and last days of a longer range. One definition for every source.
package enum SeriesLabels {
    package static func labels(range: DateRange, today: Int, locale: DisplayLocale) -> [String] {
        switch range {
        case .today:
            return [0, 12, 23].map { Timestamp.hourLabel($0, locale: locale) }
        case .last7Days, .last30Days:
            let first = today - (range == .last7Days ? 6 : 29)
            return (range == .last7Days ? [first, today] : [first, first + 15, today]).map { day in
                let (y, m, d) = ISO8601.civilFromDays(day)
                return Timestamp.dayLabel(
                    WallTime(year: y, month: m, day: d, hour: 0, minute: 0, second: 0, weekday: 0, utcOffset: 0), locale: locale)
            }
        }
    }
}
