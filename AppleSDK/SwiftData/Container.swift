// A container and its stores (Apple's `ModelContainer`, `ModelConfiguration`). A store lives for
// the preview program's run: widgetdeck writes no database, and a phone's store — written by
// the app, read by its widget — is not on this machine, so a widget's container starts empty,
// as it does on a phone before the app first runs. Containers in one run that name the same
// store share it, as an app's and its widget's code share one file on a phone.
import Foundation

/// Where and how a container keeps its models (Apple's `ModelConfiguration`).
public struct ModelConfiguration: Hashable, @unchecked Sendable {
    public var name: String
    public var schema: Schema?
    public var isStoredInMemoryOnly: Bool
    public var allowsSave: Bool
    public var url: URL
    public var groupContainer: GroupContainer
    public var cloudKitDatabase: CloudKitDatabase
    public var groupAppContainerIdentifier: String? {
        if case .identifier(let identifier) = groupContainer.kind { return identifier }
        return nil
    }
    public var cloudKitContainerIdentifier: String? {
        if case .private(let identifier) = cloudKitDatabase.kind { return identifier }
        return nil
    }

    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("\(self.name).store")
        if isStoredInMemoryOnly { url = URL(fileURLWithPath: "/dev/null") }
    }

    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.init(name, schema: schema, allowsSave: allowsSave, cloudKitDatabase: cloudKitDatabase)
        self.url = url
    }

    public init(isStoredInMemoryOnly: Bool) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.url == rhs.url && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
    }

    /// Which app group's container the store is in (Apple's `ModelConfiguration.GroupContainer`).
    public struct GroupContainer: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, none, identifier(String) }
        let kind: Kind
        public static let automatic = GroupContainer(kind: .automatic)
        public static let none = GroupContainer(kind: .none)
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(kind: .identifier(groupName)) }
    }

    /// Which iCloud database the store syncs with (Apple's `ModelConfiguration.CloudKitDatabase`):
    /// none here — the store is not synced.
    public struct CloudKitDatabase: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, none, `private`(String) }
        let kind: Kind
        public static let automatic = CloudKitDatabase(kind: .automatic)
        public static let none = CloudKitDatabase(kind: .none)
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
            CloudKitDatabase(kind: .private(containerIdentifier))
        }
    }
}

/// The saved models of one store, shared by every container in the run that names it.
final class _ModelStore: @unchecked Sendable {
    let identifier: String
    private let lock = NSLock()
    private var saved: [ObjectIdentifier: [AnyObject]] = [:]

    init(identifier: String) { self.identifier = identifier }

    func objects(of type: ObjectIdentifier) -> [AnyObject] {
        lock.lock()
        defer { lock.unlock() }
        return saved[type] ?? []
    }

    /// Keeps `inserted` and forgets `deleted`, all at once.
    func commit(inserted: [(ObjectIdentifier, AnyObject)], deleted: [(ObjectIdentifier, AnyObject)]) {
        lock.lock()
        defer { lock.unlock() }
        for (type, object) in deleted { saved[type]?.removeAll { $0 === object } }
        for (type, object) in inserted where !(saved[type] ?? []).contains(where: { $0 === object }) {
            saved[type, default: []].append(object)
        }
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        saved = [:]
    }

    private nonisolated(unsafe) static var stores: [String: _ModelStore] = [:]
    private static let storesLock = NSLock()

    /// The store at `configuration`'s place: the same one for every container naming it; a new
    /// one for each in-memory container.
    static func store(for configuration: ModelConfiguration) -> _ModelStore {
        if configuration.isStoredInMemoryOnly { return _ModelStore(identifier: "memory-" + UUID().uuidString) }
        storesLock.lock()
        defer { storesLock.unlock() }
        let key = configuration.url.standardizedFileURL.path
        if let store = stores[key] { return store }
        let store = _ModelStore(identifier: key)
        stores[key] = store
        return store
    }
}

/// What a container could not do (Apple's `SwiftDataError`).
public struct SwiftDataError: Error, Hashable, Sendable, CustomStringConvertible {
    let reason: String
    public static let loadIssueModelContainer = SwiftDataError(reason: "the container could not be loaded")
    public static let unsupportedPredicate = SwiftDataError(reason: "the predicate is not supported")
    public static let unsupportedSortDescriptor = SwiftDataError(reason: "the sort descriptor is not supported")
    public static let includePendingChangesWithBatchSize = SwiftDataError(reason: "a batched fetch cannot include pending changes")
    public static let modelValidationFailure = SwiftDataError(reason: "a model failed validation")
    public static let missingModelContext = SwiftDataError(reason: "the model is in no context")
    public var description: String { "SwiftDataError: \(reason)" }
}

/// The models an app keeps and their stores (Apple's `ModelContainer`).
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public var configurations: Set<ModelConfiguration>
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    let store: _ModelStore
    var _storeIdentifier: String { store.identifier }
    private var main: ModelContext?
    private let lock = NSLock()

    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws
    {
        schema = givenSchema
        self.migrationPlan = migrationPlan
        let chosen = configurations.isEmpty ? [ModelConfiguration(schema: givenSchema)] : configurations
        self.configurations = Set(chosen)
        store = _ModelStore.store(for: chosen[0])
    }

    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    ) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// The container's context for the main actor.
    @MainActor public var mainContext: ModelContext {
        lock.lock()
        defer { lock.unlock() }
        if let main { return main }
        let context = ModelContext(self)
        main = context
        return context
    }

    /// Forgets every saved model.
    public func deleteAllData() { store.removeAll() }
}
