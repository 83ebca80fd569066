// Schedulers (Apple's `Scheduler`): DispatchQueue, RunLoop, OperationQueue and the immediate
// one, and the operators that use them — receive(on:), subscribe(on:), debounce, throttle,
// delay and timeout.
import Dispatch
import Foundation

/// Strides a scheduler's time can be given in (Apple's `SchedulerTimeIntervalConvertible`).
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// Where and when work runs (Apple's `Scheduler`).
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    var now: SchedulerTimeType { get }
    var minimumTolerance: SchedulerTimeType.Stride { get }
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    )
        -> Cancellable
    {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}

/// A stride counted in nanoseconds, as DispatchQueue's and the immediate scheduler's are.
public struct NanosecondStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
    Codable, Sendable
{
    public var magnitude: Int
    public init(_ nanoseconds: Int) { magnitude = nanoseconds }
    public init(floatLiteral value: Double) { magnitude = Int(value * 1e9) }
    public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value * 1_000_000_000
    }
    public var timeInterval: TimeInterval { Double(magnitude) / 1e9 }
    public static func seconds(_ s: Int) -> Self { Self(s * 1_000_000_000) }
    public static func seconds(_ s: Double) -> Self { Self(Int(s * 1e9)) }
    public static func milliseconds(_ ms: Int) -> Self { Self(ms * 1_000_000) }
    public static func microseconds(_ us: Int) -> Self { Self(us * 1000) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(ns) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude / 1_000_000_000) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

/// A stride in seconds, as RunLoop's and OperationQueue's are.
public struct SecondStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
    Codable, Sendable
{
    public var magnitude: TimeInterval
    public var timeInterval: TimeInterval { magnitude }
    public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
    public init(floatLiteral value: Double) { magnitude = value }
    public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
    }
    public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
    public static func seconds(_ s: Double) -> Self { Self(s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

/// Work handed to Dispatch and Foundation, which want it Sendable; Combine's schedulers take
/// any closure, as Apple's do.
func sendable(_ action: @escaping () -> Void) -> @Sendable () -> Void {
    let handed = Handed(value: action)
    return { handed.value() }
}

/// A repeating timer made with `DispatchSource`, cancelled by `cancel()`.
private final class RepeatingTimer: Cancellable {
    private let source: DispatchSourceTimer
    init(queue: DispatchQueue, start: DispatchTime, interval: Int, action: @escaping () -> Void) {
        source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(deadline: start, repeating: .nanoseconds(max(interval, 1)))
        source.setEventHandler(handler: sendable(action))
        source.resume()
    }
    func cancel() { source.cancel() }
}

extension DispatchQueue: Scheduler {
    /// A moment on a dispatch queue's clock.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }
        public typealias Stride = NanosecondStride
        public func distance(to other: Self) -> Stride {
            Stride(Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
        }
        public func advanced(by n: Stride) -> Self {
            Self(DispatchTime(uptimeNanoseconds: UInt64(max(0, Int(dispatchTime.uptimeNanoseconds) + n.magnitude))))
        }
        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
    }

    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], execute: sendable(action))
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], execute: sendable(action))
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        RepeatingTimer(queue: self, start: date.dispatchTime, interval: interval.magnitude, action: action)
    }
}

extension RunLoop: Scheduler {
    /// A moment on a run loop's clock: a date.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public typealias Stride = SecondStride
        public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
        public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.magnitude)) }
    }

    public struct SchedulerOptions {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .seconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { perform(sendable(action)) }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = sendable(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        add(timer, forMode: .default)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let action = sendable(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action() }
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}

extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType
    public struct SchedulerOptions {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .seconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { addOperation(sendable(action)) }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let delay = max(0, date.date.timeIntervalSinceNow)
        let action = sendable(action)
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in self?.addOperation(action) }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let delay = max(0, date.date.timeIntervalSinceNow)
        let action = sendable(action)
        return RepeatingTimer(
            queue: .global(), start: .now() + delay, interval: Int(interval.magnitude * 1e9),
            action: { [weak self] in self?.addOperation(action) })
    }
}

