import CNcurses
import WidgetSystem

/// Why the terminal cannot be used.
public struct TerminalError: Error, CustomStringConvertible {
    public var description: String
}

/// The ncurses screen, the dashboard's terminal backend: the only place ncurses is called. It
/// writes the cells of the diffs the core computes (ncurses then sends the least it can with
/// `doupdate`); colour pairs are made per theme role pair, at the depth the terminal has.
///
/// `@unchecked Sendable`: the dashboard's loop hands it to its session while the loop's thread
/// waits, so ncurses is only ever called by one thread at a time.
public final class TerminalScreen: DashboardBackend, @unchecked Sendable {
    private var theme: Theme
    private let depth: ColorDepth
    private var pairs: [Int64: Int32] = [:]
    private var screen: OpaquePointer?
    /// Whether this screen is the real terminal (not a file being measured).
    private let isTerminal: Bool
    /// Where ncurses writes (standard output, or a file when measuring).
    private let output: UnsafeMutablePointer<FILE>
    /// Whether the terminal says it supports synchronized output (mode 2026) — sent anyway:
    /// terminals that do not know the mode ignore it.
    private let synchronizedOutput = true

    /// Opens the terminal. `depth` is the most colour the environment allows (NO_COLOR, TERM);
    /// the terminal's own colour count can lower it further.
    public convenience init(theme: Theme, depth: ColorDepth) throws {
        try self.init(theme: theme, depth: depth, terminal: nil, output: wd_stdout(), input: nil, size: nil)
    }

    /// Opens terminal type `terminal` on `output` (for measuring what is sent, with `input`
    /// an empty stream and the screen `size`); `nil` terminal means the one in `TERM` on
    /// standard input and output.
    public init(theme: Theme, depth: ColorDepth, terminal: String?, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>?, size: Size?) throws {
        self.theme = theme
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
            throw TerminalError(description: "this terminal (TERM=\(String(cString: getenv("TERM") ?? strdup("unset")))) cannot be opened by ncurses")
        }
        self.screen = screen
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
    public var size: Size { Size(width: Int(wd_cols()), height: Int(wd_lines())) }

    /// The colour depth actually used.
    public var colorDepth: ColorDepth { depth }

    /// Switches theme: colour pairs are rebuilt (the session then draws the next frame whole).
    public func setTheme(_ theme: Theme) {
        self.theme = theme
        pairs.removeAll()
    }

