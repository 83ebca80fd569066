/// A shop being watched.
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
