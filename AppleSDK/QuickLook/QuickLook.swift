// Quick Look: previews of files an app presents (`QLPreviewController`, SwiftUI's
// `quickLookPreview`) — kept as configured, never shown, as a widget presents nothing — and
// thumbnails of pictures, made here from their pixels (PNG, JPEG; an asset's SVG or PDF).
@_exported import Foundation
@_exported import UIKit
import SwiftUI

/// What can be previewed: a file's URL and its title (Apple's `QLPreviewItem`; URLs are items).
public protocol QLPreviewItem {
    var previewItemURL: URL? { get }
    var previewItemTitle: String? { get }
}
extension QLPreviewItem {
    public var previewItemTitle: String? { previewItemURL?.lastPathComponent }
}
extension NSURL: QLPreviewItem {
    public var previewItemURL: URL? { self as URL }
}
extension URL: QLPreviewItem {
    public var previewItemURL: URL? { self }
}

public enum QLPreviewItemEditingMode: Int, Sendable { case disabled = 0, updateContents, createCopy }

public protocol QLPreviewControllerDataSource: AnyObject {
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

/// The controller's delegate; every method has Apple's default, as Apple's are optional.
public protocol QLPreviewControllerDelegate: AnyObject {
    func previewControllerWillDismiss(_ controller: QLPreviewController)
    func previewControllerDidDismiss(_ controller: QLPreviewController)
    func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool
    func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode
    func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem)
    func previewController(
        _ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL)
}
extension QLPreviewControllerDelegate {
    public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
    public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
    public func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool { true }
    public func previewController(
        _ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem
    ) -> QLPreviewItemEditingMode {
        .disabled
    }
    public func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem) {}
    public func previewController(
        _ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL
    ) {}
}

/// Presents previews of files (Apple's `QLPreviewController`): configured and kept; a widget
/// presents no controllers, so it is never shown.
open class QLPreviewController: UIViewController {
    open weak var dataSource: (any QLPreviewControllerDataSource)?
    open weak var delegate: (any QLPreviewControllerDelegate)?
    open var currentPreviewItemIndex = 0
    open var currentPreviewItem: (any QLPreviewItem)? {
        guard let dataSource, currentPreviewItemIndex < dataSource.numberOfPreviewItems(in: self) else { return nil }
        return dataSource.previewController(self, previewItemAt: currentPreviewItemIndex)
    }
    open func reloadData() {}
    open func refreshCurrentPreviewItem() {}
    /// A file URL can be previewed.
    open class func canPreview(_ item: any QLPreviewItem) -> Bool { item.previewItemURL?.isFileURL ?? false }
}

// MARK: Thumbnails

public struct QLThumbnailError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case generationFailed = 0, savingToURLFailed, noCachedThumbnail, noCloudThumbnail, requestInvalid, requestCancelled
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var generationFailed: Code { .generationFailed }
}

public final class QLThumbnailRepresentation: @unchecked Sendable {
    public enum RepresentationType: Int, Sendable { case icon = 0, lowQualityThumbnail, thumbnail }
    public let type: RepresentationType
    public let uiImage: UIImage
    public var cgImage: CGImage { uiImage.cgImage ?? CGImage(width: 1, height: 1) }
    public var contentRect: CGRect { CGRect(origin: .zero, size: uiImage.size) }
    init(type: RepresentationType, uiImage: UIImage) { (self.type, self.uiImage) = (type, uiImage) }
}

public final class QLThumbnailGenerator: @unchecked Sendable {
    public static let shared = QLThumbnailGenerator()

    public final class Request: @unchecked Sendable {
        public struct RepresentationTypes: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let icon = RepresentationTypes(rawValue: 1 << 0)
            public static let lowQualityThumbnail = RepresentationTypes(rawValue: 1 << 1)
            public static let thumbnail = RepresentationTypes(rawValue: 1 << 2)
            public static let all: RepresentationTypes = [.icon, .lowQualityThumbnail, .thumbnail]
        }
        public let fileURL: URL
        public let size: CGSize
        public let scale: CGFloat
        public let representationTypes: RepresentationTypes
        public var minimumDimension: CGFloat = 0
        public var iconMode = false
        public init(fileAt url: URL, size: CGSize, scale: CGFloat, representationTypes: RepresentationTypes) {
            (fileURL, self.size, self.scale, self.representationTypes) = (url, size, scale, representationTypes)
        }
    }

    /// The picture at the request's file, when it is one this machine decodes; else
    /// `generationFailed`.
    public func generateBestRepresentation(
        for request: Request, completionHandler: @escaping @Sendable (QLThumbnailRepresentation?, (any Error)?) -> Void
    ) {
        let result = thumbnail(request)
        DispatchQueue.global().async { completionHandler(result, result == nil ? QLThumbnailError(.generationFailed) : nil) }
    }
    public func generateBestRepresentation(for request: Request) async throws -> QLThumbnailRepresentation {
        guard let result = thumbnail(request) else { throw QLThumbnailError(.generationFailed) }
        return result
    }
    public func generateRepresentations(
        for request: Request,
        update updateHandler: ((QLThumbnailRepresentation?, QLThumbnailRepresentation.RepresentationType, (any Error)?) -> Void)? = nil
    ) {
        let result = thumbnail(request)
        updateHandler?(result, .thumbnail, result == nil ? QLThumbnailError(.generationFailed) : nil)
    }
    public func cancel(_ request: Request) {}

    private func thumbnail(_ request: Request) -> QLThumbnailRepresentation? {
        guard let image = UIImage(contentsOfFile: request.fileURL.path), image.cgImage?.pixels != nil else { return nil }
        return QLThumbnailRepresentation(type: .thumbnail, uiImage: image)
    }
}

// MARK: SwiftUI

extension View {
    public nonisolated func quickLookPreview(_ item: Binding<URL?>) -> some View {
        _sameInCells(self, "a widget presents no previews")
    }
    public nonisolated func quickLookPreview<Items>(_ selection: Binding<Items.Element?>, in items: Items) -> some View
    where Items: RandomAccessCollection, Items.Element == URL {
        _sameInCells(self, "a widget presents no previews")
    }
}
