import Testing
import WidgetDrawing
import WidgetKit
import WidgetPreviewTesting
import WidgetSnapshotTesting

@MainActor
@Suite struct LayoutTests {
    @Test func stacksSpacersAndFramesLayOutInCells() async {
        let host = WidgetTestHost(StackWidget())
        await assertWidgetSnapshots(of: host)
        let small = await host.render(.systemSmall)
        let rows = small.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The header's value sits at the trailing content margin; the footer at the bottom.
        #expect(rows[1].hasSuffix("8,204 │"))
        #expect(rows[rows.count - 3].hasSuffix("Goal 10,000 │"))
        #expect(small.notes.isEmpty)
    }

    @Test func whatDoesNotFitIsCutAndWhatCellsCannotDrawIsNoted() async {
        let host = WidgetTestHost(DegradedWidget())
        await assertWidgetSnapshots(of: host)
        let small = await host.render(.systemSmall)
        #expect(small.text.contains("…"))
        #expect(small.notes.contains { $0.hasPrefix("text-cut") && $0.contains("An extraordinarily long headline") })
        #expect(small.notes.contains { $0.hasPrefix("approximated") && $0.contains("Avatar") })
        // A gradient behind a text is drawn now, in its colours behind the text's cells.
        #expect(!small.notes.contains { $0.contains("gradient") })
        let row = small.text.split(separator: "\n").firstIndex { $0.contains("Gradient") }
        #expect(row.map { small.buffer?[2, $0].backdrop != nil } == true)
    }

    @Test func aUIKitViewIsAMarkedPlaceholderAsOnAPhone() async {
        let host = WidgetTestHost(UIKitHostingWidget())
        await assertWidgetSnapshots(of: host)
        let small = await host.render(.systemSmall)
        #expect(!small.text.contains("Made by UIKit"))
        #expect(small.notes.contains { $0.hasPrefix("approximated") && $0.contains("Badge is a UIKit view") })
    }

    @Test func aScrollViewShowsItsSectionsFromTheTopAndSaysItDoesNotScroll() async {
        let host = WidgetTestHost(SectionsWidget())
        await assertWidgetSnapshots(of: host)
        let small = await host.render(.systemSmall)
        #expect(small.notes.contains { $0.hasPrefix("approximated") && $0.contains("ScrollView: a widget does not scroll") })
    }

    @Test func aListATimelineViewAndAGestureFromAppCodeDrawAsAPhoneShowsThemInAWidget() async {
        let host = WidgetTestHost(JournalWidget())
        await assertWidgetSnapshots(of: host)
        let small = await host.render(.systemSmall)
        #expect(small.notes.contains { $0.hasPrefix("approximated") && $0.contains("List: a widget does not scroll") })
        #expect(small.notes.contains { $0.contains("a widget takes no gestures") } == false, "a gesture draws the same: no note")
    }

    @Test func aVideoPlayerIsAMarkedBlockWithItsOverlay() async {
        let host = WidgetTestHost(TrailerWidget())
        await assertWidgetSnapshots(of: host)
        let small = await host.render(.systemSmall)
        #expect(small.text.contains("Trailer") && small.text.contains("░"), "\(small.text)")
        #expect(small.notes.contains { $0.hasPrefix("approximated") && $0.contains("VideoPlayer: no video is played here") })
    }

    @Test func picturesAreTheirPixelsTwoACell() async {
        let host = WidgetTestHost(PictureWidget())
        await assertWidgetSnapshots(of: host)
        let small = await host.render(.systemSmall)
        assertSnapshot(of: small, as: .ansi, named: "ansi.systemSmall")
        #expect(!small.text.contains("▦"))
        #expect(small.notes.allSatisfy { !$0.contains("picture") })
    }

    @Test func aViewThatContainsItselfIsDrawnNotBuiltWithoutEnd() async {
        let host = WidgetTestHost(SelfBackgroundWidget())
        for family in [WidgetFamily.accessoryCircular, .systemSmall] {
            let rendering = await host.render(family)
            #expect(rendering.failure == nil)
            #expect(rendering.text.contains("Hello"), "\(rendering.text)")
        }
    }

    @Test func timersCountOnTheHostsClock() async {
        let host = WidgetTestHost(CountdownWidget())
        await host.reload()
        #expect(await host.render(.systemSmall).text.contains("3:00"))
        await host.advance(by: 61)
        let later = await host.render(.systemSmall)
        #expect(later.text.contains("1:59"))
        #expect(later.spoken.contains("1:59"))
        await assertWidgetSnapshots(of: host)
    }

