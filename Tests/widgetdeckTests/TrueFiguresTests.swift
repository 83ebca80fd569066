import Foundation
import Testing

/// The moment both sides of each comparison are drawn at.
private let moment = ["--now", "2026-11-30T15:30:00-05:00"]

@Suite("every figure on screen is true right now (the command line)")
struct TrueFiguresTests {
    @Test("screen without --source draws the dashboard's default source, the demo shop: the same figures as render and the dashboard, not invented ones")
    func screenDefaultSource() async throws {
        let screen = try await widgetdeck(["screen", "--size", "120x40"] + moment)
        #expect(screen.status == 0, "\(screen.stderr)")
        // The store's status and the orders waiting, as the demo store has them.
        let status = try await widgetdeck(["render", "--family", "small", "--kind", "store-status"] + moment)
        let fulfill = try await widgetdeck(["render", "--family", "medium", "--kind", "orders-to-fulfill"] + moment)
        let open = status.stdout.contains("Open")
        #expect(screen.stdout.contains(open ? "Open" : "Paused") && !screen.stdout.contains(open ? "Paused" : "Open  "), "\(screen.stdout)")
        let waiting = try #require(fulfill.stdout.split(separator: "\n").dropFirst(3).first.map { $0.filter(\.isNumber) }, "\(fulfill.stdout)")
        #expect(!waiting.isEmpty && screen.stdout.contains(" \(waiting) "), "render says \(waiting) to fulfill; screen:\n\(screen.stdout)")
        let large = try await widgetdeck(["render", "--family", "large"] + moment)
        for figure in ["$7,765", "vs $11,508"] {
            #expect(large.stdout.contains(figure) && screen.stdout.contains(figure), "\(figure)")
        }
        #expect(screen.stdout.contains(" demo "), "the status line names the source")
    }
}
