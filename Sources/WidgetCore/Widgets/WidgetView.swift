#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import WidgetDrawing

/// What rendering needs besides the state: the moment it is drawn at, the viewer's locale and
/// time zone, the mode.
///
/// ```swift
/// let berlin = DisplayLocale(identifier: "de_DE", timeZone: ZoneRules(posix: "CET-1CEST,M3.5.0,M10.5.0/3")!)
/// let now = Date(timeIntervalSince1970: 1_764_516_600)  // 16:30 in Berlin, on a 24-hour clock
/// let context = RenderContext(now: now, locale: berlin, renderingMode: .vibrant)
/// ```
public struct RenderContext: Hashable, Sendable {
    /// "Now", for the "as of" timestamp (same day: a time; another day: a date).
    public var now: Date
    /// Separators, clock style — and the viewer's time zone, ``timeZone``.
    public var locale: DisplayLocale
    public var renderingMode: RenderingMode

    /// The viewer's time zone: the wall clock times and "today" are read on.
    public var timeZone: ZoneRules {
        get { locale.timeZone }
        set { locale.timeZone = newValue }
    }

    public init(now: Date, locale: DisplayLocale = .enUS, renderingMode: RenderingMode = .fullColor) {
        self.now = now
        self.locale = locale
        self.renderingMode = renderingMode
    }
}

/// The one widget view: draws any ``WidgetState`` in any rectangle from ``LayoutOption``s — a
/// frame with the shop's name and the "as of" timestamp, a header with the range, and the
/// metric cells arranged in a grid — or, for the accessory options, a gauge, a card or a line.
/// It never looks at the widget family.
///
/// It is written on the view layer, like a team's SwiftUI widget: ``body`` is a tree of views —
/// a ``BoxNode`` frame, an ``ArrangedGridNode`` of ``MetricCell`` views, charts, a ring — laid
/// out by proposal, answer and placement, in whole cells.
///
/// ```swift
/// let now = Date(timeIntervalSince1970: 1_764_516_600)
/// let state = WidgetState(shop: nil, range: .today, slots: [], asOf: now)
/// let view = WidgetView(state: state, options: WidgetFamily.large.layoutOptions, context: RenderContext(now: now))
/// var canvas = ViewCanvas(size: WidgetFamily.large.size)
/// canvas.place(view.body)
/// ```
public struct WidgetView: Sendable {
    public var state: WidgetState
    public var options: LayoutOption
    public var context: RenderContext

    public init(state: WidgetState, options: LayoutOption, context: RenderContext) {
        self.state = state
        self.options = options
        self.context = context
    }

    /// The widget as a view: it fills the room it is offered.
    public var body: any ViewNode { WidgetNode(self) }

