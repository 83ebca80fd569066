import WidgetFormats

/// Room that stretches along its stack's axis and shows nothing (`Spacer`): its ideal length
/// is `minimum`; offered more, it takes all of it; across the axis it takes none. Outside a
/// stack it stretches both ways.
///
/// ```swift
/// // HStack { Text("Orders"); Spacer(); Text("12") }
/// let row = StackNode(.horizontal, children: [TextNode("Orders"), SpacerNode(axis: .horizontal), TextNode("12")])
/// var canvas = ViewCanvas(size: Size(width: 16, height: 1))
/// canvas.place(row)
/// print(canvas.buffer)  // "Orders        12"
/// ```
public final class SpacerNode: ViewNode {
    public let spacerAxis: LayoutAxis?
    public let minimum: Int

    public init(axis: LayoutAxis?, minimum: Int = 0) {
        self.spacerAxis = axis
        self.minimum = max(0, minimum)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard let axis = spacerAxis else {
            return Size(width: max(minimum, proposal.width ?? minimum), height: max(minimum, proposal.height ?? minimum))
        }
        return Size.make(axis, main: max(minimum, proposal.along(axis) ?? minimum), cross: 0)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {}
}

/// A line across a stack (`Divider`): `─` as wide as offered in a column, `│` as tall as
/// offered in a row.
///
/// ```swift
/// // VStack { Text("Sales"); Divider(); Text("$7,765") }
/// let column = StackNode(.vertical, children: [TextNode("Sales"), DividerNode(axis: .vertical), TextNode("$7,765")])
/// var canvas = ViewCanvas(size: Size(width: 6, height: 3))
/// canvas.place(column)
/// print(canvas.buffer)  // "Sales\n──────\n$7,765\n"
/// ```
public final class DividerNode: ViewNode {
    /// The axis of the stack it divides.
    public let axis: LayoutAxis
    public let style: Style

    public init(axis: LayoutAxis, style: Style = Style(.border)) {
        self.axis = axis
        self.style = style
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        axis == .vertical ? Size(width: proposal.width ?? 1, height: 1) : Size(width: 1, height: proposal.height ?? 1)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        if axis == .vertical {
            for x in rect.x..<rect.right { canvas.put("─", width: 1, x: x, y: rect.y, style: style, clip: rect) }
        } else {
            for y in rect.y..<rect.bottom { canvas.put("│", width: 1, x: rect.x, y: y, style: style, clip: rect) }
        }
    }
}

/// One symbol standing for a picture (`Image(systemName:)`, a bitmap's mark): its own width
/// and one row; a resizable one takes the room offered and sits in its middle.
///
/// ```swift
/// // Label("3 cups", systemImage: "cup.and.saucer")
/// let label = StackNode(.horizontal, children: [GlyphNode("☕", spoken: "Coffee"), TextNode("3 cups")])
/// var canvas = ViewCanvas(size: Size(width: 10, height: 1))
/// canvas.place(label)
/// print(canvas.spoken)  // ["Coffee", "3 cups"]
/// ```
public final class GlyphNode: ViewNode {
    public let symbol: String
    public let style: Style
    public let isResizable: Bool
    /// What a screen reader says for it, if anything.
    public let spoken: String?
    /// What it stands in for, when it is an approximation (`lint` hears of it).
    public let approximation: String?
    public let layoutPriority: Double

    public init(
        _ symbol: String, style: Style = .plain, isResizable: Bool = false, spoken: String? = nil, approximation: String? = nil,
        layoutPriority: Double = 0
    ) {
        self.symbol = TerminalText.sanitized(symbol)
        self.style = style
        self.isResizable = isResizable
        self.spoken = spoken
        self.approximation = approximation
        self.layoutPriority = layoutPriority
    }

    var width: Int { TerminalText.width(symbol) }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard isResizable else { return Size(width: width, height: symbol.isEmpty ? 0 : 1) }
        return Size(width: max(width, proposal.width ?? width), height: max(1, proposal.height ?? 1))
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        if let spoken { canvas.spoken.append(spoken) }
        if let approximation { canvas.buffer.note(.approximated, approximation, shown: symbol, at: rect.origin) }
        guard !rect.isEmpty else { return }
        let x = rect.x + max(0, (rect.width - width) / 2), y = rect.y + (rect.height - 1) / 2
        canvas.write(symbol, x: x, y: y, style: style, clip: rect)
    }
}

