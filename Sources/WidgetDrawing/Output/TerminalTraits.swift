/// What a terminal does beyond printing text, as far as ``TerminalDiffEncoder`` needs it:
/// decided from its terminfo entry and from which emulator answers for it.
///
/// terminfo describes a `TERM`, not the program behind it. Many emulators answer for
/// `xterm-256color` without REP, and tmux does more than `tmux-256color` says (it erases in the
/// background in force and repeats characters). So a capability counts when terminfo has it and
/// nothing says the emulator lacks it, or when the emulator is one known to have it.
package struct TerminalTraits: Sendable, Equatable {
    /// Whether erasing paints the background in force (terminfo `bce`).
    package var backColorErase: Bool
    /// Which glyphs ECMA-48 REP (`ESC [ n b`) repeats.
    package var repeats: GlyphRepeats
    /// The alternate character set for line drawing, when it is used.
    package var lineDrawing: LineDrawing?

    package init(backColorErase: Bool, repeats: GlyphRepeats = .none, lineDrawing: LineDrawing? = nil) {
        self.backColorErase = backColorErase
        self.repeats = repeats
        self.lineDrawing = lineDrawing
    }

    /// Which glyphs REP repeats.
    package enum GlyphRepeats: Sendable, Equatable {
        /// None: REP is not sent.
        case none
        /// ASCII only (tmux before 3.5 repeats only those: a `─` it would leave alone).
        case ascii
        /// Any one-column glyph.
        case all
    }

    /// What terminfo says of a `TERM`: the flags and strings the encoder can use.
    package struct Terminfo: Sendable {
        package var bce: Bool
        package var rep: Bool
        /// `smacs`, `rmacs`, `acsc` and `enacs` (nil when absent).
        package var enterAlternateCharset: String?
        package var exitAlternateCharset: String?
        package var alternateCharsetPairs: String?
        package var enableAlternateCharset: String?
        /// The extended number `U8`: 1 when the terminal does not honour the alternate character
        /// set while it decodes UTF-8 (screen, tmux, the Linux console).
        package var utf8LineDrawingOnly: Bool

        package init(
            bce: Bool, rep: Bool, enterAlternateCharset: String? = nil, exitAlternateCharset: String? = nil,
            alternateCharsetPairs: String? = nil, enableAlternateCharset: String? = nil, utf8LineDrawingOnly: Bool = false
        ) {
            self.bce = bce
            self.rep = rep
            self.enterAlternateCharset = enterAlternateCharset
            self.exitAlternateCharset = exitAlternateCharset
            self.alternateCharsetPairs = alternateCharsetPairs
            self.enableAlternateCharset = enableAlternateCharset
            self.utf8LineDrawingOnly = utf8LineDrawingOnly
        }
    }

    /// The emulator behind `TERM`, when the environment names one whose behaviour is known.
    package enum Emulator: Sendable, Equatable {
        /// xterm itself (`XTERM_VERSION`) or kitty (`KITTY_WINDOW_ID`), with no multiplexer
        /// between (`TMUX`, `STY`: the variables stay set inside one).
        case xtermOrKitty
        /// tmux, version `major.minor`: `TMUX` set with `TERM_PROGRAM=tmux` and
        /// `TERM_PROGRAM_VERSION` (which tmux exports since 3.2), or a `TERM` of tmux's own
        /// entries (`tmux`, `tmux-256color`: through ssh, where tmux's variables do not follow,
        /// counted as 2.6, the oldest with what is used here). Not inside GNU screen (`STY`).
        case tmux(major: Int, minor: Int)

        /// The emulator the environment names, if it is one of these.
        package static func identify(_ environment: [String: String]) -> Emulator? {
            if environment["STY"] != nil { return nil }
            if environment["TMUX"].map({ !$0.isEmpty }) == true, environment["TERM_PROGRAM"] == "tmux" {
                // "3.3a", "3.5", "next-3.6": the first two numbers.
                let version = environment["TERM_PROGRAM_VERSION"] ?? ""
                let numbers = version.split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
                return .tmux(major: numbers.first ?? 3, minor: numbers.count > 1 ? numbers[1] : 2)
            }
            let term = environment["TERM"] ?? ""
            if term == "tmux" || term.hasPrefix("tmux-") { return .tmux(major: 2, minor: 6) }
            if environment["TMUX"] != nil { return nil }
            if environment["XTERM_VERSION"] != nil || environment["KITTY_WINDOW_ID"] != nil { return .xtermOrKitty }
            return nil
        }
    }

    /// The traits of a terminal with `terminfo`, run by the emulator `environment` names.
    ///
    /// - Back-colour erase: terminfo `bce`, or tmux (which has erased in the background in
    ///   force since 2.4, ECH since 2.5, though its entries never said so).
    /// - REP: terminfo `rep` under xterm or kitty; under tmux, ASCII glyphs (since 2.6), and
    ///   any glyph from 3.5. Elsewhere none: a `TERM=xterm-256color` that another emulator
    ///   answers for would otherwise draw frames with holes.
    /// - Line drawing: as ncurses decides — `smacs`, `rmacs` and `acsc`, unless the entry's
    ///   `U8` says the set is not honoured with UTF-8 or `NCURSES_NO_UTF8_ACS` is set; and under
    ///   tmux, which honours it whatever its entry says.
    package static func detect(terminfo: Terminfo, environment: [String: String]) -> TerminalTraits {
        let emulator = Emulator.identify(environment)
        var traits = TerminalTraits(backColorErase: terminfo.bce)
        switch emulator {
        case .xtermOrKitty?:
            traits.repeats = terminfo.rep ? .all : .none
        case .tmux(let major, let minor)?:
            traits.backColorErase = true
            traits.repeats = (major, minor) >= (3, 5) ? .all : .ascii
        case nil:
            break
        }
        let refused = environment["NCURSES_NO_UTF8_ACS"].map { !$0.isEmpty && $0 != "0" } == true
        var honoured = !terminfo.utf8LineDrawingOnly
        if case .tmux? = emulator { honoured = true }
        if honoured, !refused, let enter = terminfo.enterAlternateCharset, let exit = terminfo.exitAlternateCharset,
            let pairs = terminfo.alternateCharsetPairs
        {
            traits.lineDrawing = LineDrawing(enter: enter, exit: exit, pairs: pairs, enable: terminfo.enableAlternateCharset)
        }
        return traits
    }
}

