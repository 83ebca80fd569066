import Testing

@testable import WidgetDrawing

/// Outlines rasterised into cells: fills in quadrant blocks, strokes in braille.
@Suite struct VectorRasterTests {
    func drawn(_ layers: [VectorLayer], _ width: Int, _ height: Int) -> String {
        var canvas = ViewCanvas(size: Size(width: width, height: height))
        canvas.place(VectorNode { _, _ in layers })
        return canvas.buffer.plainText
    }

    func point(_ x: Double, _ y: Double) -> VectorPoint { VectorPoint(x: x, y: y) }

    @Test func aHorizontalHairlineIsOneRowOfDots() {
        // y = 2 points is in the first of a cell's four dot rows (each 4.25 points).
        let line = VectorSubpath(points: [point(0, 2), point(34, 2)])
        #expect(drawn([VectorLayer([line], paint: .stroke(.accent, lineWidth: 1))], 4, 1) == "⠉⠉⠉⠉\n")
    }

    @Test func aDiagonalRisesADotAtATime() {
        // From the bottom left to the top right of 2×1 cells: 4 dots across, 4 down.
        let line = VectorSubpath(points: [point(0, 17), point(17, 0)])
        #expect(drawn([VectorLayer([line], paint: .stroke(.accent, lineWidth: 0))], 2, 1) == "⡠⠊\n")
    }

    @Test func aThickStrokeCoversTheDotsWithinHalfItsWidth() {
        // 8.5 points wide along the middle of a row: the two middle dot rows.
        let line = VectorSubpath(points: [point(0, 8.5), point(17, 8.5)])
        #expect(drawn([VectorLayer([line], paint: .stroke(.accent, lineWidth: 8.5))], 2, 1) == "⠶⠶\n")
    }

    @Test func aFilledTriangleHasQuadrantEdges() {
        // A right triangle over 4×2 cells, its slope from the top left to the bottom right.
        let triangle = VectorSubpath(points: [point(0, 0), point(34, 34), point(0, 34)], isClosed: true)
        #expect(drawn([VectorLayer([triangle], paint: .fill(.accent))], 4, 2) == "▙▖\n██▙▖\n")
    }

    @Test func evenOddLeavesTheHoleOfARing() {
        let outer = VectorSubpath(points: [point(0, 0), point(51, 0), point(51, 51), point(0, 51)], isClosed: true)
        let inner = VectorSubpath(points: [point(17, 17), point(34, 17), point(34, 34), point(17, 34)], isClosed: true)
        let evenOdd = drawn([VectorLayer([outer, inner], paint: .fill(.accent, evenOdd: true))], 6, 3)
        #expect(evenOdd == "██████\n██  ██\n██████\n")
        // Non-zero winding, both wound the same way, fills the hole.
        let nonZero = drawn([VectorLayer([outer, inner], paint: .fill(.accent))], 6, 3)
        #expect(nonZero == "██████\n██████\n██████\n")
    }

    @Test func aFaintStrokeIsDottedAndAStrokeOverItAddsItsDots() {
        let track = VectorSubpath(points: [point(0, 2), point(34, 2)])
        let faint = drawn([VectorLayer([track], paint: .stroke(.chartMuted, lineWidth: 1))], 4, 1)
        #expect(faint == "⠁⠁⠁⠁\n")
        // The progress over the first half of the track: solid there, dotted after.
        let progress = VectorSubpath(points: [point(0, 2), point(16, 2)])
        let both = drawn(
            [
                VectorLayer([track], paint: .stroke(.chartMuted, lineWidth: 1)),
                VectorLayer([progress], paint: .stroke(.chart, lineWidth: 1)),
            ],
            4, 1)
        #expect(both == "⠉⠉⠁⠁\n")
    }

    @Test func aFilledOutlineTooThinForADotStillShows() {
        // 1 point tall: no quadrant's centre is inside, so its edge is drawn.
        let sliver = VectorSubpath(points: [point(0, 0), point(17, 0), point(17, 1), point(0, 1)], isClosed: true)
        #expect(drawn([VectorLayer([sliver], paint: .fill(.accent))], 2, 1) == "▀▀\n")
    }

    @Test func trimKeepsAShareOfTheLengthInOrder() {
        let square = [VectorSubpath(points: [point(0, 0), point(10, 0), point(10, 10), point(0, 10)], isClosed: true)]
        #expect(square[0].length == 40)
        #expect(square.trimmed(from: 0, to: 0.5) == [VectorSubpath(points: [point(0, 0), point(10, 0), point(10, 10)])])
        #expect(square.trimmed(from: 0.125, to: 0.375) == [VectorSubpath(points: [point(5, 0), point(10, 0), point(10, 5)])])
        #expect(square.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(square.trimmed(from: -1, to: 2) == square)
    }

    @Test func dashesAlternateAlongTheOutline() {
        let line = [VectorSubpath(points: [point(0, 0), point(10, 0)])]
        #expect(
            line.dashed([2, 3])
                == [
                    VectorSubpath(points: [point(0, 0), point(2, 0)]), VectorSubpath(points: [point(5, 0), point(7, 0)]),
                ])
        // An odd pattern repeats twice over: on 2, off 2, on 2…
        #expect(line.dashed([2]).count == 3)
        #expect(line.dashed([]) == line)
    }

    @Test func aFilledCircleIsRoundInQuadrants() {
        var canvas = ViewCanvas(size: Size(width: 8, height: 4))
        canvas.place(ShapeNode(.circle, paint: .fill(.accent, faint: false)))
        // 8 columns by 4 rows are 68 points square: the circle fills them, its edges in quarters.
        #expect(canvas.buffer.plainText == " ▄████▄\n▟██████▙\n▜██████▛\n ▀████▀\n")
    }
}
