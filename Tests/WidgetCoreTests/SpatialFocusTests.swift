import WidgetDrawing
import Testing
import WidgetCore
import WidgetTestSupport

/// Arrow keys move focus across the screen, not along the dashboard file's list.
@Suite("Spatial focus")
struct SpatialFocusTests {
    // Small widgets of 20×10 and mediums of 43×10 laid out as a springboard lays them out at
    // 80 columns, in this list order: small, medium (under it), small (beside the first).
    //   [A small ][C small ]
    //   [B medium          ]
    let a = Rect(x: 1, y: 1, width: 20, height: 10)
    let b = Rect(x: 1, y: 12, width: 43, height: 10)
    let c = Rect(x: 23, y: 1, width: 20, height: 10)

    @Test("→ from the top-left small widget is the widget beside it, not the next in the list (the medium below)")
    func besideNotBelow() {
        #expect(SpatialFocus.next(from: 0, toward: .right, in: [a, b, c]) == 2)
        #expect(SpatialFocus.next(from: 0, toward: .down, in: [a, b, c]) == 1)
        #expect(SpatialFocus.next(from: 2, toward: .left, in: [a, b, c]) == 0)
        #expect(SpatialFocus.next(from: 2, toward: .down, in: [a, b, c]) == 1)
    }

    @Test("↑ from a wide widget goes to the one above its left edge; at an edge there is nowhere to go")
    func alignmentAndEdges() {
        #expect(SpatialFocus.next(from: 1, toward: .up, in: [a, b, c]) == 0)
        #expect(SpatialFocus.next(from: 0, toward: .left, in: [a, b, c]) == nil)
        #expect(SpatialFocus.next(from: 0, toward: .up, in: [a, b, c]) == nil)
        #expect(SpatialFocus.next(from: 1, toward: .down, in: [a, b, c]) == nil)
    }

    @Test("nearer across beats nearer along: a widget level with this one is chosen over a closer one far below")
    func acrossCounts() {
        let here = Rect(x: 0, y: 0, width: 10, height: 4)
        let farBelow = Rect(x: 11, y: 20, width: 10, height: 4)
        let level = Rect(x: 30, y: 1, width: 10, height: 4)
        #expect(SpatialFocus.next(from: 0, toward: .right, in: [here, farBelow, level]) == 2)
        // A widget not drawn is never chosen.
        #expect(SpatialFocus.next(from: 0, toward: .right, in: [here, nil, nil]) == nil)
    }
}
