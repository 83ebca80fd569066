// Combine on Linux, shaped as Apple's: publishers hand subscribers a subscription, subscribers
// ask for values by demand, operators are `Publishers.…` values linking the two. Written here
// for widgetdeck from Apple's documented contracts.
@_exported import Foundation

/// Something that can be cancelled (Apple's `Cancellable`).
public protocol Cancellable {
    func cancel()
}

/// A cancellable that cancels when it is released (Apple's `AnyCancellable`).
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?
    private let lock = NSLock()

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

    public func cancel() {
        lock.lock()
        let action = cancelAction
        cancelAction = nil
        lock.unlock()
        action?()
    }

    deinit { cancel() }

    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A subscription or subscriber's identity (Apple's `CombineIdentifier`).
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64

    private static let counter = Counter()
    public init() { value = CombineIdentifier.counter.next() }
    public init(_ obj: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) }
    public var description: String { "0x" + String(value, radix: 16) }

    private final class Counter: @unchecked Sendable {
        private var current: UInt64 = 0
        private let lock = NSLock()
        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            current += 1
            return current | (1 << 63)
        }
    }
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// What a subscription is asked for and how a subscriber ends.
public enum Subscribers {
    /// How many more values a subscriber wants: a number, or unlimited.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        let rawValue: Int?  // nil is unlimited

        public static let unlimited = Demand(rawValue: nil)
        public static let none = Demand(rawValue: 0)

        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand cannot be negative")
            return Demand(rawValue: value)
        }

        /// The number asked for; `nil` when unlimited.
        public var max: Int? { rawValue }
        public var description: String { rawValue.map { "max(\($0))" } ?? "unlimited" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.rawValue, let r = rhs.rawValue else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : Demand(rawValue: sum)
        }
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(Swift.max(rhs, 0)) }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.rawValue else { return .unlimited }
            guard let r = rhs.rawValue else { return .none }
            return Demand(rawValue: Swift.max(l - r, 0))
        }
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(Swift.max(rhs, 0)) }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.rawValue else { return .unlimited }
            let (product, overflow) = l.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : Demand(rawValue: Swift.max(product, 0))
        }
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.rawValue, rhs.rawValue) {
            case (nil, _): false
            case (_, nil): true
            case (let l?, let r?): l < r
            }
        }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.rawValue == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.rawValue != rhs }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.rawValue.map { $0 < rhs } ?? false }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.rawValue.map { $0 > rhs } ?? true }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.rawValue.map { $0 <= rhs } ?? false }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.rawValue.map { $0 >= rhs } ?? true }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
    }

    /// How a publisher ended: finished, or failed with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    func mapFailure<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}

/// The link a publisher gives a subscriber (Apple's `Subscription`).
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// Subscriptions every publisher may hand out.
public enum Subscriptions {
    /// A subscription that does nothing: for a publisher that completes at once.
    public static var empty: Subscription { EmptySubscription() }

    private final class EmptySubscription: Subscription {
        func request(_ demand: Subscribers.Demand) {}
        func cancel() {}
    }
}

/// Receives a publisher's values (Apple's `Subscriber`).
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// Publishes values over time (Apple's `Publisher`).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// A publisher one can send values through (Apple's `Subject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

extension Publisher {
    /// Sends this publisher's values and completion through `subject`.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

/// A type-erased subscriber (Apple's `AnySubscriber`).
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscription: (Subscription) -> Void
    private let receiveValue: (Input) -> Subscribers.Demand
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        combineIdentifier = s.combineIdentifier
        receiveSubscription = s.receive(subscription:)
        receiveValue = s.receive(_:)
        receiveCompletion = s.receive(completion:)
    }

    public init<S: Subject>(_ s: S) where S.Output == Input, S.Failure == Failure {
        combineIdentifier = CombineIdentifier(s)
        receiveSubscription = { $0.request(.unlimited) }
        receiveValue = {
            s.send($0)
            return .none
        }
        receiveCompletion = { s.send(completion: $0) }
    }

    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        self.receiveSubscription = receiveSubscription ?? { _ in }
        self.receiveValue = receiveValue ?? { _ in .none }
        self.receiveCompletion = receiveCompletion ?? { _ in }
    }

    public var description: String { "Anonymous AnySubscriber" }
    public func receive(subscription: Subscription) { receiveSubscription(subscription) }
    public func receive(_ value: Input) -> Subscribers.Demand { receiveValue(value) }
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}

/// A publisher that starts when told to (Apple's `ConnectablePublisher`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> Cancellable
}
