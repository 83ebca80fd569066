// Core Foundation on Linux, as Swift on Apple's platforms sees it: each CF type is the
// Foundation class it is toll-free bridged to there (`CFString` is `NSString`, `CFDictionary`
// is `NSDictionary`), so `"name" as CFString`, `query as CFDictionary`, `kSecClass as String`
// and `[String: AnyObject]` values bridge as they do on a phone. Core Graphics and Foundation
// re-export it, as Apple's do.
@_exported import Foundation

/// Any Core Foundation object (Apple's `CFTypeRef`).
public typealias CFTypeRef = AnyObject
public typealias CFString = NSString
public typealias CFMutableString = NSMutableString
public typealias CFDictionary = NSDictionary
public typealias CFMutableDictionary = NSMutableDictionary
public typealias CFArray = NSArray
public typealias CFMutableArray = NSMutableArray
public typealias CFData = NSData
public typealias CFMutableData = NSMutableData
public typealias CFNumber = NSNumber
public typealias CFBoolean = NSNumber
public typealias CFDate = NSDate
public typealias CFURL = NSURL
public typealias CFError = NSError
public typealias CFErrorDomain = CFString

/// Where a function hands back an error (Foundation's `NSErrorPointer`, `&error`).
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// Core Foundation's index and count type.
public typealias CFIndex = Int
public typealias CFOptionFlags = UInt
public typealias CFTypeID = UInt
public typealias CFHashCode = UInt
public typealias CFTimeInterval = Double
public typealias CFAbsoluteTime = CFTimeInterval
/// A status code of Apple's C APIs (`noErr`, `errSec…`): zero is success.
public typealias OSStatus = Int32
public let noErr: OSStatus = 0
/// Four characters packed in 32 bits, the first in the high byte (`'lpcm'`): Apple's
/// `FourCharCode`, `OSType` and `ResType` of MacTypes.h, which Core Foundation brings.
public typealias FourCharCode = UInt32
public typealias OSType = FourCharCode
public typealias ResType = FourCharCode

/// widgetdeck's own data folder, where what a phone keeps for an app is kept between previews:
/// `$XDG_DATA_HOME/widgetdeck` (an absolute path only), else `~/.local/share/widgetdeck`.
package func widgetdeckDataFolder() -> String {
    let environment = ProcessInfo.processInfo.environment
    let base = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? ((environment["HOME"] ?? "/tmp") + "/.local/share")
    return base + "/widgetdeck"
}

/// Core Foundation's allocator: one, the default, here.
public final class CFAllocator: @unchecked Sendable {
    init() {}
}

/// The default allocator, as `nil` means too.
public let kCFAllocatorDefault: CFAllocator? = CFAllocator()

public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
public let kCFNull: NSNull! = NSNull()

/// The seconds between 1970 and 2001, Core Foundation's reference date.
public let kCFAbsoluteTimeIntervalSince1970: CFTimeInterval = 978_307_200

/// Now, in seconds since 1 January 2001 (Apple's `CFAbsoluteTimeGetCurrent`).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }

public func CFErrorGetDomain(_ err: CFError!) -> CFErrorDomain! { err.domain as CFString }
public func CFErrorGetCode(_ err: CFError!) -> CFIndex { err.code }
public func CFErrorCopyUserInfo(_ err: CFError!) -> CFDictionary! { err.userInfo as NSDictionary }
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! { err.localizedDescription as CFString }
public func CFErrorCopyFailureReason(_ err: CFError!) -> CFString? { err.localizedFailureReason as CFString? }

public func CFErrorCreate(
    _ allocator: CFAllocator!, _ domain: CFErrorDomain!, _ code: CFIndex, _ userInfo: CFDictionary!
)
    -> CFError!
{
    NSError(domain: domain as String, code: code, userInfo: userInfo as? [String: Any])
}

