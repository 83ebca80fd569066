#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// Reloads: asked for, deferred by the budget, started, finished and logged.
extension TimelineRunner {
    /// Asks every widget of `kind` for a new timeline (budget permitting); others are untouched.
    package func reloadTimelines(ofKind kind: String) {
        for i in slots.indices where slots[i].placement.context.kind == kind && !slots[i].removed {
            requestReload(i, reason: .explicit)
        }
    }

    /// Asks every widget for a new timeline (budget permitting).
    package func reloadAllTimelines() {
        for i in slots.indices where !slots[i].removed { requestReload(i, reason: .explicit) }
    }

    /// After an intent ran on widget `id`: one immediate reload that spends no budget.
    package func reloadAfterIntent(_ id: String) {
        guard let i = index[id], !slots[i].removed else { return }
        requestReload(i, reason: .intent)
    }

    /// After an intent ran on a widget of `kind`: every widget of that kind — and only those —
    /// reloads at once, spending no budget (what the intent changed shows everywhere it is
    /// drawn).
    package func reloadAfterIntent(ofKind kind: String) {
        reloadAfterChange(ofKind: kind, metrics: [])
    }

    /// After something changed figures — an intent, an import, a publish: every widget of
    /// `kind` and every widget showing one of `metrics` reloads at once, spending no budget, so
    /// one metric shows one value on the screen.
    ///
    /// A widget that shares any other metric with one reloading reloads too (and so on): after
    /// "Fulfill next", the small Orders widget and the large sales widget both show Orders, and
    /// must show it as of the same minute, with the same comparison.
    package func reloadAfterChange(ofKind kind: String? = nil, metrics: Set<String>) {
        let live = slots.indices.filter { !slots[$0].removed }
        var chosen = Set(
            live.filter { i in
                let context = slots[i].placement.context
                return context.kind == kind || (!metrics.isEmpty && context.shownMetrics.contains { metrics.contains($0) })
            })
        var shown = Set(chosen.flatMap { slots[$0].placement.context.shownMetrics })
        while let next = live.first(where: {
            !chosen.contains($0) && slots[$0].placement.context.shownMetrics.contains { shown.contains($0) }
        }) {
            chosen.insert(next)
            shown.formUnion(slots[next].placement.context.shownMetrics)
        }
        for i in chosen.sorted() { requestReload(i, reason: .intent) }
    }

    /// Changes widget `id`'s configuration (an intent changed its range); the next reload
    /// uses it.
    package func reconfigure(_ id: String, configuration: WidgetConfiguration, settingsVersion: Int? = nil) {
        guard let i = index[id] else { return }
        slots[i].placement.context.configuration = configuration
        if let settingsVersion { slots[i].placement.context.settingsVersion = settingsVersion }
        configurationsChanged = true
    }

    /// The placement of widget `id`: its context and provider.
    package func placement(for id: String) -> Placement? {
        index[id].flatMap { slots[$0].removed ? nil : slots[$0].placement }
    }

    func requestReload(_ i: Int, reason: ReloadReason) {
        let now = clock.now
        if slots[i].inFlight != nil {
            // One at a time: remember to run once more when this one finishes.
            if slots[i].reloadAfterInFlight == nil || !reason.spendsBudget { slots[i].reloadAfterInFlight = reason }
            return
        }
        guard reason.spendsBudget else {
            start(i, reason: reason)
            return
        }
        let allowance = allowance(i, at: now)
        var allowed = slots[i].budget.nextAllowed(at: now, allowance: allowance)
        var why = ReloadReason.budgetDeferred
        // Out of view, a planned reload waits its hidden spacing after the last one started
        // (`inFlightStarted` stays the last start once it finishes), or until
        // the widget comes into view); asked-for reloads do not.
        let settings = slots[i].budget.settings
        if !slots[i].visible, !settings.debug, reason == .policy || reason == .hidden || reason == .budgetDeferred,
            let last = slots[i].inFlightStarted ?? slots[i].budget.spent.last,
            last.addingTimeInterval(settings.hiddenSpacing(allowance: allowance)) > allowed
        {
            allowed = last.addingTimeInterval(settings.hiddenSpacing(allowance: allowance))
            why = .hidden
        }
        if allowed <= now {
            spendBudget(i, at: now)
            start(i, reason: reason)
        } else {
            // Deferred, never dropped: one pending reload, at the moment it is allowed.
            if slots[i].pending == nil || allowed < slots[i].pending!.due || slots[i].pending!.reason != why {
                slots[i].pending = (why, allowed)
            }
            log?.record(
                "reload_deferred", at: now,
                [
                    ("widget", .string(slots[i].placement.context.instanceID)), ("reason", .string(reason.rawValue)),
                    ("because", .string(why == .hidden ? "out of view" : "budget")),
                    ("until", .string(ISO8601.string(allowed))),
                    ("budgetLeft", .number(Double(slots[i].budget.left(at: now, allowance: allowance)))),
                    ("allowance", .number(Double(allowance))),
                ])
            schedule(i)
        }
    }

