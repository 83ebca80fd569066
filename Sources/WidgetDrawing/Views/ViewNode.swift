#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// A size offered to a view while laying out, in whole cells: `nil` in a dimension asks for the
/// view's ideal size there (SwiftUI's `ProposedViewSize` with `nil`).
///
/// ```swift
/// let text = TextNode("Morning run")
/// let ideal = text.sizeThatFits(.unspecified)                      // 11×1
/// let wrapped = text.sizeThatFits(ProposedSize(width: 8, height: nil))  // 7×2: "Morning" / "run"
/// let exact = ProposedSize(Size(width: 20, height: 4))             // 20×4
/// ```
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int?
    public var height: Int?

    public init(width: Int?, height: Int?) {
        self.width = width.map { max(0, $0) }
        self.height = height.map { max(0, $0) }
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size in both dimensions.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// The proposal along `axis`.
    public func along(_ axis: LayoutAxis) -> Int? { axis == .horizontal ? width : height }

    /// The proposal across `axis`.
    public func across(_ axis: LayoutAxis) -> Int? { axis == .horizontal ? height : width }

    /// A proposal with `main` along `axis` and `cross` across it.
    public static func make(_ axis: LayoutAxis, main: Int?, cross: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    public var description: String { "\(width.map(String.init) ?? "nil")×\(height.map(String.init) ?? "nil")" }
}

/// A direction of layout: stacks run along one, dividers and spacers know which.
///
/// ```swift
/// // HStack { Text("Orders"); Spacer(); Text("12") }, then a Divider under it in a VStack:
/// let row = StackNode(.horizontal, children: [TextNode("Orders"), SpacerNode(axis: .horizontal), TextNode("12")])
/// let card = StackNode(.vertical, children: [row, DividerNode(axis: .vertical)])
/// let across = LayoutAxis.horizontal.crossing  // .vertical
/// ```
public enum LayoutAxis: Hashable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    public var crossing: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The extent along `axis`.
    public func along(_ axis: LayoutAxis) -> Int { axis == .horizontal ? width : height }
    /// The extent across `axis`.
    public func across(_ axis: LayoutAxis) -> Int { axis == .horizontal ? height : width }
    /// A size with `main` along `axis` and `cross` across it.
    public static func make(_ axis: LayoutAxis, main: Int, cross: Int) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

/// Points of a phone screen as cells: the documented cell of 8.5 × 17 points
/// (``CellMetrics/cellPoints``), rounded to the nearest whole cell. A spacing, padding or frame
/// given in points keeps its proportion to the family; below half a cell it is none.
///
/// ```swift
/// let padding = CellMetrics.columns(17)  // 2: a column is 8.5 points wide
/// let rows = CellMetrics.rows(34)        // 2: a row is 17 points tall
/// let back = CellMetrics.points(columns: 4)  // 34.0, a GeometryReader's width
/// // .frame(maxWidth: .infinity)
/// let wide = FrameNode(width: .init(maximum: CellMetrics.unbounded), child: TextNode("Sales"))
/// ```
public enum CellMetrics {
    /// The documented cell: 8.5 × 17 points, a 1:2 box like a terminal character. Families
    /// keep Apple's proportions when divided by it (see `docs/families.md`).
    public static let cellPoints = (width: 8.5, height: 17.0)

    /// `points` of width in columns.
    public static func columns(_ points: Double) -> Int {
        whole(points / CellMetrics.cellPoints.width)
    }

    /// `points` of height in rows.
    public static func rows(_ points: Double) -> Int {
        whole(points / CellMetrics.cellPoints.height)
    }

    /// Cells, rounded to the nearest whole one: no more than ``unbounded`` either way (a
    /// widget's `.frame(width: 1e20)` or a layout's far-off place is as far as cells go, never a
    /// trap converting it); infinity is ``unbounded``, and minus infinity and NaN are none.
    static func whole(_ cells: Double) -> Int {
        guard cells.isFinite else { return cells > 0 ? unbounded : 0 }
        let rounded = cells.rounded()
        if rounded >= Double(unbounded) { return unbounded }
        if rounded <= -Double(unbounded) { return -unbounded }
        return Int(rounded)
    }

    /// Columns back in points (a `GeometryReader`'s size).
    public static func points(columns: Int) -> Double { Double(columns) * CellMetrics.cellPoints.width }

    /// Rows back in points.
    public static func points(rows: Int) -> Double { Double(rows) * CellMetrics.cellPoints.height }

    /// An extent meaning "as much as is offered" (`.infinity` in points).
    public static let unbounded = Int.max / 4
}

/// One view of the view layer, laid out the SwiftUI way in whole cells: its parent proposes a
/// size, the view answers with the size it takes (``sizeThatFits(_:)``), and the parent places
/// it by drawing it into a rectangle of that size (``draw(in:into:)``).
///
/// Nodes are built fresh for each rendering from a view tree (the SwiftUI stand-in) or by hand;
/// they hold resolved styles and text, never an environment or a clock.
///
/// ```swift
/// let node = StackNode(.vertical, alignment: 0, children: [
///     TextNode("Sales", style: Style(.secondary)), TextNode("$1,204", style: Style(.primary, attributes: .bold))])
/// var canvas = ViewCanvas(size: Size(width: 16, height: 8))
/// canvas.place(node)
/// print(canvas.buffer)
/// ```
public protocol ViewNode: AnyObject {
    /// The size the view takes when offered `proposal`. It may be larger than the proposal (the
    /// parent then clips), never negative.
    func sizeThatFits(_ proposal: ProposedSize) -> Size
    /// Draws the view into `rect`, a size it answered for; nothing outside `rect` is touched.
    func draw(in rect: Rect, into canvas: inout ViewCanvas)
    /// Its priority in a stack: higher is offered room first (SwiftUI's `layoutPriority`).
    var layoutPriority: Double { get }
    /// The axis along which it stretches without limit and shows nothing (a `Spacer`), if any.
    var spacerAxis: LayoutAxis? { get }
    /// Its own guide for the alignment `key` when it is `size` (`.alignmentGuide`), in cells
    /// from its leading or top edge; `nil` for the alignment's default.
    func alignmentGuide(_ key: GuideKey, size: Size) -> Int?
    /// Its place in the drawing order among its siblings (`.zIndex`): higher is drawn later, on top.
    var zIndex: Double { get }
}

extension ViewNode {
    public var layoutPriority: Double { 0 }
    public var spacerAxis: LayoutAxis? { nil }
    public func alignmentGuide(_ key: GuideKey, size: Size) -> Int? { nil }
    public var zIndex: Double { 0 }
}

extension Array where Element == any ViewNode {
    /// The indices of the views in drawing order: by z-index, then as written.
    var drawingOrder: [Int] {
        guard contains(where: { $0.zIndex != 0 }) else { return [Int](0..<count) }
        return indices.sorted { (self[$0].zIndex, $0) < (self[$1].zIndex, $1) }
    }
}

/// A control drawn by a view: a `Button(intent:)` or `Toggle(isOn:intent:)`, where it is and
/// what it says. The host makes it focusable and performs its action on a press.
///
/// ```swift
/// var canvas = ViewCanvas(size: Size(width: 10, height: 1))
/// canvas.place(ControlNode(id: "c0", role: .button, label: TextNode("Add"), spokenLabel: "Add"))
/// let add = PlacedControl(id: "c0", label: "Add", role: .button, rect: Rect(x: 2, y: 0, width: 5, height: 1))
/// let placed = canvas.controls == [add]  // true: "  [Add]", centred in 10 columns
/// ```
public struct PlacedControl: Hashable, Sendable {
    /// Stable within one widget's picture: its order among the controls (`c0`, `c1`…).
    public var id: String
    public var label: String
    public var role: WidgetControl.Role
    /// Where it is drawn, relative to the picture's top-left corner.
    public var rect: Rect

    public init(id: String, label: String, role: WidgetControl.Role, rect: Rect) {
        self.id = id
        self.label = label
        self.role = role
        self.rect = rect
    }
}

/// Where nodes draw: a buffer, the controls placed on it, the text a screen reader would read,
/// and the earliest moment the picture changes by itself (a timer or relative date).
///
/// ```swift
/// var canvas = ViewCanvas(size: Size(width: 11, height: 1))
/// canvas.place(TextNode("Orders 48"))
/// print(canvas.buffer)  // " Orders 48", centred
/// print(canvas.spoken)  // ["Orders 48"]
/// var buffer = Buffer(size: Size(width: 11, height: 1))
/// ViewCanvas.drawing(into: &buffer) { $0.place(TextNode("Orders 48")) }  // into a buffer you have
/// ```
public struct ViewCanvas: Sendable {
    public var buffer: Buffer
    public var controls: [PlacedControl] = []
    /// The texts and labels drawn, in reading order.
    public var spoken: [String] = []
    /// When something drawn changes on its own (a `Text(date, style: .timer)`): draw again then.
    public var nextChange: Date?

    /// A canvas of `size`, every cell a blank on the widget's background.
    public init(size: Size) {
        buffer = Buffer(size: size, fill: .blank(Style(.primary)))
    }

    /// A canvas over an existing buffer.
    public init(buffer: Buffer) {
        self.buffer = buffer
    }

    /// Runs `body` on a canvas over `buffer` itself — moved in and back, never copied — and
    /// returns what it returns: how a view draws into a buffer a caller already has.
    ///
    /// ```swift
    /// ViewCanvas.drawing(into: &buffer) { $0.place(node, in: rect) }
    /// ```
    public static func drawing<Result>(into buffer: inout Buffer, _ body: (inout ViewCanvas) throws -> Result) rethrows -> Result {
        var canvas = ViewCanvas(buffer: Buffer(size: .zero))
        swap(&canvas.buffer, &buffer)
        defer { swap(&canvas.buffer, &buffer) }
        return try body(&canvas)
    }

    /// Lays `node` out in the whole canvas (proposing its size) and draws it, centred as a
    /// widget's content is when it is smaller — and when it is larger: drawn whole, centred, and
    /// cut at the edges of its room as a phone cuts it at the widget's, noted (`label-cut`) so
    /// `lint` says what was lost.
    public mutating func place(_ node: any ViewNode, in rect: Rect? = nil) {
        let area = rect ?? buffer.area
        let size = node.sizeThatFits(ProposedSize(area.size))
        let placed = NodeAlignment.center.overflowing(size, in: area)
        guard placed.width > area.width || placed.height > area.height else {
            node.draw(in: placed, into: &self)
            return
        }
        // What overflows never reaches the widget's outline or its neighbours.
        clipping(to: area) { node.draw(in: placed, into: &$0) }
        let over = [
            placed.height > area.height ? "\(placed.height - area.height) rows" : nil,
            placed.width > area.width ? "\(placed.width - area.width) columns" : nil,
        ].compactMap { $0 }.joined(separator: " and ")
        buffer.note(.labelCut, "content \(over) larger than its room, cut at its edges", at: Point(x: area.x, y: area.y))
    }

    /// Runs `draw` and keeps only what it draws inside `rect` (`.clipped()`, a widget's edge):
    /// it draws on a copy, whose cells of `rect` are then taken, with the controls it placed
    /// there, what it says and its notes.
    ///
    /// ```swift
    /// var canvas = ViewCanvas(size: Size(width: 10, height: 1))
    /// canvas.clipping(to: Rect(x: 2, y: 0, width: 4, height: 1)) { $0.write("Revenue", x: 0, y: 0, style: Style(.primary), clip: $0.buffer.area) }
    /// print(canvas.buffer)  // "  venu": only the four cells kept
    /// ```
    public mutating func clipping(to rect: Rect, _ draw: (inout ViewCanvas) -> Void) {
        var whole = self
        draw(&whole)
        let kept = rect.intersection(buffer.area)
        if !kept.isEmpty {
            for y in kept.y..<kept.bottom {
                for x in kept.x..<kept.right { buffer[x, y] = whole.buffer[x, y] }
            }
        }
        buffer.notes = whole.buffer.notes
        controls = whole.controls.filter { !$0.rect.intersection(kept).isEmpty }
        spoken = whole.spoken
        nextChange = whole.nextChange
    }

    /// Notes that the picture changes by itself at `date`.
    public mutating func changes(at date: Date?) {
        guard let date else { return }
        nextChange = nextChange.map { min($0, date) } ?? date
    }

    /// Puts one cluster at (`x`, `y`) inside `clip`, on the background already there: content
    /// never paints a background of its own (fills do). A foreground of the background's own
    /// role is drawn in the widget's background role instead, so text on a filled shape of its
    /// colour stays readable.
    @discardableResult
    public mutating func put(_ character: Character, width: Int, x: Int, y: Int, style: Style, clip: Rect) -> Bool {
        var style = style
        var backdrop: RGB?
        if let under = buffer.cell(x: x, y: y) {
            style.background = under.style.background
            if let background = style.background, background == style.foreground, background != .background {
                style.foreground = .background
            }
            // Over a gradient or a picture, the symbol keeps its colour behind it.
            backdrop = under.backdrop ?? under.pixels.map { $0.top.mixed(with: $0.bottom) }
        }
        let placed = buffer.put(character, width: width, x: x, y: y, style: style, clip: clip)
        if placed, let backdrop {
            buffer[x, y].backdrop = backdrop
            if width == 2, x + 1 < buffer.area.right { buffer[x + 1, y].backdrop = backdrop }
        }
        return placed
    }

    /// Lays `colors` behind the cells of `rect` (a gradient behind content), keeping what they
    /// show; `colors` is asked for each cell's column and row within `rect`.
    public mutating func paintBackdrop(in rect: Rect, _ colors: (_ column: Int, _ row: Int) -> RGB) {
        let clip = rect.intersection(buffer.area)
        guard !clip.isEmpty else { return }
        for y in clip.y..<clip.bottom {
            for x in clip.x..<clip.right { buffer[x, y].backdrop = colors(x - rect.x, y - rect.y) }
        }
    }

    /// Draws `text` from (`x`, `y`) on one row inside `clip`, cluster by cluster; returns the
    /// columns used.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style, clip: Rect) -> Int {
        var column = x
        TerminalText.forEachCluster(in: text) { character, width in
            guard column + width <= clip.right else { return false }
            put(character, width: width, x: column, y: y, style: style, clip: clip)
            column += width
            return true
        }
        return column - x
    }

    /// Sets the background of every cell of `rect` to `role`, keeping what they show: a fill
    /// behind content.
    public mutating func paintBackground(_ role: StyleRole, in rect: Rect) {
        buffer.updateStyle(in: rect) { $0.background = role }
    }
}

