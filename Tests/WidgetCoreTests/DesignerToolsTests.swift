@testable import WidgetFormats
@testable import WidgetDrawing
import Foundation
import Testing
import WidgetSnapshotTesting
@testable import WidgetCore
import WidgetTestSupport

/// The standard dashboard's widgets in a preview state, as lint and the gallery draw them.
private func standardStates(_ preview: PreviewState) -> [(id: String, family: WidgetFamily, state: WidgetState)] {
    DashboardFile.standard.widgets.filter { $0.kind == WidgetKind.metrics.id }.map { widget in
        let slots = widget.configuration.slots(capacity: widget.family.metricCapacity)
        return (widget.id, widget.family, preview.state(slots: slots, range: widget.configuration.range, now: goldenNow, locale: torontoUS))
    }
}

@Suite("Accessible descriptions")
struct DescriptionTests {
    let context = RenderContext(now: goldenNow, locale: torontoUS)

    func state(_ preview: PreviewState, _ family: WidgetFamily) -> WidgetState {
        preview.state(
            slots: defaultMetricIDs.prefix(family.metricCapacity).map(Metric.named), range: .today, now: goldenNow, locale: torontoUS)
    }

    @Test("the sentence a screen reader reads, in the issue's words (the demo shop's own figures: CommandLineTests)")
    func theExample() {
        #expect(
            WidgetFamily.small.describe(state(.live, .small), context: context)
                == "Maple & Moss, today. Total sales $4,549, down 22.2% from $5,849 yesterday. Orders 58, down 22.7%. As of 3:30 pm.")
    }

    @Test("every family and state has its sentence: the reviewed list")
    func everyFamilyAndState() {
        var lines: [String] = []
        for preview in PreviewState.allCases {
            for family in WidgetFamily.allCases {
                lines.append("\(preview.rawValue) · \(family.rawValue): \(family.describe(state(preview, family), context: context))")
            }
        }
        assertSnapshot(of: lines.joined(separator: "\n") + "\n", as: .lines)
    }

    @Test(
        "compact families say less, never something else: each of their sentences is the large family's", arguments: PreviewState.allCases)
    func compactSaysLess(_ preview: PreviewState) {
        // The large family's sentences, with what a metric is compared with left out.
        func sentences(_ text: String) -> [String] {
            text.components(separatedBy: ". ").map {
                $0.replacingOccurrences(of: #" from \$[0-9,.]+ yesterday"#, with: "", options: .regularExpression)
            }
        }
        let large = Set(sentences(WidgetFamily.large.describe(state(preview, .large), context: context)))
        for family in WidgetFamily.allCases {
            for sentence in sentences(family.describe(state(preview, family), context: context)) {
                #expect(large.contains(sentence), "\(family) \(preview) says “\(sentence)”, which the large family does not")
            }
        }
    }

    @Test("stale, failed, private and other-day figures say so in words")
    func statesInWords() {
        #expect(WidgetFamily.small.describe(state(.stale, .small), context: context).hasSuffix("Stale: as of 1:30 pm."))
        let failed = WidgetFamily.accessoryInline.describe(state(.error, .accessoryInline), context: context)
        #expect(
            failed.contains("Couldn't load figures: request timed out.") && failed.hasSuffix("Showing the last figures, as of 2:50 pm."))
        var hidden = state(.live, .accessoryCircular)
        hidden.redactsValues = true
        #expect(
            WidgetFamily.accessoryCircular.describe(hidden, context: context) == "Maple & Moss, today. Total sales hidden. As of 3:30 pm.")
        var old = state(.live, .small)
        old.asOf = goldenNow.addingTimeInterval(-2 * 86_400)
        #expect(WidgetFamily.small.describe(old, context: context).hasPrefix("Maple & Moss, Nov 28."))
    }
}

@Suite("Lint: each rule fires on a crafted case and stays silent on the standard dashboard")
struct LintTests {
    let context = RenderContext(now: goldenNow, locale: torontoUS)
    let lint = WidgetLint()

    func rules(_ buffer: Buffer) -> Set<String> {
        Set(lint.layoutFindings(buffer).map(\.rule) + lint.colourOnlyFindings(buffer).map(\.rule))
    }

