// Apple's CoreMedia on Linux: the rational times and time ranges media code computes with. They
// are plain arithmetic, so they are Apple's whole behaviour — timescales added by their least
// common multiple (at most `kCMTimeMaxTimescale`), seconds rounded half away from zero, the
// invalid, indefinite and infinite times ordered and propagated as CoreMedia does.
import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

public let kCMTimeMaxTimescale: Int32 = 1_000_000_000

/// What a time is (Apple's `CMTimeFlags`).
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 2)
    public static let positiveInfinity = CMTimeFlags(rawValue: 4)
    public static let negativeInfinity = CMTimeFlags(rawValue: 8)
    public static let indefinite = CMTimeFlags(rawValue: 16)
    public static let impliedValueFlagsMask = CMTimeFlags(rawValue: 28)
}

/// How a time is rounded to a new timescale (Apple's `CMTimeRoundingMethod`).
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1
    case roundTowardZero = 2
    case roundAwayFromZero = 3
    case quickTime = 4
    case roundTowardNegativeInfinity = 5
    case roundTowardPositiveInfinity = 6
    public static var `default`: CMTimeRoundingMethod { .roundHalfAwayFromZero }
}

/// A time as a rational number of seconds, `value / timescale` (Apple's `CMTime`).
public struct CMTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    public init() { self.init(value: 0, timescale: 0, flags: [], epoch: 0) }
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        self = CMTimeMakeWithSeconds(seconds, preferredTimescale: preferredTimescale)
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime()
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    public var isNumeric: Bool { isValid && flags.intersection(.impliedValueFlagsMask).isEmpty }
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }
    public var seconds: Double { CMTimeGetSeconds(self) }

    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        CMTimeConvertScale(self, timescale: newTimescale, method: method)
    }

    /// Apple's order: −∞ < numbers < +∞ < indefinite < invalid.
    fileprivate var rank: Int {
        if !isValid { return 4 }
        if isIndefinite { return 3 }
        if isPositiveInfinity { return 2 }
        if isNegativeInfinity { return 0 }
        return 1
    }

    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        if isNumeric && timescale != 0 {
            let divisor = greatestCommonDivisor(value.magnitude, UInt64(timescale))
            hasher.combine(value / Int64(divisor))
            hasher.combine(Int64(timescale) / Int64(divisor))
        }
    }

    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
    public static prefix func - (time: CMTime) -> CMTime { CMTimeSubtract(.zero, time) }

    public var description: String {
        if !isValid { return "CMTime(invalid)" }
        if isIndefinite { return "CMTime(indefinite)" }
        if isPositiveInfinity { return "CMTime(+∞)" }
        if isNegativeInfinity { return "CMTime(-∞)" }
        return "CMTime(\(value)/\(timescale) = \(seconds))"
    }
}

extension CMTime: Codable {
    private enum CodingKeys: String, CodingKey { case value, timescale, flags, epoch }
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            value: try container.decode(CMTimeValue.self, forKey: .value),
            timescale: try container.decode(CMTimeScale.self, forKey: .timescale),
            flags: CMTimeFlags(rawValue: try container.decode(UInt32.self, forKey: .flags)),
            epoch: try container.decode(CMTimeEpoch.self, forKey: .epoch))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(timescale, forKey: .timescale)
        try container.encode(flags.rawValue, forKey: .flags)
        try container.encode(epoch, forKey: .epoch)
    }
}

private func greatestCommonDivisor(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a == 0 ? 1 : a
}

/// `numerator / denominator`, rounded as `method` says.
private func divide(_ numerator: Double, by denominator: Double, _ method: CMTimeRoundingMethod) -> Int64 {
    let exact = numerator / denominator
    switch method {
    case .roundHalfAwayFromZero, .quickTime: return Int64(exact.rounded(.toNearestOrAwayFromZero))
    case .roundTowardZero: return Int64(exact.rounded(.towardZero))
    case .roundAwayFromZero: return Int64(exact.rounded(.awayFromZero))
    case .roundTowardNegativeInfinity: return Int64(exact.rounded(.down))
    case .roundTowardPositiveInfinity: return Int64(exact.rounded(.up))
    }
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

public func CMTimeMakeWithEpoch(value: Int64, timescale: Int32, epoch: Int64) -> CMTime {
    CMTime(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: epoch)
}

public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    if seconds.isNaN || preferredTimescale <= 0 { return .invalid }
    if seconds == .infinity { return .positiveInfinity }
    if seconds == -.infinity { return .negativeInfinity }
    let scaled = seconds * Double(preferredTimescale)
    let value = scaled.rounded(.toNearestOrAwayFromZero)
    var flags: CMTimeFlags = .valid
    if value != scaled { flags.insert(.hasBeenRounded) }
    return CMTime(value: Int64(value), timescale: preferredTimescale, flags: flags, epoch: 0)
}

public func CMTimeGetSeconds(_ time: CMTime) -> Float64 {
    if time.isPositiveInfinity { return .infinity }
    if time.isNegativeInfinity { return -.infinity }
    guard time.isNumeric, time.timescale != 0 else { return .nan }
    return Double(time.value) / Double(time.timescale)
}

