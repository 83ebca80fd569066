import FoundationCompatibility

/// A type's name for people (Apple's `TypeDisplayRepresentable`).
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value's presentation for people (Apple's `InstanceDisplayRepresentable`).
public protocol InstanceDisplayRepresentable {
    var displayRepresentation: DisplayRepresentation { get }
}

public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A value intents take (Apple's `AppValue`).
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable {}

/// Something of the app that intents act on (Apple's `AppEntity`).
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable where Self.ID: EntityIdentifierConvertible, Self.ID: Sendable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var defaultQuery: Self.DefaultQuery { get }
}

extension AppEntity {
    public typealias Property = EntityProperty
}

extension AppEntity where Self: CustomLocalizedStringResourceConvertible {
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// An identifier that turns into a string and back (Apple's `EntityIdentifierConvertible`).
public protocol EntityIdentifierConvertible {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

/// Gives an intent parameter its choices (Apple's `DynamicOptionsProvider`).
public protocol DynamicOptionsProvider: _SupportsAppDependencies, Sendable {
    associatedtype Result: ResultsCollection
    associatedtype DefaultValue: _IntentValue = Self.Result.Result
    func results() async throws -> Self.Result
    func defaultResult() async -> Self.DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
    public typealias ItemCollection = IntentItemCollection
    public typealias ItemSection = IntentItemSection
}

/// Choices for a parameter (Apple's `ResultsCollection`).
public protocol ResultsCollection<Result> {
    associatedtype Result: _IntentValue
    var items: [Self.Result] { get }
}

extension Array: ResultsCollection where Element: _IntentValue {
    public typealias Result = Element
    public var items: [Element] { self }
}

/// Sections of choices.
public struct IntentItemCollection<Result>: ResultsCollection where Result: _IntentValue {
    public var sections: [IntentItemSection<Result>]
    public init(sections: [IntentItemSection<Result>]) { self.sections = sections }
    public init(items: [IntentItem<Result>]) { sections = [IntentItemSection(items: items)] }
    public init(items: [Result]) { sections = [IntentItemSection(items: items.map { IntentItem($0) })] }
    public var items: [Result] { sections.flatMap { $0.items.map(\.value) } }
    public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }
}

public struct IntentItemSection<Result>: Sendable where Result: _IntentValue {
    public var title: LocalizedStringResource?
    public var items: [IntentItem<Result>]
    public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }
    public init(_ title: LocalizedStringResource? = nil, items: [Result]) {
        self.title = title
        self.items = items.map { IntentItem($0) }
    }
}

public struct IntentItem<Result>: @unchecked Sendable where Result: _IntentValue {
    public var value: Result
    public init(
        _ value: Result, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
    }
}

/// Finds entities by identifier, and suggests some (Apple's `EntityQuery`).
public protocol EntityQuery: DynamicOptionsProvider, PersistentlyIdentifiable {
    associatedtype Entity: AppEntity = Self.Result.Result where Self.Result.Result == Self.Entity
    associatedtype Result = [Self.Entity]
    init()
    func entities(for identifiers: [Self.Entity.ID]) async throws -> [Self.Entity]
    func suggestedEntities() async throws -> Self.Result
}

extension EntityQuery {
    public func results() async throws -> Result { try await suggestedEntities() }
}

extension EntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Self.Result
}

public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> Self.Result
}

extension EnumerableEntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
}

public protocol EntityPropertyQuery: EntityQuery {}

/// An entity that is the only one of its type.
public protocol UniqueAppEntity: AppEntity {}

/// A property of an entity (Apple's `EntityProperty`, spelled `@Property`).
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable where Value: Sendable {
    var value: Value?
    public let title: LocalizedStringResource

    public init(title: LocalizedStringResource) { self.title = title }
    public init() { title = "" }
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        value = wrappedValue
    }

    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("Entity property “\(String(localized: title))” has no value") }
            return value
        }
        set { value = newValue }
    }

    public var projectedValue: EntityProperty<Value> { self }
}

// MARK: - Enums

/// Values named for people, case by case (Apple's `CaseDisplayRepresentable`).
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable, Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: "\(self)")
    }
}

public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

/// An enumeration intents take (Apple's `AppEnum`).
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable where Self.RawValue: LosslessStringConvertible {}

extension AppEnum {}

// MARK: - Shortcuts (declared, not donated)

public protocol AppShortcutsProvider: Sendable {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    public static func updateAppShortcutParameters() {}
}

public struct AppShortcut: Sendable {
    public init<Intent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String)
    where Intent: AppIntent {}
    public init<Intent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String? = nil) where Intent: AppIntent {}
}

public struct AppShortcutPhrase<Intent>: ExpressibleByStringInterpolation, Sendable where Intent: AppIntent {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
        public mutating func appendInterpolation<V>(_ keyPath: KeyPath<Intent, IntentParameter<V>>) where V: _IntentValue {}
    }
}

public struct AppShortcutPhraseToken: Sendable {
    public static let applicationName = AppShortcutPhraseToken()
}

@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { components }
    public static func buildExpression(_ component: AppShortcut) -> AppShortcut { component }
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] { components.flatMap { $0 } }
}

public enum ShortcutTileColor: Hashable, Sendable {
    case red, orange, yellow, lime, green, teal, lightBlue, navy, blue, grape, purple, pink, grayBlue, grayGreen, grayBrown
}

/// A file an intent takes (Apple's `IntentFile`).
public struct IntentFile: _IntentValue, Sendable {
    public typealias ValueType = IntentFile
    public var data: Data
    public var filename: String
    public init(data: Data, filename: String, type: Any? = nil) {
        self.data = data
        self.filename = filename
    }
}
