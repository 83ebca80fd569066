#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// Turns a placed widget's configuration into a state to draw: asks the source through the
/// cache, and decides how to present what came back — current data, stale data with the
/// reason, a placeholder while there is nothing yet, or an error.
package struct WidgetLoader: Sendable {
    package var source: any MetricsSource
    package var cache: MetricsCache
    package var locale: DisplayLocale
    /// Where each request's outcome is recorded (source, cache hit or miss, outcome, data age).
    package var log: EventLog?

    package init(source: any MetricsSource, cache: MetricsCache, locale: DisplayLocale, log: EventLog? = nil) {
        self.source = source
        self.cache = cache
        self.locale = locale
        self.log = log
    }

    /// What loading produced.
    package struct Result: Sendable {
        package var state: WidgetState
        /// Where the figures came from.
        package var origin: MetricsCache.Origin
        /// Why the source failed, when it did.
        package var error: SourceError?
        /// The response, when there was one.
        package var response: MetricsResponse?
    }

    /// Loads the state of a widget showing `configuration` in `capacity` slots at `now`.
    ///
    /// - Parameter bypassCache: an explicit refresh: ask the source even if a fresh answer is
    ///   cached (single flight still holds).
    package func load(
        _ configuration: WidgetConfiguration, capacity: Int, now: Date, bypassCache: Bool = false, widget: String? = nil
    ) async -> Result {
        let result = await fetch(configuration, capacity: capacity, now: now, bypassCache: bypassCache)
        if let log, result.origin != .hit || result.response != nil {
            var fields: [(String, JSONValue)] = []
            if let widget { fields.append(("widget", .string(widget))) }
            fields += [
                ("source", .string(source.name)), ("metrics", .number(Double(configuration.requestedMetrics(capacity: capacity).count))),
                ("cache", .string(result.origin == .hit ? "hit" : "miss")),
                (
                    "outcome",
                    .string(result.error == nil ? "ok" : result.origin == .staleFallback ? "failed, last good copy shown" : "failed")
                ),
            ]
            if let error = result.error { fields.append(("error", .string(error.message))) }
            if result.response != nil {
                fields.append(("dataAgeSeconds", .number(max(0, now.timeIntervalSince(result.state.asOf)).rounded())))
            }
            log.record("request", at: now, fields)
        }
        return result
    }

    /// The last real figures the cache holds for `configuration` — fresh or not, asking the
    /// source nothing — or `nil`: what a transient snapshot shows (WidgetKit's
    /// `cachedData ?? .sample`).
    package func cached(_ configuration: WidgetConfiguration, capacity: Int, now exact: Date) async -> WidgetState? {
        let now = exact.startOfMinute
        guard source.caching != .never, let query = MetricsQuery(configuration: configuration, capacity: capacity, end: now),
            let response = await cache.lastGood(for: query, locale: locale.identifier, source: source.name)
        else { return nil }
        return response.state(slots: configuration.slots(capacity: capacity), now: now)
    }

    private func fetch(_ configuration: WidgetConfiguration, capacity: Int, now exact: Date, bypassCache: Bool) async -> Result {
        // Figures are asked for up to the start of the minute: "as of 3:30pm" means just that,
        // and two views of the same minute agree to the cell.
        let now = exact.startOfMinute
        let slots = configuration.slots(capacity: capacity)
        guard let query = MetricsQuery(configuration: configuration, capacity: capacity, end: now) else {
            // All None: a valid empty widget that makes no request.
            let state = WidgetState(shop: nil, range: configuration.range, slots: slots.map { _ in nil }, asOf: now)
            return Result(state: state, origin: .hit)
        }
        if source.caching == .never {
            // Instant and deterministic for its moment: nothing to cache, nothing to fall back on.
            do {
                let response = try await source.fetch(query).answering(query, from: source.name)
                return Result(state: response.state(slots: slots, now: now), origin: .fetched, response: response)
            } catch {
                let failure = error as? SourceError ?? SourceError(.unavailable, "\(error)")
                return Result(
                    state: WidgetState(
                        shop: nil, range: configuration.range, slots: slots.map { _ in nil }, asOf: now,
                        presentation: .error(failure.message)),
                    origin: .none, error: failure)
            }
        }
        // A local file is read every time (it is cheap, and a cached copy would hide a new
        // publish) but its last good copy is kept; remote answers are cached for the TTL.
        let bypass = bypassCache || source.caching == .everyLoad
        let outcome = await cache.response(for: query, locale: locale.identifier, from: source, bypass: bypass)
        switch outcome.origin {
        case .hit, .fetched:
            let response = outcome.response!
            return Result(state: response.state(slots: slots, now: now), origin: outcome.origin, response: response)
        case .staleFallback:
            var state = outcome.response!.state(slots: slots, now: now)
            state.isStale = true
            return Result(state: state, origin: .staleFallback, error: outcome.error, response: outcome.response)
        case .none:
            let reading = slots.map { $0.map { MetricReading(metric: $0, value: nil, series: [0]) } }
            var state = WidgetState(shop: nil, range: configuration.range, slots: reading, asOf: now, presentation: .placeholder)
            if let error = outcome.error, error.reason != .missing {
                state = WidgetState(
                    shop: nil, range: configuration.range, slots: slots.map { _ in nil }, asOf: now, presentation: .error(error.message))
            }
            return Result(state: state, origin: .none, error: outcome.error)
        }
    }
}
