/// Base64 (RFC 4648), in the standard library alone: what property lists write data in, and
/// how a picture's PNG travels in JSON, an SVG and a terminal's graphics protocol — kept off
/// Foundation so the binary links none of its file-writing code.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in base64, padded with `=`.
    package static func encode(_ bytes: [UInt8]) -> String {
        String(decoding: encodedBytes(bytes), as: UTF8.self)
    }

    /// `bytes` in base64 as ASCII bytes, padded with `=`.
    package static func encodedBytes(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 2 < bytes.count {
            let n = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], alphabet[Int(n & 63)]]
            index += 3
        }
        let rest = bytes.count - index
        if rest == 1 {
            let n = UInt32(bytes[index]) << 16
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if rest == 2 {
            let n = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], UInt8(ascii: "=")]
        }
        return out
    }

    /// The bytes of base64 `text` (the URL-safe alphabet too; line breaks and spaces allowed),
    /// or nil when it holds anything else.
    package static func decode(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for c in text.utf8 {
            let value: UInt32
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(c - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(c - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(c - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
            case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
            case UInt8(ascii: "="), 0x20, 0x0A, 0x0D, 0x09: continue
            default: return nil
            }
            buffer = buffer << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return out
    }
}
