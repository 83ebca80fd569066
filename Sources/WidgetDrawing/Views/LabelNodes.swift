import WidgetFormats

/// One line of styled runs as a view — a title, a figure, `✓ Done` — cut with `…` where its room
/// is narrower, aligned in its room as asked. Unlike ``TextNode`` it never wraps: it is the
/// label of a layout that decided its lines already.
///
/// ```swift
/// LabelNode("Total sales", style: Style(.secondary))
/// LabelNode([("$12.8K", Style(.primary, attributes: .bold)), (" ▲ 12%", Style(.positive))])
/// ```
public final class LabelNode: ViewNode {
    public let spans: [(String, Style)]
    public let alignment: TextAlignment

    public init(_ text: String, alignment: TextAlignment = .leading, style: Style = .plain) {
        self.spans = [(text, style)]
        self.alignment = alignment
    }

    /// Runs drawn one after another from the leading edge, each cut only by the room left.
    public init(_ spans: [(String, Style)]) {
        self.spans = spans
        self.alignment = .leading
    }

    /// The columns the label takes whole.
    public var width: Int { spans.reduce(0) { $0 + TerminalText.width($1.0) } }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: min(width, proposal.width ?? width), height: 1)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        if spans.count == 1 {
            canvas.buffer.drawText(spans[0].0, in: rect.row(0), alignment: alignment, style: spans[0].1)
        } else {
            canvas.buffer.drawSpans(spans, in: rect.row(0))
        }
    }
}

/// Lines drawn down their room, one a row; when they do not all fit, the last one shown ends in
/// `…`, so a reader sees that there is more (never words silently dropped). A message, a notice,
/// a status: text already wrapped to its width.
///
/// ```swift
/// LinesNode(TerminalText.wrap("Couldn't load data", width: 20).map { ($0, Style(.primary, attributes: .bold)) })
/// ```
public final class LinesNode: ViewNode {
    public let lines: [(String, Style)]

    public init(_ lines: [(String, Style)]) {
        self.lines = lines
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let widest = lines.reduce(0) { max($0, TerminalText.width($1.0)) }
        return Size(width: min(widest, proposal.width ?? widest), height: min(lines.count, proposal.height ?? lines.count))
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        guard rect.height > 0 else { return }
        var shown = Array(lines.prefix(rect.height))
        if lines.count > rect.height, let (last, style) = shown.last {
            let marked = TerminalText.width(last) + 1 <= rect.width ? last + "…" : TerminalText.truncated(last + "…", toWidth: rect.width)
            shown[shown.count - 1] = (marked, style)
        }
        for (i, (line, style)) in shown.enumerated() {
            canvas.buffer.drawText(line, in: rect.row(i), style: style)
        }
    }
}
