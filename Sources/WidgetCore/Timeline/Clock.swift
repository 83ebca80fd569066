#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
/// Where the timeline machinery reads the time. Everything time-dependent takes one, so tests
/// drive time by hand and never sleep.
///
/// ```swift
/// let clock: any TimelineClock = ManualClock(Date(timeIntervalSince1970: 1_764_516_600))
/// let state = WidgetState(shop: nil, range: .today, slots: [], asOf: clock.now)
/// ```
public protocol TimelineClock: Sendable {
    var now: Date { get }
}

/// The system's wall clock.
///
/// ```swift
/// let clock: any TimelineClock = SystemClock()
/// let now = clock.now  // the current time, as Date() reads it
/// ```
public struct SystemClock: TimelineClock {
    public init() {}
    public var now: Date { Date() }
}

/// A clock that moves only when told: forward, backward, or across a long gap, instantly.
///
/// ```swift
/// let clock = ManualClock(Date(timeIntervalSince1970: 1_764_516_600))  // 2025-11-30 15:30 UTC
/// clock.advance(by: 15 * 60)
/// let later = ISO8601.string(clock.now)  // "2025-11-30T15:45:00Z"
/// clock.set(Date(timeIntervalSince1970: 1_764_460_800))  // back to midnight
/// ```
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
