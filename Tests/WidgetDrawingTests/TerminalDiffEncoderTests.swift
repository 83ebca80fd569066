@testable import WidgetFormats
@testable import WidgetDrawing
import Foundation
import Testing
@testable import WidgetCore
import WidgetTestSupport

/// The dashboard's bytes, checked by an independent terminal emulator (pyte): after every frame
/// of a sequence — full, then only what changed — the emulated screen shows exactly the
/// buffer's text, with the background each cell asked for.
@Suite("Terminal diff encoder")
struct TerminalDiffEncoderTests {
    let now = goldenNow

    /// The screen pyte shows after each of `frames` is sent as the encoder sends it.
    func replay(
        _ frames: [Buffer], depth: ColorDepth = .ansi256, repeats: TerminalTraits.GlyphRepeats = .none,
        lineDrawing: LineDrawing? = nil
    ) async throws -> (screens: [[String]], backgrounds: [[[String]]], bytes: [[UInt8]]) {
        try await replayWithForegrounds(frames, depth: depth, repeats: repeats, lineDrawing: lineDrawing).prefix
    }

    /// As ``replay(_:depth:repeats:)``, with the foreground pyte shows in every cell too.
    /// With `backColorErase`, the encoder counts on erasing to paint the background in force,
    /// as pyte's erase does (it fills with the cursor's attributes); without, it writes coloured
    /// blanks, as for a terminal without `bce`.
    func replayWithForegrounds(
        _ frames: [Buffer], depth: ColorDepth = .ansi256, repeats: TerminalTraits.GlyphRepeats = .none, backColorErase: Bool = false,
        lineDrawing: LineDrawing? = nil, before: [UInt8] = []
    ) async throws
        -> (prefix: (screens: [[String]], backgrounds: [[[String]]], bytes: [[UInt8]]), foregrounds: [[[String]]])
    {
        var encoder = TerminalDiffEncoder(
            theme: .dark, depth: depth, backColorErase: backColorErase, repeats: repeats, lineDrawing: lineDrawing)
        var previous: Buffer?
        var sent: [[UInt8]] = []
        for frame in frames {
            // What the terminal was sent before the first frame (by ncurses, say).
            var bytes: [UInt8] = sent.isEmpty ? before : []
            encoder.encode(frame.diff(from: previous), into: &bytes)
            sent.append(bytes)
            previous = frame
        }
        let size = frames[0].area
        let request = JSONValue.object([
            ("width", .number(Double(size.width))), ("height", .number(Double(size.height))),
            ("frames", .array(sent.map { .string(Data($0).base64EncodedString()) })), ("bce", .bool(backColorErase)),
        ])
        let script = repositoryRoot.appendingPathComponent("Tests/Tools/terminal_replay.py").path
        let input = Data(request.serialized.utf8)
        let result = try await offMainPool { try runProcess("python3", [script], input: input) }
        try #require(result.status == 0, "the replay failed: \(result.stderr)")
        let answer = try JSONValue.parse(result.stdout)
        guard case .array(let screens)? = answer["screens"], case .array(let backgrounds)? = answer["backgrounds"],
            case .array(let foregrounds)? = answer["foregrounds"]
        else {
            Issue.record("the replay printed no screens")
            return (([], [], sent), [])
        }
        func strings(_ value: JSONValue) -> [String] {
            if case .array(let items) = value { return items.map { if case .string(let s) = $0 { s } else { "" } } }
            return []
        }
        func grid(_ value: JSONValue) -> [[String]] { if case .array(let rows) = value { rows.map(strings) } else { [] } }
        return ((screens.map(strings), backgrounds.map(grid), sent), foregrounds.map(grid))
    }

