// The link most operators are made of: it takes its upstream's values and completion, hands
// its downstream what the operator makes of them, and passes demand and cancellation back up.
import Foundation

final class Relay<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private var downstream: Downstream?
    private var upstream: Subscription?
    private let lock = NSRecursiveLock()
    private var sent = false
    private var more = Subscribers.Demand.none
    private let onValue: (Relay, Input) -> Void
    private let onCompletion: (Relay, Subscribers.Completion<Failure>) -> Void

    init(
        _ downstream: Downstream, value: @escaping (Relay, Input) -> Void,
        completion: @escaping (Relay, Subscribers.Completion<Failure>) -> Void
    ) {
        self.downstream = downstream
        onValue = value
        onCompletion = completion
    }

    var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return downstream != nil
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard isActive else { return .none }
        lock.lock()
        let outer = (sent, more)
        sent = false
        more = .none
        lock.unlock()
        onValue(self, input)
        lock.lock()
        // A value the operator dropped is replaced by asking upstream for one more.
        let demand = sent ? more : more + 1
        (sent, more) = outer
        lock.unlock()
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        upstream = nil
        lock.unlock()
        guard isActive else { return }
        onCompletion(self, completion)
    }

    /// Hands a value downstream.
    func send(_ value: Downstream.Input) {
        guard let downstream = currentDownstream else { return }
        let demand = downstream.receive(value)
        lock.lock()
        sent = true
        more += demand
        lock.unlock()
    }

    /// Ends the downstream, cancelling upstream if it has not ended.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        let downstream = self.downstream
        let upstream = self.upstream
        self.downstream = nil
        self.upstream = nil
        lock.unlock()
        upstream?.cancel()
        downstream?.receive(completion: completion)
    }

    private var currentDownstream: Downstream? {
        lock.lock()
        defer { lock.unlock() }
        return downstream
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        downstream = nil
        lock.unlock()
        upstream?.cancel()
    }
}

/// A link that keeps a value between calls (a scan's accumulator, the last value seen).
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
