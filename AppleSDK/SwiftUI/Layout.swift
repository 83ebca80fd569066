import FoundationCompatibility
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats
/// An alignment along the width (Apple's `HorizontalAlignment`): the built-in ones, or a custom
/// one whose default guide its `AlignmentID` computes.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let position: Int
    let name: String
    let custom: (any AlignmentID.Type)?
    init(position: Int, name: String) { (self.position, self.name, custom) = (position, name, nil) }
    public init(_ id: any AlignmentID.Type) { (position, name, custom) = (1, String(reflecting: id), id) }

    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { a.name == b.name }

    public static let leading = HorizontalAlignment(position: 0, name: "leading")
    public static let center = HorizontalAlignment(position: 1, name: "center")
    public static let trailing = HorizontalAlignment(position: 2, name: "trailing")
    public static let listRowSeparatorLeading = HorizontalAlignment(position: 0, name: "listRowSeparatorLeading")
    public static let listRowSeparatorTrailing = HorizontalAlignment(position: 2, name: "listRowSeparatorTrailing")

    var key: GuideKey { GuideKey(axis: .horizontal, name: name) }
}

/// An alignment along the height (Apple's `VerticalAlignment`); text baselines align as the
/// top and bottom of a row of cells.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let position: Int
    let name: String
    let custom: (any AlignmentID.Type)?
    init(position: Int, name: String) { (self.position, self.name, custom) = (position, name, nil) }
    public init(_ id: any AlignmentID.Type) { (position, name, custom) = (1, String(reflecting: id), id) }

    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { a.name == b.name }

    public static let top = VerticalAlignment(position: 0, name: "top")
    public static let center = VerticalAlignment(position: 1, name: "center")
    public static let bottom = VerticalAlignment(position: 2, name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(position: 0, name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(position: 2, name: "lastTextBaseline")

    var key: GuideKey { GuideKey(axis: .vertical, name: name) }
}

/// An alignment in both dimensions (Apple's `Alignment`).
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static var centerFirstTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .firstTextBaseline) }
    public static var centerLastTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .lastTextBaseline) }
    public static var leadingFirstTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .firstTextBaseline) }
    public static var leadingLastTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .lastTextBaseline) }
    public static var trailingFirstTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .firstTextBaseline) }
    public static var trailingLastTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .lastTextBaseline) }

    var node: NodeAlignment { NodeAlignment(horizontal: horizontal.position, vertical: vertical.position) }
}

/// A custom alignment's identity (Apple's `AlignmentID`): its default guide in a view that gives
/// none of its own.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and guides, in points, for computing alignment guides.
public struct ViewDimensions: Equatable {
    public var width: CGFloat
    public var height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let custom = guide.custom { return custom.defaultValue(in: self) }
        return [0, width / 2, width][guide.position]
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let custom = guide.custom { return custom.defaultValue(in: self) }
        return [0, height / 2, height][guide.position]
    }
    /// A guide the view set explicitly: none are kept apart from the defaults here.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }

    /// The dimensions of a view of `size` cells.
    static func of(_ size: Size) -> ViewDimensions {
        ViewDimensions(width: CellMetrics.points(columns: size.width), height: CellMetrics.points(rows: size.height))
    }
}

extension View {
    /// Sets the view's own guide for `g`: where a stack aligned by `g` lines it up.
    public nonisolated func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(key: g.key) { CellMetrics.columns(Double(computeValue(.of($0)))) })
    }

    public nonisolated func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(key: g.key) { CellMetrics.rows(Double(computeValue(.of($0)))) })
    }
}

nonisolated struct _AlignmentGuideModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let key: GuideKey
    let value: (Size) -> Int

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        context.wrapEach(content) { AlignmentGuideNode(key: key, child: $0, value: value) }
    }
}

