@testable import WidgetFormats
@testable import WidgetDrawing
import Foundation
import Testing
@testable import WidgetCore
import WidgetTestSupport

/// The encoder against real terminals: random frame sequences, encoded for every terminal
/// profile the encoder knows, replayed into pyte and into a real tmux pane, and every cell's text,
/// colours and attributes compared with the frame. A byte saved that leaves a wrong cell is a
/// bug; each one this found is kept below as a named case.
///
/// `WIDGETDECK_DIFFERENTIAL_SEED` fixes the seed (the default keeps `bin/test` repeatable; a
/// failure prints the one it used), `WIDGETDECK_DIFFERENTIAL_TRANSITIONS` the number of
/// transitions per profile (`bin/fuzz` runs 10,000 with a new seed).
@Suite("Terminal differential")
struct TerminalDifferentialTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["WIDGETDECK_DIFFERENTIAL_SEED"].flatMap { UInt64($0) } ?? 29
    static let transitions = environment["WIDGETDECK_DIFFERENTIAL_TRANSITIONS"].flatMap { Int($0) }

    @Test(
        "random frame sequences — attributes alone and combined, 8, 16, 256 and direct colour, wide and combining characters, line drawing, REP, ECH, EL, back-colour erase, focus moves, resizes — show exactly the frame in pyte",
        arguments: TerminalProfile.all.map(\.name))
    func pyteShowsEveryFrame(profile name: String) async throws {
        let profile = try #require(TerminalProfile.named(name))
        let count = Self.transitions ?? 300
        try await check(profile, terminal: "pyte", transitions: count)
    }

    @Test(
        "the same sequences show exactly the frame in a real tmux pane (the profiles whose bytes tmux 3.3 honours)",
        arguments: TerminalProfile.all.filter(\.tmuxShowsIt).map(\.name))
    func tmuxShowsEveryFrame(profile name: String) async throws {
        let profile = try #require(TerminalProfile.named(name))
        let count = Self.transitions ?? 120
        try await check(profile, terminal: "tmux", transitions: count)
    }

    // MARK: Findings, each a case of its own

    @Test(
        "the range picker arriving focused and losing focus leaves no reversed blank between its choices: a blank keeps the colours in force but never reverse video or underline (issue 29's first finding)",
        arguments: TerminalProfile.all.filter(\.tmuxShowsIt).map(\.name))
    func blankAfterReverse(profile name: String) async throws {
        let profile = try #require(TerminalProfile.named(name))
        let accent = Style(.accent, attributes: [.bold, .reverse]), muted = Style(.secondary)
        var unfocused = Buffer(size: Size(width: 24, height: 3))
        unfocused.drawSpans(
            [("[Today]", Style(.accent, attributes: .bold)), (" ", muted), ("7d", muted), (" ", muted), ("30d", muted)],
            in: Rect(x: 1, y: 1, width: 20, height: 1))
        var focused = Buffer(size: Size(width: 24, height: 3))
        focused.drawSpans(
            [("[Today]", accent), (" ", muted), ("7d", muted.with(.reverse)), (" ", muted), ("30d", muted.with(.reverse))],
            in: Rect(x: 1, y: 1, width: 20, height: 1))
        // The dashboard's first frame is the placeholder; the picker arrives focused in a
        // change (its blanks replacing redaction blocks, after a reversed "[Today]"), then
        // focus leaves.
        var loading = Buffer(size: Size(width: 24, height: 3))
        loading.drawText(String(repeating: "▆", count: 14), in: Rect(x: 1, y: 1, width: 14, height: 1), style: Style(.placeholder))
        for terminal in ["pyte", "tmux"] {
            try await compare([loading, focused, unfocused], profile: profile, terminal: terminal, label: "picker")
            try await compare([unfocused, focused, unfocused], profile: profile, terminal: terminal, label: "picker")
        }
    }

    @Test(
        "an erase (ECH) that ends on a wide character's left half takes its right half too: tmux blanked the cell again in the default colours when the right half was overwritten (found at transition 1338 of seed 1234, linux console profile)",
        arguments: TerminalProfile.all.filter(\.tmuxShowsIt).map(\.name))
    func eraseEndingOnAWideCharacter(profile name: String) async throws {
        let profile = try #require(TerminalProfile.named(name))
        var wide = Buffer(size: Size(width: 24, height: 2), fill: .blank(Style(.primary)))
        wide.drawText("👍", in: Rect(x: 14, y: 0, width: 2, height: 1), style: Style(.accent))
        var erased = wide
        erased.fill(Rect(x: 1, y: 0, width: 14, height: 1), with: .blank(Style(.primary, background: .chartMuted)))
        // Not ASCII: tmux writes ASCII another way, which leaves the left half alone.
        erased.drawText("▅", in: Rect(x: 15, y: 0, width: 1, height: 1), style: Style(.accent, background: .chart))
        for terminal in ["pyte", "tmux"] {
            try await compare([wide, erased], profile: profile, terminal: terminal, label: "wide")
        }
    }

    // MARK: The check

    func check(_ profile: TerminalProfile, terminal: String, transitions: Int) async throws {
        var random = SplitMix64(seed: Self.seed &+ UInt64(bitPattern: Int64(profile.name.hashValueStable)))
        var frames: [Buffer] = []
        var starts: Set<Int> = [0]
        while frames.count < transitions + 1 {
            // A sequence: a first frame, then changes to it (and now and then a resize).
            if !frames.isEmpty { starts.insert(frames.count) }
            var generator = FrameGenerator(random: random)
            frames += generator.sequence(length: min(25, transitions + 1 - frames.count))
            random = generator.random
        }
        try await compare(frames, profile: profile, terminal: terminal, label: "seed \(Self.seed)", fullAt: starts)
    }

    /// Encodes `frames` for `profile` (a full frame at each index of `fullAt`, as after a
    /// reset, and at each resize), replays them into `terminal`, and expects every cell as the
    /// frame has it.
    func compare(_ frames: [Buffer], profile: TerminalProfile, terminal: String, label: String, fullAt: Set<Int> = [0]) async throws {
        var encoder = profile.encoder
        var previous: Buffer?
        var sent: [[UInt8]] = []
        for (n, frame) in frames.enumerated() {
            if fullAt.contains(n) {
                encoder.reset()
                previous = nil
            }
            var bytes: [UInt8] = []
            // As the terminal backend sends it: what changed, or the whole frame when that is
            // shorter.
            encoder.encode(frame.diff(from: previous), showing: frame, into: &bytes)
            sent.append(bytes)
            previous = frame
        }
        let shown = try await replay(frames: frames, bytes: sent, terminal: terminal, bce: profile.traits.backColorErase)
        var mismatches: [String] = []
        var wrongFrames = 0
        for (n, frame) in frames.enumerated() {
            let found = Self.mismatches(frame, shown: shown[n], encoder: encoder)
            if !found.isEmpty {
                wrongFrames += 1
                if mismatches.count < 6 {
                    let bytes = escaped(String(decoding: sent[n], as: UTF8.self))
                    // The rows as the frame before had them and as this one has them: what the
                    // bytes had to turn one into the other.
                    let rows = Set(found.compactMap { $0.firstMatch(of: /^\(\d+,(\d+)\)/).flatMap { Int($0.1) } }).sorted().prefix(2)
                    let context = rows.map { y in
                        let before =
                            n > 0 && frames[n - 1].area == frame.area && !fullAt.contains(n) ? Self.row(frames[n - 1], y) : "(full frame)"
                        return "\n  row \(y) before: \(before)\n  row \(y) now:    \(Self.row(frame, y))"
                    }.joined()
                    mismatches.append(
                        "transition \(n) (\(frame.area.width)×\(frame.area.height)): \(found.prefix(4).joined(separator: "; "))"
                            + (found.count > 4 ? " (+\(found.count - 4) more)" : "") + "\n  bytes: \(bytes.prefix(600))" + context)
                }
            }
        }
        #expect(
            wrongFrames == 0,
            """
            \(terminal), \(profile.name), \(label): \(wrongFrames) of \(frames.count) frames differ from what the terminal shows \
            (WIDGETDECK_DIFFERENTIAL_SEED=\(Self.seed) repeats this run)
            \(mismatches.joined(separator: "\n"))
            """)
    }

    /// Row `y` of `frame`, a wide cluster's second half as `·`.
    static func row(_ frame: Buffer, _ y: Int) -> String {
        escaped((0..<frame.area.width).map { frame[$0, y].width == 0 ? "·" : frame[$0, y].symbol }.joined())
    }

    /// The cells of `frame` the terminal shows otherwise, described.
    static func mismatches(_ frame: Buffer, shown: [[ShownCell]], encoder: TerminalDiffEncoder) -> [String] {
        var found: [String] = []
        guard shown.count == frame.area.height, shown.allSatisfy({ $0.count == frame.area.width }) else {
            return ["the terminal is \(shown.first?.count ?? 0)×\(shown.count)"]
        }
        for y in 0..<frame.area.height {
            for x in 0..<frame.area.width {
                let cell = frame[x, y], seen = shown[y][x]
                let at = "(\(x),\(y))"
                if cell.width == 0 {
                    if seen.text != "" { found.append("\(at) holds \(escaped(seen.text)), not a wide character's second half") }
                    continue
                }
                if seen.text != cell.symbol {
                    found.append("\(at) shows \(escaped(seen.text)) for \(escaped(cell.symbol))")
                    continue
                }
                let wanted = encoder.sgrState(for: cell.style)
                if seen.background != ShownCell.name(wanted.background) {
                    found.append("\(at) \(escaped(cell.symbol)) on \(seen.background), not \(ShownCell.name(wanted.background))")
                }
                let reverse = wanted.attributes.contains(.reverse), underline = wanted.attributes.contains(.underline)
                if seen.flags.contains("r") != reverse { found.append("\(at) \(escaped(cell.symbol)) reverse \(reverse ? "off" : "on")") }
                if seen.flags.contains("u") != underline {
                    found.append("\(at) \(escaped(cell.symbol)) underline \(underline ? "off" : "on")")
                }
                // A blank shows no foreground, boldness or italics, unless reversed or underlined.
                if !cell.isSpace || reverse || underline {
                    if seen.foreground != ShownCell.name(wanted.foreground) {
                        found.append("\(at) \(escaped(cell.symbol)) in \(seen.foreground), not \(ShownCell.name(wanted.foreground))")
                    }
                }
                if !cell.isSpace {
                    for (flag, attribute, word) in [("b", TextAttributes.bold, "bold"), ("d", .dim, "dim"), ("i", .italic, "italic")]
                    where seen.flags.contains(flag) != wanted.attributes.contains(attribute) {
                        found.append("\(at) \(escaped(cell.symbol)) \(word) \(wanted.attributes.contains(attribute) ? "off" : "on")")
                    }
                }
            }
        }
        return found
    }

    /// What `terminal` (pyte or tmux) shows after each frame's bytes.
    func replay(frames: [Buffer], bytes: [[UInt8]], terminal: String, bce: Bool) async throws -> [[[ShownCell]]] {
        let request = JSONValue.object([
            ("terminal", .string(terminal)), ("bce", .bool(bce)),
            (
                "frames",
                .array(
                    zip(frames, bytes).map { frame, sent in
                        .object([
                            ("width", .number(Double(frame.area.width))), ("height", .number(Double(frame.area.height))),
                            ("bytes", .string(Data(sent).base64EncodedString())),
                        ])
                    })
            ),
        ])
        let script = repositoryRoot.appendingPathComponent("Tests/Tools/terminal_cells.py").path
        let input = Data(request.serialized.utf8)
        // Emulators and tmux panes by the dozen: not while a test times the dashboard.
        let result = try await MachineLoad.alone { try await offMainPool { try runProcess("python3", [script], input: input) } }
        try #require(result.status == 0, "the \(terminal) replay failed: \(result.stderr)")
        guard case .array(let framesShown)? = try JSONValue.parse(result.stdout)["cells"] else {
            Issue.record("the \(terminal) replay printed no cells")
            return []
        }
        return framesShown.map { frame in
            guard case .array(let rows) = frame else { return [] }
            return rows.map { row in
                guard case .array(let cells) = row else { return [] }
                return cells.map(ShownCell.init)
            }
        }
    }
}

