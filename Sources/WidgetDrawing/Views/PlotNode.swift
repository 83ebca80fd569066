import WidgetFormats

/// A chart of marks on two axes (what Swift Charts' `Chart` draws): bars in eighth blocks, lines,
/// areas and points in braille (2×4 dots a cell), rules as line-drawing, rectangles as blocks —
/// each in its series' style, on a y scale that includes zero unless a domain is given (as Swift
/// Charts' default scale does, so a bar never reads taller than it is), with the y axis labelled
/// on the trailing side at its ends and the x axis under the plot, labels that would collide
/// left out, and a legend of the series under it when there is more than one and room.
///
/// ```swift
/// let sales = PlotNode(marks: [
///     PlotNode.Mark(kind: .bar, x: .category("Mon"), y: 310),
///     PlotNode.Mark(kind: .bar, x: .category("Tue"), y: 540),
/// ], yLabel: { "$\(Int($0))" })
/// var canvas = ViewCanvas(size: Size(width: 20, height: 6))
/// canvas.place(sales)
/// ```
public final class PlotNode: ViewNode {
    /// What a mark is drawn as.
    ///
    /// ```swift
    /// let kinds: [PlotNode.Kind] = [.bar, .line, .area, .point, .rule, .rectangle, .sector]
    /// let joined = kinds.filter { $0 == .line || $0 == .area }  // drawn in braille, joined in x order
    /// ```
    public enum Kind: Hashable, Sendable {
        case bar, line, area, point, rule, rectangle, sector
    }

    /// A place on the x axis: a number (a date as seconds) or a category.
    ///
    /// ```swift
    /// let day = PlotNode.Position.category("Mon")
    /// let hour = PlotNode.Position.number(1_767_258_000)  // 2026-01-01 09:00 UTC, in seconds
    /// ```
    public enum Position: Hashable, Sendable {
        case number(Double)
        case category(String)
    }

    /// One mark.
    ///
    /// ```swift
    /// let goal = PlotNode.Mark(kind: .rule, y: 600, style: Style(.negative))
    /// let range = PlotNode.Mark(kind: .bar, x: .category("Tue"), y: 540, yStart: 200)
    /// let line = PlotNode.Mark(kind: .line, x: .number(0), y: 3, series: "Web")
    /// ```
    public struct Mark: Sendable {
        public var kind: Kind
        /// Its x (a rule across the plot has none); `xEnd` makes it span to there.
        public var x: Position?
        public var xEnd: Position?
        /// Its value; `yStart` makes it span from there (a range bar, a rule's end).
        public var y: Double?
        public var yStart: Double?
        /// The series it belongs to (a line joins its series' points; the legend names it).
        public var series: String
        public var style: Style

        public init(
            kind: Kind, x: Position? = nil, xEnd: Position? = nil, y: Double? = nil, yStart: Double? = nil, series: String = "",
            style: Style = Style(.chart)
        ) {
            self.kind = kind
            self.x = x
            self.xEnd = xEnd
            self.y = y
            self.yStart = yStart
            self.series = series
            self.style = style
        }
    }

    public let marks: [Mark]
    public let yLabel: (Double) -> String
    public let xLabel: (Double) -> String
    public let xDomain: ClosedRange<Double>?
    public let yDomain: ClosedRange<Double>?
    public let showsXAxis: Bool
    public let showsYAxis: Bool
    public let showsLegend: Bool
    public let axisStyle: Style

    public init(
        marks: [Mark], yLabel: @escaping (Double) -> String = PlotNode.compact, xLabel: @escaping (Double) -> String = PlotNode.compact,
        xDomain: ClosedRange<Double>? = nil, yDomain: ClosedRange<Double>? = nil, showsXAxis: Bool = true, showsYAxis: Bool = true,
        showsLegend: Bool = true, axisStyle: Style = Style(.secondary)
    ) {
        self.marks = marks
        self.yLabel = yLabel
        self.xLabel = xLabel
        self.xDomain = xDomain
        self.yDomain = yDomain
        self.showsXAxis = showsXAxis
        self.showsYAxis = showsYAxis
        self.showsLegend = showsLegend
        self.axisStyle = axisStyle
    }

