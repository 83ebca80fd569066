import Foundation
@testable import WidgetFormats
import Testing
@testable import WidgetCore
@testable import WidgetSystem
import WidgetTestSupport

/// What an answer from outside may cost: each case here trapped, stormed or grew without bound
/// before (issue 27's findings 1–7 and 11), and is now refused, bounded or shown safely.
@Suite("Hostile Admin API answers and source URLs, decoded")
struct HostileAnswerTests {
    static let shop = #""shop":{"name":"S","currencyCode":"USD","ianaTimezone":"America/New_York","myshopifyDomain":"s.myshopify.com"}"#

    static func body(columns: String, rows: String) -> [UInt8] {
        Array(
            (#"{"data":{"# + shop + #","shopifyqlQuery":{"parseErrors":[],"tableData":{"columns":["# + columns + #"],"rows":["# + rows
                + "]}}}}").utf8)
    }

    func failure(_ body: [UInt8], limits: ShopifyAdmin.Limits = .query) -> String? {
        if case .failure(.failed(let error)) = ShopifyAdmin.read(
            status: 200, body: body, retryAfter: nil, text: "FROM sales SHOW total_sales", limits: limits)
        {
            return error.message
        }
        return nil
    }

    @Test("a number past the figure bound in a column of a type not known here is refused, not kept to trap later")
    func unknownTypeHugeNumber() {
        let body = Self.body(columns: #"{"name":"total_sales","dataType":"FLOAT64","displayName":"T"}"#, rows: #"{"total_sales":1e19}"#)
        #expect(failure(body)?.contains("rows[0].total_sales is 1e+19, not a FLOAT64 value") == true, "\(failure(body) ?? "accepted")")
        let fine = Self.body(columns: #"{"name":"total_sales","dataType":"FLOAT64","displayName":"T"}"#, rows: #"{"total_sales":12.5}"#)
        #expect(failure(fine) == nil)
    }

    @Test("a throttle whose figures no integer holds is described, not converted")
    func hugeThrottle() {
        let body =
            #"{"errors":[{"message":"Throttled","extensions":{"code":"THROTTLED"}}],"extensions":{"cost":{"requestedQueryCost":1e19,"throttleStatus":{"maximumAvailable":1000.0,"currentlyAvailable":9.3e18,"restoreRate":-1e300}}}}"#
        guard
            case .failure(.throttled(let wait, let detail)) = ShopifyAdmin.read(
                status: 200, body: Array(body.utf8), retryAfter: nil, text: "q")
        else {
            Issue.record("not read as a throttle")
            return
        }
        #expect(detail == "cost over 10^15, over 10^15 available, restoring below -10^15/s")
        #expect(wait == 2)
    }

    @Test(
        "a throttled retry waits at least a floor that doubles, at most a minute, whatever the server asks",
        arguments: [0.0, 0.001, -5, .nan, .infinity, 1e300])
    func backoff(asked: Double) {
        let waits = (1...ShopifySource.maxAttempts).map { ShopifySource.backoff(asked: asked, attempt: $0) }
        for (i, wait) in waits.enumerated() { #expect(wait >= 0.5 * Double(1 << i) && wait <= 60, "attempt \(i + 1): \(wait)") }
        #expect(ShopifySource.maxAttempts == 5)
        #expect(ShopifySource.backoff(asked: 1.72, attempt: 1) == 1.72, "a longer wait the server asks for is kept")
    }

    @Test("an answer past its limits is refused before it is built, naming the limit")
    func limits() {
        let column = #"{"name":"total_sales","dataType":"MONEY","displayName":"T"}"#
        let row = #"{"total_sales":"1.00"}"#
        let tooMany = Self.body(columns: column, rows: Array(repeating: row, count: 32).joined(separator: ","))
        #expect(failure(tooMany, limits: .widget) == "Shopify's tableData has 32 rows; a widget's query needs at most 31")
        #expect(failure(tooMany, limits: .query) == nil)
        let wide = Self.body(
            columns: (0...100).map { #"{"name":"c\#($0)","dataType":"INTEGER","displayName":"c"}"# }.joined(separator: ","), rows: "")
        #expect(failure(wide) == "Shopify's tableData has 101 columns; an answer holds at most 100")
        let named = Self.body(
            columns: #"{"name":"total_sales","dataType":"MONEY","displayName":"\#(String(repeating: "D", count: 2000))"}"#, rows: row)
        #expect(failure(named) == "Shopify's tableData.columns[0].displayName is 2000 bytes; a name is at most 1024")
        let twice = Self.body(columns: column + "," + column, rows: row)
        #expect(failure(twice) == "Shopify's tableData names the column total_sales twice")
        let longCell = Self.body(
            columns: #"{"name":"title","dataType":"STRING","displayName":"T"}"#,
            rows: #"{"title":"\#(String(repeating: "x", count: 1025))"}"#)
        #expect(failure(longCell) == "Shopify's tableData.rows[0].title is a text of 1025 bytes; a cell holds at most 1024")
        let empties = Self.body(columns: column, rows: Array(repeating: "{}", count: 1_000_001).joined(separator: ","))
        #expect(failure(empties) == "Shopify's answer holds more than 1000000 JSON values; an answer holds at most that many")
    }

    @Test("JSON parsing stops at the values it was allowed")
    func valueBudget() throws {
        #expect(throws: JSONParseError.self) { try JSONValue.parse(Array("[1,2,3]".utf8), maxValues: 3) }
        #expect(try JSONValue.parse(Array("[1,2,3]".utf8), maxValues: 4) == .array([.number(1), .number(2), .number(3)]))
    }

    @Test("a period or time series past the bounds is refused naming the limit; within them it runs")
    func periodBounds() throws {
        let today = 20_422  // 2025-11-30
        let now = Date(timeIntervalSince1970: Double(today) * 86_400 + 60_000)
        func message(_ text: String) -> String? {
            do {
                _ = try ShopifyQLPeriod.of(try ShopifyQLQuery.parse(text), today: today, now: now)
                return nil
            } catch { return error.message }
        }
        #expect(
            message("FROM sales SHOW total_sales TIMESERIES hour SINCE -99999d LIMIT 1")?.contains("the period covers 100000 days") == true)
        #expect(message("FROM sales SHOW total_sales TIMESERIES day SINCE -99999y")?.contains("a query covers at most 4000 days") == true)
        #expect(message("FROM sales SHOW total_sales TIMESERIES hour SINCE -1y") == nil, "366 days of hours is 8,784 rows")
        #expect(
            message("FROM sales SHOW total_sales TIMESERIES hour SINCE -2y")?.contains(
                "rows; a time series has at most 10000 (hours over at most 416 days)") == true,
            "\(message("FROM sales SHOW total_sales TIMESERIES hour SINCE -2y") ?? "ran")")
        #expect(message("FROM sales SHOW total_sales TIMESERIES hour SINCE -400d") == nil)
        #expect(message("FROM sales SHOW total_sales TIMESERIES month SINCE -10y") == nil)
        #expect(message("FROM sales SHOW total_sales TIMESERIES hour DURING this_year") == nil)
        #expect(throws: ShopifyQLError.self) { try ShopifyQLQuery.parse("FROM sales SHOW total_sales LIMIT 10001") }
    }

    @Test("ORDER BY refuses a key named twice, as SHOW refuses a metric twice")
    func orderByTwice() {
        #expect(throws: ShopifyQLError.self) {
            try ShopifyQLQuery.parse("FROM sales SHOW total_sales TIMESERIES day ORDER BY total_sales, day, total_sales DESC")
        }
        #expect((try? ShopifyQLQuery.parse("FROM sales SHOW total_sales TIMESERIES day ORDER BY total_sales DESC, day")) != nil)
    }

    @Test(
        "a source URL is read as the transport reads it: user information refused, loopback only as numbers or exactly localhost",
        arguments: [
            ("http://127.0.0.1:8080/admin/api/2025-10/graphql.json", true),
            ("http://127.255.3.4/x", true),
            ("http://localhost/x", true),
            ("http://[::1]:9/x", true),
            ("http://[0:0:0:0:0:0:0:1]/x", true),
            ("http://127.example.invalid/x", false),
            ("http://127.0.0.1.example.invalid/x", false),
            ("http://localhost.example.invalid/x", false),
            ("http://127.1/x", false),
            ("http://0x7f.0.0.1/x", false),
            ("http://[::2]/x", false),
            ("http://example.invalid/x", false),
        ])
    func loopback(url: String, loopback: Bool) throws {
        #expect(try SourceURL(url).isLoopback == loopback, "\(url)")
    }

    @Test(
        "user information, a bad port or a host no name has is refused before anything is sent",
        arguments: [
            "http://127.0.0.1@example.invalid/x", "http://[::1]@example.invalid/x", "https://user:pass@shop.example.invalid/x",
            "http://127.0.0.1:99999/x", "http://127.0.0.1:/x", "http://exa%6dple.invalid/x", "http://[::1/x", "http://[::1]x/x",
            "http:///x", "ftp://127.0.0.1/x",
        ])
    func refused(url: String) {
        #expect(throws: SourceError.self) { try SourceURL(url) }
        #expect(!ShopifySource.isLoopback(url))
    }

    @Test("a shopify: source to a remote host over plain http is refused, to loopback over http accepted")
    func shopifySourceRule() {
        #expect(throws: SourceError.self) {
            try ShopifySource(
                spec: "http://127.0.0.1@example.invalid/admin/api/2025-10/graphql.json", environment: ["SHOPIFY_ACCESS_TOKEN": "t"],
                clock: SystemClock())
        }
        #expect(throws: SourceError.self) {
            try ShopifySource(
                spec: "http://127.example.invalid/admin/api/2025-10/graphql.json", environment: ["SHOPIFY_ACCESS_TOKEN": "t"],
                clock: SystemClock())
        }
        #expect(
            (try? ShopifySource(
                spec: "http://127.0.0.1:1/admin/api/2025-10/graphql.json", environment: ["SHOPIFY_ACCESS_TOKEN": "t"], clock: SystemClock()))
                != nil)
        #expect(throws: SourceError.self) {
            try HTTPSource(url: "http://me:secret@example.invalid/s.json", environment: [:], clock: SystemClock())
        }
    }

    @Test("an ETag is kept only while it is a short line: a 100 KB one would make every later request too large")
    func etags() {
        #expect(HTTPSource.keptETag("\"5f3a-1b2\"") == "\"5f3a-1b2\"")
        #expect(HTTPSource.keptETag("\"" + String(repeating: "e", count: 100_000) + "\"") == nil)
        #expect(HTTPSource.keptETag("a\r\nX-Evil: 1") == nil)
    }
}
