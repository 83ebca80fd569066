import WidgetSystem

/// A row of an export that cannot be imported: where, which column, what was wrong.
public struct ImportIssue: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var column: String?
    public var message: String

    public var description: String {
        "\(file): line \(line)\(column.map { ", column \"\($0)\"" } ?? ""): \(message)"
    }
}

/// What an import did.
public struct ImportReport: Sendable {
    public var orders: Int
    public var lineItems: Int
    public var skipped: [ImportIssue]
}

/// Imports the CSV that Shopify admin's "Export orders" produces: one row per line item, the
/// order's own fields on its first row only, rows grouped by `Name`; columns found by header
/// name, so older exports with fewer columns work. Format: `docs/import.md`.
public enum OrdersImport {
    /// Columns an export must have.
    static let required = ["Name", "Created at", "Lineitem quantity", "Lineitem price"]

    /// Reads `bytes` (the file `file`) into orders for `shop`, and writes them in one
    /// transaction: a re-import updates orders by name and never duplicates them.
    ///
    /// - Parameter skipBadRows: import the rest and report each order skipped, instead of
    ///   stopping at the first bad row with nothing kept.
    /// - Throws: ``ImportIssue`` for the first bad row (nothing is kept), or a store error.
    public static func run(_ bytes: [UInt8], file: String, into store: Store, shop: Shop, skipBadRows: Bool) throws -> ImportReport {
        let records: [CSVReader.Record]
        do {
            records = try CSVReader.records(bytes)
        } catch {
            throw ImportIssue(file: file, line: error.line, column: nil, message: "a quoted field is never closed (the file is truncated or malformed)")
        }
        guard let header = records.first else { throw ImportIssue(file: file, line: 1, column: nil, message: "the file is empty; expected Shopify's orders export") }
        var columns: [String: Int] = [:]
        for (i, name) in header.fields.enumerated() { columns[name.trimmingSpaces()] = i }
        if let missing = required.first(where: { columns[$0] == nil }) {
            throw ImportIssue(file: file, line: header.line, column: missing, message: "missing column; an orders export has \(required.joined(separator: ", ")) (found: \(header.fields.prefix(8).joined(separator: ", "))…)")
        }
        // Group rows by order name, in file order.
        var groups: [(name: String, rows: [CSVReader.Record])] = []
        var index: [String: Int] = [:]
        for record in records.dropFirst() {
            let name = value(record, "Name", columns)
            guard !name.isEmpty else {
                let issue = ImportIssue(file: file, line: record.line, column: "Name", message: "empty; every row names its order")
                if skipBadRows { continue } else { throw issue }
            }
            if let i = index[name] { groups[i].rows.append(record) } else {
                index[name] = groups.count
                groups.append((name, [record]))
            }
        }
        let orderColumns = OrderColumns(columns)
        var orders: [StoredOrder] = []
        var skipped: [ImportIssue] = []
        var currency: String?
        for group in groups {
            do {
                let order = try parseOrder(group.rows, file: file, columns: orderColumns)
                if currency == nil, let first = group.rows.first, !value(first, "Currency", columns).isEmpty { currency = value(first, "Currency", columns) }
                orders.append(order)
            } catch {
                if skipBadRows { skipped.append(error) } else { throw error }
            }
        }
        var shop = shop
        if let currency { shop.currencyCode = currency }
        try store.db.transaction {
            try store.upsertShop(shop)
            try store.withIndexesRebuilt(if: orders.count >= 10_000 && orders.count > (try store.orderCount()) ) {
                try store.insert(orders, shopID: shop.id)
            }
            // A customer seen on an earlier order is a returning one.
            try store.db.prepare("""
            UPDATE orders SET returning_customer = 1 - returning_customer WHERE shop_id = ?1 AND customer != ''
                AND returning_customer != EXISTS(SELECT 1 FROM orders earlier WHERE earlier.shop_id = ?1
                    AND earlier.customer = orders.customer AND earlier.created_at < orders.created_at)
            """).run([.text(shop.id)])
            try store.rebuildHours(shopID: shop.id)
        }
        return ImportReport(orders: orders.count, lineItems: orders.reduce(0) { $0 + $1.lineItems.count }, skipped: skipped)
    }

