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

    public var readsEveryTime: Bool { true }

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
