import AppIntents
import WidgetKit
internal import WidgetCore
internal import WidgetDrawing

/// Draws a control's template at one value as its sheet (``ControlSheet``): Control Center's
/// small, medium and large modules. A toggle that is on has its outline in the accent (a
/// phone fills the module with its tint); its intent is the picture's control.
enum ControlPictures {
    /// The sheet on a canvas of `size` (at least the sheet's), and what pressing the control
    /// does: its intent, under the id of the control placed over the medium module.
    @MainActor
    static func draw(_ control: ResolvedControl?, size: Size, environment: EnvironmentValues) -> (ViewCanvas, [String: ControlAction]) {
        let sheet = ControlSheet.self
        var canvas = ViewCanvas(size: Size(width: max(size.width, sheet.size.width), height: max(size.height, sheet.size.height)))
        var actions: [String: ControlAction] = [:]
        guard let control else {
            canvas.buffer.drawText("no template (a button or a toggle) to draw", in: sheet.medium.row(0), style: Style(.secondary))
            return (canvas, actions)
        }
        var plain = environment
        plain._widgetContentMargins = EdgeInsets()
        // The symbol and title are the label's; a toggle's value label may bring the symbol
        // (`Label(isOn ? "Running" : "Stopped", systemImage: …)`) and says the value.
        let label = control.label._labelParts
        let valueParts = control.value?._labelParts
        let icon = label.icon ?? valueParts?.icon
        let title = label.title
        let value: AnyView? = valueParts.map { $0.title ?? $0.icon } ?? control.isOn.map { AnyView(Text($0 ? "On" : "Off")) }
        // Small: the symbol (the title when there is none).
        if let shown = icon ?? title {
            Regions.draw(shown, in: sheet.small.inset(horizontal: 1, vertical: 1), .center, on: &canvas, plain)
        }
        // Medium: the symbol, and beside it the title above the value.
        let medium = sheet.medium.inset(horizontal: 1, vertical: 1)
        var text = medium
        if let icon {
            Regions.draw(icon, in: Rect(x: medium.x, y: medium.y, width: 2, height: medium.height), .center, on: &canvas, plain)
            text = Rect(x: medium.x + 3, y: medium.y, width: medium.width - 3, height: medium.height)
        }
        if let title { Regions.draw(title, in: text.row(0), .leading, on: &canvas, plain) }
        if let value { Regions.draw(value, in: text.row(1), .leading, on: &canvas, plain) }
        // Large: the symbol at the top, the title (two lines) and the value at the bottom.
        let large = sheet.large.inset(horizontal: 1, vertical: 1)
        if let icon { Regions.draw(icon, in: large.row(0), .leading, on: &canvas, plain) }
        if let title {
            let lines = max(1, Regions.height(of: title, width: large.width, room: 2, plain))
            Regions.draw(
                title, in: Rect(x: large.x, y: large.bottom - 1 - lines, width: large.width, height: lines), .leading, on: &canvas,
                plain)
        }
        if let value { Regions.draw(value, in: large.row(large.height - 1), .leading, on: &canvas, plain) }
        let on = control.isOn == true
        let outline = Style(on ? .accent : .border)
        for rect in [sheet.small, sheet.medium, sheet.large] { canvas.buffer.drawBox(rect, style: outline) }
        if control.tint != nil && on {
            canvas.buffer.note(.approximated, "the control's tint drawn as the accent of its outline", at: sheet.small.origin)
        }
        if control.isDisabled { canvas.buffer.note(.approximated, "a disabled control drawn as one", at: sheet.small.origin) }
        if let failure = control.failure {
            // Shown, not only noted: below the small and medium modules, where the sheet is bare.
            let room = Rect(x: 0, y: sheet.medium.bottom + 1, width: sheet.large.x - 1, height: sheet.size.height - sheet.medium.bottom - 1)
            Regions.draw(AnyView(Text("⚠ " + failure)), in: room, .leading, on: &canvas, plain)
            canvas.buffer.note(.approximated, failure, at: sheet.medium.origin)
        }
        if let intent = control.action, !control.isDisabled {
            // Pressable where pictures are (`preview --live`): the intent runs, and the control
            // is asked for its value again, as after any intent.
            let said = canvas.spoken.first ?? _RenderContext.title(of: intent)
            canvas.controls.append(
                PlacedControl(id: "c0", label: said, role: control.isOn.map { .toggle(isOn: $0) } ?? .button, rect: sheet.medium))
            actions["c0"] = ControlAction(title: _RenderContext.title(of: intent), perform: { _ = try await intent.perform() })
        }
        return (canvas, actions)
    }
}
