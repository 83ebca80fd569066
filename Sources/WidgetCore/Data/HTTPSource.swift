import Dispatch
import Synchronization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An HTTP endpoint serving the snapshot document (`--source http://…`).
///
/// - A deadline covers the whole request (10 s by default).
/// - Conditional requests: the last `ETag` goes out as `If-None-Match`; a `304` reuses the last
///   answer.
/// - A bearer token from `WIDGETDECK_TOKEN`, or from the file named by `WIDGETDECK_TOKEN_FILE`,
///   which must not be readable by the group or others. The token is never logged or shown.
/// - Every failure — refused, timed out, an HTTP error, a truncated, malformed or oversized
///   body — is a ``SourceError`` that says what happened; the cache then serves the last good
///   answer, marked stale.
public final class HTTPSource: MetricsSource {
    public let url: String
    public let timeout: TimeInterval
    public let maxBody: Int
    private let endpoint: HTTPClient.Endpoint
    private let token: String?
    private let memory = Mutex<(etag: String?, last: MetricsResponse?)>((nil, nil))

    /// Creates a source for `url`, reading the token from `environment`.
    ///
    /// - Throws: ``SourceError`` for a URL this build cannot fetch or an unsafe token file.
    public init(url: String, environment: [String: String], timeout: TimeInterval = 10, maxBody: Int = 16 << 20) throws(SourceError) {
        if url.hasPrefix("https://") {
            throw SourceError(.unavailable, "https:// is not supported by this build's HTTP client yet; serve the document over http:// on a trusted network or loopback, or publish it to a file (--source snapshot:FILE)")
        }
        guard let endpoint = HTTPClient.Endpoint(url: url) else {
            throw SourceError(.unavailable, "\(url) is not an http:// URL this client can fetch")
        }
        self.url = url
        self.endpoint = endpoint
        self.timeout = timeout
        self.maxBody = maxBody
        if let token = environment["WIDGETDECK_TOKEN"], !token.isEmpty {
            self.token = token
        } else if let file = environment["WIDGETDECK_TOKEN_FILE"], !file.isEmpty {
            guard let mode = FileIO.permissions(file) else {
                throw SourceError(.forbidden, "the token file \(file) cannot be read")
            }
            guard mode & 0o077 == 0 else {
                throw SourceError(.forbidden, "the token file \(file) is readable by others (mode \(String(mode, radix: 8))); make it private with: chmod 600 \(file)")
            }
            do {
                self.token = try FileIO.readText(file).trimmingSpaces().split(separator: "\n").first.map(String.init)
            } catch {
                throw SourceError(.forbidden, "the token file \(file) cannot be read: \(error.reason)")
            }
        } else {
            self.token = nil
        }
    }

    public var name: String { url }

    public func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        var headers: [(String, String)] = []
        if let token { headers.append(("Authorization", "Bearer \(token)")) }
        let (etag, last) = memory.withLock { ($0.etag, $0.last) }
        if let etag, last != nil { headers.append(("If-None-Match", etag)) }
        var endpoint = self.endpoint
        let separator = endpoint.path.contains("?") ? "&" : "?"
        endpoint.path += "\(separator)range=\(query.range.rawValue)&metrics=\(query.metrics.joined(separator: ","))"
        let target = endpoint
        let (timeout, maxBody, url) = (self.timeout, self.maxBody, self.url)
        let sendableHeaders = headers
        // The client blocks: run it on a thread of its own, never on the caller's.
        let result: Result<HTTPResponse, SourceError> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                do throws(SourceError) {
                    continuation.resume(returning: .success(try HTTPClient.get(target, headers: sendableHeaders, timeout: timeout, maxBody: maxBody)))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        let response = try result.get()
        switch response.status {
        case 200:
            let decoded = try SnapshotDocument.decode(response.body, file: url)
            memory.withLock { $0 = (response.headers["etag"], decoded) }
            return decoded
        case 304:
            guard let last else { throw SourceError(.unreadable, "\(url) answered 304 Not Modified to a request that had no copy") }
            return last
        case 401, 403:
            throw SourceError(.forbidden, "\(url) refused the request (HTTP \(response.status)); check the token")
        default:
            throw SourceError(.unavailable, "\(url) answered HTTP \(response.status)")
        }
    }
}
