@testable import WidgetFormats
import Foundation
import Testing
@testable import WidgetCore
@testable import WidgetStore
import WidgetTestSupport

@Suite("Lifecycle analytics from the placed widgets")
struct LifecycleTests {
    let now = ISO8601.parse("2026-11-30T15:30:00-05:00")!

    /// Places `file`'s widgets in a runner whose every timeline request feeds the tracker, as the
    /// dashboard does, and waits for the first timelines.
    func run(_ file: String, state: DashboardState, log: EventLog) async throws {
        let (dashboard, _) = try DashboardFile.parse(Array(file.utf8), file: "dashboard.json", now: goldenNow)
        let clock = ManualClock(now)
        let tracker = LifecycleTracker(state: state, log: log, derivedIDs: Set(dashboard.widgets.filter { !$0.hasStableID }.map(\.id)))
        let runner = DashboardRunner(clock: clock)
        await runner.setOnTimelineRequest { placed, at in tracker.observe(placed, at: at) }
        let loader = WidgetLoader(source: SampleSource(), cache: MetricsCache(clock: ManualClock(goldenNow)), locale: .enUS)
        await runner.place(
            dashboard.widgets.map { widget in
                DashboardRunner.Placement(
                    context: TimelineContext(
                        instanceID: widget.id, kind: widget.kind, family: widget.family, configuration: widget.configuration),
                    provider: MetricsTimelineProvider(loader: loader, clock: clock))
            })
        await runner.settle()
        // The list read again, late: nothing new.
        await runner.reloadAllTimelines()
        await runner.settle()
    }

    func events(_ path: String) throws -> [JSONValue] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { try JSONValue.parse(String($0)) }
    }

    @Test(
        "an event logs what the widget shows: a small widget given no metrics logs its two slots, not the seven defaults; repeats once; a None slot as null"
    )
    func logsWhatIsShown() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let state = try DashboardState(path: dir.appendingPathComponent("dashboard.sqlite").path, clock: ManualClock(goldenNow))
        let logPath = dir.appendingPathComponent("analytics.jsonl").path
        try await run(
            """
            {"widgets": [
              {"id": "plain", "family": "small"},
              {"id": "twice", "family": "large", "metrics": ["orders", "orders", "sessions", null, "returns", "net_sales"]}
            ]}
            """, state: state, log: try EventLog(path: logPath))
        let added = Dictionary(
            uniqueKeysWithValues: try events(logPath).compactMap { event -> (String, JSONValue)? in
                guard case .string(let id)? = event["widget"], let metrics = event["metrics"] else { return nil }
                return (id, metrics)
            })
        let capacity = WidgetFamily.small.metricCapacity
        let shown = WidgetConfiguration(shop: "default", metrics: WidgetConfiguration.defaultMetrics, range: .today).slots(
            capacity: capacity
        ).map { JSONValue.string($0!.id) }
        #expect(added["plain"] == .array(shown), "\(String(describing: added["plain"]))")
        #expect(shown.count == capacity && capacity < WidgetConfiguration.defaultMetrics.count)
        let large = WidgetFamily.large.metricCapacity
        #expect(
            added["twice"]
                == .array(
                    Array([.string("orders"), .null, .string("sessions"), .null, .string("returns"), .string("net_sales")].prefix(large))),
            "\(String(describing: added["twice"]))")
    }

    @Test("editing the dashboard file — one widget removed, one added, a third's metrics changed — gives exactly one event of each")
    func editedFile() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let state = try DashboardState(path: dir.appendingPathComponent("dashboard.sqlite").path, clock: ManualClock(goldenNow))
        let logPath = dir.appendingPathComponent("analytics.jsonl").path
        let before = """
            {"widgets": [
              {"id": "sales", "family": "large"},
              {"id": "orders", "family": "small", "metrics": ["orders", "orders_to_fulfill"]},
              {"id": "traffic", "family": "small", "metrics": ["sessions"]},
              {"family": "medium", "metrics": ["net_sales", "returns"]}
            ]}
            """
        try await run(before, state: state, log: try EventLog(path: logPath))
        let first = try events(logPath)
        #expect(first.count == 4)
        #expect(first.allSatisfy { $0["event"] == .string("widget_added") })
        let unnamed = try #require(first.last)
        #expect(unnamed["stableID"] == .bool(false), "a widget without an id is known by its derived identity")
        #expect(unnamed["widget"] == unnamed["derivedIdentity"])

        let after = """
            {"widgets": [
              {"id": "sales", "family": "large"},
              {"id": "orders", "family": "small", "metrics": ["orders", "average_order_value"]},
              {"family": "medium", "metrics": ["net_sales", "returns"]},
              {"id": "month", "family": "medium", "range": "last30Days"}
            ]}
            """
        try await run(after, state: state, log: try EventLog(path: logPath))
        let second = Array(try events(logPath).dropFirst(first.count))
        let kinds = second.compactMap { event -> String? in if case .string(let kind)? = event["event"] { kind } else { nil } }
        #expect(kinds.sorted() == ["widget_added", "widget_configured", "widget_removed"], "\(second.map(\.serialized))")
        let configured = try #require(second.first { $0["event"] == .string("widget_configured") })
        #expect(configured["widget"] == .string("orders"))
        #expect(configured["changes"] == .array([.string("metrics: orders,orders_to_fulfill → orders,average_order_value")]))
        #expect(second.first { $0["event"] == .string("widget_removed") }?["widget"] == .string("traffic"))
        #expect(second.first { $0["event"] == .string("widget_added") }?["widget"] == .string("month"))

        // The same file again (a restart): nothing.
        try await run(after, state: state, log: try EventLog(path: logPath))
        #expect(try events(logPath).count == first.count + 3)
    }
}
