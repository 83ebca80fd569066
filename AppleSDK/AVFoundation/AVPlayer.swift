// Players: made, configured and observed as on a phone; their items fail to become ready, with
// an error saying that no media is played here.
import Foundation
import QuartzCore

/// A player's item: an asset and its playback state (Apple's `AVPlayerItem`).
open class AVPlayerItem: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable { case unknown = 0, readyToPlay = 1, failed = 2 }

    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let failedToPlayToEndTimeNotification = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    public static let playbackStalledNotification = Notification.Name("AVPlayerItemPlaybackStalledNotification")
    public static let timeJumpedNotification = Notification.Name("AVPlayerItemTimeJumpedNotification")
    public static let newAccessLogEntryNotification = Notification.Name("AVPlayerItemNewAccessLogEntryNotification")
    public static let newErrorLogEntryNotification = Notification.Name("AVPlayerItemNewErrorLogEntryNotification")

    open private(set) var asset: AVAsset
    open private(set) var error: (any Error)?
    open var preferredForwardBufferDuration: TimeInterval = 0
    open var canUseNetworkResourcesForLiveStreamingWhilePaused = false
    open var preferredPeakBitRate: Double = 0
    open var audioTimePitchAlgorithm: AVAudioTimePitchAlgorithm = .timeDomain
    open var externalMetadata: [AVMetadataItem] = []
    open var automaticallyLoadedAssetKeys: [AVPartialAsyncProperty<AVAsset>] = []

    public init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]? = nil) {
        self.asset = asset
        self.error = AVError.noMedia(asset.assetURL, "playing")
        super.init()
    }
    public convenience init(asset: AVAsset, automaticallyLoadedAssetKeys: [AVPartialAsyncProperty<AVAsset>]) {
        self.init(asset: asset)
        self.automaticallyLoadedAssetKeys = automaticallyLoadedAssetKeys
    }
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    /// Failed: nothing is played here (`error` says why).
    open var status: Status { .failed }
    open var duration: CMTime { .indefinite }
    open var presentationSize: CGSize { .zero }
    open var isPlaybackLikelyToKeepUp: Bool { false }
    open var isPlaybackBufferEmpty: Bool { true }
    open var isPlaybackBufferFull: Bool { false }
    open var loadedTimeRanges: [NSValue] { [] }
    open var seekableTimeRanges: [NSValue] { [] }
    open var tracks: [AVPlayerItemTrack] { [] }
    open func currentTime() -> CMTime { .zero }
    open func currentDate() -> Date? { nil }
    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) { completionHandler?(false) }
    open func seek(to time: CMTime) async -> Bool { false }
    open func cancelPendingSeeks() {}
    open func step(byCount stepCount: Int) {}
}

/// One track of a player item (Apple's `AVPlayerItemTrack`).
open class AVPlayerItemTrack: NSObject, @unchecked Sendable {
    open var assetTrack: AVAssetTrack? { nil }
    open var isEnabled = true
}

/// How a changed rate keeps pitch (Apple's `AVAudioTimePitchAlgorithm`).
public struct AVAudioTimePitchAlgorithm: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let lowQualityZeroLatency = AVAudioTimePitchAlgorithm(rawValue: "LowQualityZeroLatency")
    public static let timeDomain = AVAudioTimePitchAlgorithm(rawValue: "TimeDomain")
    public static let spectral = AVAudioTimePitchAlgorithm(rawValue: "Spectral")
    public static let varispeed = AVAudioTimePitchAlgorithm(rawValue: "Varispeed")
}

