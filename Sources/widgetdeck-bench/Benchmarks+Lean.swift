#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkKit
import WidgetCore
import WidgetFormats
import WidgetDrawing
import WidgetStore
import WidgetSystem
import Synchronization

/// How lean the dashboard is over time: a day of it on a manual clock (memory and CPU per
/// simulated hour), the real binary's resident memory and idle CPU in a terminal, and a one-shot
/// render against a C ncurses program. Printed, not asserted.
enum Lean {
    /// CPU seconds this process has used.
    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func megabytes(_ bytes: Int?) -> String {
        bytes.map { fixed(Double($0) / 1_048_576, 1) + " MB" } ?? "—"
    }

    /// The standard dashboard on the demo shop's store, on a manual clock and a TestBackend,
    /// through 24 simulated hours: every reload, deferral and entry swap the day brings.
    static func soak() {
        let home = scratch("soak")
        defer { remove(home) }
        let start = ISO8601.parse("2026-11-30T06:00:00-05:00")!
        let clock = ManualClock(start)
        let box = SendableBox()
        let hours = 24
        let figures = Mutex<(rss: [Int], cpu: [Double], steps: Int, bytes: Int)>(([], [], 0, 0))
        box.runBlocking {
            // Wired as the executable wires a user's dashboard (the demo source, the shared
            // cache, the state store and its budget ledger, the analytics log), in a home of its own.
            guard
                let setup = try? DashboardSetup(
                    DashboardSetup.Options(), environment: ["HOME": home, "TZ": "America/Toronto", "LANG": "en_US.UTF-8"],
                    clock: clock)
            else { return }
            let configuration = setup.session
            let session = DashboardSession(configuration, clock: clock, size: Size(width: 120, height: 40))
            let backend = EncodingBackend(size: Size(width: 120, height: 40))
            await session.start()
            await session.settle()
            _ = await session.step(on: backend)
            var steps = 0
            for hour in 1...hours {
                let began = cpuSeconds()
                let end = start.addingTimeInterval(Double(hour) * 3600)
                while let wake = await session.nextWake(), wake <= end {
                    clock.set(max(wake, clock.now))
                    _ = await session.step(on: backend)
                    await session.settle()
                    _ = await session.step(on: backend)
                    steps += 1
                }
                clock.set(end)
                _ = await session.step(on: backend)
                let cpu = cpuSeconds() - began
                let rss = ResidentMemory.current() ?? 0
                figures.withLock {
                    $0.rss.append(rss)
                    $0.cpu.append(cpu)
                    $0.steps = steps
                    $0.bytes = backend.bytesSent
                }
            }
        }
        let (rss, cpu, steps, bytes) = figures.withLock { $0 }
        guard rss.count == hours else {
            printLine("soak: the demo store could not be opened in \(home)")
            return
        }
        printLine(
            padded("soak: RSS at simulated hours 1, 6, 12, 24", 52) + [0, 5, 11, 23].map { megabytes(rss[$0]) }.joined(separator: " · "))
        let drift = rss[hours - 1] - rss[0]
        printLine(
            padded("soak: memory drift, hour 24 − hour 1", 52)
                + padded((drift >= 0 ? "+" : "") + fixed(Double(drift) / 1_048_576, 2) + " MB", 12, right: true) + "   target within ±1 MB")
        let sorted = cpu.sorted()
        printLine(
            padded("soak: CPU per simulated hour (median, max)", 52)
                + fixed(sorted[hours / 2] * 1000, 1) + " ms, " + fixed(sorted.last! * 1000, 1) + " ms   (\(steps) wakes in the day)")
        printLine(
            padded("soak: bytes sent to the terminal in the day", 52) + padded(fixed(Double(bytes) / 1024, 1) + " KB", 12, right: true))
    }

