import WidgetFormats
import WidgetDrawing

extension MetricCell {
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
    public func drawGauge(in rect: Rect, marker: String?, into buffer: inout Buffer) {
        guard rect.width >= 5, rect.height >= 3 else {
            drawInline(in: rect.row(0), marker: marker, into: &buffer)
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
        drawRing(rect, fraction: fraction, into: &buffer)
        let inner = rect.inset(by: 1)
        // The short title on the ring's top edge, or the tiny one where it does not fit.
        let metric = reading.metric
        let name = TerminalText.width(metric.shortTitle) <= rect.width - 2 ? metric.shortTitle : metric.tinyTitle
        let title = TerminalText.truncated(isRedacted ? "" : name, toWidth: rect.width - 2)
        if !isRedacted, TerminalText.width(name) > rect.width - 2 {
            buffer.note(.titleCut, name, shown: title, at: rect.origin)
        }
        buffer.drawText(title, in: Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), alignment: .center, style: Style(.secondary))
        if redactsFigures {
            buffer.drawText(redaction(inner.width - 2, max: inner.width), in: inner.row(0), alignment: .center, style: Style(.placeholder))
            return
        }
        // The value has its row to itself (the comparison is on the next): as precise as it
        // is in every other family where it fits.
        let value = formatter.string(reading.value, unit: reading.metric.unit, maxWidth: inner.width)
        buffer.drawText(value, in: inner.row(0), alignment: .center, style: Style(.primary, attributes: .bold))
        var comparison: Comparison?
        if inner.height >= 2, showsComparison {
            comparison = Comparison.make(reading, formatter: formatter, maxWidth: inner.width)
            if let comparison { buffer.drawText(comparison.text, in: inner.row(1), alignment: .center, style: Style(comparison.role)) }
        }
        noteFit(value: value, width: inner.width, comparison: comparison, at: inner.origin, into: &buffer)
        if let marker {
            buffer.drawText(marker, in: Rect(x: rect.x + 1, y: rect.bottom - 1, width: rect.width - 2, height: 1), alignment: .center, style: Style(.stale, attributes: .bold))
        }
    }

    /// The ring: every border cell, in clockwise order from the top centre, heavy while within
    /// `fraction` of the way round and light after.
    private func drawRing(_ rect: Rect, fraction: Double, into buffer: inout Buffer) {
        var path: [(Int, Int)] = []
        let midX = rect.x + rect.width / 2
        for x in midX..<rect.right { path.append((x, rect.y)) }
        for y in rect.y + 1..<rect.bottom { path.append((rect.right - 1, y)) }
        for x in stride(from: rect.right - 2, through: rect.x, by: -1) { path.append((x, rect.bottom - 1)) }
        for y in stride(from: rect.bottom - 2, through: rect.y, by: -1) { path.append((rect.x, y)) }
        for x in rect.x + 1..<midX { path.append((x, rect.y)) }
        let heavyCount = chartLevel(fraction, low: 0, high: 1, steps: path.count)
        for (i, (x, y)) in path.enumerated() {
            let heavy = i < heavyCount
            let symbol = ringSymbol(x: x, y: y, rect: rect, heavy: heavy)
            buffer.drawText(String(symbol), in: Rect(x: x, y: y, width: 1, height: 1), style: Style(heavy ? .chart : .chartMuted))
        }
    }

    private func ringSymbol(x: Int, y: Int, rect: Rect, heavy: Bool) -> Character {
        let top = y == rect.y, bottom = y == rect.bottom - 1
        let left = x == rect.x, right = x == rect.right - 1
        switch (top, bottom, left, right) {
        case (true, _, true, _): return heavy ? "┏" : "╭"
        case (true, _, _, true): return heavy ? "┓" : "╮"
        case (_, true, true, _): return heavy ? "┗" : "╰"
        case (_, true, _, true): return heavy ? "┛" : "╯"
        case (true, _, _, _), (_, true, _, _): return heavy ? "━" : "─"
        default: return heavy ? "┃" : "│"
        }
    }

    /// The rectangular accessory: label and time; value with comparison; a mini chart.
    ///
    /// ```
    /// Total sales   3:30pm
    /// $12,847     ▲ 12.4%
    /// ▁▂▃▄▅▆▇█▇▆▅▄▃▂▁▂▃▄▅
    /// ```
    public func drawCard(in rect: Rect, time: String, into buffer: inout Buffer) {
        guard rect.height >= 2 else {
            drawInline(in: rect.row(0), marker: nil, into: &buffer)
            return
        }
        let header = rect.row(0)
        buffer.drawText(time, in: header, alignment: .trailing, style: Style(time.hasPrefix("⚠") ? .stale : .secondary))
        let titleRoom = Rect(x: header.x, y: header.y, width: header.width - TerminalText.width(time) - 1, height: 1)
        if isRedacted {
            buffer.drawText(redaction(titleRoom.width - 2, max: titleRoom.width), in: titleRoom, style: Style(.placeholder))
        } else {
            noteTitle(fitting: titleRoom.width, at: titleRoom.origin, into: &buffer)
            buffer.drawText(title(fitting: titleRoom.width), in: titleRoom, style: Style(.secondary))
        }
        drawValueRow(in: rect.row(1), showPrevious: false, into: &buffer)
        guard rect.height > 2, showsChart else { return }
        let chart = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - 2)
        if redactsFigures {
            buffer.drawText(String(repeating: "▁", count: chart.width), in: chart.row(chart.height - 1), style: Style(.placeholder))
        } else {
            buffer.drawSparkline(reading.series, in: chart, style: Style(.chart), open: reading.openBucket, flatLabel: flatLabel)
        }
    }

    /// The inline accessory: one line of text, `Sales $12,847 ▲ 12.4%` (shorter as the room
    /// requires: `Sales $12.8K ▲12%`), with a marker in front when
    /// the data is stale.
    public func drawInline(in row: Rect, marker: String?, into buffer: inout Buffer) {
        guard !row.isEmpty else { return }
        if isRedacted {
            buffer.drawText(redaction(row.width, max: row.width), in: row, style: Style(.placeholder))
            return
        }
        var spans: [(String, Style)] = []
        if let marker { spans.append((marker + " ", Style(.stale, attributes: .bold))) }
        let title = reading.metric.shortTitle
        spans.append((title + " ", Style(.secondary)))
        if hidesFigures {
            spans.append((redaction(6, max: row.width - spans.reduce(0) { $0 + TerminalText.width($1.0) }), Style(.placeholder)))
            buffer.drawSpans(spans, in: row)
            return
        }
        let used = spans.reduce(0) { $0 + TerminalText.width($1.0) }
        let room = row.width - used
        // The same rule as every other family (``fit(width:)``): the most precise value and
        // comparison that fit, shortened only as far as the room forces — the inline beside a
        // circular widget says "▲ 9.9%" as it does, not "▲10%" by habit.
        let (value, comparison) = fit(width: room)
        noteFit(value: value, width: room, comparison: comparison, at: row.origin, into: &buffer)
        spans.append((value, Style(.primary, attributes: .bold)))
        if let comparison { spans.append((" " + comparison.text, Style(comparison.role))) }
        buffer.drawSpans(spans, in: row)
    }
}
