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
import CHTTPS
import Dispatch

/// What came back from an HTTP request: the status, the headers widgetdeck reads (lower-case
/// names), and the body.
package struct HTTPResponse: Sendable {
    package var status: Int
    package var headers: [String: String]
    package var body: [UInt8]

    package init(status: Int, headers: [String: String], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// The one HTTP transport: libcurl, loaded at run time (`dlopen`) the first time a URL source
/// fetches, for `http://` and `https://` alike — chunked bodies, redirects refused, TLS, a
/// deadline over the whole request, a body size limit. Programs that never fetch pay nothing
/// for it at start-up. See DECISIONS.md, "One HTTP transport".
package enum HTTPTransport {
    /// Whether `url` is one this transport fetches: `http://` or `https://`, with a host, and
    /// no space or control character anywhere (checked byte by byte: `\r\n` is one Swift
    /// `Character`, and a header injection hides in it).
    package static func accepts(_ url: String) -> Bool {
        let bytes = Array(url.utf8)
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else { return false }
        let rest = url.drop(while: { $0 != "/" }).dropFirst(2)
        guard let host = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first, !host.isEmpty else {
            return false
        }
        return !bytes.contains { $0 <= 0x20 || $0 == 0x7F }
    }

    /// Whether `value` may go into a header line as is: no CR, LF, NUL or other control byte.
    package static func isSafeHeaderValue(_ value: String) -> Bool {
        !value.utf8.contains { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }
    }

    /// One GET of `url` with `headers`, on a thread of its own (libcurl blocks), within
    /// `timeout` seconds; a body over `maxBody` bytes is refused.
    ///
    /// - Throws: ``SourceError``: `.unavailable` (libcurl missing, refused, timed out, TLS),
    ///   `.unreadable` (too large).
    package static func get(
        _ url: String, headers: [(String, String)], timeout: TimeInterval, maxBody: Int, caFile: String?
    ) async throws(SourceError) -> HTTPResponse {
        try await request(url, headers: headers, body: nil, timeout: timeout, maxBody: maxBody, caFile: caFile)
    }

    /// One POST of `body` to `url`, as ``get(_:headers:timeout:maxBody:caFile:)`` otherwise.
    package static func post(
        _ url: String, headers: [(String, String)], body: [UInt8], timeout: TimeInterval, maxBody: Int, caFile: String?
    ) async throws(SourceError) -> HTTPResponse {
        try await request(url, headers: headers, body: body, timeout: timeout, maxBody: maxBody, caFile: caFile)
    }

    static func request(
        _ url: String, headers: [(String, String)], body: [UInt8]?, timeout: TimeInterval, maxBody: Int, caFile: String?
    ) async throws(SourceError) -> HTTPResponse {
        let result: Result<HTTPResponse, SourceError> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                do throws(SourceError) {
                    continuation.resume(
                        returning: .success(
                            try blockingRequest(url, headers: headers, body: body, timeout: timeout, maxBody: maxBody, caFile: caFile)))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    /// The blocking request (see `Sources/CHTTPS`): a GET, or a POST of `body`.
    static func blockingRequest(
        _ url: String, headers: [(String, String)], body: [UInt8]?, timeout: TimeInterval, maxBody: Int, caFile: String?
    ) throws(SourceError) -> HTTPResponse {
        let lines = headers.map { "\($0.0): \($0.1)" }
        var response = wd_https_response()
        var message = [CChar](repeating: 0, count: 512)
        let milliseconds = Int(max(0.001, timeout) * 1000)
        let code: Int32 = withCStrings(lines) { pointers in
            if let body {
                // An empty body still needs an address: curl sends POSTFIELDSIZE bytes of it.
                let payload = body.isEmpty ? [0] : body
                return payload.withUnsafeBufferPointer { bytes in
                    wd_https_request(
                        url, pointers, Int32(lines.count), bytes.baseAddress, body.count, milliseconds, maxBody, caFile,
                        &response, &message, message.count)
                }
            }
            return wd_https_request(
                url, pointers, Int32(lines.count), nil, 0, milliseconds, maxBody, caFile, &response, &message, message.count)
        }
        defer { wd_https_free(&response) }
        guard code == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw SourceError(code == 4 ? .unreadable : .unavailable, "\(url): \(reason)")
        }
        let answer = response.body.map { Array(UnsafeBufferPointer(start: $0, count: response.body_length)) } ?? []
        var headerValues: [String: String] = [:]
        if let etag = response.etag { headerValues["etag"] = String(cString: etag) }
        if let retryAfter = response.retry_after { headerValues["retry-after"] = String(cString: retryAfter) }
        return HTTPResponse(status: response.status, headers: headerValues, body: answer)
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
