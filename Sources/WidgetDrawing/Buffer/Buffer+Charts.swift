import WidgetFormats

/// Where a value falls between `low` and `high`, in `steps` steps from 0 — whatever the values:
/// halves are subtracted, so `high - low` cannot overflow for any finite numbers (±1.7e308 came
/// from a snapshot once and trapped), and anything not finite lands on 0 rather than reaching
/// an `Int` conversion.
package func chartLevel(_ value: Double, low: Double, high: Double, steps: Int) -> Int {
    let span = high / 2 - low / 2
    guard steps > 0, value.isFinite, span.isFinite, span > 0 else { return 0 }
    let fraction = (value / 2 - low / 2) / span * Double(steps)
    guard fraction.isFinite else { return 0 }
    return Int(min(Double(steps), max(0, fraction.rounded())))
}

extension Buffer {
    /// Draws a sparkline (`▁▂▃▄▅▆▇█`) of `values` across `rect`: the series is downsampled to
    /// the rectangle's width (each column shows its bucket's maximum, so a spike survives) and
    /// drawn to scale from zero, like the column chart beside it — 100 → 103 is two nearly
    /// full columns, not `▁` → `█` (a negative series runs from its lowest value to zero); a
    /// rectangle taller than one row stacks the blocks for more vertical precision. A bucket
    /// with a value, zero included, keeps at least the baseline mark (`▁`); a gap (NaN, not
    /// yet or not known) leaves its column empty.
    ///
    /// A flat series is followed by `flatLabel` where it fits (`██████ $50`) so its level is
    /// read, not guessed. The bucket under way (`open`, an index of `values`) is drawn in shade
    /// (`░`, in `.chartMuted`) in a column of its own: a partial hour or day never reads as a
    /// collapse, and is marked even where finished hours share columns.
    ///
    /// - Complexity: O(n) in the series length.
    public mutating func drawSparkline(
        _ values: [Double], in rect: Rect, style: Style = Style(.chart), open: Int? = nil, flatLabel: String? = nil
    ) {
        let clip = rect.intersection(area)
        guard !clip.isEmpty else { return }
        var plot = rect
        var (columns, openColumns) = Downsample.fit(values, columns: rect.width, open: open)
        guard let bounds = Downsample.bounds(of: columns) else { return }
        let flat = bounds.max == bounds.min
        if flat, bounds.max != 0, let flatLabel {
            // After the line where the series leaves room (a day still under way), else in
            // place of its last columns.
            let label = TerminalText.sanitized(flatLabel)
            let width = TerminalText.width(label)
            let used = columns.lastIndex { $0 != nil }.map { $0 + 1 } ?? 0
            if width + 1 <= rect.width - used || width + 4 <= rect.width {
                drawText(label, in: Rect(x: rect.right - width, y: rect.bottom - 1, width: width, height: 1), style: Style(.secondary))
                if width + 1 > rect.width - used {
                    plot.width = rect.width - width - 1
                    (columns, openColumns) = Downsample.fit(values, columns: plot.width, open: open)
                }
            }
        }
        // Zero is the baseline: the scale runs from zero (or the lowest value, when negative)
        // to the highest value (or zero).
        let low = Swift.min(0, bounds.min), high = Swift.max(0, bounds.max)
        let levels = rect.height * 8
        let heights = columns.map { column -> Int? in
            guard let column else { return nil }
            if high == low { return 1 }
            // The baseline's eighth is every value's, zero included: a bucket that has a value
            // never vanishes into a gap.
            return 1 + chartLevel(column.max, low: low, high: high, steps: levels - 1)
        }
        drawColumns(heights, in: plot, style: style, open: openColumns)
    }

