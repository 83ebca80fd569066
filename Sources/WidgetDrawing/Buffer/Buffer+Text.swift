import WidgetFormats

/// Where a line of text sits in its rectangle.
///
/// ```swift
/// var buffer = Buffer(size: Size(width: 6, height: 1))
/// let covered = buffer.drawText("Hi", in: buffer.area, alignment: .trailing)
/// covered.x         // 4
/// buffer.plainText  // "    Hi\n"
/// ```
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
        // Printable ASCII that fits, the common case: one cell a byte, no clusters to find.
        let utf8 = text.utf8
        if utf8.count <= line.width, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let used = utf8.count
            let start: Int
            switch alignment {
            case .leading: start = line.x
            case .center: start = line.x + (line.width - used) / 2
            case .trailing: start = line.right - used
            }
            let clip = line.intersection(area)
            var x = start
            for byte in utf8 {
                put(cell: Cell(ascii: byte, style: style), x: x, y: line.y, clip: clip)
                x += 1
            }
            if start < area.x || start + used > area.right { noteEdgeCut(text, from: start, width: used, row: line.y) }
            return Rect(x: start, y: line.y, width: used, height: 1)
        }
        // One pass over the text, stopping as soon as it overflows the line: a long string
        // costs no more than a short one.
        var clusters: [(Character, Int)] = []
        clusters.reserveCapacity(min(line.width, text.utf8.count))
        var used = 0
        var overflowed = false
        TerminalText.forEachCluster(in: text) { character, width in
            if used + width > line.width {
                overflowed = true
                return false
            }
            clusters.append((character, width))
            used += width
            return true
        }
        if overflowed {
            while let last = clusters.last, used + 1 > line.width {
                clusters.removeLast()
                used -= last.1
            }
            if line.width > 0 {
                clusters.append(("…", 1))
                used += 1
            }
        }
        let start: Int
        switch alignment {
        case .leading: start = line.x
        case .center: start = line.x + (line.width - used) / 2
        case .trailing: start = line.right - used
        }
        var x = start
        for (character, width) in clusters {
            put(character, width: width, x: x, y: line.y, style: style, clip: line)
            x += width
        }
        if start < area.x || start + used > area.right { noteEdgeCut(text, from: start, width: used, row: line.y) }
        return Rect(x: start, y: line.y, width: used, height: 1)
    }

    /// Text that runs past the buffer's edge is cut there with no ellipsis: noted as a
    /// ``LayoutNote/Kind/labelCut``.
    private mutating func noteEdgeCut(_ text: String, from start: Int, width: Int, row: Int) {
        let visible = Rect(x: start, y: row, width: width, height: 1).intersection(area)
        var shown = ""
        for x in visible.x..<visible.right { if let cell = cell(x: x, y: row), cell.width != 0 { shown += cell.symbol } }
        note(.labelCut, text, shown: shown, at: Point(x: max(area.x, min(start, area.right - 1)), y: row))
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cells.count * 2 + area.height)
        cells.withUnsafeBufferPointer { cells in
            for row in 0..<area.height {
                let start = row * area.width
                let lineStart = bytes.count
                var lastNonSpace = lineStart
                for i in start..<start + area.width where cells[i].width != 0 {
                    cells[i].appendUTF8(to: &bytes)
                    if !cells[i].isSpace { lastNonSpace = bytes.count }
                }
                bytes.removeSubrange(lastNonSpace...)
                bytes.append(0x0A)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
