import SwiftUI
package import WidgetDrawing

/// What the chart modifiers set, read by `Chart` when it draws.
struct ChartOptions {
    var xAxis: Visibility = .automatic
    var yAxis: Visibility = .automatic
    var legend: Visibility = .automatic
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
    /// Series values mapped to roles (`chartForegroundStyleScale`).
    var styleScale: [String: StyleRole] = [:]
    /// A series value's style by the app's own function (`chartForegroundStyleScale(mapping:)`),
    /// asked for each value the chart draws; nil where it gives no colour.
    var styleMapping: (@MainActor (String) -> StyleRole?)?
}

private struct ChartOptionsKey: EnvironmentKey {
    static var defaultValue: ChartOptions { ChartOptions() }
}

extension EnvironmentValues {
    var _chartOptions: ChartOptions {
        get { self[ChartOptionsKey.self] }
        set { self[ChartOptionsKey.self] = newValue }
    }
}

// MARK: - Axes

/// Content of an axis (Apple's `AxisContent`).
@MainActor @preconcurrency
public protocol AxisContent {}

/// A mark of an axis: a grid line, a tick, a label (Apple's `AxisMark`).
@MainActor @preconcurrency
public protocol AxisMark {}

/// Builds axis content (Apple's `AxisContentBuilder`).
@resultBuilder
public struct AxisContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> _AxisContentGroup where Content: AxisContent { _AxisContentGroup() }
    public static func buildBlock(_ content: _AxisContentGroup...) -> _AxisContentGroup { _AxisContentGroup() }
    public static func buildOptional(_ content: _AxisContentGroup?) -> _AxisContentGroup { _AxisContentGroup() }
    public static func buildEither(first: _AxisContentGroup) -> _AxisContentGroup { first }
    public static func buildEither(second: _AxisContentGroup) -> _AxisContentGroup { second }
    public static func buildLimitedAvailability(_ content: _AxisContentGroup) -> _AxisContentGroup { content }
}

/// Builds axis marks (Apple's `AxisMarkBuilder`): whatever the marks, one group (the plot labels
/// its axes itself).
@resultBuilder
public struct AxisMarkBuilder {
    public static func buildExpression<Content>(_ content: Content) -> _AxisMarkGroup where Content: AxisMark { _AxisMarkGroup() }
    public static func buildBlock(_ content: _AxisMarkGroup...) -> _AxisMarkGroup { _AxisMarkGroup() }
    public static func buildOptional(_ content: _AxisMarkGroup?) -> _AxisMarkGroup { _AxisMarkGroup() }
    public static func buildEither(first: _AxisMarkGroup) -> _AxisMarkGroup { first }
    public static func buildEither(second: _AxisMarkGroup) -> _AxisMarkGroup { second }
    public static func buildLimitedAvailability(_ content: _AxisMarkGroup) -> _AxisMarkGroup { content }
}

public struct _AxisContentGroup: AxisContent {}
public struct _AxisMarkGroup: AxisMark {}

/// A value on an axis, handed to an axis mark's content (Apple's `AxisValue`).
public struct AxisValue {
    let position: Double
    public let index: Int
    public let count: Int

    public func `as`<P>(_ type: P.Type) -> P? where P: Plottable {
        if P.self == Date.self { return Date(timeIntervalSince1970: position) as? P }
        if P.self == Double.self { return position as? P }
        if P.self == Int.self { return Int(position) as? P }
        return nil
    }
}

/// Where an axis's marks are (Apple's `AxisMarkValues`): the plot labels its ends itself.
public struct AxisMarkValues: ExpressibleByArrayLiteral, Sendable {
    public static let automatic = AxisMarkValues()
    public static func automatic(
        minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues { AxisMarkValues() }
    public static func automatic(desiredCount: Int) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues()
    }
    public init() {}
    public init(arrayLiteral elements: Any...) {}
}

/// Where an axis's marks go (Apple's `AxisMarkPosition`).
public struct AxisMarkPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// A preset of axis marks (Apple's `AxisMarkPreset`).
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// An axis's marks (Apple's `AxisMarks`).
public struct AxisMarks<Content>: AxisContent {
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) where Content == _AxisMarkGroup {}

    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) where Content == _AxisMarkGroup {}

    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping () -> Content
    ) where Content == _AxisMarkGroup {}

    /// Marks at the values given (dates, numbers or names).
    public init<Value>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil
    ) where Content == _AxisMarkGroup, Value: Plottable {}

    public init<Value>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) where Content == _AxisMarkGroup, Value: Plottable {}

    public init<Value>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping () -> Content
    ) where Content == _AxisMarkGroup, Value: Plottable {}
}

/// An axis's grid line (Apple's `AxisGridLine`).
public struct AxisGridLine: AxisMark {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// An axis's tick (Apple's `AxisTick`).
public struct AxisTick: AxisMark {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public init(centered: Bool? = nil, length: AxisTick.Length, stroke: StrokeStyle? = nil) {}

