import Foundation
import SwiftUI

/// Text in cells: a character cluster is one column (two where the terminal draws it wide), a
/// line is one row. A phone measures text in its font; these cases are widgetdeck's own rule
/// (docs/preview.md, "How SwiftUI becomes cells"), laid out by SwiftUI's stack and frame rules.
extension LayoutCases {
    static let textRule =
        "widgetdeck's text rule (docs/preview.md): a character is a column and a line a row; words wrap at the width offered"

    static let texts: [LayoutCase] = [
        twin("A text is its characters wide and one row tall", source: textRule, expect: ["text": cells(7, 4, 6, 1)]) {
            Text("Orders")._probe("text")
        },
        twin(
            "A text wraps at the width offered, between words", source: textRule,
            expect: ["text": cells(6, 3, 7, 3)]
        ) {
            Text("Morning run today")._probe("text").frame(width: c(8))
        },
        twin(
            "lineLimit(1) keeps one line and cuts it with an ellipsis", source: textRule + "; Apple, lineLimit(_:)",
            expect: ["text": cells(6, 4, 8, 1)]
        ) {
            Text("Morning run today").lineLimit(1)._probe("text").frame(width: c(8))
        },
        twin(
            "lineLimit(_:reservesSpace: true) keeps the room of every line", source: textRule + "; Apple, lineLimit(_:reservesSpace:)",
            expect: ["title": cells(7, 3, 6, 3), "value": cells(7, 6, 6, 1)]
        ) {
            VStack(spacing: 0) {
                Text("Orders").lineLimit(3, reservesSpace: true)._probe("title")
                Text("$7,765")._probe("value")
            }
        },
        twin(
            "A text and a number at the ends of a row", source: textRule + "; " + spacerRule,
            expect: ["label": cells(0, 4, 5, 1), "value": cells(18, 4, 2, 1)]
        ) {
            HStack(spacing: 0) {
                Text("Sales")._probe("label")
                Spacer()
                Text("12")._probe("value")
            }
        },
        twin(
            "A spacer's minimum keeps two texts apart when the row is tight: the second is cut, never run into the first",
            source: "Issue 41 item 2; " + textRule + "; Apple, Spacer(minLength: nil): the system spacing, 8 points",
            host: CGSize(width: c(11), height: r(1)),
            expect: ["label": cells(0, 0, 5, 1), "value": cells(6, 0, 5, 1)]
        ) {
            HStack(spacing: 0) {
                Text("Sales")._probe("label")
                Spacer()
                Text("$7,765")._probe("value")
            }
        },
        twin(
            "Two texts side by side at their ideal widths", source: textRule + "; " + stackRule,
            expect: ["label": cells(1, 4, 11, 1), "value": cells(13, 4, 6, 1)]
        ) {
            HStack(spacing: c(1)) {
                Text("Total sales")._probe("label")
                Text("$7,765")._probe("value")
            }
        },
        twin(
            "A text of higher priority stays whole; the other is cut", source: textRule + "; Apple, layoutPriority(_:)",
            expect: ["name": cells(0, 4, 13, 1), "total": cells(14, 4, 6, 1)]
        ) {
            HStack(spacing: c(1)) {
                Text("Maple & Moss Coffee Roasters").lineLimit(1)._probe("name")
                Text("$7,765").layoutPriority(1)._probe("total")
            }
        },
        twin(
            "Where a phone would shrink a text (minimumScaleFactor), the terminal cuts it",
            source: textRule + "; Apple, minimumScaleFactor(_:)",
            expect: ["text": cells(5, 4, 10, 1)]
        ) {
            Text("Revenue this week").minimumScaleFactor(0.5).lineLimit(1)._probe("text").frame(width: c(10))
        },
        twin(
            "Lines of a column of texts, one row each", source: textRule + "; " + stackRule,
            expect: ["title": cells(5, 3, 9, 1), "value": cells(6, 4, 6, 1), "note": cells(6, 5, 7, 1)]
        ) {
            VStack(spacing: 0) {
                Text("Sales · 7")._probe("title")
                Text("$7,765")._probe("value")
                Text("+12% wk")._probe("note")
            }
        },
    ]
}
