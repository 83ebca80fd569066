import Foundation
import Testing
@testable import WidgetCore
@testable import WidgetSystem
import WidgetTestSupport

/// The misbehaving fixture server (Tests/Tools/http_fixture_server.py) on 127.0.0.1, started
/// once for the suite; it exits when this process does.
final class FixtureServer: Sendable {
    static let shared = FixtureServer()
    /// The same fixtures over TLS, with a self-signed certificate for 127.0.0.1.
    static let secure = FixtureServer(tls: true)
    let port: Int
    let log: String
    let process: Process
    let input: Pipe
    /// The certificate to trust for the TLS server.
    let certificate: String?

    init(tls: Bool = false) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("http-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let document = dir.appendingPathComponent("snapshot.json").path
        log = dir.appendingPathComponent("requests.log").path
        _ = FileManager.default.createFile(atPath: log, contents: Data())
        let response = SampleSource().response(
            for: MetricsQuery(shop: "s", metrics: Metric.catalogue.map(\.id), range: .today, end: goldenNow))
        try! FileIO.writeAtomically(SnapshotDocument.encode(response), to: document)
        var arguments = ["python3", repositoryRoot.appendingPathComponent("Tests/Tools/http_fixture_server.py").path, document, log]
        if tls {
            let cert = dir.appendingPathComponent("cert.pem").path, key = dir.appendingPathComponent("key.pem").path
            let openssl = Process()
            openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            openssl.arguments = [
                "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2",
                "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
            ]
            openssl.standardError = FileHandle.nullDevice
            try! openssl.run()
            openssl.waitUntilExit()
            arguments += [cert, key]
            certificate = cert
        } else {
            certificate = nil
        }
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try! process.run()
        var line = Data()
        while let byte = try? output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data([0x0A]) { line.append(byte) }
        port = Int(String(decoding: line, as: UTF8.self)) ?? 0
    }

    func url(_ path: String) -> String { "\(certificate == nil ? "http" : "https")://127.0.0.1:\(port)\(path)" }

    func requests() -> [String] {
        (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }
}

@Suite("HTTP source against a real server on 127.0.0.1")
struct HTTPSourceTests {
    let server = FixtureServer.shared
    let query = MetricsQuery(shop: "s", metrics: ["total_sales", "orders"], range: .today, end: goldenNow)

    /// A source for `path`. Unless `environment` names one, it keeps validators in a cache of
    /// its own: a shared one (`/tmp/.cache` without HOME) outlived the run, and a later run
    /// that drew the same port found an ETag and asked conditionally from its first request.
    func source(
        _ path: String, environment: [String: String] = [:], timeout: TimeInterval = 5, maxBody: Int = 16 << 20
    ) throws -> HTTPSource {
        var environment = environment
        if environment["XDG_CACHE_HOME"] == nil {
            environment["XDG_CACHE_HOME"] =
                FileManager.default.temporaryDirectory.appendingPathComponent("http-cache-\(UUID().uuidString)").path
        }
        // Every fetch here asks the server: the shared minute in which an answer is reused
        // as it is (single flight across processes) is tested on its own, in the CLI tests.
        if environment["WIDGETDECK_CACHE_TTL"] == nil { environment["WIDGETDECK_CACHE_TTL"] = "0" }
        return try HTTPSource(url: server.url(path), environment: environment, clock: SystemClock(), timeout: timeout, maxBody: maxBody)
    }

    func failure(_ path: String, environment: [String: String] = [:], timeout: TimeInterval = 5) async throws -> SourceError {
        do {
            _ = try await source(path, environment: environment, timeout: timeout).fetch(query)
        } catch let error as SourceError {
            return error
        }
        throw SourceError(.unavailable, "\(path) did not fail")
    }

    @Test("GET of the snapshot document, then a conditional request answered 304")
    func conditionalRequests() async throws {
        #expect(server.port > 0, "the fixture server did not start")
        let http = try source("/ok")
        let first = try await http.fetch(query)
        #expect(first.readings["orders"]?.value != nil)
        let second = try await http.fetch(query)
        #expect(second == first)
        let lines = server.requests().filter { $0.hasPrefix("GET /ok?range=today&metrics=total_sales,orders") }
        #expect(lines.contains { $0.hasSuffix("inm=no") } && lines.contains { $0.hasSuffix("inm=yes") })
    }