/// Edges of a rectangle (Apple's `Edge`).
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { rawValue = 1 << e.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets in points (Apple's `EdgeInsets`).
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The horizontal and vertical axes (Apple's `Axis`).
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Whether something shows (Apple's `Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// How lines of text align (Apple's `TextAlignment`).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// Points of spacing as cells (``CellMetrics``): along a row, columns; along a column, rows.
func cells(_ points: CGFloat?, _ axis: LayoutAxis) -> Int? {
    guard let points else { return nil }
    return axis == .horizontal ? CellMetrics.columns(Double(points)) : CellMetrics.rows(Double(points))
}

/// Points of spacing as the whole cells they fill, rounded down: what a stack's spacing may
/// tighten to when its views do not fit (see `StackNode.tightestSpacing`). Views side by side
/// keep a column between them if they had one, so words never run together.
func cellsDown(_ points: CGFloat?, _ axis: LayoutAxis) -> Int? {
    guard let points, points.isFinite, points > 0, let nearest = cells(points, axis) else { return nil }
    guard points < 1e9 else { return nearest }
    let cell = axis == .horizontal ? CellMetrics.cellPoints.width : CellMetrics.cellPoints.height
    let down = Int((Double(points) / cell).rounded(.down))
    return axis == .horizontal ? max(min(1, nearest), down) : down
}

// MARK: - Stacks

/// Views in a column (Apple's `VStack`).
public struct VStack<Content> where Content: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: View { public typealias Body = Never }

extension VStack: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        [
            StackNode(
                .vertical, alignment: alignment.position, spacing: cells(spacing, .vertical),
                tightestSpacing: cellsDown(spacing, .vertical), spacerSpacing: spacing == nil ? 0 : nil, guide: alignment.key,
                defaultGuide: alignment.custom.map { id in { CellMetrics.columns(Double(id.defaultValue(in: .of($0)))) } },
                children: context.children(of: content, axis: .vertical))
        ]
    }
}

/// Views in a row (Apple's `HStack`).
public struct HStack<Content> where Content: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: View { public typealias Body = Never }

extension HStack: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        [
            StackNode(
                .horizontal, alignment: alignment.position, spacing: cells(spacing, .horizontal),
                tightestSpacing: cellsDown(spacing, .horizontal), spacerSpacing: spacing == nil ? 0 : nil, guide: alignment.key,
                defaultGuide: alignment.custom.map { id in { CellMetrics.rows(Double(id.defaultValue(in: .of($0)))) } },
                children: context.children(of: content, axis: .horizontal))
        ]
    }
}

/// Views on top of each other (Apple's `ZStack`): a first layer that is a colour, a material
/// or a shape filling the stack paints the background instead of drawing blocks.
public struct ZStack<Content> where Content: View {
    let alignment: Alignment
    let content: Content

    public nonisolated init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: View { public typealias Body = Never }

extension ZStack: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        var children = context.children(of: content, axis: nil)
        if children.count > 1, let first = children.first as? ShapeNode, case .fill(let role, let faint) = first.paint,
            !faint || role == .chartMuted
        {
            // The bottom layer of a stack is its background.
            children[0] = ShapeNode(first.kind, paint: .background(role), approximation: first.approximation)
        } else if children.count > 1, let gradient = children.first as? GradientNode {
            children[0] = GradientNode(gradient.paint, role: gradient.role, isBehind: true)
        }
        return [ZStackNode(alignment: alignment.node, children: children)]
    }
}

/// A lazily built column: in a widget, the same as ``VStack``.
public struct LazyVStack<Content> where Content: View {
    let stack: VStack<Content>
    public nonisolated init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }
}

extension LazyVStack: View { public typealias Body = Never }
extension LazyVStack: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { stack._nodes(in: &context) }
}

/// A lazily built row: in a widget, the same as ``HStack``.
public struct LazyHStack<Content> where Content: View {
    let stack: HStack<Content>
    public nonisolated init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }
}

extension LazyHStack: View { public typealias Body = Never }
extension LazyHStack: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { stack._nodes(in: &context) }
}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Rows of views in columns (Apple's `Grid`); each ``GridRow`` is a row, any other view a row
/// of its own.
public struct Grid<Content> where Content: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public nonisolated init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

extension Grid: View { public typealias Body = Never }

extension Grid: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let saved = context.gridRows
        context.gridRows = []
        let loose = context.children(of: content, axis: .vertical)
        let explicit = context.gridRows ?? []
        context.gridRows = saved
        // Rows in the order written: each GridRow's cells where its marker is; any other view
        // (a Divider, a heading) a row of its own across every column.
        var rows: [[any ViewNode]] = []
        var spanning: Set<Int> = []
        var next = 0
        for node in loose {
            if node is GridRowMarker {
                if next < explicit.count { rows.append(explicit[next]) }
                next += 1
            } else {
                spanning.insert(rows.count)
                rows.append([node])
            }
        }
        if next < explicit.count { rows += explicit[next...] }
        return [
            GridNode(
                rows: rows, spanning: spanning, horizontalSpacing: cells(horizontalSpacing, .horizontal) ?? 1,
                verticalSpacing: cells(verticalSpacing, .vertical) ?? 0,
                alignment: alignment.node)
        ]
    }
}

/// One row of a ``Grid``.
public struct GridRow<Content> where Content: View {
    let content: Content
    public nonisolated init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension GridRow: View { public typealias Body = Never }

extension GridRow: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let cells = context.children(of: content, axis: .horizontal)
        if context.gridRows != nil {
            context.gridRows?.append(cells)
            return [GridRowMarker()]
        }
        return [StackNode(.horizontal, children: cells)]
    }
}

/// Where a grid row was (its cells went to the grid).
final class GridRowMarker: ViewNode {
    func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }
    func draw(in rect: Rect, into canvas: inout ViewCanvas) {}
}

