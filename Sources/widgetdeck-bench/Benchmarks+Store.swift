#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkKit
import WidgetCore
import WidgetFormats
import WidgetStore
import WidgetSystem

extension Benchmark {
    /// The store's rows: creating the demo shop, importing an export, metrics over a big shop.
    static var store: [Benchmark] {
        let now = ISO8601.parse("2026-11-30T15:30:00-05:00")!
        func scratch() -> String {
            let dir = "/tmp/widgetdeck-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            try? FileIO.createDirectory(dir)
            return dir + "/store.sqlite"
        }
        return [
            Benchmark(name: "store: create the demo shop (90 days)", target: "< 2 s") {
                let store = try! Store(path: scratch())
                let start = BenchmarkRunner().now()
                try! DemoShop.advance(store, to: now)
                return BenchmarkRunner().now() - start
            },
            Benchmark(name: "store: import 100,000 orders (CSV export)", target: "< 5 s") {
                let csv = syntheticExport(orders: 100_000)
                let store = try! Store(path: scratch())
                let start = BenchmarkRunner().now()
                _ = try! OrdersImport.run(
                    csv, file: "bench.csv", into: store, shop: Shop(id: "bench", name: "Bench", currencyCode: "USD", timeZone: "UTC"),
                    skipBadRows: false)
                return BenchmarkRunner().now() - start
            },
            Benchmark(name: "budget: a day of 1,000 widgets on the manual clock", target: "< 2 s") {
                // What `widgetdeck budget` runs on the largest dashboard a file may hold; its
                // demo shop is set up first, as the command's own is.
                let file = DashboardFile(
                    widgets: (0..<1000).map { i in
                        PlacedWidget(
                            id: "w\(i)", kind: "metrics", family: .small,
                            configuration: WidgetConfiguration(metrics: i % 2 == 0 ? ["total_sales"] : ["total_sales", "orders"]))
                    })
                let source = try! StoreSource(path: scratch(), demo: true, locale: benchLocale)
                let simulation = BudgetSimulation(file: file)
                let start = BenchmarkRunner().now()
                SendableBox().runBlocking {
                    _ = await simulation.run(
                        source: OpenedSource(metrics: source, actions: source, shopifyQL: source), start: now, hours: 24,
                        locale: benchLocale)
                }
                return BenchmarkRunner().now() - start
            },
        ]
    }

    /// Twelve metrics over 30 days of a shop with a million orders, and the same store asked
    /// in ShopifyQL: each sets its store up (it takes a while), then is timed.
    static var bigShop: [Benchmark] {
        [
            Benchmark(name: "store: 12 metrics, 30 days, 1,000,000 orders", target: "< 100 ms") {
                withMillionOrders { store, now in
                    let query = MetricsQuery(shop: "demo", metrics: Metric.catalogue.map(\.id), range: .last30Days, end: now)
                    let start = BenchmarkRunner().now()
                    for _ in 0..<5 { _ = try! store.response(shop: DemoShop.shop, query: query, locale: benchLocale) }
                    return (BenchmarkRunner().now() - start) / 5
                }
            },
            Benchmark(name: "store: ShopifyQL by day, 30 days + previous, 1,000,000 orders", target: "< 100 ms") {
                withMillionOrders { store, now in
                    let query = try! ShopifyQLQuery.parse(
                        "FROM sales SHOW total_sales, orders, average_order_value GROUP BY day SINCE -29d UNTIL today COMPARE TO previous_period"
                    )
                    let start = BenchmarkRunner().now()
                    for _ in 0..<5 { _ = try! store.shopifyQL(query, shop: DemoShop.shop, now: now) }
                    return (BenchmarkRunner().now() - start) / 5
                }
            },
        ]
    }

    /// A store of a million orders over 90 days up to 3:30pm on Nov 30, for `body`, removed after.
    static func withMillionOrders(_ body: (Store, Date) -> Double) -> Double {
        let now = ISO8601.parse("2026-11-30T15:30:00-05:00")!
        let path = "/tmp/widgetdeck-bench-million-\(getpid()).sqlite"
        let store = try! Store(path: path)
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        let wall = toronto.wallTime(now)
        let today = ISO8601.daysFromCivil(year: wall.year, month: wall.month, day: wall.day)
        try! store.addSyntheticOrders(1_000_000, shop: DemoShop.shop, days: 90, lastDay: today, utcOffset: wall.utcOffset)
        return body(store, now)
    }

