// Apple's ImageIO on Linux: image sources and destinations over the system's libpng and
// libjpeg-turbo, the decoders CoreGraphics here already links. PNG and JPEG are read (size,
// alpha, pixels, thumbnails) and written; a GIF's size, frame count and frame delays are read
// from its blocks, but its frames are not decoded — `CGImageSourceCreateImageAtIndex` answers
// nil and says so on standard error, as for WebP, HEIC and the other formats no decoder is
// linked for. A destination of a type that cannot be written here is nil, as Apple's is for a
// type it does not support.
@_exported import CoreFoundation
@_exported import CoreGraphics
import Foundation

/// How far a source has read (Apple's `CGImageSourceStatus`).
public enum CGImageSourceStatus: Int32, Sendable {
    case statusUnexpectedEOF = -5
    case statusInvalidData = -4
    case statusUnknownType = -3
    case statusReadingHeader = -2
    case statusIncomplete = -1
    case statusComplete = 0
}

/// Which way up an image is stored (Apple's `CGImagePropertyOrientation`).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}

nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
nonisolated(unsafe) public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
nonisolated(unsafe) public let kCGImagePropertyDepth: CFString = "Depth"
nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"
nonisolated(unsafe) public let kCGImagePropertyColorModel: CFString = "ColorModel"
nonisolated(unsafe) public let kCGImagePropertyColorModelRGB: CFString = "RGB"
nonisolated(unsafe) public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
nonisolated(unsafe) public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
nonisolated(unsafe) public let kCGImagePropertyFileSize: CFString = "FileSize"
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
nonisolated(unsafe) public let kCGImagePropertyGIFHasGlobalColorMap: CFString = "HasGlobalColorMap"
nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
nonisolated(unsafe) public let kCGImagePropertyAPNGDelayTime: CFString = "DelayTime"
nonisolated(unsafe) public let kCGImagePropertyAPNGUnclampedDelayTime: CFString = "UnclampedDelayTime"
nonisolated(unsafe) public let kCGImagePropertyAPNGLoopCount: CFString = "LoopCount"
nonisolated(unsafe) public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"
nonisolated(unsafe) public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
nonisolated(unsafe) public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
nonisolated(unsafe) public let kCGImagePropertyHEICSDictionary: CFString = "{HEICS}"
nonisolated(unsafe) public let kCGImagePropertyHEICSDelayTime: CFString = "DelayTime"
nonisolated(unsafe) public let kCGImagePropertyHEICSUnclampedDelayTime: CFString = "UnclampedDelayTime"
nonisolated(unsafe) public let kCGImagePropertyWebPDictionary: CFString = "{WebP}"
nonisolated(unsafe) public let kCGImagePropertyWebPDelayTime: CFString = "DelayTime"
nonisolated(unsafe) public let kCGImagePropertyWebPUnclampedDelayTime: CFString = "UnclampedDelayTime"
nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
nonisolated(unsafe) public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
nonisolated(unsafe) public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"
nonisolated(unsafe) public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"
nonisolated(unsafe) public let kCGImageDestinationBackgroundColor: CFString = "kCGImageDestinationBackgroundColor"
nonisolated(unsafe) public let kCGImageDestinationImageMaxPixelSize: CFString = "kCGImageDestinationImageMaxPixelSize"

/// What ImageIO knows of one picture's bytes.
struct PictureInfo {
    var type: String
    var width: Int
    var height: Int
    var hasAlpha: Bool
    /// A GIF's frames' delays, in seconds (one entry a frame); one frame for the other formats.
    var delays: [Double] = [0]
    var loopCount: Int?
    var decodable: Bool { type == "public.png" || type == "public.jpeg" }

