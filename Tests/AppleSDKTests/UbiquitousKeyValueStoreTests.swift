import Foundation
import FoundationCompatibility
import Testing

@Suite("NSUbiquitousKeyValueStore, the iCloud key-value store, as a phone signed out of iCloud has it")
struct UbiquitousKeyValueStoreTests {
    @Test("values come back by their type, numbers read across types, removed keys read as nothing")
    func values() throws {
        let store = NSUbiquitousKeyValueStore()
        store.set("Christmas", forKey: "title")
        store.set(Int64(42), forKey: "count")
        store.set(2.5, forKey: "ratio")
        store.set(true, forKey: "weekdaysOnly")
        store.set(Data([1, 2]), forKey: "blob")
        store.set(["a", "b"] as [Any], forKey: "list")
        #expect(store.string(forKey: "title") == "Christmas")
        #expect(store.longLong(forKey: "count") == 42)
        #expect(store.double(forKey: "count") == 42)
        #expect(store.longLong(forKey: "ratio") == 2)
        #expect(store.bool(forKey: "weekdaysOnly"))
        #expect(store.longLong(forKey: "weekdaysOnly") == 1)
        #expect(store.data(forKey: "blob") == Data([1, 2]))
        #expect(store.array(forKey: "list")?.compactMap { $0 as? String } == ["a", "b"])
        #expect(store.string(forKey: "count") == nil)
        #expect(Set(store.dictionaryRepresentation.keys) == ["title", "count", "ratio", "weekdaysOnly", "blob", "list"])
        store.removeObject(forKey: "title")
        #expect(store.object(forKey: "title") == nil)
        #expect(store.longLong(forKey: "missing") == 0 && !store.bool(forKey: "missing") && store.double(forKey: "missing") == 0)
        #expect(store.synchronize())
    }

    @Test("the default store is one for the process")
    func shared() {
        NSUbiquitousKeyValueStore.default.set("x", forKey: "UbiquitousKeyValueStoreTests.shared")
        #expect(NSUbiquitousKeyValueStore.default.string(forKey: "UbiquitousKeyValueStoreTests.shared") == "x")
        NSUbiquitousKeyValueStore.default.removeObject(forKey: "UbiquitousKeyValueStoreTests.shared")
    }
}
