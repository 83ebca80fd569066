/// A picture in ASCII, for a terminal or a log that shows nothing else: box lines as `+-|`,
/// blocks and quarter blocks by how much of the cell they fill (`#`, `+`, `.`), braille by
/// where its dots are (`'` at the top, `.` at the bottom, `:` both, `#` most of the cell),
/// arrows and marks as the nearest ASCII. Text keeps its letters (an accented letter stays what
/// it is, a wide one is `??`); any other symbol is `?`, a wide one `??`, so every column stays
/// where it was.
///
/// ```swift
/// var buffer = Buffer(size: Size(width: 6, height: 1))
/// buffer.drawText("╭─▆⣿→╮", in: buffer.area)
/// buffer.asciiApproximation().plainText  // "+-##>+\n"
/// ```
extension Buffer {
    public func asciiApproximation() -> Buffer {
        var copy = self
        for y in area.y..<area.bottom {
            for x in area.x..<area.right {
                var cell = self[x, y]
                guard cell.width != 0, !cell.isSpace else { continue }
                cell.pixels = nil
                let ascii = Self.ascii(cell.symbol)
                if cell.width == 2 && x + 1 < area.right {
                    // A wide symbol: two columns of ASCII (a wide letter is not ASCII either).
                    let shown = String(ascii ?? "?")
                    cell = Cell(symbol: shown, width: 1, style: cell.style)
                    copy[x + 1, y] = Cell(symbol: shown, width: 1, style: cell.style)
                } else if let ascii {
                    cell.symbol = String(ascii)
                }
                copy[x, y] = cell
            }
        }
        return copy
    }

    /// The ASCII for one symbol, or nil to keep it (an ASCII character or a letter or digit of
    /// any script). A symbol that is neither is `?`.
    static func ascii(_ symbol: String) -> Character? {
        guard let scalar = symbol.unicodeScalars.first else { return nil }
        let value = scalar.value
        if value < 0x80 { return nil }
        if symbol.unicodeScalars.count == 1, let mapped = marks[scalar] { return mapped }
        switch value {
        case 0x2500...0x257F: return boxLine(scalar)
        case 0x2580...0x259F: return block(scalar)
        case 0x2800...0x28FF: return braille(UInt8(value - 0x2800))
        default: break
        }
        if symbol.unicodeScalars.allSatisfy({
            $0.properties.isAlphabetic || $0.properties.generalCategory == .decimalNumber
                || $0.properties.generalCategory == .nonspacingMark
        }) {
            return nil
        }
        return "?"
    }

    static let marks: [Unicode.Scalar: Character] = [
        "…": ".", "·": ".", "•": "*", "°": "o", "—": "-", "–": "-", "−": "-", "“": "\"", "”": "\"", "‘": "'", "’": "'",
        "←": "<", "→": ">", "↑": "^", "↓": "v", "↗": "/", "↘": "\\", "↖": "\\", "↙": "/", "↻": "@", "↺": "@",
        "▲": "^", "▼": "v", "▶": ">", "◀": "<", "▸": ">", "◂": "<", "●": "@", "○": "o", "◉": "@", "◔": "o", "◑": "o",
        "■": "#", "□": "o", "◆": "*", "◇": "*", "★": "*", "☆": "*", "✓": "v", "✔": "v", "✕": "x", "✖": "x", "⚠": "!",
        "×": "x", "÷": "/", "±": "+", "€": "E", "£": "L", "¥": "Y", "⋯": ".", "⠀": " ",
    ]

    /// Box drawing: a line along one axis, or a corner or junction.
    static func boxLine(_ scalar: Unicode.Scalar) -> Character {
        let horizontal: Set<UInt32> = [
            0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A, 0x257C, 0x257E,
        ]
        let vertical: Set<UInt32> = [
            0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B, 0x257D, 0x257F,
        ]
        if horizontal.contains(scalar.value) { return "-" }
        if vertical.contains(scalar.value) { return "|" }
        return "+"
    }

    /// Block elements by how much of the cell they fill.
    static func block(_ scalar: Unicode.Scalar) -> Character {
        switch scalar.value {
        case 0x2588, 0x2593, 0x2589, 0x258A, 0x2587, 0x2586, 0x2599, 0x259B, 0x259C, 0x259F: return "#"
        case 0x2592, 0x2585, 0x2584, 0x258B, 0x258C, 0x258D, 0x2590, 0x259A, 0x259E: return "+"
        case 0x2580, 0x2594: return "\""
        default: return "."
        }
    }

    /// Braille by where its dots are: top rows, bottom rows, both, or most of the cell.
    static func braille(_ bits: UInt8) -> Character {
        let count = bits.nonzeroBitCount
        if count == 0 { return " " }
        if count >= 6 { return "#" }
        let top = bits & 0b0001_1011 != 0  // dots 1, 2, 4, 5
        let bottom = bits & 0b1110_0100 != 0  // dots 3, 6, 7, 8
        return top && bottom ? ":" : top ? "'" : "."
    }
}
