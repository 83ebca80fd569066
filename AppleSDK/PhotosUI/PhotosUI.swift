// PhotosUI: the system's photo picker, as an app's views present it — SwiftUI's `PhotosPicker`
// is its label (a button on a phone; nothing is picked in a widget) and `PHPickerViewController`
// is kept, never shown. A picked item's data loads from nowhere here: `loadTransferable` is nil.
@_exported import Photos
import CoreTransferable
import SwiftUI
import UniformTypeIdentifiers

/// Which kinds of item a picker offers (Apple's `PHPickerFilter`).
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    let kinds: [String]
    public static let images = PHPickerFilter(kinds: ["images"])
    public static let videos = PHPickerFilter(kinds: ["videos"])
    public static let livePhotos = PHPickerFilter(kinds: ["livePhotos"])
    public static let screenshots = PHPickerFilter(kinds: ["screenshots"])
    public static let panoramas = PHPickerFilter(kinds: ["panoramas"])
    public static let depthEffectPhotos = PHPickerFilter(kinds: ["depthEffectPhotos"])
    public static let bursts = PHPickerFilter(kinds: ["bursts"])
    public static let cinematicVideos = PHPickerFilter(kinds: ["cinematicVideos"])
    public static let slomoVideos = PHPickerFilter(kinds: ["slomoVideos"])
    public static let timelapseVideos = PHPickerFilter(kinds: ["timelapseVideos"])
    public static let screenRecordings = PHPickerFilter(kinds: ["screenRecordings"])
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(kinds: subfilters.flatMap(\.kinds)) }
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(kinds: subfilters.flatMap(\.kinds)) }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(kinds: filter.kinds.map { "not " + $0 }) }
    public static func playbackStyle(_ playbackStyle: PHAsset.PlaybackStyle) -> PHPickerFilter { PHPickerFilter(kinds: ["playback"]) }
}

extension PHAsset {
    public enum PlaybackStyle: Int, Sendable { case unsupported = 0, image, imageAnimated, livePhoto, video, videoLooping }
    public var playbackStyle: PlaybackStyle { .unsupported }
}

public struct PHPickerConfiguration: Sendable {
    public enum AssetRepresentationMode: Int, Sendable { case automatic = 0, current, compatible }
    public enum Selection: Int, Sendable { case `default` = 0, ordered, continuous, continuousAndOrdered }
    public var filter: PHPickerFilter?
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    public var selection: Selection = .default
    public var preselectedAssetIdentifiers: [String] = []
    public init() {}
    public init(photoLibrary: PHPhotoLibrary) {}
}

public struct PHPickerResult: Equatable, Hashable, @unchecked Sendable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?
    public static func == (a: PHPickerResult, b: PHPickerResult) -> Bool {
        a.itemProvider === b.itemProvider && a.assetIdentifier == b.assetIdentifier
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(assetIdentifier) }
}

public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The system's photo picker (Apple's `PHPickerViewController`): kept, never shown.
open class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }
    open func deselectAssets(withIdentifiers identifiers: [String]) {}
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier preceding: String?) {}
}

// MARK: SwiftUI

/// An item picked with `PhotosPicker` (Apple's `PhotosPickerItem`).
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    public let itemIdentifier: String?
    public var supportedContentTypes: [UTType] { [] }
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }
    public enum EncodingDisambiguationPolicy: Sendable { case automatic, current, compatible }
    /// Nothing is picked from a library here: no data loads.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    )
        -> Progress
    {
        completionHandler(.success(nil))
        return Progress(totalUnitCount: 0)
    }
}

public enum PhotosPickerSelectionBehavior: Sendable { case `default`, ordered, continuous, continuousAndOrdered }

/// The photo picker's button (Apple's `PhotosPicker`): its label.
public struct PhotosPicker<Label: View>: View {
    let label: Label
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label
    ) { self.label = label() }
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
        @ViewBuilder label: () -> Label
    ) { self.label = label() }
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
        matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) { self.label = label() }
    public var body: some View { Button(action: {}) { label } }
}

extension PhotosPicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) { self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) } }
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) { self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) } }
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(
            selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter,
            preferredItemEncoding: preferredItemEncoding
        ) { Text(titleKey) }
    }
}

extension View {
    public nonisolated func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { _sameInCells(self, "a widget presents no pickers") }
    public nonisolated func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { _sameInCells(self, "a widget presents no pickers") }
}
