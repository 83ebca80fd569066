import Foundation
import Testing
import WidgetTestSupport

/// Whether `text` holds a byte that would reach a terminal as a control: C0 (but newline and
/// tab), DEL, C1, or ESC.
private func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
}

private func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}

@Suite("Hostile input: no trap, no hang, no control sequence, a documented exit status")
struct HostileInputTests {
    let now = "2026-11-30T15:30:00-05:00"

    @Test(
        "numbers too large for the program are refused by field (65), never a trap",
        arguments: [
            #"{"schemaVersion": 1e19, "generatedAt": "2026-11-30T20:30:00Z", "shop": {"name": "S", "currency": "USD"}, "range": "today", "metrics": {}}"#,
            #"{"schemaVersion": 2, "generatedAt": "2026-11-30T20:30:00Z", "shop": {"name": "S", "currency": "USD"}, "range": "today", "metrics": {"total_sales": {"value": 1, "previous": 1, "series": [1.7e308, -1.7e308]}}}"#,
            #"{"schemaVersion": 2, "generatedAt": "2026-11-30T20:30:00Z", "shop": {"name": "S", "currency": "USD"}, "range": "today", "metrics": {"total_sales": {"value": "1e400"}}}"#,
        ])
    func hugeNumbers(document: String) async throws {
        let file = try temporaryFile("snapshot.json", Array(document.utf8))
        let home = try newHome("huge")
        defer { removeHome(home) }
        let result = try await widgetdeck(["render", "--family", "large", "--snapshot", file, "--now", now], environment: ["HOME": home])
        #expect(result.status == 65, "status \(result.status): \(result.stderr)")
        #expect(result.stderr.contains("schemaVersion") || result.stderr.contains("total_sales"), "\(result.stderr)")
        let timeline = try temporaryFile(
            "timeline.json",
            Array(#"{"schemaVersion": 1e19, "entries": [{"date": "2026-11-30T20:00:00Z", "metrics": {"orders": {"value": 1}}}]}"#.utf8))
        let played = try await widgetdeck(["render", "--family", "small", "--timeline", timeline, "--now", now])
        #expect(played.status == 65 && played.stderr.contains("schemaVersion"), "\(played.stderr)")
    }

    @Test(
        "what an argument or a file holds never reaches the terminal as a control sequence",
        arguments: [
            ["render", "--family", "\u{1B}]2;PWNED\u{7}"],
            ["render", "--family", "small", "--metrics", "\u{1B}[2Jorders"],
            ["render", "--family", "small", "--theme", "\u{9B}31mred"],
            ["\u{1B}[31mrendr"],
            ["render", "--family", "small", "--now", "\u{7}\u{0}"],
            ["render", "--family", "small", "--size", String(repeating: "9", count: 100_000)],
        ])
    func argumentsNeverControl(arguments: [String]) async throws {
        let result = try await widgetdeck(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(!hasControl(result.stderr) && !hasControl(result.stdout), "\(result.stderr.debugDescription)")
        #expect(result.stderr.count < 2000, "a long value is echoed whole: \(result.stderr.count) characters")
    }

    @Test("files full of controls, NULs and long values give clean, short messages")
    func filesNeverControl() async throws {
        let home = try newHome("hostile")
        defer { removeHome(home) }
        // A UTF-16 export: every other byte a NUL.
        let utf16 = Array(
            "Name,Created at,Lineitem quantity,Lineitem price\n#1,2026-11-28 10:00:00 -0500,1,10.00\n".utf16.flatMap {
                [UInt8($0 & 0xFF), UInt8($0 >> 8)]
            })
        let long =
            "Name,Created at,Lineitem quantity,Lineitem price\n#1,2026-11-28 10:00:00 -0500,\(String(repeating: "7", count: 100_000)),10.00\n"
        let escapes = "Name,Created at,Lineitem quantity,Lineitem price\n#1\u{1B}]0;owned\u{7},2026-11-28 10:00:00 -0500,\u{1B}[2Jx,10.00\n"
        for (name, bytes) in [("utf16.csv", utf16), ("long.csv", Array(long.utf8)), ("escapes.csv", Array(escapes.utf8))] {
            let file = try temporaryFile(name, bytes)
            let result = try await widgetdeck(["import", "orders", file, "--store", home + "/s.sqlite"], environment: ["HOME": home])
            #expect(result.status == 65, "\(name): \(result.stderr)")
            #expect(!hasControl(result.stderr), "\(name): \(result.stderr.debugDescription)")
            #expect(result.stderr.count < 1000, "\(name): \(result.stderr.count) characters")
        }
        let dashboard = try temporaryFile("d.json", Array(#"{"widgets": [{"id": "\u001b]2;x\u0007", "family": "huge\u001b[31m"}]}"#.utf8))
        let validated = try await widgetdeck(["validate", dashboard])
        #expect(validated.status == 65 && !hasControl(validated.stderr), "\(validated.stderr.debugDescription)")
    }

    @Test("a dashboard file over 1,000 widgets is refused, saying so (65)")
    func tooManyWidgets() async throws {
        let widgets = (0..<1001).map { #"{"id": "w\#($0)", "family": "small"}"# }.joined(separator: ",")
        let file = try temporaryFile("many.json", Array(#"{"widgets": [\#(widgets)]}"#.utf8))
        let result = try await widgetdeck(["validate", file])
        #expect(result.status == 65 && result.stderr.contains("has 1001 widgets; a dashboard places at most 1000"), "\(result.stderr)")
    }

    @Test("--now outside 1970–9999 is refused (64); a far --now costs two months of demo days, not years, and no later start pays for it")
    func farNow() async throws {
        let home = try newHome("far-now")
        defer { removeHome(home) }
        #expect(try await widgetdeck(["render", "--family", "small", "--now", "0001-01-01T00:00:00Z"]).status == 64)
        // What a jump costs is counted in the days of orders the demo store makes, not timed.
        let store = home + "/.local/share/widgetdeck/demo.sqlite"
        func days() throws -> (count: Int, last: Int) {
            let script =
                "import sqlite3,sys; r=sqlite3.connect(sys.argv[1]).execute('SELECT COUNT(DISTINCT local_day), MAX(local_day) FROM orders').fetchone(); print(r[0], r[1])"
            let words = try runProcess("python3", ["-c", script, store]).output.split(separator: " ").compactMap {
                Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            return (words.first ?? -1, words.last ?? -1)
        }
        let far = try await widgetdeck(["render", "--family", "small", "--now", "2036-06-01T12:00:00Z"], environment: ["HOME": home])
        #expect(far.status == 0, "\(far.stderr)")
        let afterJump = try days()
        // Ninety days of history before the far day, and at most two months more: not ten years.
        #expect(afterJump.count > 0 && afterJump.count <= 90 + 62, "a ten-year jump made \(afterJump.count) days of orders")
        let size = try FileManager.default.attributesOfItem(atPath: store)[.size] as? Int ?? 0
        #expect(size < 40 << 20, "the demo store grew to \(size >> 20) MB")
        #expect(try await widgetdeck(["render", "--family", "small", "--now", now], environment: ["HOME": home]).status == 0)
        // Back at today: the days today's figures need (ninety at most), not the decade between.
        let afterReturn = try days()
        #expect(
            afterReturn.count - afterJump.count <= 90 && afterReturn.last == afterJump.last, "going back: \(afterJump) → \(afterReturn)")
    }

    @Test("a bad theme file and a corrupt store are unusable data (65), not usage errors")
    func dataExitStatuses() async throws {
        let theme = try temporaryFile("theme.json", Array("{not json".utf8))
        #expect(try await widgetdeck(["render", "--family", "small", "--theme", theme, "--now", now]).status == 65)
        let store = try temporaryFile("store.sqlite", Array(repeating: 0x41, count: 8192))
        let result = try await widgetdeck(["render", "--family", "small", "--source", "store:\(store)", "--now", now])
        #expect(result.status == 65 && result.stderr.contains("store.sqlite: file is not a database"), "\(result.status): \(result.stderr)")
        // The dashboard and query open the store before anything else, and stop there.
        let query = try await widgetdeck(["query", "FROM sales SHOW orders", "--source", "store:\(store)", "--now", now])
        #expect(
            query.status == 65 && query.stderr.contains("--source store:\(store): \(store): file is not a database"),
            "\(query.status): \(query.stderr)")
    }

    @Test("shop names that differ only in punctuation are kept apart: the second is refused, naming the first")
    func shopCollision() async throws {
        let home = try newHome("collide")
        defer { removeHome(home) }
        let export = try temporaryFile(
            "o.csv", Array("Name,Created at,Lineitem quantity,Lineitem price\n#1,2026-11-28 10:00:00 -0500,1,10.00\n".utf8))
        let store = home + "/s.sqlite"
        #expect(
            try await widgetdeck(["import", "orders", export, "--store", store, "--shop", "a b"], environment: ["HOME": home]).status == 0)
        let second = try await widgetdeck(["import", "orders", export, "--store", store, "--shop", "a/b"], environment: ["HOME": home])
        #expect(second.status == 64 && second.stderr.contains("\"a-b\", which is the shop \"a b\""), "\(second.stderr)")
        #expect(
            try await widgetdeck(["import", "orders", export, "--store", store, "--shop", "a b"], environment: ["HOME": home]).status == 0,
            "the same name adds to it")
    }
}
