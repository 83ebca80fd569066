/// Where a line of text sits in its rectangle.
public enum TextAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing
}

extension Buffer {
    /// Draws one line of text on the first row of `rect`, clipped to it, and returns the
    /// rectangle actually covered.
    ///
    /// Controls are shown as `�`; text wider than the rectangle is cut and ends in `…`; a wide
    /// character never straddles the edge. Cells of `rect` not covered by text are left as
    /// they were.
    ///
    /// ```swift
    /// buffer.drawText("Total sales", in: Rect(x: 0, y: 0, width: 8, height: 1))  // "Total s…"
    /// ```
    ///
    /// - Complexity: O(n) in the text's length.
    @discardableResult
    public mutating func drawText(_ text: String, in rect: Rect, alignment: TextAlignment = .leading, style: Style = .plain) -> Rect {
        guard !rect.intersection(area).isEmpty else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        let line = rect.row(0)
        let fullWidth = TerminalText.width(text)
        let shown = fullWidth > line.width ? TerminalText.truncated(text, toWidth: line.width) : text
        let shownWidth = fullWidth <= line.width ? fullWidth : TerminalText.width(shown)
        let start: Int
        switch alignment {
        case .leading: start = line.x
        case .center: start = line.x + (line.width - shownWidth) / 2
        case .trailing: start = line.right - shownWidth
        }
        var x = start
        TerminalText.forEachCluster(in: shown) { character, width in
            if x >= line.right { return false }
            put(character, width: width, x: x, y: line.y, style: style, clip: line)
            x += width
            return true
        }
        return Rect(x: start, y: line.y, width: x - start, height: 1)
    }

    /// Draws styled runs one after another on the first row of `rect`, each truncated only by
    /// the room left; returns the columns used.
    @discardableResult
    public mutating func drawSpans(_ spans: [(String, Style)], in rect: Rect) -> Int {
        var x = rect.x
        for (text, style) in spans {
            let remaining = Rect(x: x, y: rect.y, width: rect.right - x, height: 1)
            if remaining.isEmpty { break }
            x += drawText(text, in: remaining, style: style).width
        }
        return x - rect.x
    }
}

extension Buffer {
    /// The buffer as plain text: one line per row, trailing spaces trimmed, rows joined by
    /// `\n` with a final `\n`. This is the snapshot format; it never contains a control
    /// character other than the newlines.
    public var plainText: String {
        var out = ""
        out.reserveCapacity(cells.count + area.height)
        for row in 0..<area.height {
            var line = ""
            let start = row * area.width
            for i in start..<start + area.width where cells[i].width != 0 {
                line += cells[i].symbol
            }
            while line.last == " " { line.removeLast() }
            out += line
            out += "\n"
        }
        return out
    }
}
