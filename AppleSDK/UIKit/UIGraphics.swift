// UIKit's drawing into pictures (Apple's `UIGraphicsImageRenderer` and the older
// `UIGraphicsBeginImageContext` functions): a Core Graphics bitmap context with UIKit's
// downward y and the scale asked for, rasterised by CoreGraphics' `CGContext`, made into a
// `UIImage` with its pixels.
import Foundation

/// The contexts drawn into, the current one last (UIKit's context stack).
private final class ContextStack: @unchecked Sendable {
    static let shared = ContextStack()
    var contexts: [CGContext] = []
    let lock = NSLock()
}

/// The current context: the innermost image context or pushed context; nil when none.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    let stack = ContextStack.shared
    stack.lock.lock()
    defer { stack.lock.unlock() }
    return stack.contexts.last
}

public func UIGraphicsPushContext(_ context: CGContext) {
    let stack = ContextStack.shared
    stack.lock.lock()
    stack.contexts.append(context)
    stack.lock.unlock()
}

public func UIGraphicsPopContext() {
    let stack = ContextStack.shared
    stack.lock.lock()
    _ = stack.contexts.popLast()
    stack.lock.unlock()
}

/// A context for a picture of `size` points at `scale` pixels a point (0: the screen's), y down.
func makeImageContext(size: CGSize, opaque: Bool, scale: CGFloat) -> CGContext? {
    let s = scale > 0 ? scale : 3
    let width = max(1, Int((size.width * s).rounded(.up))), height = max(1, Int((size.height * s).rounded(.up)))
    guard
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return nil }
    context.flipped = true
    context.scaleBy(x: s, y: s)
    if opaque {
        context.setFillColor(CGColor.white)
        context.fill(CGRect(origin: .zero, size: size))
        context.setFillColor(CGColor.black)
    }
    return context
}

public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    if let context = makeImageContext(size: size, opaque: opaque, scale: scale) { UIGraphicsPushContext(context) }
}

public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The current image context's drawing, as a picture.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext(), let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: context.ctm.a, orientation: .up)
}

public func UIGraphicsEndImageContext() { UIGraphicsPopContext() }

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }

/// Draws a picture in code (Apple's `UIGraphicsImageRenderer`).
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public init(size: CGSize) {
        bounds = CGRect(origin: .zero, size: size)
        format = .default()
    }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }
    public init(bounds: CGRect) {
        self.bounds = bounds
        format = .default()
    }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    open var allowsImageOutput: Bool { true }

    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = makeImageContext(size: bounds.size, opaque: format.opaque, scale: format.scale) else { return UIImage() }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return rendererContext.currentImage
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { draw(actions) }
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { draw(actions).pngData() ?? Data() }
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        draw(actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

/// Apple's `UIGraphicsImageRendererFormat`: the scale (the screen's, 3, unless set) and opacity.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    open var scale: CGFloat = 3
    open var opaque = false
    open var preferredRange: Range = .automatic
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }
    public override init() {}
    public init(for traitCollection: UITraitCollection) {}
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// Apple's `UIGraphicsImageRendererContext`: the Core Graphics context drawn into.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What is drawn so far, as a picture.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: cgContext.ctm.a, orientation: .up)
    }
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

extension UIImage {
    /// A renderer format for drawing this picture again: its scale, not opaque.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }
}
