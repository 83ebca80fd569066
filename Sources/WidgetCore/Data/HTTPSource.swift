import CHTTPS
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
/// - `http://` goes through the built-in ``HTTPClient``; `https://` through libcurl, loaded only
///   when first needed (`WIDGETDECK_CA_FILE` adds certificate authorities to trust).
public final class HTTPSource: MetricsSource {
    public let url: String
    public let timeout: TimeInterval
    public let maxBody: Int
    private let endpoint: HTTPClient.Endpoint?
    private let caFile: String?
    private let token: String?
    private let memory = Mutex<(etag: String?, last: MetricsResponse?)>((nil, nil))

    /// Creates a source for `url`, reading the token from `environment`.
    ///
    /// - Throws: ``SourceError`` for a URL this build cannot fetch or an unsafe token file.
    public init(url: String, environment: [String: String], timeout: TimeInterval = 10, maxBody: Int = 16 << 20) throws(SourceError) {
        if url.hasPrefix("https://") {
            guard url.count > 8, !url.contains(where: { $0 == " " || $0 == "\r" || $0 == "\n" }) else {
                throw SourceError(.unavailable, "\(url) is not a URL this client can fetch")
            }
            self.endpoint = nil
        } else {
            guard let endpoint = HTTPClient.Endpoint(url: url) else {
                throw SourceError(.unavailable, "\(url) is not an http:// or https:// URL this client can fetch")
            }
            self.endpoint = endpoint
        }
        self.url = url
        self.caFile = environment["WIDGETDECK_CA_FILE"].flatMap { $0.isEmpty ? nil : $0 }
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
        let parameters = "range=\(query.range.rawValue)&metrics=\(query.metrics.joined(separator: ","))"
        let (timeout, maxBody, caFile) = (self.timeout, self.maxBody, self.caFile)
        let sendableHeaders = headers
        let transport: @Sendable () throws(SourceError) -> HTTPResponse
        if var endpoint = self.endpoint {
            endpoint.path += (endpoint.path.contains("?") ? "&" : "?") + parameters
            let target = endpoint
            transport = { () throws(SourceError) in try HTTPClient.get(target, headers: sendableHeaders, timeout: timeout, maxBody: maxBody) }
        } else {
            let target = url + (url.contains("?") ? "&" : "?") + parameters
            transport = { () throws(SourceError) in try HTTPSource.secureGet(target, headers: sendableHeaders, timeout: timeout, maxBody: maxBody, caFile: caFile) }
        }
        // Both clients block: run them on a thread of their own, never on the caller's.
        let result: Result<HTTPResponse, SourceError> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                do throws(SourceError) {
                    continuation.resume(returning: .success(try transport()))
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

    /// One HTTPS GET through libcurl (see `Sources/CHTTPS`).
    static func secureGet(_ url: String, headers: [(String, String)], timeout: TimeInterval, maxBody: Int, caFile: String?) throws(SourceError) -> HTTPResponse {
        let lines = headers.map { "\($0.0): \($0.1)" }
        var response = wd_https_response()
        var message = [CChar](repeating: 0, count: 512)
        let code: Int32 = withCStrings(lines) { pointers in
            wd_https_get(url, pointers, Int32(lines.count), Int(timeout * 1000), maxBody, caFile, &response, &message, message.count)
        }
        defer { wd_https_free(&response) }
        guard code == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw SourceError(code == 4 ? .unreadable : .unavailable, "\(url): \(reason)")
        }
        let body = response.body.map { Array(UnsafeBufferPointer(start: $0, count: response.body_length)) } ?? []
        var headerValues: [String: String] = [:]
        if let etag = response.etag { headerValues["etag"] = String(cString: etag) }
        return HTTPResponse(status: response.status, headers: headerValues, body: body)
    }
}

/// Calls `body` with the strings as a C array of C strings, valid for the call.
func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    var storage = strings.map { strdup($0) }
    defer { storage.forEach { free($0) } }
    return storage.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: max(1, buffer.count)) { body($0) }
    }
}
