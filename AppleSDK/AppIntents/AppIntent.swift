// AppIntents on Linux: the module a widget file's `import AppIntents` finds. Intents are real
// here — `perform()` runs when a widget's `Button(intent:)` is pressed in the dashboard — but
// nothing is donated to the system: there is no Shortcuts app, no Siri.
@_exported import FoundationCompatibility

/// Types that can ask for dependencies (`@Dependency`).
public protocol _SupportsAppDependencies {}

extension _SupportsAppDependencies {
    public typealias Dependency = AppDependency
}

/// A type identified across launches by a string (Apple's `PersistentlyIdentifiable`).
public protocol PersistentlyIdentifiable {
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// An action the system, a widget or a control can perform (Apple's `AppIntent`).
public protocol AppIntent: PersistentlyIdentifiable, _SupportsAppDependencies, Sendable {
    associatedtype PerformResult: IntentResult
    associatedtype SummaryContent: ParameterSummary
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var openAppWhenRun: Bool { get }
    static var isDiscoverable: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    static var parameterSummary: Self.SummaryContent { get }
    init()
    func perform() async throws -> Self.PerformResult
}

extension AppIntent {
    public typealias Parameter = IntentParameter
    public typealias Summary = IntentParameterSummary<Self>
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    public static var parameterSummary: IntentParameterSummary<Self> { IntentParameterSummary() }

    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) -> AppIntentError {
        AppIntentError.Unrecoverable.unknown
    }
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {}
    public func requestConfirmation(
        result: IntentDialog? = nil, confirmationActionName: ConfirmationActionName = .go, showPrompt: Bool = true
    ) async throws {}
}

public enum IntentAuthenticationPolicy: Hashable, Sendable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

public struct ConfirmationActionName: Hashable, Sendable {
    let name: String
    public static let go = ConfirmationActionName(name: "go")
    public static let add = ConfirmationActionName(name: "add")
    public static let `continue` = ConfirmationActionName(name: "continue")
    public static let done = ConfirmationActionName(name: "done")
    public static let set = ConfirmationActionName(name: "set")
}

/// The intent a configurable widget's settings are (Apple's `WidgetConfigurationIntent`).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    public func perform() async throws -> some IntentResult { .result() }
}

/// The intent a control's settings are (Apple's `ControlConfigurationIntent`).
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    public func perform() async throws -> some IntentResult { .result() }
}

public protocol SystemIntent: AppIntent {}
public protocol AudioPlaybackIntent: SystemIntent {}
public protocol AudioStartingIntent: SystemIntent {}
public protocol LiveActivityIntent: SystemIntent {}
public protocol LiveActivityStartingIntent: SystemIntent {}
public protocol ForegroundContinuableIntent: AppIntent {}
public protocol ProgressReportingIntent: AppIntent {}
public protocol URLRepresentableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    public func needsToContinueInForegroundError(
        _ dialog: IntentDialog? = nil, continuation: (@MainActor () async throws -> Void)? = nil
    ) -> AppIntentError {
        AppIntentError.Unrecoverable.unknown
    }
    @discardableResult
    public func requestToContinueInForeground<ResultValue>(
        _ dialog: IntentDialog? = nil, continuation: @MainActor () async throws -> ResultValue = { () }
    )
        async throws -> ResultValue where ResultValue: Sendable
    {
        try await continuation()
    }
}

/// Opens an entity (Apple's `OpenIntent`).
public protocol OpenIntent: SystemIntent {
    associatedtype Value: _IntentValue
    var target: Self.Value { get set }
}

extension OpenIntent {
    public func perform() async throws -> some IntentResult { .result() }
}

/// Sets a value (Apple's `SetValueIntent`): the intent of a `Toggle(isOn:intent:)`.
public protocol SetValueIntent<ValueType>: AppIntent {
    associatedtype ValueType: _IntentValue
    var value: Self.ValueType { get set }
}

/// Opens a URL in the app.
public struct OpenURLIntent: OpenIntent {
    public static var title: LocalizedStringResource { "Open URL" }
    @Parameter(title: "URL") public var target: URL
    public init() {}
    public init(_ url: URL) {
        self.init()
        target = url
    }
}

/// Why an intent could not go on (Apple's `AppIntentError`).
public struct AppIntentError: Error, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }

    public enum Unrecoverable {
        public static let unknown = AppIntentError("the intent could not be performed")
        public static let entityNotFound = AppIntentError("the entity was not found")
        public static let notAllowed = AppIntentError("the intent is not allowed")
    }

    public static let restartPerform = AppIntentError("the intent must be performed again")
    public static let userActionRequired = AppIntentError("the intent needs the user")
}

// MARK: - Results

/// What performing an intent returns (Apple's `IntentResult`).
public protocol IntentResult: Sendable {
    associatedtype Value: _IntentValue = Never
    associatedtype OpensAppIntent: AppIntent = Never
    associatedtype Dialog = Never
    associatedtype Snippet = Never
    var value: Self.Value? { get }
}

public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

public protocol ProvidesDialog: IntentResult where Self.Dialog == IntentDialog {}
public protocol OpensIntent: IntentResult {}
public protocol ShowsSnippetView: IntentResult where Self.Snippet == _SnippetViewContainer {}

public struct _SnippetViewContainer: Sendable {}

/// The result `.result(…)` makes (Apple's `IntentResultContainer`).
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult, @unchecked Sendable
where Value: _IntentValue, OpensAppIntent: AppIntent {
    public var value: Value?
    public var dialog: IntentDialog?
    public var opensIntent: OpensAppIntent?
    public var activityIdentifier: String?
}

