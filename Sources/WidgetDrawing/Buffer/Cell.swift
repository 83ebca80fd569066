import Synchronization

/// One cell of a ``Buffer``: what is shown there, how many columns it takes, and its style.
///
/// A wide cluster (CJK, emoji) lives in its first cell with `width == 2`; the cell to its right
/// is a *continuation* (`width == 0`, empty symbol) that outputs skip.
///
/// A cell is plain data — no reference counting — so that filling, copying and comparing
/// buffers (the front end diffs whole frames) costs no more than moving bytes: the symbol's
/// UTF-8 is stored inline when it has up to 15 bytes (every letter, CJK character, flag and
/// most emoji), and the rare longer cluster (a ZWJ family) is interned in a shared table.
///
/// ```swift
/// var buffer = Buffer(size: Size(width: 4, height: 1), fill: Cell(symbol: "·", style: Style(.border)))
/// buffer[0, 0] = Cell(symbol: "A", style: Style(.accent))
/// buffer[0, 0].symbol  // "A"
/// buffer.plainText     // "A···\n"
/// ```
public struct Cell: Hashable, Sendable {
    /// UTF-8 bytes 0–7 of the symbol, or the interned index.
    @usableFromInline var low: UInt64
    /// UTF-8 bytes 8–14; the top byte is the byte count, or `internedMarker`.
    @usableFromInline var high: UInt64
    /// Columns taken: 1, 2, or 0 for the right half of a wide cluster.
    public var width: UInt8
    /// The semantic style.
    public var style: Style
    /// Two pixels of a picture, when the cell is one (the top and bottom halves, in colour):
    /// colour outputs draw them as `▀` in those colours; the symbol is the shade text and
    /// colourless outputs show.
    public var pixels: PixelPair? = nil
    /// The colour behind the symbol when the cell lies over a gradient or a picture: colour
    /// outputs paint it there and draw the symbol in its role's colour — or in black or white,
    /// when the role's would contrast less than 4.5:1 with it. Colourless outputs show the symbol.
    public var backdrop: RGB? = nil

    @usableFromInline static let internedMarker: UInt64 = 0xFF

    /// Creates a cell. `symbol` must already be sanitised; the drawing methods of ``Buffer``
    /// do that.
    public init(symbol: String, width: UInt8 = 1, style: Style = .plain) {
        (low, high) = Cell.pack(symbol)
        self.width = width
        self.style = style
    }

    /// Creates a cell showing one sanitised cluster.
    @inlinable
    public init(character: Character, width: UInt8, style: Style) {
        (low, high) = Cell.pack(String(character))
        self.width = width
        self.style = style
    }

    /// A one-column cell showing a printable ASCII byte, without making a `String`.
    @inlinable
    init(ascii byte: UInt8, style: Style) {
        low = UInt64(byte)
        high = 1 << 56
        width = 1
        self.style = style
    }

    /// The grapheme cluster shown (never a control); empty for a continuation.
    public var symbol: String {
        get {
            if high >> 56 == Cell.internedMarker { return SymbolTable.shared.string(at: Int(low)) }
            var bytes: [UInt8] = []
            appendUTF8(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        set {
            (low, high) = Cell.pack(newValue)
        }
    }

    /// Whether the cell shows a single space.
    @inlinable
    public var isSpace: Bool { low == 0x20 && high == 1 << 56 }

    /// Appends the symbol's UTF-8 bytes to `bytes`, without making a `String`.
    @inlinable
    public func appendUTF8(to bytes: inout [UInt8]) {
        let count = Int(high >> 56)
        if UInt64(count) == Cell.internedMarker {
            bytes.append(contentsOf: SymbolTable.shared.string(at: Int(low)).utf8)
            return
        }
        var word = low
        for i in 0..<min(count, 8) {
            bytes.append(UInt8(truncatingIfNeeded: word))
            word >>= 8
            _ = i
        }
        word = high
        for _ in 8..<max(8, count) {
            bytes.append(UInt8(truncatingIfNeeded: word))
            word >>= 8
        }
    }

    @inlinable
    static func pack(_ symbol: String) -> (UInt64, UInt64) {
        var symbol = symbol
        return symbol.withUTF8 { utf8 in
            let count = utf8.count
            guard count <= 15 else {
                return (UInt64(SymbolTable.shared.intern(String(decoding: utf8, as: UTF8.self))), Cell.internedMarker << 56)
            }
            var low: UInt64 = 0
            var high = UInt64(count) << 56
            for i in 0..<count {
                if i < 8 {
                    low |= UInt64(utf8[i]) << (8 * UInt64(i))
                } else {
                    high |= UInt64(utf8[i]) << (8 * UInt64(i - 8))
                }
            }
            return (low, high)
        }
    }

    /// A space in the plain style.
    public static let blank = Cell(symbol: " ", width: 1, style: .plain)

    /// A space in `style` (only its background shows).
    public static func blank(_ style: Style) -> Cell {
        Cell(symbol: " ", width: 1, style: style)
    }

    /// Whether this is the right half of a wide cluster.
    @inlinable
    public var isContinuation: Bool { width == 0 }
}

/// Clusters longer than a cell stores inline (ZWJ families, tag flags), each kept once for the
/// life of the process. Bounded: past `capacity` distinct clusters a new one is shown as `�`,
/// so data full of invented sequences cannot grow memory without limit.
@usableFromInline
final class SymbolTable: Sendable {
    @usableFromInline static let shared = SymbolTable()
    static let capacity = 65_536

    private let state = Mutex<(strings: [String], indexes: [String: Int])>(([], [:]))

    @usableFromInline
    func intern(_ string: String) -> Int {
        state.withLock { table in
            if let index = table.indexes[string] { return index }
            guard table.strings.count < Self.capacity else {
                return table.indexes["\u{FFFD}"]
                    ?? {
                        table.strings.append("\u{FFFD}")
                        table.indexes["\u{FFFD}"] = table.strings.count - 1
                        return table.strings.count - 1
                    }()
            }
            table.strings.append(string)
            table.indexes[string] = table.strings.count - 1
            return table.strings.count - 1
        }
    }

    @usableFromInline
    func string(at index: Int) -> String {
        state.withLock { $0.strings[index] }
    }
}
