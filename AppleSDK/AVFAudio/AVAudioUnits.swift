// Apple's built-in audio units on Linux: effects an app attaches to its engine, with their
// parameters kept as it sets them. No audio passes through them here (the engine cannot start).
import Foundation

/// An audio unit in the engine's graph (Apple's `AVAudioUnit`).
open class AVAudioUnit: AVAudioNode, @unchecked Sendable {
    open var name: String { String(describing: type(of: self)) }
    open var manufacturerName: String { "Apple" }
    open var version: Int { 1 }
    /// Presets are files of the unit's parameters: none can be read here.
    open func loadPreset(at url: URL) throws { throw noAudioOutput("AVAudioUnit.loadPreset(at: \(url.lastPathComponent))") }
}

/// An effect: audio in, audio out (Apple's `AVAudioUnitEffect`).
open class AVAudioUnitEffect: AVAudioUnit, @unchecked Sendable {
    public override init() {}
    open var bypass = false
}

/// The shape of one band of an equalizer (Apple's `AVAudioUnitEQFilterType`).
public enum AVAudioUnitEQFilterType: Int, Sendable {
    case parametric = 0, lowPass, highPass, resonantLowPass, resonantHighPass, bandPass, bandStop, lowShelf, highShelf
    case resonantLowShelf, resonantHighShelf
}

/// One band of an equalizer (Apple's `AVAudioUnitEQFilterParameters`), at Apple's defaults.
open class AVAudioUnitEQFilterParameters: NSObject, @unchecked Sendable {
    open var filterType: AVAudioUnitEQFilterType = .parametric
    /// Hertz.
    open var frequency: Float = 1000
    /// Octaves.
    open var bandwidth: Float = 0.5
    /// Decibels.
    open var gain: Float = 0
    /// A band starts bypassed, as Apple's do.
    open var bypass = true
    override init() {}
}

/// An equalizer of some bands (Apple's `AVAudioUnitEQ`).
open class AVAudioUnitEQ: AVAudioUnitEffect, @unchecked Sendable {
    public let bands: [AVAudioUnitEQFilterParameters]
    /// Decibels, applied to every band.
    open var globalGain: Float = 0
    public init(numberOfBands: Int) {
        bands = (0..<max(0, numberOfBands)).map { _ in AVAudioUnitEQFilterParameters() }
    }
    public convenience override init() { self.init(numberOfBands: 1) }
}

/// The rooms a reverb can sound like (Apple's `AVAudioUnitReverbPreset`).
public enum AVAudioUnitReverbPreset: Int, Sendable {
    case smallRoom = 0, mediumRoom, largeRoom, mediumHall, largeHall, plate, mediumChamber, largeChamber, cathedral
    case largeRoom2, mediumHall2, mediumHall3, largeHall2
}

/// A reverb (Apple's `AVAudioUnitReverb`).
open class AVAudioUnitReverb: AVAudioUnitEffect, @unchecked Sendable {
    /// Percent of the output that is reverb.
    open var wetDryMix: Float = 100
    /// The preset it was last given.
    public private(set) var preset: AVAudioUnitReverbPreset = .mediumHall
    open func loadFactoryPreset(_ preset: AVAudioUnitReverbPreset) { self.preset = preset }
}

/// An echo (Apple's `AVAudioUnitDelay`), at Apple's defaults.
open class AVAudioUnitDelay: AVAudioUnitEffect, @unchecked Sendable {
    /// Seconds.
    open var delayTime: TimeInterval = 1
    /// Percent fed back.
    open var feedback: Float = 50
    /// Hertz.
    open var lowPassCutoff: Float = 15_000
    open var wetDryMix: Float = 100
}

/// The presets of a distortion (Apple's `AVAudioUnitDistortionPreset`).
public enum AVAudioUnitDistortionPreset: Int, Sendable {
    case drumsBitBrush = 0, drumsBufferBeats, drumsLoFi, multiBrokenSpeaker, multiCellphoneConcert, multiDecimated1
    case multiDecimated2, multiDecimated3, multiDecimated4, multiDistortedFunk, multiDistortedCubed, multiDistortedSquared
    case multiEcho1, multiEcho2, multiEchoTight1, multiEchoTight2, multiEverythingIsBroken, speechAlienChatter
    case speechCosmicInterference, speechGoldenPi, speechRadioTower, speechWaves
}

/// A distortion (Apple's `AVAudioUnitDistortion`).
open class AVAudioUnitDistortion: AVAudioUnitEffect, @unchecked Sendable {
    /// Decibels.
    open var preGain: Float = -6
    open var wetDryMix: Float = 50
    public private(set) var preset: AVAudioUnitDistortionPreset = .drumsBitBrush
    open func loadFactoryPreset(_ preset: AVAudioUnitDistortionPreset) { self.preset = preset }
}

/// An effect that changes time (Apple's `AVAudioUnitTimeEffect`).
open class AVAudioUnitTimeEffect: AVAudioUnit, @unchecked Sendable {
    public override init() {}
    open var bypass = false
}

/// Rate and pitch, each on its own (Apple's `AVAudioUnitTimePitch`), at Apple's defaults.
open class AVAudioUnitTimePitch: AVAudioUnitTimeEffect, @unchecked Sendable {
    open var rate: Float = 1
    /// Cents.
    open var pitch: Float = 0
    open var overlap: Float = 8
}

/// Rate and pitch together, as a tape (Apple's `AVAudioUnitVarispeed`).
open class AVAudioUnitVarispeed: AVAudioUnitTimeEffect, @unchecked Sendable {
    open var rate: Float = 1
}
