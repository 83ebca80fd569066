// swift-tools-version: 5.9

import PackageDescription

let package = Package(
    name: "TallyStyle",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "TallyStyle", targets: ["TallyStyle"])
    ],
    targets: [
        .target(name: "TallyStyle", resources: [.process("palette.json")])
    ]
)
