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

/// ShopifyQL over the store: the subset ``ShopifyQLQuery`` parses, compiled to SQL with every
/// value bound as a parameter (no text of the query is ever part of the SQL), summed into the
/// same ``SalesTotals`` the widgets read, so a metric means one thing everywhere.
extension Store {
    /// Sums per (day, hour) of `shop` over `period`, orders of `customerType` only when given.
    /// Whole hours come from the hourly sums (or, filtered, from the orders); the hour under
    /// way is cut at the period's end.
    func hourlySums(shop: Shop, period: ShopifyQLPeriod, customerType: String?, exponent: Int) throws -> [Int: SalesTotals] {
        var sums: [Int: SalesTotals] = [:]
        let clock = ShopClock(timeZone: shop.timeZone)
        // The last whole hour: every hour of the last day, or those before the end's hour.
        let endHour = period.end.map { clock.day(of: $0).wall.hour } ?? 24
        func key(_ day: Int, _ hour: Int) -> Int { day * 24 + hour }
        if let customerType {
            let returning = customerType == "returning" ? 1 : 0
            let end = period.end.map { Int($0.timeIntervalSince1970) } ?? Int.max
            try db.prepare(
                """
                SELECT local_day, local_hour, \(Self.sumColumns) FROM orders
                WHERE shop_id = ? AND cancelled = 0 AND local_day BETWEEN ? AND ? AND created_at <= ? AND returning_customer = ?
                GROUP BY local_day, local_hour
                """
            ).forEach([.text(shop.id), .int(period.first), .int(period.last), .int(end), .int(returning)]) { row in
                sums[key(row.int(0), row.int(1))] = Self.totals(row, offset: 2, exponent: exponent)
            }
            return sums
        }
        try db.prepare(
            """
            SELECT local_day, local_hour, orders, gross, discounts, shipping, taxes, refunded, items, returning_customer FROM order_hours
            WHERE shop_id = ? AND local_day BETWEEN ? AND ? AND (local_day < ? OR local_hour < ?)
            """
        ).forEach([.text(shop.id), .int(period.first), .int(period.last), .int(period.last), .int(endHour)]) { row in
            sums[key(row.int(0), row.int(1))] = Self.totals(row, offset: 2, exponent: exponent)
        }
        if let end = period.end, endHour < 24 {
            let open = try db.prepare(
                "SELECT \(Self.sumColumns) FROM orders WHERE shop_id = ? AND cancelled = 0 AND local_day = ? AND local_hour = ? AND created_at <= ?"
            )
            .first([.text(shop.id), .int(period.last), .int(endHour), .int(Int(end.timeIntervalSince1970))]) {
                Self.totals($0, exponent: exponent)
            }
            if let open, open.orders > 0 { sums[key(period.last, endHour)] = open }
        }
        return sums
    }

    /// Sessions per (day, hour) over `period`: whole hours only (the hour under way has not
    /// reported), a count imported by day in its day's first hour; `nil` when the shop has none
    /// imported at all.
    func hourlySessions(shop: Shop, period: ShopifyQLPeriod) throws -> [Int: Int64]? {
        let has = try db.prepare("SELECT 1 FROM sessions WHERE shop_id = ? LIMIT 1").first([.text(shop.id)]) { _ in true } ?? false
        guard has else { return nil }
        let endHour = period.end.map { ShopClock(timeZone: shop.timeZone).day(of: $0).wall.hour } ?? 24
        var sessions: [Int: Int64] = [:]
        try db.prepare(
            "SELECT local_day, local_hour, count FROM sessions WHERE shop_id = ? AND local_day BETWEEN ? AND ? AND (local_day < ? OR local_hour < ?)"
        )
        .forEach([.text(shop.id), .int(period.first), .int(period.last), .int(period.last), .int(endHour)]) { row in
            // A day's count (imported by day, hour −1) belongs to its day's first hour: keyed
            // as day × 24 − 1 it fell into the day before's last hour.
            sessions[row.int(0) * 24 + max(0, row.int(1)), default: 0] += Int64(row.int(2))
        }
        return sessions
    }

