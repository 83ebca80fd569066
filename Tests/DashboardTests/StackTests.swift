@testable import WidgetDrawing
import Foundation
import Testing
import WidgetStore
@testable import WidgetCore
import WidgetTestSupport

/// Smart Stacks: widgets of one size sharing a place on the home page, the most relevant in
/// front (WidgetKit's `TimelineEntryRelevance`), turned by hand with `]` and `[` — and what is
/// behind is out of view for the budget.
@Suite("Smart Stacks turn by relevance (manual clock)", .serialized)
struct StackTests {
    /// A widget whose entries have these scores at these minutes after `goldenNow`.
    func scripted(_ scores: [(minute: Double, score: Double?, duration: TimeInterval)], title: String) -> ScriptedProvider {
        let entries = scores.map { step in
            let date = goldenNow.addingTimeInterval(step.minute * 60)
            var state = WidgetState(
                shop: SampleShop.shop, range: .today,
                slots: [MetricReading(metric: Metric.named("orders")!, value: step.score ?? 0, sourceTime: date)], asOf: date)
            state.headline = title
            return TimelineEntry(date: date, state: state, relevance: step.score.map { EntryRelevance(score: $0, duration: step.duration) })
        }
        return ScriptedProvider(timeline: Timeline(entries: entries, policy: .never))
    }

    func session(_ members: [(String, ScriptedProvider)], log: EventLog, clock: ManualClock) async -> DashboardSession {
        var widgets = members.map {
            PlacedWidget(id: $0.0, family: .small, configuration: WidgetConfiguration(metrics: ["orders"]), stack: "today")
        }
        widgets.insert(PlacedWidget(id: "alone", family: .small, configuration: WidgetConfiguration(metrics: ["orders"])), at: 0)
        let file = DashboardFile(widgets: widgets)
        let providers = [("alone", scripted([(0, nil, 0)], title: "alone"))] + members
        let placements = zip(file.widgets, providers).map { widget, provider in
            DashboardRunner.Placement(
                context: TimelineContext(
                    instanceID: widget.id, kind: widget.kind, family: widget.family, configuration: widget.configuration),
                provider: provider.1)
        }
        let configuration = DashboardSession.Configuration(
            file: file, placements: placements, sourceName: "scripted", themes: [.dark], locale: torontoUS, log: log)
        let session = DashboardSession(configuration, clock: clock, size: Size(width: 80, height: 24))
        await session.start()
        await session.settle()
        return session
    }

    func shown(_ log: EventLog) -> [String] {
        log.events(named: "stack_shown").compactMap { if case .string(let id)? = $0["widget"] { id } else { nil } }
    }

