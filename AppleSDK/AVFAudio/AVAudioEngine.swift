// Apple's audio engine on Linux: the graph an app builds (nodes attached and connected with
// their formats, effects' parameters, buffers it fills) is kept as it builds it, and buffers
// hold real memory; but this machine plays no sound for a preview, so `start()` throws the
// error every player of this module gives — the path a phone takes when its engine cannot start
// — and no node is ever asked for audio.
@_exported import CoreAudioTypes
import Foundation

public typealias AVAudioFrameCount = UInt32
public typealias AVAudioPacketCount = UInt32
public typealias AVAudioChannelCount = UInt32
public typealias AVAudioFramePosition = Int64
public typealias AVAudioNodeBus = Int

/// The sample types a format can hold (Apple's `AVAudioCommonFormat`).
public enum AVAudioCommonFormat: UInt, Sendable {
    case otherFormat = 0, pcmFormatFloat32, pcmFormatFloat64, pcmFormatInt16, pcmFormatInt32

    var bytesPerSample: Int {
        switch self {
        case .pcmFormatFloat32, .pcmFormatInt32: 4
        case .pcmFormatFloat64: 8
        case .pcmFormatInt16: 2
        case .otherFormat: 0
        }
    }
}

/// A sample rate, channel count and sample layout (Apple's `AVAudioFormat`).
open class AVAudioFormat: NSObject, @unchecked Sendable {
    public let sampleRate: Double
    public let channelCount: AVAudioChannelCount
    public let commonFormat: AVAudioCommonFormat
    public let isInterleaved: Bool
    private let basicDescription: UnsafeMutablePointer<AudioStreamBasicDescription>

    public convenience init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool)
    {
        guard format != .otherFormat, sampleRate > 0, channels > 0 else { return nil }
        self.init(format, sampleRate: sampleRate, channels: channels, interleaved: interleaved)
    }

    /// Any format, even one of no channels at no rate (the input of a machine without one).
    init(_ format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = format
        isInterleaved = interleaved
        let bytes = UInt32(format.bytesPerSample), frame = interleaved ? bytes * channels : bytes
        var flags = kAudioFormatFlagIsPacked | (interleaved ? 0 : kAudioFormatFlagIsNonInterleaved)
        flags |= format == .pcmFormatFloat32 || format == .pcmFormatFloat64 ? kAudioFormatFlagIsFloat : kAudioFormatFlagIsSignedInteger
        basicDescription = .allocate(capacity: 1)
        basicDescription.initialize(
            to: AudioStreamBasicDescription(
                mSampleRate: sampleRate, mFormatID: kAudioFormatLinearPCM, mFormatFlags: flags, mBytesPerPacket: frame,
                mFramesPerPacket: 1, mBytesPerFrame: frame, mChannelsPerFrame: channels, mBitsPerChannel: bytes * 8, mReserved: 0))
    }
    /// Deinterleaved 32-bit floats, the format nodes use unless told otherwise.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }
    /// The format a Core Audio description describes, when it is linear PCM of a common type.
    public convenience init?(streamDescription asbd: UnsafePointer<AudioStreamBasicDescription>) {
        let d = asbd.pointee
        let isFloat = d.mFormatFlags & kAudioFormatFlagIsFloat != 0
        let common: AVAudioCommonFormat =
            switch (isFloat, d.mBitsPerChannel) {
            case (true, 32): .pcmFormatFloat32
            case (true, 64): .pcmFormatFloat64
            case (false, 16): .pcmFormatInt16
            case (false, 32): .pcmFormatInt32
            default: .otherFormat
            }
        guard d.mFormatID == kAudioFormatLinearPCM else { return nil }
        self.init(
            commonFormat: common, sampleRate: d.mSampleRate, channels: d.mChannelsPerFrame,
            interleaved: d.mFormatFlags & kAudioFormatFlagIsNonInterleaved == 0)
    }
    deinit { basicDescription.deallocate() }

    public var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }
    public var streamDescription: UnsafePointer<AudioStreamBasicDescription> { UnsafePointer(basicDescription) }
    public var settings: [String: Any] {
        [
            AVFormatIDKey: Int(kAudioFormatLinearPCM), AVSampleRateKey: sampleRate, AVNumberOfChannelsKey: Int(channelCount),
            AVLinearPCMBitDepthKey: commonFormat.bytesPerSample * 8,
            AVLinearPCMIsFloatKey: commonFormat == .pcmFormatFloat32 || commonFormat == .pcmFormatFloat64,
            AVLinearPCMIsNonInterleaved: !isInterleaved, AVLinearPCMIsBigEndianKey: false,
        ]
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AVAudioFormat else { return false }
        return (sampleRate, channelCount, commonFormat, isInterleaved)
            == (other.sampleRate, other.channelCount, other.commonFormat, other.isInterleaved)
    }
    open override var hash: Int { Int(sampleRate) &* 31 &+ Int(channelCount) }
    open override var description: String {
        "<AVAudioFormat: \(channelCount) ch, \(Int(sampleRate)) Hz, \(commonFormat), \(isInterleaved ? "interleaved" : "deinterleaved")>"
    }
}

