// Operators over more than one publisher: flatMap, switchToLatest, merge, combineLatest, zip,
// catch, retry, prepend/append, share. Each inner publisher is asked for all its values; the
// downstream's demand is honoured by the single-upstream operators in front of them.
import Foundation

/// Collects inner subscriptions and forwards values to one downstream, ending it once.
final class Hub<Downstream: Subscriber>: Subscription {
    private var downstream: Downstream?
    private var cancellables: [Int: AnyCancellable] = [:]
    private let lock = NSRecursiveLock()
    private var nextKey = 0

    init(_ downstream: Downstream) { self.downstream = downstream }

    var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return downstream != nil
    }

    func start() { downstream?.receive(subscription: self) }

    /// Subscribes to `publisher`, handing its events to the closures while the hub is active.
    @discardableResult
    func attach<P: Publisher>(
        _ publisher: P, value: @escaping (P.Output) -> Void, completion: @escaping (Subscribers.Completion<P.Failure>) -> Void
    ) -> Int {
        lock.lock()
        let key = nextKey
        nextKey += 1
        lock.unlock()
        let sink = Subscribers.Sink<P.Output, P.Failure>(
            receiveCompletion: { [weak self] in
                guard let self, self.isActive else { return }
                self.detach(key)
                completion($0)
            },
            receiveValue: { [weak self] in
                guard let self, self.isActive else { return }
                value($0)
            })
        lock.lock()
        cancellables[key] = AnyCancellable(sink)
        lock.unlock()
        publisher.subscribe(sink)
        return key
    }

    func detach(_ key: Int) {
        lock.lock()
        let gone = cancellables.removeValue(forKey: key)
        lock.unlock()
        gone?.cancel()
    }

    func send(_ value: Downstream.Input) {
        lock.lock()
        let downstream = self.downstream
        lock.unlock()
        _ = downstream?.receive(value)
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        let downstream = self.downstream
        self.downstream = nil
        let all = cancellables.values
        cancellables = [:]
        lock.unlock()
        all.forEach { $0.cancel() }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        lock.lock()
        downstream = nil
        let all = cancellables.values
        cancellables = [:]
        lock.unlock()
        all.forEach { $0.cancel() }
    }
}

