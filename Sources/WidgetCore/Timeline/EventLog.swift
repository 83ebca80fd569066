#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import Synchronization

/// Where event lines go: a file (WidgetSystem's `EventLogFile`), or anything else that keeps
/// bytes. Each call gets one whole line, newline included.
package protocol EventSink: Sendable {
    func write(line: [UInt8])
}

/// A log of what the timeline machinery did, as JSON lines (`--log FILE`), and in memory for
/// tests: provider started and finished (with duration), why a reload happened, cache hits and
/// misses, request outcomes, data age, entry dates, budget left. Never tokens, never personal
/// data: events carry ids, kinds, counts and times only. Format: `docs/event-log.md`.
package final class EventLog: Sendable {
    private let memory = Mutex<[JSONValue]>([])
    private let sink: (any EventSink)?
    private let keepsInMemory: Bool

    /// A log kept in memory only (tests).
    package init() {
        sink = nil
        keepsInMemory = true
    }

    /// A log written to `sink`, one line per event.
    package init(sink: any EventSink) {
        self.sink = sink
        keepsInMemory = false
    }

    /// Records an event named `event` at `time` with `fields`.
    package func record(_ event: String, at time: Date, _ fields: [(String, JSONValue)] = []) {
        let line = JSONValue.object(
            [("time", .string(ISO8601.string(time))), ("event", .string(event))] + fields.map { (key: $0.0, value: $0.1) })
        if keepsInMemory { memory.withLock { $0.append(line) } }
        if let sink {
            var bytes = Array(line.serialized.utf8)
            bytes.append(0x0A)
            sink.write(line: bytes)
        }
    }

    /// The events recorded in memory, oldest first.
    package var events: [JSONValue] { memory.withLock { $0 } }

    /// The recorded events named `event`.
    package func events(named event: String) -> [JSONValue] {
        events.filter { $0["event"] == .string(event) }
    }
}
