import FoundationCompatibility

/// A value an intent parameter can hold (Apple's `_IntentValue`).
public protocol _IntentValue: SendableMetatype {
    /// The value without optionality or collection (what `Int?` and `[Int]` hold: `Int`).
    associatedtype ValueType = Self
    /// The value `default:` takes: the value itself, or what an optional wraps.
    associatedtype UnwrappedType = Self
    /// The value made from its unwrapped form.
    static func _wrap(_ unwrapped: UnwrappedType) -> Self
    /// `nil` for an optional, else nothing: what an unset parameter reads as.
    static var _none: Self? { get }
}

extension _IntentValue where UnwrappedType == Self {
    public static func _wrap(_ unwrapped: Self) -> Self { unwrapped }
}

extension _IntentValue {
    public static var _none: Self? { nil }
}

extension Int: _IntentValue { public typealias ValueType = Int }
extension Double: _IntentValue { public typealias ValueType = Double }
extension Bool: _IntentValue { public typealias ValueType = Bool }
extension String: _IntentValue { public typealias ValueType = String }
extension Date: _IntentValue { public typealias ValueType = Date }
extension DateComponents: _IntentValue { public typealias ValueType = DateComponents }
extension URL: _IntentValue { public typealias ValueType = URL }
extension Decimal: _IntentValue { public typealias ValueType = Decimal }
extension AttributedString: _IntentValue { public typealias ValueType = AttributedString }
extension Data: _IntentValue { public typealias ValueType = Data }

extension Never: _IntentValue {
    public typealias ValueType = Never
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public typealias UnwrappedType = Wrapped
    public static func _wrap(_ unwrapped: Wrapped) -> Wrapped? { unwrapped }
    public static var _none: Wrapped?? { .some(nil) }
}

extension Array: _IntentValue where Element: _IntentValue {
    public typealias ValueType = Element
    public typealias UnwrappedType = [Element]
}

extension Set: _IntentValue where Element: _IntentValue {
    public typealias ValueType = Element
    public typealias UnwrappedType = Set<Element>
}

extension Never: AppIntent {
    public typealias PerformResult = IntentResultContainer<Never, Never, Never, Never>
    public static var title: LocalizedStringResource { "Never" }
    public init() { fatalError("Never cannot be made") }
    public func perform() async throws -> PerformResult { switch self {} }
}

extension Never: ParameterSummary {
    public typealias Intent = Never
}

