// CloudKit on Linux: what a phone signed out of iCloud has. Records, references, assets, zones,
// queries and subscriptions are made and read as on a phone; the container says there is no
// account, and every request to its databases fails with CloudKit's own `notAuthenticated`
// error — so an app's sync code takes its offline path, as it does on a phone without iCloud.
// The first request of a run says so on standard error.
@_exported import Foundation
@_exported import FoundationCompatibility

/// A value a record's field holds (Apple's `CKRecordValue`).
public protocol CKRecordValueProtocol {}
public typealias CKRecordValue = CKRecordValueProtocol
extension String: CKRecordValueProtocol {}
extension Int: CKRecordValueProtocol {}
extension Int64: CKRecordValueProtocol {}
extension Double: CKRecordValueProtocol {}
extension Bool: CKRecordValueProtocol {}
extension Date: CKRecordValueProtocol {}
extension Data: CKRecordValueProtocol {}
extension NSString: CKRecordValueProtocol {}
extension NSNumber: CKRecordValueProtocol {}
extension NSDate: CKRecordValueProtocol {}
extension NSData: CKRecordValueProtocol {}
extension Array: CKRecordValueProtocol where Element: CKRecordValueProtocol {}

/// A zone of a database (Apple's `CKRecordZone`).
open class CKRecordZone: NSObject, @unchecked Sendable {
    /// A zone's name and owner (Apple's `CKRecordZone.ID`).
    public final class ID: NSObject, @unchecked Sendable {
        public let zoneName: String
        public let ownerName: String
        public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }
        public static let `default` = ID()
        public static let defaultZoneName = "_defaultZone"
        public override func isEqual(_ object: Any?) -> Bool {
            (object as? ID).map { $0.zoneName == zoneName && $0.ownerName == ownerName } ?? false
        }
        public override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
    }

    public let zoneID: CKRecordZone.ID
    public init(zoneID: CKRecordZone.ID) { self.zoneID = zoneID }
    public convenience init(zoneName: String) { self.init(zoneID: ID(zoneName: zoneName)) }
    public class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }
}

/// The name CloudKit gives the signed-in user in identifiers.
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A file attached to a record (Apple's `CKAsset`).
open class CKAsset: NSObject, CKRecordValueProtocol, @unchecked Sendable {
    public let fileURL: URL?
    public init(fileURL: URL) { self.fileURL = fileURL }
}

/// A record: typed fields under a name in a zone (Apple's `CKRecord`).
open class CKRecord: NSObject, CKRecordValueProtocol, @unchecked Sendable {
    public typealias RecordType = String
    public typealias FieldKey = String

    /// A record's name in its zone (Apple's `CKRecord.ID`).
    public final class ID: NSObject, @unchecked Sendable {
        public let recordName: String
        public let zoneID: CKRecordZone.ID
        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }
        public override func isEqual(_ object: Any?) -> Bool {
            (object as? ID).map { $0.recordName == recordName && $0.zoneID.isEqual(zoneID) } ?? false
        }
        public override var hash: Int { recordName.hashValue }
    }

    /// A link from one record to another (Apple's `CKRecord.Reference`).
    public final class Reference: NSObject, CKRecordValueProtocol, @unchecked Sendable {
        public enum Action: UInt, Sendable { case none = 0, deleteSelf = 1 }
        public let recordID: CKRecord.ID
        public let action: Action
        public init(recordID: CKRecord.ID, action: Action) {
            self.recordID = recordID
            self.action = action
        }
        public convenience init(record: CKRecord, action: Action) { self.init(recordID: record.recordID, action: action) }
    }

    public let recordType: RecordType
    public let recordID: CKRecord.ID
    open private(set) var creationDate: Date?
    open private(set) var modificationDate: Date?
    open var parent: CKRecord.Reference?
    private var fields: [FieldKey: any CKRecordValueProtocol] = [:]

    public init(recordType: RecordType, recordID: CKRecord.ID = CKRecord.ID()) {
        self.recordType = recordType
        self.recordID = recordID
    }
    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: CKRecord.ID(zoneID: zoneID))
    }

    open subscript(key: FieldKey) -> (any CKRecordValueProtocol)? {
        get { fields[key] }
        set { fields[key] = newValue }
    }
    open func object(forKey key: FieldKey) -> (any CKRecordValueProtocol)? { fields[key] }
    open func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: FieldKey) { fields[key] = object }
    open func allKeys() -> [FieldKey] { fields.keys.sorted() }
    /// Fields kept encrypted in iCloud: the same fields here.
    open var encryptedValues: CKRecord { self }
}

/// What a query asks a database for (Apple's `CKQuery`).
open class CKQuery: NSObject, @unchecked Sendable {
    public let recordType: CKRecord.RecordType
    public let predicate: NSPredicate
    open var sortDescriptors: [NSSortDescriptor]?
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }
}

/// A point in a database's history of changes, to fetch what changed after it (Apple's
/// `CKServerChangeToken`): none is handed out here, as no request succeeds.
public final class CKServerChangeToken: NSObject, @unchecked Sendable {}

/// A standing request for pushes when records change (Apple's `CKSubscription`).
open class CKSubscription: NSObject, @unchecked Sendable {
    public typealias ID = String
    public let subscriptionID: CKSubscription.ID
    open var notificationInfo: CKSubscription.NotificationInfo?

    public init(subscriptionID: CKSubscription.ID) { self.subscriptionID = subscriptionID }

    /// What a subscription's push says (Apple's `CKSubscription.NotificationInfo`).
    open class NotificationInfo: NSObject, @unchecked Sendable {
        open var shouldSendContentAvailable = false
        open var shouldBadge = false
        open var alertBody: String?
        open var title: String?
        open var soundName: String?
        open var desiredKeys: [CKRecord.FieldKey]?
        public override init() {}
        public convenience init(
            alertBody: String? = nil, title: String? = nil, soundName: String? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
            shouldBadge: Bool = false, shouldSendContentAvailable: Bool = false
        ) {
            self.init()
            (self.alertBody, self.title, self.soundName, self.desiredKeys) = (alertBody, title, soundName, desiredKeys)
            (self.shouldBadge, self.shouldSendContentAvailable) = (shouldBadge, shouldSendContentAvailable)
        }
    }
}

/// Pushes when records a query matches change (Apple's `CKQuerySubscription`).
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let firesOnRecordCreation = Options(rawValue: 1)
        public static let firesOnRecordUpdate = Options(rawValue: 2)
        public static let firesOnRecordDeletion = Options(rawValue: 4)
        public static let firesOnce = Options(rawValue: 8)
    }
    public let recordType: CKRecord.RecordType?
    public let predicate: NSPredicate
    public let querySubscriptionOptions: Options
    public init(
        recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID = UUID().uuidString,
        options querySubscriptionOptions: Options = []
    ) {
        self.recordType = recordType
        self.predicate = predicate
        self.querySubscriptionOptions = querySubscriptionOptions
        super.init(subscriptionID: subscriptionID)
    }
    public convenience init(recordType: CKRecord.RecordType, predicate: NSPredicate, options: Options) {
        self.init(recordType: recordType, predicate: predicate, subscriptionID: UUID().uuidString, options: options)
    }
}

/// Pushes when anything in a database changes (Apple's `CKDatabaseSubscription`).
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
    public override init(subscriptionID: CKSubscription.ID = UUID().uuidString) { super.init(subscriptionID: subscriptionID) }
}
