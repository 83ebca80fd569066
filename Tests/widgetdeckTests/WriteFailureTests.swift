import Foundation
import Testing
import WidgetTestSupport

/// Write errors, full and read-only disks, job control and the smaller findings of issue 27,
/// on the release binary. The disk tests mount a small tmpfs of their own, as root; elsewhere
/// they are disabled, with the reason (Swift Testing reports them as skipped, not passed).
@Suite("Write failures, full disks and Ctrl-Z", .serialized)
struct WriteFailureTests {
    static let now = "2026-11-30T15:30:00-05:00"

    /// Mounting a tmpfs takes root.
    static let isRoot = getuid() == 0

    /// A 600 KB tmpfs with about 40 KB left, unmounted when the test ends (as root only).
    final class FullDisk: @unchecked Sendable {
        let path: String
        init(_ name: String, size: String = "600k", pad: Int = 560) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(name)-\(UUID().uuidString.prefix(8))").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            _ = try spawn(["mount", "-t", "tmpfs", "-o", "size=\(size)", "tmpfs", path], capture: false)
            if pad > 0 { try Data(count: pad << 10).write(to: URL(fileURLWithPath: path + "/pad")) }
        }
        /// Fills what is left, to the last block.
        func fill() {
            let fd = open(path + "/pad-rest", O_WRONLY | O_CREAT | O_APPEND, 0o600)
            let block = [UInt8](repeating: 0, count: 4096)
            while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
            while write(fd, block, 1) > 0 {}
            close(fd)
        }
        func contents() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0 != "pad" }.sorted() }
        deinit {
            _ = try? spawn(["umount", "-l", path], capture: false)
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Runs widgetdeck with standard output sent to `output` (through `sh -c`).
    func redirected(
        _ arguments: [String], to output: String, environment: [String: String] = [:]
    ) async throws -> (status: Int32, stderr: String) {
        let result = try await offMainPool {
            try runWidgetdeck(arguments, environment: environment, prefix: ["/bin/sh", "-c", "exec \"$0\" \"$@\" > '\(output)'"])
        }
        return (result.status, result.stderr)
    }

    @Test(
        "render, gallery and query into /dev/full end 74 naming standard output, not 0 with nothing written",
        arguments: [
            ["render", "--family", "large", "--now", now],
            ["gallery", "--now", now],
            ["query", "FROM sales SHOW orders TIMESERIES day SINCE -6d", "--now", now],
        ])
    func devFull(arguments: [String]) async throws {
        let result = try await redirected(arguments, to: "/dev/full")
        #expect(result.status == 74, "\(result.status): \(result.stderr)")
        #expect(result.stderr.contains("standard output: No space left on device; the output is incomplete"), "\(result.stderr)")
        // A reader that goes away is no failure.
        let binary = try widgetdeckBinary().path
        let piped = try spawn(
            ["/bin/sh", "-c", "'\(binary)' gallery --now \(Self.now) | head -c 10 >/dev/null; echo ${PIPESTATUS:-0}"], capture: true)
        #expect(!piped.contains("74"), "\(piped)")
    }

    @Test(
        "a full disk: stdout, the store of an import, the demo store, a published snapshot and the event log each end 73 or 74 with a message, leaving nothing partial",
        .enabled(if: isRoot, "a tmpfs can be mounted only as root")
    )
    func fullDisk() async throws {
        let disk = try FullDisk("paths")
        let gallery = try await redirected(["gallery", "--states", "all", "--now", Self.now], to: disk.path + "/out.txt")
        #expect(gallery.status == 74 && gallery.stderr.contains("No space left on device"), "\(gallery.status): \(gallery.stderr)")
        try? FileManager.default.removeItem(atPath: disk.path + "/out.txt")
        let export = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString).csv")
        let rows = (1...400).map { "#\($0),2026-11-28 10:00:00 -0500,1,10.00,\(String(repeating: "x", count: 200))@example.com" }
        try ("Name,Created at,Lineitem quantity,Lineitem price,Email\n" + rows.joined(separator: "\n") + "\n").write(
            to: export, atomically: true, encoding: .utf8)
        let imported = try await widgetdeck(["import", "orders", export.path, "--store", disk.path + "/s.sqlite"])
        #expect(imported.status == 73 && imported.stderr.contains("database or disk is full"), "\(imported.status): \(imported.stderr)")
        #expect(disk.contents().isEmpty, "a failed fresh import left \(disk.contents())")
        // A home of its own: no cached figures stand in for the store.
        let home = try newHome("full-disk")
        defer { removeHome(home) }
        let demo = try await widgetdeck(
            ["render", "--family", "small", "--now", Self.now], environment: ["HOME": home, "XDG_DATA_HOME": disk.path + "/data"])
        #expect(demo.status == 73 && demo.stderr.contains("the demo store cannot be written"), "\(demo.status): \(demo.stderr)")
        _ = try spawn(["rm", "-rf", disk.path + "/data"], capture: false)
        // A snapshot and the event log on a disk with no block left.
        disk.fill()
        let published = try await widgetdeck(
            ["publish", "--out", disk.path + "/snapshot.json", "--now", Self.now], environment: ["HOME": home])
        #expect(published.status == 73 && published.stderr.contains("No space left on device"), "\(published.status): \(published.stderr)")
        #expect(!disk.contents().contains { $0.hasPrefix("snapshot.json") }, "a partial snapshot was left: \(disk.contents())")
        let logged = try await widgetdeck(
            ["render", "--family", "large", "--now", Self.now, "--log", disk.path + "/events.jsonl"], environment: ["HOME": home])
        #expect(
            logged.status == 74 && logged.stderr.contains("--log \(disk.path)/events.jsonl: No space left on device"),
            "\(logged.status): \(logged.stderr)")
    }

    @Test(
        "a store on a read-only disk is read (render, query) and refuses writes with 73",
        .enabled(if: isRoot, "a tmpfs can be mounted only as root"))
    func readOnlyStore() async throws {
        let disk = try FullDisk("readonly", size: "20m", pad: 0)
        let export = repositoryRoot.appendingPathComponent("Tests/WidgetStoreTests/Fixtures/orders_export.csv").path
        let made = try await widgetdeck(["import", "orders", export, "--store", disk.path + "/s.sqlite", "--shop", "Maple & Moss"])
        #expect(made.status == 0, "\(made.stderr)")
        let mode = try FileManager.default.attributesOfItem(atPath: disk.path + "/s.sqlite")[.posixPermissions] as? Int
        #expect(mode == 0o600, "the store holds customers' emails: mode \(String(mode ?? 0, radix: 8))")
        _ = try spawn(["mount", "-o", "remount,ro", disk.path], capture: false)
        let query = try await widgetdeck([
            "query", "FROM sales SHOW orders SINCE -6d", "--source", "store:" + disk.path + "/s.sqlite", "--now", Self.now,
        ])
        #expect(query.status == 0 && query.stdout.contains("Orders"), "\(query.status): \(query.stderr)")
        let again = try await widgetdeck(["import", "orders", export, "--store", disk.path + "/s.sqlite", "--shop", "Maple & Moss"])
        #expect(again.status == 73 && again.stderr.contains("readonly"), "\(again.status): \(again.stderr)")
    }

    @Test("Ctrl-Z gives the shell its terminal and stops the dashboard; fg brings it back drawn whole, with no key pressed")
    func suspend() async throws {
        let t = TmuxSession()
        try await t.start("")
        // Started, however busy the machine (how soon it draws is the start-up test's concern).
        #expect(try await t.wait(20) { $0.contains("as of") })
        try t.keys("C-z")
        #expect(try await t.wait(10) { $0.contains("Stopped") }, "the shell did not report the job stopped: \((try? t.screen()) ?? "")")
        let flags = try t.tmux(["display", "-t", "main", "-p", "#{alternate_on} #{cursor_flag}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(flags == "0 1", "the shell's screen and cursor: \(flags)")
        let pid = try #require(try t.pid())
        let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)).flatMap {
            $0.split(separator: ")").last?.dropFirst().prefix(1)
        }
        #expect(state == "T", "the process is stopped: \(state.map(String.init) ?? "?")")
        try t.keys("fg", "Enter")
        #expect(
            try await t.wait(10) { $0.contains("as of") && $0.contains("Maple & Moss") && $0.contains("q quit") },
            "\((try? t.screen()) ?? "")")
        try t.keys("q")
        #expect(try await t.wait(10) { !$0.contains("Maple & Moss") })
    }

    @Test(
        "smaller findings: a currency that is no ISO 4217 code is refused; a trillion reads 1.0T; a token file that is not UTF-8 is refused; a gallery past its cells is refused before drawing"
    )
    func smaller() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("smaller-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let snapshot = dir.appendingPathComponent("s.json")
        try Data(
            ##"{"schemaVersion": 2, "generatedAt": "2026-11-30T20:30:00Z", "shop": {"name": "S", "currency": "#(x"}, "range": "today", "metrics": {"total_sales": {"value": 7765}}}"##
                .utf8
        ).write(to: snapshot)
        let bad = try await widgetdeck(["render", "--family", "small", "--snapshot", snapshot.path, "--now", Self.now])
        #expect(
            bad.status == 65 && bad.stderr.contains("shop.currency") && bad.stderr.contains("not an ISO 4217 currency code"),
            "\(bad.status): \(bad.stderr)")
        try Data(
            #"{"schemaVersion": 2, "generatedAt": "2026-11-30T20:30:00Z", "shop": {"name": "S", "currency": "usd"}, "range": "today", "metrics": {"orders": {"value": 1e12}}}"#
                .utf8
        ).write(to: snapshot)
        let big = try await widgetdeck([
            "render", "--family", "small", "--metrics", "orders", "--snapshot", snapshot.path, "--now", Self.now,
        ])
        #expect(big.status == 0 && big.stdout.contains("1.00T") && !big.stdout.contains("1000.0B"), "\(big.stdout) \(big.stderr)")
        let token = dir.appendingPathComponent("token")
        try Data([0x73, 0x68, 0x70, 0x61, 0x74, 0xFF, 0xFE, 0x0A]).write(to: token)
        chmod(token.path, 0o600)
        let refused = try await widgetdeck([
            "render", "--family", "small", "--source", "shopify:maple-and-moss", "--token-file", token.path,
        ])
        #expect(refused.status == 64 && refused.stderr.contains("not UTF-8"), "\(refused.status): \(refused.stderr)")
        let huge = try await widgetdeck([
            "gallery", "--states", "all", "--themes", "all", "--modes", "all", "--format", "svg", "--size", "1000x1000",
        ])
        #expect(huge.status == 64 && huge.stderr.contains("a gallery draws at most 4000000"), "\(huge.status): \(huge.stderr)")
    }
}
