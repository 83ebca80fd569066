// StoreKit 2's subscriptions, purchases, storefronts and messages, as a phone that cannot reach
// the App Store has them: a purchase fails as the network's, a subscription group has no
// status, there is no storefront, and no message is waiting — each said on standard error.
import Foundation

extension StoreKitError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The purchase was cancelled."
        case .networkError: "The App Store could not be reached."
        case .systemError(let error): error.localizedDescription
        case .notAvailableInStorefront: "This item is not available in your country or region."
        case .notEntitled: "You are not entitled to this item."
        case .unsupported: "This is not supported."
        }
    }
}

extension Product {
    /// How a purchase ended (Apple's `Product.PurchaseResult`).
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// An option of a purchase (Apple's `Product.PurchaseOption`).
    public struct PurchaseOption: Hashable, Sendable, CustomDebugStringConvertible {
        let name: String
        let value: String
        public var debugDescription: String { "\(name): \(value)" }
        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(name: "appAccountToken", value: token.uuidString)
        }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity", value: "\(quantity)") }
        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox", value: "\(simulatesAskToBuy)")
        }
        public static func custom(key: String, value: String) -> PurchaseOption { PurchaseOption(name: key, value: value) }
        public static func custom(key: String, value: Bool) -> PurchaseOption { PurchaseOption(name: key, value: "\(value)") }
        public static func custom(key: String, value: Double) -> PurchaseOption { PurchaseOption(name: key, value: "\(value)") }
        public static func custom(key: String, value: Data) -> PurchaseOption { PurchaseOption(name: key, value: "\(value)") }
    }

    /// Buys the product: it fails here, as on a phone that cannot reach the store.
    @MainActor
    public func purchase(options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        storeSays("purchasing \(id) fails")
        throw StoreKitError.networkError(URLError(.notConnectedToInternet))
    }

    /// The price formatted in the product's currency.
    public var priceFormatStyle: Decimal.FormatStyle.Currency {
        .currency(code: Locale.current.currency?.identifier ?? "USD")
    }

    /// A subscription period's unit as words (`month`).
    public var subscriptionPeriodUnitFormatStyle: Product.SubscriptionPeriod.Unit.FormatStyle {
        Product.SubscriptionPeriod.Unit.FormatStyle()
    }

    /// How long a subscription runs between renewals (Apple's `Product.SubscriptionPeriod`).
    public struct SubscriptionPeriod: Hashable, Sendable, CustomDebugStringConvertible {
        public let value: Int
        public let unit: Unit

        public var debugDescription: String { "\(value) \(unit)" }

        public static var weekly: SubscriptionPeriod { SubscriptionPeriod(value: 1, unit: .week) }
        public static var monthly: SubscriptionPeriod { SubscriptionPeriod(value: 1, unit: .month) }
        public static var yearly: SubscriptionPeriod { SubscriptionPeriod(value: 1, unit: .year) }
        public static var everyThreeDays: SubscriptionPeriod { SubscriptionPeriod(value: 3, unit: .day) }
        public static var everyTwoWeeks: SubscriptionPeriod { SubscriptionPeriod(value: 2, unit: .week) }
        public static var everyTwoMonths: SubscriptionPeriod { SubscriptionPeriod(value: 2, unit: .month) }
        public static var everyThreeMonths: SubscriptionPeriod { SubscriptionPeriod(value: 3, unit: .month) }
        public static var everySixMonths: SubscriptionPeriod { SubscriptionPeriod(value: 6, unit: .month) }

        /// The dates one period covers from `referenceDate`, in the current calendar.
        public func dateRange(referenceDate: Date = .now) -> Range<Date> {
            let component: Calendar.Component =
                switch unit {
                case .day: .day
                case .week: .weekOfYear
                case .month: .month
                case .year: .year
                }
            let end = Calendar.current.date(byAdding: component, value: value, to: referenceDate) ?? referenceDate
            return referenceDate..<max(end, referenceDate)
        }

        /// A period's unit (Apple's `Product.SubscriptionPeriod.Unit`).
        public enum Unit: Comparable, Hashable, Sendable, CustomDebugStringConvertible {
            case day, week, month, year

            public var debugDescription: String { localizedDescription }

            public var localizedDescription: String {
                switch self {
                case .day: "Day"
                case .week: "Week"
                case .month: "Month"
                case .year: "Year"
                }
            }

            public func formatted<S>(_ format: S) -> S.FormatOutput where S: Foundation.FormatStyle, S.FormatInput == Unit {
                format.format(self)
            }

            /// A unit as the word a price is per (`month`).
            public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable {
                public init() {}
                public func format(_ value: Unit) -> String { value.localizedDescription.lowercased() }
            }
        }
    }

    /// A subscription's terms (Apple's `Product.SubscriptionInfo`).
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: Product.SubscriptionPeriod
        public var groupDisplayName: String { "" }
        public var groupLevel: Int { 1 }

        /// Whether an introductory offer is open to the user: none is, with no store.
        public var isEligibleForIntroOffer: Bool { get async { false } }

        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }

        /// The group's statuses: the store cannot be asked here.
        public var status: [Status] {
            get async throws { try await Self.status(for: subscriptionGroupID) }
        }

        /// A group's statuses: asking fails, as the store cannot be reached.
        public static func status(for groupID: String) async throws -> [Status] {
            storeSays("the status of subscription group \(groupID) is unknown")
            throw StoreKitError.networkError(URLError(.notConnectedToInternet))
        }

        /// A subscription's state (Apple's `Product.SubscriptionInfo.RenewalState`).
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
            public var localizedDescription: String {
                switch self {
                case .subscribed: "Subscribed"
                case .expired: "Expired"
                case .inBillingRetryPeriod: "In billing retry period"
                case .inGracePeriod: "In grace period"
                case .revoked: "Revoked"
                default: "Unknown"
                }
            }
        }

        /// How a subscription renews (Apple's `Product.SubscriptionInfo.RenewalInfo`).
        public struct RenewalInfo: Hashable, Sendable, CustomDebugStringConvertible {
            public let originalTransactionID: UInt64
            public let currentProductID: String
            public let autoRenewPreference: String?
            public let willAutoRenew: Bool
            public let isInBillingRetry: Bool
            public let gracePeriodExpirationDate: Date?
            public let signedDate: Date
            public var renewalDate: Date? { nil }
            public var debugDescription: String { "renewal of \(currentProductID)" }
        }

        /// A subscription's status (Apple's `Product.SubscriptionInfo.Status`).
        public struct Status: Hashable, Sendable {
            public let state: RenewalState
            public let renewalInfo: VerificationResult<RenewalInfo>
            public let transaction: VerificationResult<Transaction>

            /// Status changes as they happen: none arrive here.
            public static var updates: Statuses { Statuses() }

            /// Statuses as an async sequence (Apple's `Product.SubscriptionInfo.Status.Statuses`).
            public struct Statuses: AsyncSequence, Sendable {
                public typealias Element = Status
                public struct AsyncIterator: AsyncIteratorProtocol {
                    public mutating func next() async -> Status? { nil }
                }
                public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
            }
        }
    }
}

