import WidgetDrawing
import Foundation
import Testing
import WidgetCore
import WidgetFormats
@testable import WidgetSnapshotTesting
import WidgetTestSupport

@Suite("Snapshot assertions")
struct SnapshotTestingTests {
    /// A fake test file in a fresh directory, so golden files land somewhere disposable. Each call
    /// names its record mode: CI sets WIDGETDECK_RECORD=never, which these scratch goldens must not follow.
    func scratchTestFile() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        return dir.appendingPathComponent("WidgetTests.swift").path
    }

    func picture(_ value: String) -> Buffer {
        var buffer = Buffer(size: Size(width: 12, height: 4))
        buffer.drawBox(buffer.area, title: "Sales")
        buffer.drawText(value, in: Rect(x: 2, y: 1, width: 8, height: 1))
        buffer.drawText("▲ 12.4%", in: Rect(x: 2, y: 2, width: 8, height: 1))
        return buffer
    }

    @Test("a missing golden file is recorded and the test fails once, saying so")
    func recordsMissingGolden() throws {
        let file = scratchTestFile()
        let first = verifySnapshot(of: picture("$12.8K"), as: .text, record: .missing, testFilePath: file, testName: "testSales()")
        #expect(first?.contains("No golden file was found, so one was recorded: __Snapshots__/WidgetTests/testSales.txt") == true)
        let golden = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__/WidgetTests/testSales.txt")
        #expect(try String(contentsOf: golden, encoding: .utf8) == picture("$12.8K").plainText)
        #expect(verifySnapshot(of: picture("$12.8K"), as: .text, record: .missing, testFilePath: file, testName: "testSales()") == nil)
    }

    @Test("a changed picture fails with numbered rows and both versions of each differing row")
    func mismatchShowsDiff() throws {
        let file = scratchTestFile()
        _ = verifySnapshot(of: picture("$12.8K"), as: .text, named: "dark", record: .missing, testFilePath: file, testName: "sales")
        let message = try #require(
            verifySnapshot(of: picture("$12.9K"), as: .text, named: "dark", record: .missing, testFilePath: file, testName: "sales"))
        #expect(message.contains("Snapshot does not match __Snapshots__/WidgetTests/sales.dark.txt"))
        #expect(message.contains("−    2 │ │ $12.8K   │"))
        #expect(message.contains("+    2 │ │ $12.9K   │"))
        #expect(message.contains("     1 │ ╭ Sales ───╮"), "context rows are shown too")
        #expect(message.contains("WIDGETDECK_RECORD=1 swift test --filter sales"))
    }

    @Test("record mode rewrites the golden file and fails saying so")
    func recordMode() throws {
        let file = scratchTestFile()
        _ = verifySnapshot(of: picture("$1"), as: .text, record: .missing, testFilePath: file, testName: "t")
        let message = verifySnapshot(of: picture("$2"), as: .text, record: .all, testFilePath: file, testName: "t")
        #expect(message?.contains("Recorded snapshot __Snapshots__/WidgetTests/t.txt") == true)
        #expect(verifySnapshot(of: picture("$2"), as: .text, record: .missing, testFilePath: file, testName: "t") == nil)
    }

    @Test("in CI nothing is recorded: a missing golden fails and no file is written")
    func neverRecordsInCI() throws {
        let file = scratchTestFile()
        let message = try #require(verifySnapshot(of: picture("$1"), as: .text, record: .never, testFilePath: file, testName: "ci"))
        #expect(message.contains("No golden file __Snapshots__/WidgetTests/ci.txt, and this run records none"))
        let golden = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("__Snapshots__/WidgetTests/ci.txt")
        #expect(!FileManager.default.fileExists(atPath: golden.path), "a run that records nothing wrote a golden")
        #expect(verifySnapshot(of: picture("$1"), as: .text, record: .never, testFilePath: file, testName: "ci") != nil, "and fails again")
    }

    @Test(
        "the record mode comes from WIDGETDECK_RECORD, and CI means never",
        arguments: [
            ([:], SnapshotRecordMode.missing), (["WIDGETDECK_RECORD": "1"], .all), (["WIDGETDECK_RECORD": "all"], .all),
            (["WIDGETDECK_RECORD": "never"], .never), (["CI": "true"], .never), (["CI": "true", "WIDGETDECK_RECORD": "1"], .all),
            (["CI": "false"], .missing),
        ])
    func recordModeFromEnvironment(environment: [String: String], expected: SnapshotRecordMode) {
        #expect(SnapshotRecordMode.from(environment: environment) == expected)
    }

    @Test("pullback snapshots a value through another strategy")
    func pullback() throws {
        let file = scratchTestFile()
        let strategy: Snapshotting<String> = Snapshotting<Buffer>.text.pullback { self.picture($0) }
        _ = verifySnapshot(of: "$7", as: strategy, record: .missing, testFilePath: file, testName: "pulled")
        let golden = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("__Snapshots__/WidgetTests/pulled.txt")
        #expect(try String(contentsOf: golden, encoding: .utf8) == picture("$7").plainText)
        #expect(verifySnapshot(of: "$7", as: strategy, record: .missing, testFilePath: file, testName: "pulled") == nil)
        #expect(verifySnapshot(of: "$8", as: strategy, record: .missing, testFilePath: file, testName: "pulled") != nil)
    }

    @Test("the recording variable accepts the documented values")
    func recordingVariable() {
        #expect(snapshotRecordEnvironmentVariable == "WIDGETDECK_RECORD")
        #expect(sanitizedTestName("testSmall(family:)") == "testSmall")
        #expect(sanitizedTestName("large / dark") == "large---dark")
    }

    @Test("a line diff pairs removed and inserted rows and numbers them")
    func lineDiff() {
        let diff = LineDiff.render(expected: "a\nb\nc\n", actual: "a\nB\nc\nd\n")
        #expect(
            diff == """
                @@ rows 1–5 @@
                     1 │ a
                −    2 │ b
                +    2 │ B
                     3 │ c
                +    4 │ d
                     5 │\u{20}
                """)
        #expect(LineDiff.render(expected: "same", actual: "same") == nil)
        // A golden checked out with Windows line endings is the same picture; a real change in
        // it still shows, row for row, with no carriage return in the diff.
        #expect(LineDiff.render(expected: "a\r\nb\r\n", actual: "a\nb\n") == nil)
        let crlf = LineDiff.render(expected: "a\r\nb\r\n", actual: "a\nB\n")
        #expect(crlf?.contains("\r") == false && crlf?.contains("−    2 │ b") == true, "\(crlf ?? "")")
        #expect(LineDiff.render(expected: "x  \n", actual: "x\n")?.contains("x··") == true)
    }

    @Test("a mismatch is reported to Swift Testing as an issue")
    func reportsToSwiftTesting() {
        let file = scratchTestFile()
        _ = verifySnapshot(of: "one\n", as: .lines, record: .missing, testFilePath: file, testName: "t")
        withKnownIssue("the snapshot differs on purpose") {
            // assertSnapshot derives the golden path from this file, so use the verifying API
            // through the reporter directly.
            if let message = verifySnapshot(of: "two\n", as: .lines, record: .missing, testFilePath: file, testName: "t") {
                reportFailure(message, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            }
        }
    }

    @Test("a golden stored beside this test file matches")
    func storedGolden() {
        assertSnapshot(of: picture("$12.8K"), as: .text)
        assertSnapshot(of: picture("$12.8K"), as: .styles)
    }

    @Test(
        "a test's second unnamed snapshot is numbered (<test>.2), not compared with the first's golden; named ones, other strategies and other tests start again"
    )
    func unnamedAreNumbered() {
        let file = scratchTestFile()
        #expect(UnnamedSnapshots.next(testFilePath: file, testName: "sales()", pathExtension: "txt") == nil)
        #expect(UnnamedSnapshots.next(testFilePath: file, testName: "sales()", pathExtension: "txt") == "2")
        #expect(UnnamedSnapshots.next(testFilePath: file, testName: "sales()", pathExtension: "styles.txt") == nil)
        #expect(UnnamedSnapshots.next(testFilePath: file, testName: "sales()", pathExtension: "txt") == "3")
        #expect(UnnamedSnapshots.next(testFilePath: file, testName: "orders()", pathExtension: "txt") == nil)
        // As assertSnapshot names them: the second of a test lands in its own golden file.
        let second = verifySnapshot(of: picture("$2"), as: .text, named: "2", record: .missing, testFilePath: file, testName: "sales()")
        #expect(second?.contains("__Snapshots__/WidgetTests/sales.2.txt") == true)
    }

    @Test("titled pictures in one golden: each under a rule with its title; their style layers likewise")
    func sections() {
        let sections = [("live", picture("$12.8K")), ("stale", picture("$9.1K"))]
        let text = Snapshotting<[(String, Buffer)]>.sections.snapshot(sections)
        #expect(text.hasPrefix("── live ────\n╭ Sales ───╮\n"), "\(text)")
        #expect(text.contains("\n── stale ───\n"), "\(text)")
        #expect(Snapshotting<[(String, Buffer)]>.sectionStyles.pathExtension == "styles.txt")
    }
}
