#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats

/// A snapshot file another process publishes (`--source snapshot:FILE`). Reading never blocks a
/// writer and never sees half a document: writers replace the file by renaming.
package struct SnapshotFileSource: MetricsSource {
    package let path: String
    /// Files larger than this are refused rather than read.
    package var sizeLimit: Int
    /// `snapshot:` and the absolute path: one file, one name (and cache key) in every process.
    package let name: String

    package init(path: String, sizeLimit: Int = 64 << 20) {
        self.path = path
        self.sizeLimit = sizeLimit
        name = "snapshot:\(FileIO.absolute(path))"
    }

    package var caching: SourceCaching { .everyLoad }

    package func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        let response = try read()
        // A document holds one shop: a widget naming another is told so, not shown this one.
        let shop = response.shop
        guard query.shop == "default" || query.shop == shop.id || query.shop == shop.name else {
            throw SourceError(
                .unavailable, "\(path) holds the shop \"\(TerminalText.sanitized(shop.id))\", not \"\(TerminalText.sanitized(query.shop))\""
            )
        }
        return response
    }

    /// Reads and decodes the file now.
    package func read() throws(SourceError) -> MetricsResponse {
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
