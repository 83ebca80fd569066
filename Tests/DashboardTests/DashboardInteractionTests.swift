@testable import WidgetFormats
@testable import WidgetDrawing
import WidgetSystem
import Foundation
import Synchronization
import Testing
import WidgetSnapshotTesting
import WidgetStore
@testable import WidgetCore
import WidgetTestSupport

/// The moment every frame here is drawn at: 3:30pm in Toronto.

/// A dashboard as a user runs it — the standard widgets on the demo shop's store, a refresh
/// budget, intents that write to the store — but on a manual clock and a ``TestBackend``: no
/// terminal, no pty, no sleeping.
struct Harness {
    let session: DashboardSession
    let backend: TestBackend
    let clock: ManualClock
    let home: String

    /// One demo store for the tests that only read it: making one is most of a harness's cost.
    static let sharedDemo: StoreSource = {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("dashboard-shared-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        return try! StoreSource(path: home + "/demo.sqlite", demo: true, locale: torontoUS)
    }()

    /// - Parameter ownStore: a demo store of the test's own, for a test that changes it (an
    ///   intent that fulfills an order).
    ///   settle: wait for every widget's first load before the first frame.
    static func make(
        size: Size = Size(width: 120, height: 40), file: DashboardFile = .standard, ownStore: Bool = false,
        source given: (any MetricsSource)? = nil, actions givenActions: (any ShopActions)? = nil, settle: Bool = true, log: EventLog? = nil,
        stateStore: (DashboardState) -> any DashboardStateStore = { $0 }
    ) async throws -> Harness {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("dashboard-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let clock = ManualClock(goldenNow)
        let store = ownStore ? try StoreSource(path: home + "/demo.sqlite", demo: true, locale: torontoUS) : sharedDemo
        let opened =
            given.map { OpenedSource(metrics: $0, actions: givenActions) } ?? OpenedSource(metrics: store, actions: store, shopifyQL: store)
        let source = opened.metrics
        let state = stateStore(try DashboardState(path: home + "/dashboard.sqlite", clock: clock))
        let errors = ErrorBoard()
        let cache = MetricsCache(clock: clock)
        let loader = WidgetLoader(source: source, cache: cache, locale: torontoUS)
        let providers = WidgetProviders(
            loader: loader, actions: opened.actions, shopifyQL: opened.shopifyQL, clock: clock, errors: errors, settings: state,
            cadence: RefreshCadence.standard.paced(for: file.budget).phased())
        let placements = file.widgets.map { widget in
            DashboardRunner.Placement(
                context: TimelineContext(
                    instanceID: widget.id, kind: widget.kind, family: widget.family, configuration: widget.configuration),
                provider: providers.provider(for: widget.kind))
        }
        let configuration = DashboardSession.Configuration(
            file: file, placements: placements, sourceName: source.name,
            themes: Theme.builtInNames.compactMap(Theme.builtIn), locale: torontoUS,
            log: log, errors: errors, cache: cache)
        let session = DashboardSession(configuration, clock: clock, size: size)
        await session.start()
        if settle { await session.settle() }
        let backend = TestBackend(size: size)
        await session.step(on: backend)
        return Harness(session: session, backend: backend, clock: clock, home: home)
    }

    /// Presses `events` as a user would, lets what they started finish, and draws the frame.
    @discardableResult
    func press(_ events: InputEvent...) async -> Bool {
        backend.queue(contentsOf: events)
        let running = await session.step(on: backend)
        await session.settle()
        await session.step(on: backend)
        return running
    }

    /// The whole number written `rowsBelow` rows under the first `label` on screen, in the
    /// `width` columns starting `skipping` columns into the label (`12,345` → 12345).
    func number(rowsBelow: Int, of label: String, skipping: Int = 0, width: Int) -> Int? {
        guard let row = lines.firstIndex(where: { $0.contains(label) }), row + rowsBelow < lines.count,
            let column = lines[row].range(of: label)
        else { return nil }
        let start = lines[row].distance(from: lines[row].startIndex, to: column.lowerBound) + skipping
        return Int(String(lines[row + rowsBelow].dropFirst(start).prefix(width)).trimmingSpaces().replacingOccurrences(of: ",", with: ""))
    }

    var screen: String { backend.screen.plainText }
    var status: String { String(screen.split(separator: "\n").last ?? "") }
    var lines: [String] { screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    func remove() { try? FileManager.default.removeItem(atPath: home) }
}

extension TestBackend {
    func queue(contentsOf events: [InputEvent]) {
        for event in events { queue(event) }
    }
}

@Suite("The dashboard, driven in process")
struct DashboardInteractionTests {
    @Test("on a source that is not a local store, Fulfill next is drawn disabled and a press says why instead of acting")
    func disabledControl() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("published-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let published = dir.appendingPathComponent("snapshot.json").path
        let response = SampleSource(locale: torontoUS).response(
            for: MetricsQuery(shop: "default", metrics: ["orders_to_fulfill"], range: .today, end: goldenNow))
        try Data(SnapshotDocument.encode(response)).write(to: URL(fileURLWithPath: published))
        let file = DashboardFile(widgets: [
            PlacedWidget(id: "queue", kind: WidgetKind.ordersToFulfill.id, family: .medium, configuration: WidgetConfiguration(metrics: []))
        ])
        let h = try await Harness.make(file: file, source: SnapshotFileSource(path: published))
        defer { h.remove() }
        #expect(h.screen.contains("[Fulfill next]") && h.screen.contains("Fulfilling: local store only"), "\(h.screen)")
        await h.press(.enter)
        #expect(h.screen.contains("✕ Fulfill next acts on a local store only"), "\(h.screen)")
    }

    @Test(
        "the session is settled once every widget's first load is done, not while one is under way (the terminal's loop hands start-up's pages back then)"
    )
    func settledAfterFirstLoads() async throws {
        let gate = GatedSource(Harness.sharedDemo)
        let h = try await Harness.make(source: gate, settle: false)
        defer { h.remove() }
        await h.session.refresh()
        #expect(await h.session.isSettled == false, "settled while every widget's first load waits at the gate")
        await gate.open()
        await h.session.settle()
        #expect(await h.session.isSettled)
    }

    @Test("the home screen on the demo shop, the first widget ringed")
    func home() async throws {
        let h = try await Harness.make()
        defer { h.remove() }
        assertSnapshot(of: h.backend.screen, as: .text)
        #expect(h.status.contains("sales-large · demo") && h.status.contains("budget"))
    }

    @Test("the screen a backend shows is, cell for cell, the frame the model renders: the diffs add up")
    func diffsAddUp() async throws {
        let h = try await Harness.make()
        defer { h.remove() }
        for key in [InputEvent.tab, .tab, .character("2"), .character("3"), .character("s"), .pageDown, .character("1"), .character("?")] {
            await h.press(key)
            #expect(h.backend.screen == (await h.session.frame()), "after \(key)")
        }
        #expect(h.backend.diffs.first?.isFull == true)
        #expect(
            h.backend.diffs.dropFirst().contains { !$0.isFull && $0.changes.count < 120 * 40 / 2 }, "later frames send only what changed")
    }

    @Test(
        "the range picker's intent says what it changed, and the session makes it the widget's range and settings version without reading the store back"
    )
    func rangeOutcomeApplied() async throws {
        var counting: CountingState?
        let h = try await Harness.make(stateStore: { store in
            let wrapped = CountingState(store)
            counting = wrapped
            return wrapped
        })
        let store = try #require(counting)
        defer { h.remove() }
        #expect(store.reads.withLock { $0 } == 0, "the harness places widgets itself; nothing read the store")
        // The large widget's range picker is focused first: Enter steps it to 7 days, then 30.
        for (expected, version) in [(DateRange.last7Days, 1), (.last30Days, 2)] {
            await h.press(.enter)
            let placement = try #require(await h.session.runner.placement(for: "sales-large"))
            #expect(
                placement.context.configuration.range == expected && placement.context.settingsVersion == version, "\(placement.context)")
            let shown = try #require(await h.session.model.snapshot.widgets["sales-large"]?.state)
            #expect(shown.range == expected && shown.controls.first?.token == "\(expected.rawValue)#\(version)", "\(shown.controls)")
        }
        #expect(store.reads.withLock { $0 } == 0, "the outcome is applied from the intent, not read back out of the state store")
    }

    @Test("Tab walks the large widget's controls, then the next widget; Shift-Tab walks back")
    func focusOrder() async throws {
        let h = try await Harness.make()
        defer { h.remove() }
        // The large widget's range picker is selected first (reverse video is not in the text:
        // the status line and the model say where focus is).
        var order: [String] = []
        for _ in 0..<6 {
            let model = await h.session.model
            let id = model.focusedWidget?.id ?? "?"
            order.append("\(id)#\(model.controlFocus[id] ?? 0)")
            await h.press(.tab)
        }
        #expect(order == ["sales-large#0", "sales-large#1", "orders-small#0", "orders-small#1", "traffic-small#0", "traffic-small#1"])
        // Back from the medium's first control: the last control of the widget before it.
        await h.press(.backTab)
        var model = await h.session.model
        #expect(model.focusedWidget?.id == "traffic-small" && model.controlFocus["traffic-small"] == 1)
        await h.press(.backTab, .backTab)
        model = await h.session.model
        #expect(model.focusedWidget?.id == "orders-small" && model.controlFocus["orders-small"] == 1)
        await h.press(.right)
        #expect(await h.session.model.focusedWidget?.id == "traffic-small")
        await h.press(.left, .left)
        #expect(await h.session.model.focusedWidget?.id == "sales-large")
        #expect(h.status.hasPrefix(" sales-large"))
    }

    @Test(
        "arrows move focus to the nearest widget that way on screen, as a springboard does: → from the large widget is its neighbour at the top right, ↓ the widget under it; at an edge focus stays (issue 29)"
    )
    func arrowsFollowTheScreen() async throws {
        let h = try await Harness.make()
        defer { h.remove() }
        func focused() async -> String { await h.session.model.focusedWidget?.id ?? "none" }
        // 120×40: the large widget at the left; three smalls beside its top, a medium beside
        // its bottom; the orders-to-fulfill medium under it.
        #expect(await focused() == "sales-large")
        await h.press(.right)
        #expect(await focused() == "orders-small", "→ goes to the widget beside, not the next in the file")
        #expect(h.status.hasPrefix(" orders-small"), "the status line names it: \(h.status)")
        await h.press(.right)
        #expect(await focused() == "traffic-small")
        await h.press(.down)
        #expect(await focused() == "month-medium", "↓ from a small is the medium under it")
        await h.press(.left)
        #expect(await focused() == "sales-large")
        await h.press(.down)
        #expect(await focused() == "fulfill-medium")
        await h.press(.down, .left)
        #expect(await focused() == "fulfill-medium", "nothing below or left of it: focus stays")
        await h.press(.up, .right, .right, .right, .right)
        #expect(await focused() == "status-small", "the store-status widget is three → from the large one")
    }

    @Test("1, 2 and 3 open the pages; ? shows and hides every key; Escape closes the help")
    func pagesAndHelp() async throws {
        let h = try await Harness.make()
        defer { h.remove() }
        await h.press(.character("2"))
        assertSnapshot(of: h.backend.screen, as: .text, named: "lock")
        await h.press(.character("3"))
        #expect(h.screen.contains("Gallery: sales-large in every family"))
        await h.press(.character("1"), .character("?"))
        for (keys, meaning) in DashboardView.helpLines { #expect(h.screen.contains(keys) && h.screen.contains(meaning), "\(keys)") }
        await h.press(.character("?"))
        #expect(!h.screen.contains("reload every widget"))
        await h.press(.character("?"), .escape)
        #expect(!h.screen.contains("reload every widget"))
    }

    @Test("t cycles the themes and tells the backend; s cycles the gallery's states")
    func themesAndStates() async throws {
        let h = try await Harness.make()
        defer { h.remove() }
        await h.press(.character("t"))
        #expect(h.backend.themes == ["light"])
        await h.press(.character("t"), .character("t"))
        #expect(h.backend.themes == ["light", "high-contrast", "dark"])
        #expect(h.backend.diffs.last?.isFull == true || h.backend.diffs.dropLast().last?.isFull == true, "a new theme redraws whole")
        await h.press(.character("3"))
        // The gallery is the matrix: a band per state; s scrolls to the next band's heading.
        var states: [String] = []
        for _ in 0..<PreviewState.allCases.count {
            states.append(String(h.status.split(separator: "·")[1].trimmingSpaces()))
            let body = h.screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(3).joined(separator: "\n")
            let now = states.last!.dropFirst("every state (s: next, now ".count).dropLast()
            #expect(body.contains("state: \(now)"), "the band of \(now) heads the screen:\n\(body)")
            await h.press(.character("s"))
        }
        #expect(states == PreviewState.allCases.map { "every state (s: next, now \($0.rawValue))" })
        #expect(h.screen.contains("Gallery: sales-large in every family and state"), "s wraps around to the top")
    }

    @Test("r reloads the focused widget's kind and R every widget, within the budget; Enter refreshes a widget without controls for free")
    func reloads() async throws {
        let h = try await Harness.make()
        defer { h.remove() }
        func spent(_ id: String) async -> Int { await h.session.runner.budgetStatus(id)?.spent ?? -1 }
        h.clock.advance(by: 600)
        await h.press(.character("r"))
        let (large, small) = (await spent("sales-large"), await spent("orders-small"))
        #expect(large == 1 && small == 1, "r reloads every metrics widget, each spending budget")
        #expect(await spent("fulfill-medium") == 0, "other kinds are untouched")
        h.clock.advance(by: 600)
        await h.press(.character("R"))
        let (fulfill, large2) = (await spent("fulfill-medium"), await spent("sales-large"))
        #expect(fulfill == 1 && large2 == 2)
        // The lock screen's circular widget has no controls: Enter refreshes it, free.
        await h.press(.character("2"), .enter, .character(" "))
        #expect(await spent("sales-circular") == 2, "r and R spent one each; Enter and Space none")
        #expect(await h.session.model.focusedWidget?.id == "sales-circular")
    }

    @Test(
        "the gallery of a kind with its own picture draws each family as its provider does: a large orders list is full, not the medium's four"
    )
    func galleryOfOrdersFills() async throws {
        let h = try await Harness.make(size: Size(width: 140, height: 45))
        defer { h.remove() }
        for _ in 0..<40 where await h.session.model.focusedWidget?.id != "fulfill-medium" { await h.press(.tab) }
        #expect(await h.session.model.focusedWidget?.id == "fulfill-medium")
        await h.press(.character("3"))
        let tiles = await h.session.model.tiles
        let medium = try #require(tiles.first { $0.id == "fulfill-medium-live-medium" })
        let large = try #require(tiles.first { $0.id == "fulfill-medium-live-large" })
        #expect(medium.state.rows.count == 4, "\(medium.state.rows.count)")
        #expect(large.state.rows.count > medium.state.rows.count, "large: \(large.state.rows.count) rows")
        #expect(large.state.rows.count == 16, "as gallery --kind orders-to-fulfill fills it")
        #expect((tiles.first { $0.id == "fulfill-medium-live-extraLarge" }?.state.rows.count ?? 0) > medium.state.rows.count)
    }

    @Test("PgDn and PgUp scroll each page on its own; the gallery scrolls down to the inline family at 140×45")
    func scrolling() async throws {
        let h = try await Harness.make(size: Size(width: 140, height: 45))
        defer { h.remove() }
        await h.press(.character("3"))
        #expect(!h.screen.contains("inline 30×1"), "the inline family starts below the screen")
        #expect(h.screen.contains("↓ more"))
        await h.press(.pageDown)
        #expect(h.screen.contains("inline 30×1"), "PgDn on the gallery scrolls the gallery")
        #expect(h.screen.contains("↑ more"))
        assertSnapshot(of: h.backend.screen, as: .text, named: "gallery-scrolled")
        await h.press(.character("1"))
        #expect(await h.session.model.scroll[.home] ?? 0 == 0, "the home page kept its own scroll")
        await h.press(.character("3"))
        #expect(h.screen.contains("inline 30×1"), "the gallery is still where it was left")
    }

    @Test("on a small screen the home page scrolls a screenful at a time, and not past its end")
    func homeScrolls() async throws {
        let h = try await Harness.make(size: Size(width: 60, height: 20))
        defer { h.remove() }
        #expect(!h.screen.contains("Online store") && !h.screen.contains("Taking orders"))
        var offsets: [Int] = []
        for _ in 0..<12 {
            await h.press(.pageDown)
            offsets.append(await h.session.model.scroll[.home] ?? 0)
        }
        #expect(offsets.first == 17, "a screenful less one row")
        #expect(offsets == offsets.sorted() && Set(offsets.suffix(3)).count == 1, "it stops at the end: \(offsets)")
        #expect(h.screen.contains("Taking orders") && !h.screen.contains("↓ more"))
        for _ in 0..<12 { await h.press(.pageUp) }
        #expect(await h.session.model.scroll[.home] ?? 0 == 0)
        #expect(h.screen.contains("[Today] 7d 30d"))
    }

    @Test("the mouse wheel scrolls the page three rows a notch, down and back up, and not past either end")
    func wheelScrolls() async throws {
        let h = try await Harness.make(size: Size(width: 60, height: 20))
        defer { h.remove() }
        var offsets: [Int] = []
        for _ in 0..<40 {
            await h.press(.wheelDown)
            offsets.append(await h.session.model.scroll[.home] ?? 0)
        }
        let end = try #require(offsets.last)
        #expect(Array(offsets.prefix(3)) == [3, 6, 9], "\(offsets)")
        #expect(offsets == offsets.sorted() && end > 9 && offsets.filter { $0 == end }.count > 1, "it stops at the end: \(offsets)")
        #expect(h.screen.contains("Taking orders") && !h.screen.contains("↓ more"))
        await h.press(.wheelUp)
        #expect(await h.session.model.scroll[.home] ?? 0 == end - 3)
        for _ in 0..<40 { await h.press(.wheelUp) }
        #expect(await h.session.model.scroll[.home] ?? 0 == 0)
        #expect(h.screen.contains("[Today] 7d 30d"))
    }

    @Test("a resize keeps the focused widget in view; too small a screen says so, and comes back")
    func resize() async throws {
        let h = try await Harness.make()
        defer { h.remove() }
        // Focus the Store-status widget, the last on the home page, right of the two smalls.
        for _ in 0..<3 { await h.press(.right) }
        #expect(await h.session.model.focusedWidget?.id == "status-small")
        h.backend.resize(to: Size(width: 50, height: 20))
        await h.press()
        #expect(h.backend.screen.area.size == Size(width: 50, height: 20))
        #expect(h.screen.contains("Taking orders"), "the focused widget scrolled into view")
        #expect(h.status.contains("status-small"))
        h.backend.resize(to: Size(width: 19, height: 5))
        await h.press()
        #expect(h.screen.contains("terminal too small"))
        h.backend.resize(to: Size(width: 120, height: 40))
        await h.press()
        #expect(h.screen.contains("Taking orders") && h.screen.contains("as of 3:30pm"))
    }

    @Test("a click focuses the widget under it; a click on a button presses it")
    func clicks() async throws {
        let h = try await Harness.make(ownStore: true)
        defer { h.remove() }
        let row = try #require(h.lines.firstIndex { $0.contains("[Fulfill next]") })
        let column = h.lines[row].distance(from: h.lines[row].startIndex, to: h.lines[row].range(of: "[Fulfill next]")!.lowerBound)
        await h.press(.click(x: column - 6, y: row + 3))
        #expect(await h.session.model.focusedWidget?.id == "fulfill-medium")
        #expect(!h.status.contains("Fulfilled"), "a click on the body presses nothing")
        await h.press(.click(x: column + 3, y: row))
        #expect(h.status.contains("✓ Fulfilled #"), "the click on the button pressed it: \(h.status)")
    }

    @Test("a pressed intent's outcome shows in the widget and the status line, and its count drops by one")
    func intentOutcome() async throws {
        let h = try await Harness.make(ownStore: true)
        defer { h.remove() }
        func waiting() -> Int? { h.number(rowsBelow: 2, of: "Oldest first", width: 12) }
        let before = try #require(waiting())
        await h.press(.down)
        #expect(await h.session.model.focusedWidget?.id == "fulfill-medium")
        await h.press(.enter)
        #expect(waiting() == before - 1)
        #expect(h.status.contains("fulfill-medium: ✓ Fulfilled #"), "\(h.status)")
        #expect(h.screen.contains("✓ Fulfilled #"), "the outcome shows in the widget too")
        assertSnapshot(of: h.backend.screen, as: .text, named: "after-fulfill")
        // The message goes away after its time; the count stays.
        h.clock.advance(by: IntentActivity.shownFor + 1)
        await h.press()
        #expect(!h.status.contains("Fulfilled"))
        #expect(waiting() == before - 1)
    }

    @Test("Fulfill next changes the count in every tile that shows it, in the next frame: one metric, one value")
    func oneMetricOneValue() async throws {
        let h = try await Harness.make(ownStore: true)
        defer { h.remove() }
        // The Orders small widget's "To fulfill" figure and the Orders-to-fulfill widget's count.
        func toFulfillTile() -> Int? { h.number(rowsBelow: 1, of: "│ To fulfill ", skipping: 2, width: 8) }
        func queueCount() -> Int? { h.number(rowsBelow: 2, of: "Oldest first", width: 12) }
        let before = try #require(toFulfillTile())
        #expect(queueCount() == before, "the two widgets agree before: \(h.screen)")
        await h.press(.down)
        await h.press(.enter)
        #expect(h.status.contains("✓ Fulfilled #"), "\(h.status)")
        #expect(queueCount() == before - 1)
        #expect(toFulfillTile() == before - 1, "the metrics tile showing orders_to_fulfill reloaded past the cache: \(h.screen)")
        // Later in the same minute, and in the next one, they still agree.
        h.clock.advance(by: 20)
        await h.press()
        #expect(toFulfillTile() == queueCount())
        h.clock.advance(by: 60)
        await h.press()
        #expect(toFulfillTile() == queueCount())
    }

    @Test(
        "an edit read twice (an editor's second write, the watcher waking for the temporary file and the rename) says its summary once: the second changes nothing and leaves it on screen"
    )
    func editReadTwice() async throws {
        let h = try await Harness.make()
        defer { h.remove() }
        var edited = DashboardFile.standard
        edited.widgets.removeAll { $0.id == "traffic-small" }
        let summary = await h.session.apply(edited, placements: [], name: "dashboard.json")
        await h.press()
        #expect(summary == "dashboard.json applied: 0 added, 1 removed, 0 changed" && h.status.contains(summary), "\(h.status)")
        let again = await h.session.apply(edited, placements: [], name: "dashboard.json")
        await h.press()
        #expect(again == "dashboard.json unchanged")
        #expect(h.status.contains(summary), "the second read replaced the summary: \(h.status)")
    }

    @Test("q and Ctrl-C quit")
    func quit() async throws {
        let h = try await Harness.make()
        defer { h.remove() }
        #expect(await h.press(.character("q")) == false)
        #expect(await h.press(.interrupt) == false)
        #expect(await h.press(.character("x")) == true)
    }
}

/// A source whose answers wait until the test opens the gate.
actor GatedSource: MetricsSource {
    nonisolated let name = "gated"
    private let inner: any MetricsSource
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    init(_ inner: any MetricsSource) {
        self.inner = inner
    }

    func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        if !isOpen { await withCheckedContinuation { waiting.append($0) } }
        return try await inner.fetch(query)
    }

    func open() {
        isOpen = true
        waiting.forEach { $0.resume() }
        waiting = []
    }
}

/// A state store that counts how often the settings it keeps are read.
final class CountingState: DashboardStateStore, Sendable {
    let inner: any DashboardStateStore
    let reads = Mutex(0)

    init(_ inner: any DashboardStateStore) {
        self.inner = inner
    }

    func settings(for widgetID: String) throws -> WidgetSettings {
        reads.withLock { $0 += 1 }
        return try inner.settings(for: widgetID)
    }

    func setRange(
        _ range: DateRange, for widgetID: String, invocation: IntentInvocation
    ) throws -> (message: String, settings: WidgetSettings) {
        try inner.setRange(range, for: widgetID, invocation: invocation)
    }

    func recordPlacedWidgets(_ current: [PlacedWidgetRecord]) throws -> [LifecycleEvent] {
        try inner.recordPlacedWidgets(current)
    }
}
