/// How much of an axis one part of a split takes.
///
/// ```swift
/// let area = Rect(x: 0, y: 0, width: 20, height: 5)
/// let rows = area.split(.rows([.fixed(1), .fill]))
/// // rows[0]: Rect(x: 0, y: 0, width: 20, height: 1); rows[1]: Rect(x: 0, y: 1, width: 20, height: 4)
/// ```
public enum Constraint: Hashable, Sendable {
    /// Exactly this many cells (less when there is not enough room).
    case fixed(Int)
    /// An equal share of what the fixed parts leave.
    case fill
}

/// The axis along which a rectangle is split.
///
/// ```swift
/// let area = Rect(x: 0, y: 0, width: 21, height: 4)
/// let columns = area.split(.columns([.fill, .fill]), spacing: 1)
/// // columns[0].width == 10, columns[1].x == 11
/// ```
public enum SplitAxis: Hashable, Sendable {
    /// Parts stacked top to bottom.
    case rows([Constraint])
    /// Parts side by side, left to right.
    case columns([Constraint])
}

extension Rect {
    /// Splits the rectangle into consecutive parts, so call sites read like the layout:
    ///
    /// ```swift
    /// let parts = area.split(.rows([.fixed(1), .fill, .fixed(1)]))
    /// let (header, body, footer) = (parts[0], parts[1], parts[2])
    /// ```
    ///
    /// Fixed parts are served first, in order, until room runs out; fill parts share the rest
    /// equally, the leftmost getting the remainder. Parts never overlap and never leave the
    /// rectangle.
    ///
    /// - Complexity: O(n) in the number of constraints.
    public func split(_ axis: SplitAxis, spacing: Int = 0) -> [Rect] {
        let constraints: [Constraint]
        let total: Int
        switch axis {
        case .rows(let c):
            constraints = c
            total = height
        case .columns(let c):
            constraints = c
            total = width
        }
        guard !constraints.isEmpty else { return [] }
        let gaps = max(0, spacing) * (constraints.count - 1)
        var remaining = max(0, total - gaps)
        var sizes = [Int](repeating: 0, count: constraints.count)
        var fills = 0
        for (i, c) in constraints.enumerated() {
            switch c {
            case .fixed(let n):
                sizes[i] = min(max(0, n), remaining)
                remaining -= sizes[i]
            case .fill:
                fills += 1
            }
        }
        if fills > 0 {
            let share = remaining / fills
            var extra = remaining % fills
            for (i, c) in constraints.enumerated() where c == .fill {
                sizes[i] = share + (extra > 0 ? 1 : 0)
                if extra > 0 { extra -= 1 }
            }
        }
        var offset = 0
        var parts: [Rect] = []
        parts.reserveCapacity(sizes.count)
        for (i, size) in sizes.enumerated() {
            let start = min(offset, total)
            let length = min(size, total - start)
            switch axis {
            case .rows: parts.append(Rect(x: x, y: y + start, width: width, height: length))
            case .columns: parts.append(Rect(x: x + start, y: y, width: length, height: height))
            }
            offset += size + (i < sizes.count - 1 ? max(0, spacing) : 0)
        }
        return parts
    }
}
