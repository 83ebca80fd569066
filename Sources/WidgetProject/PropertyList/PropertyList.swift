/// A property list value, as Xcode's files hold them: `project.pbxproj` (the old OpenStep text
/// form), `Info.plist` and `.intentdefinition` (XML), `.strings` (OpenStep, without the outer
/// braces).
///
/// The OpenStep form has only strings, arrays, dictionaries and data; a number there is a
/// string, so the accessors read numbers and booleans out of strings too.
package enum PropertyList: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(String)
    case data([UInt8])
    case array([PropertyList])
    /// Keys in the order the file gives them (a reader may care: a `.strings` file's order is
    /// the order a person wrote).
    case dictionary([(key: String, value: PropertyList)])

    package static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.real(let a), .real(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.date(let a), .date(let b)): a == b
        case (.data(let a), .data(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let s): hasher.combine(s)
        case .integer(let i): hasher.combine(i)
        case .real(let r): hasher.combine(r)
        case .bool(let b): hasher.combine(b)
        case .date(let d): hasher.combine(d)
        case .data(let d): hasher.combine(d)
        case .array(let a): hasher.combine(a)
        case .dictionary(let d):
            for (key, value) in d {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// The value under `key`, when this is a dictionary holding one.
    package subscript(key: String) -> PropertyList? {
        guard case .dictionary(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// A string, or a number or boolean written as one.
    package var string: String? {
        switch self {
        case .string(let s): s
        case .integer(let i): String(i)
        case .real(let r): String(r)
        case .bool(let b): b ? "YES" : "NO"
        case .date(let d): d
        default: nil
        }
    }

    package var array: [PropertyList]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The array's strings (a single string reads as an array of one, as build settings allow).
    package var strings: [String]? {
        if case .string(let s) = self { return [s] }
        return array?.compactMap(\.string)
    }

    package var dictionary: [(key: String, value: PropertyList)]? {
        if case .dictionary(let d) = self { return d }
        return nil
    }

    /// `true`, `YES` or a non-zero number.
    package var bool: Bool? {
        switch self {
        case .bool(let b): b
        case .integer(let i): i != 0
        case .string(let s):
            switch s.lowercased() {
            case "yes", "true", "1": true
            case "no", "false", "0": false
            default: nil
            }
        default: nil
        }
    }

    package var integer: Int? {
        switch self {
        case .integer(let i): i
        case .string(let s): Int(s)
        case .real(let r) where r.isFinite && r == r.rounded() && abs(r) < 1e15: Int(r)
        default: nil
        }
    }
}

/// A property list that could not be read, with where.
package struct PropertyListError: Error, Hashable, Sendable, CustomStringConvertible {
    package var reason: String
    package var line: Int
    package var column: Int

    package init(_ reason: String, line: Int, column: Int) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    package var description: String { "line \(line), column \(column): \(reason)" }
}

extension PropertyList {
    /// Reads a property list in whichever form `bytes` holds: XML (`<?xml`, `<plist`), or the
    /// OpenStep text form. A binary plist (`bplist00`) is refused, named.
    ///
    /// - Parameter stringsFile: read a `.strings` file's top level (`"key" = "value";` pairs
    ///   without the outer braces) when it is not a dictionary already.
    package static func parse(_ bytes: [UInt8], stringsFile: Bool = false) throws(PropertyListError) -> PropertyList {
        let text = decodeText(bytes)
        if bytes.starts(with: Array("bplist".utf8)) {
            throw PropertyListError("a binary property list; convert it to XML (plutil -convert xml1)", line: 1, column: 1)
        }
        let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<plist") || trimmed.hasPrefix("<!DOCTYPE") {
            var reader = XMLPropertyListReader(text)
            return try reader.read()
        }
        var reader = OpenStepPropertyListReader(text)
        return try reader.read(stringsFile: stringsFile)
    }

    /// Text in UTF-8 or, with a byte-order mark, UTF-16 (as `.strings` files often are).
    static func decodeText(_ bytes: [UInt8]) -> String {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var i = 2
            while i + 1 < bytes.count {
                units.append(little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: bytes.dropFirst(3), as: UTF8.self) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
