import CoreGraphics
import Foundation
import Testing
import UIKit

/// Core Graphics' bitmap context rasterised, and pictures decoded and encoded by libpng and
/// libjpeg-turbo: pixels are where the drawing put them, in the byte order asked for.
@MainActor
@Suite("CoreGraphics: a bitmap context, drawn and read back")
struct CoreGraphicsTests {
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let o = (y * image.width + x) * 4
        return Array(image.pixels![o..<o + 4])
    }

    @Test("A filled rectangle and ellipse cover their pixels; Core Graphics' y grows upwards")
    func fills() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))  // the bottom half
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fillEllipse(in: CGRect(x: 2, y: 6, width: 4, height: 4))
        let image = try #require(context.makeImage())
        #expect(pixel(image, 0, 9) == [255, 0, 0, 255])  // bottom row
        #expect(pixel(image, 0, 0) == [0, 0, 0, 0])  // top left: untouched
        #expect(pixel(image, 4, 2) == [0, 0, 255, 255])  // the ellipse's middle, near the top
        let edge = pixel(image, 2, 1)
        #expect(edge[3] > 0 && edge[3] < 255, "the ellipse's edge is anti-aliased: \(edge)")
    }

    @Test("Into memory the caller owns, in BGRA order for little-endian premultiplied-first bitmaps")
    func byteOrder() throws {
        var bytes = [UInt8](repeating: 0, count: 4 * 4)
        bytes.withUnsafeMutableBytes { raw in
            let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            let context = CGContext(
                data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: info)
            context?.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            context?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(Array(bytes[0..<4]) == [0, 128, 255, 255])
    }

    @Test("A stroked line is as wide as its line width; a linear gradient runs from its start colour to its end")
    func strokesAndGradients() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        let colors = [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1)] as CFArray
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]))
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 20, y: 0), options: [])
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 0, y: 10))
        context.addLine(to: CGPoint(x: 20, y: 10))
        context.strokePath()
        let image = try #require(context.makeImage())
        #expect(pixel(image, 0, 0)[0] < 20 && pixel(image, 19, 0)[0] > 235)
        #expect(pixel(image, 10, 9) == [255, 0, 0, 255] && pixel(image, 10, 8) == [255, 0, 0, 255])
        #expect(pixel(image, 10, 5)[1] == pixel(image, 10, 5)[0], "grey from the gradient above the line")
    }

    @Test("A layer tree renders into a context: backgrounds at their frames, borders, hidden layers left out; a clip path bounds fills")
    func layersRender() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let badge = CALayer()
        badge.frame = CGRect(x: 4, y: 4, width: 4, height: 4)
        badge.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let hidden = CALayer()
        hidden.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        hidden.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        hidden.isHidden = true
        root.addSublayer(badge)
        root.addSublayer(hidden)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { root.render(in: $0.cgContext) }
        let pixels = try #require(image.cgImage)
        // UIKit's context has y growing downwards: the badge is at the bottom right.
        #expect(pixel(pixels, 6, 6) == [255, 0, 0, 255])
        #expect(pixel(pixels, 1, 1) == [0, 0, 255, 255])
        #expect(pixel(pixels, 1, 6) == [0, 0, 255, 255])
        let clipped = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { _ in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 8)).addClip()
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8)).fill()
        }
        let clippedPixels = try #require(clipped.cgImage)
        #expect(pixel(clippedPixels, 1, 4)[3] == 255 && pixel(clippedPixels, 6, 4)[3] == 0)
    }

    @Test("UIGraphicsImageRenderer draws at its scale; its PNG decodes to the same pixels (libpng), a JPEG near them")
    func rendererAndCodecs() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIBezierPath(rect: CGRect(x: 4, y: 0, width: 4, height: 2)).fill()
        }
        #expect(image.size == CGSize(width: 8, height: 4) && image.scale == 2)
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == 16 && pixels.height == 8)
        #expect(pixel(pixels, 0, 7)[0] > 200 && pixel(pixels, 12, 1)[0] > 200 && pixel(pixels, 12, 7)[3] == 0)
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png)?.cgImage)
        #expect(decoded.pixels == pixels.pixels)
        let jpeg = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        let fromJPEG = try #require(UIImage(data: jpeg)?.cgImage)
        #expect(fromJPEG.width == 16 && pixel(fromJPEG, 0, 7)[0] > 200)
        #expect(UIImage(data: Data("not a picture".utf8)) == nil)
    }
}