    @Test("a chunked answer is read whole")
    func chunked() async throws {
        #expect(try await source("/chunked").fetch(query).readings.count == 12)
    }

    @Test("a bearer token from the environment is sent; without it the refusal is explained")
    func bearerToken() async throws {
        let ok = try await source("/auth", environment: ["WIDGETDECK_TOKEN": "sekret"]).fetch(query)
        #expect(ok.readings["orders"] != nil)
        let refused = try await failure("/auth")
        #expect(refused.reason == .forbidden)
        #expect(refused.message.contains("HTTP 401"))
        let wrong = try await failure("/auth", environment: ["WIDGETDECK_TOKEN": "not-the-token"])
        #expect(!wrong.message.contains("not-the-token"), "a token must never appear in a message")
    }

    @Test("a token file readable by others is refused, saying why; a private one is used")
    func tokenFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("token-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: file, contents: Data("sekret\n".utf8), attributes: [.posixPermissions: 0o644])
        do {
            _ = try HTTPSource(url: server.url("/auth"), environment: ["WIDGETDECK_TOKEN_FILE": file], clock: SystemClock())
            Issue.record("a world-readable token file was accepted")
        } catch {
            #expect(error.reason == .forbidden)
            #expect(error.message.contains("is readable by others (mode 644); make it private with: chmod 600"))
        }
        chmod(file, 0o600)
        let ok = try await HTTPSource(
            url: server.url("/auth"), environment: ["WIDGETDECK_TOKEN_FILE": file, "WIDGETDECK_CACHE_TTL": "0"], clock: SystemClock()
        ).fetch(query)
        #expect(ok.readings["orders"] != nil)
    }

    @Test(
        "each failure is a clear error",
        arguments: [
            ("/fail", "answered HTTP 500"),
            ("/missing", "answered HTTP 404"),
            ("/truncated", "the answer was cut short"),
            ("/garbage", "cannot be read at byte 0"),
            ("/huge", "larger than the 16777216 bytes allowed"),
        ])
    func failures(path: String, message: String) async throws {
        let error = try await failure(path)
        #expect(error.message.contains(message), "got: \(error.message)")
    }

    @Test("a server slower than the deadline times out")
    func deadline() async throws {
        let error = try await failure("/slow", timeout: 0.4)
        #expect(error.message.contains("within the deadline"))
        // Timed on the calling thread itself, so a busy test pool cannot blur the figure.
        let url = server.url("/slow")
        let elapsed = try await offMainPool { () -> Double in
            let start = Date()
            _ = try? HTTPTransport.blockingRequest(url, headers: [], body: nil, timeout: 0.4, maxBody: 1 << 20, caFile: nil)
            return Date().timeIntervalSince(start)
        }
        // The server holds the request for ten seconds unless the client goes: anything well
        // short of that is the client giving up by itself, however loaded the machine.
        #expect(elapsed >= 0.35 && elapsed < 5, "the client gave up after \(elapsed) s, not at its 0.4 s deadline")
    }

    @Test("a refused connection is reported")
    func refused() async throws {
        // Port 9 (discard) is closed on loopback here.
        do {
            _ = try await HTTPSource(url: "http://127.0.0.1:9/x", environment: [:], clock: SystemClock(), timeout: 2).fetch(query)
            Issue.record("no error")
        } catch let error as SourceError {
            #expect(error.message.contains("127.0.0.1:9") && error.message.lowercased().contains("connect"), "\(error.message)")
        }
    }

    @Test("after a failure the cache keeps the last good data on screen, marked stale")
    func failureKeepsLastGood() async throws {
        let clock = ManualClock()
        let cache = MetricsCache(clock: clock)
        let good = try source("/ok")
        let configuration = WidgetConfiguration(metrics: ["total_sales", "orders"])
        // Same cache key for the good and the failing endpoint: the same source name.
        let first = await WidgetLoader(source: good, cache: cache, locale: torontoUS).load(configuration, capacity: 2, now: goldenNow)
        #expect(first.origin == .fetched)
        clock.advance(120)
        let failing = SwitchedSource(name: good.name, inner: try source("/fail"))
        let second = await WidgetLoader(source: failing, cache: cache, locale: torontoUS).load(configuration, capacity: 2, now: goldenNow)
        #expect(second.origin == .staleFallback)
        #expect(second.state.isStale)
        #expect(second.error?.message.contains("HTTP 500") == true)
        #expect(second.state.readings.first?.value == first.state.readings.first?.value)
    }

