// `NSData.compressed(using:)` and `decompressed(using:)` (iOS 13), which Linux's Foundation
// lacks: zlib's raw DEFLATE by the system's zlib, as Apple's `.zlib` is. LZFSE, LZ4 and LZMA
// are Apple's own formats here without a library: asking for one throws, saying which.
internal import CZlib
import Foundation

extension NSData {
    public enum CompressionAlgorithm: Int, @unchecked Sendable {
        case lzfse = 0, lz4 = 1, lzma = 2, zlib = 3
    }

    public func compressed(using algorithm: NSData.CompressionAlgorithm) throws -> NSData {
        try NSData(data: NSData.transform(Data(referencing: self), algorithm, compress: true))
    }

    public func decompressed(using algorithm: NSData.CompressionAlgorithm) throws -> NSData {
        try NSData(data: NSData.transform(Data(referencing: self), algorithm, compress: false))
    }

    package static func transform(_ data: Data, _ algorithm: NSData.CompressionAlgorithm, compress: Bool) throws -> Data {
        guard algorithm == .zlib else {
            throw CocoaError(
                .featureUnsupported,
                userInfo: [NSLocalizedDescriptionKey: "widgetdeck compresses with zlib only; \(algorithm) is not available here"])
        }
        let input = [UInt8](data)
        if compress {
            var output = [UInt8](repeating: 0, count: czlib_deflate_bound(input.count))
            let written = czlib_deflate_raw(input, input.count, &output, output.count)
            guard written > 0 || input.isEmpty else { throw CocoaError(.coderInvalidValue) }
            return Data(output.prefix(written))
        }
        // Inflated into a buffer that doubles until the stream ends (at most 1 GiB).
        var capacity = Swift.max(1024, input.count * 4)
        while capacity <= 1 << 30 {
            var output = [UInt8](repeating: 0, count: capacity)
            var complete: Int32 = 0
            let written = czlib_inflate_raw(input, input.count, &output, output.count, &complete)
            guard written >= 0 else { throw CocoaError(.coderReadCorrupt) }
            if complete != 0 { return Data(output.prefix(written)) }
            guard written == capacity else { throw CocoaError(.coderReadCorrupt) }
            capacity *= 2
        }
        throw CocoaError(.coderReadCorrupt)
    }
}

extension NSMutableData {
    public func compress(using algorithm: NSData.CompressionAlgorithm) throws {
        setData(try NSData.transform(Data(referencing: self), algorithm, compress: true))
    }
    public func decompress(using algorithm: NSData.CompressionAlgorithm) throws {
        setData(try NSData.transform(Data(referencing: self), algorithm, compress: false))
    }
}

extension URL {
    /// Whether the file is there (an iCloud file's promise is the file itself here).
    public func checkPromisedItemIsReachable() throws -> Bool { try checkResourceIsReachable() }
}

public let NSURLSessionDownloadTaskResumeData = "NSURLSessionDownloadTaskResumeData"
