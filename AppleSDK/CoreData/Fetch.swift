// Fetch requests and what reads their results (Apple's `NSFetchRequest`, batch requests,
// `NSFetchedResultsController`): a fetch filters the context's objects of an entity with its
// predicate, orders them with its sort descriptors, and pages them with its offset and limit.
import Foundation
import FoundationCompatibility

/// What a fetch returns (Apple's `NSFetchRequestResultType`).
public struct NSFetchRequestResultType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A request to a store (Apple's `NSPersistentStoreRequest`).
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {
    open var affectedStores: [NSPersistentStore]?
    func _execute(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult { NSPersistentStoreResult() }
}

/// What a store request gives back (Apple's `NSPersistentStoreResult`).
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// Which objects of an entity to fetch, in what order, how many (Apple's `NSFetchRequest`).
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    open var includesSubentities = true
    open var includesPendingChanges = true
    open var includesPropertyValues = true
    open var returnsObjectsAsFaults = true
    open var returnsDistinctResults = false
    open var shouldRefreshRefetchedObjects = false
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?
    open var propertiesToGroupBy: [Any]?
    open var havingPredicate: NSPredicate?

    public override init() { super.init() }
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// Runs the request in the context of the thread (Apple's `execute()`): it needs one here.
    open func execute() throws -> [ResultType] {
        throw NSError(
            domain: NSCocoaErrorDomain, code: 134_060,
            userInfo: [NSLocalizedDescriptionKey: "execute() needs a context: use context.fetch(_:)"])
    }

    func _entity(in context: NSManagedObjectContext) throws -> NSEntityDescription {
        if let entity { return entity }
        let name = entityName ?? String(describing: ResultType.self)
        if let found = context._model.entitiesByName[name] { return found }
        if let type = _ManagedClasses.named(name) { return context._entity(for: type) }
        throw NSError(
            domain: NSCocoaErrorDomain, code: 134_020, userInfo: [NSLocalizedDescriptionKey: "no entity named \(name) in the model"])
    }

    /// The objects the request matches, ordered and paged.
    func _objects(in context: NSManagedObjectContext) throws -> [NSManagedObject] {
        let entity = try _entity(in: context)
        var objects = context._candidates(of: entity, subentities: includesSubentities, pending: includesPendingChanges)
        if let predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
        if let descriptors = sortDescriptors, !descriptors.isEmpty {
            objects.sort { lhs, rhs in
                for descriptor in descriptors {
                    let order = descriptor._compare(lhs, rhs)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return false
            }
        }
        let start = min(fetchOffset, objects.count)
        let end = fetchLimit > 0 ? min(start + fetchLimit, objects.count) : objects.count
        return Array(objects[start..<end])
    }

    func _run(in context: NSManagedObjectContext) throws -> [ResultType] {
        let objects = try _objects(in: context)
        let results: [Any]
        switch resultType {
        case .countResultType: results = [NSNumber(value: objects.count)]
        case .managedObjectIDResultType: results = objects.map(\.objectID)
        case .dictionaryResultType:
            let keys = (propertiesToFetch ?? []).compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
            results = objects.map { object in
                NSDictionary(
                    dictionary: Dictionary(
                        uniqueKeysWithValues: (keys.isEmpty ? Array(object.entity.attributesByName.keys) : keys).compactMap { key in
                            object.value(forKey: key).map { (key, $0) }
                        }))
            }
        default: results = objects
        }
        return results.compactMap { $0 as? ResultType }
    }

    override func _execute(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult {
        NSAsynchronousFetchResult<ResultType>(finalResult: try _run(in: context))
    }
}

/// A fetch's result as a store result (Apple's `NSAsynchronousFetchResult`).
open class NSAsynchronousFetchResult<ResultType>: NSPersistentStoreResult, @unchecked Sendable {
    public let finalResult: [ResultType]?
    init(finalResult: [ResultType]?) { self.finalResult = finalResult }
}

/// What a batch request returns (Apple's `NSBatchDeleteRequestResultType` and kin).
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly = 0, resultTypeObjectIDs, resultTypeCount
}
public enum NSBatchUpdateRequestResultType: UInt, Sendable {
    case statusOnlyResultType = 0, updatedObjectIDsResultType, updatedObjectsCountResultType
}

/// A batch delete's outcome (Apple's `NSBatchDeleteResult`).
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    public let result: Any?
    init(result: Any?) { self.result = result }
}

/// A batch update's outcome (Apple's `NSBatchUpdateResult`).
open class NSBatchUpdateResult: NSPersistentStoreResult, @unchecked Sendable {
    public let result: Any?
    init(result: Any?) { self.result = result }
}

/// Deletes every object a fetch matches, straight in the store (Apple's `NSBatchDeleteRequest`).
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    public init(fetchRequest: NSFetchRequest<NSFetchRequestResult>) { self.fetchRequest = fetchRequest }
    public convenience init(objectIDs: [NSManagedObjectID]) {
        let request = NSFetchRequest<NSFetchRequestResult>()
        request.predicate = NSPredicate(block: { object, _ in
            objectIDs.contains { ($0 as NSManagedObjectID) == (object as? NSManagedObject)?.objectID }
        })
        request.entity = objectIDs.first?.entity
        self.init(fetchRequest: request)
    }

    override func _execute(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult {
        fetchRequest.includesPendingChanges = false
        let objects = try fetchRequest._objects(in: context)
        for object in objects { object.deleted = true }
        context._store.commit(inserted: [], deleted: objects)
        switch resultType {
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: objects.map(\.objectID))
        case .resultTypeCount: return NSBatchDeleteResult(result: objects.count)
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
        }
    }
}

