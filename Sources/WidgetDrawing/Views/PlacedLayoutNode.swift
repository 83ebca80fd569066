/// Children placed by a program rather than by a stack's rule (SwiftUI's `Layout` protocol: a
/// flow of tags, a diagonal pile, a radial dial): `measure` answers the node's size for a
/// proposal, as the layout's `sizeThatFits` does, and `place` says where each child goes in the
/// node's rectangle, as its `placeSubviews` does — a rectangle in the canvas's cells per child,
/// or `nil` for a child it did not place, which is centred at its own size (as SwiftUI does with
/// a subview its layout never places).
///
/// A child placed partly outside the node is drawn in the part inside it: nothing outside the
/// node's rectangle is touched.
///
/// ```swift
/// // A layout that puts its children in a diagonal, each one cell right of and below the last:
/// let diagonal = PlacedLayoutNode(
///     children: [TextNode("A"), TextNode("B"), TextNode("C")],
///     measure: { _, children in Size(width: children.count, height: children.count) },
///     place: { rect, children in
///         children.indices.map { Rect(x: rect.x + $0, y: rect.y + $0, width: 1, height: 1) }
///     })
/// var canvas = ViewCanvas(size: Size(width: 3, height: 3))
/// canvas.place(diagonal)
/// print(canvas.buffer)  // "A  " / " B " / "  C"
/// ```
public final class PlacedLayoutNode: ViewNode {
    /// The node's size for a proposal, given its children.
    ///
    /// ```swift
    /// // As wide as its children side by side, as tall as the tallest.
    /// let row: PlacedLayoutNode.Measure = { proposal, children in
    ///     let sizes = children.map { $0.sizeThatFits(.unspecified) }
    ///     return Size(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    /// }
    /// ```
    public typealias Measure = (ProposedSize, [any ViewNode]) -> Size
    /// Where each child goes when the node is drawn in a rectangle.
    ///
    /// ```swift
    /// // Every child in the top leading corner, at its ideal size.
    /// let corner: PlacedLayoutNode.Place = { rect, children in
    ///     children.map { child in
    ///         let size = child.sizeThatFits(.unspecified)
    ///         return Rect(x: rect.x, y: rect.y, width: size.width, height: size.height)
    ///     }
    /// }
    /// ```
    public typealias Place = (Rect, [any ViewNode]) -> [Rect?]

    public let children: [any ViewNode]
    public let layoutPriority: Double
    private let measure: Measure
    private let place: Place
    private var cache = SizeCache()

    public init(children: [any ViewNode], layoutPriority: Double = 0, measure: @escaping Measure, place: @escaping Place) {
        self.children = children
        self.layoutPriority = layoutPriority
        self.measure = measure
        self.place = place
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        cache.size(for: proposal) {
            let size = measure(proposal, children)
            return Size(width: max(0, size.width), height: max(0, size.height))
        }
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        let placed = place(rect, children)
        for (index, child) in children.enumerated() {
            let target: Rect
            if index < placed.count, let given = placed[index] {
                target = given
            } else {
                target = NodeAlignment.center.place(child.sizeThatFits(ProposedSize(rect.size)), in: rect)
            }
            let inside = target.intersection(rect)
            guard !inside.isEmpty else { continue }
            child.draw(in: inside, into: &canvas)
        }
    }
}