    /// The type and size of `bytes`, read from their header; nil when no format is recognised.
    static func read(_ bytes: [UInt8]) -> PictureInfo? {
        func big(_ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } }
        func little(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        if bytes.count >= 26, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            let colorType = bytes[25]
            return PictureInfo(type: "public.png", width: big(16, 4), height: big(20, 4), hasAlpha: colorType == 4 || colorType == 6)
        }
        if bytes.count >= 4, bytes.starts(with: [0xFF, 0xD8]) {
            // The first start-of-frame marker holds the size.
            var at = 2
            while at + 9 < bytes.count, bytes[at] == 0xFF {
                let marker = bytes[at + 1]
                if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return PictureInfo(type: "public.jpeg", width: big(at + 7, 2), height: big(at + 5, 2), hasAlpha: false)
                }
                at += 2 + big(at + 2, 2)
            }
            return nil
        }
        if bytes.count >= 13, bytes.starts(with: Array("GIF8".utf8)) { return gif(bytes) }
        if bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
            switch chunk {
            case "VP8X":
                return PictureInfo(
                    type: "org.webmproject.webp", width: 1 + (Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16),
                    height: 1 + (Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16), hasAlpha: bytes[20] & 0x10 != 0)
            case "VP8 ":
                return PictureInfo(type: "org.webmproject.webp", width: little(26) & 0x3FFF, height: little(28) & 0x3FFF, hasAlpha: false)
            case "VP8L":
                let bits = Int(bytes[21]) | Int(bytes[22]) << 8 | Int(bytes[23]) << 16 | Int(bytes[24]) << 24
                return PictureInfo(
                    type: "org.webmproject.webp", width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1,
                    hasAlpha: bits >> 28 & 1 == 1)
            default: return nil
            }
        }
        if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            if ["heic", "heix", "mif1", "msf1", "hevc"].contains(brand) {
                return PictureInfo(type: "public.heic", width: 0, height: 0, hasAlpha: false)
            }
        }
        return nil
    }

    /// A GIF's size, and its frames with their delays, from its blocks (the frames' data skipped).
    private static func gif(_ bytes: [UInt8]) -> PictureInfo? {
        var info = PictureInfo(
            type: "com.compuserve.gif", width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8,
            hasAlpha: false)
        info.delays = []
        var at = 13
        if bytes[10] & 0x80 != 0 { at += 3 << (Int(bytes[10] & 0x07) + 1) }
        var delay = 0.0
        func skipSubBlocks() {
            while at < bytes.count, bytes[at] != 0 { at += Int(bytes[at]) + 1 }
            at += 1
        }
        while at < bytes.count {
            switch bytes[at] {
            case 0x21 where at + 1 < bytes.count:
                let label = bytes[at + 1]
                if label == 0xF9, at + 5 < bytes.count {
                    delay = Double(Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8) / 100
                    if bytes[at + 3] & 0x01 != 0 { info.hasAlpha = true }
                } else if label == 0xFF, at + 16 < bytes.count, String(decoding: bytes[at + 3..<at + 14], as: UTF8.self) == "NETSCAPE2.0" {
                    info.loopCount = Int(bytes[at + 16]) | Int(bytes[at + 17 < bytes.count ? at + 17 : at + 16]) << 8
                }
                at += 2
                skipSubBlocks()
            case 0x2C where at + 9 < bytes.count:
                let packed = bytes[at + 9]
                at += 10
                if packed & 0x80 != 0 { at += 3 << (Int(packed & 0x07) + 1) }
                at += 1  // the LZW minimum code size
                skipSubBlocks()
                info.delays.append(delay)
                delay = 0
            default:
                at = bytes.count  // the trailer, or bytes that are not a block
            }
        }
        return info.delays.isEmpty ? nil : info
    }
}

/// Pictures read from bytes (Apple's `CGImageSource`).
public final class CGImageSource: @unchecked Sendable {
    var bytes: [UInt8]
    var complete: Bool
    var info: PictureInfo?
    init(bytes: [UInt8], complete: Bool) {
        self.bytes = bytes
        self.complete = complete
        self.info = PictureInfo.read(bytes)
    }
}

public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(bytes: [UInt8](data as Data), complete: true)
}

public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = FileManager.default.contents(atPath: (url as URL).path) else { return nil }
    return CGImageSource(bytes: [UInt8](data), complete: true)
}

public func CGImageSourceCreateIncremental(_ options: CFDictionary?) -> CGImageSource { CGImageSource(bytes: [], complete: false) }

public func CGImageSourceUpdateData(_ isrc: CGImageSource, _ data: CFData, _ final: Bool) {
    isrc.bytes = [UInt8](data as Data)
    isrc.complete = final
    isrc.info = PictureInfo.read(isrc.bytes)
}

public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.info.map { $0.type as CFString } }
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.info?.delays.count ?? 0 }

public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    if isrc.bytes.isEmpty { return isrc.complete ? .statusInvalidData : .statusReadingHeader }
    guard isrc.info != nil else { return isrc.complete ? .statusUnknownType : .statusReadingHeader }
    return isrc.complete ? .statusComplete : .statusIncomplete
}

public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    index < CGImageSourceGetCount(isrc) ? CGImageSourceGetStatus(isrc) : .statusInvalidData
}

public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    ["public.png", "public.jpeg", "com.compuserve.gif", "org.webmproject.webp", "public.heic"] as CFArray
}

public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    guard let info = isrc.info else { return nil }
    var properties: [String: Any] = [kCGImagePropertyFileSize as String: isrc.bytes.count]
    if info.type == "com.compuserve.gif" {
        properties[kCGImagePropertyGIFDictionary as String] = [
            kCGImagePropertyGIFLoopCount as String: info.loopCount ?? 1,
            kCGImagePropertyGIFHasGlobalColorMap as String: isrc.bytes[10] & 0x80 != 0,
        ]
    }
    return properties as NSDictionary
}

