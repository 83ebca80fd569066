/// Reads CSV as RFC 4180 has it: fields separated by commas, records by CRLF or LF; a field in
/// double quotes may hold commas, line breaks and doubled quotes (`""`). A UTF-8 byte order mark
/// is skipped. Each record carries the line it starts on, for messages.
public struct CSVReader {
    public struct Record {
        public var line: Int
        public var fields: [String]
    }

    /// A quoted field left open at the end of the file.
    public struct Malformed: Error, CustomStringConvertible {
        public var line: Int
        public var description: String { "line \(line): a quoted field is never closed" }
    }

    /// All records of `bytes`.
    ///
    /// - Complexity: O(n) in the file's length.
    public static func records(_ bytes: [UInt8]) throws(Malformed) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var inQuotes = false
        var line = 1
        var recordLine = 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var fieldStarted = false
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            fieldStarted = false
        }
        func endRecord() {
            endField()
            if !(fields.count == 1 && fields[0].isEmpty) { records.append(Record(line: recordLine, fields: fields)) }
            fields.removeAll(keepingCapacity: true)
        }
        while i < bytes.count {
            let b = bytes[i]
            if inQuotes {
                if b == UInt8(ascii: "\"") {
                    if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") {
                        field.append(b)
                        i += 2
                        continue
                    }
                    inQuotes = false
                } else {
                    if b == 0x0A { line += 1 }
                    field.append(b)
                }
                i += 1
                continue
            }
            switch b {
            case UInt8(ascii: "\"") where !fieldStarted && field.isEmpty:
                inQuotes = true
                fieldStarted = true
            case UInt8(ascii: ","):
                endField()
            case 0x0D where i + 1 < bytes.count && bytes[i + 1] == 0x0A:
                break
            case 0x0A:
                endRecord()
                line += 1
                recordLine = line
            default:
                field.append(b)
                fieldStarted = true
            }
            i += 1
        }
        if inQuotes { throw Malformed(line: recordLine) }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }
}