/// One cell as a terminal shows it (see `Tests/Tools/terminal_cells.py`).
struct ShownCell {
    var text: String
    var foreground: String
    var background: String
    var flags: String

    init(_ value: JSONValue) {
        func string(_ i: Int) -> String {
            if case .array(let fields) = value, fields.indices.contains(i), case .string(let s) = fields[i] { return s }
            return "?"
        }
        text = string(0)
        foreground = string(1)
        background = string(2)
        flags = string(3)
    }

    /// An emitted colour in the replay's words.
    static func name(_ color: EmittedColor?) -> String {
        switch color {
        case nil: "d"
        case .palette16(let n)?: "16:\(n)"
        case .palette256(let n)?: "256:\(n)"
        case .rgb(let rgb)?: "rgb:" + [rgb.red, rgb.green, rgb.blue].map { String(format: "%02x", $0) }.joined()
        }
    }
}

/// A terminal the encoder writes for: its traits as ``TerminalTraits/detect(terminfo:environment:)``
/// decides them from the entry and the emulator, its colours, and a theme.
struct TerminalProfile: Sendable {
    var name: String
    var traits: TerminalTraits
    var depth: ColorDepth
    var colors: Int
    var theme: Theme

    /// Whether a tmux 3.3 pane shows these bytes as the terminal meant would: everything but REP
    /// of a glyph that is not ASCII (tmux repeats those since 3.5).
    var tmuxShowsIt: Bool { traits.repeats != .all }