public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard let info = isrc.info, index >= 0, index < info.delays.count else { return nil }
    var properties: [String: Any] = [
        kCGImagePropertyPixelWidth as String: info.width, kCGImagePropertyPixelHeight as String: info.height,
        kCGImagePropertyHasAlpha as String: info.hasAlpha, kCGImagePropertyDepth as String: 8,
        kCGImagePropertyOrientation as String: 1, kCGImagePropertyColorModel as String: kCGImagePropertyColorModelRGB as String,
    ]
    switch info.type {
    case "com.compuserve.gif":
        let delay = info.delays[index]
        properties[kCGImagePropertyGIFDictionary as String] = [
            // Apple clamps a delay under 0.011 s to 0.1 s, as browsers do.
            kCGImagePropertyGIFDelayTime as String: delay < 0.011 ? 0.1 : delay, kCGImagePropertyGIFUnclampedDelayTime as String: delay,
        ]
    case "public.png": properties[kCGImagePropertyPNGDictionary as String] = [String: Any]()
    case "public.jpeg": properties[kCGImagePropertyJFIFDictionary as String] = [String: Any]()
    default: break
    }
    return properties as NSDictionary
}

/// Says once a run that a format's pictures are not decoded here.
private final class Undecoded: @unchecked Sendable {
    static let shared = Undecoded()
    let lock = NSLock()
    var said: Set<String> = []
    func say(_ type: String) {
        guard lock.withLock({ said.insert(type).inserted }) else { return }
        FileHandle.standardError.write(
            Data("widgetdeck: ImageIO: no decoder for \(type) here (PNG and JPEG only): CGImageSourceCreateImageAtIndex is nil\n".utf8))
    }
}

public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard let info = isrc.info, index >= 0, index < info.delays.count, isrc.complete else { return nil }
    guard info.decodable else {
        Undecoded.shared.say(info.type)
        return nil
    }
    return BitmapCodec.decode(Data(isrc.bytes))
}

/// The picture scaled so its longer side is at most `kCGImageSourceThumbnailMaxPixelSize`.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard let image = CGImageSourceCreateImageAtIndex(isrc, index, options) else { return nil }
    let options = options as? [String: Any] ?? [:]
    let limit = (options[kCGImageSourceThumbnailMaxPixelSize as String] as? NSNumber)?.intValue ?? max(image.width, image.height)
    let longer = max(image.width, image.height)
    guard limit > 0, longer > limit else { return image }
    let scale = Double(limit) / Double(longer)
    let width = max(1, Int((Double(image.width) * scale).rounded()))
    let height = max(1, Int((Double(image.height) * scale).rounded()))
    guard
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return nil }
    context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
    return context.makeImage()
}

/// Pictures written to bytes or a file (Apple's `CGImageDestination`): PNG and JPEG.
public final class CGImageDestination: @unchecked Sendable {
    let type: String
    let count: Int
    let data: NSMutableData?
    let url: URL?
    var images: [(CGImage, [String: Any])] = []
    var properties: [String: Any] = [:]
    init(type: String, count: Int, data: NSMutableData?, url: URL?) {
        self.type = type
        self.count = count
        self.data = data
        self.url = url
    }
}

public func CGImageDestinationCopyTypeIdentifiers() -> CFArray { ["public.png", "public.jpeg"] as CFArray }

private func writable(_ type: CFString) -> String? {
    let type = type as String
    return ["public.png", "public.jpeg"].contains(type) ? type : nil
}

public func CGImageDestinationCreateWithData(
    _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    guard let type = writable(type), count >= 1 else { return nil }
    return CGImageDestination(type: type, count: count, data: data, url: nil)
}

public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    guard let type = writable(type), count >= 1 else { return nil }
    return CGImageDestination(type: type, count: count, data: nil, url: url as URL)
}

public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    for (key, value) in (properties as? [String: Any]) ?? [:] { idst.properties[key] = value }
}

public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    guard idst.images.count < idst.count else { return }
    idst.images.append((image, properties as? [String: Any] ?? [:]))
}

public func CGImageDestinationAddImageFromSource(
    _ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?
) {
    if let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) { CGImageDestinationAddImage(idst, image, properties) }
}

/// Encodes the first picture added (PNG and JPEG hold one); false when there is none or it has no pixels.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    guard let (image, properties) = idst.images.first else { return false }
    let quality =
        ((properties[kCGImageDestinationLossyCompressionQuality as String]
        ?? idst.properties[kCGImageDestinationLossyCompressionQuality as String]) as? NSNumber)?.doubleValue ?? 1
    guard let encoded = idst.type == "public.png" ? BitmapCodec.png(image) : BitmapCodec.jpeg(image, quality: CGFloat(quality)) else {
        return false
    }
    if let data = idst.data {
        data.setData(encoded)
        return true
    }
    guard let url = idst.url else { return false }
    return (try? encoded.write(to: url, options: .atomic)) != nil
}