    /// The dashboard's home screen at `minutes` past 3:30pm, with `focus`.
    func home(minutes: Double, focus: Int, theme: Bool = false) -> Buffer {
        let at = now.addingTimeInterval(minutes * 60)
        let tiles = DashboardFile.standard.widgets.filter { !$0.family.isAccessory }.enumerated().map { i, widget in
            var state = SampleShop.state(
                slots: widget.configuration.slots(capacity: widget.family.metricCapacity),
                range: widget.configuration.range, now: at, locale: torontoUS)
            if i == 2 { state.presentation = minutes > 5 ? .placeholder : .live }
            return DashboardView.Tile(id: widget.id, family: widget.family, state: state)
        }
        return DashboardView(
            page: .home, tiles: tiles, focus: focus, status: "sales · demo · \(Int(minutes)) min",
            context: RenderContext(now: at, locale: torontoUS)
        ).render(size: Size(width: 100, height: 32)).buffer
    }

    /// tmux's line drawing, from its terminfo entry: SO and SI, the set designated G1 first.
    static let tmuxLineDrawing = LineDrawing(
        enter: "\u{0E}", exit: "\u{0F}", pairs: "++,,--..00``aaffgghhiijjkkllmmnnooppqqrrssttuuvvwwxxyyzz{{||}}~~",
        enable: "\u{1B}(B\u{1B})0")!

    /// The terminals the replay runs as: what they have of REP, back-colour erase and line drawing.
    static let terminals: [String: (repeats: TerminalTraits.GlyphRepeats, backColorErase: Bool, lineDrawing: LineDrawing?)] = [
        "plain": (.none, false, nil), "REP": (.all, false, nil), "bce": (.none, true, nil), "REP, bce": (.all, true, nil),
        "xterm": (.all, true, .xterm), "xterm-256color elsewhere": (.none, true, .xterm), "tmux 3.3": (.ascii, true, tmuxLineDrawing),
    ]

