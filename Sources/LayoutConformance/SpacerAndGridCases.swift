import Foundation
import SwiftUI

/// Spacers, grids and custom layouts.
extension LayoutCases {
    static let spacerRule = "Apple, Spacer: expands along its stack's axis, at least minLength"
    static let gridRule = "Apple, Grid: each column as wide as its widest cell, each row as tall as its tallest; cells placed by alignment"

    static let spacersAndGrids: [LayoutCase] = [
        twin(
            "A spacer pushes two views to the edges of a row", source: spacerRule,
            expect: ["red": cells(0, 0, 4, 10), "green": cells(16, 0, 4, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: c(4))._probe("red")
                Spacer()
                Color.green.frame(width: c(4))._probe("green")
            }
        },
        twin(
            "A spacer pushes two views to the ends of a column", source: spacerRule,
            expect: ["red": cells(0, 0, 20, 2), "green": cells(0, 8, 20, 2)]
        ) {
            VStack(spacing: 0) {
                Color.red.frame(height: r(2))._probe("red")
                Spacer()
                Color.green.frame(height: r(2))._probe("green")
            }
        },
        twin(
            "A spacer's minimum length", source: spacerRule,
            expect: ["red": cells(0, 0, 6, 10), "green": cells(14, 0, 6, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: c(6))._probe("red")
                Spacer(minLength: c(6))
                Color.green.frame(width: c(6))._probe("green")
            }
        },
        twin(
            "Two spacers centre a view", source: spacerRule,
            expect: ["red": cells(8, 0, 4, 10)]
        ) {
            HStack(spacing: 0) {
                Spacer()
                Color.red.frame(width: c(4))._probe("red")
                Spacer()
            }
        },
        twin(
            "A spacer first pushes a view to the trailing edge", source: spacerRule,
            expect: ["red": cells(16, 0, 4, 10)]
        ) {
            HStack(spacing: 0) {
                Spacer()
                Color.red.frame(width: c(4))._probe("red")
            }
        },
        twin(
            "A spacer in a column under a view pushes it to the top", source: spacerRule,
            expect: ["red": cells(8, 0, 4, 2)]
        ) {
            VStack(spacing: 0) {
                Color.red.frame(width: c(4), height: r(2))._probe("red")
                Spacer()
            }
        },
        twin(
            "No gap beside a spacer with the system's spacing: its minimum is the gap",
            source: "Issue 41 item 2; OpenSwiftUI Spacing.swift: a Spacer's spacing is an uncategorised 0 (Spacer↔Color 0, Color↔Color 8)",
            expect: ["red": cells(0, 0, 10, 10), "green": cells(11, 0, 9, 10)]
        ) {
            HStack {
                Color.red.frame(width: c(10))._probe("red")
                Spacer()
                Color.green.frame(width: c(9))._probe("green")
            }
        },
        twin(
            "A spacer's default minimum holds two views a column apart",
            source: "Issue 41 item 2; Apple, Spacer(minLength: nil): the system spacing, 8 points (a column)",
            expect: ["red": cells(0, 0, 10, 10), "green": cells(11, 0, 9, 10)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: c(10))._probe("red")
                Spacer()
                Color.green.frame(width: c(9))._probe("green")
            }
        },
        twin(
            "Grid columns are as wide as their widest cell", source: "Issue 41 item 7; " + gridRule,
            expect: ["a": cells(5, 4, 2, 1), "b": cells(9, 4, 8, 1), "c": cells(3, 5, 6, 1), "d": cells(12, 5, 2, 1)]
        ) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: c(2), height: r(1))._probe("a")
                    Color.green.frame(width: c(8), height: r(1))._probe("b")
                }
                GridRow {
                    Color.blue.frame(width: c(6), height: r(1))._probe("c")
                    Color.yellow.frame(width: c(2), height: r(1))._probe("d")
                }
            }
        },
        twin(
            "Grid rows are as tall as their tallest cell", source: gridRule,
            expect: ["a": cells(6, 3, 4, 2), "b": cells(10, 2, 4, 4), "c": cells(6, 6, 4, 2)]
        ) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: c(4), height: r(2))._probe("a")
                    Color.green.frame(width: c(4), height: r(4))._probe("b")
                }
                GridRow {
                    Color.blue.frame(width: c(4), height: r(2))._probe("c")
                    Color.yellow.frame(width: c(4), height: r(2))
                }
            }
        },
        twin(
            "Grid spacing between columns and rows", source: gridRule,
            expect: ["a": cells(5, 3, 4, 2), "d": cells(11, 6, 4, 1)]
        ) {
            Grid(horizontalSpacing: c(2), verticalSpacing: r(1)) {
                GridRow {
                    Color.red.frame(width: c(4), height: r(2))._probe("a")
                    Color.green.frame(width: c(4), height: r(2))
                }
                GridRow {
                    Color.blue.frame(width: c(4), height: r(1))
                    Color.yellow.frame(width: c(4), height: r(1))._probe("d")
                }
            }
        },
        twin(
            "A grid aligned leading places narrow cells at their column's start", source: "Issue 41 item 7; Apple, Grid(alignment:)",
            expect: ["a": cells(3, 4, 2, 1), "d": cells(9, 5, 2, 1)]
        ) {
            Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: c(2), height: r(1))._probe("a")
                    Color.green.frame(width: c(8), height: r(1))
                }
                GridRow {
                    Color.blue.frame(width: c(6), height: r(1))
                    Color.yellow.frame(width: c(2), height: r(1))._probe("d")
                }
            }
        },
        twin(
            "A LazyVGrid of fixed columns", source: "Apple, GridItem(.fixed): a column of exactly that width",
            expect: ["a": cells(5, 4, 4, 1), "b": cells(11, 4, 4, 1), "c": cells(5, 5, 4, 1)]
        ) {
            LazyVGrid(columns: [GridItem(.fixed(c(4)), spacing: c(2)), GridItem(.fixed(c(4)))], spacing: 0) {
                Color.red.frame(height: r(1))._probe("a")
                Color.green.frame(height: r(1))._probe("b")
                Color.blue.frame(height: r(1))._probe("c")
            }
            .frame(width: c(10))
        },
    ]
}