    var encoder: TerminalDiffEncoder { TerminalDiffEncoder(theme: theme, depth: depth, traits: traits, colors: colors) }

    static func named(_ name: String) -> TerminalProfile? { all.first { $0.name == name } }

    /// xterm's entry (`infocmp -x xterm-256color`) and tmux's (`tmux-256color`), as far as the
    /// encoder reads them.
    static let xtermInfo = TerminalTraits.Terminfo(
        bce: true, rep: true, enterAlternateCharset: "\u{1B}(0", exitAlternateCharset: "\u{1B}(B",
        alternateCharsetPairs: "``aaffggiijjkkllmmnnooppqqrrssttuuvvwwxxyyzz{{||}}~~")
    static let tmuxInfo = TerminalTraits.Terminfo(
        bce: false, rep: false, enterAlternateCharset: "\u{0E}", exitAlternateCharset: "\u{0F}",
        alternateCharsetPairs: "++,,--..00``aaffgghhiijjkkllmmnnooppqqrrssttuuvvwwxxyyzz{{||}}~~",
        enableAlternateCharset: "\u{1B}(B\u{1B})0", utf8LineDrawingOnly: true)

    static let all: [TerminalProfile] = {
        let tmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux"]
        var linux = xtermInfo
        linux.rep = false
        linux.utf8LineDrawingOnly = true
        func detect(_ info: TerminalTraits.Terminfo, _ environment: [String: String]) -> TerminalTraits {
            TerminalTraits.detect(terminfo: info, environment: environment)
        }
        return [
            TerminalProfile(
                name: "xterm (8 colours)", traits: detect(xtermInfo, ["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"]),
                depth: .ansi16, colors: 8, theme: .dark),
            TerminalProfile(
                name: "xterm-256color", traits: detect(xtermInfo, ["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(379)"]),
                depth: .ansi256, colors: 256, theme: .dark),
            TerminalProfile(
                name: "xterm-256color elsewhere", traits: detect(xtermInfo, ["TERM": "xterm-256color"]),
                depth: .ansi256, colors: 256, theme: .light),
            TerminalProfile(
                name: "xterm-256color elsewhere, direct colour",
                traits: detect(xtermInfo, ["TERM": "xterm-256color", "COLORTERM": "truecolor"]),
                depth: .trueColor, colors: 256, theme: .dark),
            TerminalProfile(
                name: "tmux 3.3", traits: detect(tmuxInfo, tmux.merging(["TERM_PROGRAM_VERSION": "3.3a"]) { $1 }),
                depth: .ansi256, colors: 256, theme: .dark),
            TerminalProfile(
                name: "tmux 3.5, direct colour", traits: detect(tmuxInfo, tmux.merging(["TERM_PROGRAM_VERSION": "3.5a"]) { $1 }),
                depth: .trueColor, colors: 256, theme: .light),
            TerminalProfile(
                name: "screen-256color", traits: detect(tmuxInfo, ["TERM": "screen-256color", "STY": "1.pts-0.host"]),
                depth: .ansi256, colors: 256, theme: .dark),
            TerminalProfile(
                name: "linux console (16 colours)", traits: detect(linux, ["TERM": "linux"]), depth: .ansi16, colors: 16, theme: .dark),
            TerminalProfile(
                name: "no colour", traits: detect(xtermInfo, ["TERM": "xterm-256color", "NO_COLOR": "1"]),
                depth: .none, colors: 256, theme: .dark),
        ]
    }()
}

