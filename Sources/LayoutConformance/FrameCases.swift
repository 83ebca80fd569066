import Foundation
import SwiftUI

/// Frames, fixed and flexible, and fixedSize.
extension LayoutCases {
    static let fixedFrameRule = "Apple, frame(width:height:alignment:): the frame proposes its size to the child and places it by alignment"
    static let flexibleFrameRule =
        "Apple, frame(minWidth:idealWidth:maxWidth:…): the proposal clamped between minimum and maximum is offered; a missing bound is the child's size; min ≤ ideal ≤ max"

    static let frames: [LayoutCase] = [
        twin("A fixed frame on a colour, centred", source: fixedFrameRule, expect: ["red": cells(7, 3, 6, 4)]) {
            Color.red.frame(width: c(6), height: r(4))._probe("red")
        },
        twin(
            "A frame places a smaller view top-leading", source: fixedFrameRule,
            expect: ["frame": cells(5, 2, 10, 6), "red": cells(5, 2, 4, 2)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("red").frame(width: c(10), height: r(6), alignment: .topLeading)._probe(
                "frame")
        },
        twin(
            "A frame places a smaller view bottom-trailing", source: fixedFrameRule,
            expect: ["frame": cells(5, 2, 10, 6), "red": cells(11, 6, 4, 2)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("red").frame(width: c(10), height: r(6), alignment: .bottomTrailing)._probe(
                "frame")
        },
        twin(
            "A frame places a smaller view centre-leading", source: fixedFrameRule,
            expect: ["frame": cells(5, 2, 10, 6), "red": cells(5, 4, 4, 2)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("red").frame(width: c(10), height: r(6), alignment: .leading)._probe("frame")
        },
        twin("A width alone: the height is the proposal's", source: fixedFrameRule, expect: ["red": cells(7, 0, 6, 10)]) {
            Color.red.frame(width: c(6))._probe("red")
        },
        twin("A height alone: the width is the proposal's", source: fixedFrameRule, expect: ["red": cells(0, 4, 20, 2)]) {
            Color.red.frame(height: r(2))._probe("red")
        },
        twin(
            "maxWidth: .infinity takes the whole width; the view sits centred in it", source: flexibleFrameRule,
            expect: ["frame": cells(0, 4, 20, 2), "red": cells(8, 4, 4, 2)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("red").frame(maxWidth: .infinity)._probe("frame")
        },
        twin(
            "maxHeight: .infinity, aligned top", source: flexibleFrameRule,
            expect: ["frame": cells(8, 0, 4, 10), "red": cells(8, 0, 4, 2)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("red").frame(maxHeight: .infinity, alignment: .top)._probe("frame")
        },
        twin(
            "A maximum narrower than its child: the frame keeps its maximum, the child overflows it",
            source: "Issue 41 item 5; OpenSwiftUI _FlexFrameLayout: only maxWidth gives min(max(proposal, child), max)",
            expect: ["frame": cells(7, 4, 6, 2), "red": cells(5, 4, 10, 2)]
        ) {
            Color.red.frame(width: c(10), height: r(2))._probe("red").frame(maxWidth: c(6))._probe("frame")
        },
        twin(
            "A maximum wider than its child takes the proposal up to the maximum", source: flexibleFrameRule,
            expect: ["frame": cells(4, 4, 12, 2), "red": cells(8, 4, 4, 2)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("red").frame(maxWidth: c(12))._probe("frame")
        },
        twin(
            "A minimum wider than its child", source: flexibleFrameRule,
            expect: ["frame": cells(5, 4, 10, 2), "red": cells(8, 4, 4, 2)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("red").frame(minWidth: c(10))._probe("frame")
        },
        twin(
            "Minimum and maximum clamp the proposal", source: flexibleFrameRule,
            expect: ["frame": cells(4, 4, 12, 2), "red": cells(8, 4, 4, 2)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("red").frame(minWidth: c(6), maxWidth: c(12))._probe("frame")
        },
        twin(
            "A flexible frame offers its clamped proposal to a colour", source: flexibleFrameRule,
            expect: ["red": cells(4, 0, 12, 10)]
        ) {
            Color.red._probe("red").frame(minWidth: c(6), maxWidth: c(12))
        },
        twin(
            "A maximum below the minimum is raised to it before the child is offered anything",
            source: "Issue 41 item 5; SwiftUI logs contradictory frame constraints and uses max(min, max)",
            expect: ["red": cells(5, 0, 10, 10)]
        ) {
            Color.red._probe("red").frame(minWidth: c(10), maxWidth: c(4))
        },
        twin(
            "An ideal size is what fixedSize asks for",
            source: "Apple, frame(idealWidth:idealHeight:) with fixedSize(): the ideal is used when no size is proposed",
            expect: ["red": cells(7, 4, 6, 2)]
        ) {
            Color.red.frame(idealWidth: c(6), idealHeight: r(2)).fixedSize()._probe("red")
        },
        twin(
            "An ideal below the minimum is raised to it", source: flexibleFrameRule,
            expect: ["red": cells(6, 4, 8, 2)]
        ) {
            Color.red.frame(minWidth: c(8), idealWidth: c(4), idealHeight: r(2)).fixedSize()._probe("red")
        },
        twin(
            "fixedSize in one dimension only", source: "Apple, fixedSize(horizontal:vertical:)",
            expect: ["red": cells(7, 0, 6, 10)]
        ) {
            Color.red.frame(idealWidth: c(6)).fixedSize(horizontal: true, vertical: false)._probe("red")
        },
        twin(
            "A fixed-size view in a stack keeps its ideal width", source: stackRule,
            expect: ["red": cells(0, 0, 6, 10), "green": cells(6, 0, 14, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(idealWidth: c(6)).fixedSize(horizontal: true, vertical: false)._probe("red")
                Color.green._probe("green")
            }
        },
        twin(
            "An offset moves the view, not its room", source: "Apple, offset(x:y:): the view is drawn moved; its layout is unchanged",
            expect: ["red": cells(8, 5, 4, 2), "green": cells(10, 4, 4, 2)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: c(4), height: r(2))._probe("red").offset(x: c(2), y: r(1))
                Color.green.frame(width: c(4), height: r(2))._probe("green")
            }
        },
        twin(
            "A frame on a group frames each of its views",
            source: "Issue 41 item 6; SwiftUI applies a modifier on a Group to each view in it",
            expect: ["red": cells(6, 0, 4, 10), "green": cells(10, 0, 4, 10)]
        ) {
            HStack(spacing: 0) {
                Group {
                    Color.red._probe("red")
                    Color.green._probe("green")
                }
                .frame(width: c(4))
            }
        },
        twin(
            "Padding on a group pads each of its views", source: "SwiftUI applies a modifier on a Group to each view in it",
            expect: ["red": cells(5, 4, 4, 2), "green": cells(11, 4, 4, 2)]
        ) {
            HStack(spacing: 0) {
                Group {
                    Color.red.frame(width: c(4), height: r(2))._probe("red")
                    Color.green.frame(width: c(4), height: r(2))._probe("green")
                }
                .padding(.horizontal, c(1))
            }
        },
        twin(
            "A view's aspect ratio fitted in its proposal", source: "Issue 41 item 8; Apple, aspectRatio(_:contentMode: .fit) on any view",
            expect: ["red": cells(4, 2, 12, 6)]
        ) {
            Color.red.aspectRatio(1, contentMode: .fit)._probe("red").frame(height: r(6))
        },
        twin(
            "With no ratio, a colour keeps the square of its ideal size",
            source: "Apple, aspectRatio(_:contentMode:): a nil ratio is the view's ideal size's; a colour's ideal is 10 × 10 points",
            expect: ["red": cells(4, 2, 12, 6)]
        ) {
            Color.red.aspectRatio(contentMode: .fit)._probe("red").frame(height: r(6))
        },
        twin(
            "A view's aspect ratio filling its proposal overflows it",
            source: "Issue 41 items 4 and 8; Apple, aspectRatio(_:contentMode: .fill)",
            expect: ["red": cells(0, 0, 20, 10)]
        ) {
            Color.red.aspectRatio(1, contentMode: .fill)._probe("red").frame(height: r(6))
        },
    ]
}
