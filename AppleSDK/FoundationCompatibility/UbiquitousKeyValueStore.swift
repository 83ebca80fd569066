// Apple's iCloud key-value store (`NSUbiquitousKeyValueStore`), which swift-corelibs-foundation
// lacks: an app shares settings with its widget through it. There is no iCloud here, so it is
// what a phone signed out of iCloud has: a store of the process's own, kept for the run, that
// never changes externally (`didChangeExternallyNotification` is never posted).
import Foundation

/// The iCloud key-value store: property-list values by key (Apple's `NSUbiquitousKeyValueStore`).
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    private static let shared = NSUbiquitousKeyValueStore()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// The store shared by the process.
    open class var `default`: NSUbiquitousKeyValueStore { shared }

    /// Posted when iCloud delivers another device's changes — never, here.
    public static let didChangeExternallyNotification = NSNotification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    public override init() { super.init() }

    private func value(_ key: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    private func store(_ value: Any?, _ key: String) {
        lock.lock()
        defer { lock.unlock() }
        values[key] = value
    }

    open func object(forKey aKey: String) -> Any? { value(aKey) }
    open func set(_ anObject: Any?, forKey aKey: String) { store(anObject, aKey) }
    open func removeObject(forKey aKey: String) { store(nil, aKey) }
    open func string(forKey aKey: String) -> String? { value(aKey) as? String }
    open func array(forKey aKey: String) -> [Any]? { value(aKey) as? [Any] }
    open func dictionary(forKey aKey: String) -> [String: Any]? { value(aKey) as? [String: Any] }
    open func data(forKey aKey: String) -> Data? { value(aKey) as? Data }
    /// The number stored (a `Double`, `Int` or `Bool` read as a whole number), or 0.
    open func longLong(forKey aKey: String) -> Int64 {
        switch value(aKey) {
        case let number as Int64: number
        case let number as Int: Int64(number)
        case let number as Double where number.isFinite && abs(number) < 9.2e18: Int64(number)
        case let flag as Bool: flag ? 1 : 0
        default: 0
        }
    }
    /// The number stored, or 0.
    open func double(forKey aKey: String) -> Double {
        switch value(aKey) {
        case let number as Double: number
        case let number as Int64: Double(number)
        case let number as Int: Double(number)
        case let flag as Bool: flag ? 1 : 0
        default: 0
        }
    }
    /// Whether the value stored is true, or a non-zero number.
    open func bool(forKey aKey: String) -> Bool {
        switch value(aKey) {
        case let flag as Bool: flag
        case let number as Int64: number != 0
        case let number as Int: number != 0
        case let number as Double: number != 0
        default: false
        }
    }
    open func set(_ aString: String?, forKey aKey: String) { store(aString, aKey) }
    open func set(_ aData: Data?, forKey aKey: String) { store(aData, aKey) }
    open func set(_ anArray: [Any]?, forKey aKey: String) { store(anArray, aKey) }
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { store(aDictionary, aKey) }
    open func set(_ value: Int64, forKey aKey: String) { store(value, aKey) }
    open func set(_ value: Double, forKey aKey: String) { store(value, aKey) }
    open func set(_ value: Bool, forKey aKey: String) { store(value, aKey) }

    /// Every key and its value.
    open var dictionaryRepresentation: [String: Any] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }

    /// Always true: there is no iCloud to wait for, and the values are already the process's.
    @discardableResult
    open func synchronize() -> Bool { true }
}

/// The key of a change notification's reason (`NSNumber`).
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The key of a change notification's changed keys (`[String]`).
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
public let NSUbiquitousKeyValueStoreServerChange: Int = 0
public let NSUbiquitousKeyValueStoreInitialSyncChange: Int = 1
public let NSUbiquitousKeyValueStoreQuotaViolationChange: Int = 2
public let NSUbiquitousKeyValueStoreAccountChange: Int = 3

extension FileManager {
    /// The signed-in iCloud account's token: none, as on a phone signed out of iCloud (an app
    /// checks it before syncing with CloudKit, and falls back to a local store).
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }
}