/// A parameter of an intent (Apple's `IntentParameter`, spelled `@Parameter` in an intent).
/// Unset, it holds its `default:`, `nil` for an optional; a configurable widget's parameters are
/// set from their entities' default queries before the provider is asked (widgetdeck preview).
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable where Value: _IntentValue {
    public enum ControlStyle: Hashable, Sendable { case field, slider, stepper }
    public typealias IntControlStyle = ControlStyle
    public typealias DoubleControlStyle = ControlStyle
    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound) where Bound: Comparable
    public enum DateKind: Hashable, Sendable { case date, time, dateTime }

    /// The parameter's title, as the settings show it.
    public let title: LocalizedStringResource
    public let parameterDescription: LocalizedStringResource?
    let defaultValue: Value.UnwrappedType?
    var value: Value?
    /// Where a default comes from when none is given: an entity's or options provider's query.
    var resolveDefault: (@Sendable () async -> Value?)?

    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: ControlStyle = .stepper, inclusiveRange: (lowerBound: Value.ValueType, upperBound: Value.ValueType)? = nil,
        displayName: Bool.IntentDisplayName? = nil, inputOptions: String.IntentInputOptions? = nil, kind: DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, supportedValues: [Value.ValueType]? = nil
    ) {
        self.title = title
        parameterDescription = description
        self.defaultValue = defaultValue
        resolveDefault = Self.defaultQuery()
    }

    public init<OptionsProvider>(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, controlStyle: ControlStyle = .stepper,
        inclusiveRange: (lowerBound: Value.ValueType, upperBound: Value.ValueType)? = nil,
        inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider {
        self.title = title
        parameterDescription = description
        self.defaultValue = defaultValue
        resolveDefault = {
            if let value = await optionsProvider.defaultResult() as? Value { return value }
            if let first = (try? await optionsProvider.results())?.items.first as? Value.UnwrappedType { return Value._wrap(first) }
            return nil
        }
    }

    public init<Query>(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
    ) where Query: EntityQuery {
        self.title = title
        parameterDescription = description
        self.defaultValue = defaultValue
        resolveDefault = { await Self.first(of: query) }
    }

    /// A list parameter with a size per widget family (`size: [.systemSmall: 1, .systemMedium: 2]`).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize], inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, default: defaultValue, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A list parameter of one size in every family.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, default: defaultValue, inputConnectionBehavior: inputConnectionBehavior)
    }

    public convenience init<Query>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize], inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
    ) where Query: EntityQuery {
        self.init(
            title: title, description: description, default: defaultValue, inputConnectionBehavior: inputConnectionBehavior, query: query)
    }

    public convenience init<Query>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize, inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
    ) where Query: EntityQuery {
        self.init(
            title: title, description: description, default: defaultValue, inputConnectionBehavior: inputConnectionBehavior, query: query)
    }

    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let defaultValue { return Value._wrap(defaultValue) }
            if let none = Value._none { return none }
            fatalError("Intent parameter “\(String(localized: title))” has no value: give it a default: or make it optional")
        }
        set { value = newValue }
    }

    public var projectedValue: IntentParameter<Value> { self }

    public final func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
        AppIntentError("“\(String(localized: title))” needs a value")
    }
    public final func requestValue(_ dialog: IntentDialog? = nil) -> any Error { needsValueError(dialog) }

    /// The entity type's default query, when the value is an entity.
    static func defaultQuery() -> (@Sendable () async -> Value?)? {
        guard let entity = Value.UnwrappedType.self as? any AppEntity.Type else { return nil }
        return { await Self.defaultEntity(of: entity) }
    }

    static func defaultEntity<E: AppEntity>(of type: E.Type) async -> Value? {
        await first(of: E.defaultQuery)
    }

    /// What a query offers first: its default result, else its first suggestion.
    static func first<Q: EntityQuery>(of query: Q) async -> Value? {
        if let entity = await query.defaultResult(), let value = entity as? Value.UnwrappedType { return Value._wrap(value) }
        if let suggested = try? await query.suggestedEntities(), let first = suggested.items.first as? Value.UnwrappedType {
            return Value._wrap(first)
        }
        return nil
    }
}

/// A parameter whose value can be filled in before an intent is used.
protocol _ResolvableParameter: AnyObject {
    func resolveIfUnset() async
}

extension IntentParameter: _ResolvableParameter {
    func resolveIfUnset() async {
        guard value == nil, defaultValue == nil, let resolveDefault else { return }
        value = await resolveDefault()
    }
}

/// Fills in each parameter of `intent` that has no value and no default from its entity's
/// query, as WidgetKit does for a new widget's configuration.
public func _resolveParameterDefaults<I: AppIntent>(of intent: I) async {
    for child in Mirror(reflecting: intent).children {
        if let parameter = child.value as? any _ResolvableParameter { await parameter.resolveIfUnset() }
    }
}

/// The parameters of `intent`, title and value, as text (the event log, `describe`).
public func _parameterDescriptions<I: AppIntent>(of intent: I) -> [(String, String)] {
    Mirror(reflecting: intent).children.compactMap { child in
        guard let parameter = child.value as? any _DescribableParameter else { return nil }
        return (child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "", parameter.valueDescription)
    }
}

protocol _DescribableParameter { var valueDescription: String { get } }

extension IntentParameter: _DescribableParameter {
    var valueDescription: String {
        if let value { return "\(value)" }
        if let defaultValue { return "\(defaultValue)" }
        return "none"
    }
}

public enum InputConnectionBehavior: Hashable, Sendable {
    case `default`, never, connectToPreviousIntentResult
}

extension String {
    /// How a string parameter is typed (Apple's `String.IntentInputOptions`).
    public struct IntentInputOptions: Sendable {
        public enum KeyboardType: Hashable, Sendable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter,
                webSearch, asciiCapableNumberPad
        }
        public enum CapitalizationType: Hashable, Sendable { case none, words, sentences, allCharacters }
        public init(
            keyboardType: KeyboardType = .asciiCapable, capitalizationType: CapitalizationType = .sentences, multiline: Bool = false,
            autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
        ) {}
    }
}

