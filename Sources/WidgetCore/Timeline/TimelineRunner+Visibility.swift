#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What is in view, and the budget that follows from it — WidgetKit's way: a widget a person
/// looks at more gets more reloads; one out of view (another page, scrolled off) reloads less,
/// and at once when it comes into view with a reload overdue; reloads due together are batched.
extension TimelineRunner {
    /// Says which widgets are in view now; the others are not. A widget coming into view whose
    /// reload was held for being out of view reloads at once (budget permitting).
    package func setVisible(_ ids: Set<String>) {
        let now = clock.now
        for i in slots.indices where !slots[i].removed {
            let id = slots[i].placement.context.instanceID
            let visible = ids.contains(id)
            guard visible != slots[i].visible else { continue }
            slots[i].visible = visible
            slots[i].visibility.append((now, visible))
            // Changes older than the window are forgotten, but for the newest of them: it says
            // what the widget was at the window's start.
            let horizon = now.addingTimeInterval(-RefreshBudget.window)
            if let keep = slots[i].visibility.lastIndex(where: { $0.at <= horizon }), keep > 0 { slots[i].visibility.removeFirst(keep) }
            log?.record(
                visible ? "widget_visible" : "widget_hidden", at: now,
                [
                    ("widget", .string(id)),
                    ("seenShare", .number((seenShare(i, at: now) * 100).rounded() / 100)),
                    ("allowance", .number(Double(allowance(i, at: now)))),
                ])
            // A reload held (out of view, or by the budget it had then) is asked again now: the
            // budget may defer it again, but never for being out of view.
            if visible, let pending = slots[i].pending, pending.reason == .hidden || pending.reason == .budgetDeferred {
                slots[i].pending = nil
                requestReload(i, reason: .visible)
            } else {
                schedule(i)
            }
        }
    }

    /// The share of the last 24 hours (or of the time since it was placed, when shorter) that
    /// widget `i` was in view.
    func seenShare(_ i: Int, at now: Date) -> Double {
        let start = max(now.addingTimeInterval(-RefreshBudget.window), slots[i].placedAt)
        let span = now.timeIntervalSince(start)
        guard span > 0 else { return slots[i].visible ? 1 : 0 }
        // Walk the changes back from now: each stretch is in view or not.
        var seen = 0.0
        var end = now
        var state = slots[i].visible
        for change in slots[i].visibility.reversed() {
            let from = max(change.at, start)
            if state, end > from { seen += end.timeIntervalSince(from) }
            end = from
            state = !change.visible
            if change.at <= start { break }
        }
        if state, end > start { seen += end.timeIntervalSince(start) }
        return min(1, seen / span)
    }

    /// Widget `i`'s reloads allowed in the rolling day at `now`: from the hidden floor to the
    /// daily reloads, with the share of the day it was in view.
    func allowance(_ i: Int, at now: Date) -> Int {
        let settings = slots[i].budget.settings
        return settings.debug ? .max : settings.allowance(seenShare: seenShare(i, at: now))
    }

    /// After widget `trigger` started a policy reload at `now`: every other widget in view whose
    /// policy reload is due within the batch window starts now too (when its budget allows now),
    /// logged `reload_batched` with how much earlier.
    func batch(with trigger: Int, at now: Date) {
        let window = slots[trigger].budget.settings.batchWindow
        guard window > 0 else { return }
        let t = now.timeIntervalSince1970
        for j in slots.indices
        where j != trigger && !slots[j].removed && slots[j].visible && slots[j].inFlight == nil && !slots[j].policyRequested {
            guard slots[j].timeline != nil, let due = slots[j].reloadAt, due > t, due <= t + window,
                slots[j].budget.nextAllowed(at: now, allowance: allowance(j, at: now)) <= now
            else { continue }
            slots[j].policyRequested = true
            log?.record(
                "reload_batched", at: now,
                [
                    ("widget", .string(slots[j].placement.context.instanceID)),
                    ("with", .string(slots[trigger].placement.context.instanceID)),
                    ("earlierSeconds", .number((due - t).rounded())),
                ])
            requestReload(j, reason: .batched)
        }
    }
}
