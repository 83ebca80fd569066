import WidgetFormats
import WidgetDrawing

/// One metric drawn in the space it is given — a view of the view layer, as the seed's
/// `MetricCell` is a SwiftUI view: ``node`` answers any proposal with the room offered and picks
/// its variant from the size it is placed at. It knows nothing of widget families: it chooses
/// from its size, a primary flag and its data (no series, no chart).
///
/// ```swift
/// let sales = MetricReading(metric: Metric.named("total_sales")!, value: 7_765.20, previous: 6_904.10, series: [310, 540])
/// let formatter = ValueFormatter(locale: .enUS, currencyCode: "USD")
/// let cell = MetricCell(reading: sales, formatter: formatter, isPrimary: true)
/// var canvas = ViewCanvas(size: Size(width: 39, height: 9))
/// canvas.place(cell.node)          // title and pace; value, comparison, previous; a column chart
/// ```
public struct MetricCell: Sendable {
    /// The ways a cell can look, from roomiest to tightest.
    ///
    /// ```swift
    /// let orders = MetricReading(metric: Metric[.orders], value: 68, previous: 93, series: [3, 9, 12])
    /// let cell = MetricCell(reading: orders, formatter: ValueFormatter(locale: .enUS, currencyCode: "USD"))
    /// let roomy = cell.variant(for: Size(width: 18, height: 4))  // .secondary
    /// let tight = cell.variant(for: Size(width: 18, height: 2))  // .compact
    /// ```
    public enum Variant: Hashable, Sendable {
        /// Full width: title, value with comparison and the previous value, and a column chart
        /// with axis labels.
        case primary
        /// Title; value with comparison; sparkline below.
        case secondary
        /// Title; value with comparison. No chart.
        case compact
        /// One line: title, value, comparison.
        case line
    }

    public var reading: MetricReading
    public var formatter: ValueFormatter
    /// Whether this is the layout's primary metric (full-width, labelled chart).
    public var isPrimary: Bool
    /// Whether its value is emphasised.
    public var isEmphasized: Bool
    public var showsChart: Bool
    public var showsComparison: Bool
    /// Whether to draw redacted blocks instead of figures and titles (the placeholder state).
    public var isRedacted: Bool
    /// Whether to hide the figures alone — value, comparison, chart — keeping the title: a
    /// private widget on a locked screen (WidgetKit's `redacted(reason: .privacy)`).
    public var hidesFigures: Bool = false

    /// Whether the figures are drawn as redacted blocks.
    var redactsFigures: Bool { isRedacted || hidesFigures }

    public init(
        reading: MetricReading, formatter: ValueFormatter, isPrimary: Bool = false, isEmphasized: Bool = false,
        showsChart: Bool = true, showsComparison: Bool = true, isRedacted: Bool = false, hidesFigures: Bool = false
    ) {
        self.reading = reading
        self.formatter = formatter
        self.isPrimary = isPrimary
        self.isEmphasized = isEmphasized
        self.showsChart = showsChart
        self.showsComparison = showsComparison
        self.isRedacted = isRedacted
        self.hidesFigures = hidesFigures
    }

    /// The variant for a space of `size`: the chart goes first as room shrinks, the value last.
    public func variant(for size: Size) -> Variant {
        let chart = showsChart && (!reading.series.isEmpty || redactsFigures)
        if isPrimary && chart && size.height >= 5 && size.width >= 16 { return .primary }
        if chart && size.height >= 3 { return .secondary }
        if size.height >= 2 { return .compact }
        return .line
    }

    /// The cell as a view: it takes the room offered (a cell of a grid is offered its whole
    /// rectangle) and draws the variant that room allows.
    public var node: any ViewNode { MetricCellNode(self) }

    /// The chart of the primary variant, `width` cells wide: the series as a labelled column
    /// chart, or a row of redaction marks where the figures are hidden.
    func columnChart(width: Int) -> any ViewNode {
        if redactsFigures { return SparklineNode([Double](repeating: 1, count: width), style: Style(.placeholder)) }
        let formatter = self.formatter, unit = reading.metric.unit
        return ColumnChartNode(
            reading.series, yLabel: { formatter.axisLabel($0, unit: unit) }, xLabels: reading.seriesLabels, open: reading.openBucket)
    }

    /// The sparkline of the secondary variant and the card, or its baseline of redaction marks.
    var sparkline: any ViewNode {
        redactsFigures
            ? RedactionNode(width: .max, symbol: "▁") : SparklineNode(reading.series, open: reading.openBucket, flatLabel: flatLabel)
    }

    /// Draws the cell in `rect` of `buffer` (clipped to it): the view placed in that rectangle.
    public func draw(in rect: Rect, into buffer: inout Buffer) {
        ViewCanvas.drawing(into: &buffer) { $0.place(node, in: rect) }
    }

