import Combine
import Foundation
import Testing

/// A scheduler on a manual clock: work runs when the test advances time past it.
final class ManualScheduler: Scheduler, @unchecked Sendable {
    typealias SchedulerTimeType = ImmediateScheduler.SchedulerTimeType.Stride.Moment
    typealias SchedulerOptions = Never
    private(set) var now = SchedulerTimeType(0)
    private var queue: [(at: SchedulerTimeType, order: Int, action: () -> Void)] = []
    private var order = 0
    var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        schedule(after: now, tolerance: .nanoseconds(0), options: nil, action)
    }
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        order += 1
        queue.append((date, order, action))
    }
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, tolerance: tolerance, options: nil, action)
        return AnyCancellable {}
    }

    /// Moves the clock on, running what falls due in time order.
    func advance(by stride: SchedulerTimeType.Stride) {
        let end = now.advanced(by: stride)
        while let next = queue.filter({ $0.at <= end }).min(by: { ($0.at, $0.order) < ($1.at, $1.order) }) {
            queue.removeAll { $0.order == next.order }
            now = next.at
            next.action()
        }
        now = end
    }
}

extension NanosecondStride {
    /// A moment on the manual clock, in nanoseconds.
    struct Moment: Strideable, Hashable {
        let nanoseconds: Int
        init(_ nanoseconds: Int) { self.nanoseconds = nanoseconds }
        func distance(to other: Moment) -> NanosecondStride { .nanoseconds(other.nanoseconds - nanoseconds) }
        func advanced(by n: NanosecondStride) -> Moment { Moment(nanoseconds + n.magnitude) }
    }
}

/// Combine as Apple's: demand-driven subscriptions, operators by their `Publishers` names,
/// subjects, schedulers, Foundation's publishers, `@Published` and `ObservableObject`.
@Suite("Combine: publishers, operators, subjects, schedulers")
struct CombineTests {
    @Test("Operators chain as Apple's: map, filter, removeDuplicates, scan, prefix, dropFirst, collect")
    func operators() {
        var log: [String] = []
        var bag = Set<AnyCancellable>()
        [1, 2, 3, 4].publisher.map { $0 * 10 }.filter { $0 > 10 }.collect().sink { log.append("\($0)") }.store(in: &bag)
        [1, 1, 2, 2, 3].publisher.removeDuplicates().scan(0, +).collect().sink { log.append("\($0)") }.store(in: &bag)
        [1, 2, 3].publisher.dropFirst().prefix(1)
            .sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") }).store(in: &bag)
        #expect(log == ["[20, 30, 40]", "[1, 3, 6]", "2", "finished"])
    }

    @Test("A subscriber gets only what it asks for: demand is honoured, one value at a time")
    func demand() {
        var received: [Int] = []
        var subscription: Subscription?
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { subscription = $0 },
            receiveValue: {
                received.append($0)
                return .none
            },
            receiveCompletion: { _ in received.append(-1) })
        (1...5).publisher.map { $0 }.subscribe(subscriber)
        #expect(received == [])
        subscription?.request(.max(2))
        #expect(received == [1, 2])
        subscription?.request(.unlimited)
        #expect(received == [1, 2, 3, 4, 5, -1])
    }

    @Test("Subjects: combineLatest pairs each latest value, zip pairs them in step, share subscribes once")
    func subjects() {
        var log: [String] = []
        var bag = Set<AnyCancellable>()
        let numbers = PassthroughSubject<Int, Never>()
        let letters = CurrentValueSubject<String, Never>("a")
        numbers.combineLatest(letters).sink { log.append("latest \($0)\($1)") }.store(in: &bag)
        numbers.zip(letters).sink { log.append("zip \($0)\($1)") }.store(in: &bag)
        numbers.send(1)
        letters.send("b")
        numbers.send(2)
        var subscriptions = 0
        let shared = numbers.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        shared.sink { log.append("one \($0)") }.store(in: &bag)
        shared.sink { log.append("two \($0)") }.store(in: &bag)
        numbers.send(3)
        #expect(
            log == [
                "latest 1a", "zip 1a", "latest 1b", "latest 2b", "zip 2b", "latest 3b", "one 3", "two 3",
            ])
        #expect(subscriptions == 1)
    }

    @Test("Failures: catch and replaceError recover; flatMap, setFailureType and mapError keep the types Apple's do")
    func failures() {
        var log: [String] = []
        var bag = Set<AnyCancellable>()
        Fail<Int, URLError>(error: URLError(.timedOut)).catch { _ in Just(9) }.sink { log.append("catch \($0)") }.store(in: &bag)
        Fail<Int, URLError>(error: URLError(.timedOut)).replaceError(with: 7).sink { log.append("replace \($0)") }.store(in: &bag)
        let chain: AnyPublisher<Int, Error> = Just(5).setFailureType(to: URLError.self)
            .flatMap { Just($0 + 1).setFailureType(to: URLError.self) }.mapError { $0 as Error }.eraseToAnyPublisher()
        chain.sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("flat \($0)") }).store(in: &bag)
        struct Item: Codable { let a: Int }
        Just(Data(#"{"a":3}"#.utf8)).decode(type: Item.self, decoder: JSONDecoder()).map(\.a).replaceError(with: -1)
            .sink { log.append("decoded \($0)") }.store(in: &bag)
        #expect(log == ["catch 9", "replace 7", "flat 6", "finished", "decoded 3"])
    }

    @Test("Time on a scheduler: debounce keeps the last of a burst, delay and throttle wait their interval")
    func schedulers() {
        let scheduler = ManualScheduler()
        var log: [String] = []
        var bag = Set<AnyCancellable>()
        let input = PassthroughSubject<Int, Never>()
        input.debounce(for: .milliseconds(50), scheduler: scheduler).sink { log.append("debounced \($0)") }.store(in: &bag)
        input.delay(for: .milliseconds(10), scheduler: scheduler).sink { log.append("delayed \($0)") }.store(in: &bag)
        input.send(1)
        input.send(2)
        scheduler.advance(by: .milliseconds(20))
        input.send(3)
        #expect(log == ["delayed 1", "delayed 2"])
        scheduler.advance(by: .milliseconds(100))
        #expect(log == ["delayed 1", "delayed 2", "delayed 3", "debounced 3"])
    }

    @Test("@Published: objectWillChange fires before each change; $property publishes the value and every change")
    func published() {
        final class Model: ObservableObject {
            @Published var count = 0
        }
        let model = Model()
        var log: [String] = []
        var bag = Set<AnyCancellable>()
        model.objectWillChange.sink { log.append("will change (count is \(model.count))") }.store(in: &bag)
        model.$count.sink { log.append("count \($0)") }.store(in: &bag)
        model.count = 1
        #expect(log == ["count 0", "will change (count is 0)", "count 1"])
    }

    @Test("Foundation's publishers: notifications as they are posted, a Future's one value, values as an async sequence")
    func foundation() async {
        var log: [String] = []
        var bag = Set<AnyCancellable>()
        let name = Notification.Name("widgetdeck.combine.test")
        NotificationCenter.default.publisher(for: name).map(\.name.rawValue).sink { log.append($0) }.store(in: &bag)
        NotificationCenter.default.post(name: name, object: nil)
        Future<Int, Never> { $0(.success(42)) }.sink { log.append("future \($0)") }.store(in: &bag)
        var values: [Int] = []
        for await value in [4, 5].publisher.values { values.append(value) }
        #expect(log == ["widgetdeck.combine.test", "future 42"])
        #expect(values == [4, 5])
    }
}