/// A terminal's alternate character set, for the box-drawing lines it holds: one byte a glyph
/// where UTF-8 takes three. What ncurses' `ACS_HLINE` and friends send.
package struct LineDrawing: Sendable, Equatable {
    /// Switches to the set (terminfo `smacs`, `ESC ( 0` on xterm, SO on tmux).
    package var enter: [UInt8]
    /// Switches back (`rmacs`).
    package var exit: [UInt8]
    /// Sent before the set is first used (`enacs`: tmux designates it as G1), or empty.
    package var enable: [UInt8]
    /// The byte to send in the set for each glyph it has, by the last byte of the glyph's UTF-8
    /// (every box-drawing line is `E2 94 xx`); 0 for none.
    private var bytes: [UInt8]

    /// The VT100 line-drawing characters and the glyph each stands for (ncurses' `WACS_` table,
    /// light lines only: a rounded corner or a heavy line has no equivalent in the set).
    static let vt100: [(Character, UInt8)] = [
        ("─", UInt8(ascii: "q")), ("│", UInt8(ascii: "x")), ("┌", UInt8(ascii: "l")), ("┐", UInt8(ascii: "k")),
        ("└", UInt8(ascii: "m")), ("┘", UInt8(ascii: "j")), ("├", UInt8(ascii: "t")), ("┤", UInt8(ascii: "u")),
        ("┬", UInt8(ascii: "w")), ("┴", UInt8(ascii: "v")), ("┼", UInt8(ascii: "n")),
    ]

    /// The set from terminfo's strings; `pairs` (`acsc`) maps each VT100 character to what this
    /// terminal wants sent for it. `nil` when it holds none of the lines.
    package init?(enter: String, exit: String, pairs: String, enable: String? = nil) {
        let pairBytes = Array(pairs.utf8)
        var sent: [UInt8: UInt8] = [:]
        var index = 0
        while index + 1 < pairBytes.count {
            sent[pairBytes[index]] = pairBytes[index + 1]
            index += 2
        }
        var bytes = [UInt8](repeating: 0, count: 256)
        for (glyph, vt100) in Self.vt100 {
            guard let byte = sent[vt100], (0x21...0x7E).contains(byte) else { continue }
            bytes[Int(Array(String(glyph).utf8)[2])] = byte
        }
        guard bytes.contains(where: { $0 != 0 }), !enter.isEmpty, !exit.isEmpty else { return nil }
        self.enter = Array(enter.utf8)
        self.exit = Array(exit.utf8)
        self.enable = Array((enable ?? "").utf8)
        self.bytes = bytes
    }

    /// xterm's (`ESC ( 0`, `ESC ( B`, the VT100 characters as themselves).
    package static let xterm = LineDrawing(enter: "\u{1B}(0", exit: "\u{1B}(B", pairs: "jjkkllmmnnqqttuuvvwwxx")!

    /// The byte `cell`'s glyph is in the set, if it is there.
    func byte(for cell: Cell) -> UInt8? {
        // Every line glyph is three bytes of UTF-8 starting E2 94 (stored low byte first).
        guard cell.high == 3 << 56, cell.low & 0xFFFF == 0x94E2 else { return nil }
        let byte = bytes[Int(truncatingIfNeeded: (cell.low >> 16) & 0xFF)]
        return byte == 0 ? nil : byte
    }
}
