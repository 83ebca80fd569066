import FoundationCompatibility
internal import WidgetDrawing

// The stacks as values of `Layout` (Apple's `HStackLayout`, `VStackLayout`, `ZStackLayout`), and
// `AnyLayout` to switch between layouts: `let layout = wide ? AnyLayout(HStackLayout()) :
// AnyLayout(VStackLayout()); layout { … }` draws as the stack it holds, or as the team's own
// layout. Asked directly (a layout of their own that delegates to a stack), a stack layout's
// `sizeThatFits` is its stack node's; its `placeSubviews` lines subviews up at their sizes for
// the proposal, with the spacing given or the subviews' own.

/// A row as a layout (Apple's `HStackLayout`).
public struct HStackLayout: Layout, _StackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var _axis: LayoutAxis? { .horizontal }

    func _node(children: [any ViewNode], direction: LayoutDirection) -> any ViewNode {
        StackNode(
            .horizontal, alignment: alignment.position, spacing: cells(spacing, .horizontal),
            tightestSpacing: cellsDown(spacing, .horizontal), children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        _stackSize(self, proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _placeInLine(.horizontal, across: CGFloat(alignment.position) / 2, spacing: spacing, in: bounds, subviews: subviews)
    }
}

/// A column as a layout (Apple's `VStackLayout`).
public struct VStackLayout: Layout, _StackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var _axis: LayoutAxis? { .vertical }

    func _node(children: [any ViewNode], direction: LayoutDirection) -> any ViewNode {
        StackNode(
            .vertical, alignment: alignment.position, spacing: cells(spacing, .vertical),
            tightestSpacing: cellsDown(spacing, .vertical), children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        _stackSize(self, proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _placeInLine(.vertical, across: CGFloat(alignment.position) / 2, spacing: spacing, in: bounds, subviews: subviews)
    }
}

/// Views on top of each other as a layout (Apple's `ZStackLayout`).
public struct ZStackLayout: Layout, _StackLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var _axis: LayoutAxis? { nil }

    func _node(children: [any ViewNode], direction: LayoutDirection) -> any ViewNode {
        ZStackNode(alignment: alignment.node, children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        _stackSize(self, proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let anchor = UnitPoint(x: CGFloat(alignment.horizontal.position) / 2, y: CGFloat(alignment.vertical.position) / 2)
        let at = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        for subview in subviews { subview.place(at: at, anchor: anchor, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// Any layout, chosen at run time (Apple's `AnyLayout`).
public struct AnyLayout: Layout, _StackLayout {
    /// The held layout's cache.
    public struct Cache {
        var value: Any
    }

    let layout: any Layout

    public init<L>(_ layout: L) where L: Layout {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    var _axis: LayoutAxis? { (layout as? any _StackLayout)?._axis ?? nil }

    func _node(children: [any ViewNode], direction: LayoutDirection) -> any ViewNode {
        if let stack = layout as? any _StackLayout { return stack._node(children: children, direction: direction) }
        return _opened(layout).node(children, direction)
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: _opened(layout).makeCache(subviews))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        _opened(layout).sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        _opened(layout).placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        _opened(layout).spacing(subviews, &cache.value)
    }
}

/// A layout held as `any Layout`, its calls opened on its own type.
private struct _OpenedLayout {
    let makeCache: (LayoutSubviews) -> Any
    let sizeThatFits: (ProposedViewSize, LayoutSubviews, inout Any) -> CGSize
    let placeSubviews: (CGRect, ProposedViewSize, LayoutSubviews, inout Any) -> Void
    let spacing: (LayoutSubviews, inout Any) -> ViewSpacing
    let node: ([any ViewNode], LayoutDirection) -> any ViewNode
}

private func _opened(_ layout: any Layout) -> _OpenedLayout {
    _open(layout)
}

private func _open<L: Layout>(_ layout: L) -> _OpenedLayout {
    func typed<R>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var own = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = own }
        return body(&own)
    }
    return _OpenedLayout(
        makeCache: { layout.makeCache(subviews: $0) },
        sizeThatFits: { proposal, subviews, cache in
            typed(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        },
        placeSubviews: { bounds, proposal, subviews, cache in
            typed(&cache, subviews: subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        },
        spacing: { subviews, cache in typed(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) } },
        node: { children, direction in _placedLayoutNode(layout, children: children, direction: direction) })
}

/// A stack layout's size: its stack node's, for the subviews' nodes.
private func _stackSize(_ stack: some _StackLayout, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
    let node = stack._node(children: subviews.map(\.node), direction: subviews.layoutDirection)
    return _CellPoints.points(node.sizeThatFits(_CellPoints.cells(proposal)))
}

/// Subviews lined up along `axis` at their sizes for the bounds, aligned across it at the
/// fraction `across` (0 leading or top, ½ centre, 1 trailing or bottom).
private func _placeInLine(_ axis: Axis, across: CGFloat, spacing: CGFloat?, in bounds: CGRect, subviews: LayoutSubviews) {
    var along: CGFloat = axis == .horizontal ? bounds.minX : bounds.minY
    var previous: LayoutSubview?
    for subview in subviews {
        if let previous { along += spacing ?? previous.spacing.distance(to: subview.spacing, along: axis) }
        let size = subview.sizeThatFits(ProposedViewSize(bounds.size))
        if axis == .horizontal {
            subview.place(
                at: CGPoint(x: along, y: bounds.minY + across * (bounds.height - size.height)), proposal: ProposedViewSize(size))
            along += size.width
        } else {
            subview.place(
                at: CGPoint(x: bounds.minX + across * (bounds.width - size.width), y: along), proposal: ProposedViewSize(size))
            along += size.height
        }
        previous = subview
    }
}
