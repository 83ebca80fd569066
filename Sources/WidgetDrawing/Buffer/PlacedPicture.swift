import WidgetFormats

/// A picture's own pixels where it is drawn (an encoded PNG), for outputs that can show them as
/// they are — SVG embeds it, a terminal with a graphics protocol draws it (``ImageOutput``) —
/// over the cells that show it as half blocks. Its extent is in cells, fractional where a
/// fitted picture is centred with room left; `clip` is the cells it is cut to.
///
/// ```swift
/// let logo = PlacedPicture(x: 2, y: 1, width: 4, height: 2, clip: Rect(x: 2, y: 1, width: 4, height: 2), png: [0x89, 0x50, 0x4E, 0x47])
/// logo.isWhole  // true: nothing of it is cut
/// ```
public struct PlacedPicture: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var clip: Rect
    public var png: [UInt8]

    public init(x: Double, y: Double, width: Double, height: Double, clip: Rect, png: [UInt8]) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
        self.clip = clip
        self.png = png
    }

    /// Whether the whole picture lies inside its clip (a filled picture's overflow is cut).
    public var isWhole: Bool {
        x >= Double(clip.x) - 1e-9 && y >= Double(clip.y) - 1e-9 && x + width <= Double(clip.right) + 1e-9
            && y + height <= Double(clip.bottom) + 1e-9
    }

    /// The whole cells it touches, for a terminal's graphics protocol (which places a picture on
    /// cells), inside its clip: the cells its half blocks are drawn in.
    public var cells: Rect {
        let left = Int((x + 1e-6).rounded(.down)), top = Int((y + 1e-6).rounded(.down))
        let right = Int((x + width - 1e-6).rounded(.up)), bottom = Int((y + height - 1e-6).rounded(.up))
        return Rect(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top)).intersection(clip)
    }

    /// The escape sequence that has a terminal draw the picture on its cells from the cursor,
    /// the cursor left where it was: kitty's graphics protocol (the PNG as it is, `f=100`, on
    /// `c`×`r` cells, in chunks of 4,096 bytes) or iTerm2's inline image (inside a saved cursor);
    /// nothing for the other outputs.
    public func sequence(for output: ImageOutput) -> [UInt8] {
        let data = Base64.encodedBytes(png)
        var out: [UInt8] = []
        switch output {
        case .kitty:
            var offset = 0
            repeat {
                let end = min(data.count, offset + 4096)
                let more = end < data.count ? 1 : 0
                let keys = offset == 0 ? "a=T,f=100,c=\(cells.width),r=\(cells.height),C=1,q=2,m=\(more)" : "m=\(more)"
                out += Array("\u{1B}_G\(keys);".utf8) + data[offset..<end] + [0x1B, 0x5C]
                offset = end
            } while offset < data.count
        case .iterm2:
            out += Array(
                "\u{1B}7\u{1B}]1337;File=inline=1;size=\(png.count);width=\(cells.width);height=\(cells.height);preserveAspectRatio=0:".utf8
            )
            out += data + [0x07] + Array("\u{1B}8".utf8)
        case .blocks, .none:
            break
        }
        return out
    }

    /// Kitty's command deleting every picture it shows (and freeing them).
    public static let kittyDeleteAll: [UInt8] = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

    /// Moved by whole cells.
    func offsetBy(dx: Int, dy: Int) -> PlacedPicture {
        var moved = self
        moved.x += Double(dx)
        moved.y += Double(dy)
        moved.clip = clip.offsetBy(dx: dx, dy: dy)
        return moved
    }
}

/// How colour outputs show a picture: as half blocks (two pixels a cell, every terminal), in a
/// terminal's graphics protocol (kitty's, iTerm2's: the picture's own pixels over its cells),
/// or not at all (its cells blank).
///
/// ```swift
/// let renderer = ANSIRenderer(theme: .dark, depth: .trueColor, images: .kitty)
/// ```
public enum ImageOutput: String, CaseIterable, Hashable, Sendable {
    case blocks
    case kitty
    case iterm2
    case none

    /// The protocol the terminal described by `environment` speaks, else blocks: kitty's in
    /// kitty, Ghostty, WezTerm and Konsole; iTerm2's in iTerm2.
    public static func detected(_ environment: [String: String]) -> ImageOutput {
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["KITTY_WINDOW_ID"] != nil || environment["TERM"] == "xterm-kitty" || environment["TERM"] == "xterm-ghostty"
            || ["ghostty", "WezTerm"].contains(program) || environment["KONSOLE_VERSION"] != nil
        {
            return .kitty
        }
        if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" { return .iterm2 }
        return .blocks
    }
}
