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

/// Writes a duration (Apple's `DateComponentsFormatter`, which swift-corelibs-foundation
/// declares unavailable): positional (`1:02:03`), abbreviated (`1h 2m`), short, full, brief or
/// spelled out, in English. Declared here, in a module that imports Foundation, it shadows
/// Foundation's unavailable one for every file of a widget.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// Apple's `DateComponentsFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable {
        case positional = 0, abbreviated, short, full, spellOut, brief
    }

    /// Apple's `DateComponentsFormatter.ZeroFormattingBehavior`.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var allowedUnits: NSCalendar.Unit = [.year, .month, .day, .hour, .minute, .second]
    open var unitsStyle: UnitsStyle = .positional
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount = 0
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar? = .current
    open var formattingContext: Formatter.Context = .unknown
    open var referenceDate: Date?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let units: [(NSCalendar.Unit, Double)] = [
            (.year, 365 * 86_400), (.month, 30 * 86_400), (.weekOfMonth, 7 * 86_400), (.day, 86_400), (.hour, 3_600), (.minute, 60),
            (.second, 1),
        ]
        let chosen = units.filter { allowedUnits.contains($0.0) }
        guard !chosen.isEmpty else { return nil }
        var rest = abs(ti).rounded(.towardZero)
        var values: [(NSCalendar.Unit, Int)] = []
        for (unit, size) in chosen {
            let count = Int(rest / size)
            rest -= Double(count) * size
            values.append((unit, count))
        }
        return format(values, negative: ti < 0)
    }

    open func string(from components: DateComponents) -> String? {
        var seconds = 0.0
        seconds += Double(components.year ?? 0) * 365 * 86_400
        seconds += Double(components.month ?? 0) * 30 * 86_400
        seconds += Double(components.weekOfMonth ?? components.weekOfYear ?? 0) * 7 * 86_400
        seconds += Double(components.day ?? 0) * 86_400
        seconds += Double(components.hour ?? 0) * 3_600
        seconds += Double(components.minute ?? 0) * 60
        seconds += Double(components.second ?? 0)
        return string(from: seconds)
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    func format(_ all: [(NSCalendar.Unit, Int)], negative: Bool) -> String {
        var values = all
        let pads = zeroFormattingBehavior.contains(.pad)
        if unitsStyle == .positional {
            // Leading zero units go (but the last two stay), unless padding.
            if !pads {
                while values.count > 2, values.first?.1 == 0 { values.removeFirst() }
            }
            let text = values.enumerated().map { index, value in
                index == 0 && !pads ? String(value.1) : (value.1 < 10 ? "0" : "") + String(value.1)
            }.joined(separator: ":")
            return (negative ? "-" : "") + text
        }
        var shown = zeroFormattingBehavior == .none ? values : values.filter { $0.1 != 0 }
        if shown.isEmpty, let last = values.last { shown = [last] }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        let words = shown.map { word(unit: $0.0, count: $0.1) }
        let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
        var text = words.joined(separator: separator)
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return (negative ? "-" : "") + text
    }

    func word(unit: NSCalendar.Unit, count: Int) -> String {
        let names: (full: String, short: String, abbreviated: String, brief: String)
        switch unit {
        case .year: names = ("year", "yr", "y", "yr")
        case .month: names = ("month", "mth", "mo", "mth")
        case .weekOfMonth, .weekOfYear: names = ("week", "wk", "w", "wk")
        case .day: names = ("day", "day", "d", "day")
        case .hour: names = ("hour", "hr", "h", "hr")
        case .minute: names = ("minute", "min", "m", "min")
        default: names = ("second", "sec", "s", "sec")
        }
        switch unitsStyle {
        case .abbreviated: return "\(count)\(names.abbreviated)"
        case .brief: return "\(count)\(names.brief)"
        case .short: return "\(count) \(names.short)"
        case .spellOut: return "\(RelativeDateTimeFormatter.spelled(count)) \(names.full)\(count == 1 ? "" : "s")"
        default: return "\(count) \(names.full)\(count == 1 ? "" : "s")"
        }
    }
}

/// Foundation's version, as iOS code compares it against `NSFoundationVersionNumber_iOS_…`:
/// a recent iOS's (iOS 17's), later than every named one.
nonisolated(unsafe) public var NSFoundationVersionNumber: Double = 2048.0
public let NSFoundationVersionNumber_iOS_7_0: Double = 1047.20
public let NSFoundationVersionNumber_iOS_7_1: Double = 1047.25
public let NSFoundationVersionNumber_iOS_8_0: Double = 1140.11
public let NSFoundationVersionNumber_iOS_8_1: Double = 1141.1
public let NSFoundationVersionNumber_iOS_8_2: Double = 1142.14
public let NSFoundationVersionNumber_iOS_8_3: Double = 1144.17
public let NSFoundationVersionNumber_iOS_8_4: Double = 1144.17
public let NSFoundationVersionNumber_iOS_8_x_Max: Double = 1199
public let NSFoundationVersionNumber_iOS_9_0: Double = 1240.1
public let NSFoundationVersionNumber_iOS_9_1: Double = 1241.14
public let NSFoundationVersionNumber_iOS_9_2: Double = 1242.12
public let NSFoundationVersionNumber_iOS_9_3: Double = 1242.12
public let NSFoundationVersionNumber_iOS_9_4: Double = 1280.25
public let NSFoundationVersionNumber_iOS_9_x_Max: Double = 1299

