#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An order waiting to be fulfilled, as the Orders-to-fulfill widget lists it.
public struct WaitingOrder: Hashable, Sendable {
    public var name: String
    public var placedAt: Date
    public var total: Double

    public init(name: String, placedAt: Date, total: Double) {
        self.name = name
        self.placedAt = placedAt
        self.total = total
    }
}

/// The orders waiting at a moment: how many, and the oldest first.
public struct FulfillmentQueue: Hashable, Sendable {
    public var shop: Shop
    public var count: Int
    public var oldest: [WaitingOrder]

    public init(shop: Shop, count: Int, oldest: [WaitingOrder]) {
        self.shop = shop
        self.count = count
        self.oldest = oldest
    }
}

/// Whether the online store takes orders, and since when.
public struct StoreStatus: Hashable, Sendable {
    public var shop: Shop
    public var isOpen: Bool
    /// When it last changed (`nil`: never changed, open since the shop was created).
    public var since: Date?
    /// Bumped by every change: part of a toggle's invocation id, so open → paused → open is three
    /// invocations, not one.
    public var version: Int

    public init(shop: Shop, isOpen: Bool, since: Date?, version: Int) {
        self.shop = shop
        self.isOpen = isOpen
        self.since = since
        self.version = version
    }
}
