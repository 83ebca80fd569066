#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs the timelines of every placed widget: shows the latest entry whose date has come, wakes
/// exactly at the next moment anything is due (one schedule for the whole dashboard, no
/// polling), asks providers for new timelines when their policy says so, and keeps each
/// widget's refresh budget — deferring a reload it cannot afford, never dropping it, never
/// running it twice.
///
/// The runner does not sleep itself: ``nextWake`` says when it must next ``tick()``, and the
/// host (the dashboard's event loop, or a test with a ``ManualClock``) calls it then.
package actor TimelineRunner<Payload: TimelinePayload> {
    /// A widget to run: where it is and who supplies its entries.
    package struct Placement: Sendable {
        package var context: TimelineContext
        package var provider: any TimelineProvider<Payload>

        package init(context: TimelineContext, provider: any TimelineProvider<Payload>) {
            self.context = context
            self.provider = provider
        }
    }

    nonisolated package let clock: any TimelineClock
    nonisolated package let deadline: TimeInterval
    nonisolated package let log: EventLog?
    /// Where spent reloads are kept between runs, if anywhere.
    nonisolated package let ledger: (any BudgetLedger)?
    var slots: [Slot] = []
    var index: [String: Int] = [:]
    var heap = WakeHeap()
    /// How many times ``tick()`` ran: the host's wake-ups.
    package internal(set) var ticks = 0
    /// The clock at the last tick, to notice it going backwards.
    var lastTick: Date?
    /// Called with a widget's id when a reload finished (its picture may have changed and the
    /// schedule moved): the host wakes up to redraw and re-plan.
    var onChange: (@Sendable (String) -> Void)?

    /// Sets what to call when a reload finishes.
    package func setOnChange(_ handler: (@Sendable (String) -> Void)?) {
        onChange = handler
    }

    /// Called with what is placed each time a timeline is asked for (lifecycle analytics).
    var onTimelineRequest: (@Sendable ([TimelineContext], Date) -> Void)?
    /// What is placed changed since ``onTimelineRequest`` last heard of it.
    var configurationsChanged = true

    /// Sets what to call each time a timeline is asked for.
    package func setOnTimelineRequest(_ handler: (@Sendable ([TimelineContext], Date) -> Void)?) {
        onTimelineRequest = handler
    }

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - deadline: how long a provider may take before the cached entry shows, stale.
    ///   - log: where events go.
    ///   - ledger: where each widget's spent reloads are kept, so the budget survives a restart.
    package init(clock: any TimelineClock, deadline: TimeInterval = 10, log: EventLog? = nil, ledger: (any BudgetLedger)? = nil) {
        self.clock = clock
        self.deadline = deadline
        self.log = log
        self.ledger = ledger
    }
}

/// A widget's refresh budget as the status line shows it.
package struct BudgetStatus: Hashable, Sendable {
    package var spent: Int
    package var left: Int
    /// Reloads it may spend in the rolling day: more the more it is in view.
    package var allowance: Int
    package var nextAllowed: Date
    /// When the next reload is planned (policy or deferred), if any.
    package var nextReload: Date?
}

/// The runner of a dashboard of ours: its widgets' entries carry widget states (metrics, or a
/// hosted widget's picture as a state: ``HostedStateProvider``).
package typealias DashboardRunner = TimelineRunner<WidgetState>

/// What a ``WidgetCenter`` asks of a runner, whatever its entries carry.
package protocol TimelineReloading: Actor {
    func reloadTimelines(ofKind kind: String)
    func reloadAllTimelines()
    func currentConfigurations() -> [TimelineContext]
}

extension TimelineRunner: TimelineReloading {}
