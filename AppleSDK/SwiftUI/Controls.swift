public import AppIntents
import FoundationCompatibility
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats

// Controls and content views: labels, buttons and toggles that run intents, links, group
// boxes, gauges and progress bars. A control is drawn in brackets (`[Refresh]`, `[● Done]`)
// and registered with the canvas, so the dashboard can focus it and a press performs its intent.

// MARK: - Label

/// A title with an icon (Apple's `Label`): `☀ Sunny`, or either alone by its label style.
public struct Label<Title, Icon> where Title: View, Icon: View {
    let title: Title
    let icon: Icon

    public nonisolated init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    public nonisolated init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, image name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public nonisolated init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public nonisolated init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }
    public nonisolated init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, image resource: ImageResource) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
    @_disfavoredOverload
    public nonisolated init(_ titleResource: LocalizedStringResource, image resource: ImageResource) {
        self.init(title: { Text(titleResource) }, icon: { Image(resource) })
    }
}

extension Label: View { public typealias Body = Never }

/// A view whose icon and title are shown apart (a Control Center control's label).
protocol _LabelParts {
    var _parts: (icon: AnyView?, title: AnyView?) { get }
}

extension Label: _LabelParts {
    var _parts: (icon: AnyView?, title: AnyView?) { (AnyView(icon), AnyView(title)) }
}

extension AnyView {
    /// Its icon and title as Control Center shows them apart: a `Label`'s, an `Image` as the
    /// icon, anything else as the title.
    package var _labelParts: (icon: AnyView?, title: AnyView?) {
        if let parts = view as? any _LabelParts { return parts._parts }
        if view is Image { return (self, nil) }
        return (nil, self)
    }
}

extension Label: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let style = context.environment._labelStyle
        let title = style == .iconOnly ? [] : context.children(of: self.title, axis: .horizontal)
        var icon = style == .titleOnly ? [] : context.children(of: self.icon, axis: .horizontal)
        // A screen reader reads a label's title; its icon only when it is all there is.
        if !title.isEmpty { icon = icon.map { SilentNode(child: $0) } }
        let parts = icon + title
        if parts.count == 1 { return parts }
        return [StackNode(.horizontal, alignment: 1, spacing: 1, children: parts)]
    }
}

package enum LabelStyleKind: Hashable, Sendable { case automatic, titleOnly, iconOnly }

@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

public struct LabelStyleConfiguration {
    public struct Title: View { public typealias Body = Never }
    public struct Icon: View { public typealias Body = Never }
    public var title: Title { Title() }
    public var icon: Icon { Icon() }
}

extension LabelStyleConfiguration.Title: _PrimitiveView { package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] } }
extension LabelStyleConfiguration.Icon: _PrimitiveView { package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] } }

protocol _KnownLabelStyle { var kind: LabelStyleKind { get } }

public struct DefaultLabelStyle: LabelStyle, _KnownLabelStyle {
    public init() {}
    nonisolated var kind: LabelStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct TitleOnlyLabelStyle: LabelStyle, _KnownLabelStyle {
    public init() {}
    nonisolated var kind: LabelStyleKind { .titleOnly }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct IconOnlyLabelStyle: LabelStyle, _KnownLabelStyle {
    public init() {}
    nonisolated var kind: LabelStyleKind { .iconOnly }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct TitleAndIconLabelStyle: LabelStyle, _KnownLabelStyle {
    public init() {}
    nonisolated var kind: LabelStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    public nonisolated func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
        let kind = (style as? any _KnownLabelStyle)?.kind ?? .automatic
        return modifier(_EnvironmentModifier { $0._labelStyle = kind })
    }
}

// MARK: - Buttons, toggles, links

/// A control that performs an action (Apple's `Button`). In a widget only an intent runs:
/// `Button(intent:)` is focusable in the dashboard and a press performs the intent and reloads
/// the widget; a button with a closure is drawn, and a press says it would open the app.
public struct Button<Label> where Label: View {
    let label: Label
    let intent: (any AppIntents.AppIntent)?

    @preconcurrency
    public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        intent = nil
    }

    @preconcurrency
    public nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        intent = nil
    }

