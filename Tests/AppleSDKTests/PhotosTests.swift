import Foundation
import Photos
import PhotosUI
import SwiftUI
import Testing

@MainActor
@Suite("Photos as a phone whose library is empty: access granted when asked, fetches find nothing, changes fail; the picker is its label")
struct PhotosTests {
    @Test("Access is not determined until asked, then authorized; every fetch is empty; a change fails with changeNotSupported")
    func library() async {
        let asked = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
        #expect(asked == .authorized && PHPhotoLibrary.authorizationStatus(for: .readWrite) == .authorized)
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.fetchLimit = 1
        let assets = PHAsset.fetchAssets(with: .image, options: options)
        #expect(assets.count == 0 && assets.firstObject == nil && assets.isEmpty)
        let albums = PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumFavorites, options: nil)
        #expect(albums.count == 0)
        do {
            try await PHPhotoLibrary.shared().performChanges { _ = PHAssetChangeRequest.creationRequestForAsset(from: UIImage()) }
            Issue.record("a change succeeded with no library")
        } catch {
            #expect((error as? PHPhotosError)?.code == .changeNotSupported)
        }
    }

    @Test("A photos picker is drawn as its label; a picked item loads nothing")
    func picker() async throws {
        @State var item: PhotosPickerItem? = nil
        let picker = PhotosPicker("Choose photo", selection: $item, matching: .any(of: [.images, .livePhotos]))
        #expect(ViewRenderer.drawn(picker, columns: 16, rows: 1).text.contains("Choose photo"))
        let loaded = try await PhotosPickerItem(itemIdentifier: "x").loadTransferable(type: Data.self)
        #expect(loaded == nil)
    }
}
