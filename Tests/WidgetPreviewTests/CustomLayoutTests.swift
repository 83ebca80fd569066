import Testing
import WidgetDrawing
import WidgetKit
import WidgetPreviewTesting
import WidgetSnapshotTesting

/// A team's own `Layout`s run as written, in points, their answers rounded to cells.
@MainActor
@Suite struct CustomLayoutTests {
    @Test func aFlowLayoutWrapsTagsAndAStaircaseReadsItsLayoutValues() async {
        let host = WidgetTestHost(CustomLayoutWidget())
        await assertWidgetSnapshots(of: host)
        let small = await host.render(.systemSmall)
        #expect(small.notes.isEmpty, "\(small.notes)")
        #expect(small.failure == nil)
    }

    @Test func aViewRenderedToAPictureIsDrawnWhereThePictureIsShown() async {
        let host = WidgetTestHost(RenderedPictureWidget())
        await assertWidgetSnapshots(of: host)
        let small = await host.render(.systemSmall)
        #expect(small.text.contains("★ Best seller"), "\(small.text)")
    }

    @Test func aLayoutAnsweringSizesAndPlacesNoCellHoldsDrawsWhatFitsAndNeverTraps() async {
        let small = await WidgetTestHost(RunawayLayoutWidget()).render(.systemSmall)
        #expect(small.failure == nil)
        #expect(small.text.contains("Kept") && small.text.contains("Centred"), "\(small.text)")
        #expect(!small.text.contains("Far away"))
    }
}
