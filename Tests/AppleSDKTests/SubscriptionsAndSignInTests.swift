import AuthenticationServices
import Foundation
import StoreKit
import SwiftUI
import Testing

/// StoreKit 2's subscriptions and AuthenticationServices' sign-in, written as an app's store and
/// account code is (Apple's Food Truck sample reaches every call here): with no App Store and no
/// credentials on Linux, each takes the path a phone that has none takes.
@Suite("Subscriptions and sign-in: no store, no credentials")
struct SubscriptionsAndSignInTests {
    @Test("A subscription group's status cannot be read; its state and period types read as Apple's")
    func subscriptions() async throws {
        await #expect(throws: StoreKitError.self) { try await Product.SubscriptionInfo.status(for: "21_plus") }
        var updates = 0
        for await _ in Product.SubscriptionInfo.Status.updates { updates += 1 }
        for await _ in Storefront.updates { updates += 1 }
        for await _ in Message.messages { updates += 1 }
        #expect(updates == 0)
        #expect(await Storefront.current == nil)
        // The shapes an app compares and formats.
        let state = Product.SubscriptionInfo.RenewalState.inGracePeriod
        #expect([.subscribed, .inGracePeriod].contains(state))
        #expect(state.localizedDescription == "In grace period")
        let unit = Product.SubscriptionPeriod.Unit.month
        #expect(unit.formatted(Product.SubscriptionPeriod.Unit.FormatStyle()) == "month")
        #expect(unit.localizedDescription == "Month")
        let period = Product.SubscriptionPeriod.everyThreeMonths
        #expect(period.value == 3 && period.unit == .month)
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // 1 January 2026
        #expect(period.dateRange(referenceDate: start).upperBound.timeIntervalSince(start) == 90 * 86_400)
        // A failed purchase is an error an app can show.
        let error: any Error = StoreKitError.networkError(URLError(.notConnectedToInternet))
        #expect((error as? LocalizedError)?.errorDescription == "The App Store could not be reached.")
    }

    @MainActor
    final class AccountStore: NSObject, ObservableObject, ASAuthorizationControllerDelegate {
        var failure: ASAuthorizationError.Code?
        var ended: (() -> Void)?
        func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
            failure = (error as? ASAuthorizationError)?.code
            ended?()
        }
    }

    @Test("Passkey and password requests are built as on a phone; performing them is not handled")
    @MainActor func signIn() async throws {
        let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: "example.com")
        let assertion = provider.createCredentialAssertionRequest(challenge: Data("challenge".utf8))
        let registration = provider.createCredentialRegistrationRequest(
            challenge: Data("challenge".utf8), name: "ada", userID: Data("ada".utf8))
        let requests: [ASAuthorizationRequest] = [assertion, registration, ASAuthorizationPasswordProvider().createRequest()]
        #expect(registration.name == "ada" && (assertion.provider as? ASAuthorizationPlatformPublicKeyCredentialProvider) === provider)
        // The SwiftUI way: the environment's controller throws Apple's own error.
        let controller = EnvironmentValues().authorizationController
        do {
            _ = try await controller.performRequests(requests, options: .preferImmediatelyAvailableCredentials)
            Issue.record("a request was performed")
        } catch let error as ASAuthorizationError {
            #expect(error.code == .notHandled)
            #expect(error.errorCode == 1003)
        }
        // The delegate way: told on the main queue.
        let store = AccountStore()
        let delegated = ASAuthorizationController(authorizationRequests: requests)
        delegated.delegate = store
        await withCheckedContinuation { continuation in
            store.ended = { continuation.resume() }
            delegated.performRequests()
        }
        #expect(store.failure == .notHandled)
        // No Apple ID is signed in; no web sign-in starts.
        #expect(try await ASAuthorizationAppleIDProvider().credentialState(forUserID: "001234.abcd") == .notFound)
        let web = ASWebAuthenticationSession(url: URL(string: "https://example.com/login")!, callbackURLScheme: "foodtruck") { _, _ in }
        #expect(!web.canStart)
        #expect(!web.start())
        #expect(ASWebAuthenticationSession.Callback.customScheme("foodtruck").matchesURL(URL(string: "FoodTruck://done")!))
    }
}