    @Test(
        "broken framing is an error, never a trap: Content-Length -5, chunk sizes -1 and 7fffffffffffffff",
        arguments: ["/negative-length", "/chunk-minus", "/chunk-huge"])
    func brokenFraming(path: String) async throws {
        let error = try await failure(path)
        #expect(!error.message.isEmpty)
    }

    @Test("a poisoned answer (a series of ±1.7e308) is refused by field and never cached: the last good copy stays")
    func poisonNeverCached() async throws {
        let clock = ManualClock()
        let cache = MetricsCache(clock: clock)
        let good = try source("/ok")
        let configuration = WidgetConfiguration(metrics: ["total_sales", "orders"])
        let first = await WidgetLoader(source: good, cache: cache, locale: torontoUS).load(configuration, capacity: 2, now: goldenNow)
        #expect(first.origin == .fetched)
        clock.advance(120)
        let poisoned = SwitchedSource(name: good.name, inner: try source("/poison"))
        let second = await WidgetLoader(source: poisoned, cache: cache, locale: torontoUS).load(configuration, capacity: 2, now: goldenNow)
        #expect(second.origin == .staleFallback)
        #expect(second.error?.message.contains("out of range") == true, "\(second.error?.message ?? "")")
        #expect(second.state.readings.first?.value == first.state.readings.first?.value)
        // Drawing what the cache kept traps nothing.
        _ = WidgetFamily.large.render(second.state, context: RenderContext(now: goldenNow, locale: torontoUS))
    }

    @Test("validators are kept per URL: the ETag of ?range=today is never sent for ?range=7d")
    func validatorsPerURL() async throws {
        // A path of this test's own: other tests use the server at the same time.
        let mark = UUID().uuidString
        let source = try source("/ok?test=\(mark)")
        _ = try await source.fetch(MetricsQuery(shop: "s", metrics: ["orders"], range: .today, end: goldenNow))
        _ = try await source.fetch(MetricsQuery(shop: "s", metrics: ["orders"], range: .last7Days, end: goldenNow))
        _ = try await source.fetch(MetricsQuery(shop: "s", metrics: ["orders"], range: .today, end: goldenNow))
        let lines = server.requests().filter { $0.contains(mark) }
        #expect(lines.count == 3)
        #expect(lines.first { $0.contains("range=last7Days") }?.contains("inm=no") == true, "\(Array(lines))")
        #expect(lines.last { $0.contains("range=today") }?.contains("inm=yes") == true, "\(Array(lines))")
    }

