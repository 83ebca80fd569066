import Foundation
import Testing
import WidgetTestSupport

/// The `shopify:` source against a local fake of the GraphQL Admin API
/// (Tests/Tools/shopify_admin_fake.py), over real HTTP on 127.0.0.1, through the release binary.
/// The fake computes its figures from a widgetdeck store's orders with its own ShopifyQL
/// implementation, so agreement between `query` on the store and on the fake is two
/// implementations agreeing.
@Suite("shopify: source against the fake Admin API", .serialized)
struct ShopifySourceTests {
    static let token = "shpat_SEKRET0123456789"
    static let now = "2026-11-30T15:30:00-05:00"

    /// A running fake serving the store at `store`, with its request log.
    final class Fake: @unchecked Sendable {
        let port: Int
        let log: String
        let process = Process()
        let input = Pipe()

        init(store: String, dir: URL) throws {
            log = dir.appendingPathComponent("fake.log").path
            _ = FileManager.default.createFile(atPath: log, contents: Data())
            port = try startLoopbackTool(
                "shopify_admin_fake.py",
                ["--store", store, "--now", "2026-11-30T20:30:00Z", "--token", ShopifySourceTests.token, "--log", log],
                process: process, input: input)
        }

        deinit {
            // The fake exits when its input closes; SIGKILL makes sure. No waitUntilExit: in a
            // deinit on the cooperative pool, Foundation's run loop can spin on it.
            try? input.fileHandleForWriting.close()
            kill(process.processIdentifier, SIGKILL)
        }

        func source(_ mode: String = "") -> String {
            "shopify:http://127.0.0.1:\(port)\(mode.isEmpty ? "" : "/" + mode)/admin/api/2026-10/graphql.json"
        }

        func requests() -> [String] {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        /// Sets a misbehaviour for every path (`normal` clears it).
        func setMode(_ mode: String) throws {
            let result = try runProcess(
                "python3",
                [
                    "-c",
                    "import urllib.request, sys; print(urllib.request.urlopen(urllib.request.Request(sys.argv[1], method='POST')).read().decode())",
                    "http://127.0.0.1:\(port)/__mode/\(mode)",
                ]
            ).output
            #expect(result.contains("\"mode\""), "\(result)")
        }
    }

    /// A directory with the demo shop's store brought up to `now`, and the environment that
    /// reads it (and keeps the shared cache there too).
    static func demo() async throws -> (dir: URL, environment: [String: String], store: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shopify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let environment = [
            "XDG_DATA_HOME": dir.appendingPathComponent("data").path, "XDG_CACHE_HOME": dir.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": dir.appendingPathComponent("state").path, "SHOPIFY_ACCESS_TOKEN": token,
        ]
        let made = try await widgetdeck(["render", "--family", "small", "--now", now], environment: environment)
        #expect(made.status == 0, "\(made.stderr)")
        return (dir, environment, dir.appendingPathComponent("data/widgetdeck/demo.sqlite").path)
    }

