extension TerminalText {
    /// Breaks `text` into lines of at most `width` cells, at spaces where it can and inside a
    /// word only when the word alone is too wide. Controls are shown as `�`, as everywhere.
    ///
    /// ```swift
    /// TerminalText.wrap("No metrics selected yet", width: 10)
    /// // ["No metrics", "selected", "yet"]
    /// ```
    ///
    /// - Complexity: O(n) in the text's length.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in sanitized(text).split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = self.width(word)
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            // A word wider than a line is cut into line-sized pieces.
            while wordWidth > width {
                var piece = ""
                var pieceWidth = 0
                var rest = Substring(word)
                while let c = rest.first {
                    let w = self.width(String(c))
                    if pieceWidth + w > width { break }
                    piece.append(c)
                    pieceWidth += w
                    rest = rest.dropFirst()
                }
                if piece.isEmpty { break }  // a wide character in a one-cell line
                lines.append(piece)
                word = String(rest)
                wordWidth = self.width(word)
            }
            line = word
            lineWidth = wordWidth
        }
        if lineWidth > 0 { lines.append(line) }
        return lines
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and carriage returns (what CSV fields and token
    /// files pad values with).
    package func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}
