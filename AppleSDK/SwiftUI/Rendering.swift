import FoundationCompatibility
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats
// How views become widgetdeck's layout nodes: primitive views and modifiers build nodes
// themselves; every other view's body is evaluated — in the environment of where it is drawn —
// and its nodes are its body's. Nothing here is Apple's API: it is `package` or internal, so a
// widget's code never sees it.

/// A view the renderer draws itself (a stack, a text, a shape): it has no body to evaluate.
@MainActor
package protocol _PrimitiveView {
    func _nodes(in context: inout _RenderContext) -> [any ViewNode]
}

/// A modifier the renderer applies itself (padding, frames, fonts).
@MainActor
package protocol _PrimitiveModifier {
    func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode]
}

/// Builds the nodes of a modified view's content, with the context at the moment it is asked.
package struct _ContentBuilder {
    package let build: @MainActor (inout _RenderContext) -> [any ViewNode]

    package init(_ build: @escaping @MainActor (inout _RenderContext) -> [any ViewNode]) {
        self.build = build
    }
}

/// What an action on a drawn control does: a `Button(intent:)`'s intent, performed.
package struct ControlAction: @unchecked Sendable {
    /// The intent's title and parameters, for the event log.
    package var title: String
    package var perform: @Sendable () async throws -> Void

    package init(title: String, perform: @escaping @Sendable () async throws -> Void) {
        self.title = title
        self.perform = perform
    }
}

/// The state of one rendering: the environment where views are being built, the stack they
/// are laid out in, the controls found so far and what each does, and what could only be
/// approximated.
package struct _RenderContext {
    package var environment: EnvironmentValues
    /// The axis of the stack whose children are being built (dividers and spacers follow it).
    var stackAxis: LayoutAxis?
    /// The controls' actions, by id, in the order they were built.
    package var actions: [String: ControlAction] = [:]
    package var controlOrder: [String] = []
    /// The widget's URL (`.widgetURL`), if any.
    package var widgetURL: URL?
    /// Found while building: a `.containerBackground` (its resolved style).
    package var containerBackground: ResolvedStyle?
    /// The accessory label (`.widgetLabel`), built as nodes.
    package var widgetLabel: [any ViewNode]?
    /// The rows of the `Grid` being built, while its `GridRow`s are.
    var gridRows: [[any ViewNode]]?
    /// The preferences the views built so far gave (`.preference(key:value:)`), by key,
    /// each reduced as its key says, for the ancestors that read them.
    var preferences: [ObjectIdentifier: Any] = [:]
    /// Where probed views write their frames (the layout conformance suite), if anyone asks.
    var probes: _ProbeLog?

    /// How many views deep the one being built is.
    var depth = 0
    static let deepest = 256

    package init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// The nodes of `view`.
    @MainActor
    package mutating func nodes<V: View>(for view: V) -> [any ViewNode] {
        // A view that contains itself (a body that wraps `self.background()`, whose background
        // is the view again) would be built without end: drawing stops, noted, this deep.
        guard depth < _RenderContext.deepest else {
            return [
                ShapeNode(
                    .rectangle, paint: .clear,
                    approximation: "\(V.self) contains itself: drawing stopped \(_RenderContext.deepest) views deep")
            ]
        }
        depth += 1
        defer { depth -= 1 }
        if let representable = view as? any _UIKitRepresentable { return representableNodes(representable) }
        if let primitive = view as? any _PrimitiveView {
            return primitive._nodes(in: &self)
        }
        let saved = EnvironmentValues.current
        EnvironmentValues.current = environment
        let body = view.body
        EnvironmentValues.current = saved
        return nodes(for: body)
    }

    /// The nodes of `view` laid out as one: several become a column (a widget's content, a
    /// modifier's subject that is a block of views).
    @MainActor
    package mutating func node<V: View>(for view: V, axis: LayoutAxis = .vertical) -> any ViewNode {
        let saved = stackAxis
        stackAxis = axis
        let built = nodes(for: view)
        stackAxis = saved
        return built.count == 1 ? built[0] : StackNode(axis, alignment: 1, spacerSpacing: 0, children: built)
    }

    /// The nodes of `content` with `modifier` applied: a primitive modifier applies itself; a
    /// custom one's body is evaluated with `content` as its placeholder.
    @MainActor
    mutating func apply<M: ViewModifier>(_ modifier: M, to content: _ContentBuilder) -> [any ViewNode] {
        if let primitive = modifier as? any _PrimitiveModifier {
            return primitive._apply(to: content, in: &self)
        }
        let saved = EnvironmentValues.current
        EnvironmentValues.current = environment
        let body = modifier.body(content: _ViewModifier_Content(builder: content))
        EnvironmentValues.current = saved
        return nodes(for: body)
    }

    /// Builds `content`'s nodes and wraps each one: a layout modifier on a group applies to each
    /// of its views, as in SwiftUI.
    @MainActor
    mutating func wrapEach(_ content: _ContentBuilder, _ wrap: (any ViewNode) -> any ViewNode) -> [any ViewNode] {
        content.build(&self).map(wrap)
    }

    /// Builds `content` as one node (several views stacked in a column).
    @MainActor
    mutating func single(_ content: _ContentBuilder) -> any ViewNode {
        let built = content.build(&self)
        return built.count == 1 ? built[0] : StackNode(.vertical, alignment: 1, spacerSpacing: 0, children: built)
    }

    /// Builds `view`'s children for a stack along `axis`.
    @MainActor
    mutating func children<V: View>(of view: V, axis: LayoutAxis?) -> [any ViewNode] {
        let saved = stackAxis
        stackAxis = axis
        defer { stackAxis = saved }
        return nodes(for: view)
    }

    /// A new control's id (`c0`, `c1`…, in the order controls are built).
    package mutating func registerControl(_ action: ControlAction?) -> String {
        let id = "c\(controlOrder.count)"
        controlOrder.append(id)
        if let action { actions[id] = action }
        return id
    }

    // MARK: - Styles

    /// The style text takes here: the explicit foreground or `role`, the environment's font
    /// and attributes, grouped as the rendering mode asks.
    package func textStyle(role: StyleRole = .primary, explicit: ResolvedStyle? = nil, attributes: TextAttributes = []) -> Style {
        var attributes = attributes.union(environment._textAttributes)
        var role = role
        if let font = environment.font {
            attributes.formUnion(font.attributes)
            if font.isSecondary, explicit == nil, environment._foreground == nil { role = .secondary }
        }
        let resolved = explicit ?? environment._foreground
        if let resolved {
            role = resolved.role
            if resolved.isFaint, role == .primary { role = .secondary }
        }
        return Style(grouped(role), attributes: attributes)
    }

    /// `role` as the rendering mode groups it: in the accented mode, the accent group for what
    /// is marked `.widgetAccentable()` and the primary group for the rest.
    package func grouped(_ role: StyleRole) -> StyleRole {
        guard environment._renderingMode == .accented else { return role }
        if environment._isAccentable { return .accent }
        switch role {
        case .secondary, .chartMuted, .border, .placeholder: return .secondary
        default: return .primary
        }
    }

    /// The tint's role (the accent unless `.tint` set another).
    package var tintRole: StyleRole { grouped(environment._tint?.role ?? .accent) }

    /// Whether text here is drawn as redaction blocks.
    package var isRedacted: Bool { environment.redactionReasons.contains(.placeholder) }
}

