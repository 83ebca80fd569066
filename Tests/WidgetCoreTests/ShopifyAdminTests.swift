import Foundation
@testable import WidgetFormats
import Testing
@testable import WidgetCore
import WidgetTestSupport

/// Reading the Admin API's answers, against bodies shaped as Shopify's documentation and
/// community threads show them.
@Suite("Shopify Admin API answers")
struct ShopifyAdminTests {
    static let shop =
        #""shop":{"name":"Maple & Moss","currencyCode":"CAD","ianaTimezone":"America/Toronto","myshopifyDomain":"maple-and-moss.myshopify.com"}"#

    func read(
        _ body: String, status: Int = 200, retryAfter: String? = nil, count: Bool = false
    ) -> Result<ShopifyAdmin.Answer, ShopifyAdmin.Failure> {
        ShopifyAdmin.read(
            status: status, body: Array(body.utf8), retryAfter: retryAfter, text: "FROM sales SHOW total_sales", isCount: count)
    }

    @Test("a table: values arrive as strings, typed by their columns; MONEY exact in the currency's places")
    func table() throws {
        let body =
            #"{"data":{"# + Self.shop
            + #","shopifyqlQuery":{"parseErrors":[],"tableData":{"columns":[{"name":"day","dataType":"DAY_TIMESTAMP","displayName":"Day"},{"name":"total_sales","dataType":"MONEY","displayName":"Total sales"},{"name":"orders","dataType":"INTEGER","displayName":"Orders"},{"name":"conversion_rate","dataType":"PERCENT","displayName":"Conversion rate"}],"rows":[{"day":"2026-11-29","total_sales":"14.6000","orders":"3","conversion_rate":"0.0315"},{"day":"2026-11-30","total_sales":null,"orders":0,"conversion_rate":null}]}}}}"#
        let answer = try read(body).get()
        #expect(answer.shop == Shop(id: "maple-and-moss", name: "Maple & Moss", currencyCode: "CAD", timeZone: "America/Toronto"))
        let rows: [[ShopifyQLTable.Value]] = [
            [.text("2026-11-29"), .text("14.60"), .number(3), .number(0.0315)], [.text("2026-11-30"), .null, .number(0), .null],
        ]
        #expect(answer.table?.rows == rows)
        // A value that is not its column's type is refused with where it is.
        let bad = read(body.replacingOccurrences(of: #""orders":"3""#, with: #""orders":"three""#))
        guard case .failure(.failed(let error)) = bad else {
            Issue.record("accepted: \(bad)")
            return
        }
        #expect(
            error.message.contains("tableData.rows[0].orders is \"three\", not a INTEGER value")
                || error.message.contains("rows[0].orders"), "\(error)")
    }

    @Test("2026-07 on: rowMetadata gives a dimension's null cell its display text and names a top-N “Other” row; numbers stay null")
    func rowMetadata() throws {
        let table =
            #"{"columns":[{"name":"product_title","dataType":"STRING","displayName":"Product title"},{"name":"vendor","dataType":"STRING","displayName":"Vendor"},{"name":"total_sales","dataType":"MONEY","displayName":"Total sales"}],"rows":[{"product_title":"Tea","vendor":null,"total_sales":"12.50"},{"product_title":null,"vendor":null,"total_sales":null}],"rowMetadata":[{"nullCellTranslations":[{"columnName":"vendor","displayText":"No vendor\u001b[2J"}],"rawResourceIds":[["123"],[],[]],"topNRemainderColumnNames":[]},{"nullCellTranslations":[{"columnName":"total_sales","displayText":"n/a"}],"rawResourceIds":[[],[],[]],"topNRemainderColumnNames":["product_title"]}]}"#
        let body = #"{"data":{"# + Self.shop + #","shopifyqlQuery":{"parseErrors":[],"tableData":"# + table + "}}}"
        let answer = try read(body).get()
        let rows: [[ShopifyQLTable.Value]] = [
            [.text("Tea"), .text("No vendor\u{FFFD}[2J"), .text("12.50")], [.text("Other"), .null, .null],
        ]
        #expect(answer.table?.rows == rows)
        // Metadata that does not go with the rows one to one is refused, saying so.
        let short = body.replacingOccurrences(of: #","rowMetadata":[{"#, with: #","rowMetadata":[],"ignored":[{"#)
        guard case .failure(.failed(let error)) = read(short) else {
            Issue.record("accepted metadata for 0 of 2 rows")
            return
        }
        #expect(error.message == "Shopify's tableData.rowMetadata is not one entry for each of its 2 rows")
    }

    @Test("the document asks for rowMetadata only of versions that have it, as GraphQL refuses an unknown field")
    func documentPerVersion() {
        #expect(ShopifyAdmin.defaultAPIVersion == "2026-10")
        #expect(
            ShopifyAdmin.shopifyQLDocument(version: "2026-10").contains(
                "rows rowMetadata { nullCellTranslations { columnName displayText } topNRemainderColumnNames }"))
        #expect(ShopifyAdmin.shopifyQLDocument(version: "unstable").contains("rowMetadata"))
        #expect(!ShopifyAdmin.shopifyQLDocument(version: "2026-04").contains("rowMetadata"))
        #expect(!ShopifyAdmin.shopifyQLDocument(version: "2025-10").contains("rowMetadata"))
    }

    @Test("THROTTLED: the wait is what the restore rate implies; a 429 without a body waits Retry-After")
    func throttled() {
        let body =
            #"{"errors":[{"message":"Throttled","extensions":{"code":"THROTTLED","documentation":"https://shopify.dev/api/usage/rate-limits"}}],"extensions":{"cost":{"requestedQueryCost":752,"actualQueryCost":null,"throttleStatus":{"maximumAvailable":1000.0,"currentlyAvailable":666,"restoreRate":50.0}}}}"#
        guard case .failure(.throttled(let wait, let detail)) = read(body) else {
            Issue.record("not throttled")
            return
        }
        #expect(abs(wait - 1.72) < 0.001 && detail == "cost 752, 666 available, restoring 50/s")
        guard case .failure(.throttled(let after, _)) = read("", status: 429, retryAfter: "4") else {
            Issue.record("429 not throttled")
            return
        }
        #expect(after == 4)
    }

    @Test("parseErrors are shown with the query; ACCESS_DENIED and statuses name what is wrong")
    func failures() {
        let parse = read(#"{"data":{"# + Self.shop + #","shopifyqlQuery":{"parseErrors":["Unknown metric profit"],"tableData":null}}}"#)
        guard case .failure(.failed(let error)) = parse else {
            Issue.record("\(parse)")
            return
        }
        #expect(error.message == "Shopify could not run the ShopifyQL query: Unknown metric profit — query: FROM sales SHOW total_sales")
        let denied = read(
            #"{"errors":[{"message":"Access denied for shopifyqlQuery field.","extensions":{"code":"ACCESS_DENIED"}}],"data":null}"#)
        guard case .failure(.failed(let deniedError)) = denied else {
            Issue.record("\(denied)")
            return
        }
        #expect(deniedError.reason == .forbidden && deniedError.message.contains("Shopify denied access"))
        for (status, reason) in [
            (401, SourceError.Reason.forbidden), (402, .forbidden), (403, .forbidden), (423, .forbidden), (500, .unavailable),
            (503, .unavailable),
        ] {
            guard case .failure(.failed(let e)) = read("{}", status: status) else {
                Issue.record("\(status) accepted")
                continue
            }
            #expect(e.reason == reason && e.message.contains("HTTP \(status)"), "\(status): \(e)")
        }
        // A currency that is no ISO 4217 code is refused, never replaced by a guess.
        let odd = read(
            #"{"data":{"shop":{"name":"M","currencyCode":"dollars","ianaTimezone":"America/Toronto"},"shopifyqlQuery":{"parseErrors":[],"tableData":{"columns":[],"rows":[]}}}}"#
        )
        guard case .failure(.failed(let oddError)) = odd else {
            Issue.record("accepted: \(odd)")
            return
        }
        #expect(oddError.message.contains("lacks the shop's name, currency or time zone"))
        // Text from the answer never reaches the terminal as a control sequence.
        let hostile = read(#"{"data":{"# + Self.shop + #","shopifyqlQuery":{"parseErrors":["bad \u001b[2J query"],"tableData":null}}}"#)
        guard case .failure(.failed(let h)) = hostile else {
            Issue.record("\(hostile)")
            return
        }
        #expect(!h.message.contains("\u{1b}"))
    }

    @Test("the plan: one ShopifyQL query per dataset a widget's metrics come from, and ordersCount for orders to fulfill")
    func plan() {
        let query = MetricsQuery(
            shop: "default", metrics: ["total_sales", "sessions", "orders", "orders_to_fulfill"], range: .last7Days,
            end: Date(timeIntervalSince1970: 0))
        #expect(
            ShopifyMetricsPlan.requests(for: query) == [
                .shopifyQL(
                    "FROM sales SHOW total_sales, orders TIMESERIES day SINCE -6d UNTIL today COMPARE TO previous_period WITH TOTALS"),
                .shopifyQL("FROM sessions SHOW sessions TIMESERIES day SINCE -6d UNTIL today COMPARE TO previous_period WITH TOTALS"),
                .ordersToFulfill,
            ])
        // Every query the plan writes is one the store's parser reads too.
        for range in DateRange.allCases {
            for case .shopifyQL(let text) in ShopifyMetricsPlan.requests(
                for: MetricsQuery(shop: "s", metrics: Metric.catalogue.map(\.id), range: range, end: Date()))
            {
                #expect((try? ShopifyQLQuery.parse(text)) != nil, "\(text)")
            }
        }
    }
}
