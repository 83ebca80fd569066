// Random bytes, access control and Safari's shared web credentials (Apple's `SecRandomCopyBytes`,
// `SecAccessControl`, `SecAddSharedWebCredential`…). Bytes come from the system's generator;
// access control is kept with an item as its protection class (there is no passcode or
// biometry here to enforce it); there is no Safari to share passwords with, so asking for one
// finds none, and saving one fails with an error that says so.
@_exported public import CoreFoundation

public typealias SecRandomRef = OpaquePointer

/// The system's cryptographically secure generator (Apple's `kSecRandomDefault`).
nonisolated(unsafe) public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` random bytes from the system's secure generator (`getrandom`).
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    let buffer = UnsafeMutableRawBufferPointer(start: bytes, count: count)
    for index in buffer.indices { buffer[index] = generator.next() }
    return 0
}

/// When and how an item may be used (Apple's `SecAccessControlCreateFlags`).
public struct SecAccessControlCreateFlags: OptionSet, Sendable {
    public let rawValue: CFOptionFlags
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }

    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    public static let touchIDAny = biometryAny
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    public static let touchIDCurrentSet = biometryCurrentSet
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
    public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
    public static let companion = watch
    public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
    public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
    public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
}

/// An item's access control: its protection class and flags.
public final class SecAccessControl: @unchecked Sendable {
    public let protection: String
    public let flags: SecAccessControlCreateFlags

    init(protection: String, flags: SecAccessControlCreateFlags) {
        self.protection = protection
        self.flags = flags
    }
}

/// An access control for `protection` (one of `kSecAttrAccessible…`); `nil`, with an error, for
/// another value.
public func SecAccessControlCreateWithFlags(
    _ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> SecAccessControl? {
    let accessible = ["ak", "ck", "dk", "akpu", "aku", "cku", "dku"]
    guard let name = protection as? String, accessible.contains(name) else {
        error?.pointee = Unmanaged.passRetained(securityError(errSecParam, "\(protection) is not a kSecAttrAccessible value."))
        return nil
    }
    return SecAccessControl(protection: name, flags: flags)
}

/// Saves a password for a website's domain into Safari's shared credentials: there are none on
/// Linux, so the handler gets `errSecUnimplemented` saying so.
public func SecAddSharedWebCredential(
    _ fqdn: CFString, _ account: CFString, _ password: CFString?, _ completionHandler: @escaping (CFError?) -> Void
) {
    completionHandler(securityError(errSecUnimplemented, "Safari's shared web credentials are not on Linux (\(fqdn))."))
}

/// Asks Safari's shared credentials for a domain's passwords: none here (`errSecItemNotFound`).
public func SecRequestSharedWebCredential(
    _ fqdn: CFString?, _ account: CFString?, _ completionHandler: @escaping (CFArray?, CFError?) -> Void
) {
    completionHandler(nil, securityError(errSecItemNotFound))
}

/// A strong password in Safari's form, four groups of three characters joined by hyphens, with
/// a lower-case letter, an upper-case letter and a digit among them.
public func SecCreateSharedWebCredentialPassword() -> CFString? {
    let sets = Array("abcdefghkmnopqrstuvwxy"), upper = Array("ABCDEFGHJKLMNPQRSTUVWXYZ"), digits = Array("3456789")
    let all = sets + upper + digits
    var generator = SystemRandomNumberGenerator()
    while true {
        let characters = (0..<12).map { _ in all[Int(generator.next(upperBound: UInt(all.count)))] }
        guard characters.contains(where: sets.contains), characters.contains(where: upper.contains),
            characters.contains(where: digits.contains)
        else { continue }
        let groups = stride(from: 0, to: 12, by: 3).map { String(characters[$0..<$0 + 3]) }
        return groups.joined(separator: "-") as CFString
    }
}