    func drawn(_ family: WidgetFamily, ids: [String], size: Size? = nil, preview: PreviewState = .live) -> Buffer {
        let state = preview.state(slots: ids.map(Metric.named), range: .today, now: goldenNow, locale: torontoUS)
        return family.render(state, context: context, size: size)
    }

    @Test("the standard dashboard: nothing cut or hidden, in every state, family size and device, and every built-in theme passes")
    func silentOnTheStandardDashboard() throws {
        for preview in PreviewState.allCases {
            for (id, family, state) in standardStates(preview) {
                for size in [nil] + DevicePreset.all.compactMap({ $0.size(family) }) {
                    let buffer = family.render(state, context: context, size: size)
                    #expect(
                        lint.layoutFindings(buffer).isEmpty && lint.colourOnlyFindings(buffer).isEmpty,
                        "\(id) \(preview) \(size.map { "\($0.width)x\($0.height)" } ?? "family size"): \(lint.layoutFindings(buffer) + lint.colourOnlyFindings(buffer))"
                    )
                    for name in Theme.builtInNames {
                        let findings = lint.contrastFindings(buffer, theme: try #require(Theme.builtIn(name)))
                        #expect(findings.isEmpty, "\(id) \(preview) \(name): \(findings.map(\.message))")
                    }
                }
            }
        }
    }

    @Test("a value cut, a comparison with no room, a title cut past 30%")
    func cramped() {
        let buffer = drawn(.small, ids: ["total_sales", "orders"], size: Size(width: 12, height: 6))
        let findings = lint.layoutFindings(buffer)
        #expect(rules(buffer).isSuperset(of: ["comparison-hidden", "title-cut"]), "\(findings)")
        let tiny = drawn(.accessoryInline, ids: ["total_sales"], size: Size(width: 8, height: 1))
        #expect(lint.layoutFindings(tiny).contains { $0.rule == "value-cut" }, "\(lint.layoutFindings(tiny))")
        // Positions are the widget's own cells.
        #expect(findings.allSatisfy { buffer.area.contains(Point(x: $0.at.x, y: $0.at.y)) })
    }

    @Test("the as-of stamp with no room, metrics left out of the grid")
    func hidden() {
        #expect(rules(drawn(.small, ids: ["total_sales", "orders"], size: Size(width: 9, height: 4))).contains("as-of-hidden"))
        #expect(rules(drawn(.large, ids: defaultMetricIDs, size: Size(width: 43, height: 5))).contains("metrics-hidden"))
    }

