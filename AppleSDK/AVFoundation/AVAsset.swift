// Apple's AVFoundation on Linux: assets, their metadata, players and capture devices as app code
// names them. widgetdeck reads no media (no decoder is linked for a preview), so an asset's
// properties fail to load with an `AVError` that says so, a player's item fails to become ready
// (`status == .failed`, its `error` saying why), and no camera or microphone is found. Metadata
// items an app makes itself (`AVMutableMetadataItem`) are kept and read back as on a phone.
@_exported import AVFAudio
@_exported import CoreMedia
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ImageIO

/// An AVFoundation failure (Apple's `AVError`).
public struct AVError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case unknown = -11800
        case outOfMemory = -11801
        case mediaServicesWereReset = -11819
        case fileFormatNotRecognized = -11828
        case failedToLoadMediaData = -11829
        case decoderNotFound = -11833
        case operationNotSupportedForAsset = -11838
        case fileFailedToParse = -11853
        case noLongerPlayable = -11867
    }
    public let code: Code
    public let reason: String
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.reason = userInfo[NSLocalizedDescriptionKey] as? String ?? ""
    }
    init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }
    public static var errorDomain: String { "AVFoundationErrorDomain" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }
    public static var unknown: Code { .unknown }
    public static var fileFormatNotRecognized: Code { .fileFormatNotRecognized }
    public static var failedToLoadMediaData: Code { .failedToLoadMediaData }
    public static var decoderNotFound: Code { .decoderNotFound }
    public var description: String { "AVError(\(code)): \(reason)" }

    /// Why media at `url` cannot be read here.
    static func noMedia(_ url: URL?, _ what: String) -> AVError {
        AVError(
            .decoderNotFound,
            reason:
                "\(what) of \(url?.lastPathComponent ?? "a composed asset"): widgetdeck reads no audio or video on Linux (AVFoundation has no media decoder here)"
        )
    }
}

/// A property loaded asynchronously, of any value type (Apple's `AVPartialAsyncProperty`).
public class AVPartialAsyncProperty<Root>: @unchecked Sendable, CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    public var description: String { name }
}

/// A property loaded asynchronously (Apple's `AVAsyncProperty`).
public final class AVAsyncProperty<Root, Value>: AVPartialAsyncProperty<Root>, @unchecked Sendable {
    let loader: (Root) throws -> Value
    init(name: String, loader: @escaping (Root) throws -> Value) {
        self.loader = loader
        super.init(name: name)
    }
    @frozen public enum Status {
        case notYetLoaded
        case loading
        case loaded(Value)
        case failed(NSError)
    }
}

/// Loads media properties (Apple's `AVAsynchronousKeyValueLoading`).
public protocol AVAsynchronousKeyValueLoading {
    func statusOfValue(forKey key: String, error outError: NSErrorPointer) -> AVKeyValueStatus
    func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?)
}

@frozen public enum AVKeyValueStatus: Int, Sendable {
    case unknown = 0, loading = 1, loaded = 2, failed = 3, cancelled = 4
}

extension AVAsynchronousKeyValueLoading {
    public func load<T>(_ property: AVAsyncProperty<Self, T>, isolation: isolated (any Actor)? = #isolation) async throws -> T {
        try property.loader(self)
    }
    public func load<A, B, each C>(
        _ firstProperty: AVAsyncProperty<Self, A>, _ secondProperty: AVAsyncProperty<Self, B>,
        _ properties: repeat AVAsyncProperty<Self, each C>, isolation: isolated (any Actor)? = #isolation
    ) async throws -> (A, B, repeat each C) {
        (try firstProperty.loader(self), try secondProperty.loader(self), repeat try (each properties).loader(self))
    }
    public func status<T>(of property: AVAsyncProperty<Self, T>) -> AVAsyncProperty<Self, T>.Status {
        do { return .loaded(try property.loader(self)) } catch { return .failed(error as NSError) }
    }
}

