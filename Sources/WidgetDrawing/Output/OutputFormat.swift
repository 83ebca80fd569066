/// The ways a buffer leaves the program.
///
/// ```swift
/// var buffer = Buffer(size: Size(width: 10, height: 1))
/// buffer.drawText("Orders", in: buffer.area)
/// let format = OutputFormat(rawValue: "text") ?? .ansi
/// format.encode(buffer, theme: .dark)  // "Orders\n"
/// ```
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// Plain text, one line per row: the snapshot format.
    case text
    /// Text with ANSI SGR colours, for a terminal.
    case ansi
    /// An SVG picture with real, selectable text.
    case svg

    /// The buffer in this format.
    public func encode(_ buffer: Buffer, theme: Theme, depth: ColorDepth = .trueColor, images: ImageOutput = .blocks) -> String {
        switch self {
        case .text: buffer.plainText
        case .ansi: ANSIRenderer(theme: theme, depth: depth, images: images).render(buffer)
        case .svg: SVGRenderer(theme: theme).render(buffer)
        }
    }
}