    /// The field at `index` of `record`, trimmed; empty when the column is absent.
    static func field(_ record: CSVReader.Record, _ index: Int?) -> String {
        guard let index, index < record.fields.count else { return "" }
        return record.fields[index].trimmingSpaces()
    }

    static func value(_ record: CSVReader.Record, _ column: String, _ columns: [String: Int]) -> String {
        guard let i = columns[column], i < record.fields.count else { return "" }
        return record.fields[i].trimmingSpaces()
    }

    static func parseOrder(_ rows: [CSVReader.Record], file: String, columns: OrderColumns) throws(ImportIssue) -> StoredOrder {
        let first = rows[0]
        func money(_ record: CSVReader.Record, _ column: String, required: Bool = false) throws(ImportIssue) -> Double {
            let text = field(record, columns.money[column] ?? nil)
            if text.isEmpty {
                if required { throw ImportIssue(file: file, line: record.line, column: column, message: "empty; expected an amount such as 12.50") }
                return 0
            }
            guard let amount = Double(text), amount.isFinite, amount >= 0 else {
                throw ImportIssue(file: file, line: record.line, column: column, message: "\"\(TerminalText.truncated(text, toWidth: 30))\" is not an amount; expected a plain decimal such as 12.50")
            }
            return amount
        }
        let createdText = field(first, columns.created)
        guard let created = parseTimestamp(createdText) else {
            throw ImportIssue(file: file, line: first.line, column: "Created at", message: "\"\(TerminalText.truncated(createdText, toWidth: 30))\" is not a time; expected e.g. 2026-11-28 14:03:11 -0500")
        }
        var lines: [(sku: String, name: String, quantity: Int, price: Double)] = []
        for row in rows {
            let quantityText = field(row, columns.quantity)
            guard let quantity = Int(quantityText), quantity >= 0 else {
                throw ImportIssue(file: file, line: row.line, column: "Lineitem quantity", message: "\"\(TerminalText.truncated(quantityText, toWidth: 30))\" is not a quantity; expected a whole number")
            }
            let price = try money(row, "Lineitem price", required: true)
            lines.append((field(row, columns.sku), field(row, columns.lineName), quantity, price))
        }
        let gross = lines.reduce(0) { $0 + Double($1.quantity) * $1.price }
        let fulfillment = field(first, columns.fulfillment).lowercased()
        let fulfilledAt = parseTimestamp(field(first, columns.fulfilledAt))?.date ?? (fulfillment == "fulfilled" ? created.date : nil)
        return StoredOrder(
            name: field(first, columns.name), createdAt: created.date, localDay: created.day, localHour: created.hour,
            cancelled: !field(first, columns.cancelled).isEmpty,
            gross: gross, discounts: try money(first, "Discount Amount"), shipping: try money(first, "Shipping"),
            taxes: try money(first, "Taxes"), refunded: try money(first, "Refunded Amount"),
            items: lines.reduce(0) { $0 + $1.quantity }, customer: field(first, columns.email).lowercased(),
            returningCustomer: false, fulfilledAt: fulfilledAt, lineItems: lines)
    }

    /// `2026-11-28 14:03:11 -0500` (seconds optional): the moment, and the day and hour on the
    /// shop's clock. Read byte by byte: an import reads one per order.
    static func parseTimestamp(_ text: String) -> (date: Date, day: Int, hour: Int)? {
        var bytes = text.utf8.makeIterator()
        var current = bytes.next()
        func number(_ digits: Int) -> Int? {
            var value = 0
            for _ in 0..<digits {
                guard let b = current, b >= 0x30, b <= 0x39 else { return nil }
                value = value * 10 + Int(b - 0x30)
                current = bytes.next()
            }
            return value
        }
        func expect(_ c: UInt8) -> Bool {
            guard current == c else { return false }
            current = bytes.next()
            return true
        }
        guard let year = number(4), expect(0x2D), let month = number(2), expect(0x2D), let day = number(2), expect(0x20),
              let hour = number(2), expect(0x3A), let minute = number(2) else { return nil }
        var second = 0
        if expect(0x3A) { guard let s = number(2) else { return nil }; second = s }
        guard expect(0x20), let signByte = current, signByte == 0x2B || signByte == 0x2D else { return nil }
        current = bytes.next()
        guard let offsetHours = number(2) else { return nil }
        _ = expect(0x3A)
        guard let offsetMinutes = number(2), current == nil,
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61, offsetHours < 24, offsetMinutes < 60 else { return nil }
        let days = ISO8601.daysFromCivil(year: year, month: month, day: day)
        // A day that does not exist (February 30) would come back as another date.
        guard ISO8601.civilFromDays(days) == (year, month, day) else { return nil }
        let offset = (signByte == 0x2D ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60)
        let moment = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return (Date(timeIntervalSince1970: Double(moment)), days, hour)
    }
}

