/// A position in cells: `x` grows to the right, `y` grows down.
///
/// ```swift
/// let point = Point(x: 3, y: 1)
/// Rect(x: 0, y: 0, width: 10, height: 2).contains(point)  // true
/// point.description  // "(3, 1)"
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

/// A size in cells. Negative sizes are clamped to zero.
///
/// ```swift
/// let size = Size(width: 40, height: -2)  // height clamped to 0
/// size.description  // "40×0"
/// let buffer = Buffer(size: Size(width: 40, height: 10))
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// Creates a size; negative values become zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// No cells at all.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells. The right and bottom edges are exclusive, and every operation clamps
/// instead of trapping: a rectangle never has a negative size.
///
/// ```swift
/// let area = Rect(x: 0, y: 0, width: 20, height: 10)
/// area.right   // 20, the first column *outside* the rectangle
/// area.inset(by: 1)  // Rect(x: 1, y: 1, width: 18, height: 8)
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Creates a rectangle; a negative width or height becomes zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// A rectangle at the origin of the given size.
    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The first column to the right of the rectangle.
    public var right: Int { x + width }
    /// The first row below the rectangle.
    public var bottom: Int { y + height }
    /// The number of cells it covers.
    public var area: Int { width * height }
    /// Whether it covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// Its size.
    public var size: Size { Size(width: width, height: height) }
    /// Its top-left corner.
    public var origin: Point { Point(x: x, y: y) }

    /// Whether the cell at `point` lies inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < right && point.y >= y && point.y < bottom
    }

    /// Whether `other` lies wholly inside (an empty rectangle is inside any rectangle that
    /// contains its origin).
    public func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.right <= right && other.bottom <= bottom
    }

    /// The cells both rectangles cover; empty (at the clamped origin) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let r = min(right, other.right)
        let b = min(bottom, other.bottom)
        return Rect(x: left, y: top, width: r - left, height: b - top)
    }

    /// The rectangle shrunk by `amount` on every side (never below zero size).
    public func inset(by amount: Int) -> Rect {
        inset(horizontal: amount, vertical: amount)
    }

    /// The rectangle shrunk by `horizontal` on the left and right and `vertical` on the top and
    /// bottom (never below zero size).
    public func inset(horizontal: Int, vertical: Int) -> Rect {
        Rect(x: x + horizontal, y: y + vertical, width: width - 2 * horizontal, height: height - 2 * vertical)
    }

    /// The same size moved by (`dx`, `dy`).
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The row `index` rows below the top, one cell high (empty when outside).
    public func row(_ index: Int) -> Rect {
        guard index >= 0, index < height else { return Rect(x: x, y: y + max(0, index), width: width, height: 0) }
        return Rect(x: x, y: y + index, width: width, height: 1)
    }

    public var description: String { "Rect(x: \(x), y: \(y), width: \(width), height: \(height))" }
}
