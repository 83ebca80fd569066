// Text that reads the time when it is drawn (iOS 18's `Text(_:format:)` over a `TimeDataSource`,
// and `SystemFormatStyle`'s date reference, offset, timer and stopwatch): each formatted at the
// moment the picture is drawn — the preview's stopped clock — and drawn again when its
// style's next discrete input says the string changes.
import Foundation

/// A source of values that change with time (Apple's `TimeDataSource`).
public struct TimeDataSource<Value>: Sendable {
    let value: @Sendable (Date) -> Value

    /// The moment the text is drawn.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource<Date> { $0 } }

    /// The time from the moment drawn to `date`.
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource<Duration> { now in .milliseconds(Int64((date.timeIntervalSince(now) * 1000).rounded())) }
    }

    /// From `startDate` to the moment drawn.
    public static func dateRange(startingAt startDate: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { now in min(startDate, now)..<max(startDate, now) }
    }

    /// From the moment drawn to `endDate`.
    public static func dateRange(endingAt endDate: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { now in min(endDate, now)..<max(endDate, now) }
    }
}

/// A value formatted when drawn, told apart by what formats it. (A format style need not be
/// Sendable; it is only read, on the main actor, when the text is drawn.)
struct _LiveFormat: Equatable, @unchecked Sendable {
    let identity: String
    let format: (Date) -> (String, Date?)
    static func == (lhs: _LiveFormat, rhs: _LiveFormat) -> Bool { lhs.identity == rhs.identity }
}

extension Text {
    public init<V, F>(_ source: TimeDataSource<V>, format: F)
    where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == AttributedString {
        self.init(storage: .live(Text.live(source, format: format) { String($0.characters) }))
    }

    @_disfavoredOverload
    public init<V, F>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == String {
        self.init(storage: .live(Text.live(source, format: format) { $0 }))
    }

    private static func live<V, F>(_ source: TimeDataSource<V>, format: F, text: @escaping (F.FormatOutput) -> String) -> _LiveFormat
    where V == F.FormatInput, F: DiscreteFormatStyle {
        let value = source.value
        return _LiveFormat(identity: "\(V.self) \(format)") { now in
            let input = value(now)
            // When the string next changes: the style's next discrete input, as a moment. Only a
            // source of the current date turns an input back into a moment.
            let next = format.discreteInput(after: input).flatMap { $0 as? Date }
            return (text(format.format(input)), next)
        }
    }
}

/// The formats of time that change while shown (Apple's `SystemFormatStyle`).
public enum SystemFormatStyle {
    /// A date as the moment drawn relates to it: "in 3 hours", "2 days ago" within
    /// `thresholdField`, the date itself beyond (Apple's `SystemFormatStyle.DateReference`).
    public struct DateReference: DiscreteFormatStyle, Sendable, Hashable, Codable {
        public var date: Date
        public var allowedFields: Set<Date.RelativeFormatStyle.Field>
        public var maxFieldCount: Int
        public var thresholdField: Date.RelativeFormatStyle.Field
        public var locale: Locale = .autoupdatingCurrent
        public var calendar: Calendar = .autoupdatingCurrent

        public init(
            to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
            maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
        ) {
            self.date = date
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.thresholdField = thresholdField
        }