public func CFArrayGetCount(_ theArray: CFArray!) -> CFIndex { theArray.count }
public func CFDictionaryGetCount(_ theDict: CFDictionary!) -> CFIndex { theDict.count }
public func CFDataGetLength(_ theData: CFData!) -> CFIndex { theData.length }
public func CFStringGetLength(_ theString: CFString!) -> CFIndex { theString.length }

/// A range of a CF collection (Apple's `CFRange`).
public struct CFRange: Hashable, Sendable {
    public var location: CFIndex
    public var length: CFIndex
    public init() { (location, length) = (0, 0) }
    public init(location: CFIndex, length: CFIndex) { (self.location, self.length) = (location, length) }
}

public func CFRangeMake(_ loc: CFIndex, _ len: CFIndex) -> CFRange { CFRange(location: loc, length: len) }

/// Copies `range` of the data's bytes into `buffer`.
public func CFDataGetBytes(_ theData: CFData!, _ range: CFRange, _ buffer: UnsafeMutablePointer<UInt8>!) {
    theData.getBytes(buffer, range: NSRange(location: range.location, length: range.length))
}

/// The data's bytes, valid while the data lives.
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! { theData.bytes.assumingMemoryBound(to: UInt8.self) }

// The Info.plist keys CoreFoundation names.
nonisolated(unsafe) public let kCFBundleNameKey: CFString = "CFBundleName"
nonisolated(unsafe) public let kCFBundleVersionKey: CFString = "CFBundleVersion"
nonisolated(unsafe) public let kCFBundleIdentifierKey: CFString = "CFBundleIdentifier"
nonisolated(unsafe) public let kCFBundleExecutableKey: CFString = "CFBundleExecutable"
nonisolated(unsafe) public let kCFBundleInfoDictionaryVersionKey: CFString = "CFBundleInfoDictionaryVersion"
nonisolated(unsafe) public let kCFBundleDevelopmentRegionKey: CFString = "CFBundleDevelopmentRegion"
nonisolated(unsafe) public let kCFBundleLocalizationsKey: CFString = "CFBundleLocalizations"

public func CFDataCreateMutable(_ allocator: CFAllocator!, _ capacity: CFIndex) -> CFMutableData! { NSMutableData(capacity: capacity) }
public func CFDataGetMutableBytePtr(_ theData: CFMutableData!) -> UnsafeMutablePointer<UInt8>! {
    theData.mutableBytes.assumingMemoryBound(to: UInt8.self)
}
public func CFDataAppendBytes(_ theData: CFMutableData!, _ bytes: UnsafePointer<UInt8>!, _ length: CFIndex) {
    theData.append(bytes, length: length)
}
public func CFDataCreate(_ allocator: CFAllocator!, _ bytes: UnsafePointer<UInt8>!, _ length: CFIndex) -> CFData! {
    NSData(bytes: bytes, length: length)
}

/// Core Foundation's ownership wrappers are ARC here as everywhere in Swift: `CFRetain` and
/// `CFRelease` hand back what they are given.
@discardableResult public func CFRetain(_ cf: CFTypeRef!) -> CFTypeRef! { cf }
public func CFRelease(_ cf: CFTypeRef!) {}

// MARK: String transforms (ICU's, through Foundation's `applyingTransform`)

