import WidgetFormats

extension Buffer {
    /// Draws a frame with rounded corners (`╭─╮ │ ╰─╯`) along the edges of `rect`, clipped to
    /// it, with an optional title set into the top edge (`╭ Sales ───╮`). The inside is left
    /// untouched; use `rect.inset(by: 1)` for the content.
    ///
    /// A rectangle narrower or shorter than two cells gets no frame.
    public mutating func drawBox(_ rect: Rect, title: String? = nil, style: Style = Style(.border), titleStyle: Style? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let clip = rect.intersection(area)
        guard !clip.isEmpty else { return }
        func set(_ x: Int, _ y: Int, _ symbol: Character) {
            put(symbol, width: 1, x: x, y: y, style: style, clip: clip)
        }
        let horizontal = Cell(character: "─", width: 1, style: style)
        let vertical = Cell(character: "│", width: 1, style: style)
        for x in rect.x + 1..<rect.right - 1 {
            put(cell: horizontal, x: x, y: rect.y, clip: clip)
            put(cell: horizontal, x: x, y: rect.bottom - 1, clip: clip)
        }
        for y in rect.y + 1..<rect.bottom - 1 {
            put(cell: vertical, x: rect.x, y: y, clip: clip)
            put(cell: vertical, x: rect.right - 1, y: y, clip: clip)
        }
        set(rect.x, rect.y, "╭")
        set(rect.right - 1, rect.y, "╮")
        set(rect.x, rect.bottom - 1, "╰")
        set(rect.right - 1, rect.bottom - 1, "╯")
        if let title, rect.width >= 5 {
            // One space either side of the title, inside the corners: "╭ Title ─╮".
            let text = TerminalText.truncated(title, toWidth: rect.width - 4)
            guard !text.isEmpty else { return }
            drawText(
                " " + text + " ", in: Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1).intersection(clip),
                style: titleStyle ?? style)
        }
    }
}