    public nonisolated init<I>(intent: I, @ViewBuilder label: () -> Label) where I: AppIntents.AppIntent {
        self.label = label()
        self.intent = intent
    }

    public nonisolated init(role: ButtonRole?, intent: some AppIntents.AppIntent, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.intent = intent
    }
}

extension Button where Label == Text {
    @preconcurrency
    public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    @_disfavoredOverload @preconcurrency
    public nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }
    @preconcurrency
    public nonisolated init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    @_disfavoredOverload @preconcurrency
    public nonisolated init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }
    public nonisolated init(_ titleKey: LocalizedStringKey, intent: some AppIntents.AppIntent) {
        self.init(intent: intent) { Text(titleKey) }
    }
    @_disfavoredOverload
    public nonisolated init(_ title: some StringProtocol, intent: some AppIntents.AppIntent) { self.init(intent: intent) { Text(title) } }
    @_disfavoredOverload
    public nonisolated init(_ title: some StringProtocol, role: ButtonRole?, intent: some AppIntents.AppIntent) {
        self.init(intent: intent) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    public nonisolated init(_ title: some StringProtocol, systemImage: String, role: ButtonRole? = nil, intent: some AppIntents.AppIntent) {
        self.init(intent: intent) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Button: View { public typealias Body = Never }

extension Button: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        context.control(role: .button, intent: intent, enabled: context.environment.isEnabled) { $0.node(for: label, axis: .horizontal) }
    }
}

public struct ButtonRole: Equatable, Sendable {
    let id: Int
    public static let destructive = ButtonRole(id: 0)
    public static let cancel = ButtonRole(id: 1)
    public static let confirm = ButtonRole(id: 2)
    public static let close = ButtonRole(id: 3)
}

@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
    public struct Label: View { public typealias Body = Never }
    public var label: ButtonStyleConfiguration.Label { Label() }
    public var isPressed: Bool { false }
    public var role: ButtonRole? { nil }
}

extension ButtonStyleConfiguration.Label: _PrimitiveView { package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] } }

@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View { public typealias Body = Never }
    public var label: PrimitiveButtonStyleConfiguration.Label { Label() }
    public var role: ButtonRole? { nil }
    public func trigger() {}
}

extension PrimitiveButtonStyleConfiguration.Label: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] }
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }

public struct ButtonBorderShape: Equatable, Sendable {
    let id: Int
    var radius: CGFloat = 8
    public static let automatic = ButtonBorderShape(id: 0)
    public static let capsule = ButtonBorderShape(id: 1)
    public static let roundedRectangle = ButtonBorderShape(id: 2)
    public static let circle = ButtonBorderShape(id: 3)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(id: 2, radius: radius) }
}

/// A button's border is a shape too (iOS 17): a capsule, a circle, or a rounded rectangle (the
/// automatic border's, as a bordered button's).
extension ButtonBorderShape: InsettableShape {
    public nonisolated func path(in rect: CGRect) -> Path {
        switch id {
        case 1: Capsule().path(in: rect)
        case 3: Circle().path(in: rect)
        default: RoundedRectangle(cornerRadius: radius).path(in: rect)
        }
    }

    /// The same border, `amount` points inside (the rounded rectangle's corners shrink with it).
    public nonisolated func inset(by amount: CGFloat) -> some InsettableShape {
        _InsetBorder(border: self, amount: amount)
    }
}

