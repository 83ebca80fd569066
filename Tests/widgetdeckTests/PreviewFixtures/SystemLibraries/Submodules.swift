// Submodules a package imports on a phone (`import UIKit.UIApplication` in an image cache,
// `import os.signpost` for Instruments), and Apple's Compression and NSData's zlib: a string
// deflated, inflated back, and its sizes told.
import Compression
import Foundation
import UIKit.UIApplication
import os.signpost

func deflated() -> String {
    let log = OSLog(subsystem: "fixture", category: .pointsOfInterest)
    os_signpost(.begin, log: log, name: "deflate")
    defer { os_signpost(.end, log: log, name: "deflate") }
    let text = Array(String(repeating: "widget ", count: 20).utf8)
    var packed = [UInt8](repeating: 0, count: 256)
    let size = compression_encode_buffer(&packed, packed.count, text, text.count, nil, COMPRESSION_ZLIB)
    let back = (try? (Data(packed.prefix(size)) as NSData).decompressed(using: .zlib)) as Data?
    return "zip \(text.count)→\(size) " + (back == Data(text) ? "ok" : "lost")
}
