import WidgetFormats
import Foundation
import Testing
import WidgetCore
@testable import WidgetStore
import WidgetTestSupport

@Suite("ShopifyQL: the parser")
struct ShopifyQLParserTests {
    @Test("every clause of the subset, in any order after FROM and SHOW")
    func clauses() throws {
        let q = try ShopifyQLQuery.parse(
            "FROM sales SHOW total_sales, orders WHERE customer_type = 'returning' SINCE -7d UNTIL yesterday GROUP BY day COMPARE TO previous_period ORDER BY total_sales DESC, day LIMIT 3"
        )
        #expect(q.dataset == .sales && q.show == ["total_sales", "orders"] && q.customerType == "returning")
        #expect(q.since == .relative(offset: 7, unit: "d") && q.until == .relative(offset: 1, unit: "d"))
        #expect(q.groupBy == .day && q.compareToPreviousPeriod && q.limit == 3)
        #expect(q.orderBy.map(\.column) == ["total_sales", "day"] && q.orderBy.map(\.descending) == [true, false])
        let lower = try ShopifyQLQuery.parse("from sessions show sessions, conversion_rate during last_week group by week")
        #expect(lower.dataset == .sessions && lower.during == "last_week" && lower.groupBy == .week)
        let functions = try ShopifyQLQuery.parse("FROM sales SHOW orders SINCE startOfMonth(-1m) UNTIL endOfMonth(-1m)")
        #expect(
            functions.since == .boundary(start: true, unit: "m", offset: 1)
                && functions.until == .boundary(start: false, unit: "m", offset: 1))
        #expect(try ShopifyQLQuery.parse("FROM sales SHOW orders SINCE 2026-11-01").since == .absolute(year: 2026, month: 11, day: 1))
    }

    @Test(
        "what is outside the subset is refused with its column and what is supported",
        arguments: [
            ("FROM orders SHOW total_sales", 6, "the store has the datasets sales and sessions"),
            ("FROM sales SHOW profit", 17, "FROM sales has the metrics total_sales, gross_sales"),
            ("FROM sales SHOW orders GROUP BY sales_channel", 33, "GROUP BY takes hour, day, week or month"),
            ("FROM sales SHOW orders WHERE billing_country = 'CA'", 30, "the store can filter on customer_type only"),
            ("FROM sales SHOW orders VISUALIZE orders", 24, "is not a clause the store runs; supported: WHERE, SINCE"),
            ("FROM sales SHOW orders SINCE tomorrow", 30, "is not a date"),
            ("FROM sales SHOW orders SINCE +7d", 30, "is not part of ShopifyQL's syntax here"),
            ("FROM sales SHOW orders LIMIT 0", 30, "LIMIT takes a whole number"),
            ("SHOW orders FROM sales", 1, "expected FROM at the start"),
            ("FROM sales SHOW orders WHERE customer_type = 'x", 46, "a string opened with ' is not closed"),
        ])
    func refused(_ text: String, column: Int, message: String) {
        do {
            _ = try ShopifyQLQuery.parse(text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.column == column, "\(error)")
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test("a quote in a string literal is data: an injection never becomes a value, let alone SQL")
    func injection() {
        do {
            _ = try ShopifyQLQuery.parse("FROM sales SHOW orders WHERE customer_type = 'new'' OR 1=1 --'")
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("customer_type is 'new' or 'returning', not 'new' OR 1=1 --'"), "\(error)")
        }
    }

    @Test("periods: SINCE/UNTIL, DURING, date functions, and the previous period of the same length")
    func periods() throws {
        let today = ISO8601.daysFromCivil(year: 2026, month: 11, day: 30)  // a Monday
        let now = goldenNow
        func period(_ text: String) throws -> ShopifyQLPeriod {
            try ShopifyQLPeriod.of(try ShopifyQLQuery.parse("FROM sales SHOW orders " + text), today: today, now: now)
        }
        #expect(try period("SINCE -7d UNTIL today") == ShopifyQLPeriod(first: today - 7, last: today, end: now))
        #expect(try period("SINCE -7d UNTIL yesterday") == ShopifyQLPeriod(first: today - 7, last: today - 1, end: nil))
        #expect(try period("") == ShopifyQLPeriod(first: today, last: today, end: now))
        let lastWeek = try period("DURING last_week")
        #expect(ISO8601.dayString(lastWeek.first) == "2026-11-23" && ISO8601.dayString(lastWeek.last) == "2026-11-29")
        let lastMonth = try period("SINCE startOfMonth(-1m) UNTIL endOfMonth(-1m)")
        #expect(ISO8601.dayString(lastMonth.first) == "2026-10-01" && ISO8601.dayString(lastMonth.last) == "2026-10-31")
        #expect(try period("DURING last_month") == lastMonth)
        #expect(ISO8601.dayString(try period("SINCE -1m").first) == "2026-10-30")
        let week = try period("SINCE -6d UNTIL today").previous
        #expect(week.first == today - 13 && week.last == today - 7 && week.end == now.addingTimeInterval(-7 * 86_400))
        #expect(throws: ShopifyQLError.self) { try period("SINCE yesterday UNTIL -3d") }
    }
}

