import WidgetFormats
import WidgetDrawing
import Foundation
import Testing
import WidgetCore
@testable import WidgetTerminal
import WidgetTestSupport

/// What the ncurses backend sends for a frame, caught in a file. (ncurses is one screen per
/// process at a time: the suite runs serially.)
private func sent(_ buffer: Buffer, terminal: String = "xterm-256color", environment: [String: String] = [:]) throws -> [UInt8] {
    let file = try #require(tmpfile())
    let input = try #require(fopen("/dev/null", "r"))
    defer {
        fclose(file)
        fclose(input)
    }
    let screen = try TerminalScreen(
        theme: .dark, depth: .ansi256, terminal: terminal, output: file, input: input, size: buffer.area.size,
        environment: environment)
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
    @Test("in kitty, a picture's own pixels are placed over its cells with kitty's protocol, and deleted when the screen closes")
    func kittyPictures() throws {
        var buffer = Buffer(size: Size(width: 6, height: 2))
        buffer.drawText("▓▓", in: Rect(x: 1, y: 1, width: 2, height: 1))
        buffer.pictures = [PlacedPicture(x: 1, y: 1, width: 2, height: 1, clip: buffer.area, png: [1, 2, 3])]
        let kitty = String(decoding: try sent(buffer, environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"]), as: UTF8.self)
        // Every picture deleted, then this one at row 2, column 2, the cursor saved and put back.
        #expect(
            kitty.contains("\u{1B}_Ga=d,d=A,q=2\u{1B}\\\u{1B}7\u{1B}[2;2H\u{1B}_Ga=T,f=100,c=2,r=1,C=1,q=2,m=0;AQID\u{1B}\\\u{1B}8"),
            "\(escaped(kitty))")
        #expect(kitty.components(separatedBy: "a=d,d=A").count - 1 == 2, "deleted before placing, and at close")
        // Elsewhere the half blocks alone.
        let xterm = String(decoding: try sent(buffer, environment: ["TERM": "xterm-256color"]), as: UTF8.self)
        #expect(!xterm.contains("\u{1B}_G"))
    }

    @Test(
        "clusters of several code points are written whole after the cells before them, and the next cell is placed explicitly",
        arguments: [
            "🇨🇦", "👨\u{200D}👩\u{200D}👧", "क्षि", "👩\u{200D}💻",
        ])
    func wholeClusters(cluster: String) throws {
        var buffer = Buffer(size: Size(width: 20, height: 2))
        buffer.drawText("ab" + cluster + "cd", in: buffer.area.row(1))
        let bytes = try sent(buffer)
        let utf8 = Array(cluster.utf8)
        let at = try #require(bytes.firstRange(of: utf8), "\(cluster) was not sent whole")
        // Right after "ab" (colours aside): at its cell, row 2, column 3.
        let before = String(decoding: bytes[..<at.lowerBound], as: UTF8.self)
        #expect(before.replacing(/\x1B\[[0-9;]*m/, with: "").hasSuffix("\r\nab"), "\(escaped(before))")
        // Terminals disagree on its width: "cd" goes to column 3 + its width, explicitly.
        let column = 3 + TerminalText.width(cluster)
        let after = String(decoding: bytes[at.upperBound...], as: UTF8.self)
        #expect(after.hasPrefix("\u{1B}[2;\(column)Hcd"), "\(escaped(after))")
    }

    @Test(
        "terminfo is read as installed: xterm-256color's bce, rep and ESC ( 0; tmux-256color's SO/SI and U8 — which tmux itself overrides")
    func terminfoAsInstalled() throws {
        var buffer = Buffer(size: Size(width: 30, height: 3))
        buffer.drawText("┌────────────┐", in: buffer.area.row(0))
        buffer.drawText("└────────────┘", in: buffer.area.row(2))
        let xterm = String(
            decoding: try sent(buffer, environment: ["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(379)"]), as: UTF8.self)
        #expect(xterm.contains("\u{1B}(0lq\u{1B}[11bk") && xterm.contains("\u{1B}(B"), "\(escaped(xterm))")
        let inTmux = String(
            decoding: try sent(
                buffer, terminal: "tmux-256color",
                environment: [
                    "TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a",
                ]),
            as: UTF8.self)
        #expect(
            inTmux.contains("\u{1B}(B\u{1B})0") && inTmux.contains("\u{0E}lq\u{1B}[11bk") && inTmux.contains("\u{0F}"), "\(escaped(inTmux))"
        )
        // GNU screen's entry alone: U8 refuses the set; no REP.
        let screen = String(
            decoding: try sent(buffer, terminal: "screen-256color", environment: ["TERM": "screen-256color", "STY": "1.pts-0.h"]),
            as: UTF8.self)
        #expect(screen.contains("┌────────────┐") && !screen.contains("\u{0E}"), "\(escaped(screen))")
    }

    @Test("a frame goes out within the synchronized-update brackets; a label change without them")
    func synchronized() throws {
        var buffer = Buffer(size: Size(width: 20, height: 2))
        buffer.drawText("as of 3:30pm", in: buffer.area.row(1))
        let bytes = String(decoding: try sent(buffer), as: UTF8.self)
        #expect(bytes.contains("\u{1B}[?2026h") && bytes.contains("\u{1B}[?2026l"))
    }
}

/// `text` with escapes and controls visible, for messages.
private func escaped(_ text: String) -> String {
    text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
}
