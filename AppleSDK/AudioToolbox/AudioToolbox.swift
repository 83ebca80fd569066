// Apple's AudioToolbox on Linux: system sounds and the audio format descriptions app code
// shares with a widget's. No sound is played here — a preview has no speaker to play to — so a
// system sound's completion is called at once, as when the sound has ended; no audio unit is
// found (`AudioComponentFindNext` answers nil), the path a phone without that unit takes.
@_exported import CoreAudioTypes
@_exported import CoreFoundation
import Foundation

public typealias SystemSoundID = UInt32
/// The vibration "sound".
public let kSystemSoundID_Vibrate: SystemSoundID = 4095
public let kAudioServicesNoError: OSStatus = 0
public let kAudioServicesUnsupportedPropertyError: OSStatus = 0x7074_793F  // 'pty?'
public let kAudioServicesBadSpecifierSizeError: OSStatus = 0x2173_6973  // '!siz'
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500

private final class SystemSounds: @unchecked Sendable {
    static let shared = SystemSounds()
    let lock = NSLock()
    var next: SystemSoundID = 4096
    var completions: [SystemSoundID: (AudioServicesSystemSoundCompletionProc, UnsafeMutableRawPointer?)] = [:]
    /// Each sound's properties as set (`kAudioServicesPropertyIsUISound`…), 32-bit values.
    var properties: [SystemSoundID: [AudioServicesPropertyID: UInt32]] = [:]
}

/// A system sound's property (Apple's `AudioServicesPropertyID`).
public typealias AudioServicesPropertyID = UInt32
/// Whether a sound is a user-interface sound, muted with them: 1 by default.
public let kAudioServicesPropertyIsUISound: AudioServicesPropertyID = 0x6973_7569  // 'isui'
/// Whether a sound plays on when the app ends: 0 by default.
public let kAudioServicesPropertyCompletePlaybackIfAppDies: AudioServicesPropertyID = 0x6966_6469  // 'ifdi'

/// Sets a sound's 32-bit property (the specifier is its `SystemSoundID`); kept, as nothing plays here.
public func AudioServicesSetProperty(
    _ inPropertyID: AudioServicesPropertyID, _ inSpecifierSize: UInt32, _ inSpecifier: UnsafeRawPointer?,
    _ inPropertyDataSize: UInt32, _ inPropertyData: UnsafeRawPointer
) -> OSStatus {
    guard inPropertyID == kAudioServicesPropertyIsUISound || inPropertyID == kAudioServicesPropertyCompletePlaybackIfAppDies else {
        return kAudioServicesUnsupportedPropertyError
    }
    guard let inSpecifier, inSpecifierSize == 4, inPropertyDataSize == 4 else { return kAudioServicesBadSpecifierSizeError }
    let sound = inSpecifier.loadUnaligned(as: SystemSoundID.self)
    let sounds = SystemSounds.shared
    sounds.lock.lock()
    defer { sounds.lock.unlock() }
    sounds.properties[sound, default: [:]][inPropertyID] = inPropertyData.loadUnaligned(as: UInt32.self)
    return kAudioServicesNoError
}

/// Reads a sound's 32-bit property: as set, or its default.
public func AudioServicesGetProperty(
    _ inPropertyID: AudioServicesPropertyID, _ inSpecifierSize: UInt32, _ inSpecifier: UnsafeRawPointer?,
    _ ioPropertyDataSize: UnsafeMutablePointer<UInt32>, _ outPropertyData: UnsafeMutableRawPointer?
) -> OSStatus {
    guard inPropertyID == kAudioServicesPropertyIsUISound || inPropertyID == kAudioServicesPropertyCompletePlaybackIfAppDies else {
        return kAudioServicesUnsupportedPropertyError
    }
    guard let inSpecifier, inSpecifierSize == 4, ioPropertyDataSize.pointee >= 4 else { return kAudioServicesBadSpecifierSizeError }
    let sound = inSpecifier.loadUnaligned(as: SystemSoundID.self)
    let sounds = SystemSounds.shared
    sounds.lock.lock()
    defer { sounds.lock.unlock() }
    let value = sounds.properties[sound]?[inPropertyID] ?? (inPropertyID == kAudioServicesPropertyIsUISound ? 1 : 0)
    outPropertyData?.storeBytes(of: value, as: UInt32.self)
    ioPropertyDataSize.pointee = 4
    return kAudioServicesNoError
}