    /// The release `widgetdeck` beside this benchmark, run in a detached tmux pane as a user
    /// would: its resident memory after the first frame and once start-up's pages are handed
    /// back, then its CPU while left alone for `idleSeconds` (two minutes: one 1/100 s tick of
    /// CPU time is 0.3 s an hour there, 1.2 s over 30 s).
    static func dashboard(idleSeconds: Int = 120) {
        let binary = siblingBinary()
        guard access(binary, X_OK) == 0, access("/usr/bin/tmux", X_OK) == 0 else {
            printLine("dashboard: needs the widgetdeck binary beside the benchmark and tmux; skipped")
            return
        }
        let home = scratch("lean")
        let socket = "wd-bench-\(getpid())"
        defer {
            _ = run("/usr/bin/tmux", ["-L", socket, "kill-server"], capture: false)
            remove(home)
        }
        // The demo store made first, as any earlier run would have: a warm start.
        _ = run(binary, ["render", "--family", "small"], environment: ["HOME": home])
        let log = home + "/events.jsonl"
        let command = "env -i PATH=/usr/bin:/bin HOME=\(home) TERM=xterm-256color TZ=America/Toronto LANG=C.UTF-8 \(binary) --log \(log)"
        _ = run("/usr/bin/tmux", ["-L", socket, "new-session", "-d", "-x", "120", "-y", "40", command], capture: false)
        var pid: Int32?
        for _ in 0..<100 where pid == nil {
            usleep(20_000)
            pid = run("/usr/bin/pgrep", ["-n", "-f", "^\(binary) --log"]).flatMap { Int32($0.filter(\.isNumber)) }
        }
        guard let pid else {
            printLine("dashboard: did not start")
            return
        }
        func rss() -> Int? { ResidentMemory.current(pid: pid) }
        func cpuTicks() -> Int? {
            guard let text = try? FileIO.readText("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
            return user + system
        }
        usleep(1_000_000)
        let first = rss()
        // Start-up's pages go back once the first loads settle (two seconds at most).
        usleep(2_500_000)
        let settled = rss()
        let ready = (try? FileIO.readText(log))?.split(separator: "\n")
            .compactMap { try? JSONValue.parse(String($0)) }.first { $0["event"] == .string("dashboard_ready") }
        let before = cpuTicks()
        usleep(UInt32(idleSeconds) * 1_000_000)
        let after = cpuTicks()
        let later = rss()
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        if case .number(let bytes)? = ready?["residentBytes"] {
            printLine(
                padded("dashboard: RSS at the instant of its first frame", 52) + padded(megabytes(Int(bytes)), 12, right: true)
                    + "   start-up's pages, handed back once the first loads settle")
        }
        printLine(padded("dashboard: RSS 1 s after start, then 3.5 s", 52) + "\(megabytes(first)) → \(megabytes(settled))   target ≤ 12 MB")
        printLine(padded("dashboard: RSS after \(idleSeconds) s more left alone", 52) + megabytes(later))
        if case .number(let ms)? = ready?["firstFrameMs"] {
            printLine(
                padded("dashboard: main → first frame (warm demo store)", 52) + padded(fixed(ms, 1) + " ms", 12, right: true)
                    + "   target ≤ 50 ms")
        }
        if let before, let after {
            let perHour = Double(after - before) / ticksPerSecond * 3600 / Double(idleSeconds)
            printLine(
                padded("dashboard: idle CPU, left alone \(idleSeconds) s", 52) + padded(fixed(perHour, 2) + " s/hour", 12, right: true)
                    + "   target ≤ 1 s/hour (\(after - before) ticks of 1/\(Int(ticksPerSecond)) s)")
        }
        _ = run("/usr/bin/tmux", ["-L", socket, "send-keys", "q"], capture: false)
        usleep(300_000)
    }

    /// A one-shot `render --family large` against a C ncurses program that draws a large
    /// widget's frame, both started and waited for `runs` times, in turns.
    static func renderVersusC(runs: Int = 40) {
        let binary = siblingBinary()
        let here = #filePath
        let directory = String(here[..<(here.lastIndex(of: "/") ?? here.startIndex)]) + "/peer"
        let source = directory + "/ncurses_peer.c"
        let home = scratch("peer")
        defer { remove(home) }
        let peer = home + "/ncurses-peer"
        let peakRSS = home + "/peak-rss"
        guard access(binary, X_OK) == 0, FileIO.exists(source),
            run("/usr/bin/env", ["cc", "-O2", "-o", peer, source, "-lncursesw"]) != nil
        else {
            printLine("render vs C: needs cc, libncurses-dev and the widgetdeck binary beside the benchmark; skipped")
            return
        }
        let environment = ["HOME": home, "TZ": "America/Toronto", "LANG": "C.UTF-8"]
        _ = run(binary, ["render", "--family", "small"], environment: environment)
        var ours: [Double] = [], theirs: [Double] = []
        let render = ["render", "--family", "large", "--now", "2026-11-30T15:30:00-05:00"]
        for _ in 0..<runs {
            var began = BenchmarkRunner().now()
            _ = run(binary, render, environment: environment)
            ours.append(BenchmarkRunner().now() - began)
            began = BenchmarkRunner().now()
            _ = run(peer, [], environment: environment)
            theirs.append(BenchmarkRunner().now() - began)
        }
        let (a, b) = (ours.sorted()[runs / 2], theirs.sorted()[runs / 2])
        printLine(
            padded("render --family large, exec → exit (median)", 52) + padded(fixed(a * 1000, 2) + " ms", 12, right: true)
                + "   a C ncurses program: " + fixed(b * 1000, 2) + " ms; ratio " + fixed(a / b, 2) + "× (target ≤ 1.7×)")
        // Peak memory, through a small C program that forks (see peer/peak_rss.c); not timed.
        var ourPeaks: [Int] = [], theirPeaks: [Int] = []
        if run("/usr/bin/env", ["cc", "-O2", "-o", peakRSS, directory + "/peak_rss.c"]) != nil {
            for _ in 0..<5 {
                if let kib = run(peakRSS, [binary] + render, environment: environment).flatMap({ Int($0.filter(\.isNumber)) }) {
                    ourPeaks.append(kib)
                }
                if let kib = run(peakRSS, [peer], environment: environment).flatMap({ Int($0.filter(\.isNumber)) }) {
                    theirPeaks.append(kib)
                }
            }
        }
        guard !ourPeaks.isEmpty, !theirPeaks.isEmpty else {
            printLine("render --family large, peak resident memory: peer/peak_rss.c did not build or run; skipped")
            return
        }
        let (peak, peerPeak) = (ourPeaks.sorted()[ourPeaks.count / 2], theirPeaks.sorted()[theirPeaks.count / 2])
        printLine(
            padded("render --family large, peak resident memory", 52) + padded(megabytes(peak * 1024), 12, right: true)
                + "   the C program: " + megabytes(peerPeak * 1024) + " (target ≤ 10 MB)")
    }

    /// Runs a program to its end, with `environment` over this process's; its standard output,
    /// or `nil` when it could not start or exited with a failure.
    ///
    /// A program that leaves a process behind holding its output (tmux's server) is run with
    /// `capture: false`: its output goes to /dev/null, and the answer is "" on success. With
    /// `errors`, standard error is captured too.
    @discardableResult
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String] = [:], capture: Bool = true, errors: Bool = false
    ) -> String? {
        var fds: [Int32] = [-1, -1]
        // Close-on-exec: no child keeps the pipe open.
        if capture {
            guard pipe(&fds) == 0 else { return nil }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if capture {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        if capture && errors {
            // Standard error into the same pipe (what `--verbose` says).
            posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let variables = ProcessEnvironment.current.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, path, &actions, nil, argv, envp)
        var output: [UInt8] = []
        if capture {
            close(fds[1])
            defer { close(fds[0]) }
            var chunk = [UInt8](repeating: 0, count: 4096)
            while started == 0 {
                let count = read(fds[0], &chunk, chunk.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                output += chunk[..<count]
            }
        }
        guard started == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exited normally with 0: WIFEXITED and WEXITSTATUS, spelled out (macros are not imported).
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0 ? String(decoding: output, as: UTF8.self) : nil
    }

    /// The `widgetdeck` built beside this benchmark.
    static func siblingBinary() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/widgetdeck"
    }

    /// A new directory under /tmp, for one row.
    static func scratch(_ name: String) -> String {
        var template = Array("/tmp/widgetdeck-\(name)-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!).map { String(cString: $0) } } ?? "/tmp"
    }

    static func remove(_ directory: String) {
        guard directory.hasPrefix("/tmp/widgetdeck-") else { return }
        run("/bin/rm", ["-rf", directory])
    }
}

/// A backend that encodes each frame as the terminal backend does and throws the bytes away:
/// what the dashboard costs without a terminal, and nothing kept from frame to frame.
final class EncodingBackend: DashboardBackend, @unchecked Sendable {
    let size: Size
    private var encoder = TerminalDiffEncoder(theme: .dark, depth: .ansi256)
    private var bytes: [UInt8] = []
    private(set) var bytesSent = 0

    init(size: Size) {
        self.size = size
    }

    func draw(_ diff: BufferDiff) {
        bytes.removeAll(keepingCapacity: true)
        encoder.encode(diff, into: &bytes)
        bytesSent += bytes.count
    }

    func readEvents() -> [InputEvent] { [] }

    func setTheme(_ theme: Theme) {
        encoder = TerminalDiffEncoder(theme: theme, depth: .ansi256)
    }
}
