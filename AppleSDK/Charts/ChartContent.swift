// Swift Charts on Linux: `Chart` and its marks, declared as Apple declares them, drawn by
// widgetdeck's plot (bars in eighth blocks, lines, areas and points in braille, rules as
// line-drawing) on a scale that includes zero unless a domain is given — see docs/preview.md.
@_exported import SwiftUI
internal import WidgetDrawing

/// Content of a chart: marks, and groups of them (Apple's `ChartContent`).
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ChartContent {}

extension ChartContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is drawn by the chart and has no body") }
}

/// Builds chart content from closures (Apple's `ChartContentBuilder`).
@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ChartContent { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ChartContent { content }
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> BuilderTuple<repeat each Content>
    where repeat each Content: ChartContent {
        var parts: [any ChartContent] = []
        for part in repeat each content { parts.append(part) }
        return BuilderTuple(parts: parts)
    }
    public static func buildIf<Content>(_ content: Content?) -> BuilderConditional<Content, EmptyChartContent> where Content: ChartContent {
        BuilderConditional(parts: content.map { [$0] } ?? [])
    }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> BuilderConditional<TrueContent, FalseContent>
    where TrueContent: ChartContent, FalseContent: ChartContent {
        BuilderConditional(parts: [first])
    }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> BuilderConditional<TrueContent, FalseContent>
    where TrueContent: ChartContent, FalseContent: ChartContent {
        BuilderConditional(parts: [second])
    }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyChartContent where Content: ChartContent {
        AnyChartContent(content)
    }
    public static func buildArray<Content>(_ components: [Content]) -> BuilderTuple<Content> where Content: ChartContent {
        BuilderTuple(parts: components)
    }
}

// The builder's types conform in extensions, so that a builder (which is not isolated) can make
// them: a conformance declared with the type would make their initialisers the main actor's.

/// No content.
public struct EmptyChartContent {
    public init() {}
}

extension EmptyChartContent: ChartContent {
    public typealias Body = Never
}

/// Several pieces of content, as a block of a builder makes them.
public struct BuilderTuple<each Content>: @unchecked Sendable {
    let parts: [any ChartContent]
}

extension BuilderTuple: ChartContent {
    public typealias Body = Never
}

/// One of two pieces of content, chosen by an `if` or a `switch`.
public struct BuilderConditional<TrueContent, FalseContent>: @unchecked Sendable {
    let parts: [any ChartContent]
}

extension BuilderConditional: ChartContent {
    public typealias Body = Never
}

/// Content of any type (Apple's `AnyChartContent`).
public struct AnyChartContent: @unchecked Sendable {
    let base: any ChartContent
    public init<C>(_ content: C) where C: ChartContent { base = content }
}

extension AnyChartContent: ChartContent {
    public typealias Body = Never
}

extension ForEach: ChartContent where Content: ChartContent {
    public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    public nonisolated init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, content: content)
    }
}

extension ForEach where Content: ChartContent {
    public nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(_data: data, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    public nonisolated init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, content: content)
    }
}

// MARK: - Drawing

/// One mark, as the chart collects it: its kind and values, and what its modifiers said.
struct MarkRecord {
    var kind: PlotNode.Kind
    var x: PlotPosition?
    var xEnd: PlotPosition?
    var y: PlotPosition?
    var yStart: PlotPosition?
    var style: (any ShapeStyle)?
    var seriesValue: String?
    var seriesLabel: String?
    var opacity: Double = 1
    /// What modifiers asked for that cells cannot show, for `lint`.
    var notes: [String] = []
}

/// A plotted value: a number (a date as seconds since 1970), or a category.
enum PlotPosition: Hashable {
    case number(Double)
    case date(Double)
    case category(String)

    var number: Double? {
        switch self {
        case .number(let n), .date(let n): n
        case .category: nil
        }
    }
}

/// Marks grouped to be drawn together (Apple's `Plot`): its content's marks, as they are.
public struct Plot<Content>: ChartContent where Content: ChartContent {
    public typealias Body = Never
    let content: Content
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
}

extension Plot: _ChartPrimitive {
    func _marks(into records: inout [MarkRecord]) { content.collectMarks(into: &records) }
}

/// Content that adds its marks to a chart (marks, groups, modifiers).
@MainActor
protocol _ChartPrimitive {
    func _marks(into records: inout [MarkRecord])
}

extension ChartContent {
    /// The marks of this content, body by body.
    @MainActor
    func collectMarks(into records: inout [MarkRecord]) {
        if let primitive = self as? any _ChartPrimitive {
            primitive._marks(into: &records)
            return
        }
        body.collectMarks(into: &records)
    }
}

extension EmptyChartContent: _ChartPrimitive {
    func _marks(into records: inout [MarkRecord]) {}
}

extension BuilderTuple: _ChartPrimitive {
    func _marks(into records: inout [MarkRecord]) {
        for part in parts { part.collectMarks(into: &records) }
    }
}

extension BuilderConditional: _ChartPrimitive {
    func _marks(into records: inout [MarkRecord]) {
        for part in parts { part.collectMarks(into: &records) }
    }
}

extension AnyChartContent: _ChartPrimitive {
    func _marks(into records: inout [MarkRecord]) { base.collectMarks(into: &records) }
}

extension ForEach: _ChartPrimitive where Content: ChartContent {
    func _marks(into records: inout [MarkRecord]) {
        for element in data { content(element).collectMarks(into: &records) }
    }
}
