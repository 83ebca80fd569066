import Foundation
import SwiftUI

/// Alignment guides, positions and z-order.
extension LayoutCases {
    static let guideRule =
        "Apple, alignmentGuide(_:computeValue:): a stack aligned by a guide puts every view's guide (its own, or the default) on one line"

    /// A custom alignment whose default is a view's trailing edge.
    enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
    }

    static let guides: [LayoutCase] = [
        twin(
            "A view's leading guide moved left indents it", source: guideRule,
            expect: ["a": cells(7, 4, 4, 1), "b": cells(9, 5, 4, 1)]
        ) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: c(4), height: r(1))._probe("a")
                Color.green.frame(width: c(4), height: r(1))._probe("b").alignmentGuide(.leading) { d in d[.leading] - c(2) }
            }
        },
        twin(
            "A leading guide at a view's centre", source: guideRule,
            expect: ["a": cells(9, 4, 4, 1), "b": cells(7, 5, 4, 1)]
        ) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: c(4), height: r(1))._probe("a")
                Color.green.frame(width: c(4), height: r(1))._probe("b").alignmentGuide(.leading) { d in d[HorizontalAlignment.center] }
            }
        },
        twin(
            "A guide for another alignment is not read", source: guideRule,
            expect: ["a": cells(8, 4, 4, 1), "b": cells(8, 5, 4, 1)]
        ) {
            VStack(alignment: .center, spacing: 0) {
                Color.red.frame(width: c(4), height: r(1))._probe("a")
                Color.green.frame(width: c(4), height: r(1))._probe("b").alignmentGuide(.leading) { _ in c(4) }
            }
        },
        twin(
            "A row's top guide moves a view down", source: guideRule,
            expect: ["a": cells(6, 5, 4, 1), "b": cells(10, 4, 4, 1)]
        ) {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: c(4), height: r(1))._probe("a").alignmentGuide(.top) { d in d[.top] - r(1) }
                Color.green.frame(width: c(4), height: r(1))._probe("b")
            }
        },
        twin(
            "A custom alignment lines views up at its default",
            source: "Apple, AlignmentID.defaultValue(in:): a custom alignment's guide in views that set none",
            expect: ["a": cells(9, 4, 4, 1), "b": cells(7, 5, 6, 1)]
        ) {
            VStack(alignment: HorizontalAlignment(Marker.self), spacing: 0) {
                Color.red.frame(width: c(4), height: r(1))._probe("a")
                Color.green.frame(width: c(6), height: r(1))._probe("b")
            }
        },
        twin(
            "A custom alignment with a guide set on one view", source: guideRule,
            expect: ["a": cells(6, 4, 4, 1), "b": cells(8, 5, 6, 1)]
        ) {
            VStack(alignment: HorizontalAlignment(Marker.self), spacing: 0) {
                Color.red.frame(width: c(4), height: r(1))._probe("a")
                Color.green.frame(width: c(6), height: r(1))._probe("b").alignmentGuide(HorizontalAlignment(Marker.self)) { d in
                    d[.leading] + c(2)
                }
            }
        },
        twin(
            "A position puts the view's centre at a point",
            source: "Apple, position(x:y:): the view's centre at the point, in the room offered",
            expect: ["red": cells(2, 1, 4, 2)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("red").position(x: c(4), y: r(2))
        },
        twin(
            "A position near the edge puts the view past it",
            source: "Apple, position(x:y:): the view's centre at the point, nothing clipped",
            expect: ["red": cells(-2, 4, 4, 2)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("red").position(x: 0, y: r(5))
        },
        twin(
            "A position takes all the room offered", source: "Apple, position(x:y:)",
            expect: ["blue": cells(10, 0, 10, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: c(2), height: r(2)).position(x: c(2), y: r(2))
                Color.blue._probe("blue")
            }
        },
        twin(
            "zIndex draws a view on top of those after it", source: "Apple, zIndex(_:): higher is drawn in front",
            expect: ["front": cells(5, 2, 10, 6)]
        ) {
            ZStack {
                Color.red.frame(width: c(10), height: r(6)).zIndex(1)._probe("front")
                Color.green.frame(width: c(4), height: r(2))
            }
        },
    ]
}
