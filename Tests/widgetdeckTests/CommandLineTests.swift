import WidgetCore
import WidgetFormats
import Dispatch
import Foundation
import Testing
import WidgetSystem
import WidgetTestSupport

/// The `widgetdeck` binary built beside this test bundle.
func widgetdeckBinary() throws -> URL {
    // bin/test builds the release binary as bin/widgetdeck does and names it here: the tests
    // then drive what a user runs. A bare `swift test` uses the debug build beside the tests.
    if let path = ProcessInfo.processInfo.environment["WIDGETDECK_BINARY"], !path.isEmpty {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CommandFailure(message: "WIDGETDECK_BINARY=\(path) is not an executable file")
        }
        return URL(fileURLWithPath: path)
    }
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    // On Linux the tests are a plain executable in the build directory; on macOS a bundle.
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("widgetdeck")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    throw CommandFailure(message: "the widgetdeck binary was not built next to the tests (\(testBinary.path))")
}

/// A home directory of this test run's own, so stores and caches start empty and never touch
/// the user's.
let testHome: String = {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetdeck-home-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}()

/// Runs widgetdeck with `arguments` in a fixed environment and returns status, stdout, stderr.
func widgetdeck(
    _ arguments: [String], environment extra: [String: String] = [:]
) async throws -> (status: Int32, stdout: String, stderr: String) {
    try await offMainPool { try runWidgetdeck(arguments, environment: extra) }
}

/// `prefix`: a program and its arguments that run the binary (`timeout 60`, `unshare -n`,
/// `sh -c 'exec "$0" "$@" > /dev/full'`), the binary's path and `arguments` following them.
/// `binary`: another program than the one under test (a release unpacked elsewhere).
func runWidgetdeck(
    _ arguments: [String], environment extra: [String: String], prefix: [String] = [], binary other: URL? = nil
) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    let binary = try other ?? widgetdeckBinary()
    if let program = prefix.first {
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(prefix.dropFirst()) + [binary.path] + arguments
    } else {
        process.executableURL = binary
        process.arguments = arguments
    }
    var environment = ["TZ": "America/Toronto", "LANG": "en_US.UTF-8", "PATH": "/usr/bin:/bin", "HOME": testHome]
    environment.merge(extra) { $1 }
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}

@Suite("widgetdeck on the command line")
struct CommandLineTests {
    let now = "2026-11-30T15:30:00-05:00"

    @Test("render prints each family at its size, with the as-of time", arguments: WidgetFamily.allCases)
    func renderEachFamily(_ family: WidgetFamily) async throws {
        let result = try await widgetdeck(["render", "--family", family.rawValue, "--format", "text", "--now", now])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == family.size.height)
        #expect(lines.allSatisfy { TerminalText.width($0) <= family.size.width })
        if !family.isAccessory { #expect(result.stdout.contains("as of 3:30pm")) }
        #expect(!result.stdout.unicodeScalars.contains { TerminalWidth.isControl($0.value) && $0 != "\n" })
    }

    @Test("a 24-hour locale gets a 24-hour time")
    func twentyFourHourClock() async throws {
        let result = try await widgetdeck(["render", "--family", "small", "--now", now], environment: ["LANG": "de_DE.UTF-8"])
        #expect(result.stdout.contains("as of 15:30"))
    }

