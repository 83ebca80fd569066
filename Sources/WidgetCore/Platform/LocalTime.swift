#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A moment as a wall clock shows it in one time zone.
public struct WallTime: Hashable, Sendable {
    public var year: Int
    /// 1–12.
    public var month: Int
    /// 1–31.
    public var day: Int
    /// 0–23.
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int
    /// Seconds east of UTC in force at that moment.
    public var utcOffset: Int

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, weekday: Int, utcOffset: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.weekday = weekday
        self.utcOffset = utcOffset
    }

    /// Whether both fall on the same calendar day.
    public func isSameDay(as other: WallTime) -> Bool {
        year == other.year && month == other.month && day == other.day
    }
}

/// The time zone of the process, as the C library knows it from `TZ` (or `/etc/localtime`).
///
/// Conversions go through `localtime_r`, so every form `TZ` may take works and the
/// internationalisation libraries are never loaded. This is the only place in the core that
/// asks the system about time zones.
public enum LocalTime {
    /// Reads `TZ` once. glibc's `tzset` checks the zone file on every call, which a widget
    /// that formats a dozen times a frame must not pay for; a process that changes `TZ` calls
    /// ``reloadTimeZone()``.
    private static let loadTimeZone: Void = tzset()

    /// Reads `TZ` again after the environment changed.
    public static func reloadTimeZone() {
        tzset()
    }

    /// `date` on the local wall clock.
    public static func wallTime(_ date: Date) -> WallTime {
        _ = loadTimeZone
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        return WallTime(
            year: Int(parts.tm_year) + 1900,
            month: Int(parts.tm_mon) + 1,
            day: Int(parts.tm_mday),
            hour: Int(parts.tm_hour),
            minute: Int(parts.tm_min),
            second: Int(parts.tm_sec),
            weekday: Int(parts.tm_wday),
            utcOffset: Int(parts.tm_gmtoff)
        )
    }

    /// The moment a local wall-clock time names (the first, when a clock change repeats it).
    public static func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Date {
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        parts.tm_isdst = -1
        _ = loadTimeZone
        return Date(timeIntervalSince1970: TimeInterval(mktime(&parts)))
    }
}
