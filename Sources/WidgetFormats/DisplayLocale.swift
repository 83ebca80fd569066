/// The few locale facts a widget needs — separators, clock, currency placement — read from the
/// POSIX locale name (`LANG=de_DE.UTF-8`) without loading the internationalisation libraries,
/// which would triple start-up time (see DECISIONS.md, "No ICU on the hot path").
///
/// ```swift
/// let german = DisplayLocale(identifier: "de_DE.UTF-8")
/// let name = german.identifier          // "de_DE"
/// let decimal = german.decimalSeparator  // ","
/// let twelveHour = german.uses12HourClock  // false: times read 15:30
/// let viewer = DisplayLocale.from(environment: ["LANG": "fr_FR.UTF-8"])
/// ```
public struct DisplayLocale: Hashable, Sendable {
    /// The identifier it was made from, normalised: `en_US`, `de_DE`, `fr`, `C`.
    public var identifier: String
    public var decimalSeparator: String
    public var groupingSeparator: String
    /// Whether times read `3:30pm` (true) or `15:30`.
    public var uses12HourClock: Bool
    /// Whether the currency symbol follows the number (`12,8K €`) rather than leads (`$12.8K`).
    public var currencyAfter: Bool
    /// Whether dates read `28 Nov` (true) or `Nov 28`.
    public var dayBeforeMonth: Bool
    /// The viewer's time zone: the clock "as of 3:30pm" and "today" are read on. A value, not
    /// the process's `TZ` (WidgetSystem's `SystemZones.viewer` reads that once, at the edge).
    public var timeZone: ZoneRules

    /// US English on UTC: the default when nothing names a locale.
    public static let enUS = DisplayLocale(identifier: "en_US")

    /// Creates the locale facts for a POSIX locale name such as `en_US.UTF-8`, `de_DE@euro`,
    /// `fr` or `C`, read on the clock of `timeZone`. Unknown languages get US-style numbers and
    /// a 24-hour clock.
    public init(identifier raw: String, timeZone: ZoneRules = .utc) {
        self.timeZone = timeZone
        var name = Substring(raw)
        if let dot = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<dot] }
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
        let language = parts.first.map { $0.lowercased() } ?? "c"
        let region = parts.count > 1 ? parts[1].uppercased() : ""
        identifier = region.isEmpty ? String(name) : "\(language)_\(region)"

        switch language {
        case "de", "es", "it", "pt", "nl", "da", "id", "tr", "el", "ro", "hr", "sl", "sr", "vi":
            decimalSeparator = ","
            groupingSeparator = region == "CH" ? "’" : "."
        case "fr", "sv", "nb", "nn", "no", "fi", "pl", "cs", "sk", "ru", "uk", "hu", "bg", "et", "lt", "lv":
            decimalSeparator = ","
            groupingSeparator = "\u{202F}"  // narrow no-break space
        default:
            decimalSeparator = "."
            groupingSeparator = ","
        }
        if language == "de" && region == "CH" { decimalSeparator = "." }

        let twelveHourLanguages: Set<String> = ["hi", "bn", "ur", "ar", "ko", "fil", "tl"]
        let twelveHourEnglish: Set<String> = ["US", "CA", "AU", "NZ", "IN", "PH", "PK", ""]
        switch language {
        case "en": uses12HourClock = twelveHourEnglish.contains(region)
        case "es": uses12HourClock = region == "MX" || region == "US" || region == "CO"
        default: uses12HourClock = twelveHourLanguages.contains(language)
        }

        currencyAfter = !["en", "ja", "zh", "ko", "hi", "he", "th", "c", "posix"].contains(language) && !(language == "nl")
        dayBeforeMonth =
            !(language == "en" && (region == "US" || region == "CA" || region == "PH" || region.isEmpty))
            && !["ja", "zh", "ko", "c", "posix", "hu", "lt"].contains(language)
    }

    /// The locale the environment asks for, by POSIX precedence: `LC_ALL`, then the category
    /// variable (`LC_NUMERIC`, `LC_TIME`…), then `LANG`; US English when none is set.
    public static func from(environment: [String: String], category: String = "LC_TIME", timeZone: ZoneRules = .utc) -> DisplayLocale {
        for key in ["LC_ALL", category, "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return DisplayLocale(identifier: value, timeZone: timeZone)
            }
        }
        return DisplayLocale(identifier: "en_US", timeZone: timeZone)
    }
}
