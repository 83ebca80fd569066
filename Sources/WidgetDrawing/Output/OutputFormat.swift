/// The ways a buffer leaves the program.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// Plain text, one line per row: the snapshot format.
    case text
    /// Text with ANSI SGR colours, for a terminal.
    case ansi
    /// An SVG picture with real, selectable text.
    case svg

    /// The buffer in this format.
    public func encode(_ buffer: Buffer, theme: Theme, depth: ColorDepth = .trueColor) -> String {
        switch self {
        case .text: buffer.plainText
        case .ansi: ANSIRenderer(theme: theme, depth: depth).render(buffer)
        case .svg: SVGRenderer(theme: theme).render(buffer)
        }
    }
}