/// Runs work at once, on the calling thread (Apple's `ImmediateScheduler`).
public struct ImmediateScheduler: Scheduler, Sendable {
    /// A moment on the immediate scheduler's clock: it never waits, so its `now` is always the
    /// start; a moment advanced from it keeps the distance, as arithmetic on times expects.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public typealias Stride = NanosecondStride
        var nanoseconds = 0
        public func distance(to other: Self) -> Stride { .nanoseconds(other.nanoseconds - nanoseconds) }
        public func advanced(by n: Stride) -> Self { Self(nanoseconds: nanoseconds + n.magnitude) }
    }
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
    public var now: SchedulerTimeType { SchedulerTimeType() }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) { action() }
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}

extension Publishers {
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, options) = (self.scheduler, self.options)
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in scheduler.schedule(options: options) { relay.send(value) } },
                    completion: { relay, completion in scheduler.schedule(options: options) { relay.finish(completion) } }))
        }
    }

    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = self.upstream
            scheduler.schedule(options: options) { upstream.subscribe(subscriber) }
        }
    }

    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, dueTime, options) = (self.scheduler, self.dueTime, self.options)
            let generation = Box(0)
            let lock = NSLock()
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        lock.lock()
                        generation.value += 1
                        let mine = generation.value
                        lock.unlock()
                        scheduler.schedule(
                            after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options
                        ) {
                            lock.lock()
                            let latest = generation.value == mine
                            lock.unlock()
                            if latest { relay.send(value) }
                        }
                    },
                    completion: { relay, completion in scheduler.schedule(options: options) { relay.finish(completion) } }))
        }
    }

    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, interval, latest) = (self.scheduler, self.interval, self.latest)
            let pending = Box<Output?>(nil)
            let windowOpen = Box(false)
            let lock = NSLock()
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        lock.lock()
                        if windowOpen.value {
                            if latest || pending.value == nil { pending.value = value }
                            lock.unlock()
                            return
                        }
                        windowOpen.value = true
                        lock.unlock()
                        scheduler.schedule { relay.send(value) }
                        func close() {
                            scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
                                lock.lock()
                                let next = pending.value
                                pending.value = nil
                                windowOpen.value = next != nil
                                lock.unlock()
                                if let next {
                                    relay.send(next)
                                    close()
                                }
                            }
                        }
                        close()
                    },
                    completion: { relay, completion in scheduler.schedule { relay.finish(completion) } }))
        }
    }

    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, interval, tolerance, options) = (self.scheduler, self.interval, self.tolerance, self.options)
            upstream.subscribe(
                Relay<Upstream, S>(
                    subscriber,
                    value: { relay, value in
                        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
                            relay.send(value)
                        }
                    },
                    completion: { relay, completion in
                        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
                            relay.finish(completion)
                        }
                    }))
        }
    }

    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public let customError: (() -> Upstream.Failure)?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, interval, options, customError) = (self.scheduler, self.interval, self.options, self.customError)
            let generation = Box(0)
            let lock = NSLock()
            let relay = Relay<Upstream, S>(
                subscriber,
                value: { relay, value in
                    lock.lock()
                    generation.value += 1
                    lock.unlock()
                    relay.send(value)
                }, completion: { $0.finish($1) })
            func arm() {
                lock.lock()
                let mine = generation.value
                lock.unlock()
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options) {
                    lock.lock()
                    let idle = generation.value == mine
                    lock.unlock()
                    guard relay.isActive else { return }
                    if idle { relay.finish(customError.map { .failure($0()) } ?? .finished) } else { arm() }
                }
            }
            upstream.subscribe(relay)
            arm()
        }
    }
}

extension Publisher {
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    )
        -> Publishers.Debounce<Self, S>
    {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    )
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler, options: options)
    }
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}
