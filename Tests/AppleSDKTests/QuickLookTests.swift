import Foundation
import QuickLook
import Testing

@MainActor
@Suite("Quick Look: a preview controller's data source read as configured; thumbnails of pictures from their pixels")
struct QuickLookTests {
    final class Files: QLPreviewControllerDataSource {
        let urls = [URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.png")]
        func numberOfPreviewItems(in controller: QLPreviewController) -> Int { urls.count }
        func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
            urls[index] as QLPreviewItem
        }
    }

    @Test("The current item is the data source's; a file URL can be previewed, with its name as title")
    func controller() {
        let files = Files()
        let controller = QLPreviewController()
        controller.dataSource = files
        controller.currentPreviewItemIndex = 1
        #expect(controller.currentPreviewItem?.previewItemURL?.lastPathComponent == "b.png")
        #expect(controller.currentPreviewItem?.previewItemTitle == "b.png")
        #expect(QLPreviewController.canPreview(URL(fileURLWithPath: "/tmp/a.pdf") as QLPreviewItem))
        #expect(!QLPreviewController.canPreview(URL(string: "https://example.com")! as QLPreviewItem))
    }

    @Test("A PNG's thumbnail is its picture; a text file has none (generationFailed)")
    func thumbnails() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ql-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = try #require(UIImage(cgImage: CGImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])).pngData())
        try picture.write(to: folder.appendingPathComponent("p.png"))
        try Data("hello".utf8).write(to: folder.appendingPathComponent("t.txt"))
        let request = QLThumbnailGenerator.Request(
            fileAt: folder.appendingPathComponent("p.png"), size: CGSize(width: 60, height: 60), scale: 2, representationTypes: .all)
        let thumbnail = try await QLThumbnailGenerator.shared.generateBestRepresentation(for: request)
        #expect(thumbnail.cgImage.width == 2 && thumbnail.cgImage.pixels?.prefix(4) == [255, 0, 0, 255])
        let text = QLThumbnailGenerator.Request(
            fileAt: folder.appendingPathComponent("t.txt"), size: CGSize(width: 60, height: 60), scale: 2, representationTypes: .all)
        await #expect(throws: QLThumbnailError.self) { try await QLThumbnailGenerator.shared.generateBestRepresentation(for: text) }
    }
}
