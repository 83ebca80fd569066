#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkKit
import WidgetCore
import WidgetFormats
import WidgetDrawing
import WidgetSystem
import WidgetTerminal

/// What the dashboard sends to a terminal: counted in bytes through the terminal backend
/// writing to a file, not timed. `WIDGETDECK_BENCH_DUMP=FILE` keeps the bytes for a look (`FILE.1` the first terminal's, `FILE.2`…).
enum TerminalBytes {
    /// The frames measured, in order: the home page in full, then one "as of" label changing,
    /// focus moving to the next widget, and a switch to the lock page — each at 120×40.
    static func frames() -> [(name: String, buffer: Buffer)] {
        let now = ISO8601.parse("2026-11-30T15:30:00-05:00")!
        let context = RenderContext(now: now.addingTimeInterval(120), locale: benchLocale)
        func tiles(accessory: Bool, asOfShift: Double) -> [DashboardView.Tile] {
            DashboardFile.standard.widgets.filter { $0.family.isAccessory == accessory }.enumerated().map { i, widget in
                var state = SampleShop.state(
                    slots: widget.configuration.slots(capacity: widget.family.metricCapacity),
                    range: widget.configuration.range, now: now, locale: benchLocale)
                if i == 1 { state.asOf = state.asOf.addingTimeInterval(asOfShift) }
                return DashboardView.Tile(id: widget.id, family: widget.family, state: state)
            }
        }
        func home(asOfShift: Double, focus: Int) -> Buffer {
            DashboardView(
                page: .home, tiles: tiles(accessory: false, asOfShift: asOfShift), focus: focus,
                status: "sales-large · demo · data just now · budget 70 left", context: context
            ).render(size: Size(width: 120, height: 40)).buffer
        }
        let lock = DashboardView(
            page: .lock, tiles: tiles(accessory: true, asOfShift: 60), focus: 0,
            status: "sales-circular · demo · data just now · budget 70 left · locked (u)", context: context)
        return [
            ("full redraw of a 120×40 dashboard", home(asOfShift: 0, focus: 0)),
            ("one \"as of\" label changes", home(asOfShift: 60, focus: 0)),
            ("focus moves to the next widget", home(asOfShift: 60, focus: 1)),
            ("page switch, home → lock screen", lock.render(size: Size(width: 120, height: 40)).buffer),
        ]
    }

    /// The frames as the C peer reads them (`peer/ncurses_bytes.c`): each cell with its
    /// 256-colour pair and attributes, as an ncurses program would draw it.
    static func peerInput(_ frames: [Buffer], theme: Theme) -> String {
        var text = ""
        for frame in frames {
            text += "frame \(frame.area.width) \(frame.area.height)\n"
            for y in 0..<frame.area.height {
                for x in 0..<frame.area.width {
                    let cell = frame[x, y]
                    guard cell.width != 0 else { continue }
                    let fg = Int(theme[cell.style.foreground].ansi256)
                    let bg = cell.style.background.map { Int(theme[$0].ansi256) } ?? -1
                    let a = cell.style.attributes
                    let mask =
                        (a.contains(.bold) ? 1 : 0) | (a.contains(.dim) ? 2 : 0) | (a.contains(.italic) ? 4 : 0)
                        | (a.contains(.underline) ? 8 : 0)
                        | (a.contains(.reverse) ? 16 : 0)
                    let hex = cell.symbol.utf8.map {
                        String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
                    }.joined()
                    text += "\(y) \(x) \(fg) \(bg) \(mask) \(hex)\n"
                }
            }
        }
        return text
    }

