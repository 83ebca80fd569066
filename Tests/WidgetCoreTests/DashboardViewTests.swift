import Foundation
@testable import WidgetDrawing
import Testing
import WidgetSnapshotTesting
@testable import WidgetCore
import WidgetTestSupport

@Suite("Dashboard screen (headless)")
struct DashboardViewTests {
    /// The standard dashboard as it looks on sample data, with its controls.
    var tiles: [DashboardView.Tile] {
        DashboardFile.standard.widgets.map { widget in
            DashboardView.Tile(
                id: widget.id, family: widget.family, state: DashboardView.sampleState(of: widget, now: goldenNow, locale: torontoUS))
        }
    }

    func view(_ page: DashboardPage, focus: Int? = 0, help: Bool = false) -> DashboardView {
        let all = tiles
        let onPage =
            page == .lock
            ? all.filter { $0.family.isAccessory } : page == .home ? all.filter { !$0.family.isAccessory } : Array(all.prefix(1))
        return DashboardView(
            page: page, tiles: onPage, focus: focus, status: "sales-large · demo · data just now · budget 70 left",
            showsHelp: help, galleryCaption: "Gallery", context: RenderContext(now: goldenNow, locale: torontoUS))
    }

    @Test("home: the springboard at 120×40, the focused widget ringed")
    func home() {
        let frame = view(.home).render(size: Size(width: 120, height: 40))
        assertSnapshot(of: frame.buffer, as: .text)
        #expect(frame.tileRects.first == Rect(x: 1, y: 2, width: 43, height: 22))
    }

    @Test("lock screen: a big clock and the accessories")
    func lock() {
        assertSnapshot(of: view(.lock).render(size: Size(width: 80, height: 24)).buffer, as: .text)
    }

    /// The dashboard's gallery as `screen --page gallery` draws it: the first widget in every
    /// family, a band for each state.
    func galleryView() -> DashboardView {
        let first = DashboardFile.standard.widgets[0]
        let tiles = DashboardModel.galleryStates.flatMap { preview in
            WidgetFamily.allCases.map { family in
                DashboardView.Tile(
                    id: "\(preview.rawValue)-\(family.rawValue)", family: family,
                    state: preview.state(
                        slots: first.configuration.slots(capacity: family.metricCapacity), range: first.configuration.range,
                        now: goldenNow, locale: torontoUS),
                    group: "state: \(preview.rawValue)")
            }
        }
        return DashboardView(
            page: .gallery, tiles: tiles, focus: nil, status: "gallery", galleryCaption: "Gallery",
            context: RenderContext(now: goldenNow, locale: torontoUS))
    }