    @Test("a title shortened within the allowance is not a finding; the allowance is a setting")
    func titleAllowance() {
        let buffer = drawn(.small, ids: ["total_sales", "orders"], size: Size(width: 12, height: 6))
        #expect(
            WidgetLint(rules: .init(titleLoss: 0.5)).layoutFindings(buffer).filter { $0.rule == "title-cut" }.count
                < lint.layoutFindings(buffer).filter { $0.rule == "title-cut" }.count)
    }

    @Test("text cut at a buffer's edge with no ellipsis is a label cut; lines that do not fit end in …")
    func labelCut() {
        var buffer = Buffer(size: Size(width: 10, height: 1))
        buffer.drawText("Online store", in: Rect(x: 4, y: 0, width: 12, height: 1))
        #expect(rules(buffer) == ["label-cut"])
        // The circular store status: lines, never a word dropped silently.
        var status = WidgetState(shop: SampleShop.shop, range: .today, slots: [], asOf: goldenNow)
        status.headline = "Online store"
        status.rows = [WidgetRow("Open"), WidgetRow("Taking orders")]
        let circular = WidgetFamily.accessoryCircular.render(status, context: context)
        #expect(rules(circular).isEmpty)
        #expect(!circular.plainText.contains("Taking\n") || circular.plainText.contains("orders"), "\(circular.plainText)")
        var notice = WidgetState(shop: SampleShop.shop, range: .today, slots: [], asOf: goldenNow)
        notice.presentation = .deprecated(
            DeprecationNotice(kind: "sales-summary", replacement: "metrics", helpLink: "widgetdeck help widgets"))
        let small = WidgetFamily.small.render(notice, context: context, size: Size(width: 14, height: 6))
        #expect(small.plainText.contains("…"), "\(small.plainText)")
    }

    @Test("contrast: a crafted theme and the old light theme fail, with the ratio")
    func contrast() throws {
        let buffer = drawn(.medium, ids: defaultMetricIDs)
        var roles = Dictionary(uniqueKeysWithValues: StyleRole.allCases.map { ($0, Theme.light[$0]) })
        roles[.secondary] = ThemeColor(rgb: RGB(hex: "#b0b0b0")!)
        let faint = Theme(name: "faint", colors: roles)
        let findings = lint.contrastFindings(buffer, theme: faint)
        #expect(
            findings.contains {
                $0.rule == "contrast" && $0.message.contains("secondary #b0b0b0 on background #ffffff: 2.16:1 (at least 4.50:1)")
            }, "\(findings.map(\.message))")
        roles = Dictionary(uniqueKeysWithValues: StyleRole.allCases.map { ($0, Theme.light[$0]) })
        roles[.border] = ThemeColor(rgb: RGB(hex: "#c7c7cc")!)
        roles[.positive] = ThemeColor(rgb: RGB(hex: "#248a3d")!)
        let old = lint.contrastFindings(buffer, theme: Theme(name: "old-light", colors: roles)).map(\.message)
        #expect(old.contains { $0.contains("border #c7c7cc on background #ffffff: 1.68:1 (at least 3.00:1)") }, "\(old)")
        #expect(old.contains { $0.contains("positive #248a3d on background #ffffff: 4.39:1 (at least 4.50:1)") }, "\(old)")
    }

    @Test("colour alone: a change with no arrow or sign, stale text with no ⚠")
    func colourOnly() {
        var buffer = Buffer(size: Size(width: 20, height: 2))
        buffer.drawText("12.4%", in: buffer.area.row(0), style: Style(.positive))
        buffer.drawText("as of 1:30pm", in: buffer.area.row(1), style: Style(.stale))
        let findings = lint.colourOnlyFindings(buffer)
        #expect(findings.map(\.rule) == ["colour-only", "colour-only"], "\(findings)")
        var fine = Buffer(size: Size(width: 20, height: 2))
        fine.drawText("▲ 12.4%", in: fine.area.row(0), style: Style(.positive))
        fine.drawText("⚠ as of 1:30pm", in: fine.area.row(1), style: Style(.stale))
        #expect(lint.colourOnlyFindings(fine).isEmpty)
    }
}

@Suite("Themes meet WCAG contrast")
struct ThemeContrastTests {
    /// Roles drawn as text on the widget background.
    static let textRoles: [StyleRole] = [.primary, .secondary, .accent, .positive, .negative, .neutral, .stale, .focus]

    @Test("every built-in theme: text 4.5:1, marks 3:1, the status line 4.5:1; high contrast's text 7:1", arguments: Theme.builtInNames)
    func builtIn(_ name: String) throws {
        let theme = try #require(Theme.builtIn(name))
        let background = theme[.background].rgb
        let needed = name == "high-contrast" ? 7.0 : 4.5
        for role in Self.textRoles {
            let ratio = Contrast.ratio(theme[role].rgb, background)
            #expect(ratio >= needed, "\(name) \(role): \(Contrast.text(ratio))")
        }
        for role in [StyleRole.border, .chart, .chartMuted, .focus] {
            #expect(Contrast.ratio(theme[role].rgb, background) >= 3, "\(name) \(role)")
        }
        #expect(Contrast.ratio(theme[.background].rgb, theme[.secondary].rgb) >= 4.5, "\(name): the status line")
    }

    @Test("the WCAG ratio: black on white is 21:1, a colour on itself 1:1, written rounded down")
    func ratio() {
        #expect(abs(Contrast.ratio(RGB(red: 0, green: 0, blue: 0), RGB(red: 255, green: 255, blue: 255)) - 21) < 1e-9)
        #expect(Contrast.ratio(RGB(red: 12, green: 34, blue: 56), RGB(red: 12, green: 34, blue: 56)) == 1)
        #expect(Contrast.text(4.4999) == "4.49:1")
        // The light theme's old accent, as the issue measured it.
        #expect(Contrast.text(Contrast.ratio(RGB(red: 0, green: 0x7a, blue: 0xff), RGB(red: 255, green: 255, blue: 255))) == "4.01:1")
    }
}

