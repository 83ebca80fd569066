import WidgetFormats
import WidgetDrawing

/// One configuration in every family side by side, each under a label with its name and size,
/// wrapping into bands to a given width: what a designer checks a layout with. Bands stack
/// under headings into a matrix (families × states, one page per theme and mode).
package enum Gallery {
    /// A tile's label: the family's name and size (`small 20×10`), or only its short name
    /// (`circular`) where that would not fit over the tile — never a name cut short.
    package static func label(for family: WidgetFamily, size: Size) -> String {
        let full = "\(family.shortName) \(size.width)×\(size.height)"
        return TerminalText.width(full) <= size.width ? full : family.shortName
    }

    /// Renders `tiles` (a label and a widget buffer each) left to right with two columns
    /// between them, starting a new band when the next would pass `width`.
    ///
    /// - Complexity: O(total cells).
    package static func compose(_ tiles: [(label: String, buffer: Buffer)], width: Int, spacing: Int = 2) -> Buffer {
        var placements: [(x: Int, y: Int, tile: Int)] = []
        var x = 0, y = 0, bandHeight = 0, totalWidth = 0
        for (index, tile) in tiles.enumerated() {
            let size = tile.buffer.area.size
            if x > 0 && x + size.width > width {
                y += bandHeight + 1
                x = 0
                bandHeight = 0
            }
            placements.append((x, y, index))
            totalWidth = max(totalWidth, x + size.width)
            x += size.width + spacing
            bandHeight = max(bandHeight, size.height + 1)
        }
        var page = Buffer(size: Size(width: totalWidth, height: y + bandHeight))
        for placement in placements {
            let tile = tiles[placement.tile]
            let area = Rect(x: placement.x, y: placement.y + 1, width: tile.buffer.area.width, height: tile.buffer.area.height)
            page.drawText(tile.label, in: Rect(x: placement.x, y: placement.y, width: area.width, height: 1), style: Style(.secondary))
            page.merge(tile.buffer.moved(to: area.origin))
        }
        return page
    }

    /// Stacks `parts` top to bottom, each under its heading (bold, on a row of its own) and a
    /// blank row after it: the rows of the matrix (`state: stale`, then its families).
    ///
    /// - Complexity: O(total cells).
    package static func stack(_ parts: [(heading: String, buffer: Buffer)], width: Int) -> Buffer {
        let height = parts.reduce(0) { $0 + 1 + $1.buffer.area.height + 1 }
        let contentWidth = max(width, parts.map(\.buffer.area.width).max() ?? 0)
        var page = Buffer(size: Size(width: contentWidth, height: max(0, height - 1)))
        var y = 0
        for part in parts {
            page.drawText(part.heading, in: Rect(x: 0, y: y, width: contentWidth, height: 1), style: Style(.primary, attributes: .bold))
            page.merge(part.buffer.moved(to: Point(x: 0, y: y + 1)))
            y += part.buffer.area.height + 2
        }
        return page
    }
}
