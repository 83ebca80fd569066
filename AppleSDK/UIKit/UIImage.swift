import Foundation

/// A picture (Apple's `UIImage`): an asset catalogue's image, an SF Symbol, or a bitmap from
/// data or a file — with its size in points, read from the bitmap's own header (PNG, JPEG,
/// GIF). SwiftUI's `Image(uiImage:)` draws it (see docs/preview.md for how pictures are drawn).
open class UIImage: NSObject, @unchecked Sendable {
    /// Where the picture comes from.
    package enum Source: @unchecked Sendable {
        case asset(String, file: String?)
        case system(String)
        case bitmap(Data)
        case file(String)
        /// Drawn by code (`UIGraphicsImageRenderer`, a `CGImage`): its pixels.
        case pixels(CGImage)
        /// Made empty (`UIImage()`).
        case drawn
    }

    package let source: Source
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: UIImage.RenderingMode
    open var symbolConfiguration: UIImage.SymbolConfiguration?

    package init(source: Source, size: CGSize, scale: CGFloat = 1, renderingMode: UIImage.RenderingMode = .automatic) {
        self.source = source
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
    }

    public override init() {
        source = .drawn
        size = .zero
        scale = 1
        renderingMode = .automatic
    }

    /// The asset catalogue's image called `name`, or nil when there is none (as on a phone).
    /// Kept once read, as UIKit keeps named images: a picture drawn in every family and entry
    /// is read and decoded once.
    public convenience init?(named name: String) {
        guard let image = UIImage.named(name) else { return nil }
        self.init(source: image.source, size: image.size, scale: image.scale)
        decoded = image.decoded
        vectorFailure = image.vectorFailure
    }

    private static let namedLock = NSLock()
    nonisolated(unsafe) private static var namedImages: [String: UIImage] = [:]

    private static func named(_ name: String) -> UIImage? {
        namedLock.lock()
        defer { namedLock.unlock() }
        if let image = namedImages[name] { return image }
        guard let files = AssetLibrary.shared.image(named: name) else { return nil }
        let file = files.first
        let data = file.flatMap { FileManager.default.contents(atPath: $0) }
        var pixels = data.flatMap(UIImage.pixelSize) ?? CGSize(width: 1, height: 1)
        var scale = file.map(UIImage.scale(ofFile:)) ?? 1
        if let data, pixels == CGSize(width: 1, height: 1), let kind = BitmapCodec.VectorKind(data),
            case .success(let points) = BitmapCodec.vectorSize(data, kind: kind)
        {
            // A vector asset (SVG, PDF) is its size in points, drawn at an @3x phone's scale.
            scale = 3
            pixels = CGSize(width: points.width * scale, height: points.height * scale)
        }
        let image = UIImage(
            source: .asset(name, file: file), size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
        namedImages[name] = image
        return image
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name)
    }

    public convenience init?(
        named name: String, in bundle: Bundle? = nil, variableValue: Double, configuration: UIImage.Configuration? = nil
    ) {
        self.init(named: name)
    }

