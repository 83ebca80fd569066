import WidgetCore
import WidgetFormats
import WidgetDrawing
import Foundation
import Testing
import WidgetSystem
import WidgetTestSupport

/// The zone the dashboard runs in, in these tests (`TZ=America/Toronto` in the pane).
let dashboardZone = SystemZones.named("America/Toronto")!

/// A home of the dashboard tests' own: their demo store is not written by the other tests'
/// processes while a dashboard is timed.
let tuiHome: String = {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetdeck-tui-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}()

/// A new, empty home for one test, removed by `defer { removeHome(home) }`: what the test
/// changes (fulfilled orders, picked ranges, the dashboard file) reaches no other.
func newHome(_ name: String) throws -> String {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("widgetdeck-\(name)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    return home
}

func removeHome(_ home: String) {
    try? FileManager.default.removeItem(atPath: home)
}

/// A tmux server of the test's own, driving the real dashboard as a user would.
final class TmuxSession: @unchecked Sendable {
    let socket = "wd-\(UUID().uuidString.prefix(8))"
    /// The home the dashboard runs in (its demo store, its remembered settings).
    let home: String
    /// The program run: the binary under test, or another (one unpacked from a release).
    let binary: String?

    init(home: String = tuiHome, binary: String? = nil) {
        self.home = home
        self.binary = binary
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        try spawn(["tmux", "-L", socket] + arguments, capture: ["capture-pane", "display"].contains(arguments.first ?? ""))
    }

    /// The command line that runs widgetdeck in the pane with exactly the environment the
    /// tests assume and nothing inherited: `LC_ALL`, `COLORTERM`, `NO_COLOR` or `XDG_*` in the
    /// environment of whoever runs the tests must not change what the pane shows.
    func command(_ arguments: String, environment: String = "TERM=xterm-256color") throws -> String {
        "env -i PATH=/usr/bin:/bin HOME=\(home) TZ=America/Toronto LANG=en_US.UTF-8 \(environment) \(try binary ?? widgetdeckBinary().path) \(arguments)"
    }

    /// While the dashboard runs (and is timed): no heavy test loads the machine (``MachineLoad``).
    private var timing: MachineLoad?

    /// What the pane's programs write, copied by tmux (`pipe-pane`): every wait for the screen
    /// to show something looks again when something new was written, never on a timer.
    private(set) var output: OutputSignal?

    /// Starts `arguments` of widgetdeck inside an interactive shell in a `width`×`height` pane.
    func start(_ arguments: String, environment: String = "TERM=xterm-256color", width: Int = 120, height: Int = 40) async throws {
        if timing == nil { timing = try await MachineLoad.shared() }
        // The demo store is made on first use (90 days of orders): make it before the clock of
        // "shows within 2 s" starts, as a user's first run of render or gallery would have.
        _ = try runWidgetdeck(["render", "--family", "small"], environment: ["HOME": home])
        try tmux([
            "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)",
            "env -i PATH=/usr/bin:/bin HOME=\(home) TERM=xterm-256color bash --norc --noprofile -i",
        ])
        let signal = try OutputSignal()
        try tmux(["pipe-pane", "-t", "main", "cat >> \(signal.path)"])
        output = signal
        try tmux(["send-keys", "-t", "main", try command(arguments, environment: environment), "Enter"])
    }

    /// Whether the dashboard is still running: its process exists and has not exited. Every
    /// key or signal a test sends is preceded by this, so a dashboard that quits by itself
    /// (as the release build once did, a second after start) fails the test instead of
    /// passing it.
    func alive() throws -> Bool {
        guard let pid = try pid() else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return kill(pid, 0) == 0 }
        // The state follows the command name: Z is a zombie, X dead.
        let state = stat[stat.index(close, offsetBy: 2)...].prefix(1)
        return state != "Z" && state != "X" && stat.contains("(widgetdeck)")
    }

    func keys(_ keys: String...) throws { try tmux(["send-keys", "-t", "main"] + keys) }

    /// A left click at column `x`, row `y` (from 0), sent as the xterm SGR mouse report a
    /// terminal sends for one.
    func click(x: Int, y: Int) throws {
        let report = "\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m"
        try tmux(["send-keys", "-t", "main", "-H"] + report.utf8.map { String($0, radix: 16) })
    }

    /// A notch of the mouse wheel at column `x`, row `y`: xterm's SGR report of button 4 (up)
    /// or 5 (down), as a terminal sends it.
    func wheel(down: Bool, x: Int, y: Int) throws {
        let report = "\u{1B}[<\(down ? 65 : 64);\(x + 1);\(y + 1)M"
        try tmux(["send-keys", "-t", "main", "-H"] + report.utf8.map { String($0, radix: 16) })
    }

    func resize(_ width: Int, _ height: Int) throws { try tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"]) }

    /// What the pane shows, as text. Captured with its escapes (`-e`), because tmux's plain
    /// capture gives a cell drawn in the line-drawing set as the letter sent for it (`q` for
    /// `─`), though it shows the line and copies it as one; colours are dropped.
    func screen() throws -> String { Self.shownText(try tmux(["capture-pane", "-t", "main", "-p", "-e"])) }

    /// The text of an escaped capture: cells between SO and SI (tmux marks line drawing so, and
    /// a row that ends in the set leaves it on for the next) as the VT100 line glyphs they show,
    /// escape sequences removed, rows right-trimmed as a plain capture trims them.
    static func shownText(_ escaped: String) -> String {
        let lines: [Character: Character] = [
            "q": "─", "x": "│", "l": "┌", "k": "┐", "m": "└", "j": "┘", "t": "├", "u": "┤", "w": "┬", "v": "┴",
            "n": "┼", "a": "▒", "`": "◆", "f": "°", "g": "±", "~": "·", "y": "≤", "z": "≥", "{": "π", "|": "≠", "}": "£",
        ]
        let text = escaped.replacing(/\x1B\[[0-9;:?]*[ -\/]*[@-~]|\x1B\][^\x07\x1B]*(\x07|\x1B\\)|\x1B[()][0-9A-Za-z]/, with: "")
        var shown = ""
        var inLineDrawing = false
        for character in text {
            switch character {
            case "\u{0E}": inLineDrawing = true
            case "\u{0F}": inLineDrawing = false
            default: shown.append(inLineDrawing ? lines[character] ?? character : character)
            }
        }
        return shown.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
    }

    /// Waits up to `seconds` for the screen to satisfy `condition`.
    func wait(_ seconds: Double = 2, for condition: @escaping @Sendable (String) -> Bool) async throws -> Bool {
        try await moment(seconds, for: condition) != nil
    }

    /// When the screen was first seen to satisfy `condition` (the capture's time), within
    /// `seconds`; `nil` if it never did.
    func moment(_ seconds: Double, for condition: @escaping @Sendable (String) -> Bool) async throws -> Date? {
        try await sighting(seconds, for: condition)?.date
    }

    /// The first screen seen to satisfy `condition` within `seconds`; `nil` if none did. With
    /// it, when: `date`, the satisfying capture's end, and `since`, the start of the capture
    /// before it (or of the wait) — the change happened between the two, however slowly a
    /// loaded machine ran the captures. The screen is looked at again each time the pane's
    /// programs write something (``output``), on a thread of its own, not the test runner's
    /// two-thread pool: there, other tests' blocking work (a process run, a long sum) delays a
    /// look by seconds, and a test would time its own scheduling instead of the dashboard.
    func sighting(
        _ seconds: Double, for condition: @escaping @Sendable (String) -> Bool
    ) async throws -> (date: Date, since: Date, screen: String)? {
        try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<(date: Date, since: Date, screen: String)?, any Error>) in
            Thread { [self] in
                var since = Date()
                let end = since.addingTimeInterval(seconds)
                do {
                    while true {
                        let began = Date()
                        let shown = try screen()
                        let seen = Date()
                        if condition(shown) { return continuation.resume(returning: (seen, since, shown)) }
                        if seen >= end { return continuation.resume(returning: nil) }
                        // What this capture missed was written after it began; when nothing
                        // has been written since, what comes next comes after now.
                        since = output?.hasPending ?? true ? began : Date()
                        // Until the pane's programs write again (or the time is up).
                        _ = output?.wait(until: end)
                    }
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    /// Whether the shell got its terminal back: normal screen, cursor visible, normal cursor
    /// keys and keypad (not application mode, which breaks the shell's arrow keys), echo on.
    func restored() async throws -> Bool {
        // The program may still be exiting when this is asked: give it two seconds, looking
        // again each time the pane is written to (restoring the terminal is writing to it).
        var flags = ""
        let end = Date().addingTimeInterval(2)
        while true {
            flags = try tmux(["display", "-t", "main", "-p", "#{alternate_on} #{cursor_flag} #{keypad_cursor_flag} #{keypad_flag}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if flags == "0 1 0 0" || !(output?.wait(until: end) ?? false) { break }
        }
        try keys("stty -a | tr ' ' '\\n' | grep -x -e echo -e -echo", "Enter")
        let echo = try await wait(2) { $0.split(separator: "\n").contains { $0 == "echo" } }
        return flags == "0 1 0 0" && echo
    }

    /// Whether the dashboard has exited within `seconds`: looked at again each time the pane is
    /// written to (a program that ends restores the terminal, and the shell prints its prompt).
    func exited(within seconds: Double) throws -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while try alive() {
            guard output?.wait(until: end) ?? false else { return try !alive() }
        }
        return true
    }

    /// The dashboard's process id: the pane's shell's child.
    func pid() throws -> Int32? {
        let shell = try tmux(["display", "-t", "main", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(try spawn(["pgrep", "-n", "-P", shell], capture: true).split(separator: "\n").first ?? "")
    }

    deinit {
        _ = try? tmux(["kill-server"])
        timing?.release()
    }
}

/// Runs a program with posix_spawn and waits for it with waitpid, returning its standard output
/// when `capture` (else discarding it). Foundation's Process cannot be used with tmux: the
/// server it starts outlives the client, and Process then never reports the client's exit.
func spawn(_ arguments: [String], capture: Bool) throws -> String {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw CommandFailure(message: "pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capture {
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    // The test runner blocks some signals; a child (the tmux server, and so the dashboard)
    // must start with none blocked and default handlers, as from a shell.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for sig in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGPIPE, SIGCHLD] { sigaddset(&defaults, sig) }
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environ)
    close(fds[1])
    defer { close(fds[0]) }
    guard status == 0 else { throw CommandFailure(message: "cannot run \(arguments[0]): \(String(cString: strerror(status)))") }
    var output: [UInt8] = []
    if capture {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = read(fds[0], &chunk, chunk.count)
            if n <= 0 { break }
            output.append(contentsOf: chunk[0..<n])
        }
    }
    var exitStatus: Int32 = 0
    waitpid(pid, &exitStatus, 0)
    return String(decoding: output, as: UTF8.self)
}

@Suite("The dashboard in tmux", .serialized)
struct DashboardTUITests {
    @Test(
        "opens on the demo shop and is still running 5 s later; Tab, 2, 3, ?, 1 and a resize do what they say while it lives; q gives the shell its terminal back"
    )
    func staysUpAndAnswersKeys() async throws {
        let t = TmuxSession()
        try await t.start("")
        #expect(try await t.wait { $0.contains("as of") && $0.contains("Maple & Moss") }, "the dashboard did not show within 2 s")
        let pid = try #require(try t.pid(), "no dashboard process in the pane")
        // Five seconds of its life: what is tested is that time passes and it stays up.
        try await letTimePass(5)
        #expect(try t.alive(), "the dashboard quit by itself within 5 s of its start")
        #expect(try t.pid() == pid, "the dashboard's process changed")
        #expect(try t.screen().contains("as of"), "5 s after start the widgets are gone")

        /// Sends `key` to a dashboard proved alive just before, and waits for `shows`.
        func press(_ key: String, _ what: String, shows: @escaping @Sendable (String) -> Bool) async throws {
            #expect(try t.alive(), "the dashboard was not running before \(what)")
            try t.keys(key)
            #expect(try await t.wait(for: shows), "\(what) did not show")
        }
        // Tab steps through the large widget's two controls, then on to the next widget.
        try t.keys("Tab")
        try await press("Tab", "Tab to the next widget") { $0.split(separator: "\n").last?.contains("orders-small") == true }
        try await press("2", "the lock screen") { $0.contains("[ 2 Lock ]") && $0.contains("███") }
        try await press("3", "the gallery") { $0.contains("Gallery:") && $0.contains("small") && $0.contains("large") }
        try await press("?", "the help overlay") { $0.contains("Keys") && $0.contains("reload every widget") }
        try await press("?", "closing the help") { !$0.contains("reload every widget") }
        try await press("1", "the home screen") { $0.contains("[ 1 Home ]") && $0.contains("as of") }
        #expect(try t.alive(), "the dashboard was not running before the resize")
        try t.resize(90, 30)
        #expect(
            try await t.wait {
                $0.split(separator: "\n").first.map { $0.count <= 90 && $0.contains("widgetdeck") } == true && $0.contains("as of")
            })
        try await press("q", "quitting") { !$0.contains("Maple & Moss") }
        #expect(try await t.restored())
        #expect(try !t.alive(), "q did not end the dashboard")
    }

    @Test(
        "what the pane shows is, cell for cell, what render prints for the same data: as xterm-256color (an emulator not known: line drawing, no REP) and as tmux itself (back-colour erase, REP of ASCII, line drawing by SO/SI)",
        arguments: ["xterm-256color", "tmux"])
    func cellForCell(terminal: String) async throws {
        let t = TmuxSession()
        if terminal == "tmux" {
            // What tmux puts in a pane's environment; the version is this tmux's.
            let version = try spawn(["tmux", "-V"], capture: true).split(separator: " ").last.map(String.init) ?? "3.2"
            try await t.start(
                "",
                environment:
                    "TERM=tmux-256color TMUX=/tmp/tmux-0/\(t.socket),1,0 TERM_PROGRAM=tmux TERM_PROGRAM_VERSION=\(version.trimmingCharacters(in: .whitespacesAndNewlines))"
            )
        } else {
            try await t.start("")
        }
        // Every home widget loaded: each frame shows the shop's name.
        #expect(try await t.wait(5) { $0.components(separatedBy: "Maple & Moss").count - 1 >= 4 })
        // The dashboard draws its data as of the minute it loaded it ("as of 9:46pm"), which
        // stays on screen after the minute turns: render that minute. A reload while the pane
        // is read (a new minute on screen) is read again.
        for attempt in 0..<3 {
            let first = try t.screen()
            guard let shown = Self.asOf(first) else {
                Issue.record("no “as of” on the pane:\n\(first)")
                break
            }
            var wall = dashboardZone.wallTime(Date())
            if shown.hour * 60 + shown.minute > wall.hour * 60 + wall.minute {
                // Loaded before midnight, read after it.
                wall = dashboardZone.wallTime(Date().addingTimeInterval(-86_400))
            }
            let offset = wall.utcOffset
            let sign = offset < 0 ? "-" : "+"
            let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
            let now =
                "\(wall.year)-\(two(wall.month))-\(two(wall.day))T\(two(shown.hour)):\(two(shown.minute)):00\(sign)\(two(abs(offset) / 3600)):\(two(abs(offset) % 3600 / 60))"
            // The large and a small widget of the first row, and the orders to fulfill below:
            // rows whose left edge is drawn in the line-drawing set carried from the row above.
            var expected: [(family: String, x: Int, y: Int, lines: [String])] = []
            for (family, chosen, x, y) in [
                ("large", ["--metrics", "total_sales,orders,conversion_rate,sessions,average_order_value,net_sales,returns"], 1, 2),
                ("small", ["--metrics", "orders,orders_to_fulfill"], 45, 2),
                ("medium", ["--kind", "orders-to-fulfill"], 1, 26),
            ] {
                let size = WidgetFamily(name: family)!.size
                let rendered = try await widgetdeck(["render", "--family", family] + chosen + ["--now", now, "--controls"]).stdout
                    .split(separator: "\n", omittingEmptySubsequences: false).prefix(size.height).map { String($0) }
                expected.append((family, x, y, rendered))
            }
            let screen = try t.screen()
            if attempt < 2 && Self.asOf(screen).map({ $0 != shown }) != false { continue }
            let pane = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (family, x, y, rendered) in expected {
                let size = WidgetFamily(name: family)!.size
                let region = pane[y..<y + size.height].map { line -> String in
                    var buffer = Buffer(size: Size(width: 200, height: 1))
                    buffer.drawText(line, in: buffer.area)
                    var cut = Buffer(size: Size(width: size.width, height: 1))
                    cut.merge(buffer.moved(to: Point(x: -x, y: 0)))
                    return String(cut.plainText.dropLast())
                }
                #expect(Array(region) == rendered, "\(family) differs from render")
            }
            break
        }
        try t.keys("q")
    }

    /// The hour (0–23) and minute of the first "as of 9:46pm" on `screen`.
    static func asOf(_ screen: String) -> (hour: Int, minute: Int)? {
        guard let range = screen.range(of: "as of ") else { return nil }
        let clock = screen[range.upperBound...].prefix { !$0.isWhitespace }
        let parts = clock.dropLast(2).split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (1...12).contains(hour) else { return nil }
        return (hour % 12 + (clock.hasSuffix("pm") ? 12 : 0), minute)
    }

    @Test(
        "Enter on Orders to fulfill: one fewer within a second, said in the status line; the range picker changes header, values and chart, and survives a restart"
    )
    func intents() async throws {
        // A home of its own: what this test changes must not reach the others.
        let home = try newHome("intents")
        defer { removeHome(home) }
        // A store of its own whose waiting orders do not move with the clock (the demo shop's
        // keep arriving and shipping, so its count can change by itself between two looks):
        // eight orders waiting, placed over the last four days, none ever fulfilled.
        let store = home + "/shop.sqlite"
        let export = home + "/orders.csv"
        func stamp(_ date: Date) -> String {
            // 2026-11-30T20:30:00Z → 2026-11-30 20:30:00 +0000, as the export writes times.
            ISO8601.string(date).replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " +0000")
        }
        var rows = [
            "Name,Email,Financial Status,Fulfillment Status,Currency,Subtotal,Shipping,Taxes,Total,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price"
        ]
        for i in 0..<8 {
            let created = stamp(Date().addingTimeInterval(-Double(i) * 43_200 - 3_600))
            rows.append("#20\(i),buyer\(i)@example.com,paid,,CAD,\(40 + i).00,5.00,0.00,\(45 + i).00,0.00,\(created),1,Candle,\(40 + i).00")
        }
        try rows.joined(separator: "\n").write(toFile: export, atomically: true, encoding: .utf8)
        let imported = try runWidgetdeck(
            ["import", "orders", export, "--store", store, "--shop", "Maple & Moss", "--time-zone", "America/Toronto"],
            environment: ["HOME": home])
        try #require(imported.status == 0, "\(imported.stderr)")
        let config = home + "/.config/widgetdeck"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try """
        {"source": "store:\(store)", "widgets": [{"id": "sales-large", "family": "large"},
                                                  {"id": "fulfill-medium", "kind": "orders-to-fulfill", "family": "medium"}]}
        """.write(toFile: config + "/dashboard.json", atomically: true, encoding: .utf8)
        let t = TmuxSession(home: home)
        try await t.start("")
        #expect(try await t.wait(5) { $0.contains("Oldest first") && $0.components(separatedBy: "Maple & Moss").count - 1 >= 2 })

        /// The count the Orders-to-fulfill widget shows: two lines under its header.
        @Sendable func waiting(_ screen: String) -> Int? {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let row = lines.firstIndex(where: { $0.contains("Oldest first") }), row + 2 < lines.count,
                let column = lines[row].range(of: "Oldest first")
            else { return nil }
            let start = lines[row].distance(from: lines[row].startIndex, to: column.lowerBound)
            let text = String(lines[row + 2].dropFirst(start).prefix(12)).trimmingCharacters(in: .whitespaces)
            return Int(text.replacingOccurrences(of: ",", with: ""))
        }
        @Sendable func status(_ screen: String) -> String { String(screen.split(separator: "\n").last ?? "") }

        let before = try #require(waiting(try t.screen()))
        for _ in 0..<20 where !status(try t.screen()).contains("fulfill-medium") {
            try t.keys("Tab")
            _ = try await t.wait(0.5) { _ in false }
        }
        #expect(status(try t.screen()).contains("fulfill-medium"), "Tab never reached the Orders-to-fulfill widget")
        #expect(try t.alive(), "the dashboard was not running before Enter")
        try t.keys("Enter")
        let fulfilled = try await t.wait(1) { waiting($0) == before - 1 && status($0).contains("Fulfilled #") }
        let after = try t.screen()
        #expect(
            fulfilled, "after Enter: \(waiting(after).map(String.init) ?? "no count") waiting (was \(before)); status: \(status(after))")

        // Back to the large metrics widget: its first control is the range picker.
        for _ in 0..<20 where !status(try t.screen()).contains(" sales-large ") {
            try t.keys("Tab")
            _ = try await t.wait(0.5) { _ in false }
        }
        let today = try t.screen()
        #expect(today.contains("[Today] 7d 30d") && today.contains("12am"))
        try t.keys("Enter")
        #expect(
            try await t.wait(2) { $0.contains("Today [7d] 30d") && !$0.contains("12am") }, "the header and chart did not change to 7 days")
        // The message comes when the store has written the choice: on a machine whose disk is
        // busy with other tests' imports, a commit can take seconds.
        // The frame that says so is the one looked at: the message goes away after a while, and
        // on a loaded machine a second capture can come after it went.
        let week = try #require(try await t.sighting(10) { $0.contains("Showing last 7 days") }, "no message for the picked range").screen
        let totalLine = { (screen: String) in screen.split(separator: "\n").dropFirst(5).first.map { String($0.prefix(44)) } }
        #expect(totalLine(week) != totalLine(today), "the total did not change with the range")
        #expect(week.contains("Showing last 7 days"))

        try t.keys("q")
        #expect(try await t.wait { !$0.contains("Maple & Moss") })
        try t.keys("clear", "Enter")
        try t.tmux(["send-keys", "-t", "main", try t.command(""), "Enter"])
        #expect(
            try await t.wait(5) { $0.contains("Today [7d] 30d") && $0.contains("Oldest first") },
            "after a restart the range is not the chosen one")
        let restarted = try t.screen()
        #expect(waiting(restarted) == before - 1, "the fulfilled order stays fulfilled")
        try t.keys("q")
    }

    @Test("a mouse click on a widget's button presses it; a click on its body only focuses it")
    func clickPresses() async throws {
        let home = try newHome("click")
        defer { removeHome(home) }
        let t = TmuxSession(home: home)
        try await t.start("")
        #expect(try await t.wait(5) { $0.contains("[Fulfill next]") })
        let lines = try t.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("[Fulfill next]") })
        let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].range(of: "[Fulfill next]")!.lowerBound)
        try t.click(x: column - 6, y: row + 3)
        #expect(
            try await t.wait { $0.split(separator: "\n").last?.contains("fulfill-medium") == true },
            "a click on the body focuses the widget")
        #expect(try !t.screen().contains("Fulfilled"), "and presses nothing")
        try t.click(x: column + 3, y: row)
        #expect(
            try await t.wait(1) { $0.split(separator: "\n").last?.contains("✓ Fulfilled #") == true },
            "the click on the button did not press it")
        try t.keys("q")
    }

    @Test("the mouse wheel scrolls the page in a real terminal: down past the first screen, and back")
    func wheelScrolls() async throws {
        let home = try newHome("wheel")
        defer { removeHome(home) }
        let t = TmuxSession(home: home)
        try await t.start("", width: 60, height: 20)
        #expect(try await t.wait(20) { $0.contains("[Today] 7d 30d") && $0.contains("↓ more") })
        for _ in 0..<10 { try t.wheel(down: true, x: 30, y: 10) }
        let down = try await t.wait(5) { !$0.contains("[Today] 7d 30d") && $0.contains("↑ more") }
        let scrolled = try t.screen()
        #expect(down, "\(scrolled)")
        for _ in 0..<10 { try t.wheel(down: false, x: 30, y: 10) }
        let up = try await t.wait(5) { $0.contains("[Today] 7d 30d") }
        let back = try t.screen()
        #expect(up, "\(back)")
        try t.keys("q")
    }

    @Test(
        "editing the dashboard file while it runs: one removed, one added, one changed — on screen at once, one event each in the analytics log; a broken edit changes nothing"
    )
    func liveEdit() async throws {
        let home = try newHome("edit")
        defer { removeHome(home) }
        let config = home + "/.config/widgetdeck"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        func write(_ text: String) throws {
            // As editors save: a new file renamed over the old.
            try text.write(toFile: config + "/dashboard.json.new", atomically: false, encoding: .utf8)
            _ = rename(config + "/dashboard.json.new", config + "/dashboard.json")
        }
        try write(
            """
            {"widgets": [{"id": "sales", "family": "medium"}, {"id": "orders", "family": "small", "metrics": ["orders", "orders_to_fulfill"]},
                         {"id": "traffic", "family": "small", "metrics": ["returning_customer_rate", "net_items_sold"]}]}
            """)
        let t = TmuxSession(home: home)
        try await t.start("")
        #expect(try await t.wait(5) { $0.contains("RETURNING") && $0.contains("To fulfill") })
        try write(
            """
            {"widgets": [{"id": "sales", "family": "medium"}, {"id": "orders", "family": "small", "metrics": ["orders", "average_order_value"]},
                         {"id": "fulfill", "kind": "orders-to-fulfill", "family": "medium"}]}
            """)
        let shown = try await t.wait(2) { $0.contains("Oldest first") && $0.contains("Avg order") && !$0.contains("RETURNING") }
        let edited = try t.screen()
        #expect(shown, "the edit did not show: \(edited)")
        #expect(edited.contains("1 added, 1 removed, 1 changed"))
        let log = try String(contentsOfFile: home + "/.local/state/widgetdeck/analytics.jsonl", encoding: .utf8)
        let events = log.split(separator: "\n").compactMap { try? JSONValue.parse(String($0)) }
        let afterEdit = events.dropFirst(3).compactMap { event -> String? in
            guard case .string(let kind)? = event["event"], case .string(let widget)? = event["widget"] else { return nil }
            return "\(kind) \(widget)"
        }
        #expect(afterEdit.sorted() == ["widget_added fulfill", "widget_configured orders", "widget_removed traffic"], "\(log)")
        try write("{\"widgets\": [")
        #expect(try await t.wait(2) { $0.contains("dashboard.json not applied, the last good one stays: not valid JSON") })
        #expect(try t.screen().contains("Oldest first"), "a broken file leaves the dashboard as it was")
        try t.keys("q")
    }

    @Test("an import in another terminal shows on the running dashboard within two seconds, though the budget allows no reload for a day")
    func importShowsAtOnce() async throws {
        let home = try newHome("notice")
        defer { removeHome(home) }
        /// Shopify's orders export with `count` unfulfilled orders from `first` on.
        func orders(_ first: Int, _ count: Int) throws -> String {
            let header =
                "Name,Email,Financial Status,Paid at,Fulfillment Status,Fulfilled at,Accepts Marketing,Currency,Subtotal,Shipping,Taxes,Total,Discount Code,Discount Amount,Shipping Method,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem compare at price,Lineitem sku,Lineitem requires shipping,Lineitem taxable,Lineitem fulfillment status,Billing Name,Notes,Cancelled at,Refunded Amount,Vendor,Id,Tags,Presentment Currency"
            let rows = (first..<(first + count)).map { n in
                [
                    "#\(n)", "", "paid", "2026-11-28 10:00:00 -0500", "unfulfilled", "", "no", "USD", "10.00", "0.00", "0.00", "10.00", "",
                    "0.00", "Standard",
                    "2026-11-28 10:00:00 -0500", "1", "Oat soap", "10.00", "", "MM-SOAP", "true", "true", "unfulfilled", "Bob", "", "",
                    "0.00", "Maple", "\(9000 + n)", "", "USD",
                ]
                .joined(separator: ",")
            }
            let path = home + "/orders-\(first).csv"
            try ([String(header)] + rows).joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let store = home + "/shop.sqlite"
        #expect(try runWidgetdeck(["import", "orders", try orders(2000, 2), "--store", store], environment: ["HOME": home]).status == 0)
        let config = home + "/.config/widgetdeck"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try """
        {"budget": {"minimumSpacingSeconds": 86400},
         "widgets": [{"id": "queue", "family": "small", "metrics": ["orders_to_fulfill", "orders"]}]}
        """.write(toFile: config + "/dashboard.json", atomically: true, encoding: .utf8)
        let t = TmuxSession(home: home)
        // The store named another way than the import names it: one file, one source.
        try await t.start("--source store:\(home)/./shop.sqlite")
        @Sendable func count(_ screen: String) -> Int? {
            let rows = screen.split(separator: "\n").map(String.init)
            guard let title = rows.firstIndex(where: { $0.contains("TO FULFILL") }), title + 1 < rows.count else { return nil }
            return rows[title + 1].split(whereSeparator: { !$0.isNumber }).first.flatMap { Int($0) }
        }
        let started = try await t.wait(5) { count($0) == 2 }
        #expect(started, "\((try? t.screen()) ?? "")")
        #expect(try runWidgetdeck(["import", "orders", try orders(3000, 3), "--store", store], environment: ["HOME": home]).status == 0)
        #expect(try t.alive())
        let shown = try await t.wait(2) { count($0) == 5 }
        #expect(shown, "the import did not show: \((try? t.screen()) ?? "")")
        try t.keys("q")
    }

    @Test(
        "growing the window redraws the picture in place (header on the first row, status line on the last), and after q nothing of it is left on the shell's screen"
    )
    func grow() async throws {
        let t = TmuxSession()
        try await t.start("")
        // Settled: every widget's first load is in, and the status line says when the next is.
        #expect(try await t.wait(5) { $0.contains("as of") && $0.contains("next reload") })
        try t.resize(140, 45)
        // Redrawn at the new size: the status line on the new last row (it was on the old one).
        #expect(
            try await t.wait { screen in
                let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return rows.count > 44 && rows[44].contains("demo")
            })
        let rows = try t.screen().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.first?.hasPrefix(" widgetdeck") == true, "the header is not on the first row: \(rows.prefix(3))")
        #expect(rows.count > 44 && rows[44].contains("demo"), "the status line is not on the last row")
        try t.keys("q")
        #expect(try await t.restored())
        // tmux, leaving the alternate screen of a window that grew, shrinks it to the old size
        // and grows it again: rows of the dashboard's screen came back on the shell's.
        #expect(try !t.screen().contains("Maple & Moss"), "the dashboard's picture was left on the shell's screen")
    }

    @Test(
        "resizing to 30×10, 19×5 and 200×60 redraws each time without a crash, the picture in place, and leaves nothing behind on the shell's screen"
    )
    func resize() async throws {
        do {
            let t = TmuxSession()
            try await t.start("")
            #expect(try await t.wait(5) { $0.contains("as of") && $0.contains("next reload") })
            #expect(try t.alive(), "the dashboard was not running before the resize")
            try t.resize(30, 10)
            #expect(try await t.wait { $0.contains("widgetdeck") })
            try t.resize(19, 5)
            #expect(try await t.wait { $0.contains("terminal too small") })
            try t.resize(200, 60)
            #expect(try await t.wait { $0.contains("Maple & Moss") && $0.contains("as of") })
            let rows = try t.screen().split(separator: "\n", omittingEmptySubsequences: false)
            #expect(rows.first?.hasPrefix(" widgetdeck") == true, "the header is not on the first row: \(rows.prefix(3))")
            #expect(rows.count > 59 && rows[59].contains("demo"), "the status line is not on the last row")
            #expect(try t.alive(), "the dashboard did not survive the resizes")
            try t.keys("q")
            #expect(try await t.restored())
            #expect(try !t.screen().contains("Maple & Moss"), "the dashboard's picture was left on the shell's screen")
        }
    }

    @Test(
        "q, Ctrl-C, SIGTERM, SIGHUP and a runtime trap each end a running dashboard and leave the terminal restored, nothing of the dashboard on the shell's screen though the window grew",
        arguments: ["q", "INT", "TERM", "HUP", "trap"])
    func restoredAfter(how: String) async throws {
        let t = TmuxSession()
        try await t.start("", environment: how == "trap" ? "TERM=xterm-256color WIDGETDECK_TEST_TRAP_AFTER=2.5" : "TERM=xterm-256color")
        #expect(try await t.wait { $0.contains("as of") })
        // A window that grew: tmux would pull the dashboard's top rows onto the shell's screen
        // as it leaves the alternate screen, unless they were cleared (see `grow`).
        try t.resize(140, 45)
        // A second and a half of its life, long enough for the loop to wake a few times: a
        // dashboard that quits by itself is gone by then, and the key or signal below would
        // seem to work. What is tested is that time passes and it stays up.
        try await letTimePass(1.5)
        #expect(try t.alive(), "the dashboard was not running before \(how)")
        switch how {
        case "trap": #expect(try t.exited(within: 5), "the trap did not end the dashboard")
        case "q": try t.keys("q")
        case "INT": try t.keys("C-c")
        default:
            let pid = try #require(try t.pid())
            kill(pid, how == "TERM" ? SIGTERM : SIGHUP)
        }
        #expect(try await t.wait(2) { !$0.contains("Maple & Moss") })
        #expect(try await t.restored(), "after \(how)")
        #expect(try !t.alive(), "\(how) did not end the dashboard")
    }

    @Test("a thousand widgets start, and SIGTERM is honoured within a second whatever the dashboard is doing")
    func thousandWidgets() async throws {
        let home = try newHome("thousand")
        defer { removeHome(home) }
        let config = home + "/.config/widgetdeck"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        let widgets = (0..<1000).map {
            #"{"id": "w\#($0)", "family": "\#(["small", "medium", "accessoryCircular"][$0 % 3])", "metrics": ["orders", "sessions"]}"#
        }
        try #"{"widgets": [\#(widgets.joined(separator: ","))]}"#.write(
            toFile: config + "/dashboard.json", atomically: true, encoding: .utf8)
        let t = TmuxSession(home: home)
        // Timed from the command typed (start's last step), not from the wait for the machine's
        // other tmux tests and the demo store's making that come before it.
        try await t.start("")
        let start = Date()
        #expect(try await t.wait(10) { $0.contains("as of") && $0.contains("w0") }, "1,000 widgets did not show within 10 s")
        let shown = Date().timeIntervalSince(start)
        #expect(shown < 10, "took \(shown) s")
        #expect(try t.alive(), "the dashboard was not running before SIGTERM")
        let pid = try #require(try t.pid())
        let sent = Date()
        kill(pid, SIGTERM)
        #expect(try t.exited(within: 1.5 - Date().timeIntervalSince(sent)), "SIGTERM was not honoured within 1.5 s")
        #expect(try await t.restored())
    }

    @Test("left alone, the dashboard uses next to no CPU")
    func idle() async throws {
        do {
            let t = TmuxSession()
            try await t.start("")
            #expect(try await t.wait { $0.contains("as of") })
            let pid = try #require(try t.pid())
            func cpu() throws -> Double {
                let fields = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8).split(separator: " ")
                return (Double(fields[13])! + Double(fields[14])!) / Double(sysconf(Int32(_SC_CLK_TCK)))
            }
            let start = try cpu()
            // Five seconds left alone: what is measured is the processor time they cost.
            try await letTimePass(5)
            #expect(try cpu() - start < 0.05, "CPU used while idle for 5 s")
            try t.keys("q")
        }
    }

    @Test("play swaps entries on screen within 0.3 s of their dates")
    func play() async throws {
        do {
            // On a whole second: the file writes its dates to the second. Five seconds ahead: the
            // session's start (the demo store, tmux, the binary) comes first even on a machine
            // busy with other tests — what is timed is the swap after each date.
            let start = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 5).rounded(.up))
            let entries = (0..<3).map { i -> String in
                let date = ISO8601.string(start.addingTimeInterval(Double(i) * 3))
                return #"{"date": "\#(date)", "metrics": {"orders": {"value": \#(1000 + i * 111), "previous": 900}}}"#
            }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString).json")
            try #"{"schemaVersion": 1, "policy": "never", "entries": [\#(entries.joined(separator: ","))]}"#.write(
                to: file, atomically: true, encoding: .utf8)
            let t = TmuxSession()
            try await t.start("play \(file.path)")
            for i in 0..<3 {
                let date = start.addingTimeInterval(Double(i) * 3)
                let value = String(1000 + i * 111)
                let shown = "\(value.prefix(1)),\(value.dropFirst())"
                // Seen as soon as the pane shows it: not before its date, and written within
                // 0.3 s after it (the change lies between `since` and `date`).
                let seen = try #require(
                    try await t.sighting(date.timeIntervalSinceNow + 2) { $0.contains(shown) }, "entry \(i) (\(shown)) never showed")
                #expect(seen.date >= date, "entry \(i) (\(shown)) showed before its date")
                #expect(
                    seen.since <= date.addingTimeInterval(0.3),
                    "entry \(i) (\(shown)) did not show within 0.3 s of its date (between \(seen.since) and \(seen.date))")
                #expect(try t.alive(), "play quit before entry \(i)'s date had passed")
            }
            try t.keys("q")
        }
    }

    @Test(
        "TERM=xterm and NO_COLOR draw; TERM=dumb exits with a message",
        arguments: ["TERM=xterm", "NO_COLOR=1 TERM=xterm-256color", "TERM=dumb"])
    func terminals(environment: String) async throws {
        do {
            let t = TmuxSession()
            try await t.start("", environment: environment)
            if environment == "TERM=dumb" {
                #expect(try await t.wait { $0.contains("TERM=dumb cannot draw the dashboard") })
            } else {
                #expect(try await t.wait { $0.contains("as of") && $0.contains("▲") || $0.contains("▼") })
                try t.keys("q")
                #expect(try await t.restored())
            }
        }
    }
}
