#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// Where a cache shares its answers with other processes: named blobs, read whole and replaced
/// atomically (WidgetSystem's `CacheDirectory` keeps them as files).
package protocol CacheStorage: Sendable {
    /// The blob called `name`, or `nil` when there is none (or it cannot be read).
    func read(_ name: String) -> [UInt8]?
    /// Replaces the blob called `name`; a failure only makes the cache slower.
    func write(_ bytes: [UInt8], to name: String)
    /// Removes the blob called `name`, if there is one.
    func remove(_ name: String)
    /// The names of every blob (for forgetting what another process stored).
    func names() -> [String]
}

extension CacheStorage {
    package func names() -> [String] { [] }
}

/// A short-lived cache of responses with single flight, shared between processes through a
/// ``CacheStorage``: the seed's fix for "token refresh chaos".
///
/// - Keyed by the source, the query's fingerprint (what is asked, not when) and the locale.
/// - Fresh for `ttl` (1 minute by default): a fresh entry answers without a request.
/// - Single flight: however many callers ask at once for one key, the source sees one request
///   and every caller gets its answer.
/// - Shared: each answer is also written (atomically) to the storage, where another process
///   finds it.
/// - The last good answer is kept as the fallback when the source fails; it comes back marked
///   as such, so the widget shows it stale with the reason.
package actor MetricsCache {
    /// Where an answer came from.
    package enum Origin: String, Hashable, Sendable {
        /// A fresh cached answer; no request.
        case hit
        /// A new answer from the source.
        case fetched
        /// The source failed; this is the last good answer.
        case staleFallback
        /// The source failed and nothing was cached.
        case none
    }

    /// An answer and how it was obtained.
    package struct Outcome: Sendable {
        package var response: MetricsResponse?
        package var origin: Origin
        /// Why the source failed, for `.staleFallback` and `.none`.
        package var error: SourceError?
        /// When the answer was fetched.
        package var fetchedAt: Date?
    }

    struct Entry {
        var response: MetricsResponse
        var fetchedAt: Date
        /// The moment the answer is about (the query's end).
        var end: Date
    }

    package let ttl: TimeInterval
    package let storage: (any CacheStorage)?
    private let clock: any TimelineClock
    private var entries: [String: Entry] = [:]
    private var inFlight: [String: Task<MetricsResponse, any Error>] = [:]
    /// How many callers were answered by a request already under way instead of one of their
    /// own: single flight at work (tests wait on it to know every caller has joined).
    package private(set) var joinedRequests = 0

    /// Creates a cache.
    ///
    /// - Parameters:
    ///   - ttl: how long an answer stays fresh.
    ///   - storage: where answers are shared with other processes; `nil` keeps them in memory.
    ///   - clock: when answers are fetched and how old they are (tests pass a manual one).
    package init(ttl: TimeInterval = 60, storage: (any CacheStorage)? = nil, clock: any TimelineClock) {
        self.ttl = ttl
        self.storage = storage
        self.clock = clock
    }

    /// The key of a query from a source in a locale.
    package static func key(_ query: MetricsQuery, source: String, locale: String) -> String {
        "\(source)|\(query.fingerprint)|\(locale)"
    }

    /// An answer to `query` from `source`: a fresh cached one, or one request shared by every
    /// concurrent caller, or — when that fails — the last good answer.
    ///
    /// - Parameter bypass: skip the freshness check (an explicit refresh); single flight still
    ///   holds.
    package func response(for query: MetricsQuery, locale: String, from source: any MetricsSource, bypass: Bool = false) async -> Outcome {
        let key = Self.key(query, source: source.name, locale: locale)
        let current = clock.now
        // Fresh, and about (nearly) the same moment: a query for another time (`--now`) is a
        // different question.
        func usable(_ entry: Entry) -> Bool {
            if let forgottenAt, entry.fetchedAt <= forgottenAt, !forgotten.isDisjoint(with: query.metrics) { return false }
            return current.timeIntervalSince(entry.fetchedAt) < ttl && current >= entry.fetchedAt
                && abs(entry.end.timeIntervalSince(query.end)) < ttl
        }
        if !bypass {
            if let entry = entries[key], usable(entry) {
                return Outcome(response: entry.response, origin: .hit, fetchedAt: entry.fetchedAt)
            }
            if let entry = readDisk(key), usable(entry) {
                entries[key] = entry
                return Outcome(response: entry.response, origin: .hit, fetchedAt: entry.fetchedAt)
            }
        }
        let task: Task<MetricsResponse, any Error>
        if let running = inFlight[key] {
            task = running
            joinedRequests += 1
        } else {
            task = Task { try await source.fetch(query).answering(query, from: source.name) }
            inFlight[key] = task
        }
        do {
            let response = try await task.value
            if inFlight[key] == task {
                inFlight[key] = nil
                let entry = Entry(response: response, fetchedAt: clock.now, end: query.end)
                entries[key] = entry
                writeDisk(key, entry)
            }
            return Outcome(response: response, origin: .fetched, fetchedAt: entries[key]?.fetchedAt)
        } catch {
            if inFlight[key] == task { inFlight[key] = nil }
            let reason = error as? SourceError ?? SourceError(.unavailable, "\(source.name): \(error)")
            if let last = entries[key] ?? readDisk(key) {
                entries[key] = last
                return Outcome(response: last.response, origin: .staleFallback, error: reason, fetchedAt: last.fetchedAt)
            }
            return Outcome(response: nil, origin: .none, error: reason)
        }
    }

    /// Forgets every answer that holds one of `metrics` (from the source called `source`, or
    /// any): here and in the shared storage, so the next look asks the source. What an intent,
    /// an import or a publish changed is then read anew by every widget that shows it — one
    /// value per metric on a screen. (The last good copy goes too: the figures it held are
    /// known to be out of date.)
    package func invalidate(metrics: Set<String>, source: String? = nil) {
        guard !metrics.isEmpty else { return }
        for (key, entry) in entries where source.map({ key.hasPrefix($0 + "|") }) ?? true {
            guard !metrics.isDisjoint(with: entry.response.readings.keys) else { continue }
            entries[key] = nil
        }
        // The shared storage: these answers, and what other processes stored under other keys
        // (another locale, another time).
        if let storage { Self.forgetStored(metrics: metrics, source: source, in: storage) }
        forgotten.formUnion(metrics)
        forgottenAt = clock.now
    }

    /// Metrics forgotten by ``invalidate(metrics:source:)``, and when: an answer on disk from
    /// before then (another process wrote it) is not fresh for them.
    private var forgotten = Set<String>()
    private var forgottenAt: Date?

    /// The last good answer for a key, fresh or not, without asking the source.
    package func lastGood(for query: MetricsQuery, locale: String, source: String) -> MetricsResponse? {
        let key = Self.key(query, source: source, locale: locale)
        if let entry = entries[key] ?? readDisk(key) { return entry.response }
        return nil
    }

    // MARK: - The shared storage

    /// `<hash>.json`: a header line (key and fetch time), then the snapshot document.
    private static func name(for key: String) -> String {
        "\(fnv1a(key)).json"
    }

    /// Removes from `storage` every stored answer holding one of `metrics` (from the source
    /// called `source`, or any): what a process that changed figures (an import, a publish) does
    /// for every other, without an instance of its own.
    package static func forgetStored(metrics: Set<String>, source: String?, in storage: any CacheStorage) {
        guard !metrics.isEmpty else { return }
        for name in storage.names() {
            guard let bytes = storage.read(name), let (key, entry) = stored(bytes, name: name),
                source.map({ key.hasPrefix($0 + "|") }) ?? true, !metrics.isDisjoint(with: entry.response.readings.keys)
            else { continue }
            storage.remove(name)
        }
    }

    /// A stored blob's key and answer: a header line (key, fetch time, the question's end),
    /// then the snapshot document.
    private static func stored(_ bytes: [UInt8], name: String) -> (key: String, entry: Entry)? {
        guard let newline = bytes.firstIndex(of: 0x0A),
            let header = try? JSONValue.parse(bytes[..<newline]),
            case .string(let key)? = header["key"],
            case .string(let time)? = header["fetchedAt"], let fetchedAt = ISO8601.parse(time),
            case .string(let endText)? = header["end"], let end = ISO8601.parse(endText),
            let response = try? SnapshotDocument.decode(Array(bytes[(newline + 1)...]), file: name)
        else { return nil }
        return (key, Entry(response: response, fetchedAt: fetchedAt, end: end))
    }

    private func readDisk(_ key: String) -> Entry? {
        let name = Self.name(for: key)
        guard let storage, let bytes = storage.read(name), let (storedKey, entry) = Self.stored(bytes, name: name), storedKey == key else {
            return nil
        }
        return entry
    }

    private func writeDisk(_ key: String, _ entry: Entry) {
        guard let storage else { return }
        let header = JSONValue.object([
            ("key", .string(key)), ("fetchedAt", .string(ISO8601.string(entry.fetchedAt))), ("end", .string(ISO8601.string(entry.end))),
        ])
        var bytes = Array(header.serialized.utf8)
        bytes.append(0x0A)
        bytes.append(contentsOf: SnapshotDocument.encode(entry.response))
        storage.write(bytes, to: Self.name(for: key))
    }
}

/// The 64-bit FNV-1a hash of `text` in hex: a stable file name for a cache key.
package func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}
