/// A row (`HStack`) or column (`VStack`) of views, sharing the room along its axis the SwiftUI
/// way: children of higher layout priority first, and within a priority the least flexible
/// first — each offered an equal share of what is left — so rigid views get their ideal size
/// and flexible ones (`Spacer`, `maxWidth: .infinity`) share the rest; across the axis each
/// child is offered the whole proposal and placed by the stack's alignment.
///
/// ```swift
/// // HStack { Text("Orders"); Spacer(); Text("12") } in 16 columns:
/// StackNode(.horizontal, children: [TextNode("Orders"), SpacerNode(axis: .horizontal), TextNode("12")])
/// // "Orders        12"
/// ```
public final class StackNode: ViewNode {
    public let axis: LayoutAxis
    /// Across the axis: 0 start (leading or top), 1 centre, 2 end.
    public let alignment: Int
    /// Cells between adjacent children.
    public let spacing: Int
    /// The fewest cells between adjacent children when, at ``spacing``, their ideal sizes do not
    /// fit: a spacing given in points is rounded to the nearest cell, and where that rounding up
    /// is what leaves no room (13 points are 2 columns, 17 points), it rounds down instead, so
    /// seven letters 13 points apart fit a small widget's row as they do on a phone.
    public let tightestSpacing: Int
    public let children: [any ViewNode]
    public let layoutPriority: Double
    /// The gap beside a `Spacer`, when it is not ``spacing``: with the system's spacing, SwiftUI
    /// puts none between a spacer and its neighbours (a spacer's minimum length is the gap).
    public let spacerSpacing: Int?
    /// The alignment's key, for children that give their own guide for it
    /// (`.alignmentGuide`): across a column, a `GuideKey` measured along the width.
    public let guide: GuideKey?
    /// A custom alignment's default guide, in cells from a child's leading or top edge.
    public let defaultGuide: ((Size) -> Int)?
    private var cache = SizeCache()

    public init(
        _ axis: LayoutAxis, alignment: Int = 1, spacing: Int? = nil, tightestSpacing: Int? = nil, layoutPriority: Double = 0,
        spacerSpacing: Int? = nil, guide: GuideKey? = nil, defaultGuide: ((Size) -> Int)? = nil, children: [any ViewNode]
    ) {
        self.axis = axis
        self.spacerSpacing = spacerSpacing.map { max(0, $0) }
        self.alignment = alignment
        self.guide = guide
        self.defaultGuide = defaultGuide
        // SwiftUI's default spacing, 8 points: one column between views in a row, none between
        // the lines of a column (8 points is half a row).
        self.spacing = max(0, spacing ?? (axis == .horizontal ? 1 : 0))
        self.tightestSpacing = min(self.spacing, max(0, tightestSpacing ?? self.spacing))
        self.layoutPriority = layoutPriority
        self.children = children
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        cache.size(for: proposal) {
            let gap = spacing(main: proposal.along(axis), cross: proposal.across(axis))
            let sizes = allocate(main: proposal.along(axis), cross: proposal.across(axis), spacing: gap)
            let main = sizes.reduce(0) { $0 + $1.along(axis) } + gaps(gap).reduce(0, +)
            let cross = guidedCross(sizes)?.extent ?? sizes.map { $0.across(axis) }.max() ?? 0
            let size = Size.make(axis, main: main, cross: cross)
            if size != Size.make(axis, main: proposal.along(axis) ?? main, cross: proposal.across(axis) ?? cross) {
                allocations.removeAll { $0.size == size }
                if allocations.count == 6 { allocations.removeFirst() }
                allocations.append((size, gap, sizes))
            }
            return size
        }
    }

    /// How the children were sized for a size the stack answered that is not the size it was
    /// offered (it overflows, or is smaller): drawn in a rectangle of that size, the stack keeps
    /// that sharing instead of sharing the room again as if it had been offered more.
    private var allocations: [(size: Size, spacing: Int, sizes: [Size])] = []

    /// The spacing for `main` cells: ``spacing``, or less (down to ``tightestSpacing``) when the
    /// children's ideal sizes do not fit with it.
    func spacing(main: Int?, cross: Int?) -> Int {
        guard let main, tightestSpacing < spacing, children.count > 1 else { return spacing }
        let beside = (1..<children.count).filter(isBesideSpacer).count
        let plain = children.count - 1 - beside
        guard plain > 0 else { return spacing }
        let ideal =
            children.reduce(0) { $0 + $1.sizeThatFits(.make(axis, main: nil, cross: cross)).along(axis) } + beside * (spacerSpacing ?? 0)
        guard ideal + spacing * plain > main else { return spacing }
        return max(tightestSpacing, min(spacing, (main - ideal) / plain))
    }

