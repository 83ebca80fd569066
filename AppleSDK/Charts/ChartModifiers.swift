import SwiftUI
internal import WidgetDrawing

/// Content with a modifier applied: the marks of `content`, changed by `change`.
public struct _ModifiedChartContent<Content>: ChartContent, _ChartPrimitive where Content: ChartContent {
    public typealias Body = Never
    let content: Content
    let change: (inout MarkRecord) -> Void

    func _marks(into records: inout [MarkRecord]) {
        var own: [MarkRecord] = []
        content.collectMarks(into: &own)
        for index in own.indices { change(&own[index]) }
        records += own
    }
}

/// What a chart modifier that changes nothing shown in cells answers: `content` as it is, for
/// `reason` (docs/surface.md lists each).
public func _sameInCells<C: ChartContent>(_ content: C, _ reason: StaticString) -> C { content }

/// What a symbol is drawn as (Apple's `ChartSymbolShape`): a point here, whatever its shape.
public protocol ChartSymbolShape: Shape {
    var perceptualUnitRect: CGRect { get }
}

/// The symbols a chart offers (Apple's `BasicChartSymbolShape`).
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
    let name: String
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public static let circle = BasicChartSymbolShape(name: "circle")
    public static let square = BasicChartSymbolShape(name: "square")
    public static let triangle = BasicChartSymbolShape(name: "triangle")
    public static let diamond = BasicChartSymbolShape(name: "diamond")
    public static let pentagon = BasicChartSymbolShape(name: "pentagon")
    public static let plus = BasicChartSymbolShape(name: "plus")
    public static let cross = BasicChartSymbolShape(name: "cross")
    public static let asterisk = BasicChartSymbolShape(name: "asterisk")
}

// SwiftUI's shapes serve as symbols too (`.symbol(Circle())`).
extension Circle: ChartSymbolShape { public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) } }
extension Rectangle: ChartSymbolShape { public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) } }
extension Capsule: ChartSymbolShape { public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) } }
extension Ellipse: ChartSymbolShape { public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) } }
extension RoundedRectangle: ChartSymbolShape { public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) } }

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { .circle }
    public static var square: BasicChartSymbolShape { .square }
    public static var triangle: BasicChartSymbolShape { .triangle }
    public static var diamond: BasicChartSymbolShape { .diamond }
    public static var pentagon: BasicChartSymbolShape { .pentagon }
    public static var plus: BasicChartSymbolShape { .plus }
    public static var cross: BasicChartSymbolShape { .cross }
    public static var asterisk: BasicChartSymbolShape { .asterisk }
}

/// Where an annotation goes (Apple's `AnnotationPosition`).
public struct AnnotationPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// How annotations that overflow are resolved (Apple's `AnnotationOverflowResolution`).
public struct AnnotationOverflowResolution: Sendable {
    public struct Strategy: Sendable {
        public static let automatic = Strategy()
        public static let disabled = Strategy()
        public static let fit = Strategy()
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
        public static let padScale = Strategy()
    }
    public struct Boundary: Sendable {
        public static let automatic = Boundary()
        public static let plot = Boundary()
        public static let chart = Boundary()
    }
    public static let automatic = AnnotationOverflowResolution()
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
}

extension ChartContent {
    /// A modifier whose effect cells cannot show: the marks drawn as they are, the chart noted
    /// `approximated` with `note` for `lint`.
    public func _approximated(_ note: String) -> some ChartContent {
        _ModifiedChartContent(content: self) { if !$0.notes.contains(note) { $0.notes.append(note) } }
    }

    /// The marks' colour: the role nearest it (see docs/preview.md).
    public func foregroundStyle<S>(_ style: S) -> some ChartContent where S: ShapeStyle {
        _ModifiedChartContent(content: self) { $0.style = style }
    }

    /// Colours by a value: each value a series of its own, in its own role, named in the legend.
    public func foregroundStyle<D>(by value: PlottableValue<D>) -> some ChartContent where D: Plottable {
        let name = value.value.legendName
        return _ModifiedChartContent(content: self) {
            $0.seriesValue = name
            $0.seriesLabel = value.label
        }
    }

    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        _approximated("an interpolation method left out: points joined by straight lines")
    }
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { _approximated("a line style left out: lines drawn solid") }
    public func symbol<S>(_ symbol: S) -> some ChartContent where S: ChartSymbolShape {
        _approximated("a symbol left out: points drawn as dots")
    }
    public func symbol<V>(@ViewBuilder symbol: () -> V) -> some ChartContent where V: View {
        _approximated("a symbol left out: points drawn as dots")
    }
    public func symbol<D>(by value: PlottableValue<D>) -> some ChartContent where D: Plottable { foregroundStyle(by: value) }
    public func symbolSize(_ size: CGFloat) -> some ChartContent { _approximated("a symbol size left out") }
    public func symbolSize(_ size: CGSize) -> some ChartContent { _approximated("a symbol size left out") }
    public func symbolSize<D>(by value: PlottableValue<D>) -> some ChartContent where D: Plottable {
        _approximated("a symbol size left out")
    }
    public func lineStyle<D>(by value: PlottableValue<D>) -> some ChartContent where D: Plottable { foregroundStyle(by: value) }
    public func position<P>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent
    where P: Plottable {
        foregroundStyle(by: value)
    }

    /// Faint below half opacity, as views are.
    public func opacity(_ value: Double) -> some ChartContent {
        _ModifiedChartContent(content: self) { $0.opacity *= value }
    }

    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        _sameInCells(self, "a bar is whole cells: corners are not shown")
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { _approximated("a mark offset left out") }
    public func offset(_ size: CGSize) -> some ChartContent { _approximated("a mark offset left out") }
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        _approximated("a mark offset left out")
    }
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        _approximated("a mark offset left out")
    }
    public func zIndex(_ value: Double) -> some ChartContent { _approximated("a mark z-index left out: marks drawn in order") }
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        _sameInCells(self, "a gradient across the plot is drawn as its colour either way")
    }
    public func accessibilityLabel(_ label: Text) -> some ChartContent { _sameInCells(self, "read by VoiceOver, not shown") }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S) -> some ChartContent where S: StringProtocol {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    public func accessibilityValue(_ valueDescription: Text) -> some ChartContent { _sameInCells(self, "read by VoiceOver, not shown") }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    @_disfavoredOverload
    public func accessibilityValue<S>(_ value: S) -> some ChartContent where S: StringProtocol {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { _sameInCells(self, "read by VoiceOver, not shown") }
    public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent where S: Shape {
        _approximated("a clip shape left out")
    }
    public func blur(radius: CGFloat) -> some ChartContent { _approximated("a blur left out") }
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> some ChartContent
    { _approximated("a shadow left out") }

    /// An annotation's text is not drawn in the plot's cells (it is noted by the chart).
    public func annotation<C>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping () -> C
    ) -> some ChartContent where C: View { _approximated("an annotation left out") }

    public func annotation<C>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: @escaping () -> C
    ) -> some ChartContent where C: View { _approximated("an annotation left out") }
}
