/// Placing widgets and taking them off.
extension TimelineRunner {
    /// Places widgets (replacing any with the same id) and asks each for its first timeline,
    /// which spends no budget.
    package func place(_ placements: [Placement], budget: BudgetSettings = BudgetSettings()) {
        if !placements.isEmpty { configurationsChanged = true }
        // What each new widget spent in the last 24 hours, in an earlier run: one read for all.
        let spent =
            budget.debug || placements.isEmpty
            ? [:] : ledger?.spentReloads(since: clock.now.addingTimeInterval(-RefreshBudget.window)) ?? [:]
        for placement in placements {
            let id = placement.context.instanceID
            if let i = index[id] {
                slots[i].inFlight?.cancel()
                let (placementGeneration, generation) = (slots[i].placementGeneration, slots[i].generation)
                let (visible, visibility, placedAt) = (slots[i].removed ? true : slots[i].visible, slots[i].visibility, slots[i].placedAt)
                slots[i] = Slot(placement: placement, budget: slots[i].budget)
                (slots[i].visible, slots[i].visibility, slots[i].placedAt) = (visible, visibility, placedAt)
                slots[i].placementGeneration = placementGeneration + 1
                slots[i].generation = generation + 1
            } else {
                index[id] = slots.count
                var slot = Slot(placement: placement, budget: RefreshBudget(settings: budget, spent: spent[id] ?? []))
                slot.placedAt = clock.now
                slots.append(slot)
            }
        }
        // Every widget is placed before the first is asked for a timeline: what is placed is
        // whole when a provider (or the lifecycle log) looks.
        for placement in placements {
            requestReload(index[placement.context.instanceID]!, reason: .initial)
        }
    }

    /// What is placed: instance id, kind, family, configuration (WidgetCenter's
    /// `currentConfigurations`).
    package func currentConfigurations() -> [TimelineContext] {
        slots.filter { !$0.removed }.map(\.placement.context)
    }

    /// Takes widgets off the dashboard: their reloads stop, their timers are forgotten, a
    /// provider still running is cancelled and its answer ignored.
    package func remove(_ ids: [String]) {
        for id in ids {
            guard let i = index[id], !slots[i].removed else { continue }
            configurationsChanged = true
            slots[i].inFlight?.cancel()
            slots[i].inFlight = nil
            slots[i].removed = true
            slots[i].timeline = nil
            slots[i].pending = nil
            slots[i].reloadAfterInFlight = nil
            slots[i].shownIndex = nil
            slots[i].placementGeneration += 1
            // Any schedule entry it has goes stale.
            slots[i].generation += 1
        }
    }
}
