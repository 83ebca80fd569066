/// A point of an outline, in points from the top-left corner of the view it is drawn in (y down,
/// as SwiftUI's coordinates).
///
/// ```swift
/// let topRight = VectorPoint(x: 68, y: 0)  // the top right corner of 8 columns
/// ```
public struct VectorPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The straight distance to `other`, in points.
    public func distance(to other: VectorPoint) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    func interpolated(to other: VectorPoint, by t: Double) -> VectorPoint {
        VectorPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}

/// One run of an outline with its curves already flattened into straight segments: a
/// `Path`'s subpath, from a move to the next move. A closed one joins its last point to its
/// first.
///
/// ```swift
/// // A sparkline: Path { $0.addLines([...]) }
/// let line = VectorSubpath(points: [VectorPoint(x: 0, y: 30), VectorPoint(x: 40, y: 10), VectorPoint(x: 80, y: 20)])
/// line.length  // 84.6…
/// ```
public struct VectorSubpath: Hashable, Sendable {
    public var points: [VectorPoint]
    public var isClosed: Bool

    public init(points: [VectorPoint], isClosed: Bool = false) {
        self.points = points
        self.isClosed = isClosed
    }

    /// Its segments in order, the closing one included.
    var segments: [(VectorPoint, VectorPoint)] {
        guard points.count > 1 else { return points.first.map { [($0, $0)] } ?? [] }
        var result = zip(points, points.dropFirst()).map { ($0, $1) }
        if isClosed, let first = points.first, let last = points.last, first != last { result.append((last, first)) }
        return result
    }

    /// The length of the outline.
    public var length: Double { segments.reduce(0) { $0 + $1.0.distance(to: $1.1) } }
}

extension Array where Element == VectorSubpath {
    /// The part of the outline between two fractions of its whole length (SwiftUI's `trim`):
    /// open runs, in order. The fractions are clamped to 0…1.
    ///
    /// ```swift
    /// let square = [VectorSubpath(points: [.init(x: 0, y: 0), .init(x: 10, y: 0), .init(x: 10, y: 10), .init(x: 0, y: 10)], isClosed: true)]
    /// square.trimmed(from: 0, to: 0.5)  // one run: (0,0) → (10,0) → (10,10)
    /// ```
    public func trimmed(from start: Double, to end: Double) -> [VectorSubpath] {
        let from = start.isFinite ? Swift.min(1, Swift.max(0, start)) : 0
        let to = end.isFinite ? Swift.min(1, Swift.max(0, end)) : 1
        guard to > from else { return [] }
        if from == 0 && to == 1 { return self }
        let total = reduce(0) { $0 + $1.length }
        guard total > 0 else { return [] }
        return cut(keeping: [(from * total, to * total)])
    }

    /// The outline broken into dashes (a `StrokeStyle`'s `dash` and `dashPhase`, in points).
    public func dashed(_ pattern: [Double], phase: Double = 0) -> [VectorSubpath] {
        let pattern = pattern.filter { $0.isFinite && $0 >= 0 }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return self }
        let total = reduce(0) { $0 + $1.length }
        var kept: [(Double, Double)] = []
        var position = -(phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0)
        var index = 0
        // A pattern of an odd count repeats twice to alternate on and off (as Core Graphics does).
        let steps = pattern.count % 2 == 0 ? pattern : pattern + pattern
        while position < total {
            let length = steps[index % steps.count]
            if index % 2 == 0 { kept.append((Swift.max(0, position), Swift.min(total, position + length))) }
            position += length
            index += 1
            if kept.count > 100_000 { break }
        }
        return cut(keeping: kept.filter { $0.1 > $0.0 })
    }

    /// The runs lying in `spans`, given as distances along the whole outline.
    private func cut(keeping spans: [(Double, Double)]) -> [VectorSubpath] {
        var result: [VectorSubpath] = []
        var offset = 0.0
        for subpath in self {
            for (a, b) in subpath.segments {
                let length = a.distance(to: b)
                defer { offset += length }
                for (start, end) in spans where end > offset && start < offset + length || (length == 0 && start <= offset && end >= offset)
                {
                    let t0 = length == 0 ? 0 : Swift.max(0, (start - offset) / length)
                    let t1 = length == 0 ? 1 : Swift.min(1, (end - offset) / length)
                    let p0 = a.interpolated(to: b, by: t0), p1 = a.interpolated(to: b, by: t1)
                    // Continue the run when this piece starts where the last one ended.
                    if let last = result.last?.points.last, last == p0, t0 == 0 {
                        result[result.count - 1].points.append(p1)
                    } else {
                        result.append(VectorSubpath(points: [p0, p1]))
                    }
                }
            }
        }
        return result
    }
}

