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

    @Test("WIDGETDECK_PREVIEW_DEADLINE that is not seconds from 0.1 to 3600 is refused, naming it (exit 64)")
    func badDeadline() async throws {
        for value in ["abc", "0", "inf", "nan", "-5"] {
            let result = try await preview([project] + now, environment: ["WIDGETDECK_PREVIEW_DEADLINE": value])
            #expect(result.status == 64, "\(value): \(result.stderr)")
            #expect(result.stderr.contains("WIDGETDECK_PREVIEW_DEADLINE=\(value): the seconds each answer"), "\(result.stderr)")
        }
    }
}
