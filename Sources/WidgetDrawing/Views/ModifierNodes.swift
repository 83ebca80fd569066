/// Room around a view (`.padding`): the proposal shrinks by the insets, the size grows by them.
///
/// ```swift
/// // Text("48").padding(.horizontal, 17): 17 points are two columns.
/// let side = CellMetrics.columns(17)
/// let padded = PaddingNode(top: 0, leading: side, bottom: 0, trailing: side, child: TextNode("48"))
/// let size = padded.sizeThatFits(.unspecified)  // 6×1
/// ```
public final class PaddingNode: ViewNode {
    public let top, leading, bottom, trailing: Int
    public let child: any ViewNode
    public var layoutPriority: Double { child.layoutPriority }

    public init(top: Int, leading: Int, bottom: Int, trailing: Int, child: any ViewNode) {
        (self.top, self.leading, self.bottom, self.trailing) = (max(0, top), max(0, leading), max(0, bottom), max(0, trailing))
        self.child = child
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = child.sizeThatFits(
            ProposedSize(
                width: proposal.width.map { $0 - leading - trailing },
                height: proposal.height.map { $0 - top - bottom }))
        return Size(width: inner.width + leading + trailing, height: inner.height + top + bottom)
    }

    /// The child's own guide, moved by the inset before it.
    public func alignmentGuide(_ key: GuideKey, size: Size) -> Int? {
        let inner = Size(width: size.width - leading - trailing, height: size.height - top - bottom)
        return child.alignmentGuide(key, size: inner).map { $0 + (key.axis == .horizontal ? leading : top) }
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        let inner = Rect(x: rect.x + leading, y: rect.y + top, width: rect.width - leading - trailing, height: rect.height - top - bottom)
        let size = child.sizeThatFits(ProposedSize(inner.size))
        child.draw(in: NodeAlignment.center.overflowing(size, in: inner), into: &canvas)
    }
}

/// A frame (`.frame(width:height:)` and `.frame(minWidth:idealWidth:maxWidth:…)`): fixed
/// dimensions replace the proposal and the size; flexible ones clamp the proposal between
/// their minimum and maximum (a missing bound is the child's own size), so
/// `maxWidth: .infinity` takes all the width offered. The child sits inside by `alignment`.
///
/// ```swift
/// // Text("Sales").frame(maxWidth: .infinity, alignment: .trailing)
/// let frame = FrameNode(width: .init(maximum: CellMetrics.unbounded), alignment: .trailing, child: TextNode("Sales"))
/// var canvas = ViewCanvas(size: Size(width: 10, height: 1))
/// canvas.place(frame)
/// print(canvas.buffer)  // "     Sales"
/// ```
public final class FrameNode: ViewNode {
    /// One dimension's constraints, in cells (`CellMetrics.unbounded` for `.infinity`).
    ///
    /// ```swift
    /// let fixed = FrameNode.Bounds(fixed: CellMetrics.columns(102))  // .frame(width: 102): 12 columns
    /// let flexible = FrameNode.Bounds(minimum: 4, maximum: CellMetrics.unbounded)  // minWidth 34, maxWidth .infinity
    /// let card = FrameNode(width: flexible, height: .init(fixed: 3), child: TextNode("Orders"))
    /// let size = card.sizeThatFits(ProposedSize(width: 20, height: 8))  // 20×3
    /// ```
    public struct Bounds: Hashable, Sendable {
        public var fixed: Int?
        public var minimum: Int?
        public var ideal: Int?
        public var maximum: Int?

        public init(fixed: Int? = nil, minimum: Int? = nil, ideal: Int? = nil, maximum: Int? = nil) {
            self.fixed = fixed
            self.minimum = minimum
            self.ideal = ideal
            self.maximum = maximum
        }

        /// No constraint: the child's own.
        public var isNone: Bool { fixed == nil && minimum == nil && ideal == nil && maximum == nil }

        /// The bounds as SwiftUI uses them: a maximum below the minimum is raised to it, an ideal
        /// kept between the two (SwiftUI logs such a frame as contradictory and does the same).
        var normalised: Bounds {
            var bounds = self
            if let minimum, let maximum { bounds.maximum = max(minimum, maximum) }
            if let ideal = bounds.ideal {
                bounds.ideal = min(bounds.maximum ?? ideal, max(minimum ?? ideal, ideal))
            }
            return bounds
        }

        /// What the child is offered when the frame is offered `proposal`: the proposal between
        /// the bounds, or the ideal when none is made.
        func childProposal(_ proposal: Int?) -> Int? {
            if let fixed { return fixed }
            let bounds = normalised
            guard let proposal else { return bounds.ideal }
            var p = proposal
            if let minimum = bounds.minimum { p = max(p, minimum) }
            if let maximum = bounds.maximum { p = min(p, maximum) }
            return p
        }

