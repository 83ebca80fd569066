import Foundation
import Synchronization
import Testing
import WidgetCore
import WidgetFormats
@testable import WidgetStore
import WidgetSystem
import WidgetTestSupport

/// `publish`, in process: the document written, the clock it reads, the waits between
/// publishes given by the test.
@Suite("publishing a snapshot")
struct SnapshotPublisherTests {
    /// A source that fails while `failing` is set, and answers as the sample shop otherwise.
    final class FlakySource: MetricsSource, @unchecked Sendable {
        let failing = Mutex(false)
        var name: String { "flaky" }
        func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
            if failing.withLock({ $0 }) { throw SourceError(.unavailable, "flaky: no answer") }
            return SampleSource().response(for: query)
        }
    }

    @Test(
        "every minute on the manual clock: each publish writes the minute's figures whole; a failing source is said and the last good file stays; nobody sleeps"
    )
    func everyMinute() async throws {
        let dir = try scratchDirectory("publish")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("shop.json").path
        let clock = ManualClock(goldenNow)
        let source = FlakySource()
        let publisher = SnapshotPublisher(
            source: source, out: out, metrics: ["total_sales", "orders"], range: .today, clock: clock,
            environment: ["HOME": dir.path, "XDG_CACHE_HOME": dir.path + "/cache"])
        var said: [String] = []
        var generated: [Date] = []
        var waits = 0
        await #expect(throws: CancellationError.self) {
            try await publisher.run(
                every: 60,
                wait: { next in
                    waits += 1
                    generated.append(try SnapshotDocument.decode(FileIO.read(out), file: out).generatedAt)
                    // The second publish fails; the third succeeds again.
                    source.failing.withLock { $0 = waits == 1 }
                    if waits == 3 { throw CancellationError() }
                    clock.set(next)
                }, report: { said.append($0) })
        }
        #expect(generated == [goldenNow, goldenNow, goldenNow.addingTimeInterval(120)], "\(generated)")
        #expect(said.count == 3 && said[1] == "flaky: no answer; \(out) keeps its last figures", "\(said)")
        #expect(
            said[0].hasPrefix("published \(out) (2 metrics") && said[2].contains(ISO8601.string(goldenNow.addingTimeInterval(120))),
            "\(said)")
    }

    @Test("once: a failing source writes nothing and says why; an unwritable place is a write failure, not a source's")
    func once() async throws {
        let dir = try scratchDirectory("publish-once")
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = FlakySource()
        source.failing.withLock { $0 = true }
        let out = dir.appendingPathComponent("shop.json").path
        let environment = ["HOME": dir.path, "XDG_CACHE_HOME": dir.path + "/cache"]
        let failing = SnapshotPublisher(
            source: source, out: out, metrics: ["orders"], range: .today, clock: ManualClock(goldenNow), environment: environment)
        await #expect { try await failing.publish() } throws: { ($0 as? SnapshotPublisher.Failure)?.description == "flaky: no answer" }
        #expect(!FileManager.default.fileExists(atPath: out))
        let nowhere = SnapshotPublisher(
            source: SampleSource(), out: dir.path + "/missing/folder/shop.json", metrics: ["orders"], range: .today,
            clock: ManualClock(goldenNow), environment: environment)
        await #expect {
            try await nowhere.publish()
        } throws: {
            guard case .write(let message)? = $0 as? SnapshotPublisher.Failure else { return false }
            return message.hasPrefix("cannot write")
        }
    }
}
