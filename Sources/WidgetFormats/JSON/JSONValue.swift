/// A parsed JSON document that keeps the order of object keys, so that a reader can report
/// unknown keys and name every place by its path (`widgets[2].metrics[5]`).
///
/// Foundation's decoders lose key order and positions, and `JSONSerialization` pulls in the
/// internationalisation libraries at start-up; this one is small and exact (RFC 8259).
///
/// ```swift
/// let widget = try JSONValue.parse(#"{"kind": "metrics", "range": "today"}"#)
/// let kind = widget["kind"]      // .string("metrics")
/// let text = widget.serialized   // {"kind":"metrics","range":"today"}
/// ```
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order. A repeated key is a parse error.
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// The member named `key` of an object; `nil` for other values or a missing key.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short name of the value's kind, for messages: "a string", "an object"…
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as it would appear in a message: strings quoted, containers abbreviated.
    public var shortDescription: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .string(let s): "\"\(TerminalText.truncated(s, toWidth: 40))\""
        case .array(let a): "an array of \(a.count)"
        case .object: "an object"
        }
    }
}

/// A JSON document that could not be parsed, with where it went wrong.
///
/// ```swift
/// do {
///     _ = try JSONValue.parse("[1, 2")
/// } catch {
///     print("dashboard.json:\(error.line):\(error.column): \(error.reason)")
/// }
/// ```
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var reason: String
    /// Byte offset into the document (0-based).
    public var offset: Int
    /// Line and column (1-based; the column counts bytes).
    public var line: Int
    public var column: Int

    public var description: String { "line \(line), column \(column) (byte \(offset)): \(reason)" }
}

extension JSONValue {
    /// Parses a whole JSON document from UTF-8 bytes.
    ///
    /// - Throws: ``JSONParseError`` naming the line, column and byte of the first problem
    ///   (which, for a truncated file, is its end).
    /// - Parameter maxValues: how many values (objects, arrays, strings, numbers, literals) the
    ///   document may hold: a bound on the memory an answer from outside can cost, since an
    ///   empty object is 3 bytes of text and a hundred of memory.
    /// - Complexity: O(n) in the document's length; nesting deeper than 512 levels is rejected.
    public static func parse<Bytes: Collection>(_ bytes: Bytes, maxValues: Int = .max) throws(JSONParseError) -> JSONValue
    where Bytes.Element == UInt8 {
        let array = Array(bytes)
        var parser = JSONParser(bytes: array)
        parser.valuesLeft = maxValues
        return try parser.parseDocument()
    }

    /// Parses a whole JSON document from a string.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    /// Values the document may still hold.
    var valuesLeft = Int.max

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        // A UTF-8 byte order mark is tolerated, as editors on some systems write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describeByte()) after the document") }
        return value
    }

    func error(_ reason: String, at offset: Int? = nil) -> JSONParseError {
        let offset = offset ?? index
        var line = 1
        var lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return JSONParseError(reason: reason, offset: offset, line: line, column: offset - lineStart + 1)
    }

    func describeByte() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file (the document is truncated)") }
        valuesLeft -= 1
        if valuesLeft < 0 { throw error("more values than an answer may hold") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("expected a value, found \(describeByte())")
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let start = index
        let text = literal.withUTF8Buffer { Array($0) }
        guard bytes.count - index >= text.count, Array(bytes[index..<index + text.count]) == text else {
            throw error("expected '\(literal)'", at: start)
        }
        index += text.count
    }

    mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > 512 { throw error("nesting deeper than 512 levels") }
    }

    mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file inside an object (the document is truncated)") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes, found \(describeByte())") }
            let keyStart = index
            let key = try parseString()
            if !seen.insert(key).inserted { throw error("the key \"\(key)\" appears twice", at: keyStart) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\", found \(describeByte())")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file inside an object (the document is truncated)") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("expected ',' or '}' in an object, found \(describeByte())")
        }
    }

    mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file inside an array (the document is truncated)") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw error("expected ',' or ']' in an array, found \(describeByte())")
        }
    }

    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.index
            while p.index < p.bytes.count, p.bytes[p.index] >= 0x30, p.bytes[p.index] <= 0x39 { p.index += 1 }
            return p.index - s
        }
        let intDigits = digits(&self)
        guard intDigits > 0 else { throw error("expected digits in a number", at: start) }
        if intDigits > 1, bytes[index - intDigits] == UInt8(ascii: "0") { throw error("a number cannot start with 0", at: start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("expected digits after '.' in a number", at: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("expected digits in a number's exponent", at: start) }
        }
        // Clinger's fast path: up to 15 significant digits and a small power of ten convert
        // exactly with one multiplication or division; anything else goes to the full parser.
        if let fast = fastDecimal(start..<index) { return fast }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("the number \(text) is out of range", at: start) }
        return value
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    func fastDecimal(_ range: Range<Int>) -> Double? {
        var i = range.lowerBound
        var negative = false
        if bytes[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        while i < range.upperBound {
            let b = bytes[i]
            if b == UInt8(ascii: ".") {
                inFraction = true
            } else if b >= 0x30 && b <= 0x39 {
                if mantissa == 0 && b == 0x30 && !inFraction {
                    i += 1
                    continue
                }
                mantissa = mantissa &* 10 &+ UInt64(b - 0x30)
                digits += 1
                if inFraction { fractionDigits += 1 }
                if digits > 15 { return nil }
            } else {
                return nil  // an exponent: the full parser
            }
            i += 1
        }
        guard fractionDigits < Self.powersOfTen.count else { return nil }
        let value = Double(mantissa) / Self.powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    mutating func parseString() throws(JSONParseError) -> String {
        let start = index
        index += 1
        var out: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else { throw error("unexpected end of file inside a string (the document is truncated)") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[runStart..<index])
                index += 1
                break
            }
            if b < 0x20 { throw error("a control character (byte 0x\(String(b, radix: 16))) inside a string must be escaped") }
            if b == UInt8(ascii: "\\") {
                out.append(contentsOf: bytes[runStart..<index])
                index += 1
                guard index < bytes.count else { throw error("unexpected end of file in an escape (the document is truncated)") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a lone UTF-16 surrogate \\u\(String(scalar, radix: 16)) in a string")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("an invalid UTF-16 surrogate pair in a string") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw error("a lone UTF-16 surrogate \\u\(String(scalar, radix: 16)) in a string")
                    }
                    out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
                default:
                    throw error("an unknown escape '\\\(Character(Unicode.Scalar(e)))' in a string", at: index - 2)
                }
                runStart = index
                continue
            }
            index += 1
        }
        guard let string = String(validating: out, as: UTF8.self) else {
            throw error("a string that is not valid UTF-8", at: start)
        }
        return string
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case 0x30...0x39: digit = UInt32(b - 0x30)
            case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
            default: throw error("expected four hex digits after \\u, found \(describeByte())")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
