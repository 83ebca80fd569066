// Stores, coordinators and containers (Apple's `NSPersistentStoreCoordinator`,
// `NSPersistentContainer`…). A store lives for the preview program's run: no database file is
// written, and the store an app writes on a phone is not on this machine, so a widget's store
// starts empty — as on a phone before the app first runs — unless the widget's own code saves
// objects. Coordinators naming one store URL share it, as an app's and its widget's code share
// one file in their app group.
import Foundation
import FoundationCompatibility

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSXMLStoreType = "XML"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
public let NSSQLitePragmasOption = "NSSQLitePragmasOption"
public let NSPersistentStoreURLKey = "NSPersistentStoreURLKey"

extension NSManagedObjectModel {
    /// The model of the program's bundles, or an empty one that grows an entity per class used.
    nonisolated(unsafe) static var _shared: NSManagedObjectModel = NSManagedObjectModel.mergedModel(from: nil) ?? NSManagedObjectModel()
}

/// A store of managed objects (Apple's `NSPersistentStore`).
open class NSPersistentStore: NSObject, @unchecked Sendable {
    open var url: URL?
    open var type: String
    open var configurationName: String
    open var options: [AnyHashable: Any]?
    open var identifier: String!
    open var isReadOnly = false
    open var metadata: [String: Any]! = [:]
    open weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?

    public init(
        persistentStoreCoordinator root: NSPersistentStoreCoordinator?, configurationName name: String?, at url: URL,
        options: [AnyHashable: Any]? = nil
    ) {
        self.url = url
        type = NSSQLiteStoreType
        configurationName = name ?? "Default"
        self.options = options
        identifier = UUID().uuidString
        persistentStoreCoordinator = root
    }

    /// The kinds of store (Apple's `NSPersistentStore.StoreType`).
    public struct StoreType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
        public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
        public static let binary = StoreType(rawValue: NSBinaryStoreType)
    }
}

/// How a container's store is made (Apple's `NSPersistentStoreDescription`).
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    open var url: URL?
    open var type = NSSQLiteStoreType
    open var configuration: String?
    open var isReadOnly = false
    open var timeout: TimeInterval = 240
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    open private(set) var options: [String: NSObject] = [:]
    open private(set) var sqlitePragmas: [String: NSObject] = [:]

    public override init() { super.init() }
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) { sqlitePragmas[name] = value }
}

/// The CloudKit database a container syncs with (Apple's `NSPersistentCloudKitContainerOptions`):
/// none here — nothing is synced.
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    public let containerIdentifier: String
    open var databaseScope = 2
    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

