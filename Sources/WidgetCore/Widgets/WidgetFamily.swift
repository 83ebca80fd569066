import WidgetDrawing

/// The sizes a widget comes in, as WidgetKit names them.
///
/// This file is the one boundary where a family is consulted: it gives the size in cells, the
/// layout options and how many metrics fit. Below it, views read ``LayoutOption`` only.
///
/// ```swift
/// let family = WidgetFamily(name: "xl")!  // .extraLarge
/// let cells = WidgetFamily.small.size      // 20 × 10
/// let now = Date(timeIntervalSince1970: 1_764_516_600)
/// let state = WidgetState(shop: nil, range: .today, slots: [], asOf: now)
/// let buffer = WidgetFamily.medium.render(state, context: RenderContext(now: now))
/// ```
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable {
    case small
    case medium
    case large
    case extraLarge
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline

    /// The documented cell: 8.5 × 17 points, a 1:2 box like a terminal character. Families
    /// keep Apple's proportions when divided by it (see `docs/families.md`).
    public static let cellPoints = CellMetrics.cellPoints

    /// Apple's point size for the family (Human Interface Guidelines: iPhone 430×932 class;
    /// iPad 1024×1366 for extra large).
    public var pointSize: (width: Double, height: Double) {
        switch self {
        case .small: (170, 170)
        case .medium: (364, 170)
        case .large: (364, 382)
        case .extraLarge: (748, 356)
        case .accessoryCircular: (76, 76)
        case .accessoryRectangular: (172, 76)
        case .accessoryInline: (257, 26)
        }
    }

    /// The size in terminal cells: the point size divided by ``cellPoints``, rounded. Inline is
    /// one line of text by definition, whatever its point height.
    public var size: Size {
        let points = pointSize
        let width = Int((points.width / Self.cellPoints.width).rounded())
        let height = self == .accessoryInline ? 1 : Int((points.height / Self.cellPoints.height).rounded())
        return Size(width: width, height: height)
    }

    /// What the family's layout may do.
    public var layoutOptions: LayoutOption {
        switch self {
        case .small: [.frame, .header, .emphasizeFirst, .charts, .comparison, .controls]
        case .medium: [.frame, .header, .charts, .comparison, .twoColumns, .controls]
        case .large: [.frame, .header, .primaryCell, .charts, .comparison, .twoColumns, .controls]
        case .extraLarge: [.frame, .header, .primaryCell, .charts, .comparison, .threeColumns, .controls]
        case .accessoryCircular: [.accessoryGauge, .comparison]
        case .accessoryRectangular: [.accessoryCard, .charts, .comparison]
        case .accessoryInline: [.inlineText, .comparison]
        }
    }

    /// How many metrics the family holds: a configuration is trimmed to this.
    public var metricCapacity: Int {
        switch self {
        case .small: 2
        case .medium: 4
        case .large, .extraLarge: 7
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: 1
        }
    }

    /// Slots it spans on the home screen's springboard (columns × rows): a small takes one, a
    /// medium two side by side, a large two by two, an extra large four by two.
    public var springboardSlots: (columns: Int, rows: Int) {
        switch self {
        case .small: (1, 1)
        case .medium: (2, 1)
        case .large: (2, 2)
        case .extraLarge: (4, 2)
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: (1, 1)
        }
    }

    /// The name a label has room for: the accessories without their prefix (`circular`).
    public var shortName: String {
        switch self {
        case .accessoryCircular: "circular"
        case .accessoryRectangular: "rectangular"
        case .accessoryInline: "inline"
        default: rawValue
        }
    }

    /// Whether it is a lock-screen (accessory) family.
    public var isAccessory: Bool { layoutOptions.isAccessory }

    /// Parses a family name as the command line spells it: `small`, `extraLarge` (also
    /// `extra-large`, `xl`), `accessoryCircular` (also `circular`)…
    public init?(name: String) {
        if let family = WidgetFamily(rawValue: name) {
            self = family
            return
        }
        switch name.lowercased() {
        case "extra-large", "extralarge", "xl": self = .extraLarge
        case "circular", "accessory-circular", "accessorycircular": self = .accessoryCircular
        case "rectangular", "accessory-rectangular", "accessoryrectangular": self = .accessoryRectangular
        case "inline", "accessory-inline", "accessoryinline": self = .accessoryInline
        default: return nil
        }
    }

    /// Where `state`'s controls are when drawn as this family, relative to its top-left corner.
    public func controlRects(_ state: WidgetState, context: RenderContext, size: Size? = nil) -> [String: Rect] {
        WidgetView(state: state, options: layoutOptions, context: context).controlRects(
            in: Rect(x: 0, y: 0, width: (size ?? self.size).width, height: (size ?? self.size).height))
    }

    /// Renders `state` as this family: the family becomes a size and layout options here, and
    /// nowhere below. `size` overrides the family's own (a designer's `--size`).
    public func render(_ state: WidgetState, context: RenderContext, size: Size? = nil) -> Buffer {
        var buffer = Buffer(size: size ?? self.size)
        WidgetView(state: state, options: layoutOptions, context: context).draw(in: buffer.area, into: &buffer)
        return buffer
    }
}
