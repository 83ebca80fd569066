import WidgetFormats

/// Sums of a shop's activity over a period — orders, money, items, sessions — and the one
/// place each metric is defined from them, by Shopify's definitions:
///
/// - net sales = gross sales − discounts − returns
/// - total sales = net sales + shipping + taxes
/// - average order value = (gross sales − discounts) / orders
/// - conversion rate = orders / sessions
/// - returning customer rate = orders from returning customers / orders
///
/// Money is summed exactly, in whole minor units of the shop's currency (see ``Money``); a
/// figure becomes a `Double` only when it is read for drawing. The sample shop and the SQLite
/// store both sum into this and read their figures from it, so the two can never define a
/// metric differently.
package struct SalesTotals: Hashable, Sendable {
    /// Decimal places of the currency's minor unit: money below is in 10^-exponent units.
    package var exponent: Int
    package var orders: Int64 = 0
    package var gross: Int64 = 0
    package var discounts: Int64 = 0
    package var shipping: Int64 = 0
    package var taxes: Int64 = 0
    package var returns: Int64 = 0
    package var items: Int64 = 0
    package var returningOrders: Int64 = 0
    /// `nil` when the source has no sessions at all (never imported): unavailable, not zero.
    package var sessions: Int64?

    package init(
        exponent: Int = 2, orders: Int64 = 0, gross: Int64 = 0, discounts: Int64 = 0, shipping: Int64 = 0, taxes: Int64 = 0,
        returns: Int64 = 0,
        items: Int64 = 0, returningOrders: Int64 = 0, sessions: Int64? = nil
    ) {
        self.exponent = exponent
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

    /// Both periods' sums added (sessions stay unavailable only if both are). Sums that would
    /// overflow saturate: inputs are bounded far below (``MetricReading/largestMagnitude``).
    package static func + (a: SalesTotals, b: SalesTotals) -> SalesTotals {
        func add(_ x: Int64, _ y: Int64) -> Int64 {
            let (sum, overflow) = x.addingReportingOverflow(y)
            return overflow ? (y > 0 ? .max : .min) : sum
        }
        return SalesTotals(
            exponent: a.exponent, orders: add(a.orders, b.orders), gross: add(a.gross, b.gross), discounts: add(a.discounts, b.discounts),
            shipping: add(a.shipping, b.shipping), taxes: add(a.taxes, b.taxes), returns: add(a.returns, b.returns),
            items: add(a.items, b.items), returningOrders: add(a.returningOrders, b.returningOrders),
            sessions: a.sessions == nil && b.sessions == nil ? nil : add(a.sessions ?? 0, b.sessions ?? 0))
    }

    /// Adds `b` into these sums.
    package static func += (a: inout SalesTotals, b: SalesTotals) { a = a + b }

    /// Net sales in minor units.
    package var netSales: Int64 { gross - discounts - returns }

    /// Total sales in minor units.
    package var totalSales: Int64 { netSales + shipping + taxes }

    /// A money metric's exact amount in minor units; `nil` for other metrics, or when it cannot
    /// be computed (an average of no orders). The average is rounded half to even to a minor unit.
    package func minorUnits(of key: MetricID) -> Int64? {
        switch key {
        case .totalSales: totalSales
        case .grossSales: gross
        case .netSales: netSales
        case .discounts: discounts
        case .returns: returns
        case .averageOrderValue: Money.quotient(gross - discounts, orders)
        default: nil
        }
    }

    /// A metric's value for drawing; `nil` when it cannot be computed (no orders to average, no
    /// sessions to divide by) — shown as `—`, never 0 — or when `key` is a current count these
    /// sums do not hold (orders to fulfill).
    package func value(of key: MetricID) -> Double? {
        if let units = minorUnits(of: key) { return Money.value(units, exponent: exponent) }
        switch key {
        case .orders: return Double(orders)
        case .sessions: return sessions.map(Double.init)
        case .conversionRate: return sessions.flatMap { $0 > 0 ? Double(orders) / Double($0) : nil }
        case .returningCustomerRate: return orders > 0 ? Double(returningOrders) / Double(orders) : nil
        case .netItemsSold: return Double(items)
        default: return nil
        }
    }

    /// `metric`'s value, for a catalogue metric; `nil` for any other.
    package func value(of metric: Metric) -> Double? {
        metric.key.flatMap(value(of:))
    }
}
