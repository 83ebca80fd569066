#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A log of what the timeline machinery did, as JSON lines (`--log FILE`), and in memory for
/// tests: provider started and finished (with duration), why a reload happened, cache hits and
/// misses, request outcomes, data age, entry dates, budget left. Never tokens, never personal
/// data: events carry ids, kinds, counts and times only. Format: `docs/event-log.md`.
public final class EventLog: Sendable {
    private let memory = Mutex<[JSONValue]>([])
    private let fd: Int32?
    private let keepsInMemory: Bool

    /// A log kept in memory only (tests).
    public init() {
        fd = nil
        keepsInMemory = true
    }

    /// A log appended to `path` (created if needed, mode 0600).
    public init(path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw FileError(path: path, reason: String(cString: strerror(errno)), isMissing: errno == ENOENT)
        }
        fd = descriptor
        keepsInMemory = false
    }

    deinit {
        if let fd { close(fd) }
    }

    /// Records an event named `event` at `time` with `fields`.
    public func record(_ event: String, at time: Date, _ fields: [(String, JSONValue)] = []) {
        let line = JSONValue.object([("time", .string(ISO8601.string(time))), ("event", .string(event))] + fields.map { (key: $0.0, value: $0.1) })
        if keepsInMemory { memory.withLock { $0.append(line) } }
        if let fd {
            var bytes = Array(line.serialized.utf8)
            bytes.append(0x0A)
            // One write per line with O_APPEND: lines from several processes never interleave.
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        }
    }

    /// The events recorded in memory, oldest first.
    public var events: [JSONValue] { memory.withLock { $0 } }

    /// The recorded events named `event`.
    public func events(named event: String) -> [JSONValue] {
        events.filter { $0["event"] == .string(event) }
    }
}
