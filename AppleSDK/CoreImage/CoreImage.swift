// Core Image on Linux, as far as widget code reaches it: colours (`CIColor`), images over a
// Core Graphics bitmap (`CIImage`) and a context that renders them back (`CIContext`). Filters
// are not here: `CIFilter(name:)` answers nil, as Apple's does for a name it does not know, and
// says so on standard error.
@_exported import CoreGraphics
@_exported import ImageIO
@_exported import CoreVideo
import Foundation

/// A colour (Apple's `CIColor`).
open class CIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat
    open var numberOfComponents: Int { 4 }
    open var components: UnsafePointer<CGFloat> {
        let pointer = UnsafeMutablePointer<CGFloat>.allocate(capacity: 4)
        pointer.initialize(from: [red, green, blue, alpha], count: 4)
        return UnsafePointer(pointer)
    }
    open var colorSpace: CGColorSpace { CGColorSpaceCreateDeviceRGB() }
    open var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }
    open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
        (red, green, blue, alpha) = (r, g, b, a)
    }
    public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat) { self.init(red: r, green: g, blue: b, alpha: 1) }
    public convenience init(cgColor c: CGColor) {
        let parts = c.components ?? [0, 0, 0, 1]
        if parts.count == 2 {
            self.init(red: parts[0], green: parts[0], blue: parts[0], alpha: parts[1])
        } else {
            self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts.count > 3 ? parts[3] : 1)
        }
    }
    public convenience init(string representation: String) {
        let values = representation.split(separator: " ").compactMap { Double($0) }.map { CGFloat($0) }
        self.init(
            red: values.count > 0 ? values[0] : 0, green: values.count > 1 ? values[1] : 0, blue: values.count > 2 ? values[2] : 0,
            alpha: values.count > 3 ? values[3] : 1)
    }

    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
}

/// An image to process (Apple's `CIImage`): here a Core Graphics bitmap, or a colour without end.
open class CIImage: NSObject, @unchecked Sendable {
    public let cgImage: CGImage?
    let color: CIColor?
    open var extent: CGRect {
        guard let cgImage else { return .infinite }
        return CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
    }
    open var properties: [String: Any] { [:] }

    public init(cgImage image: CGImage) {
        cgImage = image
        color = nil
    }
    public init(color: CIColor) {
        cgImage = nil
        self.color = color
    }
    /// A pixel buffer's picture: its pixels where its format holds colour (BGRA, RGBA, ARGB, RGB,
    /// grey), else its size alone.
    public convenience init(cvPixelBuffer pixelBuffer: CVPixelBuffer) {
        self.init(cgImage: CGImage(width: pixelBuffer.width, height: pixelBuffer.height, pixels: pixelBuffer.rgba))
    }
    public convenience init(cvPixelBuffer pixelBuffer: CVPixelBuffer, options: [CIImageOption: Any]?) {
        self.init(cvPixelBuffer: pixelBuffer)
    }
    public convenience init(cvImageBuffer imageBuffer: CVImageBuffer) { self.init(cvPixelBuffer: imageBuffer) }
    public convenience init(cvImageBuffer imageBuffer: CVImageBuffer, options: [CIImageOption: Any]?) {
        self.init(cvPixelBuffer: imageBuffer)
    }
    public convenience init?(data: Data) {
        guard let image = BitmapCodec.decode(data) else { return nil }
        self.init(cgImage: image)
    }
    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }
    public static func empty() -> CIImage { CIImage(color: .clear) }

    /// The image cropped to `rect`.
    open func cropped(to rect: CGRect) -> CIImage {
        if let cgImage, let cropped = cgImage.cropping(to: rect) { return CIImage(cgImage: cropped) }
        guard let color, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0,
            let context = CGContext(
                data: nil, width: Int(rect.width), height: Int(rect.height), bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return self }
        context.setFillColor(color.cgColor)
        context.fill(CGRect(origin: .zero, size: rect.size))
        return context.makeImage().map(CIImage.init(cgImage:)) ?? self
    }
}

/// Renders images (Apple's `CIContext`).
open class CIContext: NSObject, @unchecked Sendable {
    public struct Option: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let useSoftwareRenderer = Option(rawValue: "kCIContextUseSoftwareRenderer")
        public static let workingColorSpace = Option(rawValue: "kCIContextWorkingColorSpace")
    }
    public override init() {}
    public init(options: [Option: Any]?) {}

    /// The image's pixels within `fromRect`.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { image.cropped(to: fromRect).cgImage }
}

