// swift-tools-version:6.0
//
// A package of your own that snapshot-tests widgets with widgetdeck, as docs/snapshot-testing.md
// sets it up. bin/test builds and runs it as any outside package: `swift test` in this folder.

import PackageDescription

// SwiftPM names a dependency by its identity: the last part of its URL without `.git`
// (`.package(url: "https://git.example.com/you/widgetdeck.git", …)` → "widgetdeck"), or the
// folder's name for `.package(path:)` ("../widgetdeck" → "widgetdeck"). Yours is one of those.
// This example uses the clone it sits in, whose folder may be called anything, so it reads the
// name off that folder.
let widgetdeckFolder = String(#filePath.dropLast("/Examples/SnapshotTests/Package.swift".count))
let widgetdeck = String(widgetdeckFolder.split(separator: "/").last ?? "widgetdeck").lowercased()

let package = Package(
    name: "SnapshotTests",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: widgetdeckFolder)
    ],
    targets: [
        .testTarget(
            name: "ShopWidgetTests",
            dependencies: [
                .product(name: "WidgetCore", package: widgetdeck),
                .product(name: "WidgetSnapshotTesting", package: widgetdeck),
            ],
            exclude: ["__Snapshots__"]
        )
    ]
)
