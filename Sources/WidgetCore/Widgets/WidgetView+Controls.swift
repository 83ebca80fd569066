import WidgetFormats
import WidgetDrawing

/// The header row with controls: a choice (the date range) takes the place of the range's
/// title, buttons and toggles sit at the right; each falls back to a compact form, then drops,
/// as the row narrows. Focus shows as reverse video and a running intent as a dimmed control —
/// both readable without colour.
extension WidgetView {
    /// Where each control is drawn when the widget fills `area` (for mouse clicks): the same
    /// layout as ``draw(in:into:)``, on a scratch buffer.
    public func controlRects(in area: Rect) -> [String: Rect] {
        if let picture = state.picture {
            return Dictionary(picture.controls.map { ($0.id, $0.rect.offsetBy(dx: area.x, dy: area.y)) }, uniquingKeysWith: { a, _ in a })
        }
        guard options.contains(.controls), options.contains(.header), !state.controls.isEmpty, !isPlaceholder, errorReason == nil,
            options.contains(.frame), area.width >= 8, area.height >= 5
        else { return [:] }
        if case .deprecated = state.presentation { return [:] }
        let content = area.inset(horizontal: 2, vertical: 1)
        var scratch = Buffer(size: Size(width: area.right, height: area.bottom))
        return drawHeaderControls(title: headerTitle, in: content.row(0), into: &scratch)
    }

    /// One control as spans, in its full or compact form.
    static func spans(for control: WidgetControl, compact: Bool) -> [(String, Style)] {
        var attributes: TextAttributes = control.isFocused ? [.bold, .reverse] : .bold
        let inactive = control.isRunning || control.disabledReason != nil
        if inactive { attributes = control.isFocused ? [.dim, .reverse] : .dim }
        let role: StyleRole = inactive ? .placeholder : .accent
        switch control.role {
        case .button:
            return [("[\(compact ? compactLabel(control.label) : control.label)]", Style(role, attributes: attributes))]
        case .toggle(let isOn):
            let label = compact ? compactLabel(control.label) : control.label
            return [("[\(isOn ? "●" : "○") \(label)]", Style(isOn && !inactive ? .positive : role, attributes: attributes))]
        case .choice(let values, let selected):
            guard values.indices.contains(selected) else { return [] }
            if compact {
                return [("[\(values[selected]) ▸]", Style(role, attributes: attributes))]
            }
            var spans: [(String, Style)] = []
            for (i, value) in values.enumerated() {
                if i > 0 { spans.append((" ", Style(.secondary))) }
                spans.append(
                    i == selected
                        ? ("[\(value)]", Style(role, attributes: attributes))
                        : (value, Style(.secondary, attributes: control.isFocused ? .reverse : [])))
            }
            return spans
        }
    }

    /// "Fulfill next" → "Fulfill": the first word.
    static func compactLabel(_ label: String) -> String {
        String(label.split(separator: " ").first ?? Substring(label))
    }

    static func width(_ spans: [(String, Style)]) -> Int {
        spans.reduce(0) { $0 + TerminalText.width($1.0) }
    }

    /// Draws the header's title and controls in `row`; returns the rectangles of the controls
    /// drawn, by id (for mouse clicks).
    @discardableResult
    func drawHeaderControls(title: String, in row: Rect, into buffer: inout Buffer) -> [String: Rect] {
        let choice = state.controls.first { if case .choice = $0.role { return true } else { return false } }
        let others = state.controls.filter { $0.id != choice?.id }
        // From the richest form to the barest: the first that fits is drawn.
        var forms: [(left: [(String, Style)], leftID: String?, right: [(WidgetControl, [(String, Style)])])] = []
        let titleSpans: [(String, Style)] = [(title, Style(.secondary))]
        for compact in [false, true] {
            let left = choice.map { Self.spans(for: $0, compact: compact) } ?? titleSpans
            let right = others.map { ($0, Self.spans(for: $0, compact: compact)) }
            forms.append((left, choice?.id, right))
        }
        if let choice { forms.append((Self.spans(for: choice, compact: true), choice.id, [])) }
        if let first = others.first { forms.append(([], nil, [(first, Self.spans(for: first, compact: true))])) }
        let fitting = forms.first { form in
            let rightWidth = form.right.reduce(0) { $0 + Self.width($1.1) } + max(0, form.right.count - 1)
            let leftWidth = Self.width(form.left)
            return leftWidth + rightWidth + (leftWidth > 0 && rightWidth > 0 ? 1 : 0) <= row.width
        }
        guard let form = fitting else {
            buffer.drawText(title, in: row, style: Style(.secondary))
            return [:]
        }
        var rects: [String: Rect] = [:]
        let leftWidth = buffer.drawSpans(form.left, in: row)
        if let id = form.leftID { rects[id] = Rect(x: row.x, y: row.y, width: leftWidth, height: 1) }
        var x = row.right
        for (control, spans) in form.right.reversed() {
            let width = Self.width(spans)
            x -= width
            buffer.drawSpans(spans, in: Rect(x: x, y: row.y, width: width, height: 1))
            rects[control.id] = Rect(x: x, y: row.y, width: width, height: 1)
            x -= 1
        }
        return rects
    }
}
