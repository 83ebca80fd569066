#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
/// Where the timeline machinery reads the time. Everything time-dependent takes one, so tests
/// drive time by hand and never sleep.
public protocol TimelineClock: Sendable {
    var now: Date { get }
}

/// The system's wall clock.
public struct SystemClock: TimelineClock {
    public init() {}
    public var now: Date { Date() }
}

/// A clock that moves only when told: forward, backward, or across a long gap, instantly.
public final class ManualClock: TimelineClock {
    private let current: Mutex<Date>

    public init(_ start: Date) {
        current = Mutex(start)
    }

    public var now: Date { current.withLock { $0 } }

    /// Moves the clock by `seconds` (negative moves it back).
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// Sets the clock to `date`.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}

extension Date {
    /// The start of this date's minute: the one moment figures are asked for, so that every
    /// view of a metric in one minute — a metrics widget, the Orders-to-fulfill widget,
    /// `render` — reads the same value ("as of 3:30pm" means just that).
    package var startOfMinute: Date {
        Date(timeIntervalSince1970: (timeIntervalSince1970 / 60).rounded(.down) * 60)
    }
}
