import WidgetKit
package import WidgetCore
package import WidgetFormats
internal import WidgetDrawing

/// Draws a widget's view for one entry in one family, as WidgetKit lays it out: the family's
/// size as the proposal, the 16-point content margins of the system families (two columns by
/// one row, where widgetdeck draws the widget's rounded outline) unless the widget disables
/// them, the environment a widget reads (`widgetFamily`, `widgetRenderingMode`, redaction),
/// and the rendering mode applied to the cells.
package enum WidgetPictures {
    /// A picture and what its controls do.
    package struct Drawn {
        package var picture: WidgetPicture
        package var actions: [String: ControlAction]
    }

    @MainActor
    package static func draw(
        _ definition: WidgetDefinition, entry: any WidgetKit.TimelineEntry, request: PictureRequest, now: Date, isLocked: Bool,
        locale: DisplayLocale
    ) -> Drawn {
        let family = request.family
        let size = request.size ?? family.size
        let framed = !family.isAccessory && !definition.contentMarginsDisabled
        let area = Rect(size: size)
        let content = framed ? area.inset(horizontal: 2, vertical: 1) : area
        var environment = EnvironmentValues()
        environment._widgetFamily = WidgetKit.WidgetFamily(family)
        environment.widgetRenderingMode = request.mode.widgetKit
        environment._renderingMode = request.mode
        environment._now = now
        environment._displayLocale = locale
        environment._showsWidgetContainerBackground = request.mode == .fullColor
        environment._widgetContentMargins = framed ? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) : EdgeInsets()
        environment._hidesPrivateValues = isLocked || request.redaction == .privacy
        if request.redaction == .placeholder { environment.redactionReasons = .placeholder }
        if definition.control != nil {
            var (canvas, actions) = ControlPictures.draw((entry as? _ControlEntry)?.control, size: size, environment: environment)
            canvas.buffer.apply(request.mode, in: canvas.buffer.area)
            return picture(canvas, actions: actions, url: nil, request: request)
        }
        if let activity = definition.activity {
            var (canvas, actions, url) = ActivityPictures.draw(
                definition, island: activity.island(entry), entry: entry, environment: environment)
            canvas.buffer.apply(request.mode, in: canvas.buffer.area)
            return picture(canvas, actions: actions, url: url, request: request)
        }
        var canvas = ViewCanvas(size: size)
        if framed { canvas.buffer.drawBox(area, style: Style(.border)) }
        let view = definition.content(entry)
        var result: ViewRenderer.Result
        if family == .accessoryInline {
            let (node, context) = ViewRenderer.node(for: view, environment: environment)
            canvas.place(InlineLine.flatten(node), in: content)
            result = ViewRenderer.Result(canvas: canvas, actions: context.actions, widgetURL: context.widgetURL, containerBackground: nil)
        } else {
            result = ViewRenderer.render(view, size: size, content: content, environment: environment, into: canvas)
        }
        if let background = result.containerBackground, let gradient = background.gradient, request.mode == .fullColor {
            // A gradient widget (`.containerBackground(.blue.gradient, for: .widget)`): its colours
            // behind every cell inside the outline, the text over them kept readable; the outline
            // in its role, which is what shows without colour.
            let inside = framed ? area.inset(by: 1) : area
            let (cellWidth, cellHeight) = CellMetrics.cellPoints
            let width = Double(inside.width) * cellWidth, height = Double(inside.height) * cellHeight
            result.canvas.paintBackdrop(in: inside) { column, row in
                gradient.color(x: (Double(column) + 0.5) * cellWidth, y: (Double(row) + 0.5) * cellHeight, width: width, height: height)
            }
            if framed { result.canvas.buffer.drawBox(area, style: Style(background.role)) }
        } else if let background = result.containerBackground, background.role != .background, request.mode == .fullColor {
            // A widget of a colour (`.containerBackground(.red.gradient, for: .widget)`): a block
            // of that colour under the text would leave the text unreadable in one theme or
            // another, so the colour is the outline's and the text stays on the terminal's own.
            if framed {
                result.canvas.buffer.drawBox(area, style: Style(background.role))
                result.canvas.buffer.note(
                    .approximated, "the container background (\(background.role.rawValue)) drawn as the outline's colour",
                    at: area.origin)
            } else {
                result.canvas.buffer.note(
                    .approximated,
                    "the container background (\(background.role.rawValue)) not drawn: the widget has no outline (margins disabled)",
                    at: content.origin)
            }
        }
        canvas = result.canvas
        canvas.buffer.apply(request.mode, in: area)
        return picture(canvas, actions: result.actions, url: result.widgetURL, request: request)
    }

    static func picture(_ canvas: ViewCanvas, actions: [String: ControlAction], url: URL?, request: PictureRequest) -> Drawn {
        let said = request.redaction == .placeholder ? "Placeholder: the widget's layout, its content hidden." : spoken(canvas.spoken)
        let picture = WidgetPicture(
            buffer: canvas.buffer, controls: canvas.controls, spoken: said, changesAt: canvas.nextChange, url: url?.absoluteString,
            redraw: request)
        return Drawn(picture: picture, actions: actions)
    }

    /// The texts a screen reader reads, as sentences.
    static func spoken(_ parts: [String]) -> String {
        // A text's line breaks are read as the spaces they stand for: the sentence is one line.
        parts.map { $0.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }.filter { !$0.isEmpty }.joined(separator: " ") }
            .filter { !$0.isEmpty }
            .map { $0.hasSuffix(".") || $0.hasSuffix("!") || $0.hasSuffix("?") || $0.hasSuffix(":") || $0.hasSuffix("…") ? $0 : $0 + "." }
            .joined(separator: " ")
    }
}
