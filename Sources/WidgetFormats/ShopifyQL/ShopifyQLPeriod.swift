#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The days a query covers, in the shop's calendar: from `first` to `last` (days since 1970,
/// both whole) — or, when it runs to now, to `end`, the moment asked for.
package struct ShopifyQLPeriod: Hashable, Sendable {
    package var first: Int
    package var last: Int
    /// The moment the period stops when it runs to now (the hour under way is cut there);
    /// `nil` when `last` is a whole day.
    package var end: Date?

    package init(first: Int, last: Int, end: Date?) {
        self.first = first
        self.last = last
        self.end = end
    }

    /// How many days it covers.
    package var days: Int { last - first + 1 }

    /// The same length just before: the same days and hours one period earlier.
    package var previous: ShopifyQLPeriod {
        ShopifyQLPeriod(first: first - days, last: last - days, end: end.map { $0.addingTimeInterval(-Double(days) * 86_400) })
    }

    /// The period `query` asks for at `now`, whose day is `today` (days since 1970, in the
    /// shop's zone): SINCE … UNTIL (to now without UNTIL), DURING, or today without either.
    package static func of(_ query: ShopifyQLQuery, today: Int, now: Date) throws(ShopifyQLError) -> ShopifyQLPeriod {
        if let named = query.during {
            let period = during(named, today: today, now: now)
            try period.check(grain: query.groupBy)
            return period
        }
        guard let since = query.since else { return ShopifyQLPeriod(first: today, last: today, end: now) }
        let first = day(since, today: today, asEnd: false)
        var last = today, end: Date? = now
        if let until = query.until {
            last = day(until, today: today, asEnd: true)
            end = last >= today ? now : nil
            last = min(last, today)
        }
        guard first <= last else {
            throw ShopifyQLError(
                column: 1, message: "the period starts (\(ISO8601.dayString(first))) after it ends (\(ISO8601.dayString(last)))")
        }
        let period = ShopifyQLPeriod(first: first, last: last, end: end)
        try period.check(grain: query.groupBy)
        return period
    }

    /// How many rows a time series of `grain` over the period has (one without a grain).
    package func buckets(_ grain: ShopifyQLQuery.Grain?) -> Int {
        switch grain {
        case nil: 1
        case .hour?: days * 24
        case .day?: days
        case .week?: (last - (first - Self.weekday(first))) / 7 + 1
        case .month?:
            {
                let (fy, fm, _) = ISO8601.civilFromDays(first)
                let (ly, lm, _) = ISO8601.civilFromDays(last)
                return (ly - fy) * 12 + (lm - fm) + 1
            }()
        }
    }

    /// Refuses a period past ``ShopifyQLQuery/maxDays`` or a time series past
    /// ``ShopifyQLQuery/maxRows``, naming the limit — before a day is read or a bucket built.
    package func check(grain: ShopifyQLQuery.Grain?) throws(ShopifyQLError) {
        guard days <= ShopifyQLQuery.maxDays else {
            var error = ShopifyQLError(
                column: 1,
                message:
                    "the period covers \(days) days (\(ISO8601.dayString(first)) to \(ISO8601.dayString(last))); a query covers at most \(ShopifyQLQuery.maxDays) days"
            )
            error.isLimit = true
            throw error
        }
        let rows = buckets(grain)
        guard rows <= ShopifyQLQuery.maxRows else {
            var error = ShopifyQLError(
                column: 1,
                message:
                    "TIMESERIES \(grain?.rawValue ?? "") over \(days) days is \(rows) rows; a time series has at most \(ShopifyQLQuery.maxRows) (hours over at most \(ShopifyQLQuery.maxRows / 24) days)"
            )
            error.isLimit = true
            throw error
        }
    }

    static func during(_ name: String, today: Int, now: Date) -> ShopifyQLPeriod {
        let monday = today - weekday(today)
        let (y, m, _) = ISO8601.civilFromDays(today)
        let monthStart = ISO8601.daysFromCivil(year: y, month: m, day: 1)
        let yearStart = ISO8601.daysFromCivil(year: y, month: 1, day: 1)
        switch name {
        case "yesterday": return ShopifyQLPeriod(first: today - 1, last: today - 1, end: nil)
        case "this_week": return ShopifyQLPeriod(first: monday, last: today, end: now)
        case "last_week": return ShopifyQLPeriod(first: monday - 7, last: monday - 1, end: nil)
        case "this_month": return ShopifyQLPeriod(first: monthStart, last: today, end: now)
        case "last_month":
            let (py, pm) = m == 1 ? (y - 1, 12) : (y, m - 1)
            return ShopifyQLPeriod(first: ISO8601.daysFromCivil(year: py, month: pm, day: 1), last: monthStart - 1, end: nil)
        case "this_year": return ShopifyQLPeriod(first: yearStart, last: today, end: now)
        case "last_year": return ShopifyQLPeriod(first: ISO8601.daysFromCivil(year: y - 1, month: 1, day: 1), last: yearStart - 1, end: nil)
        default: return ShopifyQLPeriod(first: today, last: today, end: now)
        }
    }

    /// Monday 0 … Sunday 6 of a day since 1970 (a Thursday).
    package static func weekday(_ day: Int) -> Int {
        ((day + 3) % 7 + 7) % 7
    }

    /// The day a date expression names; a relative day or unit boundary is counted back from
    /// `today`.
    static func day(_ expression: ShopifyQLQuery.DateExpression, today: Int, asEnd: Bool) -> Int {
        let (y, m, d) = ISO8601.civilFromDays(today)
        func monthsBack(_ n: Int, day: Int) -> Int {
            let total = y * 12 + (m - 1) - n
            let (year, month) = (total / 12, total % 12 + 1)
            return ISO8601.daysFromCivil(year: year, month: month, day: min(day, daysIn(year: year, month: month)))
        }
        switch expression {
        case .absolute(let year, let month, let day):
            return ISO8601.daysFromCivil(year: year, month: month, day: min(day, daysIn(year: year, month: month)))
        case .relative(let n, let unit):
            switch unit {
            case "w": return today - 7 * n
            case "m": return monthsBack(n, day: d)
            case "y": return monthsBack(12 * n, day: d)
            default: return today - n
            }
        case .boundary(let start, let unit, let n):
            switch unit {
            case "w":
                let monday = today - weekday(today) - 7 * n
                return start ? monday : monday + 6
            case "m":
                let first = monthsBack(n, day: 1)
                let (fy, fm, _) = ISO8601.civilFromDays(first)
                return start ? first : first + daysIn(year: fy, month: fm) - 1
            case "y":
                let first = ISO8601.daysFromCivil(year: y - n, month: 1, day: 1)
                return start ? first : ISO8601.daysFromCivil(year: y - n, month: 12, day: 31)
            default:
                return today - n
            }
        }
    }

    static func daysIn(year: Int, month: Int) -> Int {
        let next =
            month == 12
            ? ISO8601.daysFromCivil(year: year + 1, month: 1, day: 1) : ISO8601.daysFromCivil(year: year, month: month + 1, day: 1)
        return next - ISO8601.daysFromCivil(year: year, month: month, day: 1)
    }
}

extension ISO8601 {
    /// `2026-11-30` for a day since 1970.
    public static func dayString(_ day: Int) -> String {
        let (y, m, d) = civilFromDays(day)
        return "\(y)-\(m < 10 ? "0" : "")\(m)-\(d < 10 ? "0" : "")\(d)"
    }
}
