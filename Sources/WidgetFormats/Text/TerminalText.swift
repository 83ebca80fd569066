/// Text made safe for a terminal cell grid: each grapheme cluster with its width, controls
/// replaced by a visible mark, zero-width clusters dropped.
///
/// Everything that enters a ``Buffer`` passes through here, which is why no output format can
/// ever carry a control sequence that came from data. Its generic functions are `@inlinable`:
/// every other target calls them on the hot path of drawing, and a call left generic across a
/// module boundary walked strings through protocol witnesses (1.6× the instructions of a
/// large widget's render).
///
/// ```swift
/// let width = TerminalText.width("売上")                          // 4
/// let title = TerminalText.truncated("Total sales", toWidth: 8)  // "Total s…"
/// let safe = TerminalText.sanitized("Maple\u{1B}[2J")           // "Maple\u{FFFD}[2J"
/// ```
public enum TerminalText {
    /// What a control character (C0, C1, DEL, ESC) is shown as.
    public static let replacement: Character = "\u{FFFD}"

    /// Calls `body` with each displayable cluster of `string` and its width (1 or more), in
    /// order. A cluster holding controls becomes one ``replacement`` per control (a CR LF pair
    /// shows as two); a cluster of width zero (a lone combining mark, ZERO WIDTH SPACE, a bidi
    /// override) is skipped. `body` returns `false` to stop early.
    ///
    /// - Complexity: O(n) in the string's length.
    @inlinable
    public static func forEachCluster<S: StringProtocol>(in string: S, _ body: (Character, Int) -> Bool) {
        var context = TerminalWidth.ShapingContext()
        for character in string {
            let utf8 = character.utf8
            if utf8.count == 1 {
                let byte = utf8.first!
                context = .afterBase
                if byte >= 0x20 && byte != 0x7F {
                    if !body(character, 1) { return }
                } else if !body(replacement, 1) {
                    return
                }
                continue
            }
            if character.unicodeScalars.contains(where: { TerminalWidth.isControl($0.value) }) {
                context = .afterBase
                for scalar in character.unicodeScalars where TerminalWidth.isControl(scalar.value) {
                    if !body(replacement, 1) { return }
                }
                continue
            }
            let width = TerminalWidth.of(character, context: &context)
            if width == 0 { continue }
            if !body(character, width) { return }
        }
    }

    /// `string` with every control replaced by ``replacement`` and zero-width clusters removed:
    /// exactly what a buffer would store.
    @inlinable
    public static func sanitized<S: StringProtocol>(_ string: S) -> String {
        var out = ""
        out.reserveCapacity(string.utf8.count)
        forEachCluster(in: string) { character, _ in
            out.append(character)
            return true
        }
        return out
    }

    /// `string` sanitised as ``sanitized(_:)`` does, but with its tabs kept: a compiler's echo
    /// of a tab-indented source line reads as the file does.
    package static func sanitizedKeepingTabs<S: StringProtocol>(_ string: S) -> String {
        string.split(separator: "\t", omittingEmptySubsequences: false).map { sanitized($0) }.joined(separator: "\t")
    }

    /// The number of cells `string` takes once sanitised.
    @inlinable
    public static func width<S: StringProtocol>(_ string: S) -> Int {
        // Printable ASCII, the common case, is one cell a byte.
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return string.utf8.count }
        var total = 0
        forEachCluster(in: string) { _, width in
            total += width
            return true
        }
        return total
    }

    /// The longest prefix of `string` that fits in `width` cells, ending in `…` when anything
    /// was cut. Wide clusters are never split: one that would straddle the edge is left out.
    ///
    /// ```swift
    /// TerminalText.truncated("Total sales", toWidth: 8)  // "Total s…"
    /// TerminalText.truncated("売上合計", toWidth: 5)       // "売上…"
    /// ```
    @inlinable
    public static func truncated<S: StringProtocol>(_ string: S, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let full = self.width(string)
        if full <= width { return sanitized(string) }
        var out = ""
        var used = 0
        forEachCluster(in: string) { character, w in
            if used + w > width - 1 { return false }
            out.append(character)
            used += w
            return true
        }
        out.append("…")
        return out
    }
}
