// Core Graphics' bitmap context (Apple's `CGContext`), rasterised here: paths filled and
// stroked with anti-aliased coverage (four sub-rows a pixel), rectangles, ellipses, arcs and
// curves, images drawn scaled, linear and radial gradients, the current transform, a clip of
// rectangles and paths, and the state stack — into 8-bit pixels in the byte order the
// bitmap info names, read back with `makeImage()` or `data`. Text is not drawn into a context
// here (Core Text is not part of widgetdeck).
import Foundation

/// Where a bitmap keeps alpha (Apple's `CGImageAlphaInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout (Apple's `CGBitmapInfo`).
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(alphaInfo: CGImageAlphaInfo) { rawValue = alphaInfo.rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static var byteOrder32Host: CGBitmapInfo { .byteOrder32Little }
}

/// How a path is filled (Apple's `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable { case winding = 0, evenOdd }

/// What drawing a path does (Apple's `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable { case fill = 0, eoFill, stroke, fillStroke, eoFillStroke }

/// How much to smooth scaled images (Apple's `CGInterpolationQuality`).
public enum CGInterpolationQuality: Int32, Sendable { case `default` = 0, none, low, medium, high }

/// Whether a gradient extends past its ends (Apple's `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// Colours along a line (Apple's `CGGradient`).
public final class CGGradient: @unchecked Sendable {
    let stops: [(location: CGFloat, rgba: [CGFloat])]

    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = (colors as [AnyObject]).compactMap { $0 as? CGColor }
        guard !list.isEmpty else { return nil }
        stops = list.enumerated().map { index, color in
            let location = locations.map { $0[index] } ?? (list.count == 1 ? 0 : CGFloat(index) / CGFloat(list.count - 1))
            return (location, rgba(color))
        }
    }

    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        stops = (0..<count).map { index in
            let location = locations.map { $0[index] } ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            return (location, (0..<4).map { components[index * 4 + $0] })
        }
    }

    /// The colour at `t` along the gradient (0 to 1).
    func color(at t: CGFloat) -> [CGFloat] {
        guard let first = stops.first, let last = stops.last else { return [0, 0, 0, 0] }
        if t <= first.location { return first.rgba }
        if t >= last.location { return last.rgba }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let f = b.location == a.location ? 0 : (t - a.location) / (b.location - a.location)
            return (0..<4).map { a.rgba[$0] + (b.rgba[$0] - a.rgba[$0]) * f }
        }
        return last.rgba
    }
}

/// A colour's RGBA components, grey expanded.
func rgba(_ color: CGColor) -> [CGFloat] {
    guard let c = color.components else { return [0, 0, 0, 1] }
    switch c.count {
    case 2: return [c[0], c[0], c[0], c[1]]
    case 4...: return Array(c.prefix(4))
    case 3: return c + [1]
    default: return [0, 0, 0, 1]
    }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: CGColorSpace.sRGB as String) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: CGColorSpace.genericGrayGamma2_2 as String) }

