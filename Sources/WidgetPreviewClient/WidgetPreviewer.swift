#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetFormats
import WidgetDrawing
import WidgetCore

/// What to show of a widget extension: which widgets and families, at which moment, in which
/// mode; with the placeholder and snapshot bands or the timeline's entries only.
package struct PreviewPlan: Hashable, Sendable {
    /// Widgets by id, kind or type name (`nil`: all).
    package var widgets: [String]?
    /// Families to draw (`nil`: each widget's own).
    package var families: [WidgetFamily]?
    package var now: Date
    package var mode: RenderingMode
    /// Each family at this size instead of its own (a designer's `--size`).
    package var size: Size?
    package var locale: DisplayLocale
    /// Draw the placeholder (redacted) and the snapshot before the timeline's entries.
    package var includesPlaceholderAndSnapshot: Bool
    /// In the dashboard (`--live --stack`): each home-screen family's widgets in one Smart Stack.
    package var stacks = false

    package init(
        widgets: [String]? = nil, families: [WidgetFamily]? = nil, now: Date, mode: RenderingMode = .fullColor, size: Size? = nil,
        locale: DisplayLocale = .enUS, includesPlaceholderAndSnapshot: Bool = true
    ) {
        self.widgets = widgets
        self.families = families
        self.now = now
        self.mode = mode
        self.size = size
        self.locale = locale
        self.includesPlaceholderAndSnapshot = includesPlaceholderAndSnapshot
    }
}

/// One widget of an extension, previewed: a band per phase and timeline entry, a tile per
/// family in each, and what failed.
package struct PreviewedWidget: Sendable {
    /// One family's picture in a band, or why there is none.
    package struct Tile: Sendable {
        package var family: WidgetFamily
        package var picture: WidgetPicture?
        package var failure: ExtensionFailure?

        /// What the tile shows: the picture, or the failure in a frame of the family's size.
        package func buffer(size: Size?) -> Buffer {
            if let picture { return picture.buffer }
            return PreviewedWidget.failureTile(failure?.message ?? "not drawn", size: size ?? family.size)
        }
    }

    /// A row of the matrix: `placeholder`, `snapshot`, `entry 2 · 3:00 PM`.
    package struct Band: Sendable {
        package var heading: String
        /// The band's name in golden files and `describe` (`entry 2`).
        package var name: String
        package var tiles: [Tile]
    }

    package var widget: HostedWidget
    package var bands: [Band]
    package var failures: [ExtensionFailure]

    /// A frame saying what failed, in place of a picture.
    static func failureTile(_ message: String, size: Size) -> Buffer {
        WidgetPicture.failure(message, size: size).buffer
    }
}

