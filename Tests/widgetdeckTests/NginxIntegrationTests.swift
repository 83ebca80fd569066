import Foundation
import Testing
import WidgetTestSupport

/// One publisher, many terminals, through a real web server: Debian's nginx (installed by
/// `bin/setup`) serves a published snapshot on 127.0.0.1, and `render` reads it as a team's
/// terminals would — each a process that starts, renders and exits.
@Suite("A published snapshot served by nginx", .serialized)
struct NginxIntegrationTests {
    static let nginx = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A running nginx serving `root/www` on a free loopback port, logging status and the
    /// validator each request came with.
    final class Server: @unchecked Sendable {
        let root: String
        let port: Int
        let process = Process()

        init(root: String) throws {
            self.root = root
            let nginx = try #require(
                NginxIntegrationTests.nginx, "nginx is not installed: bin/setup installs it (apt-get install nginx-light)")
            var lastError = ""
            for attempt in 0..<20 {
                let port = 20_000 + Int.random(in: 0..<30_000) + attempt
                let config = """
                    worker_processes 1;
                    daemon off;
                    user root;
                    pid \(root)/nginx.pid;
                    error_log \(root)/error.log;
                    events { worker_connections 16; }
                    http {
                        types { application/json json; }
                        log_format validators '$status $request_method $uri inm=$http_if_none_match';
                        access_log \(root)/access.log validators;
                        client_body_temp_path \(root)/tmp;
                        server {
                            listen 127.0.0.1:\(port);
                            root \(root)/www;
                            etag on;
                        }
                    }
                    """
                try config.write(toFile: root + "/nginx.conf", atomically: true, encoding: .utf8)
                let watch = try FolderWatch(root)
                let candidate = Process()
                candidate.executableURL = URL(fileURLWithPath: nginx)
                candidate.arguments = ["-p", root, "-e", root + "/error.log", "-c", root + "/nginx.conf"]
                candidate.standardError = FileHandle.nullDevice
                try candidate.run()
                // Up once it has written its pid file, which nginx does after it opened its
                // listening sockets; a port someone else holds makes it say so and exit.
                let deadline = Date().addingTimeInterval(10)
                while candidate.isRunning {
                    if FileManager.default.fileExists(atPath: root + "/nginx.pid"), Self.accepts(port) {
                        self.port = port
                        self.processRef = candidate
                        return
                    }
                    guard watch.wait(until: deadline) else { break }
                }
                if candidate.isRunning {
                    candidate.terminate()
                    candidate.waitUntilExit()
                }
                lastError = (try? String(contentsOfFile: root + "/error.log", encoding: .utf8)) ?? ""
            }
            throw CommandFailure(message: "nginx did not start: \(lastError.suffix(500))")
        }

        private var processRef: Process?

        static func accepts(_ port: Int) -> Bool {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
        }

        /// The access log's lines so far.
        func log() -> [String] {
            ((try? String(contentsOfFile: root + "/access.log", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        func stop() {
            guard let process = processRef, process.isRunning else { return }
            // Without a daemon, nginx's master is the process started: it ends after its worker,
            // and with it the listening socket.
            process.terminate()
            process.waitUntilExit()
        }
    }

    @Test(
        "first read 200, later reads 304 (the ETag kept across processes), a republish 200 with the new figures, nginx stopped → the last figures with ⚠"
    )
    func publishServeRead() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nginx-\(UUID().uuidString)").path
        for dir in ["www", "tmp", "home"] {
            try FileManager.default.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = try await offMainPool { try Server(root: root) }
        defer { server.stop() }
        // Every render asks the server (a cache time of 0), as a terminal would after a minute.
        let environment = ["HOME": root + "/home", "WIDGETDECK_CACHE_TTL": "0"]
        let snapshot = root + "/www/snapshot.json"
        let url = "http://127.0.0.1:\(server.port)/snapshot.json"
        let first = "2026-11-30T15:30:00-05:00", later = "2026-11-30T17:45:00-05:00"

        let published = try await widgetdeck(["publish", "--out", snapshot, "--now", first], environment: environment)
        #expect(published.status == 0, "\(published.stderr)")
        let a = try await widgetdeck(["render", "--family", "small", "--source", url, "--now", first], environment: environment)
        #expect(a.status == 0 && a.stdout.contains("as of 3:30pm"), "\(a.stdout)\(a.stderr)")
        #expect(server.log().last == "200 GET /snapshot.json inm=-", "\(server.log())")

        let b = try await widgetdeck(["render", "--family", "small", "--source", url, "--now", first], environment: environment)
        #expect(b.stdout == a.stdout, "a 304 shows the same figures")
        let conditional = try #require(server.log().last)
        // nginx writes the quotes of the ETag as \x22.
        #expect(conditional.hasPrefix("304 GET /snapshot.json inm=\\x22"), "a new process sent its validator: \(server.log())")
        // Another widget asks another URL (its own metrics): its own validator.
        let c = try await widgetdeck(["render", "--family", "medium", "--source", url, "--now", first], environment: environment)
        #expect(c.status == 0 && server.log().last == "200 GET /snapshot.json inm=-")
        _ = try await widgetdeck(["render", "--family", "medium", "--source", url, "--now", first], environment: environment)
        #expect(server.log().last?.hasPrefix("304 ") == true)

        let republished = try await widgetdeck(["publish", "--out", snapshot, "--now", later], environment: environment)
        #expect(republished.status == 0)
        let d = try await widgetdeck(["render", "--family", "small", "--source", url, "--now", later], environment: environment)
        #expect(server.log().last?.hasPrefix("200 ") == true, "the new file came whole: \(server.log())")
        #expect(d.stdout.contains("as of 5:45pm") && d.stdout != a.stdout, "\(d.stdout)")
        #expect(server.log().map { $0.prefix(3) } == ["200", "304", "200", "304", "200"], "\(server.log())")

        server.stop()
        let e = try await widgetdeck(["render", "--family", "small", "--source", url, "--now", later], environment: environment)
        #expect(e.status == 0, "\(e.stderr)")
        #expect(e.stdout.contains("⚠"), "the last figures, marked stale: \(e.stdout)")
        #expect(e.stderr.contains("showing the last good data"), "\(e.stderr)")
        #expect(e.stdout.contains(d.stdout.split(separator: "\n")[3]), "the figures are the last good ones")
    }
}
