// StoreKit's SwiftUI pieces (Apple's `_StoreKit_SwiftUI` overlay, which a file importing both
// StoreKit and SwiftUI sees): the action that shows a store message, and the store's sheets —
// none of which a widget presents, on a phone either.
import Foundation
import SwiftUI

/// Shows a message from the App Store (Apple's `DisplayMessageAction`): none ever arrives here
/// (``Message/messages`` is empty), so one shown is only said.
@MainActor
public struct DisplayMessageAction: Sendable {
    nonisolated init() {}

    public func callAsFunction(_ message: Message) throws {
        storeSays("a message from the App Store (reason \(message.reason.rawValue)) is not shown")
    }
}

extension EnvironmentValues {
    /// The action that shows a message from the App Store.
    public var displayStoreKitMessage: DisplayMessageAction { DisplayMessageAction() }
}

extension View {
    /// The App Store's refund sheet for a transaction.
    public nonisolated func refundRequestSheet(
        for transactionID: Transaction.ID, isPresented: Binding<Bool>,
        onDismiss: (@MainActor (Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil
    ) -> some View {
        _sameInCells(self, "a widget presents no sheet, on a phone either")
    }

    /// The App Store's sheet that manages subscriptions.
    public nonisolated func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
        _sameInCells(self, "a widget presents no sheet, on a phone either")
    }

    /// The App Store's sheet that manages one group's subscriptions.
    public nonisolated func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View {
        _sameInCells(self, "a widget presents no sheet, on a phone either")
    }

    /// The App Store's sheet that redeems an offer code.
    public nonisolated func offerCodeRedemption(
        isPresented: Binding<Bool>, onCompletion: @escaping @MainActor (Result<Void, any Error>) -> Void = { _ in }
    ) -> some View {
        _sameInCells(self, "a widget presents no sheet, on a phone either")
    }
}
