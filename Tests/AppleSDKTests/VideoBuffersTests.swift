import AVFoundation
import CoreData
import CoreImage
import CoreVideo
import Foundation
import Testing

@Suite("Core Video's pixel buffers made by code, read through Core Image; a player item's video output and an asset's loader as configured")
struct VideoBuffersTests {
    @Test("A BGRA buffer written through its base address reads back as RGBA pixels in a CIImage")
    func pixelBuffer() throws {
        var made: CVPixelBuffer?
        #expect(CVPixelBufferCreate(kCFAllocatorDefault, 2, 1, kCVPixelFormatType_32BGRA, nil, &made) == kCVReturnSuccess)
        let buffer = try #require(made)
        #expect(CVPixelBufferGetWidth(buffer) == 2 && CVPixelBufferGetHeight(buffer) == 1)
        #expect(CVPixelBufferGetPixelFormatType(buffer) == 0x4247_5241)
        #expect(CVPixelBufferLockBaseAddress(buffer, []) == kCVReturnSuccess)
        let base = try #require(CVPixelBufferGetBaseAddress(buffer)).assumingMemoryBound(to: UInt8.self)
        // Blue, green, red, alpha: an orange pixel and a blue one.
        for (i, byte) in [0, 149, 255, 255, 255, 122, 0, 255].enumerated() { base[i] = UInt8(byte) }
        #expect(CVPixelBufferUnlockBaseAddress(buffer, []) == kCVReturnSuccess)
        let image = CIImage(cvPixelBuffer: buffer)
        #expect(image.extent == CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(image.cgImage?.pixels == [255, 149, 0, 255, 0, 122, 255, 255])
        // A format with no colour of its own, and a size no phone makes, are refused.
        var other: CVPixelBuffer?
        #expect(CVPixelBufferCreate(nil, 2, 2, kCVPixelFormatType_420YpCbCr8BiPlanarFullRange, nil, &other) == kCVReturnInvalidPixelFormat)
        #expect(CVPixelBufferCreate(nil, 0, 2, kCVPixelFormatType_32BGRA, nil, &other) == kCVReturnInvalidSize && other == nil)
    }

    final class Loader: NSObject, AVAssetResourceLoaderDelegate {}

    @Test("A video output added to an item never has a frame (no video is decoded); an asset's loader keeps its delegate")
    func outputsAndLoader() {
        let asset = AVURLAsset(url: URL(string: "https://example.com/stream.m3u8")!)
        let loader = Loader()
        asset.resourceLoader.setDelegate(loader, queue: .global())
        #expect(asset.resourceLoader.delegate === loader && asset.resourceLoader === asset.resourceLoader)
        let item = AVPlayerItem(asset: asset)
        let output = AVPlayerItemVideoOutput(pixelBufferAttributes: [String(kCVPixelBufferPixelFormatTypeKey): kCVPixelFormatType_32BGRA])
        item.add(output)
        #expect(item.outputs.count == 1 && item.outputs.first === output)
        #expect(!output.hasNewPixelBuffer(forItemTime: .zero))
        #expect(output.copyPixelBuffer(forItemTime: .zero, itemTimeForDisplay: nil) == nil)
        item.remove(output)
        #expect(item.outputs.isEmpty)
        #expect(NSPersistentStoreSaveConflictsErrorKey == "conflictList")
    }
}
