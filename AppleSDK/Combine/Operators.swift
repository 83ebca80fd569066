// Combine's value operators: each a `Publishers.…` value as Apple names it, made of a Relay.
import Foundation

extension Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(Relay<Upstream, S>(subscriber, value: { $0.send(transform($1)) }, completion: { $0.finish($1) }))
        }
    }

    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let transform = self.transform
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        do { relay.send(try transform(value)) } catch { relay.finish(.failure(error)) }
                    }, completion: { $0.finish($1.mapFailure { $0 }) }))
        }
    }

    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let keyPath: KeyPath<Upstream.Output, Output>
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let keyPath = self.keyPath
            upstream.subscribe(Relay<Upstream, S>(subscriber, value: { $0.send($1[keyPath: keyPath]) }, completion: { $0.finish($1) }))
        }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(
                Relay<Upstream, S>(subscriber, value: { relay, value in transform(value).map(relay.send) }, completion: { $0.finish($1) }))
        }
    }

    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let transform = self.transform
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        do { try transform(value).map(relay.send) } catch { relay.finish(.failure(error)) }
                    }, completion: { $0.finish($1.mapFailure { $0 }) }))
        }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(
                Relay<Upstream, S>(subscriber, value: { if isIncluded($1) { $0.send($1) } }, completion: { $0.finish($1) }))
        }
    }

    public struct TryFilter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) throws -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let isIncluded = self.isIncluded
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        do { if try isIncluded(value) { relay.send(value) } } catch { relay.finish(.failure(error)) }
                    }, completion: { $0.finish($1.mapFailure { $0 }) }))
        }
    }

    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            let last = Box<Output?>(nil)
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        if let previous = last.value, predicate(previous, value) { return }
                        last.value = value
                        relay.send(value)
                    }, completion: { $0.finish($1) }))
        }
    }

    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(Relay<Upstream, S>(subscriber, value: { $0.send($1) }, completion: { $0.finish($1.mapFailure(transform)) }))
        }
    }

    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay<Upstream, S>(subscriber, value: { $0.send($1) }, completion: { relay, _ in relay.finish(.finished) }))
        }
    }

    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let output = self.output
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber, value: { $0.send($1) },
                    completion: { relay, completion in
                        if case .failure = completion { relay.send(output) }
                        relay.finish(.finished)
                    }))
        }
    }

    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let output: Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = self.output
            let seen = Box(false)
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: {
                        seen.value = true
                        $0.send($1)
                    },
                    completion: { relay, completion in
                        if case .finished = completion, !seen.value { relay.send(output) }
                        relay.finish(completion)
                    }))
        }
    }

    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public var receiveSubscription: ((Subscription) -> Void)?
        public var receiveOutput: ((Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let events = self
            let relay = Relay<Upstream, S>(
                subscriber,
                value: {
                    events.receiveOutput?($1)
                    $0.send($1)
                },
                completion: {
                    events.receiveCompletion?($1)
                    $0.finish($1)
                })
            upstream.subscribe(
                EventTap(
                    relay, subscription: receiveSubscription, request: receiveRequest, cancel: receiveCancel))
        }
    }

    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let prefix: String
        public let upstream: Upstream
        public let stream: TextOutputStream?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let label = prefix.isEmpty ? "" : prefix + ": "
            let stream = Box(self.stream)
            func say(_ text: String) {
                if stream.value != nil { stream.value!.write(label + text + "\n") } else { Swift.print(label + text) }
            }
            let relay = Relay<Upstream, S>(
                subscriber,
                value: {
                    say("receive value: (\($1))")
                    $0.send($1)
                },
                completion: {
                    switch $1 {
                    case .finished: say("receive finished")
                    case .failure(let error): say("receive error: (\(error))")
                    }
                    $0.finish($1)
                })
            upstream.subscribe(
                EventTap(
                    relay, subscription: { _ in say("receive subscription") }, request: { say("request \($0)") },
                    cancel: { say("receive cancel") }))
        }
    }

    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let prefix: String
        public let file: StaticString
        public let line: UInt
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let (prefix, file, line) = (self.prefix, self.file, self.line)
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber, value: { $0.send($1) },
                    completion: { relay, completion in
                        if case .failure(let error) = completion {
                            fatalError("\(prefix)\(prefix.isEmpty ? "" : " ")failure \(error)", file: file, line: line)
                        }
                        relay.finish(.finished)
                    }))
        }
    }

    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let range: CountableRange<Int>
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
            let range = self.range
            let index = Box(0)
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        defer { index.value += 1 }
                        if range.contains(index.value) { relay.send(value) }
                        if index.value + 1 >= range.upperBound { relay.finish(.finished) }
                    }, completion: { $0.finish($1) }))
        }
    }

    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: {
                        $0.send($1)
                        $0.finish(.finished)
                    }, completion: { $0.finish($1) }))
        }
    }

    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        guard predicate(value) else { return }
                        relay.send(value)
                        relay.finish(.finished)
                    }, completion: { $0.finish($1) }))
        }
    }

    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = Box<Output?>(nil)
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber, value: { last.value = $1 },
                    completion: { relay, completion in
                        if case .finished = completion, let value = last.value { relay.send(value) }
                        relay.finish(completion)
                    }))
        }
    }

    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let left = Box(count)
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        if left.value > 0 { left.value -= 1 } else { relay.send(value) }
                    }, completion: { $0.finish($1) }))
        }
    }

    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            let dropping = Box(true)
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        if dropping.value, predicate(value) { return }
                        dropping.value = false
                        relay.send(value)
                    }, completion: { $0.finish($1) }))
        }
    }

    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        if predicate(value) { relay.send(value) } else { relay.finish(.finished) }
                    }, completion: { $0.finish($1) }))
        }
    }

    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            let result = Box(initialResult)
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: {
                        result.value = next(result.value, $1)
                        $0.send(result.value)
                    }, completion: { $0.finish($1) }))
        }
    }

    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            let result = Box(initial)
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber, value: { result.value = next(result.value, $1) },
                    completion: { relay, completion in
                        if case .finished = completion { relay.send(result.value) }
                        relay.finish(completion)
                    }))
        }
    }

    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.reduce([Upstream.Output]()) { $0 + [$1] }.receive(subscriber: subscriber)
        }
    }

    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let count = self.count
            let buffer = Box([Upstream.Output]())
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        buffer.value.append(value)
                        if buffer.value.count == count {
                            let full = buffer.value
                            buffer.value = []
                            relay.send(full)
                        }
                    },
                    completion: { relay, completion in
                        if case .finished = completion, !buffer.value.isEmpty { relay.send(buffer.value) }
                        relay.finish(completion)
                    }))
        }
    }

    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Failure {
            upstream.reduce(0) { count, _ in count + 1 }.receive(subscriber: subscriber)
        }
    }

    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        guard predicate(value) else { return }
                        relay.send(true)
                        relay.finish(.finished)
                    },
                    completion: { relay, completion in
                        if case .finished = completion { relay.send(false) }
                        relay.finish(completion)
                    }))
        }
    }

    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let predicate = self.predicate
            upstream.contains { !predicate($0) }.map { !$0 }.receive(subscriber: subscriber)
        }
    }

    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Never, S.Failure == Failure {
            upstream.subscribe(Relay<Upstream, S>(subscriber, value: { _, _ in }, completion: { $0.finish($1) }))
        }
    }

    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = Error
        public let upstream: Upstream
        let decoder: Coder
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let decoder = self.decoder
            upstream.tryMap { try decoder.decode(Output.self, from: $0) }.receive(subscriber: subscriber)
        }
    }

    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = Error
        public let upstream: Upstream
        let encoder: Coder
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let encoder = self.encoder
            upstream.tryMap { try encoder.encode($0) }.receive(subscriber: subscriber)
        }
    }
}

