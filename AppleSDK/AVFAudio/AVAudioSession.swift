// Apple's AVFAudio on Linux: the audio session an app configures and the players it plays
// sound with. This machine plays no sound for a preview, so the session is kept as the app sets
// it (category, mode, options, active) with a fixed full output volume and no route to change,
// and an audio player cannot be made — `AVAudioPlayer(contentsOf:)` throws an error that says
// so, the path a phone takes for a file it cannot play.
@_exported import CoreMedia
import Foundation

/// The app's audio session (Apple's `AVAudioSession`).
open class AVAudioSession: NSObject, @unchecked Sendable {
    public struct Category: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
        public static let audioProcessing = Category(rawValue: "AVAudioSessionCategoryAudioProcessing")
    }
    public struct Mode: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
    public enum RouteSharingPolicy: UInt, Sendable {
        case `default` = 0, longFormAudio = 1, independent = 2, longFormVideo = 3
    }
    public enum InterruptionType: UInt, Sendable { case began = 1, ended = 0 }
    public struct InterruptionOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }
    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0, newDeviceAvailable = 1, oldDeviceUnavailable = 2, categoryChange = 3, override = 4
        case wakeFromSleep = 6, noSuitableRouteForCategory = 7, routeConfigurationChange = 8
    }
    public enum PortOverride: UInt, Sendable { case none = 0, speaker = 0x73706b72 }
    public enum RecordPermission: UInt, Sendable {
        case undetermined = 0x756e6474, denied = 0x64656e79, granted = 0x67726e74
    }
    public struct Port: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        public static let builtInReceiver = Port(rawValue: "Receiver")
        public static let headphones = Port(rawValue: "Headphones")
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
        public static let bluetoothHFP = Port(rawValue: "BluetoothHFP")
        public static let airPlay = Port(rawValue: "AirPlay")
        public static let carAudio = Port(rawValue: "CarAudio")
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
    }

    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    public static let mediaServicesWereLostNotification = Notification.Name("AVAudioSessionMediaServicesWereLostNotification")
    public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    public static let silenceSecondaryAudioHintNotification = Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")

    private static let shared = AVAudioSession()
    open class func sharedInstance() -> AVAudioSession { shared }

    private let lock = NSLock()
    private var state = (category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(), policy: RouteSharingPolicy.default)
    private var active = false
    private var preferred = (sampleRate: 0.0, ioBufferDuration: 0.0, inputChannels: 0, outputChannels: 0)

    open var category: Category { lock.withLock { state.category } }
    open var mode: Mode { lock.withLock { state.mode } }
    open var categoryOptions: CategoryOptions { lock.withLock { state.options } }
    open var routeSharingPolicy: RouteSharingPolicy { lock.withLock { state.policy } }
    /// Whether the app made its session active (`setActive(true)`).
    public var isActive: Bool { lock.withLock { active } }

    open func setCategory(_ category: Category) throws { try setCategory(category, mode: mode, options: []) }
    open func setCategory(_ category: Category, options: CategoryOptions) throws { try setCategory(category, mode: mode, options: options) }
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, policy: .default, options: options)
    }
    open func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        lock.withLock { state = (category, mode, options, policy) }
    }
    open func setMode(_ mode: Mode) throws { lock.withLock { state.mode = mode } }
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { lock.withLock { self.active = active } }
    open func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}
    /// Kept as asked (`preferredSampleRate`); the hardware's rate stays the session's `sampleRate`.
    open func setPreferredSampleRate(_ sampleRate: Double) throws { lock.withLock { preferred.sampleRate = sampleRate } }
    open func setPreferredIOBufferDuration(_ duration: TimeInterval) throws { lock.withLock { preferred.ioBufferDuration = duration } }
    open func setPreferredInputNumberOfChannels(_ count: Int) throws { lock.withLock { preferred.inputChannels = count } }
    open func setPreferredOutputNumberOfChannels(_ count: Int) throws { lock.withLock { preferred.outputChannels = count } }
    open func setAllowHapticsAndSystemSoundsDuringRecording(_ inValue: Bool) throws {}

    /// Full volume: this machine has no volume buttons to turn it down with.
    open var outputVolume: Float { 1 }
    open var isOtherAudioPlaying: Bool { false }
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    open var sampleRate: Double { 48_000 }
    /// What the app asked for, 0 until it asks (as Apple's).
    open var preferredSampleRate: Double { lock.withLock { preferred.sampleRate } }
    open var preferredIOBufferDuration: TimeInterval { lock.withLock { preferred.ioBufferDuration } }
    open var preferredInputNumberOfChannels: Int { lock.withLock { preferred.inputChannels } }
    open var preferredOutputNumberOfChannels: Int { lock.withLock { preferred.outputChannels } }
    open var maximumInputNumberOfChannels: Int { 0 }
    open var maximumOutputNumberOfChannels: Int { 2 }
    open var outputLatency: TimeInterval { 0 }
    open var inputLatency: TimeInterval { 0 }
    open var ioBufferDuration: TimeInterval { 0.005 }
    open var outputNumberOfChannels: Int { 2 }
    open var inputNumberOfChannels: Int { 0 }
    open var isInputAvailable: Bool { false }
    open var currentRoute: AVAudioSessionRouteDescription { AVAudioSessionRouteDescription() }
    open var availableInputs: [AVAudioSessionPortDescription]? { [] }
    /// No microphone here: recording is never granted.
    open var recordPermission: RecordPermission { .denied }
    open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) { response(false) }
}

