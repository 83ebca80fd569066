#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import WidgetSystem

@Suite("A child process is on its own: a session without a terminal, killed with all it started")
struct ChildProcessTests {
    @Test("the child leads a session of its own (no controlling terminal), and kill() ends the processes it started too")
    func sessionAndGroup() throws {
        // Prints its pid, its session and a background sleeper's pid, then waits.
        let child = try ChildProcess(
            executable: "/bin/sh",
            arguments: ["-c", #"sleep 600 & echo "$$ $(cut -d' ' -f6 /proc/$$/stat) $!"; wait"#],
            environment: ["PATH": "/usr/bin:/bin"])
        guard case .line(let bytes) = child.readLine(until: monotonicSeconds() + 30) else {
            Issue.record("no line from the child: \(child.errorText)")
            return
        }
        let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ").compactMap { Int32($0) }
        try #require(fields.count == 3, "\(String(decoding: bytes, as: UTF8.self))")
        #expect(fields[1] == fields[0], "the shell leads its own session")
        #expect(fields[1] != getsid(0), "not widgetdeck's session, so not its terminal")
        child.kill()
        // The sleeper was in the child's group: gone with it (reaped by init, so only its
        // /proc entry can linger as a zombie for a moment; a live one would be "S").
        var state = "gone"
        for _ in 0..<200 {
            guard let stat = try? String(contentsOfFile: "/proc/\(fields[2])/stat", encoding: .utf8) else { break }
            state = String(stat.split(separator: ")").last?.split(separator: " ").first ?? "?")
            if state == "Z" { break }
            usleep(10_000)
        }
        #expect(state == "gone" || state == "Z", "the background process is \(state)")
    }
}
