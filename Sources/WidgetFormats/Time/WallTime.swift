/// A moment as a wall clock shows it in one time zone.
///
/// ```swift
/// let newYork = ZoneRules(posix: "EST5EDT,M3.2.0,M11.1.0")!
/// let wall = newYork.wallTime(Date(timeIntervalSince1970: 1_764_516_600))
/// let time = (wall.hour, wall.minute)  // (10, 30): 15:30 UTC on standard time
/// let sunday = wall.weekday == 0       // true
/// ```
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