    static func report() {
        let frames = frames()
        // xterm itself (terminfo `bce`, `rep` and line drawing, REP honoured); xterm-256color
        // under an emulator widgetdeck does not know (macOS Terminal, VS Code: no REP); tmux 3.3
        // under its own entry (it erases in the background in force and repeats ASCII, though
        // the entry says neither) and 3.5 (which repeats any glyph); and GNU screen's entry
        // (neither `bce` nor `rep`, line drawing refused by `U8`). ncurses knows the entry only.
        let tmux = ["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux"]
        let terminals: [(String, [String: String], String)] = [
            ("xterm-256color", ["XTERM_VERSION": "XTerm(379)", "TERM": "xterm-256color"], "xterm"),
            ("xterm-256color", ["TERM": "xterm-256color"], "xterm-256color, emulator not known"),
            ("tmux-256color", tmux.merging(["TERM_PROGRAM_VERSION": "3.3a", "TERM": "tmux-256color"]) { $1 }, "tmux 3.3"),
            ("tmux-256color", tmux.merging(["TERM_PROGRAM_VERSION": "3.5a", "TERM": "tmux-256color"]) { $1 }, "tmux 3.5"),
            ("screen-256color", ["TERM": "screen-256color", "STY": "1.pts-0.host"], "GNU screen"),
        ]
        let peer = ncursesPeer(frames.map(\.buffer))
        for (terminal, environment, label) in terminals {
            guard let file = tmpfile(), let input = fopen("/dev/null", "r"),
                let screen = try? TerminalScreen(
                    theme: .dark, depth: .ansi256, terminal: terminal, output: file, input: input, size: Size(width: 120, height: 40),
                    environment: environment)
            else {
                printLine("terminal bytes: could not open ncurses for \(terminal) on a file")
                return
            }
            var counts: [Int] = []
            var previous: Buffer?
            for (_, frame) in frames {
                let before = ftell(file)
                screen.draw(frame.diff(from: previous))
                counts.append(ftell(file) - before)
                previous = frame
            }
            screen.close()
            if let dump = getenv("WIDGETDECK_BENCH_DUMP") {
                // The bytes themselves, for a look at what a frame is made of.
                rewind(file)
                var bytes = [UInt8](repeating: 0, count: counts.reduce(0, +) + 4096)
                let count = fread(&bytes, 1, bytes.count, file)
                let index = terminals.firstIndex { $0.2 == label }.map { $0 + 1 } ?? 0
                if let out = fopen(String(cString: dump) + ".\(index)", "w") {
                    fwrite(bytes, 1, count, out)
                    fclose(out)
                }
            }
            fclose(file)
            for (n, (name, _)) in frames.enumerated() {
                var line = padded("terminal: \(name) (\(label))", 74) + padded("\(counts[n]) bytes", 12, right: true)
                if let theirs = peer[terminal], n < theirs.count, theirs[n] > 0 {
                    line += "   ncurses: \(theirs[n]) bytes, ours \(fixed(Double(counts[n]) / Double(theirs[n]), 2))× (goal ≤ 0.5×)"
                } else {
                    line += "   ncurses: —"
                }
                printLine(line)
            }
        }
    }

    /// What ncurses's own optimiser sends for `frames` under each terminal type, from the C peer
    /// built here (`cc … -lncursesw -lutil`); empty when it cannot be built.
    static func ncursesPeer(_ frames: [Buffer]) -> [String: [Int]] {
        let here = #filePath
        let source = String(here[..<(here.lastIndex(of: "/") ?? here.startIndex)]) + "/peer/ncurses_bytes.c"
        let home = Lean.scratch("bytes")
        defer { Lean.remove(home) }
        let peer = home + "/ncurses-bytes", input = home + "/frames.txt"
        guard FileIO.exists(source),
            Lean.run("/usr/bin/env", ["cc", "-O2", "-o", peer, source, "-lncursesw", "-lutil", "-lpthread"]) != nil,
            let file = fopen(input, "w")
        else {
            printLine("terminal bytes vs ncurses: needs cc and libncurses-dev to build peer/ncurses_bytes.c; skipped")
            return [:]
        }
        fputs(peerInput(frames, theme: .dark), file)
        fclose(file)
        var counts: [String: [Int]] = [:]
        for terminal in ["xterm-256color", "tmux-256color", "screen-256color"] {
            guard let output = Lean.run(peer, [terminal, input], environment: ["LANG": "C.UTF-8"]) else { continue }
            counts[terminal] = output.split(separator: "\n").compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }
        }
        return counts
    }
}
