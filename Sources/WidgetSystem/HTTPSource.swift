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
import WidgetCore
import WidgetFormats
import Synchronization

/// An HTTP endpoint serving the snapshot document (`--source http://…`).
///
/// - A deadline covers the whole request (10 s by default).
/// - Conditional requests: the last `ETag` *of that URL* goes out as `If-None-Match`; a `304`
///   reuses that URL's last answer (the
///   validator of `?range=today` never answers for `?range=7d`). Validators and the body they
///   validate are kept in the shared cache (`$XDG_CACHE_HOME/widgetdeck/http`), so a process
///   that starts, renders and exits still asks conditionally — ten terminals reading a
///   published file cost the server ten `304`s, not ten downloads.
/// - A bearer token from `WIDGETDECK_TOKEN`, or from the file named by `WIDGETDECK_TOKEN_FILE`,
///   which must not be readable by the group or others. The token is never logged or shown.
/// - Every failure — refused, timed out, an HTTP error, a truncated, malformed or oversized
///   body — is a ``SourceError`` that says what happened; the cache then serves the last good
///   answer, marked stale.
/// - `http://` and `https://` both go through ``HTTPTransport`` (libcurl, loaded only when first
///   needed; `WIDGETDECK_CA_FILE` adds certificate authorities to trust).
package final class HTTPSource: MetricsSource {
    package let url: String
    package let timeout: TimeInterval
    package let maxBody: Int
    private let caFile: String?
    private let token: String?
    /// Per requested URL: its validators and the answer they validate.
    private let memory = Mutex<[String: Validated]>([:])
    /// Where validators outlive the process: the shared cache's `http` directory.
    private let validators: CacheDirectory?
    /// How long an answer kept there is used as it is, by any process, without asking
    /// (`WIDGETDECK_CACHE_TTL`, 60 s).
    private let ttl: TimeInterval
    /// When answers are kept and how old a kept one is.
    private let clock: any TimelineClock

    /// The longest `ETag` kept and sent back: a validator is a short opaque string (nginx's
    /// are 20 bytes); a longer one is used for nothing, since sending 100 KB back in
    /// `If-None-Match` would make every later request too large for the server to take.
    static let maxETag = 512

    /// `value` as a validator worth keeping: short, and one line of printable text.
    static func keptETag(_ value: String?) -> String? {
        guard let value, value.utf8.count <= maxETag, HTTPTransport.isSafeHeaderValue(value) else { return nil }
        return value
    }

    /// An answer and what validates it.
    struct Validated {
        var etag: String?
        var last: MetricsResponse
    }

    /// Creates a source for `url`, reading the token from `environment`.
    ///
    /// - Throws: ``SourceError`` for a URL this build cannot fetch or an unsafe token file.
    package init(
        url: String, environment: [String: String], clock: any TimelineClock, timeout: TimeInterval = 10, maxBody: Int = 16 << 20
    ) throws(SourceError) {
        self.clock = clock
        guard HTTPTransport.accepts(url) else {
            throw SourceError(.unavailable, "\(url) is not an http:// or https:// URL this client can fetch")
        }
        _ = try SourceURL(url)
        self.url = url
        self.validators = CacheDirectory(path: FileIO.userDirectory(.cache, environment: environment) + "/http")
        self.ttl = CacheDirectory.freshness(environment: environment)
        self.caFile = environment["WIDGETDECK_CA_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        self.timeout = timeout
        self.maxBody = maxBody
        if let token = environment["WIDGETDECK_TOKEN"], !token.isEmpty {
            guard HTTPTransport.isSafeHeaderValue(token) else {
                throw SourceError(
                    .forbidden, "WIDGETDECK_TOKEN holds a line break or control character; a token is one line of printable text")
            }
            guard !token.unicodeScalars.contains("\u{FFFD}") else {
                throw SourceError(.forbidden, "WIDGETDECK_TOKEN holds bytes that are not UTF-8 text; a token is one line of printable text")
            }
            self.token = token
        } else if let file = environment["WIDGETDECK_TOKEN_FILE"], !file.isEmpty {
            self.token = try TokenFile.read(file)
        } else {
            self.token = nil
        }
    }

    package var name: String { url }

    /// The stored name of `target`'s validators: a hash of the URL (never the token).
    private static func storedName(_ target: String) -> String {
        fnv1a(target) + ".json"
    }

    /// Keeps `validated` and the body it came in for the next process: a header line (the URL,
    /// its ETag if any, when it was fetched), then the body.
    private func store(_ validated: Validated, body: [UInt8], for target: String) {
        guard let validators else { return }
        var fields: [(String, JSONValue)] = [("url", .string(target)), ("fetchedAt", .number(clock.now.timeIntervalSince1970))]
        if let etag = validated.etag { fields.append(("etag", .string(etag))) }
        validators.write(Array((JSONValue.object(fields).serialized + "\n").utf8) + body, to: Self.storedName(target))
    }

    /// What an earlier process kept for `target`, if it is whole and for this URL, and how old
    /// it is (`nil` when it says not).
    private func kept(_ target: String) -> (validated: Validated, age: TimeInterval?)? {
        guard let bytes = validators?.read(Self.storedName(target)), let newline = bytes.firstIndex(of: 0x0A),
            let header = try? JSONValue.parse(Array(bytes[..<newline])), case .string(let storedURL)? = header["url"], storedURL == target,
            let last = try? SnapshotDocument.decode(Array(bytes[(newline + 1)...]), file: url)
        else { return nil }
        var etag: String?
        if case .string(let stored)? = header["etag"] { etag = Self.keptETag(stored) }
        var age: TimeInterval?
        if case .number(let fetchedAt)? = header["fetchedAt"] { age = clock.now.timeIntervalSince1970 - fetchedAt }
        return (Validated(etag: etag, last: last), age)
    }

    /// What an earlier process kept for `target` with a validator to send.
    private func stored(_ target: String) -> Validated? {
        guard let kept = kept(target), kept.validated.etag != nil else { return nil }
        memory.withLock { $0[target] = kept.validated }
        return kept.validated
    }

    /// An answer another process (or this one) fetched for `target` less than the TTL ago.
    private func fresh(_ target: String) -> MetricsResponse? {
        guard ttl > 0, let kept = kept(target), let age = kept.age, age >= 0, age < ttl else { return nil }
        return kept.validated.last
    }

    package func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        let target = url + (url.contains("?") ? "&" : "?") + "range=\(query.range.rawValue)&metrics=\(query.metrics.joined(separator: ","))"
        // Across processes, as the Shopify source: an answer younger than the TTL is used as it
        // is, and whoever holds the URL's lock asks while the others wait for its answer — ten
        // cold `status` processes in the same minute make one request, not ten. A holder that
        // never lets go (stopped) is waited for at most the request's timeout.
        if let fresh = fresh(target) { return fresh }
        var lock: FileLock?
        if let validators {
            try? FileIO.createDirectory(validators.path)
            let path = validators.path + "/" + Self.storedName(target) + ".lock"
            lock = await FileLock.waiting(path: path, atMost: timeout)
        }
        defer { lock?.release() }
        if let fresh = fresh(target) { return fresh }
        var headers: [(String, String)] = []
        if let token { headers.append(("Authorization", "Bearer \(token)")) }
        let known = memory.withLock { $0[target] } ?? stored(target)
        if let etag = known?.etag { headers.append(("If-None-Match", etag)) }
        let response = try await HTTPTransport.get(target, headers: headers, timeout: timeout, maxBody: maxBody, caFile: caFile)
        switch response.status {
        case 200:
            let decoded = try SnapshotDocument.decode(response.body, file: url)
            let validated = Validated(etag: Self.keptETag(response.headers["etag"]), last: decoded)
            memory.withLock { $0[target] = validated }
            store(validated, body: response.body, for: target)
            return decoded
        case 304:
            guard let last = known?.last else {
                throw SourceError(.unreadable, "\(url) answered 304 Not Modified to a request that had no copy")
            }
            return last
        case 401, 403:
            throw SourceError(.forbidden, "\(url) refused the request (HTTP \(response.status)); check the token")
        default:
            throw SourceError(.unavailable, "\(url) answered HTTP \(response.status)")
        }
    }
}