/// A subscriber in front of a Relay that reports subscription, requests and cancellation.
final class EventTap<Inner: Subscriber & Subscription>: Subscriber, Subscription {
    typealias Input = Inner.Input
    typealias Failure = Inner.Failure
    private let inner: Inner
    private let onSubscription: ((Subscription) -> Void)?
    private let onRequest: ((Subscribers.Demand) -> Void)?
    private let onCancel: (() -> Void)?
    private var upstream: Subscription?

    init(
        _ inner: Inner, subscription: ((Subscription) -> Void)?, request: ((Subscribers.Demand) -> Void)?, cancel: (() -> Void)?
    ) {
        self.inner = inner
        onSubscription = subscription
        onRequest = request
        onCancel = cancel
    }

    func receive(subscription: Subscription) {
        onSubscription?(subscription)
        upstream = subscription
        inner.receive(subscription: self)
    }
    func receive(_ input: Input) -> Subscribers.Demand { inner.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { inner.receive(completion: completion) }
    func request(_ demand: Subscribers.Demand) {
        onRequest?(demand)
        upstream?.request(demand)
    }
    func cancel() {
        onCancel?()
        upstream?.cancel()
    }
}

/// A decoder Combine's `decode` can use (Apple's `TopLevelDecoder`).
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder Combine's `encode` can use (Apple's `TopLevelEncoder`).
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }
    public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>) -> Publishers.Map<Self, (T0, T1)> {
        map { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) }
    }
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? { map { $0 ?? output } }
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(prefix: prefix, upstream: self, stream: stream)
    }
    public func assertNoFailure(
        _ prefix: String = "", file: StaticString = #file, line: UInt = #line
    )
        -> Publishers.AssertNoFailure<Self>
    {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { Publishers.Output(upstream: self, range: 0..<maxLength) }
    public func output(at index: Int) -> Publishers.Output<Self> { Publishers.Output(upstream: self, range: index..<index + 1) }
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> { Publishers.CollectByCount(upstream: self, count: count) }
    public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
    where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Output: Encodable {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
    public func contains(_ output: Output) -> Publishers.ContainsWhere<Self> { contains { $0 == output } }
}

extension Publisher where Failure == Never {
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
