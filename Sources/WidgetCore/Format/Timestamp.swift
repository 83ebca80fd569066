#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// The short absolute "as of" timestamp that says how fresh a widget's figures are. Absolute,
/// not relative ("5 min ago"), because it must stay true without redrawing and fit the small
/// family (see the Shopify seed, "Handling Stale Data with Timestamps").
package enum Timestamp {
    /// `as of 3:30pm` (12-hour locales) or `as of 15:30`, on the viewer's wall clock, when
    /// `asOf` is on the same day as `now`; otherwise the date: `as of Nov 28` (or `as of 28 Nov`).
    package static func asOf(_ asOf: Date, now: Date, locale: DisplayLocale) -> String {
        "as of " + short(asOf, now: now, locale: locale)
    }

    /// The time alone (`3:30pm`, `15:30`), or the date when not today (`Nov 28`).
    package static func short(_ date: Date, now: Date, locale: DisplayLocale) -> String {
        let wall = locale.timeZone.wallTime(date)
        let today = locale.timeZone.wallTime(now)
        guard wall.isSameDay(as: today) else {
            let month = monthAbbreviations[wall.month - 1]
            return locale.dayBeforeMonth ? "\(wall.day) \(month)" : "\(month) \(wall.day)"
        }
        return time(wall, locale: locale)
    }

    /// `3:30pm` or `15:30` — with `seconds`, `3:30:04pm` or `15:30:04`.
    package static func time(_ wall: WallTime, locale: DisplayLocale, seconds: Bool = false) -> String {
        var minutes = wall.minute < 10 ? "0\(wall.minute)" : "\(wall.minute)"
        if seconds { minutes += wall.second < 10 ? ":0\(wall.second)" : ":\(wall.second)" }
        if locale.uses12HourClock {
            let hour = wall.hour % 12 == 0 ? 12 : wall.hour % 12
            return "\(hour):\(minutes)\(wall.hour < 12 ? "am" : "pm")"
        }
        return "\(wall.hour < 10 ? "0" : "")\(wall.hour):\(minutes)"
    }

    /// An hour label for chart axes: `6am`, `12pm` or `06`, `18`.
    package static func hourLabel(_ hour: Int, locale: DisplayLocale) -> String {
        if locale.uses12HourClock {
            let h = hour % 12 == 0 ? 12 : hour % 12
            return "\(h)\(hour < 12 ? "am" : "pm")"
        }
        return hour < 10 ? "0\(hour)h" : "\(hour)h"
    }

    /// A day label for chart axes: `Nov 28` or `28 Nov`.
    package static func dayLabel(_ wall: WallTime, locale: DisplayLocale) -> String {
        let month = monthAbbreviations[wall.month - 1]
        return locale.dayBeforeMonth ? "\(wall.day) \(month)" : "\(month) \(wall.day)"
    }

    static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
