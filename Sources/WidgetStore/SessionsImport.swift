#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats
import WidgetSystem

/// Imports a sessions report: a `Day` (`2026-11-28`) or `Hour` (`2026-11-28 14:00:00`) column and a
/// `Sessions` column, found by name. Each row is checked — a real date in exactly that form, a
/// whole count (`1,050` grouped by thousands is read; `1,0,5,0` is not), a day or hour given
/// once — or the file is refused naming the line and column, with nothing kept.
package enum SessionsImport {
    /// The most sessions one row may count.
    static let largestCount: Int64 = 1_000_000_000_000

    /// Imports the report at `path`. The shop is added if it is new; an existing one keeps its
    /// settings unless `updateShop` (a new time zone was given).
    package static func run(path: String, into store: Store, shop: Shop, updateShop: Bool = false) throws -> Int {
        let chunks = try FileChunks(path: path)
        return try run(file: path, into: store, shop: shop, updateShop: updateShop) { reader, take in
            while let chunk = try chunks.next() { try reader.feed(chunk, take) }
        }
    }

    /// Imports a report held in memory.
    package static func run(_ bytes: [UInt8], file: String, into store: Store, shop: Shop, updateShop: Bool = false) throws -> Int {
        try run(file: file, into: store, shop: shop, updateShop: updateShop) { reader, take in try reader.feed(bytes, take) }
    }

    private static func run(
        file: String, into store: Store, shop: Shop, updateShop: Bool,
        read: (inout CSVReader, (CSVReader.Record) throws -> Void) throws -> Void
    ) throws -> Int {
        var header: HeaderColumns?
        var timeColumn = "Day"
        var counts: [(day: Int, hour: Int, count: Int)] = []
        var seen: [Int: Int] = [:]  // day × 25 + hour + 1 → line
        func take(_ record: CSVReader.Record) throws {
            guard let columns = header else {
                let columns = try HeaderColumns(record, file: file)
                timeColumn = columns.positions["Hour"] != nil ? "Hour" : "Day"
                guard columns.positions[timeColumn] != nil, columns.positions["Sessions"] != nil else {
                    throw ImportIssue(
                        file: file, line: record.line, column: columns.positions["Sessions"] == nil ? "Sessions" : "Day",
                        message: "missing column; a sessions report has Day (or Hour) and Sessions")
                }
                header = columns
                return
            }
            let row = try TextRecord(record, columns: columns, file: file)
            let time = row.field(columns.positions[timeColumn])
            guard let (day, hour) = parseTime(time, hourly: timeColumn == "Hour") else {
                throw ImportIssue(
                    file: file, line: record.line, column: timeColumn,
                    message:
                        "\"\(ImportIssue.shown(time))\" is not a \(timeColumn == "Hour" ? "time" : "date"); expected \(timeColumn == "Hour" ? "2026-11-28 14:00:00" : "2026-11-28")"
                )
            }
            let text = row.field(columns.positions["Sessions"])
            guard let count = parseCount(text) else {
                throw ImportIssue(
                    file: file, line: record.line, column: "Sessions",
                    message: "\"\(ImportIssue.shown(text))\" is not a count; expected a whole number from 0 to 10^12, such as 1050 or 1,050"
                )
            }
            let key = day * 25 + hour + 1
            if let earlier = seen[key] {
                throw ImportIssue(
                    file: file, line: record.line, column: timeColumn,
                    message: "\"\(ImportIssue.shown(time))\" is also on line \(earlier); a \(timeColumn.lowercased()) is counted once")
            }
            seen[key] = record.line
            counts.append((day, hour, Int(count)))
        }
        var reader = CSVReader()
        try read(&reader, take)
        try OrdersImport.finish(&reader, file: file, take)
        guard header != nil else {
            throw ImportIssue(file: file, line: 1, message: "the file is empty; expected Day (or Hour) and Sessions columns")
        }
        guard !counts.isEmpty else { throw ImportIssue(file: file, line: 1, message: "no rows after the header") }
        try store.db.transaction {
            if updateShop { try store.upsertShop(shop) } else { try store.ensureShop(shop) }
            try store.insertSessions(counts, shopID: shop.id)
        }
        return counts.count
    }

    /// `2026-11-28` (day; hour −1) or `2026-11-28 14:00:00` / `2026-11-28 14:00` (hour): exactly
    /// that form, a day that exists.
    static func parseTime(_ text: String, hourly: Bool) -> (day: Int, hour: Int)? {
        let bytes = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for i in range {
                guard bytes[i] >= 0x30, bytes[i] <= 0x39 else { return nil }
                value = value * 10 + Int(bytes[i] - 0x30)
            }
            return value
        }
        guard bytes.count >= 10, let year = digits(0..<4), bytes[4] == 0x2D, let month = digits(5..<7), bytes[7] == 0x2D,
            let day = digits(8..<10),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let days = ISO8601.daysFromCivil(year: year, month: month, day: day)
        guard ISO8601.civilFromDays(days) == (year, month, day) else { return nil }
        guard hourly else { return bytes.count == 10 ? (days, -1) : nil }
        guard bytes.count == 16 || bytes.count == 19, bytes[10] == 0x20, let hour = digits(11..<13), bytes[13] == 0x3A,
            let minute = digits(14..<16),
            hour < 24, minute == 0
        else { return nil }
        if bytes.count == 19 { guard bytes[16] == 0x3A, digits(17..<19) == 0 else { return nil } }
        return (days, hour)
    }

    /// A whole count: digits, or digits grouped by thousands with commas.
    static func parseCount(_ text: String) -> Int64? {
        let groups = text.split(separator: ",", omittingEmptySubsequences: false)
        guard let head = groups.first, !head.isEmpty, head.count <= (groups.count > 1 ? 3 : 13),
            groups.dropFirst().allSatisfy({ $0.count == 3 }),
            groups.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
            let value = Int64(groups.joined()), value <= largestCount
        else { return nil }
        return value
    }
}
