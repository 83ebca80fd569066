// SwiftData's models on Linux (Apple's `@Model`, `PersistentModel`, `Schema`): a model class is
// an ordinary Swift class that `@Model` makes persistent — widgetdeck's macro gives it its
// identity and the record of the context it is in; its properties stay the stored properties
// the class declares. Queries are Foundation's `#Predicate` and `SortDescriptor`, evaluated on
// the objects themselves.
@_exported import Foundation
@_exported import Observation
import FoundationCompatibility

/// Makes a class a persistent model (Apple's `@Model`).
@attached(member, names: named(_$widgetdeckModel), named(_$uniqueKeyPaths))
@attached(extension, conformances: PersistentModel, Observable)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Model() = #externalMacro(module: "WidgetPreviewMacros", type: "PersistentModelMacro")

/// How a property is kept (Apple's `@Attribute`); `.unique` makes an insert replace the model
/// with the same value.
@attached(peer)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PersistenceMarkerMacro")

/// A property that refers to other models (Apple's `@Relationship`).
@attached(peer)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "WidgetPreviewMacros", type: "PersistenceMarkerMacro")

/// A property that is not kept (Apple's `@Transient`).
@attached(peer)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Transient() = #externalMacro(module: "WidgetPreviewMacros", type: "PersistenceMarkerMacro")

/// Properties whose values together are unique among a model's instances (Apple's `#Unique`).
@freestanding(declaration)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PersistenceDeclarationMacro")

/// Properties a store indexes (Apple's `#Index`): no index is needed in memory.
@freestanding(declaration)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PersistenceDeclarationMacro")

/// A class `@Model` made persistent (Apple's `PersistentModel`).
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// Where the model is: its identifier, its context, whether it was deleted (`@Model` adds it).
    var _$widgetdeckModel: _ModelState { get }
    /// The properties `@Attribute(.unique)` marks (`@Model` adds it).
    static var _$uniqueKeyPaths: [AnyKeyPath] { get }
}

extension PersistentModel {
    /// The model's identifier, the same for its whole life.
    public var persistentModelID: PersistentIdentifier { _$widgetdeckModel.identifier(entity: Self._entityName) }
    /// The context the model was inserted in, if any.
    public var modelContext: ModelContext? { _$widgetdeckModel.context }
    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _$widgetdeckModel.isDeleted }
    /// Whether the model has changes not yet saved: inserted and not yet saved.
    public var hasChanges: Bool { _$widgetdeckModel.context?._isPending(self) ?? false }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    static var _entityName: String { String(describing: Self.self) }
}

extension PersistentModel where ID == PersistentIdentifier {
    public var id: PersistentIdentifier { persistentModelID }
}

/// The record `@Model` keeps in each model.
public final class _ModelState: @unchecked Sendable {
    private static let counter = _Counter()
    let number: Int
    weak var context: ModelContext?
    var isDeleted = false

    public init() { number = _ModelState.counter.next() }

    func identifier(entity: String) -> PersistentIdentifier {
        PersistentIdentifier(entityName: entity, storeIdentifier: context?.container._storeIdentifier, number: number)
    }
}

final class _Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// A model's identifier (Apple's `PersistentIdentifier`).
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let entityName: String
    public let storeIdentifier: String?
    let number: Int

    init(entityName: String, storeIdentifier: String?, number: Int) {
        self.entityName = entityName
        self.storeIdentifier = storeIdentifier
        self.number = number
    }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.number) < (rhs.entityName, rhs.number)
    }

    public var description: String { "PersistentIdentifier(\(entityName) \(number))" }
}

/// The models a container keeps (Apple's `Schema`).
public final class Schema: @unchecked Sendable {
    public let entities: [Entity]
    public let version: Version
    let types: [any PersistentModel.Type]

    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
        entities = types.map { Entity(String(describing: $0)) }
    }

    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    public var entitiesByName: [String: Entity] { Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }) }

    /// A kind of model in a schema (Apple's `Schema.Entity`).
    public final class Entity: Hashable, @unchecked Sendable {
        public let name: String
        public init(_ name: String) { self.name = name }
        public static func == (lhs: Entity, rhs: Entity) -> Bool { lhs.name == rhs.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// A schema's version (Apple's `Schema.Version`).
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        public static func < (lhs: Version, rhs: Version) -> Bool { (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch) }
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// How an attribute is kept (Apple's `Schema.Attribute`).
    public enum Attribute {
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
            public static func transformable(by transformerType: ValueTransformer.Type) -> Option {
                Option(name: "transformable(\(transformerType))")
            }
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable(\(transformerName))") }
        }
    }

    /// How a relationship is kept (Apple's `Schema.Relationship`).
    public enum Relationship {
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }
        public enum DeleteRule: Hashable, Sendable {
            case nullify, cascade, deny, noAction
        }
    }
}

/// One version of an app's models (Apple's `VersionedSchema`).
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How a store moves between versions (Apple's `SchemaMigrationPlan`): a store starts empty
/// here, so no stage has a store to migrate.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// One step of a migration plan (Apple's `MigrationStage`).
public enum MigrationStage: @unchecked Sendable {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: ((ModelContext) throws -> Void)?,
        didMigrate: ((ModelContext) throws -> Void)?)
}
