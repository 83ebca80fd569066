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
import WidgetCore
import WidgetFormats
import CSQLite
import WidgetSystem

/// One order as the store keeps it: amounts in whole minor units of the shop's currency (cents,
/// yen, fils — see `Money`), its time as the shop's wall clock showed it (Shopify exports are in
/// the shop's time zone), and what it contained.
package struct StoredOrder: Sendable {
    package var name: String
    package var createdAt: Date
    /// Days since 1970-01-01 and hour on the shop's wall clock.
    package var localDay: Int
    package var localHour: Int
    package var cancelled: Bool
    package var gross: Int64
    package var discounts: Int64
    package var shipping: Int64
    package var taxes: Int64
    package var refunded: Int64
    package var items: Int64
    package var customer: String
    package var returningCustomer: Bool
    /// When it was fulfilled, or `nil` while it waits.
    package var fulfilledAt: Date?
    package var lineItems: [(sku: String, name: String, quantity: Int64, price: Int64)]
    /// Seconds east of UTC the export wrote the order's time at (`-0500`); read, not stored.
    package var utcOffset = 0

    package init(
        name: String, createdAt: Date, localDay: Int, localHour: Int, cancelled: Bool, gross: Int64, discounts: Int64, shipping: Int64,
        taxes: Int64, refunded: Int64, items: Int64, customer: String, returningCustomer: Bool, fulfilledAt: Date?,
        lineItems: [(sku: String, name: String, quantity: Int64, price: Int64)]
    ) {
        self.name = name
        self.createdAt = createdAt
        self.localDay = localDay
        self.localHour = localHour
        self.cancelled = cancelled
        self.gross = gross
        self.discounts = discounts
        self.shipping = shipping
        self.taxes = taxes
        self.refunded = refunded
        self.items = items
        self.customer = customer
        self.returningCustomer = returningCustomer
        self.fulfilledAt = fulfilledAt
        self.lineItems = lineItems
    }
}