/// A shape or colour filling its room: a `Color` or filled shape among other views is drawn
/// in blocks of its role (`█`, or `░` when faint) so it shows in plain text too; one behind
/// content (`.background`, a `ZStack`'s first layer, a container background) paints the
/// cells' background instead. Offered nothing in a dimension, it is one cell.
///
/// ```swift
/// // Circle().fill(.green).frame(width: 8, height: 8) beside a text:
/// let dot = ShapeNode(.circle, paint: .fill(.positive, faint: false))
/// let sized = FrameNode(width: .init(fixed: 1), height: .init(fixed: 1), child: dot)
/// var canvas = ViewCanvas(size: Size(width: 6, height: 1))
/// canvas.place(StackNode(.horizontal, children: [sized, TextNode("Live")]))
/// print(canvas.buffer)  // "● Live"
/// ```
public final class ShapeNode: ViewNode {
    /// The outline of the shape (`Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`, `Ellipse`).
    ///
    /// ```swift
    /// let outline = ShapeNode(.rectangle, paint: .stroke(.border))
    /// var canvas = ViewCanvas(size: Size(width: 4, height: 3))
    /// canvas.place(outline)
    /// print(canvas.buffer)  // "┌──┐\n│  │\n└──┘\n"
    /// ```
    public enum Kind: Hashable, Sendable {
        case rectangle
        case roundedRectangle
        case capsule
        case circle
        case ellipse
    }

    /// How the shape is drawn: in blocks, as an outline, as the background of the cells, or not at all.
    ///
    /// ```swift
    /// let bar = ShapeNode(paint: .fill(.chart, faint: false))   // █ in every cell of its room
    /// let track = ShapeNode(paint: .fill(.chart, faint: true))  // ░ in every cell of its room
    /// // Text("Sold out").background(Color.red): the cells' background, the text kept.
    /// let red = ShapeNode(paint: .background(.negative))
    /// let label = OverlayNode(base: TextNode("Sold out"), layer: red, isBehind: true)
    /// ```
    public enum Paint: Hashable, Sendable {
        /// Filled in blocks of a role.
        case fill(StyleRole, faint: Bool)
        /// An outline in a role.
        case stroke(StyleRole)
        /// The cells' background set to a role, what they show kept.
        case background(StyleRole)
        /// Nothing (`Color.clear`).
        case clear
    }

    public let kind: Kind
    public let paint: Paint
    public let approximation: String?
    public let layoutPriority: Double

    public init(_ kind: Kind = .rectangle, paint: Paint, approximation: String? = nil, layoutPriority: Double = 0) {
        self.kind = kind
        self.paint = paint
        self.approximation = approximation
        self.layoutPriority = layoutPriority
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        if let approximation { canvas.buffer.note(.approximated, approximation, at: rect.origin) }
        guard !rect.isEmpty else { return }
        switch paint {
        case .clear:
            return
        case .background(let role):
            canvas.paintBackground(role, in: rect)
        case .fill(let role, let faint):
            let style = Style(faint ? .chartMuted : role)
            if kind == .circle || kind == .ellipse, rect.width <= 2, rect.height == 1 {
                canvas.put("●", width: 1, x: rect.x + (rect.width - 1) / 2, y: rect.y, style: Style(role), clip: rect)
                return
            }
            if kind == .circle || kind == .ellipse {
                // Round, in quadrant blocks: a circle is the largest that fits, centred.
                let size = (
                    width: Double(rect.width) * CellMetrics.cellPoints.width, height: Double(rect.height) * CellMetrics.cellPoints.height
                )
                let radius =
                    kind == .circle
                    ? (x: min(size.width, size.height) / 2, y: min(size.width, size.height) / 2) : (x: size.width / 2, y: size.height / 2)
                var raster = VectorRaster(columns: rect.width, rows: rect.height, kind: .quadrants)
                raster.fillEllipse(center: VectorPoint(x: size.width / 2, y: size.height / 2), radiusX: radius.x, radiusY: radius.y)
                raster.put(in: rect, into: &canvas, style: style, faint: faint)
                return
            }
            let block: Character = faint ? "░" : "█"
            for y in rect.y..<rect.bottom {
                for x in rect.x..<rect.right { canvas.put(block, width: 1, x: x, y: y, style: style, clip: rect) }
            }
        case .stroke(let role):
            let style = Style(role)
            if rect.width < 2 || rect.height < 2 {
                let mark: Character = kind == .circle || kind == .ellipse ? "○" : rect.height == 1 ? "─" : "│"
                for y in rect.y..<rect.bottom {
                    for x in rect.x..<rect.right { canvas.put(mark, width: 1, x: x, y: y, style: style, clip: rect) }
                }
                return
            }
            if kind == .rectangle {
                for x in rect.x + 1..<rect.right - 1 {
                    canvas.put("─", width: 1, x: x, y: rect.y, style: style, clip: rect)
                    canvas.put("─", width: 1, x: x, y: rect.bottom - 1, style: style, clip: rect)
                }
                for y in rect.y + 1..<rect.bottom - 1 {
                    canvas.put("│", width: 1, x: rect.x, y: y, style: style, clip: rect)
                    canvas.put("│", width: 1, x: rect.right - 1, y: y, style: style, clip: rect)
                }
                canvas.put("┌", width: 1, x: rect.x, y: rect.y, style: style, clip: rect)
                canvas.put("┐", width: 1, x: rect.right - 1, y: rect.y, style: style, clip: rect)
                canvas.put("└", width: 1, x: rect.x, y: rect.bottom - 1, style: style, clip: rect)
                canvas.put("┘", width: 1, x: rect.right - 1, y: rect.bottom - 1, style: style, clip: rect)
            } else {
                canvas.buffer.drawBox(rect, style: style)
            }
        }
    }
}