/// A button border inset: its shape in the rect made smaller by `amount` on each side.
struct _InsetBorder: InsettableShape {
    let border: ButtonBorderShape
    let amount: CGFloat
    nonisolated func path(in rect: CGRect) -> Path {
        var inner = border
        inner.radius = max(0, border.radius - amount)
        return inner.path(in: rect.insetBy(dx: amount, dy: amount))
    }
    nonisolated func inset(by more: CGFloat) -> _InsetBorder { _InsetBorder(border: border, amount: amount + more) }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape of a button's border in the environment (`.background(.thinMaterial, in: .buttonBorder)`).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

public enum ControlSize: CaseIterable, Hashable, Sendable { case mini, small, regular, large, extraLarge }

/// An on/off control (Apple's `Toggle`): `[● label]` on, `[○ label]` off. With an intent it is
/// focusable and a press performs the intent.
public struct Toggle<Label> where Label: View {
    let label: Label
    let isOn: Bool
    let intent: (any AppIntents.AppIntent)?

    public nonisolated init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn.wrappedValue
        intent = nil
    }

    public nonisolated init<C>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label)
    where C: RandomAccessCollection {
        self.label = label()
        self.isOn = sources.first.map { $0[keyPath: isOn].wrappedValue } ?? false
        intent = nil
    }

    public nonisolated init<I>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) where I: AppIntents.AppIntent {
        self.label = label()
        self.isOn = isOn
        self.intent = intent
    }
}

extension Toggle where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol { self.init(isOn: isOn) { Text(title) } }
    public nonisolated init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntents.AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, isOn: Bool, intent: some AppIntents.AppIntent) where S: StringProtocol {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle: View { public typealias Body = Never }

extension Toggle: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let hidden = context.environment._labelsHidden
        return context.control(role: .toggle(isOn: isOn), intent: intent, enabled: context.environment.isEnabled) {
            hidden ? EmptyNode() as any ViewNode : $0.node(for: label, axis: .horizontal)
        }
    }
}

@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

public struct ToggleStyleConfiguration {
    public struct Label: View { public typealias Body = Never }
    public var label: ToggleStyleConfiguration.Label { Label() }
    /// Whether the toggle is on; a style's button sets it (`configuration.isOn.toggle()`).
    @Binding public var isOn: Bool
    package init(isOn: Binding<Bool> = .constant(false)) { _isOn = isOn }
    public var isMixed: Bool { false }
}

extension ToggleStyleConfiguration.Label: _PrimitiveView { package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] } }

public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }

/// A link to a URL (Apple's `Link`): its label, underlined. Widgets open links in their app.
public struct Link<Label> where Label: View {
    let label: Label
    let destination: URL

    public nonisolated init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, destination: URL) where S: StringProtocol { self.init(destination: destination) { Text(title) } }
}

extension Link: View { public typealias Body = Never }

extension Link: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let saved = context.environment
        context.environment._textAttributes.insert(.underline)
        defer { context.environment = saved }
        return context.children(of: label, axis: context.stackAxis)
    }
}

// MARK: - Group box

/// Content in a frame with a title (Apple's `GroupBox`).
public struct GroupBox<Label, Content> where Label: View, Content: View {
    let label: Label?
    let content: Content

    public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

extension GroupBox where Label == EmptyView {
    public nonisolated init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }
}

extension GroupBox where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Text(titleKey)
    }
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.content = content()
        label = Text(title)
    }
}

extension GroupBox {
    /// Apple's older spelling: the label first, then the content.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    public nonisolated init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style's `makeBody` is given, drawn as the standard one.
    public nonisolated init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label
        content = configuration.content
    }
}

extension GroupBox: View { public typealias Body = Never }

extension GroupBox: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        // A style of the app's own is asked for its body, given the label and content.
        if let style = context.environment._groupBoxStyle {
            let configuration = GroupBoxStyleConfiguration(
                label: GroupBoxStyleConfiguration.Label(view: label.map { AnyView($0) }), content: .init(view: AnyView(content)))
            // The standard box inside it (`GroupBox(configuration)`) is drawn as the standard one.
            context.environment._groupBoxStyle = nil
            defer { context.environment._groupBoxStyle = style }
            return context.nodes(for: style.makeBody(configuration))
        }
        let title = label.map { context.spokenText(of: $0) }
        return [
            BoxNode(title: title?.isEmpty == false ? title : nil, style: Style(context.grouped(.border)), child: context.node(for: content))
        ]
    }
}

