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
import WidgetSystem

/// A row of an export that cannot be imported: where, which column, what was wrong. Values
/// from the file are shown sanitised and cut, never as they are.
package struct ImportIssue: Error, CustomStringConvertible, Sendable {
    package var file: String
    package var line: Int
    package var column: String?
    package var message: String

    package init(file: String, line: Int, column: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    package var description: String {
        "\(TerminalText.sanitized(file)): line \(line)\(column.map { ", column \"\(ImportIssue.shown($0))\"" } ?? ""): \(message)"
    }

    /// Text from a file as a message may show it: controls replaced, at most 40 cells.
    static func shown(_ text: String) -> String {
        TerminalText.truncated(TerminalText.sanitized(text), toWidth: 40)
    }
}

/// How far a long import has come, for a line of progress.
package struct ImportProgress: Sendable {
    package var bytesRead: Int
    package var totalBytes: Int
    package var rows: Int
    package var orders: Int
}

/// What an import did.
package struct ImportReport: Sendable {
    package var orders: Int
    package var lineItems: Int
    package var rows: Int
    package var skipped: [ImportIssue]
    /// Orders whose time the export wrote at another UTC offset than the shop's zone has then.
    package var zoneMismatch: ZoneMismatch?
}

/// Orders an export dated at another UTC offset than the shop's zone: their count, and the
/// first of them with both offsets (seconds east of UTC).
package struct ZoneMismatch: Sendable, Equatable {
    package var orders: Int
    package var firstOrder: String
    package var fileOffset: Int
    package var zoneOffset: Int
}

