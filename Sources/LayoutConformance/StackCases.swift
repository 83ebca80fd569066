import Foundation
import SwiftUI

/// Stacks: how `HStack` and `VStack` share their room and place their views.
extension LayoutCases {
    static let stackRule =
        "Apple, HStack/VStack: children by layout priority, then least flexible first (flexibility between proposals of 0 and ∞), each offered an equal share of what is left; placed by alignment across"

    static let stacks: [LayoutCase] = [
        twin(
            "HStack of two fixed views, centred in the host", source: stackRule,
            expect: ["red": cells(5, 4, 4, 2), "green": cells(9, 4, 6, 2)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: c(4), height: r(2))._probe("red")
                Color.green.frame(width: c(6), height: r(2))._probe("green")
            }
        },
        twin(
            "HStack of two flexible colours shares equally", source: stackRule,
            expect: ["red": cells(0, 0, 10, 10), "green": cells(10, 0, 10, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red._probe("red")
                Color.green._probe("green")
            }
        },
        twin(
            "HStack: a fixed width first, the colour takes the rest", source: stackRule,
            expect: ["red": cells(0, 0, 14, 10), "green": cells(14, 0, 6, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red._probe("red")
                Color.green.frame(width: c(6))._probe("green")
            }
        },
        twin(
            "HStack of three colours one column apart", source: stackRule,
            expect: ["a": cells(0, 0, 6, 10), "b": cells(7, 0, 6, 10), "c": cells(14, 0, 6, 10)]
        ) {
            HStack(spacing: c(1)) {
                Color.red._probe("a")
                Color.green._probe("b")
                Color.blue._probe("c")
            }
        },
        twin(
            "HStack aligned to the top", source: "Apple, HStack(alignment: .top): views' top edges on one line",
            expect: ["red": cells(6, 3, 4, 2), "green": cells(10, 3, 4, 4)]
        ) {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: c(4), height: r(2))._probe("red")
                Color.green.frame(width: c(4), height: r(4))._probe("green")
            }
        },
        twin(
            "HStack aligned to the bottom", source: "Apple, HStack(alignment: .bottom)",
            expect: ["red": cells(6, 5, 4, 2), "green": cells(10, 3, 4, 4)]
        ) {
            HStack(alignment: .bottom, spacing: 0) {
                Color.red.frame(width: c(4), height: r(2))._probe("red")
                Color.green.frame(width: c(4), height: r(4))._probe("green")
            }
        },
        twin(
            "HStack centred across by default", source: "Apple, HStack: alignment defaults to .center",
            expect: ["red": cells(6, 4, 4, 2), "green": cells(10, 3, 4, 4)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: c(4), height: r(2))._probe("red")
                Color.green.frame(width: c(4), height: r(4))._probe("green")
            }
        },
        twin(
            "VStack of two flexible colours shares equally", source: stackRule,
            expect: ["red": cells(0, 0, 20, 5), "green": cells(0, 5, 20, 5)]
        ) {
            VStack(spacing: 0) {
                Color.red._probe("red")
                Color.green._probe("green")
            }
        },
        twin(
            "VStack of two fixed views, centred", source: "Apple, VStack: alignment defaults to .center",
            expect: ["red": cells(8, 3, 4, 2), "green": cells(7, 5, 6, 2)]
        ) {
            VStack(spacing: 0) {
                Color.red.frame(width: c(4), height: r(2))._probe("red")
                Color.green.frame(width: c(6), height: r(2))._probe("green")
            }
        },
        twin(
            "VStack aligned leading", source: "Apple, VStack(alignment: .leading)",
            expect: ["red": cells(7, 3, 4, 2), "green": cells(7, 5, 6, 2)]
        ) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: c(4), height: r(2))._probe("red")
                Color.green.frame(width: c(6), height: r(2))._probe("green")
            }
        },
        twin(
            "VStack aligned trailing", source: "Apple, VStack(alignment: .trailing)",
            expect: ["red": cells(9, 3, 4, 2), "green": cells(7, 5, 6, 2)]
        ) {
            VStack(alignment: .trailing, spacing: 0) {
                Color.red.frame(width: c(4), height: r(2))._probe("red")
                Color.green.frame(width: c(6), height: r(2))._probe("green")
            }
        },
        twin(
            "VStack of two colours two rows apart", source: stackRule,
            expect: ["red": cells(0, 0, 20, 4), "green": cells(0, 6, 20, 4)]
        ) {
            VStack(spacing: r(2)) {
                Color.red._probe("red")
                Color.green._probe("green")
            }
        },
        twin(
            "Flexibility is measured between 0 and ∞: a maxWidth view goes first and takes half",
            source:
                "Issue 41 item 1; OpenSwiftUI StackLayout: HStack { red.frame(maxWidth: 100); green.frame(minWidth: 100) }.frame(width: 150) gives 75 and 100",
            expect: ["red": cells(1, 0, 8, 10), "green": cells(9, 0, 10, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: c(10))._probe("red")
                Color.green.frame(minWidth: c(10))._probe("green")
            }
            .frame(width: c(16))
        },
        twin(
            "A capped view takes its cap, the colour the rest", source: stackRule,
            expect: ["red": cells(0, 0, 4, 10), "green": cells(4, 0, 16, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: c(4))._probe("red")
                Color.green._probe("green")
            }
        },
        twin(
            "A minimum width is kept when the share is smaller", source: stackRule,
            expect: ["red": cells(0, 0, 14, 10), "green": cells(14, 0, 6, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: c(14))._probe("red")
                Color.green._probe("green")
            }
        },
        twin(
            "A higher layout priority is offered everything first",
            source: "Apple, layoutPriority(_:): a parent offers higher-priority children space first",
            expect: ["red": cells(0, 0, 0, 10), "green": cells(0, 0, 20, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red._probe("red")
                Color.green.layoutPriority(1)._probe("green")
            }
        },
        twin(
            "Priority leaves the lower ones their minimum", source: stackRule,
            expect: ["red": cells(0, 0, 4, 10), "green": cells(4, 0, 16, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: c(4))._probe("red")
                Color.green.layoutPriority(1)._probe("green")
            }
        },
        twin(
            "Rigid views wider than the stack overflow it, centred",
            source: "Issue 41 item 4; SwiftUI: a stack is as large as its children, the parent centres it",
            expect: ["red": cells(-4, 0, 14, 10), "green": cells(10, 0, 14, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: c(14))._probe("red")
                Color.green.frame(width: c(14))._probe("green")
            }
        },
        twin(
            "A VStack's width is its widest child's", source: stackRule,
            expect: ["stack": cells(6, 2, 8, 6), "red": cells(8, 2, 4, 2), "green": cells(6, 4, 8, 4)]
        ) {
            VStack(spacing: 0) {
                Color.red.frame(width: c(4), height: r(2))._probe("red")
                Color.green.frame(width: c(8), height: r(4))._probe("green")
            }
            ._probe("stack")
        },
        twin(
            "Nested stacks share each level's room", source: stackRule,
            expect: ["left": cells(0, 0, 10, 10), "top": cells(10, 0, 10, 5), "bottom": cells(10, 5, 10, 5)]
        ) {
            HStack(spacing: 0) {
                Color.red._probe("left")
                VStack(spacing: 0) {
                    Color.green._probe("top")
                    Color.blue._probe("bottom")
                }
            }
        },
        twin(
            "A fixed height in a VStack, the colours share the rest", source: stackRule,
            expect: ["a": cells(0, 0, 20, 3), "b": cells(0, 3, 20, 4), "c": cells(0, 7, 20, 3)]
        ) {
            VStack(spacing: 0) {
                Color.red._probe("a")
                Color.green.frame(height: r(4))._probe("b")
                Color.blue._probe("c")
            }
        },
        twin(
            "An empty stack takes no room", source: stackRule,
            expect: ["red": cells(0, 0, 20, 10)]
        ) {
            ZStack {
                Color.red._probe("red")
                HStack {}
            }
        },
    ]
}
