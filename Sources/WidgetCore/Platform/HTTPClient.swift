#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An HTTP response: status, headers (names lower-cased) and body.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: [UInt8]
}

/// A small HTTP/1.1 client over POSIX sockets for `http://` URLs: one GET with a deadline that
/// covers connecting, sending and reading, a body size limit, `Content-Length` and chunked
/// bodies, and a clear error for each way it can fail. It blocks the calling thread; callers
/// run it off the main path.
///
/// Why not URLSession: FoundationNetworking costs 16 ms and 12 MB at start-up in every run of
/// the binary, used or not (see DECISIONS.md).
public enum HTTPClient {
    /// The parts of an `http://host[:port]/path` URL.
    public struct Endpoint: Hashable, Sendable {
        public var host: String
        public var port: UInt16
        public var path: String

        /// Parses an `http://` URL; `nil` for anything else.
        public init?(url: String) {
            guard url.hasPrefix("http://") else { return nil }
            let rest = url.dropFirst(7)
            let authority = rest.prefix { $0 != "/" && $0 != "?" }
            path = String(rest.dropFirst(authority.count))
            if path.isEmpty || path.hasPrefix("?") { path = "/" + path }
            if authority.hasPrefix("[") {
                guard let close = authority.firstIndex(of: "]") else { return nil }
                host = String(authority[authority.index(after: authority.startIndex)..<close])
                let after = authority[authority.index(after: close)...]
                port = after.hasPrefix(":") ? UInt16(after.dropFirst()) ?? 0 : 80
            } else if let colon = authority.lastIndex(of: ":") {
                host = String(authority[..<colon])
                port = UInt16(authority[authority.index(after: colon)...]) ?? 0
            } else {
                host = String(authority)
                port = 80
            }
            guard !host.isEmpty, port != 0, !path.contains(where: { $0 == " " || $0 == "\r" || $0 == "\n" }) else { return nil }
        }
    }

    /// GETs `endpoint` with `headers`, giving up after `timeout` seconds in all, and refusing a
    /// body over `maxBody` bytes.
    ///
    /// - Throws: ``SourceError`` (`.unavailable` for the network and HTTP statuses are returned
    ///   as they are; `.unreadable` for a malformed, truncated or oversized answer).
    public static func get(_ endpoint: Endpoint, headers: [(String, String)] = [], timeout: TimeInterval, maxBody: Int) throws(SourceError) -> HTTPResponse {
        let deadline = monotonicNow() + timeout
        let fd = try connect(endpoint, deadline: deadline)
        defer { close(fd) }
        var request = "GET \(endpoint.path) HTTP/1.1\r\nHost: \(endpoint.host)\r\nConnection: close\r\nAccept: application/json\r\nUser-Agent: widgetdeck/0.1\r\n"
        for (name, value) in headers where !name.contains(where: { $0 == "\r" || $0 == "\n" }) && !value.contains(where: { $0 == "\r" || $0 == "\n" }) {
            request += "\(name): \(value)\r\n"
        }
        request += "\r\n"
        try send(Array(request.utf8), to: fd, deadline: deadline)
        return try receive(from: fd, deadline: deadline, maxBody: maxBody, url: "http://\(endpoint.host):\(endpoint.port)\(endpoint.path)")
    }

    static func monotonicNow() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func remainingMilliseconds(_ deadline: TimeInterval) -> Int32 {
        Int32(max(0, min(Double(Int32.max), (deadline - monotonicNow()) * 1000)))
    }

