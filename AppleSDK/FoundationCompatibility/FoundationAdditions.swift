// Foundation API of Apple's platforms that swift-corelibs-foundation lacks and widget code
// reaches: `RelativeDateTimeFormatter`, key-value access to `UserDefaults`, `NSUserActivity`.
import Foundation

/// Writes how far a date is from another (Apple's `RelativeDateTimeFormatter`): "in 2 hours",
/// "3 days ago", "yesterday" — in English; other languages read as English here.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Apple's `RelativeDateTimeFormatter.DateTimeStyle`.
    public enum DateTimeStyle: Int, Sendable {
        case numeric = 0
        case named = 1
    }

    /// Apple's `RelativeDateTimeFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable {
        case full = 0
        case spellOut = 1
        case short = 2
        case abbreviated = 3
    }

    /// Apple's `RelativeDateTimeFormatter.Context`.
    public typealias Context = Formatter.Context

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar! = .current
    open var locale: Locale! = .current

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The distance from `referenceDate` to `date` (`relativeTo` is now, for "in …" and "… ago").
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let seconds = timeInterval
        let magnitude = abs(seconds)
        let units: [(Double, String, String, String)] = [
            (365 * 86_400, "year", "yr.", "y"), (30 * 86_400, "month", "mo.", "mo"), (7 * 86_400, "week", "wk.", "w"),
            (86_400, "day", "day", "d"), (3_600, "hour", "hr.", "h"), (60, "minute", "min.", "m"), (1, "second", "sec.", "s"),
        ]
        let (size, full, short, abbreviated) = units.first { magnitude >= $0.0 } ?? units.last!
        let count = Int((magnitude / size).rounded(.towardZero))
        if dateTimeStyle == .named {
            if count == 0 || magnitude < 1 { return "now" }
            if full == "day", count == 1 { return seconds < 0 ? "yesterday" : "tomorrow" }
            if ["week", "month", "year"].contains(full), count == 1 { return seconds < 0 ? "last \(full)" : "next \(full)" }
        }
        let amount: String
        switch unitsStyle {
        case .full, .spellOut:
            let number = unitsStyle == .spellOut ? Self.spelled(count) : String(count)
            amount = "\(number) \(full)\(count == 1 ? "" : "s")"
        case .short: amount = "\(count) \(short)"
        case .abbreviated: amount = "\(count)\(abbreviated)"
        }
        return seconds < 0 ? "\(amount) ago" : "in \(amount)"
    }

    open func localizedString(from dateComponents: DateComponents) -> String {
        var seconds = 0.0
        seconds += Double(dateComponents.year ?? 0) * 365 * 86_400
        seconds += Double(dateComponents.month ?? 0) * 30 * 86_400
        seconds += Double(dateComponents.weekOfYear ?? 0) * 7 * 86_400
        seconds += Double(dateComponents.day ?? 0) * 86_400
        seconds += Double(dateComponents.hour ?? 0) * 3_600
        seconds += Double(dateComponents.minute ?? 0) * 60
        seconds += Double(dateComponents.second ?? 0)
        return localizedString(fromTimeInterval: seconds)
    }

    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    static func spelled(_ n: Int) -> String {
        let words = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
            "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        if n >= 0 && n < words.count { return words[n] }
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + words[n % 10]) }
        return String(n)
    }
}

extension UserDefaults {
    /// The value stored for `key` (Apple's key-value access, which Linux's `NSObject` lacks).
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Stores `value` for `key`, or removes it for nil.
    public func setValue(_ value: Any?, forKey key: String) {
        if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
    }
}

/// Something the user was doing, to be handed on (Apple's `NSUserActivity`): intents' responses
/// and widgets' deep links carry one.
open class NSUserActivity: NSObject, @unchecked Sendable {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var webpageURL: URL?
    open var isEligibleForSearch = false
    open var isEligibleForHandoff = true
    open var isEligibleForPrediction = false
    open var persistentIdentifier: String?
    open var targetContentIdentifier: String?
    open var requiredUserInfoKeys: Set<String>?

    public init(activityType: String) { self.activityType = activityType }

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}
