// The publishers a chain starts from: one value, none, a failure, a promise, a deferred
// publisher, a sequence — and the type-erased publisher.
import Foundation

/// A subscription that hands out a fixed list of values as they are asked for, then a completion.
final class ListSubscription<Downstream: Subscriber>: Subscription {
    private var downstream: Downstream?
    private var values: IndexingIterator<[Downstream.Input]>
    private var next: Downstream.Input?
    private let completion: Subscribers.Completion<Downstream.Failure>
    private var demand = Subscribers.Demand.none
    private var delivering = false
    private let lock = NSRecursiveLock()

    init(_ downstream: Downstream, values: [Downstream.Input], completion: Subscribers.Completion<Downstream.Failure>) {
        self.downstream = downstream
        self.values = values.makeIterator()
        next = self.values.next()
        self.completion = completion
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        guard !delivering else {
            lock.unlock()
            return
        }
        delivering = true
        while let downstream, self.demand > 0, let value = next {
            self.demand -= 1
            next = values.next()
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            self.demand += more
        }
        let ended = next == nil ? downstream : nil
        if ended != nil { downstream = nil }
        delivering = false
        lock.unlock()
        ended?.receive(completion: completion)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }

    /// A list with no values completes at once, asked or not.
    func start() {
        downstream?.receive(subscription: self)
        lock.lock()
        let ended = next == nil ? downstream : nil
        if ended != nil { downstream = nil }
        lock.unlock()
        ended?.receive(completion: completion)
    }
}

/// Publishes one value, then finishes (Apple's `Just`).
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        ListSubscription(subscriber, values: [output], completion: .finished).start()
    }

    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(output)
    }
}

extension Just: Equatable where Output: Equatable {}

/// Publishes nothing and finishes, or never finishes (Apple's `Empty`).
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public let completeImmediately: Bool

    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }

    public static func == (lhs: Empty, rhs: Empty) -> Bool { lhs.completeImmediately == rhs.completeImmediately }
}

/// Fails at once with an error (Apple's `Fail`).
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

/// Runs its work once and publishes the one result (Apple's `Future`).
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let subject = PassthroughSubject<Output, Failure>()
    private var result: Result<Output, Failure>?
    private let lock = NSLock()

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in
            lock.lock()
            guard self.result == nil else {
                lock.unlock()
                return
            }
            self.result = result
            lock.unlock()
            switch result {
            case .success(let value):
                subject.send(value)
                subject.send(completion: .finished)
            case .failure(let error):
                subject.send(completion: .failure(error))
            }
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        let result = self.result
        lock.unlock()
        switch result {
        case .success(let value)?: ListSubscription(subscriber, values: [value], completion: .finished).start()
        case .failure(let error)?: ListSubscription(subscriber, values: [], completion: .failure(error)).start()
        case nil: subject.receive(subscriber: subscriber)
        }
    }
}

/// Makes its publisher when subscribed to (Apple's `Deferred`).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher

    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

/// A type-erased publisher (Apple's `AnyPublisher`).
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            subscribeBody = erased.subscribeBody
        } else {
            subscribeBody = { publisher.receive(subscriber: $0) }
        }
    }

    public var description: String { "AnyPublisher" }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeBody(AnySubscriber(subscriber))
    }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// The publishers Combine's operators return (Apple's `Publishers`).
public enum Publishers {}

extension Publishers {
    /// Publishes a sequence's elements (Apple's `Publishers.Sequence`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            ListSubscription(subscriber, values: Array(sequence), completion: .finished).start()
        }
    }
}

extension Swift.Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Result {
    public var publisher: Publisher { Publisher(self) }

    /// Publishes a result: its value then finished, or its failure (Apple's `Result.Publisher`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>
        public init(_ result: Result<Success, Failure>) { self.result = result }
        public init(_ output: Success) { result = .success(output) }
        public init(_ failure: Failure) { result = .failure(failure) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            switch result {
            case .success(let value): ListSubscription(subscriber, values: [value], completion: .finished).start()
            case .failure(let error): ListSubscription(subscriber, values: [], completion: .failure(error)).start()
            }
        }
    }
}

extension Optional {
    public var publisher: Publisher { Publisher(self) }

    /// Publishes a value if there is one, then finishes (Apple's `Optional.Publisher`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never
        public let output: Wrapped?
        public init(_ output: Wrapped?) { self.output = output }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
            ListSubscription(subscriber, values: output.map { [$0] } ?? [], completion: .finished).start()
        }
    }
}
