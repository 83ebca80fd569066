import Foundation
import SwiftUI

/// Cases of OpenSwiftUI's layout UI tests (MIT; `Example/OpenSwiftUIUITests`, read at 069dd80),
/// whose snapshots must match SwiftUI's pixel for pixel: the views as they write them in a host
/// of 200 × 200 points, with each coloured view's frame derived by SwiftUI's algorithm (the
/// tests keep no reference images). 200 points are not whole cells, so every case is measured
/// for distance.
extension LayoutCases {
    static let openHost = CGSize(width: 200, height: 200)
    static func open(_ file: String, _ test: String) -> String { "OpenSwiftUI Example/OpenSwiftUIUITests/\(file), \(test)" }

    static let openSwiftUI: [LayoutCase] = stacksOfOpenSwiftUI + zstacksOfOpenSwiftUI + spacersOfOpenSwiftUI

    static let stacksOfOpenSwiftUI: [LayoutCase] = [
        original(
            "OpenSwiftUI: two squares in a row in a frame",
            source: open("Layout/Stack/HVStackUITests.swift", "stackFrameElementFrameHStack"),
            host: openHost,
            expect: [
                "black": CGRect(x: 25, y: 25, width: 150, height: 150), "red": CGRect(x: 46, y: 75, width: 50, height: 50),
                "blue": CGRect(x: 104, y: 75, width: 50, height: 50),
            ]
        ) {
            HStack {
                Color.red.frame(width: 50, height: 50)._probe("red")
                Color.blue.frame(width: 50, height: 50)._probe("blue")
            }
            .frame(width: 150, height: 150)
            .background { Color.black._probe("black") }
        },
        original(
            "OpenSwiftUI: two squares in a column in a frame",
            source: open("Layout/Stack/HVStackUITests.swift", "stackFrameElementFrameVStack"),
            host: openHost, departure: rounding,
            expect: [
                "black": CGRect(x: 25, y: 25, width: 150, height: 150), "red": CGRect(x: 75, y: 46, width: 50, height: 50),
                "blue": CGRect(x: 75, y: 104, width: 50, height: 50),
            ]
        ) {
            VStack {
                Color.red.frame(width: 50, height: 50)._probe("red")
                Color.blue.frame(width: 50, height: 50)._probe("blue")
            }
            .frame(width: 150, height: 150)
            .background { Color.black._probe("black") }
        },
        original(
            "OpenSwiftUI: a row inside a column", source: open("Layout/Stack/HVStackUITests.swift", "stackFrameElementFrameHVStack"),
            host: openHost, departure: rounding,
            expect: [
                "red": CGRect(x: 80, y: 32, width: 40, height: 40), "blue": CGRect(x: 80, y: 80, width: 40, height: 40),
                "green": CGRect(x: 56, y: 128, width: 40, height: 40), "yellow": CGRect(x: 104, y: 128, width: 40, height: 40),
            ]
        ) {
            VStack {
                Color.red.frame(width: 40, height: 40)._probe("red")
                Color.blue.frame(width: 40, height: 40)._probe("blue")
                HStack {
                    Color.green.frame(width: 40, height: 40)._probe("green")
                    Color.yellow.frame(width: 40, height: 40)._probe("yellow")
                }
            }
            .frame(width: 150, height: 150)
            .background { Color.black }
        },
        original(
            "OpenSwiftUI: stacks with their own spacing", source: open("Layout/Stack/HVStackUITests.swift", "elementFrameSpacingHVStack"),
            host: openHost,
            expect: [
                "black": CGRect(x: 45, y: 20, width: 110, height: 160), "red": CGRect(x: 80, y: 20, width: 40, height: 40),
                "blue": CGRect(x: 80, y: 80, width: 40, height: 40), "green": CGRect(x: 45, y: 140, width: 40, height: 40),
                "yellow": CGRect(x: 115, y: 140, width: 40, height: 40),
            ]
        ) {
            VStack(spacing: 20) {
                Color.red.frame(width: 40, height: 40)._probe("red")
                Color.blue.frame(width: 40, height: 40)._probe("blue")
                HStack(spacing: 30) {
                    Color.green.frame(width: 40, height: 40)._probe("green")
                    Color.yellow.frame(width: 40, height: 40)._probe("yellow")
                }
            }
            .background { Color.black._probe("black") }
        },
        original(
            "OpenSwiftUI: stacks aligned leading and top",
            source: open("Layout/Stack/HVStackUITests.swift", "elementFrameAlignmentHVStack"),
            host: openHost,
            expect: [
                "black": CGRect(x: 41, y: 27, width: 118, height: 146), "red": CGRect(x: 41, y: 27, width: 30, height: 30),
                "blue": CGRect(x: 41, y: 65, width: 40, height: 40), "green": CGRect(x: 41, y: 113, width: 50, height: 50),
                "yellow": CGRect(x: 99, y: 113, width: 60, height: 60),
            ]
        ) {
            VStack(alignment: .leading) {
                Color.red.frame(width: 30, height: 30)._probe("red")
                Color.blue.frame(width: 40, height: 40)._probe("blue")
                HStack(alignment: .top) {
                    Color.green.frame(width: 50, height: 50)._probe("green")
                    Color.yellow.frame(width: 60, height: 60)._probe("yellow")
                }
            }
            .background { Color.black._probe("black") }
        },
        original(
            "OpenSwiftUI: flexible colours share a column and a row", source: open("Layout/Stack/HVStackUITests.swift", "defaultHVStack"),
            host: openHost,
            expect: [
                "red": CGRect(x: 0, y: 0, width: 200, height: 61.333), "blue": CGRect(x: 0, y: 69.333, width: 200, height: 61.333),
                "green": CGRect(x: 0, y: 138.667, width: 96, height: 61.333),
                "yellow": CGRect(x: 104, y: 138.667, width: 96, height: 61.333),
            ]
        ) {
            VStack {
                Color.red._probe("red")
                Color.blue._probe("blue")
                HStack {
                    Color.green._probe("green")
                    Color.yellow._probe("yellow")
                }
            }
            .background { Color.black }
        },
        original(
            "OpenSwiftUI: a layout priority takes the whole column",
            source: open("Layout/Stack/HVStackUITests.swift", "layoutPriorityForHVStack"),
            host: openHost,
            expect: ["red": CGRect(x: 0, y: 0, width: 200, height: 0), "blue": CGRect(x: 0, y: 8, width: 200, height: 184)]
        ) {
            VStack {
                Color.red._probe("red")
                Color.blue.layoutPriority(1)._probe("blue")
                HStack {
                    Color.green
                    Color.yellow
                }
            }
            .background { Color.black }
        },
        original(
            "OpenSwiftUI: a fixed view is sized first, the colours share the rest",
            source: open("Layout/Stack/HVStackUITests.swift", "sameSizeInVStack"),
            host: openHost,
            expect: [
                "red": CGRect(x: 0, y: 0, width: 200, height: 75), "yellow": CGRect(x: 95, y: 95, width: 10, height: 10),
                "blue": CGRect(x: 0, y: 125, width: 200, height: 75),
            ]
        ) {
            VStack(spacing: 20) {
                Color.red._probe("red")
                Color.yellow.frame(width: 10, height: 10)._probe("yellow")
                Color.blue._probe("blue")
            }
        },
        original(
            "OpenSwiftUI: a fixed frame", source: open("Layout/Stack/FrameLayoutUITests.swift", "frameSize"), host: openHost,
            expect: ["red": CGRect(x: 75, y: 75, width: 50, height: 50)]
        ) {
            Color.red.frame(width: 50, height: 50)._probe("red")
        },
        original(
            "OpenSwiftUI: maximum frames in a column and a row", source: open("Layout/Stack/FrameLayoutUITests.swift", "flexFrameMax"),
            host: openHost,
            expect: [
                "v.red": CGRect(x: 75, y: 8, width: 50, height: 50), "v.green": CGRect(x: 75, y: 66, width: 40, height: 30),
                "v.blue": CGRect(x: 75, y: 104, width: 30, height: 30), "h.red": CGRect(x: 32, y: 142, width: 50, height: 50),
                "h.green": CGRect(x: 90, y: 142, width: 40, height: 30), "h.blue": CGRect(x: 138, y: 142, width: 30, height: 30),
            ]
        ) {
            VStack {
                VStack(alignment: .leading) {
                    Color.red.frame(maxWidth: 50, maxHeight: 50)._probe("v.red")
                    Color.green.frame(maxWidth: 40, maxHeight: 30)._probe("v.green")
                    Color.blue.frame(maxWidth: 30, maxHeight: 30)._probe("v.blue")
                }
                HStack(alignment: .top) {
                    Color.red.frame(maxWidth: 50, maxHeight: 50)._probe("h.red")
                    Color.green.frame(maxWidth: 40, maxHeight: 30)._probe("h.green")
                    Color.blue.frame(maxWidth: 30, maxHeight: 30)._probe("h.blue")
                }
            }
        },
        original(
            "OpenSwiftUI: fixedSize on one axis makes a colour its ideal 10 points",
            source: open("Layout/FixedSizeLayoutUITests.swift", "colorFixedSize"),
            host: openHost,
            expect: [
                "red": CGRect(x: 95, y: 50, width: 10, height: 100), "green": CGRect(x: 50, y: 95, width: 100, height: 10),
                "blue": CGRect(x: 50, y: 50, width: 100, height: 100),
            ]
        ) {
            ZStack {
                Color.red.fixedSize(horizontal: true, vertical: false)._probe("red").frame(width: 100, height: 100)
                Color.green.fixedSize(horizontal: false, vertical: true)._probe("green").frame(width: 100, height: 100)
                Color.blue.fixedSize(horizontal: false, vertical: false)._probe("blue").frame(width: 100, height: 100)
            }
        },
    ]
}

