/// A ShopifyQL query in the subset widgetdeck runs over its own store — the same text the
/// Admin API's `shopifyqlQuery` takes, parsed here so the store can answer it with the same
/// column names and types:
///
/// ```
/// FROM sales SHOW total_sales, orders GROUP BY day SINCE -7d UNTIL today COMPARE TO previous_period
/// ```
///
/// The subset: `FROM sales|sessions`; `SHOW` of the metrics the store has; `WHERE customer_type
/// = 'new'|'returning'` (the one dimension the store keeps); `SINCE`/`UNTIL` (relative `-7d`,
/// `-2w`, `-3m`, `-1y`, `today`, `yesterday`, `2026-11-01`, `startOfMonth(-1m)` and the other
/// date functions) or `DURING` a named range; `GROUP BY hour|day|week|month`; `COMPARE TO
/// previous_period`; `WITH TOTALS`; `ORDER BY column [ASC|DESC]`; `LIMIT n`. `TIMESERIES
/// hour|day|week|month` is the Admin API's own spelling of the time grouping and is read as the
/// same. Anything else is refused with where it is and what is supported (``ShopifyQLError``).
///
/// The result's columns are named as the Admin API names them: the metric (`total_sales`), its
/// comparison (`comparison_total_sales__previous_period`) and, `WITH TOTALS`, the period's
/// totals on every row (`total_sales__totals`, `comparison_total_sales__previous_period__totals`).
package struct ShopifyQLQuery: Hashable, Sendable {
    package enum Dataset: String, Hashable, Sendable { case sales, sessions }
    package enum Grain: String, Hashable, Sendable, CaseIterable { case hour, day, week, month }

    /// A date as written: resolved against "now" in the shop's zone by ``ShopifyQLDates``.
    package indirect enum DateExpression: Hashable, Sendable {
        /// `today`, `yesterday`, `-7d` (days), `-2w`, `-3m`, `-1y`: a day, `offset` units back.
        case relative(offset: Int, unit: Character)
        /// `2026-11-01`.
        case absolute(year: Int, month: Int, day: Int)
        /// `startOfMonth(-1m)`, `endOfWeek(0w)`…: the start or end of the unit `offset` back.
        case boundary(start: Bool, unit: Character, offset: Int)
    }

    package var dataset: Dataset
    /// Metric names, in the order shown.
    package var show: [String]
    /// `customer_type` = value, when filtered.
    package var customerType: String?
    package var since: DateExpression?
    package var until: DateExpression?
    /// A named range (`last_month`) instead of SINCE/UNTIL.
    package var during: String?
    package var groupBy: Grain?
    package var compareToPreviousPeriod = false
    /// `WITH TOTALS`: the period's totals as columns of every row.
    package var withTotals = false
    package var orderBy: [(column: String, descending: Bool)] = []
    package var limit: Int?

    package static func == (a: Self, b: Self) -> Bool {
        a.dataset == b.dataset && a.show == b.show && a.customerType == b.customerType && a.since == b.since && a.until == b.until
            && a.during == b.during && a.groupBy == b.groupBy && a.compareToPreviousPeriod == b.compareToPreviousPeriod
            && a.withTotals == b.withTotals && a.orderBy.map(\.column) == b.orderBy.map(\.column)
            && a.orderBy.map(\.descending) == b.orderBy.map(\.descending) && a.limit == b.limit
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(dataset)
        hasher.combine(show)
    }

    /// The metrics each dataset has in the store, with their ShopifyQL data types.
    package static let metrics: [Dataset: [(name: String, type: String)]] = [
        .sales: [
            ("total_sales", "MONEY"), ("gross_sales", "MONEY"), ("net_sales", "MONEY"), ("discounts", "MONEY"), ("returns", "MONEY"),
            ("orders", "INTEGER"), ("average_order_value", "MONEY"), ("net_items_sold", "INTEGER"), ("returning_customer_rate", "PERCENT"),
        ],
        .sessions: [("sessions", "INTEGER"), ("conversion_rate", "PERCENT")],
    ]

    /// The most rows a result holds: the largest `LIMIT`, and the most buckets a time series
    /// may have (a year and 51 days of hours; 27 years of days).
    package static let maxRows = 10_000

    /// The most days a period may cover (about eleven years): every day is read from the store
    /// and every bucket built, so the bound is on the work, not only on the rows shown.
    package static let maxDays = 4_000

    /// The named ranges `DURING` takes.
    package static let namedRanges = ["today", "yesterday", "this_week", "last_week", "this_month", "last_month", "this_year", "last_year"]

    /// Parses `text`.
    ///
    /// - Throws: ``ShopifyQLError`` with the column (from 1) of the token that could not be read
    ///   and what is supported there.
    package static func parse(_ text: String) throws(ShopifyQLError) -> ShopifyQLQuery {
        var parser = ShopifyQLParser(tokens: try ShopifyQLLexer.tokens(text))
        return try parser.query()
    }
}