/// A frame around content (`GroupBox`, `AccessoryWidgetBackground`, a widget's frame): a
/// rounded box with an optional title in its top edge and caption in its bottom edge, the
/// content two cells in from each side and one from the top and bottom.
///
/// ```swift
/// let box = BoxNode(title: "Maple & Moss", footer: ("as of 3:30pm", Style(.secondary)), child: TextNode("$7,765"))
/// ```
public final class BoxNode: ViewNode {
    public let title: String?
    /// A caption set into the bottom edge (`╰─ as of 3:30pm ─╯`), cut to the edge.
    public let footer: (text: String, style: Style)?
    public let child: (any ViewNode)?
    public let style: Style

    public init(title: String? = nil, footer: (text: String, style: Style)? = nil, style: Style = Style(.border), child: (any ViewNode)?) {
        self.title = title
        self.footer = footer
        self.style = style
        self.child = child
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard let child else { return Size(width: proposal.width ?? 2, height: proposal.height ?? 2) }
        let inner = child.sizeThatFits(ProposedSize(width: proposal.width.map { $0 - 4 }, height: proposal.height.map { $0 - 2 }))
        let titleWidth = title.map { TerminalText.width($0) + 4 } ?? 0
        return Size(width: max(inner.width + 4, titleWidth), height: inner.height + 2)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        canvas.buffer.drawBox(rect, title: title, style: style, titleStyle: Style(.primary, attributes: .bold))
        if let title { canvas.spoken.append(title) }
        if let footer, rect.width > 4 {
            canvas.buffer.drawText(
                " " + footer.text + " ", in: Rect(x: rect.x + 2, y: rect.bottom - 1, width: rect.width - 4, height: 1), style: footer.style)
        }
        guard let child else { return }
        let inner = rect.inset(horizontal: 2, vertical: 1)
        let size = child.sizeThatFits(ProposedSize(inner.size))
        child.draw(in: NodeAlignment.topLeading.place(size, in: inner), into: &canvas)
    }
}

/// A value between bounds as a ring (`Gauge` in a circular style): the border of its room drawn
/// heavy for the share reached, clockwise from the top centre, light for the rest; the current
/// value's label in the middle, the gauge's label on the top edge and the bounds' at the
/// bottom corners. A closed ring (capacity) or an open one (the bottom edge left as a gap).
///
/// ```swift
/// // Gauge(value: 0.75) { Text("Goal") } in the accessory circular style:
/// let ring = RingNode(fraction: 0.75, center: TextNode("75%"), title: "Goal")
/// var canvas = ViewCanvas(size: Size(width: 9, height: 4))
/// canvas.place(ring)
/// print(canvas.buffer)
/// ```
public final class RingNode: ViewNode {
    public let fraction: Double
    public let isOpen: Bool
    public let role: StyleRole
    public let center: (any ViewNode)?
    public let title: String?
    public let minimumLabel: String?
    public let maximumLabel: String?

