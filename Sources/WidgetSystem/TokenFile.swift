#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore

/// A secret kept in a file: an API token for the HTTP source (`WIDGETDECK_TOKEN_FILE`) or the
/// Shopify source (`--token-file`). The file must be private to its owner; the token is its
/// first line, and is never logged, shown or cached.
package enum TokenFile {
    /// The token in `file`.
    ///
    /// - Throws: ``SourceError`` (`.forbidden`) when the file is readable by the group or
    ///   others (with the `chmod 600` line that fixes it), cannot be read, or holds a control
    ///   character in its first line.
    package static func read(_ file: String) throws(SourceError) -> String? {
        guard let mode = FileIO.permissions(file) else {
            throw SourceError(.forbidden, "the token file \(file) cannot be read")
        }
        guard mode & 0o077 == 0 else {
            throw SourceError(
                .forbidden,
                "the token file \(file) is readable by others (mode \(String(mode, radix: 8))); make it private with: chmod 600 \(file)")
        }
        let text: String
        do throws(FileError) {
            let bytes = try FileIO.read(file, limit: 1 << 20)
            // Bytes that are not UTF-8 would be replaced, and a different token sent: refused.
            guard let decoded = String(validating: bytes, as: UTF8.self) else {
                throw FileError(path: file, reason: "holds bytes that are not UTF-8 text", isMissing: false)
            }
            text = decoded
        } catch {
            throw SourceError(.forbidden, "the token file \(file) cannot be read: \(error.reason)")
        }
        let token = firstLine(text)
        guard HTTPTransport.isSafeHeaderValue(token) else {
            throw SourceError(
                .forbidden, "the token file \(file) holds a control character in its first line; a token is one line of printable text")
        }
        return token.isEmpty ? nil : token
    }

    /// A token file's token: its first line without the line end (LF or CR LF) and the blanks
    /// around it — byte by byte, since Swift reads `\r\n` as one `Character`.
    static func firstLine(_ text: String) -> String {
        var line = Array(text.utf8).split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first.map(Array.init) ?? []
        while let last = line.last, last == 0x0D || last == 0x20 || last == 0x09 { line.removeLast() }
        while let first = line.first, first == 0x20 || first == 0x09 { line.removeFirst() }
        return String(decoding: line, as: UTF8.self)
    }
}