    /// Everything a run printed, and every file it left (but the token file a test wrote), must
    /// be free of the token.
    static func expectNoToken(_ outputs: [String], under dir: URL) {
        for output in outputs { #expect(!output.contains("SEKRET"), "the token leaked: \(output)") }
        let files = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []
        for file in files where !file.hasSuffix("demo.sqlite") && file != "token" {
            guard let bytes = FileManager.default.contents(atPath: dir.appendingPathComponent(file).path) else { continue }
            #expect(!String(decoding: bytes, as: UTF8.self).contains("SEKRET"), "the token is in \(file)")
        }
    }

    @Test(
        "render shows the fake's figures: the same sales and comparison as the store they came from, one request per distinct query across processes"
    )
    func figures() async throws {
        let (dir, environment, store) = try await Self.demo()
        let fake = try Fake(store: store, dir: dir)
        let local = try await widgetdeck(
            ["render", "--family", "medium", "--now", Self.now, "--format", "describe", "--metrics", "total_sales,orders"],
            environment: environment)
        let remote = try await widgetdeck(
            [
                "render", "--family", "medium", "--now", Self.now, "--format", "describe", "--metrics", "total_sales,orders",
                "--source", fake.source(),
            ], environment: environment)
        #expect(remote.status == 0, "\(remote.stderr)")
        #expect(remote.stdout == local.stdout, "store: \(local.stdout)\nshopify: \(remote.stdout)")
        #expect(remote.stdout.contains("Total sales $7,765, down 32.5% from $11,508 yesterday. Orders 68, down 26.9%"), "\(remote.stdout)")
        // A second process within the minute, and a large widget whose sales query differs.
        let again = try await widgetdeck(
            ["render", "--family", "medium", "--now", Self.now, "--metrics", "total_sales,orders", "--source", fake.source()],
            environment: environment)
        #expect(again.status == 0 && again.stdout.contains("$7,765"), "\(again.stdout)")
        let requests = fake.requests()
        #expect(requests.count == 1, "one request for one distinct query: \(requests)")
        #expect(
            requests.first?.contains("agent=widgetdeck/") == true && requests.first?.contains("type=application/json") == true,
            "\(requests)")
        #expect(
            requests.first?.contains(
                "q=FROM sales SHOW total_sales, orders TIMESERIES hour SINCE today UNTIL today COMPARE TO previous_period WITH TOTALS")
                == true)
        // Ten processes at once, on a query no one has asked yet: still one request.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    let r = try await widgetdeck(
                        [
                            "render", "--family", "small", "--now", Self.now, "--metrics", "net_sales", "--range", "7d", "--source",
                            fake.source(),
                        ],
                        environment: environment)
                    #expect(r.status == 0, "\(r.stderr)")
                }
            }
            try await group.waitForAll()
        }
        #expect(fake.requests().filter { $0.contains("SHOW net_sales TIMESERIES day SINCE -6d") }.count == 1, "\(fake.requests())")
        let toFulfill = try await widgetdeck(
            [
                "render", "--family", "small", "--now", Self.now, "--metrics", "orders_to_fulfill", "--format", "describe", "--source",
                fake.source(),
            ],
            environment: environment)
        let localToFulfill = try await widgetdeck(
            ["render", "--family", "small", "--now", Self.now, "--metrics", "orders_to_fulfill", "--format", "describe"],
            environment: environment)
        #expect(toFulfill.stdout == localToFulfill.stdout, "\(toFulfill.stdout) vs \(localToFulfill.stdout)")
        // The orders-to-fulfill widget: Shopify's count, its button shown disabled with the reason.
        let queue = try await widgetdeck(
            ["render", "--kind", "orders-to-fulfill", "--family", "medium", "--controls", "--now", Self.now, "--source", fake.source()],
            environment: environment)
        #expect(
            queue.status == 0 && queue.stdout.contains("[Fulfill next]") && queue.stdout.contains("Fulfilling: local store only"),
            "\(queue.stdout)")
        let localQueue = try await widgetdeck(
            ["render", "--kind", "orders-to-fulfill", "--family", "medium", "--controls", "--now", Self.now], environment: environment)
        let count = { (text: String) in text.split(separator: "\n").dropFirst(3).first.map(String.init) }
        #expect(count(queue.stdout) == count(localQueue.stdout), "the same count: \(queue.stdout) \(localQueue.stdout)")
        let ansi = try await widgetdeck(
            [
                "render", "--kind", "orders-to-fulfill", "--family", "medium", "--controls", "--format", "ansi", "--now", Self.now,
                "--source", fake.source(),
            ],
            environment: environment)
        #expect(Self.isDim(before: "[Fulfill next]", in: ansi.stdout), "drawn dimmed: \(ansi.stdout.debugDescription)")
        let status = try await widgetdeck(
            [
                "render", "--kind", "store-status", "--family", "small", "--controls", "--format", "ansi", "--now", Self.now, "--source",
                fake.source(),
            ],
            environment: environment)
        #expect(
            status.status == 0 && status.stdout.contains("Status not read") && Self.isDim(before: "[Pause]", in: status.stdout),
            "\(status.stdout.debugDescription)")
        let localAnsi = try await widgetdeck(
            ["render", "--kind", "orders-to-fulfill", "--family", "medium", "--controls", "--format", "ansi", "--now", Self.now],
            environment: environment)
        #expect(
            !Self.isDim(before: "[Fulfill next]", in: localAnsi.stdout),
            "on the store it acts, undimmed: \(localAnsi.stdout.debugDescription)")
        Self.expectNoToken(
            [
                local.stdout, local.stderr, remote.stdout, remote.stderr, again.stdout, again.stderr, toFulfill.stdout, toFulfill.stderr,
                queue.stdout,
            ], under: dir)
    }

    @Test("query gives identical rows for store: and the fake Admin API fed the same orders, daily sessions included")
    func identicalRows() async throws {
        let (dir, environment, _) = try await Self.demo()
        // A store of its own from the fixtures: orders from an export, sessions by day.
        let store = dir.appendingPathComponent("fixture.sqlite").path
        let fixtures = repositoryRoot.appendingPathComponent("Tests/WidgetStoreTests/Fixtures")
        let orders = try await widgetdeck(
            ["import", "orders", fixtures.appendingPathComponent("orders_export.csv").path, "--store", store, "--shop", "Maple & Moss"],
            environment: environment)
        #expect(orders.status == 0, "\(orders.stderr)")
        let sessions = try await widgetdeck(
            ["import", "sessions", fixtures.appendingPathComponent("sessions_daily.csv").path, "--store", store], environment: environment)
        #expect(sessions.status == 0, "\(sessions.stderr)")
        let queries = [
            "FROM sales SHOW total_sales, orders, average_order_value TIMESERIES day SINCE -7d UNTIL today COMPARE TO previous_period WITH TOTALS",
            "FROM sales SHOW gross_sales, discounts, returns, net_sales, net_items_sold GROUP BY hour SINCE yesterday UNTIL today",
            "FROM sales SHOW net_sales, returning_customer_rate WHERE customer_type = 'returning' SINCE startOfMonth(0m) GROUP BY day ORDER BY net_sales DESC LIMIT 3",
            "FROM sessions SHOW sessions, conversion_rate GROUP BY day SINCE -3d UNTIL today COMPARE TO previous_period",
            "FROM sales SHOW total_sales DURING this_year GROUP BY month",
            "FROM sales SHOW orders DURING last_week",
        ]
        for (path, name) in [(store, "fixture"), (dir.appendingPathComponent("data/widgetdeck/demo.sqlite").path, "demo")] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(name), withIntermediateDirectories: true)
            let fake = try Fake(store: path, dir: dir.appendingPathComponent(name))
            for query in queries {
                let local = try await widgetdeck(
                    ["query", query, "--now", Self.now, "--format", "json", "--source", name == "demo" ? "demo" : "store:\(store)"],
                    environment: environment)
                let remote = try await widgetdeck(
                    ["query", query, "--now", Self.now, "--format", "json", "--source", fake.source()], environment: environment)
                #expect(local.status == 0 && remote.status == 0, "\(local.stderr) \(remote.stderr)")
                #expect(
                    try Self.shape(local.stdout) == Self.shape(remote.stdout),
                    "\(name): \(query)\nstore:   \(local.stdout)\nshopify: \(remote.stdout)")
                #expect(local.stdout.contains("\"rows\":[{"), "\(name): \(query) has rows: \(local.stdout)")
            }
        }
    }

    /// Whether the attributes in force where `text` starts include dim (SGR 2): the SGR
    /// sequences before it read in order, colours (38/48;2;r;g;b) skipped.
    static func isDim(before text: String, in ansi: String) -> Bool {
        guard let end = ansi.range(of: text)?.lowerBound else { return false }
        var dim = false
        var rest = ansi[..<end]
        while let start = rest.range(of: "\u{1b}[") {
            let after = rest[start.upperBound...]
            guard let m = after.firstIndex(of: "m") else { break }
            var codes = after[..<m].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
            while let code = codes.popFirst() {
                switch code {
                case 38, 48: codes = codes.dropFirst(codes.first == 5 ? 2 : 4)
                case 0, 22: dim = false
                case 2: dim = true
                default: break
                }
            }
            rest = after[after.index(after: m)...]
        }
        return dim
    }

    /// Columns' names and types, and the rows: what must agree (display names are each side's).
    static func shape(_ json: String) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let columns = (object["columns"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? "")/\($0["dataType"] ?? "")" }
        let rows = try JSONSerialization.data(withJSONObject: object["rows"] ?? [], options: [.sortedKeys])
        return columns.joined(separator: ",") + "\n" + String(decoding: rows, as: UTF8.self)
    }

    @Test(
        "throttling is waited out within the deadline; 401, 403, 402, 423, ACCESS_DENIED and parseErrors each say what happened; 5xx shows the last figures stale"
    )
    func failures() async throws {
        let (dir, environment, store) = try await Self.demo()
        let fake = try Fake(store: store, dir: dir)
        var outputs: [String] = []
        func render(
            _ source: String, _ metrics: String = "total_sales", env: [String: String]? = nil
        ) async throws -> (status: Int32, stdout: String, stderr: String) {
            let r = try await widgetdeck(
                [
                    "render", "--family", "small", "--now", Self.now, "--metrics", metrics, "--format", "text", "--source", source,
                    "--log", dir.appendingPathComponent("events.jsonl").path,
                ], environment: env ?? environment)
            outputs += [r.stdout, r.stderr]
            return r
        }
        // THROTTLED once: the bucket (666 of 752 needed, restoring 50/s) refills in 1.72 s.
        let started = Date()
        let throttled = try await render(fake.source("throttle-once"))
        #expect(throttled.status == 0 && throttled.stdout.contains("$7,765"), "\(throttled.stdout) \(throttled.stderr)")
        #expect(Date().timeIntervalSince(started) >= 1.5, "it waited what the restore rate implies")
        #expect(fake.requests().filter { $0.contains("/throttle-once/") }.count == 2)
        // A bucket that refills past the deadline: said, not waited for.
        let starved = try await render(fake.source("throttle-long"))
        #expect(
            starved.stdout.contains("throttled") || starved.stderr.contains("throttled by Shopify (cost 1000, 0 available, restoring 1/s)"),
            "\(starved)")
        for (mode, words) in [
            ("status-401", "refused the access token (HTTP 401)"), ("status-403", "lacks a scope it needs"),
            ("status-402", "the shop is frozen (HTTP 402"), ("status-423", "the shop is locked (HTTP 423"),
            ("denied", "Shopify denied access: Access denied for shopifyqlQuery field"),
        ] {
            let r = try await render(fake.source(mode))
            #expect(r.stdout.contains(words) || r.stderr.contains(words), "\(mode): \(r.stdout) \(r.stderr)")
            #expect(!r.stdout.contains("$0"), "\(mode) shows no zero: \(r.stdout)")
        }
        // The wrong token is a 401 from the fake itself.
        var wrong = environment
        wrong["SHOPIFY_ACCESS_TOKEN"] = "shpat_wrong"
        let refused = try await render(fake.source(), env: wrong)
        #expect((refused.stdout + refused.stderr).contains("HTTP 401"), "\(refused)")
        // parseErrors: shown with the query.
        let parse = try await widgetdeck(
            ["query", "FROM sales SHOW profit SINCE -7d", "--source", fake.source()], environment: environment)
        outputs += [parse.stdout, parse.stderr]
        #expect(parse.status == 65, "\(parse)")
        #expect(
            parse.stderr.contains(
                "Shopify could not run the ShopifyQL query: Unknown metric profit — query: FROM sales SHOW profit SINCE -7d"),
            "\(parse.stderr)")
        // 5xx after a good answer: the last figures, marked stale; the cache's minute is zero so
        // the next render asks again.
        var noCache = environment
        noCache["WIDGETDECK_CACHE_TTL"] = "0"
        let good = try await render(fake.source(), "gross_sales", env: noCache)
        #expect(good.status == 0 && !good.stdout.contains("⚠"), "\(good.stdout)")
        try fake.setMode("status-503")
        let stale = try await render(fake.source(), "gross_sales", env: noCache)
        try fake.setMode("normal")
        #expect(stale.stdout.contains("⚠"), "stale marked: \(stale.stdout)")
        #expect(
            stale.stdout.components(separatedBy: "\n").dropFirst(2).first == good.stdout.components(separatedBy: "\n").dropFirst(2).first,
            "the last figures: \(stale.stdout)")
        #expect(stale.stderr.contains("Shopify is having trouble (HTTP 503)") || stale.stdout.contains("HTTP 503"), "\(stale)")
        // The event log heard of every request, and of no token.
        let events = try String(contentsOfFile: dir.appendingPathComponent("events.jsonl").path, encoding: .utf8)
        #expect(events.contains("shopify:http://127.0.0.1"), "\(events.prefix(400))")
        Self.expectNoToken(outputs, under: dir)
    }

    @Test(
        "the token: from SHOPIFY_ACCESS_TOKEN or a private --token-file (a readable one refused with chmod 600); plain http only to loopback"
    )
    func tokens() async throws {
        let (dir, environment, store) = try await Self.demo()
        let fake = try Fake(store: store, dir: dir)
        var noToken = environment
        noToken.removeValue(forKey: "SHOPIFY_ACCESS_TOKEN")
        let missing = try await widgetdeck(["render", "--family", "small", "--source", fake.source()], environment: noToken)
        #expect(
            missing.status == 64
                && missing.stderr.contains("no Admin API access token: set SHOPIFY_ACCESS_TOKEN or give --token-file FILE"), "\(missing)")
        let file = dir.appendingPathComponent("token").path
        try (Self.token + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
        let open = try await widgetdeck(
            ["render", "--family", "small", "--source", fake.source(), "--token-file", file], environment: noToken)
        #expect(open.status == 64 && open.stderr.contains("chmod 600 \(file)"), "\(open)")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        let fromFile = try await widgetdeck(
            ["render", "--family", "small", "--now", Self.now, "--source", fake.source(), "--token-file", file], environment: noToken)
        #expect(fromFile.status == 0 && fromFile.stdout.contains("$7,765"), "\(fromFile)")
        let remote = try await widgetdeck(
            ["render", "--family", "small", "--source", "shopify:http://example.com/admin/api/2025-10/graphql.json"],
            environment: environment)
        #expect(remote.status == 64 && remote.stderr.contains("plain http:// is allowed only to a loopback address"), "\(remote)")
        let version = try await widgetdeck(
            ["render", "--family", "small", "--source", "shopify:maple-and-moss", "--api-version", "2024-04"], environment: environment)
        #expect(version.status == 64 && version.stderr.contains("an API version is YYYY-MM (2025-10 or later)"), "\(version)")
        let misplaced = try await widgetdeck(["render", "--family", "small", "--token-file", file], environment: environment)
        #expect(misplaced.status == 64 && misplaced.stderr.contains("--token-file is for --source shopify:SHOP"), "\(misplaced)")
        Self.expectNoToken([missing.stderr, open.stderr, fromFile.stdout, fromFile.stderr, remote.stderr, version.stderr], under: dir)
    }
}
