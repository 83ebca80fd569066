/// One cell of a ``Buffer``: what is shown there, how many columns it takes, and its style.
///
/// A wide cluster (CJK, emoji) lives in its first cell with `width == 2`; the cell to its right
/// is a *continuation* (`width == 0`, empty symbol) that outputs skip.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown, already sanitised (never a control). Empty for a
    /// continuation.
    public var symbol: String
    /// Columns taken: 1, 2, or 0 for the right half of a wide cluster.
    public var width: UInt8
    /// The semantic style.
    public var style: Style

    /// Creates a cell. `symbol` must already be sanitised; the drawing methods of ``Buffer``
    /// do that.
    public init(symbol: String, width: UInt8 = 1, style: Style = .plain) {
        self.symbol = symbol
        self.width = width
        self.style = style
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
