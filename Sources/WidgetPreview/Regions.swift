import WidgetKit
internal import WidgetDrawing

/// Views drawn in places of a picture that is not one widget's (a Live Activity's sheet, a
/// control's): each region measured, aligned in its place and clipped to it.
enum Regions {
    enum Alignment { case leading, center, trailing }

    /// The rows `view` takes at `width`, given `room` — or, `ideal`, the rows it asks for
    /// when no height is proposed (a `.frame(maxHeight: .infinity)` then asks only for its
    /// content's), up to `room`.
    @MainActor
    static func height(of view: AnyView, width: Int, room: Int, ideal: Bool = false, _ environment: EnvironmentValues) -> Int {
        guard room > 0 else { return 0 }
        let (node, _) = ViewRenderer.node(for: view, environment: environment)
        return min(room, node.sizeThatFits(ProposedSize(width: width, height: ideal ? nil : room)).height)
    }

    /// The columns `view` takes given `room`: its width when offered all of it.
    @MainActor
    static func width(of view: AnyView, room: Size, _ environment: EnvironmentValues) -> Int {
        guard room.width > 0, room.height > 0 else { return 0 }
        let (node, _) = ViewRenderer.node(for: view, environment: environment)
        return min(room.width, node.sizeThatFits(ProposedSize(room)).width)
    }

    /// Draws `view` in `rect`, aligned in it, on a canvas of its own whose cells inside `rect`
    /// are copied in: a region draws only in its place, as a Dynamic Island clips it.
    @MainActor
    static func draw(_ view: AnyView, in rect: Rect, _ alignment: Alignment, on canvas: inout ViewCanvas, _ environment: EnvironmentValues)
    {
        guard !rect.isEmpty else { return }
        let (node, context) = ViewRenderer.node(for: view, environment: environment)
        let size = node.sizeThatFits(ProposedSize(rect.size))
        let w = min(size.width, rect.width), h = min(size.height, rect.height)
        let x =
            switch alignment {
            case .leading: rect.x
            case .center: rect.x + (rect.width - w) / 2
            case .trailing: rect.right - w
            }
        var own = ViewCanvas(size: canvas.buffer.area.size)
        node.draw(in: Rect(x: x, y: rect.y + (rect.height - h) / 2, width: w, height: h), into: &own)
        canvas.buffer.merge(own.buffer, clippedTo: rect)
        canvas.spoken += own.spoken
        if !context.actions.isEmpty || !own.controls.isEmpty {
            canvas.buffer.note(.approximated, "a control in the Dynamic Island drawn, not pressable here", at: rect.origin)
        }
    }
}
