import SwiftUI
internal import WidgetDrawing

/// A value a chart can place (Apple's `Plottable`): numbers, dates and strings, and any type
/// that maps onto one of them.
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    var primitivePlottable: Self.PrimitivePlottable { get }
    init?(primitivePlottable: Self.PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable {
    public var primitivePlottable: Self.RawValue { rawValue }
    public init?(primitivePlottable: Self.RawValue) { self.init(rawValue: primitivePlottable) }
}

/// A primitive plottable's position on an axis.
protocol _PlotPrimitive {
    var _plotPosition: PlotPosition { get }
}

extension Plottable {
    /// Where the value goes: its primitive's position, followed down.
    var plotPosition: PlotPosition {
        if let primitive = self as? any _PlotPrimitive { return primitive._plotPosition }
        return primitivePlottable.plotPosition
    }
}

extension String: Plottable, _PlotPrimitive {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .category(self) }
}
extension Date: Plottable, _PlotPrimitive {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .date(timeIntervalSince1970) }
}
extension Double: Plottable, _PlotPrimitive {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(self) }
}
extension Float: Plottable, _PlotPrimitive {
    public var primitivePlottable: Float { self }
    public init?(primitivePlottable: Float) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}
extension CGFloat: Plottable, _PlotPrimitive {
    public var primitivePlottable: CGFloat { self }
    public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}
extension Decimal: Plottable, _PlotPrimitive {
    public var primitivePlottable: Decimal { self }
    public init?(primitivePlottable: Decimal) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(NSDecimalNumber(decimal: self).doubleValue) }
}
extension Int: Plottable, _PlotPrimitive {
    public var primitivePlottable: Int { self }
    public init?(primitivePlottable: Int) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}
extension Int8: Plottable, _PlotPrimitive {
    public var primitivePlottable: Int8 { self }
    public init?(primitivePlottable: Int8) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}
extension Int16: Plottable, _PlotPrimitive {
    public var primitivePlottable: Int16 { self }
    public init?(primitivePlottable: Int16) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}
extension Int32: Plottable, _PlotPrimitive {
    public var primitivePlottable: Int32 { self }
    public init?(primitivePlottable: Int32) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}
extension Int64: Plottable, _PlotPrimitive {
    public var primitivePlottable: Int64 { self }
    public init?(primitivePlottable: Int64) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}
extension UInt: Plottable, _PlotPrimitive {
    public var primitivePlottable: UInt { self }
    public init?(primitivePlottable: UInt) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}
extension UInt8: Plottable, _PlotPrimitive {
    public var primitivePlottable: UInt8 { self }
    public init?(primitivePlottable: UInt8) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}
extension UInt16: Plottable, _PlotPrimitive {
    public var primitivePlottable: UInt16 { self }
    public init?(primitivePlottable: UInt16) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}
extension UInt32: Plottable, _PlotPrimitive {
    public var primitivePlottable: UInt32 { self }
    public init?(primitivePlottable: UInt32) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}
extension UInt64: Plottable, _PlotPrimitive {
    public var primitivePlottable: UInt64 { self }
    public init?(primitivePlottable: UInt64) { self = primitivePlottable }
    var _plotPosition: PlotPosition { .number(Double(self)) }
}

/// A value with the label it is plotted under (Apple's `PlottableValue`): `.value("Sales", 120)`.
public struct PlottableValue<Value> where Value: Plottable {
    let label: String
    let value: Value

    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label)._plainString, value: value)
    }
    @_disfavoredOverload
    public static func value<S>(_ label: S, _ value: Value) -> PlottableValue<Value> where S: StringProtocol {
        PlottableValue(label: String(label), value: value)
    }
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label._plainString, value: value)
    }
}

extension PlottableValue where Value == Date {
    /// A date plotted in calendar units (a bar a day).
    public static func value(
        _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    )
        -> PlottableValue<Date>
    {
        PlottableValue(label: Text(label)._plainString, value: calendar.dateInterval(of: unit, for: value)?.start ?? value)
    }
    @_disfavoredOverload
    public static func value<S>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date>
    where S: StringProtocol {
        PlottableValue(label: String(label), value: calendar.dateInterval(of: unit, for: value)?.start ?? value)
    }
    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date>
    {
        PlottableValue(label: label._plainString, value: calendar.dateInterval(of: unit, for: value)?.start ?? value)
    }
}