nonisolated(unsafe) public let kCFStringTransformStripCombiningMarks: CFString = "NFD; [:Nonspacing Mark:] Remove; NFC"
nonisolated(unsafe) public let kCFStringTransformToLatin: CFString = "Any-Latin"
nonisolated(unsafe) public let kCFStringTransformFullwidthHalfwidth: CFString = "Fullwidth-Halfwidth"
nonisolated(unsafe) public let kCFStringTransformLatinKatakana: CFString = "Latin-Katakana"
nonisolated(unsafe) public let kCFStringTransformLatinHiragana: CFString = "Latin-Hiragana"
nonisolated(unsafe) public let kCFStringTransformHiraganaKatakana: CFString = "Hiragana-Katakana"
nonisolated(unsafe) public let kCFStringTransformMandarinLatin: CFString = "Han-Latin"
nonisolated(unsafe) public let kCFStringTransformLatinHangul: CFString = "Latin-Hangul"
nonisolated(unsafe) public let kCFStringTransformLatinArabic: CFString = "Latin-Arabic"
nonisolated(unsafe) public let kCFStringTransformLatinHebrew: CFString = "Latin-Hebrew"
nonisolated(unsafe) public let kCFStringTransformLatinThai: CFString = "Latin-Thai"
nonisolated(unsafe) public let kCFStringTransformLatinCyrillic: CFString = "Latin-Cyrillic"
nonisolated(unsafe) public let kCFStringTransformLatinGreek: CFString = "Latin-Greek"
nonisolated(unsafe) public let kCFStringTransformToXMLHex: CFString = "Any-Hex/XML"
nonisolated(unsafe) public let kCFStringTransformToUnicodeName: CFString = "Any-Name"
nonisolated(unsafe) public let kCFStringTransformStripDiacritics: CFString = "NFD; [:Nonspacing Mark:] Remove; NFC"

/// Transforms the string in place by an ICU transform (Apple's `CFStringTransform`); the whole
/// string when `range` is nil. False when the transform is unknown.
@discardableResult
public func CFStringTransform(
    _ string: CFMutableString!, _ range: UnsafeMutablePointer<CFRange>!, _ transform: CFString!, _ reverse: Bool
) -> Bool {
    let current = string as String
    guard let transformed = current.applyingTransform(StringTransform(rawValue: transform as String), reverse: reverse) else {
        return false
    }
    string.setString(transformed)
    return true
}

// MARK: Run loops (Foundation's, under Core Foundation's names)

public typealias CFRunLoop = RunLoop
public typealias CFRunLoopTimer = Timer

/// A run loop's mode (Apple's `CFRunLoopMode`).
public struct CFRunLoopMode: RawRepresentable, Hashable, @unchecked Sendable {
    public let rawValue: CFString
    public init(rawValue: CFString) { self.rawValue = rawValue }
    public init(_ rawValue: CFString) { self.rawValue = rawValue }
    public static let defaultMode = CFRunLoopMode("kCFRunLoopDefaultMode")
    public static let commonModes = CFRunLoopMode("kCFRunLoopCommonModes")
}

public let kCFRunLoopDefaultMode: CFRunLoopMode! = .defaultMode
public let kCFRunLoopCommonModes: CFRunLoopMode! = .commonModes

public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.current }
public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }

/// A timer that calls `block` at `fireDate` and every `interval` seconds after (none when 0).
public func CFRunLoopTimerCreateWithHandler(
    _ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval, _ flags: CFOptionFlags, _ order: CFIndex,
    _ block: ((CFRunLoopTimer?) -> Void)!
) -> CFRunLoopTimer! {
    nonisolated(unsafe) let block = block
    return Timer(fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: interval, repeats: interval > 0) { block?($0) }
}

public func CFRunLoopAddTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    rl.add(timer, forMode: mode == .commonModes ? .common : mode == .defaultMode ? .default : RunLoop.Mode(mode.rawValue as String))
}

public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) { timer.invalidate() }
public func CFRunLoopRemoveTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) { timer.invalidate() }

/// A URL from a string as Core Foundation parses it (no escaping of its own: nil when the
/// string is not a URL), relative to `baseURL` when one is given.
public func CFURLCreateWithString(_ allocator: CFAllocator!, _ URLString: CFString!, _ baseURL: CFURL!) -> CFURL! {
    guard let URLString else { return nil }
    return NSURL(string: URLString as String, relativeTo: baseURL.map { $0 as URL })
}
public func CFURLGetString(_ anURL: CFURL!) -> CFString! { anURL.relativeString as CFString }
public func CFURLCopyAbsoluteURL(_ relativeURL: CFURL!) -> CFURL! { relativeURL.absoluteURL.map { $0 as NSURL } }