    /// An SF Symbol. Symbols are drawn as the glyph nearest them; every name is accepted.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(source: .system(name), size: CGSize(width: 20, height: 20))
    }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name)
        symbolConfiguration = configuration as? SymbolConfiguration
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    public convenience init?(systemName name: String, variableValue: Double, configuration: UIImage.Configuration? = nil) {
        self.init(systemName: name)
    }

    /// A bitmap from `data`; nil when the data is not a PNG, JPEG, GIF or WebP picture.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = UIImage.pixelSize(data) else { return nil }
        let s = scale > 0 ? scale : 1
        self.init(source: .bitmap(data), size: CGSize(width: pixels.width / s, height: pixels.height / s), scale: s)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let pixels = UIImage.pixelSize(data) else { return nil }
        let scale = UIImage.scale(ofFile: path)
        self.init(source: .file(path), size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }

    public convenience init(resource: ImageResource) {
        if let image = UIImage(named: resource.name) {
            self.init(source: image.source, size: image.size, scale: image.scale)
        } else {
            self.init(source: .asset(resource.name, file: nil), size: .zero)
        }
    }

    public required convenience init(imageLiteralResourceName name: String) {
        if let image = UIImage(named: name) {
            self.init(source: image.source, size: image.size, scale: image.scale)
        } else {
            self.init(source: .asset(name, file: nil), size: .zero)
        }
    }

    public convenience init(cgImage: CGImage) {
        self.init(source: .pixels(cgImage), size: CGSize(width: cgImage.width, height: cgImage.height))
    }

    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let s = scale > 0 ? scale : 1
        self.init(source: .pixels(cgImage), size: CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s), scale: s)
    }

    private lazy var decoded: CGImage? = {
        switch source {
        case .pixels(let image): return image
        default:
            guard let data = bytes else { return nil }
            if let bitmap = BitmapCodec.decode(data) { return bitmap }
            guard let kind = BitmapCodec.VectorKind(data) else { return nil }
            switch BitmapCodec.rasterise(data, kind: kind, scale: scale) {
            case .success(let image): return image
            case .failure(let failure):
                vectorFailure = failure
                return nil
            }
        }
    }()

    /// Why the picture, a vector one (an asset's SVG or PDF), has no pixels here, once decoding
    /// was tried.
    package private(set) var vectorFailure: BitmapCodec.VectorFailure?

    /// The picture's pixels: decoded from its PNG or JPEG bytes (libpng, libjpeg-turbo), drawn
    /// from an asset's SVG or PDF (librsvg, poppler), or as drawn; a picture of another format
    /// (GIF, WebP, a symbol) has its size and no pixels.
    open var cgImage: CGImage? {
        decoded ?? CGImage(width: Int(size.width * scale), height: Int(size.height * scale))
    }

    open var imageOrientation: UIImage.Orientation { .up }

    /// An animated image's frames, and the seconds they take together (Apple's `images` and
    /// `duration`). A widget does not animate: where it is shown, its first frame is drawn.
    open var images: [UIImage]? { animation?.frames }
    open var duration: TimeInterval { animation?.duration ?? 0 }
    private var animation: (frames: [UIImage], duration: TimeInterval)?

    /// An image of `images` shown one after another over `duration` seconds; nil for no frames.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let animated = UIImage(source: first.source, size: first.size, scale: first.scale, renderingMode: first.renderingMode)
        animated.animation = (images, duration)
        return animated
    }

    /// The asset catalogue's images `name0`, `name1`… (up to 1024 of them, as UIKit looks),
    /// animated over `duration` seconds; nil when there is no `name0` (nor `name1`).
    open class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for index in 0...1024 {
            guard let frame = UIImage(named: name + String(index)) else {
                if index == 0 { continue }
                break
            }
            frames.append(frame)
        }
        return animatedImage(with: frames, duration: duration)
    }

    /// The picture as PNG: its own bytes when it is one, else its pixels encoded by libpng.
    open func pngData() -> Data? {
        if let data = bytes, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return data }
        return decoded?.png
    }

    /// The picture as JPEG at `compressionQuality` (0 to 1), encoded by libjpeg-turbo.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        decoded.flatMap { BitmapCodec.jpeg($0, quality: compressionQuality) }
    }

    /// The picture's encoded bytes, when it has any.
    package var bytes: Data? {
        switch source {
        case .bitmap(let data): data
        case .file(let path), .asset(_, file: let path?): FileManager.default.contents(atPath: path)
        default: nil
        }
    }

    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(source: source, size: size, scale: scale, renderingMode: renderingMode)
    }

    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { self }
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { self }
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }

    /// A smaller copy: the same picture at `size` (drawn from the same source).
    open func preparingThumbnail(of size: CGSize) -> UIImage? {
        UIImage(source: source, size: size, scale: scale, renderingMode: renderingMode)
    }

    open func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    open func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    /// Draws the picture into the current context (`UIGraphicsGetCurrentContext()`), if any.
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    open func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let image = decoded else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.draw(image, in: rect)
        context.restoreGState()
    }
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    open func preparingForDisplay() -> UIImage? { self }

    open func byPreparingForDisplay() async -> UIImage? { self }

    /// What the picture is, in words (for notes and what a screen reader says).
    package var summary: String {
        switch source {
        case .asset(let name, _): "image “\(name)”"
        case .system(let name): "symbol “\(name)”"
        case .bitmap: "a \(Int(size.width * scale))×\(Int(size.height * scale)) picture from data"
        case .file(let path): "picture \(path.split(separator: "/").last ?? "")"
        case .pixels: "a \(Int(size.width * scale))×\(Int(size.height * scale)) picture drawn by code"
        case .drawn: "an empty picture"
        }
    }

    // MARK: Nested types

    public enum RenderingMode: Int, Hashable, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    public enum Orientation: Int, Hashable, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public enum SymbolWeight: Int, Hashable, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum SymbolScale: Int, Hashable, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// Apple's `UIImage.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {
        public override init() {}
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { self }
    }

    /// Apple's `UIImage.SymbolConfiguration`.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale

        public required init(pointSize: CGFloat? = nil, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: textStyle.pointSize) }
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(pointSize: textStyle.pointSize, scale: scale)
        }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) { self.init(pointSize: font.pointSize, scale: scale) }
        public convenience init(weight: UIImage.SymbolWeight) { self.init(pointSize: nil, weight: weight) }
        public convenience init(scale: UIImage.SymbolScale) { self.init(pointSize: nil, scale: scale) }
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil) }
        public static func preferringMulticolor() -> Self { Self(pointSize: nil) }
        public static func preferringMonochrome() -> Self { Self(pointSize: nil) }

        public static let unspecified = SymbolConfiguration(pointSize: nil)
    }

    // MARK: Bitmaps

    /// A bitmap's size in pixels, from its header: PNG's IHDR, JPEG's start-of-frame, GIF's
    /// logical screen, WebP's VP8/VP8L/VP8X chunk.
    package static func pixelSize(_ data: Data) -> CGSize? {
        let b = [UInt8](data.prefix(1 << 20))
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        func le16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            let w = be32(16), h = be32(20)
            return w > 0 && h > 0 ? CGSize(width: w, height: h) : nil
        }
        if b.count >= 10, b.starts(with: Array("GIF8".utf8)) {
            let w = le16(6), h = le16(8)
            return w > 0 && h > 0 ? CGSize(width: w, height: h) : nil
        }
        if b.count >= 30, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) {
            let chunk = String(decoding: b[12..<16], as: UTF8.self)
            switch chunk {
            case "VP8X":
                return CGSize(
                    width: (Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16) + 1,
                    height: (Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16) + 1)
            case "VP8 ": return CGSize(width: le16(26) & 0x3FFF, height: le16(28) & 0x3FFF)
            case "VP8L":
                let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
                return CGSize(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
            default: return nil
            }
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 {
            var i = 2
            while i + 9 < b.count {
                guard b[i] == 0xFF else {
                    i += 1
                    continue
                }
                let marker = b[i + 1]
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                    i += 2
                    continue
                }
                let length = be16(i + 2)
                // Start of frame: baseline, progressive and the rest (not DHT, JPG, DAC).
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    let h = be16(i + 5), w = be16(i + 7)
                    return w > 0 && h > 0 ? CGSize(width: w, height: h) : nil
                }
                guard length >= 2 else { return nil }
                i += 2 + length
            }
        }
        return nil
    }

    /// `@2x` and `@3x` in a file's name are its scale.
    static func scale(ofFile path: String) -> CGFloat {
        if path.contains("@3x") { return 3 }
        if path.contains("@2x") { return 2 }
        return 1
    }
}

/// `#imageLiteral(resourceName:)` makes a `UIImage` where nothing says otherwise, as on a phone.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}

/// Taps the user feels (Apple's `UIFeedbackGenerator` family): a terminal has no motor.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    public override init() {}
    open func prepare() {}
}

/// Apple's `UIImpactFeedbackGenerator`.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// Apple's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }
    public init(style: FeedbackStyle) {}
    public override init() {}
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// Apple's `UINotificationFeedbackGenerator`.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Apple's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Apple's `UISelectionFeedbackGenerator`.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

extension CIImage {
    /// The image's pixels, as Core Image takes a `UIImage` (nil for one with no pixels).
    public convenience init?(image: UIImage) {
        guard let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage)
    }
}

extension UIImage {
    /// A Core Image image's pixels, as UIKit takes one (rendered to its extent).
    public convenience init(ciImage: CIImage) {
        if let cgImage = ciImage.cgImage {
            self.init(cgImage: cgImage)
        } else {
            self.init()
        }
    }
}