/// A mark's width or height (Apple's `MarkDimension`).
public struct MarkDimension: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    let value: Double?
    public static let automatic = MarkDimension(value: nil)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(value: Double(value)) }
    public static func ratio(_ value: Double) -> MarkDimension { MarkDimension(value: value) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(value: Double(value)) }
    init(value: Double?) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }
    public init(floatLiteral value: Double) { self.value = value }
}

/// How marks sharing a place stack (Apple's `MarkStackingMethod`).
public struct MarkStackingMethod: Hashable, Sendable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// How a line or an area joins its points (Apple's `InterpolationMethod`): in cells, straight.
public struct InterpolationMethod: Hashable, Sendable {
    let name: String
    public static let linear = InterpolationMethod(name: "linear")
    public static let monotone = InterpolationMethod(name: "monotone")
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    public static let cardinal = InterpolationMethod(name: "cardinal")
    public static let stepStart = InterpolationMethod(name: "stepStart")
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// The mark kinds, each a primitive of the chart.
struct _Mark {
    var kind: PlotNode.Kind
    var x: PlotPosition?
    var xEnd: PlotPosition?
    var y: PlotPosition?
    var yStart: PlotPosition?
    var seriesLabel: String?
    var seriesValue: String?

    var record: MarkRecord {
        MarkRecord(kind: kind, x: x, xEnd: xEnd, y: y, yStart: yStart, seriesValue: seriesValue, seriesLabel: seriesLabel)
    }
}

/// A bar (Apple's `BarMark`).
public struct BarMark: ChartContent, _ChartPrimitive {
    public typealias Body = Never
    let mark: _Mark

    public init<X, Y>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    )
    where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .bar, x: x.value.plotPosition, y: y.value.plotPosition)
    }
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic)
    where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .bar, x: x.value.plotPosition, y: yEnd.value.plotPosition, yStart: yStart.value.plotPosition)
    }
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic)
    where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .bar, x: xStart.value.plotPosition, xEnd: xEnd.value.plotPosition, y: y.value.plotPosition)
    }
    public init<X>(x: PlottableValue<X>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) where X: Plottable {
        mark = _Mark(kind: .bar, x: x.value.plotPosition, y: .number(1))
    }
    public init<Y>(y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) where Y: Plottable {
        mark = _Mark(kind: .bar, x: .category(y.label), y: y.value.plotPosition)
    }
    public init<X>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic) where X: Plottable {
        mark = _Mark(kind: .bar, x: xStart.value.plotPosition, xEnd: xEnd.value.plotPosition, y: .number(1))
    }

    func _marks(into records: inout [MarkRecord]) { records.append(mark.record) }
}

/// A line through points (Apple's `LineMark`).
public struct LineMark: ChartContent, _ChartPrimitive {
    public typealias Body = Never
    let mark: _Mark

    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .line, x: x.value.plotPosition, y: y.value.plotPosition)
    }
    public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>)
    where X: Plottable, Y: Plottable, S: Plottable {
        mark = _Mark(
            kind: .line, x: x.value.plotPosition, y: y.value.plotPosition, seriesLabel: series.label, seriesValue: series.value.legendName)
    }

    func _marks(into records: inout [MarkRecord]) { records.append(mark.record) }
}

/// An area under a line (Apple's `AreaMark`).
public struct AreaMark: ChartContent, _ChartPrimitive {
    public typealias Body = Never
    let mark: _Mark

    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard)
    where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .area, x: x.value.plotPosition, y: y.value.plotPosition)
    }
    public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard)
    where X: Plottable, Y: Plottable, S: Plottable {
        mark = _Mark(
            kind: .area, x: x.value.plotPosition, y: y.value.plotPosition, seriesLabel: series.label, seriesValue: series.value.legendName)
    }
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .area, x: x.value.plotPosition, y: yEnd.value.plotPosition, yStart: yStart.value.plotPosition)
    }
    public init<X, Y, S>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>)
    where X: Plottable, Y: Plottable, S: Plottable {
        mark = _Mark(
            kind: .area, x: x.value.plotPosition, y: yEnd.value.plotPosition, yStart: yStart.value.plotPosition, seriesLabel: series.label,
            seriesValue: series.value.legendName)
    }

    func _marks(into records: inout [MarkRecord]) { records.append(mark.record) }
}

