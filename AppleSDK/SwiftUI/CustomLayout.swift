import FoundationCompatibility
internal import WidgetDrawing

// SwiftUI's `Layout` protocol: a team's own layout (a flow of tags, a diagonal pile of donuts)
// runs as written, in points, and its answers become cells — a proposal in cells is offered in
// points (a cell is 8.5 × 17 pt), the size it answers and the places it gives its subviews are
// rounded to the nearest cell. `HStackLayout`, `VStackLayout`, `ZStackLayout` and `AnyLayout`
// of them draw as the stacks they are.

/// A type that places its subviews itself (Apple's `Layout`).
public protocol Layout: Sendable, Animatable {
    static var layoutProperties: LayoutProperties { get }
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing, as SwiftUI's default gives.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// No guide of its own (views align on their frames here).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// The views `content` builds, placed by this layout.
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
        _LayoutRoot(layout: self, content: content())
    }
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// What a layout says of itself (Apple's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() { stackOrientation = nil }
}

/// A key for a value a view gives the layout that places it (Apple's `LayoutValueKey`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

extension View {
    /// Gives the layout that places this view `value` under `key`.
    public nonisolated func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey {
        _LayoutValueView(content: self, key: ObjectIdentifier(key), value: _UncheckedValue(value))
    }
}

/// The preferred spacing around a view, per edge, in points (Apple's `ViewSpacing`). The
/// system's spacing is what the stacks use in cells — a column (8.5 pt) between views side by
/// side, no row between views above each other (a phone's 8 pt is under half a row) — so a
/// team's layout spaces its subviews as an `HStack` or `VStack` of them would.
public struct ViewSpacing: Sendable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init() { (top, leading, bottom, trailing) = (0, CellMetrics.cellPoints.width, 0, CellMetrics.cellPoints.width) }

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The larger of this view's spacing on its far edge and `next`'s on its near edge.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var united = self
        united.formUnion(other, edges: edges)
        return united
    }
}

/// The subviews a layout places (Apple's `LayoutSubviews`); a slice keeps its indices.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    let all: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int
    public var layoutDirection: LayoutDirection

    init(_ all: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        self.all = all
        startIndex = 0
        endIndex = all.count
        self.layoutDirection = layoutDirection
    }

    private init(all: [LayoutSubview], bounds: Range<Int>, layoutDirection: LayoutDirection) {
        self.all = all
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
        self.layoutDirection = layoutDirection
    }

    public subscript(index: Int) -> LayoutSubview { all[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(all: all, bounds: bounds, layoutDirection: layoutDirection)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex && lhs.all == rhs.all
    }
}

/// One view a layout places (Apple's `LayoutSubview`): asked its size in points, and placed.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let node: any ViewNode
    let index: Int
    /// Where `place(at:anchor:proposal:)` writes; none while the layout is only measuring.
    let placements: _LayoutPlacements?

    /// The size the view takes when offered `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        _CellPoints.points(node.sizeThatFits(_CellPoints.cells(proposal)))
    }

    /// The view's size, for alignment, when offered `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the view with its `anchor` at `position`, at the size it takes for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let placements else { return }
        let size = node.sizeThatFits(_CellPoints.cells(proposal))
        let points = _CellPoints.points(size)
        let x = CellMetrics.columns(position.x - anchor.x * points.width)
        let y = CellMetrics.rows(position.y - anchor.y * points.height)
        placements.rects[index] = Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// Its `layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// The system's spacing around a view; none around a spacer.
    public var spacing: ViewSpacing { node.spacerAxis == nil ? ViewSpacing() : .zero }

    /// The value the view gave for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey {
        ((node as? _MarkedNode)?.layoutValues[ObjectIdentifier(key)]?.value as? K.Value) ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node && lhs.index == rhs.index
    }
}

/// The places a layout gave its subviews while drawing, in cells.
final class _LayoutPlacements: @unchecked Sendable {
    var rects: [Rect?]
    init(count: Int) { rects = Array(repeating: nil, count: count) }
}

