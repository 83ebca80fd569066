import FoundationCompatibility
package import WidgetDrawing

// The controls of an app's settings screens, as its shared views reach them: a slider is a bar
// at its value between its value labels, a stepper its label and `− +`, a date picker its label
// and the date, a picker its label and the option whose tag is selected (a segmented picker every
// option, the selected one in brackets). None of them is operated in a widget, on a phone either.

/// A value chosen on a track (Apple's `Slider`): a bar filled to the value.
public struct Slider<Label, ValueLabel> where Label: View, ValueLabel: View {
    let fraction: Double
    let minimumLabel: ValueLabel?
    let maximumLabel: ValueLabel?
    var hasTicks = false

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, minimum: ValueLabel?, maximum: ValueLabel?) {
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? Double((value - bounds.lowerBound) / span) : 0
        self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
        minimumLabel = minimum
        maximumLabel = maximum
    }

    public nonisolated init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public nonisolated init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

extension Slider where ValueLabel == EmptyView {
    public nonisolated init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }

    public nonisolated init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public nonisolated init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }

    public nonisolated init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
}

extension Slider: View {
    @MainActor public var body: some View {
        if hasTicks {
            track._approximated("a slider's ticks left out: the bar is its value")
        } else {
            track
        }
    }

    @MainActor var track: some View {
        HStack {
            if let minimumLabel { minimumLabel }
            ProgressView(value: fraction)
            if let maximumLabel { maximumLabel }
        }
    }
}

// MARK: iOS 26's sliders: a neutral value, enabled bounds, ticks

extension Slider {
    public nonisolated init<V, CurrentValueLabel: View, Ticks: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        @SliderTickBuilder<V> ticks: () -> Ticks = { TupleSliderTickContent<V>() }, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
        hasTicks = ticks().tickCount > 0
    }

    public nonisolated init<V, CurrentValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        tick: (V) -> SliderTick<V>? = { _ in nil }, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
        hasTicks = tick(bounds.lowerBound) != nil || tick(bounds.upperBound) != nil
    }
}

extension Slider where ValueLabel == EmptyView {
    public nonisolated init<V, CurrentValueLabel: View, Ticks: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel = { EmptyView() },
        @SliderTickBuilder<V> ticks: () -> Ticks = { TupleSliderTickContent<V>() }, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
        hasTicks = ticks().tickCount > 0
    }
}

/// What a slider's ticks are made of (Apple's `SliderTickContent`).
public protocol SliderTickContent<Value> {
    associatedtype Value: BinaryFloatingPoint
    var tickCount: Int { get }
}

/// A tick of a slider at a value, with a label or none (Apple's `SliderTick`).
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent, Comparable, Identifiable {
    public typealias Value = V
    public let value: V
    public var id: V { value }
    public var tickCount: Int { 1 }
    public init(_ value: V) { self.value = value }
    public init(_ titleKey: LocalizedStringKey, _ value: V) { self.value = value }
    public init(_ value: V, @ViewBuilder label: () -> some View) { self.value = value }
    public static func < (a: SliderTick, b: SliderTick) -> Bool { a.value < b.value }
    public static func == (a: SliderTick, b: SliderTick) -> Bool { a.value == b.value }
}

public struct TupleSliderTickContent<V: BinaryFloatingPoint>: SliderTickContent {
    public typealias Value = V
    public let tickCount: Int
    /// No ticks, or `count` of them.
    public init(count: Int = 0) { tickCount = count }
}

/// Ticks for each element of a collection (Apple's `SliderTickContentForEach`).
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>: SliderTickContent {
    public typealias Value = Content.Value
    public let tickCount: Int
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Data.Element, Data.Element == Content.Value {
        tickCount = data.count
    }
    public init<V>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == V.ID, V: Identifiable, V == Data.Element, Data.Element == Content.Value {
        tickCount = data.count
    }
}

@resultBuilder
public enum SliderTickBuilder<V: BinaryFloatingPoint> {
    public static func buildExpression<C: SliderTickContent>(_ content: C) -> TupleSliderTickContent<V> {
        TupleSliderTickContent(count: content.tickCount)
    }
    public static func buildBlock(_ parts: TupleSliderTickContent<V>...) -> TupleSliderTickContent<V> {
        TupleSliderTickContent(count: parts.reduce(0) { $0 + $1.tickCount })
    }
    public static func buildOptional(_ part: TupleSliderTickContent<V>?) -> TupleSliderTickContent<V> {
        part ?? TupleSliderTickContent(count: 0)
    }
    public static func buildEither(first: TupleSliderTickContent<V>) -> TupleSliderTickContent<V> { first }
    public static func buildEither(second: TupleSliderTickContent<V>) -> TupleSliderTickContent<V> { second }
    public static func buildArray(_ parts: [TupleSliderTickContent<V>]) -> TupleSliderTickContent<V> {
        TupleSliderTickContent(count: parts.reduce(0) { $0 + $1.tickCount })
    }
}