@Suite("Device presets")
struct DevicePresetTests {
    @Test("each preset's sizes are its points through the 8.5×17 cell; the max iPhone is the families' own")
    func sizes() throws {
        let max = try #require(DevicePreset.named("iphone-max"))
        for family in max.families { #expect(max.size(family) == family.size, "\(family)") }
        let se = try #require(DevicePreset.named("iphone-se"))
        #expect(se.size(.small) == Size(width: 17, height: 9))
        #expect(se.size(.accessoryInline) == Size(width: 26, height: 1))
        #expect(se.size(.extraLarge) == nil)
        let pad = try #require(DevicePreset.named("ipad-pro-13"))
        #expect(pad.size(.extraLarge) == Size(width: 94, height: 22))
        #expect(!pad.offers(.accessoryCircular))
    }

    @Test("the springboard's slots grow to hold a device's larger widgets, and never overlap")
    func springboard() throws {
        let pad = try #require(DevicePreset.named("ipad-pro-13"))
        let widgets = pad.families.map { ($0, pad.size($0)!) }
        let rects = Springboard.layout(widgets, width: 200)
        for (i, a) in rects.enumerated() {
            #expect(a.size == widgets[i].1)
            for b in rects[(i + 1)...] { #expect(a.intersection(b).isEmpty, "\(a) \(b)") }
        }
        // The families' own sizes keep the 22×12 slot.
        #expect(
            Springboard.layout([WidgetFamily.small, .medium], width: 66) == [
                Rect(x: 1, y: 1, width: 20, height: 10), Rect(x: 23, y: 1, width: 43, height: 10),
            ])
    }
}

@Suite("The lock screen as Apple lays it out")
struct LockScreenTests {
    func model(locked: Bool) -> DashboardModel {
        var model = DashboardModel(
            widgets: DashboardFile.standard.widgets.map(DashboardModel.Widget.init), size: Size(width: 80, height: 24),
            context: RenderContext(now: goldenNow, locale: torontoUS))
        for widget in DashboardFile.standard.widgets {
            let slots = widget.configuration.slots(capacity: widget.family.metricCapacity)
            model.snapshot.widgets[widget.id, default: WidgetFacts()].state = PreviewState.live.state(
                slots: slots, range: widget.configuration.range, now: goldenNow, locale: torontoUS)
        }
        _ = model.handle(.character("2"))
        if !locked { _ = model.handle(.character("u")) }
        return model
    }

    @Test("the inline accessory sits above the clock, circular and rectangular below; private values redacted until u")
    func lockedAndUnlocked() {
        let locked = model(locked: true).render().buffer
        let lines = locked.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        let inline = lines.firstIndex { $0.contains("Sales ▆") }
        let clock = lines.firstIndex { $0.contains("███") }
        let gauge = lines.firstIndex { $0.contains("Sales") && $0.contains("Orders") }
        #expect(inline != nil && clock != nil && gauge != nil)
        if let inline, let clock, let gauge { #expect(inline < clock && clock < gauge) }
        #expect(!locked.plainText.contains("$"), "a private sales figure shows on the locked screen")
        #expect(locked.plainText.contains("locked (u)"))
        assertSnapshot(of: locked, as: .text, named: "locked")
        let unlocked = model(locked: false).render().buffer
        #expect(unlocked.plainText.contains("Sales $4,549"))
        assertSnapshot(of: unlocked, as: .text, named: "unlocked")
    }

    @Test("focus is a double line, unlike the gauge's heavy value segments")
    func focusRing() {
        let text = model(locked: false).render().buffer.plainText
        #expect(text.contains("╔") && text.contains("╝"))
        #expect(!text.contains("┏━━━━━━━━━┓"))
    }
}

@Suite("Timeline limits")
struct TimelineLimitTests {
    func document(count: Int, spacing: Int) -> [UInt8] {
        let entries = (0..<count).map { i in
            "{\"date\": \"\(ISO8601.string(goldenNow.addingTimeInterval(Double(i * spacing))))\", \"metrics\": {\"orders\": {\"value\": \(i)}}}"
        }
        return Array("{\"schemaVersion\": 1, \"entries\": [\(entries.joined(separator: ","))]}".utf8)
    }

