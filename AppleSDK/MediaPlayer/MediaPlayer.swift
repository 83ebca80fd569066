// Apple's MediaPlayer on Linux: what an app tells the lock screen and Control Center, and the
// commands it accepts from them. There is no lock screen here, so the now-playing information
// is kept as set and no remote command ever arrives (a registered handler is kept, never
// called). The volume view's slider reads the session's volume; moving it changes nothing, as
// there is no volume to change.
@_exported import AVFoundation
@_exported import UIKit

public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
public let MPMediaItemPropertyComposer = "composer"
public let MPMediaItemPropertyGenre = "genre"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyAlbumTrackNumber = "albumTrackNumber"
public let MPMediaItemPropertyAlbumTrackCount = "albumTrackCount"
public let MPMediaItemPropertyMediaType = "mediaType"
public let MPMediaItemPropertyPersistentID = "persistentID"
public let MPMediaItemPropertyAssetURL = "assetURL"
public let MPMediaItemPropertyPodcastTitle = "podcastTitle"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
public let MPNowPlayingInfoPropertyChapterNumber = "MPNowPlayingInfoPropertyChapterNumber"
public let MPNowPlayingInfoPropertyChapterCount = "MPNowPlayingInfoPropertyChapterCount"
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
public let MPNowPlayingInfoPropertyPlaybackProgress = "MPNowPlayingInfoPropertyPlaybackProgress"
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
public let MPNowPlayingInfoPropertyExternalContentIdentifier = "MPNowPlayingInfoPropertyExternalContentIdentifier"

/// What is playing: kept as the app sets it (Apple's `MPNowPlayingInfoCenter`).
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let shared = MPNowPlayingInfoCenter()
    open class func `default`() -> MPNowPlayingInfoCenter { shared }
    private let lock = NSLock()
    private var info: [String: Any]?
    private var state: MPNowPlayingPlaybackState = .unknown
    open var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set { lock.withLock { info = newValue } }
    }
    open var playbackState: MPNowPlayingPlaybackState {
        get { lock.withLock { state } }
        set { lock.withLock { state = newValue } }
    }
}

public enum MPNowPlayingPlaybackState: UInt, Sendable { case unknown = 0, playing = 1, paused = 2, stopped = 3, interrupted = 4 }
public enum MPNowPlayingInfoMediaType: UInt, Sendable { case none = 0, audio = 1, video = 2 }

/// Artwork for the lock screen (Apple's `MPMediaItemArtwork`).
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    open private(set) var bounds: CGRect
    private let handler: (CGSize) -> UIImage
    public init(boundsSize: CGSize, requestHandler: @escaping @Sendable (CGSize) -> UIImage) {
        self.bounds = CGRect(origin: .zero, size: boundsSize)
        self.handler = requestHandler
    }
    public convenience init(image: UIImage) { self.init(boundsSize: image.size) { _ in image } }
    open func image(at size: CGSize) -> UIImage? { handler(size) }
}

/// What a command handler answers (Apple's `MPRemoteCommandHandlerStatus`).
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    case success = 0, noSuchContent = 100, noActionableNowPlayingItem = 110, deviceNotFound = 120, commandFailed = 200
}

/// An event a command carries (Apple's `MPRemoteCommandEvent`).
open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    open private(set) var command: MPRemoteCommand
    open private(set) var timestamp: TimeInterval
    init(command: MPRemoteCommand) {
        self.command = command
        self.timestamp = 0
    }
}
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable { open var interval: TimeInterval { 0 } }
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable { open var positionTime: TimeInterval { 0 } }
open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable { open var playbackRate: Float { 1 } }
open class MPSeekCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public enum EventType: UInt, Sendable { case beginSeeking = 0, endSeeking = 1 }
    open var type: EventType { .beginSeeking }
}
open class MPFeedbackCommandEvent: MPRemoteCommandEvent, @unchecked Sendable { open var isNegative: Bool { false } }

/// A command from the lock screen or a headset (Apple's `MPRemoteCommand`).
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    open var isEnabled = true
    private var targets: [UUID: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus] = [:]
    /// Registers a handler: kept, never called, as no command arrives here.
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = UUID()
        targets[token] = handler
        return token
    }
    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?) {
        if let token = target as? UUID { targets[token] = nil } else if target == nil { targets = [:] }
    }
    open func removeTarget(_ target: Any, action: Selector?) { removeTarget(target) }
}
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable { open var preferredIntervals: [NSNumber] = [] }
open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable { open var supportedPlaybackRates: [NSNumber] = [] }
open class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
    open var isActive = false
    open var localizedTitle = ""
    open var localizedShortTitle = ""
}
open class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}
open class MPChangeRepeatModeCommand: MPRemoteCommand, @unchecked Sendable {}
open class MPChangeShuffleModeCommand: MPRemoteCommand, @unchecked Sendable {}

/// The app's remote commands (Apple's `MPRemoteCommandCenter`).
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let center = MPRemoteCommandCenter()
    open class func shared() -> MPRemoteCommandCenter { center }
    public let pauseCommand = MPRemoteCommand()
    public let playCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let enableLanguageOptionCommand = MPRemoteCommand()
    public let disableLanguageOptionCommand = MPRemoteCommand()
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    public let changeRepeatModeCommand = MPChangeRepeatModeCommand()
    public let changeShuffleModeCommand = MPChangeShuffleModeCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let seekForwardCommand = MPRemoteCommand()
    public let seekBackwardCommand = MPRemoteCommand()
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    public let ratingCommand = MPRemoteCommand()
    public let likeCommand = MPFeedbackCommand()
    public let dislikeCommand = MPFeedbackCommand()
    public let bookmarkCommand = MPFeedbackCommand()
}

/// The system volume slider (Apple's `MPVolumeView`): a view holding a slider at the session's volume.
open class MPVolumeView: UIView {
    open var showsVolumeSlider = true
    open var showsRouteButton = false
    open var isWirelessRouteActive: Bool { false }
    open var areWirelessRoutesAvailable: Bool { false }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let slider = UISlider(frame: CGRect(origin: .zero, size: frame.size))
        slider.value = AVAudioSession.sharedInstance().outputVolume
        addSubview(slider)
    }
    public required init?(coder: NSCoder) { fatalError("MPVolumeView(coder:) — no storyboards here") }
}