public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
public let AVLinearPCMIsNonInterleaved = "AVLinearPCMIsNonInterleaved"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"

/// Audio in memory (Apple's `AVAudioBuffer`).
open class AVAudioBuffer: NSObject, @unchecked Sendable {
    public let format: AVAudioFormat
    let list: UnsafeMutableAudioBufferListPointer

    init(format: AVAudioFormat, buffers: Int) {
        self.format = format
        list = AudioBufferList.allocate(maximumBuffers: buffers)
    }
    deinit { free(list.unsafeMutablePointer) }

    public var audioBufferList: UnsafePointer<AudioBufferList> { list.unsafePointer }
    public var mutableAudioBufferList: UnsafeMutablePointer<AudioBufferList> { list.unsafeMutablePointer }
}

/// Linear PCM samples in memory (Apple's `AVAudioPCMBuffer`).
open class AVAudioPCMBuffer: AVAudioBuffer, @unchecked Sendable {
    public let frameCapacity: AVAudioFrameCount
    private let samples: UnsafeMutableRawPointer
    private let channels: UnsafeMutablePointer<UnsafeMutableRawPointer>
    private var length: AVAudioFrameCount = 0

    /// A buffer of `frameCapacity` frames, silent, of length 0.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        let size = format.commonFormat.bytesPerSample
        guard size > 0 else { return nil }
        let channelCount = Int(format.channelCount), frames = Int(frameCapacity)
        self.frameCapacity = frameCapacity
        let total = max(1, size * channelCount * frames)
        samples = .allocate(byteCount: total, alignment: 16)
        samples.initializeMemory(as: UInt8.self, repeating: 0, count: total)
        channels = .allocate(capacity: channelCount)
        let perChannel = format.isInterleaved ? size : size * frames
        for channel in 0..<channelCount { channels[channel] = samples + channel * perChannel }
        super.init(format: format, buffers: format.isInterleaved ? 1 : channelCount)
        for index in list.indices {
            list[index] = AudioBuffer(
                mNumberChannels: format.isInterleaved ? format.channelCount : 1, mDataByteSize: 0,
                mData: format.isInterleaved ? samples : channels[index])
        }
    }
    deinit {
        samples.deallocate()
        channels.deallocate()
    }

    /// How many of its frames hold audio; setting it sets each buffer's byte size.
    public var frameLength: AVAudioFrameCount {
        get { length }
        set {
            precondition(newValue <= frameCapacity, "frameLength \(newValue) is past the buffer's capacity \(frameCapacity)")
            length = newValue
            let bytes = UInt32(format.commonFormat.bytesPerSample) * newValue * (format.isInterleaved ? format.channelCount : 1)
            for index in list.indices { list[index].mDataByteSize = bytes }
        }
    }
    /// Samples between one frame's and the next's of a channel.
    public var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }

    public var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { typed(.pcmFormatFloat32) }
    public var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? { typed(.pcmFormatInt16) }
    public var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? { typed(.pcmFormatInt32) }

    private func typed<Sample>(_ common: AVAudioCommonFormat) -> UnsafePointer<UnsafeMutablePointer<Sample>>? {
        guard format.commonFormat == common else { return nil }
        return UnsafeRawPointer(channels).assumingMemoryBound(to: UnsafeMutablePointer<Sample>.self)
    }
}

