#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import WidgetDrawing

/// How the preview program and widgetdeck talk: one JSON document a line each way — a request
/// (`{"op":"timeline",…}`) and its answer (`{"ok":…}` or `{"error":"…"}`). Pictures travel as
/// their cells, exactly: every cell's symbol (a wide character's right half as `""`), its style
/// as an index into a table, and the layout notes, so what the dashboard draws and `lint`
/// checks is what the extension's views drew.
package enum ExtensionWire {
    /// A request to a widget extension.
    package enum Request: Hashable, Sendable {
        case catalog
        case timeline(TimelinePhase, widget: String, family: WidgetFamily, now: Date)
        case picture(PictureRequest, now: Date, isLocked: Bool)
        case perform(control: String, request: PictureRequest, now: Date)
    }

    // MARK: - Requests

    /// The line a preview program writes once it has loaded the extension and reads requests.
    package static let readyLine = #"{"ready":true}"#

    /// The megabytes a preview program may allocate when `WIDGETDECK_PREVIEW_MEMORY` does not
    /// say: a phone stops a widget extension at a few tens of megabytes, and a preview must not
    /// take a developer's machine down instead.
    package static let memoryLimitDefault = 2048

    package static func encode(_ request: Request) -> JSONValue {
        switch request {
        case .catalog:
            return .object([("op", .string("catalog"))])
        case .timeline(let phase, let widget, let family, let now):
            return .object([
                ("op", .string("timeline")), ("phase", .string(phase.rawValue)), ("widget", .string(widget)),
                ("family", .string(family.rawValue)), ("now", date(now)),
            ])
        case .picture(let request, let now, let isLocked):
            return .object([("op", .string("picture")), ("request", encode(request)), ("now", date(now)), ("locked", .bool(isLocked))])
        case .perform(let control, let request, let now):
            return .object([("op", .string("perform")), ("control", .string(control)), ("request", encode(request)), ("now", date(now))])
        }
    }

    package static func decodeRequest(_ value: JSONValue) throws(WireError) -> Request {
        switch try string(value, "op") {
        case "catalog":
            return .catalog
        case "timeline":
            guard let phase = TimelinePhase(rawValue: try string(value, "phase")) else { throw WireError("unknown phase") }
            return .timeline(phase, widget: try string(value, "widget"), family: try family(value, "family"), now: try date(value, "now"))
        case "picture":
            guard let request = value["request"] else { throw WireError("no request") }
            return .picture(try decodePictureRequest(request), now: try date(value, "now"), isLocked: value["locked"] == .bool(true))
        case "perform":
            guard let request = value["request"] else { throw WireError("no request") }
            return .perform(control: try string(value, "control"), request: try decodePictureRequest(request), now: try date(value, "now"))
        case let other:
            throw WireError("unknown request “\(other)”")
        }
    }

    package static func encode(_ request: PictureRequest) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("widget", .string(request.widget)), ("entry", .string(request.entry)),
            ("family", .string(request.family.rawValue)), ("mode", .string(request.mode.rawValue)),
            ("redaction", .string(request.redaction.rawValue)),
        ]
        if let size = request.size { members.append(("size", .array([.number(Double(size.width)), .number(Double(size.height))]))) }
        return .object(members)
    }

    package static func decodePictureRequest(_ value: JSONValue) throws(WireError) -> PictureRequest {
        guard let mode = RenderingMode(rawValue: try string(value, "mode")),
            let redaction = Redaction(rawValue: try string(value, "redaction"))
        else {
            throw WireError("unknown mode or redaction")
        }
        var size: Size?
        if case .array(let parts)? = value["size"], parts.count == 2, case .number(let w) = parts[0], case .number(let h) = parts[1] {
            size = Size(width: Int(min(max(w, 0), 1000)), height: Int(min(max(h, 0), 1000)))
        }
        return PictureRequest(
            widget: try string(value, "widget"), entry: try string(value, "entry"), family: try family(value, "family"), mode: mode,
            redaction: redaction, size: size)
    }

    // MARK: - Answers

    package static func ok(_ payload: JSONValue) -> JSONValue { .object([("ok", payload)]) }

    package static func failure(_ failure: ExtensionFailure) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("error", .string(failure.message))]
        if let widget = failure.widget { members.append(("widget", .string(widget))) }
        if let family = failure.family { members.append(("family", .string(family.rawValue))) }
        return .object(members)
    }

    /// The payload of an answer, or the failure it reports.
    package static func payload(_ answer: JSONValue) throws(ExtensionFailure) -> JSONValue {
        if let payload = answer["ok"] { return payload }
        if case .string(let message)? = answer["error"] {
            var widget: String?
            if case .string(let w)? = answer["widget"] { widget = w }
            var family: WidgetFamily?
            if case .string(let f)? = answer["family"] { family = WidgetFamily(rawValue: f) }
            throw ExtensionFailure(widget: widget, family: family, message: message)
        }
        throw ExtensionFailure(message: "the preview program answered something that is not an answer")
    }

    package static func encode(_ catalog: ExtensionCatalog) -> JSONValue {
        .object([
            (
                "widgets",
                .array(
                    catalog.widgets.map { widget in
                        var members: [(key: String, value: JSONValue)] = [
                            ("id", .string(widget.id)), ("kind", .string(widget.kind)), ("type", .string(widget.typeName)),
                            ("families", .array(widget.families.map { .string($0.rawValue) })),
                            ("marginsDisabled", .bool(widget.contentMarginsDisabled)),
                        ]
                        if let name = widget.displayName { members.append(("name", .string(name))) }
                        if let description = widget.description { members.append(("description", .string(description))) }
                        if let intent = widget.intent { members.append(("intent", .string(intent))) }
                        if widget.surface != .widget { members.append(("surface", .string(widget.surface.rawValue))) }
                        return .object(members)
                    })
            ),
            (
                "previews",
                .array(
                    catalog.previews.map { preview in
                        var members: [(key: String, value: JSONValue)] = [
                            ("widget", .string(preview.widget)), ("family", .string(preview.family.rawValue)),
                            ("location", .string(preview.location)),
                        ]
                        if let name = preview.name { members.append(("name", .string(name))) }
                        return .object(members)
                    })
            ),
        ])
    }

    package static func decodeCatalog(_ value: JSONValue) throws(WireError) -> ExtensionCatalog {
        guard case .array(let widgets)? = value["widgets"], case .array(let previews)? = value["previews"] else {
            throw WireError("no widgets")
        }
        var out = ExtensionCatalog(widgets: [], previews: [])
        for w in widgets {
            guard case .array(let families)? = w["families"] else { throw WireError("no families") }
            out.widgets.append(
                HostedWidget(
                    id: try string(w, "id"), kind: try string(w, "kind"), typeName: try string(w, "type"),
                    displayName: optionalString(w, "name"), description: optionalString(w, "description"),
                    families: families.compactMap { if case .string(let f) = $0 { WidgetFamily(rawValue: f) } else { nil } },
                    contentMarginsDisabled: w["marginsDisabled"] == .bool(true), intent: optionalString(w, "intent"),
                    surface: optionalString(w, "surface").flatMap(HostedSurface.init(rawValue:)) ?? .widget))
        }
        for p in previews {
            out.previews.append(
                HostedPreview(
                    widget: try string(p, "widget"), name: optionalString(p, "name"), family: try family(p, "family"),
                    location: try string(p, "location")))
        }
        return out
    }

    package static func encode(_ timeline: HostedTimeline) -> JSONValue {
        let policy: JSONValue
        switch timeline.policy {
        case .atEnd: policy = .string("atEnd")
        case .never: policy = .string("never")
        case .after(let d): policy = .object([("after", date(d))])
        }
        return .object([
            (
                "entries",
                .array(
                    timeline.entries.map { entry in
                        var members: [(key: String, value: JSONValue)] = [("id", .string(entry.id)), ("date", date(entry.date))]
                        if let relevance = entry.relevance {
                            members.append(("relevance", .number(relevance.score)))
                            if relevance.duration > 0 { members.append(("relevanceDuration", .number(relevance.duration))) }
                        }
                        return .object(members)
                    })
            ),
            ("policy", policy),
            ("reloads", .array(timeline.reloads.map { .string($0) })),
        ])
    }

    package static func decodeTimeline(_ value: JSONValue) throws(WireError) -> HostedTimeline {
        guard case .array(let entries)? = value["entries"] else { throw WireError("no entries") }
        let policy: ReloadPolicy
        switch value["policy"] {
        case .string("atEnd")?: policy = .atEnd
        case .string("never")?: policy = .never
        case .object?: policy = .after(try date(value["policy"]!, "after"))
        default: throw WireError("no policy")
        }
        var out = HostedTimeline(entries: [], policy: policy, reloads: reloads(value))
        for (index, e) in entries.enumerated() {
            var relevance: EntryRelevance?
            if case .number(let r)? = e["relevance"] {
                var duration = 0.0
                if case .number(let d)? = e["relevanceDuration"] { duration = d }
                relevance = EntryRelevance(score: r, duration: duration)
            }
            let entryDate: Date
            do { entryDate = try date(e, "date") } catch {
                // Which entry, and what its date was: NaN, ±∞ or past the year 5000.
                let value = e["date"] ?? .null
                let shown = if case .number = value { value.shortDescription + " s from 1970" } else { value.shortDescription }
                throw WireError(
                    "entry \(index + 1) of \(entries.count)'s date is not a time a phone can show (\(shown): NaN, infinite or past the year 5000)"
                )
            }
            out.entries.append(HostedEntry(id: try string(e, "id"), date: entryDate, relevance: relevance))
        }
        return out
    }

    package static func encode(_ outcome: PerformOutcome) -> JSONValue {
        .object([("message", .string(outcome.message)), ("reloads", .array(outcome.reloads.map { .string($0) }))])
    }

    package static func decodeOutcome(_ value: JSONValue) throws(WireError) -> PerformOutcome {
        PerformOutcome(message: try string(value, "message"), reloads: reloads(value))
    }

    // MARK: - Pictures

    package static func encode(_ picture: WidgetPicture) -> JSONValue {
        let buffer = picture.buffer
        var styles: [Style] = []
        var styleIndex: [Style: Int] = [:]
        var rows: [JSONValue] = []
        for y in 0..<buffer.area.height {
            var symbols: [JSONValue] = []
            var runs: [JSONValue] = []
            var run: (style: Int, count: Int)?
            for x in 0..<buffer.area.width {
                let cell = buffer[buffer.area.x + x, buffer.area.y + y]
                symbols.append(.string(cell.width == 0 ? "" : cell.symbol))
                let index =
                    styleIndex[cell.style]
                    ?? {
                        styles.append(cell.style)
                        styleIndex[cell.style] = styles.count - 1
                        return styles.count - 1
                    }()
                if let current = run, current.style == index {
                    run = (index, current.count + 1)
                } else {
                    if let current = run { runs.append(.array([.number(Double(current.count)), .number(Double(current.style))])) }
                    run = (index, 1)
                }
            }
            if let current = run { runs.append(.array([.number(Double(current.count)), .number(Double(current.style))])) }
            // Exact colours: a picture's two pixels ([x, top, bottom]) and the colour behind a
            // cell on a gradient ([x, backdrop]).
            var colors: [JSONValue] = []
            for x in 0..<buffer.area.width {
                let cell = buffer[buffer.area.x + x, buffer.area.y + y]
                if let pixels = cell.pixels {
                    colors.append(.array([.number(Double(x)), .string(pixels.top.hex), .string(pixels.bottom.hex)]))
                } else if let backdrop = cell.backdrop {
                    colors.append(.array([.number(Double(x)), .string(backdrop.hex)]))
                }
            }
            var members: [(key: String, value: JSONValue)] = [("cells", .array(symbols)), ("styles", .array(runs))]
            if !colors.isEmpty { members.append(("colors", .array(colors))) }
            rows.append(.object(members))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("width", .number(Double(buffer.area.width))), ("height", .number(Double(buffer.area.height))),
            ("styles", .array(styles.map(encode))), ("rows", .array(rows)),
            (
                "notes",
                .array(
                    buffer.notes.map { note in
                        .array([
                            .string(note.kind.rawValue), .string(note.text), .string(note.shown),
                            .number(Double(note.at.x - buffer.area.x)),
                            .number(Double(note.at.y - buffer.area.y)),
                        ])
                    })
            ),
            ("controls", .array(picture.controls.map(encode))),
            (
                "pictures",
                .array(
                    picture.buffer.pictures.map { placed in
                        .object([
                            ("at", .array([placed.x, placed.y, placed.width, placed.height].map { .number($0) })),
                            (
                                "clip",
                                .array(
                                    [
                                        placed.clip.x - picture.buffer.area.x, placed.clip.y - picture.buffer.area.y, placed.clip.width,
                                        placed.clip.height,
                                    ]
                                    .map { .number(Double($0)) })
                            ),
                            ("png", .string(Base64.encode(placed.png))),
                        ])
                    })
            ),
            ("spoken", .string(picture.spoken)),
        ]
        if let changesAt = picture.changesAt { members.append(("changesAt", date(changesAt))) }
        if let url = picture.url { members.append(("url", .string(url))) }
        if let redraw = picture.redraw { members.append(("redraw", encode(redraw))) }
        return .object(members)
    }

    package static func decodePicture(_ value: JSONValue) throws(WireError) -> WidgetPicture {
        let width = try integer(value, "width", limit: 1000), height = try integer(value, "height", limit: 1000)
        guard case .array(let styleValues)? = value["styles"], case .array(let rows)? = value["rows"], rows.count == height else {
            throw WireError("a picture needs its styles and \(height) rows")
        }
        let styles = try styleValues.map(decodeStyle)
        var buffer = Buffer(size: Size(width: width, height: height))
        for (y, row) in rows.enumerated() {
            guard case .array(let symbols)? = row["cells"], symbols.count == width, case .array(let runs)? = row["styles"] else {
                throw WireError("row \(y) needs \(width) cells")
            }
            var cellStyles: [Style] = []
            for run in runs {
                guard case .array(let pair) = run, pair.count == 2, case .number(let count) = pair[0], case .number(let index) = pair[1],
                    // Compared as doubles before any conversion: an index of 1e25 must be refused, not trap in Int().
                    count >= 1, count <= Double(width), index >= 0, index < Double(styles.count)
                else { throw WireError("row \(y) has a bad style run") }
                cellStyles += Array(repeating: styles[Int(index)], count: Int(count))
            }
            guard cellStyles.count == width else { throw WireError("row \(y)'s styles cover \(cellStyles.count) of \(width) cells") }
            for x in 0..<width {
                guard case .string(let symbol) = symbols[x] else { throw WireError("row \(y), cell \(x) is not a string") }
                let isLead = x + 1 < width && symbols[x + 1] == .string("")
                // Sanitised again: a picture from another process is outside data.
                let shown = symbol.isEmpty ? "" : TerminalText.sanitized(symbol)
                buffer[x, y] = Cell(
                    symbol: symbol.isEmpty ? "" : (shown.isEmpty ? " " : shown), width: symbol.isEmpty ? 0 : isLead ? 2 : 1,
                    style: cellStyles[x])
            }
            if case .array(let colors)? = row["colors"] {
                for entry in colors {
                    guard case .array(let parts) = entry, parts.count == 2 || parts.count == 3, case .number(let column) = parts[0],
                        column >= 0, column < Double(width), column == column.rounded(),
                        case .string(let first) = parts[1], let a = RGB(hex: first)
                    else { throw WireError("row \(y) has a bad colour") }
                    if parts.count == 3 {
                        guard case .string(let second) = parts[2], let b = RGB(hex: second) else {
                            throw WireError("row \(y) has a bad colour")
                        }
                        buffer[Int(column), y].pixels = PixelPair(top: a, bottom: b)
                    } else {
                        buffer[Int(column), y].backdrop = a
                    }
                }
            }
        }
        if case .array(let notes)? = value["notes"] {
            for note in notes {
                guard case .array(let parts) = note, parts.count == 5, case .string(let kind) = parts[0],
                    let k = LayoutNote.Kind(rawValue: kind),
                    case .string(let text) = parts[1], case .string(let shown) = parts[2], case .number(let x) = parts[3],
                    case .number(let y) = parts[4]
                else { continue }
                buffer.notes.append(
                    LayoutNote(
                        k, text: TerminalText.sanitized(text), shown: TerminalText.sanitized(shown),
                        at: Point(x: Int(min(max(x, 0), 1000)), y: Int(min(max(y, 0), 1000)))))
            }
        }
        if case .array(let pictures)? = value["pictures"] {
            for entry in pictures {
                guard case .array(let at)? = entry["at"], at.count == 4, case .array(let clip)? = entry["clip"], clip.count == 4,
                    case .string(let encoded)? = entry["png"], encoded.utf8.count <= 16 << 20, let png = Base64.decode(encoded)
                else { throw WireError("a picture's pixels need their place, their cells and a PNG") }
                let extent = try at.map { (v: JSONValue) throws(WireError) -> Double in
                    guard case .number(let d) = v, d.isFinite, abs(d) <= 10_000 else {
                        throw WireError("a picture's place is not a number")
                    }
                    return d
                }
                let cells = try clip.map { (v: JSONValue) throws(WireError) -> Int in
                    guard case .number(let d) = v, d >= 0, d <= 1000, d == d.rounded() else {
                        throw WireError("a picture's cells are not whole")
                    }
                    return Int(d)
                }
                let cut = Rect(x: cells[0], y: cells[1], width: cells[2], height: cells[3]).intersection(buffer.area)
                guard !cut.isEmpty else { continue }
                buffer.pictures.append(
                    PlacedPicture(x: extent[0], y: extent[1], width: extent[2], height: extent[3], clip: cut, png: png))
            }
        }
        var controls: [PlacedControl] = []
        if case .array(let values)? = value["controls"] { controls = try values.map(decodeControl) }
        var changesAt: Date?
        if value["changesAt"] != nil { changesAt = try date(value, "changesAt") }
        let redraw = try value["redraw"].map { (v: JSONValue) throws(WireError) in try decodePictureRequest(v) }
        // What is read aloud and the URL reach `describe` and the status line: sanitised too.
        return WidgetPicture(
            buffer: buffer, controls: controls, spoken: TerminalText.sanitized(optionalString(value, "spoken") ?? ""), changesAt: changesAt,
            url: optionalString(value, "url").map { TerminalText.sanitized($0) }, redraw: redraw)
    }

    static func encode(_ style: Style) -> JSONValue {
        .array([
            .string(style.foreground.rawValue), style.background.map { .string($0.rawValue) } ?? .null,
            .number(Double(style.attributes.rawValue)),
        ])
    }

    static func decodeStyle(_ value: JSONValue) throws(WireError) -> Style {
        guard case .array(let parts) = value, parts.count == 3, case .string(let fg) = parts[0], let foreground = StyleRole(rawValue: fg),
            case .number(let attributes) = parts[2], attributes >= 0, attributes < 256
        else { throw WireError("a bad style") }
        var background: StyleRole?
        if case .string(let bg) = parts[1] {
            guard let role = StyleRole(rawValue: bg) else { throw WireError("a bad background") }
            background = role
        }
        return Style(foreground, background: background, attributes: TextAttributes(rawValue: UInt8(attributes)))
    }

    static func encode(_ control: PlacedControl) -> JSONValue {
        let role: JSONValue
        switch control.role {
        case .button: role = .string("button")
        case .toggle(let isOn): role = .string(isOn ? "on" : "off")
        case .choice(let values, let selected):
            role = .object([("choice", .array(values.map { .string($0) })), ("selected", .number(Double(selected)))])
        }
        return .object([
            ("id", .string(control.id)), ("label", .string(control.label)), ("role", role),
            ("rect", .array([control.rect.x, control.rect.y, control.rect.width, control.rect.height].map { .number(Double($0)) })),
        ])
    }

    static func decodeControl(_ value: JSONValue) throws(WireError) -> PlacedControl {
        let role: WidgetControl.Role
        switch value["role"] {
        case .string("button")?: role = .button
        case .string("on")?: role = .toggle(isOn: true)
        case .string("off")?: role = .toggle(isOn: false)
        default: role = .button
        }
        guard case .array(let r)? = value["rect"], r.count == 4 else { throw WireError("a control needs its rectangle") }
        let n = r.map { v -> Int in if case .number(let d) = v { Int(min(max(d, 0), 1000)) } else { 0 } }
        return PlacedControl(
            id: try string(value, "id"), label: TerminalText.sanitized(try string(value, "label")), role: role,
            rect: Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
    }

    // MARK: - Fields

    static func date(_ d: Date) -> JSONValue { .number(d.timeIntervalSince1970) }

    static func date(_ value: JSONValue, _ key: String) throws(WireError) -> Date {
        guard case .number(let seconds)? = value[key], seconds.isFinite, abs(seconds) < 1e11 else {
            throw WireError("“\(key)” is not a time")
        }
        return Date(timeIntervalSince1970: seconds)
    }

    static func string(_ value: JSONValue, _ key: String) throws(WireError) -> String {
        guard case .string(let s)? = value[key] else { throw WireError("“\(key)” is not a string") }
        return s
    }

    static func optionalString(_ value: JSONValue, _ key: String) -> String? {
        if case .string(let s)? = value[key] { return s }
        return nil
    }

    static func integer(_ value: JSONValue, _ key: String, limit: Int) throws(WireError) -> Int {
        guard case .number(let d)? = value[key], d >= 0, d <= Double(limit), d == d.rounded() else {
            throw WireError("“\(key)” is not a whole number up to \(limit)")
        }
        return Int(d)
    }

    static func family(_ value: JSONValue, _ key: String) throws(WireError) -> WidgetFamily {
        guard let family = WidgetFamily(rawValue: try string(value, key)) else { throw WireError("unknown family") }
        return family
    }

    static func reloads(_ value: JSONValue) -> [String] {
        guard case .array(let kinds)? = value["reloads"] else { return [] }
        return kinds.compactMap { if case .string(let k) = $0 { k } else { nil } }
    }
}

/// A message between the preview program and widgetdeck that cannot be read.
package struct WireError: Error, Hashable, Sendable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
