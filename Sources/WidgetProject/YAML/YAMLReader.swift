import WidgetSystem

/// Reads the YAML project specs are written in: block mappings and sequences by indentation
/// (a sequence may sit at its key's indentation), flow collections (`[a, b]`, `{k: v}`, over
/// several lines), plain, single- and double-quoted scalars, literal and folded block scalars
/// (`|`, `>`), comments, anchors, aliases and merge keys (`<<: *base`). Tags are read past. One
/// document: `---` and `...` markers are skipped.
package enum YAMLReader {
    package static func parse(_ text: String) throws(YAMLError) -> YAMLValue {
        var parser = YAMLParser(text)
        return try parser.document()
    }

    /// How deep collections may nest (a spec nests a few levels; the limit keeps the stack).
    static let maximumDepth = 200
    /// How many values aliases may stand for in one document.
    static let maximumAliasedValues = 100_000
}

private struct YAMLLine {
    var number: Int
    var indent: Int
    /// The content after the indentation, its comment and trailing spaces removed.
    var text: String
    /// Its index among the text's raw lines (block scalars read those).
    var raw: Int
}

private struct YAMLParser {
    var raw: [Substring]
    var lines: [YAMLLine] = []
    var index = 0
    var anchors: [String: YAMLValue] = [:]
    var depth = 0
    /// The values aliases have stood for so far (a spec's few merge keys; a hostile file's
    /// "billion laughs" stops at ``YAMLReader/maximumAliasedValues``).
    var aliased = 0

    init(_ text: String) {
        raw = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        for (number, line) in raw.enumerated() {
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let content = Self.withoutComment(String(line.dropFirst(indent)))
            if content.isEmpty || (indent == 0 && (content == "---" || content == "..." || content.hasPrefix("%"))) { continue }
            lines.append(YAMLLine(number: number + 1, indent: indent, text: content, raw: number))
        }
    }

