import Foundation
import Testing
import WidgetTestSupport

/// The release binary against a hostile stand-in for the Admin API (Tests/Tools/
/// shopify_admin_hostile.py) on 127.0.0.1: every answer that trapped, stormed or exhausted
/// memory before (issue 27) now ends in a message and a documented status, and the stand-in's
/// request count says how many times it was asked.
@Suite("Hostile Admin API answers, through the binary", .serialized)
struct HostileAdminTests {
    static let now = "2026-11-30T15:30:00-05:00"

    /// A running stand-in and its request log.
    final class Hostile: @unchecked Sendable {
        let port: Int
        let log: String
        let process = Process()
        let input = Pipe()

        init(dir: URL) throws {
            log = dir.appendingPathComponent("hostile.log").path
            _ = FileManager.default.createFile(atPath: log, contents: Data())
            port = try startLoopbackTool("shopify_admin_hostile.py", ["--log", log], process: process, input: input)
        }

        deinit {
            try? input.fileHandleForWriting.close()
            kill(process.processIdentifier, SIGKILL)
        }

        func source(_ mode: String) -> String { "shopify:http://127.0.0.1:\(port)/\(mode)/admin/api/2025-10/graphql.json" }

        /// Requests that reached the stand-in in `mode`.
        func requests(_ mode: String) -> Int {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains(" /\(mode)/") }.count
        }
    }

    static func setUp(_ name: String) throws -> (dir: URL, environment: [String: String], hostile: Hostile) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let environment = [
            "HOME": dir.path, "XDG_CACHE_HOME": dir.appendingPathComponent("cache").path, "SHOPIFY_ACCESS_TOKEN": "shpat_test",
        ]
        return (dir, environment, try Hostile(dir: dir))
    }

    @Test("a FLOAT64 column holding 1e19 ends in a message (65), every time, and is never cached to crash the next pane")
    func unknownTypeHugeNumber() async throws {
        let (_, environment, hostile) = try Self.setUp("float64")
        for _ in 0..<3 {
            let result = try await widgetdeck(
                ["render", "--family", "small", "--metrics", "total_sales", "--source", hostile.source("float64-huge"), "--now", Self.now],
                environment: environment)
            #expect(result.status == 65, "status \(result.status) (132 is the trap): \(result.stderr)")
            #expect(result.stderr.contains("is 1e+19, not a FLOAT64 value"), "\(result.stderr)")
        }
        #expect(hostile.requests("float64-huge") == 3, "a refused answer is not kept: asked each time")
    }

    @Test("THROTTLED with figures of 1e19 ends in a message, not a trap")
    func hugeThrottle() async throws {
        let (_, environment, hostile) = try Self.setUp("throttle")
        let result = try await widgetdeck(
            ["render", "--family", "small", "--metrics", "total_sales", "--source", hostile.source("throttle-huge"), "--now", Self.now],
            environment: environment)
        #expect(result.status == 65, "status \(result.status): \(result.stderr)")
        #expect(result.stderr.contains("throttled by Shopify (cost over 10^15"), "\(result.stderr)")
    }

    @Test("429 with Retry-After 0 or 0.001: at most five requests from one render, not thousands", arguments: ["retry-zero", "retry-tiny"])
    func retryStorm(mode: String) async throws {
        let (_, environment, hostile) = try Self.setUp(mode)
        let result = try await widgetdeck(
            ["render", "--family", "small", "--metrics", "total_sales", "--source", hostile.source(mode), "--now", Self.now],
            environment: environment)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("HTTP 429) 5 times in a row"), "\(result.stderr)")
        #expect(hostile.requests(mode) == 5, "\(hostile.requests(mode)) requests")
    }

    @Test(
        "answers that amplify inside the body cap are refused with the limit they pass",
        arguments: [
            ("empty-rows", "holds more than 1000000 JSON values"),
            ("wide-columns", "has 100001 columns; an answer holds at most 100"),
            ("huge-display", "displayName is 10485760 bytes; a name is at most 1024"),
            ("dup-columns", "names the column total_sales twice"),
            ("many-rows", "has 100000 rows; an answer holds at most 10000"),
        ])
    func amplification(mode: String, message: String) async throws {
        let (_, environment, hostile) = try Self.setUp(mode)
        let query = try await widgetdeck(
            ["query", "FROM sales SHOW total_sales", "--source", hostile.source(mode), "--now", Self.now], environment: environment)
        #expect(query.status == 65 && query.stderr.contains(message), "\(query.status): \(query.stderr.prefix(500))")
        #expect(query.stdout.isEmpty)
    }

    @Test("a widget's query takes at most 31 rows of an answer")
    func widgetRows() async throws {
        let (_, environment, hostile) = try Self.setUp("widget-rows")
        let result = try await widgetdeck(
            ["render", "--family", "small", "--metrics", "total_sales", "--source", hostile.source("rows-40"), "--now", Self.now],
            environment: environment)
        #expect(result.status == 65 && result.stderr.contains("has 40 rows; a widget's query needs at most 31"), "\(result.stderr)")
        let fine = try await widgetdeck(
            ["render", "--family", "small", "--metrics", "total_sales", "--source", hostile.source("normal"), "--now", Self.now],
            environment: environment)
        #expect(fine.status == 0 && fine.stdout.contains("$100.00"), "\(fine.stderr)")
    }

    @Test("screen against a throttled shop asks for every widget at once: each widget's first request comes before any retry")
    func screenAsksTogether() async throws {
        let (_, environment, hostile) = try Self.setUp("screen")
        let result = try await widgetdeck(
            ["screen", "--source", hostile.source("throttle-huge"), "--now", Self.now], environment: environment)
        #expect(result.status == 65 && result.stderr.contains("5 times in a row"), "\(result.stderr)")
        let queries = ((try? String(contentsOfFile: hostile.log, encoding: .utf8)) ?? "").split(separator: "\n").map {
            String($0.split(separator: "q=").last ?? "")
        }
        let distinct = Set(queries).count
        #expect(distinct >= 4, "\(queries)")
        // One after another, a widget's five attempts would all come before the next widget's first.
        #expect(
            Set(queries.prefix(distinct)).count == distinct, "the first \(distinct) requests repeat a query: \(queries.prefix(distinct))")
    }

    @Test("a 100 KB ETag is not kept, so the next request is not too large for the server")
    func hugeETag() async throws {
        let (_, environment, hostile) = try Self.setUp("etag")
        let url = "http://127.0.0.1:\(hostile.port)/huge-etag/snapshot.json"
        for _ in 0..<3 {
            let result = try await widgetdeck(
                ["render", "--family", "small", "--source", url, "--now", Self.now], environment: environment)
            #expect(result.status == 0 && result.stdout.contains("$100.00"), "\(result.status): \(result.stderr)")
        }
    }
}

