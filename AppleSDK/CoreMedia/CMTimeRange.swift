// Apple's CMTimeRange: a start and a duration, both CMTimes.
import Foundation

public struct CMTimeRange: Hashable, Sendable, CustomStringConvertible {
    public var start: CMTime
    public var duration: CMTime

    public init() { self.init(start: .invalid, duration: .invalid) }
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
    public init(start: CMTime, end: CMTime) { self.init(start: start, duration: CMTimeSubtract(end, start)) }

    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    public static let invalid = CMTimeRange()

    public var end: CMTime { CMTimeAdd(start, duration) }
    public var isValid: Bool {
        start.isValid && duration.isValid && !duration.isNegativeInfinity && CMTimeCompare(duration, .zero) >= 0
            && !start.isIndefinite && !duration.isIndefinite
    }
    public var isIndefinite: Bool { start.isIndefinite || duration.isIndefinite }
    public var isEmpty: Bool { isValid && CMTimeCompare(duration, .zero) == 0 }

    public func containsTime(_ time: CMTime) -> Bool { CMTimeRangeContainsTime(self, time: time) }
    public func containsTimeRange(_ range: CMTimeRange) -> Bool { CMTimeRangeContainsTimeRange(self, otherRange: range) }
    public func intersection(_ otherRange: CMTimeRange) -> CMTimeRange { CMTimeRangeGetIntersection(self, otherRange: otherRange) }
    public func union(_ otherRange: CMTimeRange) -> CMTimeRange { CMTimeRangeGetUnion(self, otherRange: otherRange) }

    public var description: String { "CMTimeRange(start: \(start), duration: \(duration))" }
}

public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange { CMTimeRange(start: start, duration: duration) }
public func CMTimeRangeFromTimeToTime(start: CMTime, end: CMTime) -> CMTimeRange { CMTimeRange(start: start, end: end) }
public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime { range.end }

/// A range holds its start and not its end.
public func CMTimeRangeContainsTime(_ range: CMTimeRange, time: CMTime) -> Bool {
    range.isValid && time.isValid && CMTimeCompare(time, range.start) >= 0 && CMTimeCompare(time, range.end) < 0
}

public func CMTimeRangeContainsTimeRange(_ range: CMTimeRange, otherRange: CMTimeRange) -> Bool {
    range.isValid && otherRange.isValid && CMTimeCompare(otherRange.start, range.start) >= 0
        && CMTimeCompare(otherRange.end, range.end) <= 0
}

public func CMTimeRangeGetIntersection(_ range: CMTimeRange, otherRange: CMTimeRange) -> CMTimeRange {
    guard range.isValid, otherRange.isValid else { return .invalid }
    let start = CMTimeMaximum(range.start, otherRange.start)
    let end = CMTimeMinimum(range.end, otherRange.end)
    if CMTimeCompare(end, start) <= 0 { return CMTimeRange(start: start, duration: .zero) }
    return CMTimeRange(start: start, end: end)
}

public func CMTimeRangeGetUnion(_ range: CMTimeRange, otherRange: CMTimeRange) -> CMTimeRange {
    guard range.isValid, otherRange.isValid else { return .invalid }
    return CMTimeRange(start: CMTimeMinimum(range.start, otherRange.start), end: CMTimeMaximum(range.end, otherRange.end))
}

public func CMTimeRangeEqual(_ range1: CMTimeRange, _ range2: CMTimeRange) -> Bool { range1 == range2 }
