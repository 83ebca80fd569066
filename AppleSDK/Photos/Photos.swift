// Photos on Linux: a phone whose photo library is empty. Access is granted when asked (full
// access); fetches find no assets or albums; a change to the library fails, as there is none
// to change — each said on standard error once — so a photo widget draws its empty state.
@_exported import CoreLocation
@_exported import Foundation
import FoundationCompatibility
@_exported import UIKit

public enum PHAuthorizationStatus: Int, @unchecked Sendable {
    case notDetermined = 0, restricted, denied, authorized, limited
}
public enum PHAccessLevel: Int, @unchecked Sendable { case addOnly = 1, readWrite = 2 }
public enum PHAssetMediaType: Int, @unchecked Sendable { case unknown = 0, image, video, audio }
public struct PHAssetMediaSubtype: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
}
public enum PHAssetCollectionType: Int, @unchecked Sendable { case album = 1, smartAlbum = 2, moment = 3 }
public enum PHAssetCollectionSubtype: Int, @unchecked Sendable {
    case albumRegular = 2, albumSyncedEvent = 3, albumSyncedFaces = 4, albumSyncedAlbum = 5, albumImported = 6
    case albumMyPhotoStream = 100, albumCloudShared = 101
    case smartAlbumGeneric = 200, smartAlbumPanoramas = 201, smartAlbumVideos = 202, smartAlbumFavorites = 203,
        smartAlbumTimelapses = 204, smartAlbumAllHidden = 205, smartAlbumRecentlyAdded = 206, smartAlbumBursts = 207,
        smartAlbumSlomoVideos = 208, smartAlbumUserLibrary = 209, smartAlbumSelfPortraits = 210, smartAlbumScreenshots = 211,
        smartAlbumDepthEffect = 212, smartAlbumLivePhotos = 213, smartAlbumAnimated = 214, smartAlbumLongExposures = 215,
        smartAlbumUnableToUpload = 216, smartAlbumRAW = 217, smartAlbumCinematic = 218, smartAlbumSpatial = 219
    case any = 9_223_372_036_854_775_807
}
public enum PHImageContentMode: Int, @unchecked Sendable {
    case aspectFit = 0, aspectFill = 1
    public static var `default`: PHImageContentMode { .aspectFit }
}
public typealias PHImageRequestID = Int32
public let PHInvalidImageRequestID: PHImageRequestID = 0
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
public let PHImageErrorKey = "PHImageErrorKey"
public let PHImageCancelledKey = "PHImageCancelledKey"

public struct PHPhotosError: Error, Hashable, CustomNSError, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case internalError = -1, userCancelled = 3072, libraryVolumeOffline = 3114, relinquishingLibraryBundleToWriter = 3142,
            switchingSystemPhotoLibrary = 3143, networkAccessRequired = 3164, networkError = 3169, identifierNotFound = 3201,
            multipleIdentifiersFound = 3202, changeNotSupported = 3300, operationInterrupted = 3301, invalidResource = 3302,
            missingResource = 3303, notEnoughSpace = 3305, requestNotSupportedForAsset = 3306, accessRestricted = 3310,
            accessUserDenied = 3311, libraryInFileProviderSyncRoot = 5423, persistentChangeTokenExpired = 3105,
            persistentChangeDetailsUnavailable = 3210, invalid = -2
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { PHPhotosErrorDomain }
    public var errorCode: Int { code.rawValue }
}
public let PHPhotosErrorDomain = "PHPhotosErrorDomain"

func photosSay(_ message: String) { sayOnceOnStandardError("Photos: " + message) }

// MARK: The library

public protocol PHPhotoLibraryChangeObserver: AnyObject {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}
public protocol PHPhotoLibraryAvailabilityObserver: AnyObject {
    func photoLibraryDidBecomeUnavailable(_ photoLibrary: PHPhotoLibrary)
}

