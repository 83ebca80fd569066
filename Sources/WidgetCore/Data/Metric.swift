import WidgetFormats

/// What a metric's numbers measure, which decides how they are written.
///
/// ```swift
/// let unit = Metric.named("conversion_rate")!.unit  // .percent
/// let formatter = ValueFormatter(locale: .enUS, currencyCode: "USD")
/// let text = formatter.string(0.0342, unit: unit, maxWidth: 4)  // "3.4%"
/// ```
public enum MetricUnit: String, Hashable, Sendable {
    /// An amount in the shop's currency: `$12.8K`.
    case money
    /// A number of things: `1,234`, `1.2K`.
    case count
    /// A ratio stored as a fraction (0.034) and written as a percentage: `3.4%`.
    case percent
}

/// The shape of a metric's data: most are series compared with the previous period; some are
/// a current figure with no history.
///
/// ```swift
/// let sales = Metric[.totalSales].shape         // .timeSeries
/// let waiting = Metric[.ordersToFulfill].shape  // .currentCount: no history, no comparison
/// ```
public enum MetricShape: String, Hashable, Sendable {
    /// A value over the date range, the previous period's value, and a series.
    case timeSeries
    /// A count as it stands now (no history, no comparison), like orders to fulfill.
    case currentCount
}

/// The twelve metrics, by the stable id files, the command line and ShopifyQL use
/// (`total_sales`): typed, so code switches over them exhaustively instead of over strings.
///
/// ```swift
/// let key = MetricID(rawValue: "average_order_value")  // .averageOrderValue
/// let metric = Metric[.averageOrderValue]               // titled "Average order value"
/// let all = MetricID.allCases.count                     // 12
/// ```
public enum MetricID: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case totalSales = "total_sales"
    case orders
    case averageOrderValue = "average_order_value"
    case grossSales = "gross_sales"
    case netSales = "net_sales"
    case discounts
    case returns
    case sessions
    case conversionRate = "conversion_rate"
    case returningCustomerRate = "returning_customer_rate"
    case netItemsSold = "net_items_sold"
    case ordersToFulfill = "orders_to_fulfill"

    public var description: String { rawValue }
}

/// A metric a widget shows: its id (ShopifyQL's name), how it is titled, its unit and shape.
/// The twelve of the catalogue have a typed ``key``; others (a custom query's column) do not.
///
/// ```swift
/// let sales = Metric.named("total_sales")!  // "Total sales", short "Sales", .money
/// let giftCards = Metric(id: "gift_cards_sold", title: "Gift cards sold", shortTitle: "Gift cards", unit: .count)
/// let isCatalogue = giftCards.key == nil    // true: a custom query's column
/// ```
public struct Metric: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The stable id used in files and on the command line: `total_sales`.
    public let id: String
    /// The catalogue's typed id, for the twelve built-in metrics.
    public var key: MetricID? { MetricID(rawValue: id) }
    /// The title in roomy cells: `Total sales`.
    public let title: String
    /// The title where room is short (small cells, accessories, inline): `Sales`.
    public let shortTitle: String
    public let unit: MetricUnit
    public let shape: MetricShape

    /// The title in the tightest places — the edge of the circular gauge, six cells at most:
    /// `Sales`, `AOV`, `Sess.`; the short title when it is short enough already.
    public var tinyTitle: String {
        switch key {
        case .averageOrderValue: "AOV"
        case .netSales: "Net"
        case .discounts: "Disc."
        case .returns: "Return"
        case .sessions: "Sess."
        case .conversionRate: "Conv."
        case .returningCustomerRate: "Repeat"
        case .netItemsSold: "Items"
        case .ordersToFulfill: "Fulfil"
        default: TerminalText.width(shortTitle) <= 6 ? shortTitle : TerminalText.truncated(shortTitle, toWidth: 6)
        }
    }
    /// Whether a rise is good news: true for sales, false for returns. Decides the colour of
    /// a comparison (its arrow and sign say the direction whatever the colour).
    public let higherIsBetter: Bool

    public init(
        id: String, title: String, shortTitle: String, unit: MetricUnit, shape: MetricShape = .timeSeries, higherIsBetter: Bool = true
    ) {
        self.id = id
        self.title = title
        self.shortTitle = shortTitle
        self.unit = unit
        self.shape = shape
        self.higherIsBetter = higherIsBetter
    }

    /// A metric of the catalogue.
    init(
        _ key: MetricID, title: String, shortTitle: String, unit: MetricUnit, shape: MetricShape = .timeSeries, higherIsBetter: Bool = true
    ) {
        self.id = key.rawValue
        self.title = title
        self.shortTitle = shortTitle
        self.unit = unit
        self.shape = shape
        self.higherIsBetter = higherIsBetter
    }

    public var description: String { id }

    /// Whether the metric's value over a range is the sum of its buckets' (sales, orders,
    /// sessions), so a part of a period can be scaled to the whole — a pace. Rates and averages
    /// are not; neither is a current count, nor a metric outside the catalogue.
    public var isSum: Bool {
        switch key {
        case .totalSales, .orders, .grossSales, .netSales, .discounts, .returns, .sessions, .netItemsSold: return true
        case .averageOrderValue, .conversionRate, .returningCustomerRate, .ordersToFulfill, nil: return false
        }
    }
}

extension Metric {
    /// The twelve metrics a widget can show, in the order a merchant is offered them.
    /// Definitions follow Shopify's: net sales = gross sales − discounts − returns; total
    /// sales = net sales + shipping + taxes; average order value = (gross sales − discounts) /
    /// orders; conversion rate = orders / sessions.
    public static let catalogue: [Metric] = [
        Metric(.totalSales, title: "Total sales", shortTitle: "Sales", unit: .money),
        Metric(.orders, title: "Orders", shortTitle: "Orders", unit: .count),
        Metric(.averageOrderValue, title: "Average order value", shortTitle: "Avg order", unit: .money),
        Metric(.grossSales, title: "Gross sales", shortTitle: "Gross", unit: .money),
        Metric(.netSales, title: "Net sales", shortTitle: "Net sales", unit: .money),
        Metric(.discounts, title: "Discounts", shortTitle: "Discounts", unit: .money, higherIsBetter: false),
        Metric(.returns, title: "Returns", shortTitle: "Returns", unit: .money, higherIsBetter: false),
        Metric(.sessions, title: "Sessions", shortTitle: "Sessions", unit: .count),
        Metric(.conversionRate, title: "Conversion rate", shortTitle: "Conversion", unit: .percent),
        Metric(.returningCustomerRate, title: "Returning customer rate", shortTitle: "Returning", unit: .percent),
        Metric(.netItemsSold, title: "Net items sold", shortTitle: "Items sold", unit: .count),
        Metric(
            .ordersToFulfill, title: "Orders to fulfill", shortTitle: "To fulfill", unit: .count, shape: .currentCount,
            higherIsBetter: false),
    ]

    /// The catalogue's metric with `id`, or `nil`.
    public static func named(_ id: String) -> Metric? {
        MetricID(rawValue: id).map { self[$0] }
    }

    /// The catalogue's metric `key`.
    public static subscript(_ key: MetricID) -> Metric {
        catalogue.first { $0.id == key.rawValue }!
    }

    /// The catalogue's ids, comma-separated, for messages that list what is allowed.
    public static var knownIDs: String { catalogue.map(\.id).joined(separator: ", ") }
}
