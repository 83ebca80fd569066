/// Colours along a line, out from a centre or around it (SwiftUI's `LinearGradient`,
/// `RadialGradient`, `EllipticalGradient`, `AngularGradient`), in exact colours: the colour at
/// any point of a rectangle, in points.
///
/// ```swift
/// let sunrise = GradientPaint(
///     stops: [.init(RGB(red: 255, green: 149, blue: 0), at: 0), .init(RGB(red: 255, green: 45, blue: 85), at: 1)],
///     shape: .linear(startX: 0.5, startY: 0, endX: 0.5, endY: 1))
/// sunrise.color(x: 50, y: 85, width: 100, height: 170)  // half way: #ff5f2b
/// ```
public struct GradientPaint: Hashable, Sendable {
    /// One colour at a fraction of the way along.
    ///
    /// ```swift
    /// let start = GradientPaint.Stop(RGB(red: 0, green: 122, blue: 255), at: 0)
    /// ```
    public struct Stop: Hashable, Sendable {
        public var color: RGB
        public var location: Double
        public init(_ color: RGB, at location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// Where the colours run: unit points of the rectangle, radii in points or as fractions of
    /// its size, angles in turns clockwise from three o'clock.
    ///
    /// ```swift
    /// let topToBottom = GradientPaint.Shape.linear(startX: 0.5, startY: 0, endX: 0.5, endY: 1)
    /// ```
    public enum Shape: Hashable, Sendable {
        case linear(startX: Double, startY: Double, endX: Double, endY: Double)
        case radial(centerX: Double, centerY: Double, startRadius: Double, endRadius: Double)
        case elliptical(centerX: Double, centerY: Double, startFraction: Double, endFraction: Double)
        case angular(centerX: Double, centerY: Double, startTurn: Double, endTurn: Double)
    }

    public var stops: [Stop]
    public var shape: Shape

    public init(stops: [Stop], shape: Shape) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.shape = shape
    }

    /// The colour at (`x`, `y`) points in a rectangle of `width` × `height` points.
    public func color(x: Double, y: Double, width: Double, height: Double) -> RGB {
        color(at: fraction(x: x, y: y, width: width, height: height))
    }

    /// How far along the gradient (0…1) the point lies.
    func fraction(x: Double, y: Double, width: Double, height: Double) -> Double {
        switch shape {
        case .linear(let sx, let sy, let ex, let ey):
            let (ax, ay, bx, by) = (sx * width, sy * height, ex * width, ey * height)
            let (dx, dy) = (bx - ax, by - ay)
            let length = dx * dx + dy * dy
            return length == 0 ? 0 : ((x - ax) * dx + (y - ay) * dy) / length
        case .radial(let cx, let cy, let start, let end):
            let (dx, dy) = (x - cx * width, y - cy * height)
            let distance = (dx * dx + dy * dy).squareRoot()
            return end == start ? (distance >= end ? 1 : 0) : (distance - start) / (end - start)
        case .elliptical(let cx, let cy, let start, let end):
            // Distance in units of the rectangle's half size: 0.5 is its edge.
            let dx = width == 0 ? 0 : (x - cx * width) / width, dy = height == 0 ? 0 : (y - cy * height) / height
            let distance = (dx * dx + dy * dy).squareRoot()
            return end == start ? (distance >= end ? 1 : 0) : (distance - start) / (end - start)
        case .angular(let cx, let cy, let start, let end):
            var turn = Self.turns(y: y - cy * height, x: x - cx * width) - start
            turn -= turn.rounded(.down)
            let span = end - start
            return span <= 0 ? turn : turn / span
        }
    }

    /// The colour `fraction` of the way along, between the stops around it.
    func color(at fraction: Double) -> RGB {
        guard let first = stops.first, let last = stops.last else { return RGB(red: 0, green: 0, blue: 0) }
        let t = fraction.isFinite ? fraction : 0
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            return a.color.mixed(with: b.color, by: span <= 0 ? 1 : (t - a.location) / span)
        }
        return last.color
    }

    /// The angle of (x, y) in turns (0…1) clockwise from three o'clock on screen (y down), to
    /// a quarter of a degree, without the C library.
    static func turns(y: Double, x: Double) -> Double {
        guard x != 0 || y != 0 else { return 0 }
        func atan(_ z: Double) -> Double { z * (.pi / 4) + 0.273 * z * (1 - abs(z)) }
        let angle: Double
        if abs(x) >= abs(y) {
            let base = atan(y / x)
            angle = x > 0 ? base : (y >= 0 ? base + .pi : base - .pi)
        } else {
            let base = atan(x / y)
            angle = y > 0 ? .pi / 2 - base : -.pi / 2 - base
        }
        let turn = angle / (2 * .pi)
        return turn < 0 ? turn + 1 : turn
    }
}

/// A gradient filling its room, each cell in the gradient's colours there: among content, two
/// colours a cell (the top and bottom halves, as a picture's pixels), with a block of `role`
/// for outputs without colour; behind content (a background), the colour at each cell's
/// centre laid behind what the cell shows, which stays readable (see ``Cell/backdrop``).
///
/// ```swift
/// let paint = GradientPaint(
///     stops: [.init(RGB(red: 0, green: 122, blue: 255), at: 0), .init(RGB(red: 88, green: 86, blue: 214), at: 1)],
///     shape: .linear(startX: 0, startY: 0, endX: 1, endY: 1))
/// let card = OverlayNode(base: TextNode("Sold out"), layer: GradientNode(paint, role: .accent, isBehind: true), isBehind: true)
/// ```
public final class GradientNode: ViewNode {
    public let paint: GradientPaint
    public let role: StyleRole
    public let isBehind: Bool
    public let layoutPriority: Double

    public init(_ paint: GradientPaint, role: StyleRole, isBehind: Bool = false, layoutPriority: Double = 0) {
        self.paint = paint
        self.role = role
        self.isBehind = isBehind
        self.layoutPriority = layoutPriority
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        guard !rect.isEmpty else { return }
        let (cellWidth, cellHeight) = CellMetrics.cellPoints
        let width = Double(rect.width) * cellWidth, height = Double(rect.height) * cellHeight
        if isBehind {
            canvas.paintBackdrop(in: rect) { column, row in
                self.paint.color(x: (Double(column) + 0.5) * cellWidth, y: (Double(row) + 0.5) * cellHeight, width: width, height: height)
            }
            return
        }
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                let x = (Double(column) + 0.5) * cellWidth
                let top = paint.color(x: x, y: (Double(row) + 0.25) * cellHeight, width: width, height: height)
                let bottom = paint.color(x: x, y: (Double(row) + 0.75) * cellHeight, width: width, height: height)
                guard canvas.put("█", width: 1, x: rect.x + column, y: rect.y + row, style: Style(role), clip: rect) else { continue }
                canvas.buffer[rect.x + column, rect.y + row].pixels = PixelPair(top: top, bottom: bottom)
                canvas.buffer[rect.x + column, rect.y + row].backdrop = nil
            }
        }
    }
}
