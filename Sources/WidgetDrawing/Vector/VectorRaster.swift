/// Dots over a rectangle of cells — two across each cell, and two (quadrant blocks) or four
/// (braille) down — that outlines are rasterised into: filled by scanlines at the dots'
/// centres, stroked by the dots whose centres lie within half the line width of a segment.
/// See DECISIONS.md ("Shapes: quadrants for fills, braille for strokes").
///
/// ```swift
/// var dots = VectorRaster(columns: 4, rows: 2, kind: .braille)
/// dots.stroke([VectorSubpath(points: [.init(x: 0, y: 17), .init(x: 34, y: 17)])], lineWidth: 1)
/// dots.symbol(column: 0, row: 1)  // "⠉": the top row of dots of the second row of cells
/// ```
public struct VectorRaster: Sendable {
    /// Which dots a cell holds: quadrants for areas, braille for lines.
    ///
    /// ```swift
    /// let area = VectorRaster(columns: 2, rows: 1, kind: .quadrants)  // 4×2 dots
    /// let line = VectorRaster(columns: 2, rows: 1, kind: .braille)    // 4×4 dots
    /// ```
    public enum Kind: Sendable {
        /// 2×2 a cell: `▘▝▖▗▀▄▌▐▚▞▙▛▜▟█`, solid areas.
        case quadrants
        /// 2×4 a cell: U+2800…U+28FF, lines a quarter of a row apart.
        case braille
    }

    public let columns: Int
    public let rows: Int
    public let kind: Kind
    private(set) var dots: [Bool]