    @Test func timeDataTextReadsTheHostsClockWhenDrawn() async {
        let host = WidgetTestHost(ReferenceWidget())
        await host.reload()
        let start = await host.render(.systemSmall).text
        for line in ["now", "+0 minutes", "5:00", "0:00.00"] { #expect(start.contains(line), "\(line):\n\(start)") }
        await host.advance(by: 125)
        let later = await host.render(.systemSmall).text
        for line in ["2 minutes ago", "+2 minutes", "2:55", "2:05.00"] { #expect(later.contains(line), "\(line):\n\(later)") }
        await host.advance(by: 2 * 86_400)
        #expect(await host.render(.systemSmall).text.contains("Jan 1, 2026"))
    }

    @Test func progressRingsReadAtTheirFraction() async {
        for fraction in [0.0, 0.37, 1.0] {
            let host = WidgetTestHost(RingWidget(fraction: fraction))
            for family in [WidgetFamily.systemSmall, .accessoryCircular] {
                let rendering = await host.render(family)
                assertSnapshot(of: rendering, as: .widget, named: "\(Int(fraction * 100))-percent.\(family)")
                // Turned to start at twelve, drawn where the trim says: nothing is noted.
                #expect(!rendering.notes.contains { $0.contains("rotation") }, "\(rendering.notes)")
            }
        }
    }

    @Test func aSegmentedGaugeIsItsArcs() async {
        let gauge = WidgetTestHost(SegmentedGaugeWidget())
        await assertWidgetSnapshots(of: gauge)
        #expect(await gauge.render(.systemSmall).notes.isEmpty)
    }

    @Test func aPathSparklineIsDrawnInBrailleOverItsFaintArea() async {
        let sparkline = WidgetTestHost(SparklineWidget())
        await assertWidgetSnapshots(of: sparkline)
        #expect(await sparkline.render(.systemMedium).notes.isEmpty)
    }

    @Test func aCanvasDrawsItsPathsAndNamesWhatItLeavesOut() async {
        let canvas = WidgetTestHost(CanvasWidget())
        await assertWidgetSnapshots(of: canvas)
        #expect(await canvas.render(.systemSmall).notes == ["approximated (2,1): a Canvas's text left out"])
    }

    @Test func aGradientIsDrawnInItsColoursWithTheTextOnItReadable() async throws {
        let host = WidgetTestHost(GradientWidget())
        let small = await host.render(.systemSmall)
        assertSnapshot(of: small, as: .widget, named: "text")
        assertSnapshot(of: small, as: .ansi, named: "dark")
        let buffer = try #require(small.buffer)
        // The strip among the content: two colours a cell, orange at the leading edge, pink at the trailing one.
        let strip = try #require((0..<buffer.area.height).first { buffer[2, $0].pixels != nil })
        let (orange, pink) = (RGB(red: 255, green: 159, blue: 10), RGB(red: 255, green: 55, blue: 95))  // iOS's dark-mode hues
        // The first cell's centre is a 32nd of the way along its 16 columns.
        #expect(buffer[2, strip].pixels?.top == orange.mixed(with: pink, by: 1.0 / 32))
        #expect(buffer[17, strip].pixels?.top.red == 255 && buffer[17, strip].pixels?.top.green ?? 255 < 80)
        // The container background: blue at the top, indigo at the bottom, behind every cell inside the outline.
        let top = try #require(buffer[1, 1].backdrop), bottom = try #require(buffer[1, 8].backdrop)
        #expect(top.blue > 200 && top.red < 60 && bottom.red > top.red)
        // In three themes the text over it is drawn readable: no contrast finding.
        for theme in [Theme.dark, .light, Theme.builtIn("high-contrast")!] {
            let findings = WidgetLint().contrastFindings(buffer, theme: theme)
            #expect(findings.isEmpty, "\(theme.name): \(findings)")
            assertSnapshot(of: ANSIRenderer(theme: theme, depth: .trueColor).render(buffer), as: .lines, named: "theme-\(theme.name)")
        }
        #expect(small.notes.isEmpty, "\(small.notes)")
    }

    @Test func aDownloadedPictureAtTwoSizesIsItsPixels() async throws {
        let host = WidgetTestHost(DownloadedPictureWidget())
        let small = await host.render(.systemSmall)
        assertSnapshot(of: small, as: .widget, named: "text")
        assertSnapshot(of: small, as: .ansi, named: "colour")
        // Each picture keeps its PNG for SVG and terminals' graphics protocols, on its cells.
        let buffer = try #require(small.buffer)
        #expect(buffer.pictures.map(\.cells.size) == [Size(width: 4, height: 2), Size(width: 8, height: 4)])
        #expect(buffer.pictures.allSatisfy { $0.png.starts(with: [0x89, 0x50, 0x4E, 0x47]) })
        #expect(small.notes.isEmpty, "\(small.notes)")
    }

    @Test func renderingModesMapOntoThemeRoles() async {
        let host = WidgetTestHost(ModesWidget())
        await assertWidgetSnapshots(of: host, as: .styles)
        let accented = await host.render(.systemSmall, mode: .accented)
        assertSnapshot(of: accented, as: .styles, named: "accented")
    }
}