/// Timed audiovisual media (Apple's `AVAsset`).
open class AVAsset: NSObject, AVAsynchronousKeyValueLoading, @unchecked Sendable {
    let assetURL: URL?
    init(assetURL: URL?) {
        self.assetURL = assetURL
        super.init()
    }
    public override convenience init() { self.init(assetURL: nil) }
    public convenience init(url URL: URL) { self.init(assetURL: URL) }

    /// Fails: no media is read here.
    func media(_ what: String) throws -> Never { throw AVError.noMedia(assetURL, what) }

    open func statusOfValue(forKey key: String, error outError: NSErrorPointer) -> AVKeyValueStatus {
        outError?.pointee = AVError.noMedia(assetURL, key) as NSError
        return .failed
    }
    open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil) { handler?() }
    open func cancelLoading() {}

    /// Says on standard error that a synchronous property read no media (it cannot throw).
    func unread<Value>(_ what: String, _ value: Value) -> Value {
        FileHandle.standardError.write(
            Data(
                "widgetdeck: AVFoundation: AVAsset.\(what) of \(assetURL?.lastPathComponent ?? "an asset") read no media (none is read on Linux)\n"
                    .utf8))
        return value
    }

    // The synchronous properties (deprecated by Apple): what an unreadable asset has, said.
    open var duration: CMTime { unread("duration", .invalid) }
    open var metadata: [AVMetadataItem] { unread("metadata", []) }
    open var commonMetadata: [AVMetadataItem] { unread("commonMetadata", []) }
    open var availableMetadataFormats: [AVMetadataFormat] { [] }
    open var availableChapterLocales: [Locale] { [] }
    open var tracks: [AVAssetTrack] { unread("tracks", []) }
    open var isPlayable: Bool { false }
    open var isReadable: Bool { false }
    open var isExportable: Bool { false }
    open var isComposable: Bool { false }
    open var hasProtectedContent: Bool { false }
    open var preferredRate: Float { 1 }
    open var preferredVolume: Float { 1 }
    open var preferredTransform: CGAffineTransform { .identity }
    open var naturalSize: CGSize { .zero }
    open var creationDate: AVMetadataItem? { nil }
    open var lyrics: String? { nil }

    open func loadChapterMetadataGroups(
        withTitleLocale locale: Locale, containingItemsWithCommonKeys commonKeys: [AVMetadataKey]
    ) async throws
        -> [AVTimedMetadataGroup]
    {
        try media("chapters")
    }
    open func loadChapterMetadataGroups(bestMatchingPreferredLanguages preferredLanguages: [String]) async throws -> [AVTimedMetadataGroup]
    {
        try media("chapters")
    }
    open func loadMetadata(for format: AVMetadataFormat) async throws -> [AVMetadataItem] { try media("metadata") }
    open func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] { try media("tracks") }
    open func loadTracks(withMediaCharacteristic mediaCharacteristic: AVMediaCharacteristic) async throws -> [AVAssetTrack] {
        try media("tracks")
    }
    open func chapterMetadataGroups(
        withTitleLocale locale: Locale, containingItemsWithCommonKeys commonKeys: [AVMetadataKey]?
    )
        -> [AVTimedMetadataGroup]
    {
        unread("chapterMetadataGroups", [])
    }
    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { [] }
}

