import WidgetFormats

/// A column chart as a view: a series to scale from zero, with its y axis labelled at the
/// baseline and the top (`yLabel` writes them) and `xLabels` under the plot, the bucket under
/// way (`open`) in shade. It takes the room it is offered; at its ideal it is a column a value
/// and five rows.
///
/// ```swift
/// let hourlySales: [Double] = [310, 540, 720, 910]
/// let chart = ColumnChartNode(hourlySales, yLabel: { "$\(Int($0))" }, xLabels: ["0h", "12h", "23h"])
/// let node = StackNode(.vertical, alignment: 0, children: [TextNode("Sales", style: Style(.secondary)), chart])
/// ```
///
/// Below two rows or four columns it draws a sparkline instead (``Buffer/drawColumnChart(_:in:yLabel:xLabels:style:axisStyle:open:)``).
public final class ColumnChartNode: ViewNode {
    public let series: [Double]
    public let yLabel: (Double) -> String
    public let xLabels: [String]
    public let style: Style
    public let axisStyle: Style
    /// The index of the bucket under way, drawn in shade.
    public let open: Int?

    public init(
        _ series: [Double], yLabel: @escaping (Double) -> String, xLabels: [String] = [], style: Style = Style(.chart),
        axisStyle: Style = Style(.secondary), open: Int? = nil
    ) {
        self.series = series
        self.yLabel = yLabel
        self.xLabels = xLabels
        self.style = style
        self.axisStyle = axisStyle
        self.open = open
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? max(8, series.count + 7), height: proposal.height ?? 5)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        canvas.buffer.drawColumnChart(series, in: rect, yLabel: yLabel, xLabels: xLabels, style: style, axisStyle: axisStyle, open: open)
    }
}

/// A sparkline as a view (`▁▂▃▄▅▆▇█`): a series to scale from zero across the room offered, one
/// column a bucket at its ideal; taller room stacks the blocks. A flat series is followed by
/// `flatLabel` where it fits, so its level is read, not guessed; the bucket under way is shaded.
///
/// ```swift
/// SparklineNode([3, 5, 2, 8], open: 3)   // ▄▅▃░
/// ```
public final class SparklineNode: ViewNode {
    public let series: [Double]
    public let style: Style
    public let open: Int?
    public let flatLabel: String?

    public init(_ series: [Double], style: Style = Style(.chart), open: Int? = nil, flatLabel: String? = nil) {
        self.series = series
        self.style = style
        self.open = open
        self.flatLabel = flatLabel
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? max(1, series.count), height: proposal.height ?? 1)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        canvas.buffer.drawSparkline(series, in: rect, style: style, open: open, flatLabel: flatLabel)
    }
}

/// A row of redaction marks (`▆▆▆▆`, or `▁▁▁` under a chart) standing for what a placeholder or
/// a private widget hides: as wide as `width` at most, in the placeholder's style.
///
/// ```swift
/// // A placeholder's figure: its title shown, its value hidden.
/// let figure = StackNode(.vertical, alignment: 0, children: [TextNode("Sales"), RedactionNode(width: 6)])
/// var canvas = ViewCanvas(size: Size(width: 6, height: 2))
/// canvas.place(figure)
/// print(canvas.buffer)  // "Sales\n▆▆▆▆▆▆\n"
/// ```
public final class RedactionNode: ViewNode {
    public let width: Int
    public let symbol: Character
    public let alignment: TextAlignment

    public init(width: Int, symbol: Character = "▆", alignment: TextAlignment = .leading) {
        self.width = max(0, width)
        self.symbol = symbol
        self.alignment = alignment
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: min(width, proposal.width ?? width), height: 1)
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        canvas.buffer.drawText(
            String(repeating: symbol, count: min(width, rect.width)), in: rect.row(0), alignment: alignment, style: Style(.placeholder))
    }
}