    /// `text` without a comment (`#` at its start or after a space, outside quotes) and
    /// without trailing spaces.
    static func withoutComment(_ text: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var end = text.endIndex
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if let open = quote {
                if open == "\"" && c == "\\" {
                    i = text.index(after: i)
                    if i < text.endIndex { i = text.index(after: i) }
                    previous = "x"
                    continue
                }
                if c == open { quote = nil }
            } else if c == "#" && (previous == " " || previous == "\t") {
                end = i
                break
            } else if (c == "\"" || c == "'") && " \t:-[{,".contains(previous) {
                quote = c
            }
            previous = c
            i = text.index(after: i)
        }
        var out = text[..<end]
        while let last = out.last, last == " " || last == "\t" { out = out.dropLast() }
        return String(out)
    }

    mutating func document() throws(YAMLError) -> YAMLValue {
        guard index < lines.count else { return .null }
        let value = try block(indent: lines[index].indent)
        if index < lines.count {
            throw YAMLError(line: lines[index].number, message: "this line's indentation does not fit the lines above")
        }
        return value
    }

    // MARK: Blocks

    static func isSequenceItem(_ text: String) -> Bool {
        text == "-" || text.hasPrefix("- ") || text.hasPrefix("-\t")
    }

    /// The node whose first line is `lines[index]`, at `indent`.
    mutating func block(indent: Int) throws(YAMLError) -> YAMLValue {
        let line = lines[index]
        depth += 1
        defer { depth -= 1 }
        guard depth <= YAMLReader.maximumDepth else {
            throw YAMLError(line: line.number, message: "nested more than \(YAMLReader.maximumDepth) levels deep")
        }
        if Self.isSequenceItem(line.text) { return try sequence(indent: line.indent) }
        if Self.keySplit(line.text) != nil { return try mapping(indent: line.indent) }
        index += 1
        return try value(line.text, line: line, parentIndent: indent - 1)
    }

    /// The value under a key or item with nothing after it: a deeper block, a sequence at the
    /// key's own indentation, or null.
    mutating func nested(under indent: Int, allowingSequence: Bool) throws(YAMLError) -> YAMLValue {
        guard index < lines.count else { return .null }
        if lines[index].indent > indent { return try block(indent: lines[index].indent) }
        if allowingSequence, lines[index].indent == indent, Self.isSequenceItem(lines[index].text) { return try sequence(indent: indent) }
        return .null
    }

    mutating func sequence(indent: Int) throws(YAMLError) -> YAMLValue {
        var items: [YAMLValue] = []
        while index < lines.count, lines[index].indent == indent, Self.isSequenceItem(lines[index].text) {
            let line = lines[index]
            let afterDash = line.text.dropFirst()
            let rest = String(afterDash.drop { $0 == " " || $0 == "\t" })
            if rest.isEmpty {
                index += 1
                items.append(try nested(under: indent, allowingSequence: false))
            } else if Self.isSequenceItem(rest) || (Self.keySplit(rest) != nil && !rest.hasPrefix("&")) {
                // `- key: value` or `- - item`: the rest is a block at its own column.
                lines[index].indent = indent + (line.text.count - rest.count)
                lines[index].text = rest
                items.append(try block(indent: lines[index].indent))
            } else {
                index += 1
                items.append(try value(rest, line: line, parentIndent: indent))
            }
        }
        return .sequence(items)
    }

    mutating func mapping(indent: Int) throws(YAMLError) -> YAMLValue {
        var pairs: [YAMLPair] = []
        var merged: [YAMLPair] = []
        while index < lines.count, lines[index].indent == indent, !Self.isSequenceItem(lines[index].text) {
            let line = lines[index]
            guard let (key, rest) = Self.keySplit(line.text) else {
                throw YAMLError(line: line.number, message: "expected “key: value” here, found “\(line.text)”")
            }
            index += 1
            let value: YAMLValue =
                rest.isEmpty ? try nested(under: indent, allowingSequence: true) : try self.value(rest, line: line, parentIndent: indent)
            if key == "<<" {
                for source in value.items { merged += source.pairs }
            } else {
                pairs.removeAll { $0.key == key }
                pairs.append(YAMLPair(key, value))
            }
        }
        for pair in merged where !pairs.contains(where: { $0.key == pair.key }) { pairs.append(pair) }
        return .mapping(pairs)
    }

    /// A line's key and the text after its colon, when the line is `key: …`.
    static func keySplit(_ text: String) -> (key: String, rest: String)? {
        guard let first = text.first, !"[{#|>*!%@`".contains(first) else { return nil }
        var chars = Substring(text)
        var key: String
        if first == "\"" || first == "'" {
            var reader = FlowReader(Array(text))
            guard let quoted = try? reader.quoted() else { return nil }
            key = quoted
            chars = Substring(String(reader.chars[reader.position...]))
            chars = chars.drop { $0 == " " }
            guard chars.first == ":" else { return nil }
            chars = chars.dropFirst()
            guard chars.isEmpty || chars.first == " " || chars.first == "\t" else { return nil }
            return (key, String(chars.drop { $0 == " " || $0 == "\t" }))
        }
        var i = chars.startIndex
        while i < chars.endIndex {
            if chars[i] == ":" {
                let next = chars.index(after: i)
                if next == chars.endIndex || chars[next] == " " || chars[next] == "\t" {
                    key = String(chars[..<i])
                    while key.last == " " { key.removeLast() }
                    return (key, String(chars[next...].drop { $0 == " " || $0 == "\t" }))
                }
            }
            i = chars.index(after: i)
        }
        return nil
    }

    // MARK: Values

    /// The value written after a key or a dash on `line` (`rest`), with any lines it continues
    /// onto (a flow collection, a block scalar, a plain scalar folded over lines).
    mutating func value(_ rest: String, line: YAMLLine, parentIndent: Int) throws(YAMLError) -> YAMLValue {
        var text = rest
        while text.hasPrefix("!") {
            // A tag (`!!str`, `!Ref`): read past it.
            let tag = text.prefix { $0 != " " }
            text = String(text.dropFirst(tag.count).drop { $0 == " " })
            if text.isEmpty { return try nested(under: parentIndent, allowingSequence: true) }
        }
        if text.hasPrefix("&") {
            let name = String(text.dropFirst().prefix { $0 != " " })
            let after = String(text.dropFirst(name.count + 1).drop { $0 == " " })
            let value =
                after.isEmpty
                ? try nested(under: parentIndent, allowingSequence: true) : try self.value(after, line: line, parentIndent: parentIndent)
            anchors[name] = value
            return value
        }
        if text.hasPrefix("*") {
            let name = String(text.dropFirst())
            guard let value = anchors[name] else { throw YAMLError(line: line.number, message: "“*\(name)” names no anchor above it") }
            aliased += value.count(upTo: YAMLReader.maximumAliasedValues)
            guard aliased <= YAMLReader.maximumAliasedValues else {
                throw YAMLError(line: line.number, message: "aliases here stand for more than \(YAMLReader.maximumAliasedValues) values")
            }
            return value
        }
        if let first = text.first, first == "|" || first == ">" {
            return .scalar(blockScalar(header: text, line: line, parentIndent: parentIndent), quoted: true)
        }
        if let first = text.first, "[{\"'".contains(first) {
            // A flow collection or quoted scalar may go on over the next lines.
            var whole = text
            // Its closing bracket may stand at any indentation (`}` at the line's start).
            while !Self.isComplete(whole), index < lines.count {
                whole += " " + lines[index].text
                index += 1
            }
            var reader = FlowReader(Array(whole))
            reader.aliased = aliased
            let value: YAMLValue
            do { value = try reader.value(anchors: anchors) } catch { throw YAMLError(line: line.number, message: error.message) }
            aliased = reader.aliased
            reader.skipSpaces()
            guard reader.position == reader.chars.count else {
                throw YAMLError(line: line.number, message: "unexpected “\(String(reader.chars[reader.position...]))” after a value")
            }
            return value
        }
        // A plain scalar, folded with deeper lines that go on with it.
        var plain = text
        while index < lines.count, lines[index].indent > parentIndent, Self.keySplit(lines[index].text) == nil,
            !Self.isSequenceItem(lines[index].text)
        {
            plain += " " + lines[index].text
            index += 1
        }
        return Self.plain(plain)
    }

    static func plain(_ text: String) -> YAMLValue {
        text == "~" || text == "null" || text == "Null" || text == "NULL" ? .null : .scalar(text, quoted: false)
    }

    /// Whether a flow collection or quoted scalar is closed.
    static func isComplete(_ text: String) -> Bool {
        var depth = 0
        var quote: Character?
        var escaped = false
        for c in text {
            if let open = quote {
                if escaped {
                    escaped = false
                } else if open == "\"" && c == "\\" {
                    escaped = true
                } else if c == open {
                    quote = nil
                }
                continue
            }
            switch c {
            case "\"", "'": quote = c
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            default: break
            }
        }
        return quote == nil && depth <= 0
    }

    /// A literal (`|`) or folded (`>`) block scalar: the raw lines below `line` deeper than
    /// `parentIndent`, their common indentation removed; `-` strips the final newline, `+` keeps
    /// trailing blank lines.
    mutating func blockScalar(header: String, line: YAMLLine, parentIndent: Int) -> String {
        let literal = header.first == "|"
        let chomp: Character? = header.contains("-") ? "-" : header.contains("+") ? "+" : nil
        var body: [Substring] = []
        var rawIndex = line.raw + 1
        while rawIndex < raw.count {
            let text = raw[rawIndex]
            let indent = text.prefix { $0 == " " }.count
            let blank = text.allSatisfy { $0 == " " || $0 == "\t" }
            if !blank && indent <= parentIndent { break }
            body.append(text)
            rawIndex += 1
        }
        while index < lines.count, lines[index].raw < rawIndex { index += 1 }
        var trailingBlanks = 0
        while let last = body.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) {
            body.removeLast()
            trailingBlanks += 1
        }
        let common = body.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        let stripped = body.map { $0.count >= common ? String($0.dropFirst(common)) : "" }
        var out = ""
        if literal {
            out = stripped.joined(separator: "\n")
        } else {
            for (i, part) in stripped.enumerated() {
                if i > 0 { out += part.isEmpty || stripped[i - 1].isEmpty ? "\n" : " " }
                out += part
            }
        }
        switch chomp {
        case "-": return out
        case "+": return out + String(repeating: "\n", count: trailingBlanks + 1)
        default: return body.isEmpty ? "" : out + "\n"
        }
    }
}