/// A bitmap to draw into (Apple's `CGContext`).
public final class CGContext: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let bitsPerComponent: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public var bitsPerPixel: Int { 32 }
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .premultipliedLast }
    private let buffer: UnsafeMutablePointer<UInt8>
    private let ownsBuffer: Bool
    /// Byte offsets of red, green, blue and alpha within a pixel (alpha nil when skipped).
    private let order: (r: Int, g: Int, b: Int, a: Int?)
    /// Whether drawing's y grows downwards (UIKit's contexts) rather than upwards.
    package var flipped = false

    struct State {
        var ctm = CGAffineTransform.identity
        var fill: [CGFloat] = [0, 0, 0, 1]
        var stroke: [CGFloat] = [0, 0, 0, 1]
        var lineWidth: CGFloat = 1
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
        var clip: [Float]?
    }
    private var state = State()
    private var stack: [State] = []
    private var path = CGMutablePath()
    public var interpolationQuality: CGInterpolationQuality = .default

    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: UInt32
    ) {
        guard width > 0, height > 0, bitsPerComponent == 8 else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard rowBytes >= width * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.bitsPerComponent = bitsPerComponent
        colorSpace = space
        self.bitmapInfo = CGBitmapInfo(rawValue: bitmapInfo)
        if let data {
            buffer = data.assumingMemoryBound(to: UInt8.self)
            ownsBuffer = false
        } else {
            buffer = .allocate(capacity: rowBytes * height)
            buffer.initialize(repeating: 0, count: rowBytes * height)
            ownsBuffer = true
        }
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & 0x1F) ?? .premultipliedLast
        let little = (bitmapInfo & 0x7000) == CGBitmapInfo.byteOrder32Little.rawValue
        let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
        let hasAlpha = !(alpha == .noneSkipFirst || alpha == .noneSkipLast || alpha == .none)
        // In memory order: ARGB/RGBA as written (big-endian words), reversed for little-endian words.
        var layout = alphaFirst ? (r: 1, g: 2, b: 3, a: 0) : (r: 0, g: 1, b: 2, a: 3)
        if little { layout = (r: 3 - layout.r, g: 3 - layout.g, b: 3 - layout.b, a: 3 - layout.a) }
        order = (layout.r, layout.g, layout.b, hasAlpha ? layout.a : nil)
    }

    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo
    ) {
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow, space: space,
            bitmapInfo: bitmapInfo.rawValue)
    }

    deinit { if ownsBuffer { buffer.deallocate() } }

    /// The pixels' memory.
    public var data: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(buffer) }

    /// The drawing as an image, with straight (not premultiplied) RGBA pixels.
    public func makeImage() -> CGImage? {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = buffer + y * bytesPerRow + x * 4
                let a = order.a.map { p[$0] } ?? 255
                let unpremultiply: (UInt8) -> UInt8 = { a == 0 ? 0 : UInt8(min(255, (Int($0) * 255 + Int(a) / 2) / Int(a))) }
                let o = (y * width + x) * 4
                pixels[o] = unpremultiply(p[order.r])
                pixels[o + 1] = unpremultiply(p[order.g])
                pixels[o + 2] = unpremultiply(p[order.b])
                pixels[o + 3] = a
            }
        }
        return CGImage(width: width, height: height, pixels: pixels)
    }

    // MARK: State

    public func saveGState() { stack.append(state) }
    public func restoreGState() { if let saved = stack.popLast() { state = saved } }
    public var ctm: CGAffineTransform { state.ctm }
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    public func setFillColor(_ color: CGColor) { state.fill = rgba(color) }
    public func setStrokeColor(_ color: CGColor) { state.stroke = rgba(color) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.fill = [red, green, blue, alpha] }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.stroke = [red, green, blue, alpha] }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = [gray, gray, gray, alpha] }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = [gray, gray, gray, alpha] }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) {}
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    /// Normal and copy/clear compositing are drawn; the other modes composite as normal.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}

    // MARK: Paths

    public func beginPath() { path = CGMutablePath() }
    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { path.addLines(between: points) }
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { rects.forEach { path.addRect($0) } }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    public func addPath(_ path: CGPath) { self.path.addPath(path) }
    public func closePath() { path.closeSubpath() }
    public var isPathEmpty: Bool { path.isEmpty }
    public var currentPointOfPath: CGPoint { path.currentPoint }
    public var boundingBoxOfPath: CGRect { path.boundingBox }

    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(coverage(of: polygons(path), rule: rule), color: state.fill)
        beginPath()
    }

    public func strokePath() {
        paint(strokeCoverage(path), color: state.stroke)
        beginPath()
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        let current = path
        if mode != .stroke {
            paint(coverage(of: polygons(current), rule: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding), color: state.fill)
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { paint(strokeCoverage(current), color: state.stroke) }
        beginPath()
    }

    /// Runs `draw` on a path of its own, the context's current path kept for after.
    private func withPath(_ build: (CGMutablePath) -> Void, _ draw: () -> Void) {
        let saved = path
        path = CGMutablePath()
        build(path)
        draw()
        path = saved
    }

    public func fill(_ rect: CGRect) { withPath({ $0.addRect(rect) }) { fillPath() } }
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    public func fillEllipse(in rect: CGRect) { withPath({ $0.addEllipse(in: rect) }) { fillPath() } }
    public func stroke(_ rect: CGRect) { withPath({ $0.addRect(rect) }) { strokePath() } }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let savedWidth = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = savedWidth
    }
    public func strokeEllipse(in rect: CGRect) { withPath({ $0.addEllipse(in: rect) }) { strokePath() } }
    public func strokeLineSegments(between points: [CGPoint]) {
        withPath({ path in
            for pair in stride(from: 0, to: points.count - 1, by: 2) {
                path.move(to: points[pair])
                path.addLine(to: points[pair + 1])
            }
        }) { strokePath() }
    }
    /// Makes the rectangle transparent.
    public func clear(_ rect: CGRect) {
        let mask = coverage(of: polygons(rectanglePath(rect)), rule: .winding)
        for index in mask.indices where mask[index] > 0.5 {
            let p = buffer + (index / width) * bytesPerRow + (index % width) * 4
            for offset in 0..<4 { p[offset] = 0 }
        }
    }

    // MARK: Clipping

    public func clip(using rule: CGPathFillRule = .winding) {
        intersectClip(coverage(of: polygons(path), rule: rule))
        beginPath()
    }
    public func clip(to rect: CGRect) { intersectClip(coverage(of: polygons(rectanglePath(rect)), rule: .winding)) }
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        rects.forEach { path.addRect($0) }
        intersectClip(coverage(of: polygons(path), rule: .winding))
    }
    public func resetClip() { state.clip = nil }
    public var boundingBoxOfClipPath: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }

    private func intersectClip(_ mask: [Float]) {
        guard let clip = state.clip else { return state.clip = mask }
        state.clip = zip(clip, mask).map { min($0, $1) }
    }

    // MARK: Images and gradients

    /// Draws `image` scaled into `rect` (nearest pixel for enlargement, averaged for reduction).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard let pixels = image.pixels, image.width > 0, image.height > 0 else { return }
        let mask = coverage(of: polygons(rectanglePath(rect)), rule: .winding)
        let inverse = deviceTransform().inverted()
        for index in mask.indices where mask[index] > 0 {
            let device = CGPoint(x: CGFloat(index % width) + 0.5, y: CGFloat(index / width) + 0.5)
            let user = device.applying(inverse)
            var u = (user.x - rect.minX) / rect.width
            var v = (user.y - rect.minY) / rect.height
            // An image's first row is its top: at the rectangle's maximum y in Core Graphics' space.
            if !flipped { v = 1 - v }
            u = min(max(u, 0), 0.9999)
            v = min(max(v, 0), 0.9999)
            let sx = Int(u * CGFloat(image.width)), sy = Int(v * CGFloat(image.height))
            let o = (sy * image.width + sx) * 4
            let color = [
                CGFloat(pixels[o]) / 255, CGFloat(pixels[o + 1]) / 255, CGFloat(pixels[o + 2]) / 255, CGFloat(pixels[o + 3]) / 255,
            ]
            blend(index, color: color, coverage: mask[index])
        }
    }

    public func drawLinearGradient(
        _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
    ) {
        let inverse = deviceTransform().inverted()
        let dx = endPoint.x - startPoint.x, dy = endPoint.y - startPoint.y
        let length = dx * dx + dy * dy
        for index in 0..<(width * height) {
            let user = CGPoint(x: CGFloat(index % width) + 0.5, y: CGFloat(index / width) + 0.5).applying(inverse)
            let t = length == 0 ? 0 : ((user.x - startPoint.x) * dx + (user.y - startPoint.y) * dy) / length
            if t < 0, !options.contains(.drawsBeforeStartLocation) { continue }
            if t > 1, !options.contains(.drawsAfterEndLocation) { continue }
            blend(index, color: gradient.color(at: t), coverage: 1)
        }
    }

    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let inverse = deviceTransform().inverted()
        for index in 0..<(width * height) {
            let user = CGPoint(x: CGFloat(index % width) + 0.5, y: CGFloat(index / width) + 0.5).applying(inverse)
            // Circles from the start to the end circle, centre and radius in step (concentric use is the common one).
            let distance = hypot(user.x - endCenter.x, user.y - endCenter.y)
            let t = endRadius == startRadius ? 0 : (distance - startRadius) / (endRadius - startRadius)
            if t < 0, !options.contains(.drawsBeforeStartLocation) { continue }
            if t > 1, !options.contains(.drawsAfterEndLocation) { continue }
            blend(index, color: gradient.color(at: t), coverage: 1)
        }
    }

    // MARK: Rasterising

    /// User space to pixels: the current transform, then Core Graphics' upward y unless flipped.
    private func deviceTransform() -> CGAffineTransform {
        flipped ? state.ctm : state.ctm.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    private func rectanglePath(_ rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        path.addRect(rect)
        return path
    }

    /// The path's subpaths as polygons in device space, curves flattened.
    private func polygons(_ path: CGPath) -> [[CGPoint]] {
        let t = deviceTransform()
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        func flush() {
            if current.count > 1 { result.append(current) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                flush()
                current = [p.applying(t)]
            case .line(let p): current.append(p.applying(t))
            case .quadCurve(let p, let c):
                let start = current.last ?? p.applying(t)
                let (c1, end) = (c.applying(t), p.applying(t))
                for i in 1...12 {
                    let s = CGFloat(i) / 12
                    let a = (1 - s) * (1 - s), b = 2 * (1 - s) * s, d = s * s
                    current.append(CGPoint(x: a * start.x + b * c1.x + d * end.x, y: a * start.y + b * c1.y + d * end.y))
                }
            case .curve(let p, let c1, let c2):
                let start = current.last ?? p.applying(t)
                let (k1, k2, end) = (c1.applying(t), c2.applying(t), p.applying(t))
                for i in 1...16 {
                    let s = CGFloat(i) / 16
                    let a = pow(1 - s, 3), b = 3 * pow(1 - s, 2) * s, c = 3 * (1 - s) * s * s, d = pow(s, 3)
                    current.append(
                        CGPoint(x: a * start.x + b * k1.x + c * k2.x + d * end.x, y: a * start.y + b * k1.y + c * k2.y + d * end.y))
                }
            case .close:
                if let first = current.first { current.append(first) }
                flush()
            }
        }
        flush()
        return result
    }

    /// Each pixel's covered share by the polygons, four sub-rows a pixel, by the fill rule.
    private func coverage(of polygons: [[CGPoint]], rule: CGPathFillRule) -> [Float] {
        var mask = [Float](repeating: 0, count: width * height)
        let edges = polygons.flatMap { polygon in
            zip(polygon, polygon.dropFirst() + [polygon[0]]).filter { $0.0.y != $0.1.y }
        }
        guard !edges.isEmpty else { return mask }
        let minY = max(0, Int(edges.map { min($0.0.y, $0.1.y) }.min()!.rounded(.down)))
        let maxY = min(height - 1, Int(edges.map { max($0.0.y, $0.1.y) }.max()!.rounded(.up)))
        guard minY <= maxY else { return mask }
        let samples = 4
        for row in minY...maxY {
            for sub in 0..<samples {
                let y = CGFloat(row) + (CGFloat(sub) + 0.5) / CGFloat(samples)
                var crossings: [(x: CGFloat, winding: Int)] = []
                for (a, b) in edges where (a.y <= y && b.y > y) || (b.y <= y && a.y > y) {
                    let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                    crossings.append((x, a.y < b.y ? 1 : -1))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (index, crossing) in crossings.enumerated() {
                    winding += rule == .evenOdd ? 1 : crossing.winding
                    let inside = rule == .evenOdd ? winding % 2 != 0 : winding != 0
                    guard inside, index + 1 < crossings.count else { continue }
                    let x0 = max(0, crossing.x), x1 = min(CGFloat(width), crossings[index + 1].x)
                    guard x1 > x0 else { continue }
                    var x = Int(x0.rounded(.down))
                    while CGFloat(x) < x1, x < width {
                        let covered = min(CGFloat(x + 1), x1) - max(CGFloat(x), x0)
                        mask[row * width + x] += Float(covered) / Float(samples)
                        x += 1
                    }
                }
            }
        }
        return mask.map { min($0, 1) }
    }

    /// A stroke's coverage: each segment a rectangle of the line's width, round joins and caps
    /// as discs where the line is round.
    private func strokeCoverage(_ path: CGPath) -> [Float] {
        let scale = sqrt(abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c))
        let half = max(state.lineWidth * scale, 1) / 2
        var mask = [Float](repeating: 0, count: width * height)
        func merge(_ other: [Float]) { for i in mask.indices where other[i] > mask[i] { mask[i] = other[i] } }
        var shapes: [[CGPoint]] = []
        for polygon in polygons(path) {
            for (a, b) in zip(polygon, polygon.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                guard length > 0 else { continue }
                let (nx, ny) = (-(b.y - a.y) / length * half, (b.x - a.x) / length * half)
                let extend: CGFloat = state.lineCap == .square ? half : 0
                let (ex, ey) = ((b.x - a.x) / length * extend, (b.y - a.y) / length * extend)
                shapes.append([
                    CGPoint(x: a.x - ex + nx, y: a.y - ey + ny), CGPoint(x: b.x + ex + nx, y: b.y + ey + ny),
                    CGPoint(x: b.x + ex - nx, y: b.y + ey - ny), CGPoint(x: a.x - ex - nx, y: a.y - ey - ny),
                    CGPoint(x: a.x - ex + nx, y: a.y - ey + ny),
                ])
            }
            if state.lineCap == .round || state.lineJoin == .round {
                for point in polygon {
                    shapes.append(
                        (0...16).map { i in
                            let angle = CGFloat(i) / 16 * 2 * .pi
                            return CGPoint(x: point.x + half * cos(angle), y: point.y + half * sin(angle))
                        })
                }
            }
        }
        for shape in shapes { merge(coverageInDevice(shape)) }
        return mask
    }

    private func coverageInDevice(_ polygon: [CGPoint]) -> [Float] {
        // Polygons already in device space: rasterise them without the transform.
        let saved = (state.ctm, flipped)
        state.ctm = .identity
        flipped = true
        let path = CGMutablePath()
        path.addLines(between: polygon)
        path.closeSubpath()
        let result = coverage(of: polygons(path), rule: .winding)
        (state.ctm, flipped) = saved
        return result
    }

    /// Composites `color` into the pixels at `mask`'s coverage, within the clip.
    private func paint(_ mask: [Float], color: [CGFloat]) {
        for index in mask.indices where mask[index] > 0 { blend(index, color: color, coverage: mask[index]) }
    }

    private func blend(_ index: Int, color: [CGFloat], coverage: Float) {
        let clipped = CGFloat(coverage) * CGFloat(state.clip?[index] ?? 1)
        guard clipped > 0 else { return }
        let p = buffer + (index / width) * bytesPerRow + (index % width) * 4
        let alpha = color[3] * state.alpha * clipped
        let source = [color[0] * alpha, color[1] * alpha, color[2] * alpha, alpha]  // premultiplied
        let channels = [order.r, order.g, order.b]
        if state.blendMode == .copy || state.blendMode == .clear {
            let keep = state.blendMode == .clear ? 0 : 1 as CGFloat
            for (i, offset) in channels.enumerated() { p[offset] = UInt8(min(255, (source[i] * keep * 255).rounded())) }
            if let a = order.a { p[a] = UInt8(min(255, (source[3] * keep * 255).rounded())) }
            return
        }
        let destinationAlpha = order.a.map { CGFloat(p[$0]) / 255 } ?? 1
        for (i, offset) in channels.enumerated() {
            let value = source[i] + CGFloat(p[offset]) / 255 * (1 - alpha)
            p[offset] = UInt8(min(255, (value * 255).rounded()))
        }
        if let a = order.a { p[a] = UInt8(min(255, ((alpha + destinationAlpha * (1 - alpha)) * 255).rounded())) }
    }
}