/// Previews a widget extension the way Xcode's canvas would, for every widget: each family it
/// supports, for the placeholder, the snapshot and every entry of its timeline — asking the
/// extension (in process, or its preview program) and going on past whatever one widget's code
/// does wrong.
package enum WidgetPreviewer {
    /// The widgets of `catalog` that `plan` asks for.
    package static func selected(_ catalog: ExtensionCatalog, plan: PreviewPlan) -> [HostedWidget] {
        guard let names = plan.widgets, !names.isEmpty else { return catalog.widgets }
        return catalog.widgets.filter { names.contains($0.id) || names.contains($0.kind) || names.contains($0.typeName) }
    }

    /// Previews `widget`.
    package static func preview(_ widget: HostedWidget, in host: any WidgetExtension, plan: PreviewPlan) async -> PreviewedWidget {
        let families = plan.families.map { wanted in widget.families.filter { wanted.contains($0) } } ?? widget.families
        var failures: [ExtensionFailure] = []
        var phases: [(phase: TimelinePhase, redaction: Redaction)] = [(.timeline, .none)]
        // A Live Activity has no placeholder or snapshot of its own: its preview's states.
        if widget.isControl {
            // A control's values: its provider's preview value, then its current one.
            phases = [(.snapshot, .none), (.timeline, .none)]
        } else if plan.includesPlaceholderAndSnapshot && !widget.isActivity {
            phases = [(.placeholder, .placeholder), (.snapshot, .none)] + phases
        }
        var bands: [PreviewedWidget.Band] = []
        for (phase, redaction) in phases {
            // Each family's entries for this phase (a provider may answer each family otherwise).
            var perFamily: [(family: WidgetFamily, tiles: [PreviewedWidget.Tile], dates: [Date])] = []
            for family in families {
                do {
                    let timeline = try await host.timeline(phase, widget: widget.id, family: family, now: plan.now)
                    var (tiles, failed) = await Self.tiles(
                        timeline, of: widget, in: family, phase: phase, redaction: redaction, plan: plan, host: host)
                    failures += failed
                    if timeline.entries.isEmpty {
                        let failure = ExtensionFailure(
                            widget: widget.id, family: family, message: "the provider's \(phase.rawValue) has no entries")
                        failures.append(failure)
                        tiles.append(PreviewedWidget.Tile(family: family, failure: failure))
                    }
                    perFamily.append((family, tiles, timeline.entries.map(\.date)))
                } catch {
                    let failure = Self.failure(error, widget: widget, family: family)
                    failures.append(failure)
                    perFamily.append((family, [PreviewedWidget.Tile(family: family, failure: failure)], []))
                }
            }
            let count = perFamily.map(\.tiles.count).max() ?? 0
            // Seconds in the headings only when two different moments share a minute.
            let dates = Set(perFamily.first?.dates ?? [])
            let minutes = Set(dates.map { ($0.timeIntervalSince1970 / 60).rounded(.down) })
            let seconds = minutes.count < dates.count
            for index in 0..<count {
                let tiles = perFamily.compactMap { index < $0.tiles.count ? $0.tiles[index] : nil }
                let name =
                    widget.isActivity
                    ? "content state \(index + 1)"
                    : widget.isControl
                        ? (phase == .snapshot ? "preview value" : "current value")
                        : phase == .timeline ? "entry \(index + 1)" : phase.rawValue
                var heading = name
                if phase == .timeline, !widget.isActivity, !widget.isControl,
                    let date = perFamily.lazy.compactMap({ index < $0.dates.count ? $0.dates[index] : nil }).first
                {
                    heading += " · " + Self.moment(date, now: plan.now, locale: plan.locale, seconds: seconds)
                }
                bands.append(PreviewedWidget.Band(heading: heading, name: name, tiles: tiles))
            }
        }
        return PreviewedWidget(widget: widget, bands: bands, failures: failures)
    }

    /// Each entry of `timeline` drawn, or the failure that kept it from being drawn.
    static func tiles(
        _ timeline: HostedTimeline, of widget: HostedWidget, in family: WidgetFamily, phase: TimelinePhase, redaction: Redaction,
        plan: PreviewPlan, host: any WidgetExtension
    ) async -> ([PreviewedWidget.Tile], [ExtensionFailure]) {
        var tiles: [PreviewedWidget.Tile] = []
        var failures: [ExtensionFailure] = []
        var entries = timeline.entries
        for index in entries.indices {
            var retried = false
            while true {
                let entry = entries[index]
                let request = PictureRequest(
                    widget: widget.id, entry: entry.id, family: family, mode: plan.mode, redaction: redaction,
                    size: widget.surface.sheetSize ?? plan.size)
                // An entry is drawn as it looks when it shows: at its date, or now.
                let at = phase == .timeline ? max(plan.now, entry.date) : plan.now
                do {
                    tiles.append(PreviewedWidget.Tile(family: family, picture: try await host.picture(request, now: at, isLocked: false)))
                } catch {
                    // A failure may end the program, and its entries with it: the
                    // timeline is asked for again, so each entry is drawn or fails
                    // on its own — this one again when it was only the old
                    // program's.
                    let lost = (error as? ExtensionFailure)?.entryLost == true
                    if (lost && !retried) || index + 1 < entries.count,
                        let again = try? await host.timeline(phase, widget: widget.id, family: family, now: plan.now),
                        again.entries.count == entries.count
                    {
                        entries = again.entries
                        if lost && !retried {
                            retried = true
                            continue
                        }
                    }
                    let failure = Self.failure(error, widget: widget, family: family)
                    failures.append(failure)
                    tiles.append(PreviewedWidget.Tile(family: family, failure: failure))
                }
                break
            }
        }
        return (tiles, failures)
    }

    static func failure(_ error: any Error, widget: HostedWidget, family: WidgetFamily) -> ExtensionFailure {
        if var failure = error as? ExtensionFailure {
            failure.widget = failure.widget ?? widget.id
            failure.family = failure.family ?? family
            return failure
        }
        return ExtensionFailure(widget: widget.id, family: family, message: "\(error)")
    }

    /// An entry's moment, as its band says it: `3:00pm`, `Dec 2, 4:00pm` on another day, and
    /// with `seconds` `3:00:04pm` (entries a few seconds apart).
    static func moment(_ date: Date, now: Date, locale: DisplayLocale, seconds: Bool = false) -> String {
        let wall = locale.timeZone.wallTime(date)
        let time = Timestamp.time(wall, locale: locale, seconds: seconds)
        let sameDay = wall.isSameDay(as: locale.timeZone.wallTime(now))
        return sameDay ? time : "\(Timestamp.dayLabel(wall, locale: locale)), \(time)"
    }

    // MARK: - Outputs

    /// The matrix of `previewed`: a section per widget — its name, what it says it is, its
    /// families — with a band per phase and entry, families side by side.
    package static func page(_ previewed: [PreviewedWidget], plan: PreviewPlan, width: Int) -> Buffer {
        let sections = previewed.map { widget -> (heading: String, buffer: Buffer) in
            let bands = widget.bands.map { band in
                (
                    heading: band.heading,
                    buffer: Gallery.compose(
                        band.tiles.map { tile in
                            if let sheet = widget.widget.surface.sheetSize {
                                let buffer = tile.buffer(size: sheet)
                                let size = buffer.area.size
                                let what = widget.widget.isActivity ? "Live Activity" : "Control small · medium · large"
                                return (label: "\(what) \(size.width)×\(size.height)", buffer: buffer)
                            }
                            let buffer = tile.buffer(size: plan.size)
                            return (label: Gallery.label(for: tile.family, size: buffer.area.size), buffer: buffer)
                        }, width: width)
                )
            }
            return (heading: heading(widget.widget), buffer: Gallery.stack(bands, width: width))
        }
        return Gallery.stack(sections, width: width)
    }

    /// `MyWidget — “Emoji” · An example widget. · kind MyWidget · configured by ConfigurationAppIntent`.
    package static func heading(_ widget: HostedWidget) -> String {
        // Every word of it is the widget code's own: nothing of it reaches the terminal as a control.
        TerminalText.sanitized(rawHeading(widget))
    }

    static func rawHeading(_ widget: HostedWidget) -> String {
        // A `#Preview`'s id names its widget already; what the widget says of itself is under
        // the widget's own heading.
        if widget.isActivity { return "\(widget.id) · Live Activity \(widget.typeName) of \(widget.kind)" }
        if widget.isControl {
            var parts = ["\(widget.typeName) · control"]
            if let name = widget.displayName { parts.append("“\(name)”") }
            if let description = widget.description { parts.append(description) }
            parts.append("kind \(widget.kind)")
            if let intent = widget.intent { parts.append("configured by \(intent)") }
            return parts.joined(separator: " · ")
        }
        if widget.id.hasPrefix("#Preview") { return widget.id + (widget.kind == widget.typeName ? "" : " · kind \(widget.kind)") }
        var parts = [widget.id == widget.typeName || widget.id == widget.kind ? widget.typeName : "\(widget.id) (\(widget.typeName))"]
        if let name = widget.displayName { parts.append("“\(name)”") }
        if let description = widget.description { parts.append(description) }
        if widget.kind != widget.id { parts.append("kind \(widget.kind)") }
        if let intent = widget.intent { parts.append("configured by \(intent)") }
        return parts.joined(separator: " · ")
    }

    /// What a tile is called in findings and descriptions: its family, or a Live Activity's sheet.
    static func shown(_ family: WidgetFamily, of widget: HostedWidget) -> String {
        widget.surface == .widget ? family.rawValue : widget.surface.rawValue
    }

    /// What a screen reader reads for each tile: `MyWidget · small · entry 1 · 3:00 PM: Time: 3:00 PM. …`.
    package static func descriptions(_ previewed: [PreviewedWidget]) -> [String] {
        previewed.flatMap { widget in
            widget.bands.flatMap { band in
                band.tiles.map { tile in
                    let said =
                        tile.picture.map { $0.spoken.isEmpty ? "(nothing to read)" : $0.spoken }
                        ?? "✕ \(tile.failure?.message ?? "not drawn")"
                    return TerminalText.sanitized(
                        "\(widget.widget.id) · \(shown(tile.family, of: widget.widget)) · \(band.heading): \(said)")
                }
            }
        }
    }

    /// `lint`'s findings for every tile: cuts and contrast in `theme`, meaning in colour alone.
    /// What could only be approximated is a note, not a finding.
    package static func lint(
        _ previewed: [PreviewedWidget], theme: Theme, rules: WidgetLint.Rules = WidgetLint.Rules()
    ) -> (findings: [String], notes: [String]) {
        let lint = WidgetLint(rules: rules)
        var findings: [String] = [], notes: [String] = []
        for widget in previewed {
            for band in widget.bands {
                for tile in band.tiles {
                    let place = TerminalText.sanitized("\(widget.widget.id) \(shown(tile.family, of: widget.widget)) \(band.name)")
                    guard let picture = tile.picture else {
                        findings.append("\(place): failed: \(tile.failure?.message ?? "not drawn")")
                        continue
                    }
                    for finding in lint.layoutFindings(picture.buffer) + lint.contrastFindings(picture.buffer, theme: theme)
                        + lint.colourOnlyFindings(picture.buffer)
                    {
                        let line = "\(place) (\(finding.at.x),\(finding.at.y)) \(finding.rule): \(finding.message)"
                        if finding.rule == LayoutNote.Kind.approximated.rawValue {
                            if !notes.contains(line) { notes.append(line) }
                        } else {
                            findings.append(line)
                        }
                    }
                }
            }
        }
        return (findings, notes)
    }

    /// The golden text of `widget` in `family`: each band's heading and picture, as plain text.
    package static func golden(_ widget: PreviewedWidget, family: WidgetFamily, size: Size?) -> String {
        var text = ""
        for band in widget.bands {
            guard let tile = band.tiles.first(where: { $0.family == family }) else { continue }
            text += "── \(band.heading)\n" + tile.buffer(size: size).plainText
        }
        return text
    }
}