        /// The frame's extent, offered `proposal`, around a child of `child` cells — SwiftUI's
        /// flexible frame: at least the minimum (where the child or the proposal is smaller), at
        /// most the maximum (where the child or the proposal is larger; a child wider than the
        /// maximum overflows the frame), otherwise the child's.
        func extent(_ proposal: Int?, child: Int) -> Int {
            if let fixed { return fixed }
            let bounds = normalised
            if bounds.minimum == nil && bounds.maximum == nil { return bounds.ideal.map { proposal == nil ? $0 : child } ?? child }
            let offered = proposal ?? bounds.ideal ?? child
            var extent = child
            if let minimum = bounds.minimum { extent = max(minimum, min(extent, offered)) }
            if let maximum = bounds.maximum { extent = min(maximum, max(extent, offered)) }
            return extent
        }
    }

    public let width: Bounds
    public let height: Bounds
    public let alignment: NodeAlignment
    public let child: any ViewNode
    public var layoutPriority: Double { child.layoutPriority }
    private var cache = SizeCache()

    public init(width: Bounds = Bounds(), height: Bounds = Bounds(), alignment: NodeAlignment = .center, child: any ViewNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        self.child = child
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        cache.size(for: proposal) {
            let inner = child.sizeThatFits(
                ProposedSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height)))
            return Size(
                width: width.extent(proposal.width, child: inner.width), height: height.extent(proposal.height, child: inner.height))
        }
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        let inner = child.sizeThatFits(ProposedSize(width: width.childProposal(rect.width), height: height.childProposal(rect.height)))
        child.draw(in: alignment.overflowing(inner, in: rect), into: &canvas)
    }
}

/// A view at its ideal size in the chosen dimensions, whatever is offered (`.fixedSize()`).
///
/// ```swift
/// // Text("Morning run").fixedSize(): one line even when offered 8 columns.
/// let title = FixedSizeNode(child: TextNode("Morning run"))
/// let size = title.sizeThatFits(ProposedSize(width: 8, height: nil))  // 11×1; the text alone wraps to 7×2
/// ```
public final class FixedSizeNode: ViewNode {
    public let horizontal: Bool
    public let vertical: Bool
    public let child: any ViewNode
    public var layoutPriority: Double { child.layoutPriority }

    public init(horizontal: Bool = true, vertical: Bool = true, child: any ViewNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.child = child
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        child.sizeThatFits(ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        child.draw(in: rect, into: &canvas)
    }
}

/// A view with another layout priority (`.layoutPriority`).
///
/// ```swift
/// // The total is offered room first and stays whole; the long name is cut with `…`.
/// let row = StackNode(.horizontal, children: [
///     TextNode("Maple & Moss Coffee Roasters", lineLimit: 1), PriorityNode(1, child: TextNode("$7,765")),
/// ])
/// var canvas = ViewCanvas(size: Size(width: 16, height: 1))
/// canvas.place(row)
/// ```
public final class PriorityNode: ViewNode {
    public let layoutPriority: Double
    public let child: any ViewNode

    public init(_ priority: Double, child: any ViewNode) {
        self.layoutPriority = priority
        self.child = child
    }

    public func alignmentGuide(_ key: GuideKey, size: Size) -> Int? { child.alignmentGuide(key, size: size) }
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
    public func draw(in rect: Rect, into canvas: inout ViewCanvas) { child.draw(in: rect, into: &canvas) }
    public var spacerAxis: LayoutAxis? { child.spacerAxis }
}

/// A view with another drawn on it or behind it, in its rectangle (`.overlay`, `.background`):
/// the layer is offered the view's size and placed by `alignment`; the size is the view's.
///
/// ```swift
/// // Text("Sold out").background(Color.red)
/// let label = OverlayNode(base: TextNode("Sold out"), layer: ShapeNode(paint: .background(.negative)), isBehind: true)
/// var canvas = ViewCanvas(size: Size(width: 8, height: 1))
/// canvas.place(label)
/// print(canvas.buffer)  // "Sold out", each cell on the negative role's background
/// ```
public final class OverlayNode: ViewNode {
    public let base: any ViewNode
    public let layer: any ViewNode
    public let alignment: NodeAlignment
    /// Drawn before the base (`.background`).
    public let isBehind: Bool
    public var layoutPriority: Double { base.layoutPriority }

    public init(base: any ViewNode, layer: any ViewNode, alignment: NodeAlignment = .center, isBehind: Bool) {
        self.base = base
        self.layer = layer
        self.alignment = alignment
        self.isBehind = isBehind
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size { base.sizeThatFits(proposal) }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        let layerSize = layer.sizeThatFits(ProposedSize(rect.size))
        if isBehind { layer.draw(in: alignment.overflowing(layerSize, in: rect), into: &canvas) }
        base.draw(in: rect, into: &canvas)
        if !isBehind { layer.draw(in: alignment.overflowing(layerSize, in: rect), into: &canvas) }
    }
}

/// A view whose drawn cells are restyled afterwards: `.opacity` (dim, or nothing at 0), a
/// rendering mode's grouping, a hidden view.
///
/// ```swift
/// // Text("Closed").opacity(0.5): the cells the text draws are dimmed.
/// let dimmed = RestyleNode(child: TextNode("Closed")) { $0.attributes.formUnion(.dim) }
/// // Text("Closed").hidden(): its room kept, nothing drawn.
/// let hidden = RestyleNode(child: TextNode("Closed"), isHidden: true) { _ in }
/// var canvas = ViewCanvas(size: Size(width: 13, height: 1))
/// canvas.place(StackNode(.horizontal, children: [dimmed, hidden]))
/// ```
public final class RestyleNode: ViewNode {
    public let child: any ViewNode
    public let isHidden: Bool
    public let transform: @Sendable (inout Style) -> Void
    public var layoutPriority: Double { child.layoutPriority }