/// Flow collections and quoted scalars, read a character at a time.
private struct FlowReader {
    struct Failure: Error {
        var message: String
    }

    var chars: [Character]
    var position = 0
    var depth = 0
    var aliased = 0

    init(_ chars: [Character]) { self.chars = chars }

    var current: Character? { position < chars.count ? chars[position] : nil }

    mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" { position += 1 }
    }

    mutating func value(anchors: [String: YAMLValue]) throws(Failure) -> YAMLValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= YAMLReader.maximumDepth else { throw Failure(message: "nested more than \(YAMLReader.maximumDepth) levels deep") }
        skipSpaces()
        guard let c = current else { return .null }
        switch c {
        case "[":
            position += 1
            var items: [YAMLValue] = []
            while true {
                skipSpaces()
                if current == "]" {
                    position += 1
                    return .sequence(items)
                }
                items.append(try value(anchors: anchors))
                skipSpaces()
                if current == "," {
                    position += 1
                } else if current != "]" {
                    throw Failure(message: "expected “,” or “]” in a flow sequence")
                }
            }
        case "{":
            position += 1
            var pairs: [YAMLPair] = []
            while true {
                skipSpaces()
                if current == "}" {
                    position += 1
                    return .mapping(pairs)
                }
                let key = current == "\"" || current == "'" ? try quoted() : plain(stoppingAtColon: true)
                skipSpaces()
                var item = YAMLValue.null
                if current == ":" {
                    position += 1
                    item = try value(anchors: anchors)
                }
                if key == "<<" {
                    for source in item.items {
                        for pair in source.pairs where !pairs.contains(where: { $0.key == pair.key }) { pairs.append(pair) }
                    }
                } else {
                    pairs.append(YAMLPair(key, item))
                }
                skipSpaces()
                if current == "," {
                    position += 1
                } else if current != "}" {
                    throw Failure(message: "expected “,” or “}” in a flow mapping")
                }
            }
        case "\"", "'":
            return .scalar(try quoted(), quoted: true)
        case "*":
            position += 1
            let name = plain(stoppingAtColon: false)
            guard let value = anchors[name] else { throw Failure(message: "“*\(name)” names no anchor above it") }
            aliased += value.count(upTo: YAMLReader.maximumAliasedValues)
            guard aliased <= YAMLReader.maximumAliasedValues else {
                throw Failure(message: "aliases here stand for more than \(YAMLReader.maximumAliasedValues) values")
            }
            return value
        default:
            return YAMLParser.plain(plain(stoppingAtColon: false))
        }
    }

    /// A plain scalar inside a flow collection: up to `,`, `]`, `}` (and `: ` for a key).
    mutating func plain(stoppingAtColon: Bool) -> String {
        var out = ""
        while let c = current, c != ",", c != "]", c != "}" {
            if c == ":", stoppingAtColon {
                let next = position + 1 < chars.count ? chars[position + 1] : " "
                if next == " " || next == "," || next == "}" || next == "\t" { break }
            }
            out.append(c)
            position += 1
        }
        while out.last == " " || out.last == "\t" { out.removeLast() }
        return out
    }

    /// A single- or double-quoted scalar, escapes resolved.
    mutating func quoted() throws(Failure) -> String {
        guard let open = current else { throw Failure(message: "expected a quoted scalar") }
        position += 1
        var out = ""
        while let c = current {
            position += 1
            if open == "'" {
                if c == "'" {
                    if current == "'" {
                        out.append("'")
                        position += 1
                        continue
                    }
                    return out
                }
                out.append(c)
                continue
            }
            if c == "\"" { return out }
            guard c == "\\", let escape = current else {
                out.append(c)
                continue
            }
            position += 1
            switch escape {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "x", "u", "U":
                let count = escape == "x" ? 2 : escape == "u" ? 4 : 8
                let digits = String(chars[position..<min(chars.count, position + count)])
                guard digits.count == count, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) else {
                    throw Failure(message: "“\\\(escape)\(digits)” is not a character")
                }
                out.unicodeScalars.append(scalar)
                position += count
            default: out.append(escape)
            }
        }
        throw Failure(message: "a quoted scalar is not closed")
    }
}
