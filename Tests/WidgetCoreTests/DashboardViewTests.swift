import Testing
import WidgetSnapshotTesting
@testable import WidgetCore

@Suite("Dashboard screen (headless)")
struct DashboardViewTests {
    /// The standard dashboard as it looks on sample data, with its controls.
    var tiles: [DashboardView.Tile] {
        DashboardFile.standard.widgets.map { widget in
            DashboardView.Tile(id: widget.id, family: widget.family, state: DashboardView.sampleState(of: widget, now: goldenNow, locale: torontoUS))
        }
    }

    func view(_ page: DashboardPage, focus: Int? = 0, help: Bool = false) -> DashboardView {
        let all = tiles
        let onPage = page == .lock ? all.filter { $0.family.isAccessory } : page == .home ? all.filter { !$0.family.isAccessory } : Array(all.prefix(1))
        return DashboardView(page: page, tiles: onPage, focus: focus, status: "sales-large · demo · data just now · budget 70 left",
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

    @Test("the help overlay lists every key")
    func help() {
        let text = view(.home, help: true).render(size: Size(width: 100, height: 30)).buffer.plainText
        for (keys, _) in DashboardView.helpLines { #expect(text.contains(keys)) }
    }

    @Test("below the minimum size, a message instead of a crash", arguments: [Size(width: 19, height: 5), Size(width: 1, height: 1), Size(width: 0, height: 0)])
    func tooSmall(size: Size) {
        let frame = view(.home).render(size: size)
        #expect(frame.buffer.area.size == size)
        if size.width >= 19 { #expect(frame.buffer.plainText.contains("terminal too small")) }
    }

    @Test("every size from tiny to huge renders whole", arguments: [Size(width: 20, height: 6), Size(width: 30, height: 10), Size(width: 200, height: 60)])
    func sizes(size: Size) {
        for page in DashboardPage.allCases {
            let frame = view(page).render(size: size)
            #expect(frame.buffer.area.size == size)
        }
    }

    @Test("the springboard flows small, medium, large and extra large into slots")
    func springboard() {
        let rects = Springboard.layout([.large, .small, .small, .medium, .extraLarge], width: 120)
        #expect(rects.map(\.origin) == [Point(x: 1, y: 1), Point(x: 45, y: 1), Point(x: 67, y: 1), Point(x: 45, y: 13), Point(x: 1, y: 25)])
        let narrow = Springboard.layout([.small, .medium, .small], width: 50)
        #expect(narrow.map(\.origin) == [Point(x: 1, y: 1), Point(x: 1, y: 13), Point(x: 23, y: 1)])
    }
}
