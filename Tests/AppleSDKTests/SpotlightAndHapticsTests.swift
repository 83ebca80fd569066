import CoreHaptics
import CoreSpotlight
import Foundation
import Testing

@Suite("CoreSpotlight's index, kept by the process and queried; CoreHaptics' patterns, with no engine to play them")
struct SpotlightAndHapticsTests {
    func item(_ id: String, _ title: String, domain: String? = nil, keywords: [String] = []) -> CSSearchableItem {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = title
        attributes.keywords = keywords
        return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
    }

    /// The identifiers a query finds, through its results sequence.
    func found(_ query: String) async throws -> [String] {
        var identifiers: [String] = []
        for try await result in CSSearchQuery(queryString: query, attributes: ["title"]).results { identifiers.append(result.id) }
        return identifiers.sorted()
    }

    @Test("Items are indexed, replaced, deleted by identifier and by domain, and found by Spotlight's query language")
    func index() async throws {
        let index = CSSearchableIndex(name: "spotlight-tests")
        try await index.deleteAllSearchableItems()
        try await index.indexSearchableItems([
            item("c1", "Café Órbita", domain: "shop.orders", keywords: ["coffee"]),
            item("c2", "Tea House", domain: "shop.orders"),
            item("c3", "Coffee Lab", domain: "shop.products"),
        ])
        #expect(try await found(#"title == "*cafe*"cd"#) == ["c1"])
        #expect(try await found(#"title == "*cafe*""#) == [])
        #expect(try await found(#"title == "lab"cw"#) == ["c3"])
        #expect(try await found(#"keywords == "coffee" || title == "Tea*""#) == ["c1", "c2"])
        #expect(try await found(#"title == "*" && !(title == "Tea*")"#).filter { $0.hasPrefix("c") } == ["c1", "c3"])
        await #expect(throws: CSSearchQueryError.self) { try await found("contentCreationDate > $time.today") }
        // start() delivers the found items, then the completion.
        let query = CSSearchQuery(queryString: #"title == "Tea*""#, attributes: nil)
        nonisolated(unsafe) var delivered: [String] = []
        nonisolated(unsafe) var completed = false
        query.foundItemsHandler = { items in delivered += items.map(\.uniqueIdentifier) }
        query.completionHandler = { error in completed = error == nil }
        query.start()
        #expect(delivered == ["c2"] && completed && query.foundItemCount == 1)

        try await index.indexSearchableItems([item("c2", "Tea Room", domain: "shop.orders")])
        #expect(try await found(#"title == "Tea Room""#) == ["c2"])
        try await index.deleteSearchableItems(withDomainIdentifiers: ["shop"])
        #expect(try await found(#"title == "*""#).filter { $0.hasPrefix("c") } == [])
    }

    @Test("A batch applies together with its client state; an iOS 18 batch checks the state it expects; a copy keeps every attribute")
    func batches() async throws {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.latitude = 52.5
        attributes.startDate = Date(timeIntervalSince1970: 0)
        attributes.thumbnailData = Data([1, 2])
        let copy = try #require(attributes.copy() as? CSSearchableItemAttributeSet)
        #expect(copy.latitude == 52.5 && copy.startDate == Date(timeIntervalSince1970: 0) && copy.thumbnailData == Data([1, 2]))

        let index = CSSearchableIndex(name: "spotlight-batches")
        #expect(try await index.fetchLastClientState() == Data())
        index.beginBatch()
        try await index.indexSearchableItems([item("b1", "Batched")])
        #expect(try await found(#"title == "Batched""#) == [])
        try await index.endBatch(withClientState: Data("v1".utf8))
        #expect(try await found(#"title == "Batched""#) == ["b1"])
        #expect(try await index.fetchLastClientState() == Data("v1".utf8))
        index.beginBatch()
        await #expect(throws: CSIndexError.self) {
            try await index.endIndexBatch(expectedClientState: Data("v0".utf8), newClientState: Data("v2".utf8))
        }
    }

    @Test("Patterns from events, a dictionary and an AHAP file, with their durations; the engine cannot be made here and says why")
    func haptics() throws {
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        let tap = CHHapticEvent(
            eventType: .hapticTransient, parameters: [.init(parameterID: .hapticIntensity, value: 1)], relativeTime: 0.5)
        let buzz = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.25, duration: 1)
        #expect(try CHHapticPattern(events: [tap, buzz], parameters: []).duration == 1.25)
        #expect(throws: CHHapticError.self) {
            try CHHapticPattern(events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: -1)], parameters: [])
        }

        let ahap = FileManager.default.temporaryDirectory.appendingPathComponent("widgetdeck-\(UUID().uuidString).ahap")
        defer { try? FileManager.default.removeItem(at: ahap) }
        try Data(
            #"{"Version": 1.0, "Pattern": [{"Event": {"Time": 0.0, "EventType": "HapticContinuous", "EventDuration": 0.6, "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.8}]}}, {"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0.0, "ParameterCurveControlPoints": [{"Time": 0, "ParameterValue": 1}, {"Time": 0.9, "ParameterValue": 0}]}}]}"#
                .utf8
        ).write(to: ahap)
        let pattern = try CHHapticPattern(contentsOf: ahap)
        #expect(pattern.duration == 0.9)
        let exported = try pattern.exportDictionary()
        #expect((exported[.pattern] as? [Any])?.count == 2)

        do {
            _ = try CHHapticEngine()
            Issue.record("an engine was made on a machine without haptics")
        } catch let error as CHHapticError {
            #expect(error.code == .notSupported)
            #expect("\(error)".contains("no haptic hardware"))
        }
    }
}
