/// WidgetKit's rendering modes, with their terminal meanings.
///
/// ```swift
/// let mode = RenderingMode(name: "vibrant") ?? .fullColor
/// let style = mode.apply(to: Style(.accent))  // foreground .primary, background nil
/// var buffer = Buffer(size: Size(width: 10, height: 2))
/// buffer.apply(.accented, in: buffer.area)
/// ```
public enum RenderingMode: String, CaseIterable, Hashable, Sendable {
    /// The theme's colours.
    case fullColor
    /// Two groups: the accent colour for what stands out (values, charts, markers), primary
    /// for the rest.
    case accented
    /// Monochrome without a background, as on a lock screen: primary and secondary text only.
    case vibrant

    /// The mode as the command line spells it: `full`, `accented`, `vibrant`.
    public var name: String { self == .fullColor ? "full" : rawValue }

    /// Parses `full` (or `fullColor`), `accented`, `vibrant`.
    public init?(name: String) {
        switch name {
        case "full", "fullColor": self = .fullColor
        case "accented": self = .accented
        case "vibrant": self = .vibrant
        default: return nil
        }
    }

    /// The style a cell takes in this mode.
    public func apply(to style: Style) -> Style {
        switch self {
        case .fullColor:
            return style
        case .accented:
            var s = style
            switch style.foreground {
            case .accent, .chart, .positive, .negative, .stale, .focus: s.foreground = .accent
            case .placeholder, .chartMuted, .border: s.foreground = .secondary
            default: s.foreground = .primary
            }
            return s
        case .vibrant:
            var s = style
            switch style.foreground {
            case .secondary, .chartMuted, .border, .placeholder, .neutral: s.foreground = .secondary
            default: s.foreground = .primary
            }
            s.background = nil
            return s
        }
    }
}

extension Buffer {
    /// Restyles every cell inside `rect` for `mode`.
    public mutating func apply(_ mode: RenderingMode, in rect: Rect) {
        guard mode != .fullColor else { return }
        updateStyle(in: rect) { $0 = mode.apply(to: $0) }
    }
}