    @Test(
        "the default dashboard cuts nothing at 40×12, 60×20, 80×24 and 120×40: a widget wider than the screen is laid out for its width, never cut at the edge (issue 29)",
        arguments: [Size(width: 40, height: 12), Size(width: 60, height: 20), Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func lintsClean(size: Size) {
        for (name, view) in [("home", view(.home)), ("lock", view(.lock)), ("gallery", galleryView())] {
            // Every scroll position: what is below the fold is drawn too.
            let content = view.layout(width: size.width).contentHeight
            for scroll in stride(
                from: 0, through: max(0, content - DashboardView.body(of: size).height), by: max(1, DashboardView.body(of: size).height - 1)
            ) {
                var scrolled = view
                scrolled.scroll = scroll
                let buffer = scrolled.render(size: size).buffer
                let findings = WidgetLint().screenFindings(buffer).findings
                #expect(
                    findings.isEmpty,
                    "\(name) at \(size.width)×\(size.height), scrolled \(scroll): \(findings.map(\.message))\n\(buffer.plainText)")
            }
        }
        // The large widget at 40 columns: its figures whole.
        if size.width == 40 {
            let text = view(.home).render(size: size).buffer.plainText
            #expect(text.contains("$4,549") || text.contains("$4.5K"), Comment(rawValue: text))
            #expect(!text.contains(/[0-9][.,]\s*$/.anchorsMatchLineEndings()), "a number cut at the edge:\n\(text)")
        }
    }

    @Test("the gallery labels each family whole: its name and size, or its short name where that would not fit — never “accessor…”")
    func galleryLabels() {
        #expect(Gallery.label(for: .small, size: Size(width: 20, height: 10)) == "small 20×10")
        #expect(Gallery.label(for: .accessoryCircular, size: Size(width: 9, height: 4)) == "circular")
        #expect(Gallery.label(for: .accessoryInline, size: Size(width: 30, height: 1)) == "inline 30×1")
        for width in [40, 80, 120] {
            var view = galleryView()
            let content = view.layout(width: width).contentHeight
            var text = ""
            for scroll in stride(from: 0, to: content, by: 30) {
                view.scroll = scroll
                text += view.render(size: Size(width: width, height: 32)).buffer.plainText
            }
            #expect(!text.contains("accessor"), "at \(width) columns")
            #expect(text.contains("circular") && text.contains("rectangular"), "at \(width) columns")
        }
    }

    @Test("lint sees a number run into the edge: “$5,8” and “12.” are findings; a whole number, or text, is not")
    func numberCut() {
        let lint = WidgetLint()
        #expect(lint.numberCutFindings(Buffer.lines(["vs $5,8"])).map(\.message) == ["“$5,8” runs into the edge: a number shown in part"])
        #expect(lint.numberCutFindings(Buffer.lines(["▲ 12."])).count == 1)
        #expect(
            lint.numberCutFindings(Buffer.lines(["$5,849 ", "no figure", "  12h 23h"])).isEmpty,
            "a number with room after it, text, and “23h”, which ends in a letter, are not cut")
    }

    @Test("the help overlay lists every key")
    func help() {
        let text = view(.home, help: true).render(size: Size(width: 100, height: 30)).buffer.plainText
        for (keys, _) in DashboardView.helpLines { #expect(text.contains(keys)) }
    }

    @Test(
        "below the minimum size, a message instead of a crash",
        arguments: [Size(width: 19, height: 5), Size(width: 1, height: 1), Size(width: 0, height: 0)])
    func tooSmall(size: Size) {
        let frame = view(.home).render(size: size)
        #expect(frame.buffer.area.size == size)
        if size.width >= 19 { #expect(frame.buffer.plainText.contains("terminal too small")) }
    }

    @Test(
        "every size from tiny to huge renders whole",
        arguments: [Size(width: 20, height: 6), Size(width: 30, height: 10), Size(width: 200, height: 60)])
    func sizes(size: Size) {
        for page in DashboardPage.allCases {
            let frame = view(page).render(size: size)
            #expect(frame.buffer.area.size == size)
        }
    }

    @Test("the springboard flows small, medium, large and extra large into slots")
    func springboard() {
        let rects = Springboard.layout([.large, .small, .small, .medium, .extraLarge], width: 120)
        #expect(
            rects.map(\.origin) == [Point(x: 1, y: 1), Point(x: 45, y: 1), Point(x: 67, y: 1), Point(x: 45, y: 13), Point(x: 1, y: 25)])
        let narrow = Springboard.layout([.small, .medium, .small], width: 50)
        #expect(narrow.map(\.origin) == [Point(x: 1, y: 1), Point(x: 1, y: 13), Point(x: 23, y: 1)])
    }
}

/// `gallery`'s matrix, in process: what it draws on any source, and what it refuses.
@Suite("the gallery matrix")
struct GalleryMatrixTests {
    let now = Date(timeIntervalSince1970: 1_764_534_600)

    func render(_ family: WidgetFamily, _ state: PreviewState, _ mode: RenderingMode) async throws -> WidgetRequest.Drawn {
        let context = RenderContext(now: now, locale: torontoUS, renderingMode: mode)
        var request = WidgetRequest(
            family: family, configuration: WidgetConfiguration(metrics: ["total_sales", "orders"]), state: state, context: context)
        request.isPreview = true
        return try await request.render(
            source: { OpenedSource(metrics: SampleSource(locale: torontoUS)) }, cache: MetricsCache(clock: ManualClock(now)))
    }

