/// One configuration in every family side by side, each under a label with its name and size,
/// wrapping into bands to a given width: what a designer checks a layout with.
public enum Gallery {
    /// Renders `tiles` (a label and a widget buffer each) left to right with two columns
    /// between them, starting a new band when the next would pass `width`.
    ///
    /// - Complexity: O(total cells).
    public static func compose(_ tiles: [(label: String, buffer: Buffer)], width: Int, spacing: Int = 2) -> Buffer {
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
}