    @Test("the same arguments, data and TZ give the same bytes")
    func deterministic() async throws {
        for format in ["text", "ansi", "svg"] {
            let a = try await widgetdeck(["gallery", "--format", format, "--now", now, "--range", "7d"])
            let b = try await widgetdeck(["gallery", "--format", format, "--now", now, "--range", "7d"])
            let diff = zip(a.stdout.split(separator: "\n"), b.stdout.split(separator: "\n")).first { $0 != $1 }
            #expect(
                a.status == 0 && a.stdout == b.stdout && !a.stdout.isEmpty,
                "\(format): first difference \(String(describing: diff)); stderr \(a.stderr) \(b.stderr)")
        }
    }

    @Test("eight renders started at once on a first run share one new demo store: all succeed, all agree")
    func concurrentFirstRun() async throws {
        let now = self.now
        // A few rounds, each on a new home: the race is in the first seconds of a store's life.
        for _ in 0..<3 {
            let home = try newHome("first-run")
            defer { removeHome(home) }
            let results = try await withThrowingTaskGroup(of: (status: Int32, stdout: String, stderr: String).self) { group in
                for _ in 0..<8 {
                    group.addTask { try await widgetdeck(["render", "--family", "medium", "--now", now], environment: ["HOME": home]) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for result in results { #expect(result.status == 0, "\(result.stderr)") }
            #expect(Set(results.map(\.stdout)).count == 1)
        }
    }

    @Test(
        "a wrong option or value exits 64 naming it and what is allowed",
        arguments: [
            (["render", "--family", "tiny"], "--family: \"tiny\" is not a family; families: small, medium"),
            (["render"], "--family is required"),
            (["render", "--family", "small", "--format", "pdf"], "--format: \"pdf\" is not allowed; use one of: text, ansi, svg"),
            (
                ["render", "--family", "small", "--metrics", "total_sales,profit"],
                "\"profit\" is not a metric; known metrics: total_sales, orders"
            ),
            (["render", "--family", "small", "--now", "yesterday"], "--now: \"yesterday\" is not an ISO 8601 time"),
            (["render", "--family", "small", "--size", "big"], "--size: \"big\" is not a size"),
            (["render", "--family", "small", "--range", "week"], "use one of: today, 7d, 30d"),
            (["render", "--family", "small", "--state", "broken"], "live, placeholder, snapshot, empty, stale, error"),
            (["render", "--family", "small", "--theme", "neon"], "built in: dark, light, high-contrast"),
            (["render", "--family", "small", "--bogus"], "unknown option --bogus"),
            (["frobnicate"], "unknown command \"frobnicate\""),
            (["import", "orders", "export.csv", "--time-zone", "Mars/Base"], "--time-zone: \"Mars/Base\" is not a time zone"),
        ])
    func usageErrors(arguments: [String], message: String) async throws {
        let result = try await widgetdeck(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--size renders any family at a designer's size")
    func sizeOverride() async throws {
        let result = try await widgetdeck(["render", "--family", "medium", "--size", "60x12", "--now", now])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 12)
        #expect(lines.first.map { TerminalText.width($0) } == 60)
    }

    @Test("the gallery wraps to COLUMNS, or 120 when not a terminal")
    func galleryWraps() async throws {
        let wide = try await widgetdeck(["gallery", "--now", now])
        #expect(wide.stdout.split(separator: "\n").allSatisfy { TerminalText.width($0) <= 120 })
        let narrow = try await widgetdeck(["gallery", "--now", now], environment: ["COLUMNS": "50"])
        // A band holds what fits; a widget wider than the terminal (extra large, 88) has one to itself.
        let lines = narrow.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { TerminalText.width($0) <= 50 || $0.contains("extraLarge") || TerminalText.width($0) <= 88 })
        #expect(lines.filter { TerminalText.width($0) > 50 }.count <= WidgetFamily.extraLarge.size.height + 1)
        #expect(narrow.stdout.split(separator: "\n").count > wide.stdout.split(separator: "\n").count)
    }

    @Test("ANSI output honours NO_COLOR")
    func noColor() async throws {
        let result = try await widgetdeck(
            ["render", "--family", "small", "--format", "ansi", "--now", now], environment: ["NO_COLOR": "1"])
        #expect(!result.stdout.contains("38;"))
        #expect(result.stdout.contains("\u{1B}[1m"))
    }
}

@Suite("widgetdeck publish, validate and data sources")
struct DataCommandTests {
    let now = "2026-11-30T15:30:00-05:00"

    func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("render --snapshot shows the file's values; a truncated file falls back to the last good copy, or exits 65 naming the file")
    func snapshotFile() async throws {
        let dir = try scratch()
        let file = dir.appendingPathComponent("snapshot.json").path
        let cache = ["XDG_CACHE_HOME": dir.appendingPathComponent("cache").path]
        #expect(try await widgetdeck(["publish", "--out", file, "--now", now]).status == 0)
        // Hand-edit a value so the render provably comes from the file.
        var text = try String(contentsOfFile: file, encoding: .utf8)
        let range = try #require(text.range(of: #""orders":\{"value":[0-9.]+,"#, options: .regularExpression))
        text.replaceSubrange(range, with: #""orders":{"value":1234,"#)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let good = try await widgetdeck(
            ["render", "--family", "medium", "--snapshot", file, "--format", "text", "--now", now], environment: cache)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.contains("1,234"))
        try String(text.prefix(900)).write(toFile: file, atomically: true, encoding: .utf8)
        let stale = try await widgetdeck(
            ["render", "--family", "medium", "--snapshot", file, "--format", "text", "--now", now], environment: cache)
        #expect(stale.status == 0)
        #expect(stale.stdout.contains("1,234") && stale.stdout.contains("⚠"))
        #expect(stale.stderr.contains("\(file): cannot be read at byte 900"))
        let fresh = ["XDG_CACHE_HOME": dir.appendingPathComponent("empty-cache").path]
        let none = try await widgetdeck(["render", "--family", "medium", "--snapshot", file, "--now", now], environment: fresh)
        #expect(none.status == 65)
        #expect(none.stderr.contains(file) && none.stderr.contains("no good copy"))
        let missing = try await widgetdeck(
            ["render", "--family", "small", "--snapshot", dir.appendingPathComponent("nope.json").path], environment: fresh)
        // Missing input (66, as docs/cli.md says), though the placeholder is still drawn.
        #expect(missing.status == 66)
        #expect(missing.stdout.contains("▆▆▆"), "a missing file shows the placeholder")
        #expect(missing.stderr.contains("does not exist yet"))
    }

    @Test("validate exits 65 with every problem's JSON path; warnings do not fail")
    func validate() async throws {
        let dir = try scratch()
        let bad = dir.appendingPathComponent("bad.json").path
        try #"{"widgets": [{"id": "a", "family": "small", "metrics": ["orders", "profit"]}, {"id": "b", "family": "huge"}]}"#.write(
            toFile: bad, atomically: true, encoding: .utf8)
        let result = try await widgetdeck(["validate", bad])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(bad): widgets[0].metrics[1]: \"profit\" is not a metric; known metrics: total_sales"))
        #expect(result.stderr.contains("\(bad): widgets[1].family: \"huge\" is not a family"))
        let good = dir.appendingPathComponent("good.json").path
        try #"{"widgets": [{"id": "a", "family": "small", "metrics": ["orders"], "extra": 1}]}"#.write(
            toFile: good, atomically: true, encoding: .utf8)
        let ok = try await widgetdeck(["validate", good])
        #expect(ok.status == 0)
        #expect(ok.stdout.contains("ok — 1 widget"))
        #expect(ok.stderr.contains("warning: \(good): widgets[0].extra: unknown key"))
        #expect(try await widgetdeck(["validate", dir.appendingPathComponent("none.json").path]).status == 66)
        #expect(try await widgetdeck(["validate", repositoryRoot.appendingPathComponent("docs/examples/dashboard.json").path]).status == 0)
    }

    @Test("publish writes all twelve metrics by default, atomically")
    func publish() async throws {
        let dir = try scratch()
        let file = dir.appendingPathComponent("s.json").path
        #expect(try await widgetdeck(["publish", "--out", file, "--now", now, "--range", "7d"]).status == 0)
        let response = try SnapshotDocument.decode(FileIO.read(file), file: file)
        #expect(response.readings.count == 12)
        #expect(response.range == .last7Days)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["s.json"])
        #expect(try await widgetdeck(["publish", "--now", now]).status == 64)
    }
}