    /// Draws the variant `rect` allows (``MetricCellNode`` does this where it is placed).
    func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        guard !rect.isEmpty else { return }
        switch variant(for: rect.size) {
        case .primary:
            drawTitle(in: rect.row(0), into: &canvas.buffer)
            drawPace(in: rect.row(0), into: &canvas.buffer)
            drawValueRow(in: rect.row(1), showPrevious: true, into: &canvas.buffer)
            let chart = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - 2)
            columnChart(width: chart.width).draw(in: redactsFigures ? chart.row(chart.height - 1) : chart, into: &canvas)
        case .secondary:
            drawTitle(in: rect.row(0), into: &canvas.buffer)
            drawValueRow(in: rect.row(1), showPrevious: false, into: &canvas.buffer)
            let chart = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - 2)
            sparkline.draw(in: redactsFigures ? chart.row(chart.height - 1) : chart, into: &canvas)
        case .compact:
            drawTitle(in: rect.row(0), into: &canvas.buffer)
            drawValueRow(in: rect.row(1), showPrevious: false, into: &canvas.buffer)
        case .line:
            drawLine(in: rect.row(0), into: &canvas.buffer)
        }
    }

    /// The title, or the short title when the title does not fit (cut with `…` if even that
    /// is too wide).
    func title(fitting width: Int) -> String {
        let metric = reading.metric
        if TerminalText.width(metric.title) <= width { return metric.title }
        return TerminalText.truncated(metric.shortTitle, toWidth: width)
    }

    /// Notes a title cut beyond its short form, drawn in `width` cells at `point`.
    func noteTitle(fitting width: Int, at point: Point, into buffer: inout Buffer) {
        let short = reading.metric.shortTitle
        guard TerminalText.width(reading.metric.title) > width, TerminalText.width(short) > width else { return }
        buffer.note(.titleCut, short, shown: title(fitting: width), at: point)
    }

    /// Whether the widget should show a comparison with the previous period for this reading.
    var expectsComparison: Bool {
        showsComparison && reading.metric.shape == .timeSeries && reading.change != nil && !redactsFigures
    }

    /// Notes what a value row dropped: the value cut below its shortest form, the comparison
    /// left out.
    func noteFit(value: String, width: Int, comparison: Comparison?, at point: Point, into buffer: inout Buffer) {
        if TerminalText.width(value) > width {
            buffer.note(.valueCut, value, shown: TerminalText.truncated(value, toWidth: width), at: point)
        }
        if comparison == nil, expectsComparison {
            buffer.note(.comparisonHidden, Comparison.make(reading, formatter: formatter)?.text ?? "", at: point)
        }
    }

    /// The level of a flat series, written beside its line (`$50` an hour), so a line at mid
    /// height is not read as a trend.
    var flatLabel: String? {
        guard let level = reading.series.first(where: \.isFinite) else { return nil }
        return formatter.string(level, unit: reading.metric.unit, maxWidth: 8)
    }

    /// `on pace for $11.5K` at the right of the title row, where it fits beside the title.
    private func drawPace(in row: Rect, into buffer: inout Buffer) {
        guard !redactsFigures, let pace = reading.pace else { return }
        let title = TerminalText.width(self.title(fitting: row.width))
        // A projection, written as one — three figures at most: `$11.2K`, `$133K`, `$723`.
        let forms = formatter.candidates(pace, unit: reading.metric.unit)
        let text = "on pace for " + (forms.dropFirst().first { ValueFormatter.significantDigits($0) <= 3 } ?? forms[0])
        if title + 2 + TerminalText.width(text) <= row.width {
            buffer.drawText(text, in: row, alignment: .trailing, style: Style(.secondary))
        }
    }

    private var valueStyle: Style {
        isEmphasized || isPrimary ? Style(.accent, attributes: .bold) : Style(.primary, attributes: .bold)
    }

    private func drawTitle(in row: Rect, into buffer: inout Buffer) {
        if isRedacted {
            buffer.drawText(redaction(TerminalText.width(reading.metric.title), max: row.width), in: row, style: Style(.placeholder))
            return
        }
        // The emphasised metric (the small family's first) says so in plain text too, not by
        // colour and weight alone: its title in capitals.
        let title = self.title(fitting: row.width)
        noteTitle(fitting: row.width, at: row.origin, into: &buffer)
        buffer.drawText(isEmphasized ? title.uppercased() : title, in: row, style: Style(.secondary))
    }

    /// `$12.8K     ▲ 12.4%`: the value at the left, the comparison at the right. The value
    /// abbreviates before the comparison shortens; the comparison goes before the value does.
    func drawValueRow(in row: Rect, showPrevious: Bool, into buffer: inout Buffer) {
        if redactsFigures {
            buffer.drawText(redaction(6, max: row.width), in: row, style: Style(.placeholder))
            return
        }
        let (value, comparison) = fit(width: row.width)
        noteFit(value: value, width: row.width, comparison: comparison, at: row.origin, into: &buffer)
        let used = buffer.drawText(value, in: row, style: valueStyle).width
        guard let comparison else { return }
        if showPrevious, let previous = reading.previous {
            // Room to spare: say what the comparison is against.
            let vs = " vs " + formatter.string(previous, unit: reading.metric.unit, maxWidth: 8)
            if used + 2 + TerminalText.width(comparison.text + vs) <= row.width {
                buffer.drawText(vs, in: row, alignment: .trailing, style: Style(.secondary))
                let left = Rect(x: row.x, y: row.y, width: row.width - TerminalText.width(vs), height: 1)
                buffer.drawText(comparison.text, in: left, alignment: .trailing, style: Style(comparison.role))
                return
            }
        }
        buffer.drawText(comparison.text, in: row, alignment: .trailing, style: Style(comparison.role))
    }

    /// The value and comparison that fit in `width` cells together: the value abbreviates
    /// before the comparison shortens, and the comparison goes before the value does.
    ///
    /// A percentage is the exception: it keeps its full precision (`3.09%`, in every family
    /// where that fits) and the comparison shortens or goes first — `3%` in one widget beside
    /// `3.09%` in another reads as two different figures.
    func fit(width: Int) -> (String, Comparison?) {
        let unit = reading.metric.unit
        if unit == .percent, let whole = formatter.firstFitting(reading.value, unit: unit, maxWidth: width), reading.value != nil {
            let room = width - TerminalText.width(whole) - 1
            let comparison =
                showsComparison && reading.metric.shape == .timeSeries && room > 0
                ? Comparison.make(reading, formatter: formatter, maxWidth: room) : nil
            if whole == formatter.candidates(reading.value, unit: unit).first { return (whole, comparison) }
        }
        if showsComparison, reading.metric.shape == .timeSeries {
            var budget = width
            while budget > 0, let comparison = Comparison.make(reading, formatter: formatter, maxWidth: budget) {
                let comparisonWidth = TerminalText.width(comparison.text)
                if let value = formatter.firstFitting(reading.value, unit: unit, maxWidth: width - comparisonWidth - 1) {
                    return (value, comparison)
                }
                budget = comparisonWidth - 1  // try the next shorter form
            }
        }
        return (formatter.string(reading.value, unit: unit, maxWidth: width), nil)
    }

    private func drawLine(in row: Rect, into buffer: inout Buffer) {
        if isRedacted {
            buffer.drawText(redaction(row.width, max: row.width), in: row, style: Style(.placeholder))
            return
        }
        if hidesFigures {
            let used = buffer.drawText(title(fitting: max(0, row.width - 7)), in: row, style: Style(.secondary)).width
            buffer.drawText(redaction(6, max: row.width - used - 1), in: row, alignment: .trailing, style: Style(.placeholder))
            return
        }
        let (value, comparison) = fit(width: max(0, row.width - 6))
        noteFit(value: value, width: row.width, comparison: comparison, at: row.origin, into: &buffer)
        let tail = value + (comparison.map { " " + $0.text } ?? "")
        let tailWidth = TerminalText.width(tail)
        let titleRoom = row.width - tailWidth - 1
        if titleRoom >= 3 {
            noteTitle(fitting: titleRoom, at: row.origin, into: &buffer)
            buffer.drawText(title(fitting: titleRoom), in: Rect(x: row.x, y: row.y, width: titleRoom, height: 1), style: Style(.secondary))
        } else {
            buffer.note(.titleCut, reading.metric.shortTitle, at: row.origin)
        }
        let right = Rect(x: row.right - tailWidth, y: row.y, width: tailWidth, height: 1)
        let valueRect = buffer.drawText(value, in: right, style: valueStyle)
        if let comparison {
            buffer.drawText(
                comparison.text, in: Rect(x: valueRect.right + 1, y: row.y, width: row.right - valueRect.right - 1, height: 1),
                style: Style(comparison.role))
        }
    }

    /// A redacted block about as wide as what it hides.
    func redaction(_ width: Int, max: Int) -> String {
        String(repeating: "▆", count: Swift.max(0, Swift.min(width, max)))
    }
}

/// A ``MetricCell`` placed by the view layer: it takes whatever room it is offered (at its
/// ideal, a secondary cell of 18 × 4) and draws the variant that room allows.
final class MetricCellNode: ViewNode {
    let cell: MetricCell

    init(_ cell: MetricCell) {
        self.cell = cell
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 18, height: proposal.height ?? (cell.isPrimary ? 9 : 4))
    }

    func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        cell.draw(in: rect, into: &canvas)
    }
}