extension Bool {
    /// How a Boolean parameter's two values are named (Apple's `Bool.IntentDisplayName`).
    public struct IntentDisplayName: Sendable {
        public init(true: LocalizedStringResource, false: LocalizedStringResource) {}
    }
}

// MARK: - Parameter summaries

/// A sentence describing an intent's parameters (Apple's `ParameterSummary`).
public protocol ParameterSummary {
    associatedtype Intent: AppIntent
}

public struct IntentParameterSummary<Intent>: ParameterSummary where Intent: AppIntent {
    public init() {}
    public init(@ParameterKeyPathsBuilder _ keyPaths: () -> [PartialKeyPath<Intent>]) {}
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {}
    public init(
        _ string: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
    ) {}

    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        public static func buildBlock(_ components: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] { components }
        public static func buildExpression<ValueType>(_ expression: KeyPath<Intent, IntentParameter<ValueType>>) -> PartialKeyPath<Intent>
        where ValueType: _IntentValue {
            expression
        }
    }
}

/// The string of a parameter summary, with parameters interpolated as `\(\.$name)`.
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation where Intent: AppIntent {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<V>(_ keyPath: KeyPath<Intent, IntentParameter<V>>) where V: _IntentValue {}
    }
}

/// Builds a conditional parameter summary.
@resultBuilder
public enum ParameterSummaryBuilder<Intent> where Intent: AppIntent {
    public static func buildBlock<Summary>(_ block: Summary) -> Summary where Summary: ParameterSummary { block }
    public static func buildExpression<Summary>(_ expression: Summary) -> Summary where Summary: ParameterSummary { expression }
}

/// A summary that depends on a parameter's value (`When`).
public struct ParameterSummaryWhenCondition<Intent, WhenCondition, Otherwise>: ParameterSummary where Intent: AppIntent {
    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator, _ value: some Equatable,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}
    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}
}

public enum EquatableComparisonOperator: Hashable, Sendable { case equalTo, notEqualTo }
public enum HasValueComparisonOperator: Hashable, Sendable { case hasAnyValue, hasNoValue }

extension AppIntent {
    public typealias When<W, O> = ParameterSummaryWhenCondition<Self, W, O>
}

/// The widget families a list parameter's size is given for (Apple's `IntentWidgetFamily`).
public enum IntentWidgetFamily: Hashable, Sendable, CaseIterable {
    case accessoryCircular, accessoryCorner, accessoryInline, accessoryRectangular
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
}

/// How many values a list parameter holds (Apple's `IntentCollectionSize`): `2` means exactly two.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Sendable {
    public let minimum: Int
    public let maximum: Int
    public init(exactly: Int) { (minimum, maximum) = (exactly, exactly) }
    public init(min: Int, max: Int) { (minimum, maximum) = (min, max) }
    public init(integerLiteral value: Int) { self.init(exactly: value) }
}

/// Another intent's parameters, read by a query or options provider while that intent is being
/// configured (Apple's `IntentParameterDependency`): none is being configured in a preview, so
/// its value is nil — the path a query takes when no such intent is in progress.
@propertyWrapper
public final class IntentParameterDependency<Intent>: @unchecked Sendable where Intent: AppIntent {
    public init<V0, P0>(_ k0: KeyPath<Intent, P0>) where V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0> {}
    public init<V0, P0, V1, P1>(_ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>)
    where V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable, P1: IntentParameter<V1> {}
    public init<V0, P0, V1, P1, V2, P2>(_ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>)
    where
        V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable, P1: IntentParameter<V1>,
        V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>
    {}
    public init<V0, P0, V1, P1, V2, P2, V3, P3>(
        _ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>, _ k3: KeyPath<Intent, P3>
    )
    where
        V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable, P1: IntentParameter<V1>,
        V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>, V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3>
    {}

    /// The intent being configured: none here.
    public final var wrappedValue: IntentProjection<Intent>? { nil }
}

/// The parameters of an intent being configured, by name (Apple's `IntentProjection`).
@dynamicMemberLookup
public final class IntentProjection<Intent>: @unchecked Sendable where Intent: AppIntent {
    let intent: Intent
    init(_ intent: Intent) { self.intent = intent }
    public final subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value.UnwrappedType where Value: _IntentValue {
        let value = intent[keyPath: keyPath]
        guard let unwrapped = value as? Value.UnwrappedType else { fatalError("\(Intent.self): the parameter read has no value") }
        return unwrapped
    }
}
