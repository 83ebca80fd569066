import AVFoundation
import AudioToolbox
import CoreImage
import Foundation
import StoreKit
import UIKit
import Testing

@Suite(
    "An audio engine's graph kept as the app builds it, that cannot start here; buffers of real memory; pictures turned upright or animated"
)
struct AudioEngineTests {
    @Test("Nodes attach and connect with their formats; the output has the session's 48 kHz stereo, the input none; start throws")
    func engine() {
        let engine = AVAudioEngine()
        let hardware = engine.outputNode.inputFormat(forBus: 0)
        #expect(hardware.sampleRate == 48_000 && hardware.channelCount == 2)
        #expect(engine.inputNode.inputFormat(forBus: 0).sampleRate == 0 && engine.inputNode.inputFormat(forBus: 0).channelCount == 0)

        let format = AVAudioFormat(standardFormatWithSampleRate: hardware.sampleRate, channels: hardware.channelCount)!
        #expect(format.isStandard && !format.isInterleaved && format.commonFormat == .pcmFormatFloat32)
        #expect(format.streamDescription.pointee.mBytesPerFrame == 4 && format.streamDescription.pointee.mChannelsPerFrame == 2)
        #expect(AVAudioFormat(standardFormatWithSampleRate: 0, channels: 2) == nil)

        let rendered = RenderCount()
        let source = AVAudioSourceNode(format: format) { silence, _, frames, list -> OSStatus in
            silence.pointee = false
            rendered.frames += Int(frames)
            for buffer in UnsafeMutableAudioBufferListPointer(list) { buffer.mData.map { _ = memset($0, 0, Int(buffer.mDataByteSize)) } }
            return noErr
        }
        let eq = AVAudioUnitEQ(numberOfBands: 2)
        let mixer = AVAudioMixerNode()
        for node in [source, eq, mixer] as [AVAudioNode] { engine.attach(node) }
        engine.connect(source, to: eq, format: format)
        engine.connect(eq, to: mixer, format: format)
        engine.connect(mixer, to: engine.mainMixerNode, format: format)
        #expect(engine.attachedNodes.count == 6)  // three, the main mixer, output and input
        #expect(eq.inputFormat(forBus: 0) == format && mixer.outputFormat(forBus: 0) == format)
        #expect(engine.inputConnectionPoint(for: eq, inputBus: 0)?.node === source)
        #expect(engine.outputConnectionPoints(for: engine.mainMixerNode, outputBus: 0).first?.node === engine.outputNode)
        #expect(source.engine === engine)

        // An equalizer's bands start at Apple's defaults, bypassed, and keep what they are set to.
        #expect(eq.bands.count == 2 && eq.bands.allSatisfy { $0.bypass && $0.filterType == .parametric && $0.frequency == 1000 })
        eq.bands[0].filterType = .highPass
        eq.bands[0].frequency = 120
        eq.bands[0].bypass = false
        #expect(eq.bands[0].filterType == .highPass && eq.bands[0].frequency == 120 && !eq.bands[0].bypass)
        mixer.outputVolume = 0.25
        #expect(mixer.outputVolume == 0.25)

        engine.prepare()
        #expect(throws: NSError.self) { try engine.start() }
        #expect(!engine.isRunning)
        #expect(rendered.frames == 0, "a node was asked for audio by an engine that never ran")
        engine.detach(eq)
        #expect(engine.inputConnectionPoint(for: mixer, inputBus: 0) == nil && eq.engine == nil)
    }

