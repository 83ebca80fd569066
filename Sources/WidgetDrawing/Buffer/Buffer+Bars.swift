import WidgetFormats

/// Block characters that fill a cell from the left in eighths: index n covers n/8 of the cell.
let horizontalEighths: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
/// Block characters that fill a cell from the bottom in eighths: index n covers n/8.
let verticalEighths: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

extension Buffer {
    /// Draws a horizontal bar filling `fraction` (clamped to 0…1) of the first row of `rect`
    /// with eighth-block precision; the rest of the row is drawn as a track in `trackStyle`
    /// when one is given.
    ///
    /// ```swift
    /// buffer.drawBar(fraction: 0.55, in: Rect(x: 0, y: 0, width: 10, height: 1))  // "█████▌    "
    /// ```
    public mutating func drawBar(fraction: Double, in rect: Rect, style: Style = Style(.chart), trackStyle: Style? = nil) {
        let line = rect.row(0).intersection(area)
        guard !line.isEmpty, rect.height > 0 else { return }
        let f = fraction.isFinite ? min(1, max(0, fraction)) : 0
        let eighths = Int((f * Double(line.width * 8)).rounded())
        for column in 0..<line.width {
            let filled = min(8, max(0, eighths - column * 8))
            if filled > 0 {
                put(horizontalEighths[filled], width: 1, x: line.x + column, y: line.y, style: style, clip: line)
            } else if let trackStyle {
                put("░", width: 1, x: line.x + column, y: line.y, style: trackStyle, clip: line)
            }
        }
    }

    /// Draws a gauge: a bar of `fraction` with a track, followed by a label (for example
    /// `"62%"`) right-aligned in the same row.
    public mutating func drawGauge(
        fraction: Double, label: String, in rect: Rect, style: Style = Style(.chart), trackStyle: Style = Style(.chartMuted),
        labelStyle: Style = .plain
    ) {
        let labelWidth = min(TerminalText.width(label), rect.width)
        let parts = rect.row(0).split(.columns([.fill, .fixed(labelWidth)]), spacing: labelWidth > 0 ? 1 : 0)
        drawBar(fraction: fraction, in: parts[0], style: style, trackStyle: trackStyle)
        drawText(label, in: parts[1], alignment: .trailing, style: labelStyle)
    }
}
