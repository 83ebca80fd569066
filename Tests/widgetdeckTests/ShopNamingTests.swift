import Foundation
import Testing
import WidgetTestSupport

/// A widget names the shop it was given, or none: never the demo's on someone else's data.
@Suite("no borrowed shop")
struct ShopNamingTests {
    private static let moment = ["--now", "2026-11-30T15:30:00-05:00"]

    @Test(
        "a broken snapshot's Orders-to-fulfill, metrics and status widgets name no shop they were not given",
        arguments: ["orders-to-fulfill", "metrics", "store-status"])
    func brokenSnapshotNamesNoShop(kind: String) async throws {
        let home = try newHome("borrowed-shop")
        defer { removeHome(home) }
        let broken = home + "/BROKEN.json"
        try #"{"schemaVersion": 2, "shop": "#.write(toFile: broken, atomically: true, encoding: .utf8)
        for format in ["text", "describe"] {
            let drawn = try await widgetdeck(
                ["render", "--family", "medium", "--kind", kind, "--source", "snapshot:" + broken, "--format", format] + Self.moment)
            let everything = drawn.stdout + drawn.stderr
            #expect(!everything.contains("Maple") && !everything.contains("Moss"), "\(kind) \(format):\n\(everything)")
            // The status widget reads no snapshot (it is the local store's); the others say what failed.
            if kind != "store-status" { #expect(everything.contains("BROKEN.json"), "the failure is named: \(everything)") }
        }
    }

    @Test("a timeline file that names no shop draws its figures under no shop's name, in the default currency; one that does is named")
    func timelineWithoutShop() async throws {
        let home = try newHome("timeline-shop")
        defer { removeHome(home) }
        let entry = #"{"date": "2026-11-30T15:00:00-05:00", "metrics": {"total_sales": {"value": 1204.5}}}"#
        try #"{"schemaVersion": 1, "entries": [\#(entry)]}"#.write(toFile: home + "/none.json", atomically: true, encoding: .utf8)
        try #"{"schemaVersion": 1, "shop": {"name": "Harbour Tea"}, "entries": [\#(entry)]}"#.write(
            toFile: home + "/named.json", atomically: true, encoding: .utf8)
        let none = try await widgetdeck(["render", "--family", "small", "--timeline", home + "/none.json"] + Self.moment)
        #expect(none.status == 0, "\(none.stderr)")
        #expect(none.stdout.contains("$1,204") && !none.stdout.contains("Maple"), "\(none.stdout)")
        let said = try await widgetdeck(
            ["render", "--family", "small", "--timeline", home + "/none.json", "--format", "describe"] + Self.moment)
        #expect(said.stdout.hasPrefix("Today."), "\(said.stdout)")
        let named = try await widgetdeck(["render", "--family", "small", "--timeline", home + "/named.json"] + Self.moment)
        #expect(named.stdout.contains("Harbour Tea"), "\(named.stdout)")
    }
}