    private static func connect(_ endpoint: Endpoint, deadline: TimeInterval) throws(SourceError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(endpoint.host, String(endpoint.port), &hints, &list)
        guard status == 0, let first = list else {
            throw SourceError(.unavailable, "cannot resolve \(endpoint.host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(list) }
        var lastError = "no address"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), info.pointee.ai_protocol)
            if fd < 0 { continue }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            if posixConnect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return fd }
            if errno == EINPROGRESS {
                var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                let ready = poll(&poller, 1, remainingMilliseconds(deadline))
                if ready == 0 {
                    close(fd)
                    throw SourceError(.unavailable, "connecting to \(endpoint.host):\(endpoint.port) timed out")
                }
                var code: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &length)
                if ready > 0 && code == 0 { return fd }
                lastError = String(cString: strerror(code == 0 ? errno : code))
            } else {
                lastError = String(cString: strerror(errno))
            }
            close(fd)
        }
        throw SourceError(.unavailable, "cannot connect to \(endpoint.host):\(endpoint.port): \(lastError)")
    }

    private static func send(_ bytes: [UInt8], to fd: Int32, deadline: TimeInterval) throws(SourceError) {
        var offset = 0
        while offset < bytes.count {
            var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            guard poll(&poller, 1, remainingMilliseconds(deadline)) > 0 else { throw SourceError(.unavailable, "sending the request timed out") }
            let n = bytes.withUnsafeBytes { posixSend(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw SourceError(.unavailable, "sending the request failed: \(String(cString: strerror(errno)))")
            }
            offset += n
        }
    }

    private static func receive(from fd: Int32, deadline: TimeInterval, maxBody: Int, url: String) throws(SourceError) -> HTTPResponse {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var headerEnd: Int?
        var contentLength: Int?
        var closed = false
        while !closed {
            if let end = headerEnd, let length = contentLength, data.count - end >= length { break }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, remainingMilliseconds(deadline))
            if ready == 0 { throw SourceError(.unavailable, "\(url): no complete answer within the deadline") }
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw SourceError(.unavailable, "\(url): reading the answer failed: \(String(cString: strerror(errno)))")
            }
            if n == 0 { closed = true; break }
            data.append(contentsOf: chunk[0..<n])
            if headerEnd == nil, let end = findHeaderEnd(data) {
                headerEnd = end
                let head = String(decoding: data[..<end], as: UTF8.self)
                contentLength = head.split(separator: "\r\n").lazy.compactMap { line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                    return Int(parts[1].trimmingSpaces())
                }.first
                if let length = contentLength, length > maxBody {
                    throw SourceError(.unreadable, "\(url): the answer is \(length) bytes, more than the \(maxBody) bytes allowed")
                }
            }
            if headerEnd == nil && data.count > 64 * 1024 { throw SourceError(.unreadable, "\(url): the answer's headers are too long") }
            if let end = headerEnd, data.count - end > maxBody + 64 * 1024 {
                throw SourceError(.unreadable, "\(url): the answer is larger than the \(maxBody) bytes allowed")
            }
        }
        guard let end = headerEnd else { throw SourceError(.unreadable, "\(url): the connection closed before a complete HTTP answer") }
        let head = String(decoding: data[..<(end - 4)], as: UTF8.self)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines.isEmpty ? "" : lines.removeFirst()
        let statusParts = statusLine.split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]), (100...599).contains(status) else {
            throw SourceError(.unreadable, "\(url): not an HTTP answer (\(TerminalText.truncated(String(statusLine), toWidth: 40)))")
        }
        var headers: [String: String] = [:]
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            headers[parts[0].lowercased()] = String(parts[1].trimmingSpaces())
        }
        var body = Array(data[end...])
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            body = try dechunk(body, url: url, maxBody: maxBody)
        } else if let length = contentLength {
            guard body.count >= length else {
                throw SourceError(.unreadable, "\(url): the answer was cut short: \(body.count) of \(length) bytes")
            }
            body = Array(body.prefix(length))
        }
        if body.count > maxBody { throw SourceError(.unreadable, "\(url): the answer is larger than the \(maxBody) bytes allowed") }
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    private static func findHeaderEnd(_ data: [UInt8]) -> Int? {
        guard data.count >= 4 else { return nil }
        for i in 0...(data.count - 4) where data[i] == 13 && data[i + 1] == 10 && data[i + 2] == 13 && data[i + 3] == 10 {
            return i + 4
        }
        return nil
    }

    private static func dechunk(_ body: [UInt8], url: String, maxBody: Int) throws(SourceError) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while true {
            guard let lineEnd = (i..<max(i, body.count - 1)).first(where: { body[$0] == 13 && body[$0 + 1] == 10 }) else {
                throw SourceError(.unreadable, "\(url): the chunked answer was cut short")
            }
            let sizeText = String(decoding: body[i..<lineEnd], as: UTF8.self).split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int(sizeText.trimmingSpaces(), radix: 16) else { throw SourceError(.unreadable, "\(url): a malformed chunk size") }
            i = lineEnd + 2
            if size == 0 { return out }
            guard body.count >= i + size + 2 else { throw SourceError(.unreadable, "\(url): the chunked answer was cut short") }
            out.append(contentsOf: body[i..<i + size])
            if out.count > maxBody { throw SourceError(.unreadable, "\(url): the answer is larger than the \(maxBody) bytes allowed") }
            i += size + 2
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and carriage returns (what HTTP headers, CSV
    /// fields and token files pad values with).
    public func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}

// The C library's connect and send, reachable from inside `HTTPClient`, whose own names shadow them.
private func posixConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>!, _ length: socklen_t) -> Int32 {
    connect(fd, address, length)
}

private func posixSend(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    send(fd, bytes, count, 0)
    #endif
}
