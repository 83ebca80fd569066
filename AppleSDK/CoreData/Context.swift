// A managed object context (Apple's `NSManagedObjectContext`): inserts, changes and deletes wait
// in the context; `save()` hands them to its parent context, or commits them to the store of its
// coordinator. Objects are shared by every context of a store (one object per identity, where a
// phone keeps a copy per context), so a change is seen everywhere at once — saving decides what
// a fetch that leaves pending changes out sees, and what another container of the store reads.
import Foundation
import FoundationCompatibility

/// How a context runs its work (Apple's `NSManagedObjectContextConcurrencyType`).
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType = 0, privateQueueConcurrencyType, mainQueueConcurrencyType
}

/// How saves that conflict are merged (Apple's `NSMergePolicy`): there is no conflict here, as
/// every context shares one object per identity.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    public enum MergeType: UInt, Sendable {
        case errorMergePolicyType = 0, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType,
            overwriteMergePolicyType, rollbackMergePolicyType
    }
    public let mergeType: MergeType
    public init(merge ty: MergeType) { mergeType = ty }
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

/// A save's conflict with what another context saved (Apple's `NSMergeConflict`). Contexts here
/// share one object per identity, so a save never meets one; the type is there for code that
/// reads the conflicts of a failed save (`NSPersistentStoreSaveConflictsErrorKey`).
open class NSMergeConflict: NSObject, @unchecked Sendable {
    public let sourceObject: NSManagedObject
    public let objectSnapshot: [String: Any]?
    public let cachedSnapshot: [String: Any]?
    public let persistedSnapshot: [String: Any]?
    public let newVersionNumber: Int
    public let oldVersionNumber: Int
    public init(
        source srcObject: NSManagedObject, newVersion newvers: Int, oldVersion oldvers: Int, cachedSnapshot cachesnap: [String: Any]?,
        persistedSnapshot persnap: [String: Any]?
    ) {
        (sourceObject, newVersionNumber, oldVersionNumber, cachedSnapshot, persistedSnapshot) = (
            srcObject, newvers, oldvers, cachesnap, persnap
        )
        objectSnapshot = nil
    }
}
public let NSPersistentStoreSaveConflictsErrorKey = "conflictList"

nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback

public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"
public let NSInvalidatedAllObjectsKey = "invalidatedAll"

extension Notification.Name {
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
    public static let NSPersistentStoreCoordinatorStoresDidChange = Notification.Name(
        "NSPersistentStoreCoordinatorStoresDidChangeNotification")
}