public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    guard time.isNumeric else { return time }
    guard newTimescale > 0 else { return .invalid }
    if newTimescale == time.timescale { return time }
    let value = divide(Double(time.value) * Double(newTimescale), by: Double(time.timescale), method)
    var flags = time.flags
    if (Int64(time.timescale) * value) != time.value * Int64(newTimescale) { flags.insert(.hasBeenRounded) }
    return CMTime(value: value, timescale: newTimescale, flags: flags, epoch: time.epoch)
}

/// The timescale two times are added in: the least common multiple, at most `kCMTimeMaxTimescale`.
private func commonTimescale(_ a: Int32, _ b: Int32) -> Int32 {
    if a == b { return a }
    let multiple = UInt64(a) / greatestCommonDivisor(UInt64(a), UInt64(b)) * UInt64(b)
    return multiple > UInt64(kCMTimeMaxTimescale) ? kCMTimeMaxTimescale : Int32(multiple)
}

private func combine(_ lhs: CMTime, _ rhs: CMTime, sign: Int64) -> CMTime {
    if !lhs.isValid || !rhs.isValid { return .invalid }
    if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
    let rhsPositive = sign > 0 ? rhs.isPositiveInfinity : rhs.isNegativeInfinity
    let rhsNegative = sign > 0 ? rhs.isNegativeInfinity : rhs.isPositiveInfinity
    if (lhs.isPositiveInfinity && rhsNegative) || (lhs.isNegativeInfinity && rhsPositive) { return .invalid }
    if lhs.isPositiveInfinity || rhsPositive { return .positiveInfinity }
    if lhs.isNegativeInfinity || rhsNegative { return .negativeInfinity }
    let timescale = commonTimescale(lhs.timescale, rhs.timescale)
    let left = CMTimeConvertScale(lhs, timescale: timescale, method: .default)
    let right = CMTimeConvertScale(rhs, timescale: timescale, method: .default)
    let (value, overflow) = left.value.addingReportingOverflow(sign * right.value)
    if overflow { return sign * right.value > 0 ? .positiveInfinity : .negativeInfinity }
    var flags: CMTimeFlags = .valid
    if left.hasBeenRounded || right.hasBeenRounded { flags.insert(.hasBeenRounded) }
    return CMTime(value: value, timescale: timescale, flags: flags, epoch: lhs.epoch)
}

public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, sign: 1) }
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, sign: -1) }

public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isNumeric else { return time.isValid && multiplier < 0 ? CMTimeSubtract(.zero, time) : time }
    let (value, overflow) = time.value.multipliedReportingOverflow(by: Int64(multiplier))
    if overflow { return (time.value < 0) != (multiplier < 0) ? .negativeInfinity : .positiveInfinity }
    return CMTime(value: value, timescale: time.timescale, flags: time.flags, epoch: time.epoch)
}

public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return time }
    return CMTimeMakeWithSeconds(time.seconds * multiplier, preferredTimescale: max(time.timescale, 1_000))
}

public func CMTimeMultiplyByRatio(_ time: CMTime, multiplier: Int32, divisor: Int32) -> CMTime {
    guard time.isNumeric, divisor != 0 else { return divisor == 0 ? .invalid : time }
    let value = divide(Double(time.value) * Double(multiplier), by: Double(divisor), .default)
    return CMTime(value: value, timescale: time.timescale, flags: time.flags, epoch: time.epoch)
}

/// −1, 0 or 1; invalid times equal each other and follow everything (Apple's order).
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    let (rank1, rank2) = (time1.rank, time2.rank)
    if rank1 != rank2 { return rank1 < rank2 ? -1 : 1 }
    guard rank1 == 1 else { return 0 }
    if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
    // value1/scale1 against value2/scale2, without overflow.
    let left = Double(time1.value) * Double(time2.timescale)
    let right = Double(time2.value) * Double(time1.timescale)
    if left == right {
        let exactLeft = time1.value.multipliedReportingOverflow(by: Int64(time2.timescale))
        let exactRight = time2.value.multipliedReportingOverflow(by: Int64(time1.timescale))
        if !exactLeft.overflow && !exactRight.overflow && exactLeft.partialValue != exactRight.partialValue {
            return exactLeft.partialValue < exactRight.partialValue ? -1 : 1
        }
        return 0
    }
    return left < right ? -1 : 1
}

public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime { CMTimeCompare(time1, time2) <= 0 ? time1 : time2 }
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime { CMTimeCompare(time1, time2) >= 0 ? time1 : time2 }
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime { CMTimeCompare(time, .zero) < 0 ? -time : time }

public let kCMTimeZero = CMTime.zero
public let kCMTimeInvalid = CMTime.invalid
public let kCMTimeIndefinite = CMTime.indefinite
public let kCMTimePositiveInfinity = CMTime.positiveInfinity
public let kCMTimeNegativeInfinity = CMTime.negativeInfinity