    /// Whether the gap before child `index` is beside a spacer with a spacing of its own.
    private func isBesideSpacer(_ index: Int) -> Bool {
        spacerSpacing != nil && (children[index - 1].spacerAxis == axis || children[index].spacerAxis == axis)
    }

    /// The gap before each child but the first, at `spacing`.
    func gaps(_ spacing: Int) -> [Int] {
        guard children.count > 1 else { return [] }
        return (1..<children.count).map { isBesideSpacer($0) ? spacerSpacing ?? spacing : spacing }
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        let remembered = allocations.last { $0.size == rect.size }
        let spacing = remembered?.spacing ?? spacing(main: rect.size.along(axis), cross: rect.size.across(axis))
        let sizes = remembered?.sizes ?? allocate(main: rect.size.along(axis), cross: rect.size.across(axis), spacing: spacing)
        var offset = 0
        let crossExtent = rect.size.across(axis)
        let guided = guidedCross(sizes)
        let gaps = gaps(spacing)
        for (index, (child, size)) in zip(children, sizes).enumerated() {
            // A child is drawn at the size it answered, past the stack's edge if it is larger
            // (SwiftUI's overflow); the widget's edge cuts it.
            let main = size.along(axis)
            let cross = size.across(axis)
            var crossOffset = NodeAlignment.offset(alignment, free: crossExtent - cross)
            if let guided {
                crossOffset = NodeAlignment.offset(alignment, free: crossExtent - guided.extent) + guided.offsets[index]
            }
            let placed =
                axis == .horizontal
                ? Rect(x: rect.x + offset, y: rect.y + crossOffset, width: main, height: cross)
                : Rect(x: rect.x + crossOffset, y: rect.y + offset, width: cross, height: main)
            child.draw(in: placed, into: &canvas)
            offset += size.along(axis) + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// Each child's size when the stack is offered `main` along its axis and `cross` across,
    /// `spacing` cells apart.
    func allocate(main: Int?, cross: Int?, spacing: Int) -> [Size] {
        guard let main else {
            return children.map { $0.sizeThatFits(.make(axis, main: nil, cross: cross)) }
        }
        let count = children.count
        guard count > 0 else { return [] }
        let available = max(0, main - gaps(spacing).reduce(0, +))
        // How much each child can grow, as SwiftUI measures it: its size offered without limit
        // less its size offered nothing — not at the room there is, where a view capped below
        // it and one with a minimum above it would look alike.
        let least = children.map { $0.sizeThatFits(.make(axis, main: 0, cross: cross)).along(axis) }
        let most = children.map { $0.sizeThatFits(.make(axis, main: CellMetrics.unbounded, cross: cross)).along(axis) }
        // Spacers share what the others leave: never the room a text needs (their minimum is
        // kept for them). The rest go by priority, the least flexible first.
        let order = children.indices.sorted { a, b in
            let (sa, sb) = (children[a].spacerAxis == axis, children[b].spacerAxis == axis)
            if sa != sb { return !sa }
            let (pa, pb) = (children[a].layoutPriority, children[b].layoutPriority)
            if pa != pb { return pa > pb }
            let (fa, fb) = (most[a] - least[a], most[b] - least[b])
            return fa != fb ? fa < fb : a < b
        }
        func group(_ index: Int) -> (Bool, Double) { (children[index].spacerAxis == axis, children[index].layoutPriority) }
        var sizes = [Size](repeating: .zero, count: count)
        var used = 0
        var position = 0
        while position < order.count {
            // One priority at a time; the lower ones keep their least size in reserve.
            let key = group(order[position])
            var members: [Int] = []
            while position < order.count, group(order[position]) == key {
                members.append(order[position])
                position += 1
            }
            let reserved = order[position...].reduce(0) { $0 + least[$1] }
            var remaining = available - used - reserved
            for (k, index) in members.enumerated() {
                let offer = max(0, remaining / (members.count - k))
                let size = children[index].sizeThatFits(.make(axis, main: offer, cross: cross))
                sizes[index] = size
                remaining -= size.along(axis)
                used += size.along(axis)
            }
        }
        return sizes
    }
}

/// Views drawn on top of each other in one rectangle (`ZStack`), each placed by the alignment;
/// the stack is as large as its largest child.
///
/// ```swift
/// // ZStack(alignment: .topTrailing) { Color.accentColor; Text("3") }
/// let badge = ZStackNode(alignment: .topTrailing, children: [ShapeNode(paint: .background(.accent)), TextNode("3")])
/// var canvas = ViewCanvas(size: Size(width: 6, height: 2))
/// canvas.place(badge)
/// print(canvas.buffer)  // "     3\n\n", every cell on the accent background
/// ```
public final class ZStackNode: ViewNode {
    public let alignment: NodeAlignment
    public let children: [any ViewNode]
    public let layoutPriority: Double
    private var cache = SizeCache()

    public init(alignment: NodeAlignment = .center, layoutPriority: Double = 0, children: [any ViewNode]) {
        self.alignment = alignment
        self.layoutPriority = layoutPriority
        self.children = children
    }

    /// As large as its children of the highest layout priority (all of them, when none has
    /// another): the others are offered that size and may overflow it, as in SwiftUI.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        cache.size(for: proposal) {
            let highest = children.map(\.layoutPriority).max() ?? 0
            let sizes = children.filter { $0.layoutPriority == highest }.map { $0.sizeThatFits(proposal) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        for index in children.drawingOrder {
            let child = children[index]
            let size = child.sizeThatFits(ProposedSize(rect.size))
            child.draw(in: alignment.overflowing(size, in: rect), into: &canvas)
        }
    }
}

/// Items flowing into columns (`LazyVGrid`, `Grid`): each column's width from its kind — fixed,
/// flexible (an equal share of what fixed columns leave), or adaptive (as many columns of at
/// least `minimum` as fit) — and each row as tall as its tallest item.
///
/// ```swift
/// // Grid { GridRow { Text("Sales"); Text("$7,765") }; GridRow { Text("Orders"); Text("48") } }
/// let grid = GridNode(rows: [
///     [TextNode("Sales"), TextNode("$7,765")],
///     [TextNode("Orders"), TextNode("48")],
/// ])
/// var canvas = ViewCanvas(size: Size(width: 16, height: 2))
/// canvas.place(grid)
/// ```
public final class GridNode: ViewNode {
    /// How wide one column is.
    ///
    /// ```swift
    /// // LazyVGrid(columns: [GridItem(.fixed(17)), GridItem(.flexible(minimum: 34, maximum: 102))])
    /// let columns: [GridNode.Column] = [.fixed(2), .flexible(minimum: 4, maximum: 12)]
    /// let items: [any ViewNode] = [GlyphNode("☕"), TextNode("Latte"), GlyphNode("🍵"), TextNode("Matcha")]
    /// let menu = GridNode(columns: columns, items: items)
    /// var canvas = ViewCanvas(size: Size(width: 15, height: 2))
    /// canvas.place(menu)
    /// ```
    public enum Column: Hashable, Sendable {
        case fixed(Int)
        case flexible(minimum: Int, maximum: Int)
        case adaptive(minimum: Int)
    }

    public let columns: [Column]
    public let rows: [[any ViewNode]]
    public let horizontalSpacing: Int
    public let verticalSpacing: Int
    public let alignment: NodeAlignment
    private var cache = SizeCache()

    /// A grid of explicit rows (`Grid { GridRow { … } }`): as many columns as the widest row,
    /// each shared out as a row's views are — a column as flexible as its cells, so rigid cells
    /// make it as wide as the widest. The rows in `spanning` hold one view across every column
    /// (a `Divider` between `GridRow`s).
    public init(
        rows: [[any ViewNode]], spanning: Set<Int> = [], horizontalSpacing: Int = 1, verticalSpacing: Int = 0,
        alignment: NodeAlignment = .center
    ) {
        let count = rows.enumerated().filter { !spanning.contains($0.offset) }.map(\.element.count).max() ?? 0
        self.columns = Array(repeating: .flexible(minimum: 0, maximum: CellMetrics.unbounded), count: count)
        self.rows = rows
        self.spanning = spanning
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.alignment = alignment
    }

    /// Items flowing into `columns` (`LazyVGrid(columns:)`).
    public init(
        columns: [Column], items: [any ViewNode], horizontalSpacing: Int = 1, verticalSpacing: Int = 0, alignment: NodeAlignment = .center
    ) {
        self.columns = columns
        self.rows = [items]
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.alignment = alignment
        self.flowing = true
    }

    private var flowing = false
    /// Rows of one view across every column.
    private var spanning: Set<Int> = []

    /// One column of an explicit grid as a view of a row: as wide as its widest cell offered
    /// the same width, so the columns share the grid's width as a stack's views do.
    private final class ColumnNode: ViewNode {
        let cells: [any ViewNode]
        init(cells: [any ViewNode]) { self.cells = cells }
        func sizeThatFits(_ proposal: ProposedSize) -> Size {
            Size(width: cells.map { $0.sizeThatFits(ProposedSize(width: proposal.width, height: nil)).width }.max() ?? 0, height: 0)
        }
        func draw(in rect: Rect, into canvas: inout ViewCanvas) {}
    }

    /// The column widths at `width` (`nil`: each column at its items' ideal width).
    func widths(for width: Int?, count: Int) -> [Int] {
        if !flowing {
            let cellRows = rows.enumerated().filter { !spanning.contains($0.offset) }.map(\.element)
            let columnNodes = (0..<columns.count).map { c in ColumnNode(cells: cellRows.compactMap { c < $0.count ? $0[c] : nil }) }
            let row = StackNode(.horizontal, spacing: horizontalSpacing, children: columnNodes)
            return row.allocate(main: width, cross: nil, spacing: horizontalSpacing).map(\.width)
        }
        var specs: [Column] = []
        for column in columns {
            if case .adaptive(let minimum) = column, let width {
                let n = max(1, (width + horizontalSpacing) / max(1, minimum + horizontalSpacing))
                specs += Array(repeating: .flexible(minimum: minimum, maximum: CellMetrics.unbounded), count: n)
            } else if case .adaptive(let minimum) = column {
                specs.append(.fixed(minimum))
            } else {
                specs.append(column)
            }
        }
        guard let width else {
            return specs.indices.map { c in
                if case .fixed(let w) = specs[c] { return w }
                return itemRows(columns: specs.count).compactMap { c < $0.count ? $0[c].sizeThatFits(.unspecified).width : nil }.max() ?? 0
            }
        }
        let fixed = specs.reduce(0) { if case .fixed(let w) = $1 { return $0 + w } else { return $0 } }
        let flexibleCount = specs.filter { if case .fixed = $0 { return false } else { return true } }.count
        var free = max(0, width - fixed - horizontalSpacing * max(0, specs.count - 1))
        var out: [Int] = []
        var left = flexibleCount
        for spec in specs {
            switch spec {
            case .fixed(let w):
                out.append(w)
            case .flexible(let minimum, let maximum):
                let share = max(minimum, min(maximum, free / max(1, left)))
                out.append(share)
                free -= share
                left -= 1
            case .adaptive(let minimum):
                out.append(minimum)
            }
        }
        return out
    }

    /// The items in rows of `columns` (a flowing grid), or the explicit rows.
    func itemRows(columns: Int) -> [[any ViewNode]] {
        guard flowing else { return rows }
        let items = rows.first ?? []
        guard columns > 0 else { return [] }
        return stride(from: 0, to: items.count, by: columns).map { Array(items[$0..<min(items.count, $0 + columns)]) }
    }

    private func layout(width: Int?, height: Int?) -> (widths: [Int], rows: [[any ViewNode]], heights: [Int]) {
        let initial = widths(for: width, count: columns.count)
        let rows = itemRows(columns: initial.count)
        let across = initial.reduce(0, +) + horizontalSpacing * max(0, initial.count - 1)
        let heights = rows.enumerated().map { index, row in
            if spanning.contains(index) { return row.first?.sizeThatFits(ProposedSize(width: across, height: nil)).height ?? 0 }
            return zip(row, initial).map { $0.sizeThatFits(ProposedSize(width: $1, height: nil)).height }.max() ?? 0
        }
        return (initial, rows, heights)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        cache.size(for: proposal) {
            let (widths, _, heights) = layout(width: proposal.width, height: proposal.height)
            let width = widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1)
            let height = heights.reduce(0, +) + verticalSpacing * max(0, heights.count - 1)
            return Size(width: width, height: height)
        }
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        let (widths, rows, heights) = layout(width: rect.width, height: rect.height)
        var y = rect.y
        let across = widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1)
        for (index, (row, height)) in zip(rows, heights).enumerated() {
            if spanning.contains(index), let item = row.first {
                let cell = Rect(x: rect.x, y: y, width: across, height: height).intersection(rect)
                item.draw(in: alignment.place(item.sizeThatFits(ProposedSize(cell.size)), in: cell), into: &canvas)
                y += height + verticalSpacing
                continue
            }
            var x = rect.x
            for (item, width) in zip(row, widths) {
                let cell = Rect(x: x, y: y, width: width, height: height).intersection(rect)
                let size = item.sizeThatFits(ProposedSize(cell.size))
                item.draw(in: alignment.place(size, in: cell), into: &canvas)
                x += width + horizontalSpacing
            }
            y += height + verticalSpacing
        }
    }
}
