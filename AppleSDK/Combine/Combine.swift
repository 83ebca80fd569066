// Combine on Linux, as much of it as widget code touches: `ObservableObject` and `@Published`
// (SwiftUI's observed objects), cancellables and a subject. A widget is rendered, not run, so
// nothing here schedules anything.

/// An object whose changes views watch (Apple's `ObservableObject`).
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Values over time (Apple's `Publisher`), reduced to subscribing with `sink`.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive(_ handler: @escaping (Output) -> Void)
}

extension Publisher {
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in }, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receive(receiveValue)
        return AnyCancellable {}
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// The publisher an observable object announces changes through.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private var handlers: [(Output) -> Void] = []
    public init() {}
    public func receive(_ handler: @escaping (Output) -> Void) { handlers.append(handler) }
    public func send() { for handler in handlers { handler(()) } }
}

/// Any publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    let subscribe: (@escaping (Output) -> Void) -> Void
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure { subscribe = publisher.receive }
    public func receive(_ handler: @escaping (Output) -> Void) { subscribe(handler) }
}

/// A publisher of values sent to it.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private var handlers: [(Output) -> Void] = []
    public init() {}
    public func receive(_ handler: @escaping (Output) -> Void) { handlers.append(handler) }
    public func send(_ value: Output) { for handler in handlers { handler(value) } }
}

/// A publisher of its current value.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    public var value: Output
    private var handlers: [(Output) -> Void] = []
    public init(_ value: Output) { self.value = value }
    public func receive(_ handler: @escaping (Output) -> Void) {
        handlers.append(handler)
        handler(value)
    }
    public func send(_ value: Output) {
        self.value = value
        for handler in handlers { handler(value) }
    }
}

/// A publisher of one value.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive(_ handler: @escaping (Output) -> Void) { handler(output) }
}

/// Something to cancel (Apple's `AnyCancellable`).
public final class AnyCancellable: Hashable {
    private let cancelAction: () -> Void
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public func cancel() { cancelAction() }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A property that publishes its changes (Apple's `@Published`).
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
    public var projectedValue: Publisher { Publisher(value: wrappedValue) }

    /// The publisher of a published property.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let value: Value
        public func receive(_ handler: @escaping (Value) -> Void) { handler(value) }
    }
}