    @Test(
        "the member whose entry is most relevant is in front; when a later entry of another scores higher, the stack turns at that entry's date; a score's duration ends it; the log says why"
    )
    func turnsByRelevance() async throws {
        let clock = ManualClock(goldenNow)
        let log = EventLog()
        // a: 10 now, 50 from minute 30. b: 30 now, for 60 minutes only. c: none.
        let session = await session(
            [
                ("a", scripted([(0, 10, 0), (30, 50, 0)], title: "a")), ("b", scripted([(0, 30, 3600)], title: "b")),
                ("c", scripted([(0, nil, 0)], title: "c")),
            ], log: log, clock: clock)
        let backend = TestBackend(size: Size(width: 80, height: 24))
        await session.step(on: backend)
        var model = await session.model
        #expect(model.widgets(on: .home).map(\.id) == ["alone", "b"], "one place for the stack, b (30) in front of a (10) and c")
        #expect(model.visibleWidgetIDs == ["alone", "b"], "a and c are behind: out of view for the budget")
        // Placed, before any entry came, the first member showed; b took the front once loaded.
        #expect(
            shown(log) == ["a", "b"] && log.events(named: "stack_shown").map { $0["because"] } == [.string("placed"), .string("relevance")])
        // Minute 30: a's next entry scores 50.
        clock.set(goldenNow.addingTimeInterval(30 * 60))
        await session.step(on: backend)
        model = await session.model
        #expect(model.widgets(on: .home).map(\.id) == ["alone", "a"])
        #expect(
            log.events(named: "stack_shown").last?["because"] == .string("relevance")
                && log.events(named: "stack_shown").last?["relevance"] == .number(50))
        #expect(model.visibleWidgetIDs == ["alone", "a"])
        // The frame: three dots beside the stack, the first (a) full — outside the column the
        // focus ring takes, so a focused stack's ring stays whole.
        let frame = model.render().buffer
        let rect = try #require(model.render().tileRects[1])
        let dots = (0..<frame.area.height).compactMap { y -> String? in
            let text = frame.cell(x: rect.right + 1, y: y)?.symbol
            return text == "●" || text == "○" ? text : nil
        }
        #expect(dots == ["●", "○", "○"], "\(dots)")
        #expect((0..<frame.area.height).allSatisfy { y in !["●", "○"].contains(frame.cell(x: rect.right, y: y)?.symbol ?? "") })
    }

    @Test("a score with a duration counts for that long: after it, a member with a lower lasting score comes to the front")
    func durationEnds() async {
        let clock = ManualClock(goldenNow)
        let log = EventLog()
        let session = await session(
            [("a", scripted([(0, 10, 0)], title: "a")), ("b", scripted([(0, 30, 600)], title: "b"))], log: log, clock: clock)
        let backend = TestBackend(size: Size(width: 80, height: 24))
        await session.step(on: backend)
        #expect(await session.model.widgets(on: .home).last?.id == "b")
        clock.set(goldenNow.addingTimeInterval(9 * 60))
        await session.step(on: backend)
        #expect(await session.model.widgets(on: .home).last?.id == "b", "30 for ten minutes: still b at nine")
        clock.set(goldenNow.addingTimeInterval(10 * 60))
        await session.step(on: backend)
        #expect(await session.model.widgets(on: .home).last?.id == "a", "b's score is over at ten minutes")
    }

    @Test(
        "] and [ turn the focused stack by hand and the status line says so; the turn holds until relevance puts another member on top; a member turned to comes into view"
    )
    func turnedByHand() async {
        let clock = ManualClock(goldenNow)
        let log = EventLog()
        let session = await session(
            [
                ("a", scripted([(0, 10, 0), (30, 50, 0)], title: "a")), ("b", scripted([(0, 30, 0)], title: "b")),
                ("c", scripted([(0, nil, 0)], title: "c")),
            ], log: log, clock: clock)
        let backend = TestBackend(size: Size(width: 80, height: 24))
        await session.step(on: backend)
        await session.press([.right], on: backend)
        #expect(await session.model.focusedWidget?.id == "b")
        var status = await session.model.status
        #expect(status.contains("stack 2/3"), "\(status)")
        await session.press([.character("]")], on: backend)
        await session.step(on: backend)
        #expect(await session.model.focusedWidget?.id == "c", "the next after b")
        status = await session.model.status
        #expect(status.contains("stack 3/3, turned"), "\(status)")
        #expect(await session.model.visibleWidgetIDs.contains("c"))
        #expect(log.events(named: "widget_visible").contains { $0["widget"] == .string("c") })
        #expect(log.events(named: "stack_shown").last?["because"] == .string("turned"))
        await session.press([.character("["), .character("[")], on: backend)
        #expect(await session.model.focusedWidget?.id == "a", "two back from c, wrapping")
        await session.press([.character("]")], on: backend)
        // Still b's (30) top: the turn to b holds. At minute 30 a scores 50 and takes the front.
        clock.set(goldenNow.addingTimeInterval(20 * 60))
        await session.step(on: backend)
        #expect(await session.model.focusedWidget?.id == "b")
        clock.set(goldenNow.addingTimeInterval(30 * 60))
        await session.step(on: backend)
        #expect(await session.model.focusedWidget?.id == "a")
        #expect(!(await session.model.status.contains("turned")))
    }

    @Test(
        "the built-in kinds score their entries: a stack of Orders to fulfill and Store status shows the queue while the store is open, and the store once it is paused"
    )
    func builtInKinds() async throws {
        let log = EventLog()
        let file = DashboardFile(widgets: [
            PlacedWidget(
                id: "fulfill", kind: WidgetKind.ordersToFulfill.id, family: .small, configuration: WidgetConfiguration(metrics: []),
                stack: "store"),
            PlacedWidget(
                id: "status", kind: WidgetKind.storeStatus.id, family: .small, configuration: WidgetConfiguration(metrics: []),
                stack: "store"),
        ])
        let source = try StoreSource(
            path: FileManager.default.temporaryDirectory.appendingPathComponent("stack-\(UUID().uuidString).sqlite").path, demo: true,
            locale: torontoUS)
        let h = try await Harness.make(file: file, source: source, actions: source, log: log)
        defer { h.remove() }
        var model = await h.session.model
        let waiting = try #require(model.snapshot.widgets["fulfill"]?.state?.readings.first?.value)
        #expect(waiting >= 1 && model.relevance("fulfill") == min(90, 20 + waiting), "\(waiting) waiting: \(model.relevance("fulfill"))")
        #expect(model.relevance("status") == 0, "open: no opinion")
        #expect(model.widgets(on: .home).map(\.id) == ["fulfill"])
        _ = try await source.setOnlineStore(
            open: false, shop: "default",
            invocation: IntentInvocation(
                widgetID: "test", kind: "store-status",
                control: WidgetControl(id: "online", label: "Pause")), at: h.clock.now)
        await h.session.press([.character("R")], on: h.backend)
        await h.session.settle()
        await h.session.step(on: h.backend)
        model = await h.session.model
        #expect(model.relevance("status") == 100)
        #expect(model.widgets(on: .home).map(\.id) == ["status"], "a paused store is the most pressing thing")
        #expect(h.screen.contains("Paused"), "\(h.screen)")
    }

    @Test("a dashboard file's stacks: one size, on the home page, a non-empty name; each mistake named by its path")
    func fileRules() throws {
        func problems(_ json: String) -> String {
            do {
                _ = try DashboardFile.parse(Array(json.utf8), file: "d.json", now: goldenNow)
                return ""
            } catch { return "\(error)" }
        }
        let ok = try DashboardFile.parse(
            Array(#"{"widgets": [{"family": "small", "stack": "s"}, {"family": "small", "stack": "s", "kind": "store-status"}]}"#.utf8),
            file: "d.json", now: goldenNow)
        #expect(ok.0.widgets.map(\.stack) == ["s", "s"])
        let sizes = problems(#"{"widgets": [{"family": "small", "stack": "s"}, {"family": "medium", "stack": "s"}]}"#)
        #expect(sizes.contains("widgets[1].stack") && sizes.contains("holds small widgets (widgets[0])"), "\(sizes)")
        let lock = problems(#"{"widgets": [{"family": "accessoryCircular", "stack": "s"}]}"#)
        #expect(lock.contains("widgets[0].stack") && lock.contains("home page"), "\(lock)")
        let empty = problems(#"{"widgets": [{"family": "small", "stack": ""}]}"#)
        #expect(empty.contains("widgets[0].stack: must not be empty"), "\(empty)")
        let spaces = problems(#"{"widgets": [{"family": "small", "stack": "  \t "}]}"#)
        #expect(spaces.contains("widgets[0].stack: must not be empty or only spaces"), "\(spaces)")
        let long = problems(#"{"widgets": [{"family": "small", "stack": ""# + String(repeating: "s", count: 65) + #""}]}"#)
        #expect(long.contains("widgets[0].stack: is 65 characters; a stack's name is at most 64"), "\(long)")
    }
}