/// How group boxes look (Apple's `GroupBoxStyle`): the standard box, or a style of the app's
/// own, whose `makeBody` is drawn.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a group box style draws (Apple's `GroupBoxStyleConfiguration`).
public struct GroupBoxStyleConfiguration {
    /// The box's label, as a view.
    public struct Label: View {
        let view: AnyView?
        public var body: some View { view }
    }
    /// The box's content, as a view.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }
    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

/// The standard group box (Apple's `DefaultGroupBoxStyle`).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

package struct _AnyGroupBoxStyle: @unchecked Sendable {
    let makeBody: @MainActor (GroupBoxStyleConfiguration) -> AnyView
    let isStandard: Bool

    init<S: GroupBoxStyle>(_ style: S) {
        // Used only while views are drawn, on the main thread.
        let style = Unchecked(style)
        makeBody = { AnyView(style.value.makeBody(configuration: $0)) }
        isStandard = style.value is DefaultGroupBoxStyle
    }
}

extension View {
    /// Group boxes below are drawn by `style` (the standard box for `.automatic`).
    public nonisolated func groupBoxStyle<S>(_ style: S) -> some View where S: GroupBoxStyle {
        let any = _AnyGroupBoxStyle(style)
        return environment(\._groupBoxStyle, any.isStandard ? nil : any)
    }
}

// MARK: - Gauge

package enum GaugeStyleKind: Hashable, Sendable {
    case automatic, linearCapacity, linear, circular, accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity
}

/// A value within bounds (Apple's `Gauge`): in a circular style a ring around the current
/// value's label (an open ring with the bounds at its foot for `.accessoryCircular`, closed for
/// the capacity style); in a linear style a bar with the label above and the bounds at its ends.
public struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>
where
    Label: View, CurrentValueLabel: View, BoundsLabel: View,
    MarkedValueLabels: View
{
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init(fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.fraction = fraction
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, span.isFinite else { return 0 }
        return min(1, max(0, Double(value - bounds.lowerBound) / span))
    }

    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: nil, minimum: nil, maximum: nil)
    }

    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    )
    where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }

    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    )
    where MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }

    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where BoundsLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }

    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where V: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }
}

extension Gauge: View { public typealias Body = Never }

extension Gauge: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let role = context.tintRole
        let title = context.spokenText(of: label)
        let current = currentValueLabel.map { context.node(for: $0, axis: .horizontal) }
        let minimum = minimumValueLabel.map { context.spokenText(of: $0) }
        let maximum = maximumValueLabel.map { context.spokenText(of: $0) }
        let redacted = context.isRedacted
        switch context.environment._gaugeStyle {
        case .accessoryCircular, .accessoryCircularCapacity, .circular:
            // The current value in the middle — or, without one, the label (an icon, mostly).
            let open = context.environment._gaugeStyle == .accessoryCircular
            let labelNode = label is EmptyView || context.environment._labelsHidden ? nil : context.node(for: label, axis: .horizontal)
            let center = current ?? labelNode
            // An open ring shows the label in its gap, below the value (as the lock screen does).
            let gap = open && current != nil ? labelNode : nil
            return [
                RingNode(
                    fraction: redacted ? 0 : fraction, isOpen: open, role: role, center: center, title: nil,
                    minimumLabel: minimum, maximumLabel: maximum, gap: gap)
            ]
        default:
            var rows: [any ViewNode] = []
            var top: [any ViewNode] = []
            if !title.isEmpty, !context.environment._labelsHidden { top.append(context.node(for: label, axis: .horizontal)) }
            if let current {
                if !top.isEmpty { top.append(SpacerNode(axis: .horizontal)) }
                top.append(current)
            }
            if !top.isEmpty { rows.append(top.count == 1 ? top[0] : StackNode(.horizontal, children: top)) }
            var bar: [any ViewNode] = []
            if let minimum, !minimum.isEmpty { bar.append(TextNode(minimum, style: context.textStyle(role: .secondary))) }
            bar.append(BarNode(fraction: redacted ? 0 : fraction, role: role, layoutPriority: -1))
            if let maximum, !maximum.isEmpty { bar.append(TextNode(maximum, style: context.textStyle(role: .secondary))) }
            rows.append(
                bar.count == 1
                    ? FrameNode(width: FrameNode.Bounds(maximum: CellMetrics.unbounded), child: bar[0])
                    : StackNode(.horizontal, children: bar))
            return [StackNode(.vertical, alignment: 0, children: rows)]
        }
    }
}

