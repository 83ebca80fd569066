import Foundation
import Testing
import WidgetCore
import WidgetFormats
import WidgetSystem
import WidgetTestSupport

/// What the system layer adds to the core's data: documents written whole under readers of
/// another process, and a cache whose answers another process finds.
@Suite("files and the shared cache across processes")
struct SharedFilesTests {
    func sampleResponse(value: Double = 42) -> MetricsResponse {
        var readings: [String: MetricReading] = [:]
        for metric in Metric.catalogue {
            readings[metric.id] = MetricReading(
                metric: metric, value: value, previous: metric.shape == .timeSeries ? value / 2 : nil,
                series: metric.shape == .timeSeries ? [1, .nan, 3] : [], sourceTime: goldenNow)
        }
        return MetricsResponse(
            shop: SampleShop.shop, range: .last7Days, generatedAt: goldenNow, readings: readings, staleAfter: ["orders": 120])
    }

    func query(_ id: String) -> MetricsQuery { MetricsQuery(shop: "s", metrics: [id], range: .today, end: goldenNow) }

    @Test("2,000 publishes while another process reads: never a torn or mixed document")
    func publishersNeverRaceReaders() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("race-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("snapshot.json").path
        let stop = dir.appendingPathComponent("stop").path
        try FileIO.writeAtomically(SnapshotDocument.encode(sampleResponse(value: 0)), to: file)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        reader.arguments = ["python3", repositoryRoot.appendingPathComponent("Tests/Tools/snapshot_reader.py").path, file, stop]
        let output = Pipe()
        reader.standardOutput = output
        try reader.run()
        let documents = (1...2000).map { SnapshotDocument.encode(sampleResponse(value: Double($0))) }
        let summary = try await offMainPool { () throws -> String in
            for document in documents { try FileIO.writeAtomically(document, to: file) }
            _ = FileManager.default.createFile(atPath: stop, contents: Data())
            reader.waitUntilExit()
            return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        #expect(reader.terminationStatus == 0, "\(summary)")
        #expect(summary.contains("torn=0 mixed=0"))
        let reads = Int(summary.split(separator: " ").first { $0.hasPrefix("reads=") }?.dropFirst(6) ?? "0") ?? 0
        #expect(reads > 100, "the reader should have read throughout: \(summary)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test("another process's cache (same directory) finds a fresh answer without a request")
    func sharedDirectory() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)").path
        let clock = ManualClock()
        let source = CountingSource()
        _ = await MetricsCache(storage: CacheDirectory(path: dir), clock: clock).response(
            for: query("orders"), locale: "en_US", from: source)
        let other = MetricsCache(storage: CacheDirectory(path: dir), clock: clock)
        let outcome = await other.response(for: query("orders"), locale: "en_US", from: source)
        #expect(outcome.origin == .hit)
        #expect(await source.count == 1)
        await source.setFailing(true)
        clock.advance(3600)
        let third = MetricsCache(storage: CacheDirectory(path: dir), clock: clock)
        #expect(await third.response(for: query("orders"), locale: "en_US", from: source).origin == .staleFallback)
    }
}
