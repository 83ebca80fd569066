/// The home screen's grid: widgets flow in slots like an iPhone springboard — a small takes one
/// slot, a medium two side by side, a large two by two, an extra large four by two — wrapping to
/// the width, each placed at the first free place in reading order.
public enum Springboard {
    /// One slot: a small widget (20×10) and the gap around it, enough for a focus ring.
    public static let slot = Size(width: 22, height: 12)

    /// Where each widget goes in a page `width` columns wide: its rectangle (the widget's own
    /// size, one cell in from its slots' corner), in the order given.
    ///
    /// - Complexity: O(n × slots) for n widgets.
    public static func layout(_ families: [WidgetFamily], width: Int) -> [Rect] {
        let columns = max(1, width / slot.width)
        var occupied: [[Bool]] = []
        func free(_ row: Int, _ column: Int, _ span: (columns: Int, rows: Int)) -> Bool {
            guard column + span.columns <= max(columns, span.columns) else { return false }
            for r in row..<row + span.rows {
                for c in column..<column + span.columns where r < occupied.count && c < occupied[r].count && occupied[r][c] {
                    return false
                }
            }
            return true
        }
        var rects: [Rect] = []
        for family in families {
            let span = family.springboardSlots
            var row = 0, column = 0
            search: while true {
                for c in 0..<max(1, columns - span.columns + 1) where free(row, c, span) {
                    column = c
                    break search
                }
                row += 1
            }
            while occupied.count < row + span.rows { occupied.append([Bool](repeating: false, count: max(columns, span.columns))) }
            for r in row..<row + span.rows {
                for c in column..<column + span.columns where c < occupied[r].count { occupied[r][c] = true }
            }
            let size = family.size
            rects.append(Rect(x: column * slot.width + 1, y: row * slot.height + 1, width: size.width, height: size.height))
        }
        return rects
    }
}
