@testable import WidgetFormats
import Foundation
import Testing
@testable import WidgetCore
@testable import WidgetStore
import WidgetSystem
import WidgetTestSupport

/// A minimal orders export: the header, then `rows` (Name, Created at, quantity, price).
private func export(_ rows: [String], header: String = "Name,Created at,Lineitem quantity,Lineitem price,Currency") -> [UInt8] {
    Array(([header] + rows).joined(separator: "\n").utf8)
}

private func refusal(_ bytes: [UInt8], skip: Bool = false, shop: Shop = shop) throws -> (ImportIssue?, Store) {
    let store = try scratchStore()
    do {
        _ = try OrdersImport.run(bytes, file: "x.csv", into: store, shop: shop, skipBadRows: skip)
        return (nil, store)
    } catch let issue as ImportIssue {
        return (issue, store)
    }
}

@Suite("Imports keep exactly what the file says, or refuse it")
struct ImportHardeningTests {
    let created = "2026-11-28 10:00:00 -0500"

    @Test("a NUL in a name is refused with its line and column, not cut (two orders once became one)")
    func nulInName() throws {
        var bytes = export(["#A\u{0}1,\(created),1,10.00,USD", "#A\u{0}2,\(created),1,10.00,USD"])
        bytes = bytes.map { $0 }
        let (issue, store) = try refusal(bytes)
        let refused = try #require(issue)
        #expect(refused.line == 2 && refused.column == "Name" && refused.message.contains("NUL"), "\(refused)")
        #expect(try store.orderCount(shopID: shop.id) == 0)
    }

    @Test("bytes that are not UTF-8 are refused with line and column (#B\\xff and #B\\xfe once merged)")
    func invalidUTF8() throws {
        let bytes = export(["#B?,\(created),1,10.00,USD"]).map { $0 == UInt8(ascii: "?") ? 0xFF : $0 }
        let refused = try #require(try refusal(bytes).0)
        #expect(refused.line == 2 && refused.column == "Name" && refused.message.contains("not UTF-8"), "\(refused)")
    }