    public struct Length: Sendable {
        public static let automatic = Length()
        public static let label = Length()
        public static func longestLabel(multiplier: Double = 1) -> Length { Length() }
    }
}

/// An axis's label (Apple's `AxisValueLabel`).
public struct AxisValueLabel: AxisMark {
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {}
    public init<F>(
        format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where F: FormatStyle {}
    public init<Content>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) where Content: View {}
    public init(_ labelKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil) {}
    @_disfavoredOverload
    public init<S>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) where S: StringProtocol {}
}

/// Apple's `AxisValueLabelCollisionResolution`.
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution { .automatic }
    public static func truncate(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution { .automatic }
}

/// Apple's `AxisValueLabelOrientation`.
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

extension AxisMark {
    public func foregroundStyle<S>(_ style: S) -> some AxisMark where S: ShapeStyle { self }
    public func font(_ font: Font?) -> some AxisMark { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { self }
}

extension AxisContent {
    public func foregroundStyle<S>(_ style: S) -> some AxisContent where S: ShapeStyle { self }
}

// MARK: - Scales

/// A scale's domain (Apple's `ScaleDomain`): a range of numbers or dates, values, or automatic.
public protocol ScaleDomain {
    /// The domain as numbers (dates in seconds), when it is a range.
    var _range: ClosedRange<Double>? { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _range: ClosedRange<Double>? {
        guard let low = lowerBound.plotPosition.number, let high = upperBound.plotPosition.number, low <= high else { return nil }
        return low...high
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _range: ClosedRange<Double>? {
        guard let low = lowerBound.plotPosition.number, let high = upperBound.plotPosition.number, low <= high else { return nil }
        return low...high
    }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _range: ClosedRange<Double>? { nil }
}

/// Apple's `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain, Sendable {
    public var _range: ClosedRange<Double>? { nil }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { AutomaticScaleDomain() }
    public static func automatic<V>(
        includesZero: Bool? = nil, reversed: Bool? = nil, dataType: V.Type, modifyInferredDomain: @escaping (inout [V]) -> Void
    ) -> AutomaticScaleDomain where V: Plottable { AutomaticScaleDomain() }
}

/// A scale's range on screen (Apple's `ScaleRange`).
public protocol ScaleRange {}
extension ClosedRange: ScaleRange where Bound == CGFloat {}

/// Apple's `PlotDimensionScaleRange`.
public struct PlotDimensionScaleRange: ScaleRange, Sendable {
    public static let automatic = PlotDimensionScaleRange()
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange { .automatic }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { .automatic }
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange { .automatic }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { .automatic }
}

/// A scale's kind (Apple's `ScaleType`): in cells, linear.
public struct ScaleType: Hashable, Sendable {
    let name: String
    public static let linear = ScaleType(name: "linear")
    public static let log = ScaleType(name: "log")
    public static let squareRoot = ScaleType(name: "squareRoot")
    public static let date = ScaleType(name: "date")
    public static let category = ScaleType(name: "category")
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(name: "power") }
    public static func symmetricLog(slopeAtZero: Double = 1) -> ScaleType { ScaleType(name: "symmetricLog") }
}

/// Where a legend goes (Apple's `AnnotationPosition` is used; `ChartLegendPosition` names it).
public typealias ChartLegendPosition = AnnotationPosition

/// The plot's own area, for `chartPlotStyle` (Apple's `ChartPlotContent`).
public struct ChartPlotContent: View {
    public typealias Body = Never
}

extension ChartPlotContent: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] }
}

/// What a chart overlay reads of the plot (Apple's `ChartProxy`): nothing is laid out in points here.
public struct ChartProxy {
    public var plotSize: CGSize { .zero }
    /// The plot's frame, for a `GeometryReader` over the chart: none, as the plot is drawn in
    /// cells after the overlay is made (as on a phone before the first layout).
    public var plotFrame: Anchor<CGRect>? { nil }
    public func position<P>(forX value: P) -> CGFloat? where P: Plottable { nil }
    public func position<P>(forY value: P) -> CGFloat? where P: Plottable { nil }
    public func value<P>(atX position: CGFloat, as type: P.Type = P.self) -> P? where P: Plottable { nil }
    public func value<P>(atY position: CGFloat, as type: P.Type = P.self) -> P? where P: Plottable { nil }
}

// MARK: - View modifiers