    /// Drawn in an open ring's gap when it has no bounds' labels (a gauge's label there).
    public let gap: (any ViewNode)?

    public init(
        fraction: Double, isOpen: Bool = false, role: StyleRole = .chart, center: (any ViewNode)?, title: String? = nil,
        minimumLabel: String? = nil, maximumLabel: String? = nil, gap: (any ViewNode)? = nil
    ) {
        self.gap = gap
        self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
        self.isOpen = isOpen
        self.role = role
        self.center = center
        self.title = title
        self.minimumLabel = minimumLabel
        self.maximumLabel = maximumLabel
    }

    /// The accessory circular family's size: the ring's ideal.
    static let ideal = Size(width: 9, height: 4)

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: max(5, proposal.width ?? Self.ideal.width), height: max(3, proposal.height ?? Self.ideal.height))
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        guard rect.width >= 3, rect.height >= 2 else {
            center.map { $0.draw(in: rect, into: &canvas) }
            return
        }
        var path: [(Int, Int)] = []
        let midX = rect.x + rect.width / 2
        for x in midX..<rect.right { path.append((x, rect.y)) }
        for y in rect.y + 1..<rect.bottom { path.append((rect.right - 1, y)) }
        if !isOpen { for x in stride(from: rect.right - 2, through: rect.x + 1, by: -1) { path.append((x, rect.bottom - 1)) } }
        for y in stride(from: rect.bottom - 1, through: rect.y + 1, by: -1) { path.append((rect.x, y)) }
        for x in rect.x..<midX { path.append((x, rect.y)) }
        let heavyCount = Int((fraction * Double(path.count)).rounded())
        for (i, (x, y)) in path.enumerated() {
            let heavy = i < heavyCount
            canvas.put(
                Self.symbol(x: x, y: y, rect: rect, heavy: heavy, isOpen: isOpen), width: 1, x: x, y: y,
                style: Style(heavy ? role : .chartMuted), clip: rect)
        }
        if let title {
            let room = Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1)
            let shown = TerminalText.truncated(title, toWidth: room.width)
            if shown != TerminalText.sanitized(title) { canvas.buffer.note(.textCut, title, shown: shown, at: room.origin) }
            let x = room.x + (room.width - TerminalText.width(shown)) / 2
            canvas.write(shown, x: x, y: rect.y, style: Style(.secondary), clip: room)
            canvas.spoken.append(title)
        }
        if isOpen {
            let bottom = Rect(x: rect.x, y: rect.bottom - 1, width: rect.width, height: 1)
            if let minimumLabel { canvas.write(minimumLabel, x: rect.x, y: bottom.y, style: Style(.secondary), clip: bottom) }
            if let maximumLabel {
                let w = TerminalText.width(maximumLabel)
                canvas.write(maximumLabel, x: rect.right - w, y: bottom.y, style: Style(.secondary), clip: bottom)
            }
            if let gap, minimumLabel == nil, maximumLabel == nil {
                let room = bottom.inset(horizontal: 1, vertical: 0)
                let size = gap.sizeThatFits(ProposedSize(room.size))
                gap.draw(in: NodeAlignment.center.place(size, in: room), into: &canvas)
            }
        }
        if let center {
            let inner = rect.inset(by: 1)
            let size = center.sizeThatFits(ProposedSize(inner.size))
            center.draw(in: NodeAlignment.center.place(size, in: inner), into: &canvas)
        }
    }

    static func symbol(x: Int, y: Int, rect: Rect, heavy: Bool, isOpen: Bool) -> Character {
        let top = y == rect.y, bottom = y == rect.bottom - 1
        let left = x == rect.x, right = x == rect.right - 1
        switch (top, bottom, left, right) {
        case (true, _, true, _): return heavy ? "┏" : "╭"
        case (true, _, _, true): return heavy ? "┓" : "╮"
        case (_, true, true, _): return isOpen ? (heavy ? "┃" : "│") : heavy ? "┗" : "╰"
        case (_, true, _, true): return isOpen ? (heavy ? "┃" : "│") : heavy ? "┛" : "╯"
        case (true, _, _, _), (_, true, _, _): return heavy ? "━" : "─"
        default: return heavy ? "┃" : "│"
        }
    }
}

