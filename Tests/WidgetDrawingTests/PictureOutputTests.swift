import Testing
import WidgetFormats

@testable import WidgetDrawing

/// A picture's own pixels in the outputs that can show them: SVG embeds its PNG, a terminal's
/// graphics protocol draws it over the cells its half blocks take.
@Suite struct PictureOutputTests {
    /// A 2×1-cell picture drawn from (1, 0) of a 4×1 buffer, with a stand-in PNG.
    func picture() -> Buffer {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        let red = RGB(red: 255, green: 0, blue: 0)
        for x in 1...2 {
            buffer[x, 0] = Cell(symbol: "▓", style: Style(.primary))
            buffer[x, 0].pixels = PixelPair(top: red, bottom: red)
        }
        buffer.pictures = [PlacedPicture(x: 1, y: 0, width: 2, height: 1, clip: Rect(x: 0, y: 0, width: 4, height: 1), png: [1, 2, 3])]
        return buffer
    }

    @Test func kittysProtocolDrawsThePictureOverBlankCells() {
        let out = ANSIRenderer(theme: .dark, depth: .trueColor, images: .kitty).render(picture())
        // The first cell as usual, then the picture's sequence (its PNG in base64: AQID) and blanks.
        #expect(
            out
                == "\u{1B}[38;2;242;242;247;48;2;28;28;30m \u{1B}[0m\u{1B}_Ga=T,f=100,c=2,r=1,C=1,q=2,m=0;AQID\u{1B}\\"
                + "\u{1B}[38;2;242;242;247;48;2;28;28;30m   \u{1B}[0m\n")
    }

    @Test func iTerm2sProtocolKeepsTheCursor() {
        let out = ANSIRenderer(theme: .dark, depth: .trueColor, images: .iterm2).render(picture())
        #expect(out.contains("\u{1B}7\u{1B}]1337;File=inline=1;size=3;width=2;height=1;preserveAspectRatio=0:AQID\u{07}\u{1B}8"))
        #expect(!out.contains("▀"))
    }

    @Test func halfBlocksAndNoneAndColourless() {
        #expect(ANSIRenderer(theme: .dark, depth: .trueColor).render(picture()).contains("▀▀"))
        let none = ANSIRenderer(theme: .dark, depth: .trueColor, images: .none).render(picture())
        #expect(!none.contains("▀") && !none.contains("\u{1B}_G"))
        // Without colour a protocol is not used: the shades stay.
        #expect(ANSIRenderer(theme: .dark, depth: .none, images: .kitty).render(picture()) == " ▓▓ \n\u{1B}[0m")
    }

    @Test func aLongPictureIsSentInChunks() {
        var buffer = picture()
        buffer.pictures[0].png = [UInt8](repeating: 7, count: 6000)
        let out = ANSIRenderer(theme: .dark, depth: .trueColor, images: .kitty).render(buffer)
        // 8,000 base64 bytes: one chunk of 4,096 with the keys, the rest in a second.
        #expect(out.contains("\u{1B}_Ga=T,f=100,c=2,r=1,C=1,q=2,m=1;") && out.contains("\u{1B}_Gm=0;"))
    }

    @Test func aCutPictureStaysInHalfBlocks() {
        var buffer = picture()
        buffer.pictures[0].clip = Rect(x: 1, y: 0, width: 1, height: 1)
        #expect(!buffer.pictures[0].isWhole)
        #expect(!ANSIRenderer(theme: .dark, depth: .trueColor, images: .kitty).render(buffer).contains("\u{1B}_G"))
    }

    @Test func svgEmbedsThePNGAtItsPlace() {
        let svg = SVGRenderer(theme: .dark).render(picture())
        #expect(
            svg.contains(
                "<image id=\"picture-1\" x=\"16.5\" y=\"8\" width=\"17\" height=\"17\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,AQID\"/>\n"
            ))
    }

    @Test("the same picture shown again in a document is embedded once and used again, moved and scaled to its place")
    func svgEmbedsARepeatedPictureOnce() {
        var later = picture()
        later.pictures[0].x = 0
        later.pictures[0].width = 4  // twice as wide, from the first column
        let svg = SVGRenderer.render(sections: [(picture(), SVGRenderer(theme: .dark)), (later, SVGRenderer(theme: .dark))])
        #expect(svg.components(separatedBy: "base64,AQID").count - 1 == 1, "\(svg)")
        // The second section starts 33 px down (17 + 2 × 8); its picture at x 8, 34 px wide.
        // From the first's place (16.5, 8, 17 × 17): scaled 2 × 1, moved to (8 − 33, 41 − 8).
        #expect(svg.contains("<use href=\"#picture-1\" transform=\"translate(-25 33) scale(2 1)\"/>\n"), "\(svg)")
        // A different picture is its own.
        var other = picture()
        other.pictures[0].png = [4, 5, 6]
        let two = SVGRenderer.render(sections: [(picture(), SVGRenderer(theme: .dark)), (other, SVGRenderer(theme: .dark))])
        #expect(two.contains("id=\"picture-2\"") && !two.contains("<use "))
    }

    @Test func theTerminalSaysWhichProtocol() {
        #expect(ImageOutput.detected(["TERM": "xterm-kitty"]) == .kitty)
        #expect(ImageOutput.detected(["KITTY_WINDOW_ID": "1", "TERM": "xterm-256color"]) == .kitty)
        #expect(ImageOutput.detected(["TERM_PROGRAM": "WezTerm"]) == .kitty)
        #expect(ImageOutput.detected(["TERM_PROGRAM": "iTerm.app"]) == .iterm2)
        #expect(ImageOutput.detected(["TERM": "tmux-256color"]) == .blocks)
    }

    @Test func base64RoundTrips() {
        for bytes in [[], [0], [0, 1], [0, 1, 2], [255, 254, 253, 252]] as [[UInt8]] {
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
        #expect(Base64.encode(Array("Man".utf8)) == "TWFu" && Base64.encode([77]) == "TQ==")
    }
}

/// `--ascii`: a picture in ASCII only, every column where it was.
@Suite struct ASCIIApproximationTests {
    @Test func graphicsBecomeTheNearestASCIIAndTextKeepsItsLetters() {
        var buffer = Buffer(size: Size(width: 12, height: 3))
        buffer.drawBox(Rect(x: 0, y: 0, width: 12, height: 3))
        buffer.drawText("⠉⣀⣿▆░→é☕", in: Rect(x: 1, y: 1, width: 10, height: 1))
        // ⠉ top dots, ⣀ bottom dots, ⣿ and ▆ most of the cell, ░ a little, → an arrow; é a letter; ☕ (two columns) ??.
        #expect(buffer.asciiApproximation().plainText == "+----------+\n|'.##.>é?? |\n+----------+\n")
    }
}