    @Test("a matrix labels each page with its theme and mode and each band with its state, the families in order under their sizes")
    func labelled() async throws {
        let matrix = GalleryMatrix(
            families: [.small, .accessoryCircular], states: [.live, .stale], themes: [.dark, .light], modes: [.fullColor],
            width: 60, isMatrix: true)
        let drawn = try await matrix.draw(render)
        #expect(drawn.pages.map(\.theme.name) == ["dark", "light"])
        let text = drawn.pages[0].buffer.plainText
        let order = ["theme: dark · mode: full", "state: live", "small 20×10", "circular", "state: stale"].compactMap {
            text.range(of: $0)?.lowerBound
        }
        #expect(order.count == 5 && order == order.sorted(), "\(text)")
        #expect(!drawn.isMissingInput && drawn.messages.isEmpty)
        let said = try await matrix.describe(now: now, locale: torontoUS) { try await self.render($0, $1, .fullColor) }
        #expect(said.lines.count == 4 && said.lines[0].hasPrefix("live · small: Maple & Moss, today."), "\(said.lines)")
    }

    @Test("a matrix past four million cells is refused before anything is drawn, with its arithmetic")
    func bounded() {
        let matrix = GalleryMatrix(
            families: WidgetFamily.allCases, states: PreviewState.allCases, themes: [.dark], modes: [.fullColor], width: 120,
            isMatrix: true, sizes: [.large: Size(width: 1000, height: 1000)])
        #expect(throws: GalleryMatrix.TooLarge.self) { try matrix.check() }
        #expect(matrix.cellCount > GalleryMatrix.cellLimit)
        var small = matrix
        small.sizes = [:]
        #expect(throws: Never.self) { try small.check() }
    }
}

/// `lint`'s matrix, in process.
@Suite("the lint matrix")
struct LintMatrixTests {
    @Test(
        "every widget × family × device that offers it × state is drawn once and checked in every theme; a size too small for the metrics is found, with where it was"
    )
    func findsWhatWasCut() async throws {
        let now = Date(timeIntervalSince1970: 1_764_534_600)
        let widget = PlacedWidget(
            id: "sales", family: .large, configuration: WidgetConfiguration(metrics: ["total_sales", "orders", "sessions", "returns"]))
        let matrix = LintMatrix(
            widgets: [widget], families: [.large, .accessoryCircular], states: [.live, .placeholder], themes: [.dark, .light],
            devices: [nil, DevicePreset.named("ipad-pro-13")])
        var drawnAt: [String] = []
        let result = try await matrix.run { widget, family, device, state in
            drawnAt.append("\(family.rawValue) \(device?.name ?? "-") \(state.rawValue)")
            let size = family == .large && device == nil ? Size(width: 43, height: 5) : device?.size(family)
            let request = WidgetRequest(
                family: family, configuration: widget.configuration, state: state, size: size,
                context: RenderContext(now: now, locale: torontoUS))
            return (
                try await request.render(
                    source: { OpenedSource(metrics: SampleSource(locale: torontoUS)) }, cache: MetricsCache(clock: ManualClock(now))),
                size.map { "\($0.width)x\($0.height)" } ?? "family size"
            )
        }
        // The iPad has no lock screen widgets: its circular is not drawn.
        #expect(
            drawnAt == [
                "large - live", "large - placeholder", "large ipad-pro-13 live", "large ipad-pro-13 placeholder",
                "accessoryCircular - live", "accessoryCircular - placeholder",
            ], "\(drawnAt)")
        #expect(result.renders == drawnAt.count * 2)
        // Four metrics squeezed into a large widget five rows high: titles cut to fit.
        let cut = result.findings.filter { $0.device == "43x5" && $0.finding.rule == "title-cut" }
        #expect(
            !cut.isEmpty && cut.allSatisfy { $0.theme == "dark,light" && $0.state == .live },
            "\(result.findings.map { ($0.device, $0.finding.rule) })")
    }
}