/// Renders views into widgetdeck's canvas: the bridge to widgets calls this.
package enum ViewRenderer {
    /// What one rendering made: the picture and what its controls do.
    package struct Result {
        package var canvas: ViewCanvas
        package var actions: [String: ControlAction]
        package var widgetURL: URL?
        package var containerBackground: ResolvedStyle?

        package init(canvas: ViewCanvas, actions: [String: ControlAction], widgetURL: URL?, containerBackground: ResolvedStyle?) {
            self.canvas = canvas
            self.actions = actions
            self.widgetURL = widgetURL
            self.containerBackground = containerBackground
        }
    }

    /// Builds `view` in `environment` and lays it out in `content` of a canvas of `size`.
    @MainActor
    /// Renders `view` laid out in `content`. A container background is not painted: the widget's
    /// host draws it (WidgetPictures: as the outline's colour).
    package static func render<V: View>(
        _ view: V, size: Size, content: Rect, environment: EnvironmentValues, into canvas: ViewCanvas? = nil
    ) -> Result {
        var context = _RenderContext(environment: environment)
        let node = context.node(for: view)
        var canvas = canvas ?? ViewCanvas(size: size)
        canvas.place(node, in: content)
        return Result(
            canvas: canvas, actions: context.actions, widgetURL: context.widgetURL, containerBackground: context.containerBackground)
    }

    /// The nodes of `view` in `environment`, laid out as one (tests, the accessory label).
    @MainActor
    package static func node<V: View>(for view: V, environment: EnvironmentValues) -> (any ViewNode, _RenderContext) {
        var context = _RenderContext(environment: environment)
        let node = context.node(for: view)
        return (node, context)
    }
}
