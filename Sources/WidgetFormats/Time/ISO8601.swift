#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads and writes ISO 8601 timestamps (`2026-11-30T15:30:00-05:00`) without the
/// internationalisation libraries.
///
/// ```swift
/// let date = ISO8601.parse("2025-11-30T10:30:00-05:00")!
/// let utc = ISO8601.string(date)  // "2025-11-30T15:30:00Z"
/// let midnight = ISO8601.parse("2025-11-30", zone: ZoneRules(posix: "EST5EDT,M3.2.0,M11.1.0")!)
/// ```
public enum ISO8601 {
    /// Parses `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z`, `±HH:MM` or `±HHMM`; without an
    /// offset the time is read on the wall clock of `zone` (the viewer's, for what a person
    /// types). A date alone (`YYYY-MM-DD`) is midnight there. Returns `nil` for anything else,
    /// including impossible dates.
    public static func parse(_ text: String, zone: ZoneRules = .utc) -> Date? {
        let b = Array(text.utf8)
        var i = 0
        func digits(_ n: Int) -> Int? {
            guard i + n <= b.count else { return nil }
            var v = 0
            for k in i..<i + n {
                guard b[k] >= 48 && b[k] <= 57 else { return nil }
                v = v * 10 + Int(b[k] - 48)
            }
            i += n
            return v
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < b.count, b[i] == c else { return false }
            i += 1
            return true
        }
        guard let year = digits(4), expect(45), let month = digits(2), expect(45), let day = digits(2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        if i < b.count {
            guard expect(84) || expect(116) || expect(32), let h = digits(2), expect(58), let m = digits(2), h < 24, m < 60 else {
                return nil
            }
            hour = h
            minute = m
            if expect(58) {
                guard let s = digits(2), s < 61 else { return nil }
                second = min(s, 59)
                if expect(46) || expect(44) {
                    var scale = 0.1
                    var any = false
                    while i < b.count, b[i] >= 48, b[i] <= 57 {
                        fraction += Double(b[i] - 48) * scale
                        scale /= 10
                        i += 1
                        any = true
                    }
                    guard any else { return nil }
                }
            }
        }
        var offset: Int?
        if i < b.count {
            if expect(90) || expect(122) {
                offset = 0
            } else if i < b.count, b[i] == 43 || b[i] == 45 {
                let sign = b[i] == 45 ? -1 : 1
                i += 1
                guard let oh = digits(2) else { return nil }
                _ = expect(58)
                guard let om = digits(2), oh < 24, om < 60 else { return nil }
                offset = sign * (oh * 3600 + om * 60)
            } else {
                return nil
            }
        }
        guard i == b.count else { return nil }
        if let offset {
            let days = daysFromCivil(year: year, month: month, day: day)
            let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
            return Date(timeIntervalSince1970: Double(seconds) + fraction)
        }
        return zone.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second).addingTimeInterval(fraction)
    }

    /// The day (days since 1970-01-01) and hour written in a time stamp's own wall clock —
    /// `2026-11-30T08:58:00-05:00` is day 20,422, hour 8, whatever zone reads it — or `nil` when
    /// it does not start `YYYY-MM-DDTHH`.
    public static func writtenDayAndHour(_ text: String) -> (day: Int, hour: Int)? {
        let b = Array(text.utf8.prefix(13))
        guard b.count == 13, b[4] == 0x2D, b[7] == 0x2D, b[10] == 0x54 || b[10] == 0x20 || b[10] == 0x74 else { return nil }
        func number(_ r: Range<Int>) -> Int? {
            var n = 0
            for c in b[r] {
                guard c >= 0x30, c <= 0x39 else { return nil }
                n = n * 10 + Int(c - 0x30)
            }
            return n
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
            (1...12).contains(month), (1...31).contains(day), hour < 24
        else { return nil }
        return (daysFromCivil(year: year, month: month, day: day), hour)
    }

    /// `date` as `YYYY-MM-DDTHH:MM:SSZ` (UTC, whole seconds).
    public static func string(_ date: Date) -> String {
        let total = Int(date.timeIntervalSince1970.rounded(.down))
        let days = Int((Double(total) / 86_400).rounded(.down))
        let secondsOfDay = total - days * 86_400
        let (y, m, d) = civilFromDays(days)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(y)-\(two(m))-\(two(d))T\(two(secondsOfDay / 3600)):\(two(secondsOfDay / 60 % 60)):\(two(secondsOfDay % 60))Z"
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    /// Days since 1970-01-01 of a proleptic Gregorian date.
    public static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The (year, month, day) of a number of days since 1970-01-01.
    public static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}