/// Imports the CSV that Shopify admin's "Export orders" produces: one row per line item, the
/// order's own fields on its first row only, an order's rows together; columns found by header
/// name, so older exports with fewer columns work. Format: `docs/import.md`.
///
/// What the file says is kept exactly, or the file is refused with the line and column: amounts
/// are plain decimals in the currency's minor units (`0x1p4`, `1e308` and `12.345` dollars are
/// refused), text is UTF-8 without NUL, a column appears once. The file is read a chunk at a time
/// and written in batches inside one transaction: memory stays bounded whatever its size, and a
/// refused file leaves nothing behind, not even its shop.
package enum OrdersImport {
    /// Columns an export must have.
    static let required = ["Name", "Created at", "Lineitem quantity", "Lineitem price"]
    /// The most of one line item: more is a typo or an attack, not a sale.
    static let largestQuantity: Int64 = 1_000_000
    /// Orders written to the store at a time.
    static let batchSize = 2000

    /// Imports the export at `path` into `store` for `shop`.
    ///
    /// - Parameters:
    ///   - skipBadRows: import the rest and report each order skipped, instead of refusing the
    ///     file at its first bad row.
    ///   - progress: called every few thousand rows.
    /// - Throws: ``ImportIssue`` (nothing is kept), a `FileError`, or a store error.
    package static func run(
        path: String, into store: Store, shop: Shop, zone: ZoneRules? = nil, skipBadRows: Bool,
        progress: ((ImportProgress) -> Void)? = nil
    ) throws -> ImportReport {
        let chunks = try FileChunks(path: path)
        var importer = Importer(file: path, store: store, shop: shop, skipBadRows: skipBadRows, totalBytes: chunks.size, progress: progress)
        importer.zone = zone
        return try store.forBulkWrites {
            try store.withTemporaryFiles {
                try store.db.transaction {
                    try store.upsertShop(shop)
                    try importer.begin()
                    var reader = CSVReader()
                    while let chunk = try chunks.next() {
                        importer.bytesRead = chunks.offset
                        try reader.feed(chunk) { try importer.take($0) }
                    }
                    try finish(&reader, file: path) { try importer.take($0) }
                    return try importer.end()
                }
            }
        }
    }

    /// Imports an export held in memory (tests, small files).
    package static func run(
        _ bytes: [UInt8], file: String, into store: Store, shop: Shop, zone: ZoneRules? = nil, skipBadRows: Bool
    ) throws -> ImportReport {
        var importer = Importer(file: file, store: store, shop: shop, skipBadRows: skipBadRows, totalBytes: bytes.count, progress: nil)
        importer.zone = zone
        return try store.db.transaction {
            try store.upsertShop(shop)
            try importer.begin()
            var reader = CSVReader()
            try reader.feed(bytes) { try importer.take($0) }
            try finish(&reader, file: file) { try importer.take($0) }
            return try importer.end()
        }
    }

    static func finish(_ reader: inout CSVReader, file: String, _ record: (CSVReader.Record) throws -> Void) throws {
        do {
            try reader.finish(record)
        } catch let malformed as CSVReader.Malformed {
            throw ImportIssue(
                file: file, line: malformed.line, message: "a quoted field is never closed (the file is truncated or malformed)")
        }
    }

    /// The import under way: the header, the order being read, the batch to write.
    struct Importer {
        let file: String
        let store: Store
        var shop: Shop
        let skipBadRows: Bool
        let totalBytes: Int
        let progress: ((ImportProgress) -> Void)?
        var bytesRead = 0
        var columns: OrderColumns?
        var current: (name: String, rows: [TextRecord])?
        /// This import's mark on the rows it writes: an order whose rows come apart (its name
        /// already written by this same file) is refused, found by the store's index rather than
        /// by holding every name in memory.
        var importID = 0
        /// The names in `batch`.
        var batchNames = Set<String>()
        var lookup: Statement?
        var batch: [StoredOrder] = []
        var rows = 0, orders = 0, lineItems = 0
        var skipped: [ImportIssue] = []
        /// The shop's zone, to check the export's offsets against.
        var zone: ZoneRules?
        var zoneMismatch: ZoneMismatch?
        var rebuildIndexes = false
        var droppedIndexes: [(name: String, sql: String)] = []

        init(file: String, store: Store, shop: Shop, skipBadRows: Bool, totalBytes: Int, progress: ((ImportProgress) -> Void)?) {
            self.file = file
            self.store = store
            self.shop = shop
            self.skipBadRows = skipBadRows
            self.totalBytes = totalBytes
            self.progress = progress
        }

        mutating func begin() throws {
            // A big import (about 200 bytes an order in an export) builds the secondary indexes
            // once after its rows: a first import sorts once instead of inserting into four
            // B-trees row by row, and a re-import of a shop larger than the page cache would
            // otherwise update them at random places on disk, row by row.
            rebuildIndexes = totalBytes / 200 >= 10_000
            if rebuildIndexes { droppedIndexes = try store.dropSecondaryIndexes() }
            importID = try store.nextImportID()
            lookup = try store.db.prepare("SELECT 1 FROM orders WHERE shop_id = ? AND name = ? AND imported_in = ?")
        }

        mutating func take(_ record: CSVReader.Record) throws {
            guard let columns else {
                columns = try OrderColumns(header: record, file: file)
                return
            }
            rows += 1
            let checked = Result { () throws(ImportIssue) in try TextRecord(record, columns: columns, file: file) }
            guard case .success(let text) = checked else {
                if case .failure(let issue) = checked {
                    if skipBadRows {
                        skipped.append(issue)
                        return
                    }
                    throw issue
                }
                return
            }
            let name = text.field(columns.name)
            guard !name.isEmpty else {
                let issue = ImportIssue(file: file, line: record.line, column: "Name", message: "empty; every row names its order")
                if skipBadRows {
                    skipped.append(issue)
                    return
                }
                throw issue
            }
            if let open = current, open.name == name {
                current!.rows.append(text)
            } else {
                try closeOrder()
                if try wasRead(name) {
                    let issue = ImportIssue(
                        file: file, line: record.line, column: "Name",
                        message:
                            "order \(ImportIssue.shown(name)) appeared earlier with other orders between; an export keeps an order's rows together"
                    )
                    if skipBadRows {
                        skipped.append(issue)
                        return
                    }
                    throw issue
                }
                current = (name, [text])
            }
            if rows % 5000 == 0 { progress?(ImportProgress(bytesRead: bytesRead, totalBytes: totalBytes, rows: rows, orders: orders)) }
        }

        /// Whether an order called `name` was read earlier in this file: in the batch not yet
        /// written, or written with this import's mark (the transaction sees its own rows).
        func wasRead(_ name: String) throws -> Bool {
            if batchNames.contains(name) { return true }
            return try lookup?.first([.text(shop.id), .text(name), .int(importID)]) { _ in true } ?? false
        }

        /// Reads the order whose rows are complete and adds it to the batch.
        mutating func closeOrder() throws {
            guard let open = current, let columns else { return }
            current = nil
            let parsed = Result { () throws(ImportIssue) in
                try OrdersImport.parseOrder(open.rows, file: file, columns: columns, currency: shop.currencyCode)
            }
            switch parsed {
            case .success(let order):
                if orders == 0, let first = open.rows.first, let currency = columns.currency.map({ first.field($0) }), !currency.isEmpty {
                    // The first order's currency is the shop's.
                    shop.currencyCode = currency.uppercased()
                    try store.upsertShop(shop)
                }
                if let zone {
                    let expected = zone.offset(at: Int(order.createdAt.timeIntervalSince1970))
                    if expected != order.utcOffset {
                        zoneMismatch = ZoneMismatch(
                            orders: (zoneMismatch?.orders ?? 0) + 1, firstOrder: zoneMismatch?.firstOrder ?? order.name,
                            fileOffset: zoneMismatch?.fileOffset ?? order.utcOffset, zoneOffset: zoneMismatch?.zoneOffset ?? expected)
                    }
                }
                batch.append(order)
                batchNames.insert(order.name)
                orders += 1
                lineItems += order.lineItems.count
            case .failure(let issue):
                if skipBadRows { skipped.append(issue) } else { throw issue }
            }
            if batch.count >= batchSize { try flush() }
        }

        mutating func flush() throws {
            guard !batch.isEmpty else { return }
            try store.insert(batch, shopID: shop.id, importID: importID)
            batch.removeAll(keepingCapacity: true)
            batchNames.removeAll(keepingCapacity: true)
        }

        mutating func end() throws -> ImportReport {
            guard columns != nil else {
                throw ImportIssue(file: file, line: 1, message: "the file is empty; expected Shopify's orders export")
            }
            try closeOrder()
            try flush()
            guard orders > 0 || !skipped.isEmpty else {
                throw ImportIssue(file: file, line: 1, message: "no orders after the header; expected one row per line item under it")
            }
            if rebuildIndexes { try store.restoreIndexes(droppedIndexes) }
            // A customer seen on an earlier order is a returning one.
            try store.db.prepare(
                """
                UPDATE orders SET returning_customer = 1 - returning_customer WHERE shop_id = ?1 AND customer != ''
                    AND returning_customer != EXISTS(SELECT 1 FROM orders earlier WHERE earlier.shop_id = ?1
                        AND earlier.customer = orders.customer AND earlier.created_at < orders.created_at)
                """
            ).run([.text(shop.id)])
            try store.rebuildHours(shopID: shop.id)
            progress?(ImportProgress(bytesRead: totalBytes, totalBytes: totalBytes, rows: rows, orders: orders))
            return ImportReport(orders: orders, lineItems: lineItems, rows: rows, skipped: skipped, zoneMismatch: zoneMismatch)
        }
    }

    /// One order from its rows (its own fields on the first): amounts in minor units of
    /// `currency` (the row's own `Currency` when it has one).
    static func parseOrder(
        _ rows: [TextRecord], file: String, columns: OrderColumns, currency shopCurrency: String
    ) throws(ImportIssue) -> StoredOrder {
        let first = rows[0]
        let currency = columns.currency.map { first.field($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? shopCurrency
        let exponent = Money.exponent(of: currency)
        func money(_ record: TextRecord, _ column: String, required: Bool = false) throws(ImportIssue) -> Int64 {
            let text = record.field(columns.money[column] ?? nil)
            if text.isEmpty {
                if required {
                    throw ImportIssue(file: file, line: record.line, column: column, message: "empty; expected an amount such as 12.50")
                }
                return 0
            }
            switch Money.parse(text, exponent: exponent) {
            case .success(let units): return units
            case .failure(.tooManyDecimals(let allowed)):
                throw ImportIssue(
                    file: file, line: record.line, column: column,
                    message: "\"\(ImportIssue.shown(text))\" has more decimals than \(ImportIssue.shown(currency)) has (\(allowed))")
            case .failure(.tooLarge):
                throw ImportIssue(
                    file: file, line: record.line, column: column,
                    message: "\"\(ImportIssue.shown(text))\" is larger than widgetdeck counts (at most 10^15)")
            case .failure(.notPlainDecimal):
                throw ImportIssue(
                    file: file, line: record.line, column: column,
                    message: "\"\(ImportIssue.shown(text))\" is not an amount; expected a plain decimal such as 12.50")
            }
        }
        let createdText = first.field(columns.created)
        guard let created = parseTimestamp(createdText) else {
            throw ImportIssue(
                file: file, line: first.line, column: "Created at",
                message: "\"\(ImportIssue.shown(createdText))\" is not a time; expected e.g. 2026-11-28 14:03:11 -0500")
        }
        var lines: [(sku: String, name: String, quantity: Int64, price: Int64)] = []
        var gross: Int64 = 0, items: Int64 = 0
        for row in rows {
            let quantityText = row.field(columns.quantity)
            guard let quantity = Int64(quantityText), quantity >= 0, quantity <= largestQuantity, quantityText.allSatisfy(\.isASCII) else {
                throw ImportIssue(
                    file: file, line: row.line, column: "Lineitem quantity",
                    message:
                        "\"\(ImportIssue.shown(quantityText))\" is not a quantity; expected a whole number from 0 to \(largestQuantity)")
            }
            let price = try money(row, "Lineitem price", required: true)
            // Bounded inputs: a line is at most 10^6 × 10^15 minor units, checked all the same.
            let (amount, overflow) = quantity.multipliedReportingOverflow(by: price)
            let (sum, overflowed) = gross.addingReportingOverflow(amount)
            guard !overflow, !overflowed, sum <= Int64(MetricReading.largestMagnitude) * Money.scale(exponent) else {
                throw ImportIssue(
                    file: file, line: row.line, column: "Lineitem price",
                    message: "the order's lines add up to more than widgetdeck counts (at most 10^15)")
            }
            gross = sum
            items += quantity
            lines.append((row.field(columns.sku), row.field(columns.lineName), quantity, price))
        }
        let fulfillment = first.field(columns.fulfillment).lowercased()
        let fulfilledAt = parseTimestamp(first.field(columns.fulfilledAt))?.date ?? (fulfillment == "fulfilled" ? created.date : nil)
        var order = StoredOrder(
            name: first.field(columns.name), createdAt: created.date, localDay: created.day, localHour: created.hour,
            cancelled: !first.field(columns.cancelled).isEmpty,
            gross: gross, discounts: try money(first, "Discount Amount"), shipping: try money(first, "Shipping"),
            taxes: try money(first, "Taxes"), refunded: try money(first, "Refunded Amount"),
            items: items, customer: first.field(columns.email).lowercased(),
            returningCustomer: false, fulfilledAt: fulfilledAt, lineItems: lines)
        order.utcOffset = created.offset
        return order
    }

    /// `2026-11-28 14:03:11 -0500` (seconds optional): the moment, the day and hour on the
    /// shop's clock, and that clock's offset from UTC in seconds. Read byte by byte: an import reads one per order.
    static func parseTimestamp(_ text: String) -> (date: Date, day: Int, hour: Int, offset: Int)? {
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
            let hour = number(2), expect(0x3A), let minute = number(2)
        else { return nil }
        var second = 0
        if expect(0x3A) {
            guard let s = number(2) else { return nil }
            second = s
        }
        guard expect(0x20), let signByte = current, signByte == 0x2B || signByte == 0x2D else { return nil }
        current = bytes.next()
        guard let offsetHours = number(2) else { return nil }
        _ = expect(0x3A)
        guard let offsetMinutes = number(2), current == nil,
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61, offsetHours < 24, offsetMinutes < 60
        else { return nil }
        let days = ISO8601.daysFromCivil(year: year, month: month, day: day)
        // A day that does not exist (February 30) would come back as another date.
        guard ISO8601.civilFromDays(days) == (year, month, day) else { return nil }
        let offset = (signByte == 0x2D ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60)
        let moment = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return (Date(timeIntervalSince1970: Double(moment)), days, hour, offset)
    }
}

/// A record's fields as text, each checked: no NUL, valid UTF-8 — or an ``ImportIssue`` naming
/// the line and the column.
struct TextRecord {
    let line: Int
    let fields: [String]

    init(_ record: CSVReader.Record, columns: some CSVColumns, file: String) throws(ImportIssue) {
        line = record.line
        var texts: [String] = []
        texts.reserveCapacity(record.fields.count)
        for (i, bytes) in record.fields.enumerated() {
            do {
                texts.append(try bytes.fieldText().trimmingSpaces())
            } catch {
                let column = columns.name(at: i)
                switch error {
                case .nul(let byte):
                    throw ImportIssue(
                        file: file, line: record.line, column: column,
                        message: "holds a NUL byte (at byte \(byte) of the field); the file is not text, or not UTF-8 (a UTF-16 export?)")
                case .invalidUTF8(let byte):
                    throw ImportIssue(
                        file: file, line: record.line, column: column,
                        message: "is not UTF-8 (at byte \(byte) of the field); save the export as UTF-8")
                }
            }
        }
        fields = texts
    }

    /// The field at `index`, empty when the column is absent or the row shorter.
    func field(_ index: Int?) -> String {
        guard let index, index < fields.count else { return "" }
        return fields[index]
    }
}

/// A file's header: where each column is, by name.
protocol CSVColumns {
    /// The name of the column at `index`, for messages.
    func name(at index: Int) -> String
}

/// The header of an export, read once: each column's name and position, checked — text, and
/// no column twice.
struct HeaderColumns: CSVColumns {
    let names: [String]
    let positions: [String: Int]

    init(_ record: CSVReader.Record, file: String) throws(ImportIssue) {
        var names: [String] = []
        var positions: [String: Int] = [:]
        for (i, bytes) in record.fields.enumerated() {
            let name: String
            do { name = try bytes.fieldText().trimmingSpaces() } catch {
                throw ImportIssue(
                    file: file, line: record.line, message: "column \(i + 1) of the header is not UTF-8 text; save the export as UTF-8")
            }
            if let earlier = positions[name], !name.isEmpty {
                throw ImportIssue(
                    file: file, line: record.line, column: name,
                    message: "appears twice in the header (columns \(earlier + 1) and \(i + 1)); which one holds the value is not knowable")
            }
            positions[name] = i
            names.append(name)
        }
        // A header read as one column that holds another separator: a spreadsheet's export
        // in a locale whose lists use semicolons, or a tab-separated file.
        if names.count == 1, let separator = HeaderColumns.separators.first(where: { names[0].contains($0.character) }) {
            throw ImportIssue(
                file: file, line: record.line,
                message:
                    "the columns are separated by \(separator.name), not commas; widgetdeck reads comma-separated CSV as Shopify exports it — export again from Shopify, or save as \"CSV (comma delimited)\""
            )
        }
        self.names = names
        self.positions = positions
    }

    /// Separators a CSV file is sometimes written with instead of commas, by name.
    static let separators: [(character: Character, name: String)] = [(";", "semicolons (;)"), ("\t", "tabs"), ("|", "vertical bars (|)")]

    func name(at index: Int) -> String {
        index < names.count ? names[index] : "column \(index + 1)"
    }
}

/// Where the columns an order is read from are, found once per file.
struct OrderColumns: CSVColumns {
    let header: HeaderColumns
    let name, created, quantity, sku, lineName, fulfillment, fulfilledAt, cancelled, email, currency: Int?
    /// The amounts, by column name (for messages).
    let money: [String: Int?]

    init(header record: CSVReader.Record, file: String) throws(ImportIssue) {
        header = try HeaderColumns(record, file: file)
        let named = header.positions
        if let missing = OrdersImport.required.first(where: { named[$0] == nil }) {
            throw ImportIssue(
                file: file, line: record.line, column: missing,
                message:
                    "missing column; an orders export has \(OrdersImport.required.joined(separator: ", ")) (found: \(header.names.prefix(8).map(ImportIssue.shown).joined(separator: ", "))…)"
            )
        }
        money = Dictionary(
            uniqueKeysWithValues: ["Lineitem price", "Discount Amount", "Shipping", "Taxes", "Refunded Amount"].map { ($0, named[$0]) })
        (name, created, quantity, sku, lineName) = (
            named["Name"], named["Created at"], named["Lineitem quantity"], named["Lineitem sku"], named["Lineitem name"]
        )
        (fulfillment, fulfilledAt, cancelled, email, currency) = (
            named["Fulfillment Status"], named["Fulfilled at"], named["Cancelled at"], named["Email"], named["Currency"]
        )
    }

    func name(at index: Int) -> String { header.name(at: index) }
}
