import FoundationCompatibility
package import WidgetDrawing

/// An outline of lines and curves (Apple's `Path`), kept as Apple's elements — moves, lines,
/// quadratic and cubic curves, closes — with rectangles, rounded rectangles, ellipses and arcs
/// added as the curves Core Graphics adds. Drawn by widgetdeck rasterised into the cells of its
/// frame (see `VectorNode`): filled in quadrant blocks, stroked in braille.
public struct Path: Equatable, Shape, @unchecked Sendable {
    /// One element of a path (Apple's `Path.Element`).
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    var elements: [Element] = []
    /// The region the path covers when a boolean operation made it (`a.subtracting(b)`): the two
    /// operands and how they combine. Its elements are then both operands' outlines (what a
    /// stroke, a bounding box or `forEach` reads — an outline around the result on a phone).
    var region: _PathRegion?

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// The path of a Core Graphics path, element for element.
    public init(_ path: CGPath) {
        for element in path.elements {
            switch element {
            case .move(let point): move(to: point)
            case .line(let point): addLine(to: point)
            case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2): addCurve(to: point, control1: control1, control2: control2)
            case .close: closeSubpath()
            }
        }
    }

    public init(_ path: CGMutablePath) { self.init(path as CGPath) }

    /// The path as Core Graphics keeps one.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .quadCurve(let point, let control): path.addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2): path.addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }

    /// A path is its own outline in any frame (as SwiftUI's is): drawn where its points say,
    /// rasterised in the frame it is laid out in.
    public nonisolated func path(in rect: CGRect) -> Path { self }

    /// The point the next element starts from.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element in order (Apple's `forEach(_:)`).
    public func forEach(_ body: (Path.Element) -> Void) { elements.forEach(body) }

    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }
    public mutating func addLine(to end: CGPoint) {
        if currentPoint == nil { elements.append(.move(to: end)) } else { elements.append(.line(to: end)) }
    }
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { elements.append(.line(to: point)) }
    }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if currentPoint == nil { elements.append(.move(to: control)) }
        elements.append(.quadCurve(to: end, control: control))
    }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { elements.append(.move(to: control1)) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ]
        let moved = corners.map { $0.applying(transform) }
        elements.append(.move(to: moved[0]))
        for corner in moved.dropFirst() { elements.append(.line(to: corner)) }
        elements.append(.closeSubpath)
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        let radius = min(cornerSize.width, cornerSize.height)
        addRoundedRect(
            in: rect,
            cornerRadii: RectangleCornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius),
            style: style, transform: transform)
    }

    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let clamp = { (value: CGFloat) in max(0, min(limit, value)) }
        let (tl, tr, br, bl) = (
            clamp(cornerRadii.topLeading), clamp(cornerRadii.topTrailing), clamp(cornerRadii.bottomTrailing),
            clamp(cornerRadii.bottomLeading)
        )
        var outline = Path()
        outline.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        outline.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        outline.addCorner(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, from: -.pi / 2)
        outline.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        outline.addCorner(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, from: 0)
        outline.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        outline.addCorner(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, from: .pi / 2)
        outline.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        outline.addCorner(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, from: .pi)
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }

    /// A quarter turn clockwise on screen from the angle `from`, as one cubic curve.
    private mutating func addCorner(center: CGPoint, radius: CGFloat, from angle: CGFloat) {
        guard radius > 0 else { return }
        appendArc(center: center, radius: radius, from: angle, to: angle + .pi / 2)
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var outline = Path()
        let center = CGPoint(x: r.midX, y: r.midY)
        // From three o'clock, clockwise on screen, as Core Graphics adds an ellipse.
        outline.move(to: CGPoint(x: r.maxX, y: r.midY))
        outline.appendArc(center: center, radiusX: r.width / 2, radiusY: r.height / 2, from: 0, to: 2 * .pi)
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }

    /// An arc around `center` (Apple's): in SwiftUI's coordinates, where y grows downwards,
    /// `clockwise: false` turns clockwise on screen, as on a phone.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        let start = CGFloat(startAngle.radians)
        var end = CGFloat(endAngle.radians)
        if clockwise {
            while end > start { end -= 2 * .pi }
        } else {
            while end < start { end += 2 * .pi }
        }
        addArc(center: center, radius: radius, from: start, to: end, transform: transform)
    }

    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        let start = CGFloat(startAngle.radians)
        addArc(center: center, radius: radius, from: start, to: start + CGFloat(delta.radians), transform: transform)
    }

    /// A line towards the corner, then the arc tangent to both lines (Apple's).
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity)
    {
        guard let p0 = currentPoint?.applying(transform.inverted()) else {
            move(to: p1.applying(transform))
            return
        }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-9 else {
            addLine(to: p1.applying(transform))
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let half = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y))) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centreDistance = radius / sin(half)
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centreDistance, y: p1.y + bisector.y / bisectorLength * centreDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1.applying(transform))
        var arc = Path()
        arc.move(to: t1)
        arc.appendArc(center: center, radius: radius, from: a1, to: a1 + sweep)
        elements += arc.elements.dropFirst().map { $0.applying(transform) }
    }

    private mutating func addArc(center: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat, transform: CGAffineTransform) {
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        var arc = Path()
        arc.move(to: first)
        arc.appendArc(center: center, radius: radius, from: start, to: end)
        if currentPoint == nil {
            elements.append(.move(to: first.applying(transform)))
        } else {
            elements.append(.line(to: first.applying(transform)))
        }
        elements += arc.elements.dropFirst().map { $0.applying(transform) }
    }

    /// Cubic curves along an elliptical arc from angle `start` to `end`, in pieces of at most
    /// a quarter turn (each within 0.03 % of the arc).
    private mutating func appendArc(center: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat) {
        appendArc(center: center, radiusX: radius, radiusY: radius, from: start, to: end)
    }

    private mutating func appendArc(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, from start: CGFloat, to end: CGFloat) {
        let sweep = end - start
        guard sweep != 0, sweep.isFinite else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            let p0 = CGPoint(x: center.x + radiusX * c0, y: center.y + radiusY * s0)
            let p3 = CGPoint(x: center.x + radiusX * c1, y: center.y + radiusY * s1)
            let p1 = CGPoint(x: p0.x - k * radiusX * s0, y: p0.y + k * radiusY * c0)
            let p2 = CGPoint(x: p3.x + k * radiusX * s1, y: p3.y - k * radiusY * c1)
            elements.append(.curve(to: p3, control1: p1, control2: p2))
            angle = next
        }
    }

    /// The outline of the path stroked with `style` (Apple's `strokedPath(_:)`), to fill: each
    /// segment of the path — curves followed in short lines — as a band `lineWidth` wide, and a
    /// square at each joint so bends have no gaps; bands wind one way, so where they overlap a
    /// fill stays filled. Caps are butt and joins square: at cells' size, the same picture.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0 else { return Path() }
        var outline = Path()
        func band(_ a: CGPoint, _ b: CGPoint) {
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return }
            let (nx, ny) = (-dy / length * half, dx / length * half)
            // Corners in the order that keeps every band winding the same way.
            outline.move(to: CGPoint(x: a.x + nx, y: a.y + ny))
            outline.addLine(to: CGPoint(x: a.x - nx, y: a.y - ny))
            outline.addLine(to: CGPoint(x: b.x - nx, y: b.y - ny))
            outline.addLine(to: CGPoint(x: b.x + nx, y: b.y + ny))
            outline.closeSubpath()
        }
        func joint(_ p: CGPoint) {
            outline.move(to: CGPoint(x: p.x - half, y: p.y - half))
            outline.addLine(to: CGPoint(x: p.x + half, y: p.y - half))
            outline.addLine(to: CGPoint(x: p.x + half, y: p.y + half))
            outline.addLine(to: CGPoint(x: p.x - half, y: p.y + half))
            outline.closeSubpath()
        }
        var start = CGPoint.zero
        var current = CGPoint.zero
        func line(to point: CGPoint) {
            band(current, point)
            joint(point)
            current = point
        }
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point):
                line(to: point)
            case .quadCurve(let point, let control):
                let from = current
                for step in 1...8 {
                    let t = CGFloat(step) / 8, u = 1 - t
                    line(
                        to: CGPoint(
                            x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
                            y: u * u * from.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let control1, let control2):
                let from = current
                for step in 1...12 {
                    let t = CGFloat(step) / 12, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    line(
                        to: CGPoint(
                            x: a * from.x + b * control1.x + c * control2.x + d * point.x,
                            y: a * from.y + b * control1.y + c * control2.y + d * point.y))
                }
            case .closeSubpath:
                line(to: start)
            }
        }
        return outline
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var copy = Path()
        copy.elements = elements.map { $0.applying(transform) }
        if case .combined(let combination, let first, let evenOdd, let second)? = region {
            copy.region = .combined(combination, first.applying(transform), evenOdd: evenOdd, second.applying(transform))
        }
        return copy
    }

    // MARK: Boolean operations (iOS 17)

    /// What this path or `other` fills.
    public func union(_ other: Path, eoFill: Bool = false) -> Path { combined(.union, other, eoFill) }
    /// What both this path and `other` fill.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path { combined(.intersection, other, eoFill) }
    /// What this path fills and `other` does not.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { combined(.subtraction, other, eoFill) }
    /// What exactly one of this path and `other` fills.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { combined(.symmetricDifference, other, eoFill) }

    private func combined(_ combination: VectorCombination, _ other: Path, _ evenOdd: Bool) -> Path {
        var result = Path()
        result.elements = elements + other.elements
        result.region = .combined(combination, self, evenOdd: evenOdd, other)
        return result
    }

    /// The region the rasteriser fills: the outlines' inside, or the operands' regions combined.
    package func _area(evenOdd: Bool = false) -> VectorArea {
        guard case .combined(let combination, let first, let operandsEvenOdd, let second)? = region else {
            return .outlines(_subpaths(), evenOdd: evenOdd)
        }
        return .combined(combination, first._area(evenOdd: operandsEvenOdd), second._area(evenOdd: operandsEvenOdd))
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The part between two fractions of the outline's length (Apple's `trimmedPath`).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(_subpaths: _subpaths().trimmed(from: Double(from), to: Double(to)))
    }

    /// The smallest rectangle holding every point of the outline, control points of curves
    /// left out (Apple's `boundingRect`).
    public var boundingRect: CGRect {
        let points = _subpaths().flatMap(\.points)
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `p` is inside the outline, by the non-zero winding rule or the even-odd one.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for subpath in _subpaths() where subpath.points.count > 2 {
            var closed = subpath
            closed.isClosed = true
            let points = closed.points + [closed.points[0]]
            for (a, b) in zip(points, points.dropFirst()) where a.y != b.y {
                let (low, high, direction) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                guard Double(p.y) >= low.y, Double(p.y) < high.y else { continue }
                let x = low.x + (Double(p.y) - low.y) / (high.y - low.y) * (high.x - low.x)
                if x > Double(p.x) { winding += eoFill ? 1 : direction }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}

extension Path.Element {
    func applying(_ t: CGAffineTransform) -> Path.Element {
        guard !t.isIdentity else { return self }
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}

extension Path {
    /// A path of straight runs (a trimmed or dashed outline).
    init(_subpaths subpaths: [VectorSubpath]) {
        for subpath in subpaths {
            guard let first = subpath.points.first else { continue }
            elements.append(.move(to: CGPoint(x: first.x, y: first.y)))
            for point in subpath.points.dropFirst() { elements.append(.line(to: CGPoint(x: point.x, y: point.y))) }
            if subpath.isClosed { elements.append(.closeSubpath) }
        }
    }

    /// The outline flattened into straight runs for the rasteriser: each curve cut into
    /// pieces a quarter of a braille dot long or shorter.
    package func _subpaths() -> [VectorSubpath] {
        var result: [VectorSubpath] = []
        var current: [VectorPoint] = []
        var start: VectorPoint?
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(VectorSubpath(points: current, isClosed: closed)) }
            current = []
        }
        func point(_ p: CGPoint) -> VectorPoint { VectorPoint(x: Double(p.x), y: Double(p.y)) }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = point(p)
                current = [point(p)]
            case .line(let p):
                if current.isEmpty, let start { current = [start] }
                current.append(point(p))
            case .quadCurve(let p, let c):
                if current.isEmpty, let start { current = [start] }
                guard let from = current.last else { continue }
                let (to, control) = (point(p), point(c))
                let pieces = Self.pieces(from.distance(to: control) + control.distance(to: to))
                for i in 1...pieces {
                    let t = Double(i) / Double(pieces), u = 1 - t
                    current.append(
                        VectorPoint(
                            x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                            y: u * u * from.y + 2 * u * t * control.y + t * t * to.y))
                }
            case .curve(let p, let c1, let c2):
                if current.isEmpty, let start { current = [start] }
                guard let from = current.last else { continue }
                let (to, a, b) = (point(p), point(c1), point(c2))
                let pieces = Self.pieces(from.distance(to: a) + a.distance(to: b) + b.distance(to: to))
                for i in 1...pieces {
                    let t = Double(i) / Double(pieces), u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(
                        VectorPoint(x: w0 * from.x + w1 * a.x + w2 * b.x + w3 * to.x, y: w0 * from.y + w1 * a.y + w2 * b.y + w3 * to.y))
                }
            case .closeSubpath:
                let first = current.first ?? start
                finish(closed: true)
                if let first { start = first }
            }
        }
        finish(closed: false)
        return result
    }

    /// How many straight pieces a curve of about `length` points becomes (a braille dot is 4.25).
    private static func pieces(_ length: Double) -> Int {
        guard length.isFinite else { return 1 }
        return max(2, min(256, Int((length / 1.5).rounded(.up))))
    }
}

/// The radii of a rectangle's four corners (Apple's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// How a path made by a boolean operation fills: its operands, combined (their fill rule given).
indirect enum _PathRegion: Equatable, Sendable {
    case combined(VectorCombination, Path, evenOdd: Bool, Path)
}