/// ShopifyQL that would run for ever or take all memory is refused before it runs.
@Suite("ShopifyQL stays bounded, through the binary")
struct BoundedShopifyQLTests {
    @Test(
        "a period of 99,999 days or a million hourly rows is refused, naming the limit",
        arguments: [
            ("FROM sales SHOW total_sales TIMESERIES hour SINCE -99999d LIMIT 1", "the period covers 100000 days"),
            ("FROM sales SHOW total_sales TIMESERIES day SINCE -99999y", "a query covers at most 4000 days"),
            ("FROM sales SHOW total_sales TIMESERIES hour SINCE -3y", "a time series has at most 10000"),
            (
                "FROM sales SHOW total_sales TIMESERIES day ORDER BY total_sales, total_sales, total_sales",
                "ORDER BY names total_sales twice"
            ),
        ])
    func refused(text: String, message: String) async throws {
        let result = try await widgetdeck(["query", text, "--now", "2026-11-30T15:30:00-05:00"])
        #expect(result.status == 65 && result.stderr.contains(message), "\(result.status): \(result.stderr)")
    }

    @Test("LIMIT without an order builds only the rows it keeps, and a year of hours still runs")
    func limitAndYear() async throws {
        let limited = try await widgetdeck([
            "query", "FROM sales SHOW orders TIMESERIES hour SINCE -300d LIMIT 2", "--format", "csv", "--now", "2026-11-30T15:30:00-05:00",
        ])
        #expect(limited.status == 0, "\(limited.stderr)")
        #expect(limited.stdout.split(separator: "\r\n").count == 3, "\(limited.stdout)")
    }

