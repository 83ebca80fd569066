// The keychain on Linux: items kept in a property list, `$WIDGETDECK_PREVIEW_KEYCHAIN` or else
// `$XDG_DATA_HOME/widgetdeck/keychain.plist` (`~/.local/share/…`), replaced atomically on every
// change — so an item a widget's app would have stored (a token, an account) can be written
// there once and read by every preview. Each item is a dictionary keyed as Apple's keychain keys
// it ("class", "svce", "acct", "v_Data"…). docs/preview.md, "The keychain".
import CoreFoundation

/// One attribute's value, as the keychain compares and keeps it.
enum KeychainValue: Hashable {
    case string(String)
    case data(Data)
    case number(Double)
    case date(Date)

    /// A value from a query (`String`, `Data`, `Bool`, a number, a `Date`); `nil` for one the
    /// keychain cannot keep (an object reference).
    init?(_ value: Any) {
        if let string = value as? String {
            self = .string(string)
        } else if let data = value as? Data {
            self = .data(data)
        } else if let date = value as? Date {
            self = .date(date)
        } else if let bool = value as? Bool, !(value is Int) {
            self = .number(bool ? 1 : 0)
        } else if let number = value as? NSNumber {
            self = .number(number.doubleValue)
        } else {
            return nil
        }
    }

    var propertyListValue: Any {
        switch self {
        case .string(let string): string
        case .data(let data): data
        case .date(let date): date
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? Int(number) as Any : number
        }
    }
}

typealias KeychainItem = [String: KeychainValue]

/// The attributes that name an item of each class: two items may not agree on all of them.
let primaryKeys: [String: [String]] = [
    "genp": ["acct", "svce", "agrp", "sync"],
    "inet": ["acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path", "agrp", "sync"],
    "cert": ["ctyp", "issr", "slnr", "agrp", "sync"],
    "keys": ["kcls", "klbl", "atag", "type", "bsiz", "esiz", "agrp", "sync"],
    "idnt": ["ctyp", "issr", "slnr", "agrp", "sync"],
]

/// The keychain's file, read before every operation and replaced after every change, one
/// operation at a time in this process.
final class KeychainStore: @unchecked Sendable {
    static let shared = KeychainStore()
    private let lock = NSLock()

    var url: URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["WIDGETDECK_PREVIEW_KEYCHAIN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: widgetdeckDataFolder() + "/keychain.plist")
    }

    /// Runs `body` on the items, saving them if it changed them; a file that cannot be read or
    /// written is `errSecInvalidKeychain` / `errSecIO`, with its path on standard error.
    func withItems(_ body: (inout [KeychainItem]) -> OSStatus) -> OSStatus {
        lock.lock()
        defer { lock.unlock() }
        let url = self.url
        var items: [KeychainItem] = []
        if let data = try? Data(contentsOf: url) {
            guard let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]] else {
                report("\(url.path) is not a keychain property list (an array of dictionaries)")
                return errSecInvalidKeychain
            }
            items = list.map { $0.compactMapValues(KeychainValue.init) }
        }
        let before = items
        let status = body(&items)
        guard items != before else { return status }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let list = items.map { $0.mapValues(\.propertyListValue) }
            let data = try PropertyListSerialization.data(fromPropertyList: list, format: .xml, options: 0)
            try data.write(to: url, options: .atomic)
        } catch {
            report("cannot write the keychain \(url.path): \(error.localizedDescription)")
            return errSecIO
        }
        return status
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data("widgetdeck: Security: \(message)\n".utf8))
    }
}
