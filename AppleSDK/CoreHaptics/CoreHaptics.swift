// Apple's CoreHaptics on Linux: haptic patterns built, read from AHAP and measured as on a
// phone; played by no engine, because this machine has no Taptic Engine — as on an iPad.
// `CHHapticEngine.capabilitiesForHardware()` says so (`supportsHaptics` and `supportsAudio` are
// false), and creating an engine throws `CHHapticError(.notSupported)`, the path an app's own
// capability check or `catch` already takes on hardware without haptics.
@_exported import AVFAudio
import Foundation

public let CoreHapticsErrorDomain = "com.apple.CoreHaptics"
public var CHHapticTimeImmediate: TimeInterval { 0 }
public typealias CHHapticAudioResourceID = Int
public let CHHapticAudioResourceKeyUseVolumeEnvelope = "UseVolumeEnvelope"
public let CHHapticAudioResourceKeyLoopEnabled = "LoopEnabled"
public typealias CHHapticAdvancedPatternPlayerCompletionHandler = ((any Error)?) -> Void

/// Why a haptic call failed (Apple's `CHHapticError`).
public struct CHHapticError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case engineNotRunning = -4805, operationNotPermitted = -4806, engineStartTimeout = -4808, notSupported = -4809
        case serverInitFailed = -4810, serverInterrupted = -4811, invalidPatternPlayer = -4812, invalidPatternData = -4813
        case invalidPatternDictionary = -4814, invalidAudioSession = -4815, invalidEngineParameter = -4816
        case invalidParameterType = -4820, invalidEventType = -4821, invalidEventTime = -4822, invalidEventDuration = -4823
        case invalidAudioResource = -4824, resourceNotAvailable = -4825, badEventEntry = -4830, badParameterEntry = -4831
        case invalidTime = -4840, fileNotFound = -4851, insufficientPower = -4897, unknownError = -4898, memoryError = -4899
    }
    public let code: Code
    let reason: String?
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.reason = userInfo[NSLocalizedDescriptionKey] as? String
    }
    init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }
    public var errorUserInfo: [String: Any] { reason.map { [NSLocalizedDescriptionKey: $0] } ?? [:] }
    public static var errorDomain: String { CoreHapticsErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static func == (lhs: CHHapticError, rhs: CHHapticError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
    public static var notSupported: Code { .notSupported }
    public static var engineNotRunning: Code { .engineNotRunning }
    public static var invalidPatternData: Code { .invalidPatternData }
    public static var invalidPatternDictionary: Code { .invalidPatternDictionary }
    public static var invalidEventType: Code { .invalidEventType }
    public static var invalidEventTime: Code { .invalidEventTime }
    public static var invalidEventDuration: Code { .invalidEventDuration }
    public static var fileNotFound: Code { .fileNotFound }
    public static var unknownError: Code { .unknownError }
    public var description: String {
        "CHHapticError(\(code))" + (reason.map { ": " + $0 } ?? "")
    }
}

/// A parameter's range (Apple's `CHHapticParameterAttributes`).
public protocol CHHapticParameterAttributes: NSObjectProtocol {
    var minValue: Float { get }
    var maxValue: Float { get }
    var defaultValue: Float { get }
}

/// What the device can play (Apple's `CHHapticDeviceCapability`).
public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
    func attributes(
        forEventParameter inParameter: CHHapticEvent.ParameterID, eventType type: CHHapticEvent.EventType
    ) throws
        -> any CHHapticParameterAttributes
    func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes
}

/// This machine: neither haptics nor haptic audio.
struct NoHapticHardware: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
    func attributes(
        forEventParameter inParameter: CHHapticEvent.ParameterID, eventType type: CHHapticEvent.EventType
    ) throws
        -> any CHHapticParameterAttributes
    {
        throw CHHapticError(.notSupported, reason: "no haptic hardware on this machine")
    }
    func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes {
        throw CHHapticError(.notSupported, reason: "no haptic hardware on this machine")
    }
}

/// One haptic or audio event of a pattern (Apple's `CHHapticEvent`).
open class CHHapticEvent: NSObject, @unchecked Sendable {
    public struct EventType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }
    public struct ParameterID: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        public static let sustained = ParameterID(rawValue: "Sustained")
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    open private(set) var type: EventType
    open private(set) var eventParameters: [CHHapticEventParameter]
    open var relativeTime: TimeInterval
    open var duration: TimeInterval
    public private(set) var audioResourceID: CHHapticAudioResourceID?

    public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval) {
        self.type = type
        self.eventParameters = eventParams
        self.relativeTime = time
        self.duration = 0
    }
    public convenience init(
        eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval, duration: TimeInterval
    ) {
        self.init(eventType: type, parameters: eventParams, relativeTime: time)
        self.duration = duration
    }
    public convenience init(
        audioResourceID resID: CHHapticAudioResourceID, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval
    ) {
        self.init(eventType: .audioCustom, parameters: eventParams, relativeTime: time)
        self.audioResourceID = resID
    }
    public convenience init(
        audioResourceID resID: CHHapticAudioResourceID, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval,
        duration: TimeInterval
    ) {
        self.init(audioResourceID: resID, parameters: eventParams, relativeTime: time)
        self.duration = duration
    }
}

/// A value for one of an event's parameters (Apple's `CHHapticEventParameter`).
open class CHHapticEventParameter: NSObject, @unchecked Sendable {
    open private(set) var parameterID: CHHapticEvent.ParameterID
    open var value: Float
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A change to a playing pattern's parameters (Apple's `CHHapticDynamicParameter`).
open class CHHapticDynamicParameter: NSObject, @unchecked Sendable {
    public struct ID: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        public static let hapticAttackTimeControl = ID(rawValue: "HapticAttackTimeControl")
        public static let hapticDecayTimeControl = ID(rawValue: "HapticDecayTimeControl")
        public static let hapticReleaseTimeControl = ID(rawValue: "HapticReleaseTimeControl")
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        public static let audioPanControl = ID(rawValue: "AudioPanControl")
        public static let audioBrightnessControl = ID(rawValue: "AudioBrightnessControl")
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
        public static let audioAttackTimeControl = ID(rawValue: "AudioAttackTimeControl")
        public static let audioDecayTimeControl = ID(rawValue: "AudioDecayTimeControl")
        public static let audioReleaseTimeControl = ID(rawValue: "AudioReleaseTimeControl")
    }
    open private(set) var parameterID: ID
    open var value: Float
    open var relativeTime: TimeInterval
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        self.relativeTime = time
    }
}

/// A parameter changing along control points (Apple's `CHHapticParameterCurve`).
open class CHHapticParameterCurve: NSObject, @unchecked Sendable {
    open class ControlPoint: NSObject, @unchecked Sendable {
        open var relativeTime: TimeInterval
        open var value: Float
        public init(relativeTime: TimeInterval, value: Float) {
            self.relativeTime = relativeTime
            self.value = value
        }
    }
    open private(set) var parameterID: CHHapticDynamicParameter.ID
    open var relativeTime: TimeInterval
    open private(set) var controlPoints: [ControlPoint]
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }
}
