// Apple's CoreAudioTypes on Linux: the C structures audio is handed over in — buffers, buffer
// lists and time stamps — laid out as Core Audio's C declares them, so code that fills a buffer
// list through `UnsafeMutableAudioBufferListPointer` runs unchanged.
@_exported import CoreFoundation
import Foundation

/// One buffer of audio (Apple's `AudioBuffer`).
public struct AudioBuffer: @unchecked Sendable {
    public var mNumberChannels: UInt32
    public var mDataByteSize: UInt32
    public var mData: UnsafeMutableRawPointer?

    public init() { self.init(mNumberChannels: 0, mDataByteSize: 0, mData: nil) }
    public init(mNumberChannels: UInt32, mDataByteSize: UInt32, mData: UnsafeMutableRawPointer?) {
        self.mNumberChannels = mNumberChannels
        self.mDataByteSize = mDataByteSize
        self.mData = mData
    }
    /// A buffer over `typedBuffer`'s memory, of `numberOfChannels` interleaved channels.
    public init<Element>(_ typedBuffer: UnsafeMutableBufferPointer<Element>, numberOfChannels: Int) {
        self.init(
            mNumberChannels: UInt32(numberOfChannels), mDataByteSize: UInt32(typedBuffer.count * MemoryLayout<Element>.stride),
            mData: typedBuffer.baseAddress.map(UnsafeMutableRawPointer.init))
    }
}

/// A count of buffers and the first of them, the rest following in memory (Apple's
/// `AudioBufferList`, a C structure of variable length).
public struct AudioBufferList: @unchecked Sendable {
    public var mNumberBuffers: UInt32
    public var mBuffers: AudioBuffer

    public init() { self.init(mNumberBuffers: 0, mBuffers: AudioBuffer()) }
    public init(mNumberBuffers: UInt32, mBuffers: AudioBuffer) {
        self.mNumberBuffers = mNumberBuffers
        self.mBuffers = mBuffers
    }

    /// The bytes a list of `maximumBuffers` buffers takes.
    public static func sizeInBytes(maximumBuffers: Int) -> Int {
        precondition(maximumBuffers >= 1, "AudioBufferList must hold at least one buffer")
        return MemoryLayout<AudioBufferList>.size - MemoryLayout<AudioBuffer>.size + maximumBuffers * MemoryLayout<AudioBuffer>.stride
    }

    /// A list with room for `maximumBuffers` buffers, to be freed by the caller (`free(_:)`).
    public static func allocate(maximumBuffers: Int) -> UnsafeMutableAudioBufferListPointer {
        // malloc's, as Apple's: the caller frees it with `free(_:)`.
        let raw = calloc(1, sizeInBytes(maximumBuffers: maximumBuffers))!
        let list = raw.bindMemory(to: AudioBufferList.self, capacity: 1)
        list.pointee.mNumberBuffers = UInt32(maximumBuffers)
        let pointer = UnsafeMutableAudioBufferListPointer(list)
        for index in 0..<maximumBuffers { pointer[index] = AudioBuffer() }
        return pointer
    }
}

/// A buffer list as a collection of its buffers (Apple's `UnsafeMutableAudioBufferListPointer`).
public struct UnsafeMutableAudioBufferListPointer: MutableCollection, RandomAccessCollection {
    public var unsafeMutablePointer: UnsafeMutablePointer<AudioBufferList>
    public var unsafePointer: UnsafePointer<AudioBufferList> { UnsafePointer(unsafeMutablePointer) }

    public init(_ p: UnsafeMutablePointer<AudioBufferList>) { unsafeMutablePointer = p }
    public init?(_ p: UnsafeMutablePointer<AudioBufferList>?) {
        guard let p else { return nil }
        self.init(p)
    }

    /// How many buffers the list holds (its `mNumberBuffers`).
    public var count: Int {
        get { Int(unsafeMutablePointer.pointee.mNumberBuffers) }
        nonmutating set { unsafeMutablePointer.pointee.mNumberBuffers = UInt32(newValue) }
    }
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    private var buffers: UnsafeMutablePointer<AudioBuffer> {
        let offset = MemoryLayout<AudioBufferList>.offset(of: \.mBuffers)!
        return (UnsafeMutableRawPointer(unsafeMutablePointer) + offset).assumingMemoryBound(to: AudioBuffer.self)
    }

    public subscript(index: Int) -> AudioBuffer {
        get {
            precondition(index >= 0 && index < count, "buffer \(index) of an AudioBufferList of \(count)")
            return buffers[index]
        }
        nonmutating set {
            precondition(index >= 0 && index < count, "buffer \(index) of an AudioBufferList of \(count)")
            buffers[index] = newValue
        }
    }
}

/// Which of a time stamp's times are valid (Apple's `AudioTimeStampFlags`).
public struct AudioTimeStampFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sampleTimeValid = AudioTimeStampFlags(rawValue: 1 << 0)
    public static let hostTimeValid = AudioTimeStampFlags(rawValue: 1 << 1)
    public static let rateScalarValid = AudioTimeStampFlags(rawValue: 1 << 2)
    public static let wordClockTimeValid = AudioTimeStampFlags(rawValue: 1 << 3)
    public static let smpteTimeValid = AudioTimeStampFlags(rawValue: 1 << 4)
    public static let sampleHostTimeValid: AudioTimeStampFlags = [.sampleTimeValid, .hostTimeValid]
}

