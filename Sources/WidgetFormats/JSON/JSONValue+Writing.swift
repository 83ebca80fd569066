extension JSONValue {
    /// The value as compact JSON text (RFC 8259): keys in their order, strings escaped, whole
    /// numbers without a fraction, other numbers in their shortest exact form.
    public var serialized: String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value's JSON text to `out`.
    public func write(into out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): JSONValue.writeNumber(n, into: &out)
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    static func writeNumber(_ n: Double, into out: inout [UInt8]) {
        guard n.isFinite else {
            out.append(contentsOf: "null".utf8)  // JSON has no NaN: a gap is null
            return
        }
        if n == n.rounded(), abs(n) < 1e15 {
            out.append(contentsOf: String(Int64(n)).utf8)
        } else {
            out.append(contentsOf: n.description.utf8)
        }
    }

    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20, 0x7F:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
