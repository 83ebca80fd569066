#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An order waiting to be fulfilled, as the Orders-to-fulfill widget lists it.
package struct WaitingOrder: Hashable, Sendable {
    package var name: String
    package var placedAt: Date
    package var total: Double

    package init(name: String, placedAt: Date, total: Double) {
        self.name = name
        self.placedAt = placedAt
        self.total = total
    }
}

/// The orders waiting at a moment: how many, and the oldest first.
package struct FulfillmentQueue: Hashable, Sendable {
    package var shop: Shop
    package var count: Int
    package var oldest: [WaitingOrder]

    package init(shop: Shop, count: Int, oldest: [WaitingOrder]) {
        self.shop = shop
        self.count = count
        self.oldest = oldest
    }
}

/// Whether the online store takes orders, and since when.
package struct StoreStatus: Hashable, Sendable {
    package var shop: Shop
    package var isOpen: Bool
    /// When it last changed (`nil`: never changed, open since the shop was created).
    package var since: Date?
    /// Bumped by every change: part of a toggle's invocation id, so open → paused → open is three
    /// invocations, not one.
    package var version: Int

    package init(shop: Shop, isOpen: Bool, since: Date?, version: Int) {
        self.shop = shop
        self.isOpen = isOpen
        self.since = since
        self.version = version
    }
}