    /// Draws a column (bar) chart of `values` in `rect` with a y axis labelled with the top and
    /// zero values and an x axis labelled with `xLabels` spread from the first column to the
    /// last. Columns are downsampled to the plot's width (maximum per column) and rise from
    /// zero (or from the lowest value when it is negative) with eighth-block precision; the
    /// bucket under way (`open`) is drawn in shade. The axis runs to a nice number at or past
    /// the highest value, so its label never understates.
    ///
    /// ```
    ///  12K┤      ▂█
    ///     │   ▅ ▃██▃
    ///    0┤▁▃▆█▇████▆
    ///      0h     23h
    /// ```
    ///
    /// - Parameters:
    ///   - yLabel: formats an axis value (for example `12K`).
    ///   - xLabels: labels under the plot; the first is left-aligned at the first column, the
    ///     last right-aligned at the last, the others centred at even spacing where they fit.
    public mutating func drawColumnChart(
        _ values: [Double],
        in rect: Rect,
        yLabel: (Double) -> String,
        xLabels: [String] = [],
        style: Style = Style(.chart),
        axisStyle: Style = Style(.secondary),
        open: Int? = nil
    ) {
        guard rect.height >= 2, rect.width >= 4 else {
            drawSparkline(values, in: rect, style: style, open: open)
            return
        }
        let finite = values.filter(\.isFinite)
        // The axis's ends are nice numbers past the data (`$1.3K` over a $1,248 peak): a label
        // never understates what is drawn under it.
        let top = ChartScale.ceiling(max(0, finite.max() ?? 0))
        let floor = -ChartScale.ceiling(-min(0, finite.min() ?? 0))
        let hasXAxis = !xLabels.isEmpty && rect.height >= 3
        let plotHeight = rect.height - (hasXAxis ? 1 : 0)
        let topLabel = TerminalText.sanitized(yLabel(top))
        let floorLabel = TerminalText.sanitized(yLabel(floor))
        let labelWidth = min(max(TerminalText.width(topLabel), TerminalText.width(floorLabel)), rect.width / 3)
        let axisX = rect.x + labelWidth
        let plot = Rect(x: axisX + 1, y: rect.y, width: rect.right - axisX - 1, height: plotHeight)
        for row in 0..<plotHeight {
            let y = rect.y + row
            let tick: Character = row == 0 || row == plotHeight - 1 ? "┤" : "│"
            put(tick, width: 1, x: axisX, y: y, style: axisStyle, clip: rect)
        }
        // A day without sales has one level, zero: labelled once, at the baseline (not `$0┤`
        // at the top and the bottom, as if two values were drawn).
        if top != floor || plotHeight == 1 {
            drawText(topLabel, in: Rect(x: rect.x, y: rect.y, width: labelWidth, height: 1), alignment: .trailing, style: axisStyle)
        }
        if plotHeight > 1 {
            drawText(
                floorLabel, in: Rect(x: rect.x, y: rect.y + plotHeight - 1, width: labelWidth, height: 1), alignment: .trailing,
                style: axisStyle)
        }
        let (columns, openColumns) = Downsample.fit(values, columns: plot.width, open: open)
        let levels = plotHeight * 8
        let heights = columns.map { column -> Int? in
            guard let column else { return nil }
            // All zeros: on the baseline, so "nothing" still reads as data, not as a gap.
            if top == floor { return 1 }
            // A bucket that has a value — zero, or too small for an eighth — keeps a baseline
            // mark (▁): only a missing one (not yet, or not known) is blank.
            let level = chartLevel(column.max, low: floor, high: top, steps: levels)
            return floor == 0 ? max(1, level) : level
        }
        drawColumns(heights, in: plot, style: style, open: openColumns)
        if hasXAxis {
            drawAxisLabels(xLabels, in: Rect(x: plot.x, y: rect.y + plotHeight, width: plot.width, height: 1), style: axisStyle)
        }
    }

    /// Spreads labels along a row: first left-aligned, last right-aligned, the rest centred at
    /// even spacing; a label that would touch its neighbour is left out.
    mutating func drawAxisLabels(_ labels: [String], in row: Rect, style: Style) {
        guard !labels.isEmpty, row.width > 0 else { return }
        var occupied: [Range<Int>] = []
        func place(_ label: String, at start: Int) {
            let text = TerminalText.truncated(label, toWidth: row.width)
            let width = TerminalText.width(text)
            let x = min(max(row.x, start), row.right - width)
            let range = x - 1..<x + width + 1
            guard !occupied.contains(where: { $0.overlaps(range) }) else { return }
            occupied.append(x..<x + width)
            drawText(text, in: Rect(x: x, y: row.y, width: width, height: 1), style: style)
        }
        place(labels[0], at: row.x)
        if labels.count > 1 {
            let last = labels[labels.count - 1]
            place(last, at: row.right - TerminalText.width(last))
        }
        if labels.count > 2 {
            for i in 1..<labels.count - 1 {
                let center = row.x + (row.width - 1) * i / (labels.count - 1)
                place(labels[i], at: center - TerminalText.width(labels[i]) / 2)
            }
        }
    }