/// Plays one item at a time (Apple's `AVPlayer`); here none plays, and `status` is `.failed`
/// once an item is given, with `error` saying why.
open class AVPlayer: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable { case unknown = 0, readyToPlay = 1, failed = 2 }
    public enum TimeControlStatus: Int, Sendable { case paused = 0, waitingToPlayAtSpecifiedRate = 1, playing = 2 }
    public enum ActionAtItemEnd: Int, Sendable { case advance = 0, pause = 1, none = 2 }
    public struct WaitingReason: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    }

    open private(set) var currentItem: AVPlayerItem?
    open var rate: Float = 0
    open var defaultRate: Float = 1
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    open var automaticallyWaitsToMinimizeStalling = true
    open var allowsExternalPlayback = true
    open var preventsDisplaySleepDuringVideoPlayback = true
    open var audiovisualBackgroundPlaybackPolicy = 0
    private var observers: [UUID: Any] = [:]

    public override init() { super.init() }
    public init(playerItem item: AVPlayerItem?) {
        self.currentItem = item
        super.init()
    }
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    open var status: Status { currentItem == nil ? .unknown : .failed }
    open var error: (any Error)? { currentItem?.error }
    open var timeControlStatus: TimeControlStatus { .paused }
    open var reasonForWaitingToPlay: WaitingReason? { nil }

    /// Starts playback: nothing plays here, so the rate stays 0.
    open func play() {}
    open func pause() { rate = 0 }
    open func playImmediately(atRate rate: Float) {}
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(false) }
    open func seek(to time: CMTime) async -> Bool { false }
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {}
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void)
    {
        completionHandler(false)
    }
    open func seek(to date: Date) {}

    /// Registers a periodic observer: kept, never called, since time never advances here.
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any {
        let token = UUID()
        observers[token] = block
        return token
    }
    open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void) -> Any
    {
        let token = UUID()
        observers[token] = block
        return token
    }
    open func removeTimeObserver(_ observer: Any) {
        if let token = observer as? UUID { observers[token] = nil }
    }
}

/// Plays a queue of items (Apple's `AVQueuePlayer`).
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem] = []
    public init(items: [AVPlayerItem]) {
        self.queue = items
        super.init(playerItem: items.first)
    }
    public override init() { super.init() }
    open func items() -> [AVPlayerItem] { queue }
    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        replaceCurrentItem(with: queue.first)
    }
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool { !queue.contains { $0 === item } }
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        if let afterItem, let index = queue.firstIndex(where: { $0 === afterItem }) {
            queue.insert(item, at: index + 1)
        } else {
            queue.append(item)
        }
        if currentItem == nil { replaceCurrentItem(with: queue.first) }
    }
    open func remove(_ item: AVPlayerItem) {
        queue.removeAll { $0 === item }
        if currentItem === item { replaceCurrentItem(with: queue.first) }
    }
    open func removeAllItems() {
        queue = []
        replaceCurrentItem(with: nil)
    }
}

/// Repeats an item (Apple's `AVPlayerLooper`).
open class AVPlayerLooper: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable { case unknown = 0, ready = 1, failed = 2, cancelled = 3 }
    open private(set) var loopCount = 0
    open var status: Status { .failed }
    open var error: (any Error)? { AVError.noMedia(nil, "looping") }
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange = .invalid) {}
    open func disableLooping() {}
}

/// How video fills a layer (Apple's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// A layer showing a player's video (Apple's `AVPlayerLayer`): it shows none here.
open class AVPlayerLayer: CALayer, @unchecked Sendable {
    open var player: AVPlayer?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var isReadyForDisplay: Bool { false }
    open var videoRect: CGRect { .zero }
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}

/// Whether the app may use the camera or microphone (Apple's `AVAuthorizationStatus`).
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted = 1, denied = 2, authorized = 3 }

/// A camera or microphone (Apple's `AVCaptureDevice`): this machine has none, so none is found
/// and access is never granted.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    public enum Position: Int, Sendable { case unspecified = 0, back = 1, front = 2 }
    public enum TorchMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
    public enum FlashMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
    public struct DeviceType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    }

    nonisolated(unsafe) private static var asked: Set<AVMediaType> = []
    private static let lock = NSLock()

    /// Not determined until the app asks; denied after, as nothing can grant it here.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        lock.withLock { asked.contains(mediaType) ? .denied : .notDetermined }
    }
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        _ = lock.withLock { asked.insert(mediaType) }
        handler(false)
    }
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        _ = lock.withLock { asked.insert(mediaType) }
        return false
    }
    open class func `default`(for mediaType: AVMediaType?) -> AVCaptureDevice? { nil }
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }

    open var hasTorch: Bool { false }
    open var isTorchAvailable: Bool { false }
    open var torchMode: TorchMode = .off
    open var hasFlash: Bool { false }
    open var position: Position { .unspecified }
    open var localizedName: String { "" }
    open var uniqueID: String { "" }
    open func lockForConfiguration() throws { throw AVError(.unknown, reason: "no capture device on this machine") }
    open func unlockForConfiguration() {}
}

