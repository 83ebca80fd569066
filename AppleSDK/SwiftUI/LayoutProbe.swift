import FoundationCompatibility
internal import WidgetDrawing
// Where views are placed, by name: the layout conformance suite marks views with `_probe` and
// reads their frames in points. Package API, not Apple's: a widget's code never sees it.

/// The frames of probed views, in cells, as they were drawn.
final class _ProbeLog {
    var frames: [String: Rect] = [:]
}

/// A view drawn as itself that writes down where it was drawn.
final class _ProbeNode: _PassThroughNode {
    let name: String
    let log: _ProbeLog

    init(name: String, log: _ProbeLog, child: any ViewNode) {
        (self.name, self.log) = (name, log)
        super.init(child: child)
    }

    override func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        log.frames[name] = rect
        child.draw(in: rect, into: &canvas)
    }
}

nonisolated struct _ProbeModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let name: String

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        guard let log = context.probes else { return content.build(&context) }
        let name = self.name
        return context.wrapEach(content) { _ProbeNode(name: name, log: log, child: $0) }
    }
}

extension View {
    /// Marks the view so ``ViewRenderer/probedFrames(of:width:height:)`` reports where it was drawn.
    package nonisolated func _probe(_ name: String) -> some View { modifier(_ProbeModifier(name: name)) }
}

extension ViewRenderer {
    /// Lays `view` out as a widget's content in a host of `width` × `height` points (centred in it,
    /// as SwiftUI places a root view) and answers where each probed view was drawn, in points.
    @MainActor
    package static func probedFrames<V: View>(of view: V, width: CGFloat, height: CGFloat) -> [String: CGRect] {
        var context = _RenderContext(environment: EnvironmentValues())
        let log = _ProbeLog()
        context.probes = log
        let node = context.node(for: view)
        let size = Size(width: CellMetrics.columns(Double(width)), height: CellMetrics.rows(Double(height)))
        var canvas = ViewCanvas(size: size)
        canvas.place(node)
        return log.frames.mapValues { rect in
            CGRect(
                x: CellMetrics.points(columns: rect.x), y: CellMetrics.points(rows: rect.y),
                width: CellMetrics.points(columns: rect.width), height: CellMetrics.points(rows: rect.height))
        }
    }

    /// `view` drawn as a widget's content in `columns` × `rows` cells: the picture's text, the
    /// notes of what drawing gave up, and the labels of the controls placed on it.
    @MainActor
    package static func drawn<V: View>(_ view: V, columns: Int, rows: Int) -> (text: String, notes: [String], controls: [String]) {
        let size = Size(width: columns, height: rows)
        let result = render(view, size: size, content: Rect(x: 0, y: 0, width: columns, height: rows), environment: EnvironmentValues())
        return (result.canvas.buffer.description, result.canvas.buffer.notes.map(\.text), result.canvas.controls.map(\.label))
    }

    /// The role each cell of `view` is drawn in (`StyleRole`'s raw value), row by row — for a
    /// test that asks which colour a mark or a text took.
    @MainActor
    package static func drawnRoles<V: View>(_ view: V, columns: Int, rows: Int) -> [[String]] {
        let size = Size(width: columns, height: rows)
        let buffer = render(view, size: size, content: Rect(x: 0, y: 0, width: columns, height: rows), environment: EnvironmentValues())
            .canvas.buffer
        return (0..<rows).map { y in (0..<columns).map { x in buffer[x, y].style.foreground.rawValue } }
    }
}