/// SMPTE time (Apple's `SMPTETime`).
public struct SMPTETime: Sendable {
    public var mSubframes: Int16 = 0
    public var mSubframeDivisor: Int16 = 0
    public var mCounter: UInt32 = 0
    public var mType: UInt32 = 0
    public var mFlags: UInt32 = 0
    public var mHours: Int16 = 0
    public var mMinutes: Int16 = 0
    public var mSeconds: Int16 = 0
    public var mFrames: Int16 = 0
    public init() {}
}

/// When audio is rendered (Apple's `AudioTimeStamp`).
public struct AudioTimeStamp: Sendable {
    public var mSampleTime: Float64
    public var mHostTime: UInt64
    public var mRateScalar: Float64
    public var mWordClockTime: UInt64
    public var mSMPTETime: SMPTETime
    public var mFlags: AudioTimeStampFlags
    public var mReserved: UInt32

    public init() {
        self.init(
            mSampleTime: 0, mHostTime: 0, mRateScalar: 0, mWordClockTime: 0, mSMPTETime: SMPTETime(), mFlags: [], mReserved: 0)
    }
    public init(
        mSampleTime: Float64, mHostTime: UInt64, mRateScalar: Float64, mWordClockTime: UInt64, mSMPTETime: SMPTETime,
        mFlags: AudioTimeStampFlags, mReserved: UInt32
    ) {
        self.mSampleTime = mSampleTime
        self.mHostTime = mHostTime
        self.mRateScalar = mRateScalar
        self.mWordClockTime = mWordClockTime
        self.mSMPTETime = mSMPTETime
        self.mFlags = mFlags
        self.mReserved = mReserved
    }
}

public typealias AudioChannelLayoutTag = UInt32

public typealias AudioFormatID = UInt32
public typealias AudioFormatFlags = UInt32
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D  // 'lpcm'
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320  // 'aac '
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163  // 'alac'
public let kAudioFormatMPEGLayer3: AudioFormatID = 0x2E6D_7033  // '.mp3'
public let kAudioFormatOpus: AudioFormatID = 0x6F70_7573  // 'opus'
public let kAudioFormatFlagIsFloat: AudioFormatFlags = 1 << 0
public let kAudioFormatFlagIsBigEndian: AudioFormatFlags = 1 << 1
public let kAudioFormatFlagIsSignedInteger: AudioFormatFlags = 1 << 2
public let kAudioFormatFlagIsPacked: AudioFormatFlags = 1 << 3
public let kAudioFormatFlagIsAlignedHigh: AudioFormatFlags = 1 << 4
public let kAudioFormatFlagIsNonInterleaved: AudioFormatFlags = 1 << 5
public let kAudioFormatFlagIsNonMixable: AudioFormatFlags = 1 << 6
public let kAudioFormatFlagsNativeEndian: AudioFormatFlags = 0
public let kLinearPCMFormatFlagIsFloat = kAudioFormatFlagIsFloat
public let kLinearPCMFormatFlagIsSignedInteger = kAudioFormatFlagIsSignedInteger
public let kLinearPCMFormatFlagIsPacked = kAudioFormatFlagIsPacked
public let kLinearPCMFormatFlagIsNonInterleaved = kAudioFormatFlagIsNonInterleaved

/// How audio data is laid out (Apple's `AudioStreamBasicDescription`).
public struct AudioStreamBasicDescription: Hashable, Sendable {
    public var mSampleRate: Float64
    public var mFormatID: AudioFormatID
    public var mFormatFlags: AudioFormatFlags
    public var mBytesPerPacket: UInt32
    public var mFramesPerPacket: UInt32
    public var mBytesPerFrame: UInt32
    public var mChannelsPerFrame: UInt32
    public var mBitsPerChannel: UInt32
    public var mReserved: UInt32

    public init() {
        self.init(
            mSampleRate: 0, mFormatID: 0, mFormatFlags: 0, mBytesPerPacket: 0, mFramesPerPacket: 0, mBytesPerFrame: 0, mChannelsPerFrame: 0,
            mBitsPerChannel: 0, mReserved: 0)
    }

    public init(
        mSampleRate: Float64, mFormatID: AudioFormatID, mFormatFlags: AudioFormatFlags, mBytesPerPacket: UInt32, mFramesPerPacket: UInt32,
        mBytesPerFrame: UInt32, mChannelsPerFrame: UInt32, mBitsPerChannel: UInt32, mReserved: UInt32
    ) {
        self.mSampleRate = mSampleRate
        self.mFormatID = mFormatID
        self.mFormatFlags = mFormatFlags
        self.mBytesPerPacket = mBytesPerPacket
        self.mFramesPerPacket = mFramesPerPacket
        self.mBytesPerFrame = mBytesPerFrame
        self.mChannelsPerFrame = mChannelsPerFrame
        self.mBitsPerChannel = mBitsPerChannel
        self.mReserved = mReserved
    }
}