extension LayoutCases {
    static let zstacksOfOpenSwiftUI: [LayoutCase] =
        [
            ("center", Alignment.center, CGRect(x: 90, y: 90, width: 20, height: 20)),
            ("top", .top, CGRect(x: 90, y: 70, width: 20, height: 20)),
            ("leading", .leading, CGRect(x: 70, y: 90, width: 20, height: 20)),
            ("bottomTrailing", .bottomTrailing, CGRect(x: 110, y: 110, width: 20, height: 20)),
        ].map { name, alignment, blue in
            original(
                "OpenSwiftUI: a ZStack aligned \(name)", source: open("Layout/Stack/ZStackUITests.swift", "alignment_\(name)"),
                host: openHost,
                expect: ["red": CGRect(x: 70, y: 70, width: 60, height: 60), "blue": blue]
            ) {
                ZStack(alignment: alignment) {
                    Color.red.frame(width: 60, height: 60)._probe("red")
                    Color.blue.frame(width: 20, height: 20)._probe("blue")
                }
            }
        } + [
            original(
                "OpenSwiftUI: a ZStack sized by its highest-priority view",
                source: open("Layout/Stack/ZStackUITests.swift", "layoutPriority"),
                host: openHost,
                expect: [
                    "blue": CGRect(x: 80, y: 50, width: 100, height: 100), "red": CGRect(x: 80, y: 70, width: 60, height: 60),
                    "green": CGRect(x: 80, y: 80, width: 40, height: 40), "black": CGRect(x: 90, y: 90, width: 20, height: 20),
                ]
            ) {
                ZStack(alignment: .leading) {
                    Color.blue.frame(width: 100, height: 100).layoutPriority(-0.1)._probe("blue")
                    Color.red.frame(width: 60, height: 60)._probe("red")
                    Color.green.frame(width: 40, height: 40).layoutPriority(1)._probe("green")
                }
                .overlay { Color.black.frame(width: 20, height: 20)._probe("black") }
            },
            original(
                "OpenSwiftUI: an overlay and a background aligned to corners",
                source: open("Layout/Stack/ZStackUITests.swift", "overlayAndBackground"),
                host: openHost,
                expect: [
                    "red": CGRect(x: 0, y: 0, width: 200, height: 200), "green": CGRect(x: 0, y: 0, width: 100, height: 100),
                    "blue": CGRect(x: 100, y: 100, width: 100, height: 100),
                ]
            ) {
                ZStack(alignment: .leading) {
                    Color.red.frame(width: 200, height: 200)._probe("red")
                }
                .overlay(alignment: .topLeading) { Color.green.frame(width: 100, height: 100)._probe("green") }
                .background(alignment: .bottomTrailing) { Color.blue.frame(width: 100, height: 100)._probe("blue") }
            },
            original(
                "OpenSwiftUI: aspect ratios of one half, fitted and filled",
                source: open("Layout/AspectRatioLayoutUITests.swift", "aspectRatioHalfInRect"),
                host: openHost,
                expect: [
                    "red": CGRect(x: 87.5, y: 75, width: 25, height: 50), "green": CGRect(x: 75, y: 50, width: 50, height: 100),
                    "blue": CGRect(x: 50, y: 50, width: 100, height: 100),
                ]
            ) {
                ZStack {
                    Color.red.aspectRatio(0.5, contentMode: .fit)._probe("red").frame(width: 100, height: 50)
                    Color.green.aspectRatio(0.5, contentMode: .fill)._probe("green").frame(width: 50, height: 100)
                }
                .frame(width: 100, height: 100)
                .background { Color.blue._probe("blue") }
            },
            original(
                "OpenSwiftUI: aspect ratios of two, the filled one overflowing its frame",
                source: open("Layout/AspectRatioLayoutUITests.swift", "aspectRatioTwoInSquare"), host: openHost,
                expect: ["red": CGRect(x: 50, y: 75, width: 100, height: 50), "green": CGRect(x: 0, y: 50, width: 200, height: 100)]
            ) {
                ZStack {
                    Color.red.aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit)._probe("red").frame(width: 100, height: 50)
                    Color.green.aspectRatio(CGSize(width: 20, height: 10), contentMode: .fill)._probe("green").frame(width: 50, height: 100)
                }
                .frame(width: 100, height: 100)
                .background { Color.blue }
            },
            original(
                "OpenSwiftUI: aspect ratios with no ratio, a colour's square",
                source: open("Layout/AspectRatioLayoutUITests.swift", "aspectRatioNilInSquare"),
                host: openHost,
                expect: [
                    "red": CGRect(x: 75, y: 75, width: 50, height: 50), "green": CGRect(x: 50, y: 50, width: 100, height: 100),
                    "blue": CGRect(x: 0, y: 0, width: 200, height: 200),
                ]
            ) {
                ZStack {
                    Color.red.aspectRatio(contentMode: .fit)._probe("red").frame(width: 100, height: 50)
                    Color.green.aspectRatio(contentMode: .fill)._probe("green").frame(width: 50, height: 100)
                }
                .frame(width: 100, height: 100)
                .frame(width: 200, height: 200)
                .background { Color.blue._probe("blue") }
            },
        ]

    static let spacersOfOpenSwiftUI: [LayoutCase] = [
        original(
            "OpenSwiftUI: a spacer in a framed row", source: open("Layout/Separator/SpacerUITests.swift", "spacerInHStack"), host: openHost,
            expect: [
                "row": CGRect(x: 0, y: 60, width: 200, height: 80), "red": CGRect(x: 0, y: 75, width: 50, height: 50),
                "blue": CGRect(x: 150, y: 75, width: 50, height: 50),
            ]
        ) {
            HStack {
                Color.red.frame(width: 50, height: 50)._probe("red")
                Spacer()
                Color.blue.frame(width: 50, height: 50)._probe("blue")
            }
            .frame(width: 200, height: 80)._probe("row")
        },
        original(
            "OpenSwiftUI: a spacer in a framed column", source: open("Layout/Separator/SpacerUITests.swift", "spacerInVStack"),
            host: openHost,
            expect: ["red": CGRect(x: 75, y: 0, width: 50, height: 50), "blue": CGRect(x: 75, y: 150, width: 50, height: 50)]
        ) {
            VStack {
                Color.red.frame(width: 50, height: 50)._probe("red")
                Spacer()
                Color.blue.frame(width: 50, height: 50)._probe("blue")
            }
            .frame(width: 80, height: 200)
        },
        original(
            "OpenSwiftUI: two spacers in a row wider than the host",
            source: open("Layout/Separator/SpacerUITests.swift", "multipleSpacersInHStack"),
            host: openHost, departure: rounding,
            expect: [
                "red": CGRect(x: -25, y: 75, width: 40, height: 50), "blue": CGRect(x: 80, y: 75, width: 40, height: 50),
                "green": CGRect(x: 185, y: 75, width: 40, height: 50),
            ]
        ) {
            HStack {
                Color.red.frame(width: 40, height: 50)._probe("red")
                Spacer()
                Color.blue.frame(width: 40, height: 50)._probe("blue")
                Spacer()
                Color.green.frame(width: 40, height: 50)._probe("green")
            }
            .frame(width: 250, height: 80)
        },
        original(
            "OpenSwiftUI: a spacer's minimum length", source: open("Layout/Separator/SpacerUITests.swift", "spacerWithMinLengthInHStack"),
            host: openHost,
            expect: ["red": CGRect(x: 10, y: 75, width: 50, height: 50), "blue": CGRect(x: 140, y: 75, width: 50, height: 50)]
        ) {
            HStack {
                Color.red.frame(width: 50, height: 50)._probe("red")
                Spacer(minLength: 50)
                Color.blue.frame(width: 50, height: 50)._probe("blue")
            }
            .frame(width: 180, height: 80)
        },
        original(
            "OpenSwiftUI: a spacer first, two colours 8 points apart",
            source: open("Layout/Separator/SpacerUITests.swift", "spacerAtStartInHStack"),
            host: openHost,
            expect: ["red": CGRect(x: 92, y: 75, width: 50, height: 50), "blue": CGRect(x: 150, y: 75, width: 50, height: 50)]
        ) {
            HStack {
                Spacer()
                Color.red.frame(width: 50, height: 50)._probe("red")
                Color.blue.frame(width: 50, height: 50)._probe("blue")
            }
            .frame(width: 200, height: 80)
        },
        original(
            "OpenSwiftUI: spacers at both ends centre two colours",
            source: open("Layout/Separator/SpacerUITests.swift", "spacersAtBothEndsInHStack"),
            host: openHost,
            expect: ["red": CGRect(x: 46, y: 75, width: 50, height: 50), "blue": CGRect(x: 104, y: 75, width: 50, height: 50)]
        ) {
            HStack {
                Spacer()
                Color.red.frame(width: 50, height: 50)._probe("red")
                Color.blue.frame(width: 50, height: 50)._probe("blue")
                Spacer()
            }
            .frame(width: 200, height: 80)
        },
        original(
            "OpenSwiftUI: spacers in rows in a column", source: open("Layout/Separator/SpacerUITests.swift", "nestedStacksWithSpacers"),
            host: openHost,
            expect: [
                "red": CGRect(x: 0, y: 0, width: 40, height: 40), "blue": CGRect(x: 160, y: 0, width: 40, height: 40),
                "green": CGRect(x: 40, y: 160, width: 40, height: 40), "yellow": CGRect(x: 120, y: 160, width: 40, height: 40),
            ]
        ) {
            VStack {
                HStack {
                    Color.red.frame(width: 40, height: 40)._probe("red")
                    Spacer()
                    Color.blue.frame(width: 40, height: 40)._probe("blue")
                }
                Spacer()
                HStack {
                    Spacer()
                    Color.green.frame(width: 40, height: 40)._probe("green")
                    Spacer()
                    Color.yellow.frame(width: 40, height: 40)._probe("yellow")
                    Spacer()
                }
            }
            .frame(width: 200, height: 200)
        },
        original(
            "OpenSwiftUI: a large spacer minimum", source: open("Layout/Separator/SpacerUITests.swift", "spacerWithLargeMinLength"),
            host: openHost,
            expect: ["red": CGRect(x: 0, y: 75, width: 30, height: 50), "blue": CGRect(x: 170, y: 75, width: 30, height: 50)]
        ) {
            HStack {
                Color.red.frame(width: 30, height: 50)._probe("red")
                Spacer(minLength: 100)
                Color.blue.frame(width: 30, height: 50)._probe("blue")
            }
            .frame(width: 200, height: 80)
        },
        original(
            "OpenSwiftUI: a row with a spacer takes the host's width",
            source: open("Layout/Separator/SpacerUITests.swift", "spacerInHStackWithoutFrame"),
            host: openHost,
            expect: [
                "row": CGRect(x: 0, y: 75, width: 200, height: 50), "red": CGRect(x: 0, y: 75, width: 50, height: 50),
                "blue": CGRect(x: 150, y: 75, width: 50, height: 50),
            ]
        ) {
            HStack {
                Color.red.frame(width: 50, height: 50)._probe("red")
                Spacer()
                Color.blue.frame(width: 50, height: 50)._probe("blue")
            }
            ._probe("row")
        },
    ]
}
