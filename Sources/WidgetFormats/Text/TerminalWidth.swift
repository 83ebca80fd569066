/// How many terminal cells text takes, measured the way terminals that follow Unicode's
/// East Asian Width and emoji-sequence rules draw it.
///
/// The unit is the *grapheme cluster* (a Swift `Character`): a base and its combining marks
/// share one cell, and an emoji sequence — ZWJ families, flags, skin tones, keycaps, a narrow
/// symbol made wide by VARIATION SELECTOR-16 — takes two. Controls (C0, C1, DEL, and so ESC)
/// are never measured as such: ``TerminalText`` replaces each with ``TerminalText/replacement``
/// before anything is stored, so their width is that of the replacement.
///
/// The tables come from the Unicode Character Database (see `Scripts/generate-width-tables.py`);
/// the `wcwidth` package serves as the independent oracle in the tests.
///
/// ```swift
/// let letter = TerminalWidth.of("a" as Character)          // 1
/// let wide = TerminalWidth.of("中" as Character)           // 2
/// let accented = TerminalWidth.of("e\u{301}" as Character)  // 1
/// ```
public enum TerminalWidth {
    /// The width of one scalar outside any sequence: 0, 1 or 2. Controls count as 1, the width
    /// of the replacement they are shown as.
    ///
    /// - Complexity: O(log n) in the table size; O(1) below U+0300.
    @inlinable
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        scalarWidth(scalar.value)
    }

    @usableFromInline
    static func scalarWidth(_ v: UInt32) -> Int {
        if v < 0x300 { return 1 }
        if contains(zeroWidthRanges, v) { return 0 }
        if v >= 0x1100, contains(wideRanges, v) { return 2 }
        return 1
    }

    /// The width of one grapheme cluster as a terminal draws it: 0, 1 or 2 (more only for
    /// clusters that are not one user-perceived character, such as `a` + a skin-tone modifier).
    ///
    /// ```swift
    /// TerminalWidth.of("a" as Character)      // 1
    /// TerminalWidth.of("中" as Character)     // 2
    /// TerminalWidth.of("👩🏽‍💻" as Character)    // 2
    /// TerminalWidth.of("e\u{301}" as Character) // 1
    /// ```
    public static func of(_ character: Character) -> Int {
        var context = ShapingContext()
        return of(character, context: &context)
    }

    /// What one cluster leaves for the next when measuring a string: Indic spacing marks and
    /// conjuncts can span the clusters Swift draws its boundaries between.
    ///
    /// ```swift
    /// var context = TerminalWidth.ShapingContext()
    /// var cells = 0
    /// for character in "नमस्ते" {
    ///     cells += TerminalWidth.of(character, context: &context)
    /// }
    /// ```
    public struct ShapingContext: Sendable {
        var baseMeasured = false
        var afterVirama = false

        /// A context at the start of a string.
        public init() {}

        /// The context after a one-cell base such as an ASCII letter or a replaced control.
        public static let afterBase: ShapingContext = {
            var context = ShapingContext()
            context.baseMeasured = true
            return context
        }()
    }

    /// The width of `character` as the next cluster of a string, given what the clusters
    /// before it left in `context`. A cluster that begins with a spacing mark (Mc) after a
    /// measured base takes one cell, as `wcwidth` and the terminals that follow it draw it.
    public static func of(_ character: Character, context: inout ShapingContext) -> Int {
        let utf8 = character.utf8
        if utf8.count == 1 {  // ASCII, or a control shown as its replacement
            context = .afterBase
            return 1
        }
        var width = 0
        var previous: UInt32 = 0
        var previousWidth = 0
        var afterJoiner = false
        var regionalIndicators = 0
        // Indic shaping, as terminals that follow wcwidth draw it: a spacing mark (Mc) after
        // a measured base takes a cell of its own; a consonant after a virama forms a conjunct
        // that takes one cell, which a following spacing mark supplies.
        var baseMeasured = context.baseMeasured
        var afterVirama = context.afterVirama
        var conjunctPending = false
        defer {
            context.baseMeasured = baseMeasured
            context.afterVirama = afterVirama
        }
        for scalar in character.unicodeScalars {
            let v = scalar.value
            if afterJoiner {
                // The scalar after a ZERO WIDTH JOINER is drawn inside the sequence's glyph.
                afterJoiner = false
                previous = v
                continue
            }
            if isControl(v) {
                width += 1
                previous = v
                previousWidth = 1
                continue
            }
            switch v {
            case 0x200D:
                afterJoiner = true
                continue
            case 0xFE0F:
                if previousWidth == 1, contains(emojiVS16Ranges, previous) {
                    width += 1
                    previousWidth = 2
                }
                baseMeasured = false
                continue
            case 0x1F3FB...0x1F3FF where contains(emojiModifierBaseRanges, previous):
                continue
            case 0x1F1E6...0x1F1FF:
                regionalIndicators += 1
                if regionalIndicators % 2 == 1 {  // a flag (or a lone indicator) is wide
                    width += 2
                    previous = v
                    previousWidth = 2
                    baseMeasured = true
                }
                continue
            default:
                break
            }
            if afterVirama, contains(consonantRanges, v) {
                afterVirama = false
                conjunctPending = true
                baseMeasured = true
                continue
            }
            let w = scalarWidth(v)
            if w > 0 {
                if conjunctPending {
                    width += 1
                    conjunctPending = false
                }
                width += w
                previous = v
                previousWidth = w
                baseMeasured = true
                afterVirama = false
            } else if baseMeasured, contains(spacingMarkRanges, v) {
                width += 1
                baseMeasured = false
                afterVirama = false
                conjunctPending = false
            } else {
                afterVirama = contains(viramaRanges, v)
            }
        }
        if conjunctPending {
            // The conjunct's cell is counted here; a spacing mark opening the next cluster
            // then adds nothing, as it would have supplied this same cell.
            width += 1
            baseMeasured = false
        }
        return width
    }

    /// The width of a whole string: the sum of its clusters' widths.
    ///
    /// - Complexity: O(n) in the string's length.
    public static func of<S: StringProtocol>(_ string: S) -> Int {
        var total = 0
        var context = ShapingContext()
        for character in string {
            total += of(character, context: &context)
        }
        return total
    }

    /// Whether `v` is a C0 or C1 control or DEL (ESC included).
    @inlinable
    public static func isControl(_ v: UInt32) -> Bool {
        v < 0x20 || (v >= 0x7F && v < 0xA0)
    }

    @usableFromInline
    static func contains(_ table: [UInt32], _ v: UInt32) -> Bool {
        table.withUnsafeBufferPointer { ranges in
            let pairs = ranges.count / 2
            guard pairs > 0, v >= ranges[0], v <= ranges[ranges.count - 1] else { return false }
            var low = 0
            var high = pairs - 1
            while low <= high {
                let mid = (low + high) >> 1
                if v < ranges[2 * mid] {
                    high = mid - 1
                } else if v > ranges[2 * mid + 1] {
                    low = mid + 1
                } else {
                    return true
                }
            }
            return false
        }
    }
}