        public func format(_ value: Date) -> AttributedString {
            let seconds = date.timeIntervalSince(value)
            let units = _TimeUnits.allowed(allowedFields)
            guard let threshold = _TimeUnits.seconds(of: thresholdField), abs(seconds) >= threshold * 2 || units.isEmpty else {
                let chosen = units.isEmpty ? _TimeUnits.all : units
                // Less than the smallest unit allowed away: "now".
                guard abs(seconds) >= (chosen.last?.seconds ?? 1) else { return AttributedString("now") }
                let phrase = _TimeUnits.phrase(abs(seconds), units: chosen, fields: 1)
                return AttributedString(seconds >= 0 ? "in " + phrase : phrase + " ago")
            }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "MMM d, yyyy"
            return AttributedString(formatter.string(from: date))
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
        public func discreteInput(after input: Date) -> Date? {
            let step = _TimeUnits.allowed(allowedFields).last?.seconds ?? 60
            return Date(timeIntervalSince1970: ((input.timeIntervalSince1970 / step).rounded(.down) + 1) * step)
        }
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The time from the moment drawn to a date, signed: "+2 hours, 5 minutes" (Apple's
    /// `SystemFormatStyle.DateOffset`).
    public struct DateOffset: DiscreteFormatStyle, Sendable, Hashable, Codable {
        public var anchor: Date
        public var allowedFields: Set<Date.ComponentsFormatStyle.Field>
        public var maxFieldCount: Int

        public init(
            to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
            maxFieldCount: Int = 2
        ) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
        }

        public func format(_ value: Date) -> AttributedString {
            let seconds = value.timeIntervalSince(anchor)
            let units = _TimeUnits.allowed(allowedFields)
            let phrase = _TimeUnits.phrase(abs(seconds), units: units.isEmpty ? _TimeUnits.all : units, fields: max(1, maxFieldCount))
            return AttributedString((seconds >= 0 ? "+" : "−") + phrase)
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
        public func discreteInput(after input: Date) -> Date? {
            let step = _TimeUnits.allowed(allowedFields).last?.seconds ?? 1
            return Date(timeIntervalSince1970: ((input.timeIntervalSince1970 / step).rounded(.down) + 1) * step)
        }
    }

    /// A countdown or count-up clock over an interval: "4:05", "1:02:03" (Apple's `SystemFormatStyle.Timer`).
    public struct Timer: DiscreteFormatStyle, Sendable, Hashable, Codable {
        public var interval: Range<Date>
        public var countsDown: Bool
        public var showsHours: Bool
        public var maxFieldCount: Int

        public init(
            countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
        ) {
            self.interval = interval
            countsDown = true
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
        }

        public init(
            countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
        ) {
            self.init(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
            countsDown = false
        }

        public func format(_ value: Date) -> AttributedString {
            let clamped = min(max(value, interval.lowerBound), interval.upperBound)
            let seconds = countsDown ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
            return AttributedString(_TimeUnits.clock(Int(seconds.rounded(countsDown ? .up : .down)), showsHours: showsHours))
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
        public func discreteInput(after input: Date) -> Date? {
            input >= interval.upperBound ? nil : Date(timeIntervalSince1970: input.timeIntervalSince1970.rounded(.down) + 1)
        }
    }

    /// The time since a start, to hundredths: "12:03.45" (Apple's `SystemFormatStyle.Stopwatch`).
    public struct Stopwatch: DiscreteFormatStyle, Sendable, Hashable, Codable {
        public var startingAt: Date
        public var showsHours: Bool
        public var maxFieldCount: Int

        public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4, maxPrecision: Duration = .milliseconds(10))
        {
            startingAt = startDate
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
        }

        public func format(_ value: Date) -> AttributedString {
            let elapsed = max(0, value.timeIntervalSince(startingAt))
            let hundredths = Int((elapsed * 100).rounded(.down)) % 100
            let fraction = hundredths < 10 ? "0\(hundredths)" : "\(hundredths)"
            return AttributedString(_TimeUnits.clock(Int(elapsed.rounded(.down)), showsHours: showsHours) + "." + fraction)
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-0.01) }
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(0.01) }
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    public static func reference(
        to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute], maxFieldCount: Int = 2,
        thresholdField: Date.RelativeFormatStyle.Field = .day
    ) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(
            to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    public static func offset(
        to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
        maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
    ) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    public static func timer(
        countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
    ) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
    public static func timer(
        countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
    ) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    public static func stopwatch(
        startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4, maxPrecision: Duration = .milliseconds(10)
    ) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

/// Calendar units as lengths of time, for the phrases above.
enum _TimeUnits {
    struct Unit {
        let field: Date.ComponentsFormatStyle.Field
        let seconds: Double
        let one: String
        let many: String
    }
    static let all: [Unit] = [
        Unit(field: .year, seconds: 31_536_000, one: "year", many: "years"),
        Unit(field: .month, seconds: 2_592_000, one: "month", many: "months"),
        Unit(field: .week, seconds: 604_800, one: "week", many: "weeks"),
        Unit(field: .day, seconds: 86_400, one: "day", many: "days"),
        Unit(field: .hour, seconds: 3_600, one: "hour", many: "hours"),
        Unit(field: .minute, seconds: 60, one: "minute", many: "minutes"),
        Unit(field: .second, seconds: 1, one: "second", many: "seconds"),
    ]

    static func allowed(_ fields: Set<Date.ComponentsFormatStyle.Field>) -> [Unit] { all.filter { fields.contains($0.field) } }
    static func seconds(of field: Date.ComponentsFormatStyle.Field) -> Double? { all.first { $0.field == field }?.seconds }

    /// `seconds` in the largest of `units` first, at most `fields` of them: "2 hours, 5 minutes".
    static func phrase(_ seconds: Double, units: [Unit], fields: Int) -> String {
        var rest = seconds.rounded(.down)
        var parts: [String] = []
        for unit in units where parts.count < fields {
            let count = Int(rest / unit.seconds)
            if count > 0 {
                parts.append("\(count) \(count == 1 ? unit.one : unit.many)")
                rest -= Double(count) * unit.seconds
            } else if !parts.isEmpty {
                break
            }
        }
        if parts.isEmpty, let smallest = units.last { return "0 \(smallest.many)" }
        return parts.joined(separator: ", ")
    }

    /// `4:05` or `1:02:03`.
    static func clock(_ seconds: Int, showsHours: Bool) -> String {
        let (hours, minutes, secs) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return showsHours && hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(showsHours ? minutes : seconds / 60):\(two(secs))"
    }
}