/// Connects contexts to stores (Apple's `NSPersistentStoreCoordinator`).
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []
    open var name: String?
    var _store: _ObjectStore = _ObjectStore(identifier: "memory-" + UUID().uuidString)

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    @discardableResult
    open func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?, options: [AnyHashable: Any]? = nil
    ) throws
        -> NSPersistentStore
    {
        let url = storeURL ?? URL(fileURLWithPath: "/dev/null")
        let store = NSPersistentStore(persistentStoreCoordinator: self, configurationName: configuration, at: url, options: options)
        store.type = storeType
        _store = _ObjectStore.store(at: storeURL, type: storeType)
        store.identifier = _store.identifier
        persistentStores.append(store)
        return store
    }

    @discardableResult
    open func addPersistentStore(
        type: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL, options: [AnyHashable: Any]? = nil
    ) throws
        -> NSPersistentStore
    {
        try addPersistentStore(ofType: type.rawValue, configurationName: configuration, at: storeURL, options: options)
    }

    open func addPersistentStore(
        with storeDescription: NSPersistentStoreDescription,
        completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
        do {
            try addPersistentStore(
                ofType: storeDescription.type, configurationName: storeDescription.configuration, at: storeDescription.url,
                options: storeDescription.options)
            block(storeDescription, nil)
        } catch {
            block(storeDescription, error)
        }
    }

    open func remove(_ store: NSPersistentStore) throws { persistentStores.removeAll { $0 === store } }
    open func persistentStore(for URL: URL) -> NSPersistentStore? { persistentStores.first { $0.url == URL } }
    open func url(for store: NSPersistentStore) -> URL { store.url ?? URL(fileURLWithPath: "/dev/null") }
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        _store.all().first { $0.objectID.uriRepresentation() == url }?.objectID
    }

    /// Forgets the store's objects.
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        _ObjectStore.store(at: url, type: storeType).removeAll()
    }
    open func destroyPersistentStore(at url: URL, type storeType: NSPersistentStore.StoreType, options: [AnyHashable: Any]? = nil) throws {
        try destroyPersistentStore(at: url, ofType: storeType.rawValue, options: options)
    }
    open func replacePersistentStore(
        at destinationURL: URL, destinationOptions: [AnyHashable: Any]?, withPersistentStoreFrom sourceURL: URL,
        sourceOptions: [AnyHashable: Any]?, ofType storeType: String
    ) throws {}
    @discardableResult
    open func migratePersistentStore(
        _ store: NSPersistentStore, to URL: URL, options: [AnyHashable: Any]? = nil, withType storeType: String
    ) throws -> NSPersistentStore {
        store.url = URL
        return store
    }

    open class func metadataForPersistentStore(
        ofType storeType: String, at url: URL, options: [AnyHashable: Any]? = nil
    ) throws -> [String: Any] { [:] }
    open func metadata(for store: NSPersistentStore) -> [String: Any] { store.metadata }
    open func setMetadata(_ metadata: [String: Any]?, for store: NSPersistentStore) { store.metadata = metadata ?? [:] }

    open func perform(_ block: @escaping @Sendable () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }
}

/// A model, a coordinator and a main context, set up together (Apple's `NSPersistentContainer`).
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    public let viewContext: NSManagedObjectContext

    /// The model named `name` in the program's bundles (`name.momd`, or the project's
    /// `name.xcdatamodeld`), else a model made from the classes used.
    public convenience init(name: String) {
        let url =
            Bundle.main.url(forResource: name, withExtension: "momd") ?? Bundle.main.url(forResource: name, withExtension: "xcdatamodeld")
        let model = url.flatMap { NSManagedObjectModel(contentsOf: $0) } ?? NSManagedObjectModel._shared
        self.init(name: name, managedObjectModel: model)
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [
            NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))
        ]
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Where stores go by default: Application Support (not written to here).
    open class func defaultDirectoryURL() -> URL {
        (FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory()))
    }

    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    open func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        try block(newBackgroundContext())
    }
}

/// A container that syncs with CloudKit (Apple's `NSPersistentCloudKitContainer`): no sync here.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    open func initializeCloudKitSchema(options: Int = 0) throws {}
    open func canUpdateRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
    open func canDeleteRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }

    /// Posted when a sync with CloudKit sets up, imports or exports — never here: there is no
    /// iCloud account, so the store is local, as on a phone signed out.
    public static let eventChangedNotification = NSNotification.Name("NSPersistentCloudKitContainerEventChangedNotification")
    /// The key of the event in that notification's user info.
    public static let eventNotificationUserInfoKey = "event"

    /// What kind of sync an event is.
    public enum EventType: Int, Sendable {
        case setup, `import`, export
    }

    /// One sync with CloudKit (Apple's `NSPersistentCloudKitContainer.Event`).
    open class Event: NSObject, @unchecked Sendable {
        public let identifier: UUID
        public let storeIdentifier: String
        public let type: NSPersistentCloudKitContainer.EventType
        public let startDate: Date
        public let endDate: Date?
        public let succeeded: Bool
        public let error: (any Error)?

        init(storeIdentifier: String, type: NSPersistentCloudKitContainer.EventType, startDate: Date) {
            identifier = UUID()
            self.storeIdentifier = storeIdentifier
            self.type = type
            self.startDate = startDate
            endDate = nil
            succeeded = false
            error = nil
        }
    }
}
