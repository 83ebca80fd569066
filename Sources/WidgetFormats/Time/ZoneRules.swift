#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rules of one time zone: when its offset from UTC changes. Made from the bytes of a
/// compiled zone file (`TZif`, RFC 8536) or from a POSIX rule (`EST5EDT,M3.2.0,M11.1.0`) —
/// pure data, so a *shop's* day and the *viewer's* clock are computed whatever `TZ` the process
/// runs in, without the internationalisation libraries. WidgetSystem's `SystemZones` reads the
/// files; tests can name a rule directly.
///
/// Transitions come from the file's 64-bit table; moments after its last transition follow the
/// POSIX rule in its footer, so "slim" zone files work too.
///
/// ```swift
/// let newYork = ZoneRules(posix: "EST5EDT,M3.2.0,M11.1.0", name: "America/New_York")!
/// let offset = newYork.offset(at: 1_764_516_600)  // -18000: standard time in November
/// let opening = newYork.date(year: 2025, month: 11, day: 30, hour: 9, minute: 0, second: 0)
/// ```
public struct ZoneRules: Hashable, Sendable {
    public let name: String
    /// Moments (seconds since 1970) at which the offset changes, ascending.
    let transitions: [Int]
    /// The offset in force from `transitions[i]` on.
    let offsets: [Int]
    /// The offset before the first transition.
    let initialOffset: Int
    /// What holds after the last transition.
    let rule: PosixZoneRule?

    init(name: String, transitions: [Int], offsets: [Int], initialOffset: Int, rule: PosixZoneRule?) {
        self.name = name
        self.transitions = transitions
        self.offsets = offsets
        self.initialOffset = initialOffset
        self.rule = rule
    }

    /// `UTC`, everywhere and always.
    public static let utc = ZoneRules(name: "UTC", transitions: [], offsets: [], initialOffset: 0, rule: nil)

    /// The zone a POSIX `TZ` rule describes (`EST5EDT,M3.2.0,M11.1.0`, `UTC0`, `<+0530>-5:30`),
    /// named `name` (the rule itself by default); `nil` when it is not one.
    public init?(posix text: String, name: String? = nil) {
        guard let rule = PosixZoneRule(text) else { return nil }
        self.init(name: name ?? text, transitions: [], offsets: [], initialOffset: rule.standard, rule: rule)
    }

    /// Decodes the bytes of a compiled zone file (`TZif`) for the zone called `name`; `nil` when
    /// they are not one.
    public init?(tzif data: [UInt8], name: String) {
        var reader = TZifReader(data: data)
        guard let v1 = reader.header() else { return nil }
        guard v1.version >= 2 else {
            // Version 1 has 32-bit times only.
            guard let (transitions, offsets, initial) = reader.table(v1, timeSize: 4) else { return nil }
            self.init(name: name, transitions: transitions, offsets: offsets, initialOffset: initial, rule: nil)
            return
        }
        reader.skip(v1.dataSize(timeSize: 4))
        guard let v2 = reader.header(), let (transitions, offsets, initial) = reader.table(v2, timeSize: 8) else { return nil }
        let footer = reader.footer()
        self.init(name: name, transitions: transitions, offsets: offsets, initialOffset: initial, rule: footer.flatMap(PosixZoneRule.init))
    }

