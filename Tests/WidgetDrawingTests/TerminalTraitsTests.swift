import WidgetDrawing
import Testing
import WidgetCore
import WidgetTestSupport

/// Which terminal capabilities the encoder uses: terminfo's word, and the emulator's.
@Suite("Terminal traits")
struct TerminalTraitsTests {
    /// xterm-256color's entry (`infocmp -x xterm-256color`), as far as the encoder reads it.
    let xterm = TerminalTraits.Terminfo(
        bce: true, rep: true, enterAlternateCharset: "\u{1B}(0", exitAlternateCharset: "\u{1B}(B",
        alternateCharsetPairs: "``aaffggiijjkkllmmnnooppqqrrssttuuvvwwxxyyzz{{||}}~~")
    /// tmux-256color's: neither `bce` nor `rep`, SO/SI with `enacs`, and `U8#1`.
    let tmux = TerminalTraits.Terminfo(
        bce: false, rep: false, enterAlternateCharset: "\u{0E}", exitAlternateCharset: "\u{0F}",
        alternateCharsetPairs: "++,,--..00``aaffgghhiijjkkllmmnnooppqqrrssttuuvvwwxxyyzz{{||}}~~",
        enableAlternateCharset: "\u{1B}(B\u{1B})0", utf8LineDrawingOnly: true)

    @Test(
        "xterm itself has REP; xterm-256color answered by an emulator not known has no REP, and both draw lines in the set, as ncurses does"
    )
    func xtermAndElsewhere() {
        let real = TerminalTraits.detect(terminfo: xterm, environment: ["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(379)"])
        #expect(real == TerminalTraits(backColorErase: true, repeats: .all, lineDrawing: .xterm))
        let kitty = TerminalTraits.detect(terminfo: xterm, environment: ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"])
        #expect(kitty.repeats == .all)
        let elsewhere = TerminalTraits.detect(terminfo: xterm, environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"])
        #expect(elsewhere == TerminalTraits(backColorErase: true, repeats: .none, lineDrawing: .xterm))
        // xterm's variables stay set inside a multiplexer started from it: then no REP.
        let inside = TerminalTraits.detect(
            terminfo: xterm, environment: ["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(379)", "TMUX": "/tmp/t,1,0"])
        #expect(inside.repeats == .none)
    }

    @Test(
        "tmux erases in the background in force and repeats ASCII (any glyph from 3.5), and honours line drawing whatever its entry's U8 says"
    )
    func tmuxByVersion() throws {
        let base = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,42,0", "TERM_PROGRAM": "tmux"]
        let old = TerminalTraits.detect(terminfo: tmux, environment: base.merging(["TERM_PROGRAM_VERSION": "3.3a"]) { $1 })
        #expect(old.backColorErase && old.repeats == .ascii)
        let lines = try #require(old.lineDrawing)
        #expect(lines.enter == [0x0E] && lines.exit == [0x0F] && lines.enable == Array("\u{1B}(B\u{1B})0".utf8))
        #expect(TerminalTraits.detect(terminfo: tmux, environment: base.merging(["TERM_PROGRAM_VERSION": "3.5a"]) { $1 }).repeats == .all)
        #expect(
            TerminalTraits.detect(terminfo: tmux, environment: base.merging(["TERM_PROGRAM_VERSION": "next-3.6"]) { $1 }).repeats == .all)
        // Through ssh tmux's variables do not follow, but its TERM does: the oldest tmux meant.
        let remote = TerminalTraits.detect(terminfo: tmux, environment: ["TERM": "tmux-256color"])
        #expect(remote.backColorErase && remote.repeats == .ascii && remote.lineDrawing != nil)
        // tmux with TERM=xterm-256color (its default-terminal changed): still tmux.
        let xtermInside = TerminalTraits.detect(
            terminfo: xterm, environment: base.merging(["TERM": "xterm-256color", "TERM_PROGRAM_VERSION": "3.4"]) { $1 })
        #expect(xtermInside.repeats == .ascii && xtermInside.backColorErase)
    }

    @Test(
        "GNU screen, the Linux console and NCURSES_NO_UTF8_ACS: what terminfo says, and no line drawing where U8 or the variable refuse it")
    func terminfoAlone() {
        let screen = TerminalTraits.detect(
            terminfo: tmux, environment: ["TERM": "screen-256color", "STY": "1.pts-0.host", "TERM_PROGRAM": "tmux", "TMUX": "x"])
        #expect(screen == TerminalTraits(backColorErase: false, repeats: .none, lineDrawing: nil))
        var linux = xterm
        linux.rep = false
        linux.utf8LineDrawingOnly = true
        #expect(
            TerminalTraits.detect(terminfo: linux, environment: ["TERM": "linux"])
                == TerminalTraits(backColorErase: true, repeats: .none, lineDrawing: nil))
        #expect(
            TerminalTraits.detect(terminfo: xterm, environment: ["TERM": "xterm-256color", "NCURSES_NO_UTF8_ACS": "1"]).lineDrawing == nil)
        #expect(
            TerminalTraits.detect(terminfo: xterm, environment: ["TERM": "xterm-256color", "NCURSES_NO_UTF8_ACS": "0"]).lineDrawing != nil)
        // A set that holds no line of its own: none.
        #expect(LineDrawing(enter: "\u{1B}(0", exit: "\u{1B}(B", pairs: "``aaff") == nil)
    }
}
