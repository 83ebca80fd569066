#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import WidgetDrawing

/// A widget drawn by code of its own — a team's SwiftUI views, rendered by the view layer — as
/// a picture the dashboard shows as it is: the cells, the controls on them, what a screen reader
/// says, and when the picture changes by itself (a timer).
///
/// A picture is plain data, so an entry holding one can be kept, compared and sent between
/// processes (the preview program renders it; the dashboard draws it).
package struct WidgetPicture: Hashable, Sendable {
    /// The whole family's cells, at the origin.
    package var buffer: Buffer
    /// The buttons and toggles on it, in reading order.
    package var controls: [PlacedControl]
    /// The texts and labels, as a screen reader reads them.
    package var spoken: String
    /// When a text on it (a timer, a relative date) changes: draw it again then.
    package var changesAt: Date?
    /// The URL the widget opens (`.widgetURL`).
    package var url: String?
    /// What to ask for to draw it again at another moment (the extension's entry and family).
    package var redraw: PictureRequest?
    /// Whether it is a failure's frame (``failure(_:size:)``), which says what failed itself.
    package var isFailure = false

    package init(
        buffer: Buffer, controls: [PlacedControl] = [], spoken: String = "", changesAt: Date? = nil, url: String? = nil,
        redraw: PictureRequest? = nil
    ) {
        self.buffer = buffer
        self.controls = controls
        self.spoken = spoken
        self.changesAt = changesAt
        self.url = url
        self.redraw = redraw
    }

    /// A frame of `size` saying what failed, in place of the widget's picture: the message in
    /// the negative role, wrapped, in a red outline where there is room for one.
    package static func failure(_ message: String, size: Size) -> WidgetPicture {
        var buffer = Buffer(size: size, fill: .blank(Style(.primary)))
        let framed = size.width >= 8 && size.height >= 3
        if framed { buffer.drawBox(buffer.area, style: Style(.negative)) }
        let inner = framed ? buffer.area.inset(horizontal: 2, vertical: 1) : buffer.area
        let lines = TerminalText.wrap("✕ " + message, width: max(1, inner.width))
        for (i, line) in lines.prefix(inner.height).enumerated() {
            buffer.drawText(line, in: inner.row(i), style: Style(i == 0 ? .negative : .secondary, attributes: i == 0 ? .bold : []))
        }
        var picture = WidgetPicture(buffer: buffer, spoken: "Failed: " + message)
        picture.isFailure = true
        return picture
    }

    /// The controls as the dashboard knows them (focusable, pressable).
    package var widgetControls: [WidgetControl] {
        controls.map { WidgetControl(id: $0.id, label: $0.label, role: $0.role, token: redraw?.entry ?? "") }
    }
}

/// What a picture was drawn from, to draw it again: an entry of a widget extension, in a family
/// and a mode.
package struct PictureRequest: Hashable, Sendable {
    package var widget: String
    package var entry: String
    package var family: WidgetFamily
    package var mode: RenderingMode
    package var redaction: Redaction
    package var size: Size?

    package init(
        widget: String, entry: String, family: WidgetFamily, mode: RenderingMode = .fullColor, redaction: Redaction = .none,
        size: Size? = nil
    ) {
        self.widget = widget
        self.entry = entry
        self.family = family
        self.mode = mode
        self.redaction = redaction
        self.size = size
    }
}

/// Why a picture's values are hidden: before data (the placeholder), or for privacy (a locked
/// lock screen hides what is marked `.privacySensitive()`).
package enum Redaction: String, Hashable, Sendable, CaseIterable {
    case none
    case placeholder
    case privacy
}

extension WidgetView {
    /// Draws a picture, its controls restyled for focus (reverse video) and a running intent
    /// (dim), and — on the frame's bottom edge, or the last row of an accessory — the marker
    /// of stale or failed figures and what the last intent did.
    func drawPicture(_ picture: WidgetPicture, in area: Rect, into buffer: inout Buffer) {
        let origin = area.origin
        buffer.merge(picture.buffer.cropped(to: Rect(size: area.size)).moved(to: origin), clippedTo: area)
        for control in state.controls {
            guard let placed = picture.controls.first(where: { $0.id == control.id }) else { continue }
            let rect = placed.rect.offsetBy(dx: origin.x, dy: origin.y).intersection(area)
            if control.isRunning || control.disabledReason != nil {
                buffer.updateStyle(in: rect) { $0.attributes.insert(.dim) }
            }
            if control.isFocused {
                buffer.updateStyle(in: rect) { $0.attributes.insert(.reverse) }
            }
        }
        var status: (String, Style)?
        if let message = state.message {
            status = ((message.isError ? "✕ " : "✓ ") + message.text, Style(message.isError ? .negative : .positive, attributes: .bold))
        } else if let reason = errorReason, !picture.isFailure {
            status = ("✕ " + reason, Style(.negative, attributes: .bold))
        } else if state.isStale {
            status = ("⚠ stale · " + Timestamp.asOf(state.asOf, now: context.now, locale: context.locale), Style(.stale, attributes: .bold))
        }
        guard let (text, style) = status else { return }
        if options.contains(.frame), area.width >= 8, area.height >= 3 {
            let edge = Rect(x: area.x + 2, y: area.bottom - 1, width: area.width - 4, height: 1)
            buffer.drawText(" " + TerminalText.truncated(text, toWidth: edge.width - 2) + " ", in: edge, style: style)
        } else {
            let row = area.row(area.height - 1)
            buffer.fill(row, with: .blank(Style(.primary)))
            buffer.drawText(text, in: row, style: style)
        }
    }
}
