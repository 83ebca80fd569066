import WidgetFormats

/// Turns a ``Buffer`` into text with ANSI SGR escape sequences, for printing to a terminal.
///
/// - A style change emits exactly one SGR sequence holding only what changed: a parameter that
///   is already in force is never repeated.
/// - Every row that leaves colour or attributes in force ends with a reset before its newline,
///   so a terminal that scrolls never paints the new line in the widget's background; the
///   output always ends with a reset.
/// - The only escape sequences in the output are the renderer's own: cell symbols are
///   sanitised when they enter the buffer.
///
/// ```swift
/// var buffer = Buffer(size: Size(width: 12, height: 1))
/// buffer.drawText("+12%", in: buffer.area, style: Style(.positive).with(.bold))
/// let renderer = ANSIRenderer(theme: .dark, depth: .ansi256)
/// print(renderer.render(buffer))
/// ```
public struct ANSIRenderer: Sendable {
    public var theme: Theme
    public var depth: ColorDepth
    /// How pictures are shown: half blocks, a terminal's graphics protocol, or not at all.
    public var images: ImageOutput

    /// Creates a renderer for `theme` at colour `depth`, pictures shown as `images` says.
    public init(theme: Theme, depth: ColorDepth, images: ImageOutput = .blocks) {
        self.theme = theme
        self.depth = depth
        self.images = images
    }

    /// The pictures drawn in a graphics protocol, by their top-left cell's index, and every
    /// cell they cover (drawn blank under them). A cut picture stays in half blocks: a
    /// protocol places a whole picture on whole cells.
    func protocolPictures(_ buffer: Buffer) -> (starts: [Int: PlacedPicture], covered: Set<Int>) {
        guard images != .blocks, depth != .none else { return ([:], []) }
        var starts: [Int: PlacedPicture] = [:]
        var covered = Set<Int>()
        for picture in buffer.pictures where images == .none || picture.isWhole {
            let cells = images == .none ? picture.clip : picture.cells.intersection(buffer.area)
            guard !cells.isEmpty, let start = buffer.index(x: cells.x, y: cells.y) else { continue }
            if images != .none { starts[start] = picture }
            for y in cells.y..<cells.bottom {
                for x in cells.x..<cells.right {
                    if let index = buffer.index(x: x, y: y) { covered.insert(index) }
                }
            }
        }
        return (starts, covered)
    }