@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

public struct GaugeStyleConfiguration {
    public struct Label: View { public typealias Body = Never }
    public struct CurrentValueLabel: View { public typealias Body = Never }
    public struct MinimumValueLabel: View { public typealias Body = Never }
    public struct MaximumValueLabel: View { public typealias Body = Never }
    public struct MarkedValueLabels: View { public typealias Body = Never }
    public var value: Double { 0 }
    public var label: Label { Label() }
    public var currentValueLabel: CurrentValueLabel? { nil }
    public var minimumValueLabel: MinimumValueLabel? { nil }
    public var maximumValueLabel: MaximumValueLabel? { nil }
    public var markedValueLabels: MarkedValueLabels { MarkedValueLabels() }
}

extension GaugeStyleConfiguration.Label: _PrimitiveView { package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] } }
extension GaugeStyleConfiguration.CurrentValueLabel: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] }
}
extension GaugeStyleConfiguration.MinimumValueLabel: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] }
}
extension GaugeStyleConfiguration.MaximumValueLabel: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] }
}
extension GaugeStyleConfiguration.MarkedValueLabels: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] }
}

protocol _KnownGaugeStyle { var kind: GaugeStyleKind { get } }

public struct DefaultGaugeStyle: GaugeStyle, _KnownGaugeStyle {
    public init() {}
    nonisolated var kind: GaugeStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct LinearGaugeStyle: GaugeStyle, _KnownGaugeStyle {
    public init() {}
    public init(tint: Color) {}
    nonisolated var kind: GaugeStyleKind { .linear }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct LinearCapacityGaugeStyle: GaugeStyle, _KnownGaugeStyle {
    public init() {}
    nonisolated var kind: GaugeStyleKind { .linearCapacity }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct CircularGaugeStyle: GaugeStyle, _KnownGaugeStyle {
    public init() {}
    public init(tint: Color) {}
    public init(tint: Gradient) {}
    nonisolated var kind: GaugeStyleKind { .circular }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle, _KnownGaugeStyle {
    public init() {}
    nonisolated var kind: GaugeStyleKind { .accessoryCircular }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, _KnownGaugeStyle {
    public init() {}
    nonisolated var kind: GaugeStyleKind { .accessoryCircularCapacity }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle, _KnownGaugeStyle {
    public init() {}
    nonisolated var kind: GaugeStyleKind { .accessoryLinear }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, _KnownGaugeStyle {
    public init() {}
    nonisolated var kind: GaugeStyleKind { .accessoryLinearCapacity }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
extension GaugeStyle where Self == LinearGaugeStyle { public static var linear: LinearGaugeStyle { LinearGaugeStyle() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == CircularGaugeStyle { public static var circular: CircularGaugeStyle { CircularGaugeStyle() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension View {
    public nonisolated func gaugeStyle<S>(_ style: S) -> some View where S: GaugeStyle {
        let kind = (style as? any _KnownGaugeStyle)?.kind ?? .automatic
        return modifier(_EnvironmentModifier { $0._gaugeStyle = kind })
    }
}

// MARK: - Progress

package enum ProgressStyleKind: Hashable, Sendable { case automatic, linear, circular }

/// Progress towards a goal (Apple's `ProgressView`): a bar with its label above, or for a
/// timer the share of the interval gone at the moment the picture is drawn; indeterminate
/// progress is a dotted track.
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {
    enum Value {
        case fraction(Double?)
        case timer(ClosedRange<Date>, countsDown: Bool)
    }

    let value: Value
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(value: Value, label: Label?, current: CurrentValueLabel?) {
        self.value = value
        self.label = label
        currentValueLabel = current
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return min(1, max(0, Double(value / total)))
    }

    public nonisolated init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(value: .fraction(nil), label: label(), current: nil)
    }

    public nonisolated init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: .timer(timerInterval, countsDown: countsDown), label: label(), current: currentValueLabel())
    }

    public nonisolated init<V>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    )
    where V: BinaryFloatingPoint {
        self.init(value: .fraction(Self.fraction(value, total)), label: label(), current: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public nonisolated init() where Label == EmptyView { self.init(value: .fraction(nil), label: nil, current: nil) }
    public nonisolated init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(value: .fraction(nil), label: Text(titleKey), current: nil)
    }
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S) where Label == Text, S: StringProtocol {
        self.init(value: .fraction(nil), label: Text(title), current: nil)
    }
    public nonisolated init<V>(value: V?, total: V = 1.0) where Label == EmptyView, V: BinaryFloatingPoint {
        self.init(value: .fraction(Self.fraction(value, total)), label: nil, current: nil)
    }
    public nonisolated init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where V: BinaryFloatingPoint {
        self.init(value: .fraction(Self.fraction(value, total)), label: label(), current: nil)
    }
    public nonisolated init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, V: BinaryFloatingPoint {
        self.init(value: .fraction(Self.fraction(value, total)), label: Text(titleKey), current: nil)
    }
    @_disfavoredOverload
    public nonisolated init<S, V>(_ title: S, value: V?, total: V = 1.0) where Label == Text, S: StringProtocol, V: BinaryFloatingPoint {
        self.init(value: .fraction(Self.fraction(value, total)), label: Text(title), current: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    public nonisolated init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(value: .timer(timerInterval, countsDown: countsDown), label: nil, current: nil)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    public nonisolated init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(value: .timer(timerInterval, countsDown: countsDown), label: label(), current: nil)
    }
}

/// The time left of a timer's progress.
public struct DefaultDateProgressLabel: View, _PrimitiveView {
    public typealias Body = Never
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] }
}

extension ProgressView: View { public typealias Body = Never }

extension ProgressView: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let now = context.environment._now
        var fraction: Double?
        var timerText: TextNode?
        switch value {
        case .fraction(let f):
            fraction = f
        case .timer(let range, let countsDown):
            let span = range.upperBound.timeIntervalSince(range.lowerBound)
            let gone = min(max(0, now.timeIntervalSince(range.lowerBound)), span)
            fraction = span > 0 ? (countsDown ? 1 - gone / span : gone / span) : 1
            let (string, next) = DateText.timer(range, pauseTime: nil, countsDown: countsDown, showsHours: true, now: now)
            timerText = TextNode(runs: [TextNode.Run(string, style: context.textStyle(role: .secondary))], changesAt: next)
        }
        if context.isRedacted { fraction = 0 }
        let role = context.tintRole
        if context.environment._progressStyle == .circular {
            let glyph = fraction.map { f in ["○", "◔", "◑", "◕", "●"][Int((f * 4).rounded())] } ?? "◌"
            var parts: [any ViewNode] = [GlyphNode(glyph, style: Style(role))]
            if let label { parts.append(context.node(for: label, axis: .horizontal)) }
            return [parts.count == 1 ? parts[0] : StackNode(.horizontal, children: parts)]
        }
        var rows: [any ViewNode] = []
        if let label, !context.spokenText(of: label).isEmpty || !(label is EmptyView) {
            let node = context.node(for: label, axis: .horizontal)
            if !(label is EmptyView) { rows.append(node) }
        }
        rows.append(FrameNode(width: FrameNode.Bounds(maximum: CellMetrics.unbounded), child: BarNode(fraction: fraction, role: role)))
        if let currentValueLabel, !(currentValueLabel is EmptyView) {
            rows.append(context.node(for: currentValueLabel, axis: .horizontal))
        } else if let timerText {
            rows.append(timerText)
        }
        return [rows.count == 1 ? rows[0] : StackNode(.vertical, alignment: 0, children: rows)]
    }
}

@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

public struct ProgressViewStyleConfiguration {
    public struct Label: View { public typealias Body = Never }
    public struct CurrentValueLabel: View { public typealias Body = Never }
    public var fractionCompleted: Double? { nil }
    public var label: Label? { nil }
    public var currentValueLabel: CurrentValueLabel? { nil }
}

extension ProgressViewStyleConfiguration.Label: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] }
}
extension ProgressViewStyleConfiguration.CurrentValueLabel: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] }
}