    /// Counts a reload against widget `i`'s budget, here and in the ledger.
    func spendBudget(_ i: Int, at now: Date) {
        slots[i].budget.spend(at: now)
        guard !slots[i].budget.settings.debug else { return }
        ledger?.recordReload(widget: slots[i].placement.context.instanceID, at: now)
    }

    func start(_ i: Int, reason: ReloadReason) {
        let now = clock.now
        let context = slots[i].placement.context
        let provider = slots[i].placement.provider
        let generation = slots[i].placementGeneration
        slots[i].pending = nil
        slots[i].inFlightStarted = now
        slots[i].inFlightReason = reason
        slots[i].timedOut = false
        // What is placed goes to the lifecycle log at a timeline request — once per change of
        // what is placed, not once per widget: a thousand widgets are one comparison, not a
        // thousand (the seed's diff at every request was quadratic in the widgets).
        if configurationsChanged, let onTimelineRequest {
            configurationsChanged = false
            onTimelineRequest(currentConfigurations(), now)
        }
        log?.record(
            "provider_started", at: now,
            [
                ("widget", .string(context.instanceID)), ("kind", .string(context.kind)), ("reason", .string(reason.rawValue)),
                (
                    "budgetLeft",
                    slots[i].budget.settings.debug
                        ? .null : .number(Double(slots[i].budget.left(at: now, allowance: allowance(i, at: now))))
                ),
            ])
        slots[i].inFlight = Task {
            let timeline = await provider.timeline(in: context)
            self.finish(id: context.instanceID, generation: generation, timeline: timeline)
        }
        schedule(i)
    }

    func finish(id: String, generation: Int, timeline: Timeline<Payload>) {
        guard let i = index[id], slots[i].placementGeneration == generation else { return }
        let now = clock.now
        let started = slots[i].inFlightStarted ?? now
        slots[i].inFlight = nil
        slots[i].timeline = timeline.showable(at: now)
        slots[i].policyRequested = false
        slots[i].timedOut = false
        log?.record(
            "provider_finished", at: now,
            [
                ("widget", .string(id)),
                ("reason", .string(slots[i].inFlightReason?.rawValue ?? "")),
                ("durationMs", .number((now.timeIntervalSince(started) * 1000).rounded())),
                ("entries", .array(timeline.entries.map { .string(ISO8601.string($0.date)) })),
                (
                    "dataAgeSeconds",
                    timeline.entries.last?.payload.dataTime.map { .number(max(0, now.timeIntervalSince($0)).rounded()) } ?? .null
                ),
                ("policy", .string(Self.describe(timeline.policy))),
            ])
        if let again = slots[i].reloadAfterInFlight {
            slots[i].reloadAfterInFlight = nil
            requestReload(i, reason: again)
        }
        (slots[i].shownIndex, slots[i].shownStale) = displayed(i, at: now)
        schedule(i)
        onChange?(id)
    }

    static func describe(_ policy: ReloadPolicy) -> String {
        switch policy {
        case .atEnd: "atEnd"
        case .after(let date): "after \(ISO8601.string(date))"
        case .never: "never"
        }
    }
}
