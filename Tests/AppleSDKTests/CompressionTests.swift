import Compression
import Foundation
import Testing
import os

@Suite("NSData's and Compression's zlib (raw DEFLATE, as Apple's), the formats not here refused, and signposts that record nothing")
struct CompressionTests {
    let text = Data(String(repeating: "a widget, a widget, ", count: 200).utf8)

    @Test("NSData compresses and decompresses a round trip; the output is raw DEFLATE (no zlib header), as Apple's .zlib")
    func nsData() throws {
        let packed = try (text as NSData).compressed(using: .zlib) as Data
        #expect(packed.count < text.count / 10)
        // Apple's zlib is RFC 1951 without RFC 1950's header: the first byte is not 0x78.
        #expect(packed.first != 0x78)
        #expect(try (packed as NSData).decompressed(using: .zlib) as Data == text)
        let mutable = NSMutableData(data: text)
        try mutable.compress(using: .zlib)
        try mutable.decompress(using: .zlib)
        #expect(mutable as Data == text)
        #expect(throws: CocoaError.self) { try (Data([1, 2, 3, 4]) as NSData).decompressed(using: .zlib) }
        #expect(throws: CocoaError.self) { try (text as NSData).compressed(using: .lzfse) }
    }

    @Test("Compression's buffer functions read what NSData wrote; too small a buffer gives 0; LZFSE gives 0")
    func buffers() throws {
        let packed = try (text as NSData).compressed(using: .zlib) as Data
        var out = [UInt8](repeating: 0, count: text.count)
        let written = packed.withUnsafeBytes { raw in
            compression_decode_buffer(&out, out.count, raw.bindMemory(to: UInt8.self).baseAddress!, packed.count, nil, COMPRESSION_ZLIB)
        }
        #expect(written == text.count && Data(out) == text)
        var tiny = [UInt8](repeating: 0, count: 4)
        let bytes = [UInt8](text)
        #expect(compression_encode_buffer(&tiny, tiny.count, bytes, bytes.count, nil, COMPRESSION_ZLIB) == 0)
        #expect(compression_encode_buffer(&out, out.count, bytes, bytes.count, nil, COMPRESSION_LZFSE) == 0)
    }

    @Test("A signposter's interval runs its work; signpost IDs made from a log differ")
    func signposts() {
        let signposter = OSSignposter(subsystem: "test", category: .pointsOfInterest)
        let state = signposter.beginInterval("load", id: signposter.makeSignpostID())
        signposter.endInterval("load", state)
        #expect(signposter.withIntervalSignpost("sum") { 6 * 7 } == 42)
        let log = OSLog(subsystem: "test", category: "x")
        #expect(OSSignpostID(log: log) != OSSignpostID(log: log))
    }
}
