// Apple's Compression framework's buffer functions: zlib's raw DEFLATE by the system's zlib
// (Apple's `COMPRESSION_ZLIB`). LZFSE, LZ4, LZMA and Brotli have no library here: their calls
// return 0, as Apple's do when they fail, and say so on standard error once.
internal import CZlib
import Foundation
import FoundationCompatibility

public struct compression_algorithm: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
}
public let COMPRESSION_LZ4 = compression_algorithm(0x100)
public let COMPRESSION_LZ4_RAW = compression_algorithm(0x101)
public let COMPRESSION_ZLIB = compression_algorithm(0x205)
public let COMPRESSION_LZMA = compression_algorithm(0x306)
public let COMPRESSION_LZFSE = compression_algorithm(0x801)
public let COMPRESSION_BROTLI = compression_algorithm(0xB02)

private func supported(_ algorithm: compression_algorithm) -> Bool {
    if algorithm == COMPRESSION_ZLIB { return true }
    sayOnceOnStandardError("Compression: only COMPRESSION_ZLIB is available here (asked for 0x\(String(algorithm.rawValue, radix: 16)))")
    return false
}

public func compression_encode_scratch_buffer_size(_ algorithm: compression_algorithm) -> Int { 0 }
public func compression_decode_scratch_buffer_size(_ algorithm: compression_algorithm) -> Int { 0 }

/// `src_size` bytes compressed into `dst_buffer`; the bytes written, or 0 when they do not fit.
public func compression_encode_buffer(
    _ dst_buffer: UnsafeMutablePointer<UInt8>, _ dst_size: Int, _ src_buffer: UnsafePointer<UInt8>, _ src_size: Int,
    _ scratch_buffer: UnsafeMutableRawPointer?, _ algorithm: compression_algorithm
) -> Int {
    guard supported(algorithm), dst_size > 0 else { return 0 }
    return czlib_deflate_raw(src_buffer, src_size, dst_buffer, dst_size)
}

/// Compressed bytes decoded into `dst_buffer`; the bytes written (as many as fit), or 0 on an error.
public func compression_decode_buffer(
    _ dst_buffer: UnsafeMutablePointer<UInt8>, _ dst_size: Int, _ src_buffer: UnsafePointer<UInt8>, _ src_size: Int,
    _ scratch_buffer: UnsafeMutableRawPointer?, _ algorithm: compression_algorithm
) -> Int {
    guard supported(algorithm), dst_size > 0 else { return 0 }
    var complete: Int32 = 0
    let written = czlib_inflate_raw(src_buffer, src_size, dst_buffer, dst_size, &complete)
    return max(0, written)
}
