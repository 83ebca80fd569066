/// What the dashboard sends to a terminal: counted in bytes through the terminal backend
/// writing to a file, not timed. `WIDGETDECK_BENCH_DUMP=FILE` keeps the bytes for a look (`FILE.1` the first terminal's, `FILE.2`…).
enum TerminalBytes {
    static func report() {
        let now = ISO8601.parse("2026-11-30T15:30:00-05:00")!
        func frame(asOfShift: Double) -> Buffer {
            let tiles = DashboardFile.standard.widgets.filter { !$0.family.isAccessory }.enumerated().map { i, widget in
                var state = SampleShop.state(slots: widget.configuration.slots(capacity: widget.family.metricCapacity),
                                             range: widget.configuration.range, now: now, locale: benchLocale)
                if i == 1 { state.asOf = state.asOf.addingTimeInterval(asOfShift) }
                return DashboardView.Tile(id: widget.id, family: widget.family, state: state)
            }
            let view = DashboardView(page: .home, tiles: tiles, focus: 0, status: "sales-large · demo · data just now · budget 70 left",
                                     context: RenderContext(now: now.addingTimeInterval(120), locale: benchLocale))
            return view.render(size: Size(width: 120, height: 40)).buffer
        }
        // xterm itself (terminfo `bce`, `rep` and line drawing, REP honoured); xterm-256color
        // under an emulator widgetdeck does not know (macOS Terminal, VS Code: no REP); tmux 3.3
        // under its own entry (it erases in the background in force and repeats ASCII, though
        // the entry says neither) and 3.5 (which repeats any glyph); and GNU screen's entry
        // (neither `bce` nor `rep`, line drawing refused by `U8`).
        let tmux = ["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux"]
        let terminals: [(String, [String: String], String)] = [
            ("xterm-256color", ["XTERM_VERSION": "XTerm(379)", "TERM": "xterm-256color"], "xterm"),
            ("xterm-256color", ["TERM": "xterm-256color"], "xterm-256color, emulator not known"),
            ("tmux-256color", tmux.merging(["TERM_PROGRAM_VERSION": "3.3a", "TERM": "tmux-256color"]) { $1 }, "tmux 3.3"),
            ("tmux-256color", tmux.merging(["TERM_PROGRAM_VERSION": "3.5a", "TERM": "tmux-256color"]) { $1 }, "tmux 3.5"),
            ("screen-256color", ["TERM": "screen-256color", "STY": "1.pts-0.host"], "GNU screen"),
        ]
        var figures: [(terminal: String, full: Int, label: Int)] = []
        for (terminal, environment, label) in terminals {
            guard let file = tmpfile(), let input = fopen("/dev/null", "r"),
                  let screen = try? TerminalScreen(theme: .dark, depth: .ansi256, terminal: terminal, output: file, input: input, size: Size(width: 120, height: 40),
                                                   environment: environment) else {
                print("terminal bytes: could not open ncurses for \(terminal) on a file")
                return
            }
            let first = frame(asOfShift: 0)
            let start = ftell(file)
            screen.draw(first.diff(from: nil))
            let full = ftell(file) - start
            let before = ftell(file)
            screen.draw(frame(asOfShift: 60).diff(from: first))
            let labelBytes = ftell(file) - before
            screen.close()
            if let dump = getenv("WIDGETDECK_BENCH_DUMP") {
                // The bytes themselves, for a look at what a frame is made of.
                rewind(file)
                var bytes = [UInt8](repeating: 0, count: full + labelBytes + 4096)
                let count = fread(&bytes, 1, bytes.count, file)
                if let out = fopen(String(cString: dump) + ".\(figures.count + 1)", "w") { fwrite(bytes, 1, count, out); fclose(out) }
            }
            fclose(file)
            figures.append((label, full, labelBytes))
        }
        for (terminal, full, label) in figures {
            print(padded("terminal: full redraw of a 120×40 dashboard (\(terminal))", 70) + padded("\(full) bytes", 12, right: true) + "   target ≤ 4 KB (a C ncurses program's own frame: ~1.8 KB)")
            print(padded("terminal: one \"as of\" label changes (\(terminal))", 70) + padded("\(label) bytes", 12, right: true) + "   target ≤ 32 bytes (a C ncurses program: 17–27)")
        }
    }
}