public typealias SubscriptionStatus = Product.SubscriptionInfo.Status
public typealias SubscriptionRenewalState = Product.SubscriptionInfo.RenewalState

extension Transaction {
    /// How a refund request ended (Apple's `Transaction.RefundRequestStatus`).
    public enum RefundRequestStatus: Hashable, Sendable {
        case userCancelled
        case success
    }

    /// Why a refund request failed (Apple's `Transaction.RefundRequestError`).
    public enum RefundRequestError: Error, LocalizedError, Hashable, Sendable {
        case duplicateRequest
        case failed
    }
}

/// The App Store country or region (Apple's `Storefront`): there is none here.
public struct Storefront: Identifiable, Hashable, Sendable {
    public let id: String
    public let countryCode: String
    public var currency: Locale.Currency? { nil }

    /// The current storefront: none, with no store.
    public static var current: Storefront? {
        get async { nil }
    }

    /// Storefront changes: none arrive here.
    public static var updates: Storefronts { Storefronts() }

    /// Storefronts as an async sequence.
    public struct Storefronts: AsyncSequence, Sendable {
        public typealias Element = Storefront
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Storefront? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// A message the App Store would show (Apple's `Message`): none is waiting here.
public struct Message: Hashable, Sendable {
    public let reason: Reason

    /// Messages as they arrive: none here.
    public static var messages: Messages { Messages() }

    /// Why the store has a message.
    public struct Reason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let generic = Reason(rawValue: 0)
        public static let priceIncreaseConsent = Reason(rawValue: 1)
        public static let billingIssue = Reason(rawValue: 2)
        public static let winBackOffer = Reason(rawValue: 3)
    }

    /// Messages as an async sequence.
    public struct Messages: AsyncSequence, Sendable {
        public typealias Element = Message
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Message? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