extension Publishers {
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = Hub(subscriber)
            let transform = self.transform
            let open = Box(1)  // the upstream counts as one until it finishes
            let lock = NSLock()
            func ended(_ completion: Subscribers.Completion<Failure>) {
                if case .failure = completion { return hub.finish(completion) }
                lock.lock()
                open.value -= 1
                let done = open.value == 0
                lock.unlock()
                if done { hub.finish(.finished) }
            }
            hub.start()
            hub.attach(
                upstream,
                value: { value in
                    lock.lock()
                    open.value += 1
                    lock.unlock()
                    hub.attach(transform(value), value: hub.send, completion: ended)
                }, completion: ended)
        }
    }

    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = Hub(subscriber)
            let current = Box<Int?>(nil)
            let upstreamDone = Box(false)
            hub.start()
            hub.attach(
                upstream,
                value: { inner in
                    if let previous = current.value { hub.detach(previous) }
                    current.value = nil
                    let key = hub.attach(
                        inner, value: hub.send,
                        completion: { completion in
                            if case .failure = completion { return hub.finish(completion) }
                            current.value = nil
                            if upstreamDone.value { hub.finish(.finished) }
                        })
                    if hub.isActive { current.value = key }
                },
                completion: { completion in
                    if case .failure = completion { return hub.finish(completion) }
                    upstreamDone.value = true
                    if current.value == nil { hub.finish(.finished) }
                })
        }
    }

    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = Hub(subscriber)
            let open = Box(publishers.count)
            hub.start()
            if publishers.isEmpty { return hub.finish(.finished) }
            for publisher in publishers {
                hub.attach(
                    publisher, value: hub.send,
                    completion: { completion in
                        if case .failure = completion { return hub.finish(completion) }
                        open.value -= 1
                        if open.value == 0 { hub.finish(.finished) }
                    })
            }
        }
    }

    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            combine([a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher()], latest: true) {
                ($0[0] as! A.Output, $0[1] as! B.Output)
            }.receive(subscriber: subscriber)
        }
    }

    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            combine(
                [
                    a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
                    c.map { $0 as Any }.eraseToAnyPublisher(),
                ],
                latest: true
            ) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }.receive(subscriber: subscriber)
        }
    }

    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            combine([a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher()], latest: false) {
                ($0[0] as! A.Output, $0[1] as! B.Output)
            }.receive(subscriber: subscriber)
        }
    }

    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            combine(
                [
                    a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
                    c.map { $0 as Any }.eraseToAnyPublisher(),
                ],
                latest: false
            ) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }.receive(subscriber: subscriber)
        }
    }

    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = Hub(subscriber)
            let handler = self.handler
            hub.start()
            hub.attach(
                upstream, value: hub.send,
                completion: { completion in
                    switch completion {
                    case .finished: hub.finish(.finished)
                    case .failure(let error): hub.attach(handler(error), value: hub.send, completion: hub.finish)
                    }
                })
        }
    }

    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let hub = Hub(subscriber)
            let handler = self.handler
            hub.start()
            hub.attach(
                upstream, value: hub.send,
                completion: { completion in
                    switch completion {
                    case .finished: hub.finish(.finished)
                    case .failure(let error):
                        do {
                            hub.attach(try handler(error), value: hub.send, completion: { hub.finish($0.mapFailure { $0 }) })
                        } catch { hub.finish(.failure(error)) }
                    }
                })
        }
    }

    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let retries: Int?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = Hub(subscriber)
            let upstream = self.upstream
            let left = Box(retries)
            func attempt() {
                hub.attach(
                    upstream, value: hub.send,
                    completion: { completion in
                        if case .failure = completion, left.value.map({ $0 > 0 }) ?? true {
                            left.value = left.value.map { $0 - 1 }
                            return attempt()
                        }
                        hub.finish(completion)
                    })
            }
            hub.start()
            attempt()
        }
    }

    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hub = Hub(subscriber)
            let suffix = self.suffix
            hub.start()
            hub.attach(
                prefix, value: hub.send,
                completion: { completion in
                    if case .failure = completion { return hub.finish(completion) }
                    hub.attach(suffix, value: hub.send, completion: hub.finish)
                })
        }
    }

    /// Shares one subscription to its upstream among its subscribers (Apple's `Share`).
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private var connection: AnyCancellable?
        private let lock = NSLock()

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
            lock.lock()
            let connect = connection == nil
            if connect { connection = AnyCancellable {} }
            lock.unlock()
            if connect {
                let subject = self.subject
                let cancellable = upstream.sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
                lock.lock()
                connection = cancellable
                lock.unlock()
            }
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }

    /// Waits for `connect()` before subscribing upstream (Apple's `MakeConnectable`).
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        private let subject = PassthroughSubject<Output, Failure>()
        let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable {
            let subject = self.subject
            return upstream.sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
        }
    }

    /// Connects its upstream when first subscribed to (Apple's `Autoconnect`).
    public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private var connection: Cancellable?
        private let lock = NSLock()

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: subscriber)
            lock.lock()
            let connect = connection == nil
            lock.unlock()
            if connect {
                let made = upstream.connect()
                lock.lock()
                connection = made
                lock.unlock()
            }
        }
    }
}

/// Combines several upstreams' values: each latest one (combineLatest) or in step (zip).
private func combine<Failure: Error, Output>(
    _ upstreams: [AnyPublisher<Any, Failure>], latest: Bool, _ make: @escaping ([Any]) -> Output
) -> AnyPublisher<Output, Failure> {
    AnyPublisher(
        CombiningPublisher(upstreams: upstreams, latest: latest, make: make))
}

private struct CombiningPublisher<Output, Failure: Error>: Publisher {
    let upstreams: [AnyPublisher<Any, Failure>]
    let latest: Bool
    let make: ([Any]) -> Output

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let hub = Hub(subscriber)
        let count = upstreams.count
        let queues = Box([[Any]](repeating: [], count: count))
        let finished = Box([Bool](repeating: false, count: count))
        let lock = NSRecursiveLock()
        let (latest, make) = (self.latest, self.make)
        hub.start()
        for (index, upstream) in upstreams.enumerated() {
            hub.attach(
                upstream,
                value: { value in
                    lock.lock()
                    if latest { queues.value[index] = [value] } else { queues.value[index].append(value) }
                    let ready = queues.value.allSatisfy { !$0.isEmpty }
                    let values = ready ? queues.value.map { $0[0] } : []
                    if ready, !latest { for i in 0..<count { queues.value[i].removeFirst() } }
                    lock.unlock()
                    if ready { hub.send(make(values)) }
                },
                completion: { completion in
                    if case .failure = completion { return hub.finish(completion) }
                    lock.lock()
                    finished.value[index] = true
                    let done =
                        latest
                        ? finished.value.allSatisfy { $0 }
                        : finished.value.indices.contains { finished.value[$0] && queues.value[$0].isEmpty }
                    lock.unlock()
                    if done { hub.finish(.finished) }
                })
        }
    }
}

extension Publisher {
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    )
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure
    {
        Publishers.CombineLatest(self, other).map(transform)
    }
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure { Publishers.Zip(self, other) }
    public func zip<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    )
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure
    {
        Publishers.Zip(self, other).map(transform)
    }
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

extension Publisher where Failure == Never {
    public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}