    /// The buffer as a string of text and SGR sequences.
    public func render(_ buffer: Buffer) -> String {
        var bytes: [UInt8] = []
        encode(buffer, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the buffer's ANSI encoding to `out`.
    ///
    /// - Complexity: O(cells).
    public func encode(_ buffer: Buffer, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + buffer.cells.count * 2 + buffer.area.height * 24)
        var state = SGRState.reset
        var resetEmitted = false
        let width = buffer.area.width
        let (pictureStarts, underPictures) = protocolPictures(buffer)
        buffer.cells.withUnsafeBufferPointer { cells in
            for row in 0..<buffer.area.height {
                let start = row * width
                for i in start..<start + width {
                    let cell = cells[i]
                    if cell.width == 0 { continue }
                    if !underPictures.isEmpty, underPictures.contains(i) {
                        // Under a picture drawn by the terminal: its sequence at its first cell, then blanks.
                        if let picture = pictureStarts[i] {
                            if state != .reset {
                                out.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D])
                                state = .reset
                            }
                            out += picture.sequence(for: images)
                        }
                        let blank = sgrState(for: Style(.primary, background: .background))
                        if blank != state {
                            appendTransition(from: state, to: blank, into: &out)
                            state = blank
                        }
                        out.append(0x20)
                        continue
                    }
                    if let pixels = cell.pixels, depth != .none {
                        // A picture's two pixels: the upper half block in the top one's colour on the bottom one's.
                        let wanted = SGRState(foreground: emitted(pixels.top), background: emitted(pixels.bottom), attributes: [])
                        if wanted != state {
                            appendTransition(from: state, to: wanted, into: &out)
                            state = wanted
                        }
                        out.append(contentsOf: [0xE2, 0x96, 0x80])  // ▀
                        continue
                    }
                    var wanted = sgrState(for: cell.style)
                    if let backdrop = cell.backdrop, depth != .none {
                        // Over a gradient or a picture: its colour behind, the symbol readable on it.
                        let foreground = theme[
                            cell.style.attributes.contains(.reverse) ? cell.style.background ?? .background : cell.style.foreground]
                        wanted.foreground = emitted(Contrast.readable(foreground.rgb, on: backdrop))
                        wanted.background = emitted(backdrop)
                        wanted.attributes.remove(.reverse)
                    }
                    // A blank shows no foreground: keep whatever is in force rather than
                    // switching colour for nothing (unless underline or reverse would show it).
                    if cell.isSpace, wanted.attributes.isDisjoint(with: [.underline, .reverse]), state != .reset {
                        wanted.foreground = state.foreground
                    }
                    if wanted != state {
                        appendTransition(from: state, to: wanted, into: &out)
                        state = wanted
                    }
                    cell.appendUTF8(to: &out)
                }
                resetEmitted = false
                if state != .reset {
                    out.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D])  // ESC [ 0 m
                    state = .reset
                    resetEmitted = true
                }
                out.append(0x0A)
            }
        }
        if !resetEmitted {
            out.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D])
        }
    }

    /// One cell on its own: its style from a reset terminal, its symbol, a reset. (What the
    /// terminal backend writes itself for a cluster its library cannot hold.)
    public func encode(cell: Cell, into out: inout [UInt8]) {
        let wanted = sgrState(for: cell.style)
        if wanted != .reset { appendTransition(from: .reset, to: wanted, into: &out) }
        cell.appendUTF8(to: &out)
        out.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D])
    }

    /// What the terminal should have in force for a cell of `style`.
    func sgrState(for style: Style) -> SGRState {
        switch depth {
        case .none:
            return SGRState(foreground: nil, background: nil, attributes: style.attributes)
        case .trueColor, .ansi256, .ansi16:
            return SGRState(
                foreground: emitted(theme[style.foreground]),
                background: style.background.map { emitted(theme[$0]) },
                attributes: style.attributes
            )
        }
    }

    /// A colour as this depth sends it: two roles that share a palette entry are one colour
    /// to the terminal, so switching between them sends nothing.
    func emitted(_ color: ThemeColor) -> EmittedColor {
        switch depth {
        case .trueColor: .rgb(color.rgb)
        case .ansi256: .palette256(color.ansi256)
        case .ansi16, .none: .palette16(color.ansi16)
        }
    }

    /// An exact colour (a picture's pixel) as this depth sends it: itself, or the nearest entry.
    func emitted(_ color: RGB) -> EmittedColor {
        switch depth {
        case .trueColor: .rgb(color)
        case .ansi256: .palette256(Palette.nearest256(to: color))
        case .ansi16, .none: .palette16(Palette.nearest16(to: color))
        }
    }

    func appendTransition(from old: SGRState, to new: SGRState, into out: inout [UInt8]) {
        var parameters: [Int] = []
        parameters.reserveCapacity(12)
        if new == .reset {
            parameters.append(0)
        } else {
            let removed = old.attributes.subtracting(new.attributes)
            var added = new.attributes.subtracting(old.attributes)
            if !removed.intersection([.bold, .dim]).isEmpty {
                parameters.append(22)  // turns off both bold and dim: put back the one that stays
                added.formUnion(new.attributes.intersection([.bold, .dim]))
            }
            if removed.contains(.italic) { parameters.append(23) }
            if removed.contains(.underline) { parameters.append(24) }
            if removed.contains(.reverse) { parameters.append(27) }
            if added.contains(.bold) { parameters.append(1) }
            if added.contains(.dim) { parameters.append(2) }
            if added.contains(.italic) { parameters.append(3) }
            if added.contains(.underline) { parameters.append(4) }
            if added.contains(.reverse) { parameters.append(7) }
            if new.foreground != old.foreground {
                if let color = new.foreground { appendColor(color, base: 30, to: &parameters) } else { parameters.append(39) }
            }
            if new.background != old.background {
                if let color = new.background { appendColor(color, base: 40, to: &parameters) } else { parameters.append(49) }
            }
        }
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
        for (i, parameter) in parameters.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ";")) }
            appendDecimal(parameter, into: &out)
        }
        out.append(UInt8(ascii: "m"))
    }

    private func appendColor(_ color: EmittedColor, base: Int, to parameters: inout [Int]) {
        switch color {
        case .rgb(let rgb):
            parameters.append(contentsOf: [base + 8, 2, Int(rgb.red), Int(rgb.green), Int(rgb.blue)])
        case .palette256(let index):
            parameters.append(contentsOf: [base + 8, 5, Int(index)])
        case .palette16(let index):
            parameters.append(index < 8 ? base + Int(index) : base + 60 + Int(index) - 8)
        }
    }
}

/// A colour in the form one depth sends it.
enum EmittedColor: Hashable {
    case rgb(RGB)
    case palette256(UInt8)
    case palette16(UInt8)
}

/// The SGR parameters a terminal has in force.
struct SGRState: Equatable {
    var foreground: EmittedColor?
    var background: EmittedColor?
    var attributes: TextAttributes

    static let reset = SGRState(foreground: nil, background: nil, attributes: [])
}

@inline(__always)
func appendDecimal(_ value: Int, into out: inout [UInt8]) {
    if value < 10 {
        out.append(UInt8(48 + value))
    } else if value < 100 {
        out.append(UInt8(48 + value / 10))
        out.append(UInt8(48 + value % 10))
    } else if value < 1000 {
        out.append(UInt8(48 + value / 100))
        out.append(UInt8(48 + value / 10 % 10))
        out.append(UInt8(48 + value % 10))
    } else {
        out.append(contentsOf: String(value).utf8)
    }
}