    /// Seconds east of UTC in force at `moment` (seconds since 1970).
    public func offset(at moment: Int) -> Int {
        if let last = transitions.last, moment >= last, let rule { return rule.offset(at: moment) }
        if transitions.isEmpty { return rule?.offset(at: moment) ?? initialOffset }
        // The last transition at or before `moment`.
        var low = 0, high = transitions.count
        while low < high {
            let mid = (low + high) / 2
            if transitions[mid] <= moment { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? initialOffset : offsets[low - 1]
    }

    /// `date` on this zone's wall clock.
    public func wallTime(_ date: Date) -> WallTime {
        let moment = Int(date.timeIntervalSince1970.rounded(.down))
        return WallTime(utc: moment, offset: offset(at: moment))
    }

    /// The moment a wall-clock time in this zone names: the first of two when a clock change
    /// repeats it, the moment after the change when one skips it.
    public func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Date {
        let local = ISO8601.daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        let candidates = Set([offset(at: local - 86_400), offset(at: local + 86_400)]).sorted(by: >)
        for candidate in candidates where offset(at: local - candidate) == candidate {
            return Date(timeIntervalSince1970: Double(local - candidate))
        }
        // A skipped time (spring forward): read it with the offset before the change.
        return Date(timeIntervalSince1970: Double(local - (candidates.last ?? 0)))
    }
}

extension WallTime {
    /// The wall time `offset` seconds east of UTC at `utc` seconds since 1970.
    init(utc: Int, offset: Int) {
        let local = utc + offset
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let seconds = local - days * 86_400
        let (year, month, day) = ISO8601.civilFromDays(days)
        self.init(
            year: year, month: month, day: day, hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60,
            weekday: ((days + 4) % 7 + 7) % 7, utcOffset: offset)
    }
}

/// Reads the parts of a TZif file (RFC 8536).
private struct TZifReader {
    struct Header {
        var version: Int
        var isutcnt = 0, isstdcnt = 0, leapcnt = 0, timecnt = 0, typecnt = 0, charcnt = 0
        func dataSize(timeSize: Int) -> Int {
            timecnt * timeSize + timecnt + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
        }
    }

    let data: [UInt8]
    var position = 0

    init(data: [UInt8]) { self.data = data }

    mutating func skip(_ count: Int) { position += count }

    mutating func integer(_ size: Int) -> Int? {
        guard position + size <= data.count else { return nil }
        var value: UInt64 = 0
        for byte in data[position..<position + size] { value = value << 8 | UInt64(byte) }
        position += size
        // Sign-extend.
        let shift = UInt64(64 - size * 8)
        return Int(Int64(bitPattern: value << shift) >> Int64(shift))
    }

    mutating func header() -> Header? {
        guard position + 44 <= data.count, Array(data[position..<position + 4]) == Array("TZif".utf8) else { return nil }
        let versionByte = data[position + 4]
        var header = Header(version: versionByte == 0 ? 1 : Int(versionByte) - 0x30)
        position += 20
        guard let isut = integer(4), let isstd = integer(4), let leap = integer(4), let time = integer(4), let type = integer(4),
            let char = integer(4),
            type > 0
        else { return nil }
        (header.isutcnt, header.isstdcnt, header.leapcnt, header.timecnt, header.typecnt, header.charcnt) = (
            isut, isstd, leap, time, type, char
        )
        return header
    }

    /// Transition times, the offset after each, and the offset before the first.
    mutating func table(_ header: Header, timeSize: Int) -> ([Int], [Int], Int)? {
        guard position + header.dataSize(timeSize: timeSize) <= data.count else { return nil }
        var times: [Int] = []
        for _ in 0..<header.timecnt { times.append(integer(timeSize)!) }
        var indices: [Int] = []
        for _ in 0..<header.timecnt { indices.append(integer(1)!) }
        var typeOffsets: [Int] = []
        for _ in 0..<header.typecnt {
            typeOffsets.append(integer(4)!)
            skip(2)
        }
        skip(header.charcnt + header.leapcnt * (timeSize + 4) + header.isstdcnt + header.isutcnt)
        guard indices.allSatisfy({ $0 < typeOffsets.count }) else { return nil }
        return (times, indices.map { typeOffsets[$0] }, typeOffsets[0])
    }

    /// The POSIX TZ string between the two newlines after the version 2 data.
    mutating func footer() -> String? {
        guard position < data.count, data[position] == UInt8(ascii: "\n") else { return nil }
        guard let end = data[(position + 1)...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let text = String(decoding: data[(position + 1)..<end], as: UTF8.self)
        return text.isEmpty ? nil : text
    }
}

/// A POSIX `TZ` rule: a standard offset and, optionally, a daylight-saving offset with the
/// yearly dates it starts and ends (`CET-1CEST,M3.5.0,M10.5.0/3`).
struct PosixZoneRule: Hashable, Sendable {
    /// A yearly date: `Mm.w.d` (week w of month m, weekday d; 5 = last), `Jn` (day n of 365,
    /// February 29 never counted) or `n` (day n from 0, counting it), at `time` local seconds.
    enum Day: Hashable, Sendable {
        case monthWeekDay(month: Int, week: Int, weekday: Int)
        case julianNoLeap(Int)
        case zeroBased(Int)
    }

    let standard: Int
    let daylight: (offset: Int, start: (Day, Int), end: (Day, Int))?
    /// The rule as written: what equality and hashing compare.
    let text: String

    static func == (a: PosixZoneRule, b: PosixZoneRule) -> Bool { a.text == b.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    init?(_ text: String) {
        self.text = text
        var scanner = Scanner(Array(text.utf8))
        guard scanner.name(), let std = scanner.offset() else { return nil }
        standard = -std
        guard !scanner.atEnd else {
            daylight = nil
            return
        }
        guard scanner.name() else { return nil }
        var dst = standard + 3600
        if !scanner.peek(","), let value = scanner.offset() { dst = -value }
        guard scanner.eat(","), let start = scanner.ruleDay(), scanner.eat(","), let end = scanner.ruleDay(), scanner.atEnd else {
            return nil
        }
        daylight = (dst, start, end)
    }

    func offset(at moment: Int) -> Int {
        guard let daylight else { return standard }
        let year = WallTime(utc: moment, offset: standard).year
        // Start is read on standard time, end on daylight time; either may sit in the year
        // before or after when the rule's time runs past midnight, so look at three years.
        for y in [year, year - 1, year + 1] {
            let start = Self.moment(daylight.start, year: y) - standard
            let end = Self.moment(daylight.end, year: y) - daylight.offset
            if start < end {
                if moment >= start && moment < end { return daylight.offset }
            } else if y == year, moment >= start || moment < end {
                // Southern hemisphere: daylight time spans the new year.
                return daylight.offset
            }
        }
        return standard
    }

    /// Local seconds since 1970 of `rule` in `year`.
    static func moment(_ rule: (Day, Int), year: Int) -> Int {
        let jan1 = ISO8601.daysFromCivil(year: year, month: 1, day: 1)
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let day: Int
        switch rule.0 {
        case let .monthWeekDay(month, week, weekday):
            let first = ISO8601.daysFromCivil(year: year, month: month, day: 1)
            let nextMonth =
                month == 12
                ? ISO8601.daysFromCivil(year: year + 1, month: 1, day: 1) : ISO8601.daysFromCivil(year: year, month: month + 1, day: 1)
            let firstWeekday = ((first + 4) % 7 + 7) % 7
            var candidate = first + (weekday - firstWeekday + 7) % 7 + 7 * (week - 1)
            while candidate >= nextMonth { candidate -= 7 }
            day = candidate
        case let .julianNoLeap(n):
            day = jan1 + n - 1 + (leap && n >= 60 ? 1 : 0)
        case let .zeroBased(n):
            day = jan1 + n
        }
        return day * 86_400 + rule.1
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index >= bytes.count }
        func peek(_ character: Character) -> Bool { !atEnd && bytes[index] == character.asciiValue! }
        mutating func eat(_ character: Character) -> Bool {
            guard peek(character) else { return false }
            index += 1
            return true
        }

        /// `EST` or `<-03>`.
        mutating func name() -> Bool {
            if eat("<") {
                while !atEnd, bytes[index] != UInt8(ascii: ">") { index += 1 }
                return eat(">")
            }
            let start = index
            while !atEnd, (bytes[index] | 0x20) >= UInt8(ascii: "a"), (bytes[index] | 0x20) <= UInt8(ascii: "z") { index += 1 }
            return index - start >= 3
        }

        /// At most three digits: no field of a rule is longer, and a longer run (a `TZ` of fifty
        /// 3s, found by the fuzzer) must not overflow.
        mutating func number() -> Int? {
            let start = index
            var value = 0
            while !atEnd, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                guard index - start < 3 else { return nil }
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            return index > start ? value : nil
        }

        /// `[+-]hh[:mm[:ss]]` in seconds (hours up to 167, as POSIX allows).
        mutating func offset() -> Int? {
            let sign = eat("-") ? -1 : (eat("+") ? 1 : 1)
            guard let hours = number(), hours <= 167 else { return nil }
            var seconds = hours * 3600
            if eat(":") {
                guard let m = number(), m < 60 else { return nil }
                seconds += m * 60
            }
            if eat(":") {
                guard let s = number(), s < 60 else { return nil }
                seconds += s
            }
            return sign * seconds
        }

        mutating func ruleDay() -> (Day, Int)? {
            let day: Day
            if eat("M") {
                guard let m = number(), eat("."), let w = number(), eat("."), let d = number(),
                    (1...12).contains(m), (1...5).contains(w), (0...6).contains(d)
                else { return nil }
                day = .monthWeekDay(month: m, week: w, weekday: d)
            } else if eat("J") {
                guard let n = number(), (1...365).contains(n) else { return nil }
                day = .julianNoLeap(n)
            } else {
                guard let n = number(), (0...365).contains(n) else { return nil }
                day = .zeroBased(n)
            }
            var time = 7200
            if eat("/") {
                guard let t = offset() else { return nil }
                time = t
            }
            return (day, time)
        }
    }
}
