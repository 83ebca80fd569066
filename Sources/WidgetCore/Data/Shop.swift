/// A shop being watched.
///
/// ```swift
/// let shop = Shop(id: "maple-moss", name: "Maple & Moss", currencyCode: "USD", timeZone: "America/Toronto")
/// let id = Shop.id(forName: "Maple & Moss")  // "maple---moss"
/// ```
public struct Shop: Hashable, Sendable {
    public var id: String
    public var name: String
    /// ISO 4217 code: `USD`, `CAD`, `EUR`…
    public var currencyCode: String
    /// IANA time zone: `America/Toronto`.
    public var timeZone: String

    public init(id: String, name: String, currencyCode: String, timeZone: String) {
        self.id = id
        self.name = name
        self.currencyCode = currencyCode
        self.timeZone = timeZone
    }
}

extension Shop {
    /// The currency figures are formatted in when no shop is known (a timeline file that names
    /// none).
    public static let defaultCurrencyCode = "USD"

    /// The id a shop named `name` is stored under: lower-case letters and digits, every other
    /// character a `-` (`Maple & Moss` → `maple---moss`). Names that differ only in the other
    /// characters share an id, so an import refuses the second rather than merge them.
    public static func id(forName name: String) -> String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