/// Where managed objects are inserted, changed, fetched and saved (Apple's `NSManagedObjectContext`).
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
    public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave
    public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange

    public let concurrencyType: NSManagedObjectContextConcurrencyType
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    open var parent: NSManagedObjectContext?
    open var name: String?
    open var transactionAuthor: String?
    open var automaticallyMergesChangesFromParent = false
    open var mergePolicy: Any = NSErrorMergePolicy
    open var undoManager: UndoManager?
    open var stalenessInterval: TimeInterval = -1
    open var shouldDeleteInaccessibleFaults = true
    open var retainsRegisteredObjects = false
    open var propagatesDeletesAtEndOfEvent = true
    open var userInfo = NSMutableDictionary()

    private let lock = NSRecursiveLock()
    private var inserted: [NSManagedObject] = []
    private var updated: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []
    private let queue: DispatchQueue?

    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        concurrencyType = ct
        queue = ct == .privateQueueConcurrencyType ? DispatchQueue(label: "widgetdeck.CoreData.context") : nil
        super.init()
        queue?.setSpecific(key: Self.queueKey, value: ObjectIdentifier(self))
    }

    public convenience override init() { self.init(concurrencyType: .mainQueueConcurrencyType) }

    // MARK: Where its objects are

    var _coordinator: NSPersistentStoreCoordinator? { persistentStoreCoordinator ?? parent?._coordinator }
    var _model: NSManagedObjectModel { _coordinator?.managedObjectModel ?? NSManagedObjectModel._shared }
    var _store: _ObjectStore { _coordinator?._store ?? _ObjectStore.unattached }
    var _storeIdentifier: String { _store.identifier }

    func _entity(for type: NSManagedObject.Type) -> NSEntityDescription {
        _ManagedClasses.register(type)
        return _model.entity(for: type)
    }

    // MARK: Changes

    open var hasChanges: Bool { locked { !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty } }
    open var insertedObjects: Set<NSManagedObject> { locked { Set(inserted) } }
    open var updatedObjects: Set<NSManagedObject> { locked { Set(updated) } }
    open var deletedObjects: Set<NSManagedObject> { locked { Set(deleted) } }
    open var registeredObjects: Set<NSManagedObject> { Set(_store.all()).union(insertedObjects) }

    open func insert(_ object: NSManagedObject) {
        locked {
            object.managedObjectContext = self
            object.deleted = false
            deleted.removeAll { $0 === object }
            if !inserted.contains(where: { $0 === object }), !_store.contains(object) { inserted.append(object) }
        }
    }

    open func delete(_ object: NSManagedObject) {
        object.prepareForDeletion()
        locked {
            object.deleted = true
            if let index = inserted.firstIndex(where: { $0 === object }) {
                inserted.remove(at: index)
            } else if !deleted.contains(where: { $0 === object }) {
                deleted.append(object)
            }
            updated.removeAll { $0 === object }
        }
        cascade(from: object)
    }

    /// Deletes what a cascade rule of `object`'s relationships reaches.
    private func cascade(from object: NSManagedObject) {
        for relationship in object.entity.relationshipsByName.values where relationship.deleteRule == .cascadeDeleteRule {
            let related = object.value(forKey: relationship.name)
            let objects = (_KeyValue.elements(of: related) ?? related.map { [$0] } ?? []).compactMap { $0 as? NSManagedObject }
            for child in objects where !child.isDeleted { delete(child) }
        }
    }

    func _didChange(_ object: NSManagedObject) {
        locked {
            guard !inserted.contains(where: { $0 === object }), !updated.contains(where: { $0 === object }) else { return }
            updated.append(object)
        }
    }

    func _isInserted(_ object: NSManagedObject) -> Bool {
        locked { inserted.contains { $0 === object } } || (parent?._isInserted(object) ?? false)
    }

    /// Saves the waiting changes: to the parent context, or to the store.
    open func save() throws {
        guard hasChanges else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let (ins, upd, del) = locked { (inserted, updated, deleted) }
        for object in ins + upd { object.willSave() }
        if let parent {
            for object in ins { parent.insert(object) }
            for object in upd { parent._didChange(object) }
            for object in del { parent.delete(object) }
        } else {
            _store.commit(inserted: ins, deleted: del)
            for object in ins + upd { object.commit() }
        }
        locked {
            inserted = []
            updated = []
            deleted = []
        }
        for object in ins + upd { object.didSave() }
        NotificationCenter.default.post(
            name: .NSManagedObjectContextDidSave, object: self,
            userInfo: [NSInsertedObjectsKey: Set(ins), NSUpdatedObjectsKey: Set(upd), NSDeletedObjectsKey: Set(del)])
    }

    /// Forgets the waiting changes: values go back to what was saved.
    open func rollback() {
        let (ins, upd, del) = locked { (inserted, updated, deleted) }
        for object in upd + del {
            object.revert()
            object.deleted = false
        }
        for object in ins { object.managedObjectContext = nil }
        locked {
            inserted = []
            updated = []
            deleted = []
        }
    }

    open func reset() { rollback() }
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) { if !flag { object.revert() } }
    open func refreshAllObjects() {}
    open func processPendingChanges() {}
    open func mergeChanges(fromContextDidSave notification: Notification) {}
    open class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext])
    {}
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}
    open func assign(_ object: Any, to store: NSPersistentStore) {}
    open func detectConflicts(for object: NSManagedObject) {}
    open func shouldHandleInaccessibleFault(
        _ fault: NSManagedObject, for oid: NSManagedObjectID, triggeredByProperty property: NSPropertyDescription?
    ) -> Bool { false }
    open func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws {}
    open var queryGenerationToken: NSQueryGenerationToken? { nil }

    // MARK: Finding objects

    /// The objects a fetch of `entity` sees: the store's, with this context's (and its parents')
    /// waiting inserts and without its waiting deletes when pending changes count.
    func _candidates(of entity: NSEntityDescription, subentities: Bool, pending: Bool) -> [NSManagedObject] {
        var objects = _store.objects(of: entity, subentities: subentities)
        if pending {
            var context: NSManagedObjectContext? = self
            while let current = context {
                let (ins, del) = current.locked { (current.inserted, current.deleted) }
                objects += ins.filter { object in
                    (subentities ? object.entity.isKindOf(entity: entity) : object.entity.name == entity.name)
                        && !objects.contains { $0 === object }
                }
                objects.removeAll { object in del.contains { $0 === object } }
                context = current.parent
            }
        }
        return objects.filter { !$0.isDeleted || !pending }
    }

    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        try request._run(in: self)
    }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try request._objects(in: self).count
    }

    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        try request._execute(in: self)
    }

    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let object = try? existingObject(with: objectID) else {
            fatalError("NSManagedObjectContext: no object \(objectID) in this context's store")
        }
        return object
    }

    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        let all = _store.all() + locked { inserted }
        guard let found = all.first(where: { $0.objectID == objectID }) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 133000, userInfo: [NSLocalizedDescriptionKey: "no object \(objectID)"])
        }
        return found
    }

    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { try? existingObject(with: objectID) }

    // MARK: Running work

    /// Runs `block` on the context's queue (a private context's own serial queue, else now).
    open func perform(_ block: @escaping @Sendable () -> Void) {
        if let queue { queue.async(execute: block) } else { block() }
    }

    open func performAndWait(_ block: () -> Void) {
        guard let queue, DispatchQueue.getSpecific(key: Self.queueKey) != ObjectIdentifier(self) else { return block() }
        queue.sync(execute: block)
    }

    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        guard let queue, DispatchQueue.getSpecific(key: Self.queueKey) != ObjectIdentifier(self) else { return try block() }
        return try queue.sync(execute: block)
    }

    private static let queueKey = DispatchSpecificKey<ObjectIdentifier>()

    /// How an async `perform` is scheduled (Apple's `NSManagedObjectContext.ScheduledTaskType`).
    public enum ScheduledTaskType: Sendable {
        case immediate, enqueued
    }

    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try performAndWait(block)
    }

    private func locked<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// A point in a store's history a context reads at (Apple's `NSQueryGenerationToken`).
