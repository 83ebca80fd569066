/// Reads CSV as RFC 4180 has it — fields separated by commas; a field in double quotes may hold
/// commas, line breaks and doubled quotes (`""`) — a chunk at a time, so a file of any size
/// is read in the memory of one record. Records end at LF, CR LF or a lone CR (old Mac
/// spreadsheets). A UTF-8 byte order mark is skipped. Each record carries the line it starts
/// on, and each field its bytes as written, for the caller to check.
package struct CSVReader {
    /// One record: the line it starts on and its fields' bytes.
    package struct Record {
        package var line: Int
        package var fields: [[UInt8]]
    }

    /// A quoted field left open at the end of the file.
    package struct Malformed: Error, CustomStringConvertible {
        package var line: Int
        package var description: String { "line \(line): a quoted field is never closed" }
    }

    private var fields: [[UInt8]] = []
    private var field: [UInt8] = []
    private var inQuotes = false
    private var quoteClosed = false
    private var fieldStarted = false
    private var afterCR = false
    private var line = 1
    private var recordLine = 1
    private var atStart = true
    private var pendingBOM: [UInt8] = []

    package init() {}

    /// Feeds the next `bytes` of the file; calls `record` for each record they complete.
    ///
    /// - Complexity: O(n) in the bytes fed.
    package mutating func feed(_ bytes: some Collection<UInt8>, _ record: (Record) throws -> Void) rethrows {
        for b in bytes {
            if atStart {
                // A byte order mark, possibly split across chunks.
                let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
                if pendingBOM.count < 3, b == bom[pendingBOM.count] {
                    pendingBOM.append(b)
                    if pendingBOM.count == 3 {
                        atStart = false
                        pendingBOM = []
                    }
                    continue
                }
                atStart = false
                let held = pendingBOM
                pendingBOM = []
                for h in held { try consume(h, record) }
            }
            try consume(b, record)
        }
    }

    /// Ends the file: completes the last record (one without a final line break).
    package mutating func finish(_ record: (Record) throws -> Void) throws {
        if atStart && !pendingBOM.isEmpty {
            atStart = false
            let held = pendingBOM
            pendingBOM = []
            for h in held { try consume(h, record) }
        }
        if inQuotes { throw Malformed(line: recordLine) }
        if !field.isEmpty || !fields.isEmpty || fieldStarted { try endRecord(record) }
    }

    private mutating func consume(_ b: UInt8, _ record: (Record) throws -> Void) rethrows {
        if afterCR {
            afterCR = false
            // CR LF is one line break; a lone CR already ended its record.
            if b == 0x0A { return }
        }
        if inQuotes {
            if b == UInt8(ascii: "\"") {
                inQuotes = false
                quoteClosed = true
                return
            }
            if b == 0x0A { line += 1 }
            field.append(b)
            return
        }
        if quoteClosed {
            quoteClosed = false
            if b == UInt8(ascii: "\"") {
                // A doubled quote inside a quoted field.
                field.append(b)
                inQuotes = true
                return
            }
        }
        switch b {
        case UInt8(ascii: "\"") where !fieldStarted && field.isEmpty:
            inQuotes = true
            fieldStarted = true
        case UInt8(ascii: ","):
            endField()
        case 0x0D:
            try endRecord(record)
            line += 1
            recordLine = line
            afterCR = true
        case 0x0A:
            try endRecord(record)
            line += 1
            recordLine = line
        default:
            field.append(b)
            fieldStarted = true
        }
    }

    private mutating func endField() {
        fields.append(field)
        field = []
        fieldStarted = false
        quoteClosed = false
    }

    private mutating func endRecord(_ record: (Record) throws -> Void) rethrows {
        endField()
        let done = fields
        fields = []
        // A blank line is no record.
        if done.count == 1 && done[0].isEmpty { return }
        try record(Record(line: recordLine, fields: done))
    }

    /// Every record of `bytes` (a whole file in memory: tests and small files).
    package static func records(_ bytes: [UInt8]) throws -> [Record] {
        var reader = CSVReader()
        var records: [Record] = []
        reader.feed(bytes) { records.append($0) }
        try reader.finish { records.append($0) }
        return records
    }
}

/// Why a field of a CSV file cannot be read as text.
enum FieldTextProblem: Error {
    case nul(byte: Int)
    case invalidUTF8(byte: Int)
}

extension Array where Element == UInt8 {
    /// The field as text: refused when it holds a NUL (a database would cut it there) or bytes
    /// that are not UTF-8 (two different names would read the same), never changed silently.
    func fieldText() throws(FieldTextProblem) -> String {
        if let nul = firstIndex(of: 0) { throw .nul(byte: nul + 1) }
        var iterator = makeIterator()
        var decoder = UTF8()
        var offset = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: break loop
            case .error: throw .invalidUTF8(byte: offset + 1)
            }
        }
        return String(decoding: self, as: UTF8.self)
    }
}
