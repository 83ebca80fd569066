/// A drawing in outlines — a custom `Shape`, a `Path`, a stroked circle or a progress ring, a
/// `Canvas` — rasterised at the size it is laid out: fills in quadrant blocks, strokes in
/// braille, each layer in its role, later layers over earlier ones (a stroke's dots added to
/// the braille already in a cell, so a ring's progress and its track share cells). What is
/// faint (the muted role: a ring's track) is dotted — every other dot of a stroke, `░` for a
/// whole cell of a fill — so it reads apart from what is drawn over it without colour too.
///
/// `drawing` is asked for the outlines at the laid-out size in points (columns × 8.5, rows ×
/// 17), as SwiftUI asks a shape for its path in its frame.
///
/// ```swift
/// // Path { $0.move(to: CGPoint(x: 0, y: 34)); $0.addLine(to: CGPoint(x: 68, y: 0)) }.stroke(.blue)
/// let line = VectorNode { _, _ in
///     [VectorLayer([VectorSubpath(points: [.init(x: 0, y: 34), .init(x: 68, y: 0)])], paint: .stroke(.accent, lineWidth: 1))]
/// }
/// var canvas = ViewCanvas(size: Size(width: 8, height: 2))
/// canvas.place(line)  // a diagonal of braille dots from the bottom left to the top right
/// ```
public final class VectorNode: ViewNode {
    /// The layers at a size, and what drawing them left out there (a `Canvas`'s text), noted.
    public let drawing: (_ width: Double, _ height: Double) -> (layers: [VectorLayer], leftOut: String?)
    public let approximation: String?
    public let layoutPriority: Double

    public init(
        approximation: String? = nil, layoutPriority: Double = 0,
        drawing: @escaping (_ width: Double, _ height: Double) -> (layers: [VectorLayer], leftOut: String?)
    ) {
        self.drawing = drawing
        self.approximation = approximation
        self.layoutPriority = layoutPriority
    }

    public convenience init(
        approximation: String? = nil, layoutPriority: Double = 0, layers: @escaping (_ width: Double, _ height: Double) -> [VectorLayer]
    ) {
        self.init(approximation: approximation, layoutPriority: layoutPriority) { width, height in (layers(width, height), nil) }
    }

    /// A shape takes the room it is offered (one cell where it is offered none), as SwiftUI's do.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        if let approximation { canvas.buffer.note(.approximated, approximation, at: rect.origin) }
        guard !rect.isEmpty else { return }
        let points = (width: Double(rect.width) * CellMetrics.cellPoints.width, height: Double(rect.height) * CellMetrics.cellPoints.height)
        let (layers, leftOut) = drawing(points.width, points.height)
        if let leftOut { canvas.buffer.note(.approximated, leftOut, at: rect.origin) }
        for layer in layers { Self.draw(layer, in: rect, into: &canvas) }
    }

    /// Rasterises one layer into the cells of `rect`.
    public static func draw(_ layer: VectorLayer, in rect: Rect, into canvas: inout ViewCanvas) {
        let role: StyleRole
        var raster: VectorRaster
        switch layer.paint {
        case .fill(let fillRole, let evenOdd):
            role = fillRole
            raster = VectorRaster(columns: rect.width, rows: rect.height, kind: .quadrants)
            if let area = layer.area { raster.fill(area) } else { raster.fill(layer.subpaths, evenOdd: evenOdd) }
        case .stroke(let strokeRole, let lineWidth):
            role = strokeRole
            raster = VectorRaster(columns: rect.width, rows: rect.height, kind: .braille)
            raster.stroke(layer.subpaths, lineWidth: lineWidth)
        }
        raster.put(in: rect, into: &canvas, style: Style(role), faint: role == .chartMuted)
    }
}
