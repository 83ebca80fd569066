/// Why a timeline was asked for.
public enum ReloadReason: String, Hashable, Sendable {
    /// The widget was just placed (free).
    case initial
    /// The timeline's reload policy came due.
    case policy
    /// `WidgetCenter.reloadTimelines(ofKind:)` or `reloadAllTimelines()`.
    case explicit
    /// The user ran an intent on the widget (free).
    case intent
    /// A reload the budget deferred, now allowed.
    case budgetDeferred = "budget-deferred"

    /// Whether this kind of reload spends the refresh budget.
    var spendsBudget: Bool { self != .initial && self != .intent }
}

/// Runs the timelines of every placed widget: shows the latest entry whose date has come, wakes
/// exactly at the next moment anything is due (one schedule for the whole dashboard, no
/// polling), asks providers for new timelines when their policy says so, and keeps each
/// widget's refresh budget — deferring a reload it cannot afford, never dropping it, never
/// running it twice.
///
/// The runner does not sleep itself: ``nextWake`` says when it must next ``tick()``, and the
/// host (the dashboard's event loop, or a test with a ``ManualClock``) calls it then.
public actor TimelineRunner {
    /// A widget to run: where it is and who supplies its entries.
    public struct Placement: Sendable {
        public var context: TimelineContext
        public var provider: any TimelineProvider

        public init(context: TimelineContext, provider: any TimelineProvider) {
            self.context = context
            self.provider = provider
        }
    }

    /// A widget's refresh budget as the status line shows it.
    public struct BudgetStatus: Hashable, Sendable {
        public var spent: Int
        public var left: Int
        public var nextAllowed: Date
        /// When the next reload is planned (policy or deferred), if any.
        public var nextReload: Date?
    }

    struct Slot {
        var placement: Placement
        var timeline: Timeline? {
            didSet {
                // Compact copies of what the schedule reads at every tick: scanning these is far
                // cheaper than walking entries that each carry a whole widget state.
                let entries = timeline?.entries ?? []
                dates = entries.map { $0.date.timeIntervalSince1970 }
                staleAts = entries.map { $0.staleAt?.timeIntervalSince1970 ?? .infinity }
                flaggedStale = entries.map { $0.state.isStale }
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
        /// Taken off the dashboard: kept as a tombstone (the schedule refers to slots by index)
        /// until the same id is placed again.
        var removed = false
    }

    nonisolated public let clock: any TimelineClock
    nonisolated public let deadline: TimeInterval
    nonisolated public let log: EventLog?
    private var slots: [Slot] = []
    private var index: [String: Int] = [:]
    private var heap = WakeHeap()
    /// How many times ``tick()`` ran: the host's wake-ups.
    public private(set) var ticks = 0
    /// Called with a widget's id when a reload finished (its picture may have changed and the
    /// schedule moved): the host wakes up to redraw and re-plan.
    private var onChange: (@Sendable (String) -> Void)?

    /// Sets what to call when a reload finishes.
    public func setOnChange(_ handler: (@Sendable (String) -> Void)?) {
        onChange = handler
    }

    /// Called with what is placed each time a timeline is asked for (lifecycle analytics).
    private var onTimelineRequest: (@Sendable ([TimelineContext], Date) -> Void)?

    /// Sets what to call each time a timeline is asked for.
    public func setOnTimelineRequest(_ handler: (@Sendable ([TimelineContext], Date) -> Void)?) {
        onTimelineRequest = handler
    }

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - deadline: how long a provider may take before the cached entry shows, stale.
    ///   - log: where events go.
    public init(clock: any TimelineClock, deadline: TimeInterval = 10, log: EventLog? = nil) {
        self.clock = clock
        self.deadline = deadline
        self.log = log
    }

    // MARK: - Placing widgets

    /// Places widgets (replacing any with the same id) and asks each for its first timeline,
    /// which spends no budget.
    public func place(_ placements: [Placement], budget: BudgetSettings = BudgetSettings()) {
        for placement in placements {
            let id = placement.context.instanceID
            if let i = index[id] {
                slots[i].inFlight?.cancel()
                let (placementGeneration, generation) = (slots[i].placementGeneration, slots[i].generation)
                slots[i] = Slot(placement: placement, budget: slots[i].budget)
                slots[i].placementGeneration = placementGeneration + 1
                slots[i].generation = generation + 1
            } else {
                index[id] = slots.count
                slots.append(Slot(placement: placement, budget: RefreshBudget(settings: budget)))
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
    public func currentConfigurations() -> [TimelineContext] {
        slots.filter { !$0.removed }.map(\.placement.context)
    }

    /// Takes widgets off the dashboard: their reloads stop, their timers are forgotten, a
    /// provider still running is cancelled and its answer ignored.
    public func remove(_ ids: [String]) {
        for id in ids {
            guard let i = index[id], !slots[i].removed else { continue }
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

    // MARK: - Reloads

    /// Asks every widget of `kind` for a new timeline (budget permitting); others are untouched.
    public func reloadTimelines(ofKind kind: String) {
        for i in slots.indices where slots[i].placement.context.kind == kind && !slots[i].removed {
            requestReload(i, reason: .explicit)
        }
    }

    /// Asks every widget for a new timeline (budget permitting).
    public func reloadAllTimelines() {
        for i in slots.indices where !slots[i].removed { requestReload(i, reason: .explicit) }
    }

    /// After an intent ran on widget `id`: one immediate reload that spends no budget.
    public func reloadAfterIntent(_ id: String) {
        guard let i = index[id], !slots[i].removed else { return }
        requestReload(i, reason: .intent)
    }

    /// After an intent ran on a widget of `kind`: every widget of that kind — and only those —
    /// reloads at once, spending no budget (what the intent changed shows everywhere it is
    /// drawn).
    public func reloadAfterIntent(ofKind kind: String) {
        for i in slots.indices where slots[i].placement.context.kind == kind && !slots[i].removed {
            requestReload(i, reason: .intent)
        }
    }

    /// Changes widget `id`'s configuration (an intent changed its range); the next reload
    /// uses it.
    public func reconfigure(_ id: String, configuration: WidgetConfiguration) {
        guard let i = index[id] else { return }
        slots[i].placement.context.configuration = configuration
    }

    /// The placement of widget `id`: its context and provider.
    public func placement(for id: String) -> Placement? {
        index[id].flatMap { slots[$0].removed ? nil : slots[$0].placement }
    }

    private func requestReload(_ i: Int, reason: ReloadReason) {
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
        let allowed = slots[i].budget.nextAllowed(at: now)
        if allowed <= now {
            slots[i].budget.spend(at: now)
            start(i, reason: reason)
        } else {
            // Deferred, never dropped: one pending reload, at the budget's next allowed moment.
            if slots[i].pending == nil || allowed < slots[i].pending!.due {
                slots[i].pending = (.budgetDeferred, allowed)
            }
            log?.record("reload_deferred", at: now, [("widget", .string(slots[i].placement.context.instanceID)), ("reason", .string(reason.rawValue)),
                                                      ("until", .string(ISO8601.string(allowed))), ("budgetLeft", .number(Double(slots[i].budget.left(at: now))))])
            schedule(i)
        }
    }

    private func start(_ i: Int, reason: ReloadReason) {
        let now = clock.now
        let context = slots[i].placement.context
        let provider = slots[i].placement.provider
        let generation = slots[i].placementGeneration
        slots[i].pending = nil
        slots[i].inFlightStarted = now
        slots[i].inFlightReason = reason
        slots[i].timedOut = false
        onTimelineRequest?(currentConfigurations(), now)
        log?.record("provider_started", at: now, [("widget", .string(context.instanceID)), ("kind", .string(context.kind)), ("reason", .string(reason.rawValue)),
                                                 ("budgetLeft", slots[i].budget.settings.debug ? .null : .number(Double(slots[i].budget.left(at: now))))])
        slots[i].inFlight = Task {
            let timeline = await provider.timeline(in: context)
            self.finish(id: context.instanceID, generation: generation, timeline: timeline)
        }
        schedule(i)
    }

    private func finish(id: String, generation: Int, timeline: Timeline) {
        guard let i = index[id], slots[i].placementGeneration == generation else { return }
        let now = clock.now
        let started = slots[i].inFlightStarted ?? now
        slots[i].inFlight = nil
        slots[i].timeline = timeline
        slots[i].policyRequested = false
        slots[i].timedOut = false
        log?.record("provider_finished", at: now, [
            ("widget", .string(id)),
            ("reason", .string(slots[i].inFlightReason?.rawValue ?? "")),
            ("durationMs", .number((now.timeIntervalSince(started) * 1000).rounded())),
            ("entries", .array(timeline.entries.map { .string(ISO8601.string($0.date)) })),
            ("dataAgeSeconds", timeline.entries.last.map { .number(max(0, now.timeIntervalSince($0.state.asOf)).rounded()) } ?? .null),
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

    // MARK: - Time

    /// The next moment anything is due — an entry's date, a policy reload, a deferred reload, a
    /// provider's deadline, an entry turning stale — or `nil` when nothing ever will be.
    public var nextWake: Date? {
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
    public func tick() -> [String] {
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
                let timedOutNow = inFlight && !slots[i].timedOut && slots[i].inFlightStarted.map { now >= $0.addingTimeInterval(deadline) } == true
                let pendingDue = !inFlight && slots[i].pending.map { $0.due <= now } == true
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
            if let started = self.slots[i].inFlightStarted, self.slots[i].inFlight != nil, !self.slots[i].timedOut, now >= started.addingTimeInterval(deadline) {
                self.slots[i].timedOut = true
                log?.record("provider_timeout", at: now, [("widget", .string(self.slots[i].placement.context.instanceID)), ("deadlineSeconds", .number(deadline))])
            }
            if let pending = self.slots[i].pending, pending.due <= now, self.slots[i].inFlight == nil {
                self.slots[i].budget.spend(at: now)
                start(i, reason: pending.reason)
            }
            if let timeline = self.slots[i].timeline, !self.slots[i].policyRequested, let reload = timeline.reloadDate, reload <= now, self.slots[i].inFlight == nil {
                self.slots[i].policyRequested = true
                requestReload(i, reason: .policy)
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

    private var lastTick: Date?

    /// Which entry a widget shows at `now` and whether it is stale.
    private func displayed(_ i: Int, at now: Date) -> (Int?, Bool) {
        Self.displayed(&slots[i], at: now)
    }

    /// (`inout` only so the slot is read in place, not copied.)
    private static func displayed(_ slot: inout Slot, at now: Date) -> (Int?, Bool) {
        let t = now.timeIntervalSince1970
        guard let shown = indexInForce(slot.dates, at: t, hint: slot.shownIndex) else { return (nil, false) }
        return (shown, slot.timedOut || slot.flaggedStale[shown] || t >= slot.staleAts[shown])
    }

    /// Pushes the slot's next wake onto the schedule.
    private func schedule(_ i: Int, now: Date? = nil) {
        Self.schedule(&slots[i], index: i, on: &heap, now: now ?? clock.now, deadline: deadline)
    }

    /// The next wake of one slot, pushed onto `heap`: its next entry, its policy reload, a
    /// pending reload, its provider's deadline, or its entry turning stale — the earliest.
    private static func schedule(_ slot: inout Slot, index i: Int, on heap: inout WakeHeap, now: Date, deadline: TimeInterval) {
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
            heap.push(Date(timeIntervalSince1970: wake), slot: i, generation: slot.generation)
        }
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

    // MARK: - What to show

    /// The entry widget `id` shows now: the latest whose date has come (stale past its limit,
    /// or while the provider is late), or the provider's placeholder before any.
    public func entry(for id: String) -> TimelineEntry? {
        guard let i = index[id], !slots[i].removed else { return nil }
        let now = clock.now
        let slot = slots[i]
        guard let timeline = slot.timeline, let shown = timeline.indexInForce(at: now) else {
            return slot.placement.provider.placeholder(in: slot.placement.context)
        }
        var entry = timeline.entries[shown]
        if displayed(i, at: now).1 { entry.state.isStale = true }
        return entry
    }

    /// Widget `id`'s budget: spent and left in the rolling window, the next allowed reload.
    public func budgetStatus(_ id: String) -> BudgetStatus? {
        guard let i = index[id] else { return nil }
        let now = clock.now
        let slot = slots[i]
        let policy = slot.policyRequested ? nil : slot.timeline?.reloadDate
        return BudgetStatus(spent: slot.budget.spentCount(at: now), left: slot.budget.left(at: now),
                            nextAllowed: slot.budget.nextAllowed(at: now), nextReload: [slot.pending?.due, policy].compactMap { $0 }.min())
    }

    /// What one widget shows now, in a ``snapshot(at:)``.
    public struct Shown: Sendable {
        /// The entry in force, or the provider's placeholder before any.
        public var entry: TimelineEntry?
        /// Whether `entry` is the placeholder: no entry has come yet.
        public var isPlaceholder: Bool
        public var isReloading: Bool
        public var budget: BudgetStatus
    }

    /// Every placed widget's entry, reload state and budget, in one look: what a frame draws.
    public func snapshot() -> [String: Shown] {
        var result: [String: Shown] = [:]
        for (id, i) in index where !slots[i].removed {
            let placeholder = slots[i].timeline?.indexInForce(at: clock.now) == nil
            result[id] = Shown(entry: entry(for: id), isPlaceholder: placeholder, isReloading: slots[i].inFlight != nil, budget: budgetStatus(id)!)
        }
        return result
    }

    /// Waits until no provider is running (tests and one-shot commands).
    public func settle() async {
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
    public func isReloading(_ id: String) -> Bool {
        index[id].map { slots[$0].inFlight != nil } ?? false
    }
}
