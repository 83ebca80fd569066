import FoundationCompatibility
// Property wrappers. A widget view is rendered, not run: `@State` and `@AppStorage` hold the
// value they were created with (an app group's `UserDefaults` is read when it has one), a
// `Binding` reads and writes through its closures, and observed objects are what they are.

/// A value a view owns (Apple's `@State`): while a widget renders, its initial value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(reading: { box.value }, writing: { box.value = $0 })
    }
}

extension State: @unchecked Sendable where Value: Sendable {}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A value read and written elsewhere (Apple's `Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void
    public var transaction = Transaction()

    @preconcurrency
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        getter = get
        setter = set
    }

    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value, Transaction) -> Void) {
        getter = get
        setter = { set($0, Transaction()) }
    }

    init(reading: @escaping () -> Value, writing: @escaping (Value) -> Void) {
        getter = reading
        setter = writing
    }

    public static func constant(_ value: Value) -> Binding<Value> { Binding(reading: { value }, writing: { _ in }) }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(
            reading: { base.getter()[keyPath: keyPath] },
            writing: { value in
                var whole = base.getter()
                whole[keyPath: keyPath] = value
                base.setter(whole)
            })
    }

    public init<V>(_ base: Binding<V>) where Value == V? {
        getter = { base.getter() }
        setter = { if let value = $0 { base.setter(value) } }
    }

    public init?(_ base: Binding<Value?>) {
        guard let value = base.getter() else { return nil }
        getter = { base.getter() ?? value }
        setter = { base.setter($0) }
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: @unchecked Sendable where Value: Sendable {}
extension Binding: DynamicProperty {}

/// What a change happens in (Apple's `Transaction`); widgets do not animate.
public struct Transaction: Sendable {
    public init() {}
    public init(animation: Animation?) {}
    public var animation: Animation? {
        get { nil }
        set {}
    }
    public var disablesAnimations: Bool {
        get { true }
        set {}
    }
}

/// A value kept in user defaults (Apple's `@AppStorage`): read from the store (an app group's
/// suite, as widget extensions use) when the key is there, else the default.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let store: UserDefaults?
    let read: (UserDefaults) -> Value?
    let write: (UserDefaults, Value) -> Void
    let defaultValue: Value

    init(
        key: String, store: UserDefaults?, defaultValue: Value, read: @escaping (UserDefaults) -> Value?,
        write: @escaping (UserDefaults, Value) -> Void
    ) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    public var wrappedValue: Value {
        get { (store ?? .standard).object(forKey: key) == nil ? defaultValue : read(store ?? .standard) ?? defaultValue }
        nonmutating set { write(store ?? .standard, newValue) }
    }

    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(reading: { storage.wrappedValue }, writing: { storage.wrappedValue = $0 })
    }
}

extension AppStorage: @unchecked Sendable where Value: Sendable {}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.bool(forKey: key) }, write: { $0.set($1, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.integer(forKey: key) }, write: { $0.set($1, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.double(forKey: key) }, write: { $0.set($1, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.string(forKey: key) }, write: { $0.set($1, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.url(forKey: key) }, write: { $0.set($1, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.data(forKey: key) }, write: { $0.set($1, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, read: { $0.object(forKey: key) as? Date },
            write: { $0.set($1, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, read: { Value(rawValue: $0.integer(forKey: key)) },
            write: { $0.set($1.rawValue, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, read: { $0.string(forKey: key).flatMap(Value.init(rawValue:)) },
            write: { $0.set($1.rawValue, forKey: key) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, read: { $0.object(forKey: key) as? Bool }, write: { $0.set($1, forKey: key) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, read: { $0.object(forKey: key) as? Int }, write: { $0.set($1, forKey: key) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(
            key: key, store: store, defaultValue: nil, read: { $0.object(forKey: key) as? Double }, write: { $0.set($1, forKey: key) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, read: { $0.string(forKey: key) }, write: { $0.set($1, forKey: key) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil, read: { $0.url(forKey: key) }, write: { $0.set($1, forKey: key) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, defaultValue: nil, read: { $0.data(forKey: key) }, write: { $0.set($1, forKey: key) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, store: store, defaultValue: nil, read: { $0.object(forKey: key) as? Date }, write: { $0.set($1, forKey: key) })
    }
}

/// An observable object a view watches (Apple's `@ObservedObject`).
@MainActor @propertyWrapper @preconcurrency
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    public var wrappedValue: ObjectType

    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    @MainActor @dynamicMemberLookup @preconcurrency
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding<Subject>(reading: { object[keyPath: keyPath] }, writing: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// Bindings to an `@Observable` object's properties (Apple's `@Bindable`): `$model.name` is a
/// `Binding` that reads and writes the object's `name`.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding<Subject>(reading: { object[keyPath: keyPath] }, writing: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: @unchecked Sendable where Value: Sendable {}
extension Bindable: DynamicProperty {}

/// An observable object a view owns (Apple's `@StateObject`).
@MainActor @propertyWrapper @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    nonisolated(unsafe) let object: ObjectType

    public nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }

    public var wrappedValue: ObjectType { object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: object) }
}

/// An observable object from the environment (Apple's `@EnvironmentObject`).
@MainActor @propertyWrapper @preconcurrency
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current._objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No \(ObjectType.self) in the environment: give one with .environmentObject(_:) above this view")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// A view's focus (Apple's `@FocusState`): nothing is focused in a widget.
@propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    let value: Value
    public init() where Value == Bool { value = false }
    public init<T>() where Value == T?, T: Hashable { value = nil }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { Binding(value: value) }

    /// The focus state a view is given (Apple's `FocusState.Binding`).
    @propertyWrapper
    public struct Binding {
        let value: Value
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

/// A value scaled with Dynamic Type (Apple's `@ScaledMetric`): its base value.
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    let value: Value
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }
    public var wrappedValue: Value { value }
}