open class PHChange: NSObject, @unchecked Sendable {
    open func changeDetails<T: PHObject>(for object: T) -> PHObjectChangeDetails<T>? { nil }
    open func changeDetails<T: PHObject>(for fetchResult: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? { nil }
}
open class PHObjectChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {}
open class PHFetchResultChangeDetails<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    open var fetchResultAfterChanges: PHFetchResult<ObjectType> { PHFetchResult() }
    open var hasIncrementalChanges: Bool { false }
}

/// The phone's photo library: empty here; access granted when asked.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var status = PHAuthorizationStatus.notDetermined
    private static let library = PHPhotoLibrary()

    open class func shared() -> PHPhotoLibrary { library }

    @available(iOS, deprecated: 100000, message: "Use +authorizationStatusForAccessLevel:")
    open class func authorizationStatus() -> PHAuthorizationStatus { current }
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { current }
    static var current: PHAuthorizationStatus {
        lock.lock()
        defer { lock.unlock() }
        return status
    }
    static func grant() -> PHAuthorizationStatus {
        lock.lock()
        status = .authorized
        lock.unlock()
        photosSay("a phone whose photo library is empty; access granted when asked")
        return .authorized
    }
    @available(iOS, deprecated: 100000, message: "Use +requestAuthorizationForAccessLevel:handler:")
    open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        let status = grant()
        DispatchQueue.global().async { handler(status) }
    }
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        let status = grant()
        DispatchQueue.global().async { handler(status) }
    }
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { grant() }

    open var unavailabilityReason: (any Error)? { nil }
    open func register(_ observer: any PHPhotoLibraryChangeObserver) {}
    open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {}
    open func register(_ observer: any PHPhotoLibraryAvailabilityObserver) {}
    open func unregisterAvailabilityObserver(_ observer: any PHPhotoLibraryAvailabilityObserver) {}

    /// There is no library to change here: the change fails.
    open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
        photosSay("a change to the library fails: there is none here")
        DispatchQueue.global().async { completionHandler?(false, PHPhotosError(.changeNotSupported)) }
    }
    open func performChangesAndWait(_ changeBlock: () -> Void) throws { throw PHPhotosError(.changeNotSupported) }
    nonisolated(nonsending) open func performChanges(_ changeBlock: @escaping () -> Void) async throws {
        throw PHPhotosError(.changeNotSupported)
    }
}

// MARK: Objects and fetches

open class PHObject: NSObject, @unchecked Sendable {
    open var localIdentifier: String { "" }
}

open class PHFetchOptions: NSObject, @unchecked Sendable {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var includeHiddenAssets = false
    open var includeAllBurstAssets = false
    open var includeAssetSourceTypes: PHAssetSourceType = .typeUserLibrary
    open var fetchLimit = 0
    open var wantsIncrementalChangeDetails = true
    public override init() {}
}

public struct PHAssetSourceType: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// The objects a fetch found (Apple's `PHFetchResult`): none, from an empty library.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, RandomAccessCollection, NSFastEnumeration, @unchecked Sendable {
    let objects: [ObjectType]
    init(_ objects: [ObjectType] = []) { self.objects = objects }
    public override convenience init() { self.init([]) }
    open var count: Int { objects.count }
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }
    open func object(at index: Int) -> ObjectType { objects[index] }
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
    open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for (index, object) in objects.enumerated() {
            withUnsafeMutablePointer(to: &stop) { block(object, index, $0) }
            if stop.boolValue { break }
        }
    }
    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int { 0 }
    public var startIndex: Int { 0 }
    public var endIndex: Int { objects.count }
    public subscript(position: Int) -> ObjectType { objects[position] }
}

