// The two subjects: one that passes values on, one that also holds the latest.
import Foundation

/// What a subject keeps for each subscriber: its demand, and whether it is still there.
final class SubjectSubscription<Output, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var pending: Output?
    private let lock = NSRecursiveLock()
    private let onCancel: (SubjectSubscription) -> Void

    init(_ downstream: AnySubscriber<Output, Failure>, onCancel: @escaping (SubjectSubscription) -> Void) {
        self.downstream = downstream
        self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let first = pending
        pending = nil
        lock.unlock()
        if let first { offer(first) }
    }

    /// Sends `value` if demand allows; a subscriber that asked for nothing more misses it, as on Apple's.
    func offer(_ value: Output) {
        lock.lock()
        guard let downstream, demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let downstream = self.downstream
        self.downstream = nil
        lock.unlock()
        downstream?.receive(completion: completion)
    }

    func cancel() {
        lock.lock()
        let wasThere = downstream != nil
        downstream = nil
        lock.unlock()
        if wasThere { onCancel(self) }
    }
}

/// The subscribers a subject sends to, and its completion once it has one.
final class SubjectState<Output, Failure: Error>: @unchecked Sendable {
    private var subscriptions: [SubjectSubscription<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private var upstreams: [Subscription] = []
    private var kept: [AnyObject] = []
    let lock = NSRecursiveLock()

    func add<S: Subscriber>(_ subscriber: S, first: ((SubjectSubscription<Output, Failure>) -> Void)? = nil)
    where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let subscription = SubjectSubscription(AnySubscriber(subscriber)) { [weak self] gone in
            guard let self else { return }
            self.lock.lock()
            self.subscriptions.removeAll { $0 === gone }
            self.lock.unlock()
        }
        subscriptions.append(subscription)
        lock.unlock()
        subscriber.receive(subscription: subscription)
        first?(subscription)
    }

    func send(_ value: Output) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return
        }
        let current = subscriptions
        lock.unlock()
        for subscription in current { subscription.offer(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let current = subscriptions
        subscriptions = []
        upstreams = []
        lock.unlock()
        for subscription in current { subscription.finish(completion) }
    }

    func send(subscription: Subscription) {
        lock.lock()
        upstreams.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    func keep(_ object: AnyObject) {
        lock.lock()
        kept.append(object)
        lock.unlock()
    }
}

/// Passes values sent to it on to its subscribers (Apple's `PassthroughSubject`).
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    let state = SubjectState<Output, Failure>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { state.add(subscriber) }
    public func send(_ input: Output) { state.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { state.send(completion: completion) }
    public func send(subscription: Subscription) { state.send(subscription: subscription) }
    func keep(_ object: AnyObject) { state.keep(object) }
}

/// Holds a value and publishes it and every change (Apple's `CurrentValueSubject`).
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let state = SubjectState<Output, Failure>()
    private var current: Output

    public var value: Output {
        get {
            state.lock.lock()
            defer { state.lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    public init(_ value: Output) { current = value }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        state.add(subscriber) { [weak self] subscription in
            guard let self else { return }
            // The current value goes to a subscriber as soon as it asks for one.
            subscription.offerWhenAsked(self.value)
        }
    }

    public func send(_ input: Output) {
        state.lock.lock()
        current = input
        state.lock.unlock()
        state.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) { state.send(completion: completion) }
    public func send(subscription: Subscription) { state.send(subscription: subscription) }
    func keep(_ object: AnyObject) { state.keep(object) }
}

extension SubjectSubscription {
    /// Offers the first value: now if the subscriber has asked, else on its first request.
    func offerWhenAsked(_ value: Output) {
        lock.lock()
        let asked = demand > 0
        if !asked { pending = value }
        lock.unlock()
        if asked { offer(value) }
    }
}
