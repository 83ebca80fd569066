/// Sums of a shop's activity over a period — orders, money, items, sessions — and the one
/// place each metric is defined from them, by Shopify's definitions:
///
/// - net sales = gross sales − discounts − returns
/// - total sales = net sales + shipping + taxes
/// - average order value = (gross sales − discounts) / orders
/// - conversion rate = orders / sessions
/// - returning customer rate = orders from returning customers / orders
///
/// The sample shop and the SQLite store both sum into this and read their figures from it, so
/// the two can never define a metric differently.
public struct SalesTotals: Hashable, Sendable {
    public var orders = 0.0
    public var gross = 0.0
    public var discounts = 0.0
    public var shipping = 0.0
    public var taxes = 0.0
    public var returns = 0.0
    public var items = 0.0
    public var returningOrders = 0.0
    /// `nil` when the source has no sessions at all (never imported): unavailable, not zero.
    public var sessions: Double?

    public init(orders: Double = 0, gross: Double = 0, discounts: Double = 0, shipping: Double = 0, taxes: Double = 0, returns: Double = 0,
                items: Double = 0, returningOrders: Double = 0, sessions: Double? = nil) {
        self.orders = orders
        self.gross = gross
        self.discounts = discounts
        self.shipping = shipping
        self.taxes = taxes
        self.returns = returns
        self.items = items
        self.returningOrders = returningOrders
        self.sessions = sessions
    }

    /// Both periods' sums added (sessions stay unavailable only if both are).
    public static func + (a: SalesTotals, b: SalesTotals) -> SalesTotals {
        SalesTotals(orders: a.orders + b.orders, gross: a.gross + b.gross, discounts: a.discounts + b.discounts, shipping: a.shipping + b.shipping,
                    taxes: a.taxes + b.taxes, returns: a.returns + b.returns, items: a.items + b.items,
                    returningOrders: a.returningOrders + b.returningOrders,
                    sessions: a.sessions == nil && b.sessions == nil ? nil : (a.sessions ?? 0) + (b.sessions ?? 0))
    }

    /// Adds `other` into these sums.
    public static func += (a: inout SalesTotals, b: SalesTotals) { a = a + b }

    /// A metric's value; `nil` when it cannot be computed (no orders to average, no sessions to
    /// divide by) — shown as `—`, never 0 — or when `key` is a current count these sums do not
    /// hold (orders to fulfill).
    public func value(of key: MetricID) -> Double? {
        let net = gross - discounts - returns
        switch key {
        case .totalSales: return net + shipping + taxes
        case .orders: return orders
        case .averageOrderValue: return orders > 0 ? (gross - discounts) / orders : nil
        case .grossSales: return gross
        case .netSales: return net
        case .discounts: return discounts
        case .returns: return returns
        case .sessions: return sessions
        case .conversionRate: return sessions.flatMap { $0 > 0 ? orders / $0 : nil }
        case .returningCustomerRate: return orders > 0 ? returningOrders / orders : nil
        case .netItemsSold: return items
        case .ordersToFulfill: return nil
        }
    }

    /// `metric`'s value, for a catalogue metric; `nil` for any other.
    public func value(of metric: Metric) -> Double? {
        metric.key.flatMap(value(of:))
    }
}