/// A point (Apple's `PointMark`).
public struct PointMark: ChartContent, _ChartPrimitive {
    public typealias Body = Never
    let mark: _Mark

    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .point, x: x.value.plotPosition, y: y.value.plotPosition)
    }
    public init<X>(x: PlottableValue<X>) where X: Plottable {
        mark = _Mark(kind: .point, x: x.value.plotPosition, y: .number(0))
    }
    public init<Y>(y: PlottableValue<Y>) where Y: Plottable {
        mark = _Mark(kind: .point, x: .category(y.label), y: y.value.plotPosition)
    }

    func _marks(into records: inout [MarkRecord]) { records.append(mark.record) }
}

/// A line across the plot at a value, or down it at a position (Apple's `RuleMark`).
public struct RuleMark: ChartContent, _ChartPrimitive {
    public typealias Body = Never
    let mark: _Mark

    public init<Y>(y: PlottableValue<Y>) where Y: Plottable {
        mark = _Mark(kind: .rule, y: y.value.plotPosition)
    }
    public init<X>(x: PlottableValue<X>) where X: Plottable {
        mark = _Mark(kind: .rule, x: x.value.plotPosition)
    }
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .rule, y: y.value.plotPosition)
    }
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .rule, x: x.value.plotPosition)
    }
    public init<Y>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) where Y: Plottable {
        mark = _Mark(kind: .rule, y: y.value.plotPosition)
    }
    public init<X>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) where X: Plottable {
        mark = _Mark(kind: .rule, x: x.value.plotPosition)
    }

    func _marks(into records: inout [MarkRecord]) { records.append(mark.record) }
}

/// A rectangle (Apple's `RectangleMark`).
public struct RectangleMark: ChartContent, _ChartPrimitive {
    public typealias Body = Never
    let mark: _Mark

    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic)
    where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .rectangle, x: x.value.plotPosition, y: y.value.plotPosition)
    }
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>)
    where X: Plottable, Y: Plottable {
        mark = _Mark(
            kind: .rectangle, x: xStart.value.plotPosition, xEnd: xEnd.value.plotPosition, y: yEnd.value.plotPosition,
            yStart: yStart.value.plotPosition)
    }
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic)
    where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .rectangle, x: x.value.plotPosition, y: yEnd.value.plotPosition, yStart: yStart.value.plotPosition)
    }
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic)
    where X: Plottable, Y: Plottable {
        mark = _Mark(kind: .rectangle, x: xStart.value.plotPosition, xEnd: xEnd.value.plotPosition, y: y.value.plotPosition)
    }

    func _marks(into records: inout [MarkRecord]) { records.append(mark.record) }
}

/// A slice of a pie or donut (Apple's `SectorMark`).
public struct SectorMark: ChartContent, _ChartPrimitive {
    public typealias Body = Never
    let mark: _Mark

    public init<A>(
        angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) where A: Plottable {
        mark = _Mark(kind: .sector, x: .category(angle.label), y: angle.value.plotPosition)
    }

    func _marks(into records: inout [MarkRecord]) { records.append(mark.record) }
}

extension Plottable {
    /// The value a legend name stands for, when it can be made again from it: a name, or a
    /// whole or decimal number.
    static func fromLegendName(_ name: String) -> Self? {
        if let value = name as? Self { return value }
        if let primitive = name as? PrimitivePlottable { return Self(primitivePlottable: primitive) }
        if let number = Double(name) {
            if let primitive = number as? PrimitivePlottable { return Self(primitivePlottable: primitive) }
            if let whole = Int(exactly: number), let primitive = whole as? PrimitivePlottable { return Self(primitivePlottable: primitive) }
        }
        return nil
    }

    /// The value as a legend names it.
    var legendName: String {
        switch plotPosition {
        case .category(let name): name
        case .number(let n): PlotNode.compact(n)
        case .date(let seconds): "\(Date(timeIntervalSince1970: seconds))"
        }
    }
}