@Suite("ShopifyQL over the store: each clause against figures worked out by hand")
struct ShopifyQLStoreTests {
    /// A Toronto shop with five orders over three days (money in cents), and sessions.
    func store() throws -> (Store, Shop) {
        let store = try Store(path: try scratchDirectory("shopifyql").appendingPathComponent("store.sqlite").path)
        let shop = Shop(id: "maple", name: "Maple", currencyCode: "USD", timeZone: "America/Toronto")
        try store.upsertShop(shop)
        let today = ISO8601.daysFromCivil(year: 2026, month: 11, day: 30)
        func order(
            _ n: Int, day: Int, hour: Int, minute: Int = 10, gross: Int64, discounts: Int64 = 0, shipping: Int64 = 0,
            returning: Bool = false, cancelled: Bool = false
        ) -> StoredOrder {
            let (y, m, d) = ISO8601.civilFromDays(day)
            let created = ISO8601.parse(String(format: "%04d-%02d-%02dT%02d:%02d:00-05:00", y, m, d, hour, minute))!
            return StoredOrder(
                name: "#\(n)", createdAt: created, localDay: day, localHour: hour, cancelled: cancelled, gross: gross, discounts: discounts,
                shipping: shipping, taxes: 0, refunded: 0, items: 1, customer: "c\(n)", returningCustomer: returning, fulfilledAt: nil,
                lineItems: [("S", "Soap", 1, gross)])
        }
        try store.write(
            [
                order(1, day: today - 2, hour: 9, gross: 10_00),
                order(2, day: today - 1, hour: 9, gross: 20_00, discounts: 2_00, returning: true),
                order(3, day: today - 1, hour: 14, gross: 5_05, shipping: 1_00),
                order(4, day: today, hour: 10, gross: 30_00, returning: true),
                order(5, day: today, hour: 15, minute: 45, gross: 99_00),  // after 3:30pm: not yet
                order(6, day: today, hour: 11, gross: 7_00, cancelled: true),
            ], shopID: shop.id)
        try store.insertSessions([(today - 1, 9, 100), (today - 1, 14, 50), (today, 10, 40)], shopID: shop.id)
        return (store, shop)
    }

    func run(_ text: String) throws -> ShopifyQLTable {
        let (store, shop) = try store()
        return try store.shopifyQL(try ShopifyQLQuery.parse(text), shop: shop, now: goldenNow)
    }

    @Test("SHOW and SINCE/UNTIL: the totals of the period, money as exact decimal strings")
    func totals() throws {
        let table = try run("FROM sales SHOW total_sales, gross_sales, orders, average_order_value SINCE -2d UNTIL today")
        #expect(table.columns.map(\.name) == ["total_sales", "gross_sales", "orders", "average_order_value"])
        #expect(table.columns.map(\.dataType) == ["MONEY", "MONEY", "INTEGER", "MONEY"])
        // 10.00 + (20.00 − 2.00) + (5.05 + 1.00 shipping) + 30.00 = 64.05; the 3:45pm order and the cancelled one do not count.
        let expected: [[ShopifyQLTable.Value]] = [[.text("64.05"), .text("65.05"), .number(4), .text("15.76")]]
        #expect(table.rows == expected, "\(table.rows)")
    }

