#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// A fixed, deterministic sample shop: the data of `render`, `gallery` and the gallery
/// snapshot until a real source is configured. Figures follow Shopify's definitions from one
/// set of hourly sessions, orders and order values, so they agree with each other (net sales =
/// gross − discounts − returns, conversion = orders / sessions…), and today's chart fills up
/// through the day.
package enum SampleShop {
    /// The sample shop.
    package static let shop = Shop(id: "sample", name: "Maple & Moss", currencyCode: "USD", timeZone: "America/Toronto")

    /// A widget state for the given metric slots (`nil` = None) at `now`, on the viewer's clock.
    package static func state(
        slots: [Metric?], range: DateRange, now: Date, locale: DisplayLocale, presentation: WidgetState.Presentation = .live
    ) -> WidgetState {
        let wall = locale.timeZone.wallTime(now)
        let asOf = now.addingTimeInterval(-Double(wall.second))
        let readings = slots.map { metric in metric.map { reading($0, range: range, now: now, locale: locale) } }
        return WidgetState(shop: shop, range: range, slots: readings, asOf: asOf, presentation: presentation)
    }

    /// One metric's figures over `range` ending at `now`.
    package static func reading(_ metric: Metric, range: DateRange, now: Date, locale: DisplayLocale) -> MetricReading {
        let wall = locale.timeZone.wallTime(now)
        let today = ISO8601.daysFromCivil(year: wall.year, month: wall.month, day: wall.day)
        let hourFraction = Double(wall.hour) + Double(wall.minute) / 60
        if metric.shape == .currentCount {
            // Orders waiting to ship: piles up through the day, shipped each morning.
            let waiting = 9 + Int(Double(totals(day: today, upTo: hourFraction).orders) * 0.35)
            return MetricReading(metric: metric, value: Double(waiting))
        }
        switch range {
        case .today:
            let current = totals(day: today, upTo: hourFraction)
            let previous = totals(day: today - 1, upTo: hourFraction)
            let series = (0..<24).map { hour -> Double in
                guard Double(hour) <= hourFraction else { return .nan }
                return totals(day: today, hours: hour..<hour + 1, upTo: hourFraction).value(of: metric) ?? .nan
            }
            let labels = [0, 12, 23].map { Timestamp.hourLabel($0, locale: locale) }
            return MetricReading(
                metric: metric, value: current.value(of: metric), previous: previous.value(of: metric),
                previousFull: totals(day: today - 1, upTo: 24).value(of: metric), series: series, seriesLabels: labels)
        case .last7Days, .last30Days:
            let days = range == .last7Days ? 7 : 30
            let span = (today - days + 1)...today
            var current = SalesTotals(sessions: 0)
            var previous = SalesTotals(sessions: 0)
            var previousFull = SalesTotals(sessions: 0)
            var series: [Double] = []
            for day in span {
                let t = day == today ? totals(day: day, upTo: hourFraction) : totals(day: day, upTo: 24)
                current += t
                series.append(t.value(of: metric) ?? .nan)
                previous += totals(day: day - days, upTo: day == today ? hourFraction : 24)
                previousFull += totals(day: day - days, upTo: 24)
            }
            let labelDays = days == 7 ? [span.lowerBound, today] : [span.lowerBound, span.lowerBound + 15, today]
            let labels = labelDays.map { day -> String in
                let (y, m, d) = ISO8601.civilFromDays(day)
                return Timestamp.dayLabel(
                    WallTime(year: y, month: m, day: d, hour: 0, minute: 0, second: 0, weekday: 0, utcOffset: 0), locale: locale)
            }
            return MetricReading(
                metric: metric, value: current.value(of: metric), previous: previous.value(of: metric),
                previousFull: previousFull.value(of: metric), series: series, seriesLabels: labels)
        }
    }

    /// Activity on `day` (days since 1970-01-01) in `hours`, counting the hour under way only
    /// up to `upTo` (a fractional hour of the day).
    static func totals(day: Int, hours: Range<Int> = 0..<24, upTo: Double) -> SalesTotals {
        var t = SalesTotals(sessions: 0)
        let weekday = ((day % 7) + 11) % 7  // 0 = Sunday; 1970-01-01 was a Thursday
        let weekShape = [1.25, 0.9, 0.85, 0.9, 0.95, 1.1, 1.3][weekday]
        for hour in hours {
            let share = min(1, max(0, upTo - Double(hour)))
            guard share > 0 else { continue }
            var noise = SplitMix64(seed: UInt64(bitPattern: Int64(day * 24 + hour)) &* 0x9E37_79B9)
            let sessions = 210 * hourShape[hour] * weekShape * (0.85 + 0.3 * noise.unit()) * share
            let orders = (sessions * (0.024 + 0.012 * noise.unit())).rounded()
            let aov = 64 + 18 * noise.unit()
            let gross = orders * aov
            // Each hour's amounts in whole cents, as orders would carry them.
            func cents(_ amount: Double) -> Int64 { Int64((amount * 100).rounded()) }
            t.sessions! += Int64(sessions.rounded())
            t.orders += Int64(orders)
            t.gross += cents(gross)
            t.discounts += cents(gross * (0.05 + 0.04 * noise.unit()))
            t.returns += cents(gross * (0.02 + 0.03 * noise.unit()))
            t.shipping += cents(orders * 6.5)
            t.taxes += cents(gross * 0.085)
            t.items += Int64((orders * (2 + noise.unit())).rounded())
            t.returningOrders += Int64((orders * (0.26 + 0.12 * noise.unit())).rounded())
        }
        return t
    }

    /// Share of a day's visits by hour: quiet at night, busy at lunch and in the evening.
    static let hourShape: [Double] = [
        0.3, 0.2, 0.15, 0.1, 0.1, 0.15, 0.3, 0.55, 0.8, 0.95, 1.05, 1.2,
        1.35, 1.25, 1.1, 1.05, 1.1, 1.2, 1.35, 1.5, 1.55, 1.3, 0.9, 0.55,
    ]
}

/// A small deterministic generator (SplitMix64): the same seed always gives the same figures.
package struct SplitMix64: Sendable {
    var state: UInt64

    /// A generator starting from `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in [0, 1).
    package mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
