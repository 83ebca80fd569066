// StoreKit on Linux: there is no App Store here. Products asked for are not available (the
// request fails, or StoreKit 2 finds none), payments fail as not allowed, restores fail, and
// there are no transactions or entitlements — each said with Apple's own errors, and on
// standard error, so a widget takes the path it takes on a phone that cannot reach the store.
import Foundation

func storeSays(_ message: String) {
    FileHandle.standardError.write(Data("widgetdeck: StoreKit: \(message) (no App Store on Linux)\n".utf8))
}

/// StoreKit's error (Apple's `SKError`).
public struct SKError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 0, clientInvalid, paymentCancelled, paymentInvalid, paymentNotAllowed, storeProductNotAvailable
        case cloudServicePermissionDenied, cloudServiceNetworkConnectionFailed, cloudServiceRevoked, privacyAcknowledgementRequired
        case unauthorizedRequestData, invalidOfferIdentifier, invalidSignature, missingOfferParams, invalidOfferPrice
        case overlayCancelled, overlayInvalidConfiguration, overlayTimeout, ineligibleForOffer, unsupportedPlatform
        case overlayPresentedInBackgroundScene
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { SKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: "No App Store on Linux (\(code))."] }
}

public let SKErrorDomain = "SKErrorDomain"

/// A product the store sells (Apple's `SKProduct`): none is fetched here.
open class SKProduct: NSObject, @unchecked Sendable {
    open var productIdentifier = ""
    open var localizedTitle = ""
    open var localizedDescription = ""
    open var price = NSDecimalNumber.zero
    open var priceLocale = Locale.current
    open var isFamilyShareable = false
    public override init() {}
}

/// A request's outcome (Apple's `SKProductsResponse`).
open class SKProductsResponse: NSObject, @unchecked Sendable {
    open var products: [SKProduct] { [] }
    open var invalidProductIdentifiers: [String] = []
}

/// What a request tells its delegate (Apple's `SKRequestDelegate`).
public protocol SKRequestDelegate: AnyObject {
    func requestDidFinish(_ request: SKRequest)
    func request(_ request: SKRequest, didFailWithError error: Error)
}

extension SKRequestDelegate {
    public func requestDidFinish(_ request: SKRequest) {}
    public func request(_ request: SKRequest, didFailWithError error: Error) {}
}

public protocol SKProductsRequestDelegate: SKRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

/// A request to the store (Apple's `SKRequest`).
open class SKRequest: NSObject, @unchecked Sendable {
    open weak var delegate: SKRequestDelegate?
    /// Fails at once on the main queue: the store cannot be reached.
    open func start() {
        storeSays("a request for products fails")
        DispatchQueue.main.async { [self] in
            delegate?.request(self, didFailWithError: SKError(.cloudServiceNetworkConnectionFailed))
        }
    }
    open func cancel() {}
}

open class SKProductsRequest: SKRequest, @unchecked Sendable {
    public let productIdentifiers: Set<String>
    public init(productIdentifiers: Set<String>) { self.productIdentifiers = productIdentifiers }
    open var productsDelegate: SKProductsRequestDelegate? {
        get { delegate as? SKProductsRequestDelegate }
        set { delegate = newValue }
    }
}

open class SKReceiptRefreshRequest: SKRequest, @unchecked Sendable {
    public init(receiptProperties properties: [String: Any]? = nil) {}
}

/// A payment to make (Apple's `SKPayment`).
open class SKPayment: NSObject, @unchecked Sendable {
    public let productIdentifier: String
    open var quantity = 1
    open var applicationUsername: String?
    public init(product: SKProduct) { productIdentifier = product.productIdentifier }
}

open class SKMutablePayment: SKPayment, @unchecked Sendable {}

/// Where a payment stands (Apple's `SKPaymentTransactionState`).
public enum SKPaymentTransactionState: Int, Sendable {
    case purchasing = 0, purchased, failed, restored, deferred
}

/// A payment's transaction (Apple's `SKPaymentTransaction`).
open class SKPaymentTransaction: NSObject, @unchecked Sendable {
    public let payment: SKPayment
    open private(set) var transactionState: SKPaymentTransactionState
    open private(set) var error: Error?
    open var transactionIdentifier: String? { nil }
    open var transactionDate: Date? { nil }
    open var original: SKPaymentTransaction? { nil }
    init(payment: SKPayment, state: SKPaymentTransactionState, error: Error?) {
        self.payment = payment
        transactionState = state
        self.error = error
    }
}

/// What the payment queue tells its observers (Apple's `SKPaymentTransactionObserver`).
public protocol SKPaymentTransactionObserver: AnyObject {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error)
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
}

extension SKPaymentTransactionObserver {
    public func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error) {}
    public func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
    public func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {}
}