/// An Objective-C method's name (Apple's `Selector`), as `#selector(name)` makes it: widgetdeck
/// turns `#selector(refresh(_:))` into `Selector("refresh:")`. There is no Objective-C runtime on
/// Linux to call it; the APIs that take one keep it and say so when it would be called.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// Says once, on standard error, that a selector-based call is not made on Linux.
package func selectorNotCalled(_ what: String, _ selector: Selector) {
    FileHandle.standardError.write(
        Data("widgetdeck: \(what) by selector (\(selector.name)) is not called on Linux: no Objective-C runtime\n".utf8))
}

extension NotificationCenter {
    /// An observer by selector: kept by no one — without Objective-C's runtime its method cannot
    /// be called, which is said on standard error. `addObserver(forName:object:queue:using:)`
    /// is called as on a phone.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        selectorNotCalled("NotificationCenter.addObserver(_:selector:name:object:)", aSelector)
    }
}

extension Timer {
    /// A timer that would call `selector` on `target`: made, and said not to call it.
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool
    ) {
        selectorNotCalled("Timer(timeInterval:target:selector:userInfo:repeats:)", aSelector)
        self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
    }

    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
        Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    }
}

/// The request an app extension was started for (Apple's `NSExtensionContext`): a preview runs
/// a widget's code outside any host app, so no extension is given one (`extensionContext` is
/// nil), and one made by code completes at once.
open class NSExtensionContext: NSObject, @unchecked Sendable {
    open var inputItems: [Any] = []

    public override init() { super.init() }

    open func completeRequest(returningItems items: [Any]?, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        completionHandler?(true)
    }
    open func cancelRequest(withError error: any Error) {}
    /// Asks the host to open `URL`: there is no host here, so it is not opened.
    open func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) { completionHandler?(false) }
}

extension ProcessInfo {
    /// Whether an iPhone app runs on a Mac: no — a preview is the phone.
    public var isiOSAppOnMac: Bool { false }
    /// Whether the app is a Mac Catalyst app: no.
    public var isMacCatalystApp: Bool { false }
    /// Whether Low Power Mode is on: no.
    public var isLowPowerModeEnabled: Bool { false }

    /// How hot the device runs (Apple's `ProcessInfo.ThermalState`).
    public enum ThermalState: Int, Sendable {
        case nominal = 0, fair, serious, critical
    }
    /// The device's thermal state: nominal.
    public var thermalState: ThermalState { .nominal }
    public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
    public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}

/// Runs `body` in an autorelease pool (Apple's `autoreleasepool(invoking:)`): Swift on Linux has
/// no autorelease pools — objects are freed when their last reference goes — so the body just runs.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}

/// An exception's name (Apple's `NSExceptionName`).
public struct NSExceptionName: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let genericException = NSExceptionName(rawValue: "NSGenericException")
    public static let rangeException = NSExceptionName(rawValue: "NSRangeException")
    public static let invalidArgumentException = NSExceptionName(rawValue: "NSInvalidArgumentException")
    public static let internalInconsistencyException = NSExceptionName(rawValue: "NSInternalInconsistencyException")
    public static let mallocException = NSExceptionName(rawValue: "NSMallocException")
    public static let objectInaccessibleException = NSExceptionName(rawValue: "NSObjectInaccessibleException")
    public static let destinationInvalidException = NSExceptionName(rawValue: "NSDestinationInvalidException")
    public static let parseErrorException = NSExceptionName(rawValue: "NSParseErrorException")
}

/// An Objective-C exception (Apple's `NSException`). Swift cannot catch one, on a phone or
/// here: raising it ends the program, as an uncaught exception does there, with its name and
/// reason said.
open class NSException: NSObject, @unchecked Sendable {
    public let name: NSExceptionName
    public let reason: String?
    public let userInfo: [AnyHashable: Any]?
    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
    }
    open var callStackSymbols: [String] { Thread.callStackSymbols }
    open func raise() -> Never {
        fatalError("uncaught exception \(name.rawValue): \(reason ?? "(no reason)")")
    }
    public class func raise(_ name: NSExceptionName, format: String, arguments argList: CVaListPointer) -> Never {
        NSException(name: name, reason: NSString(format: format, arguments: argList) as String).raise()
    }
}

/// The bundle of the module it is written in (Foundation's `#bundle`, Xcode 16): here the main
/// bundle, where the preview finds every module's strings and assets.
@freestanding(expression)
public macro bundle() -> Bundle = #externalMacro(module: "WidgetPreviewMacros", type: "BundleMacro")

/// Collections Objective-C enumerates fast (Apple's `NSFastEnumeration`), which Linux's
/// Foundation does not declare: its collections, as arguments of Apple's APIs that take one.
public protocol NSFastEnumeration {}
extension NSArray: NSFastEnumeration {}
extension NSSet: NSFastEnumeration {}
extension NSOrderedSet: NSFastEnumeration {}
extension NSDictionary: NSFastEnumeration {}
extension NSEnumerator: NSFastEnumeration {}

/// Says `message` on standard error the first time it is asked to in the run (a framework that
/// works as a machine without its hardware or service says so once, not at every call).
package func sayOnceOnStandardError(_ message: String) {
    let first = saidMessages.withLock { $0.insert(message).inserted }
    if first { FileHandle.standardError.write(Data((message + "\n").utf8)) }
}
private let saidMessages = _SaidMessages()
private final class _SaidMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var said: Set<String> = []
    func withLock<R>(_ body: (inout Set<String>) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&said)
    }
}
