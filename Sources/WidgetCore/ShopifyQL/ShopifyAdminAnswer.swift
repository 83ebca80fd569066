import WidgetFormats

/// The GraphQL Admin API's side of the `shopify:` source, without I/O: the documents widgetdeck
/// sends, and how an answer is read — a table, a count, the shop's facts, or exactly what went
/// wrong (throttled, refused, a query the API could not parse).
///
/// Shapes follow Shopify's documentation for API version 2025-10 and later: `shopifyqlQuery`
/// answers `ShopifyqlQueryResponse { parseErrors: [String!]!, tableData { columns { name
/// dataType displayName } rows } }`, rows are objects keyed by column name whose values arrive
/// as strings (`MONEY` as an exact decimal); from 2026-07 `tableData.rowMetadata` goes with the
/// rows, index by index (the display text of null cells, the columns rolled into a top-N
/// "Other" row). Cost-based throttling answers a top-level error with `extensions.code`
/// `THROTTLED` and the bucket in `extensions.cost.throttleStatus`.
package enum ShopifyAdmin {
    /// The API version requests go to unless `--api-version` says otherwise: the newest stable
    /// one. Shopify serves a version for twelve months and answers an older one with the oldest
    /// it still serves, so this moves with Shopify's calendar (January, April, July, October).
    package static let defaultAPIVersion = "2026-10"

    /// The oldest version accepted: the first with `shopifyqlQuery`.
    package static let firstAPIVersion = "2025-10"

    /// Whether `version` (`2026-10`, `unstable`) has `ShopifyqlTableData.rowMetadata` (2026-07 on).
    package static func hasRowMetadata(_ version: String) -> Bool {
        if version == "unstable" { return true }
        let parts = version.split(separator: "-").compactMap { Int($0) }
        return parts.count == 2 && (parts[0], parts[1]) >= (2026, 7)
    }

    /// The shop's facts every request asks for with its query (they decide the currency's
    /// places and the shop's day).
    static let shopFields = "shop { name currencyCode ianaTimezone myshopifyDomain }"

    /// The GraphQL document for one ShopifyQL query, passed as the variable `q` (never pasted
    /// into the document, so no query text can change what is asked).
    package static func shopifyQLDocument(version: String) -> String {
        let metadata =
            hasRowMetadata(version) ? " rowMetadata { nullCellTranslations { columnName displayText } topNRemainderColumnNames }" : ""
        return
            "query widgetdeckShopifyQL($q: String!) { \(shopFields) shopifyqlQuery(query: $q) { parseErrors tableData { columns { name dataType displayName } rows\(metadata) } } }"
    }

    /// The GraphQL document for the orders waiting to be fulfilled: a count with no 10,000 cap.
    package static let ordersCountDocument =
        "query widgetdeckOrdersCount($q: String!) { \(shopFields) ordersCount(query: $q, limit: null) { count precision } }"

    /// The order search that counts as "to fulfill": open orders none of whose items shipped.
    package static let ordersToFulfillSearch = "status:open fulfillment_status:unfulfilled"

    /// The JSON body of a request: `{"query": document, "variables": {"q": text}}`.
    package static func body(document: String, text: String) -> [UInt8] {
        Array(JSONValue.object([("query", .string(document)), ("variables", .object([("q", .string(text))]))]).serialized.utf8)
    }

    /// What one request brought back.
    package struct Answer: Hashable, Sendable {
        package var shop: Shop
        /// For a ShopifyQL request: the table, values typed by their columns.
        package var table: ShopifyQLTable?
        /// For an orders count: the count (uncapped: asked with `limit: null`).
        package var count: Int?
    }

    /// Why an answer holds no figures.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The app's cost bucket is empty: asking again after `wait` seconds can succeed.
        case throttled(wait: Double, detail: String)
        /// Anything else: a ``SourceError`` that says what happened in a merchant's words.
        case failed(SourceError)

        package var description: String {
            switch self {
            case .throttled(let wait, let detail): "throttled by Shopify (\(detail)); the bucket refills in \(Int(wait.rounded(.up))) s"
            case .failed(let error): error.message
            }
        }
    }

    /// What one answer may hold, so that no body under the transport's cap (16 MB) can cost more
    /// than a bounded amount of memory or time: a widget's query needs at most 31 rows (a day
    /// a row over 30 days; an hour a row today), `query` at most ``ShopifyQLQuery/maxRows``.
    package struct Limits: Hashable, Sendable {
        /// Rows of a table.
        package var rows: Int
        /// Columns of a table, each name distinct.
        package var columns = 100
        /// Bytes of one text: a column's name or display name, or a cell.
        package var text = 1_024
        /// JSON values in the whole body (every object, array, string, number…).
        package var values = 1_000_000

        /// A widget's query: a row per hour today or per day over at most 31 days.
        package static let widget = Limits(rows: 31)
        /// A ShopifyQL query run with `widgetdeck query` or a dashboard's `query` widget.
        package static let query = Limits(rows: ShopifyQLQuery.maxRows)

        package init(rows: Int) {
            self.rows = rows
        }
    }

    /// Reads the answer to a request of ShopifyQL `text` (or an orders count when
    /// `isCount`): HTTP `status`, `body`, and the `Retry-After` header when there was one; an
    /// answer that holds more than `limits` allow is refused, saying which limit.
    package static func read(
        status: Int, body: [UInt8], retryAfter: String?, text: String, isCount: Bool = false, limits: Limits = .query
    ) -> Result<Answer, Failure> {
        switch status {
        case 200, 429: break  // both carry a GraphQL body; a 429 is a throttle
        case 401:
            return .failure(
                .failed(
                    SourceError(
                        .forbidden,
                        "Shopify refused the access token (HTTP 401); check SHOPIFY_ACCESS_TOKEN or the token file, and that the app is still installed"
                    )))
        case 403:
            return .failure(
                .failed(
                    SourceError(
                        .forbidden,
                        "Shopify refused the request (HTTP 403): the app lacks a scope it needs (read_reports for analytics, read_orders for orders to fulfill)"
                    )))
        case 402:
            return .failure(
                .failed(
                    SourceError(
                        .forbidden,
                        "the shop is frozen (HTTP 402 Payment Required): its bill is unpaid, so the Admin API answers nothing until it is"))
            )
        case 423: return .failure(.failed(SourceError(.forbidden, "the shop is locked (HTTP 423 Locked); Shopify support can say why")))
        case 404:
            return .failure(
                .failed(SourceError(.unavailable, "no such shop or API version (HTTP 404); check the shop's name and --api-version")))
        case 500...599:
            return .failure(
                .failed(SourceError(.unavailable, "Shopify is having trouble (HTTP \(status)); showing the last figures until it answers")))
        default: return .failure(.failed(SourceError(.unavailable, "Shopify answered HTTP \(status)")))
        }
        let document: JSONValue
        do {
            document = try JSONValue.parse(body, maxValues: limits.values)
        } catch {
            if status == 429 { return .failure(.throttled(wait: retrySeconds(retryAfter) ?? 2, detail: "HTTP 429")) }
            if error.reason.hasPrefix("more values") {
                return .failure(
                    .failed(
                        SourceError(
                            .unreadable, "Shopify's answer holds more than \(limits.values) JSON values; an answer holds at most that many")
                    ))
            }
            return .failure(.failed(SourceError(.unreadable, "Shopify's answer is not JSON (\(error))")))
        }
        if case .array(let errors)? = document["errors"], !errors.isEmpty {
            let codes = errors.compactMap { error -> String? in
                if case .string(let code)? = error["extensions"]?["code"] { code } else { nil }
            }
            let messages = errors.compactMap { error -> String? in
                if case .string(let message)? = error["message"] { TerminalText.sanitized(message) } else { nil }
            }
            if codes.contains("THROTTLED") || status == 429 {
                return .failure(
                    .throttled(
                        wait: throttleWait(document["extensions"]?["cost"]) ?? retrySeconds(retryAfter) ?? 2,
                        detail: bucketDetail(document["extensions"]?["cost"])))
            }
            let said = messages.isEmpty ? "an error with no message" : messages.joined(separator: "; ")
            if codes.contains("ACCESS_DENIED") {
                return .failure(.failed(SourceError(.forbidden, "Shopify denied access: \(said)")))
            }
            return .failure(.failed(SourceError(.unreadable, "Shopify answered with an error: \(said)")))
        }
        if status == 429 { return .failure(.throttled(wait: retrySeconds(retryAfter) ?? 2, detail: "HTTP 429")) }
        guard let data = document["data"], case .object = data else {
            return .failure(.failed(SourceError(.unreadable, "Shopify's answer has no data")))
        }
        guard let shop = shopFacts(data["shop"]) else {
            return .failure(.failed(SourceError(.unreadable, "Shopify's answer lacks the shop's name, currency or time zone")))
        }
        var answer = Answer(shop: shop)
        if isCount {
            guard case .number(let count)? = data["ordersCount"]?["count"], count >= 0, count <= 1e12, count == count.rounded() else {
                return .failure(.failed(SourceError(.unreadable, "Shopify's ordersCount answer holds no count")))
            }
            answer.count = Int(count)
            return .success(answer)
        }
        guard let response = data["shopifyqlQuery"], case .object = response else {
            return .failure(.failed(SourceError(.unreadable, "Shopify's answer holds no shopifyqlQuery result")))
        }
        if case .array(let errors)? = response["parseErrors"], !errors.isEmpty {
            let said = errors.map { error -> String in
                if case .string(let text) = error { return TerminalText.sanitized(text) }
                if case .string(let text)? = error["message"] { return TerminalText.sanitized(text) }
                return error.shortDescription
            }
            return .failure(
                .failed(
                    SourceError(
                        .unreadable,
                        "Shopify could not run the ShopifyQL query: \(said.joined(separator: "; ")) — query: \(TerminalText.sanitized(text))"
                    )))
        }
        switch ShopifyQLTable.decode(response["tableData"], currency: shop.currencyCode, limits: limits) {
        case .success(let table): answer.table = table
        case .failure(let error): return .failure(.failed(error))
        }
        return .success(answer)
    }

    static func shopFacts(_ value: JSONValue?) -> Shop? {
        guard let value, case .string(let name)? = value["name"], case .string(let currency)? = value["currencyCode"],
            case .string(let zone)? = value["ianaTimezone"]
        else { return nil }
        var id = name
        if case .string(let domain)? = value["myshopifyDomain"] {
            id = domain.hasSuffix(".myshopify.com") ? String(domain.dropLast(14)) : domain
        }
        // An ISO 4217 code or nothing: money is never shown in a currency guessed for it.
        guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
        return Shop(
            id: TerminalText.sanitized(id), name: TerminalText.sanitized(name), currencyCode: currency,
            timeZone: TerminalText.sanitized(zone))
    }

    /// Seconds until the bucket holds the cost asked for: (requested − available) / restore rate.
    static func throttleWait(_ cost: JSONValue?) -> Double? {
        guard let cost, case .number(let requested)? = cost["requestedQueryCost"],
            case .number(let available)? = cost["throttleStatus"]?["currentlyAvailable"],
            case .number(let restore)? = cost["throttleStatus"]?["restoreRate"], restore > 0
        else { return nil }
        let wait = (requested - available) / restore
        return wait.isFinite ? min(max(wait, 0.5), 3600) : nil
    }

    static func bucketDetail(_ cost: JSONValue?) -> String {
        guard let cost, case .number(let requested)? = cost["requestedQueryCost"],
            case .number(let available)? = cost["throttleStatus"]?["currentlyAvailable"],
            case .number(let restore)? = cost["throttleStatus"]?["restoreRate"]
        else { return "THROTTLED" }
        return "cost \(whole(requested)), \(whole(available)) available, restoring \(whole(restore))/s"
    }

    /// A figure of the answer's own as a whole number to show; one no bucket could hold (past
    /// 10^15, not finite) is said to be so rather than converted (which would trap).
    static func whole(_ figure: Double) -> String {
        guard figure.isFinite, abs(figure) < 1e15 else { return figure.isNaN ? "?" : figure < 0 ? "below -10^15" : "over 10^15" }
        return String(Int64(figure.rounded()))
    }

    static func retrySeconds(_ header: String?) -> Double? {
        guard let header, let word = header.split(separator: " ").first, let seconds = Double(word), seconds.isFinite, seconds >= 0 else {
            return nil
        }
        return min(seconds, 3600)
    }
}

