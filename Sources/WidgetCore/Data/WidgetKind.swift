import WidgetFormats

/// A kind of widget, as placed in the dashboard file (`"kind": "metrics"`).
///
/// ```swift
/// let kind = WidgetKind.named("orders-to-fulfil")  // .ordersToFulfill, by its older spelling
/// let retired = WidgetKind.salesSummary.isDeprecated  // true
/// let notice = WidgetKind.notice(for: "sales-summary")  // replacement "metrics"
/// ```
public struct WidgetKind: Hashable, Sendable {
    /// The id used in files.
    public var id: String
    /// As a person reads it.
    public var title: String
    /// For a retired kind: the kind to add instead.
    public var replacement: String?
    /// Where to read more.
    public var helpLink: String?

    /// Whether the kind is retired (it renders a notice, never a blank box).
    public var isDeprecated: Bool { replacement != nil }

    public init(id: String, title: String, replacement: String? = nil, helpLink: String? = nil) {
        self.id = id
        self.title = title
        self.replacement = replacement
        self.helpLink = helpLink
    }

    /// The store metrics widget: any metrics of the catalogue.
    public static let metrics = WidgetKind(id: "metrics", title: "Store metrics")
    /// How many orders wait, the oldest first, and a "Fulfill next" button.
    public static let ordersToFulfill = WidgetKind(id: "orders-to-fulfill", title: "Orders to fulfill")
    /// Whether the online store takes orders, with a toggle to open or pause it.
    public static let storeStatus = WidgetKind(id: "store-status", title: "Store status")
    /// One metric a ShopifyQL query defines (title, query, unit in the dashboard file).
    public static let query = WidgetKind(id: "query", title: "ShopifyQL query")
    /// The first generation's sales widget, replaced by ``metrics``.
    public static let salesSummary = WidgetKind(
        id: "sales-summary", title: "Sales summary", replacement: "metrics", helpLink: "widgetdeck help widgets")
    /// The first generation's orders widget, replaced by ``metrics``.
    public static let ordersSummary = WidgetKind(
        id: "orders-summary", title: "Orders summary", replacement: "metrics", helpLink: "widgetdeck help widgets")

    /// Every kind the program knows, current and retired.
    public static let all: [WidgetKind] = [.metrics, .ordersToFulfill, .storeStatus, .query, .salesSummary, .ordersSummary]

    /// Older spellings still read: `orders-to-fulfil` (British, before Shopify's own
    /// "fulfill" was adopted everywhere) → `orders-to-fulfill`.
    public static let aliases: [String: String] = ["orders-to-fulfil": "orders-to-fulfill"]

    /// The id `id` stands for: itself, or what an older spelling now reads.
    public static func canonical(_ id: String) -> String {
        aliases[id] ?? id
    }

    /// The kind with `id` (or an older spelling of it), or `nil`.
    public static func named(_ id: String) -> WidgetKind? {
        let id = canonical(id)
        return all.first { $0.id == id }
    }

    /// The notice a widget of kind `id` shows instead of data, or `nil` for a current kind:
    /// retired kinds name their replacement; unknown ones name what was found and the nearest
    /// known kind.
    public static func notice(for id: String) -> DeprecationNotice? {
        if let kind = named(id) {
            guard let replacement = kind.replacement else { return nil }
            return DeprecationNotice(kind: id, replacement: replacement, helpLink: kind.helpLink)
        }
        // A near miss of any kind, retired ones too (a typo of "sales-summary"); else the
        // nearest kind one can add.
        let closest = all.map(\.id).min { editDistance($0, id) < editDistance($1, id) }
        let current = all.filter { !$0.isDeprecated }.map(\.id)
        let nearest =
            closest.flatMap { editDistance($0, id) <= 3 ? $0 : nil } ?? current.min { editDistance($0, id) < editDistance($1, id) }
        return DeprecationNotice(kind: id, replacement: nearest, helpLink: "widgetdeck help widgets", isUnknown: true)
    }
}
