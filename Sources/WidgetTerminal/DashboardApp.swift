import Dispatch
import Synchronization
import WidgetSystem

/// The dashboard: the timeline runner, the terminal screen and input, in one loop that sleeps in
/// a single `poll` until a key, a finished reload, a quit signal or the next due moment — no
/// busy loop and no fixed-interval polling.
public final class DashboardApp {
    /// Everything the app needs, parsed and checked by the executable.
    public struct Configuration {
        public var dashboard: Dashboard
        public var placements: [TimelineRunner.Placement]
        public var sourceName: String
        public var themes: [Theme]
        public var depth: ColorDepth
        public var locale: DisplayLocale
        public var log: EventLog?
        public var errors: ErrorBoard
        /// Where settings changed by intents are kept (a widget's range).
        public var state: (any DashboardStateStore)?
        /// Lifecycle analytics, fed each time a timeline is asked for.
        public var lifecycle: LifecycleTracker?
        /// Test-only: trap (a Swift runtime error) after this many seconds.
        public var trapAfter: Double?
        /// The dashboard file, watched while the dashboard runs: an edit is applied at once.
        public var watchedFile: String?
        /// Reads the dashboard file again and makes its placements (the executable's wiring).
        public var reload: (@Sendable () throws -> (Dashboard, [TimelineRunner.Placement]))?

        public init(dashboard: Dashboard, placements: [TimelineRunner.Placement], sourceName: String, themes: [Theme], depth: ColorDepth,
                    locale: DisplayLocale, log: EventLog?, errors: ErrorBoard, state: (any DashboardStateStore)? = nil,
                    lifecycle: LifecycleTracker? = nil, trapAfter: Double?) {
            self.state = state
            self.lifecycle = lifecycle
            self.dashboard = dashboard
            self.placements = placements
            self.sourceName = sourceName
            self.themes = themes
            self.depth = depth
            self.locale = locale
            self.log = log
            self.errors = errors
            self.trapAfter = trapAfter
        }
    }

    var configuration: Configuration
    let runner: TimelineRunner
    let clock = SystemClock()
    var page = ScreenPage.home
    var focus: [ScreenPage: Int] = [:]
    var scroll = 0
    var showsHelp = false
    var themeIndex = 0
    var galleryState = 0
    /// The selected control of each widget (Tab steps through them).
    var controlFocus: [String: Int] = [:]
    /// The tiles last drawn, for keys and clicks.
    var lastTiles: [DashboardView.Tile] = []
    let activity = IntentActivity()
    /// Writing a byte here wakes the event loop (an intent finished).
    var wakeFD: Int32 = -1
    static let galleryStates: [PreviewState] = [.live, .placeholder, .snapshot, .empty, .stale]

    public init(_ configuration: Configuration) {
        self.configuration = configuration
        runner = TimelineRunner(clock: SystemClock(), log: configuration.log)
    }

    /// Runs until quit; returns the exit status.
    public func run() throws -> Int32 {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError(description: "cannot create a pipe: \(String(cString: strerror(errno)))") }
        let (wakeRead, wakeWrite) = (fds[0], fds[1])
        wakeFD = wakeWrite
        _ = fcntl(wakeRead, F_SETFL, O_NONBLOCK)
        _ = fcntl(wakeWrite, F_SETFL, O_NONBLOCK)
        TerminalGuard.install(wake: wakeWrite)
        let screen = try TerminalScreen(theme: configuration.themes[0], depth: configuration.depth)
        defer { screen.close() }
        TerminalGuard.chainWindowChange()

