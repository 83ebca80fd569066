#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TimelineRunner {
    /// One placed widget's timeline, schedule, budget and reload under way.
    struct Slot {
        var placement: Placement
        var timeline: Timeline<Payload>? {
            didSet {
                // Compact copies of what the schedule reads at every tick: scanning these is far
                // cheaper than walking entries that each carry a whole widget state.
                let entries = timeline?.entries ?? []
                dates = entries.map { $0.date.timeIntervalSince1970 }
                staleAts = entries.map { $0.staleAt?.timeIntervalSince1970 ?? .infinity }
                flaggedStale = entries.map { $0.payload.isStale }
                reloadAt = timeline?.reloadDate?.timeIntervalSince1970
            }
        }
        var dates: [Double] = []
        var staleAts: [Double] = []
        var flaggedStale: [Bool] = []
        var reloadAt: Double?
        var budget: RefreshBudget
        /// A reload waiting for its time (a policy date, or the budget).
        var pending: (reason: ReloadReason, due: Date)?
        /// Whether the current timeline's policy reload was already requested.
        var policyRequested = false
        var inFlight: Task<Void, Never>?
        var inFlightStarted: Date?
        var inFlightReason: ReloadReason?
        /// The provider is past its deadline: the cached entry shows, stale.
        var timedOut = false
        /// Another reload was asked while one ran: run once more after it.
        var reloadAfterInFlight: ReloadReason?
        /// Bumped when the widget is placed anew: a reload of the old placement is ignored.
        var placementGeneration = 0
        /// Bumped at each reschedule: older schedule entries are ignored when they surface.
        var generation = 0
        /// What was last shown, to tell the host what changed.
        var shownIndex: Int? = nil
        var shownStale = false
        /// Whether the widget is in view (the host says: its page shows, it is not scrolled off).
        var visible = true
        /// When it came into view or went out of it, oldest first, over the last day: what its
        /// allowance grows with.
        var visibility: [(at: Date, visible: Bool)] = []
        /// When it was placed.
        var placedAt = Date.distantPast
        /// Taken off the dashboard: kept as a tombstone (the schedule refers to slots by index)
        /// until the same id is placed again.
        var removed = false
    }
}
