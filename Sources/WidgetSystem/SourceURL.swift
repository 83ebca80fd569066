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

/// Where a source URL goes: its scheme, host and port, read the way the transport will read
/// them, so that a rule about the host (plain `http://` only to this machine) is a rule about
/// the host the request really reaches.
///
/// ```
/// let url = try SourceURL("http://127.0.0.1:8080/admin/api/2025-10/graphql.json")
/// url.isLoopback  // true
/// try SourceURL("http://127.0.0.1@example.invalid/")  // throws: a user name in a source URL
/// ```
///
/// A source URL names its host and nothing else: user information (`user:password@`) is
/// refused outright, since `http://127.0.0.1@example.invalid/` reaches `example.invalid`.
package struct SourceURL: Hashable, Sendable {
    /// `http` or `https`, lower case.
    package var scheme: String
    /// The host, lower case; an IPv6 address without its brackets.
    package var host: String
    /// The port when one is written.
    package var port: Int?
    /// Whether the host is written as an IPv6 address (`[::1]`).
    package var isIPv6: Bool

    /// Reads `text`.
    ///
    /// - Throws: ``SourceError`` (`.unavailable`) for a scheme other than `http://` or
    ///   `https://`, user information, a host with characters no host name has, or a port that
    ///   is not 1–65535 — each naming what is wrong.
    package init(_ text: String) throws(SourceError) {
        let shown = TerminalText.sanitized(text)
        let lower = text.lowercased()
        if lower.hasPrefix("http://") {
            scheme = "http"
        } else if lower.hasPrefix("https://") {
            scheme = "https"
        } else {
            throw SourceError(.unavailable, "\(shown) is not an http:// or https:// URL")
        }
        let rest = text.utf8.dropFirst(scheme.utf8.count + 3)
        let authority = Array(rest.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") })
        if authority.contains(UInt8(ascii: "@")) {
            throw SourceError(
                .unavailable,
                "\(shown) holds a user name or password before '@'; a source URL names its host only (give a token with the token settings instead)"
            )
        }
        var hostBytes: ArraySlice<UInt8>
        var portBytes: ArraySlice<UInt8>?
        if authority.first == UInt8(ascii: "[") {
            guard let close = authority.firstIndex(of: UInt8(ascii: "]")) else {
                throw SourceError(.unavailable, "\(shown): an IPv6 host opened with '[' is not closed with ']'")
            }
            hostBytes = authority[1..<close]
            let after = authority[(close + 1)...]
            if !after.isEmpty {
                guard after.first == UInt8(ascii: ":") else {
                    throw SourceError(.unavailable, "\(shown): only a port (:8080) may follow an IPv6 host's ']'")
                }
                portBytes = after.dropFirst()
            }
            isIPv6 = true
        } else {
            if let colon = authority.firstIndex(of: UInt8(ascii: ":")) {
                hostBytes = authority[..<colon]
                portBytes = authority[(colon + 1)...]
            } else {
                hostBytes = authority[...]
            }
            isIPv6 = false
        }
        let hostText = String(decoding: hostBytes, as: UTF8.self).lowercased()
        let allowed: (UInt8) -> Bool =
            isIPv6
            ? {
                ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) || ($0 >= 0x41 && $0 <= 0x46) || $0 == UInt8(ascii: ":")
                    || $0 == UInt8(ascii: ".")
            }
            : {
                ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
                    || $0 == UInt8(ascii: "_")
            }
        guard !hostBytes.isEmpty, hostBytes.allSatisfy(allowed) else {
            throw SourceError(.unavailable, "\(shown): the host \"\(TerminalText.sanitized(hostText))\" is not a host name or address")
        }
        host = hostText
        if let portBytes {
            guard !portBytes.isEmpty, portBytes.count <= 5, portBytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                let port = Int(String(decoding: portBytes, as: UTF8.self)), (1...65_535).contains(port)
            else {
                throw SourceError(.unavailable, "\(shown): the port is not a number from 1 to 65535")
            }
            self.port = port
        }
    }

    /// Whether the host is this machine: `localhost` exactly, an IPv4 address of 127.0.0.0/8
    /// written as four decimal numbers, or the IPv6 loopback address (`::1`, however written).
    package var isLoopback: Bool {
        if isIPv6 {
            var address = in6_addr()
            guard inet_pton(AF_INET6, host, &address) == 1 else { return false }
            return withUnsafeBytes(of: &address) { bytes in bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1 }
        }
        if host == "localhost" { return true }
        var address = in_addr()
        guard inet_pton(AF_INET, host, &address) == 1 else { return false }
        return withUnsafeBytes(of: &address) { $0[0] } == 127
    }
}
