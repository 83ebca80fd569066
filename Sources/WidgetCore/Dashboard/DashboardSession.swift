#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import WidgetDrawing

/// A running dashboard without a terminal: the ``DashboardModel``, the ``TimelineRunner`` that
/// feeds it, the intents its buttons perform, and the frames it draws on a
/// ``DashboardBackend``. The terminal's event loop and the tests drive the same session: the
/// loop sleeps in `poll` and calls ``step(on:)``; a test queues keys on a ``TestBackend``,
/// calls ``step(on:)`` and ``settle()``, and looks at the frames.
///
/// Time comes from the injected clock; nothing here sleeps or polls.
package actor DashboardSession {
    /// What a session is made of, as the executable wires it.
    package struct Configuration: Sendable {
        package var file: DashboardFile
        package var placements: [DashboardRunner.Placement]
        package var sourceName: String
        package var themes: [Theme]
        package var locale: DisplayLocale
        package var log: EventLog?
        package var errors: ErrorBoard
        /// Lifecycle analytics, fed each time a timeline is asked for.
        package var lifecycle: LifecycleTracker?
        /// The cache the widgets' figures come through: what an intent, an import or a publish
        /// changes is forgotten there.
        package var cache: MetricsCache?
        /// Where each widget's spent reloads are kept, so the budget outlives a restart.
        package var ledger: (any BudgetLedger)?
        /// Draws a widget's picture again at another moment (a team's widget whose timer or
        /// relative date changes by itself): asked when a shown picture's `changesAt` comes.
        package var redraw: (@Sendable (PictureRequest, Date) async -> WidgetPicture?)?

        package init(
            file: DashboardFile, placements: [DashboardRunner.Placement], sourceName: String, themes: [Theme], locale: DisplayLocale,
            log: EventLog? = nil, errors: ErrorBoard = ErrorBoard(), lifecycle: LifecycleTracker? = nil,
            cache: MetricsCache? = nil, ledger: (any BudgetLedger)? = nil
        ) {
            self.cache = cache
            self.ledger = ledger
            self.file = file
            self.placements = placements
            self.sourceName = sourceName
            self.themes = themes.isEmpty ? [.dark] : themes
            self.locale = locale
            self.log = log
            self.errors = errors
            self.lifecycle = lifecycle
        }
    }

    package private(set) var configuration: Configuration
    package nonisolated let runner: DashboardRunner
    package nonisolated let clock: any TimelineClock
    package nonisolated let activity = IntentActivity()
    package private(set) var model: DashboardModel
    /// The frame last drawn on the backend, for the next diff (`nil`: draw whole).
    private var previous: Buffer?
    /// Intents under way (tests wait for them).
    private var intents: [Task<Void, Never>] = []
    /// Pictures drawn again since their entry showed (a timer's next second), by widget id.
    private var redrawn: [String: WidgetPicture] = [:]
    /// Called when something happened off the loop (a reload or an intent finished): the host
    /// wakes up and steps.
    private let wake: @Sendable () -> Void

    /// A session on `clock`, drawn at `size`.
    ///
    /// - Parameter wake: called from other threads when the screen may have changed.
    package init(_ configuration: Configuration, clock: any TimelineClock, size: Size, wake: @escaping @Sendable () -> Void = {}) {
        self.configuration = configuration
        self.clock = clock
        self.wake = wake
        runner = DashboardRunner(clock: clock, log: configuration.log, ledger: configuration.ledger)
        model = DashboardModel(
            widgets: configuration.file.widgets.map(DashboardModel.Widget.init), size: size,
            context: RenderContext(now: clock.now, locale: configuration.locale),
            sourceName: configuration.sourceName, themeNames: configuration.themes.map(\.name),
            unlimitedBudget: configuration.file.budget.debug)
    }

    /// Places every widget and asks each for its first timeline.
    package func start() async {
        let wake = self.wake
        if let lifecycle = configuration.lifecycle {
            await runner.setOnTimelineRequest { placed, now in lifecycle.observe(placed, at: now) }
        }
        await runner.setOnChange { _ in wake() }
        await runner.place(configuration.placements, budget: configuration.file.budget)
        await reportVisibility()
    }

    /// What was last said to the runner is in view (``DashboardModel/visibilityKey``).
    private var visibilityKey: String?
    /// The member each stack showed when last looked at.
    private var stackFronts: [String: String] = [:]
    /// When the first score of a stack's member, as last looked at, ends (its `duration`): the
    /// stack may turn then with nothing else happening.
    private var relevanceEnds: Date?

    /// Tells the runner which widgets are in view, when that may have changed: the budget
    /// follows what a person looks at. A stack that turned is logged (`stack_shown`), with why.
    func reportVisibility() async {
        let fronts = model.stackFronts
        for (stack, id) in fronts.sorted(by: { $0.key < $1.key }) where stackFronts[stack] != id {
            let members = model.stackMembers(stack).map(\.id)
            configuration.log?.record(
                "stack_shown", at: clock.now,
                [
                    ("stack", .string(stack)), ("widget", .string(id)), ("relevance", .number(model.relevance(id))),
                    (
                        "because",
                        .string(
                            stackFronts[stack] == nil
                                ? "placed"
                                : model.rotation.isPicked(stack, members: members, score: model.relevance) ? "turned" : "relevance")
                    ),
                ])
        }
        stackFronts = fronts
        let key = model.visibilityKey
        guard key != visibilityKey else { return }
        visibilityKey = key
        await runner.setVisible(model.visibleWidgetIDs)
    }

    /// The theme frames are drawn in.
    package var theme: Theme { configuration.themes[model.themeIndex] }

    // MARK: - One step of the loop

    /// Brings the runner up to the clock, handles the backend's pending events, and draws what
    /// changed. Returns `false` when the user asked to quit.
    @discardableResult
    package func step(on backend: some DashboardBackend) async -> Bool {
        if let wake = await runner.nextWake, wake <= clock.now { _ = await runner.tick() }
        await refresh()
        if await redrawDuePictures() { await refresh() }
        for event in backend.readEvents() {
            if case .resize = event { previous = nil }
            for effect in model.handle(event) {
                if effect == .quit { return false }
                await perform(effect, backend: backend)
            }
            await refresh()
        }
        await reportVisibility()
        draw(on: backend)
        return true
    }

    /// Brings the runner up to the clock and waits for the reloads that started, without
    /// looking at the screen: what is in view is then decided on whole answers, never on
    /// whichever of them the machine finished first (``BudgetSimulation``'s minute).
    package func catchUp() async {
        if let wake = await runner.nextWake, wake <= clock.now { _ = await runner.tick() }
        await settle()
    }

    /// Takes one look at the runner and the intents: what the next frame draws.
    package func refresh() async {
        let now = clock.now
        let shown = await runner.snapshot()
        var snapshot = DashboardSnapshot(lastOutcome: activity.lastOutcome(at: now))
        var ends: Date?
        for widget in model.widgets {
            var facts = model.snapshot.widgets[widget.id] ?? WidgetFacts()
            let current = shown[widget.id]
            facts.state = current.flatMap { $0.isPlaceholder ? nil : $0.entry?.state }
            if let picture = facts.state?.picture, let fresh = redrawn[widget.id] {
                // The entry's picture, drawn again for now — until another entry shows.
                if fresh.redraw == picture.redraw { facts.state?.picture = fresh } else { redrawn[widget.id] = nil }
            }
            facts.placeholder = current.flatMap { $0.isPlaceholder ? $0.entry?.state : nil } ?? facts.placeholder
            facts.isReloading = current?.isReloading ?? false
            facts.budget = current?.budget
            // The placeholder has no opinion: relevance is the entry's own, while it holds.
            facts.relevance = current.flatMap { shown in
                shown.isPlaceholder ? nil : shown.entry.flatMap { entry in entry.relevance?.score(at: now, from: entry.date) }
            }
            if widget.stack != nil, let entry = current?.entry, let relevance = entry.relevance, relevance.duration > 0 {
                let end = entry.date.addingTimeInterval(relevance.duration)
                if end > now { ends = min(ends ?? end, end) }
            }
            facts.error = configuration.errors.error(for: widget.id)
            facts.runningControl = activity.running(widget.id)
            facts.message = activity.message(for: widget.id, at: now)
            snapshot.widgets[widget.id] = facts
        }
        model.snapshot = snapshot
        model.context.now = now
        relevanceEnds = ends
    }

    /// Whether something is due now that a look at the screen would show: a reload, an entry,
    /// a figure going stale, a stack member's score ending. Between such moments nothing on
    /// screen changes but the clocks (``BudgetSimulation`` steps only then).
    package func isDue() async -> Bool {
        let now = clock.now
        if let wake = await runner.nextWake, wake <= now { return true }
        if let ends = relevanceEnds, ends <= now { return true }
        return !intents.isEmpty
    }

    /// Whether nothing is under way: no widget reloading, no intent running — as of the last
    /// ``refresh()``. The terminal's loop hands start-up's pages back at the first such moment.
    package var isSettled: Bool {
        model.snapshot.widgets.values.allSatisfy { !$0.isReloading && $0.runningControl == nil }
    }

    /// The screen as it looks now.
    package func frame() -> Buffer {
        model.render().buffer
    }

    /// Draws the frame: only the cells that changed since the last one.
    package func draw(on backend: some DashboardBackend) {
        if model.size != backend.size {
            _ = model.handle(.resize(backend.size))
            previous = nil
        }
        let frame = model.render().buffer
        backend.draw(frame.diff(from: previous))
        previous = frame
    }

    /// Handles keys as if typed (tests): returns `false` once one of them quits.
    @discardableResult
    package func press(_ events: [InputEvent], on backend: some DashboardBackend) async -> Bool {
        for event in events {
            for effect in model.handle(event) {
                if effect == .quit { return false }
                await perform(effect, backend: backend)
            }
            await refresh()
            await reportVisibility()
        }
        return true
    }

    /// Draws again each shown picture whose moment to change has come; whether any changed.
    func redrawDuePictures() async -> Bool {
        guard let redraw = configuration.redraw else { return false }
        let now = clock.now
        var changed = false
        for (id, facts) in model.snapshot.widgets {
            guard let picture = facts.state?.picture, let due = picture.changesAt, due <= now, let request = picture.redraw else {
                continue
            }
            if let fresh = await redraw(request, now) {
                redrawn[id] = fresh
            } else {
                // Not drawn again (the extension failed): it stays as it is until its next entry.
                var stopped = picture
                stopped.changesAt = nil
                redrawn[id] = stopped
            }
            changed = true
        }
        return changed
    }

    /// The next moment the screen changes by itself: an entry's date, a reload due, an intent's
    /// message going away, the lock screen's clock turning a minute, a shown picture's timer,
    /// the status line's "data … old" turning over, a stack member's score ending.
    /// `nil`: nothing ever will.
    package func nextWake() async -> Date? {
        let now = clock.now
        var deadlines: [Date] = model.snapshot.widgets.values.compactMap { $0.state?.picture?.changesAt }
        if let wake = await runner.nextWake { deadlines.append(wake) }
        if let relevanceEnds { deadlines.append(relevanceEnds) }
        if let expiry = activity.nextExpiry(after: now) { deadlines.append(expiry) }
        if let age = model.statusChangesAt, age > now { deadlines.append(age) }
        if model.showsClock {
            let seconds = now.timeIntervalSince1970
            deadlines.append(Date(timeIntervalSince1970: (seconds / 60).rounded(.down) * 60 + 60))
        }
        return deadlines.min()
    }

    /// Waits until no intent and no provider is running (tests).
    package func settle() async {
        while !intents.isEmpty {
            let running = intents
            intents = []
            for task in running { await task.value }
        }
        await runner.settle()
        await refresh()
    }

    // MARK: - Effects

    private func perform(_ effect: DashboardEffect, backend: some DashboardBackend) async {
        switch effect {
        case .quit:
            break
        case .reload(let kind):
            await WidgetCenter(runner: runner).reloadTimelines(ofKind: kind)
        case .reloadAll:
            await WidgetCenter(runner: runner).reloadAllTimelines()
        case .refresh(let id):
            await runner.reloadAfterIntent(id)
        case .press(let id, let control):
            await press(id, control: control)
        case .theme(let name):
            if let theme = configuration.themes.first(where: { $0.name == name }) {
                backend.setTheme(theme)
                previous = nil
            }
        case .preview(let id, let state):
            // The gallery's sample and snapshot states of a kind with its own picture come from
            // its provider, asked once; so do its live states in the other families.
            guard state == .snapshot, model.snapshot.widgets[id]?.sample == nil, let placement = await runner.placement(for: id) else {
                return
            }
            var preview = placement.context
            preview.isPreview = true
            let sample = await placement.provider.snapshot(in: preview).state
            model.snapshot.widgets[id, default: WidgetFacts()].sample = sample
            guard WidgetKind.canonical(placement.context.kind) != WidgetKind.metrics.id else { return }
            let now = clock.now
            var states: [WidgetFamily: WidgetState] = [:]
            for family in WidgetFamily.allCases where family != placement.context.family {
                var context = placement.context
                // Asked as another instance: its errors and relevance are not the widget's own.
                context.instanceID = id + "#gallery-" + family.rawValue
                context.family = family
                context.size = family.size
                let timeline = await placement.provider.timeline(in: context)
                if let entry = timeline.entries.last(where: { $0.date <= now }) ?? timeline.entries.first {
                    states[family] = entry.state
                }
            }
            model.snapshot.widgets[id, default: WidgetFacts()].galleryStates = states
        }
    }

    /// Performs the intent of control `controlID` of widget `id` off the loop (the control dims
    /// meanwhile), then shows what happened and reloads every widget of that kind at once,
    /// without spending their budget. A press while it runs is ignored; a repeated press on
    /// the same picture is the same invocation, performed once by the store.
    private func press(_ id: String, control controlID: String) async {
        guard activity.running(id) == nil, let shown = model.snapshot.widgets[id]?.shownState,
            let control = shown.controls.first(where: { $0.id == controlID })
        else { return }
        if let reason = control.disabledReason {
            // A control that cannot act here says why, and does nothing.
            activity.finish(id, message: WidgetMessage("\(control.label) \(reason)", isError: true), at: clock.now)
            wake()
            return
        }
        guard let placement = await runner.placement(for: id),
            let intent = placement.provider.intent(for: control.id, in: placement.context, showing: shown)
        else { return }
        let invocation = IntentInvocation(widgetID: id, kind: placement.context.kind, control: control)
        let (activity, clock, log, runner, wake, cache) = (
            self.activity, self.clock, configuration.log, self.runner, self.wake, configuration.cache
        )
        activity.start(id, control: control.id)
        intents.append(
            Task.detached {
                var message: WidgetMessage
                var succeeded = false
                var outcome: IntentOutcome?
                do {
                    outcome = try await intent.perform(invocation)
                    message = WidgetMessage(outcome!.message)
                    succeeded = true
                } catch {
                    message = WidgetMessage("\(error)", isError: true)
                }
                log?.record(
                    "intent", at: clock.now,
                    [
                        ("widget", .string(id)), ("invocation", .string(invocation.id)), ("title", .string(intent.title)),
                        ("parameters", .object(intent.parameters.map { ($0.0, .string($0.1)) })),
                        ("outcome", .string(succeeded ? "ok" : "failed")), ("message", .string(message.text)),
                    ])
                if let settings = outcome?.settings {
                    // What the intent changed of the widget's settings (the range) becomes its
                    // configuration, as the intent says — never read back out of a store.
                    var configuration = placement.context.configuration
                    configuration.range = settings.range ?? configuration.range
                    await runner.reconfigure(id, configuration: configuration, settingsVersion: settings.version)
                }
                // Said at once: what the intent did does not wait for the figures to follow (on a
                // machine whose disk is busy, forgetting cached answers can take a while).
                activity.finish(id, message: message, at: clock.now)
                wake()
                if succeeded {
                    // What it changed shows everywhere at once: its kind's widgets and every widget
                    // showing a metric it touched reload, free, past the cache.
                    let affected = intent.affectedMetrics
                    await cache?.invalidate(metrics: affected)
                    await runner.reloadAfterChange(ofKind: placement.context.kind, metrics: affected)
                    wake()
                }
            })
    }

    // MARK: - Edits of the dashboard file

    /// Applies an edited dashboard file while the dashboard runs: widgets removed are taken
    /// off, new and changed ones placed (a changed one keeps its refresh budget), unchanged ones
    /// left alone; the lifecycle log hears of it at once. The source stays the one the session
    /// started with. Returns the summary the status line shows.
    ///
    /// A file read again that says what the running one says (an editor's second write, the
    /// watcher waking once for the temporary file and once for the rename) changes nothing and
    /// says nothing: the summary of the edit that did change something stays on screen.
    @discardableResult
    package func apply(_ file: DashboardFile, placements: [DashboardRunner.Placement], name: String) async -> String {
        if file == configuration.file { return "\(name) unchanged" }
        let before = Dictionary(configuration.file.widgets.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let after = Set(file.widgets.map(\.id))
        let removed = configuration.file.widgets.map(\.id).filter { !after.contains($0) }
        let changed = file.widgets.filter { before[$0.id] != $0 }.map(\.id)
        let toPlace = placements.filter { changed.contains($0.context.instanceID) }
        let now = clock.now
        configuration.lifecycle?.setDerivedIDs(Set(file.widgets.filter { !$0.hasStableID }.map(\.id)))
        await runner.remove(removed)
        await runner.place(toPlace, budget: file.budget)
        configuration.lifecycle?.observe(await runner.currentConfigurations(), at: now)
        let added = changed.filter { before[$0] == nil }.count
        var summary = "\(name) applied: \(added) added, \(removed.count) removed, \(changed.count - added) changed"
        // The source is built once; a new one is read at the next start.
        if file.source != configuration.file.source { summary += "; the new source applies on restart" }
        let runningSource = configuration.file.source
        configuration.file = file
        configuration.file.source = runningSource
        configuration.placements = placements
        model.widgets = file.widgets.map(DashboardModel.Widget.init)
        activity.finish("dashboard", message: WidgetMessage(summary), at: now)
        await refresh()
        return summary
    }

    /// Another process changed figures of this session's source (an import into its store, a
    /// publish of its snapshot file): the cache forgets `metrics` and every widget showing one
    /// reloads at once, free.
    package func figuresChanged(source: String, metrics: Set<String>) async {
        guard source == configuration.sourceName else { return }
        await configuration.cache?.invalidate(metrics: metrics)
        await runner.reloadAfterChange(metrics: metrics)
    }

    /// Says in the status line that an edit of the dashboard file could not be applied.
    package func reject(_ name: String, reason: String) async {
        activity.finish(
            "dashboard", message: WidgetMessage("\(name) not applied, the last good one stays: \(reason)", isError: true), at: clock.now)
        await refresh()
    }
}
