#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetCore
import WidgetSystem

/// The demo shop, in a real store: alive — orders arrive through the day, so a reload a few
/// minutes later shows new numbers and today's chart grows — and deterministic: every hour's
/// orders depend only on the seed, the day and the hour, so two runs with the same `--now` see
/// the same figures.
///
/// Days are generated whole, and only the days a question needs (the range and the period
/// before it: ``daysKept`` days up to the day asked about); every query reads only what was
/// placed by its own moment. A `--now` ten years away costs the same two months as today, not
/// ten years of orders.
package enum DemoShop {
    package static let shop = Shop(id: "demo", name: "Maple & Moss", currencyCode: "USD", timeZone: "America/Toronto")
    package static let seed: UInt64 = 0x5EED_2026
    /// The days generated before the day asked about: a 30-day range and the 30 days before it,
    /// and a day's margin for a shop's day that straddles the viewer's.
    package static let daysKept = 61

    /// Prices in cents.
    static let catalogue: [(sku: String, name: String, price: Int64)] = [
        ("MM-CANDLE", "Cedar candle", 2800), ("MM-MUG", "Stoneware mug", 2400), ("MM-THROW", "Wool throw", 8900),
        ("MM-SOAP", "Oat soap", 900), ("MM-TEA", "Maple tea", 1400), ("MM-JOURNAL", "Linen journal", 3200),
        ("MM-PLANTER", "Clay planter", 3800), ("MM-SCARF", "Merino scarf", 6500),
    ]
    static let hourShape: [Double] = [
        0.3, 0.2, 0.15, 0.1, 0.1, 0.15, 0.3, 0.55, 0.8, 0.95, 1.05, 1.2,
        1.35, 1.25, 1.1, 1.05, 1.1, 1.2, 1.35, 1.5, 1.55, 1.3, 0.9, 0.55,
    ]
    static let weekShape: [Double] = [1.25, 0.9, 0.85, 0.9, 0.95, 1.1, 1.3]
    /// Its hours and days are Toronto's, wherever the dashboard runs.
    static let clock = ShopClock(timeZone: shop.timeZone)

    /// The default place for the demo store: `XDG_DATA_HOME/widgetdeck/demo.sqlite`.
    package static func defaultPath(environment: [String: String]) -> String {
        FileIO.userDirectory(.data, environment: environment) + "/demo.sqlite"
    }

    /// The version of the generator that made the store's demo data: other data (an older
    /// widgetdeck's) is cleared and made again on first use.
    static let generation = "2"

    /// Creates the demo shop if needed and generates the days a question about `now` needs
    /// that are not there yet, in one transaction. Returns the shop.
    @discardableResult
    package static func advance(_ store: Store, to now: Date) throws -> Shop {
        let today = clock.day(of: now).day
        let wanted = (today - daysKept)...today
        let have =
            try store.db.prepare("SELECT COUNT(*) FROM demo_days WHERE day BETWEEN ? AND ?")
            .first([.int(wanted.lowerBound), .int(wanted.upperBound)]) { $0.int(0) } ?? 0
        // Every day there already: a read, nothing to write.
        if have == wanted.count, try store.meta("demo_generation") == generation { return shop }
        try store.forBulkWrites {
            try store.db.transaction {
                try store.upsertShop(shop)
                if try store.meta("demo_generation") != generation {
                    try clear(store)
                    try store.setMeta("demo_generation", generation)
                }
                var done = Set<Int>()
                try store.db.prepare("SELECT day FROM demo_days WHERE day BETWEEN ? AND ?").forEach([
                    .int(wanted.lowerBound), .int(wanted.upperBound),
                ]) { done.insert($0.int(0)) }
                let missing = wanted.filter { !done.contains($0) }
                guard let low = missing.first, let high = missing.last else { return }
                var orders: [StoredOrder] = []
                var sessions: [(day: Int, hour: Int, count: Int)] = []
                for day in missing {
                    for hour in 0..<24 {
                        let (slotOrders, slotSessions) = generate(
                            day: day, hour: hour, slotStart: Int(hourStart(day: day, hour: hour).timeIntervalSince1970))
                        orders += slotOrders
                        sessions.append((day, hour, slotSessions))
                    }
                }
                try store.insert(orders, shopID: shop.id)
                try store.rebuildHours(shopID: shop.id, days: low...high)
                let upsert = try store.db.prepare(
                    "INSERT INTO sessions(shop_id, local_day, local_hour, count) VALUES(?,?,?,?) ON CONFLICT(shop_id, local_day, local_hour) DO UPDATE SET count=excluded.count"
                )
                for s in sessions { try upsert.run([.text(shop.id), .int(s.day), .int(s.hour), .int(s.count)]) }
                let mark = try store.db.prepare("INSERT OR IGNORE INTO demo_days(day) VALUES(?)")
                for day in missing { try mark.run([.int(day)]) }
            }
        }
        return shop
    }

    /// Removes every trace of the demo shop's generated data (inside the caller's transaction).
    static func clear(_ store: Store) throws {
        for statement in [
            "DELETE FROM line_items WHERE order_id IN (SELECT id FROM orders WHERE shop_id = ?1)",
            "DELETE FROM refunds WHERE order_id IN (SELECT id FROM orders WHERE shop_id = ?1)",
            "DELETE FROM orders WHERE shop_id = ?1", "DELETE FROM order_hours WHERE shop_id = ?1",
            "DELETE FROM sessions WHERE shop_id = ?1",
        ] {
            try store.db.prepare(statement).run([.text(shop.id)])
        }
        try store.db.execute("DELETE FROM demo_days; DELETE FROM meta WHERE key = 'demo_generated_until'")
    }

    /// The moment a local wall-clock hour starts.
    static func hourStart(day: Int, hour: Int) -> Date {
        clock.hourStart(day: day, hour: hour)
    }

    /// `#7861403`: the day (counted from 2024-10-04), the hour and the order's number within it
    /// — short like Shopify's names, unique and the same on every run.
    static func orderName(day: Int, hour: Int, n: Int) -> String {
        let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
        return "#\(day - 20_000)\(two(hour))\(two(n))"
    }

    /// One hour's orders and visits, from the seed, the day and the hour alone.
    static func generate(day: Int, hour: Int, slotStart: Int) -> ([StoredOrder], Int) {
        var random = SplitMix64(seed: seed ^ UInt64(bitPattern: Int64(day * 24 + hour)) &* 0x9E37_79B9_7F4A_7C15)
        let weekday = ((day % 7) + 11) % 7
        let sessions = Int((240 * hourShape[hour] * weekShape[weekday] * (0.85 + 0.3 * random.unit())).rounded())
        let count = Int((Double(sessions) * (0.026 + 0.012 * random.unit())).rounded())
        var orders: [StoredOrder] = []
        for n in 0..<count {
            let minute = Int(random.next() % 3600)
            var lines: [(sku: String, name: String, quantity: Int64, price: Int64)] = []
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let product = catalogue[Int(random.next() % UInt64(catalogue.count))]
                lines.append((product.sku, product.name, 1 + Int64(random.next() % 2), product.price))
            }
            // Cents throughout; a percentage of an amount is rounded to a cent once.
            let gross = lines.reduce(Int64(0)) { $0 + $1.quantity * $1.price }
            let discounted = random.unit() < 0.2
            let discounts = discounted ? Int64((Double(gross) * (0.1 + 0.1 * random.unit())).rounded()) : 0
            let refundRoll = random.unit()
            let refunded = refundRoll < 0.015 ? gross - discounts : refundRoll < 0.045 ? lines[0].price : 0
            let cancelled = random.unit() < 0.01
            let shipping: Int64 = gross >= 7500 ? 0 : 800
            let created = slotStart + minute
            orders.append(
                StoredOrder(
                    name: Self.orderName(day: day, hour: hour, n: n), createdAt: Date(timeIntervalSince1970: Double(created)),
                    localDay: day, localHour: hour,
                    cancelled: cancelled, gross: gross, discounts: discounts, shipping: shipping,
                    taxes: Int64((Double(gross - discounts) * 0.13).rounded()), refunded: refunded,
                    items: lines.reduce(0) { $0 + $1.quantity }, customer: "customer-\(random.next() % 4000)",
                    returningCustomer: random.unit() < 0.31,
                    // Shipped two to thirty hours later: known in advance, so the count of orders
                    // waiting at any moment depends only on that moment.
                    fulfilledAt: Date(timeIntervalSince1970: Double(created + 7200 + Int(random.next() % 100_800))), lineItems: lines))
        }
        return (orders, sessions)
    }
}
