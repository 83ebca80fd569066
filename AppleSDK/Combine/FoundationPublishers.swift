// Foundation's publishers (Apple's Combine overlay for Foundation): notifications, timers,
// URL sessions — and a publisher's values as an async sequence.
import Foundation
import FoundationNetworking

extension NotificationCenter {
    /// Publishes a notification each time it is posted (Apple's `NotificationCenter.Publisher`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subject = PassthroughSubject<Notification, Never>()
            let token = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
            let center = self.center
            subject.handleEvents(receiveCancel: { center.removeObserver(token) }).receive(subscriber: subscriber)
        }
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

extension Timer {
    /// Publishes the date on a repeating interval once connected (Apple's `Timer.TimerPublisher`).
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let subject = PassthroughSubject<Date, Never>()

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable {
            let subject = self.subject
            let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }

    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }
}

extension URLSession {
    /// Publishes a data task's data and response, or its error (Apple's `DataTaskPublisher`).
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            let (request, session) = (self.request, self.session)
            Deferred {
                Future<Output, URLError> { promise in
                    nonisolated(unsafe) let promise = promise
                    session.dataTask(with: request) { data, response, error in
                        if let error {
                            promise(.failure(error as? URLError ?? URLError(.unknown)))
                        } else if let data, let response {
                            promise(.success((data, response)))
                        } else {
                            promise(.failure(URLError(.badServerResponse)))
                        }
                    }.resume()
                }
            }.receive(subscriber: subscriber)
        }
    }

    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

/// A value handed across the async sequence's stream (Combine's values need not be Sendable).
struct Handed<Value>: @unchecked Sendable {
    let value: Value
}

/// A publisher's values as an async sequence (Apple's `AsyncPublisher`).
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    let publisher: P
    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        var inner: AsyncStream<Handed<P.Output>>.Iterator
        public mutating func next() async -> P.Output? { await inner.next()?.value }
    }

    public func makeAsyncIterator() -> Iterator {
        let stream = AsyncStream<Handed<P.Output>> { continuation in
            let cancellable = publisher.sink(
                receiveCompletion: { _ in continuation.finish() }, receiveValue: { continuation.yield(Handed(value: $0)) })
            continuation.onTermination = { _ in cancellable.cancel() }
        }
        return Iterator(inner: stream.makeAsyncIterator())
    }
}

/// A failing publisher's values as an async sequence (Apple's `AsyncThrowingPublisher`).
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    let publisher: P
    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        var inner: AsyncThrowingStream<Handed<P.Output>, Error>.Iterator
        public mutating func next() async throws -> P.Output? { try await inner.next()?.value }
    }

    public func makeAsyncIterator() -> Iterator {
        let stream = AsyncThrowingStream<Handed<P.Output>, Error> { continuation in
            let cancellable = publisher.sink(
                receiveCompletion: {
                    switch $0 {
                    case .finished: continuation.finish()
                    case .failure(let error): continuation.finish(throwing: Handed(value: error).value)
                    }
                }, receiveValue: { continuation.yield(Handed(value: $0)) })
            continuation.onTermination = { _ in cancellable.cancel() }
        }
        return Iterator(inner: stream.makeAsyncIterator())
    }
}

extension Publisher where Failure == Never {
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