    @Test("GROUP BY day: a row for every day of the period, zeros included; hour and week too")
    func grouping() throws {
        let days = try run("FROM sales SHOW orders, net_sales GROUP BY day SINCE -3d UNTIL today")
        #expect(days.columns.first?.name == "day" && days.columns.first?.dataType == "DAY_TIMESTAMP")
        let byDay: [[ShopifyQLTable.Value]] = [
            [.text("2026-11-27"), .number(0), .text("0.00")], [.text("2026-11-28"), .number(1), .text("10.00")],
            [.text("2026-11-29"), .number(2), .text("23.05")], [.text("2026-11-30"), .number(1), .text("30.00")],
        ]
        #expect(days.rows == byDay, "\(days.rows)")
        let hours = try run("FROM sales SHOW orders GROUP BY hour SINCE today")
        #expect(hours.rows.count == 16, "midnight to the 3pm hour under way")
        let hour10: [ShopifyQLTable.Value] = [.text("2026-11-30T10:00:00"), .number(1)]
        #expect(hours.rows[10] == hour10)
        let weeks = try run("FROM sales SHOW orders GROUP BY week SINCE -3d UNTIL today")
        let byWeek: [[ShopifyQLTable.Value]] = [[.text("2026-11-23"), .number(3)], [.text("2026-11-30"), .number(1)]]
        #expect(weeks.rows == byWeek, "\(weeks.rows)")
    }

    @Test("WHERE customer_type, sessions and conversion, COMPARE TO previous_period, ORDER BY and LIMIT")
    func filtersAndComparison() throws {
        let returning = try run("FROM sales SHOW orders, gross_sales WHERE customer_type = 'returning' SINCE -2d")
        let returningRows: [[ShopifyQLTable.Value]] = [[.number(2), .text("50.00")]]
        #expect(returning.rows == returningRows)
        let sessions = try run("FROM sessions SHOW sessions, conversion_rate GROUP BY day SINCE yesterday")
        let sessionRows: [[ShopifyQLTable.Value]] = [
            [.text("2026-11-29"), .number(150), .number(2.0 / 150)], [.text("2026-11-30"), .number(40), .number(1.0 / 40)],
        ]
        #expect(sessions.rows == sessionRows, "\(sessions.rows)")
        let compared = try run("FROM sales SHOW orders GROUP BY day SINCE today COMPARE TO previous_period")
        #expect(compared.columns.map(\.name) == ["day", "orders", "comparison_orders__previous_period"])
        // Today to 3:30pm against yesterday to 3:30pm: the 2pm order counts, nothing after.
        let comparedRows: [[ShopifyQLTable.Value]] = [[.text("2026-11-30"), .number(1), .number(2)]]
        #expect(compared.rows == comparedRows, "\(compared.rows)")
        // The Admin API's spelling: TIMESERIES for the time grouping, WITH TOTALS for the
        // period's totals on every row, comparison columns named comparison_METRIC__previous_period.
        let totals = try run(
            "FROM sales SHOW orders, gross_sales TIMESERIES day SINCE -1d UNTIL today COMPARE TO previous_period WITH TOTALS")
        #expect(
            totals.columns.map(\.name) == [
                "day", "orders", "comparison_orders__previous_period", "orders__totals", "comparison_orders__previous_period__totals",
                "gross_sales", "comparison_gross_sales__previous_period", "gross_sales__totals",
                "comparison_gross_sales__previous_period__totals",
            ])
        #expect(totals.rows.map { $0[1] } == [.number(2), .number(1)])
        #expect(totals.rows.allSatisfy { $0[3] == .number(3) && $0[7] == .text("55.05") }, "\(totals.rows)")
        let comparedValues: [Double] = totals.rows.compactMap { row -> Double? in
            if case .number(let n) = row[2] { return n } else { return nil }
        }
        let comparedSum = comparedValues.reduce(0.0, +)
        #expect(totals.rows.allSatisfy { $0[4] == .number(comparedSum) }, "\(totals.rows)")
        #expect(throws: ShopifyQLError.self) { try run("FROM sales SHOW orders GROUP BY day TIMESERIES day") }
        let ordered = try run("FROM sales SHOW gross_sales GROUP BY day SINCE -2d ORDER BY gross_sales DESC LIMIT 2")
        let orderedRows: [[ShopifyQLTable.Value]] = [[.text("2026-11-30"), .text("30.00")], [.text("2026-11-29"), .text("25.05")]]
        #expect(ordered.rows == orderedRows, "\(ordered.rows)")
        #expect(throws: ShopifyQLError.self) { try run("FROM sales SHOW orders ORDER BY profit") }
    }

    @Test("the answer in the Admin API's shape: columns with name, dataType, displayName; rows by name")
    func json() throws {
        let table = try run("FROM sales SHOW total_sales GROUP BY day SINCE yesterday")
        #expect(
            table.json.serialized
                == #"{"columns":[{"name":"day","dataType":"DAY_TIMESTAMP","displayName":"Day"},{"name":"total_sales","dataType":"MONEY","displayName":"Total sales"}],"rows":[{"day":"2026-11-29","total_sales":"24.05"},{"day":"2026-11-30","total_sales":"30.00"}]}"#
        )
        #expect(table.csv == "day,total_sales\r\n2026-11-29,24.05\r\n2026-11-30,30.00\r\n")
    }
}