    @Test("A PCM buffer holds its frames in real memory, per channel or interleaved, and its list says how many bytes are in use")
    func buffers() throws {
        let format = AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2)!
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 4))
        let channels = try #require(buffer.floatChannelData)
        #expect(buffer.frameLength == 0 && buffer.stride == 1 && buffer.int16ChannelData == nil)
        for frame in 0..<4 {
            channels[0][frame] = Float(frame)
            channels[1][frame] = -Float(frame)
        }
        buffer.frameLength = 3
        let list = UnsafeMutableAudioBufferListPointer(buffer.mutableAudioBufferList)
        #expect(list.count == 2 && list.map(\.mDataByteSize) == [12, 12])
        #expect(list[1].mData!.assumingMemoryBound(to: Float.self)[2] == -2)

        let interleaved = try #require(
            AVAudioPCMBuffer(
                pcmFormat: AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: 8_000, channels: 2, interleaved: true)!,
                frameCapacity: 2))
        let samples = try #require(interleaved.int16ChannelData)
        samples[0][0] = 7
        samples[1][0] = 9
        interleaved.frameLength = 2
        let one = UnsafeMutableAudioBufferListPointer(interleaved.mutableAudioBufferList)
        #expect(one.count == 1 && one[0].mNumberChannels == 2 && one[0].mDataByteSize == 8 && interleaved.stride == 2)
        #expect(Array(UnsafeBufferPointer(start: one[0].mData!.assumingMemoryBound(to: Int16.self), count: 2)) == [7, 9])

        // A list of one's own, malloc'd as Apple's, freed with free().
        let own = AudioBufferList.allocate(maximumBuffers: 3)
        defer { free(own.unsafeMutablePointer) }
        #expect(own.count == 3 && own.allSatisfy { $0.mData == nil })
    }

    @Test("A player's scheduled buffers are never played here; stopping it calls their handlers, as Apple's does")
    func player() throws {
        let engine = AVAudioEngine()
        let player = AVAudioPlayerNode()
        engine.attach(player)
        engine.connect(player, to: engine.mainMixerNode, format: nil)
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: player.outputFormat(forBus: 0), frameCapacity: 16))
        let done = RenderCount()
        player.scheduleBuffer(buffer) { done.frames += 1 }
        player.play()
        #expect(!player.isPlaying && done.frames == 0)
        player.stop()
        #expect(done.frames == 1)
    }

    @Test("Session errors are Core Audio's four-character codes")
    func sessionErrors() {
        #expect(AVAudioSession.ErrorCode(rawValue: 561_015_905) == .cannotStartPlaying)  // '!pla'
        #expect(AVAudioSession.ErrorCode.isBusy.rawValue == fourCharacters("!act"))
        #expect(AVAudioSession.ErrorCode.sessionNotActive.rawValue == fourCharacters("inac"))
        #expect(AVAudioSession.ErrorCode(rawValue: 12) == nil)
    }

    @Test("The session keeps the rate and buffer duration the app prefers; the hardware's stay what they are")
    func preferences() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setPreferredIOBufferDuration(0.01)
        try session.setPreferredSampleRate(44_100)
        #expect(session.preferredIOBufferDuration == 0.01 && session.preferredSampleRate == 44_100)
        #expect(session.sampleRate == 48_000 && session.ioBufferDuration == 0.005)
    }

    @Test("The app's own transaction comes from the store, which cannot be reached: asking throws as offline")
    func appTransaction() async {
        await #expect(throws: StoreKitError.self) { _ = try await AppTransaction.shared }
        #expect(AppStore.Environment.sandbox.rawValue == "Sandbox")
    }

    @Test("An image stored sideways, mirrored or upside down is turned upright by its EXIF orientation")
    func oriented() throws {
        // Two pixels wide, three high: each pixel's red is its number, row by row.
        let stored = CGImage(width: 2, height: 3, pixels: (0..<6).flatMap { [UInt8($0), 0, 0, 255] })
        func reds(_ image: CIImage) -> [[UInt8]] {
            let picture = image.cgImage!
            return (0..<picture.height).map { y in (0..<picture.width).map { x in picture.pixels![(y * picture.width + x) * 4] } }
        }
        let image = CIImage(cgImage: stored)
        #expect(reds(image) == [[0, 1], [2, 3], [4, 5]])
        #expect(reds(image.oriented(.upMirrored)) == [[1, 0], [3, 2], [5, 4]])
        #expect(reds(image.oriented(.down)) == [[5, 4], [3, 2], [1, 0]])
        #expect(reds(image.oriented(.downMirrored)) == [[4, 5], [2, 3], [0, 1]])
        #expect(reds(image.oriented(.leftMirrored)) == [[0, 2, 4], [1, 3, 5]])
        #expect(reds(image.oriented(.right)) == [[4, 2, 0], [5, 3, 1]])
        #expect(reds(image.oriented(.rightMirrored)) == [[5, 3, 1], [4, 2, 0]])
        #expect(reds(image.oriented(.left)) == [[1, 3, 5], [0, 2, 4]])
        #expect(reds(image.oriented(forExifOrientation: 6)) == reds(image.oriented(.right)))
        #expect(image.oriented(forExifOrientation: 9) === image)
        #expect(image.oriented(.right).extent == CGRect(x: 0, y: 0, width: 3, height: 2))
    }

    @Test("An animated image keeps its frames and duration; a widget shows its first frame, as it does not animate")
    func animatedImage() throws {
        // Stripes: the first frame's on the even rows, the second's on the odd ones.
        func stripes(_ opaqueRow: Int) -> CGImage {
            CGImage(width: 4, height: 4, pixels: (0..<16).flatMap { $0 / 4 % 2 == opaqueRow ? [255, 255, 255, 255] : [0, 0, 0, 0] })
        }
        let frames = [UIImage(cgImage: stripes(0)), UIImage(cgImage: stripes(1))]
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 1.5))
        #expect(animated.images?.count == 2 && animated.duration == 1.5 && animated.size == CGSize(width: 4, height: 4))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil && frames[0].images == nil)
        // Drawn from the first frame's pixels: the picture a view of it shows.
        #expect(animated.cgImage === frames[0].cgImage && animated.cgImage !== frames[1].cgImage)
    }
}

/// Counted from a closure the compiler cannot see the end of.
private final class RenderCount: @unchecked Sendable {
    var frames = 0
}

private func fourCharacters(_ code: String) -> Int { code.utf8.reduce(0) { $0 << 8 | Int($1) } }