/// A moment on the audio clock (Apple's `AVAudioTime`).
open class AVAudioTime: NSObject, @unchecked Sendable {
    public let sampleTime: AVAudioFramePosition
    public let sampleRate: Double
    public let hostTime: UInt64
    public let isSampleTimeValid: Bool
    public let isHostTimeValid: Bool

    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
        hostTime = 0
        isSampleTimeValid = true
        isHostTimeValid = false
    }
    public init(hostTime: UInt64) {
        sampleTime = 0
        sampleRate = 0
        self.hostTime = hostTime
        isSampleTimeValid = false
        isHostTimeValid = true
    }
    public init(hostTime: UInt64, sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
        self.hostTime = hostTime
        isSampleTimeValid = true
        isHostTimeValid = true
    }
    public var audioTimeStamp: AudioTimeStamp {
        var stamp = AudioTimeStamp()
        stamp.mSampleTime = Float64(sampleTime)
        stamp.mHostTime = hostTime
        stamp.mFlags = [isSampleTimeValid ? .sampleTimeValid : [], isHostTimeValid ? .hostTimeValid : []]
        return stamp
    }
    /// Host time is counted in nanoseconds here.
    public static func hostTime(forSeconds seconds: TimeInterval) -> UInt64 { UInt64(max(0, seconds) * 1e9) }
    public static func seconds(forHostTime hostTime: UInt64) -> TimeInterval { TimeInterval(hostTime) / 1e9 }
}

/// Called with each buffer a tapped bus renders (Apple's `AVAudioNodeTapBlock`).
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// A node of the engine's graph (Apple's `AVAudioNode`).
open class AVAudioNode: NSObject, @unchecked Sendable {
    public internal(set) weak var engine: AVAudioEngine?
    var inputFormats: [AVAudioNodeBus: AVAudioFormat] = [:]
    var outputFormats: [AVAudioNodeBus: AVAudioFormat] = [:]
    var taps: [AVAudioNodeBus: AVAudioNodeTapBlock] = [:]

    override init() {}

    open var numberOfInputs: Int { 1 }
    open var numberOfOutputs: Int { 1 }
    /// The format of an input bus: its connection's, or the engine's standard one.
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { inputFormats[bus] ?? AVAudioEngine.standardFormat }
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        outputFormats[bus] ?? inputFormats[bus] ?? AVAudioEngine.standardFormat
    }
    open func name(forInputBus bus: AVAudioNodeBus) -> String? { nil }
    open func name(forOutputBus bus: AVAudioNodeBus) -> String? { nil }
    open func reset() {}
    /// When the node last rendered: never here.
    open var lastRenderTime: AVAudioTime? { nil }
    open var latency: TimeInterval { 0 }
    open var outputPresentationLatency: TimeInterval { 0 }

    /// Kept; called with what the bus renders, which is nothing here as the engine never runs.
    open func installTap(
        onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?, block tapBlock: @escaping AVAudioNodeTapBlock
    ) { taps[bus] = tapBlock }
    open func removeTap(onBus bus: AVAudioNodeBus) { taps[bus] = nil }
}

/// A node's volume and stereo position where a mixer takes it (Apple's `AVAudioMixing`).
public protocol AVAudioMixing: AVAudioStereoMixing {
    var volume: Float { get set }
}
/// Apple's `AVAudioStereoMixing`.
public protocol AVAudioStereoMixing: NSObjectProtocol {
    var pan: Float { get set }
}

/// Mixes its inputs into one output (Apple's `AVAudioMixerNode`).
open class AVAudioMixerNode: AVAudioNode, AVAudioMixing, @unchecked Sendable {
    public override init() {}
    open var outputVolume: Float = 1
    open var volume: Float = 1
    open var pan: Float = 0
    open override var numberOfInputs: Int { max(1, (inputFormats.keys.max() ?? -1) + 1) }
    open var nextAvailableInputBus: AVAudioNodeBus { (inputFormats.keys.max() ?? -1) + 1 }
}

/// The engine's connection to the audio hardware (Apple's `AVAudioIONode`).
open class AVAudioIONode: AVAudioNode, @unchecked Sendable {
    public var presentationLatency: TimeInterval { 0 }
    public var isVoiceProcessingEnabled: Bool { false }
    public func setVoiceProcessingEnabled(_ enabled: Bool) throws {
        throw noAudioOutput("AVAudioIONode.setVoiceProcessingEnabled")
    }
}

/// The speaker (Apple's `AVAudioOutputNode`): its input bus has the hardware's format — the
/// 48 kHz stereo the audio session reports.
open class AVAudioOutputNode: AVAudioIONode, @unchecked Sendable {
    open override var numberOfOutputs: Int { 0 }
    open override func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        inputFormats[bus] ?? AVAudioEngine.hardwareFormat
    }
}

