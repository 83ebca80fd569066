@testable import WidgetFormats
import Foundation
import Testing
@testable import WidgetCore
@testable import WidgetStore
import WidgetSystem
import WidgetTestSupport

func fixture(_ name: String) throws -> [UInt8] {
    try FileIO.read(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path)
}

func scratchStore() throws -> Store {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return try Store(path: dir.appendingPathComponent("store.sqlite").path)
}

/// The viewer's zone in these tests: Toronto's, whatever `TZ` they run under.
let torontoZone = SystemZones.named("America/Toronto")!
let torontoLocale = DisplayLocale(identifier: "en_US", timeZone: torontoZone)

let shop = Shop(id: "maple", name: "Maple", currencyCode: "USD", timeZone: "America/Toronto")
let noon = ISO8601.parse("2026-11-30T12:00:00-05:00")!

@Suite("Store: import and metrics by SQL")
struct StoreTests {
    func metrics(_ store: Store, range: DateRange = .last7Days, at now: Date = noon) throws -> [String: MetricReading] {
        let shops = try store.shops()
        let query = MetricsQuery(shop: "maple", metrics: Metric.catalogue.map(\.id), range: range, end: now)
        return try store.response(shop: shops.first { $0.id == "maple" }!, query: query, locale: .enUS).readings
    }

    @Test("a hand-written export: every metric as computed by hand")
    func everyMetric() throws {
        let store = try scratchStore()
        let report = try OrdersImport.run(
            try fixture("orders_export.csv"), file: "orders_export.csv", into: store, shop: shop, skipBadRows: false)
        #expect(report.orders == 5)
        #expect(report.lineItems == 6)
        _ = try SessionsImport.run(try fixture("sessions_daily.csv"), file: "sessions_daily.csv", into: store, shop: shop)
        let m = try metrics(store)
        func value(_ id: String) -> Double? { m[id]?.value }
        // Non-cancelled orders #1001, #1002, #1003, #1005; #1004 was cancelled.
        #expect(value("orders") == 4)
        #expect(value("gross_sales") == 272)  // 2×28+14, 89, 2×24, 65
        #expect(value("discounts") == 8.90)
        #expect(value("returns") == 24)
        #expect(abs(value("net_sales")! - 239.10) < 1e-9)  // gross − discounts − returns
        #expect(abs(value("total_sales")! - 297.30) < 1e-9)  // net + shipping 24 + taxes 34.20
        #expect(value("average_order_value") == 65.78)  // (gross − discounts) / orders = 65.775, half to even to a cent
        #expect(value("net_items_sold") == 7)
        #expect(value("returning_customer_rate") == 0.25)  // ada's second order
        #expect(value("sessions") == 1250)  // 120 + 1,050 + 80
        #expect(value("conversion_rate") == 4.0 / 1250)
        #expect(value("orders_to_fulfill") == 2)  // #1002 and #1005
        #expect(m["average_order_value"]?.previous == nil, "no orders the week before: no average, not 0")
        #expect(m["orders"]?.previous == 0)
        #expect(try store.shops().first?.currencyCode == "CAD", "the shop's currency comes from the export")
    }

    @Test("a metric without data is unavailable, not zero")
    func sessionsUnavailable() throws {
        let store = try scratchStore()
        _ = try OrdersImport.run(try fixture("orders_export.csv"), file: "orders_export.csv", into: store, shop: shop, skipBadRows: false)
        let m = try metrics(store)
        #expect(m["sessions"]?.value == nil)
        #expect(m["conversion_rate"]?.value == nil)
    }

