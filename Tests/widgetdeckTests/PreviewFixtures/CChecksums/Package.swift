// swift-tools-version:5.9
// A widget whose package has a C target, as packages that wrap a C library do.
import PackageDescription

let package = Package(
    name: "Checksums",
    platforms: [.iOS(.v17)],
    products: [.library(name: "ChecksumWidgets", targets: ["ChecksumWidgets"])],
    targets: [
        .target(name: "CAdler", cSettings: [.define("ADLER_MODULUS", to: "65521"), .headerSearchPath("internal")]),
        .target(name: "ChecksumWidgets", dependencies: ["CAdler"]),
    ]
)
