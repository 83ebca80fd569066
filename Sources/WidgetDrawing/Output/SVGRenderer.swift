import WidgetFormats

/// Turns a ``Buffer`` into an SVG picture: a monospace grid in the theme's colours whose text is
/// real `<text>` (selectable and searchable), sized from the buffer. This is what
/// `screenshots/` and the README show.
///
/// ```swift
/// var buffer = Buffer(size: Size(width: 16, height: 2))
/// buffer.drawText("Sales", in: buffer.area.row(0), style: Style(.secondary))
/// let svg = SVGRenderer(theme: .light, cellWidth: 9, cellHeight: 18).render(buffer)
/// try svg.write(toFile: "widget.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    public var theme: Theme
    /// The width of one cell in pixels.
    public var cellWidth: Double
    /// The height of one cell in pixels (the font is sized from it).
    public var cellHeight: Double
    /// Padding around the grid, in pixels, painted in the background colour.
    public var padding: Double

    /// Creates a renderer. The default cell is 8.5×17 px: the same 1:2 proportion as the cell
    /// size the widget families are derived with (see `docs/families.md`).
    public init(theme: Theme, cellWidth: Double = 8.5, cellHeight: Double = 17, padding: Double = 8) {
        self.theme = theme
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.padding = padding
    }

    /// The font's size in pixels: DejaVu Sans Mono's glyphs (1233/2048 em wide) exactly as wide
    /// as a cell, so lines and blocks of glyphs join without seams; at most 0.9 of the cell's
    /// height.
    var fontSize: Double {
        min(cellWidth * 2048 / 1233, cellHeight * 0.9)
    }

    /// The SVG document.
    ///
    /// - Complexity: O(cells).
    public func render(_ buffer: Buffer) -> String {
        Self.render(sections: [(buffer: buffer, renderer: self)])
    }

    /// One SVG document holding `sections` top to bottom, each drawn by its own renderer (its
    /// theme, on its own background): the gallery's matrix, one section per theme, in one file
    /// a designer can open.
    ///
    /// - Complexity: O(cells).
    public static func render(sections: [(buffer: Buffer, renderer: SVGRenderer)]) -> String {
        let heights = sections.map { Double($0.buffer.area.height) * $0.renderer.cellHeight + 2 * $0.renderer.padding }
        let width = sections.map { Double($0.buffer.area.width) * $0.renderer.cellWidth + 2 * $0.renderer.padding }.max() ?? 0
        let height = heights.reduce(0, +)
        let first = sections.first?.renderer ?? SVGRenderer(theme: .dark)
        var svg = ""
        svg +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(first.number(width))\" height=\"\(first.number(height))\" viewBox=\"0 0 \(first.number(width)) \(first.number(height))\">\n"
        var top = 0.0
        var embedded = EmbeddedPictures()
        for (section, sectionHeight) in zip(sections, heights) {
            let renderer = section.renderer
            let extent =
                sections.count == 1
                ? "height=\"100%\"" : "y=\"\(renderer.number(top))\" width=\"100%\" height=\"\(renderer.number(sectionHeight))\""
            svg += "<rect \(sections.count == 1 ? "width=\"100%\" " : "")\(extent) fill=\"\(renderer.theme[.background].rgb.hex)\"/>\n"
            svg +=
                "<g font-family=\"'DejaVu Sans Mono', 'Menlo', 'Consolas', monospace\" font-size=\"\(renderer.number(renderer.fontSize))\" xml:space=\"preserve\">\n"
            renderer.drawRows(section.buffer, top: top, into: &svg)
            renderer.drawPictures(section.buffer, top: top, embedded: &embedded, into: &svg)
            svg += "</g>\n"
            top += sectionHeight
        }
        svg += "</svg>\n"
        return svg
    }

    /// Embeds each picture's own pixels (a PNG) over the half blocks that stand for it, at its
    /// exact extent; a filled picture's overflow cut to its cells. A picture shown before in the
    /// document (the same photograph in every entry of a timeline) is embedded once and used
    /// again, moved and scaled to its place.
    private func drawPictures(_ buffer: Buffer, top: Double, embedded: inout EmbeddedPictures, into svg: inout String) {
        for picture in buffer.pictures where !picture.png.isEmpty {
            let x = padding + (picture.x - Double(buffer.area.x)) * cellWidth
            let y = top + padding + (picture.y - Double(buffer.area.y)) * cellHeight
            let (width, height) = (picture.width * cellWidth, picture.height * cellHeight)
            var clip: (x: Double, y: Double)?
            if !picture.isWhole {
                let clipX = padding + Double(picture.clip.x - buffer.area.x) * cellWidth
                let clipY = top + padding + Double(picture.clip.y - buffer.area.y) * cellHeight
                svg +=
                    "<svg x=\"\(number(clipX))\" y=\"\(number(clipY))\" width=\"\(number(Double(picture.clip.width) * cellWidth))\" height=\"\(number(Double(picture.clip.height) * cellHeight))\">"
                clip = (clipX, clipY)
            }
            let place = (x: x - (clip?.x ?? 0), y: y - (clip?.y ?? 0), width: width, height: height)
            if let first = embedded.placed[picture.png], first.width > 0, first.height > 0 {
                let (sx, sy) = (place.width / first.width, place.height / first.height)
                svg +=
                    "<use href=\"#\(first.id)\" transform=\"translate(\(number(place.x - first.x * sx)) \(number(place.y - first.y * sy))) scale(\(number(sx)) \(number(sy)))\"/>"
            } else {
                let id = "picture-\(embedded.placed.count + 1)"
                embedded.placed[picture.png] = (id, place.x, place.y, place.width, place.height)
                svg +=
                    "<image id=\"\(id)\" x=\"\(number(place.x))\" y=\"\(number(place.y))\" width=\"\(number(width))\" height=\"\(number(height))\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(Base64.encode(picture.png))\"/>"
            }
            svg += clip == nil ? "\n" : "</svg>\n"
        }
    }

    /// The pictures a document has embedded, by their PNG: where the first was placed.
    struct EmbeddedPictures {
        var placed: [[UInt8]: (id: String, x: Double, y: Double, width: Double, height: Double)] = [:]
    }

    /// Appends the buffer's rows, the first `top` pixels down.
    private func drawRows(_ buffer: Buffer, top: Double, into svg: inout String) {
        let rows = buffer.area.height
        let columns = buffer.area.width
        for row in 0..<rows {
            let y = top + padding + Double(row) * cellHeight
            // Backgrounds that differ from the page, as runs of rectangles.
            var column = 0
            while column < columns {
                let cell = buffer.cells[row * columns + column]
                let background = cell.backdrop ?? colors(for: cell.style).background
                var end = column + 1
                while end < columns,
                    buffer.cells[row * columns + end].backdrop ?? colors(for: buffer.cells[row * columns + end].style).background
                        == background
                {
                    end += 1
                }
                if background != theme[.background].rgb {
                    svg +=
                        "<rect x=\"\(number(padding + Double(column) * cellWidth))\" y=\"\(number(y))\" width=\"\(number(Double(end - column) * cellWidth))\" height=\"\(number(cellHeight))\" fill=\"\(background.hex)\"/>\n"
                }
                column = end
            }
            // A picture's pixels, two squares a cell in their own colours.
            for column in 0..<columns {
                guard let pixels = buffer.cells[row * columns + column].pixels else { continue }
                let x = number(padding + Double(column) * cellWidth)
                svg +=
                    "<rect x=\"\(x)\" y=\"\(number(y))\" width=\"\(number(cellWidth))\" height=\"\(number(cellHeight / 2))\" fill=\"\(pixels.top.hex)\"/>\n"
                svg +=
                    "<rect x=\"\(x)\" y=\"\(number(y + cellHeight / 2))\" width=\"\(number(cellWidth))\" height=\"\(number(cellHeight / 2))\" fill=\"\(pixels.bottom.hex)\"/>\n"
            }
            // Block elements (bars, sparklines, column charts) as exact rectangles: a font's
            // blocks rarely fill a cell, and rectangles leave no seams between rows.
            for column in 0..<columns {
                let cell = buffer.cells[row * columns + column]
                guard cell.pixels == nil, let block = Self.blockFraction(cell) else { continue }
                let x = padding + Double(column) * cellWidth
                let c = colors(for: cell.style).foreground
                let (width, height) = (cellWidth * block.width, cellHeight * block.height)
                svg +=
                    "<rect x=\"\(number(x))\" y=\"\(number(y + cellHeight - height))\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"\(c.hex)\"/>\n"
            }
            // Text, as runs of one style, each glyph placed at its own cell's x: no renderer
            // has to stretch a run to the grid (rsvg-convert ignores `textLength`), and a glyph
            // narrower or wider than its cell never moves the ones after it. Blanks between
            // glyphs stay in the text as spaces, so it reads, searches and copies as the row.
            var spans = ""
            var openStyle: Style?
            var openFill: RGB?
            var pendingSpaces = 0
            let lastGlyph = (0..<columns).last { Self.drawsGlyph(buffer.cells[row * columns + $0]) }
            for column in 0..<(lastGlyph.map { $0 + 1 } ?? 0) {
                let cell = buffer.cells[row * columns + column]
                if cell.width == 0 { continue }
                guard Self.drawsGlyph(cell) else {
                    if openStyle != nil || !spans.isEmpty { pendingSpaces += 1 }
                    continue
                }
                // Over a gradient or a picture, text keeps its contrast with the colour behind it.
                let foreground = colors(for: cell.style).foreground
                let fill = cell.backdrop.map { Contrast.readable(foreground, on: $0) } ?? foreground
                if cell.style != openStyle || fill != openFill {
                    if openStyle != nil { spans += "</tspan>" }
                    spans += String(repeating: " ", count: pendingSpaces)
                    pendingSpaces = 0
                    var attributes = "fill=\"\(fill.hex)\""
                    if cell.style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
                    if cell.style.attributes.contains(.italic) { attributes += " font-style=\"italic\"" }
                    if cell.style.attributes.contains(.underline) { attributes += " text-decoration=\"underline\"" }
                    if cell.style.attributes.contains(.dim) { attributes += " fill-opacity=\"0.6\"" }
                    spans += "<tspan \(attributes)>"
                    openStyle = cell.style
                    openFill = fill
                }
                spans += String(repeating: " ", count: pendingSpaces)
                pendingSpaces = 0
                spans += "<tspan x=\"\(number(padding + Double(column) * cellWidth))\">\(escapeXML(cell.symbol))</tspan>"
            }
            if openStyle != nil { spans += "</tspan>" }
            if !spans.isEmpty {
                svg += "<text y=\"\(number(y + cellHeight * 0.78))\">\(spans)</text>\n"
            }
        }
    }

    /// Whether `cell` is drawn as a glyph of text: not a wide cluster's second half, not a block
    /// element (a rectangle), and not a blank unless it is underlined (the line shows).
    static func drawsGlyph(_ cell: Cell) -> Bool {
        cell.width != 0 && cell.pixels == nil && blockFraction(cell) == nil
            && (!cell.isSpace || cell.style.attributes.contains(.underline))
    }

    /// The share of the cell a block element covers (from the bottom left), or `nil` for any
    /// other symbol.
    static func blockFraction(_ cell: Cell) -> (width: Double, height: Double)? {
        guard cell.width == 1, cell.high >> 56 == 3, cell.low & 0xFFFF == 0x96E2 else { return nil }  // U+2580–U+25BF
        switch (cell.low >> 16) & 0xFF {
        case 0x81...0x88: return (1, Double((cell.low >> 16) & 0xFF - 0x80) / 8)  // ▁ … █
        case 0x89...0x8F: return (Double(0x90 - (cell.low >> 16) & 0xFF) / 8, 1)  // ▉ … ▏
        default: return nil
        }
    }

    private func colors(for style: Style) -> (foreground: RGB, background: RGB) {
        let fg = theme[style.foreground].rgb
        let bg = theme[style.background ?? .background].rgb
        return style.attributes.contains(.reverse) ? (bg, fg) : (fg, bg)
    }

    fileprivate func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    private func escapeXML(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
