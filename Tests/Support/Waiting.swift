#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Wakes a waiter when a program writes: a FIFO that the program's output is copied into
/// (tmux's `pipe-pane`), read here with `poll(2)`. A test waits for what it expects by looking
/// again each time there is something new to look at — never by sleeping and looking again.
///
/// ```swift
/// let output = try OutputSignal()
/// try tmux(["pipe-pane", "-t", "main", "cat >> \(output.path)"])
/// while !condition(try screen()) { guard output.wait(until: deadline) else { break } }
/// ```
package final class OutputSignal: @unchecked Sendable {
    /// The FIFO to copy output into.
    package let path: String
    private let reader: Int32
    /// Our own writer, never written: with it open, the FIFO never reports a hang-up when the
    /// copying program ends, so a wait after that is a plain wait for the deadline.
    private let keeper: Int32

    package init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("widgetdeck-output-\(UUID().uuidString).fifo").path
        guard mkfifo(path, 0o600) == 0 else { throw CommandFailure(message: "mkfifo \(path): \(String(cString: strerror(errno)))") }
        reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        keeper = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard reader >= 0, keeper >= 0 else { throw CommandFailure(message: "open \(path): \(String(cString: strerror(errno)))") }
    }

    /// Whether something was written since the last wait (without waiting, or taking it).
    package var hasPending: Bool {
        var fd = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
        return poll(&fd, 1, 0) > 0
    }

    /// Waits until something was written since the last wait, or until `deadline`; returns
    /// whether something was (and takes it, so the next wait waits for more).
    package func wait(until deadline: Date) -> Bool {
        while true {
            let milliseconds = Int32(max(0, min(Double(Int32.max), deadline.timeIntervalSinceNow * 1000)).rounded(.up))
            var fd = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fd, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return false }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while read(reader, &chunk, chunk.count) > 0 {}
            return true
        }
    }

    deinit {
        close(reader)
        close(keeper)
        unlink(path)
    }
}

/// Lets `seconds` of real time pass. For what a test measures over time — a program that stays
/// up, a processor that stays idle — never to wait for something to happen: that is a wait
/// on the event itself (``OutputSignal``, a gate, a count, the manual clock).
package func letTimePass(_ seconds: Double) async throws {
    try await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
}

/// Yields to the other tasks until `condition` holds: for what other tasks of the test are
/// doing (callers that have joined a request, a task that has started). Gives up after
/// `attempts` turns, which is far more than any such step takes.
package func untilTrue(attempts: Int = 1_000_000, _ condition: () async -> Bool) async -> Bool {
    for _ in 0..<attempts {
        if await condition() { return true }
        await Task.yield()
    }
    return await condition()
}

/// Wakes a waiter when something in a folder is created, written or renamed into it (Linux's
/// inotify): how a test waits for a server to write its pid file, without looking on a timer.
package final class FolderWatch: @unchecked Sendable {
    private let descriptor: Int32

    package init(_ folder: String) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw CommandFailure(message: "inotify: \(String(cString: strerror(errno)))") }
        let mask = UInt32(IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE | IN_MODIFY | IN_DELETE)
        guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
            close(descriptor)
            throw CommandFailure(message: "inotify on \(folder): \(String(cString: strerror(errno)))")
        }
    }

    /// Waits until something changed in the folder since the last wait, or until `deadline`;
    /// returns whether something did.
    package func wait(until deadline: Date) -> Bool {
        while true {
            let milliseconds = Int32(max(0, min(Double(Int32.max), deadline.timeIntervalSinceNow * 1000)).rounded(.up))
            var fd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fd, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return false }
            var events = [UInt8](repeating: 0, count: 4096)
            while read(descriptor, &events, events.count) > 0 {}
            return true
        }
    }

    deinit { close(descriptor) }
}
