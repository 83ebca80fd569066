import Foundation
import Testing
import WidgetSystem
import WidgetTestSupport

/// The folder of a fixture widget extension, or of the example.
func previewFixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PreviewFixtures").appendingPathComponent(name).path
}

let exampleExtension = repositoryRoot.appendingPathComponent("Examples/CoffeeWidgets").path

/// The folder of the `swiftc` this test runs with: `widgetdeck preview` compiles with it.
let toolchainPath: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folder = path.split(separator: ":").map(String.init).first { FileManager.default.isExecutableFile(atPath: $0 + "/swiftc") }
    return (folder.map { $0 + ":" } ?? "") + "/usr/bin:/bin"
}()

/// Where built previews are kept: bin/test's cache, where it built the fixtures before the tests
/// (WIDGETDECK_TEST_CACHE), else this run's own.
let previewCache = ProcessInfo.processInfo.environment["WIDGETDECK_TEST_CACHE"].flatMap { $0.isEmpty ? nil : $0 } ?? testHome + "/.cache"

/// `widgetdeck preview …` as a user runs it: the toolchain on PATH, the SDK as bin/test built it
/// (never a build of its own while SwiftPM holds the build folder), a fixed moment and zone.
func preview(_ arguments: [String], environment: [String: String] = [:]) async throws -> (status: Int32, stdout: String, stderr: String) {
    var merged = ["PATH": toolchainPath, "WIDGETDECK_SKIP_BUILD": "1", "TZ": "UTC", "XDG_CACHE_HOME": previewCache]
    merged.merge(environment) { $1 }
    return try await widgetdeck(["preview"] + arguments, environment: merged)
}

@Suite("widgetdeck preview: a team's widget extension", .serialized)
struct PreviewCommandTests {
    let now = ["--now", "2026-12-01T09:00:00Z"]

