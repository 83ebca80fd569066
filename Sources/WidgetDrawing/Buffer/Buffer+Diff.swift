/// What a backend must change to turn the last frame it drew into the next: every cell (a
/// first frame, a new size, a new theme), or only the cells that differ.
///
/// ```swift
/// let before = Buffer(size: Size(width: 10, height: 1))
/// var after = before
/// after.drawText("Hi", in: after.area)
/// let diff = after.diff(from: before)
/// diff.isFull         // false
/// diff.changes.count  // 2: the cells of "Hi"
/// ```
public struct BufferDiff: Sendable {
    /// One cell to write: where, and what.
    ///
    /// ```swift
    /// var frame = Buffer(size: Size(width: 8, height: 1))
    /// frame.drawText("OK", in: frame.area)
    /// for change in frame.diff(from: nil).changes where !change.cell.isSpace {
    ///     print(change.x, change.y, change.cell.symbol)  // 0 0 O, then 1 0 K
    /// }
    /// ```
    public struct Change: Hashable, Sendable {
        public var x: Int
        public var y: Int
        public var cell: Cell
        /// Whether the last frame had the left half of a wide cluster here and this cell is not
        /// one: the cluster's right half, on the next cell, changes too. An erase (ECH) that
        /// ends here must take that cell with it: tmux leaves the right half standing, then
        /// blanks this cell again in the default colours when the right half is overwritten.
        public var splitsWide: Bool

        public init(x: Int, y: Int, cell: Cell, splitsWide: Bool = false) {
            self.x = x
            self.y = y
            self.cell = cell
            self.splitsWide = splitsWide
        }
    }

    /// The frame's size.
    public var size: Size
    /// Whether the whole screen is drawn anew (the backend clears first).
    public var isFull: Bool
    /// The cells to write, in reading order. The second half of a wide cluster never appears:
    /// writing the cluster covers it.
    public var changes: [Change]
    /// The new frame's pictures with their own pixels (a backend that speaks a terminal's
    /// graphics protocol places them over their cells; ``Buffer/pictures``).
    public var pictures: [PlacedPicture] = []
}

extension Buffer {
    /// The cells that differ from `previous` — all of them when there is no previous frame or
    /// it has another size — for a backend that sends only what changed.
    ///
    /// A cell next to a changed wide cluster is sent too when it changed; an unchanged cell
    /// is never sent, so one label changing costs that label's cells alone.
    ///
    /// - Complexity: O(cells), a compare of each cell's inline bytes.
    public func diff(from previous: Buffer?) -> BufferDiff {
        let full = previous == nil || previous!.area != area
        var changes: [BufferDiff.Change] = []
        for y in 0..<area.height {
            for x in 0..<area.width {
                let i = y * area.width + x
                let cell = cells[i]
                guard cell.width != 0 else { continue }
                if !full, let previous, previous.cells[i] == cell {
                    // A wide cluster whose right half changed under it must be written again.
                    guard cell.width == 2, x + 1 < area.width, previous.cells[i + 1] != cells[i + 1] else { continue }
                }
                let splitsWide = !full && previous!.cells[i].width == 2 && cell.width != 2
                changes.append(BufferDiff.Change(x: area.x + x, y: area.y + y, cell: cell, splitsWide: splitsWide))
            }
        }
        var diff = BufferDiff(size: area.size, isFull: full, changes: changes)
        diff.pictures = pictures
        return diff
    }

    /// This buffer with `diff` written over it, the way a terminal applies what it is sent: a
    /// full diff starts from blanks. (How ``TestBackend`` keeps its screen.)
    public func applying(_ diff: BufferDiff) -> Buffer {
        var result = diff.isFull || area.size != diff.size ? Buffer(size: diff.size) : self
        for change in diff.changes {
            let symbol = change.cell.symbol
            if change.cell.width == 2 {
                result.put(Character(symbol), width: 2, x: change.x, y: change.y, style: change.cell.style, clip: result.area)
            } else {
                result.put(cell: change.cell, x: change.x, y: change.y, clip: result.area)
            }
        }
        result.pictures = diff.pictures
        return result
    }
}
