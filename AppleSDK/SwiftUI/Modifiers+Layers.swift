import FoundationCompatibility
internal import WidgetCore
internal import WidgetDrawing
internal import WidgetFormats
// Overlays, backgrounds and masks: views drawn over or under another, in the same cells.

extension View {

    @available(*, deprecated, message: "Use `overlay(alignment:content:)` instead.") @_disfavoredOverload
    public nonisolated func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View {
        modifier(_LayerModifier(layer: AnyView(overlay), alignment: alignment, behind: false))
    }

    public nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(_LayerModifier(layer: AnyView(content()), alignment: alignment, behind: false))
    }

    public nonisolated func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(style), kind: .rectangle, behind: false))
    }

    public nonisolated func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(style), kind: T._kind, behind: false))
    }

    @available(*, deprecated, message: "Use `background(alignment:content:)` instead.") @_disfavoredOverload
    public nonisolated func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View
    where Background: View {
        modifier(_LayerModifier(layer: AnyView(background), alignment: alignment, behind: true))
    }

    public nonisolated func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(_LayerModifier(layer: AnyView(content()), alignment: alignment, behind: true))
    }

    public nonisolated func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(style), kind: .rectangle, behind: true))
    }

    public nonisolated func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(style), kind: T._kind, behind: true))
    }

    public nonisolated func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(BackgroundStyle()), kind: .rectangle, behind: true))
    }

    public nonisolated func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: Shape {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(BackgroundStyle()), kind: S._kind, behind: true))
    }

    /// A line around the view, in `content`'s role.
    public nonisolated func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle {
        overlay(alignment: .center) { Rectangle().stroke(content, lineWidth: width) }
    }
}
