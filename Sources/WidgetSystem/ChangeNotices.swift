#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetFormats

/// What another process changed: an import into a store or a publish of a snapshot names the
/// source and the metrics whose figures moved, and every running dashboard reading that source
/// forgets those metrics and reloads the widgets showing them at once, free of budget — one value
/// per metric on every screen, not the old one for up to a refresh interval.
///
/// The notices live in one small JSON document (`$XDG_CACHE_HOME/widgetdeck/changes.json`),
/// replaced atomically under a lock so two announcing processes never lose each other's notice;
/// a dashboard watches it with inotify and reads what came after the last notice it saw.
/// Format: `{"changes": [{"sequence": 7, "source": "store:/abs/path", "metrics": ["orders"],
/// "at": "2026-11-30T20:30:00Z"}, …]}`, the newest 64 kept.
package struct ChangeNotices: Sendable {
    /// One change: its place in the sequence, the source's name, the metrics, when.
    package struct Notice: Hashable, Sendable {
        package var sequence: Int
        package var source: String
        package var metrics: Set<String>
        package var at: Date
    }

    package let path: String
    /// How many notices the document keeps: a dashboard that missed more reloads everything.
    package static let kept = 64

    package init(path: String) {
        self.path = path
    }

    /// `$XDG_CACHE_HOME/widgetdeck/changes.json` (`~/.cache`).
    package static func defaultPath(environment: [String: String]) -> String {
        FileIO.userDirectory(.cache, environment: environment) + "/changes.json"
    }

    /// Makes the document's directory, so it can be written or watched before the first notice.
    package func makeDirectory() throws(FileError) {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        try FileIO.createDirectory(String(path[..<slash]))
    }

    /// Adds a notice that `metrics` of `source` changed at `at`.
    package func announce(source: String, metrics: Set<String>, at: Date) throws(FileError) {
        try makeDirectory()
        // One announcer at a time: read, append and replace as one step.
        let lock = FileLock(path: path + ".lock")
        defer { lock?.release() }
        var notices = read(after: 0).notices
        let next = (notices.last?.sequence ?? 0) + 1
        notices.append(Notice(sequence: next, source: source, metrics: metrics, at: at))
        notices = Array(notices.suffix(Self.kept))
        let document = JSONValue.object([
            (
                "changes",
                .array(
                    notices.map { notice in
                        .object([
                            ("sequence", .number(Double(notice.sequence))), ("source", .string(notice.source)),
                            ("metrics", .array(notice.metrics.sorted().map(JSONValue.string))), ("at", .string(ISO8601.string(notice.at))),
                        ])
                    })
            )
        ])
        // Private to its owner, as everything widgetdeck keeps of a shop is.
        try FileIO.writeAtomically(Array(document.serialized.utf8), to: path, mode: 0o600)
    }

    /// The notices after `sequence`, oldest first, and the newest sequence (`sequence` itself
    /// when there is nothing new). `missed` says notices after `sequence` were dropped before
    /// they were read: the reader should treat everything as changed. A missing or unreadable
    /// document has no notices.
    package func read(after sequence: Int) -> (last: Int, notices: [Notice], missed: Bool) {
        guard let bytes = try? FileIO.read(path, limit: 1 << 20), let document = try? JSONValue.parse(bytes),
            case .array(let items)? = document["changes"]
        else { return (sequence, [], false) }
        var notices: [Notice] = []
        for item in items {
            guard case .number(let number)? = item["sequence"], number.isFinite, number >= 1, number < 1e15,
                case .string(let source)? = item["source"], case .array(let ids)? = item["metrics"],
                case .string(let time)? = item["at"], let at = ISO8601.parse(time)
            else { continue }
            let metrics = Set(ids.compactMap { if case .string(let id) = $0 { id } else { nil } })
            notices.append(Notice(sequence: Int(number), source: source, metrics: metrics, at: at))
        }
        notices.sort { $0.sequence < $1.sequence }
        // The document started afresh (deleted, or the cache cleared): all of it is new.
        let restarted = (notices.last?.sequence ?? 0) < sequence
        let newer = restarted ? notices : notices.filter { $0.sequence > sequence }
        let missed = sequence > 0 && !newer.isEmpty && (restarted ? newer[0].sequence > 1 : newer[0].sequence > sequence + 1)
        return (restarted ? notices.last?.sequence ?? 0 : notices.last?.sequence ?? sequence, newer, missed)
    }
}
