import CoreGraphics
import Foundation
import Testing

@Suite("Vector pictures: an asset catalogue's SVG and PDF drawn by librsvg and poppler, at a phone's @3x")
struct VectorPictureTests {
    /// The preview fixture's catalogue: a 40-point SVG (its view box only) and a 60×30-point PDF.
    let catalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../widgetdeckTests/PreviewFixtures/VectorAssets/Assets.xcassets").standardized.path

    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels![i..<i + 4])
    }

    @Test("An SVG sized by its view box: 40 points, drawn 120 pixels square, its disc green and its corners white")
    func svg() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: catalogue + "/Leaf.imageset/leaf.svg"))
        #expect(BitmapCodec.VectorKind(data) == .svg)
        #expect(try BitmapCodec.vectorSize(data, kind: .svg).get() == CGSize(width: 40, height: 40))
        let image = try BitmapCodec.rasterise(data, kind: .svg, scale: 3).get()
        #expect(image.width == 120 && image.height == 120)
        #expect(pixel(image, 60, 60) == [52, 199, 89, 255])
        #expect(pixel(image, 2, 2) == [255, 255, 255, 255])
    }

    @Test("A PDF's first page: 60×30 points, its red, white and blue bands where they are")
    func pdf() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: catalogue + "/Flag.imageset/flag.pdf"))
        #expect(BitmapCodec.VectorKind(data) == .pdf)
        #expect(try BitmapCodec.vectorSize(data, kind: .pdf).get() == CGSize(width: 60, height: 30))
        let image = try BitmapCodec.rasterise(data, kind: .pdf, scale: 2).get()
        #expect(image.width == 120 && image.height == 60)
        #expect(pixel(image, 10, 30) == [255, 59, 48, 255])
        #expect(pixel(image, 60, 30) == [255, 255, 255, 255])
        #expect(pixel(image, 110, 30) == [0, 122, 255, 255])
    }

    @Test("A huge SVG is drawn no larger than the pixels allowed; a transparent one keeps straight alpha")
    func bounded() throws {
        let huge = Data(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="50000"><rect width="100%" height="100%" fill="#ff0000" fill-opacity="0.5"/></svg>"##
                .utf8)
        let image = try BitmapCodec.rasterise(huge, kind: .svg, scale: 3, maxPixels: 20_000).get()
        #expect(image.width * image.height <= 20_400 && image.width == 2 * image.height, "\(image.width)×\(image.height)")
        #expect(pixel(image, image.width / 2, image.height / 2) == [255, 0, 0, 128])
    }

    @Test("What cannot be read says so: a broken SVG, bytes that are not a PDF")
    func unreadable() {
        let broken = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle broken/></svg>"#.utf8)
        #expect(BitmapCodec.VectorKind(broken) == .svg)
        guard case .failure(let failure) = BitmapCodec.rasterise(broken, kind: .svg, scale: 1) else {
            Issue.record("a broken SVG was drawn")
            return
        }
        #expect(!failure.isLibraryMissing && failure.description == "an SVG picture that could not be read")
        guard case .failure(let notPDF) = BitmapCodec.vectorSize(Data("%PDF-1.4 nothing more".utf8), kind: .pdf) else {
            Issue.record("a PDF of no pages was read")
            return
        }
        #expect(notPDF.description == "a PDF picture that could not be read")
        #expect(BitmapCodec.VectorKind(Data([0x89, 0x50, 0x4E, 0x47])) == nil)
    }
}