@Suite("A widget defined by a ShopifyQL query in the dashboard file")
struct QueryWidgetTests {
    static let file = #"""
        {"widgets": [
          {"id": "returning", "kind": "query", "family": "small", "title": "Returning gross", "unit": "money",
           "query": "FROM sales SHOW gross_sales WHERE customer_type = 'returning' TIMESERIES day SINCE -2d UNTIL today COMPARE TO previous_period WITH TOTALS"},
          {"id": "profit", "kind": "query", "family": "accessoryInline", "title": "Profit", "query": "FROM sales SHOW gross_profit"}
        ]}
        """#

    @Test("title, query and unit are read; a query outside the store's subset is a warning, a missing title an error")
    func parsing() throws {
        let (file, warnings) = try DashboardFile.parse(Array(Self.file.utf8), file: "dashboard.json", now: goldenNow)
        #expect(file.widgets.map(\.kind) == ["query", "query"])
        #expect(
            file.widgets[0].configuration.query
                == QueryMetric(
                    title: "Returning gross",
                    query:
                        "FROM sales SHOW gross_sales WHERE customer_type = 'returning' TIMESERIES day SINCE -2d UNTIL today COMPARE TO previous_period WITH TOTALS",
                    unit: .money))
        #expect(file.widgets[1].configuration.query?.unit == .count)
        #expect(
            warnings.map(\.description) == [
                "widgets[1].query: the store cannot run this (ShopifyQL, at column 17: FROM sales has the metrics total_sales, gross_sales, net_sales, discounts, returns, orders, average_order_value, net_items_sold, returning_customer_rate, not “gross_profit”); a shopify: source may"
            ])
        #expect(throws: DocumentError.self) {
            try DashboardFile.parse(
                Array(#"{"widgets":[{"kind":"query","family":"small","query":"FROM sales SHOW orders"}]}"#.utf8), file: "d.json",
                now: goldenNow)
        }
        #expect(throws: DocumentError.self) {
            try DashboardFile.parse(
                Array(#"{"widgets":[{"kind":"query","family":"small","title":"T","query":"FROM sales SHOW orders","unit":"euros"}]}"#.utf8),
                file: "d.json", now: goldenNow)
        }
    }

    @Test("it runs against the store and draws in every family like a built-in metric: the title, the period's total, the comparison")
    func everyFamily() async throws {
        let (store, shop) = try ShopifyQLStoreTests().store()
        let source = try StoreSource(path: store.path, demo: false, locale: .enUS)
        let (file, _) = try DashboardFile.parse(Array(Self.file.utf8), file: "dashboard.json", now: goldenNow)
        let provider = QueryMetricProvider(shopifyQL: source, sourceName: source.name, clock: ManualClock(goldenNow))
        let context = RenderContext(now: goldenNow)
        for family in WidgetFamily.allCases {
            var configuration = file.widgets[0].configuration
            configuration.shop = shop.id
            let timeline = await provider.timeline(
                in: TimelineContext(instanceID: "returning", kind: "query", family: family, configuration: configuration))
            let state = try #require(timeline.entries.first?.state)
            // Returning orders: #2 ($20 yesterday) and #4 ($30 today): $50 over the three days;
            // none in the three days before.
            let reading = try #require(state.slots.first ?? nil)
            #expect(reading.value == 50 && reading.previous == 0, "\(family): \(reading)")
            #expect(reading.series == [0, 20, 30], "\(family): \(reading.series)")
            let text = family.render(state, context: context).plainText
            #expect(text.contains("$50"), "\(family):\n\(text)")
            if !family.isAccessory { #expect(text.contains("Returning") || text.contains("RETURNING"), "\(family): \(text)") }
        }
        // The query the store cannot run shows why, not a zero.
        let failed = await provider.timeline(
            in: TimelineContext(instanceID: "profit", kind: "query", family: .small, configuration: file.widgets[1].configuration))
        guard case .error(let message)? = failed.entries.first?.state.presentation else {
            Issue.record("no error: \(failed)")
            return
        }
        #expect(message.contains("not “gross_profit”"))
    }
}
