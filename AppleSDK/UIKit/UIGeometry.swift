import Foundation

/// Insets on each edge (Apple's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable, Codable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        top = 0
        left = 0
        bottom = 0
        right = 0
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle less `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}

/// Corners of a rectangle (Apple's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static var topLeft: UIRectCorner { UIRectCorner(rawValue: 1 << 0) }
    public static var topRight: UIRectCorner { UIRectCorner(rawValue: 1 << 1) }
    public static var bottomLeft: UIRectCorner { UIRectCorner(rawValue: 1 << 2) }
    public static var bottomRight: UIRectCorner { UIRectCorner(rawValue: 1 << 3) }
    public static var allCorners: UIRectCorner { UIRectCorner(rawValue: 0xF) }
}

/// A path made of lines and curves (Apple's `UIBezierPath`), kept as a `CGPath`, which SwiftUI's
/// `Path(_:)` takes.
open class UIBezierPath: NSObject, @unchecked Sendable {
    open var cgPath: CGPath {
        get { path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }
    private var path = CGMutablePath()
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var usesEvenOddFillRule = false
    open var lineJoinStyle: CGLineJoin = .miter

    public override init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rx = min(cornerRadii.width, rect.width / 2), ry = min(cornerRadii.height, rect.height / 2)
        func r(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tl, tr, br, bl) = (r(.topLeft), r(.topRight), r(.bottomRight), r(.bottomLeft))
        path.move(to: CGPoint(x: rect.minX + tl.0, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr.0, y: rect.minY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + tr.1), control: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br.1))
        path.addQuadCurve(to: CGPoint(x: rect.maxX - br.0, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + bl.0, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bl.1), control: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl.1))
        path.addQuadCurve(to: CGPoint(x: rect.minX + tl.0, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        path.closeSubpath()
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open var bounds: CGRect { path.boundingBox }
    open var isEmpty: Bool { path.isEmpty }
    open var currentPoint: CGPoint { path.currentPoint }
    /// Limits the current context's drawing to the inside of the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path in the current context (`UIGraphicsGetCurrentContext()`), if any.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path in the current context with its line width, cap and join.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }
}
