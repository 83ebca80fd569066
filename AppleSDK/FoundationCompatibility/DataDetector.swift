// Apple's `NSDataDetector`, which swift-corelibs-foundation lacks: links (web addresses, bare
// domains, e-mail addresses as `mailto:`), phone numbers and ISO dates found in text, each as an
// `NSTextCheckingResult` with its `url`, `phoneNumber` or `date`. Street addresses and transit
// details are not recognised here: a detector asked for them finds none of them.
//
// Linux's `NSRegularExpression` cannot be subclassed from Swift, so the detector is a class of
// its own with the regular expression's matching methods.
import Foundation

/// The kinds of result a detector is asked for, as bits (Apple's `NSTextCheckingTypes`).
public typealias NSTextCheckingTypes = UInt64

/// The kinds of result as Linux's Foundation numbers them (its names for them are marked as
/// never returned, its detector being missing): what `.link.rawValue` gives a team's code here.
private enum Kind {
    static let date = NSTextCheckingResult.CheckingType(rawValue: 1 << 4)
    static let link = NSTextCheckingResult.CheckingType(rawValue: 1 << 6)
    static let phoneNumber = NSTextCheckingResult.CheckingType(rawValue: 1 << 11)
}

/// A result a data detector found (its link, phone number or date).
final class _DetectedResult: NSTextCheckingResult {
    let foundRange: NSRange
    let kind: NSTextCheckingResult.CheckingType
    let detectedURL: URL?
    let detectedPhoneNumber: String?
    let detectedDate: Date?

    init(range: NSRange, kind: NSTextCheckingResult.CheckingType, url: URL? = nil, phoneNumber: String? = nil, date: Date? = nil) {
        foundRange = range
        self.kind = kind
        detectedURL = url
        detectedPhoneNumber = phoneNumber
        detectedDate = date
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var range: NSRange { foundRange }
    override var resultType: NSTextCheckingResult.CheckingType { kind }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange { idx == 0 ? foundRange : NSRange(location: NSNotFound, length: 0) }
}

extension NSTextCheckingResult {
    /// The link found, for a `.link` result.
    public var url: URL? { (self as? _DetectedResult)?.detectedURL }
    /// The phone number found, for a `.phoneNumber` result.
    public var phoneNumber: String? { (self as? _DetectedResult)?.detectedPhoneNumber }
    /// The date found, for a `.date` result.
    public var date: Date? { (self as? _DetectedResult)?.detectedDate }
    /// A date's time zone: none is read from the text here.
    public var timeZone: TimeZone? { nil }
    /// A date's length: none is read from the text here.
    public var duration: TimeInterval { 0 }

    public class func linkCheckingResult(range: NSRange, url: URL) -> NSTextCheckingResult {
        _DetectedResult(range: range, kind: Kind.link, url: url)
    }
    public class func phoneNumberCheckingResult(range: NSRange, phoneNumber: String) -> NSTextCheckingResult {
        _DetectedResult(range: range, kind: Kind.phoneNumber, phoneNumber: phoneNumber)
    }
    public class func dateCheckingResult(range: NSRange, date: Date) -> NSTextCheckingResult {
        _DetectedResult(range: range, kind: Kind.date, date: date)
    }
}

/// Finds links, phone numbers and dates in text (Apple's `NSDataDetector`).
open class NSDataDetector: NSObject, @unchecked Sendable {
    public let checkingTypes: NSTextCheckingTypes
    private static let link = try! NSRegularExpression(
        pattern:
            #"(?:\b(?:[a-z][a-z0-9+.-]*://|www\.)[^\s<>"]+)|(?:\b[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}\b)|(?:\b(?:[a-z0-9-]+\.)+(?:com|org|net|edu|gov|io|dev|app|co|me|info|biz|uk|de|fr|nl|ca|au|jp|ch|se|no|es|it)\b(?:/[^\s<>"]*)?)"#,
        options: [.caseInsensitive])
    private static let phone = try! NSRegularExpression(
        pattern: #"(?<![\w+])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d(?:[\s.-]?\d){6,14}\b"#)
    private static let isoDate = try! NSRegularExpression(
        pattern: #"\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})?)?\b"#)

    public init(types checkingTypes: NSTextCheckingTypes) throws {
        self.checkingTypes = checkingTypes
        super.init()
    }

    /// Every result in `range` of `string`, in the order they occur; where two overlap, the first wins.
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        let types = NSTextCheckingResult.CheckingType(rawValue: checkingTypes)
        var found: [_DetectedResult] = []
        let text = string as NSString
        if types.contains(Kind.link) {
            for match in Self.link.matches(in: string, range: range) {
                var matched = match.range
                var value = text.substring(with: matched)
                while let last = value.last, ".,;:!?)]}'\"".contains(last) {
                    value.removeLast()
                    matched.length -= String(last).utf16.count
                }
                let url: URL?
                if value.contains("@") && !value.contains("://") {
                    url = URL(string: "mailto:" + value)
                } else if value.contains("://") {
                    url = URL(string: value)
                } else {
                    url = URL(string: "http://" + value)
                }
                if let url { found.append(_DetectedResult(range: matched, kind: Kind.link, url: url)) }
            }
        }
        if types.contains(Kind.phoneNumber) {
            for match in Self.phone.matches(in: string, range: range) {
                let value = text.substring(with: match.range)
                guard value.filter(\.isNumber).count >= 7 else { continue }
                found.append(_DetectedResult(range: match.range, kind: Kind.phoneNumber, phoneNumber: value))
            }
        }
        if types.contains(Kind.date) {
            for match in Self.isoDate.matches(in: string, range: range) {
                let value = text.substring(with: match.range)
                if let date = Self.date(from: value) { found.append(_DetectedResult(range: match.range, kind: Kind.date, date: date)) }
            }
        }
        found.sort { $0.foundRange.location < $1.foundRange.location }
        var kept: [NSTextCheckingResult] = []
        var end = range.location
        for result in found where result.foundRange.location >= end {
            kept.append(result)
            end = result.foundRange.location + result.foundRange.length
        }
        return kept
    }

    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }

    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }

    open func rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSRange {
        firstMatch(in: string, options: options, range: range)?.range ?? NSRange(location: NSNotFound, length: 0)
    }

    open func enumerateMatches(
        in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
        using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop: ObjCBool = false
        for result in matches(in: string, options: options, range: range) {
            block(result, [], &stop)
            if stop.boolValue { return }
        }
    }

    private static func date(from text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text.replacingOccurrences(of: " ", with: "T")) { return date }
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: String(text.prefix(10)))
    }
}
