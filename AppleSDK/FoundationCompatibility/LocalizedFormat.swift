import Foundation

/// How a localised string is found and filled in, as on Apple's platforms: an interpolated key
/// is its literal text with a format specifier where each value goes (`"%lld items"`), looked up
/// in a table (`Localizable` unless named) of a bundle (the main one unless named), and the
/// translation found is filled with the values in the order its specifiers say (`%1$@`).
package enum LocalizedFormat {
    /// One part of a format: text, or the value at an argument's index.
    package enum Segment: Equatable, Sendable {
        case literal(String)
        case argument(Int)
    }

    /// The translation of `key` in `table` of `bundle`, or nil when the bundle has none.
    package static func lookup(_ key: String, table: String?, bundle: Bundle?) -> String? {
        let bundle = bundle ?? .main
        let missing = "\u{1}widgetdeck-missing\u{1}"
        let found = bundle.localizedString(forKey: key, value: missing, table: table)
        return found == missing ? nil : found
    }

    /// The specifier Xcode puts in a key for an interpolated value of `value`'s type.
    package static func specifier<T>(for value: T) -> String {
        switch value {
        case is Int, is Int64: "%lld"
        case is Int32, is Int16, is Int8: "%d"
        case is UInt, is UInt64: "%llu"
        case is UInt32, is UInt16, is UInt8: "%u"
        case is Double, is CGFloat: "%lf"
        case is Float: "%f"
        default: "%@"
        }
    }

    /// The parts of a format: literal text (`%%` as `%`) and the arguments its specifiers take,
    /// in order or by position (`%2$@`). `%#@name@` (a plural rule's variable) takes the next
    /// argument.
    package static func segments(_ format: String) -> [Segment] {
        var out: [Segment] = []
        var literal = ""
        var next = 0
        let characters = Array(format)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            guard c == "%", i + 1 < characters.count else {
                literal.append(c)
                i += 1
                continue
            }
            if characters[i + 1] == "%" {
                literal.append("%")
                i += 2
                continue
            }
            var j = i + 1
            var position: Int?
            // `%2$…`: the argument's position.
            var digits = ""
            while j < characters.count, characters[j].isNumber {
                digits.append(characters[j])
                j += 1
            }
            if j < characters.count, characters[j] == "$", let n = Int(digits), n > 0 {
                position = n - 1
                j += 1
            } else {
                j = i + 1
            }
            // `%#@name@`.
            if j < characters.count, characters[j] == "#", j + 1 < characters.count, characters[j + 1] == "@" {
                var k = j + 2
                while k < characters.count, characters[k] != "@" { k += 1 }
                if k < characters.count {
                    if !literal.isEmpty { out.append(.literal(literal)) }
                    literal = ""
                    out.append(.argument(position ?? next))
                    if position == nil { next += 1 }
                    i = k + 1
                    continue
                }
            }
            // Flags, width, precision, length, then the conversion.
            while j < characters.count, "-+ #0'".contains(characters[j]) { j += 1 }
            while j < characters.count, characters[j].isNumber || characters[j] == "*" { j += 1 }
            if j < characters.count, characters[j] == "." {
                j += 1
                while j < characters.count, characters[j].isNumber || characters[j] == "*" { j += 1 }
            }
            while j < characters.count, "hlqLzjt".contains(characters[j]) { j += 1 }
            guard j < characters.count, "@dDiuUxXoOfFeEgGcCsSpaA".contains(characters[j]) else {
                literal.append(c)
                i += 1
                continue
            }
            if !literal.isEmpty { out.append(.literal(literal)) }
            literal = ""
            out.append(.argument(position ?? next))
            if position == nil { next += 1 }
            i = j + 1
        }
        if !literal.isEmpty { out.append(.literal(literal)) }
        return out
    }

    /// `format` filled with `arguments` (each already written out).
    package static func fill(_ format: String, with arguments: [String]) -> String {
        segments(format).map { segment in
            switch segment {
            case .literal(let text): text
            case .argument(let index): index < arguments.count ? arguments[index] : ""
            }
        }.joined()
    }
}
