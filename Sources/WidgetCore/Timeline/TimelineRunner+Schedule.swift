#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Time: the one schedule of wake-ups, and what each tick brings up to the clock.
extension TimelineRunner {
    /// The next moment anything is due — an entry's date, a policy reload, a deferred reload, a
    /// provider's deadline, an entry turning stale — or `nil` when nothing ever will be.
    package var nextWake: Date? {
        var heap = self.heap
        while let top = heap.top {
            if slots[top.slot].generation == top.generation { return top.date }
            _ = heap.pop()
        }
        return nil
    }

    /// Brings every widget up to the clock: shows the entries now in force, starts the reloads
    /// now due. Returns the ids of the widgets whose picture changed.
    ///
    /// After a long gap this goes straight to the right entry and asks each widget for one
    /// reload, not one per missed date; a clock that went backwards shows the entry in force at
    /// the earlier time and carries on from there.
    @discardableResult
    package func tick() -> [String] {
        ticks += 1
        let now = clock.now
        // The common case — a widget whose next entry came — runs on local copies of the
        // schedule and the slots, free of the runtime's exclusivity checks on actor state.
        var slots = self.slots
        var heap = self.heap
        self.slots = []
        self.heap = WakeHeap()
        var due: [Int] = []
        while let top = heap.top, top.date <= now {
            _ = heap.pop()
            // A current schedule entry is unique per slot: its generation moves on when used.
            if slots[top.slot].generation == top.generation {
                due.append(top.slot)
                slots[top.slot].generation += 1
            }
        }
        // A clock that jumped backwards leaves nothing due: re-examine every widget then.
        if due.isEmpty, let last = lastTick, now < last { due = Array(slots.indices) }
        lastTick = now
        due.sort()
        var changed: [String] = []
        var needsWork: [Int] = []
        let deadline = self.deadline
        slots.withUnsafeMutableBufferPointer { slots in
            for i in due {
                // Fields are read in place: copying a whole slot would retain all it holds.
                let inFlight = slots[i].inFlight != nil
                let timedOutNow =
                    inFlight && !slots[i].timedOut && slots[i].inFlightStarted.map { now >= $0.addingTimeInterval(deadline) } == true
                let pendingDue = !inFlight && slots[i].pending.map { $0.due.timeIntervalSince1970 <= now.timeIntervalSince1970 } == true
                let policyDue = !inFlight && !slots[i].policyRequested && slots[i].reloadAt.map { $0 <= now.timeIntervalSince1970 } == true
                if timedOutNow || pendingDue || policyDue {
                    needsWork.append(i)
                    continue
                }
                let (shown, stale) = Self.displayed(&slots[i], at: now)
                if shown != slots[i].shownIndex || stale != slots[i].shownStale {
                    slots[i].shownIndex = shown
                    slots[i].shownStale = stale
                    changed.append(slots[i].placement.context.instanceID)
                }
                Self.schedule(&slots[i], index: i, on: &heap, now: now, deadline: deadline)
            }
        }
        self.slots = slots
        self.heap = heap
        // The rarer cases start reloads and log: on the actor's state.
        for i in needsWork {
            defer { schedule(i, now: now) }
            if let started = self.slots[i].inFlightStarted, self.slots[i].inFlight != nil, !self.slots[i].timedOut,
                now >= started.addingTimeInterval(deadline)
            {
                self.slots[i].timedOut = true
                log?.record(
                    "provider_timeout", at: now,
                    [("widget", .string(self.slots[i].placement.context.instanceID)), ("deadlineSeconds", .number(deadline))])
            }
            if let pending = self.slots[i].pending, pending.due.timeIntervalSince1970 <= now.timeIntervalSince1970,
                self.slots[i].inFlight == nil
            {
                // Asked again: the allowance may have moved while it waited (out of view).
                self.slots[i].pending = nil
                requestReload(i, reason: pending.reason)
            }
            // The same seconds-since-1970 the schedule woke on: comparing `Date`s here instead
            // once left a policy date a rounding below its wake never due, and the host woke
            // again at once, for ever.
            if self.slots[i].timeline != nil, !self.slots[i].policyRequested, let reload = self.slots[i].reloadAt,
                reload <= now.timeIntervalSince1970, self.slots[i].inFlight == nil
            {
                self.slots[i].policyRequested = true
                requestReload(i, reason: .policy)
                if self.slots[i].inFlight != nil, self.slots[i].visible { batch(with: i, at: now) }
            }
            let (shown, stale) = displayed(i, at: now)
            if shown != self.slots[i].shownIndex || stale != self.slots[i].shownStale {
                self.slots[i].shownIndex = shown
                self.slots[i].shownStale = stale
                changed.append(self.slots[i].placement.context.instanceID)
            }
        }
        return changed
    }