    /// Writes the cells of `diff` — on a cleared screen when it is full — inside one
    /// synchronized update.
    ///
    /// A cluster ncurses cannot hold in a cell — more code points than `CCHARW_MAX` (a ZWJ
    /// family), or code points after the first that are not combining marks to the C library
    /// (a flag's second regional indicator, `क्षि`) — would lose code points and shift its row.
    /// ncurses is given a blank of the cluster's width there, and the cluster is written whole
    /// after ncurses' update, at its cell, in its colours: the screen shows the same cells
    /// `render` prints.
    public func draw(_ diff: BufferDiff) {
        let window = wd_stdscr()
        if diff.isFull { werase(window) }
        var cell = cchar_t()
        var text = [wchar_t](repeating: 0, count: Int(wd_max_combining()) + 1)
        var whole: [BufferDiff.Change] = []
        for change in diff.changes {
            var symbol = change.cell.symbol
            if !Self.fitsACell(change.cell) {
                whole.append(change)
                // A blank as wide as the cluster: ncurses keeps the row's columns right.
                symbol = change.cell.width == 2 ? "\u{3000}" : " "
            }
            var count = 0
            for scalar in symbol.unicodeScalars where count < text.count - 1 {
                text[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            text[count] = 0
            let (attributes, pair) = attributes(for: change.cell.style)
            wd_setcchar(&cell, text, attributes, pair)
            mvwadd_wch(window, Int32(change.y), Int32(change.x), &cell)
        }
        // Leave ncurses' cursor at the origin: where the whole clusters' writing puts it back.
        wmove(window, 0, 0)
        wnoutrefresh(window)
        if synchronizedOutput { writeRaw("\u{1B}[?2026h") }
        doupdate()
        if !whole.isEmpty { writeWhole(whole) }
        fflush(output)
        if synchronizedOutput { writeRaw("\u{1B}[?2026l") }
    }

    /// Whether ncurses can hold `cell`'s cluster in one cell as the terminal will show it: at
    /// most `CCHARW_MAX` code points, the first as wide as the cell, the rest combining.
    static func fitsACell(_ cell: Cell) -> Bool {
        let scalars = cell.symbol.unicodeScalars
        guard let first = scalars.first else { return true }
        if scalars.count == 1 { return true }
        guard scalars.count <= Int(wd_max_combining()), Int(wd_wcwidth(first.value)) == cell.width else { return false }
        return scalars.dropFirst().allSatisfy { wd_wcwidth($0.value) == 0 }
    }

    /// Writes clusters ncurses could not hold, each at its cell in its colours, then puts the
    /// terminal back where ncurses believes it is: the origin, normal attributes.
    private func writeWhole(_ changes: [BufferDiff.Change]) {
        wd_vidattr_normal()
        fflush(output)
        let renderer = ANSIRenderer(theme: theme, depth: depth)
        var bytes: [UInt8] = []
        for change in changes {
            bytes += Array("\u{1B}[\(change.y + 1);\(change.x + 1)H".utf8)
            renderer.encode(cell: change.cell, into: &bytes)
        }
        bytes += Array("\u{1B}[H".utf8)
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, output) }
    }

    private func writeRaw(_ text: String) {
        fputs(text, output)
        fflush(output)
    }

    private func attributes(for style: Style) -> (attr_t, Int32) {
        var attributes = wd_a_normal()
        if style.attributes.contains(.bold) { attributes |= wd_a_bold() }
        if style.attributes.contains(.dim) { attributes |= wd_a_dim() }
        if style.attributes.contains(.italic) { attributes |= wd_a_italic() }
        if style.attributes.contains(.underline) { attributes |= wd_a_underline() }
        if style.attributes.contains(.reverse) { attributes |= wd_a_reverse() }
        guard depth != .none else { return (attributes, 0) }
        var fg = colorNumber(theme[style.foreground])
        let bg = style.background.map { colorNumber(theme[$0]) } ?? -1
        if fg == bg && depth != .trueColor {
            // A palette too small to tell two theme colours apart: keep the text readable.
            fg = bg == 0 || bg == -1 ? 7 : 0
        }
        let key = Int64(fg) << 32 | Int64(UInt32(bitPattern: bg))
        if let pair = pairs[key] { return (attributes, pair) }
        let pair = Int32(pairs.count + 1)
        guard pair < min(wd_color_pairs(), 32_767) else { return (attributes, 0) }
        init_extended_pair(pair, fg, bg)
        pairs[key] = pair
        return (attributes, pair)
    }

    private func colorNumber(_ color: ThemeColor) -> Int32 {
        switch depth {
        case .trueColor: Int32(color.rgb.red) << 16 | Int32(color.rgb.green) << 8 | Int32(color.rgb.blue)
        case .ansi256: Int32(color.ansi256)
        case .ansi16: wd_colors() >= 16 ? Int32(color.ansi16) : Int32(Palette.nearest8(to: color.rgb))
        case .none: -1
        }
    }

    /// Reads every pending key and click, without waiting.
    public func readEvents() -> [InputEvent] {
        var events: [InputEvent] = []
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
                    if wd_mouse_click(&x, &y) != 0 { events.append(.click(x: Int(x), y: Int(y))) }
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

    /// Gives the terminal back.
    public func close() {
        if screen != nil {
            endwin()
            delscreen(screen)
            screen = nil
        }
        if isTerminal { TerminalGuard.restore() }
    }
}
