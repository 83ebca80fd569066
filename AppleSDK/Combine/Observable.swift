// ObservableObject and @Published: a published property tells its object's `objectWillChange`
// before each change (through Swift's enclosing-instance property-wrapper subscript, as
// Apple's does), and its `$property` publishes the value and every change.
import Foundation

/// An object with a publisher that fires before it changes (Apple's `ObservableObject`).
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// One publisher per object, kept while the object lives.
private final class WillChangeTable: @unchecked Sendable {
    static let shared = WillChangeTable()
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private let lock = NSLock()

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.publisher }
        if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
        let publisher = ObservableObjectPublisher()
        entries[key] = Entry(object: object, publisher: publisher)
        return publisher
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { WillChangeTable.shared.publisher(for: self) }
}

/// The publisher an observable object fires before it changes (Apple's `ObservableObjectPublisher`).
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never { subject.receive(subscriber: subscriber) }
    public func send() { subject.send(()) }
}

private func announceChange<Object: ObservableObject>(_ object: Object) {
    (object.objectWillChange as? ObservableObjectPublisher)?.send()
}

/// A property that publishes its changes (Apple's `@Published`).
@propertyWrapper
public struct Published<Value> {
    private var storage: Value
    private var publisher: Publisher?

    public init(wrappedValue: Value) { storage = wrappedValue }
    public init(initialValue: Value) { storage = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// `$property`: the value now and every change.
    public var projectedValue: Publisher {
        mutating get {
            if let publisher { return publisher }
            let made = Publisher(CurrentValueSubject(storage))
            publisher = made
            return made
        }
        set { publisher = newValue }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage }
        set {
            if let observable = object as? any ObservableObject { announceChange(observable) }
            object[keyPath: storageKeyPath].storage = newValue
            object[keyPath: storageKeyPath].publisher?.subject.send(newValue)
        }
    }

    /// The publisher of a published property (Apple's `Published.Publisher`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: CurrentValueSubject<Value, Never>

        init(_ subject: CurrentValueSubject<Value, Never>) { self.subject = subject }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        func keep(_ object: AnyObject) { subject.keep(object) }
    }
}
