import WidgetDrawing

/// The home screen's grid: widgets flow in slots like an iPhone springboard — a small takes one
/// slot, a medium two side by side, a large two by two, an extra large four by two — wrapping to
/// the width, each placed at the first free place in reading order.
package enum Springboard {
    /// One slot: a small widget (20×10) and the gap around it, enough for a focus ring.
    package static let slot = Size(width: 22, height: 12)

    /// Where each widget goes in a page `width` columns wide: its rectangle (the widget's own
    /// size, one cell in from its slots' corner), in the order given.
    ///
    /// - Complexity: O(n × slots) for n widgets.
    package static func layout(_ families: [WidgetFamily], width: Int) -> [Rect] {
        layout(families.map { ($0, $0.size) }, width: width)
    }

    /// The slot that holds `widgets` at their sizes: one small and the gap around it, or more
    /// where a device's medium, large or extra large needs it.
    static func slot(for widgets: [(family: WidgetFamily, size: Size)]) -> Size {
        var slot = Self.slot
        for (family, size) in widgets {
            let span = family.springboardSlots
            // A widget spanning slots may reach the first column (and row) of the slot after,
            // where only a neighbour's focus ring would be.
            let width = span.columns == 1 ? size.width + 2 : (size.width + span.columns - 1) / span.columns
            let height = span.rows == 1 ? size.height + 2 : (size.height + span.rows - 1) / span.rows
            slot = Size(width: max(slot.width, width), height: max(slot.height, height))
        }
        return slot
    }

    /// Where each widget goes, each at its own size (a device's, from `--device`).
    package static func layout(_ widgets: [(family: WidgetFamily, size: Size)], width: Int) -> [Rect] {
        let slot = slot(for: widgets)
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
        for (family, size) in widgets {
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
            rects.append(Rect(x: column * slot.width + 1, y: row * slot.height + 1, width: size.width, height: size.height))
        }
        return rects
    }
}
