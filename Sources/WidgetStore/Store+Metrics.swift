#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats
import WidgetSystem

extension Store {
    static let sumColumns =
        "COUNT(*), COALESCE(SUM(gross),0), COALESCE(SUM(discounts),0), COALESCE(SUM(shipping),0), COALESCE(SUM(taxes),0), COALESCE(SUM(refunded),0), COALESCE(SUM(items),0), COALESCE(SUM(returning_customer),0)"

    static func totals(_ row: Statement, offset: Int32 = 0, exponent: Int) -> SalesTotals {
        func int(_ i: Int32) -> Int64 { Int64(row.int(offset + i)) }
        return SalesTotals(
            exponent: exponent, orders: int(0), gross: int(1), discounts: int(2), shipping: int(3), taxes: int(4), returns: int(5),
            items: int(6), returningOrders: int(7))
    }

    /// Every metric of `query` for `shop`, up to `query.end`, computed by SQL on the shop's days:
    /// the value, the previous period's (the same days and hours one period earlier), and the
    /// series (hourly for today, daily otherwise). "Today" is the day of `query.end` in the
    /// shop's time zone, whatever `TZ` the process runs in.
    package func response(shop: Shop, query: MetricsQuery, locale: DisplayLocale) throws -> MetricsResponse {
        let (today, wall) = ShopClock(timeZone: shop.timeZone).day(of: query.end)
        let exponent = Money.exponent(of: shop.currencyCode)
        let days = query.days
        let end = Int(query.end.timeIntervalSince1970)
        let first = today - days + 1
        let shift = days * 86_400

        // Whole hours come from the hourly sums; only the hour under way is read from orders,
        // cut at the moment asked for.
        let hours = try db.prepare(
            """
            SELECT COALESCE(SUM(orders),0), COALESCE(SUM(gross),0), COALESCE(SUM(discounts),0), COALESCE(SUM(shipping),0), COALESCE(SUM(taxes),0),
                COALESCE(SUM(refunded),0), COALESCE(SUM(items),0), COALESCE(SUM(returning_customer),0)
            FROM order_hours WHERE shop_id = ? AND local_day BETWEEN ? AND ? AND (local_day < ? OR local_hour < ?)
            """)
        let partial = try db.prepare(
            "SELECT \(Self.sumColumns) FROM orders WHERE shop_id = ? AND cancelled = 0 AND local_day = ? AND local_hour = ? AND created_at <= ?"
        )
        func period(first: Int, last: Int, end: Int, hour: Int = wall.hour) throws -> (whole: SalesTotals, partial: SalesTotals) {
            let whole =
                try hours.first([.text(shop.id), .int(first), .int(last), .int(last), .int(hour)]) { Self.totals($0, exponent: exponent) }
                ?? SalesTotals(exponent: exponent)
            let open =
                try partial.first([.text(shop.id), .int(last), .int(wall.hour), .int(end)]) { Self.totals($0, exponent: exponent) }
                ?? SalesTotals(exponent: exponent)
            return (whole, open)
        }
        let (currentWhole, currentOpen) = try period(first: first, last: today, end: end)
        let (previousWhole, previousOpen) = try period(first: first - days, last: today - days, end: end - shift)
        let current = currentWhole + currentOpen
        // The previous period counts only when the shop's orders cover it from its first day:
        // an export of the last 30 days compared with the 30 before (one day of them in the
        // file) read "▲ >999% · on pace for $486M". Before the history, sums are "new" (0
        // before) and there is no pace.
        let earliest =
            try db.prepare("SELECT MIN(local_day) FROM order_hours WHERE shop_id = ?").first([.text(shop.id)]) {
                $0.isNull(0) ? nil : $0.int(0)
            } ?? nil
        let covered = earliest.map { $0 <= first - days } ?? false
        let previous = covered ? previousWhole + previousOpen : SalesTotals(exponent: exponent)
        // The previous period to its end, for the pace: every hour of its last day.
        var previousFull = try period(first: first - days, last: today - days, end: end - shift, hour: 24).whole

        let hourly = query.range == .today
        let bucket = hourly ? "local_hour" : "local_day"
        var buckets: [Int: SalesTotals] = [:]
        try db.prepare(
            """
            SELECT \(bucket), SUM(orders), SUM(gross), SUM(discounts), SUM(shipping), SUM(taxes), SUM(refunded), SUM(items), SUM(returning_customer)
            FROM order_hours WHERE shop_id = ? AND local_day BETWEEN ? AND ? AND (local_day < ? OR local_hour < ?) GROUP BY \(bucket)
            """
        ).forEach([.text(shop.id), .int(first), .int(today), .int(today), .int(wall.hour)]) { row in
            buckets[row.int(0)] = Self.totals(row, offset: 1, exponent: exponent)
        }
        let openKey = hourly ? wall.hour : today
        buckets[openKey] = (buckets[openKey] ?? SalesTotals(exponent: exponent)) + currentOpen

        // Sessions come from a separate import: none at all means unavailable, not zero.
        let hasSessions = try db.prepare("SELECT 1 FROM sessions WHERE shop_id = ? LIMIT 1").first([.text(shop.id)]) { _ in true } ?? false
        var sessionBuckets: [Int: Int64] = [:]
        var currentSessions: Int64?
        var previousSessions: Int64?
        if hasSessions {
            // The hour under way counts the share of it that has passed.
            let fraction = Double(wall.minute * 60 + wall.second) / 3600
            let sum = try db.prepare(
                """
                SELECT COALESCE(SUM(CASE WHEN local_day = ?4 AND local_hour = ?5 THEN count * ?6 ELSE count END), 0) FROM sessions
                WHERE shop_id = ?1 AND local_day BETWEEN ?2 AND ?4 AND (local_hour < 0 OR local_day < ?4 OR local_hour <= ?5)
                """)
            currentSessions = try sum.first([.text(shop.id), .int(first), .null, .int(today), .int(wall.hour), .double(fraction)]) {
                Int64($0.double(0).rounded())
            }
            previousSessions = try sum.first([
                .text(shop.id), .int(first - days), .null, .int(today - days), .int(wall.hour), .double(fraction),
            ]) { Int64($0.double(0).rounded()) }
            previousFull.sessions = try sum.first([.text(shop.id), .int(first - days), .null, .int(today - days), .int(23), .double(1)]) {
                Int64($0.double(0).rounded())
            }
            try db.prepare(
                """
                SELECT \(hourly ? "local_hour" : "local_day"), SUM(CASE WHEN local_day = ?3 AND local_hour = ?4 THEN count * ?5 ELSE count END) FROM sessions
                WHERE shop_id = ?1 AND local_day BETWEEN ?2 AND ?3 AND local_hour \(hourly ? ">= 0" : ">= -1") AND (local_hour < 0 OR local_day < ?3 OR local_hour <= ?4) GROUP BY 1
                """
            ).forEach([.text(shop.id), .int(first), .int(today), .int(wall.hour), .double(fraction)]) { row in
                sessionBuckets[row.int(0)] = Int64(row.double(1).rounded())
            }
        }
        var currentTotals = current
        currentTotals.sessions = currentSessions
        var previousTotals = previous
        previousTotals.sessions = previousSessions

        let keys = hourly ? Array(0..<24) : Array(first...today)
        let labels = SeriesLabels.labels(range: query.range, today: today, locale: locale)
        var readings: [String: MetricReading] = [:]
        let asOf = query.end
        // Waiting at `end`: placed by then, not cancelled, not yet fulfilled by then.
        // Two index ranges (never fulfilled; fulfilled only after `end`) instead of a scan.
        let openOrders = try db.prepare(
            """
            SELECT (SELECT COUNT(*) FROM orders WHERE shop_id = ?1 AND cancelled = 0 AND fulfilled_at IS NULL AND created_at <= ?2)
                 + (SELECT COUNT(*) FROM orders WHERE shop_id = ?1 AND cancelled = 0 AND fulfilled_at > ?2 AND created_at <= ?2)
            """
        ).first([.text(shop.id), .int(end)]) { Double($0.int(0)) }
        for id in query.metrics {
            guard let metric = Metric.named(id) else { continue }
            if metric.shape == .currentCount {
                readings[id] = MetricReading(metric: metric, value: openOrders, sourceTime: asOf)
                continue
            }
            let series = keys.map { key -> Double in
                if hourly && key > wall.hour { return .nan }
                var totals = buckets[key] ?? SalesTotals(exponent: exponent)
                totals.sessions = hasSessions ? sessionBuckets[key] ?? 0 : nil
                return totals.value(of: metric) ?? .nan
            }
            readings[id] = MetricReading(
                metric: metric, value: currentTotals.value(of: metric), previous: previousTotals.value(of: metric),
                previousFull: covered ? previousFull.value(of: metric) : nil, series: series, seriesLabels: labels, sourceTime: asOf)
        }
        return MetricsResponse(shop: shop, range: query.range, generatedAt: asOf, readings: readings)
    }
}