open class PHAsset: PHObject, @unchecked Sendable {
    open var mediaType: PHAssetMediaType { .unknown }
    open var mediaSubtypes: PHAssetMediaSubtype { [] }
    open var pixelWidth: Int { 0 }
    open var pixelHeight: Int { 0 }
    open var creationDate: Date? { nil }
    open var modificationDate: Date? { nil }
    open var location: CLLocation? { nil }
    open var duration: TimeInterval { 0 }
    open var isHidden: Bool { false }
    open var isFavorite: Bool { false }
    open var burstIdentifier: String? { nil }
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
    open class func fetchKeyAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset>? { nil }
}

open class PHCollection: PHObject, @unchecked Sendable {
    open var localizedTitle: String? { nil }
    open var canContainAssets: Bool { false }
    open var canContainCollections: Bool { false }
    open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> { PHFetchResult() }
}

open class PHAssetCollection: PHCollection, @unchecked Sendable {
    open var assetCollectionType: PHAssetCollectionType { .album }
    open var assetCollectionSubtype: PHAssetCollectionSubtype { .albumRegular }
    open var estimatedAssetCount: Int { 0 }
    open var startDate: Date? { nil }
    open var endDate: Date? { nil }
    open override var canContainAssets: Bool { true }
    open class func fetchAssetCollections(
        with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
    ) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }
    open class func fetchAssetCollections(
        withLocalIdentifiers identifiers: [String], options: PHFetchOptions?
    )
        -> PHFetchResult<PHAssetCollection>
    { PHFetchResult() }
    open class func fetchAssetCollectionsContaining(
        _ asset: PHAsset, with type: PHAssetCollectionType, options: PHFetchOptions?
    )
        -> PHFetchResult<PHAssetCollection>
    { PHFetchResult() }
}

// MARK: Images

open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    public enum DeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat, fastFormat }
    public enum ResizeMode: Int, Sendable { case none = 0, fast, exact }
    public enum Version: Int, Sendable { case current = 0, unadjusted, original }
    open var deliveryMode: DeliveryMode = .opportunistic
    open var resizeMode: ResizeMode = .fast
    open var version: Version = .current
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    open var normalizedCropRect = CGRect.zero
    open var progressHandler: ((Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?
    public override init() {}
}

/// Images of assets (Apple's `PHImageManager`): the library is empty, so no asset has one.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let manager = PHImageManager()
    open class func `default`() -> PHImageManager { manager }
    open func requestImage(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
        resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        resultHandler(nil, [PHImageErrorKey: PHPhotosError(.identifierNotFound)])
        return PHInvalidImageRequestID
    }
    open func requestImageDataAndOrientation(
        for asset: PHAsset, options: PHImageRequestOptions?,
        resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        resultHandler(nil, nil, .up, [PHImageErrorKey: PHPhotosError(.identifierNotFound)])
        return PHInvalidImageRequestID
    }
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    open var allowsCachingHighQualityImages = true
    open func startCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?)
    {}
    open func stopCachingImagesForAllAssets() {}
}

// MARK: Change requests (made inside performChanges, which fails here)

open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
    open var creationDate: Date?
    open var location: CLLocation?
    open var isFavorite = false
    open var isHidden = false
    open var placeholderForCreatedAsset: PHObjectPlaceholder? { nil }
    open class func creationRequestForAsset(from image: UIImage) -> Self { Self() }
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { Self() }
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { Self() }
    open class func deleteAssets(_ assets: any NSFastEnumeration) {}
    public convenience init(for asset: PHAsset) { self.init() }
    public required override init() {}
}

open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}

open class PHAssetCollectionChangeRequest: NSObject, @unchecked Sendable {
    open var title = ""
    open var placeholderForCreatedAssetCollection: PHObjectPlaceholder { PHObjectPlaceholder() }
    open class func creationRequestForAssetCollection(withTitle title: String) -> PHAssetCollectionChangeRequest {
        PHAssetCollectionChangeRequest()
    }
    public convenience init?(for assetCollection: PHAssetCollection) { self.init() }
    public override init() {}
    open func addAssets(_ assets: any NSFastEnumeration) {}
    open func removeAssets(_ assets: any NSFastEnumeration) {}
}
