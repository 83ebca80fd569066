import Foundation
import Testing
import WidgetSystem
@testable import WidgetCore
@testable import WidgetStore
import WidgetTestSupport

@Suite("Change notices between processes")
struct ChangeNoticesTests {
    let now = goldenNow

    func notices() throws -> ChangeNotices {
        ChangeNotices(path: try scratchDirectory("notices").path + "/changes.json")
    }

    @Test("a reader gets what came after the last notice it saw; the newest 64 are kept and a gap is said")
    func sequence() throws {
        let notices = try notices()
        #expect(notices.read(after: 0).notices.isEmpty, "no document yet: nothing, no error")
        try notices.announce(source: "store:/a.sqlite", metrics: ["orders"], at: now)
        try notices.announce(source: "demo", metrics: ["sessions", "conversion_rate"], at: now)
        let first = notices.read(after: 0)
        #expect(first.last == 2 && first.notices.map(\.source) == ["store:/a.sqlite", "demo"] && !first.missed)
        #expect(first.notices[1].metrics == ["sessions", "conversion_rate"] && first.notices[1].at == now)
        #expect(notices.read(after: 2).notices.isEmpty && notices.read(after: 2).last == 2)
        for _ in 0..<70 { try notices.announce(source: "demo", metrics: ["orders"], at: now) }
        let late = notices.read(after: 2)
        #expect(late.notices.count == ChangeNotices.kept && late.last == 72)
        #expect(late.missed, "notices 3–8 were dropped before this reader saw them")
        #expect(!notices.read(after: 10).missed)
        // The document deleted (the cache cleared): the next notice is new, not ignored.
        try FileManager.default.removeItem(atPath: notices.path)
        try notices.announce(source: "demo", metrics: ["returns"], at: now)
        let fresh = notices.read(after: 72)
        #expect(fresh.notices.map(\.metrics) == [["returns"]] && fresh.last == 1 && !fresh.missed)
    }

    @Test("announcers at once lose nobody's notice")
    func concurrentAnnouncers() async throws {
        let notices = try notices()
        try notices.announce(source: "demo", metrics: ["orders"], at: now)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<6 {
                group.addTask {
                    for n in 0..<8 { try? notices.announce(source: "w\(worker)-\(n)", metrics: ["orders"], at: now) }
                }
            }
        }
        let all = notices.read(after: 0).notices
        #expect(all.count == 49 && Set(all.map(\.source)).count == 49)
        #expect(all.map(\.sequence) == Array(1...49))
    }

    @Test("an announced change is forgotten by the shared cache for that source, and only there")
    func forgetsStored() async throws {
        let storage = CacheDirectory(path: try scratchDirectory("cache").path + "/metrics")
        let cache = MetricsCache(storage: storage, clock: ManualClock(self.now))
        let source = SampleSource()
        let query = MetricsQuery(shop: "default", metrics: ["orders", "sessions"], range: .today, end: now)
        _ = await cache.response(for: query, locale: "en_US", from: source)
        _ = await cache.response(
            for: MetricsQuery(shop: "default", metrics: ["sessions"], range: .today, end: now), locale: "en_US", from: source)
        #expect(storage.names().count == 2)
        MetricsCache.forgetStored(metrics: ["orders"], source: "store:/elsewhere", in: storage)
        #expect(storage.names().count == 2, "another source's change leaves these alone")
        MetricsCache.forgetStored(metrics: ["orders"], source: source.name, in: storage)
        #expect(storage.names().count == 1, "the answer holding orders goes; the one of sessions alone stays")
    }

    @Test("one file has one source name in every working directory")
    func absoluteNames() {
        #expect(FileIO.absolute("/tmp/./a//b/../shop.sqlite") == "/tmp/a/shop.sqlite")
        #expect(FileIO.absolute("shop.sqlite").hasPrefix("/") && FileIO.absolute("shop.sqlite").hasSuffix("/shop.sqlite"))
        #expect(SnapshotFileSource(path: "/var/tmp/../tmp/s.json").name == "snapshot:/var/tmp/s.json")
    }
}
