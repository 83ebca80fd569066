// CoreText on Linux: the font manager widget code calls to register the fonts its bundle
// carries (`CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)`). widgetdeck draws
// text in the terminal's own font, so a registered font changes nothing drawn; the manager
// still checks what it is given as Apple's does — a file that is not there, or that is not a
// TrueType, OpenType or font collection file, is refused with an error — and keeps what was
// registered in this process, so registering twice fails as it does on a phone.
@_exported import CoreFoundation
@_exported import CoreGraphics

/// How widely a registered font is available (Apple's `CTFontManagerScope`).
public enum CTFontManagerScope: UInt32, @unchecked Sendable {
    case none = 0
    /// This process only: what an app extension registers.
    case process = 1
    /// The user, across processes and launches.
    case persistent = 2
    /// The user's login session (macOS).
    case session = 3

    public static var user: CTFontManagerScope { .persistent }
}

/// The font manager's error codes (Apple's `CTFontManagerError`).
public enum CTFontManagerError: CFIndex, @unchecked Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case exceededResourceLimit = 106
    case assetNotFound = 107
    case notRegistered = 201
    case inUse = 202
    case systemRequired = 203
    case registrationFailed = 301
    case missingEntitlement = 302
    case insufficientInfo = 303
    case cancelledByUser = 304
    case duplicatedName = 305
    case invalidFilePath = 306
    case unsupportedScope = 307
}

/// The error domain of the font manager's errors (Apple's `kCTFontManagerErrorDomain`).
nonisolated(unsafe) public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// The fonts registered in this process, by their file's path.
private let registered = RegisteredFonts()

private final class RegisteredFonts: @unchecked Sendable {
    private let lock = NSLock()
    private var paths = Set<String>()

    func insert(_ path: String) -> Bool { lock.withLock { paths.insert(path).inserted } }
    func remove(_ path: String) -> Bool { lock.withLock { paths.remove(path) != nil } }
}

/// Whether `data` starts as a font file does: TrueType (`00 01 00 00`, `true`), OpenType
/// (`OTTO`), a collection (`ttcf`), WOFF or WOFF2.
private func isFontData(_ data: Data) -> Bool {
    let head = [UInt8](data.prefix(4))
    guard head.count == 4 else { return false }
    let known: [[UInt8]] = [
        [0, 1, 0, 0], Array("true".utf8), Array("OTTO".utf8), Array("ttcf".utf8), Array("wOFF".utf8), Array("wOF2".utf8),
    ]
    return known.contains(head)
}

private func fail(_ code: CTFontManagerError, _ url: URL, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let made = NSError(domain: kCTFontManagerErrorDomain as String, code: code.rawValue, userInfo: [NSURLErrorKey: url])
    error?.pointee = Unmanaged.passRetained(made)
    return false
}

/// Registers the fonts of the file at `fontURL` for `scope`.
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    let url = fontURL as URL
    guard url.isFileURL, let data = try? Data(contentsOf: url) else { return fail(.fileNotFound, url, error) }
    guard isFontData(data) else { return fail(.invalidFontData, url, error) }
    guard registered.insert(url.standardizedFileURL.path) else { return fail(.alreadyRegistered, url, error) }
    return true
}

/// Unregisters the fonts of the file at `fontURL`.
public func CTFontManagerUnregisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    let url = fontURL as URL
    guard registered.remove(url.standardizedFileURL.path) else { return fail(.notRegistered, url, error) }
    return true
}

/// Registers several font files; `registrationHandler` is told the errors (none when all went
/// well) and whether registration is done.
@available(iOS 13.0, macOS 10.15, *)
public func CTFontManagerRegisterFontURLs(
    _ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool, _ registrationHandler: ((CFArray, Bool) -> Bool)?
) {
    var errors: [NSError] = []
    for case let url as URL in fontURLs as! [Any] {
        var error: Unmanaged<CFError>?
        if !CTFontManagerRegisterFontsForURL(url as NSURL, scope, &error), let made = error?.takeRetainedValue() { errors.append(made) }
    }
    _ = registrationHandler?(errors as NSArray, true)
}