extension IntentResultContainer: ReturnsValue {}
extension IntentResultContainer: OpensIntent {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Snippet == _SnippetViewContainer {}

extension IntentResult {
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { Self() }
    public static func result<Value>(value: Value) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Never>, Value: _IntentValue {
        Self(value: value)
    }
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        Self(dialog: dialog)
    }
    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
    where
        Self == IntentResultContainer<Value, Never, Never, IntentDialog>,
        Value: _IntentValue
    {
        Self(value: value, dialog: dialog)
    }
    public static func result<OpensAppIntent>(opensIntent: OpensAppIntent) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never>, OpensAppIntent: AppIntent {
        Self(opensIntent: opensIntent)
    }
    public static func result<OpensAppIntent>(opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog>, OpensAppIntent: AppIntent {
        Self(dialog: dialog, opensIntent: opensIntent)
    }
    public static func result<Value, OpensAppIntent>(value: Value, opensIntent: OpensAppIntent) -> Self
    where Self == IntentResultContainer<Value, OpensAppIntent, Never, Never>, Value: _IntentValue, OpensAppIntent: AppIntent {
        Self(value: value, opensIntent: opensIntent)
    }
    public static func result<Value, OpensAppIntent>(value: Value, opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, OpensAppIntent, Never, IntentDialog>, Value: _IntentValue, OpensAppIntent: AppIntent {
        Self(value: value, dialog: dialog, opensIntent: opensIntent)
    }
}

/// What an intent says when it is done (Apple's `IntentDialog`).
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable, CustomStringConvertible {
    public let full: LocalizedStringResource
    public let supporting: LocalizedStringResource?

    public init(_ resource: LocalizedStringResource) {
        full = resource
        supporting = nil
    }
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }
    public init(full: LocalizedStringResource, systemImageName: String) {
        self.full = full
        supporting = nil
    }
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.full = full
        self.supporting = supporting
    }
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    public var description: String { String(localized: full) }
}

/// An intent's description (Apple's `IntentDescription`).
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public var descriptionText: LocalizedStringResource
    public var categoryName: LocalizedStringResource?
    public var searchKeywords: [LocalizedStringResource]

    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [],
        resultValueName: LocalizedStringResource?
    ) {
        self.init(descriptionText, categoryName: categoryName, searchKeywords: searchKeywords)
    }
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How a value is shown: a title, a subtitle, an image (Apple's `DisplayRepresentation`).
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?
    public var synonyms: [LocalizedStringResource]

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        synonyms = []
    }
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// An image of a representation.
    public struct Image: Sendable {
        public enum DisplayStyle: Hashable, Sendable { case `default`, circular, square }
        public let systemName: String?
        public init(systemName name: String, isTemplate: Bool? = nil) { systemName = name }
        public init(named name: String, isTemplate: Bool? = nil) { systemName = nil }
        public init(url: URL, isTemplate: Bool? = nil) { systemName = nil }
        public init(data: Data, isTemplate: Bool? = nil) { systemName = nil }
        public init(url: URL, isTemplate: Bool? = nil, displayStyle: DisplayStyle) { systemName = nil }
        public init(data: Data, isTemplate: Bool? = nil, displayStyle: DisplayStyle) { systemName = nil }
    }
}

/// How a type is named (Apple's `TypeDisplayRepresentation`).
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?
    public var synonyms: [LocalizedStringResource]

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
        synonyms = []
    }
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil, synonyms: [LocalizedStringResource] = []) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = synonyms
    }
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
}

// MARK: - Dependencies

/// A dependency given to intents (Apple's `@AppDependency`, spelled `@Dependency`).
@propertyWrapper
public final class AppDependency<Value>: @unchecked Sendable where Value: Sendable {
    let key: AnyHashable?
    let manager: AppDependencyManager
    let fallback: (() -> Value)?

    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.init(key: key, manager: manager, fallback: nil)
    }

    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared, default: @autoclosure @escaping () -> Value) {
        self.init(key: key, manager: manager, fallback: `default`)
    }

    init(key: AnyHashable?, manager: AppDependencyManager, fallback: (() -> Value)?) {
        self.key = key
        self.manager = manager
        self.fallback = fallback
    }

    public var wrappedValue: Value {
        if let value = manager.value(of: Value.self, key: key) { return value }
        if let fallback { return fallback() }
        fatalError("No dependency of type \(Value.self) was added with AppDependencyManager.shared.add")
    }

    public var projectedValue: AppDependency<Value> { self }
}

/// Where dependencies are added (Apple's `AppDependencyManager`).
public final class AppDependencyManager: @unchecked Sendable {
    public static let shared = AppDependencyManager()
    private var providers: [String: () -> Any] = [:]
    private let lock = NSLock()

    public init() {}

    public final func add<Dependency>(key: AnyHashable? = nil, dependency dependencyProvider: @autoclosure @escaping () -> Dependency)
    where Dependency: Sendable {
        lock.lock()
        defer { lock.unlock() }
        providers[name(Dependency.self, key)] = dependencyProvider
    }

    public final func add<Dependency>(
        key: AnyHashable? = nil, dependency dependencyProvider: @escaping @Sendable () async throws -> Dependency
    )
    where Dependency: Sendable {}

    func value<V>(of type: V.Type, key: AnyHashable?) -> V? {
        lock.lock()
        let provider = providers[name(V.self, key)]
        lock.unlock()
        return provider?() as? V
    }

    private func name(_ type: Any.Type, _ key: AnyHashable?) -> String { "\(type)#\(key.map { "\($0)" } ?? "")" }
}
