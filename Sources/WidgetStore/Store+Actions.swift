#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats
import WidgetSystem

/// What intents change in a shop's store: fulfillment and the online store's status. Each change
/// is one transaction together with its invocation's id.
extension Store {
    /// Runs `change` once per invocation: a second call with the same id changes nothing and
    /// answers what the first did. A change that throws leaves no trace, so it may be retried.
    func once(_ invocation: IntentInvocation, at now: Date, _ change: () throws -> String) throws -> String {
        try db.transaction {
            if let outcome = try db.prepare("SELECT outcome FROM intents WHERE id = ?").first([.text(invocation.id)], { $0.text(0) }) {
                return outcome
            }
            let outcome = try change()
            try db.prepare("INSERT INTO intents(id, widget, outcome, performed_at) VALUES(?,?,?,?)")
                .run([.text(invocation.id), .text(invocation.widgetID), .text(outcome), .int(Int(now.timeIntervalSince1970))])
            return outcome
        }
    }

    /// How many invocations were performed (tests, and the curious).
    package func performedIntentCount() throws -> Int {
        try db.prepare("SELECT COUNT(*) FROM intents").first { $0.int(0) } ?? 0
    }

    /// The orders of shop `?1` waiting at time `?2` — placed by then, not cancelled, not fulfilled
    /// by then — as two ranges of the `orders_waiting` index. One `WHERE` saying
    /// `fulfilled_at IS NULL OR fulfilled_at > ?2` made SQLite read every order of the shop and
    /// sort them: 10,000 rows of the demo shop for each load of the widget, 3 ms.
    static let waitingOrders = """
        SELECT id, name, created_at, gross - discounts + shipping + taxes AS total FROM orders
         WHERE shop_id = ?1 AND cancelled = 0 AND fulfilled_at IS NULL AND created_at <= ?2
        UNION ALL
        SELECT id, name, created_at, gross - discounts + shipping + taxes FROM orders
         WHERE shop_id = ?1 AND cancelled = 0 AND fulfilled_at > ?2 AND created_at <= ?2
        """

    /// The orders of `shop` waiting at `now`: placed, not cancelled, not yet fulfilled.
    package func fulfillmentQueue(shop: Shop, limit: Int, at now: Date) throws -> FulfillmentQueue {
        let end = Int(now.timeIntervalSince1970)
        let count =
            try db.prepare(
                """
                SELECT (SELECT COUNT(*) FROM orders WHERE shop_id = ?1 AND cancelled = 0 AND fulfilled_at IS NULL AND created_at <= ?2)
                     + (SELECT COUNT(*) FROM orders WHERE shop_id = ?1 AND cancelled = 0 AND fulfilled_at > ?2 AND created_at <= ?2)
                """
            ).first([.text(shop.id), .int(end)]) { $0.int(0) } ?? 0
        var oldest: [WaitingOrder] = []
        try db.prepare("SELECT name, created_at, total FROM (\(Self.waitingOrders)) ORDER BY created_at, id LIMIT ?3").forEach([
            .text(shop.id), .int(end), .int(limit),
        ]) { row in
            // Minor units to the currency's units, once, for drawing.
            oldest.append(
                WaitingOrder(
                    name: row.text(0), placedAt: Date(timeIntervalSince1970: Double(row.int(1))),
                    total: Money.value(Int64(row.int(2)), exponent: Money.exponent(of: shop.currencyCode))))
        }
        return FulfillmentQueue(shop: shop, count: count, oldest: oldest)
    }

    /// Fulfills the order the control showed (`invocation.token`, its name) if it still waits,
    /// else the oldest waiting one; once per invocation.
    ///
    /// The queue is the one at the start of `now`'s minute — the one the widget showed — and the
    /// order counts as fulfilled from then, so every widget of that minute shows one fewer.
    package func fulfillNext(shop: Shop, invocation: IntentInvocation, at now: Date) throws -> String {
        let end = Int(now.startOfMinute.timeIntervalSince1970)
        return try once(invocation, at: now) {
            let shown = try db.prepare("SELECT id, name FROM (\(Self.waitingOrders)) WHERE name = ?3")
                .first([.text(shop.id), .int(end), .text(invocation.token)]) { ($0.int(0), $0.text(1)) }
            let target =
                try shown
                ?? db.prepare("SELECT id, name FROM (\(Self.waitingOrders)) ORDER BY created_at, id LIMIT 1")
                .first([.text(shop.id), .int(end)]) { ($0.int(0), $0.text(1)) }
            guard let (id, name) = target else { throw IntentFailure("no orders are waiting") }
            try db.prepare("UPDATE orders SET fulfilled_at = ? WHERE id = ?").run([.int(end), .int(id)])
            return "Fulfilled \(name)"
        }
    }

    /// Whether `shop`'s online store is open (it is, until paused).
    package func storeStatus(shop: Shop) throws -> StoreStatus {
        let row = try db.prepare("SELECT online_open, changed_at, version FROM shop_status WHERE shop_id = ?").first([.text(shop.id)]) {
            ($0.int(0) != 0, $0.isNull(1) ? nil : Date(timeIntervalSince1970: Double($0.int(1))), $0.int(2))
        }
        return StoreStatus(shop: shop, isOpen: row?.0 ?? true, since: row?.1, version: row?.2 ?? 0)
    }

    /// Opens or pauses `shop`'s online store; once per invocation.
    package func setOnlineStore(open: Bool, shop: Shop, invocation: IntentInvocation, at now: Date) throws -> String {
        try once(invocation, at: now) {
            let current = try storeStatus(shop: shop)
            guard current.isOpen != open else { return open ? "The online store is already open" : "The online store is already paused" }
            try db.prepare(
                """
                INSERT INTO shop_status(shop_id, online_open, changed_at, version) VALUES(?1, ?2, ?3, 1)
                ON CONFLICT(shop_id) DO UPDATE SET online_open = ?2, changed_at = ?3, version = version + 1
                """
            ).run([.text(shop.id), .int(open ? 1 : 0), .int(Int(now.timeIntervalSince1970))])
            return open ? "Online store opened" : "Online store paused"
        }
    }
}

extension StoreSource: ShopActions {
    package func fulfillmentQueue(shop: String, limit: Int, at now: Date) async throws -> FulfillmentQueue {
        try store.fulfillmentQueue(shop: try resolve(shop, at: now), limit: limit, at: now)
    }

    package func fulfillNext(shop: String, invocation: IntentInvocation, at now: Date) async throws -> String {
        try store.fulfillNext(shop: try resolve(shop, at: now), invocation: invocation, at: now)
    }

    package func storeStatus(shop: String, at now: Date) async throws -> StoreStatus {
        try store.storeStatus(shop: try resolve(shop, at: now))
    }

    package func setOnlineStore(open: Bool, shop: String, invocation: IntentInvocation, at now: Date) async throws -> String {
        try store.setOnlineStore(open: open, shop: try resolve(shop, at: now), invocation: invocation, at: now)
    }
}
