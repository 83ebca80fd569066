/// Where a value falls between `low` and `high`, in `steps` steps from 0 — whatever the values:
/// halves are subtracted, so `high - low` cannot overflow for any finite numbers (±1.7e308 came
/// from a snapshot once and trapped), and anything not finite lands on 0 rather than reaching
/// an `Int` conversion.
func chartLevel(_ value: Double, low: Double, high: Double, steps: Int) -> Int {
    let span = high / 2 - low / 2
    guard steps > 0, value.isFinite, span.isFinite, span > 0 else { return 0 }
    let fraction = (value / 2 - low / 2) / span * Double(steps)
    guard fraction.isFinite else { return 0 }
    return Int(min(Double(steps), max(0, fraction.rounded())))
}

extension Buffer {
    /// Draws a sparkline (`▁▂▃▄▅▆▇█`) of `values` across `rect`: the series is downsampled to
    /// the rectangle's width (each column shows its bucket's maximum, so a spike survives) and
    /// scaled from its lowest to its highest value; a rectangle taller than one row stacks the
    /// blocks for more vertical precision. Gaps (NaN) leave their column empty.
    ///
    /// - Complexity: O(n) in the series length.
    public mutating func drawSparkline(_ values: [Double], in rect: Rect, style: Style = Style(.chart)) {
        let clip = rect.intersection(area)
        guard !clip.isEmpty else { return }
        let columns = Downsample.fit(values, columns: rect.width)
        guard let bounds = Downsample.bounds(of: columns) else { return }
        let levels = rect.height * 8
        let heights = columns.map { column -> Int? in
            guard let column else { return nil }
            if bounds.max == bounds.min { return max(1, levels / 2) }
            // The lowest value still gets one eighth, so the line never vanishes.
            return 1 + chartLevel(column.max, low: bounds.min, high: bounds.max, steps: levels - 1)
        }
        drawColumns(heights, in: rect, style: style)
    }

    /// Draws a column (bar) chart of `values` in `rect` with a y axis labelled with the top and
    /// zero values and an x axis labelled with `xLabels` spread from the first column to the
    /// last. Columns are downsampled to the plot's width (maximum per column) and rise from
    /// zero (or from the lowest value when it is negative) with eighth-block precision.
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
        axisStyle: Style = Style(.secondary)
    ) {
        guard rect.height >= 2, rect.width >= 4 else {
            drawSparkline(values, in: rect, style: style)
            return
        }
        let finite = values.filter(\.isFinite)
        let top = max(0, finite.max() ?? 0)
        let floor = min(0, finite.min() ?? 0)
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
        drawText(topLabel, in: Rect(x: rect.x, y: rect.y, width: labelWidth, height: 1), alignment: .trailing, style: axisStyle)
        if plotHeight > 1 {
            drawText(floorLabel, in: Rect(x: rect.x, y: rect.y + plotHeight - 1, width: labelWidth, height: 1), alignment: .trailing, style: axisStyle)
        }
        let columns = Downsample.fit(values, columns: plot.width)
        let levels = plotHeight * 8
        let heights = columns.map { column -> Int? in
            guard let column else { return nil }
            return chartLevel(column.max, low: floor, high: top, steps: levels)
        }
        drawColumns(heights, in: plot, style: style)
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
    /// `rect`; `nil` leaves a column empty.
    mutating func drawColumns(_ heights: [Int?], in rect: Rect, style: Style) {
        let blocks = verticalEighths.map { Cell(character: $0, width: 1, style: style) }
        let clip = rect.intersection(area)
        for (offset, height) in heights.enumerated() {
            guard let height, offset < rect.width else { continue }
            let x = rect.x + offset
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
            guard let column else { previous = nil; continue }
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