/// A value stepped up and down (Apple's `Stepper`): its label and `− +`.
public struct Stepper<Label> where Label: View {
    let label: Label

    public nonisolated init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.label = label()
    }

    public nonisolated init<V>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.label = label()
    }

    public nonisolated init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
    }
}

extension Stepper where Label == Text {
    public nonisolated init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        label = Text(titleKey)
    }

    public nonisolated init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        label = Text(titleKey)
    }

    public nonisolated init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public nonisolated init<S, V>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: Strideable {
        label = Text(title)
    }
}

extension Stepper: View {
    @MainActor public var body: some View {
        HStack {
            label
            Spacer()
            Text(verbatim: "− +").accessibilityLabel(Text(verbatim: "stepper"))
        }
    }
}

/// The parts of a date a date picker shows (Apple's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A date chosen (Apple's `DatePicker`): its label and the date.
public struct DatePicker<Label> where Label: View {
    public typealias Components = DatePickerComponents
    let label: Label
    let date: Date
    let components: DatePickerComponents

    public nonisolated init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }

    public nonisolated init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public nonisolated init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public nonisolated init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
}

extension DatePicker where Label == Text {
    public nonisolated init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public nonisolated init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public nonisolated init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public nonisolated init<S>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) where S: StringProtocol {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

extension DatePicker: View {
    @MainActor public var body: some View {
        HStack {
            label
            Spacer()
            if components.contains(.date) { Text(date, style: .date) }
            if components.contains(.hourAndMinute) { Text(date, style: .time) }
        }
    }
}

/// A choice among tagged options (Apple's `Picker`): its label and the option whose `.tag` is
/// the selection — or, segmented, every option with the selected one in brackets.
public struct Picker<Label, SelectionValue, Content> where Label: View, SelectionValue: Hashable, Content: View {
    let label: Label
    let selection: SelectionValue
    let content: Content

    public nonisolated init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
        self.content = content()
    }
}

extension Picker where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: View { public typealias Body = Never }

extension Picker: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let options = context.children(of: content, axis: .horizontal)
        let chosen = options.firstIndex { ($0 as? _MarkedNode)?.tag == AnyHashable(selection) }
        if context.environment._pickerIsSegmented {
            // Every option in a row, the selected one in brackets.
            let style = context.textStyle(role: .secondary)
            let segments: [any ViewNode] = options.enumerated().map { index, option in
                guard index == chosen else { return option }
                // The brackets are drawn, not read: a screen reader says the option is selected.
                return StackNode(
                    .horizontal, spacing: 0,
                    children: [
                        SilentNode(child: TextNode("[", style: style), saying: "selected"), option,
                        SilentNode(child: TextNode("]", style: style)),
                    ])
            }
            return [StackNode(.horizontal, children: segments)]
        }
        let title = context.environment._labelsHidden ? [] : context.children(of: label, axis: .horizontal)
        guard let chosen else {
            return [
                NoteNode(
                    note: "a picker's selected option left out: no option has its selection as its .tag",
                    children: [StackNode(.horizontal, children: title)])
            ]
        }
        return [StackNode(.horizontal, children: title + [SpacerNode(axis: .horizontal), options[chosen]])]
    }
}

/// How a picker looks (Apple's `PickerStyle`).
public protocol PickerStyle {}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

extension View {
    /// Gives the pickers inside a style: segmented shows every option; the others the chosen one.
    public nonisolated func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle {
        environment(\._pickerIsSegmented, style is SegmentedPickerStyle || style is PalettePickerStyle)
    }

    /// How the date pickers inside look: every style shows the date as text here.
    public nonisolated func datePickerStyle<S>(_ style: S) -> some View where S: DatePickerStyle {
        _sameInCells(self, "every date picker style shows its date as text in cells")
    }
}

/// How a date picker looks (Apple's `DatePickerStyle`).
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }

/// A view and its tag.
nonisolated struct _TagModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let tag: _UncheckedValue

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        guard let tag = tag.value as? AnyHashable else { return content.build(&context) }
        return content.build(&context).map { _MarkedNode.marking($0) { $0.tag = tag } }
    }
}