/// One column of a lazy grid (Apple's `GridItem`).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var column: GridNode.Column {
        switch size {
        case .fixed(let w): .fixed(CellMetrics.columns(Double(w)))
        case .flexible(let minimum, let maximum):
            .flexible(
                minimum: CellMetrics.columns(Double(minimum)), maximum: min(CellMetrics.unbounded, CellMetrics.columns(Double(maximum))))
        case .adaptive(let minimum, _): .adaptive(minimum: max(1, CellMetrics.columns(Double(minimum))))
        }
    }
}

/// Items flowing into columns (Apple's `LazyVGrid`).
public struct LazyVGrid<Content> where Content: View {
    let columns: [GridItem]
    let spacing: CGFloat?
    let content: Content

    public nonisolated init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVGrid: View { public typealias Body = Never }

extension LazyVGrid: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let items = context.children(of: content, axis: nil)
        let spacing = columns.first?.spacing.flatMap { cells($0, .horizontal) } ?? 1
        return [
            GridNode(
                columns: columns.map(\.column), items: items, horizontalSpacing: spacing,
                verticalSpacing: cells(self.spacing, .vertical) ?? 0)
        ]
    }
}

/// Items flowing into rows (Apple's `LazyHGrid`), drawn as a grid of as many rows.
public struct LazyHGrid<Content> where Content: View {
    let rows: [GridItem]
    let content: Content

    public nonisolated init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.content = content()
    }
}

extension LazyHGrid: View { public typealias Body = Never }

extension LazyHGrid: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let items = context.children(of: content, axis: nil)
        let count = max(1, rows.count)
        let columns = (items.count + count - 1) / count
        var grid: [[any ViewNode]] = Array(repeating: [], count: count)
        for (i, item) in items.enumerated() { grid[i % count].append(item) }
        _ = columns
        return [GridNode(rows: grid)]
    }
}

/// Room that stretches along its stack (Apple's `Spacer`).
public struct Spacer: Sendable {
    public var minLength: CGFloat?
    public nonisolated init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View { public typealias Body = Never }

extension Spacer: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        // Its minimum is the system's spacing, 8 points (a column; half a row is none), unless
        // given: with the system's spacing a stack puts no gap beside it, so that is the gap.
        let axis = context.stackAxis
        return [SpacerNode(axis: axis, minimum: axis.flatMap { cells(minLength ?? 8, $0) } ?? 0)]
    }
}

/// A line between views (Apple's `Divider`): across a column `─`, down a row `│`.
public struct Divider: Sendable {
    public nonisolated init() {}
}

extension Divider: View { public typealias Body = Never }

extension Divider: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        [DividerNode(axis: context.stackAxis == .horizontal ? .horizontal : .vertical, style: Style(context.grouped(.border)))]
    }
}

/// The first of its views that fits (Apple's `ViewThatFits`).
public struct ViewThatFits<Content> where Content: View {
    let axes: Axis.Set
    let content: Content

    public nonisolated init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: View { public typealias Body = Never }

extension ViewThatFits: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        [
            ViewThatFitsNode(
                horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                children: context.children(of: content, axis: nil))
        ]
    }
}

/// A view built from its size (Apple's `GeometryReader`): the size in points, cells × the
/// documented cell.
public struct GeometryReader<Content> where Content: View {
    public var content: (GeometryProxy) -> Content

    public nonisolated init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: View { public typealias Body = Never }

extension GeometryReader: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let builder = GeometryBuilder(context: context, content: content)
        return [GeometryNode { size in builder.node(for: size) }]
    }
}

/// Builds a ``GeometryReader``'s content once its size is known, in the context it was found in.
final class GeometryBuilder<Content: View>: @unchecked Sendable {
    let context: _RenderContext
    let content: (GeometryProxy) -> Content

    init(context: _RenderContext, content: @escaping (GeometryProxy) -> Content) {
        self.context = context
        self.content = content
    }

    /// Called while the node is drawn, which is on the main thread like the rest of rendering.
    func node(for size: Size) -> any ViewNode {
        MainActor.assumeIsolated { Unchecked(build(size)) }.value
    }

    @MainActor
    private func build(_ size: Size) -> any ViewNode {
        var inner = context
        let proxy = GeometryProxy(
            size: CGSize(width: CellMetrics.points(columns: size.width), height: CellMetrics.points(rows: size.height)))
        return inner.node(for: content(proxy), axis: .vertical)
    }
}

/// A value carried across an isolation boundary the renderer knows is not crossed: rendering
/// runs on the main thread from start to end.
struct Unchecked<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// The size a ``GeometryReader`` offers its content.
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { CGRect(origin: .zero, size: size) }
}

public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global, local
    case named(AnyHashable)
}

public protocol CoordinateSpaceProtocol {}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