    /// Which entry a widget shows at `now` and whether it is stale.
    func displayed(_ i: Int, at now: Date) -> (Int?, Bool) {
        Self.displayed(&slots[i], at: now)
    }

    /// (`inout` only so the slot is read in place, not copied.)
    static func displayed(_ slot: inout Slot, at now: Date) -> (Int?, Bool) {
        let t = now.timeIntervalSince1970
        guard let shown = indexInForce(slot.dates, at: t, hint: slot.shownIndex) else { return (nil, false) }
        return (shown, slot.timedOut || slot.flaggedStale[shown] || t >= slot.staleAts[shown])
    }

    /// Pushes the slot's next wake onto the schedule.
    func schedule(_ i: Int, now: Date? = nil) {
        Self.schedule(&slots[i], index: i, on: &heap, now: now ?? clock.now, deadline: deadline)
    }

    /// The next wake of one slot, pushed onto `heap`: its next entry, its policy reload, a
    /// pending reload, its provider's deadline, or its entry turning stale — the earliest.
    static func schedule(_ slot: inout Slot, index i: Int, on heap: inout WakeHeap, now: Date, deadline: TimeInterval) {
        guard !slot.removed else { return }
        let t = now.timeIntervalSince1970
        var wake = Double.infinity
        let shown = indexInForce(slot.dates, at: t, hint: slot.shownIndex)
        let next = (shown ?? -1) + 1
        if next < slot.dates.count { wake = min(wake, slot.dates[next]) }
        if !slot.policyRequested, let reload = slot.reloadAt { wake = min(wake, max(reload, t)) }
        if let shown, slot.staleAts[shown] > t { wake = min(wake, slot.staleAts[shown]) }
        if let pending = slot.pending { wake = min(wake, pending.due.timeIntervalSince1970) }
        if slot.inFlight != nil, !slot.timedOut, let started = slot.inFlightStarted {
            wake = min(wake, started.timeIntervalSince1970 + deadline)
        }
        slot.generation += 1
        if wake.isFinite {
            heap.push(wakeDate(wake), slot: i, generation: slot.generation)
        }
    }

    /// The moment `seconds` after 1970, never earlier: `Date` counts from 2001, and the round
    /// trip may land one unit below — a wake at which nothing is due yet, and a host that wakes
    /// again at once, for ever (a policy date with a fraction of a second did this on a manual
    /// clock).
    static func wakeDate(_ seconds: Double) -> Date {
        var date = Date(timeIntervalSince1970: seconds)
        while date.timeIntervalSince1970 < seconds {
            date = Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.nextUp)
        }
        return date
    }

    /// The index of the latest date at or before `t`, starting from `hint` (time usually moves
    /// forward by a step or two) and falling back to a binary search.
    static func indexInForce(_ dates: [Double], at t: Double, hint: Int?) -> Int? {
        if let hint, hint < dates.count, dates[hint] <= t {
            var i = hint
            var steps = 0
            while i + 1 < dates.count, dates[i + 1] <= t, steps < 8 {
                i += 1
                steps += 1
            }
            if i + 1 >= dates.count || dates[i + 1] > t { return i }
        }
        var low = 0, high = dates.count
        while low < high {
            let mid = (low + high) / 2
            if dates[mid] <= t { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }
}
