@testable import WidgetFormats
import Foundation
import Synchronization
import Testing
@testable import WidgetCore
import WidgetTestSupport

@Suite("Configuration rules")
struct ConfigurationTests {
    @Test("duplicates become None, first occurrence kept")
    func duplicatesBecomeNone() {
        let config = WidgetConfiguration(metrics: ["orders", "sessions", "orders", nil, "sessions"])
        #expect(config.slots(capacity: 7).map { $0?.id } == ["orders", "sessions", nil, nil, nil])
    }

    @Test(
        "the list is trimmed to what the family holds",
        arguments: [
            (WidgetFamily.small, 2), (.medium, 4), (.large, 7), (.extraLarge, 7), (.accessoryCircular, 1), (.accessoryRectangular, 1),
            (.accessoryInline, 1),
        ])
    func trimmedToFamily(family: WidgetFamily, holds: Int) {
        let config = WidgetConfiguration(metrics: WidgetConfiguration.defaultMetrics)
        #expect(config.slots(capacity: family.metricCapacity).count == holds)
        #expect(config.slots(capacity: family.metricCapacity).map { $0?.id } == Array(WidgetConfiguration.defaultMetrics.prefix(holds)))
    }

    @Test("all None is a valid empty state that makes no request")
    func allNoneMakesNoRequest() async {
        let config = WidgetConfiguration(metrics: [nil, nil, nil])
        #expect(config.isEmpty(capacity: 4))
        #expect(MetricsQuery(configuration: config, capacity: 4, end: goldenNow) == nil)
        let source = CountingSource()
        let loader = WidgetLoader(source: source, cache: MetricsCache(clock: ManualClock(goldenNow)), locale: torontoUS)
        let result = await loader.load(config, capacity: 4, now: goldenNow)
        #expect(result.state.isEmpty)
        #expect(await source.count == 0)
    }

    @Test("a query asks only for the selected metrics, hourly for today and daily otherwise")
    func query() {
        let today = MetricsQuery(
            configuration: WidgetConfiguration(metrics: ["orders", nil, "orders", "sessions"]), capacity: 4, end: goldenNow)!
        #expect(today.metrics == ["orders", "sessions"])
        #expect(today.granularity == .hour)
        let week = MetricsQuery(configuration: WidgetConfiguration(metrics: ["orders"], range: .last7Days), capacity: 2, end: goldenNow)!
        #expect(week.granularity == .day)
    }

    @Test("a metric the source does not know shows as a dash, never 0")
    func unknownMetricShowsDash() {
        let response = MetricsResponse(shop: SampleShop.shop, range: .today, generatedAt: goldenNow, readings: [:])
        let state = response.state(slots: [Metric.named("orders")], now: goldenNow)
        #expect(state.readings.first?.value == nil)
        let buffer = WidgetFamily.small.render(state, context: RenderContext(now: goldenNow, locale: torontoUS))
        let rows = buffer.plainText.split(separator: "\n")
        #expect(rows[2].hasPrefix("│ ORDERS") && rows[3].hasPrefix("│ —  "))
    }
}

@Suite("Dashboard file")
struct DashboardTests {
    func parse(_ json: String) throws(DocumentError) -> (DashboardFile, warnings: [DocumentIssue]) {
        try DashboardFile.parse(Array(json.utf8), file: "dash.json", now: goldenNow)
    }

    @Test("a good file loads, with defaults where keys are absent")
    func loads() throws {
        let (dashboard, warnings) = try parse(
            """
            {"source": "snapshot:/tmp/s.json", "theme": "light", "budget": {"dailyReloads": 40, "minimumSpacingSeconds": 600},
             "widgets": [{"id": "a", "family": "large", "metrics": ["total_sales", null, "orders"], "range": "last7Days"},
                         {"id": "b", "kind": "metrics", "family": "accessoryInline"}]}
            """)
        #expect(warnings.isEmpty)
        #expect(dashboard.source == .snapshot("/tmp/s.json"))
        #expect(dashboard.budget.dailyReloads == 40 && dashboard.budget.minimumSpacing == 600)
        #expect(dashboard.widgets.map(\.id) == ["a", "b"])
        #expect(dashboard.widgets[0].configuration.metrics == ["total_sales", nil, "orders"])
        #expect(dashboard.widgets[0].configuration.range == .last7Days)
        #expect(dashboard.widgets[1].page == .lock)
    }

