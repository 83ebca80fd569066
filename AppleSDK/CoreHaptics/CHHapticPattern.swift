// Patterns: events and parameter changes in time, from code, a dictionary or an AHAP file.
import Foundation

/// A haptic pattern (Apple's `CHHapticPattern`).
open class CHHapticPattern: NSObject, @unchecked Sendable {
    /// The keys of a pattern dictionary and of AHAP files (Apple's `CHHapticPattern.Key`).
    public struct Key: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let version = Key(rawValue: "Version")
        public static let pattern = Key(rawValue: "Pattern")
        public static let event = Key(rawValue: "Event")
        public static let eventType = Key(rawValue: "EventType")
        public static let time = Key(rawValue: "Time")
        public static let eventDuration = Key(rawValue: "EventDuration")
        public static let eventWaveformPath = Key(rawValue: "EventWaveformPath")
        public static let eventParameters = Key(rawValue: "EventParameters")
        public static let parameter = Key(rawValue: "Parameter")
        public static let parameterID = Key(rawValue: "ParameterID")
        public static let parameterValue = Key(rawValue: "ParameterValue")
        public static let parameterCurve = Key(rawValue: "ParameterCurve")
        public static let parameterCurveControlPoints = Key(rawValue: "ParameterCurveControlPoints")
        public static let eventWaveformUseVolumeEnvelope = Key(rawValue: "EventWaveformUseVolumeEnvelope")
        public static let eventWaveformLoopEnabled = Key(rawValue: "EventWaveformLoopEnabled")
    }

    let events: [CHHapticEvent]
    let parameters: [CHHapticDynamicParameter]
    let curves: [CHHapticParameterCurve]

    /// The time from the pattern's start to the end of its last event or curve.
    open var duration: TimeInterval {
        let eventEnds = events.map { $0.relativeTime + $0.duration }
        let curveEnds = curves.map { $0.relativeTime + ($0.controlPoints.map(\.relativeTime).max() ?? 0) }
        return (eventEnds + curveEnds + parameters.map(\.relativeTime)).max() ?? 0
    }

    public convenience init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        try self.init(events: events, parameters: parameters, curves: [])
    }

    public convenience init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        try self.init(events: events, parameters: [], curves: parameterCurves)
    }

    init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter], curves: [CHHapticParameterCurve]) throws {
        try Self.check(events)
        self.events = events
        self.parameters = parameters
        self.curves = curves
    }

    public convenience init(dictionary patternDict: [Key: Any]) throws {
        guard let entries = patternDict[.pattern] as? [Any] else {
            throw CHHapticError(.invalidPatternDictionary, reason: "a pattern dictionary needs a \"Pattern\" array")
        }
        var events: [CHHapticEvent] = []
        var parameters: [CHHapticDynamicParameter] = []
        var curves: [CHHapticParameterCurve] = []
        for (index, entry) in entries.enumerated() {
            let entry = Self.keyed(entry)
            if let event = entry[.event].map(Self.keyed) {
                guard let type = event[.eventType] as? String, let time = Self.number(event[.time]) else {
                    throw CHHapticError(.badEventEntry, reason: "pattern entry \(index): an event needs EventType and Time")
                }
                let values = (event[.eventParameters] as? [Any] ?? []).map(Self.keyed).compactMap { parameter -> CHHapticEventParameter? in
                    guard let id = parameter[.parameterID] as? String, let value = Self.number(parameter[.parameterValue]) else {
                        return nil
                    }
                    return CHHapticEventParameter(parameterID: .init(rawValue: id), value: Float(value))
                }
                events.append(
                    CHHapticEvent(
                        eventType: .init(rawValue: type), parameters: values, relativeTime: time,
                        duration: Self.number(event[.eventDuration]) ?? 0))
            } else if let parameter = entry[.parameter].map(Self.keyed) {
                guard let id = parameter[.parameterID] as? String, let value = Self.number(parameter[.parameterValue]) else {
                    throw CHHapticError(
                        .badParameterEntry, reason: "pattern entry \(index): a parameter needs ParameterID and ParameterValue")
                }
                parameters.append(
                    .init(parameterID: .init(rawValue: id), value: Float(value), relativeTime: Self.number(parameter[.time]) ?? 0))
            } else if let curve = entry[.parameterCurve].map(Self.keyed) {
                guard let id = curve[.parameterID] as? String else {
                    throw CHHapticError(.badParameterEntry, reason: "pattern entry \(index): a parameter curve needs a ParameterID")
                }
                let points = (curve[.parameterCurveControlPoints] as? [Any] ?? []).map(Self.keyed).map {
                    CHHapticParameterCurve.ControlPoint(
                        relativeTime: Self.number($0[.time]) ?? 0, value: Float(Self.number($0[.parameterValue]) ?? 0))
                }
                curves.append(.init(parameterID: .init(rawValue: id), controlPoints: points, relativeTime: Self.number(curve[.time]) ?? 0))
            } else {
                throw CHHapticError(
                    .invalidPatternDictionary, reason: "pattern entry \(index) is not an Event, Parameter or ParameterCurve")
            }
        }
        try self.init(events: events, parameters: parameters, curves: curves)
    }

    /// An AHAP file (JSON).
    public convenience init(contentsOf ahapURL: URL) throws {
        guard let data = FileManager.default.contents(atPath: ahapURL.path) else {
            throw CHHapticError(.fileNotFound, reason: "no AHAP file at \(ahapURL.path)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any] else {
            throw CHHapticError(.invalidPatternData, reason: "\(ahapURL.lastPathComponent) is not an AHAP (JSON) pattern")
        }
        try self.init(dictionary: Dictionary(uniqueKeysWithValues: dictionary.map { (Key(rawValue: $0.key), $0.value) }))
    }

    open func exportDictionary() throws -> [Key: Any] {
        var pattern: [Any] = []
        for event in events {
            var entry: [String: Any] = [Key.eventType.rawValue: event.type.rawValue, Key.time.rawValue: event.relativeTime]
            if event.duration > 0 { entry[Key.eventDuration.rawValue] = event.duration }
            entry[Key.eventParameters.rawValue] = event.eventParameters.map {
                [Key.parameterID.rawValue: $0.parameterID.rawValue, Key.parameterValue.rawValue: Double($0.value)]
            }
            pattern.append([Key.event.rawValue: entry])
        }
        for parameter in parameters {
            pattern.append([
                Key.parameter.rawValue: [
                    Key.parameterID.rawValue: parameter.parameterID.rawValue, Key.time.rawValue: parameter.relativeTime,
                    Key.parameterValue.rawValue: Double(parameter.value),
                ]
            ])
        }
        for curve in curves {
            pattern.append([
                Key.parameterCurve.rawValue: [
                    Key.parameterID.rawValue: curve.parameterID.rawValue, Key.time.rawValue: curve.relativeTime,
                    Key.parameterCurveControlPoints.rawValue: curve.controlPoints.map {
                        [Key.time.rawValue: $0.relativeTime, Key.parameterValue.rawValue: Double($0.value)]
                    },
                ]
            ])
        }
        return [.version: 1.0, .pattern: pattern]
    }

    private static func check(_ events: [CHHapticEvent]) throws {
        for event in events {
            if event.relativeTime < 0 || !event.relativeTime.isFinite {
                throw CHHapticError(.invalidEventTime, reason: "an event's relative time is \(event.relativeTime)")
            }
            if event.duration < 0 || !event.duration.isFinite {
                throw CHHapticError(.invalidEventDuration, reason: "an event's duration is \(event.duration)")
            }
        }
    }

    private static func keyed(_ value: Any) -> [Key: Any] {
        if let keyed = value as? [Key: Any] { return keyed }
        if let named = value as? [String: Any] { return Dictionary(uniqueKeysWithValues: named.map { (Key(rawValue: $0.key), $0.value) }) }
        return [:]
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }
}

