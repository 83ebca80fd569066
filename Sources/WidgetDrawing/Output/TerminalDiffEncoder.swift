/// The bytes a terminal needs to go from one frame to the next: only the cells that changed,
/// each colour or attribute sent only when it changes (foreground alone when the background
/// stays), the cursor moved the short way, and blanks cleared in runs. What a full-screen
/// terminal program ought to send, measured by `widgetdeck-bench terminal` against a C ncurses
/// program.
///
/// - A full frame resets the scroll region and clears the screen in the most common background
///   (`ESC [ 2 J` paints it on terminals with back-colour erase, as xterm, tmux, VTE, kitty and
///   the Linux console do), then writes only the cells that are not that blank.
/// - A blank shows no foreground, boldness or italics: it keeps whatever is in force.
/// - A run of blanks to the end of a row is one `EL`; a long run inside a row one `ECH` and a
///   cursor move.
/// - After a cluster of several code points (a flag, a ZWJ family) or a write into the last
///   column, where terminals disagree about the cursor, the next cell is placed explicitly.
/// - Where the terminal has them (``TerminalTraits``): a run of one glyph is sent once and
///   repeated (REP), and box-drawing lines are sent in the terminal's line-drawing set, one byte
///   a glyph, when a stretch of them pays for switching in and out.
///
/// The encoder remembers what the terminal has (cursor, attributes) between frames; ``reset()``
/// forgets it when something else wrote to the terminal.
package struct TerminalDiffEncoder: Sendable {
    package var renderer: ANSIRenderer
    /// Whether the terminal erases in the background in force (terminfo `bce`): then a clear
    /// paints the widgets' background; without, erasing gives the terminal's default and
    /// coloured blanks are written as spaces.
    package var backColorErase: Bool
    /// How many colours the terminal has (terminfo `colors`): with fewer than 16 at the 16-colour
    /// depth, each colour is sent as the nearest of the basic eight.
    package var colors: Int
    /// Which glyphs the terminal repeats (ECMA-48 REP: `ESC [ n b`): a run of one of them — a
    /// frame's edge, a bar — is sent once and counted.
    package var repeats: TerminalTraits.GlyphRepeats
    /// The terminal's line-drawing set, when box-drawing lines may be sent in it.
    package var lineDrawing: LineDrawing?
    /// Where the cursor is, when known.
    private var cursor: (x: Int, y: Int)?
    /// Whether the line-drawing set is in force. Every frame ends with it switched off.
    private var inLineDrawing = false
    /// The attributes in force, when known.
    private var state: SGRState?
    /// While a full frame is written (`nil` otherwise): the screen as the clear left it. A move
    /// over a few of its blanks may write spaces instead.
    private var clearedScreen: ClearedScreen?

    /// The blanks a full frame's clear leaves: which cells (row-major, `width` a row) are blanks
    /// already on the screen, and the colour each row was cleared to (the screen's, or a row's
    /// own where the row was erased in its background first).
    private struct ClearedScreen {
        var width: Int
        var rowBackgrounds: [EmittedColor?]
        var blanks: [Bool]
    }

    /// The background row `y` was cleared to, on a full frame; `fallback` otherwise.
    private func clearedBackground(row y: Int, fallback: EmittedColor??) -> EmittedColor?? {
        guard let screen = clearedScreen, screen.rowBackgrounds.indices.contains(y) else { return fallback }
        return .some(screen.rowBackgrounds[y])
    }

    package init(
        theme: Theme, depth: ColorDepth, backColorErase: Bool = true, colors: Int = 256, repeats: TerminalTraits.GlyphRepeats = .none,
        lineDrawing: LineDrawing? = nil
    ) {
        renderer = ANSIRenderer(theme: theme, depth: depth)
        self.backColorErase = backColorErase
        self.colors = colors
        self.repeats = repeats
        self.lineDrawing = lineDrawing
    }

    /// An encoder for a terminal with `traits`.
    package init(theme: Theme, depth: ColorDepth, traits: TerminalTraits, colors: Int) {
        self.init(
            theme: theme, depth: depth, backColorErase: traits.backColorErase, colors: colors, repeats: traits.repeats,
            lineDrawing: traits.lineDrawing)
    }

    /// What the terminal should have in force for `style`: the renderer's, on an 8-colour
    /// terminal in the basic eight, and — where a small palette makes a text's colour its
    /// background's — in white on black or black on anything else, so it stays readable.
    func sgrState(for style: Style) -> SGRState {
        var state = renderer.sgrState(for: style)
        guard renderer.depth == .ansi16 || renderer.depth == .ansi256 else { return state }
        if renderer.depth == .ansi16, colors < 16 {
            state.foreground = .palette16(Palette.nearest8(to: renderer.theme[style.foreground].rgb))
            state.background = style.background.map { .palette16(Palette.nearest8(to: renderer.theme[$0].rgb)) }
        }
        if let background = state.background, state.foreground == background {
            let isBlack = background == .palette16(0) || background == .palette256(0)
            let readable: UInt8 = isBlack ? 7 : 0
            state.foreground = renderer.depth == .ansi16 ? .palette16(readable) : .palette256(readable)
        }
        return state
    }

    /// Forgets what the terminal has: the next frame sets everything it needs.
    package mutating func reset() {
        cursor = nil
        state = nil
        inLineDrawing = false
    }

    /// Appends the bytes that turn the previous frame into `frame`, which `diff` describes:
    /// only what changed — or, when the change covers a quarter of the screen or more (a page
    /// switch), the whole frame on a cleared screen if that is shorter, as ncurses clears a
    /// screen that changes mostly to blanks.
    package mutating func encode(_ diff: BufferDiff, showing frame: Buffer, into out: inout [UInt8]) {
        guard !diff.isFull, diff.changes.count * 4 >= frame.area.width * frame.area.height else {
            encode(diff, into: &out)
            return
        }
        var partial = self, whole = self
        var a: [UInt8] = [], b: [UInt8] = []
        partial.encode(diff, into: &a)
        whole.encode(frame.diff(from: nil), into: &b)
        self = b.count < a.count ? whole : partial
        out += b.count < a.count ? b : a
    }

    /// Appends the bytes that turn the previous frame into the one `diff` describes.
    ///
    /// A full frame is written in the order that costs fewer bytes: row by row — each row left
    /// to right, or grouped by colours and attributes (each group left to right, the cursor
    /// jumping over the others), whichever is shorter for that row — or the whole frame
    /// grouped by colours and attributes, each group top to bottom. A screen of frames, labels
    /// and charts side by side switches colours far less often grouped.
    package mutating func encode(_ diff: BufferDiff, into out: inout [UInt8]) {
        let width = diff.size.width
        // On a full frame, the background the screen was cleared to: its blanks are there.
        var cleared: EmittedColor??
        if diff.isFull {
            let base = backColorErase ? commonBlankBackground(diff.changes) : nil
            transition(to: SGRState(foreground: nil, background: base, attributes: []), into: &out, force: true)
            // ESC[r: the whole screen scrolls again. ncurses sets a scroll region the size of
            // the screen at start and keeps it across a resize, and a move to the next row is
            // CR LF, which at the bottom of a smaller region would scroll it. Then ESC[H ESC[2J.
            out.append(contentsOf: [0x1B, 0x5B, 0x72, 0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x32, 0x4A])
            // tmux's SO needs its line-drawing set designated first (terminfo `enacs`).
            if let lineDrawing { out += lineDrawing.enable }
            cursor = (0, 0)
            cleared = .some(base)
            // A row whose blanks are mostly of another colour than the screen's (a tab bar, a
            // status line) is erased in that colour first, where that pays: its text is then
            // written over it with the cursor jumping the blanks.
            var rowBackgrounds = [EmittedColor?](repeating: base, count: diff.size.height)
            if backColorErase {
                for (y, background) in rowsWorthErasing(diff, base: base) {
                    move(to: 0, y, into: &out)
                    transition(to: SGRState(foreground: state?.foreground, background: background, attributes: blankAttributes), into: &out)
                    out.append(contentsOf: [0x1B, 0x5B, 0x4B])  // ESC[K
                    rowBackgrounds[y] = background
                }
            }
            var screen = ClearedScreen(
                width: width, rowBackgrounds: rowBackgrounds, blanks: [Bool](repeating: false, count: width * diff.size.height))
            for change in diff.changes
            where change.cell.isSpace && isInvisible(change.cell)
                && sgrState(for: change.cell.style).background == rowBackgrounds[change.y]
            {
                screen.blanks[change.y * width + change.x] = true
            }
            clearedScreen = screen
            var byRows = self, whole = self
            var a: [UInt8] = [], b: [UInt8] = []
            byRows.encodeRows(diff, width: width, cleared: cleared, into: &a)
            byRows.leaveLineDrawing(into: &a)
            whole.encodeRow(groupedByStyle(diff.changes[...])[...], width: width, cleared: cleared, into: &b)
            whole.leaveLineDrawing(into: &b)
            self = b.count < a.count ? whole : byRows
            out += b.count < a.count ? b : a
            clearedScreen = nil
            // The frame ends on the screen's own background, no attributes: the labels that
            // change next (an "as of", a figure) mostly stand on it and then set their colour
            // alone.
            // (Without back-colour erase too: the screen's blanks were written in it.)
            let common = backColorErase ? base : commonBlankBackground(diff.changes)
            if let current = state, current.background != common || !current.attributes.isEmpty {
                transition(to: SGRState(foreground: current.foreground, background: common, attributes: []), into: &out)
            }
            return
        }
        encodeRows(diff, width: width, cleared: cleared, into: &out)
        leaveLineDrawing(into: &out)
    }

    /// Switches the line-drawing set off, if it is on: nothing else that writes to the
    /// terminal (ncurses, the shell after exit) expects it.
    private mutating func leaveLineDrawing(into out: inout [UInt8]) {
        guard inLineDrawing, let lineDrawing else { return }
        out += lineDrawing.exit
        inLineDrawing = false
    }

    /// Whether switching to the line-drawing set for the glyphs from `changes`' first pays: the
    /// bytes saved on the line glyphs before the next glyph the set does not have (blanks and
    /// moves leave it in force) exceed switching in and out.
    private func lineDrawingPays(_ changes: ArraySlice<BufferDiff.Change>, _ lineDrawing: LineDrawing) -> Bool {
        let cost = lineDrawing.enter.count + lineDrawing.exit.count
        var saved = 0
        var previous: BufferDiff.Change?
        for change in changes {
            if lineDrawing.byte(for: change.cell) != nil {
                // Two bytes a glyph (three of UTF-8, one in the set), except where REP would
                // repeat the UTF-8 glyph anyway.
                let repeated =
                    repeats == .all && previous.map { $0.cell == change.cell && $0.y == change.y && $0.x + 1 == change.x } == true
                if !repeated { saved += 2 }
                if saved > cost { return true }
                previous = change
            } else if !change.cell.isSpace {
                return false
            }
        }
        return false
    }

    /// Writes `diff` row by row (see ``encode(_:into:)``).
    private mutating func encodeRows(_ diff: BufferDiff, width: Int, cleared: EmittedColor??, into out: inout [UInt8]) {
        for row in Self.rows(of: diff) {
            guard diff.isFull else {
                // A change between frames is a few cells a row: left to right.
                encodeRow(row, width: width, cleared: cleared, into: &out)
                continue
            }
            var inOrder = self, grouped = self
            var a: [UInt8] = [], b: [UInt8] = []
            inOrder.encodeRow(row, width: width, cleared: cleared, into: &a)
            grouped.encodeRow(groupedByStyle(row)[...], width: width, cleared: cleared, into: &b)
            if b.count < a.count {
                self = grouped
                out += b
            } else {
                self = inOrder
                out += a
            }
        }
    }

    /// `diff`'s changes cut into rows, top to bottom.
    static func rows(of diff: BufferDiff) -> [ArraySlice<BufferDiff.Change>] {
        var rows: [ArraySlice<BufferDiff.Change>] = []
        var start = diff.changes.startIndex
        while start < diff.changes.endIndex {
            let y = diff.changes[start].y
            var end = start
            while end < diff.changes.endIndex, diff.changes[end].y == y { end += 1 }
            rows.append(diff.changes[start..<end])
            start = end
        }
        return rows
    }

    /// `row`'s changes grouped by what they need in force: first those the terminal has now,
    /// then each other style in the order it first appears; a blank goes with any style of its
    /// background (unless the style is reversed or underlined, which a blank would show). Each group
    /// keeps its left-to-right order.
    func groupedByStyle(_ row: ArraySlice<BufferDiff.Change>) -> [BufferDiff.Change] {
        var remaining = Array(row)
        var ordered: [BufferDiff.Change] = []
        ordered.reserveCapacity(remaining.count)
        var current = state
        while !remaining.isEmpty {
            let key = current ?? sgrState(for: remaining[0].cell.style)
            var rest: [BufferDiff.Change] = []
            for change in remaining {
                let wanted = sgrState(for: change.cell.style)
                let blank = change.cell.isSpace && isInvisible(change.cell)
                let keyShowsOnBlanks = !key.attributes.isDisjoint(with: [.underline, .reverse])
                if wanted == key || (blank && !keyShowsOnBlanks && wanted.background == key.background) {
                    ordered.append(change)
                } else {
                    rest.append(change)
                }
            }
            if rest.count == remaining.count {
                // Nothing matched what is in force: start the next group at the leftmost.
                current = sgrState(for: remaining[0].cell.style)
                continue
            }
            remaining = rest
            current = remaining.first.map { sgrState(for: $0.cell.style) }
        }
        return ordered
    }

    /// Writes one row's changes, in the order given.
    private mutating func encodeRow(_ row: ArraySlice<BufferDiff.Change>, width: Int, cleared: EmittedColor??, into out: inout [UInt8]) {
        var changes = row
        while let change = changes.first {
            // A run of blanks of one background from here, in this row.
            var run = 0
            if change.cell.isSpace, isInvisible(change.cell) {
                let background = sgrState(for: change.cell.style).background
                var index = changes.startIndex
                while index < changes.endIndex {
                    let next = changes[index]
                    guard next.y == change.y, next.x == change.x + run, next.cell.isSpace, isInvisible(next.cell),
                        sgrState(for: next.cell.style).background == background
                    else { break }
                    run += 1
                    index += 1
                }
                let toEnd = change.x + run == width
                if let cleared = clearedBackground(row: change.y, fallback: cleared), cleared == background {
                    // Already on the screen. A few spaces in the colours in force are cheaper
                    // than moving over them; otherwise the next cell's move skips them.
                    let cheap =
                        !toEnd && run <= 3 && cursor.map { $0 == (change.x, change.y) } == true
                        && state.map { $0.background == background && $0.attributes.isDisjoint(with: [.underline, .reverse]) } == true
                    if cheap {
                        out.append(contentsOf: repeatElement(0x20, count: run))
                        cursor = (change.x + run, change.y)
                    }
                    changes = changes.dropFirst(run)
                    continue
                }
                // Erasing paints the background in force only with back-colour erase.
                if toEnd || run > 12, backColorErase || background == nil {
                    move(to: change.x, change.y, into: &out)
                    transition(to: SGRState(foreground: state?.foreground, background: background, attributes: blankAttributes), into: &out)
                    if toEnd {
                        out.append(contentsOf: [0x1B, 0x5B, 0x4B])  // ESC[K
                    } else {
                        // A run ending on a wide cluster's left half erases its right half too
                        // (that cell changes as well, and is written after).
                        let last = changes[changes.index(changes.startIndex, offsetBy: run - 1)]
                        out.append(contentsOf: [0x1B, 0x5B])
                        appendDecimal(last.splitsWide ? run + 1 : run, into: &out)
                        out.append(UInt8(ascii: "X"))
                    }
                    // Neither moves the cursor.
                    changes = changes.dropFirst(run)
                    continue
                }
            }
            move(to: change.x, change.y, into: &out)
            var wanted = sgrState(for: change.cell.style)
            if change.cell.isSpace, isInvisible(change.cell), let current = state, current.background == wanted.background {
                // Nothing of a blank shows but its background: keep the colours and weights in
                // force, but never reverse video or underline, which show on a blank too.
                wanted = SGRState(foreground: current.foreground, background: current.background, attributes: blankAttributes)
            }
            transition(to: wanted, into: &out)
            // The glyph's byte in the line-drawing set, if the set has it.
            let setByte = lineDrawing?.byte(for: change.cell)
            if let lineDrawing {
                if setByte != nil, !inLineDrawing, lineDrawingPays(changes, lineDrawing) {
                    out += lineDrawing.enter
                    inLineDrawing = true
                } else if setByte == nil, inLineDrawing, !change.cell.isSpace {
                    leaveLineDrawing(into: &out)
                }
            }
            let start = out.count
            if inLineDrawing, let setByte {
                out.append(setByte)
            } else {
                change.cell.appendUTF8(to: &out)
            }
            let glyphBytes = out.count - start
            let scalars = out[start...].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            var next = change.x + max(1, Int(change.cell.width))
            changes = changes.dropFirst()
            if repeats == .all || (repeats == .ascii && glyphBytes == 1), scalars == 1, change.cell.width == 1 {
                // The same glyph in the same style in the next cells: one REP where that is
                // shorter than the glyphs.
                var count = 0
                while count < changes.count {
                    let following = changes[changes.startIndex + count]
                    guard following.y == change.y, following.x == next + count, following.cell == change.cell else { break }
                    count += 1
                }
                if count * glyphBytes > 3 + decimalDigits(count) {
                    out.append(contentsOf: [0x1B, 0x5B])
                    appendDecimal(count, into: &out)
                    out.append(UInt8(ascii: "b"))
                    next += count
                    changes = changes.dropFirst(count)
                }
            }
            // Several code points (terminals disagree on their width), or the last column (the
            // cursor waits there to wrap): place the next cell explicitly.
            cursor = scalars > 1 || next >= width ? nil : (next, change.y)
        }
    }

    /// Attributes a blank may carry without showing them.
    private var blankAttributes: TextAttributes {
        (state?.attributes ?? []).subtracting([.underline, .reverse])
    }

    private func isInvisible(_ cell: Cell) -> Bool {
        cell.style.attributes.isDisjoint(with: [.underline, .reverse])
    }

    /// The rows of a full frame worth erasing in a background of their own before they are
    /// written: those with at least 16 blanks of one colour other than `base` that are not at
    /// the row's end (where one `EL` clears them anyway), so that jumping them beats writing them.
    func rowsWorthErasing(_ diff: BufferDiff, base: EmittedColor?) -> [(Int, EmittedColor?)] {
        var rows: [(Int, EmittedColor?)] = []
        for row in Self.rows(of: diff) {
            guard let y = row.first?.y else { continue }
            // The blanks of each background, less the run that ends the row.
            var counts: [EmittedColor?: Int] = [:]
            var order: [EmittedColor?] = []
            for change in row where change.cell.isSpace && isInvisible(change.cell) {
                let background = sgrState(for: change.cell.style).background
                if counts[background] == nil { order.append(background) }
                counts[background, default: 0] += 1
            }
            if let last = row.last, last.cell.isSpace, isInvisible(last.cell) {
                let background = sgrState(for: last.cell.style).background
                var trailing = 0
                for change in row.reversed() {
                    guard change.cell.isSpace, isInvisible(change.cell), sgrState(for: change.cell.style).background == background else {
                        break
                    }
                    trailing += 1
                }
                counts[background, default: 0] -= trailing
            }
            // The most, ties to the first seen: the choice never depends on hashing.
            guard let best = order.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }), best != base,
                counts[best, default: 0] >= 16
            else { continue }
            rows.append((y, best))
        }
        return rows
    }

    /// The background most blanks of a full frame have: the screen is cleared to it.
    func commonBlankBackground(_ changes: [BufferDiff.Change]) -> EmittedColor? {
        var counts: [StyleRole?: Int] = [:]
        for change in changes where change.cell.isSpace && change.cell.style.attributes.isDisjoint(with: [.underline, .reverse]) {
            counts[change.cell.style.background, default: 0] += 1
        }
        // Ties go to the role listed first, so the choice never depends on hashing.
        guard
            let best = counts.sorted(by: {
                $0.value != $1.value ? $0.value > $1.value : String(describing: $0.key) < String(describing: $1.key)
            }).first
        else { return nil }
        return best.key.flatMap { sgrState(for: Style(.primary, background: $0)).background }
    }

    /// Whether the `count` cells from column `x` of row `y` are blanks the clear left on the
    /// screen, and spaces written now would look the same: the background in force is the
    /// clear's, with nothing that shows on a blank.
    private func spacesFit(_ x: Int, _ y: Int, count: Int) -> Bool {
        guard let screen = clearedScreen, screen.rowBackgrounds.indices.contains(y), let state,
            state.background == screen.rowBackgrounds[y],
            state.attributes.isDisjoint(with: [.underline, .reverse])
        else { return false }
        let start = y * screen.width + x
        return start + count <= screen.blanks.count && screen.blanks[start..<start + count].allSatisfy { $0 }
    }

    /// Moves the cursor to column `x`, row `y` the short way.
    private mutating func move(to x: Int, _ y: Int, into out: inout [UInt8]) {
        if let cursor, cursor == (x, y) { return }
        if let cursor, cursor.y == y, x > cursor.x {
            let distance = x - cursor.x
            if distance < (distance > 1 ? 3 + decimalDigits(distance) : 3), spacesFit(cursor.x, y, count: distance) {
                // Over a few blanks already there: spaces are shorter than CUF.
                out.append(contentsOf: repeatElement(0x20, count: distance))
            } else {
                out.append(contentsOf: [0x1B, 0x5B])
                if distance > 1 { appendDecimal(distance, into: &out) }
                out.append(UInt8(ascii: "C"))
            }
        } else if let cursor, cursor.y == y, x < cursor.x {
            // Back along the row: CUB (`ESC [ n D`) or CHA (`ESC [ col G`), the shorter.
            let back = cursor.x - x
            out.append(contentsOf: [0x1B, 0x5B])
            if decimalDigits(back) <= decimalDigits(x + 1) {
                if back > 1 { appendDecimal(back, into: &out) }
                out.append(UInt8(ascii: "D"))
            } else {
                appendDecimal(x + 1, into: &out)
                out.append(UInt8(ascii: "G"))
            }
        } else if let cursor, y == cursor.y + 1 {
            // The next row: CR LF, then along it — or CUP, when that is shorter.
            var along = self
            var bytes: [UInt8] = [0x0D, 0x0A]
            along.cursor = (0, y)
            along.move(to: x, y, into: &bytes)
            if bytes.count < 4 + decimalDigits(y + 1) + (x > 0 ? 1 + decimalDigits(x + 1) : 0) {
                out += bytes
            } else {
                out.append(contentsOf: [0x1B, 0x5B])
                appendDecimal(y + 1, into: &out)
                if x > 0 {
                    out.append(UInt8(ascii: ";"))
                    appendDecimal(x + 1, into: &out)
                }
                out.append(UInt8(ascii: "H"))
            }
        } else {
            out.append(contentsOf: [0x1B, 0x5B])
            if y > 0 || x > 0 { appendDecimal(y + 1, into: &out) }
            if x > 0 {
                out.append(UInt8(ascii: ";"))
                appendDecimal(x + 1, into: &out)
            }
            out.append(UInt8(ascii: "H"))
        }
        cursor = (x, y)
    }

    private func decimalDigits(_ n: Int) -> Int {
        n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : 4
    }

    /// Sends what differs between the attributes in force and `wanted` (all of it when they
    /// are not known, or with `force`).
    private mutating func transition(to wanted: SGRState, into out: inout [UInt8], force: Bool = false) {
        if let current = state, current == wanted, !force { return }
        var from = state ?? .reset
        if state == nil || force {
            // Unknown: start from a reset.
            out.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D])
            from = .reset
        }
        if wanted != from { renderer.appendTransition(from: from, to: wanted, into: &out) }
        state = wanted
    }
}