    @Test("every error names its JSON path, what was found and what is allowed")
    func errorsNamePaths() {
        do {
            _ = try parse(
                """
                {"widgets": [{"id": "a", "family": "small", "metrics": ["orders"]},
                             {"id": "b", "family": "small"},
                             {"id": "c", "family": "tiny", "metrics": ["orders", "sessions", "returns", "discounts", "net_sales", "gross_sales", "profit", "orders"]},
                             {"id": "a", "family": "medium", "range": "week"}]}
                """)
            Issue.record("an invalid file was accepted")
        } catch {
            let text = error.description
            #expect(text.contains("dash.json: widgets[2].family: \"tiny\" is not a family; allowed: small, medium"))
            #expect(text.contains("widgets[2].metrics: has 8 slots; a widget has at most 7"))
            #expect(
                text.contains("widgets[2].metrics[6]: \"profit\" is not a metric; known metrics: total_sales, orders, average_order_value"))
            #expect(text.contains("widgets[3].id: \"a\" is already the id of another widget"))
            #expect(text.contains("widgets[3].range: \"week\" is not a range; allowed: today, last7Days, last30Days"))
        }
    }

    @Test("unknown keys, repeats, overlong lists and unknown kinds are warnings, not silent")
    func warnings() throws {
        let (_, warnings) = try parse(
            """
            {"widgets": [{"id": "a", "family": "small", "metrics": ["orders", "orders", "sessions"], "colour": "red", "kind": "store-pulse"}], "refresh": 5}
            """)
        let text = warnings.map(\.description)
        #expect(text.contains { $0.hasPrefix("refresh: unknown key, ignored; known keys: source, theme, budget, widgets") })
        #expect(text.contains { $0.hasPrefix("widgets[0].colour: unknown key") })
        #expect(text.contains { $0.hasPrefix("widgets[0].metrics[1]: \"orders\" repeats an earlier slot and becomes None") })
        #expect(text.contains { $0.hasPrefix("widgets[0].metrics: has 3 slots; small holds 2") })
        #expect(text.contains { $0.hasPrefix("widgets[0].kind: \"store-pulse\" is not a widget kind") })
    }

    @Test("the older spelling orders-to-fulfil still reads, as orders-to-fulfill, with a warning")
    func fulfilAlias() throws {
        let (dashboard, warnings) = try parse(#"{"widgets": [{"id": "f", "kind": "orders-to-fulfil", "family": "medium"}]}"#)
        #expect(dashboard.widgets.first?.kind == "orders-to-fulfill")
        #expect(warnings.map(\.description).contains { $0.contains("older spelling of \"orders-to-fulfill\"") }, "\(warnings)")
        #expect(WidgetKind.notice(for: "orders-to-fulfil") == nil, "not drawn as an unknown kind")
    }

    @Test("broken JSON names the line and column")
    func brokenJSON() {
        #expect(throws: DocumentError.self) { try parse("{\"widgets\": [\n{\"id\": \"a\",}]}") }
        do { _ = try parse("{\"widgets\": [\n{\"id\": \"a\",}]}") } catch {
            #expect(error.description.hasPrefix("dash.json: not valid JSON: line 2, column"))
        }
    }
}

@Suite("Snapshot document")
struct SnapshotDocumentTests {
    func sampleResponse(value: Double = 42) -> MetricsResponse {
        var readings: [String: MetricReading] = [:]
        for metric in Metric.catalogue {
            readings[metric.id] = MetricReading(
                metric: metric, value: value, previous: metric.shape == .timeSeries ? value / 2 : nil,
                series: metric.shape == .timeSeries ? [1, .nan, 3] : [], sourceTime: goldenNow)
        }
        return MetricsResponse(
            shop: SampleShop.shop, range: .last7Days, generatedAt: goldenNow, readings: readings, staleAfter: ["orders": 120])
    }

    @Test("a document survives a round trip, gaps and kinds included")
    func roundTrip() throws {
        let response = sampleResponse()
        let decoded = try SnapshotDocument.decode(SnapshotDocument.encode(response), file: "s.json")
        #expect(decoded.shop == response.shop)
        #expect(decoded.range == .last7Days)
        #expect(decoded.readings["orders"]?.value == 42)
        #expect(decoded.readings["orders_to_fulfill"]?.value == 42)
        #expect(decoded.readings["orders_to_fulfill"]?.series.isEmpty == true)
        #expect(decoded.readings["total_sales"]?.series.count == 3)
        #expect(decoded.readings["total_sales"]?.series[1].isNaN == true)
        #expect(decoded.staleAfter["orders"] == 120)
    }

    @Test("unknown fields and unknown metrics are ignored")
    func tolerant() throws {
        let json = """
            {"schemaVersion": 1, "generatedAt": "2026-11-30T20:30:00Z", "publisher": "someone else",
             "shop": {"id": "s", "name": "Shop", "currency": "EUR", "timeZone": "Europe/Paris", "plan": "plus"},
             "range": "today", "metrics": {"orders": {"value": 3, "previous": 2, "series": [1, 2], "colour": "red"}, "profit": {"value": 9}}}
            """
        let response = try SnapshotDocument.decode(Array(json.utf8), file: "s.json")
        #expect(response.readings.keys.sorted() == ["orders"])
        #expect(response.shop.currencyCode == "EUR")
    }

