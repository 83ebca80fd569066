// Pictures decoded and encoded by the system's libpng and libjpeg-turbo: PNG and JPEG bytes to
// a CGImage's RGBA pixels and back. Vector pictures (an asset catalogue's SVG and PDF) are drawn
// by librsvg and poppler, opened when the first one is met (CImageCodecs' vector.h says why).
internal import CImageCodecs
import Foundation

/// PNG and JPEG, to and from RGBA pixels.
package enum BitmapCodec {
    /// The picture in `data` (PNG or JPEG) with its pixels; nil for another format or bad data.
    package static func decode(_ data: Data) -> CGImage? {
        var width: Int32 = 0
        var height: Int32 = 0
        let bytes = [UInt8](data)
        guard bytes.count > 4 else { return nil }
        let isPNG = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
        let isJPEG = bytes.starts(with: [0xFF, 0xD8])
        guard isPNG || isJPEG else { return nil }
        let pixels = bytes.withUnsafeBufferPointer { buffer in
            isPNG
                ? codecs_png_decode(buffer.baseAddress, buffer.count, &width, &height)
                : codecs_jpeg_decode(buffer.baseAddress, buffer.count, &width, &height)
        }
        guard let pixels else { return nil }
        defer { free(pixels) }
        let count = Int(width) * Int(height) * 4
        return CGImage(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }

    package static func png(_ image: CGImage) -> Data? {
        guard let pixels = image.pixels else { return nil }
        var size = 0
        guard
            let out = pixels.withUnsafeBufferPointer({ codecs_png_encode($0.baseAddress, Int32(image.width), Int32(image.height), &size) })
        else { return nil }
        defer { free(out) }
        return Data(bytes: out, count: size)
    }

    package static func jpeg(_ image: CGImage, quality: CGFloat) -> Data? {
        guard let pixels = image.pixels else { return nil }
        var size = 0
        let q = Int32(max(0, min(100, (quality * 100).rounded())))
        guard
            let out = pixels.withUnsafeBufferPointer({
                codecs_jpeg_encode($0.baseAddress, Int32(image.width), Int32(image.height), q, &size)
            })
        else { return nil }
        defer { free(out) }
        return Data(bytes: out, count: size)
    }

    /// The kinds of vector picture an asset catalogue holds.
    package enum VectorKind: Sendable {
        case svg, pdf

        /// The kind of `data`, by its first bytes (a PDF's `%PDF`, an SVG's `<svg` near its start).
        package init?(_ data: Data) {
            let head = [UInt8](data.prefix(1024))
            if head.starts(with: Array("%PDF".utf8)) {
                self = .pdf
            } else if let text = String(bytes: head, encoding: .utf8) ?? String(bytes: head, encoding: .isoLatin1),
                text.range(of: "<svg", options: .caseInsensitive) != nil
            {
                self = .svg
            } else {
                return nil
            }
        }

        package var name: String { self == .svg ? "SVG" : "PDF" }
        /// "an SVG picture", "a PDF picture".
        package var picture: String { self == .svg ? "an SVG picture" : "a PDF picture" }
        var library: String { self == .svg ? "librsvg (Debian's librsvg2-2)" : "poppler (Debian's libpoppler-glib8)" }
    }

    /// A vector picture's size in points, or why it has none here.
    package static func vectorSize(_ data: Data, kind: VectorKind) -> Result<CGSize, VectorFailure> {
        var width = 0.0
        var height = 0.0
        let status = data.withUnsafeBytes { raw in
            codecs_vector_decode(
                kind == .svg ? 0 : 1, raw.bindMemory(to: UInt8.self).baseAddress, raw.count, 1, 0, &width, &height, nil, nil, nil)
        }
        guard status == 0 else { return .failure(VectorFailure(kind: kind, status: status)) }
        return .success(CGSize(width: width, height: height))
    }

    /// A vector picture drawn at `scale` pixels a point, no larger than `maxPixels` pixels.
    package static func rasterise(
        _ data: Data, kind: VectorKind, scale: CGFloat, maxPixels: Int = 2048 * 2048
    )
        -> Result<CGImage, VectorFailure>
    {
        var width = 0.0
        var height = 0.0
        var pixels: UnsafeMutablePointer<UInt8>?
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        let status = data.withUnsafeBytes { raw in
            codecs_vector_decode(
                kind == .svg ? 0 : 1, raw.bindMemory(to: UInt8.self).baseAddress, raw.count, Double(scale), maxPixels,
                &width, &height, &pixels, &pixelWidth, &pixelHeight)
        }
        guard status == 0, let pixels else { return .failure(VectorFailure(kind: kind, status: status)) }
        defer { free(pixels) }
        let count = Int(pixelWidth) * Int(pixelHeight) * 4
        return .success(
            CGImage(width: Int(pixelWidth), height: Int(pixelHeight), pixels: Array(UnsafeBufferPointer(start: pixels, count: count))))
    }

    /// Why a vector picture was not drawn: its library is not on this machine, or it could not
    /// be read.
    package struct VectorFailure: Error, Sendable, CustomStringConvertible {
        package let kind: VectorKind
        let status: Int32
        package var isLibraryMissing: Bool { status == 1 }
        package var description: String {
            isLibraryMissing
                ? "\(kind.picture), which needs \(kind.library) — not on this machine"
                : "\(kind.picture) that could not be read"
        }
    }
}
