#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a source that owns a shop's data lets a merchant do — the store behind `--source demo`
/// and `--source store:PATH`. Every change is one transaction that also records the
/// invocation's id, so a repeated invocation changes nothing and answers as the first did.
package protocol ShopActions: Sendable {
    func fulfillmentQueue(shop: String, limit: Int, at now: Date) async throws -> FulfillmentQueue
    /// Marks the oldest order waiting at `now` fulfilled; returns what was done.
    func fulfillNext(shop: String, invocation: IntentInvocation, at now: Date) async throws -> String
    func storeStatus(shop: String, at now: Date) async throws -> StoreStatus
    /// Opens or pauses the online store; returns what was done.
    func setOnlineStore(open: Bool, shop: String, invocation: IntentInvocation, at now: Date) async throws -> String
}
