// A player item's video outputs and an asset's resource loader: configured as on a phone. No
// video is decoded here, so an output never has a new pixel buffer, and a loader's delegate is
// kept but never asked (no media is requested).
import CoreVideo
import Foundation
import FoundationNetworking

/// What a player item's frames are read through (Apple's `AVPlayerItemOutput`).
open class AVPlayerItemOutput: NSObject, @unchecked Sendable {
    open var suppressesPlayerRendering = false
    open func itemTime(forHostTime hostTimeInSeconds: CFTimeInterval) -> CMTime { .zero }
    open func itemTime(forMachAbsoluteTime machAbsoluteTime: Int64) -> CMTime { .zero }
}

/// A player item's frames as pixel buffers (Apple's `AVPlayerItemVideoOutput`): none here.
open class AVPlayerItemVideoOutput: AVPlayerItemOutput, @unchecked Sendable {
    public let pixelBufferAttributes: [String: Any]?
    public init(pixelBufferAttributes: [String: Any]?) { self.pixelBufferAttributes = pixelBufferAttributes }
    public init(outputSettings: [String: Any]?) { pixelBufferAttributes = outputSettings }

    /// No frame is decoded here: never a new one.
    open func hasNewPixelBuffer(forItemTime itemTime: CMTime) -> Bool { false }
    open func copyPixelBuffer(
        forItemTime itemTime: CMTime, itemTimeForDisplay outItemTimeForDisplay: UnsafeMutablePointer<CMTime>?
    )
        -> CVPixelBuffer?
    {
        nil
    }
    open func requestNotificationOfMediaDataChange(withAdvanceInterval interval: TimeInterval) {}
}

extension AVPlayerItem {
    private static let outputsLock = NSLock()
    nonisolated(unsafe) private static var itemOutputs: [ObjectIdentifier: [AVPlayerItemOutput]] = [:]

    /// The outputs added to the item.
    public var outputs: [AVPlayerItemOutput] {
        Self.outputsLock.lock()
        defer { Self.outputsLock.unlock() }
        return Self.itemOutputs[ObjectIdentifier(self)] ?? []
    }
    public func add(_ output: AVPlayerItemOutput) {
        Self.outputsLock.lock()
        Self.itemOutputs[ObjectIdentifier(self), default: []].append(output)
        Self.outputsLock.unlock()
    }
    public func remove(_ output: AVPlayerItemOutput) {
        Self.outputsLock.lock()
        Self.itemOutputs[ObjectIdentifier(self)]?.removeAll { $0 === output }
        Self.outputsLock.unlock()
    }
}

// MARK: Resource loading

/// Answers an asset's requests for its data and keys (Apple's `AVAssetResourceLoaderDelegate`;
/// every method has a default, as Apple's are optional).
public protocol AVAssetResourceLoaderDelegate: NSObjectProtocol {
    func resourceLoader(
        _ resourceLoader: AVAssetResourceLoader, shouldWaitForLoadingOfRequestedResource loadingRequest: AVAssetResourceLoadingRequest
    )
        -> Bool
    func resourceLoader(
        _ resourceLoader: AVAssetResourceLoader, shouldWaitForRenewalOfRequestedResource renewalRequest: AVAssetResourceRenewalRequest
    )
        -> Bool
    func resourceLoader(_ resourceLoader: AVAssetResourceLoader, didCancel loadingRequest: AVAssetResourceLoadingRequest)
    func resourceLoader(
        _ resourceLoader: AVAssetResourceLoader, shouldWaitForResponseTo authenticationChallenge: URLAuthenticationChallenge
    ) -> Bool
    func resourceLoader(_ resourceLoader: AVAssetResourceLoader, didCancel authenticationChallenge: URLAuthenticationChallenge)
}

extension AVAssetResourceLoaderDelegate {
    public func resourceLoader(
        _ resourceLoader: AVAssetResourceLoader, shouldWaitForLoadingOfRequestedResource loadingRequest: AVAssetResourceLoadingRequest
    ) -> Bool { false }
    public func resourceLoader(
        _ resourceLoader: AVAssetResourceLoader, shouldWaitForRenewalOfRequestedResource renewalRequest: AVAssetResourceRenewalRequest
    ) -> Bool { false }
    public func resourceLoader(_ resourceLoader: AVAssetResourceLoader, didCancel loadingRequest: AVAssetResourceLoadingRequest) {}
    public func resourceLoader(
        _ resourceLoader: AVAssetResourceLoader, shouldWaitForResponseTo authenticationChallenge: URLAuthenticationChallenge
    )
        -> Bool
    { false }
    public func resourceLoader(_ resourceLoader: AVAssetResourceLoader, didCancel authenticationChallenge: URLAuthenticationChallenge) {}
}

/// An asset's loader of its resources (Apple's `AVAssetResourceLoader`): the delegate and its
/// queue are kept; nothing is loaded here, so it is never asked.
open class AVAssetResourceLoader: NSObject, @unchecked Sendable {
    open private(set) weak var delegate: (any AVAssetResourceLoaderDelegate)?
    open private(set) var delegateQueue: DispatchQueue?
    open var preloadsEligibleContentKeys = false
    open func setDelegate(_ delegate: (any AVAssetResourceLoaderDelegate)?, queue delegateQueue: DispatchQueue?) {
        self.delegate = delegate
        self.delegateQueue = delegateQueue
    }
}

/// A request for an asset's data (Apple's `AVAssetResourceLoadingRequest`).
open class AVAssetResourceLoadingRequest: NSObject, @unchecked Sendable {
    public let request: URLRequest
    open private(set) var isFinished = false
    open private(set) var isCancelled = false
    open var contentInformationRequest: AVAssetResourceLoadingContentInformationRequest?
    open var dataRequest: AVAssetResourceLoadingDataRequest?
    open var response: URLResponse?
    open var redirect: URLRequest?
    init(request: URLRequest) { self.request = request }
    open func finishLoading() { isFinished = true }
    open func finishLoading(with error: (any Error)?) { isFinished = true }
}
open class AVAssetResourceRenewalRequest: AVAssetResourceLoadingRequest, @unchecked Sendable {}

open class AVAssetResourceLoadingContentInformationRequest: NSObject, @unchecked Sendable {
    open var contentType: String?
    open var contentLength: Int64 = 0
    open var isByteRangeAccessSupported = false
    open var renewalDate: Date?
    open var allowedContentTypes: [String]? { nil }
}

open class AVAssetResourceLoadingDataRequest: NSObject, @unchecked Sendable {
    open private(set) var requestedOffset: Int64 = 0
    open private(set) var requestedLength = 0
    open private(set) var requestsAllDataToEndOfResource = false
    open private(set) var currentOffset: Int64 = 0
    open func respond(with data: Data) { currentOffset += Int64(data.count) }
}

extension AVURLAsset {
    private static let loadersLock = NSLock()
    nonisolated(unsafe) private static var loaders: [ObjectIdentifier: AVAssetResourceLoader] = [:]

    /// The asset's resource loader (one per asset).
    public var resourceLoader: AVAssetResourceLoader {
        Self.loadersLock.lock()
        defer { Self.loadersLock.unlock() }
        if let loader = Self.loaders[ObjectIdentifier(self)] { return loader }
        let loader = AVAssetResourceLoader()
        Self.loaders[ObjectIdentifier(self)] = loader
        return loader
    }
}
