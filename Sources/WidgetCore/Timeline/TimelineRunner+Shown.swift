/// What each widget shows now, its budget, and waiting for providers.
extension TimelineRunner {
    /// The entry widget `id` shows now: the latest whose date has come (stale past its limit,
    /// or while the provider is late), or the provider's placeholder before any.
    package func entry(for id: String) -> TimelineEntry<Payload>? {
        guard let i = index[id], !slots[i].removed else { return nil }
        let now = clock.now
        let slot = slots[i]
        guard let timeline = slot.timeline, let shown = timeline.indexInForce(at: now) else {
            return slot.placement.provider.placeholder(in: slot.placement.context)
        }
        var entry = timeline.entries[shown]
        if displayed(i, at: now).1 { entry.payload.isStale = true }
        return entry
    }

    /// Widget `id`'s budget: spent and left in the rolling window, the next allowed reload.
    package func budgetStatus(_ id: String) -> BudgetStatus? {
        guard let i = index[id] else { return nil }
        let now = clock.now
        let slot = slots[i]
        let policy = slot.policyRequested ? nil : slot.timeline?.reloadDate
        let allowance = allowance(i, at: now)
        return BudgetStatus(
            spent: slot.budget.spentCount(at: now), left: slot.budget.left(at: now, allowance: allowance), allowance: allowance,
            nextAllowed: slot.budget.nextAllowed(at: now, allowance: allowance),
            nextReload: [slot.pending?.due, policy].compactMap { $0 }.min())
    }

    /// What one widget shows now, in a ``snapshot(at:)``.
    package struct Shown: Sendable {
        /// The entry in force, or the provider's placeholder before any.
        package var entry: TimelineEntry<Payload>?
        /// Whether `entry` is the placeholder: no entry has come yet.
        package var isPlaceholder: Bool
        package var isReloading: Bool
        package var budget: BudgetStatus
    }

    /// Every placed widget's entry, reload state and budget, in one look: what a frame draws.
    package func snapshot() -> [String: Shown] {
        var result: [String: Shown] = [:]
        for (id, i) in index where !slots[i].removed {
            let placeholder = slots[i].timeline?.indexInForce(at: clock.now) == nil
            result[id] = Shown(
                entry: entry(for: id), isPlaceholder: placeholder, isReloading: slots[i].inFlight != nil, budget: budgetStatus(id)!)
        }
        return result
    }

    /// Waits until no provider is running (tests and one-shot commands).
    package func settle() async {
        var waited = Set<Task<Void, Never>>()
        while true {
            let running = slots.compactMap(\.inFlight).filter { !waited.contains($0) }
            if running.isEmpty { return }
            for task in running {
                await task.value
                waited.insert(task)
            }
        }
    }

    /// Whether widget `id` has a provider call under way.
    package func isReloading(_ id: String) -> Bool {
        index[id].map { slots[$0].inFlight != nil } ?? false
    }
}