/// Random frame sequences of the kind a dashboard sends: boxes and labels, then changes to
/// them — a label, focus moving (reverse video on and off), a chart, blanks, a resize.
struct FrameGenerator {
    var random: SplitMix64

    static let texts = [
        "Sales", "$12.8K", "▲ 12%", "▼ 3.4%", "as of 3:30pm", "[Today]", "7d", "30d", "売上", "漢字テスト", "👍", "café", "e\u{301}te\u{301}",
        "─────", "━━━", "═══", "│", "┌──┐", "╭─╮", "├┤", "████", "▁▂▃▅▇", "●○", "⚠ stale", "=====", "aaaaaaaa", "qqqq", "x", "   ",
        "   7d  ",
        "1,234,567", "Orders 48", "…", "·",
    ]
    static let attributes: [TextAttributes] = [
        [], [], .bold, .dim, .italic, .underline, .reverse, [.bold, .reverse], [.dim, .reverse],
        [.bold, .italic, .underline], [.bold, .dim], [.underline, .reverse], [.bold, .dim, .italic, .underline, .reverse],
    ]

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    mutating func style() -> Style {
        let background: StyleRole? = int(0...3) == 0 ? pick(StyleRole.allCases) : (int(0...5) == 0 ? nil : .background)
        return Style(pick(StyleRole.allCases), background: background, attributes: pick(Self.attributes))
    }