    @Test("importing the same file twice leaves the same numbers")
    func reimport() throws {
        let store = try scratchStore()
        _ = try OrdersImport.run(try fixture("orders_export.csv"), file: "f", into: store, shop: shop, skipBadRows: false)
        let once = try metrics(store)
        _ = try OrdersImport.run(try fixture("orders_export.csv"), file: "f", into: store, shop: shop, skipBadRows: false)
        #expect(try store.orderCount(shopID: "maple") == 5)
        let twice = try metrics(store)
        for metric in Metric.catalogue { #expect(once[metric.id]?.value == twice[metric.id]?.value, "\(metric.id)") }
    }

    @Test("a bad row stops the import, names the line and column, and keeps nothing; --skip-bad-rows imports the rest")
    func badRow() throws {
        var text = String(decoding: try fixture("orders_export.csv"), as: UTF8.self)
        text = text.replacingOccurrences(of: "2,Stoneware mug,24.00", with: "2,Stoneware mug,twenty")
        let store = try scratchStore()
        do {
            _ = try OrdersImport.run(Array(text.utf8), file: "bad.csv", into: store, shop: shop, skipBadRows: false)
            Issue.record("a bad row was accepted")
        } catch let issue as ImportIssue {
            #expect(
                issue.description
                    == "bad.csv: line 6, column \"Lineitem price\": \"twenty\" is not an amount; expected a plain decimal such as 12.50")
        }
        #expect(try store.orderCount(shopID: "maple") == 0)
        let report = try OrdersImport.run(Array(text.utf8), file: "bad.csv", into: store, shop: shop, skipBadRows: true)
        #expect(report.orders == 4)
        #expect(report.skipped.map(\.line) == [6])
    }