    @Test(
        "a process holding the URL's lock that is stopped (a dashboard suspended with Ctrl-Z) keeps no one waiting: the next asks for itself within its deadline"
    )
    func stoppedLockHolder() async throws {
        let mark = UUID().uuidString
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("http-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let http = try source("/ok?test=\(mark)", environment: ["XDG_CACHE_HOME": cache], timeout: 1)
        _ = try await http.fetch(query)  // leaves the URL's lock file in the cache
        let locks = try #require(FileManager.default.enumerator(atPath: cache)).compactMap { $0 as? String }.filter {
            $0.hasSuffix(".lock")
        }
        let lock = cache + "/" + (try #require(locks.first, "no lock file under \(cache)"))
        // util-linux's flock takes the lock, then its shell stops itself: held and never let go.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [lock, "sh", "-c", "echo $$; kill -STOP $$"]
        let said = Pipe()
        holder.standardOutput = said
        try holder.run()
        var line = Data()
        while let byte = try said.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data([0x0A]) { line.append(byte) }
        let shell = try #require(Int32(String(decoding: line, as: UTF8.self)), "flock's shell did not start")
        defer {
            // The stopped shell, killed, lets flock end and the lock go.
            kill(shell, SIGKILL)
            holder.waitUntilExit()
        }
        let again = try source("/ok?test=\(mark)", environment: ["XDG_CACHE_HOME": cache], timeout: 1)
        let answer = try await again.fetch(query)
        #expect(answer.readings["orders"]?.value != nil)
        #expect(server.requests().filter { $0.contains(mark) }.count == 2, "the second process did not ask for itself")
    }

    @Test("a token with a line break in it is refused, byte by byte (\\r\\n is one Swift Character)")
    func tokenLineBreaks() throws {
        for token in ["abc\r\nX-Injected: 1", "abc\nX: 1", "abc\rdef", "a\u{0}b"] {
            #expect(throws: SourceError.self, "\(token.debugDescription)") {
                try HTTPSource(url: server.url("/auth"), environment: ["WIDGETDECK_TOKEN": token], clock: SystemClock())
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("token-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        _ = FileManager.default.createFile(atPath: file, contents: Data("sekret\r\n".utf8), attributes: [.posixPermissions: 0o600])
        #expect(TokenFile.firstLine("sekret\r\n") == "sekret")
        #expect(throws: Never.self) {
            try HTTPSource(url: self.server.url("/auth"), environment: ["WIDGETDECK_TOKEN_FILE": file], clock: SystemClock())
        }
        _ = FileManager.default.createFile(atPath: file, contents: Data("sek\rret\n".utf8), attributes: [.posixPermissions: 0o600])
        #expect(throws: SourceError.self) {
            try HTTPSource(url: self.server.url("/auth"), environment: ["WIDGETDECK_TOKEN_FILE": file], clock: SystemClock())
        }
    }

    @Test("URLs are parsed; other schemes are refused")
    func urls() {
        #expect(HTTPTransport.accepts("http://127.0.0.1:8080/snap.json"))
        #expect(HTTPTransport.accepts("http://[::1]:81/x"))
        #expect(HTTPTransport.accepts("https://localhost"))
        #expect(!HTTPTransport.accepts("ftp://x"))
        #expect(!HTTPTransport.accepts("http://"))
        #expect(!HTTPTransport.accepts("http://host/a b"))
        #expect(!HTTPTransport.accepts("http://host/a\r\nX-Injected: 1"))
        #expect(throws: SourceError.self) { try HTTPSource(url: "ftp://example.com/s.json", environment: [:], clock: SystemClock()) }
    }

    @Test("https: a trusted certificate works, conditional requests included; an untrusted one is refused")
    func https() async throws {
        let secure = FixtureServer.secure
        #expect(secure.port > 0)
        let trusted = try HTTPSource(
            url: secure.url("/ok"), environment: ["WIDGETDECK_CA_FILE": secure.certificate!, "WIDGETDECK_CACHE_TTL": "0"],
            clock: SystemClock())
        let first = try await trusted.fetch(query)
        #expect(first.readings["orders"] != nil)
        #expect(try await trusted.fetch(query) == first)
        #expect(secure.requests().contains { $0.hasSuffix("inm=yes") })
        let bearer = try HTTPSource(
            url: secure.url("/auth"),
            environment: ["WIDGETDECK_CA_FILE": secure.certificate!, "WIDGETDECK_TOKEN": "sekret", "WIDGETDECK_CACHE_TTL": "0"],
            clock: SystemClock())
        #expect(try await bearer.fetch(query).readings["orders"] != nil)
        do {
            _ = try await HTTPSource(url: secure.url("/ok"), environment: ["WIDGETDECK_CACHE_TTL": "0"], clock: SystemClock()).fetch(query)
            Issue.record("an untrusted certificate was accepted")
        } catch let error as SourceError {
            #expect(error.message.lowercased().contains("certificate") || error.message.contains("SSL"), "got: \(error.message)")
        }
        do {
            _ = try await HTTPSource(
                url: secure.url("/slow"), environment: ["WIDGETDECK_CA_FILE": secure.certificate!, "WIDGETDECK_CACHE_TTL": "0"],
                clock: SystemClock(), timeout: 0.4
            ).fetch(query)
            Issue.record("no timeout")
        } catch let error as SourceError {
            #expect(error.message.contains("within the deadline"))
        }
        do {
            _ = try await HTTPSource(
                url: secure.url("/huge"), environment: ["WIDGETDECK_CA_FILE": secure.certificate!, "WIDGETDECK_CACHE_TTL": "0"],
                clock: SystemClock()
            ).fetch(query)
            Issue.record("a huge body was accepted")
        } catch let error as SourceError {
            #expect(error.message.contains("larger than the 16777216 bytes allowed"))
        }
    }
}

/// Presents another source under a given name, so a test can make "the same" source fail.
struct SwitchedSource: MetricsSource {
    var name: String
    var inner: any MetricsSource
    func fetch(_ query: MetricsQuery) async throws -> MetricsResponse { try await inner.fetch(query) }
}