    public init(columns: Int, rows: Int, kind: Kind) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.kind = kind
        dots = [Bool](repeating: false, count: self.columns * 2 * self.rows * (kind == .braille ? 4 : 2))
    }

    var dotsAcross: Int { columns * 2 }
    var dotsDown: Int { rows * (kind == .braille ? 4 : 2) }
    /// A dot's size in points.
    var dotWidth: Double { CellMetrics.cellPoints.width / 2 }
    var dotHeight: Double { CellMetrics.cellPoints.height / (kind == .braille ? 4 : 2) }

    /// Whether any dot is set.
    public var isEmpty: Bool { !dots.contains(true) }

    mutating func set(_ x: Int, _ y: Int) {
        guard x >= 0, y >= 0, x < dotsAcross, y < dotsDown else { return }
        dots[y * dotsAcross + x] = true
    }

    func isSet(_ x: Int, _ y: Int) -> Bool {
        x >= 0 && y >= 0 && x < dotsAcross && y < dotsDown && dots[y * dotsAcross + x]
    }

    /// Sets the dots whose centres are inside the outline (each subpath closed, as a fill
    /// closes it). An outline too thin to hold a dot's centre sets the dots it passes through,
    /// so a hairline shape still shows.
    public mutating func fill(_ subpaths: [VectorSubpath], evenOdd: Bool = false) {
        var edges: [(VectorPoint, VectorPoint)] = []
        for subpath in subpaths where subpath.points.count > 2 {
            var closed = subpath
            closed.isClosed = true
            edges += closed.segments
        }
        var any = false
        var crossings: [(x: Double, winding: Int)] = []
        for row in 0..<dotsDown {
            let y = (Double(row) + 0.5) * dotHeight
            crossings.removeAll(keepingCapacity: true)
            for (a, b) in edges where a.y != b.y {
                let (low, high, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                guard y >= low.y, y < high.y else { continue }
                crossings.append((low.x + (y - low.y) / (high.y - low.y) * (high.x - low.x), winding))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for (index, crossing) in crossings.enumerated() {
                winding += evenOdd ? 1 : crossing.winding
                let inside = evenOdd ? winding % 2 != 0 : winding != 0
                guard inside, index + 1 < crossings.count else { continue }
                let end = crossings[index + 1].x
                // The dots whose centres lie in [crossing.x, end).
                let first = max(0, Int((crossing.x / dotWidth - 0.5).rounded(.up)))
                let last = min(dotsAcross - 1, Int((end / dotWidth - 0.5).rounded(.up)) - 1)
                if first <= last {
                    for column in first...last { set(column, row) }
                    any = true
                }
            }
        }
        if !any { stroke(subpaths.map { VectorSubpath(points: $0.points, isClosed: true) }, lineWidth: 0) }
    }

    /// Sets the dots whose centres are inside `area`: its outlines' inside, or two regions
    /// combined dot by dot.
    public mutating func fill(_ area: VectorArea) {
        switch area {
        case .outlines(let subpaths, let evenOdd):
            fill(subpaths, evenOdd: evenOdd)
        case .combined(let combination, let first, let second):
            var a = VectorRaster(columns: columns, rows: rows, kind: kind)
            var b = VectorRaster(columns: columns, rows: rows, kind: kind)
            a.fill(first)
            b.fill(second)
            for index in dots.indices where combination.covers(a.dots[index], b.dots[index]) { dots[index] = true }
        }
    }

    /// Sets the dots whose centres are inside an ellipse (a filled `Circle` or `Ellipse`).
    public mutating func fillEllipse(center: VectorPoint, radiusX: Double, radiusY: Double) {
        guard radiusX > 0, radiusY > 0 else { return }
        for row in 0..<dotsDown {
            let dy = ((Double(row) + 0.5) * dotHeight - center.y) / radiusY
            for column in 0..<dotsAcross {
                let dx = ((Double(column) + 0.5) * dotWidth - center.x) / radiusX
                if dx * dx + dy * dy <= 1 { set(column, row) }
            }
        }
    }

    /// Sets the dots within `lineWidth / 2` points of the outline; a line thinner than a dot
    /// sets the dots it passes through.
    public mutating func stroke(_ subpaths: [VectorSubpath], lineWidth: Double) {
        let width = lineWidth.isFinite ? max(0, lineWidth) : 0
        // In dot units (a braille dot is square; a quadrant twice as tall as wide).
        let radiusX = width / 2 / dotWidth, radiusY = width / 2 / dotHeight
        for subpath in subpaths {
            for (a, b) in subpath.segments {
                let p = (x: a.x / dotWidth, y: a.y / dotHeight), q = (x: b.x / dotWidth, y: b.y / dotHeight)
                if radiusX < 0.5 && radiusY < 0.5 {
                    hairline(from: p, to: q)
                    continue
                }
                // The dots whose centres are within the radius of the segment, measured in
                // points so a quadrant's taller dots are not favoured.
                let minX = Int((min(p.x, q.x) - radiusX - 1).rounded(.down)), maxX = Int((max(p.x, q.x) + radiusX + 1).rounded(.up))
                let minY = Int((min(p.y, q.y) - radiusY - 1).rounded(.down)), maxY = Int((max(p.y, q.y) + radiusY + 1).rounded(.up))
                let limit = (width / 2) * (width / 2)
                let rowsCovered = Self.span(max(0, minY), min(dotsDown, maxY + 1))
                let columnsCovered = Self.span(max(0, minX), min(dotsAcross, maxX + 1))
                for y in rowsCovered {
                    for x in columnsCovered {
                        let centre = VectorPoint(x: (Double(x) + 0.5) * dotWidth, y: (Double(y) + 0.5) * dotHeight)
                        if Self.squaredDistance(from: centre, toSegment: a, b) <= limit + 1e-9 { set(x, y) }
                    }
                }
                // However thin against the dots, the segment's own dots are there.
                set(Int((p.x).rounded(.down)), Int((p.y).rounded(.down)))
                set(Int((q.x).rounded(.down)), Int((q.y).rounded(.down)))
            }
        }
    }

    /// One dot for each dot crossed along the segment's longer axis (its centre's neighbour
    /// across), as Bresenham's line; a point on the grid's far edge is in its last dot.
    private mutating func hairline(from p: (x: Double, y: Double), to q: (x: Double, y: Double)) {
        func index(_ value: Double, _ count: Int) -> Int {
            value >= Double(count) && value <= Double(count) + 1e-9 ? count - 1 : Int(value.rounded(.down))
        }
        let dx = q.x - p.x, dy = q.y - p.y
        if dx == 0 && dy == 0 {
            set(index(p.x, dotsAcross), index(p.y, dotsDown))
            return
        }
        let alongX = abs(dx) >= abs(dy)
        let (from, to) = alongX ? (min(p.x, q.x), max(p.x, q.x)) : (min(p.y, q.y), max(p.y, q.y))
        let count = alongX ? dotsAcross : dotsDown
        let first = index(from, count), last = index(to, count)
        guard first <= last else { return }
        for major in first...last {
            let centre = min(to, max(from, Double(major) + 0.5))
            if alongX {
                set(major, index(p.y + (centre - p.x) / dx * dy, dotsDown))
            } else {
                set(index(p.x + (centre - p.y) / dy * dx, dotsAcross), major)
            }
        }
    }

    /// `lower..<upper`, or an empty range when they cross.
    static func span(_ lower: Int, _ upper: Int) -> Range<Int> { lower < upper ? lower..<upper : 0..<0 }

    static func squaredDistance(from point: VectorPoint, toSegment a: VectorPoint, _ b: VectorPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        var t = lengthSquared == 0 ? 0 : ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared
        t = min(1, max(0, t))
        let x = a.x + t * dx - point.x, y = a.y + t * dy - point.y
        return x * x + y * y
    }

    /// The bits of the cell's dots, in the braille order (dots 1–8) or the quadrants' (top
    /// left 1, top right 2, bottom left 4, bottom right 8).
    func bits(column: Int, row: Int) -> UInt8 {
        var bits: UInt8 = 0
        switch kind {
        case .braille:
            let order: [(Int, Int, UInt8)] = [
                (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20), (0, 3, 0x40), (1, 3, 0x80),
            ]
            for (dx, dy, bit) in order where isSet(column * 2 + dx, row * 4 + dy) { bits |= bit }
        case .quadrants:
            for (dx, dy, bit) in [(0, 0, UInt8(1)), (1, 0, 2), (0, 1, 4), (1, 1, 8)] where isSet(column * 2 + dx, row * 2 + dy) {
                bits |= bit
            }
        }
        return bits
    }

    static let quadrantSymbols: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]

    /// The cell's symbol, or nil when none of its dots is set. Faint, a stroke keeps every
    /// other dot (a checkerboard: dotted) and a fill's whole cell is `░`.
    public func symbol(column: Int, row: Int, faint: Bool = false) -> Character? {
        var bits = bits(column: column, row: row)
        guard bits != 0 else { return nil }
        switch kind {
        case .braille:
            if faint {
                // Dots 1, 3, 5 and 8 — (0,0), (0,2), (1,1), (1,3) — then every other row's.
                let thinned = bits & 0b1001_0101
                bits = thinned != 0 ? thinned : bits & 0b0110_1010
            }
            return Character(Unicode.Scalar(0x2800 + UInt32(bits))!)
        case .quadrants:
            return faint && bits == 15 ? "░" : Self.quadrantSymbols[Int(bits)]
        }
    }

    /// Writes the cells with dots into `rect` of `canvas` (the raster's origin at its top left)
    /// in `style`; a braille cell's dots are added to the braille already there.
    func put(in rect: Rect, into canvas: inout ViewCanvas, style: Style, faint: Bool) {
        for row in 0..<min(rows, rect.height) {
            for column in 0..<min(columns, rect.width) {
                let x = rect.x + column, y = rect.y + row
                guard var symbol = symbol(column: column, row: row, faint: faint) else { continue }
                if kind == .braille, let under = canvas.buffer.cell(x: x, y: y), let bits = Self.brailleBits(of: under.symbol),
                    let mine = Self.brailleBits(of: String(symbol))
                {
                    symbol = Character(Unicode.Scalar(0x2800 + UInt32(bits | mine))!)
                }
                canvas.put(symbol, width: 1, x: x, y: y, style: style, clip: rect)
            }
        }
    }

    /// The braille bits a symbol shows, if it is braille (so a stroke over another adds its dots).
    static func brailleBits(of symbol: String) -> UInt8? {
        guard let scalar = symbol.unicodeScalars.first, symbol.unicodeScalars.count == 1,
            (0x2800...0x28FF).contains(scalar.value)
        else { return nil }
        return UInt8(scalar.value - 0x2800)
    }
}
