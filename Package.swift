// swift-tools-version:6.0
//
// widgetdeck — WidgetKit-style widgets rendered as text.
// No outside packages: only the toolchain and two system libraries through shims.

import PackageDescription
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Swift runtime and Foundation linked into release executables on Linux, in an executable
/// at a fixed address (`-no-pie`: a position-independent one spent 0.4–0.6 ms of every start
/// applying 32,000 relocations to its own data) that exports no symbols (`--no-export-dynamic`,
/// overriding the static runtime's `-export-dynamic`: the runtime's start-up `dladdr` searched
/// all 5,000 of them), with the C++ runtime from its archive (`Linking/libstdc++.so`, a linker
/// script found before the shared library: loading that cost 0.3–0.4 ms). See DECISIONS.md,
/// "Start-up".
let packageRoot = String(#filePath.dropLast("/Package.swift".count))
let staticRuntime: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-static-stdlib", "-L", packageRoot + "/Linking", "-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic",
            "-Xlinker", "-l_FoundationCollections", "-Xlinker", "-l_FoundationCShims",
        ],
        .when(platforms: [.linux], configuration: .release))
]

/// A system library linked from its static archive on Linux, by name elsewhere. Loading
/// libsqlite3, libncursesw and libtinfo at start-up cost every command 0.5 ms — a sixth of a
/// one-shot render — in the dynamic loader (see DECISIONS.md, "Start-up"); their archives ship
/// in the same -dev packages as their headers. `-l:FILE` goes through `-Xlinker` so it keeps its
/// place on the link line.
func staticOnLinux(_ names: String...) -> [LinkerSetting] {
    [.unsafeFlags(names.flatMap { ["-Xlinker", "-l:lib\($0).a"] }, .when(platforms: [.linux]))]
        + names.map { .linkedLibrary($0, .when(platforms: [.macOS])) }
}

