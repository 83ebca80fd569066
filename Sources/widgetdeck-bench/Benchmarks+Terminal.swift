/// What the dashboard sends to a terminal: counted in bytes through the terminal backend
/// writing to a file, not timed. `WIDGETDECK_BENCH_DUMP=FILE` keeps the bytes for a look.
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
        // xterm itself (terminfo `bce` and `rep`, REP honoured), xterm-256color under an
        // emulator without REP (tmux, macOS Terminal: widgetdeck then sends none), and tmux's own
        // terminfo (neither `bce` nor `rep`).
        var figures: [(terminal: String, full: Int, label: Int)] = []
        for (terminal, repeats, label) in [("xterm-256color", true, "xterm"), ("xterm-256color", false, "xterm-256color, no REP"), ("tmux-256color", false, "tmux-256color")] {
            guard let file = tmpfile(), let input = fopen("/dev/null", "r"),
                  let screen = try? TerminalScreen(theme: .dark, depth: .ansi256, terminal: terminal, output: file, input: input, size: Size(width: 120, height: 40),
                                                   repeats: repeats) else {
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
            if let dump = getenv("WIDGETDECK_BENCH_DUMP"), figures.isEmpty {
                // The bytes themselves, for a look at what a frame is made of.
                rewind(file)
                var bytes = [UInt8](repeating: 0, count: full + labelBytes + 4096)
                let count = fread(&bytes, 1, bytes.count, file)
                if let out = fopen(String(cString: dump), "w") { fwrite(bytes, 1, count, out); fclose(out) }
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
