import Foundation
import Testing
import WidgetCore
import WidgetSystem
import WidgetTestSupport

@Suite("the event log's file")
struct EventLogFileTests {
    @Test("each event is one JSON object a line, appended, with its time in UTC first")
    func linesAppended() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let fileLog = try EventLog(path: file)
        fileLog.record("request", at: goldenNow, [("cache", .string("hit"))])
        fileLog.record("request", at: goldenNow, [("cache", .string("miss"))])
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(
            lines == [
                #"{"time":"2026-11-30T20:30:00Z","event":"request","cache":"hit"}"#,
                #"{"time":"2026-11-30T20:30:00Z","event":"request","cache":"miss"}"#,
            ])
    }
}
