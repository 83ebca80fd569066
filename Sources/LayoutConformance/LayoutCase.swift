import Foundation
import SwiftUI

/// One layout case of the conformance suite: a view written against widgetdeck's SwiftUI, the
/// frame SwiftUI gives each probed view in a host of `host` points, and where that answer comes
/// from. A case whose lengths are all whole cells (8.5 × 17 points) is a cell-exact twin: a miss
/// there is an algorithm difference, never rounding.
package struct LayoutCase: Sendable {
    package let name: String
    /// Where the expected frames come from: a documented rule, or a case of OpenSwiftUI's layout
    /// tests (MIT; required to match SwiftUI pixel for pixel) with its frames derived by hand.
    package let source: String
    /// The host's size in points; the view is its root, centred in it as SwiftUI places one.
    package let host: CGSize
    /// Each probed view's frame in points, relative to the host's top-left corner.
    package let expected: [String: CGRect]
    /// A departure from SwiftUI widgetdeck still has (issue 41's list): the case runs as a known
    /// issue naming it, so the fix flips it.
    package let departure: String?
    package let view: @MainActor @Sendable () -> AnyView

    /// Every length a whole number of cells.
    package var isTwin: Bool {
        func columns(_ v: CGFloat) -> Bool { (v / 8.5).rounded() * 8.5 == v }
        func rows(_ v: CGFloat) -> Bool { (v / 17).rounded() * 17 == v }
        return columns(host.width) && rows(host.height)
            && expected.values.allSatisfy { columns($0.minX) && columns($0.width) && rows($0.minY) && rows($0.height) }
    }

    /// The frames widgetdeck draws the probed views in, in points.
    @MainActor package func measured() -> [String: CGRect] {
        ViewRenderer.probedFrames(of: view(), width: host.width, height: host.height)
    }
}

/// Points of `n` columns, for writing a cell-exact twin's lengths.
package func c(_ n: Double) -> CGFloat { CGFloat(n * 8.5) }
/// Points of `n` rows.
package func r(_ n: Double) -> CGFloat { CGFloat(n * 17) }

/// A rectangle given in cells: column, row, columns wide, rows tall.
package func cells(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
    CGRect(x: c(x), y: r(y), width: c(width), height: r(height))
}

/// The small widget's size on a 6.1-inch phone in cells: 20 × 10 (170 × 170 points).
let smallHost = CGSize(width: 170, height: 170)

/// A twin case in the small host.
func twin(
    _ name: String, source: String, host: CGSize = smallHost, departure: String? = nil, expect: [String: CGRect],
    _ view: @escaping @MainActor @Sendable () -> some View
) -> LayoutCase {
    LayoutCase(name: name, source: source, host: host, expected: expect, departure: departure, view: { AnyView(view()) })
}

/// A case in points, as its source gives it.
func original(
    _ name: String, source: String, host: CGSize, departure: String? = nil, expect: [String: CGRect],
    _ view: @escaping @MainActor @Sendable () -> some View
) -> LayoutCase {
    LayoutCase(name: name, source: source, host: host, expected: expect, departure: departure, view: { AnyView(view()) })
}
