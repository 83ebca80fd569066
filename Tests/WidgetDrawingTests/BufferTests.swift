@testable import WidgetFormats
@testable import WidgetDrawing
import Testing
@testable import WidgetCore
import WidgetTestSupport

@Suite("Buffer drawing")
struct BufferTests {
    /// A buffer of dots, so that anything drawn outside its rectangle would show.
    func dotted(_ width: Int, _ height: Int) -> Buffer {
        Buffer(size: Size(width: width, height: height), fill: Cell(symbol: "."))
    }

    @Test("text past the left edge is clipped, not shifted")
    func clipsAtLeftEdge() {
        var buffer = dotted(6, 1)
        buffer.drawText("Hello", in: Rect(x: -2, y: 0, width: 6, height: 1))
        #expect(buffer.plainText == "llo...\n")
    }

    @Test("text past the right edge of the buffer is clipped")
    func clipsAtRightEdge() {
        var buffer = dotted(6, 1)
        buffer.drawText("Hello", in: Rect(x: 3, y: 0, width: 10, height: 1))
        #expect(buffer.plainText == "...Hel\n")
    }

    @Test("rows above and below the buffer draw nothing; a box is cut at the top and bottom")
    func clipsAtTopAndBottom() {
        var buffer = dotted(6, 3)
        buffer.drawText("above", in: Rect(x: 0, y: -1, width: 6, height: 1))
        buffer.drawText("below", in: Rect(x: 0, y: 3, width: 6, height: 1))
        #expect(buffer.plainText == "......\n......\n......\n")
        buffer.drawBox(Rect(x: 0, y: -1, width: 6, height: 3))
        buffer.drawBox(Rect(x: 0, y: 2, width: 6, height: 3))
        #expect(buffer.plainText == "│....│\n╰────╯\n╭────╮\n")
    }

    @Test("drawing in a rectangle never touches a cell outside it")
    func staysInsideItsRectangle() {
        var buffer = dotted(12, 6)
        let inner = Rect(x: 2, y: 1, width: 8, height: 4)
        buffer.drawText("売上合計 Total sales 👩🏽‍💻", in: inner.row(0))
        buffer.drawText("x", in: inner.row(1), alignment: .trailing)
        buffer.drawBar(fraction: 2, in: inner.row(2))
        buffer.drawSparkline([1, 9, 3], in: inner.row(3))
        buffer.drawColumnChart([1, 2, 3], in: inner, yLabel: { "\(Int($0))" }, xLabels: ["start", "end"])
        buffer.drawLineChart([1, 5, 2], in: inner)
        buffer.drawBox(inner, title: "A very long title")
        for y in 0..<6 {
            for x in 0..<12 where !inner.contains(Point(x: x, y: y)) {
                #expect(buffer[x, y].symbol == ".", "cell (\(x), \(y)) outside the rectangle was drawn on")
            }
        }
    }

    @Test("a wide character that does not fit at the right edge becomes a blank")
    func wideCharacterAtRightEdge() {
        var buffer = dotted(5, 1)
        buffer.drawText("abcd中", in: Rect(x: 0, y: 0, width: 9, height: 1))
        #expect(buffer.plainText == "abcd\n")
        #expect(buffer[4, 0].symbol == " ")
        #expect(buffer.cells.allSatisfy { $0.width == 1 })
    }