    /// Draws the widget into `area` of `buffer`; nothing outside `area` is touched.
    public func draw(in area: Rect, into buffer: inout Buffer) {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return }
        ViewCanvas.drawing(into: &buffer) { $0.place(body, in: area) }
    }

    /// What ``body`` draws in `area`: the background, then the picture, the accessory or the
    /// home-screen layout, in the rendering mode.
    func draw(in area: Rect, into canvas: inout ViewCanvas) {
        canvas.buffer.fill(area, with: .blank(Style(.primary)))
        if let picture = state.picture {
            drawPicture(picture, in: area, into: &canvas.buffer)
            return
        }
        if options.isAccessory {
            drawAccessory(in: area, into: &canvas)
        } else {
            drawSystem(in: area, into: &canvas)
        }
        canvas.buffer.apply(context.renderingMode, in: area)
    }

    // MARK: - State-derived pieces

    var formatter: ValueFormatter {
        ValueFormatter(locale: context.locale, currencyCode: state.shop?.currencyCode ?? Shop.defaultCurrencyCode)
    }

    var isPlaceholder: Bool { state.presentation == .placeholder }

    var errorReason: String? {
        if case .error(let reason) = state.presentation { return reason }
        return nil
    }

    /// The marker that says the figures are not current: `⚠` stale, `✕` failed.
    var marker: String? {
        if errorReason != nil { return "✕" }
        return state.isStale || isFromAnotherDay ? "⚠" : nil
    }

    /// Whether "today's" figures are of another day than the viewer's today (a snapshot from
    /// Nov 28 read on Nov 30): never shown as current.
    var isFromAnotherDay: Bool {
        guard state.range == .today, state.headline == nil, !isPlaceholder else { return false }
        let zone = context.timeZone
        return !zone.wallTime(state.asOf).isSameDay(as: zone.wallTime(context.now))
    }

    /// The header's title: the widget's own headline, the range — or, for "today" from another
    /// day, that day ("Nov 28"), so old figures are not read as today's.
    var headerTitle: String {
        if let headline = state.headline { return headline }
        if isFromAnotherDay { return Timestamp.dayLabel(context.timeZone.wallTime(state.asOf), locale: context.locale) }
        return state.range.title
    }

    /// The readings to lay out: the state's, or stand-ins with the same layout for a placeholder.
    var readings: [MetricReading] {
        guard isPlaceholder else { return state.readings }
        if !state.readings.isEmpty { return state.readings }
        let count = options.contains(.primaryCell) ? 1 + options.columns * 3 : max(1, options.columns * 2)
        return Metric.catalogue.prefix(options.isAccessory ? 1 : count).map {
            MetricReading(metric: $0, value: nil, series: [0])
        }
    }

    /// The footer's text, the most informative form that fits `width`.
    func footer(width: Int) -> (String, Style)? {
        // An empty or retired widget shows no figures, so it claims no time.
        if case .deprecated = state.presentation { return nil }
        if state.isEmpty && state.rows.isEmpty && !isPlaceholder && errorReason == nil { return nil }
        if isPlaceholder { return (String(repeating: "▆", count: min(8, width)), Style(.placeholder)) }
        if let message = state.message {
            // What the last intent did (or why it failed) takes the footer until the next one:
            // whole without its ✓ where that fits (the words say it worked; a failure keeps ✕).
            let marked = (message.isError ? "✕ " : "✓ ") + message.text
            let text =
                TerminalText.width(marked) <= width || message.isError || TerminalText.width(message.text) > width
                ? TerminalText.truncated(marked, toWidth: width) : message.text
            return (text, Style(message.isError ? .negative : .positive, attributes: .bold))
        }
        let asOf = Timestamp.asOf(state.asOf, now: context.now, locale: context.locale)
        let short = Timestamp.short(state.asOf, now: context.now, locale: context.locale)
        let forms: [String]
        let style: Style
        if let marker {
            let word = errorReason != nil ? "failed" : "stale"
            forms = ["\(marker) \(word) · \(asOf)", "\(marker) \(asOf)", "\(marker) \(short)", marker]
            style = Style(errorReason != nil ? .negative : .stale, attributes: .bold)
        } else if state.presentation == .snapshot {
            // Sample figures say so: a preview is never read as the shop's own.
            forms = ["sample · \(asOf)", "sample · \(short)", "sample"]
            style = Style(.secondary)
        } else {
            forms = [asOf, short]
            style = Style(.secondary)
        }
        guard let text = forms.first(where: { TerminalText.width($0) <= width }) else { return nil }
        return (text, style)
    }

    /// Whether the widget shows figures, and so owes the reader the time they are from.
    var claimsTime: Bool {
        if case .deprecated = state.presentation { return false }
        return !isPlaceholder && state.message == nil && !(state.isEmpty && state.rows.isEmpty)
    }

    // MARK: - Home-screen layouts

    /// The home-screen layout: the frame (the shop in its top edge, the "as of" in its bottom
    /// one) around the content, or the content over the "as of" line where there is no frame.
    private func drawSystem(in area: Rect, into canvas: inout ViewCanvas) {
        let framed = options.contains(.frame) && area.width >= 8 && area.height >= 3
        let content = WidgetContentNode(self, framed: framed)
        if framed {
            if let title = boxTitle, TerminalText.width(title) > area.width - 4 {
                canvas.buffer.note(
                    .titleCut, title, shown: TerminalText.truncated(title, toWidth: area.width - 4), at: Point(x: area.x + 2, y: area.y))
            }
            let footer = self.footer(width: area.width - 6)
            if footer == nil, claimsTime {
                canvas.buffer.note(
                    .asOfHidden, Timestamp.asOf(state.asOf, now: context.now, locale: context.locale),
                    at: Point(x: area.x + 2, y: area.bottom - 1))
            }
            BoxNode(title: boxTitle, footer: footer.map { (text: $0.0, style: $0.1) }, child: content).draw(in: area, into: &canvas)
        } else if area.height >= 3, let (text, style) = footer(width: area.width) {
            LabelNode(text, style: style).draw(in: area.row(area.height - 1), into: &canvas)
            content.draw(in: Rect(x: area.x, y: area.y, width: area.width, height: area.height - 1), into: &canvas)
        } else {
            if claimsTime {
                canvas.buffer.note(.asOfHidden, Timestamp.asOf(state.asOf, now: context.now, locale: context.locale), at: area.origin)
            }
            content.draw(in: area, into: &canvas)
        }
    }

    /// Inside the frame: a retired kind's notice; or the header (the range, or the controls),
    /// the state's lines, and the metrics' grid — or the message that stands for it.
    fileprivate func drawContent(in content: Rect, framed: Bool, into canvas: inout ViewCanvas) {
        var body = content
        if case .deprecated(let notice) = state.presentation {
            noticeLines(notice, width: content.width).draw(in: content, into: &canvas)
            return
        }
        if options.contains(.header), content.height >= 3 {
            drawHeader(in: content.row(0), framed: framed, into: &canvas.buffer)
            body = Rect(x: content.x, y: content.y + 1, width: content.width, height: content.height - 1)
        }
        if !state.rows.isEmpty, !isPlaceholder {
            body = drawRows(in: body, into: &canvas.buffer)
            if readings.isEmpty { return }
        }
        if readings.isEmpty {
            if let reason = errorReason {
                messageLines("Couldn't load data", detail: reason, width: body.width).draw(in: body, into: &canvas)
            } else {
                messageLines("No metrics selected", detail: "Choose metrics in the dashboard file or with --metrics.", width: body.width)
                    .draw(in: body, into: &canvas)
            }
        } else {
            grid.draw(in: body, into: &canvas)
        }
    }

    /// The state's lines (the oldest orders waiting) at the bottom of `body`, a figure at the
    /// right of each where it fits; the metrics keep the rows they need above, a blank line
    /// between. Returns what is left for the metrics.
    private func drawRows(in body: Rect, into buffer: inout Buffer) -> Rect {
        let gridRows = (readings.count + options.columns - 1) / options.columns
        let cellHeight = readings.isEmpty ? 0 : min(gridRows * 3 - 1, max(2, body.height - state.rows.count - 1))
        let gap = readings.isEmpty ? 0 : 1
        let lines = Rect(x: body.x, y: body.y + cellHeight + gap, width: body.width, height: max(0, body.height - cellHeight - gap))
        for (i, line) in state.rows.prefix(lines.height).enumerated() {
            let row = lines.row(i)
            var room = row
            if var trailing = line.trailing, TerminalText.width(line.text) + 1 + TerminalText.width(trailing) <= row.width {
                // A private widget on a locked screen hides the figure, not the line.
                if state.redactsValues { trailing = String(repeating: "▆", count: TerminalText.width(trailing)) }
                let width = buffer.drawText(
                    trailing, in: row, alignment: .trailing, style: Style(state.redactsValues ? .placeholder : .secondary)
                ).width
                room = Rect(x: row.x, y: row.y, width: row.width - width - 1, height: 1)
            }
            buffer.drawText(line.text, in: room, style: Style(.primary))
        }
        return Rect(x: body.x, y: body.y, width: body.width, height: cellHeight)
    }

    private var boxTitle: String? {
        if case .deprecated(let notice) = state.presentation { return notice.kind }
        return isPlaceholder ? nil : state.shopName
    }

    private func drawHeader(in row: Rect, framed: Bool, into buffer: inout Buffer) {
        if case .deprecated = state.presentation { return }
        let title = headerTitle
        let range = framed ? title : state.shopName.map { "\($0) · \(title)" } ?? title
        if options.contains(.controls), !state.controls.isEmpty, !isPlaceholder, errorReason == nil {
            drawHeaderControls(title: range, in: row, into: &buffer)
            return
        }
        if isPlaceholder {
            buffer.drawText(String(repeating: "▆", count: min(TerminalText.width(range), row.width)), in: row, style: Style(.placeholder))
            return
        }
        if TerminalText.width(range) > row.width {
            buffer.note(.titleCut, range, shown: TerminalText.truncated(range, toWidth: row.width), at: row.origin)
        }
        let used = buffer.drawText(range, in: row, style: Style(.secondary)).width
        if let reason = errorReason {
            // The reason, cut if it must; with no room for a word of it, the ✕ alone — never an
            // ellipsis with the mark cut away.
            let room = Rect(x: row.x + used + 1, y: row.y, width: row.width - used - 1, height: 1)
            let text = room.width >= 6 ? "✕ " + reason : "✕"
            buffer.drawText(text, in: room, alignment: .trailing, style: Style(.negative))
        }
    }

    /// The grid's positions: each slot, a None slot keeping its place empty (seed 000:
    /// "Choosing 'None' results in an empty state for that position"); stand-ins for a
    /// placeholder without readings.
    var gridSlots: [MetricReading?] {
        if isPlaceholder && state.readings.isEmpty { return readings }
        return state.slots
    }

    /// The metrics' grid: a ``MetricCell`` view per slot, a None slot keeping its place empty.
    var grid: ArrangedGridNode {
        let cells = gridSlots.enumerated().map { index, slot -> ArrangedGridNode.Item? in
            guard let reading = slot else { return nil }
            let cell = MetricCell(
                reading: reading,
                formatter: formatter,
                isPrimary: index == 0 && options.contains(.primaryCell),
                isEmphasized: index == 0 && options.contains(.emphasizeFirst),
                showsChart: options.contains(.charts),
                showsComparison: options.contains(.comparison),
                isRedacted: isPlaceholder,
                hidesFigures: state.redactsValues
            )
            return ArrangedGridNode.Item(cell.node, name: reading.metric.title)
        }
        return ArrangedGridNode(GridArranger(options: options), items: cells)
    }

    /// A headline and its detail, wrapped to `width`: "Couldn't load data" and why.
    private func messageLines(_ title: String, detail: String, width: Int) -> LinesNode {
        let headline = TerminalText.wrap(title, width: width)
        return LinesNode(
            headline.map { ($0, Style(.primary, attributes: .bold)) }
                + TerminalText.wrap(detail, width: width).map { ($0, Style(.secondary)) })
    }

    /// A retired or unknown kind: a notice naming what to add instead, never a blank box.
    private func noticeLines(_ notice: DeprecationNotice, width: Int) -> LinesNode {
        let headline = notice.isUnknown ? "⚠ Unknown widget" : "⚠ Widget retired"
        var detail: String
        if notice.isUnknown {
            detail = "No widget kind is called “\(notice.kind)”."
            if let replacement = notice.replacement { detail += " Did you mean “\(replacement)”?" }
        } else {
            detail =
                notice.replacement.map { "Add “\($0)” instead: set \"kind\" in the dashboard file." }
                ?? "Remove it from the dashboard file."
        }
        var lines = TerminalText.wrap(headline, width: width).map { ($0, Style(.stale, attributes: .bold)) }
        lines += TerminalText.wrap(detail, width: width).map { ($0, Style(.primary)) }
        if let link = notice.helpLink {
            lines += TerminalText.wrap("Help: \(link)", width: width).map { ($0, Style(.secondary, attributes: .underline)) }
        }
        return LinesNode(lines)
    }

    // MARK: - Accessory layouts

    /// The lock screen's layouts: a retired kind's notice, a kind's lines (the store's status),
    /// or the first metric as a gauge, a card or a line.
    private func drawAccessory(in area: Rect, into canvas: inout ViewCanvas) {
        accessory(in: area).draw(in: area, into: &canvas)
    }

    /// The accessory's view for `area`: what it shows depends on the room (one line, or a
    /// gauge too small for the headline), so it is chosen where the room is known.
    private func accessory(in area: Rect) -> any ViewNode {
        if case .deprecated(let notice) = state.presentation {
            let text = notice.isUnknown ? "⚠ Unknown widget “\(notice.kind)”" : "⚠ Retired: use \(notice.replacement ?? "another widget")"
            return LinesNode(TerminalText.wrap(text, width: area.width).map { ($0, Style(.stale)) })
        }
        if readings.isEmpty, !state.rows.isEmpty, errorReason == nil {
            // A kind that shows lines, not metrics (the store's status): its headline, then them.
            let parts = [state.headline].compactMap { $0 } + state.rows.map(\.text)
            if area.height == 1 {
                // One line (inline): "Online store: Open".
                return LabelNode(parts.prefix(2).joined(separator: ": "), style: Style(.secondary))
            }
            // The headline and the lines, wrapped at spaces; where they do not all fit (the
            // circular gauge), the lines alone: the status is the content, the headline its
            // caption — never a word cut off the end with nothing to say so.
            let withHeadline = parts.flatMap { TerminalText.wrap($0, width: area.width) }
            let rowsOnly = state.rows.flatMap { TerminalText.wrap($0.text, width: area.width) }
            let headed = withHeadline.count <= area.height || state.headline == nil || rowsOnly.count > area.height
            return LinesNode(
                (headed ? withHeadline : rowsOnly).enumerated().map {
                    ($0.element, Style($0.offset == 0 && headed && state.headline != nil ? .secondary : .primary))
                })
        }
        guard let reading = readings.first else {
            let text = errorReason.map { "✕ \($0)" } ?? "No metric selected"
            return LinesNode(TerminalText.wrap(text, width: area.width).map { ($0, Style(.secondary)) })
        }
        let cell = MetricCell(
            reading: reading,
            formatter: formatter,
            showsChart: options.contains(.charts),
            showsComparison: options.contains(.comparison),
            isRedacted: isPlaceholder,
            hidesFigures: state.redactsValues
        )
        if options.contains(.accessoryGauge) {
            return cell.node(.gauge(marker: marker))
        } else if options.contains(.accessoryCard) {
            let short = Timestamp.short(state.asOf, now: context.now, locale: context.locale)
            return cell.node(.card(time: isPlaceholder ? "" : marker.map { "\($0) \(short)" } ?? short))
        } else {
            return cell.node(.inline(marker: marker))
        }
    }
}

/// ``WidgetView`` as a view of the view layer: it takes the room it is offered (the family's
/// size at its ideal) and draws the widget there.
final class WidgetNode: ViewNode {
    let view: WidgetView

    init(_ view: WidgetView) {
        self.view = view
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 43, height: proposal.height ?? (view.options.isAccessory ? 4 : 10))
    }

    func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        guard !rect.isEmpty else { return }
        view.draw(in: rect, into: &canvas)
    }
}

/// What a widget's frame holds: the header, the state's lines and the grid, or a message.
final class WidgetContentNode: ViewNode {
    let view: WidgetView
    /// Whether the widget is framed (its header then leaves the shop's name to the frame).
    let framed: Bool

    init(_ view: WidgetView, framed: Bool) {
        self.view = view
        self.framed = framed
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 39, height: proposal.height ?? 8)
    }

    func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        view.drawContent(in: rect, framed: framed, into: &canvas)
    }
}
