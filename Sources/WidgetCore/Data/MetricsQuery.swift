#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// How finely a series is cut.
package enum Granularity: String, Hashable, Sendable {
    case hour
    case day
}

/// What a widget asks a source for: only the metrics it shows, over its range, with the series
/// granularity and the previous period to compare with.
package struct MetricsQuery: Hashable, Sendable {
    package var shop: String
    /// Metric ids, in the widget's order, without None and repeats.
    package var metrics: [String]
    package var range: DateRange
    /// Hourly for today, daily otherwise.
    package var granularity: Granularity
    /// The moment the range ends (now).
    package var end: Date

    package init(shop: String, metrics: [String], range: DateRange, end: Date) {
        self.shop = shop
        self.metrics = metrics
        self.range = range
        self.granularity = range == .today ? .hour : .day
        self.end = end
    }

    /// The query for a configuration shown in a widget holding `capacity` metrics, or `nil`
    /// when every slot is None (an empty widget makes no request).
    package init?(configuration: WidgetConfiguration, capacity: Int, end: Date) {
        let metrics = configuration.requestedMetrics(capacity: capacity).map(\.id)
        guard !metrics.isEmpty else { return nil }
        self.init(shop: configuration.shop, metrics: metrics, range: configuration.range, end: end)
    }

    /// Local days the range spans (today counts as one).
    package var days: Int {
        switch range {
        case .today: 1
        case .last7Days: 7
        case .last30Days: 30
        }
    }

    /// The cache key: what is asked, not when.
    package var fingerprint: String {
        "\(shop)|\(range.rawValue)|\(metrics.joined(separator: ","))"
    }
}

/// A source's answer: the shop, when it was generated, and a reading per metric it knows.
package struct MetricsResponse: Hashable, Sendable {
    package var shop: Shop
    package var range: DateRange
    package var generatedAt: Date
    /// Readings by metric id; a metric missing here shows `—`.
    package var readings: [String: MetricReading]
    /// Per metric, how long after its source time it turns stale (overrides the range's
    /// default).
    package var staleAfter: [String: TimeInterval]

    package init(
        shop: Shop, range: DateRange, generatedAt: Date, readings: [String: MetricReading], staleAfter: [String: TimeInterval] = [:]
    ) {
        self.shop = shop
        self.range = range
        self.generatedAt = generatedAt
        self.readings = readings
        self.staleAfter = staleAfter
    }

    /// The moment the response's figures become stale: the earliest of each metric's source
    /// time (or `generatedAt`) plus its freshness limit.
    package func staleAt(metrics: [String]) -> Date {
        let ids = metrics.isEmpty ? Array(readings.keys) : metrics
        var earliest = Date.distantFuture
        for id in ids {
            let time = readings[id]?.sourceTime ?? generatedAt
            let limit = staleAfter[id] ?? Freshness.defaultLimit(for: range)
            earliest = min(earliest, time.addingTimeInterval(limit))
        }
        return earliest == .distantFuture ? generatedAt.addingTimeInterval(Freshness.defaultLimit(for: range)) : earliest
    }

    /// This answer, when it is for the range `query` asked: a source that holds another range's
    /// figures (a snapshot file published for today, an endpoint that ignores `?range=`) is
    /// refused with the two ranges named, never drawn under the range the widget says.
    package func answering(_ query: MetricsQuery, from source: String) throws(SourceError) -> MetricsResponse {
        guard range != query.range else { return self }
        throw SourceError(.wrongRange, "\(TerminalText.sanitized(source)) has \(range.possessive) figures, not \(query.range.possessive)")
    }

    /// The widget state for `slots` at `now`: each slot's reading (or `—` when the response
    /// lacks it), as of the response's time, marked stale once past its freshness limit.
    package func state(slots: [Metric?], now: Date, presentation: WidgetState.Presentation = .live) -> WidgetState {
        let filled = slots.map { slot -> MetricReading? in
            guard let metric = slot else { return nil }
            guard var reading = readings[metric.id] else { return .unavailable(metric) }
            reading.metric = metric  // the catalogue's titles, whatever the document said
            return reading
        }
        let ids = slots.compactMap { $0?.id }
        let asOf = ids.compactMap { readings[$0]?.sourceTime }.min() ?? generatedAt
        return WidgetState(
            shop: shop, range: range, slots: filled, asOf: asOf, isStale: now >= staleAt(metrics: ids), presentation: presentation)
    }
}

/// The freshness contract: how long figures may be shown as current.
package enum Freshness {
    /// How long a reload may be overdue before its widget shows ⚠: past its due moment by more
    /// than this (a deferral, a failure, a source that does not answer), the figures are older
    /// than their limit and the widget says so.
    package static let grace: TimeInterval = 120

    /// The default limit for a range: today's figures move quickly (15 minutes); a week's
    /// change slowly (1 hour); a month's more slowly still (3 hours).
    package static func defaultLimit(for range: DateRange) -> TimeInterval {
        switch range {
        case .today: 15 * 60
        case .last7Days: 3600
        case .last30Days: 3 * 3600
        }
    }
}

/// Why a source gave no answer, in words a merchant can act on.
package struct SourceError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Reason: Hashable, Sendable {
        /// The file or resource does not exist (yet).
        case missing
        /// It exists but cannot be read safely: truncated, malformed, too large.
        case unreadable
        /// It was written by a newer widgetdeck.
        case newerSchema
        /// The network: refused, timed out, an HTTP error.
        case unavailable
        /// Not allowed: a bad token file, a refused credential.
        case forbidden
        /// What the source keeps cannot be written: a full disk, a read-only store.
        case cannotWrite
        /// It answers for another range than the one asked (a snapshot published for today,
        /// asked for 30 days).
        case wrongRange
    }

    package var reason: Reason
    package var message: String

    package init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    package var description: String { message }
}

/// Anything that answers metric queries: the demo shop, a store, a snapshot file, an HTTP
/// endpoint.
package protocol MetricsSource: Sendable {
    /// How the source names itself in the status line and the log.
    var name: String { get }
    /// How its answers go through the cache: a property of the source, never found by casting
    /// it (a cast of a class-backed existential searched every conformance record of the
    /// binary, a tenth of a one-shot render's instructions).
    var caching: SourceCaching { get }
    /// Answers `query`, or throws a ``SourceError``.
    func fetch(_ query: MetricsQuery) async throws -> MetricsResponse
}

extension MetricsSource {
    package var caching: SourceCaching { .fresh }
}

/// How a source's answers go through the cache.
package enum SourceCaching: Hashable, Sendable {
    /// Kept fresh for the cache's time to live, one request a minute however many ask, and the
    /// last good answer kept as the fallback: a remote source, a store.
    case fresh
    /// Asked at every load (a local file is cheap to read, and a cached copy would hide a new
    /// publish); its last good answer is still kept as the fallback.
    case everyLoad
    /// Never cached: answers are instant and the same for their moment, so there is nothing to
    /// keep (the sample shop).
    case never
}