extension ShopifyQLTable {
    /// The Admin API's `tableData`, each value typed by its column: `MONEY` as an exact
    /// decimal in `currency`'s places, counts, rates and other numbers as numbers (they arrive
    /// as strings or numbers), times and text as text — every text made safe for a terminal.
    package static func decode(
        _ value: JSONValue?, currency: String, limits: ShopifyAdmin.Limits = .query
    ) -> Result<ShopifyQLTable, SourceError> {
        guard let value, case .array(let columnValues)? = value["columns"], case .array(let rowValues)? = value["rows"] else {
            return .failure(SourceError(.unreadable, "Shopify's tableData lacks its columns or rows"))
        }
        // Counted before anything is built: a table past a limit costs nothing more.
        guard columnValues.count <= limits.columns else {
            return .failure(
                SourceError(.unreadable, "Shopify's tableData has \(columnValues.count) columns; an answer holds at most \(limits.columns)")
            )
        }
        guard rowValues.count <= limits.rows else {
            return .failure(
                SourceError(
                    .unreadable,
                    "Shopify's tableData has \(rowValues.count) rows; \(limits.rows == ShopifyAdmin.Limits.widget.rows ? "a widget's query needs" : "an answer holds") at most \(limits.rows)"
                ))
        }
        var columns: [Column] = []
        var names = Set<String>()
        for (i, column) in columnValues.enumerated() {
            guard case .string(let name)? = column["name"], case .string(let type)? = column["dataType"] else {
                return .failure(SourceError(.unreadable, "Shopify's tableData.columns[\(i)] lacks a name or dataType"))
            }
            var display = name
            if case .string(let shown)? = column["displayName"] { display = shown }
            for (field, text) in [("name", name), ("dataType", type), ("displayName", display)] where text.utf8.count > limits.text {
                return .failure(
                    SourceError(
                        .unreadable,
                        "Shopify's tableData.columns[\(i)].\(field) is \(text.utf8.count) bytes; a name is at most \(limits.text)"))
            }
            guard names.insert(name).inserted else {
                return .failure(SourceError(.unreadable, "Shopify's tableData names the column \(TerminalText.sanitized(name)) twice"))
            }
            columns.append(
                Column(
                    name: TerminalText.sanitized(name), dataType: TerminalText.sanitized(type), displayName: TerminalText.sanitized(display)
                ))
        }
        let exponent = Money.exponent(of: currency)
        let metadata: [RowMetadata]
        switch rowMetadata(value["rowMetadata"], rows: rowValues.count, limits: limits) {
        case .success(let read): metadata = read
        case .failure(let error): return .failure(error)
        }
        var rows: [[Value]] = []
        for (r, row) in rowValues.enumerated() {
            var cells: [Value] = []
            for (c, column) in columns.enumerated() {
                let cell: JSONValue?
                switch row {
                case .object: cell = row[column.name]
                case .array(let values): cell = c < values.count ? values[c] : nil
                default: return .failure(SourceError(.unreadable, "Shopify's tableData.rows[\(r)] is \(row.shortDescription), not a row"))
                }
                if case .string(let text)? = cell, text.utf8.count > limits.text {
                    return .failure(
                        SourceError(
                            .unreadable,
                            "Shopify's tableData.rows[\(r)].\(column.name) is a text of \(text.utf8.count) bytes; a cell holds at most \(limits.text)"
                        ))
                }
                switch typed(cell ?? .null, type: column.dataType, exponent: exponent) {
                case .some(.null) where r < metadata.count && !isNumeric(column.dataType):
                    // A dimension's null cell reads as Shopify says it ("Other", "Unknown").
                    cells.append(metadata[r].shown(for: column.name).map(Value.text) ?? .null)
                case .some(let value): cells.append(value)
                case .none:
                    return .failure(
                        SourceError(
                            .unreadable,
                            "Shopify's tableData.rows[\(r)].\(column.name) is \((cell ?? .null).shortDescription), not a \(column.dataType) value"
                        ))
                }
            }
            rows.append(cells)
        }
        return .success(ShopifyQLTable(columns: columns, rows: rows))
    }