@Suite("widgetdeck render --timeline")
struct TimelineCommandTests {
    let example = repositoryRoot.appendingPathComponent("docs/examples/timeline.json").path

    @Test(
        "picks the entry in force before, between, at and after the entries",
        arguments: [
            ("2026-11-30T08:30:00-05:00", "▆▆▆"),
            ("2026-11-30T09:00:00-05:00", "$812.40"),
            ("2026-11-30T10:30:00-05:00", "$812.40"),
            ("2026-11-30T12:00:00-05:00", "$2,311"),
            ("2026-12-02T09:00:00-05:00", "$4,549"),
        ])
    func entryAtTime(now: String, expected: String) async throws {
        let result = try await widgetdeck(["render", "--family", "small", "--timeline", example, "--now", now])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(expected), "\(result.stdout)")
    }

    @Test("three days after its last entry a timeline's figures are stale and name their day, though the file gives no staleAt")
    func staleDaysLater() async throws {
        let result = try await widgetdeck(["render", "--family", "small", "--timeline", example, "--now", "2026-12-03T15:30:00-05:00"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("⚠"), "\(result.stdout)")
        #expect(result.stdout.contains("Nov 30"), "the entry's day is named: \(result.stdout)")
    }

    @Test("an entry past its staleAt shows the stale marker")
    func staleEntry() async throws {
        let result = try await widgetdeck(["render", "--family", "small", "--timeline", example, "--now", "2026-11-30T10:30:00-05:00"])
        #expect(result.stdout.contains("⚠ as of 9:00am"))
    }

    @Test("a malformed timeline exits 65 naming the entry and field")
    func malformed() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tl-\(UUID().uuidString).json").path
        try
            #"{"schemaVersion": 1, "entries": [{"date": "2026-11-30T09:00:00Z", "metrics": {"orders": {"value": 1}}}, {"date": "later", "metrics": {}}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try await widgetdeck(["render", "--family", "small", "--timeline", file])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(file): entries[1].date: expected an ISO 8601 time"))
    }

    @Test("--log appends request events as JSON lines, without tokens")
    func log() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let snapshot = dir.appendingPathComponent("s.json").path
        let logFile = dir.appendingPathComponent("events.jsonl").path
        _ = try await widgetdeck(["publish", "--out", snapshot, "--now", "2026-11-30T15:30:00-05:00"])
        let env = ["XDG_CACHE_HOME": dir.path, "WIDGETDECK_TOKEN": "sekret-token"]
        _ = try await widgetdeck(
            ["render", "--family", "small", "--snapshot", snapshot, "--log", logFile, "--now", "2026-11-30T15:31:00-05:00"],
            environment: env)
        let text = try String(contentsOfFile: logFile, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(
            lines[0].contains(#""event":"request""#) && lines[0].contains(#""outcome":"ok""#) && lines[0].contains(#""dataAgeSeconds":60"#))
        #expect(!text.contains("sekret"))
    }
}

@Suite("widgetdeck import and the store")
struct ImportCommandTests {
    @Test("import says which zone the shop's days are counted in, and warns when the export's times were written in another")
    func importSaysTheZone() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-zone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = dir.appendingPathComponent("orders.csv").path
        try """
        Name,Created at,Lineitem quantity,Lineitem price
        #1,2026-11-30 09:00:00 -0500,1,20.00
        #2,2026-07-01 10:00:00 -0400,1,20.00
        #3,2026-11-30 10:00:00 -0500,1,20.00
        """.write(toFile: csv, atomically: true, encoding: .utf8)
        // No --time-zone: this machine's (UTC here), said so, and the -05:00 and -04:00 times warned of.
        let utc = try await widgetdeck(
            ["import", "orders", csv, "--store", dir.appendingPathComponent("a.sqlite").path], environment: ["TZ": "UTC"])
        #expect(utc.status == 0, "\(utc.stderr)")
        #expect(
            utc.stdout.contains(#"shop "my-shop" (days counted in UTC, this machine's zone; give --time-zone for your shop's)"#),
            "\(utc.stdout)")
        #expect(
            utc.stderr.contains(
                "warning: 3 orders were written at -05:00 (the first, #1), but UTC was at +00:00 then: the shop's \"today\" would begin at another hour than its orders' days. Import again with --time-zone and the zone of your shop (Shopify admin › Settings › General)"
            ), "\(utc.stderr)")
        // The shop's zone, summer and winter offsets both its own: nothing to warn of.
        let toronto = try await widgetdeck([
            "import", "orders", csv, "--store", dir.appendingPathComponent("b.sqlite").path, "--time-zone", "America/Toronto",
        ])
        #expect(toronto.stdout.contains(#"(days counted in America/Toronto)"#) && toronto.stderr.isEmpty, "\(toronto)")
    }

    @Test("import orders then render from the store; a bad row exits 65 naming line and column, keeping nothing")
    func importAndRender() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let store = dir.appendingPathComponent("store.sqlite").path
        let csv = dir.appendingPathComponent("orders.csv").path
        try """
        Name,Email,Currency,Shipping,Taxes,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price
        #1,a@x.com,USD,5.00,1.00,0.00,2026-11-30 09:00:00 -0500,3,Mug,20.00
        #2,b@x.com,USD,0.00,0.00,0.00,2026-11-30 10:00:00 -0500,1,Mug,20.00
        """.write(toFile: csv, atomically: true, encoding: .utf8)
        let imported = try await widgetdeck(["import", "orders", csv, "--store", store, "--shop", "Test Shop"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("imported 2 orders"))
        let render = try await widgetdeck([
            "render", "--family", "small", "--source", "store:\(store)", "--metrics", "gross_sales,orders", "--now",
            "2026-11-30T12:00:00-05:00",
        ])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("$80") && render.stdout.contains("Test Shop"), "\(render.stdout)")
        let bad = dir.appendingPathComponent("bad.csv").path
        try "Name,Created at,Lineitem quantity,Lineitem price\n#3,2026-11-30 11:00:00 -0500,two,20.00\n".write(
            toFile: bad, atomically: true, encoding: .utf8)
        let failed = try await widgetdeck(["import", "orders", bad, "--store", store])
        #expect(failed.status == 65)
        #expect(failed.stderr.contains("\(bad): line 2, column \"Lineitem quantity\""))
        #expect(try await widgetdeck(["render", "--family", "small", "--source", "store:\(dir.path)/none.sqlite"]).status == 64)
    }

    @Test(
        "render --kind draws the interactive kinds from the store (their controls with --controls) and retired or unknown kinds as notices")
    func kinds() async throws {
        let now = "2026-11-30T15:30:00-05:00"
        let orders = try await widgetdeck(["render", "--kind", "orders-to-fulfill", "--family", "medium", "--controls", "--now", now])
        #expect(orders.status == 0, "\(orders.stderr)")
        #expect(orders.stdout.contains("[Fulfill next]") && orders.stdout.contains("Oldest first"))
        let plain = try await widgetdeck(["render", "--kind", "orders-to-fulfill", "--family", "medium", "--now", now])
        #expect(!plain.stdout.contains("[Fulfill next]"), "controls only with --controls")
        let status = try await widgetdeck(["render", "--kind", "store-status", "--family", "accessoryInline", "--now", now])
        #expect(status.stdout.hasPrefix("Online store: Open"))
        let metrics = try await widgetdeck(["render", "--family", "small", "--controls", "--range", "30d", "--now", now])
        #expect(metrics.stdout.contains("[30d ▸]") && metrics.stdout.contains("[↻]"))
        let retired = try await widgetdeck(["render", "--kind", "orders-summary", "--family", "small"])
        #expect(retired.status == 0 && retired.stdout.contains("Widget retired") && retired.stdout.contains("“metrics”"))
        let unknown = try await widgetdeck(["render", "--kind", "store-statsu", "--family", "large"])
        #expect(
            unknown.stdout.contains("Unknown widget") && unknown.stdout.contains("“store-statsu”")
                && unknown.stdout.contains("“store-status”"))
    }

    @Test(
        "--shop picks a shop of the source by id or name in render, gallery and publish; a shop the source does not hold exits 65 naming those it does"
    )
    func shopOption() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shops-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let store = dir.appendingPathComponent("store.sqlite").path
        for (shop, price) in [("North Shop", "20.00"), ("South Shop", "7.00")] {
            let csv = dir.appendingPathComponent("\(shop).csv").path
            try """
            Name,Email,Currency,Shipping,Taxes,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price
            #1,a@x.com,USD,0.00,0.00,0.00,2026-11-30 09:00:00 -0500,1,Mug,\(price)
            """.write(toFile: csv, atomically: true, encoding: .utf8)
            #expect(try await widgetdeck(["import", "orders", csv, "--store", store, "--shop", shop]).status == 0)
        }
        let at = ["--source", "store:\(store)", "--metrics", "gross_sales", "--now", "2026-11-30T12:00:00-05:00"]
        let south = try await widgetdeck(["render", "--family", "small", "--shop", "south-shop"] + at)
        #expect(south.status == 0 && south.stdout.contains("South Shop") && south.stdout.contains("$7"), "\(south.stdout)\(south.stderr)")
        let north = try await widgetdeck(["gallery", "--shop", "North Shop"] + at)
        #expect(north.status == 0 && north.stdout.contains("North Shop") && !north.stdout.contains("South Shop"), "\(north.stdout)")
        let out = dir.appendingPathComponent("south.json").path
        #expect(try await widgetdeck(["publish", "--out", out, "--shop", "south-shop"] + at).status == 0)
        #expect(try SnapshotDocument.decode(FileIO.read(out), file: out).shop.name == "South Shop")
        let wrong = try await widgetdeck(["render", "--family", "small", "--shop", "west"] + at)
        #expect(wrong.status == 65 && wrong.stderr.contains("has no shop \"west\"; shops: north-shop, south-shop"), "\(wrong.stderr)")
        let snapshot = try await widgetdeck(["render", "--family", "small", "--snapshot", out, "--shop", "north-shop"])
        #expect(
            snapshot.status == 65 && snapshot.stderr.contains("holds the shop \"south-shop\", not \"north-shop\""), "\(snapshot.stderr)")
        #expect(try await widgetdeck(["render", "--family", "small", "--shop", "elsewhere"]).status == 65, "the demo source has one shop")
        let screen = try await widgetdeck([
            "screen", "--source", "store:\(store)", "--shop", "South Shop", "--now", "2026-11-30T12:00:00-05:00",
        ])
        #expect(
            screen.status == 0 && screen.stdout.contains("╭ South Shop") && !screen.stdout.contains("North Shop")
                && !screen.stdout.contains("Maple & Moss"), "\(screen.stdout)")
        #expect(screen.stdout.contains("$7.00"), "the shop's own figures, not sample data: \(screen.stdout)")
        #expect(try await widgetdeck(["screen", "--source", "store:\(store)", "--shop", "west"]).status == 65)
    }

    @Test("one metric, one value: orders to fulfill is the same count as a metric and as its own widget at the same --now")
    func oneCount() async throws {
        for now in ["2026-11-30T15:30:29-05:00", "2026-11-30T15:30:59-05:00", "2026-11-30T09:00:01-05:00"] {
            let metric = try await widgetdeck(["render", "--family", "accessoryInline", "--metrics", "orders_to_fulfill", "--now", now])
            let kind = try await widgetdeck(["render", "--family", "medium", "--kind", "orders-to-fulfill", "--now", now])
            #expect(metric.status == 0 && kind.status == 0)
            let count = try #require(metric.stdout.split(whereSeparator: { !$0.isNumber }).first.flatMap { Int($0) }, "\(metric.stdout)")
            let rows = kind.stdout.split(separator: "\n")
            let title = try #require(rows.firstIndex { $0.contains("Orders to fulfill") }, "\(kind.stdout)")
            #expect(
                rows[title + 1].split(whereSeparator: { !$0.isNumber }).first.flatMap { Int($0) } == count,
                "\(now): \(metric.stdout) vs\n\(kind.stdout)")
        }
    }

    @Test("money in a published document is an exact decimal string with the currency's decimals, never float noise")
    func exactMoney() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("money-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (now, range) in [
            ("2026-11-30T15:30:00-05:00", "today"), ("2026-11-29T23:59:00-05:00", "7d"), ("2026-11-30T08:00:00-05:00", "30d"),
        ] {
            let out = dir.appendingPathComponent("\(range).json").path
            #expect(try await widgetdeck(["publish", "--out", out, "--range", range, "--now", now]).status == 0)
            let document = try JSONValue.parse(FileIO.read(out))
            guard case .object(let metrics)? = document["metrics"] else {
                Issue.record("no metrics")
                continue
            }
            var amounts: [String] = []
            for (_, entry) in metrics where entry["currency"] != nil {
                for key in ["value", "previous", "previousFull"] { if case .string(let text)? = entry[key] { amounts.append(text) } }
                if case .array(let series)? = entry["series"] {
                    amounts += series.compactMap { if case .string(let t) = $0 { t } else { nil } }
                }
            }
            #expect(amounts.count > 30)
            let bad = amounts.filter { $0.wholeMatch(of: /-?\d+\.\d{2}/) == nil }
            #expect(bad.isEmpty, "\(range): \(bad)")
            #expect(!String(decoding: try FileIO.read(out), as: UTF8.self).contains("00000000"), "no float noise")
        }
    }

    @Test("the demo shop: values change as --now moves")
    func demoMoves() async throws {
        let a = try await widgetdeck(["render", "--family", "large", "--now", "2026-11-30T14:00:00-05:00"])
        let b = try await widgetdeck(["render", "--family", "large", "--now", "2026-11-30T16:00:00-05:00"])
        #expect(a.status == 0 && b.status == 0)
        #expect(a.stdout != b.stdout)
        #expect(b.stdout.contains("Conversion rate") && b.stdout.contains("Returns"))
    }
}
