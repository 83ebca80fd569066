#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a metrics widget asks for its next timeline (seed 004): after a success, in 15 minutes
/// for today's figures and in an hour for 7 or 30 days (they move slowly); after a failure, in
/// 15 minutes; each plus a small random jitter, so a team's terminals opened together do not all
/// ask the shop in the same second. The budget still has the last word.
package struct RefreshCadence: Hashable, Sendable {
    /// After a success, for `today`.
    package var today: TimeInterval
    /// After a success, for `last7Days` and `last30Days`.
    package var longer: TimeInterval
    /// After a failure, whatever the range.
    package var afterFailure: TimeInterval
    /// The most added at random (uniformly from 0 up to this).
    package var jitter: TimeInterval
    /// Added to every interval: one dashboard's own share of the jitter (``phased()``).
    package var offset: TimeInterval = 0

    package init(
        today: TimeInterval = 15 * 60, longer: TimeInterval = 60 * 60, afterFailure: TimeInterval = 15 * 60, jitter: TimeInterval = 60
    ) {
        self.today = today
        self.longer = longer
        self.afterFailure = afterFailure
        self.jitter = max(0, jitter)
    }

    /// The cadence WidgetKit's guidance suggests.
    package static let standard = RefreshCadence()

    /// This cadence slowed to what `budget` sustains: no interval shorter than a day over the
    /// daily reloads (70 a day: 21 minutes), so a widget's planned reloads are ones its
    /// budget allows, and its figures are never shown stale only because the plan asked for
    /// more than the budget gives. A debug budget (no limits) changes nothing.
    package func paced(for budget: BudgetSettings) -> RefreshCadence {
        guard !budget.debug, budget.dailyReloads > 0 else { return self }
        // In whole minutes (70 a day: 21), so the jitter keeps a reload within its minute.
        let least = (max(budget.minimumSpacing, 86_400 / Double(budget.dailyReloads)) / 60).rounded(.up) * 60
        var paced = RefreshCadence(
            today: max(today, least), longer: max(longer, least), afterFailure: max(afterFailure, least), jitter: jitter)
        paced.offset = offset
        return paced
    }

    /// The interval before the next reload, jitter aside.
    package func interval(range: DateRange, failed: Bool) -> TimeInterval {
        if failed { return afterFailure }
        return range == .today ? today : longer
    }

    /// When to reload after a load at `now` that succeeded or `failed`.
    package func next<G: RandomNumberGenerator>(after now: Date, range: DateRange, failed: Bool, using generator: inout G) -> Date {
        let spread = jitter > 0 ? Double.random(in: 0..<jitter, using: &generator) : 0
        return now.addingTimeInterval(interval(range: range, failed: failed) + spread + offset)
    }

    /// This cadence with its jitter drawn once: every widget of one dashboard is offset by the
    /// same few seconds, so widgets due together reload together and one screen shows one "as
    /// of", while a team's terminals opened in the same second still ask at different ones.
    package func phased() -> RefreshCadence {
        var phased = self
        phased.offset += jitter > 0 ? Double.random(in: 0..<jitter) : 0
        phased.jitter = 0
        return phased
    }

    /// As ``next(after:range:failed:using:)``, with the system's random numbers.
    package func next(after now: Date, range: DateRange, failed: Bool) -> Date {
        var generator = SystemRandomNumberGenerator()
        return next(after: now, range: range, failed: failed, using: &generator)
    }
}