/// What is wrong with a query and where: `at column 23: …`.
package struct ShopifyQLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The column of the query text (from 1) where the problem is.
    package var column: Int
    package var message: String
    /// Whether the query passes one of the bounds every run holds it to (``ShopifyQLQuery/maxDays``,
    /// ``ShopifyQLQuery/maxRows``) rather than being outside the subset the store runs.
    package var isLimit = false

    package init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    package var description: String { "ShopifyQL, at column \(column): \(message)" }
}

/// One token of a query, with the column it starts at.
struct ShopifyQLToken: Hashable {
    enum Kind: Hashable { case word, number, string, symbol, end }
    var kind: Kind
    var text: String
    var column: Int
}

/// Splits query text into words (keywords, names, `-7d`, `2026-11-01`), numbers, quoted strings
/// and the symbols `,`, `=`, `(`, `)`.
enum ShopifyQLLexer {
    static func tokens(_ text: String) throws(ShopifyQLError) -> [ShopifyQLToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [ShopifyQLToken] = []
        var i = 0
        func isWordScalar(_ s: Unicode.Scalar) -> Bool {
            (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_" || s == "-"
        }
        while i < scalars.count {
            let s = scalars[i]
            let column = i + 1
            if s == " " || s == "\t" || s == "\n" || s == "\r" {
                i += 1
            } else if s == "," || s == "=" || s == "(" || s == ")" {
                tokens.append(ShopifyQLToken(kind: .symbol, text: String(s), column: column))
                i += 1
            } else if s == "'" {
                // A string literal; '' inside it is one quote.
                var value = ""
                var j = i + 1
                var closed = false
                while j < scalars.count {
                    if scalars[j] == "'" {
                        if j + 1 < scalars.count, scalars[j + 1] == "'" {
                            value.unicodeScalars.append("'")
                            j += 2
                            continue
                        }
                        closed = true
                        break
                    }
                    value.unicodeScalars.append(scalars[j])
                    j += 1
                }
                guard closed else { throw ShopifyQLError(column: column, message: "a string opened with ' is not closed") }
                tokens.append(ShopifyQLToken(kind: .string, text: value, column: column))
                i = j + 1
            } else if isWordScalar(s) {
                var j = i
                var word = ""
                while j < scalars.count, isWordScalar(scalars[j]) {
                    word.unicodeScalars.append(scalars[j])
                    j += 1
                }
                let isNumber = word.allSatisfy(\.isNumber)
                tokens.append(ShopifyQLToken(kind: isNumber ? .number : .word, text: word, column: column))
                i = j
            } else {
                throw ShopifyQLError(
                    column: column, message: "“\(TerminalText.sanitized(String(s)))” is not part of ShopifyQL's syntax here")
            }
        }
        tokens.append(ShopifyQLToken(kind: .end, text: "", column: scalars.count + 1))
        return tokens
    }
}

/// Reads tokens into a ``ShopifyQLQuery``: FROM and SHOW first, then each other clause at most
/// once, in any order.
struct ShopifyQLParser {
    var tokens: [ShopifyQLToken]
    var index = 0

    static let clauses = "WHERE, SINCE, UNTIL, DURING, GROUP BY, TIMESERIES, COMPARE TO, ORDER BY, LIMIT, WITH TOTALS"

    var current: ShopifyQLToken { tokens[index] }

