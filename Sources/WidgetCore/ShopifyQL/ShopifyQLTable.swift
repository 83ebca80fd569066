import WidgetFormats

/// A query's answer in the Admin API's own shape (`ShopifyqlTableData`): columns with `name`,
/// `dataType` and `displayName`, and rows keyed by column name. Money is an exact decimal string
/// (`"7765.43"`), as the API sends `MONEY`; counts are numbers; rates are fractions.
package struct ShopifyQLTable: Hashable, Sendable {
    package struct Column: Hashable, Sendable {
        package var name: String
        package var dataType: String
        package var displayName: String

        package init(name: String, dataType: String, displayName: String) {
            self.name = name
            self.dataType = dataType
            self.displayName = displayName
        }
    }

    package enum Value: Hashable, Sendable {
        case text(String)
        case number(Double)
        case null

        var json: JSONValue {
            switch self {
            case .text(let s): .string(s)
            case .number(let n): .number(n)
            case .null: .null
            }
        }

        /// As a cell of the table or CSV.
        var display: String {
            switch self {
            case .text(let s): s
            case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
            case .null: ""
            }
        }

        /// The figure a cell holds: a number, or a decimal string's value (money); `nil` for
        /// text that is no number, and for null.
        package var figure: Double? {
            switch self {
            case .number(let n): n
            case .text(let s): Money.decimalValue(s)
            case .null: nil
            }
        }

        /// For ORDER BY: numbers and decimal strings by value, dates by text.
        var sortKey: (Double?, String) {
            switch self {
            case .number(let n): (n, "")
            case .text(let s): (Money.decimalValue(s), s)
            case .null: (nil, "")
            }
        }
    }

    package var columns: [Column]
    package var rows: [[Value]]

    /// The index of the column called `name`.
    package func column(_ name: String) -> Int? {
        columns.firstIndex { $0.name == name }
    }

    /// `metric`'s figure over the whole period and its comparison's: the `WITH TOTALS` columns
    /// (the same on every row), else the last row's own (a query without a time series has one).
    package func periodFigures(of metric: String) -> (value: Double?, previous: Double?) {
        let comparison = "comparison_\(metric)__previous_period"
        func figure(_ name: String) -> Double? {
            if let i = column(name + "__totals") { return rows.first?[i].figure }
            return column(name).flatMap { rows.last?[$0].figure }
        }
        return (figure(metric), figure(comparison))
    }

    /// `metric`'s figure on each row, in order (`nan` where a row has none).
    package func figures(of metric: String) -> [Double] {
        column(metric).map { i in rows.map { $0[i].figure ?? .nan } } ?? []
    }

    /// The columns a metric brings, named as the Admin API names them: the metric, its
    /// comparison (`comparison_total_sales__previous_period`), and `WITH TOTALS` the period's
    /// totals (`total_sales__totals`, `comparison_total_sales__previous_period__totals`).
    package static func columns(for metric: String, compared: Bool, totals: Bool) -> [(name: String, displayName: String)] {
        let title = Metric.named(metric)?.title ?? metric
        let comparison = "comparison_\(metric)__previous_period"
        var out = [(metric, title)]
        if compared { out.append((comparison, title + " (previous period)")) }
        if totals {
            out.append((metric + "__totals", title + " (total)"))
            if compared { out.append((comparison + "__totals", title + " (previous period total)")) }
        }
        return out
    }

    package init(columns: [Column], rows: [[Value]]) {
        self.columns = columns
        self.rows = rows
    }

    /// `{"columns": [{"name", "dataType", "displayName"}…], "rows": [{column: value}…]}`.
    package var json: JSONValue {
        .object([
            (
                "columns",
                .array(
                    columns.map {
                        .object([("name", .string($0.name)), ("dataType", .string($0.dataType)), ("displayName", .string($0.displayName))])
                    })
            ),
            ("rows", .array(rows.map { row in .object(zip(columns, row).map { ($0.name, $1.json) }) })),
        ])
    }

    /// RFC 4180: a header of column names, then one line per row; a field with a comma, quote
    /// or line break is quoted.
    package var csv: String {
        func field(_ text: String) -> String {
            guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
            return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
        }
        let lines =
            [columns.map { field($0.name) }.joined(separator: ",")] + rows.map { $0.map { field($0.display) }.joined(separator: ",") }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// A cell as a person reads it (`query`'s table): money grouped with its cents (`19,642.52`),
    /// a rate as a percent (`3.05%`), a count grouped (`6,025`). JSON and CSV keep the exact
    /// value the Admin API sends.
    func shown(_ value: Value, in column: Column, formatter: ValueFormatter) -> String {
        guard let figure = value.figure, figure.isFinite else { return TerminalText.sanitized(value.display) }
        switch column.dataType {
        case "MONEY":
            // As many decimals as the amount is sent with (the currency's: 2, or 0 for yen).
            var decimals = 2
            if case .text(let s) = value { decimals = s.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0 }
            return formatter.grouped(figure, decimals: decimals)
        case "PERCENT": return formatter.fixed(figure * 100, decimals: 2) + "%"
        case "INTEGER": return formatter.grouped(figure, decimals: 0)
        case "FLOAT", "DECIMAL", "NUMBER": return formatter.grouped(figure, decimals: figure == figure.rounded() ? 0 : 2)
        default: return TerminalText.sanitized(value.display)
        }
    }

    /// Aligned columns under their display names, numbers to the right, each value formatted
    /// for people in `locale`'s digits and separators.
    package func text(locale: DisplayLocale = .enUS) -> String {
        // The currency only picks decimals, which each amount's own text gives here.
        let formatter = ValueFormatter(locale: locale, currencyCode: "USD")
        let cells = rows.map { row in zip(columns, row).map { shown($1, in: $0, formatter: formatter) } }
        return TerminalText.table(header: columns.map(\.displayName), rows: cells) { !columns[$0].dataType.hasSuffix("TIMESTAMP") }
    }

    /// The rows ordered by `keys` (column, descending), then cut to `limit`.
    ///
    /// - Throws: ``ShopifyQLError`` for a column the table does not have.
    package mutating func order(by keys: [(column: String, descending: Bool)], limit: Int?) throws(ShopifyQLError) {
        var indexes: [(Int, Bool)] = []
        for key in keys {
            guard let i = columns.firstIndex(where: { $0.name == key.column }) else {
                throw ShopifyQLError(
                    column: 1,
                    message:
                        "ORDER BY \(TerminalText.sanitized(key.column)): not a column of the result; columns: \(columns.map(\.name).joined(separator: ", "))"
                )
            }
            indexes.append((i, key.descending))
        }
        if !indexes.isEmpty {
            rows = rows.enumerated().sorted { a, b in
                for (i, descending) in indexes {
                    let (x, y) = (a.element[i].sortKey, b.element[i].sortKey)
                    if x.0 != y.0 || x.1 != y.1 {
                        let less: Bool
                        switch (x.0, y.0) {
                        case (let p?, let q?) where p != q: less = p < q
                        case (nil, .some): less = true
                        case (.some, nil): less = false
                        default: less = x.1 < y.1
                        }
                        return descending ? !less : less
                    }
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        if let limit { rows = Array(rows.prefix(limit)) }
    }
}