        let runner = self.runner
        let placements = configuration.placements
        let budget = configuration.dashboard.budget
        let lifecycle = configuration.lifecycle
        blocking {
            if let lifecycle {
                await runner.setOnTimelineRequest { placed, now in lifecycle.observe(placed, at: now) }
            }
            await runner.setOnChange { _ in
                var byte: UInt8 = 1
                _ = write(wakeWrite, &byte, 1)
            }
            await runner.place(placements, budget: budget)
        }
        let trapAt = configuration.trapAfter.map { clock.now.addingTimeInterval($0) }
        let watcher = configuration.watchedFile.flatMap(FileWatcher.init(path:))
        var frame = draw(screen)
        while true {
            let now = clock.now
            var deadlines: [Date] = []
            if let wake = blocking({ await runner.nextWake }) { deadlines.append(wake) }
            if page == .lock {
                // The clock shows minutes: wake at the next one.
                let seconds = now.timeIntervalSince1970
                deadlines.append(Date(timeIntervalSince1970: (seconds / 60).rounded(.down) * 60 + 60))
            }
            if let trapAt { deadlines.append(trapAt) }
            if let expiry = activity.nextExpiry(after: now) { deadlines.append(expiry) }
            let timeout: Int32 = deadlines.min().map { Int32(max(0, min(86_400_000, ($0.timeIntervalSince(now) * 1000).rounded(.up)))) } ?? -1
            var polls = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            if let watcher { polls.append(pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)) }
            _ = poll(&polls, nfds_t(polls.count), timeout)
            if TerminalGuard.pendingQuit != 0 { return 0 }
            if polls[1].revents != 0 {
                var sink = [UInt8](repeating: 0, count: 64)
                while read(wakeRead, &sink, sink.count) > 0 {}
            }
            if let trapAt, clock.now >= trapAt { crashForTesting() }
            if let watcher, polls.count > 2, polls[2].revents != 0, watcher.drain() { applyEditedDashboard() }
            var quit = false
            for event in screen.readEvents() {
                if handle(event, screen: screen, frame: frame) { quit = true }
            }
            if quit { return 0 }
            if let wake = blocking({ await runner.nextWake }), wake <= clock.now {
                _ = blocking { await runner.tick() }
            }
            frame = draw(screen)
        }
    }

    /// The tiles of the current page.
    func tiles() -> [DashboardView.Tile] {
        let runner = self.runner
        let placements = configuration.placements
        let now = clock.now
        switch page {
        case .home, .lock:
            let wanted: DashboardPage = page == .home ? .home : .lock
            return placements.filter { page(of: $0) == wanted }.map { placement in
                let id = placement.context.instanceID
                let (entry, reloading) = blocking { (await runner.entry(for: id), await runner.isReloading(id)) }
                var state = entry?.state ?? WidgetState(shop: SampleShop.shop, range: .today, slots: [], asOf: now)
                let running = activity.running(id)
                for i in state.controls.indices {
                    state.controls[i].isRunning = state.controls[i].id == running
                }
                if let message = activity.message(for: id, at: now) { state.message = message }
                return DashboardView.Tile(id: id, family: placement.context.family, state: state, isReloading: reloading)
            }
        case .gallery:
            guard let placed = focusedPlacement(on: .home) ?? placements.first else { return [] }
            let id = placed.context.instanceID
            let placement = blocking { await runner.placement(for: id) } ?? placed
            let live = blocking { await runner.entry(for: id) }?.state
            let preview = Self.galleryStates[galleryState]
            if placement.context.kind != WidgetKind.metrics.id {
                // A kind with its own picture (orders to fulfil, store status, a notice): the
                // provider's placeholder, sample or live state, the same in every family.
                let provider = placement.provider, context = placement.context
                var state: WidgetState
                switch preview {
                case .placeholder: state = provider.placeholder(in: context).state
                case .live, .stale: state = live ?? provider.placeholder(in: context).state
                default: state = blocking { await provider.snapshot(in: context) }.state
                }
                if preview == .stale { state.isStale = true }
                let shown = state
                return WidgetFamily.allCases.map { DashboardView.Tile(id: "\(id)-\($0.rawValue)", family: $0, state: shown) }
            }
            return WidgetFamily.allCases.map { family in
                let slots = placement.context.configuration.slots(capacity: family.metricCapacity)
                var state: WidgetState
                if preview == .live, let live {
                    state = live
                    state.slots = slots.map { metric in metric.map { m in live.readings.first { $0.metric.id == m.id } ?? .unavailable(m) } }
                } else {
                    state = preview.state(slots: slots, range: placement.context.configuration.range, now: now, locale: configuration.locale)
                }
                return DashboardView.Tile(id: "\(id)-\(family.rawValue)", family: family, state: state)
            }
        }
    }

    func page(of placement: TimelineRunner.Placement) -> DashboardPage {
        configuration.dashboard.widgets.first { $0.id == placement.context.instanceID }?.page ?? (placement.context.family.isAccessory ? .lock : .home)
    }

    func focusedPlacement(on page: DashboardPage) -> TimelineRunner.Placement? {
        let onPage = configuration.placements.filter { self.page(of: $0) == page }
        let index = focus[page == .home ? .home : .lock] ?? 0
        return index < onPage.count ? onPage[index] : nil
    }

    /// The status line: the focused widget's source, data age, budget, next reload, last error.
    func status(tiles: [DashboardView.Tile]) -> String {
        let theme = configuration.themes[themeIndex].name
        guard page != .gallery else {
            return "gallery · state \(Self.galleryStates[galleryState].rawValue) (s) · theme \(theme) (t)"
        }
        let now = clock.now
        var outcome: [String] = []
        if let last = activity.lastOutcome(at: now) {
            outcome = ["\(last.widgetID): \(last.message.isError ? "✕" : "✓") \(last.message.text)"]
        }
        guard let index = focus[page], index < tiles.count else { return ([configuration.sourceName, "theme \(theme)"] + outcome).joined(separator: " · ") }
        let tile = tiles[index]
        var parts = outcome + ["\(tile.id)", configuration.sourceName]
        let age = Int(now.timeIntervalSince(tile.state.asOf))
        parts.append(age < 60 ? "data just now" : age < 3600 ? "data \(age / 60)m old" : "data \(age / 3600)h old")
        let runner = self.runner, id = tile.id
        if let budget = blocking({ await runner.budgetStatus(id) }) {
            parts.append(configuration.dashboard.budget.debug ? "budget unlimited" : "budget \(budget.left) left")
            if let next = budget.nextReload {
                parts.append("next reload \(Timestamp.short(next, now: now, locale: configuration.locale))")
            }
        }
        if outcome.isEmpty, let error = configuration.errors.error(for: tile.id) { parts.append("✕ \(error)") }
        return parts.joined(separator: " · ")
    }

    @discardableResult
    func draw(_ screen: TerminalScreen) -> DashboardView.Frame {
        var tiles = tiles()
        let focused = page == .gallery ? nil : focus[page] ?? (tiles.isEmpty ? nil : 0)
        if focus[page] == nil, page != .gallery, !tiles.isEmpty { focus[page] = 0 }
        if let focused, focused < tiles.count {
            // The selected control of the focused widget shows it (reverse video).
            let id = tiles[focused].id
            let selected = controlFocus[id] ?? 0
            for i in tiles[focused].state.controls.indices { tiles[focused].state.controls[i].isFocused = i == selected }
        }
        lastTiles = tiles
        let theme = configuration.themes[themeIndex]
        let caption = "Gallery: \(focusedPlacement(on: .home)?.context.instanceID ?? "") in every family · state \(Self.galleryStates[galleryState].rawValue) (s) · theme \(theme.name) (t)"
        let view = DashboardView(page: page, tiles: tiles, focus: focused, scroll: page == .home ? scroll : 0, status: status(tiles: tiles),
                                 showsHelp: showsHelp, galleryCaption: caption,
                                 context: RenderContext(now: clock.now, locale: configuration.locale))
        let frame = view.render(size: screen.size)
        screen.draw(frame.buffer)
        return frame
    }

    /// Scrolls the home page so the focused widget is in view.
    func keepFocusVisible(screen: TerminalScreen) {
        guard page == .home, let index = focus[.home] else { return }
        let families = configuration.placements.filter { page(of: $0) == .home }.map(\.context.family)
        let rects = Springboard.layout(families, width: screen.size.width)
        guard index < rects.count else { return }
        let rect = rects[index]
        let visible = screen.size.height - 2
        if rect.y - 1 < scroll { scroll = max(0, rect.y - 1) }
        if rect.bottom + 1 > scroll + visible { scroll = rect.bottom + 1 - visible }
    }

    /// A real Swift runtime trap, for testing that the terminal survives one.
    func crashForTesting() -> Never {
        fatalError("test-only runtime trap (WIDGETDECK_TEST_TRAP_AFTER)")
    }
}

/// Runs async work to completion from the synchronous loop (the loop's thread is not part of
/// the cooperative pool, so waiting here blocks nothing the work needs).
func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<T?>(nil)
    Task {
        let value = await work()
        result.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return result.withLock { $0! }
}