    /// Runs `query` for `shop` at `now`.
    ///
    /// - Throws: ``ShopifyQLError`` for what the store cannot answer; ``StoreError``.
    package func shopifyQL(_ query: ShopifyQLQuery, shop: Shop, now: Date) throws -> ShopifyQLTable {
        if query.dataset == .sessions, query.customerType != nil {
            throw ShopifyQLError(column: 1, message: "FROM sessions has no customer_type to filter on")
        }
        let clock = ShopClock(timeZone: shop.timeZone)
        let period = try ShopifyQLPeriod.of(query, today: clock.day(of: now).day, now: now)
        let exponent = Money.exponent(of: shop.currencyCode)
        let buckets = Self.buckets(of: period, grain: query.groupBy, clock: clock)

        func totals(over period: ShopifyQLPeriod) throws -> [SalesTotals] {
            let grain = query.groupBy
            let sums = try hourlySums(shop: shop, period: period, customerType: query.customerType, exponent: exponent)
            let sessions = query.dataset == .sessions ? try hourlySessions(shop: shop, period: period) : nil
            var out = [SalesTotals](
                repeating: SalesTotals(exponent: exponent, sessions: sessions == nil ? nil : 0),
                count: Self.buckets(of: period, grain: grain, clock: clock).count)
            let index = Self.bucketIndex(of: period, grain: grain)
            for (key, value) in sums { if let i = index(key / 24, key % 24), i < out.count { out[i] += value } }
            for (key, count) in sessions ?? [:] {
                if let i = index(key / 24, key % 24), i < out.count { out[i].sessions = (out[i].sessions ?? 0) + count }
            }
            return out
        }
        let current = try totals(over: period)
        let previous = query.compareToPreviousPeriod ? try totals(over: period.previous) : nil
        // WITH TOTALS: the whole period's (and its comparison's), the same on every row — the sum
        // of the buckets, which cover the period exactly once.
        func sum(_ buckets: [SalesTotals]) -> SalesTotals? { buckets.first.map { buckets.dropFirst().reduce($0, +) } }
        let currentTotal = query.withTotals ? sum(current) : nil
        let previousTotal = query.withTotals ? previous.flatMap(sum) : nil

        var columns: [ShopifyQLTable.Column] = []
        if let grain = query.groupBy {
            columns.append(
                .init(
                    name: grain.rawValue, dataType: grain.rawValue.uppercased() + "_TIMESTAMP",
                    displayName: grain.rawValue.prefix(1).uppercased() + grain.rawValue.dropFirst()))
        }
        let types = Dictionary(uniqueKeysWithValues: ShopifyQLQuery.metrics[query.dataset]!.map { ($0.name, $0.type) })
        for metric in query.show {
            for column in ShopifyQLTable.columns(for: metric, compared: previous != nil, totals: query.withTotals) {
                columns.append(.init(name: column.name, dataType: types[metric]!, displayName: column.displayName))
            }
        }
        var rows: [[ShopifyQLTable.Value]] = []
        for (i, label) in buckets.enumerated() {
            // Without an order, LIMIT keeps the first rows: only those are built.
            if query.orderBy.isEmpty, let limit = query.limit, i >= limit { break }
            var row: [ShopifyQLTable.Value] = query.groupBy == nil ? [] : [.text(label)]
            for metric in query.show {
                let type = types[metric]!
                row.append(Self.value(metric, of: current[i], type: type))
                if let previous { row.append(i < previous.count ? Self.value(metric, of: previous[i], type: type) : .null) }
                if let currentTotal { row.append(Self.value(metric, of: currentTotal, type: type)) }
                if let previousTotal { row.append(Self.value(metric, of: previousTotal, type: type)) }
            }
            rows.append(row)
        }
        var table = ShopifyQLTable(columns: columns, rows: rows)
        try table.order(by: query.orderBy, limit: query.limit)
        return table
    }

    /// A metric's cell: money as an exact decimal string, counts as numbers, rates as fractions;
    /// null where it cannot be computed (an average of no orders, a rate of no sessions).
    static func value(_ metric: String, of totals: SalesTotals, type: String) -> ShopifyQLTable.Value {
        guard let key = MetricID(rawValue: metric) else { return .null }
        if type == "MONEY" {
            return totals.minorUnits(of: key).map { .text(Money.decimalString($0, exponent: totals.exponent)) } ?? .null
        }
        return totals.value(of: key).map { .number($0) } ?? .null
    }

    /// Each bucket's label over `period`: every hour, day, week (from its Monday) or month of it
    /// — the period's days without a grain.
    static func buckets(of period: ShopifyQLPeriod, grain: ShopifyQLQuery.Grain?, clock: ShopClock) -> [String] {
        let lastHour = period.end.map { clock.day(of: $0).wall.hour } ?? 23
        switch grain {
        case nil:
            return [""]
        case .hour?:
            return (period.first...period.last).flatMap { day in
                (0...(day == period.last ? lastHour : 23)).map { ISO8601.dayString(day) + "T" + ($0 < 10 ? "0" : "") + "\($0):00:00" }
            }
        case .day?:
            return (period.first...period.last).map(ISO8601.dayString)
        case .week?:
            let first = period.first - ShopifyQLPeriod.weekday(period.first)
            return stride(from: first, through: period.last, by: 7).map(ISO8601.dayString)
        case .month?:
            var labels: [String] = []
            var (y, m, _) = ISO8601.civilFromDays(period.first)
            while ISO8601.daysFromCivil(year: y, month: m, day: 1) <= period.last {
                labels.append(ISO8601.dayString(ISO8601.daysFromCivil(year: y, month: m, day: 1)))
                (y, m) = m == 12 ? (y + 1, 1) : (y, m + 1)
            }
            return labels
        }
    }

    /// Which bucket of `period` a (day, hour) falls in.
    static func bucketIndex(of period: ShopifyQLPeriod, grain: ShopifyQLQuery.Grain?) -> (Int, Int) -> Int? {
        let (fy, fm, _) = ISO8601.civilFromDays(period.first)
        let firstMonday = period.first - ShopifyQLPeriod.weekday(period.first)
        return { day, hour in
            guard day >= period.first, day <= period.last else { return nil }
            switch grain {
            case nil: return 0
            case .hour?: return (day - period.first) * 24 + hour
            case .day?: return day - period.first
            case .week?: return (day - firstMonday) / 7
            case .month?:
                let (y, m, _) = ISO8601.civilFromDays(day)
                return (y - fy) * 12 + (m - fm)
            }
        }
    }
}

extension StoreSource: ShopifyQLAnswering {
    /// Runs ShopifyQL `text` — the subset the store parses (``ShopifyQLQuery``) — on the store's
    /// shop called `shop` (the demo shop brought up to `now` first).
    package func answer(shopifyQL text: String, shop: String, now: Date) async throws -> (ShopifyQLTable, Shop) {
        let resolved = try resolve(shop, at: now)
        return (try store.shopifyQL(try ShopifyQLQuery.parse(text), shop: resolved, now: now), resolved)
    }
}