    mutating func advance() -> ShopifyQLToken {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    func isKeyword(_ word: String) -> Bool {
        current.kind == .word && current.text.uppercased() == word
    }

    mutating func expectKeyword(_ word: String, _ context: String) throws(ShopifyQLError) {
        guard isKeyword(word) else { throw error("expected \(word) \(context)") }
        _ = advance()
    }

    func error(_ message: String) -> ShopifyQLError {
        let found =
            current.kind == .end ? "the end of the query" : "“\(TerminalText.truncated(TerminalText.sanitized(current.text), toWidth: 40))”"
        return ShopifyQLError(column: current.column, message: "\(message), found \(found)")
    }

    mutating func name(_ what: String) throws(ShopifyQLError) -> String {
        guard current.kind == .word else { throw error("expected \(what)") }
        return advance().text.lowercased()
    }

    mutating func query() throws(ShopifyQLError) -> ShopifyQLQuery {
        try expectKeyword("FROM", "at the start (a query begins FROM sales or FROM sessions)")
        let datasetToken = current
        let datasetName = try name("a dataset: sales or sessions")
        guard let dataset = ShopifyQLQuery.Dataset(rawValue: datasetName) else {
            throw ShopifyQLError(
                column: datasetToken.column,
                message: "the store has the datasets sales and sessions, not “\(TerminalText.sanitized(datasetName))”")
        }
        try expectKeyword("SHOW", "after FROM \(dataset.rawValue)")
        let known = ShopifyQLQuery.metrics[dataset]!.map(\.name)
        var show: [String] = []
        repeat {
            if !show.isEmpty { _ = advance() }
            let token = current
            let metric = try name("a metric")
            guard known.contains(metric) else {
                throw ShopifyQLError(
                    column: token.column,
                    message:
                        "FROM \(dataset.rawValue) has the metrics \(known.joined(separator: ", ")), not “\(TerminalText.sanitized(metric))”"
                )
            }
            guard !show.contains(metric) else { throw ShopifyQLError(column: token.column, message: "\(metric) is shown twice") }
            show.append(metric)
        } while current.kind == .symbol && current.text == ","
        var query = ShopifyQLQuery(dataset: dataset, show: show)
        var seen = Set<String>()
        while current.kind != .end {
            let clauseToken = current
            guard current.kind == .word else { throw error("expected a clause (\(Self.clauses))") }
            var clause = current.text.uppercased()
            if clause == "GROUP" || clause == "COMPARE" || clause == "ORDER" {
                _ = advance()
                try expectKeyword(clause == "COMPARE" ? "TO" : "BY", "after \(clause)")
                clause += clause == "COMPARE" ? " TO" : " BY"
            } else {
                _ = advance()
            }
            guard seen.insert(clause).inserted else {
                throw ShopifyQLError(column: clauseToken.column, message: "\(clause) is given twice")
            }
            switch clause {
            case "WHERE": try whereClause(&query)
            case "SINCE": query.since = try date()
            case "UNTIL": query.until = try date()
            case "DURING":
                query.during = try oneOf(
                    ShopifyQLQuery.namedRanges, after: "DURING",
                    expected: "a named range (\(ShopifyQLQuery.namedRanges.joined(separator: ", ")))")
            case "GROUP BY", "TIMESERIES":
                let token = current
                guard query.groupBy == nil else {
                    throw ShopifyQLError(
                        column: clauseToken.column, message: "GROUP BY and TIMESERIES both set the time grouping; give one")
                }
                let grain = try name("hour, day, week or month")
                guard let value = ShopifyQLQuery.Grain(rawValue: grain) else {
                    throw ShopifyQLError(
                        column: token.column,
                        message: "\(clause) takes hour, day, week or month in the store, not “\(TerminalText.sanitized(grain))”")
                }
                query.groupBy = value
            case "WITH":
                _ = try oneOf(["totals"], after: "WITH", expected: "TOTALS", shown: "TOTALS")
                query.withTotals = true
            case "COMPARE TO":
                _ = try oneOf(["previous_period"], after: "COMPARE TO", expected: "previous_period")
                query.compareToPreviousPeriod = true
            case "ORDER BY":
                repeat {
                    if !query.orderBy.isEmpty { _ = advance() }
                    let token = current
                    let column = try name("a column to order by")
                    if query.orderBy.contains(where: { $0.column == column }) {
                        throw ShopifyQLError(
                            column: token.column, message: "ORDER BY names \(TerminalText.sanitized(column)) twice; each column orders once"
                        )
                    }
                    var descending = false
                    if isKeyword("DESC") {
                        descending = true
                        _ = advance()
                    } else if isKeyword("ASC") {
                        _ = advance()
                    }
                    query.orderBy.append((column, descending))
                } while current.kind == .symbol && current.text == ","
            case "LIMIT":
                guard current.kind == .number, let n = Int(current.text), n >= 1, n <= ShopifyQLQuery.maxRows else {
                    throw error("LIMIT takes a whole number from 1 to \(ShopifyQLQuery.maxRows)")
                }
                _ = advance()
                query.limit = n
            default:
                throw ShopifyQLError(
                    column: clauseToken.column,
                    message: "“\(TerminalText.sanitized(clauseToken.text))” is not a clause the store runs; supported: \(Self.clauses)")
            }
        }
        if query.during != nil && (query.since != nil || query.until != nil) {
            throw ShopifyQLError(column: 1, message: "DURING sets the whole period: give it, or SINCE and UNTIL, not both")
        }
        if query.until != nil && query.since == nil {
            throw ShopifyQLError(column: 1, message: "UNTIL needs a SINCE to start from")
        }
        return query
    }

    /// The word after `clause`, which must be one of `allowed` (lower case): else an error at
    /// it saying what the clause takes (`shown`, or the allowed words) in the store.
    mutating func oneOf(_ allowed: [String], after clause: String, expected: String, shown: String? = nil) throws(ShopifyQLError) -> String
    {
        let token = current
        let word = try name(expected)
        guard allowed.contains(word) else {
            let takes = shown ?? allowed.joined(separator: ", ")
            throw ShopifyQLError(
                column: token.column, message: "\(clause) takes \(takes) in the store, not “\(TerminalText.sanitized(word))”")
        }
        return word
    }

    /// `customer_type = 'returning'`: the one dimension the store keeps.
    mutating func whereClause(_ query: inout ShopifyQLQuery) throws(ShopifyQLError) {
        let token = current
        let dimension = try name("a dimension")
        guard dimension == "customer_type" else {
            throw ShopifyQLError(
                column: token.column, message: "the store can filter on customer_type only, not “\(TerminalText.sanitized(dimension))”")
        }
        guard current.kind == .symbol, current.text == "=" else { throw error("expected = after customer_type") }
        _ = advance()
        guard current.kind == .string else { throw error("expected a quoted value, 'new' or 'returning'") }
        let valueToken = advance()
        guard valueToken.text == "new" || valueToken.text == "returning" else {
            throw ShopifyQLError(
                column: valueToken.column,
                message:
                    "customer_type is 'new' or 'returning', not '\(TerminalText.truncated(TerminalText.sanitized(valueToken.text), toWidth: 40))'"
            )
        }
        query.customerType = valueToken.text
        if isKeyword("AND") || isKeyword("OR") { throw error("the store filters on one condition") }
    }

    /// `today`, `-7d`, `2026-11-01`, `startOfMonth(-1m)`…
    mutating func date() throws(ShopifyQLError) -> ShopifyQLQuery.DateExpression {
        let token = current
        guard token.kind == .word || token.kind == .number else {
            throw error("expected a date (today, yesterday, -7d, 2026-11-01, startOfMonth(-1m))")
        }
        let text = advance().text
        let lower = text.lowercased()
        if lower == "today" || lower == "now" { return .relative(offset: 0, unit: "d") }
        if lower == "yesterday" { return .relative(offset: 1, unit: "d") }
        if let relative = Self.offset(text) { return .relative(offset: relative.offset, unit: relative.unit) }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]), parts[0].count == 4, (1...12).contains(m),
            (1...31).contains(d), y >= 1970
        {
            return .absolute(year: y, month: m, day: d)
        }
        let functions: [String: (Bool, Character)] = [
            "startofday": (true, "d"), "endofday": (false, "d"), "startofweek": (true, "w"), "endofweek": (false, "w"),
            "startofmonth": (true, "m"), "endofmonth": (false, "m"), "startofyear": (true, "y"), "endofyear": (false, "y"),
        ]
        if let (start, unit) = functions[lower] {
            guard current.kind == .symbol, current.text == "(" else { throw error("expected ( after \(text)") }
            _ = advance()
            let argument = current
            guard argument.kind == .word || argument.kind == .number, let offset = Self.offset(advance().text), offset.unit == unit else {
                throw ShopifyQLError(
                    column: argument.column,
                    message: "\(text) takes an offset in its own unit, e.g. \(text)(-1\(unit)) or \(text)(0\(unit))")
            }
            guard current.kind == .symbol, current.text == ")" else { throw error("expected ) to close \(text)(") }
            _ = advance()
            return .boundary(start: start, unit: unit, offset: offset.offset)
        }
        throw ShopifyQLError(
            column: token.column,
            message:
                "“\(TerminalText.sanitized(text))” is not a date; use today, yesterday, -7d, -2w, -3m, -1y, 2026-11-01 or startOfMonth(-1m)"
        )
    }

    /// `-7d` → (7, "d"), `0m` → (0, "m"): a count of units back.
    static func offset(_ text: String) -> (offset: Int, unit: Character)? {
        guard let unit = text.last, "dwmy".contains(unit) else { return nil }
        var digits = text.dropLast()
        let negative = digits.first == "-"
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy(\.isNumber), let n = Int(digits) else { return nil }
        guard negative || n == 0 else { return nil }  // the future has no figures
        return (n, unit)
    }
}