    /// What `tableData.rowMetadata` says of one row.
    struct RowMetadata {
        /// Display text for the row's null cells, by column name.
        var nullCells: [String: String] = [:]
        /// Columns whose values were rolled into this top-N "Other" row.
        var remainderColumns: Set<String> = []

        func shown(for column: String) -> String? {
            nullCells[column] ?? (remainderColumns.contains(column) ? "Other" : nil)
        }
    }

    static func isNumeric(_ type: String) -> Bool { ["MONEY", "INTEGER", "FLOAT", "DECIMAL", "PERCENT"].contains(type) }

    /// `tableData.rowMetadata` (API 2026-07 on): absent is none; present, one entry a row.
    static func rowMetadata(_ value: JSONValue?, rows: Int, limits: ShopifyAdmin.Limits) -> Result<[RowMetadata], SourceError> {
        guard let value, value != .null else { return .success([]) }
        guard case .array(let entries) = value, entries.count == rows else {
            return .failure(SourceError(.unreadable, "Shopify's tableData.rowMetadata is not one entry for each of its \(rows) rows"))
        }
        var out: [RowMetadata] = []
        for (r, entry) in entries.enumerated() {
            var metadata = RowMetadata()
            if case .array(let translations)? = entry["nullCellTranslations"] {
                for translation in translations {
                    guard case .string(let column)? = translation["columnName"], case .string(let text)? = translation["displayText"] else {
                        return .failure(
                            SourceError(
                                .unreadable, "Shopify's tableData.rowMetadata[\(r)] has a null-cell translation without its column or text")
                        )
                    }
                    guard text.utf8.count <= limits.text else {
                        return .failure(
                            SourceError(
                                .unreadable,
                                "Shopify's tableData.rowMetadata[\(r)] translates a null cell as \(text.utf8.count) bytes; a cell holds at most \(limits.text)"
                            ))
                    }
                    metadata.nullCells[column] = TerminalText.sanitized(text)
                }
            }
            if case .array(let names)? = entry["topNRemainderColumnNames"] {
                for case .string(let name) in names { metadata.remainderColumns.insert(name) }
            }
            out.append(metadata)
        }
        return .success(out)
    }

