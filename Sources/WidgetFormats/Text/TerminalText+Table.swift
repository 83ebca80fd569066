extension TerminalText {
    /// A plain-text table: `header`, a rule of `─` under it, then `rows`; each column as wide
    /// as its widest cell (in terminal cells), two spaces between columns, a column aligned to
    /// the right where `alignsRight` says (numbers), and no line ending in spaces.
    ///
    /// ```
    /// Day         Orders
    /// ──────────  ──────
    /// 2026-11-30      68
    /// ```
    public static func table(header: [String], rows: [[String]], alignsRight: (Int) -> Bool) -> String {
        let widths = header.indices.map { i in ([header[i]] + rows.map { $0[i] }).map { width($0) }.max() ?? 0 }
        func line(_ values: [String]) -> String {
            let text = values.enumerated().map { i, value in
                let pad = String(repeating: " ", count: max(0, widths[i] - width(value)))
                return alignsRight(i) ? pad + value : value + pad
            }.joined(separator: "  ")
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