extension View {
    public func chartXAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\._chartOptions) { $0.xAxis = visibility }
    }
    public func chartYAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\._chartOptions) { $0.yAxis = visibility }
    }
    public func chartXAxis(@AxisContentBuilder content: () -> _AxisContentGroup) -> some View {
        _approximated("custom x axis marks left out: the default axis drawn")
    }
    public func chartYAxis(@AxisContentBuilder content: () -> _AxisContentGroup) -> some View {
        _approximated("custom y axis marks left out: the default axis drawn")
    }
    public func chartXAxisStyle<Content>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View where Content: View {
        _approximated("an x axis style left out")
    }
    public func chartYAxisStyle<Content>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View where Content: View {
        _approximated("a y axis style left out")
    }

    public func chartXScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View where Domain: ScaleDomain {
        let range = domain._range
        return transformEnvironment(\._chartOptions) { $0.xDomain = range }
    }
    public func chartXScale<Domain, Range>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View
    where Domain: ScaleDomain, Range: ScaleRange {
        chartXScale(domain: domain, type: type)
    }
    public func chartXScale<Range>(range: Range, type: ScaleType? = nil) -> some View where Range: ScaleRange {
        _approximated("a chart x range left out")
    }
    public func chartYScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View where Domain: ScaleDomain {
        let range = domain._range
        return transformEnvironment(\._chartOptions) { $0.yDomain = range }
    }
    public func chartYScale<Domain, Range>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View
    where Domain: ScaleDomain, Range: ScaleRange {
        chartYScale(domain: domain, type: type)
    }
    public func chartYScale<Range>(range: Range, type: ScaleType? = nil) -> some View where Range: ScaleRange {
        _approximated("a chart y range left out")
    }

    public func chartLegend(_ visibility: Visibility) -> some View {
        transformEnvironment(\._chartOptions) { $0.legend = visibility }
    }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        _approximated("a legend position or content left out: the default legend drawn")
    }
    public func chartLegend<Content>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View where Content: View { _approximated("a legend position or content left out: the default legend drawn") }

    public func chartPlotStyle<Content>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View where Content: View {
        _approximated("a plot style left out")
    }

    /// Series values to styles: each value's role, as the chart's own palette would give.
    public func chartForegroundStyleScale<DataValue, S>(_ mapping: KeyValuePairs<DataValue, S>) -> some View
    where DataValue: Plottable, S: ShapeStyle {
        var roles: [String: StyleRole] = [:]
        for (value, style) in mapping {
            if let color = style as? Color { roles[value.legendName] = color.resolvedRole }
        }
        return transformEnvironment(\._chartOptions) { $0.styleScale.merge(roles) { $1 } }
    }
    /// Series values to styles by the app's own function, asked for each value the chart draws.
    public func chartForegroundStyleScale<DataValue, S>(mapping: @escaping (DataValue) -> S) -> some View
    where DataValue: Plottable, S: ShapeStyle {
        transformEnvironment(\._chartOptions) {
            $0.styleMapping = { name in
                guard let value = DataValue.fromLegendName(name) else { return nil }
                return (mapping(value) as? Color)?.resolvedRole
            }
        }
    }
    public func chartForegroundStyleScale<Domain, DataValue, S>(domain: Domain, mapping: @escaping (DataValue) -> S) -> some View
    where Domain: ScaleDomain, DataValue: Plottable, S: ShapeStyle {
        chartForegroundStyleScale(mapping: mapping)
            ._approximated("a style scale's domain left out: the legend lists the series drawn, in their order")
    }
    public func chartForegroundStyleScale<Domain, Range>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View
    where Domain: ScaleDomain, Range: ScaleRange { _approximated("a style scale left out: series take the chart palette") }
    public func chartForegroundStyleScale<DataValue, S>(domain: [DataValue], range: [S], type: ScaleType? = nil) -> some View
    where DataValue: Plottable, S: ShapeStyle {
        var roles: [String: StyleRole] = [:]
        for (value, style) in zip(domain, range) {
            if let color = style as? Color { roles[value.legendName] = color.resolvedRole }
        }
        return transformEnvironment(\._chartOptions) { $0.styleScale.merge(roles) { $1 } }
    }
    public func chartForegroundStyleScale<Range>(range: Range, type: ScaleType? = nil) -> some View where Range: ScaleRange {
        _approximated("a style scale left out: series take the chart palette")
    }
    public func chartSymbolScale<DataValue, S>(_ mapping: KeyValuePairs<DataValue, S>) -> some View
    where DataValue: Plottable, S: ChartSymbolShape { _approximated("a symbol scale left out") }

    public func chartXAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View { _approximated("an x axis label left out") }
    @_disfavoredOverload
    public func chartXAxisLabel<S>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View where S: StringProtocol { _approximated("an x axis label left out") }
    public func chartYAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View { _approximated("a y axis label left out") }
    @_disfavoredOverload
    public func chartYAxisLabel<S>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View where S: StringProtocol { _approximated("a y axis label left out") }

    public func chartOverlay<V>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View
    where V: View { _approximated("a chart overlay left out") }
    public func chartBackground<V>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View
    where V: View { _approximated("a chart background left out") }
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { _sameInCells(self, "a widget does not scroll") }
    public func chartXVisibleDomain<P>(length: P) -> some View where P: Numeric {
        _approximated("a visible x domain left out: the whole domain drawn")
    }
    public func chartYVisibleDomain<P>(length: P) -> some View where P: Numeric {
        _approximated("a visible y domain left out: the whole domain drawn")
    }
    public func chartXSelection<P>(value: Binding<P?>) -> some View where P: Plottable { _sameInCells(self, "a widget takes no touches") }
    public func chartYSelection<P>(value: Binding<P?>) -> some View where P: Plottable { _sameInCells(self, "a widget takes no touches") }
    public func chartAngleSelection<P>(value: Binding<P?>) -> some View where P: Plottable {
        _sameInCells(self, "a widget takes no touches")
    }
}
