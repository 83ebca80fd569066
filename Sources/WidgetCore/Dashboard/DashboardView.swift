import WidgetFormats
import WidgetDrawing

/// The whole dashboard screen as a buffer — tab bar, page, status line, help overlay — drawn
/// headless like every widget, so a test can look at exactly what the terminal will show.
package struct DashboardView: Sendable {
    /// A widget on the screen.
    package struct Tile: Sendable {
        package var id: String
        package var family: WidgetFamily
        package var state: WidgetState
        /// A reload is under way (shown in the frame; the data stays).
        package var isReloading: Bool
        /// Another size than the family's (a device preset's).
        package var size: Size?
        /// The gallery's band it belongs to (`state: stale`), its heading.
        package var group: String
        /// Its place in a Smart Stack, drawn as dots beside it.
        package var stack: StackDots?

        package init(id: String, family: WidgetFamily, state: WidgetState, isReloading: Bool = false, size: Size? = nil, group: String = "")
        {
            self.id = id
            self.family = family
            self.state = state
            self.isReloading = isReloading
            self.size = size
            self.group = group
        }

        /// The size it is drawn at.
        package var drawnSize: Size { size ?? family.size }

        /// The size it is drawn at on a page `width` columns wide: no wider than the page less
        /// a focus ring's column each side, so a narrow screen gets the widget laid out for the
        /// room there is (a comparison dropped, a value shortened) instead of cut at its edge.
        func drawnSize(onPageOf width: Int) -> Size {
            let size = drawnSize
            return Size(width: max(1, min(size.width, width - 2)), height: size.height)
        }
    }

    /// Which widget of a stack shows, of how many: a column of dots at the stack's right,
    /// `●` for the one shown (`○○●○` read downwards is the third of four).
    package struct StackDots: Hashable, Sendable {
        package var shown: Int
        package var count: Int

        package init(shown: Int, count: Int) {
            self.shown = shown
            self.count = count
        }
    }

    package var page: DashboardPage
    /// The widgets of the page (for the gallery: the focused widget's, in each family).
    package var tiles: [Tile]
    package var focus: Int?
    /// Rows the page is scrolled by.
    package var scroll: Int
    package var status: String
    package var showsHelp: Bool
    /// The state the gallery shows, and the theme's name, for its caption.
    package var galleryCaption: String
    package var context: RenderContext

    package init(
        page: DashboardPage, tiles: [Tile], focus: Int?, scroll: Int = 0, status: String, showsHelp: Bool = false,
        galleryCaption: String = "", context: RenderContext
    ) {
        self.page = page
        self.tiles = tiles
        self.focus = focus
        self.scroll = scroll
        self.status = status
        self.showsHelp = showsHelp
        self.galleryCaption = galleryCaption
        self.context = context
    }

    /// The smallest screen the dashboard draws on; below it, a message says so.
    package static let minimumSize = Size(width: 20, height: 6)

    /// What was drawn where: the screen, and each tile's rectangle on it (for mouse clicks).
    package struct Frame: Sendable {
        package var buffer: Buffer
        package var tileRects: [Rect?]
        /// The rows the page's content needs (for scrolling).
        package var contentHeight: Int
    }

    /// Where the page sits on a screen of `size`: between the tab bar and the status line.
    package static func body(of size: Size) -> Rect {
        Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 2))
    }

    /// Where each tile goes in the page's content (before scrolling), and how many rows the
    /// content needs, on a page `width` columns wide.
    package func layout(width: Int) -> (rects: [Rect?], contentHeight: Int) {
        switch page {
        case .home:
            let rects = Springboard.layout(tiles.map { ($0.family, $0.drawnSize(onPageOf: width)) }, width: width)
            return (rects, (rects.map(\.bottom).max() ?? 0) + 1)
        case .lock:
            return lockLayout(width: width)
        case .gallery:
            return (tiles.map { _ in nil }, galleryBuffer(width: width).area.height + 2)
        }
    }

    /// Draws the screen at `size`.
    package func render(size: Size) -> Frame {
        // The lock screen is vibrant throughout (no background, as its widgets and clock are),
        // not patches of the terminal's own background on the widgets' colour.
        var buffer = Buffer(size: size, fill: .blank(Style(.primary, background: page == .lock ? nil : .background)))
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            let message = "terminal too small: need at least \(Self.minimumSize.width)×\(Self.minimumSize.height)"
            for (i, line) in TerminalText.wrap(message, width: size.width).prefix(size.height).enumerated() {
                buffer.drawText(line, in: buffer.area.row(i), style: Style(.stale, attributes: .bold))
            }
            return Frame(buffer: buffer, tileRects: tiles.map { _ in nil }, contentHeight: 0)
        }
        drawTabs(in: buffer.area.row(0), into: &buffer)
        let body = Self.body(of: size)
        let (layout, contentHeight) = self.layout(width: body.width)
        // Content coordinates to the screen: below the tab bar, moved up by the scroll.
        let rects = layout.map { rect -> Rect? in
            guard let rect else { return nil }
            let placed = rect.offsetBy(dx: body.x, dy: body.y - scroll)
            return placed.intersection(body).isEmpty ? nil : placed
        }
        switch page {
        case .home, .lock:
            for (tile, rect) in zip(tiles, rects) {
                guard let rect else { continue }
                var drawn = renderTile(tile, size: rect.size, mode: page == .lock ? .vibrant : nil)
                var origin = rect.origin
                if page == .lock, rect.height == 1 {
                    // The inline accessory's line, centred over the clock as on a lock screen.
                    drawn = drawn.cropped(to: Rect(x: 0, y: 0, width: max(1, drawn.usedWidth), height: 1))
                    origin.x += (rect.width - drawn.area.width) / 2
                }
                buffer.merge(drawn.moved(to: origin), clippedTo: body)
            }
            if page == .lock { drawClock(in: body, into: &buffer) }
        case .gallery:
            buffer.drawText(
                galleryCaption, in: Rect(x: body.x, y: body.y - scroll, width: body.width, height: 1).intersection(body),
                style: Style(.secondary))
            let composed = galleryBuffer(width: body.width)
            buffer.merge(composed.moved(to: Point(x: body.x, y: body.y + 2 - scroll)), clippedTo: body)
        }
        if let focus, focus < rects.count, let rect = rects[focus] {
            drawFocusRing(around: rect, clip: body, into: &buffer)
        }
        // A stack's dots beside its right side, as the Home Screen shows them while it turns:
        // outside the focus ring where the gap allows (the ring stays whole), else on its edge.
        for (tile, rect) in zip(tiles, rects) {
            guard let dots = tile.stack, let rect, dots.count > 1 else { continue }
            let shown = min(dots.count, rect.height)
            let top = rect.y + (rect.height - shown) / 2
            let outside = Rect(x: rect.right + 1, y: top, width: 1, height: shown)
            let x = outside.right <= body.right && buffer.isBlank(outside) ? outside.x : rect.right
            for i in 0..<shown {
                let cell = Rect(x: x, y: top + i, width: 1, height: 1)
                guard !cell.intersection(body).isEmpty else { continue }
                buffer.drawText(
                    i == dots.shown ? "●" : "○", in: cell,
                    style: Style(i == dots.shown ? .focus : .secondary, attributes: i == dots.shown ? .bold : []))
            }
        }
        // The scroll hints go where the content is blank; where a widget is (its value, its
        // ring), to the status line's end instead: a hint never covers what it points past.
        var statusHints: [String] = []
        for (hint, row, shown) in [
            ("↑ more", body.row(0), scroll > 0), ("↓ more", body.row(body.height - 1), contentHeight - scroll > body.height),
        ]
        where shown {
            let width = TerminalText.width(hint)
            let spot = Rect(x: row.right - width, y: row.y, width: width, height: 1)
            if buffer.isBlank(spot) {
                buffer.drawText(hint, in: spot, style: Style(.secondary, attributes: .bold))
            } else {
                statusHints.append(hint)
            }
        }
        let statusRow = buffer.area.row(size.height - 1)
        buffer.fill(statusRow, with: .blank(Style(.background, background: .secondary)))
        let hints = statusHints.isEmpty ? "" : statusHints.joined(separator: " ") + " "
        let hintsWidth = TerminalText.width(hints)
        buffer.drawText(
            " " + status, in: Rect(x: statusRow.x, y: statusRow.y, width: max(0, statusRow.width - hintsWidth), height: 1),
            style: Style(.background, background: .secondary))
        if !hints.isEmpty {
            buffer.drawText(
                hints, in: statusRow, alignment: .trailing, style: Style(.background, background: .secondary, attributes: .bold))
        }
        if showsHelp { drawHelp(in: body, into: &buffer) }
        return Frame(buffer: buffer, tileRects: rects, contentHeight: contentHeight)
    }

    /// The tab bar: the name, the pages' tabs and the keys' hint, or on a narrow screen the
    /// most of them that fits whole — the hint goes first, then the other pages' tabs, then the
    /// name; the current page's tab always shows.
    private func drawTabs(in row: Rect, into buffer: inout Buffer) {
        let title: (String, Style) = (" widgetdeck ", Style(.accent, attributes: .bold))
        var tabs: [(String, Style)] = [], current: [(String, Style)] = []
        for p in DashboardPage.allCases {
            let label = " \(p.number) \(p.title) "
            let span = p == page ? ("[\(label)]", Style(.primary, attributes: [.bold, .reverse])) : (" \(label) ", Style(.secondary))
            tabs.append(span)
            if p == page { current = [span] }
        }
        let forms: [(left: [(String, Style)], hint: String)] = [
            ([title] + tabs, "? help · q quit "), ([title] + tabs, "? help "), ([title] + tabs, ""), ([title] + current, ""), (current, ""),
        ]
        let form =
            forms.first { WidgetView.width($0.left) + ($0.hint.isEmpty ? 0 : 1 + TerminalText.width($0.hint)) <= row.width }
            ?? forms[forms.count - 1]
        // One background for the whole bar, on every page (the lock screen's is the terminal's).
        buffer.fill(row, with: .blank(Style(.primary)))
        buffer.drawSpans(form.left, in: row)
        if !form.hint.isEmpty { buffer.drawText(form.hint, in: row, alignment: .trailing, style: Style(.secondary)) }
    }

    private func renderTile(_ tile: Tile, size: Size? = nil, mode: RenderingMode? = nil) -> Buffer {
        var context = self.context
        if let mode { context.renderingMode = mode }
        var buffer = tile.family.render(tile.state, context: context, size: size.flatMap { $0 == tile.family.size ? nil : $0 } ?? tile.size)
        if tile.isReloading, !tile.family.isAccessory, buffer.area.width >= 12 {
            // Say so without hiding the data: a marker in the frame's top-right corner.
            buffer.drawText(" ↻ ", in: Rect(x: buffer.area.right - 5, y: 0, width: 3, height: 1), style: Style(.accent, attributes: .bold))
        }
        return buffer
    }

    /// The lock screen as Apple lays it out: the date, the inline accessory above the clock,
    /// the big clock, then the boxed accessories (circular, rectangular) side by side below it,
    /// centred.
    private func lockLayout(width: Int) -> (rects: [Rect?], contentHeight: Int) {
        var rects = [Rect?](repeating: nil, count: tiles.count)
        let boxes = tiles.indices.filter { tiles[$0].drawnSize.height > 1 }
        let lines = tiles.indices.filter { tiles[$0].drawnSize.height == 1 }
        var y = Self.lockDateRow + 1
        for i in lines {
            let size = tiles[i].drawnSize(onPageOf: width + 2)
            rects[i] = Rect(x: max(0, (width - size.width) / 2), y: y, width: size.width, height: size.height)
            y += size.height
        }
        y = lockClockTop + Self.lockClockRows + 1
        // The boxes side by side, centred; on a screen too narrow for them all, in rows.
        var rows: [[Int]] = []
        var used = 0
        for i in boxes {
            let width_ = tiles[i].drawnSize(onPageOf: width + 2).width
            if rows.isEmpty || used + 3 + width_ > width {
                rows.append([i])
                used = width_
            } else {
                rows[rows.count - 1].append(i)
                used += 3 + width_
            }
        }
        for row in rows {
            let sizes = row.map { tiles[$0].drawnSize(onPageOf: width + 2) }
            let rowWidth = sizes.map(\.width).reduce(0, +) + max(0, row.count - 1) * 3
            var x = max(0, (width - rowWidth) / 2)
            for (i, size) in zip(row, sizes) {
                rects[i] = Rect(x: x, y: y, width: size.width, height: size.height)
                x += size.width + 3
            }
            y += (sizes.map(\.height).max() ?? 0) + 1
        }
        return (rects, y)
    }

    /// The lock screen's date row, from the top of the page.
    static let lockDateRow = 1
    /// Rows the lock screen's clock takes.
    static let lockClockRows = 5

    /// The clock's first row: below the date and the inline accessories, and a blank row.
    private var lockClockTop: Int {
        Self.lockDateRow + 1 + tiles.filter { $0.drawnSize.height == 1 }.map(\.drawnSize.height).reduce(0, +) + 1
    }

    /// The date and the big clock (scrolled with the page).
    private func drawClock(in body: Rect, into buffer: inout Buffer) {
        let wall = context.timeZone.wallTime(context.now)
        let minutes = wall.minute < 10 ? "0\(wall.minute)" : "\(wall.minute)"
        let hour = context.locale.uses12HourClock ? (wall.hour % 12 == 0 ? 12 : wall.hour % 12) : wall.hour
        let days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let date = Rect(x: body.x, y: body.y + Self.lockDateRow - scroll, width: body.width, height: 1).intersection(body)
        if !date.isEmpty {
            buffer.drawText(
                "\(days[wall.weekday]), \(Timestamp.dayLabel(wall, locale: context.locale))", in: date, alignment: .center,
                style: Style(.secondary, background: nil))
        }
        var y = body.y + lockClockTop - scroll
        for line in BigClock.rows("\(hour):\(minutes)") {
            let row = Rect(x: body.x, y: y, width: body.width, height: 1).intersection(body)
            if !row.isEmpty {
                buffer.drawText(line, in: row, alignment: .center, style: Style(.primary, background: nil, attributes: .bold))
            }
            y += 1
        }
    }

    /// The gallery's tiles composed side by side, labelled, wrapped to `width` — band under
    /// band, a heading each, when they come in groups (the states of the matrix).
    private func galleryBuffer(width: Int) -> Buffer {
        let bands = galleryBands
        let composed = bands.map { band in
            (
                heading: band.heading,
                buffer: Gallery.compose(
                    band.tiles.map { tile in
                        // As wide as the page at most: a narrow screen shows the family laid out for it.
                        let buffer = renderTile(tile, size: tile.drawnSize(onPageOf: width + 2))
                        return (label: Gallery.label(for: tile.family, size: buffer.area.size), buffer: buffer)
                    }, width: width)
            )
        }
        if composed.count == 1 && composed[0].heading.isEmpty { return composed[0].buffer }
        return Gallery.stack(composed, width: width)
    }

    /// The gallery's tiles in their groups, in order.
    private var galleryBands: [(heading: String, tiles: [Tile])] {
        var bands: [(heading: String, tiles: [Tile])] = []
        for tile in tiles {
            if bands.last?.heading == tile.group { bands[bands.count - 1].tiles.append(tile) } else { bands.append((tile.group, [tile])) }
        }
        return bands
    }

    /// The rows of the page's content where each of the gallery's bands begins (its heading).
    package func galleryBandOffsets(width: Int) -> [Int] {
        var offsets: [Int] = []
        var y = 2  // below the caption and a blank row
        for band in galleryBands {
            offsets.append(y)
            let composed = Gallery.compose(
                band.tiles.map { (label: "", buffer: Buffer(size: $0.drawnSize(onPageOf: width + 2))) }, width: width)
            y += composed.area.height + 2
        }
        return offsets
    }

    /// A double-lined ring one cell outside the widget: focus shows by shape, not colour
    /// alone — and by a line no widget draws (the circular gauge's value segments are heavy).
    private func drawFocusRing(around rect: Rect, clip: Rect, into buffer: inout Buffer) {
        let ring = Rect(x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: rect.height + 2)
        let style = Style(.focus, attributes: .bold)
        func put(_ x: Int, _ y: Int, _ symbol: String) {
            guard clip.contains(Point(x: x, y: y)) else { return }
            buffer.drawText(symbol, in: Rect(x: x, y: y, width: 1, height: 1), style: style)
        }
        for x in ring.x + 1..<ring.right - 1 {
            put(x, ring.y, "═")
            put(x, ring.bottom - 1, "═")
        }
        for y in ring.y + 1..<ring.bottom - 1 {
            put(ring.x, y, "║")
            put(ring.right - 1, y, "║")
        }
        put(ring.x, ring.y, "╔")
        put(ring.right - 1, ring.y, "╗")
        put(ring.x, ring.bottom - 1, "╚")
        put(ring.right - 1, ring.bottom - 1, "╝")
    }

    /// Every key, in a box over the page.
    package static let helpLines: [(String, String)] = [
        ("Tab / Shift-Tab", "next / previous widget or control"),
        ("arrows", "the nearest widget that way"),
        ("Enter or Space", "press the selected button or toggle"),
        ("Escape", "close this help"),
        ("r", "reload the focused widget's kind"),
        ("R", "reload every widget"),
        ("]  [", "turn the focused stack: next / previous"),
        ("1  2  3", "home, lock screen, gallery"),
        ("s", "gallery: next state"),
        ("t", "next theme"),
        ("u", "lock screen: show or hide private values"),
        ("PgUp / PgDn, wheel", "scroll the page"),
        ("mouse click", "focus a widget, press a control"),
        ("?", "this help"),
        ("q or Ctrl-C", "quit"),
        ("Ctrl-Z", "stop; fg brings the dashboard back"),
    ]

    private func drawHelp(in body: Rect, into buffer: inout Buffer) {
        let width = min(body.width, 68)
        let height = min(body.height, Self.helpLines.count + 2)
        let box = Rect(x: body.x + (body.width - width) / 2, y: body.y + (body.height - height) / 2, width: width, height: height)
        buffer.fill(box, with: .blank(Style(.primary)))
        buffer.drawBox(box, title: "Keys", style: Style(.focus, attributes: .bold))
        for (i, (keys, meaning)) in Self.helpLines.prefix(height - 2).enumerated() {
            let row = Rect(x: box.x + 2, y: box.y + 1 + i, width: box.width - 4, height: 1)
            buffer.drawText(keys, in: row, style: Style(.accent, attributes: .bold))
            buffer.drawText(meaning, in: Rect(x: row.x + 24, y: row.y, width: max(0, row.width - 24), height: 1), style: Style(.primary))
        }
    }
}
