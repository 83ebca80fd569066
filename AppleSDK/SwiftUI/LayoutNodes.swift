import FoundationCompatibility
internal import WidgetDrawing
// Layout nodes of SwiftUI's modifiers that the view layer has no node for: an aspect ratio on
// any view, a position, a z-index. Lengths are worked in points, where ratios mean what they
// mean on a phone, and rounded to cells once.

/// A view drawn as its child, passing every layout property through: the wrappers below change
/// one thing (where it is recorded, its drawing order, what it keeps) and inherit the rest.
class _PassThroughNode: ContainerViewNode {
    let child: any ViewNode

    init(child: any ViewNode) { self.child = child }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
    func draw(in rect: Rect, into canvas: inout ViewCanvas) { child.draw(in: rect, into: &canvas) }
    var layoutPriority: Double { child.layoutPriority }
    var spacerAxis: LayoutAxis? { child.spacerAxis }
    var childNodes: [any ViewNode] { [child] }
    func alignmentGuide(_ key: GuideKey, size: Size) -> Int? { child.alignmentGuide(key, size: size) }
    /// Declared here so a subclass's own is the one a stack reads.
    var zIndex: Double { 0 }
}

/// A view offered a size of its aspect ratio (`.aspectRatio(_:contentMode:)` on a view that is
/// not a picture): the largest that fits the proposal, or the smallest that fills it; with no
/// ratio, the ratio of the view's ideal size. A filled size larger than the proposal overflows.
final class _AspectRatioNode: ContainerViewNode {
    let ratio: Double?
    let fill: Bool
    let child: any ViewNode

    init(ratio: Double?, fill: Bool, child: any ViewNode) {
        (self.ratio, self.fill, self.child) = (ratio, fill, child)
    }

    /// The size of the ratio for `proposal`, in cells.
    func proposal(for proposal: ProposedSize) -> ProposedSize {
        let ideal = child.sizeThatFits(.unspecified)
        // With no ratio, the ideal size's: a colour's or shape's is square (10 × 10 points in
        // SwiftUI), not the shape of the cell it would be drawn in.
        let ratio =
            self.ratio
            ?? (child is ShapeNode || ideal.height <= 0
                ? 1 : CellMetrics.points(columns: ideal.width) / CellMetrics.points(rows: ideal.height))
        guard ratio.isFinite, ratio > 0 else { return proposal }
        let width = proposal.width.map { CellMetrics.points(columns: $0) }
        let height = proposal.height.map { CellMetrics.points(rows: $0) }
        let sized: (Double, Double)
        switch (width, height) {
        case (let w?, let h?):
            let across = fill ? max(w, h * ratio) : min(w, h * ratio)
            sized = (across, across / ratio)
        case (let w?, nil): sized = (w, w / ratio)
        case (nil, let h?): sized = (h * ratio, h)
        case (nil, nil): return .unspecified
        }
        return ProposedSize(width: CellMetrics.columns(sized.0), height: CellMetrics.rows(sized.1))
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(self.proposal(for: proposal)) }
    func draw(in rect: Rect, into canvas: inout ViewCanvas) { child.draw(in: rect, into: &canvas) }
    var layoutPriority: Double { child.layoutPriority }
    var childNodes: [any ViewNode] { [child] }
}

/// A view whose centre is put at a point of the room it is given (`.position(x:y:)`): it takes
/// all the room offered, and the view inside keeps its own size.
final class _PositionNode: ContainerViewNode {
    let x: Double
    let y: Double
    let child: any ViewNode

    init(x: Double, y: Double, child: any ViewNode) {
        (self.x, self.y, self.child) = (x, y, child)
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let own = child.sizeThatFits(proposal)
        return Size(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
    }

    func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        let size = child.sizeThatFits(ProposedSize(rect.size))
        let left = CellMetrics.columns(x - CellMetrics.points(columns: size.width) / 2)
        let top = CellMetrics.rows(y - CellMetrics.points(rows: size.height) / 2)
        // Past its room where the point is near an edge, as in SwiftUI (nothing clips it there).
        child.draw(in: Rect(x: rect.x + left, y: rect.y + top, width: size.width, height: size.height), into: &canvas)
    }

    var layoutPriority: Double { child.layoutPriority }
    var childNodes: [any ViewNode] { [child] }
}

nonisolated struct _PositionModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let x: Double
    let y: Double

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        context.wrapEach(content) { _PositionNode(x: x, y: y, child: $0) }
    }
}

/// A view drawn before or after its siblings by its z-index (`.zIndex`), where it is.
final class _ZIndexNode: _PassThroughNode {
    let order: Double

    init(zIndex: Double, child: any ViewNode) {
        order = zIndex
        super.init(child: child)
    }

    override var zIndex: Double { order }
}

nonisolated struct _ZIndexModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let zIndex: Double

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        context.wrapEach(content) { _ZIndexNode(zIndex: zIndex, child: $0) }
    }
}

/// What stands in for a picture whose pixels are not drawn (a redacted one, one that is not
/// here), with the picture's width-to-height ratio where it is known: an aspect ratio keeps it.
final class _PictureStandInNode: _PassThroughNode {
    let ratio: Double?

    init(ratio: Double?, child: any ViewNode) {
        self.ratio = ratio
        super.init(child: child)
    }
}

/// A view cut at its frame (`.clipped()`): what its content draws past its edges is not shown.
final class _ClipNode: _PassThroughNode {
    override func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        canvas.clipping(to: rect) { child.draw(in: rect, into: &$0) }
    }
}

nonisolated struct _ClipModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        context.wrapEach(content) { _ClipNode(child: $0) }
    }
}

/// A view that takes no taps (`.allowsHitTesting(false)`): drawn as it is, but the controls in
/// it are not placed — the dashboard does not focus or press what a phone would not let a
/// finger reach.
final class _UntappableNode: _PassThroughNode {
    override func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        let placed = canvas.controls.count
        child.draw(in: rect, into: &canvas)
        canvas.controls.removeSubrange(placed...)
    }
}

nonisolated struct _HitTestingModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let enabled: Bool

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        guard !enabled else { return content.build(&context) }
        return context.wrapEach(content) { _UntappableNode(child: $0) }
    }
}
