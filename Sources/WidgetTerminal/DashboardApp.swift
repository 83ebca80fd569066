#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization
import WidgetCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    let configuration: Configuration
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
            _ = poll(&polls, 2, timeout)
            if TerminalGuard.pendingQuit != 0 { return 0 }
            if polls[1].revents != 0 {
                var sink = [UInt8](repeating: 0, count: 64)
                while read(wakeRead, &sink, sink.count) > 0 {}
            }
            if let trapAt, clock.now >= trapAt { crashForTesting() }
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

    /// Handles one event; returns whether to quit.
    func handle(_ event: InputEvent, screen: TerminalScreen, frame: DashboardView.Frame) -> Bool {
        let count = frame.tileRects.count
        let runner = self.runner
        func move(_ delta: Int) {
            guard page != .gallery, count > 0 else { return }
            focus[page] = ((focus[page] ?? 0) + delta + count) % count
            keepFocusVisible(screen: screen)
        }
        let focusedID: String? = {
            guard page != .gallery, let index = focus[page] else { return nil }
            return configuration.placements.filter { self.page(of: $0) == (page == .home ? .home : .lock) }.dropFirst(index).first?.context.instanceID
        }()
        switch event {
        case .character("q"), .interrupt:
            return true
        case .tab:
            // Through each control of the focused widget, then on to the next widget.
            if let id = focusedID, (controlFocus[id] ?? 0) + 1 < controls(of: id).count {
                controlFocus[id] = (controlFocus[id] ?? 0) + 1
            } else {
                move(1)
                if let id = currentFocusedID() { controlFocus[id] = 0 }
            }
        case .backTab:
            if let id = focusedID, (controlFocus[id] ?? 0) > 0 {
                controlFocus[id] = (controlFocus[id] ?? 0) - 1
            } else {
                move(-1)
                if let id = currentFocusedID() { controlFocus[id] = max(0, controls(of: id).count - 1) }
            }
        case .right, .down, .left, .up:
            move(event == .right || event == .down ? 1 : -1)
            if let id = currentFocusedID() { controlFocus[id] = 0 }
        case .enter, .character(" "):
            if let id = focusedID {
                if controls(of: id).isEmpty {
                    // Nothing to press: a refresh of this widget, free like any intent's.
                    blocking { await runner.reloadAfterIntent(id) }
                } else {
                    press(id, control: controlFocus[id] ?? 0)
                }
            }
        case .character("r"):
            if let id = focusedID, let kind = configuration.placements.first(where: { $0.context.instanceID == id })?.context.kind {
                blocking { await WidgetCenter(runner: runner).reloadTimelines(ofKind: kind) }
            }
        case .character("R"):
            blocking { await WidgetCenter(runner: runner).reloadAllTimelines() }
        case .character("1"): page = .home
        case .character("2"): page = .lock
        case .character("3"): page = .gallery
        case .character("t"):
            themeIndex = (themeIndex + 1) % configuration.themes.count
            screen.setTheme(configuration.themes[themeIndex])
        case .character("s"):
            galleryState = (galleryState + 1) % Self.galleryStates.count
        case .character("?"):
            showsHelp.toggle()
        case .character(let c) where c == "\u{1B}" && showsHelp:
            showsHelp = false
        case .pageDown:
            scroll = min(max(0, frame.contentHeight - screen.size.height + 2), scroll + max(1, screen.size.height - 3))
        case .pageUp:
            scroll = max(0, scroll - max(1, screen.size.height - 3))
        case .click(let x, let y):
            if let index = frame.tileRects.firstIndex(where: { $0?.contains(Point(x: x, y: y)) == true }), let rect = frame.tileRects[index] {
                focus[page] = index
                // A click on a button or toggle presses it.
                if index < lastTiles.count, page != .gallery {
                    let tile = lastTiles[index]
                    let rects = tile.family.controlRects(tile.state, context: RenderContext(now: clock.now, locale: configuration.locale))
                    if let (controlID, _) = rects.first(where: { $0.value.offsetBy(dx: rect.x, dy: rect.y).contains(Point(x: x, y: y)) }),
                       let i = tile.state.controls.firstIndex(where: { $0.id == controlID }) {
                        controlFocus[tile.id] = i
                        press(tile.id, control: i)
                    }
                }
            }
        case .resize:
            screen.invalidate()
            scroll = 0
            keepFocusVisible(screen: screen)
        default:
            break
        }
        return false
    }

    /// The id of the widget with focus on the current page.
    func currentFocusedID() -> String? {
        guard page != .gallery, let index = focus[page] else { return nil }
        return configuration.placements.filter { self.page(of: $0) == (page == .home ? .home : .lock) }.dropFirst(index).first?.context.instanceID
    }

    /// The controls widget `id` draws (none in families without room for them).
    func controls(of id: String) -> [WidgetControl] {
        guard let tile = lastTiles.first(where: { $0.id == id }), tile.family.layoutOptions.contains(.controls) else { return [] }
        return tile.state.controls
    }

    /// Presses control `index` of widget `id`: performs its intent off the event loop (the
    /// control dims meanwhile), then shows what happened and reloads every widget of that kind
    /// at once, without spending their budget. A press while it runs is ignored; a repeated
    /// press on the same picture is the same invocation, performed once by the store.
    func press(_ id: String, control index: Int) {
        let controls = controls(of: id)
        guard index < controls.count, activity.running(id) == nil,
              let tile = lastTiles.first(where: { $0.id == id }) else { return }
        let control = controls[index]
        let runner = self.runner
        guard let placement = blocking({ await runner.placement(for: id) }),
              let provider = placement.provider as? any IntentProviding,
              let intent = provider.intent(for: control.id, in: placement.context, showing: tile.state) else { return }
        let invocation = IntentInvocation(widgetID: id, kind: placement.context.kind, control: control)
        let (activity, clock, log, state, wake) = (self.activity, self.clock, configuration.log, configuration.state, wakeFD)
        activity.start(id, control: control.id)
        Task.detached {
            var message: WidgetMessage
            var succeeded = false
            do {
                message = WidgetMessage(try await intent.perform(invocation))
                succeeded = true
            } catch {
                message = WidgetMessage("\(error)", isError: true)
            }
            log?.record("intent", at: clock.now, [("widget", .string(id)), ("invocation", .string(invocation.id)), ("title", .string(intent.title)),
                                                  ("parameters", .object(intent.parameters.map { ($0.0, .string($0.1)) })),
                                                  ("outcome", .string(succeeded ? "ok" : "failed")), ("message", .string(message.text))])
            if succeeded {
                // A setting the intent changed (the range) becomes the widget's configuration.
                if let range = try? state?.settings(for: id).range, range != placement.context.configuration.range {
                    var configuration = placement.context.configuration
                    configuration.range = range
                    await runner.reconfigure(id, configuration: configuration)
                }
                await runner.reloadAfterIntent(ofKind: placement.context.kind)
            }
            activity.finish(id, message: message, at: clock.now)
            var byte: UInt8 = 1
            _ = write(wake, &byte, 1)
        }
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
