// Core Graphics on Linux, as much as widget code names: Foundation already has `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect`; this module adds `CGVector`, `CGAffineTransform`, and
// `CGColor`, `CGPath`, `CGImage` as the values a widget's code passes between UIKit and
// SwiftUI (colours by their components, paths by their elements, images by their pixels'
// size). There is no drawing context: a terminal widget is drawn by SwiftUI's views.
@_exported import CoreFoundation
@_exported import Foundation

extension CGFloat {
    /// A number's value, truncated to the precision of a CGFloat (Core Graphics' overlay).
    public init(truncating number: NSNumber) { self.init(number.doubleValue) }
}

/// A 2-D vector (Apple's `CGVector`).
public struct CGVector: Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        dx = 0
        dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    public static var zero: CGVector { CGVector() }
}

/// A 2-D affine transform (Apple's `CGAffineTransform`), for paths, points and shapes.
public struct CGAffineTransform: Hashable, Sendable, Codable {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }

    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: x, y: y).concatenating(self) }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Whether the two rectangles are the same (Apple's `equalTo(_:)`, from Core Graphics' C API).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }

    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// What a colour space's components are (Apple's `CGColorSpaceModel`).
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// How colours out of gamut are mapped (Apple's `CGColorRenderingIntent`).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// Bytes an image is made from (Apple's `CGDataProvider`).
public final class CGDataProvider: @unchecked Sendable {
    public let data: CFData?
    public init?(data: CFData) { self.data = data }
}

/// A colour space (Apple's `CGColorSpace`): by its name only.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// Grey spaces are monochrome; every other here is RGB.
    public var model: CGColorSpaceModel { (name as String?)?.contains("Gray") == true ? .monochrome : .rgb }
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }
    public let name: CFString?

    public init?(name: CFString) { self.name = name }

    init(named name: String) { self.name = name as CFString? }

    nonisolated(unsafe) public static let sRGB: CFString = "kCGColorSpaceSRGB"
    nonisolated(unsafe) public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    nonisolated(unsafe) public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    nonisolated(unsafe) public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    nonisolated(unsafe) public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    nonisolated(unsafe) public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A colour (Apple's `CGColor`): its RGBA components in sRGB.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let components: [CGFloat]?
    public let colorSpace: CGColorSpace?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        colorSpace = CGColorSpace(named: CGColorSpace.sRGB as String)
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
        colorSpace = CGColorSpace(named: CGColorSpace.genericGrayGamma2_2 as String)
    }

    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.name == CGColorSpace.genericGrayGamma2_2 ? 2 : 4
        var values = (0..<count).map { components[$0] }
        if count == 2 { values = [values[0], values[0], values[0], values[1]] }
        self.components = values
        colorSpace = space
    }

    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour in `space`: the same colour (components are kept as sRGB here), grey by its
    /// luminance in a grey space.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        let rgba = components ?? [0, 0, 0, 1]
        guard rgba.count == 4 else { return nil }
        if space.model == .monochrome {
            return CGColor(gray: 0.2126 * rgba[0] + 0.7152 * rgba[1] + 0.0722 * rgba[2], alpha: rgba[3])
        }
        return CGColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    }

    public func copy(alpha: CGFloat) -> CGColor? {
        guard let c = components, c.count >= 3 else { return nil }
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    public static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    public var description: String { "CGColor \(components ?? [])" }
}

/// How a drawing is composited (Apple's `CGBlendMode`).
public enum CGBlendMode: Int32, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue,
        saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
        destinationAtop, xor, plusDarker, plusLighter
}

/// How a stroke's ends are drawn (Apple's `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// How a stroke's corners are drawn (Apple's `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// A path (Apple's `CGPath`): its elements, in the order they were added.
public class CGPath: Hashable, @unchecked Sendable {
    /// One element of a path.
    public enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    public internal(set) var elements: [Element] = []

    public init() {}

