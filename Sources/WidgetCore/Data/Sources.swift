#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The built-in sample shop as a source: deterministic figures for any query, instantly.
public struct SampleSource: MetricsSource {
    public var locale: DisplayLocale

    public init(locale: DisplayLocale = .enUS) {
        self.locale = locale
    }

    public var name: String { "demo" }

    public func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        response(for: query)
    }

    /// The answer, synchronously: the sample shop needs no waiting.
    public func response(for query: MetricsQuery) -> MetricsResponse {
        var readings: [String: MetricReading] = [:]
        let wall = LocalTime.wallTime(query.end)
        let asOf = query.end.addingTimeInterval(-Double(wall.second))
        for id in query.metrics {
            guard let metric = Metric.named(id) else { continue }
            var reading = SampleShop.reading(metric, range: query.range, now: query.end, locale: locale)
            reading.sourceTime = asOf
            readings[id] = reading
        }
        return MetricsResponse(shop: SampleShop.shop, range: query.range, generatedAt: asOf, readings: readings)
    }
}

/// A snapshot file another process publishes (`--source snapshot:FILE`). Reading never blocks a
/// writer and never sees half a document: writers replace the file by renaming.
public struct SnapshotFileSource: MetricsSource {
    public var path: String
    /// Files larger than this are refused rather than read.
    public var sizeLimit: Int

    public init(path: String, sizeLimit: Int = 64 << 20) {
        self.path = path
        self.sizeLimit = sizeLimit
    }

    public var name: String { "snapshot:\(path)" }

    public func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        try read()
    }

    /// Reads and decodes the file now.
    public func read() throws(SourceError) -> MetricsResponse {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(path, limit: sizeLimit)
        } catch {
            if error.isMissing {
                throw SourceError(.missing, "\(path) does not exist yet; publish one with: widgetdeck publish --out \(path)")
            }
            throw SourceError(.unreadable, "\(path): \(error.reason)")
        }
        return try SnapshotDocument.decode(bytes, file: path)
    }
}