/// Measures each proposal once: stacks ask their children several times with the same
/// proposals while they share out room.
struct SizeCache {
    private var entries: [(ProposedSize, Size)] = []

    mutating func size(for proposal: ProposedSize, _ measure: () -> Size) -> Size {
        if let hit = entries.first(where: { $0.0 == proposal }) { return hit.1 }
        let size = measure()
        if entries.count == 6 { entries.removeFirst() }
        entries.append((proposal, size))
        return size
    }
}

/// Where a view sits in a larger rectangle, on each axis.
///
/// ```swift
/// let room = Rect(x: 0, y: 0, width: 10, height: 3)
/// let corner = NodeAlignment.bottomTrailing.place(Size(width: 4, height: 1), in: room)  // x 6, y 2, 4×1
/// // Text("New").frame(width: 85, height: 51, alignment: .topTrailing)
/// let tag = TextNode("New")
/// let badge = FrameNode(width: .init(fixed: 10), height: .init(fixed: 3), alignment: .topTrailing, child: tag)
/// ```
public struct NodeAlignment: Hashable, Sendable {
    /// Along the width: 0 leading, 1 centre, 2 trailing.
    public var horizontal: Int
    /// Along the height: 0 top, 1 centre, 2 bottom.
    public var vertical: Int

    public init(horizontal: Int, vertical: Int) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = NodeAlignment(horizontal: 1, vertical: 1)
    public static let leading = NodeAlignment(horizontal: 0, vertical: 1)
    public static let trailing = NodeAlignment(horizontal: 2, vertical: 1)
    public static let top = NodeAlignment(horizontal: 1, vertical: 0)
    public static let bottom = NodeAlignment(horizontal: 1, vertical: 2)
    public static let topLeading = NodeAlignment(horizontal: 0, vertical: 0)
    public static let topTrailing = NodeAlignment(horizontal: 2, vertical: 0)
    public static let bottomLeading = NodeAlignment(horizontal: 0, vertical: 2)
    public static let bottomTrailing = NodeAlignment(horizontal: 2, vertical: 2)