/// What a layer of a drawing does with its outline, and in which role.
///
/// ```swift
/// let ring = VectorPaint.stroke(.chart, lineWidth: 6)  // Circle().stroke(.green, lineWidth: 6)
/// let area = VectorPaint.fill(.chartMuted)             // a custom shape's .fill(.gray.opacity(0.3))
/// ```
public enum VectorPaint: Hashable, Sendable {
    /// The inside filled (non-zero winding, or even-odd), in blocks of quarter cells.
    case fill(StyleRole, evenOdd: Bool = false)
    /// The outline drawn `lineWidth` points wide, in braille dots.
    case stroke(StyleRole, lineWidth: Double)
}

/// One layer of a drawing: an outline and its paint (a `Shape` filled or stroked, or one
/// `fill`/`stroke` of a `Canvas`).
///
/// ```swift
/// let square = VectorSubpath(points: [.init(x: 0, y: 0), .init(x: 17, y: 0), .init(x: 17, y: 17), .init(x: 0, y: 17)], isClosed: true)
/// let filled = VectorLayer([square], paint: .fill(.accent))
/// ```
public struct VectorLayer: Hashable, Sendable {
    public var subpaths: [VectorSubpath]
    public var paint: VectorPaint
    /// The region a fill covers when it is not the subpaths' inside alone: regions combined
    /// (a `Path`'s `subtracting`, `union`…). The subpaths are then every outline of it.
    public var area: VectorArea?

    public init(_ subpaths: [VectorSubpath], paint: VectorPaint) {
        self.subpaths = subpaths
        self.paint = paint
    }

    /// A layer filling `area` (its outlines are the layer's subpaths).
    public init(area: VectorArea, paint: VectorPaint) {
        subpaths = area.outlines
        self.paint = paint
        self.area = area
    }
}

/// How two regions combine into one (a `Path`'s boolean operations).
///
/// ```swift
/// let hole = VectorCombination.subtraction  // outer.subtracting(inner): a frame
/// ```
public enum VectorCombination: Hashable, Sendable {
    /// What either covers.
    case union
    /// What both cover.
    case intersection
    /// What the first covers and the second does not.
    case subtraction
    /// What exactly one of them covers.
    case symmetricDifference

    func covers(_ first: Bool, _ second: Bool) -> Bool {
        switch self {
        case .union: first || second
        case .intersection: first && second
        case .subtraction: first && !second
        case .symmetricDifference: first != second
        }
    }
}

/// A region to fill: the inside of outlines (non-zero winding or even-odd), or two regions
/// combined.
///
/// ```swift
/// // A square with a square hole: what the first covers and the second does not.
/// let outer = VectorSubpath(points: [.init(x: 0, y: 0), .init(x: 34, y: 0), .init(x: 34, y: 34), .init(x: 0, y: 34)], isClosed: true)
/// let inner = VectorSubpath(points: [.init(x: 9, y: 9), .init(x: 25, y: 9), .init(x: 25, y: 25), .init(x: 9, y: 25)], isClosed: true)
/// let frame = VectorArea.combined(.subtraction, .outlines([outer], evenOdd: false), .outlines([inner], evenOdd: false))
/// ```
public indirect enum VectorArea: Hashable, Sendable {
    case outlines([VectorSubpath], evenOdd: Bool)
    case combined(VectorCombination, VectorArea, VectorArea)

    /// Every outline of the region.
    public var outlines: [VectorSubpath] {
        switch self {
        case .outlines(let subpaths, _): subpaths
        case .combined(_, let first, let second): first.outlines + second.outlines
        }
    }
}