open class NSQueryGenerationToken: NSObject, @unchecked Sendable {
    open class var current: NSQueryGenerationToken { NSQueryGenerationToken() }
}

/// The saved objects of one store, shared by every coordinator in the run that names it.
final class _ObjectStore: @unchecked Sendable {
    let identifier: String
    private let lock = NSLock()
    private var saved: [NSManagedObject] = []

    init(identifier: String) { self.identifier = identifier }

    static let unattached = _ObjectStore(identifier: "unattached")
    nonisolated(unsafe) private static var stores: [String: _ObjectStore] = [:]
    private static let storesLock = NSLock()

    /// The store at `url`: the same one for every coordinator naming it; a new one in memory.
    static func store(at url: URL?, type: String) -> _ObjectStore {
        guard let url, type != NSInMemoryStoreType, url.path != "/dev/null" else {
            return _ObjectStore(identifier: "memory-" + UUID().uuidString)
        }
        storesLock.lock()
        defer { storesLock.unlock() }
        let key = url.standardizedFileURL.path
        if let store = stores[key] { return store }
        let store = _ObjectStore(identifier: key)
        stores[key] = store
        return store
    }

    func objects(of entity: NSEntityDescription, subentities: Bool) -> [NSManagedObject] {
        lock.withLock { saved.filter { subentities ? $0.entity.isKindOf(entity: entity) : $0.entity.name == entity.name } }
    }

    func all() -> [NSManagedObject] { lock.withLock { saved } }
    func contains(_ object: NSManagedObject) -> Bool { lock.withLock { saved.contains { $0 === object } } }

    func commit(inserted: [NSManagedObject], deleted: [NSManagedObject]) {
        lock.withLock {
            saved.removeAll { object in deleted.contains { $0 === object } }
            for object in inserted where !saved.contains(where: { $0 === object }) { saved.append(object) }
        }
    }

    func removeAll() { lock.withLock { saved = [] } }
}