    @Test("RFC 4180: quoted commas, quotes and newlines, a BOM and CRLF line ends")
    func csv() throws {
        let text = "\u{FEFF}a,b,c\r\n1,\"x, \"\"y\"\"\nz\",3\r\n4,5,6"
        let records = try CSVReader.records(Array(text.utf8))
        #expect(
            records.map { $0.fields.map { String(decoding: $0, as: UTF8.self) } } == [
                ["a", "b", "c"], ["1", "x, \"y\"\nz", "3"], ["4", "5", "6"],
            ])
        #expect(records.map(\.line) == [1, 2, 4])
        #expect(throws: CSVReader.Malformed.self) { try CSVReader.records(Array("a,\"b\n".utf8)) }
    }

    @Test("the demo shop: the same seed and --now give the same figures; an hour later there are more orders")
    func demo() throws {
        let a = try scratchStore(), b = try scratchStore()
        let now = ISO8601.parse("2026-11-30T15:30:00-05:00")!
        try DemoShop.advance(a, to: now)
        try DemoShop.advance(b, to: now)
        let query = MetricsQuery(shop: "demo", metrics: Metric.catalogue.map(\.id), range: .today, end: now)
        let ra = try a.response(shop: DemoShop.shop, query: query, locale: .enUS)
        let rb = try b.response(shop: DemoShop.shop, query: query, locale: .enUS)
        #expect(SnapshotDocument.encode(ra) == SnapshotDocument.encode(rb), "same seed, same --now, same figures")
        let before = try a.orderCount(shopID: "demo")
        #expect(before > 60 * 100, "the two months a question needs, a few hundred orders a day")
        let later = now.addingTimeInterval(3600)
        try DemoShop.advance(a, to: later)
        #expect(try a.orderCount(shopID: "demo") == before, "the same day asks for no new days")
        let rl = try a.response(
            shop: DemoShop.shop, query: MetricsQuery(shop: "demo", metrics: ["orders"], range: .today, end: later), locale: .enUS)
        #expect(rl.readings["orders"]!.value! > ra.readings["orders"]!.value!)
        #expect(ra.readings["sessions"]?.value != nil && ra.readings["orders_to_fulfill"]!.value! > 0)
    }

    @Test("a big first import builds its indexes once, after the rows: every index is back and the figures are right")
    func bulkImport() throws {
        let store = try scratchStore()
        var csv = "Name,Email,Created at,Lineitem quantity,Lineitem price\n"
        for n in 0..<10_000 {
            // One order a minute from November 24th: every time distinct.
            let day = 24 + n / 1440, hour = n / 60 % 24, minute = n % 60
            let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
            let quantity = 1 + n % 3
            csv += "#\(n),c\(n % 700)@x.com,2026-11-\(day) \(two(hour)):\(two(minute)):00 -0500,\(quantity),10.00\n"
        }
        let report = try OrdersImport.run(Array(csv.utf8), file: "big.csv", into: store, shop: shop, skipBadRows: false)
        #expect(report.orders == 10_000)
        var indexes: [String] = []
        try store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name").forEach {
            indexes.append($0.text(0))
        }
        for name in ["line_items_by_order", "orders_by_customer", "orders_by_time", "orders_waiting", "refunds_by_order"] {
            #expect(indexes.contains(name), "\(name) was not rebuilt")
        }
        let m = try metrics(store, range: .last7Days, at: ISO8601.parse("2026-11-30T23:59:00-05:00")!)
        #expect(m["orders"]?.value == 10_000)
        let gross = (0..<10_000).reduce(0) { (sum: Int, n: Int) in sum + (1 + n % 3) * 10 }
        #expect(m["gross_sales"]?.value == Double(gross))
        #expect(m["returning_customer_rate"]?.value == Double(10_000 - 700) / 10_000, "700 customers, each new once")
    }

    @Test("a shop's today is its own time zone's, whatever TZ the process runs in")
    func shopTimeZone() throws {
        let store = try scratchStore()
        let tokyo = Shop(id: "kyoto", name: "Kyoto", currencyCode: "JPY", timeZone: "Asia/Tokyo")
        try store.upsertShop(tokyo)
        // 01:30 on December 1st in Tokyo is still November 30th in Toronto, this process's zone.
        let created = ISO8601.parse("2026-12-01T01:30:00+09:00")!
        let day = ISO8601.daysFromCivil(year: 2026, month: 12, day: 1)
        try store.write(
            [
                StoredOrder(
                    name: "#1", createdAt: created, localDay: day, localHour: 1, cancelled: false, gross: 50, discounts: 0,
                    shipping: 0, taxes: 0, refunded: 0, items: 1, customer: "a", returningCustomer: false, fulfilledAt: nil,
                    lineItems: [("T", "Tea", 1, 50)])
            ], shopID: tokyo.id)
        let now = ISO8601.parse("2026-12-01T02:00:00+09:00")!
        #expect(torontoZone.wallTime(now).day == 30, "the viewer is in Toronto")
        let response = try store.response(
            shop: tokyo, query: MetricsQuery(shop: "kyoto", metrics: ["orders"], range: .today, end: now), locale: .enUS)
        #expect(response.readings["orders"]?.value == 1)
        #expect(response.readings["orders"]?.series[1] == 1, "counted in Tokyo's 1 am")
        #expect(response.readings["orders"]?.series[3].isNaN == true, "Tokyo's 3 am has not come yet")
    }

    @Test("hourly sums plus the hour under way equal a count straight from the orders")
    func hoursAgreeWithOrders() throws {
        let store = try scratchStore()
        let now = ISO8601.parse("2026-11-30T15:37:00-05:00")!
        try DemoShop.advance(store, to: now.addingTimeInterval(3600))  // generated past `now`
        let wall = torontoZone.wallTime(now)
        let today = ISO8601.daysFromCivil(year: wall.year, month: wall.month, day: wall.day)
        for range in DateRange.allCases {
            let query = MetricsQuery(shop: "demo", metrics: ["orders", "gross_sales"], range: range, end: now)
            let response = try store.response(shop: DemoShop.shop, query: query, locale: .enUS)
            let raw = try store.db.prepare(
                "SELECT COUNT(*), SUM(gross) FROM orders WHERE shop_id = 'demo' AND cancelled = 0 AND local_day BETWEEN ? AND ? AND created_at <= ?"
            )
            .first([.int(today - query.days + 1), .int(today), .int(Int(now.timeIntervalSince1970))]) { ($0.int(0), Int64($0.int(1))) }!
            #expect(response.readings["orders"]?.value == Double(raw.0), "\(range)")
            #expect(response.readings["gross_sales"]?.value == Money.value(raw.1, exponent: 2), "\(range): exact, in cents")
        }
    }
}

