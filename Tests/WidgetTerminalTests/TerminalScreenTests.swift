import Foundation
import Testing
import WidgetCore
@testable import WidgetTerminal

/// What the ncurses backend sends for a frame, caught in a file. (ncurses is one screen per
/// process at a time: the suite runs serially.)
private func sent(_ buffer: Buffer) throws -> [UInt8] {
    let file = try #require(tmpfile())
    let input = try #require(fopen("/dev/null", "r"))
    defer { fclose(file); fclose(input) }
    let screen = try TerminalScreen(theme: .dark, depth: .ansi256, terminal: "xterm-256color", output: file, input: input, size: buffer.area.size)
    screen.draw(buffer.diff(from: nil))
    screen.close()
    let length = ftell(file)
    rewind(file)
    var bytes = [UInt8](repeating: 0, count: length)
    _ = fread(&bytes, 1, length, file)
    return bytes
}

@Suite("The ncurses backend", .serialized)
struct TerminalScreenTests {
    @Test("clusters a cell of ncurses cannot hold are written whole, at their column", arguments: [
        "🇨🇦", "👨\u{200D}👩\u{200D}👧", "क्षि", "👩\u{200D}💻",
    ])
    func wholeClusters(cluster: String) throws {
        var buffer = Buffer(size: Size(width: 20, height: 2))
        buffer.drawText("ab" + cluster + "cd", in: buffer.area.row(1))
        let bytes = try sent(buffer)
        let utf8 = Array(cluster.utf8)
        #expect(bytes.firstRange(of: utf8) != nil, "\(cluster) was not sent whole")
        // At its cell: row 2, column 3 (1-based), then its bytes after the colours.
        let position = Array("\u{1B}[2;3H".utf8)
        let at = try #require(bytes.firstRange(of: position), "no move to the cluster's cell")
        let after = bytes[at.upperBound...]
        #expect(after.firstRange(of: utf8) != nil)
        #expect(!TerminalScreen.fitsACell(buffer[2, 1]))
    }

    @Test("ordinary letters, wide characters and a base with its marks stay ncurses' own")
    func ncursesCells() {
        // The C library's widths are the UTF-8 locale's, which the screen sets when it opens.
        setlocale(LC_CTYPE, "C.UTF-8")
        for text in ["a", "中", "é", "e\u{301}", "☀\u{FE0F}"] {
            var buffer = Buffer(size: Size(width: 4, height: 1))
            buffer.drawText(text, in: buffer.area)
            if text == "☀\u{FE0F}" { continue }  // a variation selector: whichever the C library says
            #expect(TerminalScreen.fitsACell(buffer[0, 0]), "\(text.debugDescription)")
        }
    }
}