/// Plays a pattern (Apple's `CHHapticPatternPlayer`).
public protocol CHHapticPatternPlayer: NSObjectProtocol {
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    func cancel() throws
    var isMuted: Bool { get set }
}

/// Plays a pattern with looping, seeking and a rate (Apple's `CHHapticAdvancedPatternPlayer`).
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
    var loopEnabled: Bool { get set }
    var loopEnd: TimeInterval { get set }
    var playbackRate: Float { get set }
    var completionHandler: CHHapticAdvancedPatternPlayerCompletionHandler { get set }
}

/// The haptic engine (Apple's `CHHapticEngine`): none can be made on this machine. Not an
/// `NSObject` here: Apple's `init() throws` replaces NSObject's `init()`, which only an imported
/// Objective-C class may do.
open class CHHapticEngine: @unchecked Sendable {
    public typealias CompletionHandler = ((any Error)?) -> Void
    public typealias FinishedHandler = ((any Error)?) -> FinishedAction
    public typealias StoppedHandler = (StoppedReason) -> Void
    public typealias ResetHandler = () -> Void
    public enum FinishedAction: Int, Sendable {
        case stopEngine = 1
        case leaveEngineRunning = 2
    }
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1
        case applicationSuspended = 2
        case idleTimeout = 3
        case notifyWhenFinished = 4
        case engineDestroyed = 5
        case gameControllerDisconnect = 6
        case systemError = -1
    }

    open class func capabilitiesForHardware() -> any CHHapticDeviceCapability { NoHapticHardware() }

    open var currentTime: TimeInterval { 0 }
    open var stoppedHandler: StoppedHandler = { _ in }
    open var resetHandler: ResetHandler = {}
    open var playsHapticsOnly = false
    open var playsAudioOnly = false
    open var isMutedForAudio = false
    open var isMutedForHaptics = false
    open var isAutoShutdownEnabled = false

    private static var unsupported: CHHapticError {
        CHHapticError(
            .notSupported, reason: "no haptic hardware on this machine (CHHapticEngine.capabilitiesForHardware().supportsHaptics is false)")
    }

    /// Throws: this machine has no haptic hardware.
    public init() throws { throw Self.unsupported }
    public init(audioSession: AVAudioSession?) throws { throw Self.unsupported }

    open func start(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { completionHandler?(Self.unsupported) }
    open func start() async throws { throw Self.unsupported }
    open func start() throws { throw Self.unsupported }
    open func stop(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
    open func stop() async throws {}
    open func notifyWhenPlayersFinished(finishedHandler: @escaping FinishedHandler) { _ = finishedHandler(nil) }
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { throw Self.unsupported }
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer { throw Self.unsupported }
    open func registerAudioResource(_ resourceURL: URL, options: [AnyHashable: Any] = [:]) throws -> CHHapticAudioResourceID {
        throw Self.unsupported
    }
    open func unregisterAudioResource(_ resourceID: CHHapticAudioResourceID) throws { throw Self.unsupported }
    open func playPattern(from fileURL: URL) throws {
        _ = try CHHapticPattern(contentsOf: fileURL)
        throw Self.unsupported
    }
    open func playPattern(from data: Data) throws { throw Self.unsupported }
}
