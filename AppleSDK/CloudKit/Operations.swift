// CloudKit's operations: configured and added as on a phone; added to a container or database,
// each finishes at once with the signed-out error its completion blocks expect.
import Foundation

/// A request to CloudKit (Apple's `CKOperation`).
open class CKOperation: Operation, @unchecked Sendable {
    /// How a request is sent (Apple's `CKOperation.Configuration`).
    open class Configuration: NSObject, @unchecked Sendable {
        open var container: CKContainer?
        open var qualityOfService: QualityOfService = .default
        open var allowsCellularAccess = true
        open var isLongLived = false
        open var timeoutIntervalForRequest: TimeInterval = 60
        open var timeoutIntervalForResource: TimeInterval = 7 * 24 * 3600
        public override init() {}
    }
    open var configuration: CKOperation.Configuration! = Configuration()
    open var group: CKOperationGroup?
    public override init() {}

    /// Finishes with `error`: each subclass calls its completion blocks with it.
    func finish(with error: CKError) {}
}

/// Requests sent together (Apple's `CKOperationGroup`).
open class CKOperationGroup: NSObject, @unchecked Sendable {
    open var name: String?
    open var defaultConfiguration: CKOperation.Configuration! = CKOperation.Configuration()
    public override init() {}
}

/// A request to one database (Apple's `CKDatabaseOperation`).
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    open var database: CKDatabase?
}

/// Records a query matches (Apple's `CKQueryOperation`).
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    public static let maximumResults = 0
    /// Where a query's results left off.
    public final class Cursor: NSObject, @unchecked Sendable {}
    open var query: CKQuery?
    open var cursor: Cursor?
    open var zoneID: CKRecordZone.ID?
    open var desiredKeys: [CKRecord.FieldKey]?
    open var resultsLimit = maximumResults
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var queryResultBlock: ((Result<Cursor?, any Error>) -> Void)?
    public init(query: CKQuery) { self.query = query }
    public init(cursor: Cursor) { self.cursor = cursor }
    override func finish(with error: CKError) { queryResultBlock?(.failure(error)) }
}

/// Records saved and deleted (Apple's `CKModifyRecordsOperation`).
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    public enum RecordSavePolicy: Int, Sendable { case ifServerRecordUnchanged = 0, changedKeys = 1, allKeys = 2 }
    open var recordsToSave: [CKRecord]?
    open var recordIDsToDelete: [CKRecord.ID]?
    open var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
    open var isAtomic = true
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    public init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
    }
    override func finish(with error: CKError) { modifyRecordsResultBlock?(.failure(error)) }
}

/// Records fetched by their IDs (Apple's `CKFetchRecordsOperation`).
open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    open var recordIDs: [CKRecord.ID]?
    open var desiredKeys: [CKRecord.FieldKey]?
    open var perRecordResultBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var fetchRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    public init(recordIDs: [CKRecord.ID]) { self.recordIDs = recordIDs }
    override func finish(with error: CKError) { fetchRecordsResultBlock?(.failure(error)) }
}

/// Subscriptions saved and deleted (Apple's `CKModifySubscriptionsOperation`).
open class CKModifySubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {
    open var subscriptionsToSave: [CKSubscription]?
    open var subscriptionIDsToDelete: [CKSubscription.ID]?
    open var modifySubscriptionsResultBlock: ((Result<Void, any Error>) -> Void)?
    public init(subscriptionsToSave: [CKSubscription]? = nil, subscriptionIDsToDelete: [CKSubscription.ID]? = nil) {
        self.subscriptionsToSave = subscriptionsToSave
        self.subscriptionIDsToDelete = subscriptionIDsToDelete
    }
    override func finish(with error: CKError) { modifySubscriptionsResultBlock?(.failure(error)) }
}
