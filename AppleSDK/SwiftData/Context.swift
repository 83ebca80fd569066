// A context and its fetches (Apple's `ModelContext`, `FetchDescriptor`): inserts and deletes
// wait in the context until `save()` commits them to the store; a fetch filters the store's
// models — and the context's pending ones, unless told not to — with the descriptor's
// `#Predicate`, and orders them with its `SortDescriptor`s.
import Foundation
import FoundationCompatibility

/// What to fetch, in what order, how many (Apple's `FetchDescriptor`).
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// Models fetched a batch at a time (Apple's `FetchResultsCollection`): here, all at once.
public struct FetchResultsCollection<Element>: RandomAccessCollection {
    let elements: [Element]
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}

/// Where models are inserted, changed, fetched and saved (Apple's `ModelContext`).
public final class ModelContext: @unchecked Sendable {
    public let container: ModelContainer
    public var autosaveEnabled = true
    public var undoManager: UndoManager?
    public var author: String?
    private var inserted: [(ObjectIdentifier, AnyObject)] = []
    private var deleted: [(ObjectIdentifier, AnyObject)] = []
    private let lock = NSRecursiveLock()

    public static let willSave = Notification.Name("ModelContextWillSave")
    public static let didSave = Notification.Name("ModelContextDidSave")

    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Whether inserts or deletes wait to be saved.
    public var hasChanges: Bool { locked { !inserted.isEmpty || !deleted.isEmpty } }
    public var insertedModelsArray: [any PersistentModel] { locked { inserted.compactMap { $0.1 as? any PersistentModel } } }
    public var deletedModelsArray: [any PersistentModel] { locked { deleted.compactMap { $0.1 as? any PersistentModel } } }
    public var changedModelsArray: [any PersistentModel] { [] }

    /// Adds `model`; a model with the same value of a `.unique` attribute is replaced by it.
    public func insert<T: PersistentModel>(_ model: T) {
        locked {
            model._$widgetdeckModel.context = self
            model._$widgetdeckModel.isDeleted = false
            let type = ObjectIdentifier(T.self)
            for keyPath in T._$uniqueKeyPaths {
                guard let value = model[keyPath: keyPath] as? AnyHashable else { continue }
                for other in visible(type) where other !== model {
                    if let other = other as? T, (other[keyPath: keyPath] as? AnyHashable) == value { remove(other, type: type) }
                }
            }
            deleted.removeAll { $0.1 === model }
            if !inserted.contains(where: { $0.1 === model }) { inserted.append((type, model)) }
        }
    }

    /// Removes `model` when the context is saved.
    public func delete<T: PersistentModel>(_ model: T) {
        locked { remove(model, type: ObjectIdentifier(T.self)) }
    }

    /// Removes every model of `model` the predicate matches.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for object in try fetch(FetchDescriptor(predicate: predicate)) { delete(object) }
    }

    private func remove(_ model: AnyObject, type: ObjectIdentifier) {
        (model as? any PersistentModel)?._$widgetdeckModel.isDeleted = true
        if let index = inserted.firstIndex(where: { $0.1 === model }) {
            inserted.remove(at: index)
        } else if !deleted.contains(where: { $0.1 === model }) {
            deleted.append((type, model))
        }
    }

    /// Commits the waiting inserts and deletes to the store.
    public func save() throws {
        NotificationCenter.default.post(name: ModelContext.willSave, object: self)
        locked {
            container.store.commit(inserted: inserted, deleted: deleted)
            inserted = []
            deleted = []
        }
        NotificationCenter.default.post(name: ModelContext.didSave, object: self)
    }

    /// Forgets the waiting inserts and deletes.
    public func rollback() {
        locked {
            for (_, model) in deleted { (model as? any PersistentModel)?._$widgetdeckModel.isDeleted = false }
            inserted = []
            deleted = []
        }
    }

    public func processPendingChanges() {}

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// The models `descriptor` asks for.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        let type = ObjectIdentifier(T.self)
        var models: [T] = locked {
            let saved = container.store.objects(of: type).filter { object in !deleted.contains { $0.1 === object } }
            let pending = descriptor.includePendingChanges ? inserted.filter { $0.0 == type }.map(\.1) : []
            return (saved + pending).compactMap { $0 as? T }
        }
        if let predicate = descriptor.predicate { models = try models.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
        let start = min(descriptor.fetchOffset ?? 0, models.count)
        let end = descriptor.fetchLimit.map { min(start + $0, models.count) } ?? models.count
        return Array(models[start..<end])
    }

    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        FetchResultsCollection(elements: try fetch(descriptor))
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    public func enumerate<T: PersistentModel>(
        _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false, block: (T) throws -> Void
    ) throws {
        for model in try fetch(descriptor) { try block(model) }
    }

    /// The model with `persistentModelID` this context knows, if any.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        let type = ObjectIdentifier(T.self)
        let candidates: [AnyObject] = locked { container.store.objects(of: type) + inserted.filter { $0.0 == type }.map(\.1) }
        return candidates.lazy.compactMap { $0 as? T }.first { $0.persistentModelID == persistentModelID }
    }

    /// The model with `persistentModelID`: it must be in this context's store.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        let all: [AnyObject] = locked {
            inserted.map(\.1) + container.schema.types.flatMap { container.store.objects(of: ObjectIdentifier($0)) }
        }
        guard let found = all.lazy.compactMap({ $0 as? any PersistentModel }).first(where: { $0.persistentModelID == persistentModelID })
        else { fatalError("ModelContext: no model \(persistentModelID) in this context's store") }
        return found
    }

    func _isPending(_ model: AnyObject) -> Bool {
        locked { inserted.contains { $0.1 === model } || deleted.contains { $0.1 === model } }
    }

    private func visible(_ type: ObjectIdentifier) -> [AnyObject] {
        container.store.objects(of: type) + inserted.filter { $0.0 == type }.map(\.1)
    }

    private func locked<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