let package = Package(
    name: "widgetdeck",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "widgetdeck", targets: ["widgetdeck"]),
        .executable(name: "widgetdeck-bench", targets: ["widgetdeck-bench"]),
        // The core's three modules: what an outside package needs to draw widgets (docs/snapshot-testing.md).
        .library(name: "WidgetCore", targets: ["WidgetCore", "WidgetDrawing", "WidgetFormats"]),
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
    ],
    targets: [
        // MARK: Core — headless, in three layers the compiler keeps apart (DECISIONS.md, "The
        // targets and their seams"). Never a terminal, a file or a socket; FoundationEssentials only.
        // Formats: text as a terminal measures it, JSON, ISO 8601, zone rules, money, ShopifyQL's syntax.
        .target(name: "WidgetFormats"),
        // Drawing: geometry, the buffer, styles and themes, views and their layout, outputs, lint.
        .target(name: "WidgetDrawing", dependencies: ["WidgetFormats"]),
        // The model: metrics and data, timelines and budgets, intents, the built-in widgets, the dashboard.
        .target(name: "WidgetCore", dependencies: ["WidgetFormats", "WidgetDrawing"]),

        // MARK: System — I/O and platform code: files, HTTP, the shared cache's directory, the
        // event log's file, zone files, the environment, a thread of its own for timers.
        .target(name: "WidgetSystem", dependencies: ["WidgetFormats", "WidgetDrawing", "WidgetCore", "CHTTPS", "CBuildInfo"]),

        // What the binary carries from the repository: the commit (bin/stamp) and docs/*.md, for
        // `widgetdeck --version` and `widgetdeck help TOPIC` on a machine without the repository.
        .target(name: "CBuildInfo"),

        // MARK: System shims
        // The wide-character ncurses (pkg-config name `ncursesw`). The module map links it
        // directly: declaring `pkgConfig: "ncursesw"` here makes SwiftPM warn about the
        // -D flags that pkg-config reports (see DECISIONS.md, "Linking ncursesw").
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),

        // HTTP and HTTPS through libcurl loaded at run time (dlopen), only when a URL source is used.
        .target(name: "CHTTPS", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),

        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),

        // MARK: Store — SQLite: the demo shop, imports, metrics by SQL.
        .target(
            name: "WidgetStore", dependencies: ["WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetSystem", "CSQLite"],
            linkerSettings: staticOnLinux("sqlite3")),

        // MARK: Front end — the only importer of CNcurses.
        .target(
            name: "WidgetTerminal", dependencies: ["WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetSystem", "CNcurses"],
            linkerSettings: staticOnLinux("ncursesw", "tinfo")),

        // MARK: Testing support for any package that renders widgets.
        .target(name: "WidgetSnapshotTesting", dependencies: ["WidgetFormats", "WidgetDrawing", "WidgetCore"]),

        // MARK: Preview — a team's widget extension compiled against the Apple-shaped modules
        // (Linux only, below) and run in a program of its own: finding its sources, building
        // and caching the program, talking to it, and drawing what it answers.
        .target(
            name: "WidgetPreviewClient", dependencies: ["WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetSystem", "WidgetProject"]),
        // A team's project as Xcode reads it: property lists, `project.pbxproj`, build settings,
        // package manifests, string catalogues, asset catalogues, intent definitions.
        .target(name: "WidgetProject", dependencies: ["WidgetFormats", "WidgetSystem"]),

        // MARK: Executables — argument parsing and wiring only.
        // Release builds link the Swift runtime statically (half the start-up time of loading it,
        // see DECISIONS.md). Said here rather than as `--static-swift-stdlib` on the command line,
        // so every release build — bin/widgetdeck, bin/bench, `swift run -c release …` — is the
        // same build and switching between them rebuilds nothing.
        // The commands: typed options declared once (help, manual page, completions and parser
        // read them), each command's parsing and wiring; the executable splits off the word.
        .target(
            name: "WidgetCommandLine",
            dependencies: [
                "WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetSystem", "WidgetStore", "WidgetTerminal", "WidgetPreviewClient",
            ]),
        .executableTarget(
            name: "widgetdeck", dependencies: ["WidgetCommandLine", "WidgetCore", "WidgetSystem", "WidgetTerminal"],
            linkerSettings: staticRuntime),
        // `peer/` is the C ncurses program the benchmark compiles and times beside `render`.
        .target(name: "BenchmarkKit"),
        .executableTarget(
            name: "widgetdeck-bench",
            dependencies: [
                "BenchmarkKit", "WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetSystem", "WidgetStore", "WidgetTerminal",
                "WidgetPreviewClient",
            ], exclude: ["peer"],
            linkerSettings: staticRuntime),

        // MARK: Tests
        // What every test target shares: the goldens' moment and zone, scratch folders, one way
        // to run a program, a gated source, event-driven waits, the machine's load lock.
        .target(name: "WidgetTestSupport", dependencies: ["WidgetFormats", "WidgetDrawing", "WidgetCore"], path: "Tests/Support"),
        // Each target's tests beside it: formats, drawing, the model, the system, the store,
        // the terminal, snapshot testing, the dashboard in process, and the binary.
        .testTarget(
            name: "WidgetFormatsTests", dependencies: ["WidgetFormats", "WidgetSystem", "WidgetTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "WidgetDrawingTests",
            dependencies: ["WidgetDrawing", "WidgetFormats", "WidgetCore", "WidgetSnapshotTesting", "WidgetTestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "WidgetCoreTests",
            dependencies: ["WidgetCore", "WidgetFormats", "WidgetDrawing", "WidgetSnapshotTesting", "WidgetTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "WidgetProjectTests", dependencies: ["WidgetProject"]),
        // The commands in process: options declared once, parsed typed, shown in help, man page and completions.
        .testTarget(name: "WidgetCommandLineTests", dependencies: ["WidgetCommandLine", "WidgetCore", "WidgetDrawing", "WidgetFormats"]),
        .testTarget(name: "WidgetSystemTests", dependencies: ["WidgetSystem", "WidgetCore", "WidgetFormats", "WidgetTestSupport"]),
        .testTarget(
            name: "WidgetSnapshotTestingTests",
            dependencies: ["WidgetSnapshotTesting", "WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "WidgetTerminalTests",
            dependencies: [
                "WidgetTerminal", "WidgetSystem", "WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetSnapshotTesting",
                "WidgetTestSupport",
            ], exclude: ["__Snapshots__"]),
        // The dashboard driven in process: a session on a TestBackend, a manual clock, the real store.
        .testTarget(
            name: "DashboardTests",
            dependencies: [
                "WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetSystem", "WidgetStore", "WidgetSnapshotTesting",
                "WidgetTestSupport",
            ], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "WidgetStoreTests",
            dependencies: ["WidgetStore", "WidgetSystem", "WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetTestSupport"],
            exclude: ["Fixtures"]),
        // Runs the built `widgetdeck` binary as a user would: arguments, output, exit status.
        .testTarget(
            name: "widgetdeckTests",
            dependencies: ["widgetdeck", "WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetSystem", "WidgetTestSupport"],
            exclude: ["PreviewFixtures"]),
    ]
)

// MARK: Apple-shaped modules — Linux only (on Apple's platforms the real frameworks exist).
// A team's widget extension compiles unchanged against them (`widgetdeck preview`, or a test
// target of their own). Each declares Apple's names only; what widgetdeck needs to render
// views is `package`, so a widget's code never sees widgetdeck's own `TimelineProvider`,
// `WidgetFamily`… (see DECISIONS.md, "Apple's modules on Linux"). They live in `AppleSDK/`, apart
// from widgetdeck's own `Sources/`: their names, signatures and re-exports are Apple's (`import
// WidgetKit` brings SwiftUI and Foundation, as on a phone), not this package's architecture.
#if os(Linux)
/// The `#Preview` plugin (`export WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin)`,
/// docs/preview.md), loaded by the modules that declare Apple's macros (`#Preview`, `@Entry`, `#bundle`,
/// `@Model`, `@ModelActor`): without it the compiler warns at each declaration that the plugin
/// is not found — about a hundred warnings in an outside package's build, from widgetdeck's
/// files. Not when widgetdeck is a remote dependency (a checkout), where SwiftPM refuses unsafe
/// flags and already silences a dependency's warnings; and never for the preview SDK's archive
/// (bin/build and `widgetdeck preview` build it without, so it is not rebuilt as the variable
/// comes and goes).
let macroPlugin = Context.environment["WIDGETDECK_MACROS"].flatMap { $0.isEmpty ? nil : $0 }
let declaresMacros: [SwiftSetting] =
    macroPlugin.map { packageRoot.contains("/checkouts/") ? [] : [.unsafeFlags(["-load-plugin-library", $0])] } ?? []
/// Apple's frameworks as widgetdeck provides them: each in the preview program's archive, and in
/// the product a team's own test target depends on.
let appleModules = [
    "WidgetKit", "SwiftUI", "UIKit", "CoreFoundation", "AppIntents", "Intents", "ActivityKit", "Combine", "OSLog", "os",
    "FoundationCompatibility",
    "CoreGraphics", "DeveloperToolsSupport", "CryptoKit", "WatchKit", "Charts", "UserNotifications", "UniformTypeIdentifiers",
    "CoreLocation", "Network", "SystemConfiguration", "NetworkExtension", "Security", "LocalAuthentication",
    "CoreServices", "MobileCoreServices", "CommonCrypto", "notify",
    "QuartzCore", "SafariServices", "CoreImage", "Accelerate", "StoreKit", "WatchConnectivity", "SwiftData",
    "BackgroundTasks", "IntentsUI", "AudioToolbox", "ObjectiveC", "NotificationCenter",
    "CoreData", "CoreSpotlight", "CoreMedia", "CoreAudioTypes", "AVFAudio", "AVFoundation", "MediaPlayer", "CoreHaptics", "ImageIO",
    "AVKit",
    "WebKit", "CoreTransferable", "CoreText", "TipKit", "AuthenticationServices", "EventKit", "EventKitUI", "CoreBluetooth",
    "ManagedSettings", "FamilyControls", "HealthKit", "CoreVideo", "Compression", "simd", "QuickLook", "MapKit", "Photos", "PhotosUI",
    "CloudKit",
]
package.targets += [
    // Swift Testing's cross-import overlays for the two module names it knows (empty here).
    .target(name: "_Testing_CoreGraphics", path: "AppleSDK/_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit", path: "AppleSDK/_Testing_UIKit"),
    .target(name: "_Testing_CoreImage", path: "AppleSDK/_Testing_CoreImage"),
    .target(name: "CoreFoundation", path: "AppleSDK/CoreFoundation"),
    // Pictures decoded by the system's libpng and libjpeg-turbo.
    .systemLibrary(name: "CImageCodecs", providers: [.apt(["libpng-dev", "libjpeg62-turbo-dev"])]),
    .target(
        name: "CoreGraphics", dependencies: ["CoreFoundation", "CImageCodecs", "_Testing_CoreGraphics"], path: "AppleSDK/CoreGraphics"),
    // zlib: NSData's compression and Apple's Compression framework (raw DEFLATE).
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    .target(
        name: "FoundationCompatibility", dependencies: ["CoreGraphics", "Combine", "CZlib"], path: "AppleSDK/FoundationCompatibility",
        swiftSettings: declaresMacros),
    .target(name: "Compression", dependencies: ["CZlib", "FoundationCompatibility"], path: "AppleSDK/Compression"),
    // MapKit: map geometry and places; its services fail as with no network; Map is a block.
    .target(name: "MapKit", dependencies: ["CoreLocation", "UIKit", "SwiftUI", "WidgetDrawing"], path: "AppleSDK/MapKit"),
    // Photos as a phone whose library is empty; PhotosUI's picker as its label.
    .target(name: "Photos", dependencies: ["UIKit", "CoreLocation", "ImageIO"], path: "AppleSDK/Photos"),
    .target(
        name: "PhotosUI", dependencies: ["Photos", "SwiftUI", "CoreTransferable", "UniformTypeIdentifiers"], path: "AppleSDK/PhotosUI"),
    // Quick Look's controllers kept, never shown; thumbnails of pictures.
    .target(name: "QuickLook", dependencies: ["UIKit", "SwiftUI"], path: "AppleSDK/QuickLook"),
    // simd's functions over the standard library's SIMD vectors.
    .target(name: "simd", path: "AppleSDK/simd"),
    .target(name: "DeveloperToolsSupport", path: "AppleSDK/DeveloperToolsSupport"),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics"], path: "AppleSDK/QuartzCore"),
    .target(name: "CoreImage", dependencies: ["CoreGraphics", "ImageIO", "CoreVideo", "_Testing_CoreImage"], path: "AppleSDK/CoreImage"),
    // Core Video's pixel buffers, made by code (no video is decoded here).
    .target(name: "CoreVideo", dependencies: ["CoreFoundation", "CoreGraphics"], path: "AppleSDK/CoreVideo"),
    .target(
        name: "UIKit",
        dependencies: [
            "CoreGraphics", "QuartzCore", "CoreImage", "FoundationCompatibility", "DeveloperToolsSupport", "UserNotifications",
            "_Testing_UIKit", "WidgetFormats", "ImageIO",
        ],
        path: "AppleSDK/UIKit"),
    .target(name: "Combine", path: "AppleSDK/Combine"),
    .target(name: "AppIntents", dependencies: ["FoundationCompatibility", "CoreLocation"], path: "AppleSDK/AppIntents"),
    .target(
        name: "SwiftUI",
        dependencies: [
            "FoundationCompatibility", "CoreGraphics", "DeveloperToolsSupport", "UIKit", "WatchKit", "Combine", "AppIntents",
            "CoreTransferable", "WidgetFormats",
            "WidgetDrawing", "WidgetCore",
        ],
        path: "AppleSDK/SwiftUI", swiftSettings: declaresMacros),
    .target(name: "Intents", dependencies: ["FoundationCompatibility"], path: "AppleSDK/Intents"),
    // CryptoKit's digests and HMAC, computed by the system's libcrypto (OpenSSL).
    .systemLibrary(name: "CCrypto", providers: [.apt(["libssl-dev"])]),
    .target(name: "CryptoKit", dependencies: ["CCrypto"], path: "AppleSDK/CryptoKit"),
    // The keychain (a property list of widgetdeck's), certificates and trust by libcrypto.
    .target(name: "Security", dependencies: ["CoreFoundation", "CCrypto"], path: "AppleSDK/Security"),
    .target(name: "LocalAuthentication", dependencies: ["CoreFoundation"], path: "AppleSDK/LocalAuthentication"),
    .target(name: "CommonCrypto", dependencies: ["CCrypto"], path: "AppleSDK/CommonCrypto"),
    .target(name: "SafariServices", dependencies: ["UIKit"], path: "AppleSDK/SafariServices"),
    // A web view with no web engine: its loads fail with an error that says so.
    .target(name: "WebKit", dependencies: ["UIKit"], path: "AppleSDK/WebKit"),
    .target(name: "notify", path: "AppleSDK/notify"),
    .target(name: "Accelerate", path: "AppleSDK/Accelerate"),
    .target(name: "StoreKit", dependencies: ["SwiftUI"], path: "AppleSDK/StoreKit"),
    // Sign-in with no passkeys, passwords, Apple ID or browser: requests built, performing them fails.
    .target(name: "AuthenticationServices", dependencies: ["UIKit", "SwiftUI"], path: "AppleSDK/AuthenticationServices"),
    // A calendar the owner gave access to, with the events this run saves: kept, matched by dates.
    .target(name: "EventKit", dependencies: ["FoundationCompatibility", "CoreGraphics", "CoreLocation"], path: "AppleSDK/EventKit"),
    .target(name: "EventKitUI", dependencies: ["EventKit", "UIKit"], path: "AppleSDK/EventKitUI"),
    // Bluetooth the app cannot use: managers unsupported, scans find nothing.
    .target(name: "CoreBluetooth", dependencies: ["FoundationCompatibility"], path: "AppleSDK/CoreBluetooth"),
    .target(name: "WatchConnectivity", path: "AppleSDK/WatchConnectivity"),
    .target(name: "WatchKit", dependencies: ["FoundationCompatibility", "UIKit"], path: "AppleSDK/WatchKit"),
    .target(name: "UserNotifications", dependencies: ["FoundationCompatibility"], path: "AppleSDK/UserNotifications"),
    .target(name: "UniformTypeIdentifiers", path: "AppleSDK/UniformTypeIdentifiers"),
    .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers", "Combine"], path: "AppleSDK/CoreTransferable"),
    .target(name: "CoreText", dependencies: ["CoreFoundation", "CoreGraphics"], path: "AppleSDK/CoreText"),
    // Tips: content, rules evaluated against the process's events and parameters, a card when one shows.
    .target(name: "TipKit", dependencies: ["SwiftUI"], path: "AppleSDK/TipKit", swiftSettings: declaresMacros),
    .target(name: "CoreServices", dependencies: ["CoreFoundation", "UniformTypeIdentifiers"], path: "AppleSDK/CoreServices"),
    .target(name: "MobileCoreServices", dependencies: ["CoreServices"], path: "AppleSDK/MobileCoreServices"),
    .target(name: "CoreLocation", dependencies: ["FoundationCompatibility"], path: "AppleSDK/CoreLocation"),
    .target(name: "Network", path: "AppleSDK/Network"),
    .target(name: "SystemConfiguration", dependencies: ["CoreGraphics", "Network"], path: "AppleSDK/SystemConfiguration"),
    .target(name: "NetworkExtension", path: "AppleSDK/NetworkExtension"),
    // Swift Charts, drawn by widgetdeck's plot.
    .target(name: "Charts", dependencies: ["SwiftUI", "WidgetDrawing", "WidgetCore", "WidgetFormats"], path: "AppleSDK/Charts"),
    // SwiftData: models kept for the run, fetched with Foundation's predicates.
    .target(name: "SwiftData", dependencies: ["SwiftUI", "WidgetKit"], path: "AppleSDK/SwiftData", swiftSettings: declaresMacros),
    .target(name: "BackgroundTasks", path: "AppleSDK/BackgroundTasks"),
    // Core Data: objects kept for the run, models read from .xcdatamodeld, predicate strings.
    .target(name: "CoreData", dependencies: ["FoundationCompatibility", "SwiftUI"], path: "AppleSDK/CoreData"),
    .target(name: "IntentsUI", dependencies: ["Intents", "UIKit"], path: "AppleSDK/IntentsUI"),
    // Spotlight: each index kept by the process for the run, queried in Spotlight's language.
    .target(name: "CoreSpotlight", dependencies: ["FoundationCompatibility", "UniformTypeIdentifiers"], path: "AppleSDK/CoreSpotlight"),
    // Media: times computed as CoreMedia does; sessions and metadata kept; no media decoded or played.
    .target(name: "CoreMedia", path: "AppleSDK/CoreMedia"),
    .target(name: "CoreAudioTypes", dependencies: ["CoreFoundation"], path: "AppleSDK/CoreAudioTypes"),
    .target(name: "AVFAudio", dependencies: ["CoreMedia", "CoreAudioTypes"], path: "AppleSDK/AVFAudio"),
    .target(
        name: "AVFoundation", dependencies: ["AVFAudio", "CoreMedia", "CoreGraphics", "QuartzCore", "ImageIO", "CoreVideo"],
        path: "AppleSDK/AVFoundation"),
    .target(name: "MediaPlayer", dependencies: ["AVFoundation", "UIKit"], path: "AppleSDK/MediaPlayer"),
    .target(name: "AVKit", dependencies: ["AVFoundation", "UIKit", "SwiftUI", "WidgetDrawing"], path: "AppleSDK/AVKit"),
    // Image sources and destinations: PNG and JPEG by libpng and libjpeg-turbo; GIF's frames counted, not decoded.
    .target(name: "ImageIO", dependencies: ["CoreGraphics", "CoreFoundation"], path: "AppleSDK/ImageIO"),
    // Haptic patterns built and read; no engine, as this machine has no haptic hardware.
    .target(name: "CoreHaptics", dependencies: ["AVFAudio"], path: "AppleSDK/CoreHaptics"),
    .target(name: "AudioToolbox", dependencies: ["CoreFoundation", "CoreAudioTypes"], path: "AppleSDK/AudioToolbox"),
    // Screen Time: restrictions kept in named stores for the run; no authorization, no picker.
    .target(name: "ManagedSettings", dependencies: ["Combine"], path: "AppleSDK/ManagedSettings"),
    .target(name: "FamilyControls", dependencies: ["ManagedSettings", "SwiftUI"], path: "AppleSDK/FamilyControls"),
    // HealthKit as a phone whose Health store holds no samples yet; what code saves is kept for the run.
    .target(name: "HealthKit", dependencies: ["FoundationCompatibility"], path: "AppleSDK/HealthKit"),
    .target(name: "CloudKit", dependencies: ["FoundationCompatibility"], path: "AppleSDK/CloudKit"),
    .target(name: "ObjectiveC", dependencies: ["FoundationCompatibility"], path: "AppleSDK/ObjectiveC"),
    .target(name: "NotificationCenter", dependencies: ["UIKit"], path: "AppleSDK/NotificationCenter"),
    .target(name: "ActivityKit", dependencies: ["FoundationCompatibility"], path: "AppleSDK/ActivityKit"),
    .target(name: "OSLog", path: "AppleSDK/OSLog"),
    .target(name: "os", dependencies: ["OSLog"], path: "AppleSDK/os"),
    .target(
        name: "WidgetKit",
        dependencies: [
            "FoundationCompatibility", "SwiftUI", "AppIntents", "Intents", "ActivityKit", "WidgetFormats", "WidgetDrawing", "WidgetCore",
        ], path: "AppleSDK/WidgetKit", swiftSettings: declaresMacros),
    // The stopped wall clock and the `#Preview` records, in C.
    .target(name: "CWidgetPreview"),
    // The bridge: the one module that sees Apple's names and widgetdeck's.
    .target(name: "WidgetPreview", dependencies: ["WidgetKit", "WidgetFormats", "WidgetDrawing", "WidgetCore", "CWidgetPreview"]),
    // The preview program's host and its C `main`: `widgetdeck preview` links a team's widget
    // extension with this archive (see Sources/WidgetCommandLine/PreviewCommand.swift).
    .target(
        name: "WidgetPreviewServer",
        dependencies: ["WidgetPreview", "WidgetFormats", "WidgetDrawing", "WidgetCore"] + appleModules.map { .target(name: $0) }),
    .target(name: "CWidgetPreviewMain"),
    // A team's own test target hosts its widgets with this (docs/preview.md, "In your tests").
    .target(
        name: "WidgetPreviewTesting",
        dependencies: ["WidgetPreview", "WidgetKit", "WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetSnapshotTesting"]),
    // Apple's frameworks as widgetdeck gives them, each beside its tests.
    .testTarget(
        name: "AppleSDKTests",
        dependencies: [
            "Security", "LocalAuthentication", "CoreFoundation", "MobileCoreServices", "Combine", "CommonCrypto", "notify", "UIKit",
            "SafariServices", "CoreGraphics", "SwiftUI", "os", "Accelerate", "StoreKit", "WatchConnectivity", "SwiftData",
            "BackgroundTasks", "FoundationCompatibility", "AudioToolbox", "ObjectiveC", "NotificationCenter", "IntentsUI",
            "CoreSpotlight", "CoreMedia", "AVFoundation", "MediaPlayer", "CoreHaptics", "ImageIO", "WebKit", "CoreTransferable", "CoreText",
            "TipKit", "AuthenticationServices", "EventKit", "CoreBluetooth", "LayoutConformance", "CoreImage", "AVFAudio", "FamilyControls",
            "HealthKit", "CoreVideo", "CoreData", "Compression", "simd", "QuickLook", "MapKit", "Photos", "PhotosUI", "CloudKit",
        ],
        exclude: ["Certificates"]),
    // Widgets written as a team writes them, hosted on the manual clock.
    .testTarget(
        name: "WidgetPreviewTests",
        dependencies: [
            "WidgetPreviewTesting", "WidgetKit", "SwiftUI", "AppIntents", "AVKit", "Charts", "WidgetSnapshotTesting", "WidgetFormats",
            "WidgetDrawing",
            "WidgetCore",
            "WidgetTestSupport",
        ],
        exclude: ["__Snapshots__"]),
]
// SwiftUI's own layout cases with the frames SwiftUI gives them: the conformance tests check
// them, bin/bench times them.
package.targets.append(.target(name: "LayoutConformance", dependencies: ["SwiftUI"]))
// A view-based widget drawn in process, for bin/bench (linked dynamically: widgetdeck's SwiftUI
// brings Foundation, which the static runtime of widgetdeck-bench leaves out).
package.targets.append(
    .executableTarget(
        name: "widgetdeck-preview-bench",
        dependencies: [
            "BenchmarkKit", "WidgetPreview", "WidgetKit", "SwiftUI", "AppIntents", "Charts", "WidgetFormats", "WidgetDrawing",
            "WidgetCore", "LayoutConformance",
        ]))
package.products.append(.executable(name: "widgetdeck-preview-bench", targets: ["widgetdeck-preview-bench"]))
package.products += [
    .library(name: "WidgetPreviewSDK", type: .static, targets: ["WidgetPreviewServer", "CWidgetPreviewMain"]),
    .library(name: "WidgetPreviewTesting", targets: ["WidgetPreviewTesting"]),
    // What a team's own widget target depends on, on Linux, to compile unchanged (docs/preview.md).
    .library(name: "WidgetKitForLinux", targets: appleModules),
]
#endif

// MARK: Fuzzing — `bin/fuzz` only. libFuzzer supplies `main`, so the target links only in a
// build with `--sanitize fuzzer`; it is part of the package just for that build.
if ProcessInfo.processInfo.environment["WIDGETDECK_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "widgetdeck-fuzz",
            dependencies: ["WidgetFormats", "WidgetDrawing", "WidgetCore", "WidgetSystem", "WidgetStore", "WidgetProject"],
            path: "Tests/Fuzz/Target",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
