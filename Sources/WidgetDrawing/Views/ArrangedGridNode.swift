import WidgetFormats

/// A grid of views laid out by a ``GridArranger`` — the seed's `LazyVGrid` of metric cells: rows
/// and columns from the number of items, an optional full-width first item, spacing that goes
/// before whole items do. It fills the room it is offered; each item is offered exactly the
/// rectangle the arranger gives it.
///
/// An empty slot (`nil`) keeps its place and draws nothing. Items with no room are left out
/// whole — never cut in half — and the grid says so: `+2 more` at its bottom right, and a
/// ``LayoutNote`` (`metrics-hidden`) naming each.
///
/// ```swift
/// let grid = ArrangedGridNode(GridArranger(columns: 2), items: [
///     .init(TextNode("$7,765"), name: "Total sales"), nil, .init(TextNode("48"), name: "Orders"),
/// ])
/// ```
public final class ArrangedGridNode: ViewNode {
    /// One item of the grid: its view, and its name for the note when it has no room.
    ///
    /// ```swift
    /// let sales = ArrangedGridNode.Item(TextNode("$7,765"), name: "Total sales")
    /// let orders = ArrangedGridNode.Item(TextNode("48"), name: "Orders")
    /// let grid = ArrangedGridNode(GridArranger(columns: 2), items: [sales, orders])
    /// var canvas = ViewCanvas(size: Size(width: 30, height: 3))
    /// canvas.place(grid)
    /// ```
    public struct Item {
        public var node: any ViewNode
        public var name: String

        public init(_ node: any ViewNode, name: String) {
            self.node = node
            self.name = name
        }
    }

    public let arranger: GridArranger
    public let items: [Item?]

    public init(_ arranger: GridArranger, items: [Item?]) {
        self.arranger = arranger
        self.items = items
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let columns = max(1, min(arranger.columns, items.count))
        let rows = (items.count + columns - 1) / columns
        let idealWidth = columns * 18 + (columns - 1) * arranger.columnSpacing
        let idealHeight = rows * arranger.preferredCellHeight + max(0, rows - 1) * arranger.rowSpacing
        return Size(width: proposal.width ?? idealWidth, height: proposal.height ?? idealHeight)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        let rects = arranger.arrange(count: items.count, in: rect)
        for (index, item) in items.enumerated() {
            guard let placed = rects[index], let item else { continue }
            item.node.draw(in: placed, into: &canvas)
        }
        var hidden = 0
        for (placed, item) in zip(rects, items) where placed == nil {
            guard let item else { continue }
            hidden += 1
            canvas.buffer.note(.metricsHidden, item.name, at: rect.origin)
        }
        if hidden > 0, rect.height > 0 {
            canvas.buffer.drawText("+\(hidden) more", in: rect.row(rect.height - 1), alignment: .trailing, style: Style(.secondary))
        }
    }
}
