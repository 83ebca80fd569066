// Pictures decoded and encoded by the system's libpng and libjpeg-turbo: PNG and JPEG bytes to
// a CGImage's RGBA pixels and back.
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
}
