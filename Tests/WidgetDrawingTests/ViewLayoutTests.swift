import Foundation
import WidgetDrawing
import Testing
import WidgetCore
import WidgetTestSupport

/// The view layer's layout in cells, node by node: proposals, sizes, placement — the SwiftUI
/// rules the SwiftUI stand-in relies on, checked without it.
@Suite("View layout in cells")
struct ViewLayoutTests {
    func drawn(_ node: any ViewNode, _ width: Int, _ height: Int) -> ViewCanvas {
        var canvas = ViewCanvas(size: Size(width: width, height: height))
        canvas.place(node)
        return canvas
    }

    func rows(_ canvas: ViewCanvas) -> [String] {
        canvas.buffer.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast().map { $0 }
    }

    @Test("a spacer pushes the rest to the ends and takes only what the texts leave")
    func spacerTakesWhatIsLeft() {
        let row = StackNode(.horizontal, children: [TextNode("Orders"), SpacerNode(axis: .horizontal), TextNode("12")])
        #expect(row.sizeThatFits(ProposedSize(width: 16, height: 1)) == Size(width: 16, height: 1))
        #expect(rows(drawn(row, 16, 1)) == ["Orders        12"])
        // With less room the spacer gives way first: both texts stay whole while they fit
        // with the stack's spacing either side of it…
        #expect(rows(drawn(row, 10, 1)) == ["Orders  12"])
        // …and then the more flexible text is cut, never the spacing (SwiftUI's rule).
        #expect(rows(drawn(row, 9, 1)) == ["Orde…  12"])
    }

    @Test("spacing rounded up to whole cells tightens to its rounded-down cells before a view is cut; never below that")
    func spacingTightensBeforeViewsAreCut() {
        // HStack(spacing: 13) { ForEach(["M", "T", …]) { Text($0) } }: 13 points round to 2
        // columns, rounded down to 1.
        let days = ["M", "T", "W", "T", "F", "S", "S"].map { TextNode($0) as any ViewNode }
        let row = StackNode(.horizontal, spacing: 2, tightestSpacing: 1, children: days)
        #expect(rows(drawn(row, 20, 1)) == ["M  T  W  T  F  S  S"])
        #expect(rows(drawn(row, 16, 1)) == [" M T W T F S S"])
        #expect(row.sizeThatFits(ProposedSize(width: 16, height: 1)) == Size(width: 13, height: 1))
        // Narrower than the tightest spacing allows: the spacing stays, a view gives way.
        #expect(rows(drawn(row, 12, 1)) == [" T W T F S S"])
        // A stack without a tighter spacing keeps its own.
        let fixed = StackNode(.horizontal, spacing: 2, children: days)
        #expect(fixed.sizeThatFits(ProposedSize(width: 16, height: 1)).width == 16)
    }

    @Test("the least flexible child is offered its room first; flexible ones share the rest")
    func leastFlexibleFirst() {
        let row = StackNode(
            .horizontal, spacing: 0,
            children: [
                FrameNode(width: .init(maximum: CellMetrics.unbounded), child: TextNode("a")),
                TextNode("fixed"),
                FrameNode(width: .init(maximum: CellMetrics.unbounded), child: TextNode("b")),
            ])
        let canvas = drawn(row, 25, 1)
        // 25 columns: "fixed" gets its 5, the two flexible frames 10 each, their texts centred.
        #expect(rows(canvas) == ["    a     fixed    b"])
    }

    @Test("text wraps at words, keeps to its line limit, and what is cut ends in … and is noted")
    func textWrapsAndCuts() {
        let text = TextNode("An extraordinarily long headline", lineLimit: 1)
        // The cut line is as wide as the room, not as its first word.
        #expect(text.sizeThatFits(ProposedSize(width: 16, height: nil)) == Size(width: 16, height: 1))
        let canvas = drawn(text, 16, 1)
        #expect(rows(canvas) == ["An extraordinar…"])
        #expect(canvas.buffer.notes.map(\.kind) == [.textCut])
        let wrapped = TextNode("An extraordinarily long headline")
        #expect(rows(drawn(wrapped, 18, 2)) == ["An extraordinarily", "long headline"])
    }

