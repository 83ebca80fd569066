import WidgetDrawing

/// Which widget an arrow key moves focus to: the nearest one on screen in that direction, the
/// way a springboard or a TV's focus engine moves, not the next in the file's list (Tab keeps
/// that order).
///
/// A candidate lies wholly past the focused widget's edge in the direction pressed. The nearest
/// is the one with the smallest gap along the direction plus its offset across it (zero when
/// the two overlap across the direction, one when they only touch); a row counts as two columns, as a cell is twice as
/// tall as it is wide. Ties go to the one aligned with the focused widget's top (moving left or
/// right) or left edge (moving up or down), then to list order. With no widget that way, focus
/// stays: the edge of the screen is not a wrap.
///
/// ```swift
/// // A large widget at the left, a small one beside its top, a medium one beside its bottom:
/// SpatialFocus.next(from: 0, toward: .right, in: [large, small, medium])   // 1, the small one
/// ```
package enum SpatialFocus {
    /// A direction an arrow key moves in.
    package enum Direction: Sendable {
        case left, right, up, down
    }

    /// The index in `rects` of the nearest widget from `rects[index]` toward `direction`, or
    /// `nil` when there is none (or `rects[index]` is not laid out). `nil` rects (widgets not
    /// drawn) are never chosen.
    ///
    /// - Complexity: O(n) in the number of widgets.
    package static func next(from index: Int, toward direction: Direction, in rects: [Rect?]) -> Int? {
        guard rects.indices.contains(index), let from = rects[index] else { return nil }
        var best: (score: Int, alignment: Int, index: Int)?
        for (candidate, rect) in rects.enumerated() {
            guard candidate != index, let rect, !rect.isEmpty else { continue }
            let along: Int, across: Int, alignment: Int
            switch direction {
            case .right:
                guard rect.x >= from.right else { continue }
                (along, across, alignment) = (
                    rect.x - from.right, 2 * gap(from.y..<from.bottom, rect.y..<rect.bottom), 2 * abs(rect.y - from.y)
                )
            case .left:
                guard rect.right <= from.x else { continue }
                (along, across, alignment) = (
                    from.x - rect.right, 2 * gap(from.y..<from.bottom, rect.y..<rect.bottom), 2 * abs(rect.y - from.y)
                )
            case .down:
                guard rect.y >= from.bottom else { continue }
                (along, across, alignment) = (
                    2 * (rect.y - from.bottom), gap(from.x..<from.right, rect.x..<rect.right), abs(rect.x - from.x)
                )
            case .up:
                guard rect.bottom <= from.y else { continue }
                (along, across, alignment) = (
                    2 * (from.y - rect.bottom), gap(from.x..<from.right, rect.x..<rect.right), abs(rect.x - from.x)
                )
            }
            let score = along + across
            if let current = best, (current.score, current.alignment, current.index) <= (score, alignment, candidate) { continue }
            best = (score, alignment, candidate)
        }
        return best?.index
    }

    /// How far apart two ranges on one axis are: 0 when they overlap, 1 when they only touch.
    private static func gap(_ a: Range<Int>, _ b: Range<Int>) -> Int {
        if b.lowerBound >= a.upperBound { return b.lowerBound - a.upperBound + 1 }
        if a.lowerBound >= b.upperBound { return a.lowerBound - b.upperBound + 1 }
        return 0
    }
}
