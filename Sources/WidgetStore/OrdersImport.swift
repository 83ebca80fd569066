#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetCore

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
        var orders: [StoredOrder] = []
        var skipped: [ImportIssue] = []
        var currency: String?
        for group in groups {
            do {
                let order = try parseOrder(group.rows, file: file, columns: columns)
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
            try store.insert(orders, shopID: shop.id)
            // A customer seen on an earlier order is a returning one.
            try store.db.prepare("""
            UPDATE orders SET returning_customer = EXISTS(SELECT 1 FROM orders earlier WHERE earlier.shop_id = orders.shop_id
                AND earlier.customer = orders.customer AND earlier.created_at < orders.created_at) WHERE shop_id = ? AND customer != ''
            """).run([.text(shop.id)])
            try store.rebuildHours(shopID: shop.id)
        }
        return ImportReport(orders: orders.count, lineItems: orders.reduce(0) { $0 + $1.lineItems.count }, skipped: skipped)
    }

    static func value(_ record: CSVReader.Record, _ column: String, _ columns: [String: Int]) -> String {
        guard let i = columns[column], i < record.fields.count else { return "" }
        return record.fields[i].trimmingSpaces()
    }

    static func parseOrder(_ rows: [CSVReader.Record], file: String, columns: [String: Int]) throws(ImportIssue) -> StoredOrder {
        let first = rows[0]
        func money(_ record: CSVReader.Record, _ column: String, required: Bool = false) throws(ImportIssue) -> Double {
            let text = value(record, column, columns)
            if text.isEmpty {
                if required { throw ImportIssue(file: file, line: record.line, column: column, message: "empty; expected an amount such as 12.50") }
                return 0
            }
            guard let amount = Double(text), amount.isFinite, amount >= 0 else {
                throw ImportIssue(file: file, line: record.line, column: column, message: "\"\(TerminalText.truncated(text, toWidth: 30))\" is not an amount; expected a plain decimal such as 12.50")
            }
            return amount
        }
        let createdText = value(first, "Created at", columns)
        guard let created = parseTimestamp(createdText) else {
            throw ImportIssue(file: file, line: first.line, column: "Created at", message: "\"\(TerminalText.truncated(createdText, toWidth: 30))\" is not a time; expected e.g. 2026-11-28 14:03:11 -0500")
        }
        var lines: [(sku: String, name: String, quantity: Int, price: Double)] = []
        for row in rows {
            let quantityText = value(row, "Lineitem quantity", columns)
            guard let quantity = Int(quantityText), quantity >= 0 else {
                throw ImportIssue(file: file, line: row.line, column: "Lineitem quantity", message: "\"\(TerminalText.truncated(quantityText, toWidth: 30))\" is not a quantity; expected a whole number")
            }
            let price = try money(row, "Lineitem price", required: true)
            lines.append((value(row, "Lineitem sku", columns), value(row, "Lineitem name", columns), quantity, price))
        }
        let gross = lines.reduce(0) { $0 + Double($1.quantity) * $1.price }
        let fulfilment = value(first, "Fulfillment Status", columns).lowercased()
        let fulfilledAt = parseTimestamp(value(first, "Fulfilled at", columns))?.date ?? (fulfilment == "fulfilled" ? created.date : nil)
        return StoredOrder(
            name: value(first, "Name", columns), createdAt: created.date, localDay: created.day, localHour: created.hour,
            cancelled: !value(first, "Cancelled at", columns).isEmpty,
            gross: gross, discounts: try money(first, "Discount Amount"), shipping: try money(first, "Shipping"),
            taxes: try money(first, "Taxes"), refunded: try money(first, "Refunded Amount"),
            items: lines.reduce(0) { $0 + $1.quantity }, customer: value(first, "Email", columns).lowercased(),
            returningCustomer: false, fulfilledAt: fulfilledAt, lineItems: lines)
    }

    /// `2026-11-28 14:03:11 -0500`: the moment, and the day and hour on the shop's clock.
    static func parseTimestamp(_ text: String) -> (date: Date, day: Int, hour: Int)? {
        let parts = text.split(separator: " ")
        guard parts.count == 3, parts[2].count == 5 else { return nil }
        let offset = String(parts[2])
        let iso = "\(parts[0])T\(parts[1])\(offset.prefix(3)):\(offset.suffix(2))"
        guard let date = ISO8601.parse(iso) else { return nil }
        let d = parts[0].split(separator: "-").compactMap { Int($0) }
        let h = parts[1].split(separator: ":").compactMap { Int($0) }
        guard d.count == 3, h.count >= 1 else { return nil }
        return (date, ISO8601.daysFromCivil(year: d[0], month: d[1], day: d[2]), h[0])
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
