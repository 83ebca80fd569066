import Foundation
import SwiftUI
import Testing

/// SwiftUI's `Path` and shapes' outlines, as Core Graphics builds them: the geometry the
/// rasteriser draws.
@Suite("SwiftUI: paths and shapes' outlines")
struct PathTests {
    func isClose(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 0.01) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("An arc with clockwise: false turns clockwise on screen, as in SwiftUI's flipped coordinates")
    func arcDirection() {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        // From three o'clock down to six (y grows downwards), a quarter of a circle.
        #expect(isClose(path.currentPoint, CGPoint(x: 50, y: 60)))
        let bounds = path.boundingRect
        #expect(
            abs(bounds.minX - 50) < 0.01 && abs(bounds.maxX - 60) < 0.01 && abs(bounds.minY - 50) < 0.01 && abs(bounds.maxY - 60) < 0.01)
        var other = Path()
        other.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        // The other way round: three quarters, through twelve o'clock.
        #expect(abs(other.boundingRect.minY - 40) < 0.01)
    }

    @Test("A circle is the largest one its frame holds, centred; a trimmed one starts at three o'clock")
    func circleAndTrim() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        let bounds = circle.boundingRect
        #expect(abs(bounds.minX - 30) < 0.01 && abs(bounds.width - 40) < 0.01 && abs(bounds.height - 40) < 0.01, "\(bounds)")
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        // Three o'clock to six, clockwise on screen.
        #expect(isClose(quarter.currentPoint, CGPoint(x: 50, y: 40), within: 0.5))
        #expect(circle.contains(CGPoint(x: 50, y: 20)))
        #expect(!circle.contains(CGPoint(x: 5, y: 20)))
    }

    @Test("Rounded rectangles round their corners; inset shapes shrink; elements are Apple's")
    func roundedAndInset() {
        let rounded = RoundedRectangle(cornerRadius: 10).path(in: CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(rounded.contains(CGPoint(x: 30, y: 1)))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))  // cut off by the corner
        let inset = Rectangle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(inset.boundingRect == CGRect(x: 5, y: 5, width: 50, height: 30))
        var kinds: [String] = []
        Path(CGRect(x: 0, y: 0, width: 1, height: 1)).forEach { element in
            switch element {
            case .move: kinds.append("move")
            case .line: kinds.append("line")
            case .closeSubpath: kinds.append("close")
            case .quadCurve, .curve: kinds.append("curve")
            }
        }
        #expect(kinds == ["move", "line", "line", "line", "close"])
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 20).path(in: CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(!uneven.contains(CGPoint(x: 1, y: 1)))
        #expect(uneven.contains(CGPoint(x: 59, y: 1)))
    }

    @Test("Quadratic and cubic curves pass their ends; even-odd leaves a hole")
    func curvesAndEvenOdd() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        #expect(abs(path.boundingRect.maxY - 10) < 0.1)  // a quadratic's peak is half its control's height
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(ring.contains(CGPoint(x: 20, y: 20)))
        #expect(!ring.contains(CGPoint(x: 20, y: 20), eoFill: true))
        #expect(ring.contains(CGPoint(x: 3, y: 20), eoFill: true))
    }

    @Test("Shapes move, turn and scale in their frame")
    func transformedShapes() {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let moved = Rectangle().offset(x: 5, y: 0).path(in: frame)
        #expect(moved.boundingRect == CGRect(x: 5, y: 0, width: 40, height: 20))
        let turned = Rectangle().rotation(.degrees(90)).path(in: frame).boundingRect
        #expect(abs(turned.width - 20) < 0.01 && abs(turned.height - 40) < 0.01 && abs(turned.midX - 20) < 0.01)
        let half = Rectangle().scale(0.5).path(in: frame).boundingRect
        #expect(abs(half.width - 20) < 0.01 && abs(half.minX - 10) < 0.01)
    }
}

/// SF Symbols as the terminal glyphs nearest them (Scripts/sf-symbols.py measures the share of
/// a corpus's symbols drawn).
@Suite("SwiftUI: SF Symbols as glyphs")
struct SFSymbolTests {
    @Test("A name is found whole, then without its variants, a filled one's own glyph first; an unknown one has none")
    func lookup() {
        #expect(SFSymbols.glyph(for: "star.fill") == "★")
        #expect(SFSymbols.glyph(for: "star.circle") == "☆")
        #expect(SFSymbols.glyph(for: "arrowshape.turn.up.left.circle.fill") == "↩")
        #expect(SFSymbols.glyph(for: "gobackward.10") == "↺")
        #expect(SFSymbols.glyph(for: "hand.raised.slash") == "✋")
        #expect(SFSymbols.glyph(for: "cloud.sun.rain.fill") == "☂")
        #expect(SFSymbols.glyph(for: "tuningfork") == "Ψ")
        #expect(SFSymbols.glyph(for: "scribble.variable") == nil)
        #expect(SFSymbols.spoken("cloud.sun.fill") == "cloud sun")
    }
}

/// iOS 17's boolean operations on paths, drawn: the region each leaves, dot by dot.
@MainActor
@Suite("SwiftUI: a path's union, intersection, subtraction and symmetric difference, drawn")
struct PathBooleanTests {
    // A 4 × 2-cell frame is 34 × 34 points; the inner square covers the middle two cells' dots.
    let outer = Path(CGRect(x: 0, y: 0, width: 34, height: 34))
    let inner = Path(CGRect(x: 8.5, y: 8.5, width: 17, height: 17))

    func drawn(_ path: Path) -> String { ViewRenderer.drawn(path.fill(Color.primary), columns: 4, rows: 2).text }

    @Test(
        "Subtracting a square from a larger one leaves a frame; the symmetric difference the same; the intersection the inner square; the union the outer"
    )
    func regions() {
        #expect(drawn(outer) == "████\n████\n")
        #expect(drawn(outer.subtracting(inner)) == "█▀▀█\n█▄▄█\n", "\(drawn(outer.subtracting(inner)))")
        #expect(drawn(outer.symmetricDifference(inner)) == "█▀▀█\n█▄▄█\n")
        #expect(drawn(outer.intersection(inner)) == " ▄▄\n ▀▀\n", "\(drawn(outer.intersection(inner)))")
        #expect(drawn(inner.union(outer)) == "████\n████\n")
        // Moved, the region moves with its operands: the hole a cell to the left.
        #expect(drawn(outer.subtracting(inner.offsetBy(dx: -8.5, dy: 0))) == "▀▀██\n▄▄██\n")
    }
}