    @Test(
        "what cannot be read safely is refused, naming the file and the byte or field",
        arguments: [
            (
                "{\"schemaVersion\": 1, \"generatedAt\": \"2026-11-30T20:30:00Z\", \"shop\": {\"na",
                "s.json: cannot be read at byte 72 (line 1, column 73): unexpected end of file inside a string (the document is truncated)"
            ),
            ("[1, 2]", "s.json: expected a snapshot object"),
            ("{\"schemaVersion\": 3}", "s.json was written by a newer widgetdeck (schema 3); this one reads schema 2"),
            ("{\"generatedAt\": \"2026-11-30T20:30:00Z\"}", "s.json: field schemaVersion: missing"),
            (
                "{\"schemaVersion\": 1, \"generatedAt\": \"yesterday\", \"shop\": {\"name\": \"S\", \"currency\": \"USD\"}, \"range\": \"today\", \"metrics\": {}}",
                "s.json: field generatedAt: expected an ISO 8601 time"
            ),
            (
                "{\"schemaVersion\": 1, \"generatedAt\": \"2026-11-30T20:30:00Z\", \"shop\": {\"name\": \"S\", \"currency\": \"USD\"}, \"range\": \"today\", \"metrics\": {\"orders\": {\"value\": \"many\"}}}",
                "s.json: field metrics.orders.value: expected a number (money may be a decimal string such as \"12.50\"), found \"many\""
            ),
        ])
    func refusals(json: String, message: String) {
        do {
            _ = try SnapshotDocument.decode(Array(json.utf8), file: "s.json")
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.message.hasPrefix(message), "got: \(error.message)")
        }
    }

}

@Suite("Metrics cache")
struct CacheTests {
    func query(_ id: String) -> MetricsQuery { MetricsQuery(shop: "s", metrics: [id], range: .today, end: goldenNow) }

    @Test("50 concurrent requests for one key reach the source once; two keys twice")
    func singleFlight() async {
        let source = CountingSource()
        let clock = ManualClock()
        let cache = MetricsCache(clock: clock)
        // The source holds its answer until all fifty have asked: they overlap because the
        // test made them, and the first's request is the one the other forty-nine join.
        await source.hold()
        let outcomes = await withTaskGroup(of: MetricsCache.Outcome.self) { group in
            for _ in 0..<50 {
                group.addTask { await cache.response(for: query("orders"), locale: "en_US", from: source) }
            }
            let joined = await untilTrue { await cache.joinedRequests == 49 }
            let held = await source.waiting
            #expect(joined && held == 1)
            await source.release()
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(await source.count == 1)
        #expect(outcomes.allSatisfy { $0.response?.readings["orders"]?.value == 1 })
        _ = await withTaskGroup(of: Void.self) { group in
            for _ in 0..<10 { group.addTask { _ = await cache.response(for: query("sessions"), locale: "en_US", from: source) } }
        }
        #expect(await source.count == 2)
        let hit = await cache.response(for: query("orders"), locale: "en_US", from: source)
        #expect(hit.origin == .hit)
        #expect(await source.count == 2)
    }

    @Test("an expired entry is fetched again; the locale is part of the key")
    func expiry() async {
        let source = CountingSource()
        let clock = ManualClock()
        let cache = MetricsCache(ttl: 60, clock: clock)
        _ = await cache.response(for: query("orders"), locale: "en_US", from: source)
        clock.advance(59)
        #expect(await cache.response(for: query("orders"), locale: "en_US", from: source).origin == .hit)
        clock.advance(2)
        #expect(await cache.response(for: query("orders"), locale: "en_US", from: source).origin == .fetched)
        #expect(await cache.response(for: query("orders"), locale: "de_DE", from: source).origin == .fetched)
        #expect(await source.count == 3)
    }

    @Test("a failing source serves the last good copy, with the reason")
    func staleFallback() async {
        let source = CountingSource()
        let clock = ManualClock()
        let cache = MetricsCache(clock: clock)
        _ = await cache.response(for: query("orders"), locale: "en_US", from: source)
        await source.setFailing(true)
        clock.advance(120)
        let outcome = await cache.response(for: query("orders"), locale: "en_US", from: source)
        #expect(outcome.origin == .staleFallback)
        #expect(outcome.response?.readings["orders"]?.value == 1)
        #expect(outcome.error?.message == "counting source is down")
        let nothing = await cache.response(for: query("sessions"), locale: "en_US", from: source)
        #expect(nothing.origin == .none && nothing.response == nil)
    }

    @Test("an explicit refresh bypasses freshness but keeps single flight")
    func bypass() async {
        let source = CountingSource()
        let cache = MetricsCache(clock: ManualClock())
        _ = await cache.response(for: query("orders"), locale: "en_US", from: source)
        await source.hold()
        _ = await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask { _ = await cache.response(for: query("orders"), locale: "en_US", from: source, bypass: true) }
            }
            #expect(await untilTrue { await cache.joinedRequests == 19 })
            await source.release()
        }
        #expect(await source.count == 2)
    }

}