    @Test("padding and fixed frames are whole cells; a frame aligns its child")
    func paddingAndFrames() {
        let padded = PaddingNode(top: 1, leading: 2, bottom: 0, trailing: 0, child: TextNode("x"))
        #expect(padded.sizeThatFits(.unspecified) == Size(width: 3, height: 2))
        let framed = FrameNode(width: .init(fixed: 6), height: .init(fixed: 1), alignment: .trailing, child: TextNode("ab"))
        #expect(rows(drawn(framed, 6, 1)) == ["    ab"])
        #expect(CellMetrics.columns(16) == 2 && CellMetrics.rows(16) == 1)
        #expect(CellMetrics.columns(4) == 0, "under half a cell is no cell")
        // Lengths past what an Int holds are as far as cells go, never a trap.
        #expect(CellMetrics.columns(1e20) == CellMetrics.unbounded && CellMetrics.rows(-1e300) == -CellMetrics.unbounded)
        #expect(CellMetrics.columns(.infinity) == CellMetrics.unbounded && CellMetrics.rows(.nan) == 0)
        let huge = FrameNode(width: .init(fixed: CellMetrics.columns(1e20)), child: TextNode("ab"))
        #expect(huge.sizeThatFits(ProposedSize(width: 6, height: 1)).width == CellMetrics.unbounded)
    }

    @Test("layout priority is offered room before equal siblings")
    func layoutPriority() {
        let row = StackNode(
            .horizontal,
            children: [
                TextNode("Revenue today", lineLimit: 1),
                PriorityNode(1, child: TextNode("$1,204.50", lineLimit: 1)),
            ])
        #expect(rows(drawn(row, 16, 1)) == ["Reven… $1,204.50"])
    }

    @Test("a view that fits is chosen over one that does not")
    func viewThatFits() {
        let node = ViewThatFitsNode(children: [TextNode("Orders to fulfil: 12"), TextNode("12 to fulfil")])
        #expect(rows(drawn(node, 14, 1)) == [" 12 to fulfil"])
        #expect(rows(drawn(node, 20, 1)) == ["Orders to fulfil: 12"])
    }

    @Test("a control registers where it is drawn, and a silent view is drawn but not read")
    func controlsAndSpeech() {
        let node = StackNode(
            .horizontal,
            children: [
                SilentNode(child: GlyphNode("✚", spoken: "plus")),
                ControlNode(id: "c0", role: .button, label: TextNode("Add"), spokenLabel: "Add"),
            ])
        let canvas = drawn(node, 10, 1)
        #expect(canvas.controls.map(\.label) == ["Add"])
        #expect(canvas.controls.first?.rect.width == 5)
        #expect(!canvas.spoken.contains("plus"))
    }

    @Test(
        "the built-in widgets are views like any other: a metric cell and a chart compose in a stack, and a widget's body placed in a canvas draws what render draws"
    )
    func builtInWidgetsCompose() {
        let formatter = ValueFormatter(locale: torontoUS, currencyCode: "USD")
        let orders = MetricCell(
            reading: MetricReading(metric: Metric.named("orders")!, value: 58, previous: 75, series: [1, 2, 3]), formatter: formatter)
        // A cell beside a label: the stack offers the cell what the label leaves, and the cell
        // picks its one-line variant for a row.
        let row = StackNode(.horizontal, spacing: 1, children: [TextNode("›"), orders.node])
        #expect(rows(drawn(row, 20, 1)) == ["› Orders  58 ▼ 22.7%"])
        // A chart under a title, in a column: the sparkline takes the column's width, to scale from zero.
        let column = StackNode(.vertical, alignment: 0, children: [TextNode("Orders"), SparklineNode([0, 4, 8])])
        #expect(rows(drawn(column, 6, 2)) == ["Orders", "▁▁▅▅██"])
        // A widget's body is the same picture `render` makes.
        let now = Date(timeIntervalSince1970: 1_764_534_600)
        let state = SampleShop.state(slots: Array(Metric.catalogue.prefix(4)), range: .today, now: now, locale: torontoUS)
        let context = RenderContext(now: now, locale: torontoUS)
        var canvas = ViewCanvas(size: WidgetFamily.medium.size)
        canvas.place(WidgetView(state: state, options: WidgetFamily.medium.layoutOptions, context: context).body)
        #expect(canvas.buffer == WidgetFamily.medium.render(state, context: context))
    }
}
