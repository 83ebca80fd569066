import Foundation
import SwiftUI

/// Cases in points as their sources give them (lengths that are not whole cells): each must land
/// within one cell of SwiftUI's frames, and the suite reports how far they are.
extension LayoutCases {
    static let originals: [LayoutCase] = [
        original(
            "Default padding is 16 points on every edge", source: "Apple, padding(_:_:): nil length is the system's default, 16 points",
            host: smallHost, expect: ["red": CGRect(x: 16, y: 16, width: 138, height: 138)]
        ) {
            Color.red._probe("red").padding()
        },
        original(
            "A colour's ideal size is 10 points", source: "OpenSwiftUI: shapes and colours answer 10 × 10 when offered nothing",
            host: smallHost, expect: ["red": CGRect(x: 80, y: 80, width: 10, height: 10)]
        ) {
            Color.red.fixedSize()._probe("red")
        },
        original(
            "A spacer's default minimum is the system spacing, 8 points",
            source: "Issue 41 item 2; Apple, Spacer(minLength:): nil is the system's spacing",
            host: smallHost,
            expect: ["red": CGRect(x: -4, y: 0, width: 85, height: 170), "green": CGRect(x: 89, y: 0, width: 85, height: 170)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: 85)._probe("red")
                Spacer()
                Color.green.frame(width: 85)._probe("green")
            }
        },
        original(
            "A spacer is sized last: a colour beside it takes all but the spacer's minimum",
            source: "OpenSwiftUI Spacer.swift: a Spacer's layout priority is −∞ and its minimum length the system spacing, 8 points",
            host: smallHost, expect: ["red": CGRect(x: 0, y: 0, width: 162, height: 170)]
        ) {
            HStack {
                Color.red._probe("red")
                Spacer()
            }
        },
        original(
            "Two colours 8 points apart by default",
            source: "Apple, HStack(spacing: nil): the system's default spacing between two views, 8 points",
            host: smallHost,
            expect: ["red": CGRect(x: 0, y: 0, width: 81, height: 170), "green": CGRect(x: 89, y: 0, width: 81, height: 170)]
        ) {
            HStack {
                Color.red._probe("red")
                Color.green._probe("green")
            }
        },
        original(
            "Two colours 8 points apart in a column by default", source: "Apple, VStack(spacing: nil): 8 points between two views",
            host: smallHost,
            expect: ["red": CGRect(x: 0, y: 0, width: 170, height: 81), "green": CGRect(x: 0, y: 89, width: 170, height: 81)]
        ) {
            VStack {
                Color.red._probe("red")
                Color.green._probe("green")
            }
        },
    ]
}