/// The SQLite store behind `--source demo` and `--source store:PATH`: shops, orders, line items,
/// refunds, sessions and fulfillment, with every metric computed by SQL.
///
/// WAL mode (readers never wait for the writer), one writer at a time, every write in a
/// transaction; the schema is migrated by `PRAGMA user_version`.
package final class Store: @unchecked Sendable {
    let db: SQLiteDatabase
    package let path: String

    /// The newest schema this build writes.
    static let schemaVersion = 6

    /// Opens (creating and migrating as needed) the store at `path`.
    package init(path: String) throws(StoreError) {
        self.path = path
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try? FileIO.createDirectory(String(path[..<slash]))
        }
        // A store this user may read but not write (a shared copy, a read-only mount) is read
        // as it is: opened read-only, never migrated, and any write refused by SQLite (73).
        if FileIO.exists(path) && access(path, W_OK) != 0 && access(path, R_OK) == 0 {
            let readOnly = try SQLiteDatabase(path: path, readOnly: true)
            // In WAL mode a reader needs the WAL index beside the store; where it cannot be
            // made (a directory this user cannot write), the file is read as immutable.
            if (try? readOnly.prepare("SELECT COUNT(*) FROM sqlite_master").first { $0.int(0) }) != nil {
                db = readOnly
            } else {
                db = try SQLiteDatabase(path: path, readOnly: true, immutable: true)
            }
            try db.execute("PRAGMA foreign_keys=ON; PRAGMA cache_size=-\(Self.readerCacheKiB); PRAGMA temp_store=MEMORY")
            guard db.userVersion == Self.schemaVersion else {
                throw StoreError(
                    message:
                        "\(path) is read-only and at schema \(db.userVersion); this widgetdeck reads schema \(Self.schemaVersion) and would upgrade it: make it writable once",
                    code: SQLITE_READONLY)
            }
            return
        }
        // Two processes opening one new store (two renders on a first run) take turns here.
        let setUp = FileLock(path: path + ".lock")
        defer { setUp?.release() }
        // Created private to its owner: a store holds customers' emails (SQLite gives its WAL
        // and index files the store's own mode).
        if !FileIO.exists(path) {
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 { close(fd) }
        }
        db = try SQLiteDatabase(path: path)
        // A reader's page cache (2 MB): the dashboard and render read a few pages a question, and
        // the system's file cache holds the rest. Bulk writes ask for more (``forBulkWrites``).
        try db.execute(
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; PRAGMA cache_size=-\(Self.readerCacheKiB); PRAGMA temp_store=MEMORY"
        )
        try migrate()
    }

    /// The default store: `XDG_DATA_HOME/widgetdeck/store.sqlite`.
    package static func defaultPath(environment: [String: String]) -> String {
        FileIO.userDirectory(.data, environment: environment) + "/store.sqlite"
    }

    private func migrate() throws(StoreError) {
        let version = db.userVersion
        if version > Self.schemaVersion {
            throw StoreError(
                message: "\(path) was written by a newer widgetdeck (schema \(version)); this one reads schema \(Self.schemaVersion)")
        }
        if version < 1 {
            try db.execute(
                """
                BEGIN IMMEDIATE;
                CREATE TABLE IF NOT EXISTS shops(id TEXT PRIMARY KEY, name TEXT NOT NULL, currency TEXT NOT NULL, time_zone TEXT NOT NULL);
                CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
                CREATE TABLE IF NOT EXISTS orders(
                    id INTEGER PRIMARY KEY, shop_id TEXT NOT NULL REFERENCES shops(id), name TEXT NOT NULL,
                    created_at INTEGER NOT NULL, local_day INTEGER NOT NULL, local_hour INTEGER NOT NULL,
                    cancelled INTEGER NOT NULL DEFAULT 0, gross REAL NOT NULL, discounts REAL NOT NULL, shipping REAL NOT NULL,
                    taxes REAL NOT NULL, refunded REAL NOT NULL DEFAULT 0, items INTEGER NOT NULL, customer TEXT NOT NULL,
                    returning_customer INTEGER NOT NULL DEFAULT 0, fulfilled_at INTEGER,
                    UNIQUE(shop_id, name));
                CREATE TABLE IF NOT EXISTS line_items(order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
                    sku TEXT NOT NULL, name TEXT NOT NULL, quantity INTEGER NOT NULL, price REAL NOT NULL);
                CREATE TABLE IF NOT EXISTS refunds(order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE, amount REAL NOT NULL);
                CREATE TABLE IF NOT EXISTS sessions(shop_id TEXT NOT NULL, local_day INTEGER NOT NULL, local_hour INTEGER NOT NULL, count INTEGER NOT NULL,
                    PRIMARY KEY(shop_id, local_day, local_hour));
                CREATE INDEX IF NOT EXISTS orders_by_time ON orders(shop_id, local_day, local_hour, created_at);
                CREATE INDEX IF NOT EXISTS orders_open ON orders(shop_id, cancelled, fulfilled_at);
                CREATE INDEX IF NOT EXISTS line_items_by_order ON line_items(order_id);
                CREATE INDEX IF NOT EXISTS orders_by_customer ON orders(shop_id, customer, created_at);
                PRAGMA user_version = 1;
                COMMIT;
                """)
        }
        if version < 2 {
            // Hourly sums of the orders that count (not cancelled): metrics read whole hours from
            // here and only the hour under way from `orders`.
            try db.execute(
                """
                BEGIN IMMEDIATE;
                CREATE TABLE IF NOT EXISTS order_hours(shop_id TEXT NOT NULL, local_day INTEGER NOT NULL, local_hour INTEGER NOT NULL,
                    orders INTEGER NOT NULL, gross REAL NOT NULL, discounts REAL NOT NULL, shipping REAL NOT NULL, taxes REAL NOT NULL,
                    refunded REAL NOT NULL, items INTEGER NOT NULL, returning_customer INTEGER NOT NULL,
                    PRIMARY KEY(shop_id, local_day, local_hour));
                CREATE INDEX IF NOT EXISTS orders_waiting ON orders(shop_id, cancelled, fulfilled_at, created_at);
                DELETE FROM order_hours;
                INSERT INTO order_hours SELECT shop_id, local_day, local_hour, COUNT(*), SUM(gross), SUM(discounts), SUM(shipping), SUM(taxes),
                    SUM(refunded), SUM(items), SUM(returning_customer) FROM orders WHERE cancelled = 0 GROUP BY shop_id, local_day, local_hour;
                PRAGMA user_version = 2;
                COMMIT;
                """)
        }
        if version < 3 {
            // A re-imported order clears its refunds by order: without this index, each one
            // scanned the whole table (an import quadratic in its refunds).
            try db.execute(
                """
                BEGIN IMMEDIATE;
                CREATE INDEX IF NOT EXISTS refunds_by_order ON refunds(order_id);
                -- orders_waiting starts with the same columns and serves every query this one did.
                DROP INDEX IF EXISTS orders_open;
                PRAGMA user_version = 3;
                COMMIT;
                """)
        }
        if version < 4 {
            // What intents change, and the ids of those performed (each change and its id in
            // one transaction: a repeated invocation finds its id and changes nothing).
            try db.execute(
                """
                BEGIN IMMEDIATE;
                CREATE TABLE IF NOT EXISTS intents(id TEXT PRIMARY KEY, widget TEXT NOT NULL, outcome TEXT NOT NULL, performed_at INTEGER NOT NULL);
                CREATE TABLE IF NOT EXISTS shop_status(shop_id TEXT PRIMARY KEY, online_open INTEGER NOT NULL, changed_at INTEGER, version INTEGER NOT NULL);
                CREATE TABLE IF NOT EXISTS widget_settings(widget_id TEXT PRIMARY KEY, range TEXT, version INTEGER NOT NULL);
                CREATE TABLE IF NOT EXISTS placed_widgets(widget_id TEXT PRIMARY KEY, stable INTEGER NOT NULL, kind TEXT NOT NULL, family TEXT NOT NULL,
                    shop TEXT NOT NULL, range TEXT NOT NULL, metrics TEXT NOT NULL);
                PRAGMA user_version = 4;
                COMMIT;
                """)
        }
        if version < 5 {
            try migrateToExactMoney()
        }
        if version < 6 {
            // Each widget's spent reloads (the rolling 24-hour budget), so a restart does not
            // hand every widget a fresh day's allowance.
            try db.execute(
                """
                BEGIN IMMEDIATE;
                CREATE TABLE IF NOT EXISTS reload_budget(widget_id TEXT NOT NULL, at INTEGER NOT NULL);
                CREATE INDEX IF NOT EXISTS reload_budget_by_time ON reload_budget(at);
                PRAGMA user_version = 6;
                COMMIT;
                """)
        }
    }

    /// Schema 5: money in whole minor units (INTEGER), converted from the decimals (REAL) of
    /// schema 4 by each shop's currency, so sums are exact. Tables are rebuilt (SQLite cannot
    /// change a column's type) with foreign keys off, as SQLite documents.
    private func migrateToExactMoney() throws(StoreError) {
        let scale =
            "(CASE UPPER(s.currency) "
            + Money.exponents.sorted { $0.key < $1.key }.map { "WHEN '\($0.key)' THEN \(Money.scale($0.value))" }.joined(separator: " ")
            + " ELSE 100 END)"
        func minor(_ column: String) -> String { "CAST(ROUND(\(column) * \(scale)) AS INTEGER)" }
        try db.execute("PRAGMA foreign_keys=OFF")
        defer { try? db.execute("PRAGMA foreign_keys=ON") }
        try db.execute(
            """
            BEGIN IMMEDIATE;
            CREATE TABLE orders_new(
                id INTEGER PRIMARY KEY, shop_id TEXT NOT NULL REFERENCES shops(id), name TEXT NOT NULL,
                created_at INTEGER NOT NULL, local_day INTEGER NOT NULL, local_hour INTEGER NOT NULL,
                cancelled INTEGER NOT NULL DEFAULT 0, gross INTEGER NOT NULL, discounts INTEGER NOT NULL, shipping INTEGER NOT NULL,
                taxes INTEGER NOT NULL, refunded INTEGER NOT NULL DEFAULT 0, items INTEGER NOT NULL, customer TEXT NOT NULL,
                returning_customer INTEGER NOT NULL DEFAULT 0, fulfilled_at INTEGER, imported_in INTEGER,
                UNIQUE(shop_id, name));
            INSERT INTO orders_new SELECT o.id, o.shop_id, o.name, o.created_at, o.local_day, o.local_hour, o.cancelled,
                \(minor("o.gross")), \(minor("o.discounts")), \(minor("o.shipping")), \(minor("o.taxes")), \(minor("o.refunded")),
                o.items, o.customer, o.returning_customer, o.fulfilled_at, NULL
                FROM orders o JOIN shops s ON s.id = o.shop_id;
            CREATE TABLE line_items_new(order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
                sku TEXT NOT NULL, name TEXT NOT NULL, quantity INTEGER NOT NULL, price INTEGER NOT NULL);
            INSERT INTO line_items_new SELECT l.order_id, l.sku, l.name, l.quantity, \(minor("l.price"))
                FROM line_items l JOIN orders o ON o.id = l.order_id JOIN shops s ON s.id = o.shop_id;
            CREATE TABLE refunds_new(order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE, amount INTEGER NOT NULL);
            INSERT INTO refunds_new SELECT r.order_id, \(minor("r.amount"))
                FROM refunds r JOIN orders o ON o.id = r.order_id JOIN shops s ON s.id = o.shop_id;
            DROP TABLE line_items; DROP TABLE refunds; DROP TABLE orders; DROP TABLE order_hours;
            ALTER TABLE orders_new RENAME TO orders;
            ALTER TABLE line_items_new RENAME TO line_items;
            ALTER TABLE refunds_new RENAME TO refunds;
            CREATE TABLE order_hours(shop_id TEXT NOT NULL, local_day INTEGER NOT NULL, local_hour INTEGER NOT NULL,
                orders INTEGER NOT NULL, gross INTEGER NOT NULL, discounts INTEGER NOT NULL, shipping INTEGER NOT NULL, taxes INTEGER NOT NULL,
                refunded INTEGER NOT NULL, items INTEGER NOT NULL, returning_customer INTEGER NOT NULL,
                PRIMARY KEY(shop_id, local_day, local_hour));
            INSERT INTO order_hours SELECT shop_id, local_day, local_hour, COUNT(*), SUM(gross), SUM(discounts), SUM(shipping), SUM(taxes),
                SUM(refunded), SUM(items), SUM(returning_customer) FROM orders WHERE cancelled = 0 GROUP BY shop_id, local_day, local_hour;
            CREATE INDEX orders_by_time ON orders(shop_id, local_day, local_hour, created_at);
            CREATE INDEX orders_waiting ON orders(shop_id, cancelled, fulfilled_at, created_at);
            CREATE INDEX orders_by_customer ON orders(shop_id, customer, created_at);
            CREATE INDEX line_items_by_order ON line_items(order_id);
            CREATE INDEX refunds_by_order ON refunds(order_id);
            CREATE TABLE IF NOT EXISTS demo_days(day INTEGER PRIMARY KEY);
            PRAGMA user_version = 5;
            COMMIT;
            """)
    }

    /// Recomputes the hourly sums of `shopID` for `days` (all days when `nil`), inside the
    /// caller's transaction: every write to orders ends with this.
    func rebuildHours(shopID: String, days: ClosedRange<Int>? = nil) throws {
        let (low, high) = (days?.lowerBound ?? Int.min / 2, days?.upperBound ?? Int.max / 2)
        try db.prepare("DELETE FROM order_hours WHERE shop_id = ? AND local_day BETWEEN ? AND ?").run([
            .text(shopID), .int(low), .int(high),
        ])
        try db.prepare(
            """
            INSERT INTO order_hours SELECT shop_id, local_day, local_hour, COUNT(*), SUM(gross), SUM(discounts), SUM(shipping), SUM(taxes),
                SUM(refunded), SUM(items), SUM(returning_customer) FROM orders
            WHERE shop_id = ? AND cancelled = 0 AND local_day BETWEEN ? AND ? GROUP BY shop_id, local_day, local_hour
            """
        ).run([.text(shopID), .int(low), .int(high)])
    }

    // MARK: - Writing

    /// Adds or updates a shop.
    package func upsertShop(_ shop: Shop) throws {
        try db.prepare(
            "INSERT INTO shops(id, name, currency, time_zone) VALUES(?,?,?,?) ON CONFLICT(id) DO UPDATE SET name=excluded.name, currency=excluded.currency, time_zone=excluded.time_zone"
        )
        .run([.text(shop.id), .text(shop.name), .text(shop.currencyCode), .text(shop.timeZone)])
    }

    /// Adds a shop unless one with its id exists (whose settings are then kept).
    package func ensureShop(_ shop: Shop) throws {
        try db.prepare("INSERT INTO shops(id, name, currency, time_zone) VALUES(?,?,?,?) ON CONFLICT(id) DO NOTHING")
            .run([.text(shop.id), .text(shop.name), .text(shop.currencyCode), .text(shop.timeZone)])
    }

    /// The shops in the store.
    package func shops() throws -> [Shop] {
        var shops: [Shop] = []
        try db.prepare("SELECT id, name, currency, time_zone FROM shops ORDER BY id").forEach { row in
            shops.append(Shop(id: row.text(0), name: row.text(1), currencyCode: row.text(2), timeZone: row.text(3)))
        }
        return shops
    }

    /// Writes `orders` for `shopID` in one transaction, replacing any order with the same name
    /// (a re-import updates, never duplicates).
    package func write(_ orders: [StoredOrder], shopID: String) throws {
        try db.transaction {
            try insert(orders, shopID: shopID)
            try rebuildHours(shopID: shopID)
        }
    }

    /// Drops the secondary indexes of `orders` and `line_items` (inside the caller's
    /// transaction) and returns their definitions, to build again with ``restoreIndexes(_:)``
    /// after a big first import: sorting once is cheaper than inserting into four B-trees row by
    /// row when most rows are new (100k orders, −25%). The definitions come from the schema
    /// itself; the unique index an insert looks orders up by has none there and is never dropped,
    /// nor is the one a re-imported order's line items are cleared by (without it each clear
    /// scans the whole table: a re-import turns quadratic).
    func dropSecondaryIndexes() throws -> [(name: String, sql: String)] {
        var indexes: [(name: String, sql: String)] = []
        try db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'orders' AND sql IS NOT NULL ORDER BY name")
            .forEach { indexes.append(($0.text(0), $0.text(1))) }
        for index in indexes { try db.execute("DROP INDEX \(index.name)") }
        return indexes
    }

    /// Builds again the indexes ``dropSecondaryIndexes()`` dropped.
    func restoreIndexes(_ indexes: [(name: String, sql: String)]) throws {
        for index in indexes { try db.execute(index.sql) }
    }

    /// Runs `body` with SQLite's temporary storage (index sorts, big subqueries) in files
    /// rather than memory: a 200 MB import would otherwise sort its indexes in RAM. Outside any
    /// transaction, where SQLite allows the switch.
    /// The page cache of a connection that reads, in KiB.
    static let readerCacheKiB = 2048

    /// Runs `body` with a roomy page cache (64 MB): a big import or the demo shop's first 90 days
    /// keep their pages in memory until they commit, instead of spilling and rewriting them (2 MB
    /// made a 100k-order import write-bound). The cache goes back to a reader's after, and its
    /// memory to the system — a dashboard that generated a demo day does not keep 64 MB.
    func forBulkWrites<T>(_ body: () throws -> T) throws -> T {
        try db.execute("PRAGMA cache_size=-65536")
        defer { try? db.execute("PRAGMA cache_size=-\(Self.readerCacheKiB); PRAGMA shrink_memory") }
        return try body()
    }

    func withTemporaryFiles<T>(_ body: () throws -> T) throws -> T {
        try db.execute("PRAGMA temp_store=FILE")
        defer { try? db.execute("PRAGMA temp_store=MEMORY") }
        return try body()
    }

    /// How many orders the store holds, over all shops.
    func orderCount() throws -> Int {
        try db.prepare("SELECT COUNT(*) FROM orders").first { $0.int(0) } ?? 0
    }

    /// Inserts within the caller's transaction; `importID` marks the rows an import wrote (to
    /// find an order the same file named twice without holding every name in memory).
    func insert(_ orders: [StoredOrder], shopID: String, importID: Int? = nil) throws {
        // Looked up, then inserted or updated: an upsert with RETURNING spends twice as long
        // per row on its result table, which a 100k-order import feels.
        let find = try db.prepare("SELECT id FROM orders WHERE shop_id = ? AND name = ?")
        let add = try db.prepare(
            """
            INSERT INTO orders(shop_id, name, created_at, local_day, local_hour, cancelled, gross, discounts, shipping, taxes, refunded, items, customer, returning_customer, fulfilled_at, imported_in)
            VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)
            """)
        let update = try db.prepare(
            """
            UPDATE orders SET shop_id=?, name=?, created_at=?, local_day=?, local_hour=?, cancelled=?, gross=?, discounts=?, shipping=?, taxes=?,
                refunded=?, items=?, customer=?, returning_customer=?, fulfilled_at=?, imported_in=? WHERE id=?
            """)
        let clearItems = try db.prepare("DELETE FROM line_items WHERE order_id = ?")
        let clearRefunds = try db.prepare("DELETE FROM refunds WHERE order_id = ?")
        let item = try db.prepare("INSERT INTO line_items(order_id, sku, name, quantity, price) VALUES(?,?,?,?,?)")
        let refund = try db.prepare("INSERT INTO refunds(order_id, amount) VALUES(?,?)")
        for order in orders {
            let values: [SQLValue] = [
                .text(shopID), .text(order.name), .int(Int(order.createdAt.timeIntervalSince1970)), .int(order.localDay),
                .int(order.localHour),
                .int(order.cancelled ? 1 : 0), .int(Int(order.gross)), .int(Int(order.discounts)), .int(Int(order.shipping)),
                .int(Int(order.taxes)),
                .int(Int(order.refunded)), .int(Int(order.items)), .text(order.customer), .int(order.returningCustomer ? 1 : 0),
                order.fulfilledAt.map { .int(Int($0.timeIntervalSince1970)) } ?? .null,
                importID.map { .int($0) } ?? .null,
            ]
            let id: Int
            if let existing = try find.first([.text(shopID), .text(order.name)], { $0.int(0) }) {
                id = existing
                try update.run(values + [.int(id)])
                try clearItems.run([.int(id)])
                try clearRefunds.run([.int(id)])
            } else {
                try add.run(values)
                id = db.lastInsertedRow
            }
            for line in order.lineItems {
                try item.run([.int(id), .text(line.sku), .text(line.name), .int(Int(line.quantity)), .int(Int(line.price))])
            }
            if order.refunded > 0 { try refund.run([.int(id), .int(Int(order.refunded))]) }
        }
    }

    /// Writes session counts (hour -1 for a whole day).
    package func writeSessions(_ counts: [(day: Int, hour: Int, count: Int)], shopID: String) throws {
        try db.transaction { try insertSessions(counts, shopID: shopID) }
    }

    /// Writes session counts inside the caller's transaction.
    func insertSessions(_ counts: [(day: Int, hour: Int, count: Int)], shopID: String) throws {
        let statement = try db.prepare(
            "INSERT INTO sessions(shop_id, local_day, local_hour, count) VALUES(?,?,?,?) ON CONFLICT(shop_id, local_day, local_hour) DO UPDATE SET count=excluded.count"
        )
        for c in counts { try statement.run([.text(shopID), .int(c.day), .int(c.hour), .int(c.count)]) }
    }

    /// A number no import has used: what ``insert(_:shopID:importID:)`` marks its rows with.
    func nextImportID() throws -> Int {
        let next = (Int(try meta("last_import") ?? "") ?? 0) + 1
        try setMeta("last_import", String(next))
        return next
    }

    func meta(_ key: String) throws -> String? {
        try db.prepare("SELECT value FROM meta WHERE key = ?").first([.text(key)]) { $0.text(0) }
    }

    func setMeta(_ key: String, _ value: String) throws {
        try db.prepare("INSERT INTO meta(key, value) VALUES(?,?) ON CONFLICT(key) DO UPDATE SET value=excluded.value").run([
            .text(key), .text(value),
        ])
    }

    /// Adds `count` synthetic orders to `shop` spread over the `days` days up to `lastDay`, in
    /// one statement: a large shop for benchmarks, made in seconds.
    package func addSyntheticOrders(_ count: Int, shop: Shop, days: Int, lastDay: Int, utcOffset: Int) throws {
        try upsertShop(shop)
        try db.transaction {
            try db.prepare(
                """
                WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
                INSERT INTO orders(shop_id, name, created_at, local_day, local_hour, cancelled, gross, discounts, shipping, taxes, refunded, items, customer, returning_customer, fulfilled_at)
                SELECT ?, 'S' || i, (? - (i % ?)) * 86400 + (i % 24) * 3600 + (i % 3600) - ?, ? - (i % ?), i % 24, (i % 97 = 0),
                       (20 + (i % 180)) * 100, (i % 5) * 150, 800, (20 + (i % 180)) * 13, CASE WHEN i % 31 = 0 THEN 1000 ELSE 0 END,
                       1 + i % 4, 'c' || (i % 50000), (i % 3 = 0), (? - (i % ?)) * 86400 + 90000
                FROM n
                """
            ).run([
                .int(count), .text(shop.id), .int(lastDay), .int(days), .int(utcOffset), .int(lastDay), .int(days), .int(lastDay),
                .int(days),
            ])
            try rebuildHours(shopID: shop.id)
        }
    }

    /// The number of orders of a shop (for tests and reports).
    package func orderCount(shopID: String) throws -> Int {
        try db.prepare("SELECT COUNT(*) FROM orders WHERE shop_id = ?").first([.text(shopID)]) { $0.int(0) } ?? 0
    }
}
