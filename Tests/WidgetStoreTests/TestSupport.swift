import WidgetFormats
import Foundation
import WidgetCore

/// The moment these tests are set at: 3:30pm in Toronto on Monday, November 30, 2026.
let storeTestNow = ISO8601.parse("2026-11-30T15:30:00-05:00")!

/// A new, empty directory of the test's own under the system's temporary directory.
func scratchDirectory(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}