    public init(child: any ViewNode, isHidden: Bool = false, transform: @escaping @Sendable (inout Style) -> Void) {
        self.child = child
        self.isHidden = isHidden
        self.transform = transform
    }

    public func alignmentGuide(_ key: GuideKey, size: Size) -> Int? { child.alignmentGuide(key, size: size) }
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        guard !isHidden else { return }
        let before = canvas.buffer
        child.draw(in: rect, into: &canvas)
        // Only what the child drew changes style: cells it left as they were keep theirs.
        let clip = rect.intersection(canvas.buffer.area)
        guard !clip.isEmpty else { return }
        for y in clip.y..<clip.bottom {
            for x in clip.x..<clip.right where canvas.buffer[x, y] != before[x, y] {
                var style = canvas.buffer[x, y].style
                transform(&style)
                canvas.buffer[x, y].style = style
            }
        }
    }
}

/// Nothing, in no room (`EmptyView`, a view left out by `if`).
///
/// ```swift
/// // if let note { Text(note) }, without a note:
/// let note: String? = nil
/// let line: any ViewNode = note.map { TextNode($0) } ?? EmptyNode()
/// let size = line.sizeThatFits(.unspecified)  // 0×0
/// ```
public final class EmptyNode: ViewNode {
    public init() {}
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }
    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {}
}

/// The first of several views whose ideal size fits the proposal in the constrained axes, or the
/// last (`ViewThatFits`).
///
/// ```swift
/// // ViewThatFits { Text("Total sales $7,765"); Text("$7,765") }
/// let sales = ViewThatFitsNode(children: [TextNode("Total sales $7,765"), TextNode("$7,765")])
/// var canvas = ViewCanvas(size: Size(width: 10, height: 1))
/// canvas.place(sales)
/// print(canvas.buffer)  // "  $7,765": the long one does not fit in 10 columns
/// ```
public final class ViewThatFitsNode: ViewNode {
    public let horizontal: Bool
    public let vertical: Bool
    public let children: [any ViewNode]

    public init(horizontal: Bool = true, vertical: Bool = true, children: [any ViewNode]) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.children = children
    }

    func choice(for proposal: ProposedSize) -> (any ViewNode)? {
        for child in children {
            let ideal = child.sizeThatFits(ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return children.last
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size { choice(for: proposal)?.sizeThatFits(proposal) ?? .zero }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        choice(for: ProposedSize(rect.size))?.draw(in: rect, into: &canvas)
    }
}

/// A view built once its size is known (`GeometryReader`): it takes all the room offered and
/// places what it builds at its top-left corner.
///
/// ```swift
/// // GeometryReader { proxy in Text("\(proxy.size.width) columns") }
/// let reader = GeometryNode { size in TextNode("\(size.width) columns") }
/// var canvas = ViewCanvas(size: Size(width: 12, height: 1))
/// canvas.place(reader)
/// print(canvas.buffer)  // "12 columns"
/// ```
public final class GeometryNode: ViewNode {
    public let build: (Size) -> any ViewNode

    public init(build: @escaping (Size) -> any ViewNode) {
        self.build = build
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        let content = build(rect.size)
        let size = content.sizeThatFits(ProposedSize(rect.size))
        content.draw(in: NodeAlignment.topLeading.place(size, in: rect), into: &canvas)
    }
}

/// A view a screen reader skips (a label's icon beside its title, `.accessibilityHidden(true)`),
/// or reads as something else (`.accessibilityLabel`): drawn as it is, read as `saying`.
///
/// ```swift
/// // An icon a screen reader skips, and a fraction it reads in words (`.accessibilityLabel`):
/// let icon = SilentNode(child: GlyphNode("☕", spoken: "Coffee"))
/// let count = SilentNode(child: TextNode("3/4"), saying: "3 of 4 cups")
/// var canvas = ViewCanvas(size: Size(width: 8, height: 1))
/// canvas.place(StackNode(.horizontal, children: [icon, count]))
/// print(canvas.spoken)  // ["3 of 4 cups"]
/// ```
public final class SilentNode: ViewNode {
    public let child: any ViewNode
    public let saying: String?
    public var layoutPriority: Double { child.layoutPriority }
    public var spacerAxis: LayoutAxis? { child.spacerAxis }

    public init(child: any ViewNode, saying: String? = nil) {
        self.child = child
        self.saying = saying
    }

    public func alignmentGuide(_ key: GuideKey, size: Size) -> Int? { child.alignmentGuide(key, size: size) }
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        let read = canvas.spoken.count
        child.draw(in: rect, into: &canvas)
        canvas.spoken.removeSubrange(read...)
        if let saying, !saying.isEmpty { canvas.spoken.append(saying) }
    }
}
