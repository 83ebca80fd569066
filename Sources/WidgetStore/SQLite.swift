#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSQLite
import WidgetCore
import WidgetSystem

/// A failure from SQLite, with the statement or step that failed.
package struct StoreError: Error, CustomStringConvertible, Sendable {
    package var message: String
    /// SQLite's result code, when SQLite gave one.
    package var code: Int32 = 0
    package var description: String { message }

    package init(message: String, code: Int32 = 0) {
        self.message = message
        self.code = code
    }

    /// Whether the store could not be written (a full disk, a read-only file or directory, an
    /// I/O error): the output cannot be made (exit 73), not unusable data.
    package var isWriteFailure: Bool {
        [SQLITE_FULL, SQLITE_READONLY, SQLITE_IOERR, SQLITE_CANTOPEN, SQLITE_PERM].contains(code & 0xFF)
    }
}

/// A thin, safe handle on one SQLite connection: prepared statements, typed binding and
/// reading, and transactions. Everything that writes goes through ``transaction(_:)``.
final class SQLiteDatabase {
    let handle: OpaquePointer
    let path: String

    /// Opens `path`; `readOnly`, through a URI (`file:PATH?mode=ro`, or `immutable=1` where
    /// `immutable`: a store in a directory this user cannot write, whose WAL index cannot be
    /// made).
    init(path: String, readOnly: Bool = false, immutable: Bool = false) throws(StoreError) {
        var db: OpaquePointer?
        let flags = readOnly ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        let name = readOnly ? "file:" + Self.uriPath(path) + (immutable ? "?immutable=1" : "?mode=ro") : path
        guard sqlite3_open_v2(name, &db, flags | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            let code = db.map { sqlite3_errcode($0) } ?? SQLITE_CANTOPEN
            if let db { sqlite3_close(db) }
            throw StoreError(message: "\(path): \(message)", code: code)
        }
        handle = db
        self.path = path
        // A first run creates the demo shop in one transaction: others wait for it, not fail.
        sqlite3_busy_timeout(db, 30_000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// `path` as the path of a `file:` URI: `%`, `?` and `#` escaped, made absolute.
    static func uriPath(_ path: String) -> String {
        var out: [UInt8] = []
        for byte in FileIO.absolute(path).utf8 {
            switch byte {
            case UInt8(ascii: "%"): out += Array("%25".utf8)
            case UInt8(ascii: "?"): out += Array("%3f".utf8)
            case UInt8(ascii: "#"): out += Array("%23".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    func execute(_ sql: String) throws(StoreError) {
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "failed"
            sqlite3_free(error)
            throw StoreError(message: "\(path): \(message)", code: sqlite3_errcode(handle))
        }
    }

    func prepare(_ sql: String) throws(StoreError) -> Statement {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw StoreError(
                message: "\(path): \(String(cString: sqlite3_errmsg(handle))) in: \(sql.prefix(80))", code: sqlite3_errcode(handle))
        }
        return Statement(statement, database: self)
    }

    /// Runs `body` in one transaction: all of it is kept, or none of it.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    var userVersion: Int {
        (try? prepare("PRAGMA user_version").first { $0.int(0) }) ?? 0
    }

    /// The row id of the last row inserted on this connection.
    var lastInsertedRow: Int { Int(sqlite3_last_insert_rowid(handle)) }

    var errorMessage: String { String(cString: sqlite3_errmsg(handle)) }
}

/// A prepared statement: bind, step, read columns.
final class Statement {
    let statement: OpaquePointer
    unowned let database: SQLiteDatabase

    init(_ statement: OpaquePointer, database: SQLiteDatabase) {
        self.statement = statement
        self.database = database
    }

    deinit {
        sqlite3_finalize(statement)
    }

    @discardableResult
    func bind(_ values: [SQLValue]) -> Statement {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            switch value {
            case .null: sqlite3_bind_null(statement, index)
            case .int(let v): sqlite3_bind_int64(statement, index, Int64(v))
            case .double(let v): sqlite3_bind_double(statement, index, v)
            case .text(let v):
                // With its byte length: -1 would stop at the first NUL and store less than was given.
                // An empty text is bound from a literal: an empty buffer may have no address,
                // and a null pointer would bind NULL.
                var text = v
                text.withUTF8 { bytes in
                    if bytes.isEmpty {
                        _ = sqlite3_bind_text(statement, index, "", 0, wd_sqlite_transient())
                    } else {
                        _ = bytes.withMemoryRebound(to: CChar.self) {
                            sqlite3_bind_text(statement, index, $0.baseAddress, Int32(bytes.count), wd_sqlite_transient())
                        }
                    }
                }
            }
        }
        return self
    }

    /// Runs a statement that returns no rows.
    func run(_ values: [SQLValue] = []) throws(StoreError) {
        bind(values)
        let status = sqlite3_step(statement)
        guard status == SQLITE_DONE || status == SQLITE_ROW else {
            throw StoreError(message: "\(database.path): \(database.errorMessage)", code: sqlite3_errcode(database.handle))
        }
    }

    /// Calls `row` for each result row.
    func forEach(_ values: [SQLValue] = [], _ row: (Statement) throws -> Void) throws {
        bind(values)
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else {
                throw StoreError(message: "\(database.path): \(database.errorMessage)", code: sqlite3_errcode(database.handle))
            }
            try row(self)
        }
    }

    /// The first row mapped by `transform`, or `nil`.
    func first<T>(_ values: [SQLValue] = [], _ transform: (Statement) -> T) throws -> T? {
        bind(values)
        let status = sqlite3_step(statement)
        guard status == SQLITE_ROW else {
            if status == SQLITE_DONE { return nil }
            throw StoreError(message: "\(database.path): \(database.errorMessage)", code: sqlite3_errcode(database.handle))
        }
        return transform(self)
    }

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
    func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
    func text(_ column: Int32) -> String { sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "" }
}

/// A value bound to a statement.
enum SQLValue {
    case null
    case int(Int)
    case double(Double)
    case text(String)
}
