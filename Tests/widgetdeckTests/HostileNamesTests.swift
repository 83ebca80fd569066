import Foundation
import Testing
import WidgetTestSupport

/// `preview` on widgets whose kinds are hostile to what shows them (`PreviewFixtures/HostileNames`).
@Suite(
    "widgetdeck preview: a widget's kind never collides, never reaches the terminal as a control, and an empty family list is said",
    .serialized)
struct HostileNamesTests {
    let project = previewFixture("HostileNames")
    let now = ["--now", "2026-12-01T09:00:00Z"]

    @Test("two kinds that read the same as file names get goldens of their own; a second run passes")
    func goldensDoNotCollide() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try await preview([project, "--check", folder] + now)
        #expect(first.status == 1, "recorded, so not passed: \(first.stdout)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files.count == 3, "\(files)")
        #expect(files.filter { $0.hasPrefix("Sales-today~") }.count == 2, "\(files)")
        let second = try await preview([project, "--check", folder] + now)
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
    }

    @Test("--junit: a test case per widget × family, failures for missing and differing goldens, every name safe for XML")
    func junit() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + ".xml"
        defer { try? FileManager.default.removeItem(atPath: report) }
        _ = try await preview([project, "--check", folder, "--junit", report] + now)
        let recorded = try String(contentsOfFile: report, encoding: .utf8)
        #expect(
            recorded.contains(#"<testsuites name="widgetdeck preview --check" tests="3" failures="3" errors="0" skipped="0">"#),
            "\(recorded)")
        #expect(recorded.contains(#"<failure message="no golden: recorded now, look at it and run again" type="missing"/>"#))
        // One golden changed: its case fails with the row diff; the others pass.
        let spaced = folder + "/Sales-today~489e2e.small.txt"
        let golden = try String(contentsOfFile: spaced, encoding: .utf8)
        try golden.replacingOccurrences(of: "spaced", with: "SPACED").write(toFile: spaced, atomically: true, encoding: .utf8)
        let checked = try await preview([project, "--check", folder, "--junit", report] + now)
        #expect(checked.status == 1)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        let expectedStart = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="widgetdeck preview --check" tests="3" failures="1" errors="0" skipped="0">
              <testsuite name="\(folder)" tests="3" failures="1" errors="0" skipped="0">
                <testcase classname="Sales today" name="small" file="\(spaced)">
                  <failure message="the picture differs from its golden" type="golden">@@ rows
            """
        #expect(xml.hasPrefix(expectedStart), "\(xml)")
        #expect(
            xml.contains(
                #"<testcase classname="Title\#u{FFFD}]0;retitled\#u{FFFD}" name="small" file="\#(folder)/Title-0-retitled.small.txt"/>"#),
            "\(xml)")
        #expect(!xml.contains("\u{1b}"))
        // Well-formed XML, as a CI system's parser reads it.
        let parsed = try runProcess(
            "python3",
            [
                "-c", "import sys, xml.dom.minidom; d = xml.dom.minidom.parse(sys.argv[1]); print(len(d.getElementsByTagName('testcase')))",
                report,
            ])
        #expect(parsed.output.trimmingCharacters(in: .whitespacesAndNewlines) == "3", "\(parsed)")
        let orphan = try await preview([project, "--junit", report] + now)
        #expect(orphan.status == 64 && orphan.stderr.contains("--junit FILE writes what --check DIR found"), "\(orphan.stderr)")
    }

    @Test("a kind's escape bytes reach no output raw; a widget that supports no family is said")
    func escapesAndNoFamily() async throws {
        let described = try await preview([project, "--format", "describe"] + now)
        #expect(described.status == 0, "\(described.stderr)")
        #expect(
            !described.stdout.contains("\u{1b}") && described.stdout.contains("Title\u{FFFD}]0;retitled\u{FFFD} · small"),
            "\(described.stdout)")
        #expect(
            described.stderr.contains(
                "warning: Nowhere supports no family (.supportedFamilies([])): a phone shows it nowhere, and there is nothing to draw"),
            "\(described.stderr)")
        let drawn = try await preview([project] + now)
        #expect(!drawn.stdout.contains("\u{1b}"), "\(drawn.stdout)")
        let linted = try await preview([project, "--lint"] + now)
        #expect(!linted.stdout.contains("\u{1b}") && !linted.stderr.contains("\u{1b}"))
    }

    @Test("what the widgets' code prints is never an answer; --verbose shows it")
    func printedIsShown() async throws {
        let quiet = try await preview([project, "--format", "describe"] + now)
        #expect(quiet.status == 0 && !quiet.stderr.contains("timeline asked"), "\(quiet.stderr)")
        #expect(quiet.stdout.contains("Sales today · small · entry 1"), "every widget drew its entry: \(quiet.stdout)")
        let verbose = try await preview([project, "--format", "describe", "--verbose"] + now)
        #expect(verbose.stdout == quiet.stdout)
        #expect(
            verbose.stderr.contains("what the widgets' code printed\ntimeline asked\n{\"ok\":{\"entries\":[],\"policy\":\"never\"}}\n"),
            "\(verbose.stderr)")
    }

    @Test(
        "a widget's code that closes its standard output, floods it with 64 MB on one line or reopens it elsewhere stops nothing: every widget draws"
    )
    func standardOutputMistreated() async throws {
        let result = try await preview([previewFixture("StandardOutput"), "--format", "describe"] + now)
        #expect(result.status == 0, "\(result.stderr)")
        var expected = ""
        for (kind, text) in [("Closing", "closed"), ("Flooding", "flooded"), ("Reopening", "reopened")] {
            expected += "\(kind) · small · placeholder: Placeholder: the widget's layout, its content hidden.\n"
            expected += "\(kind) · small · snapshot: \(text).\n\(kind) · small · entry 1 · 9:00am: \(text).\n"
        }
        #expect(result.stdout == expected, "\(result.stdout)")
    }

    @Test("WIDGETDECK_PREVIEW_DEADLINE that is not seconds from 0.1 to 3600 is refused, naming it (exit 64)")
    func badDeadline() async throws {
        for value in ["abc", "0", "inf", "nan", "-5"] {
            let result = try await preview([project] + now, environment: ["WIDGETDECK_PREVIEW_DEADLINE": value])
            #expect(result.status == 64, "\(value): \(result.stderr)")
            #expect(result.stderr.contains("WIDGETDECK_PREVIEW_DEADLINE=\(value): the seconds each answer"), "\(result.stderr)")
        }
    }
}