    @Test("more entries than the cap are refused with the numbers; closer than 5 minutes is warned about")
    func limits() throws {
        #expect(throws: DocumentError.self) {
            try TimelineFile.parse(document(count: TimelineFile.maximumEntries + 1, spacing: 300), file: "t.json")
        }
        do {
            _ = try TimelineFile.parse(document(count: TimelineFile.maximumEntries + 1, spacing: 300), file: "t.json")
        } catch {
            #expect(error.description.contains("has 2017 entries; a timeline may have at most 2016"))
        }
        let fine = try TimelineFile.parse(document(count: TimelineFile.maximumEntries, spacing: 300), file: "t.json")
        #expect(TimelineFile.spacingWarnings(fine).isEmpty)
        let close = try TimelineFile.parse(document(count: 6, spacing: 60), file: "t.json")
        let warnings = TimelineFile.spacingWarnings(close)
        #expect(warnings.count == 4 && warnings[0].path == "entries[1].date" && warnings[3].message.contains("5 entries in all"))
        let huge = [UInt8](repeating: 0x20, count: TimelineFile.maximumBytes + 1)
        #expect(throws: DocumentError.self) { try TimelineFile.parse(huge, file: "big.json") }
    }

    @Test("the runner keeps the entry in force and those after it")
    func showable() throws {
        let timeline = try TimelineFile.parse(document(count: 10, spacing: 600), file: "t.json")
        let kept = timeline.showable(at: goldenNow.addingTimeInterval(3 * 600 + 10))
        #expect(kept.entries.count == 7 && kept.entries.first?.date == timeline.entries[3].date)
        #expect(timeline.showable(at: goldenNow.addingTimeInterval(-1)).entries.count == 10)
    }
}

@Suite("Outputs for designers and prompts")
struct DesignerOutputTests {
    @Test("tmux markup: colours and bold per run, a # from data doubled, no background")
    func tmux() {
        var buffer = Buffer(size: Size(width: 30, height: 1))
        buffer.drawText("Sales ", in: Rect(x: 0, y: 0, width: 6, height: 1), style: Style(.secondary))
        buffer.drawText("#1 $5", in: Rect(x: 6, y: 0, width: 5, height: 1), style: Style(.primary, attributes: .bold))
        let markup = TmuxRenderer(theme: .dark).render(buffer)
        #expect(markup == "#[fg=#98989f]Sales #[default]#[fg=#f2f2f7,bold]##1 $5#[default]")
    }

    @Test("one SVG holds every section on its own theme's background")
    func svgSections() {
        let buffer = Buffer.lines(["hello"])
        let svg = SVGRenderer.render(sections: [(buffer, SVGRenderer(theme: .dark)), (buffer, SVGRenderer(theme: .light))])
        #expect(svg.components(separatedBy: "<svg").count == 2)
        #expect(svg.contains("fill=\"#1c1c1e\"") && svg.contains("fill=\"#ffffff\""))
        #expect(svg.contains("y=\"33\""), "the second section starts below the first")
        // One section is the single-buffer document, unchanged.
        #expect(SVGRenderer(theme: .dark).render(buffer) == SVGRenderer.render(sections: [(buffer, SVGRenderer(theme: .dark))]))
    }

    @Test("the small family's headline metric shows in plain text, not by colour alone")
    func emphasisInText() {
        let state = PreviewState.live.state(
            slots: ["total_sales", "orders"].map(Metric.named), range: .today, now: goldenNow, locale: torontoUS)
        let text = WidgetFamily.small.render(state, context: RenderContext(now: goldenNow, locale: torontoUS)).plainText
        #expect(text.contains("TOTAL SALES") && text.contains("Orders"))
    }
}

@Suite("Keys that have nothing to act on say so")
struct KeyHintTests {
    @Test("] and [ on a widget in no stack: the status line says why nothing turned, until the next key")
    func turnOutsideAStack() {
        var model = DashboardModel(
            widgets: DashboardFile.standard.widgets.map(DashboardModel.Widget.init), size: Size(width: 80, height: 24),
            context: RenderContext(now: goldenNow, locale: torontoUS))
        let focused = model.focusedWidget?.id ?? ""
        #expect(model.focusedWidget?.stack == nil)
        _ = model.handle(.character("]"))
        #expect(model.status.hasPrefix("] and [ turn a Smart Stack; \(focused) is in none · "), "\(model.status)")
        _ = model.handle(.character("t"))
        #expect(!model.status.contains("Smart Stack"), "\(model.status)")
    }
}
