import FoundationCompatibility
internal import WidgetCore
internal import WidgetDrawing
internal import WidgetFormats
// The shapes of a widget extension that Apple declares in SwiftUI: a widget, a bundle of
// widgets, a configuration. WidgetKit (the module) gives the configurations and the
// entry point; widgetdeck's bridge reads what they declare.

/// A widget's configuration and content (Apple's `Widget`).
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    @MainActor @preconcurrency init()
    @MainActor @preconcurrency var body: Self.Body { get }
}

/// Several widgets of one extension (Apple's `WidgetBundle`).
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    @MainActor @preconcurrency init()
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// What a widget is: its kind, provider and content, with its display name, description and
/// families (Apple's `WidgetConfiguration`).
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

extension WidgetConfiguration where Body == Never {
    public var body: Never { fatalError("\(Self.self) is read by the renderer and has no body") }
}

/// No configuration.
nonisolated public struct EmptyWidgetConfiguration: WidgetConfiguration, Sendable {
    public init() {}
    public typealias Body = Never
}

/// Builds a bundle's widgets (Apple's `WidgetBundleBuilder`): a list, and `if #available`.
@resultBuilder
public struct WidgetBundleBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Widget { content }
    public static func buildBlock() -> some Widget { _WidgetList(widgets: []) }
    public static func buildBlock<Content>(_ content: Content) -> some Widget where Content: Widget { _WidgetList(widgets: [content]) }
    public static func buildBlock<each C>(_ c: repeat each C) -> some Widget where repeat each C: Widget {
        var widgets: [any Widget] = []
        for widget in repeat each c { widgets.append(widget) }
        return _WidgetList(widgets: widgets)
    }
    public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> some Widget {
        _WidgetList(widgets: widget.map { [$0] } ?? [])
    }
    public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _WidgetList(widgets: [widget])
    }
}

public protocol _LimitedAvailabilityWidgetMarker {}

/// Widgets listed in a bundle.
nonisolated public struct _WidgetList: Widget, _LimitedAvailabilityWidgetMarker, @unchecked Sendable {
    public let widgets: [any Widget]
    public init() { widgets = [] }
    init(widgets: [any Widget]) { self.widgets = widgets }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

    /// The widgets, with nested lists opened.
    package var flattened: [any Widget] {
        widgets.flatMap { ($0 as? _WidgetList)?.flattened ?? [$0] }
    }
}

/// Where a container background goes (Apple's `ContainerBackgroundPlacement`).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    package let name: String
    package init(name: String) { self.name = name }
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

extension View {
    /// The background of the container the view is in: for `.widget`, the widget's — the
    /// theme's widget background for the system fills (`.fill.tertiary`), the colour of the
    /// widget's outline for a colour (text stays on the terminal's background, readable in
    /// every theme; noted), removed on the lock screen (vibrant) as WidgetKit does.
    public nonisolated func containerBackground<S>(_ style: S, for container: ContainerBackgroundPlacement) -> some View
    where S: ShapeStyle {
        modifier(_ContainerBackgroundModifier(style: AnyShapeStyle(style)))
    }

    public nonisolated func containerBackground<V>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
        @ViewBuilder content: () -> V
    ) -> some View where V: View {
        modifier(_ContainerBackgroundModifier(view: AnyView(content())))
    }
}

nonisolated struct _ContainerBackgroundModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    var style: AnyShapeStyle?
    var view: AnyView?

    init(style: AnyShapeStyle) { self.style = style }
    init(view: AnyView) { self.view = view }

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        if let style {
            let resolved = context.resolve(style)
            // The widget's own fills (`.fill.tertiary`, `.background`) are its background.
            let isWidgetFill = resolved.isFaint || resolved.role == .background || resolved.role == .chartMuted
            context.containerBackground = isWidgetFill ? ResolvedStyle(.background) : resolved
            // A gradient is drawn in its colours behind the widget (WidgetPictures).
            if resolved.gradient != nil { context.containerBackground?.approximation = nil }
        } else if let view {
            let node = context.node(for: view)
            if let gradient = node as? GradientNode {
                var style = ResolvedStyle(gradient.role)
                style.gradient = gradient.paint
                context.containerBackground = style
            } else if let shape = node as? ShapeNode, case .fill(let role, let faint) = shape.paint {
                context.containerBackground = faint ? ResolvedStyle(.background) : ResolvedStyle(role, approximation: shape.approximation)
            } else {
                context.containerBackground = ResolvedStyle(
                    .background, approximation: "a container background view drawn as the widget's background")
            }
        }
        let nodes = content.build(&context)
        if let note = context.containerBackground?.approximation { return [NoteNode(note: note, children: nodes)] }
        return nodes
    }
}

// MARK: - Controls (iOS 18): declared here, read and drawn by WidgetKit.

/// A control for Control Center, the Lock Screen or the Action button (Apple's `ControlWidget`).
@MainActor @preconcurrency
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    @MainActor @preconcurrency init()
    @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// What a control is (Apple's `ControlWidgetConfiguration`).
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ControlWidgetConfiguration {}

extension ControlWidgetConfiguration where Body == Never {
    public var body: Never { fatalError("\(Self.self) has no body") }
}

nonisolated public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration, Sendable {
    public typealias Body = Never
    public init() {}
}

/// What a control draws: a button or a toggle (Apple's `ControlWidgetTemplate`).
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    associatedtype Body: ControlWidgetTemplate
    @ControlWidgetTemplateBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ControlWidgetTemplate {}

extension ControlWidgetTemplate where Body == Never {
    public var body: Never { fatalError("\(Self.self) has no body") }
}

nonisolated public struct EmptyControlWidgetTemplate: ControlWidgetTemplate, Sendable {
    public typealias Body = Never
    public init() {}
}

@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ControlWidgetConfiguration { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ControlWidgetConfiguration { content }
}

@resultBuilder
public struct ControlWidgetTemplateBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ControlWidgetTemplate { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ControlWidgetTemplate { content }
}

/// A control listed in a widget bundle.
nonisolated public struct _ControlWidgetAdaptor<C: ControlWidget>: Widget, _LimitedAvailabilityWidgetMarker, @unchecked Sendable {
    /// The control, which WidgetKit reads.
    package let control: C?
    public init() { control = nil }
    public init(_ control: C) { self.control = control }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

extension WidgetBundleBuilder {
    public static func buildExpression<Content>(_ content: Content) -> _ControlWidgetAdaptor<Content> where Content: ControlWidget {
        _ControlWidgetAdaptor(content)
    }
    public static func buildLimitedAvailability(_ widget: some ControlWidget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _WidgetList(widgets: [])
    }
}
