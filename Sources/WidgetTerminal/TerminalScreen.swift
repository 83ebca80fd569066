#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetDrawing
import CNcurses
import WidgetSystem

/// Why the terminal cannot be used.
package struct TerminalError: Error, CustomStringConvertible {
    package var description: String
}

/// The ncurses screen, the dashboard's terminal backend: the only place ncurses is called.
/// ncurses opens the terminal, sets its modes and reads keys and mouse; the frames — the diffs
/// the core computes — are written by ``TerminalDiffEncoder``, at the depth the terminal has.
///
/// `@unchecked Sendable`: the dashboard's loop hands it to its session while the loop's thread
/// waits, so ncurses is only ever called by one thread at a time.
package final class TerminalScreen: DashboardBackend, @unchecked Sendable {
    private let depth: ColorDepth
    /// What the frames are written with; it remembers the terminal's cursor and attributes.
    private var encoder: TerminalDiffEncoder
    /// What the terminal shows (every diff applied): a change of most of the screen may be
    /// cheaper sent whole.
    private var shown: Buffer?
    /// What the terminal does beyond text: back-colour erase, REP, line drawing.
    private var traits = TerminalTraits(backColorErase: false)
    private var screen: OpaquePointer?
    /// Whether this screen is the real terminal (not a file being measured).
    private let isTerminal: Bool
    /// Where ncurses writes (standard output, or a file when measuring).
    private let output: UnsafeMutablePointer<FILE>
    /// Whether the terminal says it supports synchronized output (mode 2026) — sent anyway:
    /// terminals that do not know the mode ignore it.
    private let synchronizedOutput = true
    /// Whether pictures are drawn by the terminal itself (kitty's graphics protocol, where the
    /// environment names a terminal that speaks it), over their half blocks.
    private let drawsPictures: Bool
    /// The pictures the terminal shows now.
    private var placedPictures: [PlacedPicture] = []

    /// What the current terminal's terminfo entry says (after `newterm`).
    static func terminfo() -> TerminalTraits.Terminfo {
        func string(_ name: String) -> String? {
            guard let value = name.withCString({ tigetstr($0) }), value != UnsafeMutablePointer<CChar>(bitPattern: -1) else { return nil }
            return String(cString: value)
        }
        func flag(_ name: String) -> Bool { name.withCString { tigetflag($0) } == 1 }
        return TerminalTraits.Terminfo(
            bce: flag("bce"), rep: string("rep") != nil, enterAlternateCharset: string("smacs"),
            exitAlternateCharset: string("rmacs"), alternateCharsetPairs: string("acsc"),
            enableAlternateCharset: string("enacs"), utf8LineDrawingOnly: "U8".withCString { tigetnum($0) } > 0)
    }

    /// Opens the terminal. `depth` is the most colour the environment allows (NO_COLOR, TERM);
    /// the terminal's own colour count can lower it further.
    package convenience init(theme: Theme, depth: ColorDepth) throws {
        try self.init(theme: theme, depth: depth, terminal: nil, output: wd_stdout(), input: nil, size: nil)
    }

    /// Opens terminal type `terminal` on `output` (for measuring what is sent, with `input`
    /// an empty stream and the screen `size`); `nil` terminal means the one in `TERM` on
    /// standard input and output.
    ///   - environment: where the emulator behind the terminal is named (``TerminalTraits/detect(terminfo:environment:)``);
    ///     `nil` is the process's.
    package init(
        theme: Theme, depth: ColorDepth, terminal: String?, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>?,
        size: Size?,
        environment: [String: String]? = nil
    ) throws {
        self.output = output
        self.isTerminal = terminal == nil
        if let size {
            // A file has no window size: take it from the environment.
            setenv("LINES", String(size.height), 1)
            setenv("COLUMNS", String(size.width), 1)
            use_env(true)
        }
        // Wide characters need a UTF-8 character type. The user's locale may name one that is
        // not installed (en_US.UTF-8 on a minimal system): fall back to C.UTF-8 for characters
        // only; formatting never reads the C library's locale anyway.
        setlocale(LC_ALL, "")
        if !Self.characterTypeIsUTF8() {
            for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
                break
            }
        }
        let opened: OpaquePointer? = terminal.map { name in name.withCString { wd_newterm_on($0, output, input) } } ?? wd_newterm()
        guard let screen = opened else {
            throw TerminalError(
                description: "this terminal (TERM=\(String(cString: getenv("TERM") ?? strdup("unset")))) cannot be opened by ncurses")
        }
        self.screen = screen
        if isTerminal { TerminalGuard.enteredOwnScreen() }
        var depth = depth
        if depth != .none && has_colors() {
            start_color()
            use_default_colors()
            let colors = wd_colors()
            if colors >= 0x100_0000 && depth == .trueColor {
                depth = .trueColor
            } else if colors >= 256 {
                depth = depth == .ansi16 ? .ansi16 : .ansi256
            } else if colors >= 8 {
                depth = .ansi16
            } else {
                depth = .none
            }
        } else {
            depth = .none
        }
        self.depth = depth
        // Whether clearing paints the background in force (xterm, tmux, VTE, kitty, the Linux
        // console), REP and line drawing: from terminfo and the emulator.
        traits = TerminalTraits.detect(terminfo: Self.terminfo(), environment: environment ?? ProcessEnvironment.current)
        // Kitty's protocol only: its pictures are placed and deleted by command; iTerm2's stay
        // until text covers them, which a diff does not always do.
        drawsPictures = depth != .none && ImageOutput.detected(environment ?? ProcessEnvironment.current) == .kitty
        encoder = TerminalDiffEncoder(theme: theme, depth: depth, traits: traits, colors: Int(wd_colors()))
        cbreak()
        noecho()
        nonl()
        keypad(wd_stdscr(), true)
        curs_set(0)
        set_escdelay(25)
        wd_enable_mouse()
        nodelay(wd_stdscr(), true)
    }

    private static func characterTypeIsUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// The terminal's size.
    package var size: Size { Size(width: Int(wd_cols()), height: Int(wd_lines())) }

    /// The colour depth actually used.
    package var colorDepth: ColorDepth { depth }

    /// Switches theme (the session then draws the next frame whole).
    package func setTheme(_ theme: Theme) {
        encoder = TerminalDiffEncoder(theme: theme, depth: depth, traits: traits, colors: encoder.colors)
    }

    /// Writes the cells of `diff` — on a cleared screen when it is full.
    ///
    /// The bytes are widgetdeck's own (``TerminalDiffEncoder``): only what changed, each colour
    /// sent when it changes, blanks cleared in runs, clusters of any length written whole at
    /// their cell. ncurses keeps the keyboard, the mouse and the terminal's modes; its own screen
    /// stays blank and untouched, so it never writes over a frame — what it has pending (the
    /// clear after a resize) is flushed before a full frame.
    package func draw(_ diff: BufferDiff) {
        if diff.isFull {
            wnoutrefresh(wd_stdscr())
            doupdate()
            fflush(output)
            encoder.reset()
        }
        var bytes: [UInt8] = []
        // A frame of many cells is shown at once where the terminal can (mode 2026); a label
        // is not worth the 16 bytes.
        let synchronized = synchronizedOutput && (diff.isFull || diff.changes.count > 64)
        if synchronized { bytes += Array("\u{1B}[?2026h".utf8) }
        // (A full diff, or one of another size, starts from blanks.)
        let frame = (shown ?? Buffer(size: diff.size)).applying(diff)
        encoder.encode(diff, showing: frame, into: &bytes)
        shown = frame
        if drawsPictures, diff.isFull || diff.pictures != placedPictures {
            // The pictures again, each over its cells (the cursor saved and put back around them).
            bytes += PlacedPicture.kittyDeleteAll
            for picture in diff.pictures where picture.isWhole {
                let cells = picture.cells
                bytes += Array("\u{1B}7\u{1B}[\(cells.y + 1);\(cells.x + 1)H".utf8) + picture.sequence(for: .kitty) + Array("\u{1B}8".utf8)
            }
            placedPictures = diff.pictures
        }
        if synchronized { bytes += Array("\u{1B}[?2026l".utf8) }
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, output) }
        fflush(output)
    }

    /// Reads every pending key and click, without waiting.
    /// Set when the process was stopped and continued: the next events start with a resize,
    /// so the session draws a whole frame.
    private var redrawAll = false

    /// Ctrl-Z: gives the terminal back (the shell's screen, its modes, the cursor), stops the
    /// process, and when it is continued takes the terminal again — its own screen, ncurses'
    /// modes, the mouse — with the next frame drawn whole, as vim and htop do.
    package func suspend() {
        guard screen != nil, isTerminal else { return }
        fflush(output)
        TerminalGuard.clearOwnScreen()
        endwin()
        TerminalGuard.stopUntilContinued()
        // Continued: doupdate after endwin restores the program's terminal modes and screen.
        TerminalGuard.enteredOwnScreen()
        clearok(wd_stdscr(), true)
        wnoutrefresh(wd_stdscr())
        doupdate()
        keypad(wd_stdscr(), true)
        curs_set(0)
        wd_enable_mouse()
        fflush(output)
        shown = nil
        encoder.reset()
        redrawAll = true
    }

    package func readEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        if redrawAll {
            redrawAll = false
            events.append(.resize(size))
        }
        var wide: wint_t = 0
        while true {
            let status = wget_wch(wd_stdscr(), &wide)
            if status == ERR { break }
            if status == wd_key_code_yes() {
                switch Int32(wide) {
                case wd_key_resize(): events.append(.resize(size))
                case wd_key_btab(): events.append(.backTab)
                case wd_key_up(): events.append(.up)
                case wd_key_down(): events.append(.down)
                case wd_key_left(): events.append(.left)
                case wd_key_right(): events.append(.right)
                case wd_key_npage(): events.append(.pageDown)
                case wd_key_ppage(): events.append(.pageUp)
                case wd_key_enter(): events.append(.enter)
                case wd_key_mouse():
                    var x: Int32 = 0, y: Int32 = 0
                    switch wd_mouse_event(&x, &y) {
                    case 1: events.append(.click(x: Int(x), y: Int(y)))
                    case 2: events.append(.wheelUp)
                    case 3: events.append(.wheelDown)
                    default: break
                    }
                default: break
                }
                continue
            }
            switch wide {
            case 9: events.append(.tab)
            case 10, 13: events.append(.enter)
            case 3: events.append(.interrupt)
            case 27: events.append(.escape)
            default:
                if let scalar = Unicode.Scalar(UInt32(wide)) { events.append(.character(Character(scalar))) }
            }
        }
        return events
    }

    /// Gives the terminal back, with the dashboard's screen cleared first: tmux, leaving the
    /// alternate screen after the window grew, shrinks it to the old size (pushing its top rows
    /// into the scrollback, since ncurses leaves the cursor on the last row) and grows it again,
    /// pulling those rows onto the shell's screen. Cleared, they are blank.
    package func close() {
        if screen != nil {
            if drawsPictures, !placedPictures.isEmpty {
                // The terminal's pictures go with the dashboard's screen.
                PlacedPicture.kittyDeleteAll.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, output) }
                placedPictures = []
            }
            if isTerminal {
                fflush(output)
                TerminalGuard.clearOwnScreen()
            }
            endwin()
            delscreen(screen)
            screen = nil
        }
        if isTerminal { TerminalGuard.restore() }
    }
}
