import Synchronization

/// An HTTP endpoint serving the snapshot document (`--source http://…`).
///
/// - A deadline covers the whole request (10 s by default).
/// - Conditional requests: the last `ETag` *of that URL* goes out as `If-None-Match`; a `304`
///   reuses that URL's last answer (the validator of `?range=today` never answers for
///   `?range=7d`).
/// - A bearer token from `WIDGETDECK_TOKEN`, or from the file named by `WIDGETDECK_TOKEN_FILE`,
///   which must not be readable by the group or others. The token is never logged or shown.
/// - Every failure — refused, timed out, an HTTP error, a truncated, malformed or oversized
///   body — is a ``SourceError`` that says what happened; the cache then serves the last good
///   answer, marked stale.
/// - `http://` and `https://` both go through ``HTTPTransport`` (libcurl, loaded only when first
///   needed; `WIDGETDECK_CA_FILE` adds certificate authorities to trust).
public final class HTTPSource: MetricsSource {
    public let url: String
    public let timeout: TimeInterval
    public let maxBody: Int
    private let caFile: String?
    private let token: String?
    /// Per requested URL: its validator and the answer it validates.
    private let memory = Mutex<[String: (etag: String?, last: MetricsResponse)]>([:])

    /// Creates a source for `url`, reading the token from `environment`.
    ///
    /// - Throws: ``SourceError`` for a URL this build cannot fetch or an unsafe token file.
    public init(url: String, environment: [String: String], timeout: TimeInterval = 10, maxBody: Int = 16 << 20) throws(SourceError) {
        guard HTTPTransport.accepts(url) else {
            throw SourceError(.unavailable, "\(url) is not an http:// or https:// URL this client can fetch")
        }
        self.url = url
        self.caFile = environment["WIDGETDECK_CA_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        self.timeout = timeout
        self.maxBody = maxBody
        if let token = environment["WIDGETDECK_TOKEN"], !token.isEmpty {
            guard HTTPTransport.isSafeHeaderValue(token) else {
                throw SourceError(.forbidden, "WIDGETDECK_TOKEN holds a line break or control character; a token is one line of printable text")
            }
            self.token = token
        } else if let file = environment["WIDGETDECK_TOKEN_FILE"], !file.isEmpty {
            guard let mode = FileIO.permissions(file) else {
                throw SourceError(.forbidden, "the token file \(file) cannot be read")
            }
            guard mode & 0o077 == 0 else {
                throw SourceError(.forbidden, "the token file \(file) is readable by others (mode \(String(mode, radix: 8))); make it private with: chmod 600 \(file)")
            }
            let text: String
            do {
                text = try FileIO.readText(file)
            } catch {
                throw SourceError(.forbidden, "the token file \(file) cannot be read: \(error.reason)")
            }
            let token = Self.firstLine(text)
            guard HTTPTransport.isSafeHeaderValue(token) else {
                throw SourceError(.forbidden, "the token file \(file) holds a control character in its first line; a token is one line of printable text")
            }
            self.token = token.isEmpty ? nil : token
        } else {
            self.token = nil
        }
    }

    public var name: String { url }

    /// A token file's token: its first line without the line end (LF or CR LF) and the blanks
    /// around it — byte by byte, since Swift reads `\r\n` as one `Character`.
    static func firstLine(_ text: String) -> String {
        var line = Array(text.utf8).split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first.map(Array.init) ?? []
        while let last = line.last, last == 0x0D || last == 0x20 || last == 0x09 { line.removeLast() }
        while let first = line.first, first == 0x20 || first == 0x09 { line.removeFirst() }
        return String(decoding: line, as: UTF8.self)
    }

    public func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        let target = url + (url.contains("?") ? "&" : "?") + "range=\(query.range.rawValue)&metrics=\(query.metrics.joined(separator: ","))"
        var headers: [(String, String)] = []
        if let token { headers.append(("Authorization", "Bearer \(token)")) }
        let known = memory.withLock { $0[target] }
        if let etag = known?.etag { headers.append(("If-None-Match", etag)) }
        let response = try await HTTPTransport.get(target, headers: headers, timeout: timeout, maxBody: maxBody, caFile: caFile)
        switch response.status {
        case 200:
            let decoded = try SnapshotDocument.decode(response.body, file: url)
            memory.withLock { $0[target] = (response.headers["etag"], decoded) }
            return decoded
        case 304:
            guard let last = known?.last else { throw SourceError(.unreadable, "\(url) answered 304 Not Modified to a request that had no copy") }
            return last
        case 401, 403:
            throw SourceError(.forbidden, "\(url) refused the request (HTTP \(response.status)); check the token")
        default:
            throw SourceError(.unavailable, "\(url) answered HTTP \(response.status)")
        }
    }
}