    /// Draws vertical columns whose heights are given in eighths of a cell, bottom-aligned in
    /// `rect`; `nil` leaves a column empty. The columns showing the bucket under way (`open`)
    /// are drawn in shade, `░`, to the nearest whole cell (at least one) in `.chartMuted`: a
    /// different glyph in plain text too.
    mutating func drawColumns(_ heights: [Int?], in rect: Rect, style: Style, open: Range<Int>? = nil) {
        let blocks = verticalEighths.map { Cell(character: $0, width: 1, style: style) }
        let shade = Cell(character: "░", width: 1, style: Style(.chartMuted))
        let clip = rect.intersection(area)
        let openColumns = open ?? 0..<0
        for (offset, height) in heights.enumerated() {
            guard let height, offset < rect.width else { continue }
            let x = rect.x + offset
            if openColumns.contains(offset) {
                let cells = min(rect.height, max(1, (height + 4) / 8))
                for row in 0..<cells { put(cell: shade, x: x, y: rect.bottom - 1 - row, clip: clip) }
                continue
            }
            for row in 0..<rect.height {
                let filled = min(8, max(0, height - row * 8))
                if filled == 0 { break }
                put(cell: blocks[filled], x: x, y: rect.bottom - 1 - row, clip: clip)
            }
        }
    }

    /// Draws a line chart of `values` in braille (`⠀`…`⣿`): each cell holds 2×4 dots, so the
    /// series is downsampled to twice the width and four times the height. Each dot column
    /// spans its bucket's minimum to maximum (a spike survives) and joins the previous one, so
    /// the line is continuous. Scaled from the lowest to the highest value.
    ///
    /// - Complexity: O(n) in the series length plus O(width × height).
    public mutating func drawLineChart(_ values: [Double], in rect: Rect, style: Style = Style(.chart)) {
        let clip = rect.intersection(area)
        guard !clip.isEmpty else { return }
        let dotColumns = rect.width * 2
        let dotRows = rect.height * 4
        let columns = Downsample.fit(values, columns: dotColumns, interpolate: true)
        guard let bounds = Downsample.bounds(of: columns) else { return }
        func row(_ v: Double) -> Int {
            guard bounds.max > bounds.min else { return dotRows / 2 }
            return chartLevel(v, low: bounds.min, high: bounds.max, steps: dotRows - 1)
        }
        var bits = [UInt8](repeating: 0, count: rect.width * rect.height)
        let dotBit: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        var previous: (low: Int, high: Int)?
        for (c, column) in columns.enumerated() {
            guard let column else {
                previous = nil
                continue
            }
            var low = row(column.min)
            var high = row(column.max)
            if let p = previous {
                if p.low > high { high = p.low - 1 > low ? p.low - 1 : low }
                if p.high < low { low = p.high + 1 < high ? p.high + 1 : high }
            }
            previous = (row(column.min), row(column.max))
            for r in low...high {
                let fromTop = dotRows - 1 - r
                let cell = (fromTop / 4) * rect.width + c / 2
                bits[cell] |= dotBit[c % 2][fromTop % 4]
            }
        }
        for (i, b) in bits.enumerated() where b != 0 {
            let symbol = Character(Unicode.Scalar(0x2800 + UInt32(b))!)
            put(symbol, width: 1, x: rect.x + i % rect.width, y: rect.y + i / rect.width, style: style, clip: rect)
        }
    }
}

/// Where a chart's axis ends.
package enum ChartScale {
    /// The smallest number of two significant digits at or above `value` (1,248 → 1,300;
    /// 0.0315 → 0.032; 68 → 68): an axis label a person reads at a glance that never
    /// understates the data under it. Zero and negatives give 0; non-finite values give 0.
    package static func ceiling(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        var step = 1.0
        // A power of ten one digit below the leading one, found by multiplying (exact for the
        // powers a metric reaches) rather than by `pow`, which Foundation would bring.
        while value / step >= 100 { step *= 10 }
        while value / step < 10 { step /= 10 }
        let steps = (value / step * (1 - 1e-12)).rounded(.up)
        let result = steps * step
        // Division by a power below one is inexact; the result may sit a hair under `value`.
        return result >= value ? result : (steps + 1) * step
    }
}
