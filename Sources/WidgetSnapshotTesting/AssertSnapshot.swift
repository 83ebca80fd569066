import Foundation
import Synchronization
import WidgetCore
import WidgetFormats
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Asserts that `value`, rendered by `strategy`, matches the golden file stored beside the test:
/// `__Snapshots__/<TestFile>/<test>[.<name>].txt`. A test that asserts more than one snapshot
/// without a name numbers the second and later ones: `<test>.2.txt`, `<test>.3.txt`.
///
/// - A missing golden file is written and the test fails, saying it was recorded: a new
///   reference is looked at by a person before it counts. In CI (`WIDGETDECK_RECORD=never`, or
///   `CI` set) nothing is written and the test fails.
/// - `WIDGETDECK_RECORD=1` (or `record: .all`) rewrites the golden file and fails the same way.
/// - A mismatch fails with a line diff that numbers the rows and shows both versions of each
///   row that differs, and says how to re-record.
///
/// Works from Swift Testing (`@Test`) and XCTest alike: the failure is reported to whichever is
/// running the test.
///
/// ```swift
/// @Test func smallWidgetLive() {
///     assertSnapshot(of: render(.small), as: .text, named: "dark")
/// }
/// ```
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let message: String?
    do {
        message = verifySnapshot(
            of: try value(),
            as: strategy,
            named: name
                ?? UnnamedSnapshots.next(testFilePath: "\(filePath)", testName: "\(function)", pathExtension: strategy.pathExtension),
            record: record,
            testFilePath: "\(filePath)",
            testName: "\(function)"
        )
    } catch {
        message = "Could not render the value to snapshot: \(error)"
    }
    guard let message else { return }
    reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares `value` with its golden file and returns a failure message, or `nil` when it
/// matches. ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)`` is
/// this plus reporting; use this one to build other assertions.
public func verifySnapshot<Value>(
    of value: Value,
    as strategy: Snapshotting<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    testFilePath: String,
    testName: String
) -> String? {
    let fileURL = URL(fileURLWithPath: testFilePath)
    let testFile = fileURL.deletingPathExtension().lastPathComponent
    let directory = fileURL.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile)
    let base = sanitizedTestName(testName)
    let fileName = (name.map { "\(base).\(sanitizedTestName($0))" } ?? base) + "." + strategy.pathExtension
    let golden = directory.appendingPathComponent(fileName)
    let shownPath = "__Snapshots__/\(testFile)/\(fileName)"
    let actual = strategy.snapshot(value)
    let mode = record ?? SnapshotRecordMode.from(environment: ProcessInfo.processInfo.environment)
    let fileManager = FileManager.default

    func write() -> String? {
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: golden, options: .atomic)
            return nil
        } catch {
            return "Could not write the snapshot to \(golden.path): \(error)"
        }
    }

    if mode == .all {
        if let problem = write() { return problem }
        return
            "Recorded snapshot \(shownPath) (\(snapshotRecordEnvironmentVariable) is set). Look at it, then run the test again without recording."
    }
    guard let data = fileManager.contents(atPath: golden.path) else {
        if mode == .never {
            return
                "No golden file \(shownPath), and this run records none (\(snapshotRecordEnvironmentVariable)=never, or CI). Record it locally, look at it, and commit it."
        }
        if let problem = write() { return problem }
        return "No golden file was found, so one was recorded: \(shownPath). Look at it, then run the test again to compare against it."
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard let diff = LineDiff.render(expected: expected, actual: actual) else { return nil }
    return """
        Snapshot does not match \(shownPath)
        (− golden file, + this run; numbers are rows)
        \(diff)

        If the new picture is the intended design, re-record it: \(snapshotRecordEnvironmentVariable)=1 swift test --filter \(base)
        """
}

/// `testSmallWidget()` → `testSmallWidget`; other characters unsafe in file names become `-`.
func sanitizedTestName(_ name: String) -> String {
    var trimmed = Substring(name)
    if let paren = trimmed.firstIndex(of: "(") { trimmed = trimmed[..<paren] }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
    return String(trimmed.map { allowed.contains($0) ? $0 : "-" })
}

func reportFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        )
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    print("snapshot failure at \(filePath):\(line): \(message)")
    #endif
}

/// How many unnamed snapshots each running test has asserted, so that the second of one test is
/// `<test>.2` rather than a second comparison with the first's golden file (as
/// swift-snapshot-testing numbers them). A test is told apart by its file, its name, the Swift
/// Testing test and case running it, and the task it runs in — parameterised cases run at once.
enum UnnamedSnapshots {
    private static let counts = Mutex<[String: Int]>([:])

    /// The name of the next unnamed snapshot of the running test: `nil` for the first.
    static func next(testFilePath: String, testName: String, pathExtension: String) -> String? {
        var key = "\(testFilePath)|\(testName)|\(pathExtension)"
        #if canImport(Testing)
        if let test = Test.current {
            key += "|\(test.id)|\(String(describing: Test.Case.current))"
        }
        #endif
        withUnsafeCurrentTask { task in
            if let task { key += "|\(task.hashValue)" }
        }
        let count = counts.withLock { counts -> Int in
            counts[key, default: 0] += 1
            return counts[key]!
        }
        return count == 1 ? nil : "\(count)"
    }
}