    /// The rectangle of `size` placed in `rect` this way, whole: a view larger than its room
    /// overflows it on the sides the alignment says (centred: both), as in SwiftUI, where a
    /// parent never shrinks what its child answered.
    ///
    /// ```swift
    /// let room = Rect(x: 2, y: 0, width: 6, height: 1)
    /// let wide = NodeAlignment.center.overflowing(Size(width: 10, height: 1), in: room)  // x 0, 10×1
    /// ```
    public func overflowing(_ size: Size, in rect: Rect) -> Rect {
        Rect(
            x: rect.x + Self.offset(horizontal, free: rect.width - size.width),
            y: rect.y + Self.offset(vertical, free: rect.height - size.height), width: size.width, height: size.height)
    }

    /// The rectangle of `size` placed in `rect` this way (clipped to it).
    public func place(_ size: Size, in rect: Rect) -> Rect {
        let w = min(size.width, rect.width), h = min(size.height, rect.height)
        let x = rect.x + Self.offset(horizontal, free: rect.width - w)
        let y = rect.y + Self.offset(vertical, free: rect.height - h)
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The offset along one axis: none, half (rounded down), or all of the free room.
    static func offset(_ position: Int, free: Int) -> Int {
        switch position {
        case 0: 0
        case 1: free / 2
        default: free
        }
    }
}

/// A node that lays out other nodes: what the accessory inline family looks through to find
/// the text and image it shows on its one line.
///
/// ```swift
/// let row = StackNode(.horizontal, children: [GlyphNode("↑"), TextNode("12%")])
/// let card = PaddingNode(top: 0, leading: 1, bottom: 0, trailing: 1, child: row)
/// let inside = card.childNodes.first as? any ContainerViewNode
/// let texts = inside?.childNodes.compactMap { ($0 as? TextNode)?.string }  // ["12%"]
/// ```
public protocol ContainerViewNode: ViewNode {
    /// The nodes inside, in reading order (an overlay's base first).
    var childNodes: [any ViewNode] { get }
}

extension StackNode: ContainerViewNode { public var childNodes: [any ViewNode] { children } }
extension ZStackNode: ContainerViewNode { public var childNodes: [any ViewNode] { children } }
extension GridNode: ContainerViewNode { public var childNodes: [any ViewNode] { rows.flatMap { $0 } } }
extension PaddingNode: ContainerViewNode { public var childNodes: [any ViewNode] { [child] } }
extension FrameNode: ContainerViewNode { public var childNodes: [any ViewNode] { [child] } }
extension FixedSizeNode: ContainerViewNode { public var childNodes: [any ViewNode] { [child] } }
extension PriorityNode: ContainerViewNode { public var childNodes: [any ViewNode] { [child] } }
extension OverlayNode: ContainerViewNode { public var childNodes: [any ViewNode] { [base] } }
extension RestyleNode: ContainerViewNode { public var childNodes: [any ViewNode] { [child] } }
extension ViewThatFitsNode: ContainerViewNode { public var childNodes: [any ViewNode] { Array(children.prefix(1)) } }
extension PlacedLayoutNode: ContainerViewNode { public var childNodes: [any ViewNode] { children } }

/// The accessory inline family's one line, as WidgetKit makes it: the first image and the
/// first text of the view, side by side; everything else is left out.
///
/// ```swift
/// let view = StackNode(.vertical, children: [
///     StackNode(.horizontal, children: [GlyphNode("☕"), TextNode("3 cups")]), TextNode("Goal: 4"),
/// ])
/// var canvas = ViewCanvas(size: Size(width: 20, height: 1))
/// canvas.place(InlineLine.flatten(view))  // "☕ 3 cups", centred; "Goal: 4" is left out
/// ```
public enum InlineLine {
    /// The line made of `node`'s first image (if it comes before the text) and first text.
    public static func flatten(_ node: any ViewNode) -> any ViewNode {
        var glyph: GlyphNode?
        var text: TextNode?
        var control: ControlNode?
        func visit(_ node: any ViewNode) {
            guard text == nil else { return }
            switch node {
            case let t as TextNode: text = t
            case let g as GlyphNode: if glyph == nil { glyph = g }
            case let c as ControlNode: if control == nil { control = c }
            case let container as any ContainerViewNode: container.childNodes.forEach(visit)
            default: break
            }
        }
        visit(node)
        guard let text else {
            if let glyph { return glyph }
            if let control { return control }
            return EmptyNode()
        }
        let line = TextNode(runs: text.runs, lineLimit: 1, alignment: .leading, isRedacted: text.isRedacted, changesAt: text.changesAt)
        guard let glyph else { return line }
        return StackNode(.horizontal, spacing: 1, children: [glyph, line])
    }
}
