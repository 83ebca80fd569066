import Foundation
import Testing
import WidgetTestSupport

/// `widgetdeck preview` on an Xcode project of our own (`PreviewFixtures/TallyProject`): a widget
/// extension target whose compile set is a synchronized folder plus a file of the app's folder
/// (a membership exception), a framework target, a local package with a resource, a remote
/// package supplied with `--stand-in`, its Info.plist read through `Bundle.main`, a String
/// Catalog in two languages, asset symbols, an `.intentdefinition`, `#if os(iOS)`.
@Suite("widgetdeck preview PROJECT: a widget extension target built as Xcode builds it", .serialized)
struct ProjectPreviewTests {
    let project = previewFixture("TallyProject")
    let now = ["--now", "2026-12-01T09:00:00Z", "--families", "small"]
    var standIn: [String] { ["--stand-in", "RemoteFormat=" + project + "/StandIns/RemoteFormat"] }

    @Test("--list names the project's widget extension targets, found by their extension point")
    func list() async throws {
        let result = try await preview([project, "--list"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "TallyWidgetExtension\n")
    }

    @Test("a remote package that cannot be fetched is named, with the product expected and the flag that supplies it (exit 65)")
    func missingRemotePackage() async throws {
        let result = try await preview([project] + now)
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                "no module RemoteFormat (imported by TallyWidget.swift in TallyWidgetExtension): product RemoteFormat of the package https://github.invalid/example/remote-format (upToNextMajorVersion 1.2.0)"
            ), "\(result.stderr)")
        #expect(result.stderr.contains("give its sources with --stand-in RemoteFormat=DIR"))
        // The app's own file, outside the widget's membership, was never compiled.
        #expect(!result.stderr.contains("AppOnly.swift"))
    }

    @Test(
        "every part of the project reaches the widget: shared file, framework, package resource, stand-in, Info.plist, catalogue, assets, #if os(iOS)"
    )
    func tallyWidget() async throws {
        let result = try await preview([project, "--widget", "Tally"] + now + standIn)
        #expect(result.status == 0, "\(result.stderr)")
        // The logo (a 4×4 PNG in the catalogue) as its pixels, a shade in text; the title from
        // the String Catalog; 3 from the app folder's TallyStore; 3/8 from the
        // framework and the package's palette.json through Bundle.module; 12.4K from the
        // stand-in; "on iOS" from #if os(iOS); the app group from the Info.plist's $(APP_GROUP).
        let entry = """
            entry 1 · 9:00am
            small 20×10
            ╭──────────────────╮
            │ ▒ Tally          │
            │ 3 cups today     │
            │ 3/8              │
            │ 12.4K            │
            │ on iOS           │
            │ group.com.exampl │
            │ e.tally          │
            │                  │
            ╰──────────────────╯
            """
        #expect(result.stdout.contains(entry), "\(result.stdout)")
        #expect(result.stdout.hasPrefix("TallyWidget · “Tally”"), "the display name from the catalogue: \(result.stdout)")
    }

    @Test("--locale de draws the String Catalog's German, interpolated values in their places")
    func german() async throws {
        let result = try await preview([project, "--widget", "Tally", "--locale", "de"] + now + standIn)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("│ ▒ Zählung        │\n│ 3 Tassen heute   │"), "\(result.stdout)")
        #expect(result.stdout.hasPrefix("TallyWidget · “Zählung”"))
    }

    @Test("a SiriKit widget: the intent class and its enum are generated from the .intentdefinition, as Xcode does")
    func intentDefinition() async throws {
        let result = try await preview([project, "--widget", "GoalWidget"] + now + standIn)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("GoalWidget · configured by ConfigurationIntent"), "\(result.stdout)")
        let entry = """
            entry 1 · 9:00am
            small 20×10
            ╭──────────────────╮
            │                  │
            │                  │
            │                  │
            │     Goal: 8      │
            │     any unit     │
            │                  │
            │                  │
            │                  │
            ╰──────────────────╯
            """
        #expect(result.stdout.contains(entry), "\(result.stdout)")
    }

    @Test("a second run reuses every module; an edit to one file recompiles only its module")
    func moduleCache() async throws {
        let copy = try copyFixture("TallyProject")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let standIn = ["--stand-in", "RemoteFormat=" + copy + "/StandIns/RemoteFormat"]
        let first = try await preview([copy, "--widget", "Tally", "--verbose"] + now + standIn)
        #expect(first.status == 0, "\(first.stderr)")
        let again = try await preview([copy, "--widget", "Tally", "--verbose"] + now + standIn)
        #expect(again.stderr.contains("reused "), "\(again.stderr)")
        #expect(!again.stderr.contains("compiling "), "\(again.stderr)")
        let file = copy + "/TallyKit/TallyKit.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\"\\(count)/\\(goal)\"", with: "\"\\(count) of \\(goal)\"").write(
            toFile: file, atomically: true, encoding: .utf8)
        let edited = try await preview([copy, "--widget", "Tally", "--verbose"] + now + standIn)
        #expect(edited.status == 0, "\(edited.stderr)")
        // `widgetdeck: compiling TallyKit: 1 file (Swift 5 mode)`: the modules compiled.
        let compiled = edited.stderr.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("widgetdeck: compiling "), line.hasSuffix("mode)") else { return nil }
            return line.dropFirst("widgetdeck: compiling ".count).split(separator: ":").first.map(String.init)
        }
        #expect(compiled.sorted() == ["TallyKit", "TallyWidgetExtension"], "\(edited.stderr)")
        #expect(edited.stdout.contains("3 of 8"))
    }

    @Test("a file the project lists but the checkout lacks (a generated or secret one) is named, with the way past it (exit 66)")
    func missingListedFile() async throws {
        let copy = try copyFixture("TallyProject")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        // The widget's Sources phase lists a file by reference, as a project kept out of the
        // repository's keys does; the checkout has no such file.
        let pbxproj = copy + "/Tally.xcodeproj/project.pbxproj"
        var project = try String(contentsOfFile: pbxproj, encoding: .utf8)
        project = project.replacingOccurrences(
            of: "/* End PBXBuildFile section */",
            with:
                "\t\tB1 /* Secrets.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2 /* Secrets.swift */; };\n/* End PBXBuildFile section */"
        )
        project = project.replacingOccurrences(
            of: "/* End PBXFileReference section */",
            with:
                "\t\tB2 /* Secrets.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TallyWidget/Secrets.swift; sourceTree = SOURCE_ROOT; };\n/* End PBXFileReference section */"
        )
        project = project.replacingOccurrences(
            of:
                "AB0000000000000000000002 /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n",
            with:
                "AB0000000000000000000002 /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\t\t\t\tB1,\n"
        )
        try project.write(toFile: pbxproj, atomically: true, encoding: .utf8)
        let result = try await preview(
            [copy, "--widget", "Tally"] + now + ["--stand-in", "RemoteFormat=" + copy + "/StandIns/RemoteFormat"])
        #expect(result.status == 66)
        #expect(
            result.stderr.contains(
                "preview: \(copy)/TallyWidget/Secrets.swift is part of the target but is not on disk (generated by a build step, or kept out of the repository?): create it, or leave it out with --exclude Secrets.swift"
            ), "\(result.stderr)")
    }

    @Test(
        "every error of every file of every module, as swiftc prints it (tabs kept), each under its module; Apple API we lack is named (exit 65)"
    )
    func everyError() async throws {
        let root = previewFixture("BrokenModules")
        let result = try await preview([root + "/Widget", "--module", "Helper=" + root + "/Helper"])
        #expect(result.status == 65)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains(": error: ") }.map {
            String($0.split(separator: "/").last ?? "")
        }
        #expect(
            errors == [
                "Helper.swift:3:36: error: cannot convert value of type 'String' to specified type 'Int'",
                "AlsoBroken.swift:3:21: error: cannot convert value of type 'Int' to specified type 'String'",
                "AlsoBroken.swift:4:19: error: type 'Color' has no member 'notAnAppleColor'",
                "BrokenWidget.swift:9:18: error: cannot convert value of type 'Int' to expected argument type 'String'",
            ], "\(result.stderr)")
        #expect(result.stderr.contains("── Helper (the stand-in \(root)/Helper): errors"))
        #expect(result.stderr.contains("── Widget (the folder given): errors"))
        #expect(result.stderr.contains(" 9 | \t\tText(verbatim: 42)"), "the tab-indented line, tabs kept: \(result.stderr)")
        #expect(
            result.stderr.contains(
                "note: not in widgetdeck's SwiftUI yet: Color.notAnAppleColor — Apple's API, missing here (not a mistake in your code)"))
    }

    @Test("a module's own error is what is shown: the #Preview registrations it stops are left out, with a note naming them (exit 65)")
    func previewRegistrationNoise() async throws {
        let root = previewFixture("RaceBeforePreview")
        let result = try await preview([root, "--swift-version", "6"])
        #expect(result.status == 65)
        let errors = result.stderr.split(separator: "\n").filter { PreviewErrorLine.isTopLevel(String($0)) }.map {
            String($0.split(separator: "/").last ?? "")
        }
        #expect(
            errors == ["RaceWidget.swift:13:47: error: sending 'self.counter' risks causing data races [#SendingRisksDataRace]"],
            "\(result.stderr)")
        #expect(!result.stderr.contains("@const") && !result.stderr.contains("@section"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "note: #Preview at RaceWidget.swift:34 left out of these errors: widgetdeck's expansion cannot register it while the "
                    + "errors above stand, and will once they are fixed (not a mistake in your code)"), "\(result.stderr)")
    }

    /// A copy of a fixture in a scratch folder (a test that edits files).
    func copyFixture(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(name)-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: previewFixture(name), toPath: folder)
        return folder
    }
}

/// A diagnostic's first line as swiftc prints it (not its echo under a source line).
enum PreviewErrorLine {
    static func isTopLevel(_ line: String) -> Bool {
        line.contains(": error: ") && !line.hasPrefix(" ") && !line.hasPrefix("`") && !line.hasPrefix("|")
    }
}