/// An image filter (Apple's `CIFilter`): none is built here.
open class CIFilter: NSObject, @unchecked Sendable {
    public let name: String
    init(filterName: String) { name = filterName }

    /// nil, as Apple's answers for a filter it does not have; widgetdeck has none.
    public convenience init?(name: String) {
        FileHandle.standardError.write(Data("widgetdeck: CoreImage: no filter \(name) on Linux (CIFilter(name:) is nil)\n".utf8))
        return nil
    }
    public convenience init?(name: String, parameters params: [String: Any]?) { self.init(name: name) }
    open var outputImage: CIImage? { nil }
    open func setValue(_ value: Any?, forKey key: String) {}
}

public let kCIInputImageKey = "inputImage"
public let kCIInputColorKey = "inputColor"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputTargetImageKey = "inputTargetImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIInputGradientImageKey = "inputGradientImage"
public let kCIInputShadingImageKey = "inputShadingImage"
public let kCIInputTimeKey = "inputTime"
public let kCIInputScaleKey = "inputScale"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputWidthKey = "inputWidth"
public let kCIInputSharpnessKey = "inputSharpness"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputEVKey = "inputEV"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputVersionKey = "inputVersion"
public let kCIOutputImageKey = "outputImage"

extension CIImage {
    /// The image with the filter `filterName` applied: widgetdeck has no filters (as
    /// `CIFilter(name:)` says), so its pixels unfiltered — said on standard error, and noted by
    /// the view that shows the picture (`lint`'s `approximated`).
    public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        FileHandle.standardError.write(
            Data("widgetdeck: CoreImage: no filter \(filterName) on Linux (the image is left unfiltered)\n".utf8))
        guard let cgImage else { return self }
        let unfiltered = CGImage(width: cgImage.width, height: cgImage.height, pixels: cgImage.pixels)
        unfiltered.leftOut = cgImage.leftOut + ["Core Image filter \(filterName) left out: the picture is unfiltered"]
        return CIImage(cgImage: unfiltered)
    }

    public func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }
}

extension CIImage {
    /// The image turned upright from the way its pixels are stored, as an EXIF orientation (1–8)
    /// says; another number leaves it as it is.
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        guard let way = CGImagePropertyOrientation(rawValue: UInt32(clamping: max(0, orientation))) else { return self }
        return oriented(way)
    }

    /// The image turned upright from the way its pixels are stored: mirrored, turned half way, or
    /// a quarter either way (then its width and height trade places).
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        guard let cgImage, orientation != .up else { return self }
        let w = cgImage.width, h = cgImage.height
        let quarter = [.leftMirrored, .right, .rightMirrored, .left].contains(orientation)
        let (outW, outH) = quarter ? (h, w) : (w, h)
        var out: [UInt8]?
        if let pixels = cgImage.pixels {
            var turned = [UInt8](repeating: 0, count: outW * outH * 4)
            for y in 0..<outH {
                for x in 0..<outW {
                    // The stored pixel shown at (x, y).
                    let (sx, sy): (Int, Int) =
                        switch orientation {
                        case .up: (x, y)
                        case .upMirrored: (w - 1 - x, y)
                        case .down: (w - 1 - x, h - 1 - y)
                        case .downMirrored: (x, h - 1 - y)
                        case .leftMirrored: (y, x)
                        case .right: (y, h - 1 - x)
                        case .rightMirrored: (w - 1 - y, h - 1 - x)
                        case .left: (w - 1 - y, x)
                        }
                    let from = (sy * w + sx) * 4, to = (y * outW + x) * 4
                    turned[to..<to + 4] = pixels[from..<from + 4]
                }
            }
            out = turned
        }
        let upright = CGImage(width: outW, height: outH, pixels: out)
        upright.leftOut = cgImage.leftOut
        return CIImage(cgImage: upright)
    }
}

/// The options of an image's making (Apple's `CIImageOption`): kept, not acted on.
public struct CIImageOption: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let nearestSampling = CIImageOption(rawValue: "kCIImageNearestSampling")
}