    mutating func rect(in area: Rect) -> Rect {
        let x = int(0...area.width - 1), y = int(0...area.height - 1)
        return Rect(x: x, y: y, width: int(1...area.width - x), height: int(1...area.height - y))
    }

    /// One random change to `buffer`.
    mutating func change(_ buffer: inout Buffer) {
        let area = buffer.area
        switch int(0...9) {
        case 0...2:
            // A label.
            let text = pick(Self.texts)
            let r = rect(in: area)
            buffer.drawText(
                text, in: Rect(x: r.x, y: r.y, width: r.width, height: 1), alignment: pick([.leading, .trailing]), style: style())
        case 3:
            // A box, its corners and lines (the line-drawing set's glyphs).
            let r = rect(in: area)
            if r.width >= 2, r.height >= 2 { buffer.drawBox(r, title: int(0...1) == 0 ? "Orders" : nil, style: style()) }
        case 4:
            // Focus moving: reverse video on or off over a stretch.
            let r = rect(in: area)
            let on = int(0...1) == 0
            buffer.updateStyle(in: Rect(x: r.x, y: r.y, width: r.width, height: 1)) { style in
                if on { style.attributes.insert(.reverse) } else { style.attributes.remove(.reverse) }
            }
        case 5:
            // Blanks: a stretch or a row's end in one background (ECH, EL, back-colour erase).
            let r = rect(in: area)
            let width = int(0...1) == 0 ? area.width - r.x : r.width
            buffer.fill(Rect(x: r.x, y: r.y, width: width, height: int(1...2)), with: .blank(style()))
        case 6:
            // A run of one glyph (REP).
            let glyph = pick(["─", "=", "█", "a", "▇", " ", "·"])
            let r = rect(in: area)
            buffer.drawText(String(repeating: glyph, count: r.width), in: Rect(x: r.x, y: r.y, width: r.width, height: 1), style: style())
        case 7:
            // A style changing under unchanged text.
            let r = rect(in: area)
            let new = style()
            buffer.updateStyle(in: r) { $0 = new }
        case 8:
            // Wide and combining characters where narrow ones stood, and back.
            let r = rect(in: area)
            buffer.drawText(
                pick(["売上 12", "👍👍", "e\u{301}", "a売b", "ab", "  "]), in: Rect(x: r.x, y: r.y, width: r.width, height: 1), style: style())
        default:
            // A bar or sparkline.
            let r = rect(in: area)
            let bar = (0..<r.width).map { _ in pick(Array("▁▂▃▄▅▆▇█ ")) }
            buffer.drawText(String(bar), in: Rect(x: r.x, y: r.y, width: r.width, height: 1), style: style())
        }
    }

    /// A first frame and `length - 1` changes to it; one in ten is a resize.
    mutating func sequence(length: Int) -> [Buffer] {
        var frame = Buffer(
            size: Size(width: int(8...48), height: int(3...12)), fill: .blank(Style(.primary, background: pick([.background, nil]))))
        for _ in 0..<int(3...10) { change(&frame) }
        var frames = [frame]
        while frames.count < length {
            if int(0...9) == 0 {
                var resized = Buffer(
                    size: Size(width: int(8...48), height: int(3...12)),
                    fill: frame[0, 0].isContinuation ? .blank : .blank(frame[0, 0].style))
                resized.merge(frame, clippedTo: resized.area)
                frame = resized
            }
            for _ in 0..<int(1...4) { change(&frame) }
            frames.append(frame)
        }
        return frames
    }
}

/// A small, seedable generator (SplitMix64): the same seed, the same frames, on every machine.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension String {
    /// A hash that is the same in every process (Swift's `hashValue` is seeded per process).
    var hashValueStable: Int {
        Int(truncatingIfNeeded: utf8.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
    }
}