/// Where the columns an order is read from are, found once per file.
struct OrderColumns {
    let name, created, quantity, sku, lineName, fulfillment, fulfilledAt, cancelled, email: Int?
    /// The amounts, by column name (for messages).
    let money: [String: Int?]

    init(_ named: [String: Int]) {
        money = Dictionary(uniqueKeysWithValues: ["Lineitem price", "Discount Amount", "Shipping", "Taxes", "Refunded Amount"].map { ($0, named[$0]) })
        (name, created, quantity, sku, lineName) = (named["Name"], named["Created at"], named["Lineitem quantity"], named["Lineitem sku"], named["Lineitem name"])
        (fulfillment, fulfilledAt, cancelled, email) = (named["Fulfillment Status"], named["Fulfilled at"], named["Cancelled at"], named["Email"])
    }
}

/// Imports a sessions report: a `Day` (or `Hour`) column and a `Sessions` column, found by name.
public enum SessionsImport {
    public static func run(_ bytes: [UInt8], file: String, into store: Store, shop: Shop) throws -> Int {
        let records: [CSVReader.Record]
        do { records = try CSVReader.records(bytes) } catch {
            throw ImportIssue(file: file, line: error.line, column: nil, message: "a quoted field is never closed")
        }
        guard let header = records.first else { throw ImportIssue(file: file, line: 1, column: nil, message: "the file is empty; expected Day (or Hour) and Sessions columns") }
        var columns: [String: Int] = [:]
        for (i, name) in header.fields.enumerated() { columns[name.trimmingSpaces()] = i }
        let timeColumn = columns["Hour"] != nil ? "Hour" : "Day"
        guard columns[timeColumn] != nil, columns["Sessions"] != nil else {
            throw ImportIssue(file: file, line: header.line, column: columns["Sessions"] == nil ? "Sessions" : "Day", message: "missing column; a sessions report has Day (or Hour) and Sessions")
        }
        var counts: [(day: Int, hour: Int, count: Int)] = []
        for record in records.dropFirst() {
            let time = OrdersImport.value(record, timeColumn, columns)
            let d = time.prefix(10).split(separator: "-").compactMap { Int($0) }
            guard d.count == 3 else { throw ImportIssue(file: file, line: record.line, column: timeColumn, message: "\"\(time)\" is not a date; expected 2026-11-28\(timeColumn == "Hour" ? " 14:00:00" : "")") }
            var hour = -1
            if timeColumn == "Hour" {
                guard time.count >= 13, let h = Int(time.dropFirst(11).prefix(2)), (0..<24).contains(h) else {
                    throw ImportIssue(file: file, line: record.line, column: "Hour", message: "\"\(time)\" has no hour; expected 2026-11-28 14:00:00")
                }
                hour = h
            }
            let text = OrdersImport.value(record, "Sessions", columns).replacingCommas()
            guard let count = Int(text), count >= 0 else { throw ImportIssue(file: file, line: record.line, column: "Sessions", message: "\"\(text)\" is not a count") }
            counts.append((ISO8601.daysFromCivil(year: d[0], month: d[1], day: d[2]), hour, count))
        }
        try store.ensureShop(shop)
        try store.writeSessions(counts, shopID: shop.id)
        return counts.count
    }
}

extension StringProtocol {
    func replacingCommas() -> String { String(filter { $0 != "," }) }
}
