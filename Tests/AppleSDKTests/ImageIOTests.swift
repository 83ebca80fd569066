import CoreGraphics
import Foundation
import ImageIO
import Testing

@Suite("ImageIO over libpng and libjpeg-turbo: sources read, thumbnails scaled, destinations written; a GIF's frames counted")
struct ImageIOTests {
    /// A 4×2 picture: red on the left half, blue on the right.
    func halves() -> CGImage {
        var pixels: [UInt8] = []
        for _ in 0..<2 { for x in 0..<4 { pixels += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        return CGImage(width: 4, height: 2, pixels: pixels)
    }

    @Test("A PNG written by a destination reads back through a source with its size, type and pixels")
    func pngRoundTrip() throws {
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, halves(), nil)
        #expect(CGImageDestinationFinalize(destination))
        let source = try #require(CGImageSourceCreateWithData(data, nil))
        #expect(CGImageSourceGetType(source) == "public.png" as CFString)
        #expect(CGImageSourceGetCount(source) == 1 && CGImageSourceGetStatus(source) == .statusComplete)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 4)
        #expect(properties[kCGImagePropertyPixelHeight as String] as? Int == 2)
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.pixels == halves().pixels)

        let thumbnail = try #require(
            CGImageSourceCreateThumbnailAtIndex(
                source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 2] as CFDictionary))
        #expect(thumbnail.width == 2 && thumbnail.height == 1)
        #expect(Array(thumbnail.pixels?.prefix(4) ?? []) == [255, 0, 0, 255])
    }

    @Test("A JPEG's size is read from its frame header; a type that cannot be written has no destination")
    func jpegAndUnsupported() throws {
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, "public.jpeg" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, halves(), [kCGImageDestinationLossyCompressionQuality: 0.9] as CFDictionary)
        #expect(CGImageDestinationFinalize(destination))
        let source = try #require(CGImageSourceCreateWithData(data, nil))
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 4)
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.heic" as CFString, 1, nil) == nil)
        #expect(CGImageSourceGetStatus(CGImageSourceCreateWithData(Data("not a picture".utf8) as CFData, nil)!) == .statusUnknownType)
    }

    @Test("A two-frame GIF: its size, frame count, delays (clamped as Apple clamps them) and loop count; its frames are not decoded")
    func gifFrames() throws {
        var gif: [UInt8] = Array("GIF89a".utf8) + [3, 0, 2, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        gif += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        for delay: UInt8 in [50, 0] {
            gif += [0x21, 0xF9, 4, 0, delay, 0, 0, 0]
            gif += [0x2C, 0, 0, 0, 0, 3, 0, 2, 0, 0, 2, 2, 0x44, 0x01, 0]
        }
        gif += [0x3B]
        let source = try #require(CGImageSourceCreateWithData(Data(gif) as CFData, nil))
        #expect(CGImageSourceGetType(source) == "com.compuserve.gif" as CFString)
        #expect(CGImageSourceGetCount(source) == 2)
        func frame(_ index: Int) -> [String: Any] {
            let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [String: Any]
            return properties?[kCGImagePropertyGIFDictionary as String] as? [String: Any] ?? [:]
        }
        #expect(frame(0)[kCGImagePropertyGIFDelayTime as String] as? Double == 0.5)
        #expect(frame(1)[kCGImagePropertyGIFDelayTime as String] as? Double == 0.1)
        #expect(frame(1)[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double == 0)
        let all = CGImageSourceCopyProperties(source, nil) as? [String: Any]
        #expect((all?[kCGImagePropertyGIFDictionary as String] as? [String: Any])?[kCGImagePropertyGIFLoopCount as String] as? Int == 0)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
    }
}
