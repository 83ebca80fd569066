// A container and its databases, as on a phone signed out of iCloud: no account, and every
// request refused with `CKError.notAuthenticated` (said once on standard error).
import Foundation
import FoundationCompatibility

/// Whether the device has an iCloud account CloudKit can use (Apple's `CKAccountStatus`).
public enum CKAccountStatus: Int, Sendable {
    case couldNotDetermine = 0, available = 1, restricted = 2, noAccount = 3, temporarilyUnavailable = 4
}

/// CloudKit's errors (Apple's `CKError`).
public struct CKError: Error, Hashable, CustomNSError, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case internalError = 1, partialFailure = 2, networkUnavailable = 3, networkFailure = 4, badContainer = 5,
            serviceUnavailable = 6, requestRateLimited = 7, missingEntitlement = 8, notAuthenticated = 9, permissionFailure = 10,
            unknownItem = 11, invalidArguments = 12, serverRecordChanged = 14, serverRejectedRequest = 15, assetFileNotFound = 16,
            assetFileModified = 17, incompatibleVersion = 18, constraintViolation = 19, operationCancelled = 20,
            changeTokenExpired = 21, batchRequestFailed = 22, zoneBusy = 23, badDatabase = 24, quotaExceeded = 25,
            zoneNotFound = 26, limitExceeded = 27, userDeletedZone = 28, tooManyParticipants = 29, alreadyShared = 30,
            referenceViolation = 31, managedAccountRestricted = 32, participantMayNeedVerification = 33, serverResponseLost = 34,
            assetNotAvailable = 35, accountTemporarilyUnavailable = 36
    }
    public let code: Code
    public static let errorDomain = "CKErrorDomain"
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: localizedDescription] }
    public var localizedDescription: String {
        code == .notAuthenticated ? "No iCloud account is signed in (widgetdeck's preview has none)" : "CloudKit error \(code.rawValue)"
    }
    public init(_ code: Code) { self.code = code }
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    public static let notAuthenticated = Code.notAuthenticated
    public static let networkUnavailable = Code.networkUnavailable
    public static let unknownItem = Code.unknownItem
    public static let quotaExceeded = Code.quotaExceeded
    public static let partialFailure = Code.partialFailure
    public static let serverRecordChanged = Code.serverRecordChanged
    public static let zoneNotFound = Code.zoneNotFound
    /// The error a request meets here: no account.
    static var signedOut: CKError {
        sayOnceOnStandardError("widgetdeck: CloudKit has no iCloud account here: its requests fail with CKError.notAuthenticated")
        return CKError(.notAuthenticated)
    }
}

/// `catch CKError.notAuthenticated`: an error of that code.
public func ~= (code: CKError.Code, error: any Error) -> Bool { (error as? CKError)?.code == code }

extension NSNotification.Name {
    /// Posted when the iCloud account changes: never, here.
    public static let CKAccountChanged = NSNotification.Name("CKAccountChangedNotification")
}

/// An app's iCloud container (Apple's `CKContainer`).
open class CKContainer: NSObject, @unchecked Sendable {
    public let containerIdentifier: String?
    public init(identifier containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
    private override init() { containerIdentifier = nil }
    private static let shared = CKContainer()
    open class func `default`() -> CKContainer { shared }

    open var privateCloudDatabase: CKDatabase { CKDatabase(scope: .private) }
    open var publicCloudDatabase: CKDatabase { CKDatabase(scope: .public) }
    open var sharedCloudDatabase: CKDatabase { CKDatabase(scope: .shared) }
    open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase { CKDatabase(scope: databaseScope) }

    /// No account: a phone signed out of iCloud.
    open func accountStatus() async throws -> CKAccountStatus { .noAccount }
    open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        completionHandler(.noAccount, nil)
    }
    open func userRecordID() async throws -> CKRecord.ID { throw CKError.signedOut }
    open func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.signedOut)
    }
    open func add(_ operation: CKOperation) { operation.finish(with: CKError.signedOut) }
}

/// One of a container's databases (Apple's `CKDatabase`): every request fails, signed out.
open class CKDatabase: NSObject, @unchecked Sendable {
    public enum Scope: Int, Sendable { case `public` = 1, `private` = 2, shared = 3 }
    public let databaseScope: Scope
    init(scope: Scope) { databaseScope = scope }

    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw CKError.signedOut }
    open func records(
        for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil
    ) async throws -> [CKRecord.ID: Result<
        CKRecord, any Error
    >] {
        throw CKError.signedOut
    }
    open func save(_ record: CKRecord) async throws -> CKRecord { throw CKError.signedOut }
    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw CKError.signedOut }
    open func records(
        matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
        resultsLimit: Int = CKQueryOperation.maximumResults
    ) async throws -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw CKError.signedOut
    }
    open func modifyRecords(
        saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
        savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true
    ) async throws -> (saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]) {
        throw CKError.signedOut
    }
    open func allRecordZones() async throws -> [CKRecordZone] { throw CKError.signedOut }
    open func save(_ zone: CKRecordZone) async throws -> CKRecordZone { throw CKError.signedOut }
    open func subscription(for id: CKSubscription.ID) async throws -> CKSubscription { throw CKError.signedOut }
    open func allSubscriptions() async throws -> [CKSubscription] { throw CKError.signedOut }
    open func save(_ subscription: CKSubscription) async throws -> CKSubscription { throw CKError.signedOut }
    open func modifySubscriptions(
        saving subscriptionsToSave: [CKSubscription], deleting subscriptionIDsToDelete: [CKSubscription.ID]
    )
        async throws -> (
            saveResults: [CKSubscription.ID: Result<CKSubscription, any Error>],
            deleteResults: [CKSubscription.ID: Result<Void, any Error>]
        )
    {
        throw CKError.signedOut
    }

    // The callback forms.
    open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.signedOut)
    }
    open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.signedOut)
    }
    open func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.signedOut)
    }
    open func perform(
        _ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?, completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void
    ) {
        completionHandler(nil, CKError.signedOut)
    }
    open func add(_ operation: CKDatabaseOperation) { operation.finish(with: CKError.signedOut) }

    /// Runs `body` with this database, as configured requests would (iOS 15).
    open func configuredWith<R>(
        configuration: CKOperation.Configuration? = nil, group: CKOperationGroup? = nil, body: (CKDatabase) async throws -> R
    ) async rethrows -> R {
        try await body(self)
    }
}
