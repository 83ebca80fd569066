#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A program widgetdeck started, talked to over pipes: lines written to its standard input, lines
/// read from its standard output under a deadline, and its standard error kept (the last 64 KB)
/// so that when it dies its last words can be shown. The preview program of a team's widget
/// extension is one.
package final class ChildProcess: @unchecked Sendable {
    /// How a child ended.
    package enum Termination: Hashable, Sendable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)

        package var description: String {
            switch self {
            case .exited(let code): "exited with status \(code)"
            case .signaled(let signal): "was stopped by signal \(signal)\(ChildProcess.signalName(signal).map { " (\($0))" } ?? "")"
            }
        }
    }

    /// What reading a line gave.
    package enum Read: Hashable, Sendable {
        case line([UInt8])
        case timedOut
        case closed
    }

    package let pid: pid_t
    private var input: Int32
    private let output: Int32
    private let errors: Int32
    fileprivate var pending: [UInt8] = []
    private var errorTail: [UInt8] = []
    private var ended: Termination?
    /// Whether the child was reaped — its pid then may be another process's — guarded so
    /// that ``interrupt()`` from another thread never signals a pid no longer the child's.
    private let reaped = Mutex(false)
    /// Whether the child said it is ready (a protocol's own affair; starts false).
    package var ready = false
    /// The longest line accepted from the child.
    package static let lineLimit = 64 << 20

    /// Starts `executable` with `arguments` and `environment` (the whole of it).
    package init(executable: String, arguments: [String], environment: [String: String]) throws(SetupError) {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0], errorsFromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0, pipe(&errorsFromChild) == 0 else {
            throw SetupError(.unavailable, "cannot make pipes to start \(executable): \(String(cString: strerror(errno)))")
        }
        // Only the child's own ends reach it, as its standard streams.
        for fd in toChild + fromChild + errorsFromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with default signal dispositions (widgetdeck ignores SIGPIPE).
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // A session of its own (glibc's POSIX_SPAWN_SETSID, 0x80): no controlling terminal, so
        // a widget's code cannot open /dev/tty to write over the user's screen or read keys, and
        // the child and what it starts are one process group, killed together.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF) | Self.setsid)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let started = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(toChild[0])
        close(fromChild[1])
        close(errorsFromChild[1])
        guard started == 0 else {
            close(toChild[1])
            close(fromChild[0])
            close(errorsFromChild[0])
            throw SetupError(.unavailable, "cannot start \(executable): \(String(cString: strerror(started)))")
        }
        pid = child
        input = toChild[1]
        output = fromChild[0]
        errors = errorsFromChild[0]
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
        _ = fcntl(errors, F_SETFL, fcntl(errors, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        kill()
        if input >= 0 { close(input) }
        close(output)
        close(errors)
    }

    /// Writes `bytes` to the child's standard input; `false` when it no longer reads.
    @discardableResult
    package func write(_ bytes: [UInt8]) -> Bool {
        guard input >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// Closes the child's standard input: it reads the end of its input.
    package func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// The next line the child writes, waiting until `deadline` (``monotonicSeconds()``).
    package func readLine(until deadline: Double) -> Read {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                return .line(line)
            }
            if pending.count > Self.lineLimit { return .closed }
            let left = deadline - monotonicSeconds()
            if left <= 0 { return .timedOut }
            var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            let ready = Glibc.poll(&fds, 2, Int32(min(left * 1000, 1000).rounded(.up)))
            if ready < 0 && errno != EINTR { return .closed }
            if fds[1].revents != 0 { drainErrors() }
            if fds[0].revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                let n = chunk.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
                if n > 0 {
                    pending.append(contentsOf: chunk[..<n])
                } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
                    drainErrors()
                    return .closed
                }
            }
        }
    }

    /// Reads what the child wrote to standard error so far, keeping the last 64 KB.
    package func drainErrors() {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(errors, $0.baseAddress, $0.count) }
            guard n > 0 else { return }
            errorTail.append(contentsOf: chunk[..<n])
            if errorTail.count > 1 << 16 { errorTail.removeFirst(errorTail.count - (1 << 16)) }
        }
    }

    /// What the child wrote to standard error (the last 64 KB), as text.
    package var errorText: String {
        drainErrors()
        return String(decoding: errorTail, as: UTF8.self)
    }

    /// Forgets what the child wrote to standard error so far.
    package func clearErrors() {
        drainErrors()
        errorTail = []
    }

    /// Stops the child and every process of its group at once (SIGKILL), and reaps it.
    package func kill() {
        guard ended == nil else { return }
        interrupt()
        _ = wait()
    }

    /// Stops the child and every process of its session (SIGKILL) without waiting, from any
    /// thread — while the thread that talks to it is still waiting for an answer, which then
    /// finds it gone. Its session, not only its group: a process it started may have a group
    /// of its own (Foundation's `Process` gives each child one), never a session of its own.
    package func interrupt() {
        reaped.withLock { reaped in
            guard !reaped else { return }
            if let proc = opendir("/proc") {
                while let entry = readdir(proc) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                    if let other = pid_t(name), other != pid, getsid(other) == pid { _ = Glibc.kill(other, SIGKILL) }
                }
                closedir(proc)
            }
            _ = Glibc.kill(-pid, SIGKILL)
            _ = Glibc.kill(pid, SIGKILL)
        }
    }

    /// `POSIX_SPAWN_SETSID`, which Swift's Glibc module does not bring (glibc 2.26 and later).
    static let setsid: Int16 = 0x80

    /// Waits for the child to end, and says how it did.
    @discardableResult
    package func wait() -> Termination {
        if let ended { return ended }
        // Waited for without reaping; reaped under the lock ``interrupt()`` takes.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        var status: Int32 = 0
        reaped.withLock { reaped in
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            reaped = true
        }
        let termination: Termination = (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        ended = termination
        return termination
    }

    /// Whether the child has ended, without waiting; how, if it has.
    package func termination() -> Termination? {
        if let ended { return ended }
        var status: Int32 = 0
        let gone = reaped.withLock { reaped in
            reaped = waitpid(pid, &status, WNOHANG) == pid
            return reaped
        }
        guard gone else { return nil }
        let termination: Termination = (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        ended = termination
        return termination
    }

    static func signalName(_ signal: Int32) -> String? {
        switch signal {
        case SIGILL: "SIGILL: a Swift runtime trap"
        case SIGTRAP: "SIGTRAP: a Swift runtime trap"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGABRT: "SIGABRT"
        case SIGKILL: "SIGKILL"
        case SIGFPE: "SIGFPE"
        default: nil
        }
    }
}

extension ChildProcess {
    /// Runs `executable` to its end (or until `timeout` seconds pass, when it is killed) and
    /// returns how it ended and everything it wrote, standard output then standard error.
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], timeout: Double = 3600,
        onLine: ((String) -> Void)? = nil
    ) throws(SetupError) -> (termination: Termination, output: String, errors: String) {
        let child = try ChildProcess(executable: executable, arguments: arguments, environment: environment)
        child.closeInput()
        let deadline = monotonicSeconds() + timeout
        var output: [UInt8] = []
        loop: while true {
            switch child.readLine(until: deadline) {
            case .line(let line):
                output += line + [0x0A]
                onLine?(String(decoding: line, as: UTF8.self))
            case .timedOut:
                child.kill()
                break loop
            case .closed:
                output += child.pending
                break loop
            }
        }
        let errors = child.errorText
        return (child.wait(), String(decoding: output, as: UTF8.self), errors)
    }
}
