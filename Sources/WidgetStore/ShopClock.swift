#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import Synchronization
import WidgetSystem

/// The wall clock of a shop's time zone: a shop's "today", its hours and its days are its own,
/// whatever `TZ` the dashboard runs in (a merchant in Lisbon watching a shop in Toronto).
/// A zone this machine has no file for falls back to this machine's own zone.
struct ShopClock: Sendable {
    let zone: ZoneRules

    private static let cache = Mutex<[String: ZoneRules?]>([:])

    init(timeZone: String) {
        zone = Self.cache.withLock { cache in
            if let known = cache[timeZone] { return known }
            let rules = SystemZones.named(timeZone) ?? SystemZones.viewer(environment: ProcessEnvironment.current)
            cache[timeZone] = rules
            return rules
        }!
    }

    func wallTime(_ date: Date) -> WallTime {
        zone.wallTime(date)
    }

    /// The moment a local hour of `day` (days since 1970) starts.
    func hourStart(day: Int, hour: Int) -> Date {
        let (y, m, d) = ISO8601.civilFromDays(day)
        return zone.date(year: y, month: m, day: d, hour: hour, minute: 0, second: 0)
    }

    /// Days since 1970 of the shop's calendar day at `date`, and the wall time.
    func day(of date: Date) -> (day: Int, wall: WallTime) {
        let wall = wallTime(date)
        return (ISO8601.daysFromCivil(year: wall.year, month: wall.month, day: wall.day), wall)
    }
}