    init(elements: [Element]) { self.elements = elements }

    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        elements = [
            .move(CGPoint(x: rect.minX, y: rect.minY).applying(t)), .line(CGPoint(x: rect.maxX, y: rect.minY).applying(t)),
            .line(CGPoint(x: rect.maxX, y: rect.maxY).applying(t)), .line(CGPoint(x: rect.minX, y: rect.maxY).applying(t)), .close,
        ]
    }

    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for p in points.dropFirst() { box = box.union(CGRect(origin: p, size: .zero)) }
        return box
    }

    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint {
        for element in elements.reversed() {
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .close: continue
            }
        }
        return .zero
    }

    public func copy() -> CGPath? { CGPath(elements: elements) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// A path that can be added to (Apple's `CGMutablePath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() { super.init() }
    override init(elements: [Element]) { super.init(elements: elements) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { elements.append(.move(point.applying(transform))) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { elements.append(.line(point.applying(transform))) }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.curve(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addLines(
            between: [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                CGPoint(x: rect.minX, y: rect.maxY),
            ], transform: transform)
        closeSubpath()
    }
    /// A rectangle with rounded corners, each an elliptical quarter of `cornerWidth` by `cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let rx = min(max(0, cornerWidth), rect.width / 2)
        let ry = min(max(0, cornerHeight), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY), transform: transform)
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry), transform: transform)
        addCurve(
            to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
            control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY), transform: transform)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY), transform: transform)
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry), transform: transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry), transform: transform)
        addCurve(
            to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
            control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY), transform: transform)
        closeSubpath()
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        // Four cubic curves, the usual approximation of a circle's quarters.
        let k: CGFloat = 0.5522847498
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry),
            transform: transform)
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry),
            transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry),
            transform: transform)
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry),
            transform: transform)
        closeSubpath()
    }
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        // Line segments every 10 degrees: enough for a terminal's resolution.
        var sweep = endAngle - startAngle
        if clockwise, sweep > 0 { sweep -= 2 * .pi }
        if !clockwise, sweep < 0 { sweep += 2 * .pi }
        let steps = max(1, Int((abs(sweep) / (.pi / 18)).rounded(.up)))
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        for step in 1...steps {
            let angle = startAngle + sweep * CGFloat(step) / CGFloat(steps)
            addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)), transform: transform)
        }
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            switch element {
            case .move(let p): move(to: p, transform: transform)
            case .line(let p): addLine(to: p, transform: transform)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c, transform: transform)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2, transform: transform)
            case .close: closeSubpath()
            }
        }
    }
    public func closeSubpath() { elements.append(.close) }
}

/// A bitmap (Apple's `CGImage`): its size in pixels and, when it was decoded, its pixels as
/// 8-bit RGBA rows.
public final class CGImage: Hashable, @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// RGBA, row by row, when known.
    public let pixels: [UInt8]?
    /// A view drawn as this picture (SwiftUI's `ImageRenderer`): where the picture is shown, the
    /// view itself is drawn in cells, as it has no pixels here.
    package let drawing: AnyObject?
    /// What making this picture left out (a Core Image filter there is none of here), for the
    /// view that shows it to note.
    package var leftOut: [String] = []

    /// Its pixels as a PNG, encoded once: a widget's picture is shown in every entry and family.
    package var png: Data? {
        pngLock.lock()
        defer { pngLock.unlock() }
        if let encoded { return encoded }
        let png = BitmapCodec.png(self)
        encoded = .some(png)
        return png
    }
    private let pngLock = NSLock()
    private var encoded: Data??

    public init(width: Int, height: Int, pixels: [UInt8]? = nil) {
        self.width = width
        self.height = height
        self.pixels = pixels
        drawing = nil
    }

    package init(width: Int, height: Int, drawing: AnyObject) {
        self.width = width
        self.height = height
        pixels = nil
        self.drawing = drawing
    }

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    /// Its pixels are sRGB, 8 bits a component, straight (not premultiplied) alpha last: RGBA.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue) }
    public var alphaInfo: CGImageAlphaInfo { .last }
    public var isMask: Bool { false }
    public var shouldInterpolate: Bool { true }
    /// Its pixels' bytes, when it has pixels.
    public var dataProvider: CGDataProvider? { pixels.flatMap { CGDataProvider(data: Data($0) as CFData) } }

    /// An image from a provider's bytes, laid out as `bitmapInfo` says (8 bits a component).
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard width > 0, height > 0, bitsPerComponent == 8, bitsPerPixel == 32, let data = provider.data as Data?,
            data.count >= bytesPerRow * height,
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4, space: space,
                bitmapInfo: bitmapInfo.rawValue)
        else { return nil }
        // Copied row by row into a context of the same layout, then read back as RGBA.
        let target = context.data!.assumingMemoryBound(to: UInt8.self)
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            for row in 0..<height {
                for byte in 0..<(width * 4) { target[row * width * 4 + byte] = raw[row * bytesPerRow + byte] }
            }
        }
        guard let image = context.makeImage() else { return nil }
        self.init(width: width, height: height, pixels: image.pixels)
    }

    public func cropping(to rect: CGRect) -> CGImage? {
        let x = max(0, Int(rect.minX)), y = max(0, Int(rect.minY))
        let w = min(width - x, Int(rect.width)), h = min(height - y, Int(rect.height))
        guard w > 0, h > 0 else { return nil }
        var out: [UInt8]?
        if let pixels {
            var kept: [UInt8] = []
            kept.reserveCapacity(w * h * 4)
            for row in y..<(y + h) { kept += pixels[(row * width + x) * 4..<(row * width + x + w) * 4] }
            out = kept
        }
        let cropped = CGImage(width: w, height: h, pixels: out)
        cropped.leftOut = leftOut
        return cropped
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
