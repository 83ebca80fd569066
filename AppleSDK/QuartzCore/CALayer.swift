// Core Animation's layers on Linux (Apple's `CALayer` and its kinds), as the objects UIKit
// code configures: geometry, appearance, sublayers, animations added and kept. Nothing here
// composites or animates — a widget is drawn by SwiftUI's views, and a phone does not draw a
// UIKit view in a widget either.
@_exported import CoreGraphics
import Foundation

/// A 3-D transform (Apple's `CATransform3D`).
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
    public init() {}
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    let (c, s) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
    if z != 0 { (t.m11, t.m12, t.m21, t.m22) = (c, s, -s, c) }
    return t
}

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Which corners a layer rounds (Apple's `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// How rounded corners curve (Apple's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Where a layer's contents sit (Apple's `CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
}

/// A line's ends and joins, as Core Animation names them.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer (Apple's `CALayer`).
open class CALayer: NSObject, @unchecked Sendable {
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var transform = CATransform3DIdentity
    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y, width: bounds.width,
                height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
    open var isHidden = false
    open var opacity: Float = 1
    open var masksToBounds = false
    open var isOpaque = false
    open var backgroundColor: CGColor?
    open var cornerRadius: CGFloat = 0
    open var cornerCurve: CALayerCornerCurve = .circular
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?
    open var contents: Any?
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contentsScale: CGFloat = 1
    open var rasterizationScale: CGFloat = 1
    open var shouldRasterize = false
    open var name: String?
    open var mask: CALayer?
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    private var animations: [String: CAAnimation] = [:]

    public required override init() {}
    public init(layer: Any) {}

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(idx), list.count))
        sublayers = list
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
    open func display() {}
    /// Draws the layer's own content into `ctx` (a subclass's); the base layer draws nothing.
    open func draw(in ctx: CGContext) {}

    /// Draws the layer and its sublayers into `ctx` in the layer's coordinates, as Core
    /// Animation's `render(in:)`: each visible layer's background (with its corner radius), its
    /// `draw(in:)`, a `CGImage` content scaled to its bounds, its border, then its sublayers at
    /// their frames — with opacity. Shadows, masks and 3D transforms are left out.
    open func render(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        ctx.saveGState()
        ctx.setAlpha(CGFloat(opacity))
        let shape = CGPath(roundedRect: bounds, cornerWidth: cornerRadius, cornerHeight: cornerRadius, transform: nil)
        if masksToBounds {
            ctx.addPath(shape)
            ctx.clip()
        }
        if let backgroundColor {
            ctx.setFillColor(backgroundColor)
            ctx.addPath(shape)
            ctx.fillPath()
        }
        draw(in: ctx)
        if let image = contents as? CGImage { ctx.draw(image, in: bounds) }
        if borderWidth > 0, let borderColor {
            ctx.setStrokeColor(borderColor)
            ctx.setLineWidth(borderWidth)
            let inset = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            ctx.addPath(
                CGPath(
                    roundedRect: inset, cornerWidth: max(0, cornerRadius - borderWidth / 2),
                    cornerHeight: max(0, cornerRadius - borderWidth / 2), transform: nil))
            ctx.strokePath()
        }
        for sublayer in sublayers ?? [] {
            ctx.saveGState()
            let frame = sublayer.frame
            ctx.translateBy(x: frame.minX - sublayer.bounds.minX, y: frame.minY - sublayer.bounds.minY)
            sublayer.render(in: ctx)
            ctx.restoreGState()
        }
        ctx.restoreGState()
    }

    /// Keeps the animation under `key`; nothing animates here, so it is kept, not run.
    open func add(_ anim: CAAnimation, forKey key: String?) { animations[key ?? UUID().uuidString] = anim }
    open func animation(forKey key: String) -> CAAnimation? { animations[key] }
    open func removeAnimation(forKey key: String) { animations[key] = nil }
    open func removeAllAnimations() { animations = [:] }
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : Array(animations.keys) }
}

/// A layer that fills with a gradient (Apple's `CAGradientLayer`).
open class CAGradientLayer: CALayer, @unchecked Sendable {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
}

/// A layer that draws a path (Apple's `CAShapeLayer`).
open class CAShapeLayer: CALayer, @unchecked Sendable {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
}

/// A layer that draws text (Apple's `CATextLayer`).
open class CATextLayer: CALayer, @unchecked Sendable {
    open var string: Any?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor?
    open var isWrapped = false
    open var alignmentMode = "natural"
}

/// Timing of an animation (Apple's `CAMediaTimingFunction`).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public let name: CAMediaTimingFunctionName
    public init(name: CAMediaTimingFunctionName) { self.name = name }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = .default }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// An animation (Apple's `CAAnimation` and its kinds): kept with its layer, never run here.
open class CAAnimation: NSObject, @unchecked Sendable {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var isRemovedOnCompletion = true
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    public override init() {}
}

open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var path: CGPath?
}

open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    open var animations: [CAAnimation]?
}

/// Groups layer changes (Apple's `CATransaction`): changes apply at once here, with no animation.
open class CATransaction: NSObject {
    nonisolated(unsafe) private static var completion: (() -> Void)?
    nonisolated(unsafe) private static var values: [String: Any] = [:]
    open class func begin() {}
    open class func commit() {
        completion?()
        completion = nil
    }
    open class func flush() {}
    open class func setDisableActions(_ flag: Bool) {}
    open class func disableActions() -> Bool { true }
    open class func setAnimationDuration(_ dur: CFTimeInterval) {}
    open class func animationDuration() -> CFTimeInterval { 0 }
    open class func setCompletionBlock(_ block: (() -> Void)?) { completion = block }
    open class func setValue(_ anObject: Any?, forKey key: String) { values[key] = anObject }
    open class func value(forKey key: String) -> Any? { values[key] }
}

public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationDuration = "animationDuration"

/// Now, as Core Animation's clock reads it: seconds since the machine started.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