/// Plays a system sound: none here; its completion, if one was added, is called at once.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    let sounds = SystemSounds.shared
    sounds.lock.lock()
    let completion = sounds.completions[inSystemSoundID]
    sounds.lock.unlock()
    if let (routine, data) = completion { routine(inSystemSoundID, data) }
}

public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) { AudioServicesPlaySystemSound(inSystemSoundID) }

public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    AudioServicesPlaySystemSound(inSystemSoundID)
    inCompletionBlock?()
}

public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, inCompletionBlock)
}

/// A sound made from a file: given an identifier, as on a phone (the file is not read).
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    let sounds = SystemSounds.shared
    sounds.lock.lock()
    defer { sounds.lock.unlock() }
    outSystemSoundID.pointee = sounds.next
    sounds.next += 1
    return kAudioServicesNoError
}

public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    AudioServicesRemoveSystemSoundCompletion(inSystemSoundID)
    return kAudioServicesNoError
}

public typealias AudioServicesSystemSoundCompletionProc = @convention(c) (SystemSoundID, UnsafeMutableRawPointer?) -> Void

public func AudioServicesAddSystemSoundCompletion(
    _ inSystemSoundID: SystemSoundID, _ inRunLoop: CFRunLoop?, _ inRunLoopMode: CFString?,
    _ inCompletionRoutine: AudioServicesSystemSoundCompletionProc, _ inClientData: UnsafeMutableRawPointer?
) -> OSStatus {
    let sounds = SystemSounds.shared
    sounds.lock.lock()
    defer { sounds.lock.unlock() }
    sounds.completions[inSystemSoundID] = (inCompletionRoutine, inClientData)
    return kAudioServicesNoError
}

public func AudioServicesRemoveSystemSoundCompletion(_ inSystemSoundID: SystemSoundID) {
    let sounds = SystemSounds.shared
    sounds.lock.lock()
    defer { sounds.lock.unlock() }
    sounds.completions[inSystemSoundID] = nil
}

// MARK: - Audio units

/// Which audio unit to find (Apple's `AudioComponentDescription`).
public struct AudioComponentDescription: Hashable, Sendable {
    public var componentType: OSType
    public var componentSubType: OSType
    public var componentManufacturer: OSType
    public var componentFlags: UInt32
    public var componentFlagsMask: UInt32

    public init() { self.init(componentType: 0, componentSubType: 0, componentManufacturer: 0, componentFlags: 0, componentFlagsMask: 0) }

    public init(
        componentType: OSType, componentSubType: OSType, componentManufacturer: OSType, componentFlags: UInt32, componentFlagsMask: UInt32
    ) {
        self.componentType = componentType
        self.componentSubType = componentSubType
        self.componentManufacturer = componentManufacturer
        self.componentFlags = componentFlags
        self.componentFlagsMask = componentFlagsMask
    }
}

public typealias AudioComponent = OpaquePointer
public typealias AudioComponentInstance = OpaquePointer
public typealias AudioUnit = AudioComponentInstance
public let kAudioUnitType_Output: OSType = 0x6175_6F75  // 'auou'
public let kAudioUnitType_Mixer: OSType = 0x6175_6D78  // 'aumx'
public let kAudioUnitType_Effect: OSType = 0x6175_6678  // 'aufx'
public let kAudioUnitSubType_RemoteIO: OSType = 0x7269_6F63  // 'rioc'
public let kAudioUnitSubType_VoiceProcessingIO: OSType = 0x7670_696F  // 'vpio'
public let kAudioUnitManufacturer_Apple: OSType = 0x6170_706C  // 'appl'
public let kAudioComponentErr_InstanceInvalidated: OSStatus = -66749
public let kAudio_ParamError: OSStatus = -50

/// No audio unit is found here: the answer for a unit a device lacks.
public func AudioComponentFindNext(_ inComponent: AudioComponent?, _ inDesc: UnsafePointer<AudioComponentDescription>) -> AudioComponent? {
    nil
}

public func AudioComponentInstanceNew(
    _ inComponent: AudioComponent, _ outInstance: UnsafeMutablePointer<AudioComponentInstance?>
) -> OSStatus {
    outInstance.pointee = nil
    return kAudio_ParamError
}

public func AudioComponentInstanceDispose(_ inInstance: AudioComponentInstance) -> OSStatus { kAudio_ParamError }