/// The microphone (Apple's `AVAudioInputNode`): there is none here, so its format has no
/// channels and no sample rate, as on a phone with no input.
open class AVAudioInputNode: AVAudioIONode, AVAudioMixing, @unchecked Sendable {
    open var volume: Float = 1
    open var pan: Float = 0
    open override var numberOfInputs: Int { 0 }
    open override func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { AVAudioEngine.silentFormat }
    open override func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { AVAudioEngine.silentFormat }
}

/// Supplies audio from a block (Apple's `AVAudioSourceNodeRenderBlock`).
public typealias AVAudioSourceNodeRenderBlock =
    (UnsafeMutablePointer<ObjCBool>, UnsafePointer<AudioTimeStamp>, AVAudioFrameCount, UnsafeMutablePointer<AudioBufferList>) ->
    OSStatus

/// A node whose audio a block renders (Apple's `AVAudioSourceNode`): the block is kept, and
/// would be called by a running engine; here none runs.
open class AVAudioSourceNode: AVAudioNode, AVAudioMixing, @unchecked Sendable {
    let renderBlock: AVAudioSourceNodeRenderBlock
    open var volume: Float = 1
    open var pan: Float = 0

    public init(renderBlock block: @escaping AVAudioSourceNodeRenderBlock) {
        renderBlock = block
    }
    public init(format: AVAudioFormat, renderBlock block: @escaping AVAudioSourceNodeRenderBlock) {
        renderBlock = block
        super.init()
        outputFormats[0] = format
    }
    open override var numberOfInputs: Int { 0 }
}

/// Plays buffers it is given (Apple's `AVAudioPlayerNode`). Nothing plays here: scheduled
/// buffers wait, and their completion handlers are called when the player is stopped, as
/// Apple's are.
open class AVAudioPlayerNode: AVAudioNode, AVAudioMixing, @unchecked Sendable {
    /// When a scheduled buffer's handler is called (Apple's `AVAudioPlayerNodeBufferOptions`).
    public struct BufferOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let loops = BufferOptions(rawValue: 1 << 0)
        public static let interrupts = BufferOptions(rawValue: 1 << 1)
        public static let interruptsAtLoop = BufferOptions(rawValue: 1 << 2)
    }

    public override init() {}
    open var volume: Float = 1
    open var pan: Float = 0
    open var isPlaying: Bool { false }
    private var pending: [@Sendable () -> Void] = []

    open override var numberOfInputs: Int { 0 }
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (@Sendable () -> Void)? = nil) {
        scheduleBuffer(buffer, at: nil, options: [], completionHandler: completionHandler)
    }
    open func scheduleBuffer(
        _ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: BufferOptions = [], completionHandler: (@Sendable () -> Void)? = nil
    ) {
        if let completionHandler { pending.append(completionHandler) }
    }
    /// Not played (the engine cannot start), so `play()` leaves it stopped.
    open func play() {}
    open func play(at when: AVAudioTime?) {}
    open func pause() {}
    /// Stops, calling the handlers of every buffer still scheduled.
    open func stop() {
        let handlers = pending
        pending = []
        for handler in handlers { handler() }
    }
    open func prepare(withFrameCount frameCount: AVAudioFrameCount) {}
    open func nodeTime(forPlayerTime playerTime: AVAudioTime) -> AVAudioTime? { nil }
    open func playerTime(forNodeTime nodeTime: AVAudioTime) -> AVAudioTime? { nil }
}

