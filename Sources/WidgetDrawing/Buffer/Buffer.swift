/// A rectangle of cells that widgets draw into: the only thing the core produces.
///
/// Cells are stored row-major. Drawing always goes into a rectangle and is clipped to both that
/// rectangle and the buffer's area, so a widget can never write outside its space. Outputs —
/// plain text, ANSI, SVG, and the terminal front end — all read the same cells.
///
/// ```swift
/// var buffer = Buffer(area: Rect(x: 0, y: 0, width: 20, height: 3))
/// buffer.drawText("Orders", in: buffer.area.row(0), style: Style(.secondary))
/// print(buffer.plainText)
/// ```
public struct Buffer: Hashable, Sendable, CustomStringConvertible {
    /// The cells the buffer covers, in absolute coordinates.
    public let area: Rect
    /// Row-major cells, `area.width * area.height` of them.
    public private(set) var cells: [Cell]
    /// What drawing had to give up, where (``LayoutNote``): not part of the picture, so not
    /// part of equality.
    public var notes: [LayoutNote] = []
    /// The pictures drawn, with their own pixels (``PlacedPicture``): what SVG embeds and a
    /// terminal's graphics protocol draws over their half-block cells. Not part of equality:
    /// the cells already show each picture.
    public var pictures: [PlacedPicture] = []

    /// Buffers are equal when they show the same cells in the same place.
    public static func == (lhs: Buffer, rhs: Buffer) -> Bool {
        lhs.area == rhs.area && lhs.cells == rhs.cells
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(area)
        hasher.combine(cells)
    }

    /// Creates a buffer covering `area`, every cell set to `fill`.
    public init(area: Rect, fill: Cell = .blank) {
        self.area = area
        self.cells = [Cell](repeating: fill, count: area.area)
    }

    /// Creates a buffer of `size` at the origin.
    public init(size: Size, fill: Cell = .blank) {
        self.init(area: Rect(size: size), fill: fill)
    }

    /// The index of (`x`, `y`) in ``cells``, or `nil` outside the area.
    @inlinable
    public func index(x: Int, y: Int) -> Int? {
        guard x >= area.x, x < area.right, y >= area.y, y < area.bottom else { return nil }
        return (y - area.y) * area.width + (x - area.x)
    }

    /// The cell at (`x`, `y`), or `nil` outside the area: the safe accessor.
    @inlinable
    public func cell(x: Int, y: Int) -> Cell? {
        index(x: x, y: y).map { cells[$0] }
    }