    /// One cell as its column's type says, or `nil` when it is not one.
    static func typed(_ cell: JSONValue, type: String, exponent: Int) -> Value? {
        if cell == .null { return .null }
        switch type {
        case "MONEY":
            let text: String
            switch cell {
            case .string(let s): text = s
            case .number(let n) where n.isFinite: text = String(n)
            default: return nil
            }
            // Zeros past the currency's places change nothing ("7765.1500" is 7765.15).
            var digits = Substring(text)
            if let point = digits.firstIndex(of: ".") {
                while digits.last == "0", digits.distance(from: point, to: digits.endIndex) > exponent + 1 { digits = digits.dropLast() }
                if digits.last == "." { digits = digits.dropLast() }
            }
            guard case .success(let units) = Money.parse(digits, exponent: exponent, allowNegative: true) else { return nil }
            return .text(Money.decimalString(units, exponent: exponent))
        case "INTEGER", "FLOAT", "DECIMAL", "PERCENT":
            switch cell {
            case .number(let n) where n.isFinite && abs(n) <= MetricReading.largestMagnitude: return .number(n)
            case .string(let s):
                guard let n = Double(s), n.isFinite, abs(n) <= MetricReading.largestMagnitude else { return nil }
                return .number(n)
            default: return nil
            }
        default:
            // A type not known here: text stays text, and a number is held to the bound every
            // figure is (a widget may still show it, and converts it to whole units).
            switch cell {
            case .string(let s): return .text(TerminalText.sanitized(s))
            case .number(let n) where n.isFinite && abs(n) <= MetricReading.largestMagnitude: return .number(n)
            case .bool(let b): return .text(b ? "true" : "false")
            default: return nil
            }
        }
    }
}