extension AVPartialAsyncProperty where Root: AVAsset {
    private static func failing<Value>(_ name: String) -> AVAsyncProperty<Root, Value> {
        AVAsyncProperty(name: name) { asset in try asset.media(name) }
    }
    public static var duration: AVAsyncProperty<Root, CMTime> { failing("duration") }
    public static var metadata: AVAsyncProperty<Root, [AVMetadataItem]> { failing("metadata") }
    public static var commonMetadata: AVAsyncProperty<Root, [AVMetadataItem]> { failing("commonMetadata") }
    public static var availableMetadataFormats: AVAsyncProperty<Root, [AVMetadataFormat]> { failing("availableMetadataFormats") }
    public static var availableChapterLocales: AVAsyncProperty<Root, [Locale]> { failing("availableChapterLocales") }
    public static var tracks: AVAsyncProperty<Root, [AVAssetTrack]> { failing("tracks") }
    public static var isPlayable: AVAsyncProperty<Root, Bool> { failing("isPlayable") }
    public static var isReadable: AVAsyncProperty<Root, Bool> { failing("isReadable") }
    public static var isExportable: AVAsyncProperty<Root, Bool> { failing("isExportable") }
    public static var hasProtectedContent: AVAsyncProperty<Root, Bool> { failing("hasProtectedContent") }
    public static var preferredRate: AVAsyncProperty<Root, Float> { failing("preferredRate") }
    public static var preferredVolume: AVAsyncProperty<Root, Float> { failing("preferredVolume") }
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> { failing("preferredTransform") }
    public static var creationDate: AVAsyncProperty<Root, AVMetadataItem?> { failing("creationDate") }
    public static var lyrics: AVAsyncProperty<Root, String?> { failing("lyrics") }
}

/// An asset at a URL (Apple's `AVURLAsset`).
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public init(url URL: URL, options: [String: Any]? = nil) { super.init(assetURL: URL) }
    open var url: URL { assetURL! }
    open class func audiovisualTypes() -> [AVFileType] { [] }
    open class func audiovisualMIMETypes() -> [String] { [] }
    open class func isPlayableExtendedMIMEType(_ extendedMIMEType: String) -> Bool { false }
}

public let AVURLAssetPreferPreciseDurationAndTimingKey = "AVURLAssetPreferPreciseDurationAndTimingKey"
public let AVURLAssetHTTPHeaderFieldsKey = "AVURLAssetHTTPHeaderFieldsKey"

/// One track of an asset (Apple's `AVAssetTrack`): never found here, as no asset is read.
open class AVAssetTrack: NSObject, @unchecked Sendable {
    open var trackID: Int32 { 0 }
    open var mediaType: AVMediaType { .audio }
    open var naturalSize: CGSize { .zero }
    open var preferredTransform: CGAffineTransform { .identity }
    open var timeRange: CMTimeRange { .zero }
    open var nominalFrameRate: Float { 0 }
    open var estimatedDataRate: Float { 0 }
    open var languageCode: String? { nil }
}

/// A kind of media (Apple's `AVMediaType`).
public struct AVMediaType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
    public static let text = AVMediaType(rawValue: "text")
    public static let closedCaption = AVMediaType(rawValue: "clcp")
    public static let subtitle = AVMediaType(rawValue: "sbtl")
    public static let timecode = AVMediaType(rawValue: "tmcd")
    public static let metadata = AVMediaType(rawValue: "meta")
    public static let muxed = AVMediaType(rawValue: "muxx")
    public static let depthData = AVMediaType(rawValue: "dpth")
}

/// A characteristic of media (Apple's `AVMediaCharacteristic`).
public struct AVMediaCharacteristic: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let audible = AVMediaCharacteristic(rawValue: "public.audible")
    public static let visual = AVMediaCharacteristic(rawValue: "public.visual")
    public static let legible = AVMediaCharacteristic(rawValue: "public.legible")
}

/// A media file type (Apple's `AVFileType`).
public struct AVFileType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let mov = AVFileType(rawValue: "com.apple.quicktime-movie")
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
    public static let m4v = AVFileType(rawValue: "com.apple.m4v-video")
    public static let m4a = AVFileType(rawValue: "com.apple.m4a-audio")
    public static let mp3 = AVFileType(rawValue: "public.mp3")
    public static let wav = AVFileType(rawValue: "com.microsoft.waveform-audio")
    public static let aiff = AVFileType(rawValue: "public.aiff-audio")
    public static let caf = AVFileType(rawValue: "com.apple.coreaudio-format")
    public static let heic = AVFileType(rawValue: "public.heic")
    public static let jpg = AVFileType(rawValue: "public.jpeg")
}
