// Migration between model versions (Apple's `NSMigrationManager`, `NSMappingModel`,
// `NSEntityMigrationPolicy`) and persistent history: a store starts empty here, so there is never
// a store of an older version to migrate and no history to read — the classes exist so a team's
// policies and history readers compile, and are never called.
import Foundation
import FoundationCompatibility

/// How an entity's objects move to a new model version (Apple's `NSEntityMapping`).
open class NSEntityMapping: NSObject, @unchecked Sendable {
    open var name: String?
    open var sourceEntityName: String?
    open var destinationEntityName: String?
    open var entityMigrationPolicyClassName: String?
    open var userInfo: [AnyHashable: Any]?
}

/// How a store moves between two model versions (Apple's `NSMappingModel`).
open class NSMappingModel: NSObject, @unchecked Sendable {
    open var entityMappings: [NSEntityMapping]! = []
    public init?(from bundles: [Bundle]?, forSourceModel sourceModel: NSManagedObjectModel?, destinationModel: NSManagedObjectModel?) {
        nil
    }
    public init?(contentsOf url: URL?) { nil }
    open class func inferredMappingModel(
        forSourceModel sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel
    ) throws -> NSMappingModel {
        throw NSError(
            domain: NSCocoaErrorDomain, code: 134_190, userInfo: [NSLocalizedDescriptionKey: "no store of an older version to migrate here"]
        )
    }
}

/// Runs a migration (Apple's `NSMigrationManager`).
open class NSMigrationManager: NSObject, @unchecked Sendable {
    public let sourceModel: NSManagedObjectModel
    public let destinationModel: NSManagedObjectModel
    open var sourceContext: NSManagedObjectContext { NSManagedObjectContext() }
    open var destinationContext: NSManagedObjectContext { NSManagedObjectContext() }
    open var userInfo: [AnyHashable: Any]?
    open var migrationProgress: Float { 1 }

    public init(sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel) {
        self.sourceModel = sourceModel
        self.destinationModel = destinationModel
    }

    open func migrateStore(
        from sourceURL: URL, type sStoreType: String, options sOptions: [AnyHashable: Any]? = nil, mapping: NSMappingModel?,
        toDestinationURL dURL: URL, destinationType dStoreType: String, destinationOptions dOptions: [AnyHashable: Any]? = nil
    ) throws {}
    open func associate(
        sourceInstance: NSManagedObject, withDestinationInstance destinationInstance: NSManagedObject, for entityMapping: NSEntityMapping
    ) {}
    open func destinationInstances(forEntityMappingName mappingName: String, sourceInstances: [NSManagedObject]?) -> [NSManagedObject] {
        []
    }
    open func sourceInstances(forEntityMappingName mappingName: String, destinationInstances: [NSManagedObject]?) -> [NSManagedObject] {
        []
    }
}

/// Custom steps of an entity's migration (Apple's `NSEntityMigrationPolicy`).
open class NSEntityMigrationPolicy: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open func begin(_ mapping: NSEntityMapping, with manager: NSMigrationManager) throws {}
    open func createDestinationInstances(
        forSource sInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager
    ) throws {}
    open func endInstanceCreation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    open func createRelationships(
        forDestination dInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager
    ) throws {}
    open func endRelationshipCreation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    open func performCustomValidation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    open func end(_ mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
}

/// A point in a store's history (Apple's `NSPersistentHistoryToken`).
open class NSPersistentHistoryToken: NSObject, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public func encode(with coder: NSCoder) {}
}

/// A saved transaction in a store's history (Apple's `NSPersistentHistoryTransaction`).
open class NSPersistentHistoryTransaction: NSObject, @unchecked Sendable {
    open var timestamp = Date(timeIntervalSince1970: 0)
    open var author: String?
    open var contextName: String?
    open var token = NSPersistentHistoryToken()
    open var changes: [NSPersistentHistoryChange]?
    open func objectIDNotification() -> Notification { Notification(name: .NSManagedObjectContextDidSave) }
    open class func entityDescription(with context: NSManagedObjectContext) -> NSEntityDescription? { nil }
    open class var fetchRequest: NSFetchRequest<NSFetchRequestResult>? { nil }
}

/// One change in a history transaction (Apple's `NSPersistentHistoryChange`).
open class NSPersistentHistoryChange: NSObject, @unchecked Sendable {
    open var changedObjectID: NSManagedObjectID?
    open var changeType = NSPersistentHistoryChangeType.insert
}

public enum NSPersistentHistoryChangeType: Int, Sendable {
    case insert = 0, update, delete
}

/// What a history request returns (Apple's `NSPersistentHistoryResultType`).
public enum NSPersistentHistoryResultType: Int, Sendable {
    case statusOnly = 0, objectIDs, count, transactionsOnly, changesOnly, transactionsAndChanges
}

/// A request for a store's history: there is none here, so no transaction comes back.
open class NSPersistentHistoryChangeRequest: NSPersistentStoreRequest, @unchecked Sendable {
    open var resultType: NSPersistentHistoryResultType = .transactionsAndChanges
    open var token: NSPersistentHistoryToken?
    open var fetchRequest: NSFetchRequest<NSFetchRequestResult>?

    open class func fetchHistory(after date: Date) -> Self { Self() }
    open class func fetchHistory(after token: NSPersistentHistoryToken?) -> Self {
        let request = Self()
        request.token = token
        return request
    }
    open class func fetchHistory(withFetch fetchRequest: NSFetchRequest<NSFetchRequestResult>) -> Self { Self() }
    open class func deleteHistory(before date: Date) -> Self { Self() }
    open class func deleteHistory(before token: NSPersistentHistoryToken?) -> Self { Self() }
    public required override init() { super.init() }

    override func _execute(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult {
        NSPersistentHistoryResult(result: [NSPersistentHistoryTransaction]())
    }
}

/// A history request's outcome (Apple's `NSPersistentHistoryResult`).
open class NSPersistentHistoryResult: NSPersistentStoreResult, @unchecked Sendable {
    public let result: Any?
    init(result: Any?) { self.result = result }
}
