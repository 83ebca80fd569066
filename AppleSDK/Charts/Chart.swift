import SwiftUI
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats

/// A chart (Apple's `Chart`): its marks drawn by widgetdeck's plot.
public struct Chart<Content>: View where Content: ChartContent {
    public typealias Body = Never
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent, Data.Element: Identifiable {
        self.content = ForEach(_data: data, content: content)
    }

    public init<Data, ID, C>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C>, Data: RandomAccessCollection, ID: Hashable, C: ChartContent {
        self.content = ForEach(_data: data, content: content)
    }
}

extension Chart: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        var records: [MarkRecord] = []
        content.collectMarks(into: &records)
        let options = context.environment._chartOptions
        // Series without a style of their own take the roles in turn, as Swift Charts' palette
        // gives each series its colour.
        let palette: [StyleRole] = [.accent, .positive, .stale, .negative, .chart, .secondary]
        var seriesOrder: [String] = []
        for record in records {
            if let value = record.seriesValue, !seriesOrder.contains(value) { seriesOrder.append(value) }
        }
        var notes: [String] = []
        let isDates = records.contains { if case .date? = $0.x { true } else { false } }
        var marks: [PlotNode.Mark] = []
        for record in records {
            for note in record.notes where !notes.contains(note) { notes.append(note) }
            var role: StyleRole
            var faint = record.opacity < 0.5
            if let style = record.style {
                let resolved = context.resolve(style)
                role = resolved.role
                faint = faint || resolved.isFaint
                if let approximation = resolved.approximation, !notes.contains(approximation) { notes.append(approximation) }
            } else if let value = record.seriesValue {
                if let mapped = options.styleScale[value] ?? options.styleMapping?(value) {
                    role = mapped
                } else {
                    role = palette[(seriesOrder.firstIndex(of: value) ?? 0) % palette.count]
                    // The app's own function gave no colour for it (a gradient, say): said.
                    let note = "a series style that is not a colour drawn in the chart's palette"
                    if options.styleMapping != nil, !notes.contains(note) { notes.append(note) }
                }
            } else {
                role = context.environment._foreground?.role ?? .accent
            }
            if record.kind == .rule, record.style == nil { role = .secondary }
            let style = context.textStyle(role: role, explicit: ResolvedStyle(role, isFaint: faint))
            marks.append(
                PlotNode.Mark(
                    kind: record.kind, x: record.x.map(Self.position), xEnd: record.xEnd.map(Self.position), y: record.y?.number,
                    yStart: record.yStart?.number, series: record.seriesValue ?? "", style: style))
        }
        if context.isRedacted {
            return [RedactionNode(width: 8, symbol: "▁")]
        }
        let locale = context.environment._displayLocale
        let span = Self.span(records)
        let xLabel: (Double) -> String = { value in
            isDates ? Self.dateLabel(value, span: span, locale: locale) : PlotNode.compact(value)
        }
        let node = PlotNode(
            marks: marks, xLabel: xLabel, xDomain: options.xDomain, yDomain: options.yDomain, showsXAxis: options.xAxis != .hidden,
            showsYAxis: options.yAxis != .hidden, showsLegend: options.legend != .hidden, axisStyle: context.textStyle(role: .secondary))
        guard !notes.isEmpty else { return [node] }
        return [_NotedNode(child: node, notes: notes)]
    }

    static func position(_ position: PlotPosition) -> PlotNode.Position {
        switch position {
        case .number(let n), .date(let n): .number(n)
        case .category(let name): .category(name)
        }
    }

    /// The seconds the x axis spans, for how its dates are written.
    static func span(_ records: [MarkRecord]) -> Double {
        let values = records.flatMap { [$0.x, $0.xEnd] }.compactMap { $0?.number }
        guard let low = values.min(), let high = values.max() else { return 0 }
        return high - low
    }

    /// A date on the x axis: the hour within two days (`9am`, `09:00`), else the day (`Jan 5`).
    static func dateLabel(_ seconds: Double, span: Double, locale: DisplayLocale) -> String {
        let wall = locale.timeZone.wallTime(Date(timeIntervalSince1970: seconds))
        if span <= 2 * 86_400 {
            if locale.uses12HourClock {
                let hour = wall.hour % 12 == 0 ? 12 : wall.hour % 12
                return "\(hour)\(wall.hour < 12 ? "am" : "pm")"
            }
            return "\(wall.hour < 10 ? "0" : "")\(wall.hour):00"
        }
        let month = String(DateText.months[wall.month - 1].prefix(3))
        return locale.dayBeforeMonth ? "\(wall.day) \(month)" : "\(month) \(wall.day)"
    }
}

/// A node that draws its child and notes what it approximates.
final class _NotedNode: ViewNode {
    let child: any ViewNode
    let notes: [String]

    init(child: any ViewNode, notes: [String]) {
        self.child = child
        self.notes = notes
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
    var layoutPriority: Double { child.layoutPriority }

    func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        child.draw(in: rect, into: &canvas)
        for note in notes { canvas.buffer.note(.approximated, note, at: rect.origin) }
    }
}
