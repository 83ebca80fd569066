import Foundation
import SwiftUI

/// Padding, overlays, backgrounds and ZStack.
extension LayoutCases {
    static let paddingRule = "Apple, padding(_:_:): the proposal shrinks by the insets, the size grows by them"
    static let layerRule =
        "Apple, overlay(alignment:content:)/background: the layer is offered the view's size, placed by alignment; several views in it are a ZStack"
    static let zstackRule = "Apple, ZStack: as large as its children (its highest-priority ones), each placed by alignment"

    static let layers: [LayoutCase] = [
        twin(
            "Padding around a fixed view", source: paddingRule,
            expect: ["padded": cells(6, 3, 8, 4), "red": cells(8, 4, 4, 2)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("red")
                .padding(EdgeInsets(top: r(1), leading: c(2), bottom: r(1), trailing: c(2)))._probe("padded")
        },
        twin("Padding on the sides of a colour", source: paddingRule, expect: ["red": cells(2, 0, 16, 10)]) {
            Color.red._probe("red").padding(.horizontal, c(2))
        },
        twin("Padding on one edge", source: paddingRule, expect: ["red": cells(4, 0, 16, 10)]) {
            Color.red._probe("red").padding(.leading, c(4))
        },
        twin("Padding top and bottom", source: paddingRule, expect: ["red": cells(0, 2, 20, 6)]) {
            Color.red._probe("red").padding(.vertical, r(2))
        },
        twin("Padding across, then down", source: paddingRule, expect: ["red": cells(1, 1, 18, 8)]) {
            Color.red._probe("red").padding(.horizontal, c(1)).padding(.vertical, r(1))
        },
        twin(
            "An overlay is offered the view's size", source: layerRule,
            expect: ["base": cells(5, 3, 10, 4), "layer": cells(5, 3, 10, 4)]
        ) {
            Color.red.frame(width: c(10), height: r(4))._probe("base").overlay { Color.green._probe("layer") }
        },
        twin(
            "An overlay aligned top-trailing", source: layerRule,
            expect: ["badge": cells(13, 3, 2, 1)]
        ) {
            Color.red.frame(width: c(10), height: r(4)).overlay(alignment: .topTrailing) {
                Color.green.frame(width: c(2), height: r(1))._probe("badge")
            }
        },
        twin(
            "A background aligned bottom-leading", source: layerRule,
            expect: ["mark": cells(5, 6, 2, 1)]
        ) {
            Color.red.frame(width: c(10), height: r(4)).background(alignment: .bottomLeading) {
                Color.green.frame(width: c(2), height: r(1))._probe("mark")
            }
        },
        twin(
            "An overlay larger than its view overflows it, centred", source: "Issue 41 item 4; " + layerRule,
            expect: ["base": cells(8, 4, 4, 2), "layer": cells(6, 3, 8, 4)]
        ) {
            Color.red.frame(width: c(4), height: r(2))._probe("base").overlay {
                Color.green.frame(width: c(8), height: r(4))._probe("layer")
            }
        },
        twin(
            "A background never changes the view's size", source: layerRule,
            expect: ["blue": cells(10, 4, 4, 2)]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: c(4), height: r(2)).background { Color.green.frame(width: c(12), height: r(6)) }
                Color.blue.frame(width: c(4), height: r(2))._probe("blue")
            }
        },
        twin(
            "Several views in an overlay are a ZStack", source: "Issue 41 item 6; " + layerRule,
            expect: ["g": cells(9, 4, 2, 2), "b": cells(8, 4, 4, 2)]
        ) {
            Color.red.frame(width: c(10), height: r(4)).overlay {
                Color.green.frame(width: c(2), height: r(2))._probe("g")
                Color.blue.frame(width: c(4), height: r(2))._probe("b")
            }
        },
        twin(
            "Several views in a background are a ZStack", source: "Issue 41 item 6; " + layerRule,
            expect: ["g": cells(9, 4, 2, 2), "b": cells(8, 4, 4, 2)]
        ) {
            Color.red.frame(width: c(10), height: r(4)).background {
                Color.green.frame(width: c(2), height: r(2))._probe("g")
                Color.blue.frame(width: c(4), height: r(2))._probe("b")
            }
        },
        twin(
            "A background on a group backs each of its views",
            source: "Issue 41 item 6; SwiftUI applies a modifier on a Group to each view in it",
            expect: ["back": cells(8, 5, 4, 2)]
        ) {
            VStack(spacing: 0) {
                Group {
                    Color.red.frame(width: c(4), height: r(2))
                    Color.green.frame(width: c(4), height: r(2))
                }
                .background { Color.blue._probe("back") }
            }
        },
        twin(
            "A ZStack centres its views", source: zstackRule,
            expect: ["big": cells(5, 2, 10, 6), "small": cells(8, 4, 4, 2)]
        ) {
            ZStack {
                Color.red.frame(width: c(10), height: r(6))._probe("big")
                Color.green.frame(width: c(4), height: r(2))._probe("small")
            }
        },
        twin(
            "A ZStack aligned top-leading", source: zstackRule,
            expect: ["big": cells(5, 2, 10, 6), "small": cells(5, 2, 4, 2)]
        ) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: c(10), height: r(6))._probe("big")
                Color.green.frame(width: c(4), height: r(2))._probe("small")
            }
        },
        twin(
            "A ZStack aligned bottom-trailing", source: zstackRule,
            expect: ["big": cells(5, 2, 10, 6), "small": cells(11, 6, 4, 2)]
        ) {
            ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: c(10), height: r(6))._probe("big")
                Color.green.frame(width: c(4), height: r(2))._probe("small")
            }
        },
        twin(
            "A ZStack is the union of its views' sizes", source: zstackRule,
            expect: ["wide": cells(5, 2, 10, 2), "tall": cells(5, 2, 4, 6)]
        ) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: c(10), height: r(2))._probe("wide")
                Color.green.frame(width: c(4), height: r(6))._probe("tall")
            }
        },
        twin(
            "A colour in a ZStack fills it", source: zstackRule,
            expect: ["fill": cells(0, 0, 20, 10), "small": cells(8, 4, 4, 2)]
        ) {
            ZStack {
                Color.red._probe("fill")
                Color.green.frame(width: c(4), height: r(2))._probe("small")
            }
        },
        twin(
            "A ZStack is sized by its highest-priority views only",
            source:
                "Issue 41 item 3; OpenSwiftUI ZStackLayout: the size of the children of the highest layout priority is proposed to the rest",
            expect: ["red": cells(7, 4, 6, 2), "green": cells(7, 4, 6, 2)]
        ) {
            ZStack {
                Color.red._probe("red")
                Color.green.frame(width: c(6), height: r(2)).layoutPriority(1)._probe("green")
            }
        },
        twin(
            "A ZStack's lower-priority view larger than the size overflows it", source: "Issue 41 items 3 and 4",
            expect: ["red": cells(5, 3, 10, 4), "green": cells(7, 4, 6, 2)]
        ) {
            ZStack {
                Color.red.frame(width: c(10), height: r(4))._probe("red")
                Color.green.frame(width: c(6), height: r(2)).layoutPriority(1)._probe("green")
            }
        },
    ]
}

extension LayoutCases {
    static let clips: [LayoutCase] = [
        twin(
            "clipped() keeps a view's frame; what overflows it is cut",
            source: "Apple, clipped(antialiased:): the view's content cut at its frame",
            expect: ["frame": cells(7, 4, 6, 2), "red": cells(5, 4, 10, 2)]
        ) {
            Color.red.frame(width: c(10), height: r(2))._probe("red").frame(maxWidth: c(6)).clipped()._probe("frame")
        }
    ]
}
