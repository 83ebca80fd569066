import WidgetFormats
import WidgetDrawing

extension MetricCell {
    /// How an accessory family shows one metric.
    ///
    /// ```swift
    /// let sales = MetricReading(metric: Metric[.totalSales], value: 12_800, previous: 11_400)
    /// let cell = MetricCell(reading: sales, formatter: ValueFormatter(locale: .enUS, currencyCode: "USD"))
    /// var canvas = ViewCanvas(size: WidgetFamily.accessoryCircular.size)
    /// canvas.place(cell.node(.gauge(marker: nil)))  // a ring: short title, value, comparison
    /// ```
    public enum Accessory: Sendable {
        /// A ring gauge (the circular family), `marker` in its bottom edge when the figures are
        /// not current.
        case gauge(marker: String?)
        /// A card (the rectangular family): title and `time`, value with comparison, a sparkline.
        case card(time: String)
        /// One line of text (the inline family), `marker` in front.
        case inline(marker: String?)
    }

    /// The cell as an accessory's view: it takes the room offered and draws `accessory` there.
    public func node(_ accessory: Accessory) -> any ViewNode { MetricAccessoryNode(cell: self, accessory: accessory) }

    /// The circular accessory: a ring whose heavy segments show the value against the previous
    /// period (clockwise from the top; full when it matched or beat it; light all round for a
    /// count with nothing to compare with), the short title in its
    /// top edge, the value and the comparison inside. Readable without colour: the ring's
    /// weight, the arrow and the sign carry the meaning.
    ///
    /// ```
    /// ╭Sales┓
    /// │$12.8K┃
    /// │ ▲12% ┃
    /// ╰━━━━━━┛
    /// ```
    func drawGauge(in rect: Rect, marker: String?, into canvas: inout ViewCanvas) {
        guard rect.width >= 5, rect.height >= 3 else {
            drawInline(in: rect.row(0), marker: marker, into: &canvas)
            return
        }
        let fraction: Double
        if redactsFigures {
            fraction = 0
        } else if let value = reading.value, let previous = reading.previous, previous > 0 {
            fraction = min(1, max(0, value / previous))
        } else {
            // Nothing to measure against (a current count like orders to fulfill, or no
            // previous period): the ring stays light — never a full ring that means nothing.
            fraction = 0
        }
        // The ring is the view layer's, a `Gauge`'s too; on it this cell's title, inside it the
        // figures, and the marker in its bottom edge.
        RingNode(fraction: fraction, center: nil).draw(in: rect, into: &canvas)
        // The short title on the ring's top edge, or the tiny one where it does not fit.
        let metric = reading.metric
        let name = TerminalText.width(metric.shortTitle) <= rect.width - 2 ? metric.shortTitle : metric.tinyTitle
        let title = TerminalText.truncated(isRedacted ? "" : name, toWidth: rect.width - 2)
        if !isRedacted, TerminalText.width(name) > rect.width - 2 {
            canvas.buffer.note(.titleCut, name, shown: title, at: rect.origin)
        }
        canvas.buffer.drawText(
            title, in: Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), alignment: .center, style: Style(.secondary))
        drawGaugeFigures(in: rect.inset(by: 1), into: &canvas.buffer)
        if let marker, !redactsFigures {
            canvas.buffer.drawText(
                marker, in: Rect(x: rect.x + 1, y: rect.bottom - 1, width: rect.width - 2, height: 1), alignment: .center,
                style: Style(.stale, attributes: .bold))
        }
    }

    /// Inside the ring: the value on its own row, as precise as in every other family where it
    /// fits, and the comparison under it — or the redaction mark.
    func drawGaugeFigures(in inner: Rect, into buffer: inout Buffer) {
        if redactsFigures {
            buffer.drawText(redaction(inner.width - 2, max: inner.width), in: inner.row(0), alignment: .center, style: Style(.placeholder))
            return
        }
        let value = formatter.string(reading.value, unit: reading.metric.unit, maxWidth: inner.width)
        buffer.drawText(value, in: inner.row(0), alignment: .center, style: Style(.primary, attributes: .bold))
        var comparison: Comparison?
        if inner.height >= 2, showsComparison {
            comparison = Comparison.make(reading, formatter: formatter, maxWidth: inner.width)
            if let comparison { buffer.drawText(comparison.text, in: inner.row(1), alignment: .center, style: Style(comparison.role)) }
        }
        noteFit(value: value, width: inner.width, comparison: comparison, at: inner.origin, into: &buffer)
    }

    /// The rectangular accessory: label and time; value with comparison; a mini chart.
    ///
    /// ```
    /// Total sales   3:30pm
    /// $12,847     ▲ 12.4%
    /// ▁▂▃▄▅▆▇█▇▆▅▄▃▂▁▂▃▄▅
    /// ```
    func drawCard(in rect: Rect, time: String, into canvas: inout ViewCanvas) {
        guard rect.height >= 2 else {
            drawInline(in: rect.row(0), marker: nil, into: &canvas)
            return
        }
        let header = rect.row(0)
        LabelNode(time, alignment: .trailing, style: Style(time.hasPrefix("⚠") ? .stale : .secondary)).draw(in: header, into: &canvas)
        let titleRoom = Rect(x: header.x, y: header.y, width: header.width - TerminalText.width(time) - 1, height: 1)
        if isRedacted {
            RedactionNode(width: titleRoom.width - 2).draw(in: titleRoom, into: &canvas)
        } else {
            noteTitle(fitting: titleRoom.width, at: titleRoom.origin, into: &canvas.buffer)
            LabelNode(title(fitting: titleRoom.width), style: Style(.secondary)).draw(in: titleRoom, into: &canvas)
        }
        drawValueRow(in: rect.row(1), showPrevious: false, into: &canvas.buffer)
        guard rect.height > 2, showsChart else { return }
        let chart = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - 2)
        sparkline.draw(in: redactsFigures ? chart.row(chart.height - 1) : chart, into: &canvas)
    }

    /// The inline accessory: one line of text, `Sales $12,847 ▲ 12.4%` (shorter as the room
    /// requires: `Sales $12.8K ▲12%`), with a marker in front when
    /// the data is stale.
    func drawInline(in row: Rect, marker: String?, into canvas: inout ViewCanvas) {
        guard !row.isEmpty else { return }
        if isRedacted {
            RedactionNode(width: row.width).draw(in: row, into: &canvas)
            return
        }
        var spans: [(String, Style)] = []
        if let marker { spans.append((marker + " ", Style(.stale, attributes: .bold))) }
        let title = reading.metric.shortTitle
        spans.append((title + " ", Style(.secondary)))
        if hidesFigures {
            spans.append((redaction(6, max: row.width - spans.reduce(0) { $0 + TerminalText.width($1.0) }), Style(.placeholder)))
            LabelNode(spans).draw(in: row, into: &canvas)
            return
        }
        let used = spans.reduce(0) { $0 + TerminalText.width($1.0) }
        let room = row.width - used
        // The same rule as every other family (``fit(width:)``): the most precise value and
        // comparison that fit, shortened only as far as the room forces — the inline beside a
        // circular widget says "▲ 9.9%" as it does, not "▲10%" by habit.
        let (value, comparison) = fit(width: room)
        noteFit(value: value, width: room, comparison: comparison, at: row.origin, into: &canvas.buffer)
        spans.append((value, Style(.primary, attributes: .bold)))
        if let comparison { spans.append((" " + comparison.text, Style(comparison.role))) }
        LabelNode(spans).draw(in: row, into: &canvas)
    }
}

/// A ``MetricCell`` drawn as an accessory family draws it, placed by the view layer: it takes
/// the room offered (at its ideal, the family's: 9 × 4, 20 × 4, 30 × 1).
final class MetricAccessoryNode: ViewNode {
    let cell: MetricCell
    let accessory: MetricCell.Accessory

    init(cell: MetricCell, accessory: MetricCell.Accessory) {
        self.cell = cell
        self.accessory = accessory
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let ideal =
            switch accessory {
            case .gauge: Size(width: 9, height: 4)
            case .card: Size(width: 20, height: 4)
            case .inline: Size(width: 30, height: 1)
            }
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        switch accessory {
        case .gauge(let marker): cell.drawGauge(in: rect, marker: marker, into: &canvas)
        case .card(let time): cell.drawCard(in: rect, time: time, into: &canvas)
        case .inline(let marker): cell.drawInline(in: rect.row(0), marker: marker, into: &canvas)
        }
    }
}