/// The engine (Apple's `AVAudioEngine`): nodes attached and connected as the app says; it
/// cannot start here, as this machine plays no sound.
open class AVAudioEngine: NSObject, @unchecked Sendable {
    static let hardwareFormat = AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 2)!
    static let standardFormat = AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2)!
    static let silentFormat = AVAudioFormat(.pcmFormatFloat32, sampleRate: 0, channels: 0, interleaved: false)

    public let outputNode = AVAudioOutputNode()
    public let inputNode = AVAudioInputNode()
    private var nodes: [AVAudioNode] = []
    private var mixer: AVAudioMixerNode?
    /// Each connection: source, its bus, destination, its bus.
    private var connections: [(from: AVAudioNode, fromBus: AVAudioNodeBus, to: AVAudioNode, toBus: AVAudioNodeBus)] = []

    public override init() {
        super.init()
        outputNode.engine = self
        inputNode.engine = self
    }

    public var attachedNodes: Set<AVAudioNode> { Set(nodes + [outputNode, inputNode] + (mixer.map { [$0] } ?? [])) }
    /// The engine's own mixer, connected to the output the first time it is asked for.
    public var mainMixerNode: AVAudioMixerNode {
        if let mixer { return mixer }
        let made = AVAudioMixerNode()
        made.engine = self
        mixer = made
        connect(made, to: outputNode, format: nil)
        return made
    }

    open func attach(_ node: AVAudioNode) {
        guard !nodes.contains(where: { $0 === node }) else { return }
        nodes.append(node)
        node.engine = self
    }
    open func detach(_ node: AVAudioNode) {
        nodes.removeAll { $0 === node }
        connections.removeAll { $0.from === node || $0.to === node }
        node.engine = nil
    }
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
        connect(node1, to: node2, fromBus: 0, toBus: node2 is AVAudioMixerNode ? nextBus(of: node2) : 0, format: format)
    }
    open func connect(
        _ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus, format: AVAudioFormat?
    ) {
        precondition(node1.engine === self && node2.engine === self, "AVAudioEngine.connect: both nodes must be attached to the engine")
        connections.removeAll { ($0.from === node1 && $0.fromBus == bus1) || ($0.to === node2 && $0.toBus == bus2) }
        connections.append((node1, bus1, node2, bus2))
        let used = format ?? node1.outputFormat(forBus: bus1)
        node1.outputFormats[bus1] = used
        node2.inputFormats[bus2] = used
    }
    open func disconnectNodeInput(_ node: AVAudioNode) {
        connections.removeAll { $0.to === node }
        node.inputFormats = [:]
    }
    open func disconnectNodeInput(_ node: AVAudioNode, bus: AVAudioNodeBus) {
        connections.removeAll { $0.to === node && $0.toBus == bus }
        node.inputFormats[bus] = nil
    }
    open func disconnectNodeOutput(_ node: AVAudioNode) { connections.removeAll { $0.from === node } }
    open func disconnectNodeOutput(_ node: AVAudioNode, bus: AVAudioNodeBus) {
        connections.removeAll { $0.from === node && $0.fromBus == bus }
    }
    /// The node and bus connected to `node`'s input `bus`.
    public func inputConnectionPoint(for node: AVAudioNode, inputBus bus: AVAudioNodeBus) -> AVAudioConnectionPoint? {
        connections.first { $0.to === node && $0.toBus == bus }.map { AVAudioConnectionPoint(node: $0.from, bus: $0.fromBus) }
    }
    public func outputConnectionPoints(for node: AVAudioNode, outputBus bus: AVAudioNodeBus) -> [AVAudioConnectionPoint] {
        connections.filter { $0.from === node && $0.fromBus == bus }.map { AVAudioConnectionPoint(node: $0.to, bus: $0.toBus) }
    }

    open func prepare() {}
    /// Throws: this machine plays no sound, so the engine cannot start (as on a phone whose
    /// audio hardware refuses it). Said on standard error too.
    open func start() throws {
        FileHandle.standardError.write(Data("widgetdeck: AVFAudio: AVAudioEngine cannot start (no audio output on Linux)\n".utf8))
        throw noAudioOutput("AVAudioEngine.start()")
    }
    open func pause() {}
    open func stop() {}
    open func reset() { for node in nodes { node.reset() } }
    public var isRunning: Bool { false }
    public var isInManualRenderingMode: Bool { false }
    public var isAutoShutdownEnabled = false

    private func nextBus(of node: AVAudioNode) -> AVAudioNodeBus {
        (connections.filter { $0.to === node }.map(\.toBus).max() ?? -1) + 1
    }
}

extension NSNotification.Name {
    /// Posted when the audio hardware's configuration changes: never here.
    public static let AVAudioEngineConfigurationChange = NSNotification.Name("AVAudioEngineConfigurationChangeNotification")
}

/// A node and one of its buses (Apple's `AVAudioConnectionPoint`).
open class AVAudioConnectionPoint: NSObject, @unchecked Sendable {
    public private(set) weak var node: AVAudioNode?
    public let bus: AVAudioNodeBus
    public init(node: AVAudioNode, bus: AVAudioNodeBus) {
        self.node = node
        self.bus = bus
    }
}