    @Test("the example extension renders every widget in every family it supports, uncut, and lints clean")
    func example() async throws {
        let result = try await preview([exampleExtension] + now)
        #expect(result.status == 0, "\(result.stderr)")
        for heading in [
            "CoffeeWidget · “Coffee”", "CupCounterWidget · “Cup counter”", "CaffeineWidget · “Caffeine”", "BrewTimerWidget · “Brew timer”",
            "EspressoShotWidget · “Espresso shot”", "#Preview 1 · CaffeineWidget",
        ] {
            #expect(result.stdout.contains(heading), "no \(heading)")
        }
        // The template's five hourly entries, each its own band.
        for (n, time) in ["9:00am", "10:00am", "11:00am", "12:00pm", "1:00pm"].enumerated() {
            #expect(result.stdout.contains("entry \(n + 1) · \(time)"))
        }
        for family in ["small 20×10", "medium 43×10", "circular", "rectangular 20×4", "inline 30×1"] {
            #expect(result.stdout.contains(family))
        }
        #expect(result.stdout.contains("☕ 190 mg caffeine today"))
        #expect(!result.stdout.contains("…"), "something was cut:\n\(result.stdout)")
        let lint = try await preview([exampleExtension, "--lint"] + now)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stderr.contains("0 findings"))
    }

    @Test("a second run on unchanged sources reuses the built preview")
    func warmReuse() async throws {
        _ = try await preview([exampleExtension, "--widget", "CoffeeWidget"] + now)
        let again = try await preview([exampleExtension, "--widget", "CoffeeWidget", "--verbose"] + now)
        #expect(again.status == 0)
        #expect(again.stderr.contains("reused "), "\(again.stderr)")
        #expect(!again.stderr.contains("compiling "))
    }

    @Test("describe says what a screen reader reads, per widget, family and entry")
    func describe() async throws {
        let result = try await preview([exampleExtension, "--widget", "CupCounterWidget", "--format", "describe"] + now)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "CupCounterWidget · small · entry 1 · 9:00am: cup and saucer. Cups today. 2. Button: Cup. Button: arrow counterclockwise."),
            "\(result.stdout)")
        #expect(result.stdout.contains("CupCounterWidget · small · placeholder: Placeholder: the widget's layout, its content hidden."))
    }

    @Test("--check records missing goldens (not in CI), passes on a match, and fails with a diff")
    func check() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-goldens-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = [exampleExtension, "--widget", "CaffeineWidget", "--check", folder] + now
        let ci = try await preview(arguments, environment: ["WIDGETDECK_RECORD": "never"])
        #expect(ci.status == 1)
        #expect(ci.stdout.contains("is missing, and WIDGETDECK_RECORD=never"))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty ?? true, "CI recorded a golden")
        let first = try await preview(arguments)
        #expect(first.status == 1)
        #expect(first.stdout.contains("recorded"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        // The widget in its three families, and its `#Preview` in the one it names.
        #expect(
            files == [
                "CaffeineWidget.accessoryCircular.txt", "CaffeineWidget.accessoryInline.txt", "CaffeineWidget.accessoryRectangular.txt",
                "Preview-1-CaffeineWidget.accessoryRectangular.txt",
            ])
        let second = try await preview(arguments)
        #expect(second.status == 0, "\(second.stdout)")
        let golden = folder + "/CaffeineWidget.accessoryInline.txt"
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        try text.replacingOccurrences(of: "190 mg", with: "999 mg").write(toFile: golden, atomically: true, encoding: .utf8)
        let changed = try await preview(arguments)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("differs") && changed.stdout.contains("999 mg") && changed.stdout.contains("190 mg"))
    }

    @Test("a compile error is shown as the compiler gives it, with the file and line, exit 65")
    func compileError() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        import WidgetKit
        import SwiftUI

        struct BrokenView: View {
            var body: some View {
                Text(verbatim: 42)
            }
        }
        """.write(to: folder.appendingPathComponent("BrokenView.swift"), atomically: true, encoding: .utf8)
        let result = try await preview([folder.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("BrokenView.swift:6:"), "\(result.stderr)")
        #expect(result.stderr.contains("error:"))
        #expect(result.stderr.contains("does not compile with widgetdeck's WidgetKit"))
    }

    @Test("a widget that traps, throws or never answers is named with its family and the runtime's words; the others render")
    func misbehaving() async throws {
        // Four seconds: a trapping widget's program is started again and its backtrace read
        // within it even while other tests load both cores; the hanging one meets it.
        let result = try await preview([previewFixture("Misbehaving")] + now, environment: ["WIDGETDECK_PREVIEW_DEADLINE": "4"])
        #expect(result.status == 1)
        let failures = result.stderr.split(separator: "\n").filter { $0.contains("✕") }.map(String.init)
        #expect(
            failures.contains {
                $0.contains("TrappingWidget, medium: Fatal error: the medium layout is not written yet (MisbehavingWidgets.swift:36)")
            },
            "\(failures)")
        // A trap with no message of its own is named by the runtime's backtracer, with the team's line.
        #expect(
            failures.contains {
                $0.contains("TrappingWidget, large: Swift runtime failure: arithmetic overflow (MisbehavingWidgets.swift:46)")
            },
            "\(failures)")
        #expect(failures.contains { $0.contains("ThrowingWidget, small") && $0.contains("'try!' expression unexpectedly raised an error") })
        #expect(failures.contains { $0.contains("HangingWidget, small") && $0.contains("no answer within 4 s") })
        #expect(failures.count == 4, "each failure once: \(failures)")
        // The others went on: the working widget in both families, the trapping one in small.
        #expect(result.stdout.components(separatedBy: "Still here").count - 1 >= 4)
        #expect(result.stdout.contains("Small is fine"))
    }

    @Test(
        "a provider that starts a helper process (in a process group of its own) and traps is reported as the trap it is; the helper ends with the preview program"
    )
    func spawning() async throws {
        let result = try await preview([previewFixture("Spawning")] + now)
        #expect(result.status == 1)
        let failures = result.stderr.split(separator: "\n").filter { $0.contains("✕") }.map(String.init)
        #expect(
            failures == [
                "widgetdeck: ✕ HelperWidget, small: Fatal error: the helper is running; the provider gives up (SpawningWidgets.swift:21) (the preview program was stopped by signal 4 (SIGILL: a Swift runtime trap))"
            ], "\(result.stderr)")
        let left = try spawn(["pgrep", "-f", "sleep 2718.28"], capture: true).split(separator: "\n").compactMap { Int32($0) }
        for helper in left {
            #expect(processEnds(helper, within: 5), "the helper \(helper) outlived the preview")
            kill(helper, SIGKILL)
        }
    }

    @Test(
        "a widget that takes gigabytes is stopped at the preview's memory limit, which says so; the other draws; a limit that is not a number of megabytes is refused (64)"
    )
    func greedy() async throws {
        let result = try await preview([previewFixture("Greedy")] + now)
        #expect(result.status == 1)
        let failures = result.stderr.split(separator: "\n").filter { $0.contains("✕") }.map(String.init)
        #expect(
            failures == [
                "widgetdeck: ✕ GreedyWidget, small: Fatal error: failed to allocate 3221225504 bytes of memory with alignment 8 — past the preview's memory limit of 2048 MB (WIDGETDECK_PREVIEW_MEMORY sets it) (the preview program was stopped by signal 6 (SIGABRT))"
            ], "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "Modest").count - 1 == 3, "\(result.stdout)")
        for wrong in ["12k", "0", "63", "-5", "1048577", ""] {
            let refused = try await preview([previewFixture("Greedy")] + now, environment: ["WIDGETDECK_PREVIEW_MEMORY": wrong])
            #expect(refused.status == 64, "\(wrong)")
            #expect(
                refused.stderr
                    == "widgetdeck: WIDGETDECK_PREVIEW_MEMORY=\(wrong): the megabytes of memory the widget's code may take, a whole number from 64 to 1048576\n",
                "\(refused.stderr)")
        }
    }

    @Test(
        "an asset catalogue's picture at two sizes (by name, and by the symbol generated for a folder's catalogue): half blocks in its colours, its own pixels in SVG and in kitty's and iTerm2's protocols"
    )
    func assetPictures() async throws {
        let root = previewFixture("PictureAssets")
        // The reviewed design, in text: each picture's cells shaded (the orange disc on blue).
        let check = try await preview([root, "--check", root + "/Goldens"] + now, environment: ["WIDGETDECK_RECORD": "never"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        // In colour: the badge's own blue and orange as half blocks.
        let blocks = try await preview([root, "--format", "ansi", "--colors", "truecolor", "--images", "blocks"] + now)
        #expect(blocks.stdout.contains("2;0;122;255") && blocks.stdout.contains("2;255;149;0"), "\(blocks.stdout)")
        // Kitty's protocol: each picture of the snapshot and the entry once, on the cells its half
        // blocks take, the PNG itself (the placeholder's are redacted).
        let kitty = try await preview([root, "--format", "ansi", "--images", "kitty"] + now)
        let placements = kitty.stdout.matches(of: /\x1B_Ga=T,f=100,c=(\d+),r=(\d+),C=1,q=2,m=0;iVBORw0KGgo/).map { "\($0.1)×\($0.2)" }
        #expect(placements.sorted() == ["4×2", "4×2", "8×4", "8×4"], "\(placements)")
        #expect(!kitty.stdout.contains("▀"), "no half block is left under a picture the terminal draws")
        let iterm = try await preview([root, "--format", "ansi", "--images", "iterm2"] + now)
        #expect(
            iterm.stdout.contains("\u{1B}7\u{1B}]1337;File=inline=1;size=") && iterm.stdout.contains("preserveAspectRatio=0:iVBORw0KGgo"))
        // SVG embeds the PNG at the picture's place: each picture once, used again where it
        // is shown again.
        let svg = try await preview([root, "--format", "svg"] + now)
        let embedded = svg.stdout.components(separatedBy: "href=\"data:image/png;base64,iVBORw0KGgo").count - 1
        let usedAgain = svg.stdout.components(separatedBy: "<use href=\"#picture-").count - 1
        #expect(embedded == 1 && usedAgain == 3, "\(svg.stdout)")
        // --ascii: the whole page in ASCII, the pictures by how much of each cell they fill.
        let ascii = try await preview([root, "--ascii"] + now)
        #expect(ascii.status == 0 && ascii.stdout.unicodeScalars.allSatisfy(\.isASCII), "\(ascii.stdout)")
        #expect(ascii.stdout.contains("+------------------+") && ascii.stdout.contains("|  ####"), "\(ascii.stdout)")
        // An unknown way is refused with the ways there are.
        let wrong = try await preview([root, "--images", "sixels"] + now)
        #expect(wrong.status == 64 && wrong.stderr.contains("use one of: auto, blocks, kitty, iterm2, none"), "\(wrong.stderr)")
    }

    @Test(
        "an asset catalogue's vector pictures — an SVG sized by its view box, a PDF — drawn from their shapes by librsvg and poppler, in their own colours"
    )
    func vectorAssets() async throws {
        let root = previewFixture("VectorAssets")
        // The reviewed design: the disc shaded in its white square, the flag's three bands.
        let check = try await preview([root, "--check", root + "/Goldens"] + now, environment: ["WIDGETDECK_RECORD": "never"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        // In colour: the SVG's green disc, the PDF's red, white and blue bands.
        let blocks = try await preview([root, "--format", "ansi", "--colors", "truecolor", "--images", "blocks"] + now)
        for colour in ["2;52;199;89", "2;255;59;48", "2;255;255;255", "2;0;122;255"] {
            #expect(blocks.stdout.contains(colour), "\(colour) in \(blocks.stdout)")
        }
        // Nothing is noted as left out: both pictures have their pixels.
        let notes = try await preview([root, "--notes"] + now)
        #expect(!notes.stdout.contains("drawn as"), "\(notes.stdout)")
        // SVG output embeds each picture's pixels as a PNG.
        let svg = try await preview([root, "--format", "svg"] + now)
        let embedded = svg.stdout.components(separatedBy: "href=\"data:image/png;base64,iVBORw0KGgo").count - 1
        let usedAgain = svg.stdout.components(separatedBy: "<use href=\"#picture-").count - 1
        #expect(embedded == 2 && usedAgain == 2, "\(svg.stdout)")
    }

    @Test("Swift 6: a #Preview(as:) of a widget whose property's default is main-actor isolated compiles and draws, as in Xcode")
    func mainActorDefaults() async throws {
        let result = try await preview([previewFixture("MainActorDefaults"), "--swift-version", "6", "--format", "describe"] + now)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#Preview 1 · TasksWidget · small · entry 1 · 9:00am: 7 open."), "\(result.stdout)")
    }

    @Test(
        "widgets in a package module their bundle imports: --module-name, os.log, a gradient container background behind the widget's cells"
    )
    func packageModule() async throws {
        let root = previewFixture("PackageModule")
        let result = try await preview([root + "/Extension", root + "/TidesKit", "--module-name", "TidesKit"] + now)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("High tide") && result.stdout.contains("2.4 m"), "\(result.stdout)")
        let lint = try await preview([root + "/Extension", root + "/TidesKit", "--module-name", "TidesKit", "--lint"] + now)
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(!lint.stdout.contains("container background"), "\(lint.stdout)")
        // `.blue.gradient`: iOS's blue (#0a84ff in the dark scheme) behind the text, a little lighter at the top.
        let ansi = try await preview(
            [root + "/Extension", root + "/TidesKit", "--module-name", "TidesKit", "--format", "ansi", "--colors", "truecolor"] + now)
        let backdrops = Set(ansi.stdout.matches(of: /48;2;(\d+);(\d+);255m/).map { Int($0.1)! })
        // A shade a row, from 15 % lighter than the hue down to it: reds between 10 and 47.
        #expect(backdrops.count >= 6 && backdrops.allSatisfy { (10...47).contains($0) }, "\(backdrops.sorted())")
        #expect(ansi.stdout.contains("High tide"))
        let wrong = try await preview([root + "/TidesKit", "--module-name", "9Tides"])
        #expect(wrong.status == 64 && wrong.stderr.contains("is not a Swift module name"))
    }

    @Test(
        "SwiftData: @Model classes kept by a container shared by the provider, a @ModelActor and the widget's @Query (sorted, and with no arguments) — a unique attribute updates, a #Predicate filters, sort and limit hold"
    )
    func swiftData() async throws {
        let result = try await preview([previewFixture("SwiftDataShelf")] + now)
        #expect(result.status == 0, "\(result.stderr)")
        // Dune imported twice (the second time 300 of 600 pages read) is one book, updated;
        // Emma is finished, so not "reading"; the query sees the provider's saved books.
        let entry = """
            entry 1 · 9:00am
            medium 43×10
            ╭─────────────────────────────────────────╮
            │                                         │
            │           Reading                       │
            │           Dune 50%                      │
            │           Ulysses 5%                    │
            │           3 of 3 on the shelf           │
            │           Dune, Emma, Ulysses           │
            │                                         │
            │                                         │
            ╰─────────────────────────────────────────╯
            """
        #expect(result.stdout.hasSuffix(entry + "\n"), "\(result.stdout)")
        #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
    }

    @Test(
        "import SQLite3, zlib and libxml2 as on a phone: the system's libraries, queried, checksummed and parsed; Darwin's sysctl names the phone and knows the boot time; associated objects through Foundation alone and ObjectiveC.runtime; UIKit's and os's submodules; Compression's zlib"
    )
    func systemLibraries() async throws {
        let result = try await preview([previewFixture("SystemLibraries")] + now)
        #expect(result.status == 0, "\(result.stderr)")
        let entry = """
            entry 1 · 9:00am
            small 20×10
            ╭──────────────────╮
            │                  │
            │    sqlite 42     │
            │  crc 27ec2c8f    │
            │   title Hello    │
            │  iPhone16,2 up   │
            │   tag runtime    │
            │  zip 140→12 ok   │
            │                  │
            ╰──────────────────╯
            """
        #expect(result.stdout.hasSuffix(entry + "\n"), "\(result.stdout)")
        #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
    }

    @Test(
        "Core Data: the model read from the project's .xcdatamodeld, @NSManaged properties and to-many accessors, a background save seen by the view context, NSPredicate(format:) and NSSortDescriptor(key:)"
    )
    func coreData() async throws {
        let result = try await preview([previewFixture("CoreDataOrders")] + now)
        #expect(result.status == 0, "\(result.stderr)")
        // Grace's order is cancelled and the draft was deleted before the save: two paid orders
        // of three, the larger first; Linus has 1 kettle and 3 teas through the items relationship.
        let entry = """
            entry 1 · 9:00am
            medium 43×10
            ╭─────────────────────────────────────────╮
            │                                         │
            │       Paid orders                       │
            │       #1043 Linus ×4                    │
            │       #1041 Ada ×2                      │
            │       3 orders (LineItem, Order)        │
            │       US$142.40                         │
            │                                         │
            │                                         │
            ╰─────────────────────────────────────────╯
            """
        #expect(result.stdout.hasSuffix(entry + "\n"), "\(result.stdout)")
        #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
    }

    @Test(
        "Core Data's code generation: a Class Definition entity is generated whole, a Category/Extension one's properties for the team's class, with to-many accessors"
    )
    func coreDataCodegen() async throws {
        let result = try await preview([previewFixture("CoreDataCodegen"), "--format", "describe"] + now)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Notes · medium · entry 1 · 9:00am: Home 2 notes, pinned Groceries p2."), "\(result.stdout)")
    }

    @Test(
        "Key-value observing: an override of observeValue(forKeyPath:…) is told of announced changes with old and new values, super's call compiles, a key-path observation stops when invalidated; media, Spotlight and haptics as a machine without them; NSMutableAttributedString() and ProcessInfo() as spelled on a phone"
    )
    func keyValueObserving() async throws {
        let result = try await preview([previewFixture("ObservedLevels")] + now)
        #expect(result.status == 0, "\(result.stderr)")
        // .initial tells 40 (no old value); each announced fill tells old→new; the key-path
        // observation sees the two fills before it is invalidated, not the third.
        let entry = """
            entry 1 · 9:00am
            medium 43×10
            ╭─────────────────────────────────────────╮
            │                                         │
            │        seen 40 40→55 55→72 72→90        │
            │        block 55 72                      │
            │        refill 2.0s, playback            │
            │        found 1, no haptics              │
            │        ok, one process                  │
            │                                         │
            │                                         │
            ╰─────────────────────────────────────────╯
            """
        #expect(result.stdout.hasSuffix(entry + "\n"), "\(result.stdout)")
        #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
    }

    @Test(
        "A package's C target is compiled by clang and imported as a Clang module: its cSettings' define and header search path, its public header"
    )
    func cTarget() async throws {
        // A copy at a path of its own: its modules are compiled here, whatever an earlier run
        // left in the shared cache, so the compile's own line is there to see.
        let home = try newHome("c-target")
        defer { removeHome(home) }
        try FileManager.default.copyItem(atPath: previewFixture("CChecksums"), toPath: home + "/CChecksums")
        let result = try await preview([home + "/CChecksums"] + now)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("compiling CAdler: 1 C file"), "\(result.stderr)")
        // Adler-32 of "Wikipedia" is 0x11E60398.
        let entry = """
            entry 1 · 9:00am
            small 20×10
            ╭──────────────────╮
            │                  │
            │                  │
            │                  │
            │     Adler-32     │
            │     11e60398     │
            │                  │
            │                  │
            │                  │
            ╰──────────────────╯
            """
        #expect(result.stdout.hasSuffix(entry + "\n"), "\(result.stdout)")
    }

    @Test("#if os(iOS) is true, as on a phone: a widget whose family switch sits behind it draws each family's branch")
    func phoneOnly() async throws {
        let result = try await preview([previewFixture("PhoneOnly")] + now)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("4200 steps"), "the small family's branch: \(result.stdout)")
        #expect(result.stdout.contains("╭───━━━━┓\n│                  │  │ Steps ┃"), "the circular family's gauge: \(result.stdout)")
        #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
        // As a watch builds it, os(iOS) is false and the view is empty.
        let watch = try await preview([previewFixture("PhoneOnly"), "--platform", "watchos"] + now)
        #expect(watch.status == 0, "\(watch.stderr)")
        #expect(!watch.stdout.contains("4200 steps"))
    }

    @Test(
        "--exclude leaves files out; no sources, or a path that is not there, is exit 66 naming it; without @main, the widgets declared are previewed"
    )
    func noSources() async throws {
        let excluded = try await preview([exampleExtension, "--exclude", "*.swift"])
        #expect(excluded.status == 66)
        #expect(excluded.stderr.contains("no .swift files in \(exampleExtension) (after --exclude)"), "\(excluded.stderr)")
        let missing = try await preview(["/nonexistent/Widgets"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("/nonexistent/Widgets: no such file or folder"))
        let bundleLeftOut = try await preview(
            [exampleExtension, "--exclude", "CoffeeWidgetsBundle.swift", "--widget", "CupCounterWidget"] + now)
        // Without its @main bundle, the folder's Widget types are listed in one: the widget
        // draws exactly as it does with the team's own bundle.
        #expect(bundleLeftOut.status == 0, "\(bundleLeftOut.stderr)")
        let withBundle = try await preview([exampleExtension, "--widget", "CupCounterWidget"] + now)
        #expect(withBundle.status == 0, "\(withBundle.stderr)")
        #expect(bundleLeftOut.stdout == withBundle.stdout)
        #expect(bundleLeftOut.stdout.hasPrefix("CupCounterWidget"), "\(bundleLeftOut.stdout)")
    }
}

@Suite("widgetdeck preview --live in a terminal")
struct PreviewLiveTests {
    /// The Misbehaving fixture compiled before any pane opens, so no test's waits include it.
    func buildMisbehaving() async throws {
        let built = try await preview([previewFixture("Misbehaving"), "--widget", "WorkingWidget"])
        try #require(built.status == 0, "\(built.stderr)")
    }

    /// `preview Misbehaving --live` with `arguments`, in a pane of `home`'s, each answer given
    /// `deadline` seconds, with `environment` added.
    func liveMisbehaving(_ arguments: String, home: String, deadline: Int, environment: String = "") async throws -> TmuxSession {
        let t = TmuxSession(home: home)
        try await t.start(
            "preview \(previewFixture("Misbehaving")) --live\(arguments)",
            environment:
                "TERM=xterm-256color PATH=\(toolchainPath) WIDGETDECK_SKIP_BUILD=1 WIDGETDECK_PREVIEW_DEADLINE=\(deadline) XDG_CACHE_HOME=\(previewCache)\(environment)"
        )
        return t
    }
    @Test("widgets that trap, throw or never answer show what failed in their place; the others run; q gives the terminal back")
    func misbehavingLive() async throws {
        let home = try newHome("preview-misbehaving")
        defer { removeHome(home) }
        try await buildMisbehaving()
        let t = try await liveMisbehaving("", home: home, deadline: 2)
        // Three traps, each with its backtrace and a fresh program, and a 2 s deadline missed:
        // seconds each on a machine busy with other tests.
        let shown = try await t.wait(60) { screen in
            screen.contains("Small is fine") && screen.contains("Fatal error: the medium") && screen.contains("'try!'")
                && screen.contains("no answer") && screen.components(separatedBy: "Still here").count - 1 == 2
        }
        let screen = try t.screen()
        #expect(shown, "\(screen)")
        #expect(try t.alive())
        try t.keys("q")
        #expect(try await t.restored(), "the terminal was not given back")
    }

    @Test(
        "q while a widget's code never returns ends preview at once, not at the deadline; its preview program ends with widgetdeck, even a widgetdeck killed"
    )
    func quitWhileWaiting() async throws {
        let home = try newHome("preview-quit-waiting")
        defer { removeHome(home) }
        try await buildMisbehaving()
        for how in ["q", "SIGKILL"] {
            let t = try await liveMisbehaving(" --widget HangingWidget", home: home, deadline: 3600)
            // The tile's reload is in flight: the provider never calls its completion, and the
            // deadline is an hour away.
            let waiting = try await t.wait(20) { $0.contains("HangingWidget-small") && $0.contains("↻") }
            let screen = try t.screen()
            #expect(waiting, "\(screen)")
            let dashboard = try #require(try t.pid())
            let program = try #require(
                Int32(try spawn(["pgrep", "-P", "\(dashboard)"], capture: true).split(separator: "\n").first ?? ""),
                "no preview program under widgetdeck (\(how))")
            if how == "q" {
                try t.keys("q")
                #expect(try t.exited(within: 5), "q waited for the widget's code")
                #expect(try await t.restored(), "the terminal was not given back")
            } else {
                kill(dashboard, SIGKILL)
            }
            #expect(processEnds(program, within: 5), "the preview program outlived widgetdeck (\(how))")
            if processEnds(program, within: 0) == false { kill(program, SIGKILL) }
        }
    }

    @Test("q while a button's intent never returns ends preview at once, not at the deadline an hour away")
    func quitWhileAnIntentRuns() async throws {
        let home = try newHome("preview-quit-intent")
        defer { removeHome(home) }
        let mark = home + "/intent-began"
        try await buildMisbehaving()
        let t = try await liveMisbehaving(
            " --widget StuckButtonWidget", home: home, deadline: 3600, environment: " MISBEHAVING_INTENT_MARK=\(mark)")
        let shown = try await t.wait(20) { $0.contains("Sync now") }
        let screen = try t.screen()
        #expect(shown, "\(screen)")
        // The tile, then its button: pressed, the intent begins and never ends.
        try t.keys("Tab")
        try t.keys("Enter")
        // The mark is the event (the screen does not change when it is made): looked for every
        // 50 ms, for at most 20 s.
        var began = FileManager.default.fileExists(atPath: mark)
        for _ in 0..<400 where !began {
            try await Task.sleep(nanoseconds: 50_000_000)
            began = FileManager.default.fileExists(atPath: mark)
        }
        #expect(began, "the intent did not begin")
        try t.keys("q")
        #expect(try t.exited(within: 5), "q waited for the intent")
        #expect(try await t.restored(), "the terminal was not given back")
    }

    @Test(
        "--watch draws the preview again when a file is edited, with no key pressed; an edit that does not compile keeps the last picture with the errors below"
    )
    func watch() async throws {
        let home = try newHome("preview-watch")
        defer { removeHome(home) }
        let cache = previewCache
        let project = home + "/Misbehaving"
        try FileManager.default.copyItem(atPath: previewFixture("Misbehaving"), toPath: project)
        let file = project + "/MisbehavingWidgets.swift"
        let source = try String(contentsOfFile: file, encoding: .utf8)
        let t = TmuxSession(home: home)
        try await t.start(
            "preview \(project) --watch --widget WorkingWidget --families small",
            environment: "TERM=xterm-256color PATH=\(toolchainPath) WIDGETDECK_SKIP_BUILD=1 XDG_CACHE_HOME=\(cache)", width: 100, height: 50
        )
        let first = try await t.wait(30) { $0.contains("Still here") && $0.contains("── watching") }
        let shown = try t.screen()
        #expect(first, "\(shown)")
        try source.replacingOccurrences(of: "Text(\"Still here\")", with: "Text(\"Edited here\")")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let edited = try await t.wait(30) { $0.contains("Edited here") && !$0.contains("Still here") && $0.contains("── watching") }
        let redrawn = try t.screen()
        #expect(edited, "\(redrawn)")
        #expect(redrawn.contains("── after a change to MisbehavingWidgets.swift ──"), "\(redrawn)")
        try FileManager.default.removeItem(atPath: file)
        try (source.replacingOccurrences(of: "Text(\"Still here\")", with: "Text(\"Edited here\")") + "struct {\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let broken = try await t.wait(30) { $0.contains("expected identifier in struct declaration") && $0.contains("── watching") }
        let kept = try t.screen()
        #expect(broken, "\(kept)")
        #expect(kept.contains("Edited here") && kept.contains("the picture above is the last good one"), "\(kept)")
        #expect(try t.alive())
        try t.keys("C-c")
        #expect(try t.exited(within: 10), "Ctrl-C did not stop --watch")
    }

    @Test("entries swap at their dates, and a Button(intent:) press runs its intent once")
    func live() async throws {
        let home = try newHome("preview-live")
        defer { removeHome(home) }
        // Built before the dashboard starts (shared with the other preview tests' cache), so
        // what is timed below is the dashboard, not the compiler.
        let cache = previewCache
        let built = try await preview([exampleExtension, "--widget", "CupCounterWidget"])
        try #require(built.status == 0, "\(built.stderr)")
        let t = TmuxSession(home: home)
        let launched = Date()
        try await t.start(
            "preview \(exampleExtension) --live --widget CupCounterWidget,EspressoShotWidget --families small",
            environment: "TERM=xterm-256color PATH=\(toolchainPath) WIDGETDECK_SKIP_BUILD=1 XDG_CACHE_HOME=\(cache)")
        let started = try await t.wait(20) { $0.contains("Ristretto") }
        let first = try t.screen()
        #expect(started, "\(first)")
        // The shot's entries: pre-infusion when it was pulled, extracting 4 s later, ready at
        // 16 s — 12 s after extracting. Each change happened between the capture before it was
        // seen and the one that saw it: the gap the captures allow must hold 12 s (give or take
        // the drawing's 1.5 s). A loaded machine may draw the first frame after the 4 s: then
        // extracting is there from the start and the change to it is not seen, so Ready is held
        // to its 16 s from the launch (the shot is pulled after it) and not later than 13.5 s
        // after extracting showed.
        let sawPreInfusion = first.contains("Pre-infusion")
        let extracting = try #require(try await t.sighting(10) { $0.contains("Extracting") })
        let ready = try #require(try await t.sighting(16) { $0.contains("✓ Ready") })
        let least = ready.since.timeIntervalSince(extracting.date), most = ready.date.timeIntervalSince(extracting.since)
        #expect(least < 13.5, "Ready showed \(least)–\(most) s after Extracting, not at its date (12 s later)")
        if sawPreInfusion {
            #expect(most > 10.5, "Ready showed \(least)–\(most) s after Extracting, not at its date (12 s later)")
        } else {
            let sinceLaunch = ready.date.timeIntervalSince(launched)
            #expect(sinceLaunch > 14.5, "Ready showed \(sinceLaunch) s after the launch, before its date (16 s after the shot was pulled)")
        }

        @Sendable func cups(_ screen: String) -> Int? {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let row = lines.firstIndex(where: { $0.contains("Cups today") }), row + 1 < lines.count else { return nil }
            return Int(lines[row + 1].filter(\.isNumber))
        }
        let screen = try t.screen()
        #expect(cups(screen) == 2)
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("[+ Cup]") })
        let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].range(of: "[+ Cup]")!.lowerBound)
        #expect(try t.alive())
        try t.click(x: column + 2, y: row)
        // The intent's message, then the count its reload draws (on a loaded machine the
        // message may be gone by the time the reloaded entry shows).
        let said = try await t.wait(5) { $0.contains("Add a cup") }
        let counted = try await t.wait(5) { cups($0) == 3 }
        let after = try t.screen()
        #expect(said && counted, "\(after)")
        try t.keys("q")
        #expect(try await t.restored(), "the terminal was not given back")
        // Once: the app group's count, written by the intent, after the dashboard is gone.
        let store = home + "/.local/share/widgetdeck/app-groups/group.example.coffee/cups.txt"
        #expect(try String(contentsOfFile: store, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) == "3")
    }
}

/// Whether process `pid` has ended (gone, or a zombie) within `seconds`, looked at every 20 ms:
/// nothing tells another process's end to a process that is not its parent.
func processEnds(_ pid: Int32, within seconds: Double) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while true {
        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        if let stat, let close = stat.lastIndex(of: ")") {
            let state = stat[stat.index(close, offsetBy: 2)...].prefix(1)
            if state == "Z" || state == "X" { return true }
        } else {
            return true
        }
        if Date() >= end { return false }
        usleep(20_000)
    }
}
