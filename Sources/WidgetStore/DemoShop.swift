import WidgetSystem

/// The demo shop, in a real store: created on first use with about 90 days of history, and
/// alive — each time it is asked, orders are generated deterministically up to "now", so a
/// reload a few minutes later shows new numbers and today's chart grows through the day.
///
/// Every hour's orders depend only on the seed, the day and the hour: two runs with the same
/// seed and the same `--now` see the same figures.
public enum DemoShop {
    public static let shop = Shop(id: "demo", name: "Maple & Moss", currencyCode: "USD", timeZone: "America/Toronto")
    public static let seed: UInt64 = 0x5EED_2026
    /// Days of history created on first use.
    public static let historyDays = 90

    static let catalogue: [(sku: String, name: String, price: Double)] = [
        ("MM-CANDLE", "Cedar candle", 28), ("MM-MUG", "Stoneware mug", 24), ("MM-THROW", "Wool throw", 89),
        ("MM-SOAP", "Oat soap", 9), ("MM-TEA", "Maple tea", 14), ("MM-JOURNAL", "Linen journal", 32),
        ("MM-PLANTER", "Clay planter", 38), ("MM-SCARF", "Merino scarf", 65),
    ]
    static let hourShape: [Double] = [0.3, 0.2, 0.15, 0.1, 0.1, 0.15, 0.3, 0.55, 0.8, 0.95, 1.05, 1.2,
                                      1.35, 1.25, 1.1, 1.05, 1.1, 1.2, 1.35, 1.5, 1.55, 1.3, 0.9, 0.55]
    static let weekShape: [Double] = [1.25, 0.9, 0.85, 0.9, 0.95, 1.1, 1.3]
    /// Its hours and days are Toronto's, wherever the dashboard runs.
    static let clock = ShopClock(timeZone: shop.timeZone)

    /// The default place for the demo store: `XDG_DATA_HOME/widgetdeck/demo.sqlite`.
    public static func defaultPath(environment: [String: String]) -> String {
        FileIO.userDirectory(.data, environment: environment) + "/demo.sqlite"
    }

    /// Creates the demo shop if needed and generates its orders up to `now`, in one
    /// transaction. Returns the shop.
    @discardableResult
    public static func advance(_ store: Store, to now: Date) throws -> Shop {
        let end = Int(now.timeIntervalSince1970)
        // Already generated up to then: nothing to write (a render in the past costs a read).
        if let done = Int(try store.meta("demo_generated_until") ?? ""), done >= end { return shop }
        try store.db.transaction {
            try store.upsertShop(shop)
            var from = Int(try store.meta("demo_generated_until") ?? "") ?? 0
            if from == 0 {
                let today = clock.day(of: now).day
                from = Int(hourStart(day: today - historyDays, hour: 0).timeIntervalSince1970) - 1
            }
            guard end > from else { return }
            var orders: [StoredOrder] = []
            var sessions: [(day: Int, hour: Int, count: Int)] = []
            // Walk the local hours from the one holding `from` to the one holding `end`.
            let (startDay, startWall) = clock.day(of: Date(timeIntervalSince1970: Double(from + 1)))
            var day = startDay
            var hour = startWall.hour
            while true {
                let slotStart = Int(hourStart(day: day, hour: hour).timeIntervalSince1970)
                if slotStart > end { break }
                let (slotOrders, slotSessions) = generate(day: day, hour: hour, slotStart: slotStart)
                orders += slotOrders.filter { let t = Int($0.createdAt.timeIntervalSince1970); return t > from && t <= end }
                // Whole hours are stored; a query prorates the hour under way, so what it sees
                // depends on its own moment only.
                sessions.append((day, hour, slotSessions))
                hour += 1
                if hour == 24 { hour = 0; day += 1 }
            }
            try store.insert(orders, shopID: shop.id)
            if let low = orders.map(\.localDay).min(), let high = orders.map(\.localDay).max() {
                try store.rebuildHours(shopID: shop.id, days: low...high)
            }
            let upsert = try store.db.prepare("INSERT INTO sessions(shop_id, local_day, local_hour, count) VALUES(?,?,?,?) ON CONFLICT(shop_id, local_day, local_hour) DO UPDATE SET count=excluded.count")
            for s in sessions { try upsert.run([.text(shop.id), .int(s.day), .int(s.hour), .int(s.count)]) }
            try store.setMeta("demo_generated_until", String(end))
        }
        return shop
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
            var lines: [(sku: String, name: String, quantity: Int, price: Double)] = []
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let product = catalogue[Int(random.next() % UInt64(catalogue.count))]
                lines.append((product.sku, product.name, 1 + Int(random.next() % 2), product.price))
            }
            let gross = lines.reduce(0) { $0 + Double($1.quantity) * $1.price }
            let discounted = random.unit() < 0.2
            let discounts = discounted ? (gross * (0.1 + 0.1 * random.unit()) * 100).rounded() / 100 : 0
            let refundRoll = random.unit()
            let refunded = refundRoll < 0.015 ? gross - discounts : refundRoll < 0.045 ? (lines[0].price * 100).rounded() / 100 : 0
            let cancelled = random.unit() < 0.01
            let shipping = gross >= 75 ? 0 : 8
            let created = slotStart + minute
            orders.append(StoredOrder(
                name: Self.orderName(day: day, hour: hour, n: n), createdAt: Date(timeIntervalSince1970: Double(created)), localDay: day, localHour: hour,
                cancelled: cancelled, gross: gross, discounts: discounts, shipping: Double(shipping),
                taxes: ((gross - discounts) * 0.13 * 100).rounded() / 100, refunded: refunded,
                items: lines.reduce(0) { $0 + $1.quantity }, customer: "customer-\(random.next() % 4000)",
                returningCustomer: random.unit() < 0.31,
                // Shipped two to thirty hours later: known in advance, so the count of orders
                // waiting at any moment depends only on that moment.
                fulfilledAt: Date(timeIntervalSince1970: Double(created + 7200 + Int(random.next() % 100_800))), lineItems: lines))
        }
        return (orders, sessions)
    }
}
