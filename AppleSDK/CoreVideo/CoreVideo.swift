// Core Video's pixel buffers: frames of video, or pictures handed between frameworks, as a
// buffer of pixels in a format. No video is decoded here, so buffers come only from code that
// makes them (`CVPixelBufferCreate`) — their pixels kept, locked and read as on a phone.
@_exported import CoreFoundation
@_exported import CoreGraphics
import Foundation

public typealias CVReturn = Int32
public typealias CVOptionFlags = UInt64
public let kCVReturnSuccess: CVReturn = 0
public let kCVReturnError: CVReturn = -6660
public let kCVReturnInvalidArgument: CVReturn = -6661
public let kCVReturnAllocationFailed: CVReturn = -6662
public let kCVReturnInvalidPixelFormat: CVReturn = -6680
public let kCVReturnInvalidSize: CVReturn = -6681

private func fourCC(_ code: String) -> OSType { code.utf8.reduce(0) { $0 << 8 | OSType($1) } }
public let kCVPixelFormatType_24RGB: OSType = 0x18
public let kCVPixelFormatType_32ARGB: OSType = 0x20
public let kCVPixelFormatType_32BGRA: OSType = fourCC("BGRA")
public let kCVPixelFormatType_32RGBA: OSType = fourCC("RGBA")
public let kCVPixelFormatType_32ABGR: OSType = fourCC("ABGR")
public let kCVPixelFormatType_OneComponent8: OSType = fourCC("L008")
public let kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange: OSType = fourCC("420v")
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = fourCC("420f")

nonisolated(unsafe) public let kCVPixelBufferPixelFormatTypeKey: CFString = "PixelFormatType"
nonisolated(unsafe) public let kCVPixelBufferWidthKey: CFString = "Width"
nonisolated(unsafe) public let kCVPixelBufferHeightKey: CFString = "Height"
nonisolated(unsafe) public let kCVPixelBufferCGImageCompatibilityKey: CFString = "CGImageCompatibility"
nonisolated(unsafe) public let kCVPixelBufferCGBitmapContextCompatibilityKey: CFString = "CGBitmapContextCompatibility"
nonisolated(unsafe) public let kCVPixelBufferIOSurfacePropertiesKey: CFString = "IOSurfaceProperties"
nonisolated(unsafe) public let kCVPixelBufferMetalCompatibilityKey: CFString = "MetalCompatibility"

public struct CVPixelBufferLockFlags: OptionSet, Sendable {
    public let rawValue: CVOptionFlags
    public init(rawValue: CVOptionFlags) { self.rawValue = rawValue }
    public static let readOnly = CVPixelBufferLockFlags(rawValue: 1)
}

/// A buffer of pixels (Apple's `CVBuffer`, `CVImageBuffer` and `CVPixelBuffer` are one type).
public final class CVBuffer: @unchecked Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let pixelFormatType: OSType
    public let bytesPerRow: Int
    var bytes: UnsafeMutableRawPointer
    var attachments: [String: Any] = [:]

    init(width: Int, height: Int, format: OSType) {
        (self.width, self.height, pixelFormatType) = (width, height, format)
        let bytesPerPixel = format == kCVPixelFormatType_24RGB ? 3 : format == kCVPixelFormatType_OneComponent8 ? 1 : 4
        bytesPerRow = ((width * bytesPerPixel) + 63) / 64 * 64
        bytes = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytesPerRow * height), alignment: 64)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, bytesPerRow * height))
    }
    deinit { bytes.deallocate() }

    public static func == (a: CVBuffer, b: CVBuffer) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The buffer's pixels as straight RGBA, for the formats that hold colour directly.
    package var rgba: [UInt8]? {
        let offsets: [Int]
        switch pixelFormatType {
        case kCVPixelFormatType_32BGRA: offsets = [2, 1, 0, 3]
        case kCVPixelFormatType_32RGBA: offsets = [0, 1, 2, 3]
        case kCVPixelFormatType_32ARGB: offsets = [1, 2, 3, 0]
        case kCVPixelFormatType_32ABGR: offsets = [3, 2, 1, 0]
        case kCVPixelFormatType_24RGB: offsets = [0, 1, 2, -1]
        case kCVPixelFormatType_OneComponent8: offsets = [0, 0, 0, -1]
        default: return nil
        }
        let step = pixelFormatType == kCVPixelFormatType_24RGB ? 3 : pixelFormatType == kCVPixelFormatType_OneComponent8 ? 1 : 4
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let source = bytes.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let from = y * bytesPerRow + x * step
                for c in 0..<4 { out[(y * width + x) * 4 + c] = offsets[c] < 0 ? 255 : source[from + offsets[c]] }
            }
        }
        return out
    }
}
public typealias CVImageBuffer = CVBuffer
public typealias CVPixelBuffer = CVImageBuffer

public func CVPixelBufferCreate(
    _ allocator: CFAllocator?, _ width: Int, _ height: Int, _ pixelFormatType: OSType, _ pixelBufferAttributes: CFDictionary?,
    _ pixelBufferOut: UnsafeMutablePointer<CVPixelBuffer?>
) -> CVReturn {
    guard width > 0, height > 0, width * height <= 1 << 26 else { return kCVReturnInvalidSize }
    let known: Set<OSType> = [
        kCVPixelFormatType_24RGB, kCVPixelFormatType_32ARGB, kCVPixelFormatType_32BGRA, kCVPixelFormatType_32RGBA,
        kCVPixelFormatType_32ABGR,
        kCVPixelFormatType_OneComponent8,
    ]
    guard known.contains(pixelFormatType) else { return kCVReturnInvalidPixelFormat }
    pixelBufferOut.pointee = CVBuffer(width: width, height: height, format: pixelFormatType)
    return kCVReturnSuccess
}

public func CVPixelBufferGetWidth(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.width }
public func CVPixelBufferGetHeight(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.height }
public func CVPixelBufferGetBytesPerRow(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.bytesPerRow }
public func CVPixelBufferGetPixelFormatType(_ pixelBuffer: CVPixelBuffer) -> OSType { pixelBuffer.pixelFormatType }
public func CVPixelBufferGetBaseAddress(_ pixelBuffer: CVPixelBuffer) -> UnsafeMutableRawPointer? { pixelBuffer.bytes }
public func CVPixelBufferGetDataSize(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.bytesPerRow * pixelBuffer.height }
public func CVPixelBufferIsPlanar(_ pixelBuffer: CVPixelBuffer) -> Bool { false }
public func CVPixelBufferGetPlaneCount(_ pixelBuffer: CVPixelBuffer) -> Int { 0 }
public func CVPixelBufferLockBaseAddress(_ pixelBuffer: CVPixelBuffer, _ lockFlags: CVPixelBufferLockFlags) -> CVReturn { kCVReturnSuccess }
public func CVPixelBufferUnlockBaseAddress(_ pixelBuffer: CVPixelBuffer, _ unlockFlags: CVPixelBufferLockFlags) -> CVReturn {
    kCVReturnSuccess
}
public func CVImageBufferGetDisplaySize(_ imageBuffer: CVImageBuffer) -> CGSize {
    CGSize(width: imageBuffer.width, height: imageBuffer.height)
}
public func CVImageBufferGetEncodedSize(_ imageBuffer: CVImageBuffer) -> CGSize { CVImageBufferGetDisplaySize(imageBuffer) }
public func CVBufferRetain(_ buffer: CVBuffer?) -> CVBuffer? { buffer }
public func CVBufferRelease(_ buffer: CVBuffer?) {}