/// Sets properties of every object a predicate matches, straight in the store (Apple's `NSBatchUpdateRequest`).
open class NSBatchUpdateRequest: NSPersistentStoreRequest, @unchecked Sendable {
    public let entityName: String
    open var predicate: NSPredicate?
    open var propertiesToUpdate: [AnyHashable: Any]?
    open var resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType
    open var includesSubentities = true

    public init(entityName: String) { self.entityName = entityName }
    public convenience init(entity: NSEntityDescription) { self.init(entityName: entity.name ?? "") }

    override func _execute(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult {
        let request = NSFetchRequest<NSManagedObject>(entityName: entityName)
        request.predicate = predicate
        request.includesPendingChanges = false
        let objects = try request._objects(in: context)
        for object in objects {
            for (key, value) in propertiesToUpdate ?? [:] {
                guard let name = (key as? String) ?? (key as? NSPropertyDescription)?.name else { continue }
                object.setPrimitiveValue(value, forKey: name)
            }
            object.commit()
        }
        switch resultType {
        case .updatedObjectIDsResultType: return NSBatchUpdateResult(result: objects.map(\.objectID))
        case .updatedObjectsCountResultType: return NSBatchUpdateResult(result: objects.count)
        case .statusOnlyResultType: return NSBatchUpdateResult(result: true)
        }
    }
}

/// A section of fetched results (Apple's `NSFetchedResultsSectionInfo`).
public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// How a fetched object changed (Apple's `NSFetchedResultsChangeType`).
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1, delete, move, update
}

/// Told of changes to fetched results (Apple's `NSFetchedResultsControllerDelegate`); each
/// requirement is optional on a phone, so each has a default here.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
}

/// A fetch's results kept for a list, in sections (Apple's `NSFetchedResultsController`): fetched
/// on `performFetch()`; a preview is a still frame, so no later change is followed.
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
    public let fetchRequest: NSFetchRequest<ResultType>
    public let managedObjectContext: NSManagedObjectContext
    public let sectionNameKeyPath: String?
    public let cacheName: String?
    open weak var delegate: (any NSFetchedResultsControllerDelegate)?
    open private(set) var fetchedObjects: [ResultType]?

    struct Section: NSFetchedResultsSectionInfo {
        let name: String
        var indexTitle: String? { name.first.map { String($0).uppercased() } }
        var items: [ResultType]
        var numberOfObjects: Int { items.count }
        var objects: [Any]? { items }
    }
    private var grouped: [Section] = []

    public init(
        fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext, sectionNameKeyPath: String?,
        cacheName name: String?
    ) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
    }

    open func performFetch() throws {
        let objects = try managedObjectContext.fetch(fetchRequest)
        fetchedObjects = objects
        guard let keyPath = sectionNameKeyPath else {
            grouped = [Section(name: "", items: objects)]
            return
        }
        grouped = []
        for object in objects {
            let name = _KeyValue.value(object, forKeyPath: keyPath).map { "\($0)" } ?? ""
            if let last = grouped.indices.last, grouped[last].name == name {
                grouped[last].items.append(object)
            } else {
                grouped.append(Section(name: name, items: [object]))
            }
        }
    }

    open var sections: [any NSFetchedResultsSectionInfo]? { fetchedObjects == nil ? nil : grouped }
    open var sectionIndexTitles: [String] { grouped.compactMap(\.indexTitle) }

    open func object(at indexPath: IndexPath) -> ResultType { grouped[indexPath[0]].items[indexPath[1]] }

    open func indexPath(forObject object: ResultType) -> IndexPath? {
        for (section, group) in grouped.enumerated() {
            if let item = group.items.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) {
                return IndexPath(indexes: [section, item])
            }
        }
        return nil
    }

    open class func deleteCache(withName name: String?) {}
}