    @Test("a column twice in the header is refused with both positions")
    func duplicateColumn() throws {
        let refused = try #require(
            try refusal(export(["#1,\(created),1,514.00,0.19"], header: "Name,Created at,Lineitem quantity,Lineitem price,Lineitem price"))
                .0)
        #expect(refused.column == "Lineitem price" && refused.message.contains("columns 4 and 5"), "\(refused)")
    }

    @Test("CR, LF and CR LF line ends all import every order")
    func lineEnds() throws {
        for separator in ["\r", "\n", "\r\n"] {
            let text = ["Name,Created at,Lineitem quantity,Lineitem price", "#1,\(created),1,10.00", "#2,\(created),2,5.00"].joined(
                separator: separator)
            let store = try scratchStore()
            let report = try OrdersImport.run(Array(text.utf8), file: "x.csv", into: store, shop: shop, skipBadRows: false)
            #expect(report.orders == 2, "\(separator.debugDescription)")
        }
    }

    @Test("a file with a header and no orders is refused, never \"0 orders, success\"")
    func headerOnly() throws {
        let refused = try #require(try refusal(export([])).0)
        #expect(refused.message.contains("no orders after the header"))
        #expect(try refusal([]).0?.message.contains("empty") == true)
    }

    @Test("--skip-bad-rows reports every skipped row, an empty name included")
    func skippedRowsReported() throws {
        let store = try scratchStore()
        let report = try OrdersImport.run(
            export(["#1,\(created),1,10.00,USD", ",\(created),1,10.00,USD", "#3,\(created),x,10.00,USD"]), file: "x.csv",
            into: store, shop: shop, skipBadRows: true)
        #expect(report.orders == 1)
        #expect(report.skipped.map(\.line) == [3, 4])
        #expect(report.skipped.first?.column == "Name")
    }

    @Test(
        "amounts and quantities the store cannot sum exactly are refused, never a trap",
        arguments: [
            ("#1,2026-11-28 10:00:00 -0500,9223372036854775807,1.00,USD", "Lineitem quantity"),
            ("#1,2026-11-28 10:00:00 -0500,1,1e308,USD", "Lineitem price"),
            ("#1,2026-11-28 10:00:00 -0500,1,0x1p4,USD", "Lineitem price"),
            ("#1,2026-11-28 10:00:00 -0500,1,12.345,USD", "Lineitem price"),
            ("#1,2026-11-28 10:00:00 -0500,1,12.5,JPY", "Lineitem price"),
            ("#1,2026-11-28 10:00:00 -0500,1,1000000000000000000,USD", "Lineitem price"),
            ("#1,2026-11-28 10:00:00 -0500,1,-5.00,USD", "Lineitem price"),
        ])
    func unsummable(row: String, column: String) throws {
        let refused = try #require(try refusal(export([row])).0, "\(row) was accepted")
        #expect(refused.column == column, "\(refused)")
    }

    @Test("two line items of a million each still add up, checked")
    func bigQuantities() throws {
        let store = try scratchStore()
        let report = try OrdersImport.run(
            export(["#1,\(created),1000000,10.00,USD", "#1,,1000000,10.00,USD"]), file: "x.csv", into: store, shop: shop, skipBadRows: false
        )
        #expect(report.orders == 1 && report.lineItems == 2)
    }

    @Test("an order whose rows come apart is refused (its second half would have replaced the first)")
    func splitOrder() throws {
        let refused = try #require(try refusal(export(["#1,\(created),1,10.00,USD", "#2,\(created),1,10.00,USD", "#1,,1,3.00,USD"])).0)
        #expect(refused.line == 4 && refused.message.contains("appeared earlier"), "\(refused)")
    }

    @Test("a refused file leaves nothing behind, not even its shop")
    func refusedKeepsNoShop() throws {
        let newShop = Shop(id: "fresh", name: "Fresh", currencyCode: "USD", timeZone: "America/Toronto")
        let (issue, store) = try refusal(export(["#1,\(created),1,twelve,USD"]), shop: newShop)
        #expect(issue != nil)
        #expect(try store.shops().isEmpty, "the refused import created its shop")
    }

    @Test("a yen shop stores and shows whole yen: ¥12,345, not ¥12,345.00")
    func yen() throws {
        let store = try scratchStore()
        let kyoto = Shop(id: "kyoto", name: "Kyoto", currencyCode: "JPY", timeZone: "Asia/Tokyo")
        _ = try OrdersImport.run(
            export(["#1,2026-11-28 10:00:00 +0900,1,12345,JPY"]), file: "x.csv", into: store, shop: kyoto, skipBadRows: false)
        let now = ISO8601.parse("2026-11-28T12:00:00+09:00")!
        let response = try store.response(
            shop: try #require(try store.shops().first),
            query: MetricsQuery(shop: "kyoto", metrics: ["gross_sales"], range: .today, end: now),
            locale: torontoLocale)
        let value = try #require(response.readings["gross_sales"]?.value)
        #expect(value == 12345)
        #expect(ValueFormatter(locale: torontoLocale, currencyCode: "JPY").string(value, unit: .money) == "¥12,345")
        let document = String(decoding: SnapshotDocument.encode(response), as: UTF8.self)
        #expect(document.contains(#""value":"12345""#), "\(document)")
    }

    @Test(
        "sessions: impossible dates, strange counts and a repeated day are refused with line and column",
        arguments: [
            ("2026-13-45,10", "Day"), ("2026-02-30,10", "Day"), ("-2026-11-28,10", "Day"), ("2026-11-28garbage,10", "Day"),
            ("2026-11-28,\"1,0,5,0\"", "Sessions"), ("2026-11-28,9223372036854775807", "Sessions"), ("2026-11-28,-3", "Sessions"),
        ])
    func badSessions(row: String, column: String) throws {
        let store = try scratchStore()
        do {
            _ = try SessionsImport.run(Array("Day,Sessions\n\(row)".utf8), file: "s.csv", into: store, shop: shop)
            Issue.record("\(row) was accepted")
        } catch let issue as ImportIssue {
            #expect(issue.line == 2 && issue.column == column, "\(issue)")
        }
        #expect(try store.shops().isEmpty)
    }

    @Test("sessions: 1,050 grouped by thousands is read; a day counted twice is refused naming both lines")
    func sessionsCounts() throws {
        let store = try scratchStore()
        #expect(
            try SessionsImport.run(Array("Day,Sessions\n2026-11-28,\"1,050\"\n2026-11-29,7".utf8), file: "s.csv", into: store, shop: shop)
                == 2)
        do {
            _ = try SessionsImport.run(
                Array("Day,Sessions\n2026-11-28,1\n2026-11-29,2\n2026-11-28,3".utf8), file: "s.csv", into: store, shop: shop)
            Issue.record("a repeated day was accepted")
        } catch let issue as ImportIssue {
            #expect(issue.line == 4 && issue.message.contains("also on line 2"), "\(issue)")
        }
    }

    /// A million is the benchmark's (`bin/bench million`): its minute is not the suite's.
    @Test("twenty thousand orders of 0.10, 0.20, 19.99… sum, to the last cent, to what Python's decimal module says")
    func ordersSumExactly() async throws {
        let store = try scratchStore()
        let maple = Shop(id: "maple", name: "Maple", currencyCode: "USD", timeZone: "America/Toronto")
        try store.upsertShop(maple)
        let day = ISO8601.daysFromCivil(year: 2026, month: 11, day: 28)
        let start = ISO8601.parse("2026-11-28T00:00:00-05:00")!
        var generator = SplitMix64(seed: 42)
        let fixed = ["0.10", "0.20", "19.99", "0.01", "1234.56", "0.07"]
        var texts: [String] = []
        texts.reserveCapacity(20_000)
        var orders: [StoredOrder] = []
        orders.reserveCapacity(20_000)
        for i in 0..<20_000 {
            let text =
                i % 2 == 0 ? fixed[i % fixed.count] : "\(generator.next() % 100_000).\(generator.next() % 10)\(generator.next() % 10)"
            texts.append(text)
            guard case .success(let cents) = Money.parse(text, exponent: 2) else {
                Issue.record("\(text)")
                return
            }
            orders.append(
                StoredOrder(
                    name: "#\(i)", createdAt: start.addingTimeInterval(Double(i % 80_000)), localDay: day, localHour: i % 80_000 / 3600,
                    cancelled: false, gross: cents, discounts: 0, shipping: 0, taxes: 0, refunded: 0, items: 1, customer: "",
                    returningCustomer: false, fulfilledAt: start, lineItems: []))
        }
        try store.write(orders, shopID: maple.id)
        let response = try store.response(
            shop: maple,
            query: MetricsQuery(
                shop: "maple", metrics: ["gross_sales"], range: .today,
                end: ISO8601.parse("2026-11-28T23:59:00-05:00")!), locale: torontoLocale)
        let document = String(decoding: SnapshotDocument.encode(response), as: UTF8.self)
        let ours = try #require(
            document.firstMatch(of: /"gross_sales":\{"currency":"USD","value":"([0-9.]+)"/)?.1, "\(document.prefix(300))")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("amounts-\(UUID().uuidString).txt")
        try texts.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = "import decimal,sys; print(sum(decimal.Decimal(l) for l in open(sys.argv[1]) if l.strip()))"
        let python = try runProcess("python3", ["-c", script, file.path]).output
        #expect(String(ours) == python.trimmingCharacters(in: .whitespacesAndNewlines), "the store's sum \(ours), Python's \(python)")
    }
}