/// Makes still images of an asset's video (Apple's `AVAssetImageGenerator`): none here, as no
/// video is decoded — each request fails with the asset's `AVError`.
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    public enum Result: Int, Sendable { case succeeded = 0, failed = 1, cancelled = 2 }
    public typealias CompletionHandler = @Sendable (CMTime, CGImage?, CMTime, AVAssetImageGenerator.Result, (any Error)?) -> Void
    public struct ApertureMode: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let cleanAperture = ApertureMode(rawValue: "CleanAperture")
        public static let productionAperture = ApertureMode(rawValue: "ProductionAperture")
        public static let encodedPixels = ApertureMode(rawValue: "EncodedPixels")
    }

    open private(set) var asset: AVAsset
    open var appliesPreferredTrackTransform = false
    open var maximumSize: CGSize = .zero
    open var apertureMode: ApertureMode? = .cleanAperture
    open var requestedTimeToleranceBefore: CMTime = .positiveInfinity
    open var requestedTimeToleranceAfter: CMTime = .positiveInfinity

    public init(asset: AVAsset) { self.asset = asset }

    private var failure: AVError { AVError.noMedia(asset.assetURL, "a still image") }

    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage { throw failure }
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) { throw failure }
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue], completionHandler handler: @escaping CompletionHandler) {
        for value in requestedTimes { handler(value.timeValue, nil, .zero, .failed, failure) }
    }
    open func generateCGImageAsynchronously(
        for requestedTime: CMTime, completionHandler handler: @escaping @Sendable (CGImage?, CMTime, (any Error)?) -> Void
    ) {
        handler(nil, .zero, failure)
    }
    open func cancelAllCGImageGeneration() {}
}

/// The times boxed in NSValues. Linux's NSValue holds only scalars, so a boxed time or range is
/// interned here and the value holds its number (equal times, one number: boxed values compare
/// as Apple's do); the table lives as long as the process, as a value may be copied anywhere.
private final class BoxedTimes: @unchecked Sendable {
    static let shared = BoxedTimes()
    /// A time's exact fields (CMTime's own `==` equates 1/2 and 2/4).
    struct Fields: Hashable { let value: Int64, timescale: Int32, flags: UInt32, epoch: Int64 }
    let lock = NSLock()
    var numbers: [[Fields]: UInt64] = [:]
    var entries: [[Fields]] = []

    func number(_ times: [CMTime]) -> UInt64 {
        let fields = times.map { Fields(value: $0.value, timescale: $0.timescale, flags: $0.flags.rawValue, epoch: $0.epoch) }
        return lock.withLock {
            if let known = numbers[fields] { return known }
            entries.append(fields)
            numbers[fields] = UInt64(entries.count)
            return UInt64(entries.count)
        }
    }

    func times(_ value: NSValue, count: Int) -> [CMTime]? {
        guard String(cString: value.objCType) == "Q" else { return nil }
        var number: UInt64 = 0
        value.getValue(&number)
        let fields = lock.withLock { number >= 1 && number <= UInt64(entries.count) ? entries[Int(number) - 1] : nil }
        guard let fields, fields.count == count else { return nil }
        return fields.map { CMTime(value: $0.value, timescale: $0.timescale, flags: CMTimeFlags(rawValue: $0.flags), epoch: $0.epoch) }
    }
}

extension NSValue {
    /// A time boxed as a value (Apple's AVFoundation addition).
    public convenience init(time: CMTime) {
        var number = BoxedTimes.shared.number([time])
        self.init(bytes: &number, objCType: "Q")
    }
    public var timeValue: CMTime { BoxedTimes.shared.times(self, count: 1)?.first ?? .invalid }
    public convenience init(timeRange: CMTimeRange) {
        var number = BoxedTimes.shared.number([timeRange.start, timeRange.duration])
        self.init(bytes: &number, objCType: "Q")
    }
    public var timeRangeValue: CMTimeRange {
        guard let times = BoxedTimes.shared.times(self, count: 2) else { return .invalid }
        return CMTimeRange(start: times[0], duration: times[1])
    }
}