/// The store as a metrics source (`--source store:PATH`, and behind `--source demo`). A demo
/// store is brought up to the query's moment first, so it is alive: orders keep arriving.
///
/// SQLite blocks while it reads and writes: the actor runs on a thread of its own, so its
/// work never holds one of the few threads of the shared cooperative pool (two on a 2-core
/// machine), where a timer's wake-up or another widget's drawing would wait behind it.
package actor StoreSource: MetricsSource {
    package nonisolated let name: String
    let path: String
    let demo: Bool
    let locale: DisplayLocale
    private nonisolated let executor = DedicatedExecutor()
    /// The store once opened.
    private var opened: Store?

    package nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// The store at `path`; `demo` creates and advances the demo shop there.
    ///
    /// - Parameter openNow: open it here (and throw if it cannot be), or at the first question
    ///   asked of it — a render whose figures are in the shared cache then never opens SQLite,
    ///   nor starts the store's thread.
    package init(path: String, demo: Bool, locale: DisplayLocale, openNow: Bool = true) throws {
        if openNow { opened = try Store(path: path) }
        self.path = path
        self.demo = demo
        self.locale = locale
        // The absolute path: one store has one name (and one cache key, one change notice) in
        // every process, whatever its working directory.
        name = demo ? "demo" : "store:\(FileIO.absolute(path))"
    }

    /// The store, opened now if it is not yet; a store that cannot be opened is unusable data,
    /// said with its path (the demo's with how to start afresh).
    var store: Store {
        get throws(SourceError) {
            if let opened { return opened }
            do {
                let store = try Store(path: path)
                opened = store
                return store
            } catch {
                if error.isWriteFailure {
                    throw SourceError(
                        .cannotWrite,
                        "\(demo ? "the demo store" : name) cannot be written: \(error); free some space, or give a store this user can write"
                    )
                }
                throw SourceError(
                    .unreadable,
                    demo ? "the demo store cannot be opened: \(error); delete it to start afresh: \(path)" : "\(name): \(error)")
            }
        }
    }

    package func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        do {
            return try store.response(shop: try resolve(query.shop, at: query.end), query: query, locale: locale)
        } catch let error as StoreError where error.isWriteFailure {
            // The demo shop brought up to now, on a full disk or a read-only store.
            throw SourceError(.cannotWrite, "\(name): \(error)")
        }
    }

    /// The shop a widget names: the demo shop (brought up to `now` first), or the store's shop
    /// with that id or name — the only one, when the widget says "default". A name that is no
    /// shop is refused, never quietly shown as another.
    func resolve(_ name: String, at now: Date) throws -> Shop {
        if demo {
            let shop = try DemoShop.advance(store, to: now)
            guard name == "default" || name == shop.id || name == shop.name else {
                throw SourceError(
                    .unavailable,
                    "the demo source has no shop \"\(TerminalText.sanitized(name))\"; its one shop is \"\(shop.id)\" (\(shop.name))")
            }
            return shop
        }
        let shops = try store.shops()
        guard let found = shops.first(where: { $0.id == name || $0.name == name }) ?? (name == "default" ? shops.first : nil) else {
            throw SourceError(
                shops.isEmpty ? .missing : .unavailable,
                shops.isEmpty
                    ? "\(path) has no shop yet; import one with: widgetdeck import orders FILE.csv --store \(path)"
                    : "\(path) has no shop \"\(TerminalText.sanitized(name))\"; shops: \(shops.map(\.id).joined(separator: ", "))")
        }
        return found
    }
}
