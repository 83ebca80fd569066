#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
/// Widget lifecycle analytics, the seed's way but with stable ids: each time a timeline is asked
/// for, what is placed now is compared with the list persisted last time, and the differences
/// go to the analytics log as `widget_added`, `widget_removed` and `widget_configured` (JSON
/// lines: `docs/analytics.md`). The comparison and the new list are one transaction, so a list
/// read twice or late yields each event once.
package final class LifecycleTracker: Sendable {
    let state: any DashboardStateStore
    let log: EventLog
    /// Widgets placed without an id of their own: known by their derived identity.
    private let derivedIDs: Mutex<Set<String>>
    let failures: ErrorBoard?

    package init(state: any DashboardStateStore, log: EventLog, derivedIDs: Set<String> = [], failures: ErrorBoard? = nil) {
        self.state = state
        self.log = log
        self.derivedIDs = Mutex(derivedIDs)
        self.failures = failures
    }

    /// The widgets without an id of their own, after the dashboard file changed.
    package func setDerivedIDs(_ ids: Set<String>) {
        derivedIDs.withLock { $0 = ids }
    }

    /// Compares `placed` with the last persisted list and logs what changed.
    @discardableResult
    package func observe(_ placed: [TimelineContext], at now: Date) -> [LifecycleEvent] {
        let derived = derivedIDs.withLock { $0 }
        let records = placed.filter { !$0.isPreview }.map {
            PlacedWidgetRecord(
                id: $0.instanceID, hasStableID: !derived.contains($0.instanceID), kind: $0.kind, family: $0.family,
                configuration: $0.configuration)
        }
        do {
            let events = try state.recordPlacedWidgets(records)
            for event in events { log.record(event.kind.rawValue, at: now, event.fields()) }
            return events
        } catch {
            failures?.set("lifecycle", "analytics: \(error)")
            return []
        }
    }
}