    @Test("validate refuses a query widget whose period passes the bounds (65), naming the widget and limit")
    func validateBounds() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString).json")
        try Data(
            #"{"widgets": [{"id": "q", "kind": "query", "family": "small", "title": "All time", "query": "FROM sales SHOW total_sales TIMESERIES hour SINCE -99999d"}]}"#
                .utf8
        ).write(to: file)
        let result = try await widgetdeck(["validate", file.path])
        #expect(
            result.status == 65 && result.stderr.contains("widgets[0].query") && result.stderr.contains("at most 4000 days"),
            "\(result.status): \(result.stderr)")
    }
}

/// Files in a file's place that are not files, and URLs that go somewhere else than they say.
@Suite("FIFOs and source URLs, through the binary")
struct FilesAndURLsTests {
    /// Runs widgetdeck under `timeout`: a command that would wait on a FIFO for ever is killed
    /// (status 137) instead of hanging the suite — a guard, not a measurement. `prefix` runs
    /// before the binary (`unshare -n`).
    func bounded(
        _ arguments: [String], environment: [String: String] = [:], prefix: [String] = []
    ) async throws -> (status: Int32, stdout: String, stderr: String) {
        try await offMainPool {
            try runWidgetdeck(arguments, environment: environment, prefix: ["/usr/bin/timeout", "-s", "KILL", "60"] + prefix)
        }
    }

    @Test("a FIFO as the dashboard file, an export or the token file is refused, named, at once")
    func fifos() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let validate = try await bounded(["validate", fifo])
        #expect(
            validate.status == 65 && validate.stderr.contains("\(fifo): is a FIFO (named pipe), not a regular file"),
            "\(validate.status): \(validate.stderr)")
        let imported = try await bounded(
            ["import", "orders", fifo, "--store", dir.appendingPathComponent("s.sqlite").path], environment: ["HOME": dir.path])
        #expect(imported.status == 65 && imported.stderr.contains("is a FIFO (named pipe)"), "\(imported.status): \(imported.stderr)")
        let token = try await bounded(
            ["render", "--family", "small", "--source", "shopify:maple-and-moss", "--token-file", fifo], environment: ["HOME": dir.path])
        #expect(
            token.status == 64 && token.stderr.contains("the token file \(fifo) cannot be read: is a FIFO"),
            "\(token.status): \(token.stderr)")
        let directory = try await bounded(["validate", dir.path])
        #expect(directory.status == 65 && directory.stderr.contains("is a directory, not a regular file"), "\(directory.stderr)")
    }

    @Test(
        "a shopify: URL whose host is not this machine, or that carries user information, is refused before any connection",
        arguments: [
            ("http://127.0.0.1@example.invalid/admin/api/2025-10/graphql.json", "holds a user name or password"),
            ("http://[::1]@example.invalid/admin/api/2025-10/graphql.json", "holds a user name or password"),
            ("http://127.example.invalid/admin/api/2025-10/graphql.json", "plain http:// is allowed only to a loopback address"),
            ("http://localhost.example.invalid/admin/api/2025-10/graphql.json", "plain http:// is allowed only to a loopback address"),
        ])
    func refusedURLs(url: String, message: String) async throws {
        // As root, in a network namespace of its own with no interface up: were the check to
        // let the request through, it could reach nothing.
        let isolated = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")
        if !isolated {
            print(
                "FilesAndURLsTests.refusedURLs: not root; run without an empty network namespace (the URLs name example.invalid, which never resolves)"
            )
        }
        let arguments = ["render", "--family", "small", "--source", "shopify:" + url, "--now", "2026-11-30T15:30:00-05:00"]
        let result = try await bounded(
            arguments, environment: ["SHOPIFY_ACCESS_TOKEN": "shpat_test"], prefix: isolated ? ["/usr/bin/unshare", "-n"] : [])
        #expect(result.status == 64 && result.stderr.contains(message), "\(result.status): \(result.stderr)")
    }
}