    @Test(
        "after a full frame and each change — a label, a focus move, a widget turning placeholder — the emulator shows the buffer, colours included (cells written grouped by colour; with and without REP, back-colour erase and line drawing)",
        arguments: ["plain", "REP", "bce", "REP, bce", "xterm", "xterm-256color elsewhere", "tmux 3.3"])
    func replayMatches(terminal: String) async throws {
        let (repeats, backColorErase, lineDrawing) = try #require(Self.terminals[terminal])
        let frames = [
            home(minutes: 0, focus: 0), home(minutes: 1, focus: 0), home(minutes: 2, focus: 1), home(minutes: 7, focus: 1),
            home(minutes: 8, focus: 3), home(minutes: 9, focus: 0),
        ]
        let ((screens, backgrounds, bytes), foregrounds) = try await replayWithForegrounds(
            frames, repeats: repeats, backColorErase: backColorErase,
            lineDrawing: lineDrawing)
        let text = bytes.map { String(decoding: $0, as: UTF8.self) }
        if repeats != .none { #expect(text[0].contains(/\x1B\[[0-9]+b/), "no REP was sent") }
        if repeats == .ascii {
            // tmux before 3.5 repeats only ASCII: every REP follows an ASCII glyph.
            for (n, frame) in bytes.enumerated() {
                for range in frame.ranges(of: [0x1B, 0x5B]) where range.lowerBound > 0 {
                    var end = range.upperBound
                    while end < frame.count, (0x30...0x39).contains(frame[end]) { end += 1 }
                    if end < frame.count, frame[end] == UInt8(ascii: "b") {
                        #expect(frame[range.lowerBound - 1] < 0x80, "frame \(n): REP after a byte of UTF-8")
                    }
                }
            }
        }
        if let lineDrawing {
            #expect(bytes[0].firstRange(of: lineDrawing.enter) != nil, "the frame's lines were not sent in the line-drawing set")
            // Every frame leaves the set switched off: ncurses and the shell expect text.
            for (n, frame) in bytes.enumerated() {
                guard let entered = frame.ranges(of: lineDrawing.enter).last else { continue }
                #expect(frame[entered.upperBound...].firstRange(of: lineDrawing.exit) != nil, "frame \(n) ends in the line-drawing set")
            }
        } else {
            #expect(!bytes.contains { $0.contains(0x0E) || $0.firstRange(of: Array("\u{1B}(0".utf8)) != nil })
        }
        let dark = Theme.dark
        for (n, frame) in frames.enumerated() {
            let expected = frame.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(screens[n] == expected, "frame \(n) differs:\n\(screens[n].joined(separator: "\n"))")
            // Backgrounds: pyte names a 256-colour one by its hex value.
            var wrong = 0
            for y in 0..<frame.area.height {
                for x in 0..<frame.area.width where frame[x, y].width > 0 {
                    let wanted = frame[x, y].style.background.map { dark[$0].ansi256 }
                    let shown = backgrounds[n][y][x]
                    if let wanted, shown != Self.pyteName(wanted) { wrong += 1 }
                    if wanted == nil && shown != "default" { wrong += 1 }
                    // The foreground of every visible glyph (a blank shows none).
                    if !frame[x, y].isSpace, !frame[x, y].style.attributes.contains(.reverse),
                        foregrounds[n][y][x] != Self.pyteName(dark[frame[x, y].style.foreground].ansi256)
                    {
                        wrong += 1
                    }
                }
            }
            #expect(wrong == 0, "frame \(n): \(wrong) cells in another colour")
        }
        // A minute passing changes five labels and the status line, not the picture.
        #expect(bytes[1].count * 10 < bytes[0].count, "\(bytes[1].count) bytes for the minute, \(bytes[0].count) for the frame")
    }

    @Test("a full frame of boxes side by side is written grouped by colour over the whole screen: each colour is set once")
    func wholeFrameGrouped() async throws {
        var frame = Buffer(size: Size(width: 40, height: 8))
        frame.fill(frame.area, with: .blank(Style(.primary, background: .background)))
        for (x, role) in [(0, StyleRole.accent), (20, StyleRole.secondary)] {
            frame.drawBox(Rect(x: x, y: 0, width: 20, height: 8), style: Style(role, background: .background))
            for y in 1..<7 {
                _ = frame.drawText(
                    "row \(y)", in: Rect(x: x + 2, y: y, width: 10, height: 1), style: Style(.primary, background: .background))
            }
        }
        var encoder = TerminalDiffEncoder(theme: .dark, depth: .ansi256)
        var bytes: [UInt8] = []
        encoder.encode(frame.diff(from: nil), into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        // The clear's colours, then the three styles of the picture: four SGRs after the reset.
        let sgrs = text.matches(of: /\x1B\[[0-9;]*m/).count
        #expect(sgrs == 5, "\(sgrs) SGRs: \(text.debugDescription)")
        // Each box's left side goes down row by row with CR LF.
        #expect(text.contains("╮\r\n│\u{1B}[18C│\r\n│"), "\(text.debugDescription)")
        // And it shows the picture.
        let (screens, _, _) = try await replay([frame])
        #expect(screens[0] == frame.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }

    @Test(
        "a full frame resets the scroll region first: after a resize, ncurses' region of the old height is still set, and a move to the next row (CR LF) at its bottom would scroll the picture away"
    )
    func scrollRegionReset() async throws {
        var frame = Buffer(size: Size(width: 30, height: 20))
        frame.fill(frame.area, with: .blank(Style(.primary, background: .background)))
        frame.drawBox(Rect(x: 0, y: 0, width: 12, height: 20), style: Style(.border, background: .background))
        frame.drawText("top", in: Rect(x: 14, y: 0, width: 5, height: 1))
        frame.drawText("bottom", in: Rect(x: 14, y: 19, width: 8, height: 1))
        // ncurses' start-up for a 12-row terminal, then the terminal grew to 20 rows.
        let ((screens, _, bytes), _) = try await replayWithForegrounds([frame], backColorErase: true, before: Array("\u{1B}[1;12r".utf8))
        #expect(String(decoding: bytes[0], as: UTF8.self).contains("\r\n"), "no CR LF was sent: the test shows nothing")
        #expect(
            screens[0] == frame.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
            "\(screens[0].joined(separator: "\n"))")
    }

    @Test(
        "wide characters and a letter with its mark land in their cells, and the cells after them too (flags and ZWJ: TerminalScreenTests, pyte drops them)"
    )
    func clusters() async throws {
        var first = Buffer(size: Size(width: 24, height: 3))
        first.drawText("ab中文cd", in: first.area.row(0))
        first.drawText("e\u{301}x ☃ y", in: first.area.row(1))
        var second = first
        second.drawText("ab文中cdXY", in: second.area.row(0))
        second.drawText("q", in: Rect(x: 10, y: 1, width: 1, height: 1))
        second.drawText("last column→", in: Rect(x: 12, y: 2, width: 12, height: 1))
        let (screens, _, _) = try await replay([first, second])
        for (n, frame) in [first, second].enumerated() {
            let expected = frame.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(
                screens[n] == expected, "frame \(n):\n\(screens[n].joined(separator: "\n"))\nwanted:\n\(expected.joined(separator: "\n"))")
        }
    }

    @Test(
        "with back-colour erase a full frame clears in the widgets' background and sends none of its blanks (a gap of a few is crossed with spaces where that is shorter than a move); a run to the row's end is one EL"
    )
    func backColorErase() {
        var frame = Buffer(size: Size(width: 30, height: 3))
        frame.fill(frame.area, with: .blank(Style(.primary, background: .background)))
        frame.drawText("Sales", in: Rect(x: 2, y: 1, width: 10, height: 1))
        frame.drawText("Total", in: Rect(x: 25, y: 1, width: 5, height: 1))
        var encoder = TerminalDiffEncoder(theme: .dark, depth: .ansi256)
        var bytes: [UInt8] = []
        encoder.encode(frame.diff(from: nil), into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        let background = "48;5;\(Theme.dark[.background].ansi256)m"
        #expect(text.hasPrefix("\u{1B}[0m\u{1B}[\(background)\u{1B}[r\u{1B}[H\u{1B}[2J"), "\(text.debugDescription)")
        // Only the words go out: the row above and the blanks between are on the screen
        // already; the gap of two before "Sales" is crossed with two spaces, shorter than CUF.
        let primary = "38;5;\(Theme.dark[.primary].ansi256)m"
        #expect(
            text == "\u{1B}[0m\u{1B}[\(background)\u{1B}[r\u{1B}[H\u{1B}[2J\r\n  \u{1B}[\(primary)Sales\u{1B}[18CTotal",
            "\(text.debugDescription)")
        var next = frame
        next.drawText("     ", in: Rect(x: 25, y: 1, width: 5, height: 1))
        bytes = []
        encoder.encode(next.diff(from: frame), into: &bytes)
        let change = String(decoding: bytes, as: UTF8.self)
        #expect(change.hasSuffix("\u{1B}[K") && !change.contains(" "), "\(change.debugDescription)")
    }

    @Test(
        "box-drawing lines go in the terminal's line-drawing set where a stretch of them pays for switching in and out; a lone line between letters, a rounded corner and a double line stay UTF-8"
    )
    func lineDrawing() async throws {
        var frame = Buffer(size: Size(width: 24, height: 4))
        frame.drawText("a─b", in: frame.area.row(0))
        frame.drawText("┌──────────┐ ╭─╮ ═══", in: frame.area.row(1))
        frame.drawText("│ Sales    │", in: frame.area.row(2))
        frame.drawText("└──────────┘", in: frame.area.row(3))
        var encoder = TerminalDiffEncoder(theme: .dark, depth: .none, lineDrawing: .xterm)
        var bytes: [UInt8] = []
        encoder.encode(frame.diff(from: nil), into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("a─b"), "\(text.debugDescription)")
        #expect(text.contains("\u{1B}(0lqqqqqqqqqqk"), "\(text.debugDescription)")
        #expect(text.contains("mqqqqqqqqqqj\u{1B}(B"), "\(text.debugDescription)")
        #expect(text.contains("╭") && text.contains("═══"), "\(text.debugDescription)")
        // A side followed by a word stays UTF-8 too; the other side goes in the set with the
        // bottom edge after it. No other light line is sent as UTF-8: three in all ("a─b",
        // "╭─╮", "│ Sales").
        #expect(text.contains("│ Sales") && text.contains("\u{1B}(0x\r\nmqq"), "\(text.debugDescription)")
        #expect(text.matches(of: /[─│┌┐└┘]/).count == 3, "\(text.debugDescription)")
        // With REP, a run is one glyph and a count, in the set as well.
        var repeating = TerminalDiffEncoder(theme: .dark, depth: .none, repeats: .ascii, lineDrawing: .xterm)
        var repeated: [UInt8] = []
        repeating.encode(frame.diff(from: nil), into: &repeated)
        #expect(
            String(decoding: repeated, as: UTF8.self).contains("\u{1B}(0lq\u{1B}[9bk"),
            "\(String(decoding: repeated, as: UTF8.self).debugDescription)")
        // And the emulator shows the picture, after the frame and after a change of one side.
        var next = frame
        next.drawText("│ Orders   ├", in: next.area.row(2))
        for lines in [LineDrawing.xterm, Self.tmuxLineDrawing] {
            for repeats in [TerminalTraits.GlyphRepeats.none, .ascii] {
                let (screens, _, _) = try await replay([frame, next], repeats: repeats, lineDrawing: lines)
                for (n, buffer) in [frame, next].enumerated() {
                    #expect(
                        screens[n] == buffer.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
                        "frame \(n):\n\(screens[n].joined(separator: "\n"))")
                }
            }
        }
    }

    @Test("an 8-colour terminal gets the basic eight, and text in its background's colour stays readable")
    func smallPalettes() {
        var frame = Buffer(size: Size(width: 12, height: 1))
        frame.drawText("Sales", in: Rect(x: 0, y: 0, width: 5, height: 1), style: Style(.primary))
        frame.drawText("x", in: Rect(x: 6, y: 0, width: 1, height: 1), style: Style(.background, background: .background))
        var eight = TerminalDiffEncoder(theme: .dark, depth: .ansi16, colors: 8)
        var bytes: [UInt8] = []
        eight.encode(frame.diff(from: nil), into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(
            text.firstMatch(of: /\x1B\[[0-9;]*(9[0-7]|10[0-7])[;m]/) == nil,
            "bright codes on an 8-colour terminal: \(text.debugDescription)")
        // The same cell on 256 colours: its foreground is not its background's number.
        var wide = TerminalDiffEncoder(theme: .dark, depth: .ansi256)
        #expect(
            wide.sgrState(for: Style(.background, background: .background)).foreground
                != wide.sgrState(for: Style(.background, background: .background)).background)
        bytes = []
        wide.encode(frame.diff(from: nil), into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).contains("x"))
        // Without colour (NO_COLOR): no colour is sent, and the frame is drawn.
        var none = TerminalDiffEncoder(theme: .dark, depth: .none)
        bytes = []
        none.encode(frame.diff(from: nil), into: &bytes)
        let plain = String(decoding: bytes, as: UTF8.self)
        #expect(plain.contains("Sales") && !plain.contains("38;") && !plain.contains("48;"), "\(plain.debugDescription)")
    }

    /// How pyte names palette colour `index`: its hex value (the 16 first by name).
    static func pyteName(_ index: UInt8) -> String {
        let names = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"]
        if index < 8 { return names[Int(index)] }
        if index < 16 { return "bright" + names[Int(index) - 8] }
        let rgb: (Int, Int, Int)
        if index >= 232 {
            let v = 8 + Int(index - 232) * 10
            rgb = (v, v, v)
        } else {
            let i = Int(index) - 16
            let levels = [0, 95, 135, 175, 215, 255]
            rgb = (levels[i / 36], levels[i / 6 % 6], levels[i % 6])
        }
        return String(format: "%02x%02x%02x", rgb.0, rgb.1, rgb.2)
    }
}