/// The queue payments go through (Apple's `SKPaymentQueue`): each one fails as not allowed.
open class SKPaymentQueue: NSObject, @unchecked Sendable {
    private static let shared = SKPaymentQueue()
    private var observers: [SKPaymentTransactionObserver] = []
    open class func `default`() -> SKPaymentQueue { shared }
    open class func canMakePayments() -> Bool { false }
    open var transactions: [SKPaymentTransaction] { [] }
    open func add(_ observer: SKPaymentTransactionObserver) { observers.append(observer) }
    open func remove(_ observer: SKPaymentTransactionObserver) { observers.removeAll { $0 === observer } }
    open func add(_ payment: SKPayment) {
        storeSays("a payment for \(payment.productIdentifier) fails")
        let transaction = SKPaymentTransaction(payment: payment, state: .failed, error: SKError(.paymentNotAllowed))
        let observers = self.observers
        DispatchQueue.main.async { [self] in for observer in observers { observer.paymentQueue(self, updatedTransactions: [transaction]) } }
    }
    open func finishTransaction(_ transaction: SKPaymentTransaction) {}
    open func restoreCompletedTransactions() {
        storeSays("restoring purchases fails")
        let observers = self.observers
        DispatchQueue.main.async { [self] in
            for observer in observers {
                observer.paymentQueue(self, restoreCompletedTransactionsFailedWithError: SKError(.cloudServiceNetworkConnectionFailed))
            }
        }
    }
}

// MARK: StoreKit 2

/// StoreKit 2's error (Apple's `StoreKitError`).
public enum StoreKitError: Error, Sendable {
    case unknown, userCancelled, networkError(URLError), systemError(Error), notAvailableInStorefront, notEntitled, unsupported
}

/// Whether the store vouched for a value (Apple's `VerificationResult`).
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    case verified(SignedType)

    /// Why a value was not vouched for (Apple's `VerificationResult.VerificationError`).
    public enum VerificationError: Error, LocalizedError, Hashable, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature
        case missingRequiredProperties
    }
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }
    public var jwsRepresentation: String { "" }
}

extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

/// A product (Apple's `Product`): the store has none here.
public struct Product: Identifiable, Hashable, Sendable {
    public enum ProductType: String, Hashable, Sendable {
        case consumable = "Consumable", nonConsumable = "Non-Consumable", autoRenewable = "Auto-Renewable Subscription"
        case nonRenewable = "Non-Renewing Subscription"
    }
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    /// Its subscription's terms, for an auto-renewable subscription.
    public let subscription: Product.SubscriptionInfo?

    /// The products the store sells under `identifiers`: none, the store being unreachable here.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        storeSays("no products found for \(identifiers.joined(separator: ", "))")
        return []
    }
}

/// A purchase (Apple's `Transaction`): none is made here.
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let subscriptionGroupID: String?
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let environment: AppStore.Environment
    public func finish() async {}

    /// Transactions as an async sequence: always empty here.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    public static var currentEntitlements: Transactions { Transactions() }
    public static var all: Transactions { Transactions() }
    public static var updates: Transactions { Transactions() }
    public static var unfinished: Transactions { Transactions() }
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
}

/// The store (Apple's `AppStore`).
public enum AppStore {
    public static var canMakePayments: Bool { false }
    /// Syncing with the store fails: it cannot be reached.
    public static func sync() async throws {
        storeSays("syncing with the store fails")
        throw StoreKitError.networkError(URLError(.notConnectedToInternet))
    }

    /// Which of the store's servers signed a value (Apple's `AppStore.Environment`).
    public struct Environment: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let production = Environment(rawValue: "Production")
        public static let sandbox = Environment(rawValue: "Sandbox")
        public static let xcode = Environment(rawValue: "Xcode")
    }
}

/// The App Store's record of the app's own purchase (Apple's `AppTransaction`): it comes from
/// the store, which cannot be reached here, so asking for it throws as on a phone offline.
public struct AppTransaction: Hashable, Sendable {
    public let appID: UInt64?
    public let appVersion: String
    public let appVersionID: UInt64?
    public let bundleID: String
    public let environment: AppStore.Environment
    public let originalAppVersion: String
    public let originalPurchaseDate: Date
    public let preorderDate: Date?
    public let signedDate: Date
    public let deviceVerification: Data
    public let deviceVerificationNonce: UUID
    public let jsonRepresentation: Data

    /// The app's transaction: throws, the store being unreachable here.
    public static var shared: VerificationResult<AppTransaction> {
        get async throws {
            storeSays("the app's own transaction cannot be fetched")
            throw StoreKitError.networkError(URLError(.notConnectedToInternet))
        }
    }
    /// Asks the store again: throws, the store being unreachable here.
    public static func refresh() async throws -> VerificationResult<AppTransaction> {
        storeSays("the app's own transaction cannot be refreshed")
        throw StoreKitError.networkError(URLError(.notConnectedToInternet))
    }
}
