/// Places metric cells in rows and columns (the seed's `LazyVGrid`): from the number of cells,
/// the column count, an optional full-width primary cell and the spacing.
///
/// When the cells do not fit, they shrink row by row — which makes each cell drop its chart
/// before its value, as cells choose their variant from their height — then the spacing goes,
/// and only then are whole cells left out from the end. A cell is never cut in half.
///
/// ```swift
/// let grid = GridArranger(columns: 2)
/// let cells = grid.arrange(count: 4, in: Rect(x: 0, y: 0, width: 30, height: 9))
/// // Two rows of two cells, 4 rows high: cells[0] is Rect(x: 0, y: 0, width: 14, height: 4)
/// let shown = cells.compactMap { $0 }.count  // 4
/// ```
public struct GridArranger: Hashable, Sendable {
    /// Columns for the non-primary cells.
    public var columns: Int
    /// Whether the first cell spans the full width above the others.
    public var primaryFirst: Bool
    public var columnSpacing: Int
    public var rowSpacing: Int
    /// The narrowest a column may be before the grid uses fewer columns.
    public var minimumColumnWidth: Int
    /// The lowest a primary cell may be; below it the primary cell becomes an ordinary one.
    public var minimumPrimaryHeight: Int
    /// The tallest an ordinary cell grows when a primary cell can use the room instead.
    public var preferredCellHeight: Int

    public init(
        columns: Int, primaryFirst: Bool = false, columnSpacing: Int = 3, rowSpacing: Int = 1,
        minimumColumnWidth: Int = 10, minimumPrimaryHeight: Int = 5, preferredCellHeight: Int = 4
    ) {
        self.columns = max(1, columns)
        self.primaryFirst = primaryFirst
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
        self.minimumColumnWidth = minimumColumnWidth
        self.minimumPrimaryHeight = minimumPrimaryHeight
        self.preferredCellHeight = preferredCellHeight
    }

    /// One rectangle per cell, in order, or `nil` for a cell that does not fit. Every
    /// rectangle lies wholly inside `rect` and none overlap.
    ///
    /// - Complexity: O(count).
    public func arrange(count: Int, in rect: Rect) -> [Rect?] {
        guard count > 0, !rect.isEmpty else { return [Rect?](repeating: nil, count: max(0, count)) }
        if primaryFirst, let layout = arrangeWithPrimary(count: count, in: rect) { return layout }
        return arrangeGrid(count: count, in: rect)
    }

    private func columnCount(for cells: Int, width: Int) -> Int {
        var cols = min(columns, max(1, cells))
        while cols > 1, (width - (cols - 1) * columnSpacing) / cols < minimumColumnWidth { cols -= 1 }
        return cols
    }

    private func arrangeWithPrimary(count: Int, in rect: Rect) -> [Rect?]? {
        let rest = count - 1
        guard rest > 0 else {
            return rect.height >= minimumPrimaryHeight ? [rect] : nil
        }
        let cols = columnCount(for: rest, width: rect.width)
        let rows = (rest + cols - 1) / cols
        for cellHeight in stride(from: preferredCellHeight, through: 2, by: -1) {
            let restHeight = rows * cellHeight + (rows - 1) * rowSpacing
            let primaryHeight = rect.height - restHeight - rowSpacing
            guard primaryHeight >= minimumPrimaryHeight else { continue }
            let parts = rect.split(.rows([.fixed(primaryHeight), .fill]), spacing: rowSpacing)
            return [parts[0]] + place(rest, in: parts[1], columns: cols, rows: rows, cellHeight: cellHeight, rowGap: rowSpacing)
        }
        return nil
    }

    private func arrangeGrid(count: Int, in rect: Rect) -> [Rect?] {
        let cols = columnCount(for: count, width: rect.width)
        let rows = (count + cols - 1) / cols
        for rowGap in [rowSpacing, 0] {
            let cellHeight = (rect.height - (rows - 1) * rowGap) / rows
            if cellHeight >= 1 {
                return place(count, in: rect, columns: cols, rows: rows, cellHeight: cellHeight, rowGap: rowGap)
            }
        }
        // Not every row fits even at one line each: keep the rows that do, leave out the rest.
        let fittingRows = rect.height
        let shown = min(count, fittingRows * cols)
        return place(shown, in: rect, columns: cols, rows: fittingRows, cellHeight: 1, rowGap: 0)
            + [Rect?](repeating: nil, count: count - shown)
    }

    /// Lays `count` cells row by row in `rect`, each `cellHeight` high; the last row's cells
    /// keep the column width of the rows above.
    private func place(_ count: Int, in rect: Rect, columns: Int, rows: Int, cellHeight: Int, rowGap: Int) -> [Rect?] {
        let columnRects = rect.split(.columns([Constraint](repeating: .fill, count: columns)), spacing: columnSpacing)
        var result: [Rect?] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let row = index / columns
            let column = columnRects[index % columns]
            let cell = Rect(x: column.x, y: rect.y + row * (cellHeight + rowGap), width: column.width, height: cellHeight)
            result.append(row < rows && rect.contains(cell) && !cell.isEmpty ? cell : nil)
        }
        return result
    }
}
