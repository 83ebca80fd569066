import Foundation
import Testing

@Suite("App group containers stay inside widgetdeck's app-groups folder")
struct AppGroupTests {
    @Test("an identifier of dots or nothing names a folder of its own, never app-groups or the folder above it (the user's store)")
    func dotsStayInside() throws {
        for identifier in ["..", ".", "", "group.com.example.app"] {
            let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier))
            defer { if identifier != "group.com.example.app" { try? FileManager.default.removeItem(at: url) } }
            #expect(url.deletingLastPathComponent().lastPathComponent == "app-groups", "\(identifier): \(url.path)")
            #expect(!["", ".", ".."].contains(url.lastPathComponent), "\(identifier): \(url.path)")
        }
    }
}
