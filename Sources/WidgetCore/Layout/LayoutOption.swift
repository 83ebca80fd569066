import WidgetDrawing

/// What a widget's layout may do. The view reads these, never the widget family: a family is
/// turned into options at one boundary (``WidgetFamily/layoutOptions``), and a designer can pass
/// options directly to try a layout at any size.
///
/// ```swift
/// let now = Date(timeIntervalSince1970: 1_764_516_600)
/// let state = WidgetState(shop: nil, range: .today, slots: [], asOf: now)
/// let options: LayoutOption = [.frame, .header, .charts, .comparison, .threeColumns]  // no controls
/// var buffer = Buffer(size: Size(width: 60, height: 12))
/// WidgetView(state: state, options: options, context: RenderContext(now: now)).draw(in: buffer.area, into: &buffer)
/// ```
public struct LayoutOption: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A rounded frame with the shop's name in its top edge and the "as of" timestamp in its
    /// bottom edge.
    public static let frame = LayoutOption(rawValue: 1 << 0)
    /// A header row with the date range.
    public static let header = LayoutOption(rawValue: 1 << 1)
    /// The first metric becomes a full-width primary cell with a labelled column chart.
    public static let primaryCell = LayoutOption(rawValue: 1 << 2)
    /// The first metric's value is emphasised (the small family's "first one prominent").
    public static let emphasizeFirst = LayoutOption(rawValue: 1 << 3)
    /// Cells draw a chart of their series when they have room.
    public static let charts = LayoutOption(rawValue: 1 << 4)
    /// Cells compare with the previous period.
    public static let comparison = LayoutOption(rawValue: 1 << 5)
    /// Cells flow in two columns.
    public static let twoColumns = LayoutOption(rawValue: 1 << 6)
    /// Cells flow in three columns (wins over ``twoColumns``).
    public static let threeColumns = LayoutOption(rawValue: 1 << 7)
    /// One metric as a ring gauge against its previous period, with a tiny label.
    public static let accessoryGauge = LayoutOption(rawValue: 1 << 8)
    /// One metric as a card: label and time, value with comparison, mini chart.
    public static let accessoryCard = LayoutOption(rawValue: 1 << 9)
    /// One metric as a single line of text.
    public static let inlineText = LayoutOption(rawValue: 1 << 10)
    /// Buttons and toggles in the header row, when the state has any.
    public static let controls = LayoutOption(rawValue: 1 << 11)

    /// The number of grid columns the options ask for.
    public var columns: Int {
        if contains(.threeColumns) { return 3 }
        if contains(.twoColumns) { return 2 }
        return 1
    }

    /// Whether the options describe an accessory (lock-screen) layout.
    public var isAccessory: Bool { !isDisjoint(with: [.accessoryGauge, .accessoryCard, .inlineText]) }
}

extension GridArranger {
    /// The arranger the options ask for.
    package init(options: LayoutOption) {
        self.init(columns: options.columns, primaryFirst: options.contains(.primaryCell))
    }
}