protocol _KnownProgressStyle { var kind: ProgressStyleKind { get } }

public struct DefaultProgressViewStyle: ProgressViewStyle, _KnownProgressStyle {
    public init() {}
    nonisolated var kind: ProgressStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct LinearProgressViewStyle: ProgressViewStyle, _KnownProgressStyle {
    public init() {}
    public init(tint: Color) {}
    nonisolated var kind: ProgressStyleKind { .linear }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct CircularProgressViewStyle: ProgressViewStyle, _KnownProgressStyle {
    public init() {}
    public init(tint: Color) {}
    nonisolated var kind: ProgressStyleKind { .circular }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    public nonisolated func progressViewStyle<S>(_ style: S) -> some View where S: ProgressViewStyle {
        let kind = (style as? any _KnownProgressStyle)?.kind ?? .automatic
        return modifier(_EnvironmentModifier { $0._progressStyle = kind })
    }
}

// MARK: - Building controls

extension _RenderContext {
    /// A control node: its label built with the tint as its foreground (unless one is set),
    /// its action registered under a new id.
    @MainActor
    mutating func control(
        role: WidgetControl.Role, intent: (any AppIntents.AppIntent)?, enabled: Bool,
        label build: (inout _RenderContext) -> any ViewNode
    ) -> [any ViewNode] {
        let saved = environment
        if environment._foreground == nil { environment._foreground = ResolvedStyle(environment._tint?.role ?? .accent) }
        let label = build(&self)
        environment = saved
        let spoken = spokenText(of: label)
        let action = intent.map { intent in ControlAction(title: Self.title(of: intent), perform: { _ = try await intent.perform() }) }
        let id = registerControl(enabled ? action : nil)
        let style = Style(grouped(enabled ? tintRole : .placeholder), attributes: enabled ? .bold : .dim)
        return [ControlNode(id: id, role: role, label: label, spokenLabel: spoken, style: style)]
    }

    /// An intent's title, as the event log and the intent's outcome say it.
    package static func title(of intent: any AppIntents.AppIntent) -> String {
        func title<I: AppIntents.AppIntent>(_ intent: I) -> String { String(localized: I.title) }
        return title(intent)
    }

    /// The text a view draws, as one string (a gauge's or group box's title).
    @MainActor
    mutating func spokenText<V: View>(of view: V) -> String {
        spokenText(of: node(for: view, axis: .horizontal))
    }

    /// The text a node draws, drawn once on a scratch canvas.
    func spokenText(of node: any ViewNode) -> String {
        let size = node.sizeThatFits(.unspecified)
        var scratch = ViewCanvas(size: Size(width: max(1, min(size.width, 500)), height: max(1, min(size.height, 50))))
        node.draw(in: scratch.buffer.area, into: &scratch)
        return scratch.spoken.joined(separator: " ")
    }
}
