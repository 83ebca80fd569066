import Foundation
import StoreKit
import Testing
import WatchConnectivity

/// No App Store and no paired watch on Linux: each said with Apple's own errors, on the paths a
/// phone that cannot reach them takes.
@Suite("StoreKit and WatchConnectivity: no store, no paired device")
struct StoreAndWatchTests {
    final class Requester: NSObject, SKProductsRequestDelegate, @unchecked Sendable {
        var failed: ((Error) -> Void)?
        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {}
        func request(_ request: SKRequest, didFailWithError error: Error) { failed?(error) }
    }

    @Test("A products request fails as the store unreachable; StoreKit 2 finds no products and no entitlements")
    func store() async throws {
        #expect(!SKPaymentQueue.canMakePayments())
        let requester = Requester()
        let request = SKProductsRequest(productIdentifiers: ["com.example.pro"])
        request.delegate = requester
        let code = await withCheckedContinuation { continuation in
            requester.failed = { continuation.resume(returning: ($0 as? SKError)?.code) }
            request.start()
        }
        #expect(code == .cloudServiceNetworkConnectionFailed)
        #expect(try await Product.products(for: ["com.example.pro"]).isEmpty)
        var entitlements = 0
        for await _ in Transaction.currentEntitlements { entitlements += 1 }
        #expect(entitlements == 0)
    }

    final class WatchDelegate: NSObject, WCSessionDelegate, @unchecked Sendable {
        var completed: ((WCSessionActivationState, Error?) -> Void)?
        func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
            completed?(activationState, error)
        }
    }

    @Test("A watch session is unsupported; activated anyway it completes not activated, and messages fail as unreachable")
    func watch() async {
        #expect(!WCSession.isSupported())
        let delegate = WatchDelegate()
        WCSession.default.delegate = delegate
        let (state, code) = await withCheckedContinuation { continuation in
            delegate.completed = { continuation.resume(returning: ($0, ($1 as? WCError)?.code)) }
            WCSession.default.activate()
        }
        #expect(state == .notActivated && code == .sessionNotSupported)
        var failure: WCError.Code?
        WCSession.default.sendMessage(["ping": 1], replyHandler: nil) { failure = ($0 as? WCError)?.code }
        #expect(failure == .notReachable)
    }
}
