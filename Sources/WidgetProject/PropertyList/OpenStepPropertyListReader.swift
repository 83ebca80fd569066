/// Reads the OpenStep text form of a property list: `{ key = value; }`, `( a, b, )`, quoted and
/// bare strings, `<0fbd 77>` data, `/* */` and `//` comments — the form of `project.pbxproj`
/// and of `.strings` files.
///
/// - Complexity: O(n) in the bytes; nesting is limited to 512 levels, so a hostile file cannot
///   exhaust the stack.
struct OpenStepPropertyListReader {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func read(stringsFile: Bool) throws(PropertyListError) -> PropertyList {
        skipSpace()
        guard index < bytes.count else {
            if stringsFile { return .dictionary([]) }
            throw failure("the file is empty")
        }
        if !stringsFile || bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "(") {
            let value = try self.value()
            skipSpace()
            guard index >= bytes.count else { throw failure("text after the property list's end") }
            return value
        }
        // A `.strings` file: `"key" = "value";` pairs to the end.
        var members: [(key: String, value: PropertyList)] = []
        while true {
            skipSpace()
            if index >= bytes.count { break }
            guard let key = try string() else { throw failure("expected a quoted key") }
            skipSpace()
            if peek == UInt8(ascii: ";") {
                // `"key";` means the key is its own value.
                index += 1
                members.append((key, .string(key)))
                continue
            }
            try expect("=")
            let value = try self.value()
            skipSpace()
            try expect(";")
            members.append((key, value))
        }
        return .dictionary(members)
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func value() throws(PropertyListError) -> PropertyList {
        skipSpace()
        guard let c = peek else { throw failure("the file ends where a value belongs") }
        depth += 1
        defer { depth -= 1 }
        guard depth < 512 else { throw failure("nested more than 512 levels deep") }
        switch c {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, value: PropertyList)] = []
            while true {
                skipSpace()
                if peek == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(members)
                }
                guard let key = try string() else { throw failure("expected a key or }") }
                skipSpace()
                try expect("=")
                let value = try self.value()
                skipSpace()
                try expect(";")
                members.append((key, value))
            }
        case UInt8(ascii: "("):
            index += 1
            var items: [PropertyList] = []
            while true {
                skipSpace()
                if peek == UInt8(ascii: ")") {
                    index += 1
                    return .array(items)
                }
                items.append(try self.value())
                skipSpace()
                if peek == UInt8(ascii: ",") {
                    index += 1
                } else if peek != UInt8(ascii: ")") {
                    throw failure("expected , or ) in a list")
                }
            }
        case UInt8(ascii: "<"):
            index += 1
            var data: [UInt8] = []
            var high: UInt8?
            while let d = peek, d != UInt8(ascii: ">") {
                index += 1
                if d == 0x20 || d == 0x0A || d == 0x0D || d == 0x09 { continue }
                guard let nibble = Self.hex(d) else {
                    throw failure("\"\(Character(Unicode.Scalar(d)))\" in data (hexadecimal digits only)")
                }
                if let h = high {
                    data.append(h << 4 | nibble)
                    high = nil
                } else {
                    high = nibble
                }
            }
            guard peek == UInt8(ascii: ">") else { throw failure("data without its closing >") }
            guard high == nil else { throw failure("data with an odd number of digits") }
            index += 1
            return .data(data)
        default:
            guard let s = try string() else {
                throw failure("unexpected \"\(String(decoding: [c], as: UTF8.self))\"")
            }
            return .string(s)
        }
    }

    /// A quoted or bare string at the current place, or nil when there is none.
    private mutating func string() throws(PropertyListError) -> String? {
        guard let c = peek else { return nil }
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            let quote = c
            index += 1
            var out: [UInt8] = []
            var start = index
            while true {
                guard let d = peek else { throw failure("a quoted string that never ends") }
                if d == quote {
                    out += bytes[start..<index]
                    index += 1
                    return String(decoding: out, as: UTF8.self)
                }
                if d == UInt8(ascii: "\\") {
                    out += bytes[start..<index]
                    index += 1
                    try escape(into: &out)
                    start = index
                    continue
                }
                index += 1
            }
        }
        let start = index
        while let d = peek, Self.isBare(d) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    private mutating func escape(into out: inout [UInt8]) throws(PropertyListError) {
        guard let e = peek else { throw failure("a string ends in a backslash") }
        index += 1
        switch e {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "a"): out.append(0x07)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "v"): out.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var value: UInt32 = 0
            var count = 0
            while count < 4, let d = peek, let h = Self.hex(d) {
                value = value << 4 | UInt32(h)
                index += 1
                count += 1
            }
            // A surrogate pair written as two escapes.
            if (0xD800..<0xDC00).contains(value), peek == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "U") || bytes[index + 1] == UInt8(ascii: "u")
            {
                var low: UInt32 = 0
                var j = index + 2
                var n = 0
                while n < 4, j < bytes.count, let h = Self.hex(bytes[j]) {
                    low = low << 4 | UInt32(h)
                    j += 1
                    n += 1
                }
                if n == 4, (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index = j
                }
            }
            out += Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(e - UInt8(ascii: "0"))
            var count = 1
            while count < 3, let d = peek, d >= UInt8(ascii: "0"), d <= UInt8(ascii: "7") {
                value = value * 8 + UInt32(d - UInt8(ascii: "0"))
                index += 1
                count += 1
            }
            out += Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
        default: out.append(e)
        }
    }

    private mutating func expect(_ character: Character) throws(PropertyListError) {
        skipSpace()
        guard let c = peek, c == character.asciiValue else {
            throw failure("expected \(character)")
        }
        index += 1
    }

    private mutating func skipSpace() {
        while let c = peek {
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 || c == 0x0C || c == 0x0B {
                index += 1
            } else if c == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(bytes.count, index + 2)
            } else if c == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while let d = peek, d != 0x0A { index += 1 }
            } else if c == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
                index += 3
            } else {
                return
            }
        }
    }

    private static func isBare(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default: false
        }
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func failure(_ reason: String) -> PropertyListError {
        var line = 1
        var lineStart = 0
        for i in 0..<min(index, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
        return PropertyListError(reason, line: line, column: column)
    }
}