extension AVAudioSession {
    /// Why a session call failed (Apple's `AVAudioSession.ErrorCode`, Core Audio's four-character
    /// codes, in `AVAudioSessionErrorDomain`).
    public enum ErrorCode: Int, Sendable {
        case none = 0
        case mediaServicesFailed = 1_836_282_486  // 'msrv'
        case isBusy = 560_030_580  // '!act'
        case incompatibleCategory = 560_161_140  // '!cat'
        case cannotInterruptOthers = 560_557_684  // '!int'
        case missingEntitlement = 1_701_737_535  // 'ent?'
        case siriIsRecording = 1_936_290_409  // 'siri'
        case cannotStartPlaying = 561_015_905  // '!pla'
        case cannotStartRecording = 561_145_187  // '!rec'
        case badParam = -50
        case insufficientPriority = 561_017_449  // '!pri'
        case resourceNotAvailable = 561_145_203  // '!res'
        case unspecified = 2_003_329_396  // 'what'
        case expiredSession = 561_210_739  // '!ses'
        case sessionNotActive = 1_768_841_571  // 'inac'
    }
}

/// The inputs and outputs audio takes: none here (Apple's `AVAudioSessionRouteDescription`).
open class AVAudioSessionRouteDescription: NSObject, @unchecked Sendable {
    open var inputs: [AVAudioSessionPortDescription] { [] }
    open var outputs: [AVAudioSessionPortDescription] { [] }
}

/// One input or output (Apple's `AVAudioSessionPortDescription`).
open class AVAudioSessionPortDescription: NSObject, @unchecked Sendable {
    open var portType: AVAudioSession.Port
    open var portName: String
    open var uid: String
    init(portType: AVAudioSession.Port, portName: String) {
        self.portType = portType
        self.portName = portName
        self.uid = portName
    }
}

public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
public let AVAudioSessionInterruptionReasonKey = "AVAudioSessionInterruptionReasonKey"
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"
public let AVAudioSessionSilenceSecondaryAudioHintTypeKey = "AVAudioSessionSilenceSecondaryAudioHintTypeKey"

/// Why nothing plays: the error every player of this module gives.
func noAudioOutput(_ what: String) -> NSError {
    NSError(
        domain: "AVFoundationErrorDomain", code: -11800,
        userInfo: [NSLocalizedDescriptionKey: "\(what): widgetdeck plays no audio or video on Linux (AVFoundation has no media here)"])
}

/// Told when a player finishes (Apple's `AVAudioPlayerDelegate`).
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}
extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Plays a sound file (Apple's `AVAudioPlayer`): none can be made here, so each initializer throws.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    public init(contentsOf url: URL) throws { throw noAudioOutput("AVAudioPlayer(contentsOf: \(url.lastPathComponent))") }
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        throw noAudioOutput("AVAudioPlayer(contentsOf: \(url.lastPathComponent))")
    }
    public init(data: Data) throws { throw noAudioOutput("AVAudioPlayer(data:)") }
    public init(data: Data, fileTypeHint utiString: String?) throws { throw noAudioOutput("AVAudioPlayer(data:)") }

    weak open var delegate: (any AVAudioPlayerDelegate)?
    open var url: URL? { nil }
    open var data: Data? { nil }
    open var isPlaying: Bool { false }
    open var duration: TimeInterval { 0 }
    open var currentTime: TimeInterval = 0
    open var deviceCurrentTime: TimeInterval { 0 }
    open var volume: Float = 1
    open var pan: Float = 0
    open var rate: Float = 1
    open var enableRate = false
    open var numberOfLoops = 0
    open var numberOfChannels: Int { 0 }
    open var isMeteringEnabled = false
    open func prepareToPlay() -> Bool { false }
    open func play() -> Bool { false }
    open func play(atTime time: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
