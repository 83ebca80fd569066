/// What a piece of the picture *means*. A ``Theme`` turns roles into colours at output time, so
/// the core never names a colour and one rendering serves every theme and colour depth.
///
/// ```swift
/// let change = Style(.positive)
/// StyleRole(rawValue: "chartMuted")  // .chartMuted
/// StyleRole.accent.index             // 3
/// ```
public enum StyleRole: String, CaseIterable, Hashable, Sendable, Codable {
    /// The widget's own background.
    case background
    /// Main text: values, titles that matter.
    case primary
    /// Supporting text: labels, units, the "as of" timestamp.
    case secondary
    /// The brand or emphasis colour: headers, the primary metric.
    case accent
    /// A change for the better (always paired with ▲ and a sign, never colour alone).
    case positive
    /// A change for the worse (always paired with ▼ and a sign, never colour alone).
    case negative
    /// No change.
    case neutral
    /// Chart marks.
    case chart
    /// Chart tracks, axes, the previous period.
    case chartMuted
    /// Data past its freshness limit (paired with a ⚠ marker).
    case stale
    /// Frames and separators.
    case border
    /// The focused widget's frame.
    case focus
    /// Redacted blocks shown before data arrives.
    case placeholder

    /// The role's position in ``allCases``: themes store colours in this order.
    @inlinable
    public var index: Int {
        switch self {
        case .background: 0
        case .primary: 1
        case .secondary: 2
        case .accent: 3
        case .positive: 4
        case .negative: 5
        case .neutral: 6
        case .chart: 7
        case .chartMuted: 8
        case .stale: 9
        case .border: 10
        case .focus: 11
        case .placeholder: 12
        }
    }
}

/// Text attributes that every output format can show without colour.
///
/// ```swift
/// let heading = Style(.accent, attributes: [.bold, .underline])
/// let focused = Style.plain.with(.reverse)
/// heading.attributes.contains(.bold)  // true
/// ```
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let italic = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Swaps foreground and background: how focus shows on a terminal without colour.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
}

/// The style of one cell: a foreground role, a background role and attributes.
///
/// ```swift
/// let label = Style(.secondary)
/// let value = Style(.primary).with(.bold)
/// let badge = Style(.background, background: .accent)
/// var buffer = Buffer(size: Size(width: 12, height: 1))
/// buffer.drawSpans([("Sales ", label), ("$7,765", value)], in: buffer.area)
/// ```
public struct Style: Hashable, Sendable {
    public var foreground: StyleRole
    /// The background role; `nil` leaves the terminal's own background showing, as the
    /// vibrant (lock-screen) rendering mode does.
    public var background: StyleRole?
    public var attributes: TextAttributes

    /// Creates a style; the background defaults to the widget's.
    public init(_ foreground: StyleRole = .primary, background: StyleRole? = .background, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// Primary text on the widget background.
    public static let plain = Style()

    /// The same style with `attributes` added.
    public func with(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// The same style on another background.
    public func on(_ background: StyleRole?) -> Style {
        var copy = self
        copy.background = background
        return copy
    }
}