/// A value between bounds as a bar (`Gauge` in a linear style, `ProgressView`): eighth-block
/// precision over a shaded track, as wide as offered (10 cells at its ideal), one row.
///
/// ```swift
/// // HStack { Text("Goal"); ProgressView(value: 0.5) }
/// let progress = StackNode(.horizontal, children: [TextNode("Goal"), BarNode(fraction: 0.5)])
/// var canvas = ViewCanvas(size: Size(width: 15, height: 1))
/// canvas.place(progress)
/// print(canvas.buffer)  // "Goal █████░░░░░"
/// ```
public final class BarNode: ViewNode {
    public let fraction: Double?
    public let role: StyleRole
    public let layoutPriority: Double

    /// A bar of `fraction` (clamped to 0…1); `nil` is indeterminate, drawn as a dotted track.
    public init(fraction: Double?, role: StyleRole = .chart, layoutPriority: Double = 0) {
        self.fraction = fraction.map { $0.isFinite ? min(1, max(0, $0)) : 0 }
        self.role = role
        self.layoutPriority = layoutPriority
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 10, height: 1)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        guard !rect.isEmpty else { return }
        let row = rect.row(0)
        guard let fraction else {
            for x in row.x..<row.right { canvas.put("┄", width: 1, x: x, y: row.y, style: Style(.chartMuted), clip: row) }
            return
        }
        let eighths = Int((fraction * Double(row.width * 8)).rounded())
        let blocks: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
        for column in 0..<row.width {
            let filled = min(8, max(0, eighths - column * 8))
            if filled > 0 {
                canvas.put(blocks[filled], width: 1, x: row.x + column, y: row.y, style: Style(role), clip: row)
            } else {
                canvas.put("░", width: 1, x: row.x + column, y: row.y, style: Style(.chartMuted), clip: row)
            }
        }
    }
}

/// A control (`Button(intent:)`, `Toggle(isOn:intent:)`): its label in brackets — a toggle's
/// with `●` on or `○` off before it — registered on the canvas so the host can focus and
/// press it. The brackets go when there is no room for them.
///
/// ```swift
/// // Toggle(isOn: true, intent: …) { Text("Reminders") }
/// let label = TextNode("Reminders")
/// let toggle = ControlNode(id: "c0", role: .toggle(isOn: true), label: label, spokenLabel: "Reminders")
/// var canvas = ViewCanvas(size: Size(width: 13, height: 1))
/// canvas.place(toggle)
/// print(canvas.buffer)  // "[● Reminders]"
/// print(canvas.spoken)  // ["Button: Reminders, on"]
/// ```
public final class ControlNode: ViewNode {
    public let id: String
    public let role: WidgetControl.Role
    public let label: any ViewNode
    public let spokenLabel: String
    public let style: Style
    public let layoutPriority: Double

    public init(
        id: String, role: WidgetControl.Role, label: any ViewNode, spokenLabel: String, style: Style = Style(.accent, attributes: .bold),
        layoutPriority: Double = 0
    ) {
        self.id = id
        self.role = role
        self.label = label
        self.spokenLabel = spokenLabel
        self.style = style
        self.layoutPriority = layoutPriority
    }

    var prefix: String {
        if case .toggle(let isOn) = role { return isOn ? "[● " : "[○ " }
        return "["
    }

    var decoration: Int { TerminalText.width(prefix) + 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = label.sizeThatFits(ProposedSize(width: proposal.width.map { $0 - decoration }, height: proposal.height))
        return Size(width: inner.width + decoration, height: max(1, inner.height))
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        canvas.controls.append(PlacedControl(id: id, label: spokenLabel, role: role, rect: rect))
        let before = canvas.spoken.count
        guard rect.width > decoration else {
            label.draw(in: rect, into: &canvas)
            return
        }
        let middle = rect.y + (rect.height - 1) / 2
        canvas.write(prefix, x: rect.x, y: middle, style: style, clip: rect)
        canvas.put("]", width: 1, x: rect.right - 1, y: middle, style: style, clip: rect)
        let inner = Rect(x: rect.x + decoration - 1, y: rect.y, width: rect.width - decoration, height: rect.height)
        let size = label.sizeThatFits(ProposedSize(inner.size))
        label.draw(in: NodeAlignment.center.place(size, in: inner), into: &canvas)
        // A screen reader says what the control does, once.
        canvas.spoken.removeSubrange(before...)
        let state: String
        if case .toggle(let isOn) = role { state = isOn ? ", on" : ", off" } else { state = "" }
        canvas.spoken.append("Button: \(spokenLabel)\(state)")
    }
}