    /// The cell at (`x`, `y`).
    ///
    /// - Precondition: the point is inside ``area``; otherwise this traps naming both, as
    ///   reading outside a buffer is a programming error.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard let i = index(x: x, y: y) else { preconditionFailure("point (\(x), \(y)) is outside the buffer's area \(area)") }
            return cells[i]
        }
        set {
            guard let i = index(x: x, y: y) else { preconditionFailure("point (\(x), \(y)) is outside the buffer's area \(area)") }
            cells[i] = newValue
        }
    }

    /// Whether every cell of `rect` inside the area is a space (nothing drawn there).
    public func isBlank(_ rect: Rect) -> Bool {
        for y in rect.y..<rect.bottom {
            for x in rect.x..<rect.right {
                if let cell = cell(x: x, y: y), !cell.isSpace { return false }
            }
        }
        return true
    }

    /// Sets every cell inside `rect` (clipped) to `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let clip = rect.intersection(area)
        guard !clip.isEmpty else { return }
        repairWideEdges(of: clip)
        for y in clip.y..<clip.bottom {
            let start = (y - area.y) * area.width + (clip.x - area.x)
            for i in start..<start + clip.width { cells[i] = cell }
        }
    }

    /// Changes the style of every cell inside `rect` (clipped), keeping what they show.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let clip = rect.intersection(area)
        guard !clip.isEmpty else { return }
        for y in clip.y..<clip.bottom {
            let start = (y - area.y) * area.width + (clip.x - area.x)
            for i in start..<start + clip.width { cells[i].style = style }
        }
    }

    /// Applies `transform` to the style of every cell inside `rect` (clipped).
    public mutating func updateStyle(in rect: Rect, _ transform: (inout Style) -> Void) {
        let clip = rect.intersection(area)
        guard !clip.isEmpty else { return }
        for y in clip.y..<clip.bottom {
            let start = (y - area.y) * area.width + (clip.x - area.x)
            for i in start..<start + clip.width { transform(&cells[i].style) }
        }
    }

    /// Puts one sanitised cluster of `width` (1 or 2) at (`x`, `y`), provided it fits wholly in
    /// `clip`. A wide cluster whose right half would fall outside is replaced by a blank, never
    /// half drawn; a wide cluster that this overwrites in part is blanked rather than left
    /// broken. Returns whether the cluster was placed.
    @discardableResult
    @usableFromInline
    mutating func put(_ symbol: Character, width: Int, x: Int, y: Int, style: Style, clip: Rect) -> Bool {
        let clip = clip.intersection(area)
        guard y >= clip.y, y < clip.bottom, x >= clip.x, x < clip.right, let i = index(x: x, y: y) else { return false }
        if width == 2 && x + 1 >= clip.right {
            breakWide(at: i, x: x)
            cells[i] = Cell.blank(style)
            return false
        }
        breakWide(at: i, x: x)
        if width == 2 {
            breakWide(at: i + 1, x: x + 1)
            cells[i] = Cell(character: symbol, width: 2, style: style)
            cells[i + 1] = Cell(symbol: "", width: 0, style: style)
        } else {
            cells[i] = Cell(character: symbol, width: 1, style: style)
        }
        return true
    }

    /// Puts a ready-made one-column cell at (`x`, `y`) if it lies in `clip`: the fast path for
    /// chart blocks and ASCII text.
    @usableFromInline
    mutating func put(cell: Cell, x: Int, y: Int, clip: Rect) {
        guard y >= clip.y, y < clip.bottom, x >= clip.x, x < clip.right, let i = index(x: x, y: y) else { return }
        if cells[i].width != 1 { breakWide(at: i, x: x) }
        cells[i] = cell
    }

    /// Before cell `i` (at column `x`) is overwritten: if it is half of a wide cluster, blank
    /// the other half so no output ever shows half a character.
    @usableFromInline
    mutating func breakWide(at i: Int, x: Int) {
        let cell = cells[i]
        if cell.width == 0, x > area.x {
            cells[i - 1] = Cell.blank(cells[i - 1].style)
        } else if cell.width == 2, x + 1 < area.right {
            cells[i + 1] = Cell.blank(cells[i + 1].style)
        }
    }

    /// Blanks wide clusters that straddle the left or right edge of `rect`, before `rect` is
    /// overwritten wholesale.
    mutating func repairWideEdges(of rect: Rect) {
        for y in rect.y..<rect.bottom {
            if let i = index(x: rect.x, y: y) { breakWide(at: i, x: rect.x) }
            if let i = index(x: rect.right - 1, y: y) { breakWide(at: i, x: rect.right - 1) }
        }
    }

    /// Copies `other` into this buffer at `other.area` (clipped), the way a page composes
    /// widgets rendered separately.
    public mutating func merge(_ other: Buffer) {
        merge(other, clippedTo: area)
    }

    /// Copies the part of `other` inside `limit` into this buffer: how a page shows a widget
    /// that is partly scrolled out of view.
    public mutating func merge(_ other: Buffer, clippedTo limit: Rect) {
        let clip = other.area.intersection(area).intersection(limit)
        guard !clip.isEmpty else { return }
        repairWideEdges(of: clip)
        for y in clip.y..<clip.bottom {
            for x in clip.x..<clip.right {
                var cell = other[x, y]
                // A wide cluster cut by the clip edge would show half: blank it.
                if cell.width == 2 && x + 1 >= clip.right { cell = Cell(symbol: " ", width: 1, style: cell.style) }
                if cell.width == 0 && x == clip.x { cell = Cell(symbol: " ", width: 1, style: cell.style) }
                cells[index(x: x, y: y)!] = cell
            }
        }
        notes += other.notes.filter { clip.contains($0.at) }
        pictures += other.pictures.compactMap { picture in
            var cut = picture
            cut.clip = picture.clip.intersection(clip)
            return cut.clip.isEmpty ? nil : cut
        }
    }

    /// The same cells at another position: how a page places a widget rendered at the origin.
    public func moved(to origin: Point) -> Buffer {
        var copy = Buffer(area: Rect(x: origin.x, y: origin.y, width: area.width, height: area.height))
        copy.cells = cells
        let (dx, dy) = (origin.x - area.x, origin.y - area.y)
        copy.notes = notes.map {
            var note = $0
            note.at = Point(x: note.at.x + dx, y: note.at.y + dy)
            return note
        }
        copy.pictures = pictures.map { $0.offsetBy(dx: dx, dy: dy) }
        return copy
    }

    /// The columns of the first row up to its last visible cell: how wide a line of text
    /// drawn from the left really is.
    public var usedWidth: Int {
        (cells.prefix(area.width).lastIndex { !$0.isSpace && $0.width != 0 } ?? -1) + 1
    }

    /// The part of the buffer inside `rect` (clipped to it), as a buffer at the origin.
    public func cropped(to rect: Rect) -> Buffer {
        let clip = rect.intersection(area)
        var copy = Buffer(size: clip.size)
        copy.merge(moved(to: Point(x: area.x - clip.x, y: area.y - clip.y)))
        return copy
    }

    /// The rows as plain text: see ``plainText``.
    public var description: String { plainText }
}