    /// A number as an axis reads it: `1.2K`, `3.4M`, `0.5`.
    public static func compact(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        let magnitude = abs(value)
        func trimmed(_ v: Double) -> String {
            let rounded = (v * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        if magnitude >= 1_000_000_000 { return trimmed(value / 1_000_000_000) + "B" }
        if magnitude >= 1_000_000 { return trimmed(value / 1_000_000) + "M" }
        if magnitude >= 10_000 { return trimmed(value / 1_000) + "K" }
        if magnitude >= 100 || magnitude == magnitude.rounded() { return String(Int(value.rounded())) }
        return trimmed(value)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 20, height: proposal.height ?? 6)
    }

    /// The series in the order they first appear, for the legend and the default styles.
    public var seriesNames: [String] {
        var names: [String] = []
        for mark in marks where !mark.series.isEmpty && !names.contains(mark.series) { names.append(mark.series) }
        return names
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        guard rect.width >= 3, rect.height >= 1, !marks.isEmpty else { return }
        if marks.allSatisfy({ $0.kind == .sector }) {
            drawSectors(in: rect, into: &canvas)
            return
        }
        // The legend: a row of the series, under everything, when there are several and room.
        var area = rect
        let names = seriesNames
        if showsLegend, names.count > 1, area.height >= 4 {
            drawLegend(names, in: Rect(x: area.x, y: area.bottom - 1, width: area.width, height: 1), into: &canvas)
            area.height -= 1
        }
        // The scales.
        let categories = orderedCategories()
        let numbers = marks.flatMap { [$0.x, $0.xEnd] }.compactMap { position -> Double? in
            if case .number(let n)? = position { return n }
            return nil
        }
        let barsByNumber = categories.isEmpty && marks.contains { $0.kind == .bar && $0.xEnd == nil }
        let bands: [Position] =
            !categories.isEmpty ? categories.map { .category($0) } : barsByNumber ? Array(Set(numbers)).sorted().map { .number($0) } : []
        let yValues = marks.flatMap { [$0.y, $0.yStart] }.compactMap { $0 }.filter(\.isFinite)
        let stacked = stackedTotals(bands: bands)
        var low = min(0, yValues.min() ?? 0, stacked.values.min() ?? 0)
        var high = max(0, yValues.max() ?? 0, stacked.values.max() ?? 0)
        if let yDomain {
            low = yDomain.lowerBound
            high = yDomain.upperBound
        } else {
            high = ChartScale.ceiling(high)
            low = -ChartScale.ceiling(-low)
        }
        if high <= low { high = low + 1 }
        // The axes' room: y labels on the trailing side, x labels on the bottom row.
        let topLabel = TerminalText.sanitized(yLabel(high))
        let bottomLabel = TerminalText.sanitized(yLabel(low))
        let labelWidth = showsYAxis ? min(max(TerminalText.width(topLabel), TerminalText.width(bottomLabel)), area.width / 3) : 0
        let hasXAxis = showsXAxis && area.height >= 3
        let plot = Rect(
            x: area.x, y: area.y, width: max(1, area.width - (labelWidth > 0 ? labelWidth + 1 : 0)),
            height: max(1, area.height - (hasXAxis ? 1 : 0)))
        if labelWidth > 0 {
            let x = plot.right
            for row in 0..<plot.height {
                let tick: Character = row == 0 || row == plot.height - 1 ? "├" : "│"
                canvas.buffer.put(tick, width: 1, x: x, y: plot.y + row, style: axisStyle, clip: rect)
            }
            canvas.buffer.drawText(topLabel, in: Rect(x: x + 1, y: plot.y, width: labelWidth, height: 1), style: axisStyle)
            if plot.height > 1 {
                canvas.buffer.drawText(bottomLabel, in: Rect(x: x + 1, y: plot.bottom - 1, width: labelWidth, height: 1), style: axisStyle)
            }
        }
        let xLow = xDomain?.lowerBound ?? numbers.min() ?? 0
        let xHigh = xDomain?.upperBound ?? numbers.max() ?? 1
        /// A position's fraction of the plot's width (the middle of a band for bands).
        func xFraction(_ position: Position?) -> Double? {
            guard let position else { return nil }
            if let index = bands.firstIndex(of: position) { return (Double(index) + 0.5) / Double(bands.count) }
            if case .number(let n) = position {
                return xHigh > xLow ? (n - xLow) / (xHigh - xLow) : 0.5
            }
            return nil
        }
        func yFraction(_ value: Double) -> Double { (value - low) / (high - low) }
        var dots = BrailleCanvas(width: plot.width, height: plot.height)
        // Bars, stacked where they share a band.
        var stackTop: [Position: (positive: Double, negative: Double)] = [:]
        for mark in marks where mark.kind == .bar || mark.kind == .rectangle {
            guard let y = mark.y, y.isFinite else { continue }
            if mark.kind == .bar, mark.xEnd == nil, let x = mark.x, let index = bands.firstIndex(of: x) {
                let base: Double
                if let start = mark.yStart {
                    base = start
                } else {
                    let current = stackTop[x] ?? (0, 0)
                    base = y >= 0 ? current.positive : current.negative
                    stackTop[x] = y >= 0 ? (current.positive + y, current.negative) : (current.positive, current.negative + y)
                }
                let columnStart = plot.x + index * plot.width / bands.count
                let columnEnd = plot.x + (index + 1) * plot.width / bands.count
                let width = max(1, columnEnd - columnStart - (columnEnd - columnStart >= 3 ? 1 : 0))
                let from = yFraction(min(base, base + (mark.yStart == nil ? y : y - base)))
                let to = yFraction(max(base, mark.yStart == nil ? base + y : y))
                drawColumn(
                    Rect(x: columnStart, y: plot.y, width: width, height: plot.height), from: from, to: to, style: mark.style,
                    into: &canvas)
            } else if let x0 = xFraction(mark.x), let x1 = xFraction(mark.xEnd ?? mark.x) {
                // A span (an interval bar, a rectangle): blocks from its start to its end.
                let startColumn = plot.x + Int((min(x0, x1) * Double(plot.width)).rounded(.down))
                let endColumn = max(startColumn + 1, plot.x + Int((max(x0, x1) * Double(plot.width)).rounded(.up)))
                drawColumn(
                    Rect(x: startColumn, y: plot.y, width: min(plot.right, endColumn) - startColumn, height: plot.height),
                    from: yFraction(min(mark.yStart ?? 0, y)), to: yFraction(max(mark.yStart ?? 0, y)), style: mark.style, into: &canvas)
            }
        }
        // Areas, lines and points in braille, each series joined in x order.
        for kind in [Kind.area, .line, .point] {
            var bySeries: [String: [(Double, Double, Style)]] = [:]
            var order: [String] = []
            for mark in marks where mark.kind == kind {
                guard let y = mark.y, y.isFinite, let x = xFraction(mark.x) else { continue }
                if bySeries[mark.series] == nil { order.append(mark.series) }
                bySeries[mark.series, default: []].append((x, yFraction(y), mark.style))
            }
            for name in order {
                let points = (bySeries[name] ?? []).sorted { $0.0 < $1.0 }
                guard let style = points.first?.2 else { continue }
                let dotPoints = points.map { dots.dot(x: $0.0, y: $0.1) }
                switch kind {
                case .area:
                    let base = dots.dot(x: 0, y: yFraction(max(low, min(0, high)))).y
                    for (a, b) in zip(dotPoints, dotPoints.dropFirst()) { dots.fill(from: a, to: b, baseline: base, style: style) }
                    if dotPoints.count == 1 { dots.fill(from: dotPoints[0], to: dotPoints[0], baseline: base, style: style) }
                case .line:
                    for (a, b) in zip(dotPoints, dotPoints.dropFirst()) { dots.line(from: a, to: b, style: style) }
                    if dotPoints.count == 1 { dots.set(dotPoints[0], style: style) }
                default:
                    for point in dotPoints { dots.set(point, style: style) }
                }
            }
        }
        dots.flush(into: &canvas.buffer, at: plot)
        // Rules: across at a value, or down at a position.
        for mark in marks where mark.kind == .rule {
            if let y = mark.y, mark.x == nil, y.isFinite {
                let row = plot.y + min(plot.height - 1, max(0, Int(((1 - yFraction(y)) * Double(plot.height)).rounded(.down))))
                for column in plot.x..<plot.right where canvas.buffer.cell(x: column, y: row)?.isSpace ?? false {
                    canvas.buffer.put("┄", width: 1, x: column, y: row, style: mark.style, clip: plot)
                }
            } else if let x = xFraction(mark.x) {
                let column = plot.x + min(plot.width - 1, Int(x * Double(plot.width)))
                for row in plot.y..<plot.bottom where canvas.buffer.cell(x: column, y: row)?.isSpace ?? false {
                    canvas.buffer.put("┆", width: 1, x: column, y: row, style: mark.style, clip: plot)
                }
            }
        }
        // The x axis: band names, or labelled positions at the ends and the middle.
        if hasXAxis {
            let row = Rect(x: plot.x, y: plot.bottom, width: plot.width, height: 1)
            var labels: [String]
            if !bands.isEmpty {
                labels = bands.map { band in
                    switch band {
                    case .category(let name): name
                    case .number(let n): xLabel(n)
                    }
                }
                // Every band's label only where each fits its band; else the ends.
                let bandWidth = plot.width / max(1, bands.count)
                if labels.contains(where: { TerminalText.width($0) >= bandWidth }), labels.count > 2 {
                    labels = [labels[0], labels[labels.count - 1]]
                }
            } else if xHigh > xLow {
                labels = [xLabel(xLow), xLabel(xLow + (xHigh - xLow) / 2), xLabel(xHigh)]
            } else {
                labels = [xLabel(xLow)]
            }
            canvas.buffer.drawAxisLabels(labels.map { TerminalText.sanitized($0) }, in: row, style: axisStyle)
        }
    }

    /// The categories of the x axis in the order they first appear.
    func orderedCategories() -> [String] {
        var names: [String] = []
        for mark in marks {
            if case .category(let name)? = mark.x, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Each band's stacked total (positive and negative), for the scale.
    func stackedTotals(bands: [Position]) -> [String: Double] {
        var totals: [String: Double] = [:]
        for mark in marks where mark.kind == .bar && mark.yStart == nil && mark.xEnd == nil {
            guard let x = mark.x, bands.contains(x), let y = mark.y, y.isFinite else { continue }
            totals["\(x)\(y < 0 ? "-" : "+")", default: 0] += y
        }
        return totals
    }

    /// A column from `from` to `to` (fractions of the height), in eighth blocks.
    func drawColumn(_ rect: Rect, from: Double, to: Double, style: Style, into canvas: inout ViewCanvas) {
        let total = rect.height * 8
        let low = Int((max(0, min(1, from)) * Double(total)).rounded())
        var high = Int((max(0, min(1, to)) * Double(total)).rounded())
        if high <= low { high = min(total, low + 1) }
        for row in 0..<rect.height {
            let cellLow = row * 8
            let cellHigh = cellLow + 8
            let covered = max(0, min(high, cellHigh) - max(low, cellLow))
            guard covered > 0 else { continue }
            // A cell covered from its bottom by `covered` eighths; a part lifted off the bottom
            // (a range bar's start) fills the whole cell, the nearest a terminal has.
            let symbol: Character = low > cellLow ? "█" : verticalEighths[covered]
            for column in rect.x..<rect.right {
                canvas.buffer.put(symbol, width: 1, x: column, y: rect.bottom - 1 - row, style: style, clip: rect)
            }
        }
    }

    /// A row of `■ name` for each series, in its style, as far as the row allows.
    func drawLegend(_ names: [String], in row: Rect, into canvas: inout ViewCanvas) {
        var x = row.x
        for name in names {
            guard let style = marks.first(where: { $0.series == name })?.style else { continue }
            let label = TerminalText.sanitized(name)
            let width = 2 + TerminalText.width(label)
            guard x + width <= row.right else { break }
            canvas.buffer.put("■", width: 1, x: x, y: row.y, style: style, clip: row)
            canvas.buffer.drawText(label, in: Rect(x: x + 2, y: row.y, width: width - 2, height: 1), style: axisStyle)
            x += width + 2
        }
    }

    /// Sectors (a pie): a disc as tall as the plot at its leading edge, in quadrant blocks, each
    /// sector from twelve o'clock clockwise in its style and, in a cell inside the disc, its own
    /// shade (`█▓▒░`: the sector most of the cell is in), so the shares read without colour;
    /// beside it, or under it where it is narrow, a legend of each sector's shade, name and share. Too small for a disc (under 4×2 cells), a bar of
    /// the shares, noted.
    func drawSectors(in rect: Rect, into canvas: inout ViewCanvas) {
        let values = marks.map { max(0, $0.y ?? 0) }
        let total = values.reduce(0, +)
        guard total > 0 else { return }
        let (cellWidth, cellHeight) = CellMetrics.cellPoints
        // The legend beside the disc, or — where that leaves it too narrow for its entries and
        // there are rows to spare — under it.
        let entries = marks.map { TerminalText.width(Self.sectorName($0)) + 7 }.max() ?? 0
        let under = Double(rect.width) * cellWidth / 2 / cellWidth < Double(entries) + 2 && rect.height - marks.count >= 3
        let room = under ? Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - marks.count) : rect
        let diameter = min(Double(room.height) * cellHeight, Double(room.width) * cellWidth / (under ? 1 : 2))
        let columns = Int((diameter / cellWidth).rounded(.up))
        guard columns >= 4, room.height >= 2 else {
            drawSectorBar(values: values, total: total, in: rect, into: &canvas)
            return
        }
        let shades: [Character] = ["█", "▓", "▒", "░"]
        // Where each sector ends, in turns from twelve o'clock.
        var ends: [Double] = []
        var sum = 0.0
        for value in values {
            sum += value / total
            ends.append(sum)
        }
        let pie = Rect(x: under ? room.x + (room.width - columns) / 2 : room.x, y: room.y, width: columns, height: room.height)
        let center = (x: Double(columns) * cellWidth / 2, y: Double(pie.height) * cellHeight / 2)
        let radius = diameter / 2
        for row in 0..<pie.height {
            for column in 0..<pie.width {
                // The cell's four quadrants: which sector each centre lies in, if any.
                var owners: [Int?] = []
                for (dx, dy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                    let x = (Double(column) + dx) * cellWidth - center.x, y = (Double(row) + dy) * cellHeight - center.y
                    guard x * x + y * y <= radius * radius else {
                        owners.append(nil)
                        continue
                    }
                    var turn = GradientPaint.turns(y: y, x: x) + 0.25
                    turn -= turn.rounded(.down)
                    owners.append(ends.firstIndex { turn < $0 } ?? ends.count - 1)
                }
                let set = owners.compactMap { $0 }
                guard let first = set.first else { continue }
                // The sector most of the cell belongs to colours it.
                let owner =
                    Dictionary(grouping: set, by: { $0 }).max {
                        $0.value.count < $1.value.count || ($0.value.count == $1.value.count && $0.key > $1.key)
                    }?.key ?? first
                let bits = owners.enumerated().reduce(0) { $0 | ($1.element == nil ? 0 : 1 << $1.offset) }
                let symbol = set.count == 4 ? shades[owner % shades.count] : VectorRaster.quadrantSymbols[bits]
                canvas.buffer.put(symbol, width: 1, x: pie.x + column, y: pie.y + row, style: marks[owner].style, clip: pie)
            }
        }
        // The legend: a sector a row, from the top, as far as there are rows.
        let legend =
            under
            ? Rect(x: rect.x, y: pie.bottom, width: rect.width, height: rect.bottom - pie.bottom)
            : Rect(x: pie.right + 2, y: rect.y, width: max(0, rect.right - pie.right - 2), height: rect.height)
        guard legend.width >= 3 else { return }
        for (index, mark) in marks.enumerated() where index < legend.height {
            let share = Int((values[index] / total * 100).rounded())
            let name = Self.sectorName(mark)
            let y = legend.y + index
            canvas.buffer.put(shades[index % shades.count], width: 1, x: legend.x, y: y, style: mark.style, clip: legend)
            let text = TerminalText.sanitized(name.isEmpty ? "\(share)%" : "\(name) \(share)%")
            canvas.buffer.drawText(text, in: Rect(x: legend.x + 2, y: y, width: max(0, legend.width - 2), height: 1), style: axisStyle)
        }
        if marks.count > legend.height {
            canvas.buffer.note(
                .approximated, "a pie chart's legend shows \(legend.height) of its \(marks.count) sectors", at: legend.origin)
        }
    }

    /// A sector's name in the legend: its series, else its category.
    static func sectorName(_ mark: Mark) -> String {
        if case .category(let category)? = mark.x, mark.series.isEmpty { return category }
        return mark.series
    }

    /// The shares as one bar of the plot's width, each in its style, the legend under it: a pie
    /// with no room for a disc.
    func drawSectorBar(values: [Double], total: Double, in rect: Rect, into canvas: inout ViewCanvas) {
        let bar = Rect(x: rect.x, y: rect.y, width: rect.width, height: max(1, rect.height - (rect.height >= 3 ? 2 : 0)))
        var x = Double(bar.x)
        for (mark, value) in zip(marks, values) {
            let end = x + value / total * Double(bar.width)
            for column in Int(x.rounded())..<Int(end.rounded()) {
                for row in bar.y..<bar.bottom { canvas.buffer.put("█", width: 1, x: column, y: row, style: mark.style, clip: bar) }
            }
            x = end
        }
        canvas.buffer.note(.approximated, "a pie chart (SectorMark) too small for a disc: drawn as a bar of its shares", at: rect.origin)
        if rect.height >= 3 {
            drawLegend(
                seriesNames.isEmpty ? [] : seriesNames, in: Rect(x: rect.x, y: rect.bottom - 1, width: rect.width, height: 1), into: &canvas
            )
        }
    }
}

/// Braille dots over a rectangle of cells: each cell holds 2×4 dots (U+2800…U+28FF), set one
/// by one, along lines, or filled down to a baseline, then written into a buffer — a cell in the
/// style of the last dot set in it.
struct BrailleCanvas {
    let width: Int
    let height: Int
    private var bits: [UInt8]
    private var styles: [Style?]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        bits = [UInt8](repeating: 0, count: self.width * self.height)
        styles = [Style?](repeating: nil, count: self.width * self.height)
    }

    var dotWidth: Int { width * 2 }
    var dotHeight: Int { height * 4 }

    /// The dot at fractions of the width and height (y up from the bottom).
    func dot(x: Double, y: Double) -> (x: Int, y: Int) {
        let column = Int((max(0, min(1, x)) * Double(dotWidth - 1)).rounded())
        let row = Int(((1 - max(0, min(1, y))) * Double(dotHeight - 1)).rounded())
        return (column, row)
    }

    mutating func set(_ dot: (x: Int, y: Int), style: Style) {
        guard dot.x >= 0, dot.y >= 0, dot.x < dotWidth, dot.y < dotHeight else { return }
        let bit: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        let cell = (dot.y / 4) * width + dot.x / 2
        bits[cell] |= bit[dot.x % 2][dot.y % 4]
        styles[cell] = style
    }

    /// The dots of the segment from `a` to `b` (Bresenham).
    mutating func line(from a: (x: Int, y: Int), to b: (x: Int, y: Int), style: Style) {
        var (x0, y0) = a
        let (x1, y1) = b
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var error = dx + dy
        while true {
            set((x0, y0), style: style)
            if x0 == x1 && y0 == y1 { break }
            let e2 = 2 * error
            if e2 >= dy {
                error += dy
                x0 += sx
            }
            if e2 <= dx {
                error += dx
                y0 += sy
            }
        }
    }

    /// The dots between the segment from `a` to `b` and the row `baseline`.
    mutating func fill(from a: (x: Int, y: Int), to b: (x: Int, y: Int), baseline: Int, style: Style) {
        for x in min(a.x, b.x)...max(a.x, b.x) {
            let t = b.x == a.x ? 0 : Double(x - a.x) / Double(b.x - a.x)
            let y = Int((Double(a.y) + t * Double(b.y - a.y)).rounded())
            for row in min(y, baseline)...max(y, baseline) { set((x, row), style: style) }
        }
    }

    /// Writes the cells with dots into `buffer` at `rect`'s origin.
    func flush(into buffer: inout Buffer, at rect: Rect) {
        for (index, bit) in bits.enumerated() where bit != 0 {
            let symbol = Character(Unicode.Scalar(0x2800 + UInt32(bit))!)
            _ = buffer.put(
                symbol, width: 1, x: rect.x + index % width, y: rect.y + index / width, style: styles[index] ?? Style(.chart), clip: rect)
        }
    }
}