    /// A Shopify-style export: one row per line item, order fields on the first row.
    static func syntheticExport(orders: Int) -> [UInt8] {
        var text =
            "Name,Email,Financial Status,Fulfillment Status,Currency,Subtotal,Shipping,Taxes,Total,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Cancelled at,Refunded Amount,Id\n"
        var random = SplitMix64(seed: 99)
        for n in 0..<orders {
            let day = 1 + n % 28, hour = n % 24
            let created = "2026-11-\(day < 10 ? "0" : "")\(day) \(hour < 10 ? "0" : "")\(hour):15:00 -0500"
            let lines = 1 + Int(random.next() % 3)
            for line in 0..<lines {
                if line == 0 {
                    text +=
                        "#\(n),c\(random.next() % 5000)@example.com,paid,fulfilled,USD,50.00,8.00,6.50,64.50,0.00,\(created),1,Cedar candle,28.00,MM-CANDLE,,0.00,\(n)\n"
                } else {
                    text += "#\(n),,,,,,,,,,,2,Oat soap,9.00,MM-SOAP,,,\n"
                }
            }
        }
        return Array(text.utf8)
    }
}

/// Money exact at scale: a million orders of 0.10, 0.20, 19.99… summed by the store, to the cent,
/// beside Python's `decimal` summing the same amounts as written (the test suite checks twenty
/// thousand; a million is the benchmark's, where its minute belongs).
enum MillionOrders {
    static func report() {
        let path = "/tmp/widgetdeck-bench-exact-\(getpid()).sqlite"
        let amounts = "/tmp/widgetdeck-bench-exact-\(getpid()).txt"
        defer { for file in [path, path + "-wal", path + "-shm", amounts] { unlink(file) } }
        guard let store = try? Store(path: path) else {
            return printLine("store: a million orders, exact: the store could not be made; skipped")
        }
        let shop = Shop(id: "maple", name: "Maple", currencyCode: "USD", timeZone: "America/Toronto")
        let day = ISO8601.daysFromCivil(year: 2026, month: 11, day: 28)
        let start = ISO8601.parse("2026-11-28T00:00:00-05:00")!
        var generator = SplitMix64(seed: 42)
        let pattern = ["0.10", "0.20", "19.99", "0.01", "1234.56", "0.07"]
        var texts: [String] = []
        var orders: [StoredOrder] = []
        texts.reserveCapacity(1_000_000)
        orders.reserveCapacity(1_000_000)
        for i in 0..<1_000_000 {
            let text =
                i % 2 == 0 ? pattern[i % pattern.count] : "\(generator.next() % 100_000).\(generator.next() % 10)\(generator.next() % 10)"
            texts.append(text)
            guard case .success(let cents) = Money.parse(text, exponent: 2) else {
                return printLine("store: a million orders, exact: \(text) did not parse")
            }
            orders.append(
                StoredOrder(
                    name: "#\(i)", createdAt: start.addingTimeInterval(Double(i % 80_000)), localDay: day, localHour: i % 80_000 / 3600,
                    cancelled: false, gross: cents, discounts: 0, shipping: 0, taxes: 0, refunded: 0, items: 1, customer: "",
                    returningCustomer: false, fulfilledAt: start, lineItems: []))
        }
        let began = BenchmarkRunner().now()
        guard (try? store.upsertShop(shop)) != nil, (try? store.write(orders, shopID: shop.id)) != nil,
            let response = try? store.response(
                shop: shop,
                query: MetricsQuery(
                    shop: "maple", metrics: ["gross_sales"], range: .today,
                    end: ISO8601.parse("2026-11-28T23:59:00-05:00")!), locale: benchLocale)
        else {
            return printLine("store: a million orders, exact: the store refused them; skipped")
        }
        let seconds = BenchmarkRunner().now() - began
        let document = String(decoding: SnapshotDocument.encode(response), as: UTF8.self)
        let ours = document.firstMatch(of: /"gross_sales":\{"currency":"USD","value":"([0-9.]+)"/).map { String($0.1) } ?? "?"
        _ = try? FileIO.writeAtomically(Array(texts.joined(separator: "\n").utf8), to: amounts)
        let script = "import decimal,sys; print(sum(decimal.Decimal(l) for l in open(sys.argv[1]) if l.strip()))"
        let python =
            Lean.run("/usr/bin/env", ["python3", "-c", script, amounts])?.split(separator: "\n").first.map(String.init)
            ?? "python3 not found"
        printLine(
            padded("store: 1,000,000 orders written and summed", 52) + padded(fixed(seconds, 2) + " s", 12, right: true)
                + "   \(ours) vs Python's decimal \(python): " + (ours == python ? "exact" : "DIFFERS"))
    }
}
