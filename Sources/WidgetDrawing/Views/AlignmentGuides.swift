/// Which alignment a guide answers for: one across a column (`HorizontalAlignment`, measured
/// along the width) or across a row (`VerticalAlignment`, along the height), by name — the
/// built-in ones' (`leading`, `center`, `top`…) or a custom alignment's.
///
/// ```swift
/// let leading = GuideKey(axis: .horizontal, name: "leading")
/// // VStack(alignment: .leading) { Text("Sales"); Text("Orders").alignmentGuide(.leading) { _ in -17 } }
/// let moved = AlignmentGuideNode(key: leading, child: TextNode("Orders")) { _ in -2 }
/// let column = StackNode(.vertical, alignment: 0, guide: leading, children: [TextNode("Sales"), moved])
/// var canvas = ViewCanvas(size: Size(width: 8, height: 2))
/// canvas.place(column)  // "Orders" starts two columns right of "Sales"
/// ```
public struct GuideKey: Hashable, Sendable {
    /// Along which axis the guide is measured: `.horizontal` for a column's alignment.
    public var axis: LayoutAxis
    public var name: String

    public init(axis: LayoutAxis, name: String) {
        self.axis = axis
        self.name = name
    }
}

/// A view with its own alignment guide (`.alignmentGuide(_:computeValue:)`): where, from its
/// leading (or top) edge, the line a stack aligns its views on runs through it, given its size.
/// A stack aligned by another key reads through it as if it were not there.
///
/// ```swift
/// // HStack(alignment: .top) { Text("$7,765"); Text("▲").alignmentGuide(.top) { d in d[.top] - 17 } }
/// let top = GuideKey(axis: .vertical, name: "top")
/// let arrow = AlignmentGuideNode(key: top, child: TextNode("▲")) { _ in -1 }
/// let row = StackNode(.horizontal, alignment: 0, guide: top, children: [TextNode("$7,765"), arrow])
/// let size = row.sizeThatFits(.unspecified)  // 8×2: the arrow a row below the total's top
/// ```
public final class AlignmentGuideNode: ContainerViewNode {
    public let key: GuideKey
    public let child: any ViewNode
    /// The guide's position in cells from the view's leading or top edge, for a view of a size.
    public let value: (Size) -> Int

    public init(key: GuideKey, child: any ViewNode, value: @escaping (Size) -> Int) {
        self.key = key
        self.child = child
        self.value = value
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
    public func draw(in rect: Rect, into canvas: inout ViewCanvas) { child.draw(in: rect, into: &canvas) }
    public var layoutPriority: Double { child.layoutPriority }
    public var spacerAxis: LayoutAxis? { child.spacerAxis }
    public var childNodes: [any ViewNode] { [child] }

    public func alignmentGuide(_ key: GuideKey, size: Size) -> Int? {
        key == self.key ? value(size) : child.alignmentGuide(key, size: size)
    }
}

extension StackNode {
    /// Where each child sits across the stack, from the stack's own cross edge, and how far the
    /// children reach across it, when a child gives its own guide for the stack's alignment (or
    /// the alignment is a custom one): each child's guide — its own, or the alignment's default
    /// — on one line. `nil` when no child does: the children are placed by the alignment alone.
    func guidedCross(_ sizes: [Size]) -> (offsets: [Int], extent: Int)? {
        guard let guide else { return nil }
        let explicit = zip(children, sizes).map { $0.alignmentGuide(guide, size: $1) }
        guard defaultGuide != nil || explicit.contains(where: { $0 != nil }) else { return nil }
        let values = zip(explicit, sizes).map { value, size in
            value ?? defaultGuide?(size) ?? NodeAlignment.offset(alignment, free: size.across(axis))
        }
        let line = values.max() ?? 0
        let beyond = zip(sizes, values).map { $0.across(axis) - $1 }.max() ?? 0
        return (values.map { line - $0 }, line + beyond)
    }
}