    @Test("a wide character never straddles the edge of its rectangle")
    func wideCharacterAtRectangleEdge() {
        var buffer = dotted(6, 1)
        buffer.drawText("ab中文", in: Rect(x: 0, y: 0, width: 5, height: 1))
        // Width 6 does not fit in 5: "ab中" (4 cells) and "…" (1).
        #expect(buffer.plainText == "ab中….\n")
        var narrow = dotted(4, 1)
        narrow.drawText("中文", in: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(narrow.plainText == "中….\n")
    }

    @Test("overwriting half of a wide character blanks the other half")
    func overwritingHalfOfWideCharacter() {
        var buffer = dotted(4, 1)
        buffer.drawText("中中", in: buffer.area)
        buffer.drawText("x", in: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(buffer.plainText == " x中\n")
        buffer.drawText("y", in: Rect(x: 2, y: 0, width: 1, height: 1))
        #expect(buffer.plainText == " xy\n")
        #expect(buffer[3, 0].symbol == " " && buffer[3, 0].width == 1)
    }

    @Test("text too wide for its rectangle is truncated with an ellipsis")
    func truncation() {
        var buffer = Buffer(size: Size(width: 8, height: 1))
        buffer.drawText("Total sales", in: buffer.area)
        #expect(buffer.plainText == "Total s…\n")
        #expect(TerminalText.truncated("売上合計", toWidth: 5) == "売上…")
        #expect(TerminalText.truncated("Orders", toWidth: 6) == "Orders")
        #expect(TerminalText.truncated("Orders", toWidth: 1) == "…")
        #expect(TerminalText.truncated("Orders", toWidth: 0) == "")
    }

    @Test("leading, centre and trailing alignment")
    func alignment() {
        var buffer = Buffer(size: Size(width: 9, height: 3))
        buffer.drawText("abc", in: buffer.area.row(0), alignment: .leading)
        buffer.drawText("abc", in: buffer.area.row(1), alignment: .center)
        buffer.drawText("abc", in: buffer.area.row(2), alignment: .trailing)
        #expect(buffer.plainText == "abc\n   abc\n      abc\n")
    }

    @Test("a rounded box with a title set into its top edge")
    func boxWithTitle() {
        var buffer = Buffer(size: Size(width: 12, height: 3))
        buffer.drawBox(buffer.area, title: "Sales")
        #expect(buffer.plainText == "╭ Sales ───╮\n│          │\n╰──────────╯\n")
        var tight = Buffer(size: Size(width: 9, height: 2))
        tight.drawBox(tight.area, title: "Returns and more")
        #expect(tight.plainText == "╭ Retu… ╮\n╰───────╯\n")
    }

    @Test("bars and gauges have eighth-block precision")
    func barEighths() {
        var buffer = Buffer(size: Size(width: 10, height: 3))
        buffer.drawBar(fraction: 0.55, in: buffer.area.row(0))
        buffer.drawBar(fraction: 0.0125, in: buffer.area.row(1), trackStyle: Style(.chartMuted))
        buffer.drawGauge(fraction: 0.5, label: "50%", in: buffer.area.row(2))
        #expect(buffer.plainText == "█████▌\n▏░░░░░░░░░\n███░░░ 50%\n")
    }

    @Test("splitting a rectangle into rows and columns")
    func split() {
        let area = Rect(x: 0, y: 0, width: 10, height: 5)
        let rows = area.split(.rows([.fixed(1), .fill, .fixed(1)]))
        #expect(
            rows == [
                Rect(x: 0, y: 0, width: 10, height: 1), Rect(x: 0, y: 1, width: 10, height: 3), Rect(x: 0, y: 4, width: 10, height: 1),
            ])
        let columns = area.split(.columns([.fill, .fill, .fill]), spacing: 1)
        #expect(columns.map(\.width) == [3, 3, 2])
        #expect(columns.map(\.x) == [0, 4, 8])
        let tooSmall = Rect(x: 0, y: 0, width: 3, height: 1).split(.columns([.fixed(2), .fixed(5)]))
        #expect(tooSmall.map(\.width) == [2, 1])
    }

    @Test("the subscript traps outside the area; the safe accessor returns nil")
    func safeAccess() {
        let buffer = Buffer(size: Size(width: 2, height: 2))
        #expect(buffer.cell(x: 2, y: 0) == nil)
        #expect(buffer.cell(x: -1, y: 0) == nil)
        #expect(buffer.cell(x: 1, y: 1) == .blank)
    }

    @Test("merging a widget's buffer keeps its position and never splits a wide character")
    func merge() {
        var page = dotted(6, 2)
        var widget = Buffer(area: Rect(x: 4, y: 1, width: 4, height: 1))
        widget.drawText("a中b", in: widget.area)
        page.merge(widget)
        #expect(page.plainText == "......\n....a\n")
    }
}
