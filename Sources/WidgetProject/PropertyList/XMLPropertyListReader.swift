import WidgetFormats

/// Reads Apple's XML property lists (`Info.plist`, `.intentdefinition`, `.entitlements`):
/// `<dict>`, `<array>`, `<key>`, `<string>`, `<integer>`, `<real>`, `<true/>`, `<false/>`,
/// `<date>`, `<data>` — with comments, processing instructions, a DOCTYPE, CDATA and the XML
/// entities. Written here rather than taken from FoundationXML, which would load libxml2 and
/// Foundation's start-up cost into every run of the binary for one file a preview reads.
///
/// - Complexity: O(n) in the text; nesting is limited to 512 levels.
struct XMLPropertyListReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func read() throws(PropertyListError) -> PropertyList {
        skipMisc()
        guard let open = try tag(), !open.closing, open.name == "plist" else {
            throw failure("expected <plist>")
        }
        if open.empty { return .dictionary([]) }
        skipMisc()
        let value = try element(depth: 0)
        skipMisc()
        guard let close = try tag(), close.closing, close.name == "plist" else { throw failure("expected </plist>") }
        skipMisc()
        guard index >= bytes.count else { throw failure("text after </plist>") }
        return value
    }

    private struct Tag {
        var name: String
        var closing: Bool
        var empty: Bool
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// One element (its start tag next), as a value.
    private mutating func element(depth: Int) throws(PropertyListError) -> PropertyList {
        guard depth < 512 else { throw failure("nested more than 512 levels deep") }
        let start = index
        guard let open = try tag(), !open.closing else {
            index = start
            throw failure("expected a value")
        }
        switch open.name {
        case "true", "false":
            if !open.empty { try expectClose(open.name, after: text()) }
            return .bool(open.name == "true")
        case "string", "key", "date", "integer", "real", "data":
            let content = open.empty ? "" : try text()
            if !open.empty { try expectClose(open.name, after: content) }
            switch open.name {
            case "date": return .date(content)
            case "integer":
                let trimmed = content.trimmingWhitespace()
                if let value = Int(trimmed) { return .integer(value) }
                if trimmed.hasPrefix("0x"), let value = Int(trimmed.dropFirst(2), radix: 16) { return .integer(value) }
                throw failure("\"\(trimmed)\" is not an integer")
            case "real":
                guard let value = Double(content.trimmingWhitespace()) else { throw failure("\"\(content)\" is not a number") }
                return .real(value)
            case "data":
                guard let data = Base64.decode(content) else { throw failure("data that is not base64") }
                return .data(data)
            default: return .string(content)
            }
        case "array":
            if open.empty { return .array([]) }
            var items: [PropertyList] = []
            while true {
                skipMisc()
                if isClosing("array") {
                    _ = try tag()
                    return .array(items)
                }
                items.append(try element(depth: depth + 1))
            }
        case "dict":
            if open.empty { return .dictionary([]) }
            var members: [(key: String, value: PropertyList)] = []
            while true {
                skipMisc()
                if isClosing("dict") {
                    _ = try tag()
                    return .dictionary(members)
                }
                guard let keyTag = try tag(), !keyTag.closing, keyTag.name == "key" else { throw failure("expected <key> in a <dict>") }
                let key = keyTag.empty ? "" : try text()
                if !keyTag.empty { try expectClose("key", after: key) }
                skipMisc()
                members.append((key, try element(depth: depth + 1)))
            }
        default:
            throw failure("<\(open.name)> is not a property list element")
        }
    }

    private func isClosing(_ name: String) -> Bool {
        let marker = Array("</\(name)".utf8)
        guard index + marker.count <= bytes.count else { return false }
        return Array(bytes[index..<index + marker.count]) == marker
    }

    private mutating func expectClose(_ name: String, after _: String) throws(PropertyListError) {
        guard let close = try tag(), close.closing, close.name == name else { throw failure("expected </\(name)>") }
    }

    /// Character data up to the next tag, entities and CDATA resolved.
    private mutating func text() throws(PropertyListError) -> String {
        var out: [UInt8] = []
        while let c = peek {
            if c == UInt8(ascii: "<") {
                if starts(with: "<![CDATA[") {
                    index += 9
                    while index < bytes.count, !starts(with: "]]>") {
                        out.append(bytes[index])
                        index += 1
                    }
                    guard starts(with: "]]>") else { throw failure("CDATA that never ends") }
                    index += 3
                    continue
                }
                if starts(with: "<!--") {
                    try skipComment()
                    continue
                }
                break
            }
            if c == UInt8(ascii: "&") {
                out += try entity()
                continue
            }
            out.append(c)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func entity() throws(PropertyListError) -> [UInt8] {
        let start = index
        while let c = peek, c != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard peek == UInt8(ascii: ";") else { throw failure("an & that starts no entity") }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        index += 1
        switch name {
        case "amp": return [UInt8(ascii: "&")]
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            var value: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                value = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                value = UInt32(name.dropFirst())
            }
            guard let value, let scalar = Unicode.Scalar(value) else { throw failure("unknown entity &\(name);") }
            return Array(String(Character(scalar)).utf8)
        }
    }

    /// The next tag (`<name …>`, `</name>`, `<name/>`), or nil at the end or before text.
    private mutating func tag() throws(PropertyListError) -> Tag? {
        guard peek == UInt8(ascii: "<") else { return nil }
        index += 1
        var closing = false
        if peek == UInt8(ascii: "/") {
            closing = true
            index += 1
        }
        let start = index
        while let c = peek, c != UInt8(ascii: ">"), c != UInt8(ascii: "/"), c != 0x20, c != 0x0A, c != 0x09, c != 0x0D { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        // Attributes (`version="1.0"`) are skipped, quotes respected.
        var quote: UInt8?
        var empty = false
        while let c = peek {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: ">") {
                break
            } else if c == UInt8(ascii: "/") {
                empty = true
            } else if c != 0x20 && c != 0x0A && c != 0x09 && c != 0x0D {
                empty = false
            }
            index += 1
        }
        guard peek == UInt8(ascii: ">") else { throw failure("a tag that never ends") }
        index += 1
        guard !name.isEmpty else { throw failure("a tag without a name") }
        return Tag(name: name, closing: closing, empty: empty)
    }

    /// Spaces, comments, `<?xml …?>` and `<!DOCTYPE …>`.
    private mutating func skipMisc() {
        while let c = peek {
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 {
                index += 1
            } else if starts(with: "<!--") {
                do { try skipComment() } catch { return }
            } else if starts(with: "<?") || starts(with: "<!") {
                while let d = peek, d != UInt8(ascii: ">") { index += 1 }
                index = min(bytes.count, index + 1)
            } else if c == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
                index += 3
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(PropertyListError) {
        index += 4
        while index < bytes.count, !starts(with: "-->") { index += 1 }
        guard starts(with: "-->") else { throw failure("a comment that never ends") }
        index += 3
    }

    private func starts(with text: String) -> Bool {
        let marker = Array(text.utf8)
        guard index + marker.count <= bytes.count else { return false }
        for (offset, byte) in marker.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    private func failure(_ reason: String) -> PropertyListError {
        var line = 1
        var lineStart = 0
        for i in 0..<min(index, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return PropertyListError(
            reason, line: line, column: String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