/// Points and cells: proposals in, sizes out.
enum _CellPoints {
    static func cells(_ proposal: ProposedViewSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map(cells(columns:)), height: proposal.height.map(cells(rows:)))
    }

    static func cells(columns points: CGFloat) -> Int { CellMetrics.columns(Double(points)) }

    static func cells(rows points: CGFloat) -> Int { CellMetrics.rows(Double(points)) }

    static func points(_ proposal: ProposedSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { $0 >= CellMetrics.unbounded ? .infinity : CGFloat(CellMetrics.points(columns: $0)) },
            height: proposal.height.map { $0 >= CellMetrics.unbounded ? .infinity : CGFloat(CellMetrics.points(rows: $0)) })
    }

    static func points(_ size: Size) -> CGSize {
        CGSize(
            width: size.width >= CellMetrics.unbounded ? .infinity : CellMetrics.points(columns: size.width),
            height: size.height >= CellMetrics.unbounded ? .infinity : CellMetrics.points(rows: size.height))
    }
}

/// A layout's content: its views placed by its own `sizeThatFits` and `placeSubviews`, or, for
/// the stacks as layouts, the stack itself.
nonisolated struct _LayoutRoot<L: Layout, Content: View>: View {
    typealias Body = Never
    let layout: L
    let content: Content
}

extension _LayoutRoot: _PrimitiveView {
    @MainActor package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        if let stack = layout as? any _StackLayout {
            return [
                stack._node(
                    children: context.children(of: content, axis: stack._axis), direction: context.environment.layoutDirection)
            ]
        }
        return [
            _placedLayoutNode(
                layout, children: context.children(of: content, axis: nil), direction: context.environment.layoutDirection)
        ]
    }
}

/// A node placing `children` by `layout`'s own `sizeThatFits` and `placeSubviews`, in points.
func _placedLayoutNode<L: Layout>(_ layout: L, children: [any ViewNode], direction: LayoutDirection) -> PlacedLayoutNode {
    let measure: PlacedLayoutNode.Measure = { proposal, children in
        let subviews = LayoutSubviews(
            children.enumerated().map { LayoutSubview(node: $1, index: $0, placements: nil) }, layoutDirection: direction)
        var cache = layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: _CellPoints.points(proposal), subviews: subviews, cache: &cache)
        return Size(width: _CellPoints.cells(columns: size.width), height: _CellPoints.cells(rows: size.height))
    }
    let place: PlacedLayoutNode.Place = { rect, children in
        let placements = _LayoutPlacements(count: children.count)
        let subviews = LayoutSubviews(
            children.enumerated().map { LayoutSubview(node: $1, index: $0, placements: placements) },
            layoutDirection: direction)
        var cache = layout.makeCache(subviews: subviews)
        let bounds = CGRect(
            x: CellMetrics.points(columns: rect.x), y: CellMetrics.points(rows: rect.y),
            width: CellMetrics.points(columns: rect.width), height: CellMetrics.points(rows: rect.height))
        layout.placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, cache: &cache)
        return placements.rects
    }
    return PlacedLayoutNode(children: children, measure: measure, place: place)
}

/// The stacks as layouts: drawn as the stack nodes they are.
protocol _StackLayout {
    var _axis: LayoutAxis? { get }
    func _node(children: [any ViewNode], direction: LayoutDirection) -> any ViewNode
}

/// A value carried into a node; layout values are read on the thread that renders.
struct _UncheckedValue: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}

/// A view with values for the layout that places it.
nonisolated struct _LayoutValueView<Content: View>: View {
    typealias Body = Never
    let content: Content
    let key: ObjectIdentifier
    let value: _UncheckedValue
}

extension _LayoutValueView: _PrimitiveView {
    @MainActor package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        context.nodes(for: content).map { _MarkedNode.marking($0) { $0.layoutValues[key] = value } }
    }
}