@Suite("One definition per metric")
struct FormulaTests {
    /// The sample shop's hourly sums for `day`, written into a store as that many orders per
    /// hour (the money split evenly between them) and that many sessions: the same activity,
    /// kept the store's way.
    func writeSampleDays(_ days: ClosedRange<Int>, into store: Store, shop: Shop) throws {
        var orders: [StoredOrder] = []
        var sessions: [(day: Int, hour: Int, count: Int)] = []
        for day in days {
            let (y, m, d) = ISO8601.civilFromDays(day)
            for hour in 0..<24 {
                let t = SampleShop.totals(day: day, hours: hour..<hour + 1, upTo: 24)
                sessions.append((day, hour, Int(t.sessions ?? 0)))
                let n = t.orders
                guard n > 0 else { continue }
                let start = torontoZone.date(year: y, month: m, day: d, hour: hour, minute: 0, second: 0)
                /// The hour's `total` split between its orders, the remainder on the first.
                func share(_ total: Int64, _ k: Int64) -> Int64 { total / n + (k == 0 ? total % n : 0) }
                for k in 0..<n {
                    let items = share(t.items, k)
                    orders.append(
                        StoredOrder(
                            name: "#\(day)-\(hour)-\(k)", createdAt: start.addingTimeInterval(Double(k + 1) * 30), localDay: day,
                            localHour: hour,
                            cancelled: false, gross: share(t.gross, k), discounts: share(t.discounts, k), shipping: share(t.shipping, k),
                            taxes: share(t.taxes, k), refunded: share(t.returns, k), items: items, customer: "c\(k)",
                            returningCustomer: k < t.returningOrders, fulfilledAt: start, lineItems: [("S", "Soap", items, 1)]))
                }
            }
        }
        try store.write(orders, shopID: shop.id)
        try store.writeSessions(sessions, shopID: shop.id)
    }

    @Test("the sample shop and the store compute every metric from the same activity alike", arguments: [DateRange.today, .last7Days])
    func samplePathEqualsStorePath(range: DateRange) throws {
        let store = try scratchStore()
        let maple = Shop(id: "maple", name: "Maple", currencyCode: "USD", timeZone: "America/Toronto")
        try store.upsertShop(maple)
        let now = ISO8601.parse("2026-11-30T15:00:00-05:00")!
        let today = ISO8601.daysFromCivil(year: 2026, month: 11, day: 30)
        try writeSampleDays((today - 14)...today, into: store, shop: maple)
        let response = try store.response(
            shop: maple, query: MetricsQuery(shop: "maple", metrics: MetricID.allCases.map(\.rawValue), range: range, end: now),
            locale: torontoLocale)
        var compared = 0
        for metric in Metric.catalogue where metric.shape == .timeSeries {
            let sample = SampleShop.reading(metric, range: range, now: now, locale: torontoLocale)
            let stored = try #require(response.readings[metric.id], "\(metric.id)")
            for (name, a, b) in [("value", sample.value, stored.value), ("previous", sample.previous, stored.previous)] {
                let (x, y) = (try #require(a, "\(metric.id) \(name)"), try #require(b, "\(metric.id) \(name)"))
                #expect(x == y, "\(metric.id) \(name): sample \(x), store \(y)")
            }
            compared += 1
        }
        // Orders to fulfill is a count of orders waiting, not a formula over sums: the store
        // counts them (tested with the intents); the sample shop's figure is a stand-in.
        #expect(compared == 11)
    }
}
