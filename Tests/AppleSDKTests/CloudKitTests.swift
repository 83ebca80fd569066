import CloudKit
import Foundation
import Testing

/// CloudKit as a phone signed out of iCloud has it: records are made and read, every request
/// to a database fails with `notAuthenticated`, and operations finish with that error.
@Suite("CloudKit: records as on a phone, and no iCloud account to send them to")
struct CloudKitTests {
    @Test("A record keeps its fields; IDs and zones compare by name; a query and a subscription are made as on a phone")
    func records() {
        let zone = CKRecordZone.ID(zoneName: "Walks")
        let id = CKRecord.ID(recordName: "today", zoneID: zone)
        let record = CKRecord(recordType: "Walk", recordID: id)
        record["steps"] = 8_412
        record["title"] = "Morning"
        record["photo"] = CKAsset(fileURL: URL(fileURLWithPath: "/tmp/walk.png"))
        #expect(record["steps"] as? Int == 8_412 && record["title"] as? String == "Morning")
        #expect((record["photo"] as? CKAsset)?.fileURL?.lastPathComponent == "walk.png")
        #expect(record.allKeys() == ["photo", "steps", "title"])
        #expect(id.isEqual(CKRecord.ID(recordName: "today", zoneID: CKRecordZone.ID(zoneName: "Walks"))))
        #expect(!id.isEqual(CKRecord.ID(recordName: "today")))
        let query = CKQuery(recordType: "Walk", predicate: NSPredicate(value: true))
        #expect(query.recordType == "Walk")
        let subscription = CKQuerySubscription(recordType: "Walk", predicate: NSPredicate(value: true), options: [.firesOnRecordUpdate])
        subscription.notificationInfo = CKSubscription.NotificationInfo(shouldSendContentAvailable: true)
        #expect(subscription.querySubscriptionOptions == [.firesOnRecordUpdate])
        #expect(subscription.notificationInfo?.shouldSendContentAvailable == true)
    }

    @Test("No account: the status says so, and every request fails with notAuthenticated, however it is made")
    func signedOut() async throws {
        let container = CKContainer(identifier: "iCloud.com.example.walks")
        #expect(try await container.accountStatus() == .noAccount)
        let database = container.privateCloudDatabase
        await #expect(throws: CKError(.notAuthenticated)) { try await database.record(for: CKRecord.ID(recordName: "x")) }
        await #expect(throws: CKError(.notAuthenticated)) { try await container.userRecordID() }
        do {
            _ = try await database.modifyRecords(saving: [CKRecord(recordType: "Walk")], deleting: [])
            Issue.record("a save succeeded with no account")
        } catch CKError.notAuthenticated {
            // As an app's `catch CKError.notAuthenticated` meets it.
        }
        // An operation added to a database finishes at once with the same error.
        let operation = CKQueryOperation(query: CKQuery(recordType: "Walk", predicate: NSPredicate(value: true)))
        let finished = Box()
        operation.queryResultBlock = { result in
            if case .failure(let error) = result { finished.error = error as? CKError }
        }
        database.add(operation)
        #expect(finished.error == CKError(.notAuthenticated))
        // Configured requests run their body with the database.
        let scope = await database.configuredWith(configuration: CKOperation.Configuration()) { $0.databaseScope }
        #expect(scope == .private)
    }

    final class Box: @unchecked Sendable { var error: CKError? }
}
