import FoundationCompatibility
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats
/// A global actor that no code runs on: conforming to a protocol marked with it as well as to
/// `View` cancels the main actor's inference, so a user's `Shape` stays nonisolated (as Apple's
/// `Shape` does with the same device).
@globalActor
public actor _ImpossibleActor {
    public static let shared = _ImpossibleActor()
}

@_marker @_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}

/// A 2-D shape (Apple's `Shape`). The built-in shapes are drawn in cells (filled in blocks of
/// their style, stroked in box lines); a custom shape is drawn as the rectangle it fills, noted
/// for `lint`, since its path cannot be drawn in whole cells.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    nonisolated func path(in rect: CGRect) -> Path
    nonisolated static var role: ShapeRole { get }
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public nonisolated static var role: ShapeRole { .fill }
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    /// How widgetdeck draws this shape.
    nonisolated static var _kind: ShapeNode.Kind { (self as? any _BuiltInShape.Type)?.kind ?? .rectangle }
}

extension Shape {
    /// A shape on its own is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that can be inset (Apple's `InsettableShape`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

/// A value that animates (Apple's `Animatable`); widgets do not animate.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

public enum ShapeRole: Hashable, Sendable { case fill, stroke, separator }

/// A proposal in points (Apple's `ProposedViewSize`).
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { (self.width, self.height) = (width, height) }
    public init(_ size: CGSize) { (width, height) = (size.width, size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The built-in shapes widgetdeck draws in cells.
protocol _BuiltInShape {
    static var kind: ShapeNode.Kind { get }
}

extension Shape {
    /// A shape view's nodes: a built-in shape filled, or a rectangle-like one outlined, in its
    /// kind; anything else — a custom shape, a `Path`, a stroked circle, a trimmed outline — as
    /// its path rasterised at its laid-out size.
    @MainActor
    func _shapeNodes(paint: ShapeNode.Paint, stroke: _StrokeGeometry?, context: inout _RenderContext) -> [any ViewNode] {
        let outlinedInCells: Bool
        switch (stroke, Self._kind) {
        case (nil, _): outlinedInCells = true
        case (_, .circle), (_, .ellipse): outlinedInCells = false
        default: outlinedInCells = stroke?.dash.isEmpty ?? true
        }
        if self is any _BuiltInShape, outlinedInCells { return [ShapeNode(Self._kind, paint: paint)] }
        let role: StyleRole
        switch paint {
        case .fill(let fillRole, let faint): role = faint ? .chartMuted : fillRole
        case .stroke(let strokeRole), .background(let strokeRole): role = strokeRole
        case .clear: return [ShapeNode(.rectangle, paint: .clear)]
        }
        let shape = self
        return [
            VectorNode { width, height in
                let path = shape.path(in: CGRect(x: 0, y: 0, width: width, height: height))
                guard let stroke else {
                    // A path a boolean operation made fills its combined region.
                    if path.region != nil { return [VectorLayer(area: path._area(), paint: .fill(role))] }
                    return [VectorLayer(path._subpaths(), paint: .fill(role))]
                }
                var subpaths = path._subpaths()
                if !stroke.dash.isEmpty { subpaths = subpaths.dashed(stroke.dash, phase: stroke.dashPhase) }
                return [VectorLayer(subpaths, paint: .stroke(role, lineWidth: stroke.lineWidth))]
            }
        ]
    }
}

/// How wide, and in which dashes, an outline is stroked.
struct _StrokeGeometry: Sendable {
    var lineWidth: Double
    var dash: [Double] = []
    var dashPhase: Double = 0

    init(_ style: StrokeStyle) {
        lineWidth = Double(style.lineWidth)
        dash = style.dash.map { Double($0) }
        dashPhase = Double(style.dashPhase)
    }
}

/// A shape filled or stroked with a style (Apple's `_ShapeView`).
public struct _ShapeView<Content, Style>: Sendable where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    var strokeStyle: StrokeStyle?
    var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
}

extension _ShapeView: View { public typealias Body = Never }

extension _ShapeView: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let resolved = context.resolve(style)
        let role = context.grouped(resolved.role)
        // An outline as a shape (`.stroke(style:)` then filled) is stroked whatever paints it.
        let stroke = strokeStyle ?? (shape as? any _StrokedOutline)?._strokeStyle
        let paint: ShapeNode.Paint =
            stroke != nil
            ? .stroke(resolved.isFaint ? .chartMuted : role)
            : resolved.role == .background && resolved.isFaint ? .clear : .fill(role, faint: resolved.isFaint)
        if stroke == nil, resolved.gradient != nil, shape is any _BuiltInShape, Content._kind != .circle, Content._kind != .ellipse {
            // A gradient fills a rectangle, a card or a capsule in its colours.
            return [context.fillNode(for: resolved, kind: .rectangle)]
        }
        var nodes = shape._shapeNodes(paint: paint, stroke: stroke.map(_StrokeGeometry.init), context: &context)
        if let approximation = resolved.approximation { nodes = [NoteNode(note: approximation, children: nodes)] }
        return nodes
    }
}

extension Shape {
    public nonisolated func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }

    public nonisolated func fill(style: FillStyle = FillStyle()) -> some View { _ShapeView(shape: self, style: ForegroundStyle()) }

    public nonisolated func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some ShapeView<Self> where S: ShapeStyle {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public nonisolated func stroke<S>(_ content: S, style: StrokeStyle) -> some ShapeView<Self> where S: ShapeStyle {
        var view = _ShapeView(shape: self, style: content)
        view.strokeStyle = style
        return view
    }

    public nonisolated func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool) -> some ShapeView<Self> where S: ShapeStyle {
        stroke(content, style: style)
    }

    public nonisolated func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> some ShapeView<Self>
    where S: ShapeStyle {
        stroke(content, lineWidth: lineWidth)
    }

    /// The shape's outline as a shape (Apple's): drawn, it is the stroke; filled, its outline
    /// takes the fill's style, as `.stroke(style:).fill(color)` does on a phone.
    public nonisolated func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }
    public nonisolated func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(base: self, style: style) }
    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
    public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
        _TransformedShape(base: self) { rect in
            let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            return CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(
                CGAffineTransform(rotationAngle: CGFloat(angle.radians))
            )
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        }
    }
    public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
    public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape {
        _TransformedShape(base: self) { rect in
            let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            return CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(CGAffineTransform(scaleX: x, y: y))
                .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        }
    }
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape {
        _TransformedShape(base: self) { _ in CGAffineTransform(translationX: x, y: y) }
    }
    public nonisolated func offset(_ offset: CGSize) -> some Shape { self.offset(x: offset.width, y: offset.height) }
    public nonisolated func transform(_ transform: CGAffineTransform) -> some Shape { _TransformedShape(base: self) { _ in transform } }
}

extension InsettableShape {
    public nonisolated func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some ShapeView<Self>
    where S: ShapeStyle {
        _LayeredShapeView(shape: self, under: EmptyView(), over: inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth))
    }
    public nonisolated func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some ShapeView<Self> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
    public nonisolated func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some ShapeView<Self>
    where S: ShapeStyle {
        _LayeredShapeView(shape: self, under: EmptyView(), over: inset(by: style.lineWidth / 2).stroke(content, style: style))
    }
    public nonisolated func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some ShapeView<Self> {
        strokeBorder(ForegroundStyle(), style: style)
    }
}

/// A view that is a shape filled or stroked, which can be filled or stroked again (Apple's
/// `ShapeView`, iOS 17): `Circle().fill(.clear).stroke(.black)` draws the stroke over the fill,
/// `Circle().strokeBorder(style:).fill(color)` the fill behind the stroke.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    nonisolated var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape view drawn over or under another of the same shape (what a `ShapeView`'s `fill` and
/// `stroke` make).
public nonisolated struct _LayeredShapeView<Content: Shape, Under: View, Over: View>: ShapeView {
    public var shape: Content
    let under: Under
    let over: Over

    nonisolated init(shape: Content, under: Under, over: Over) {
        self.shape = shape
        self.under = under
        self.over = over
    }

    public var body: some View {
        ZStack {
            under
            over
        }
    }
}

extension ShapeView {
    /// The shape filled with `content`, behind this view.
    public nonisolated func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some ShapeView<Content>
    where S: ShapeStyle {
        _LayeredShapeView(shape: shape, under: shape.fill(content, style: style), over: self)
    }
    /// The shape stroked with `content`, over this view.
    public nonisolated func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some ShapeView<Content>
    where S: ShapeStyle {
        _LayeredShapeView(shape: shape, under: self, over: shape.stroke(content, style: style))
    }
    public nonisolated func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some ShapeView<Content>
    where S: ShapeStyle {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension ShapeView where Content: InsettableShape {
    /// The shape's border (stroked inside it) with `content`, over this view.
    public nonisolated func strokeBorder<S>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    )
        -> some ShapeView<Content> where S: ShapeStyle
    {
        _LayeredShapeView(shape: shape, under: self, over: shape.strokeBorder(content, style: style))
    }
    public nonisolated func strokeBorder<S>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> some ShapeView<Content> where S: ShapeStyle
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape's outline, as a shape (`.stroke(style:)`, `.stroke(lineWidth:)`).
struct _StrokedShape<Base: Shape>: Shape, _StrokedOutline {
    let base: Base
    let style: StrokeStyle
    nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }
    var _strokeStyle: StrokeStyle { style }
}

/// An outline drawn as a stroke whatever paints it.
protocol _StrokedOutline {
    var _strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: _BuiltInShape where Base: _BuiltInShape {
    static var kind: ShapeNode.Kind { Base.kind }
}

/// Part of a shape's outline (`.trim`), from a fraction of its length to another: SwiftUI's
/// shapes start at three o'clock and run clockwise, so a ring turned by `-90°` starts at twelve.
struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat
    let to: CGFloat
    nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
}

/// A shape moved, turned or scaled in its frame (`.rotation`, `.scale`, `.offset`, `.transform`).
struct _TransformedShape<Base: Shape>: Shape, @unchecked Sendable {
    let base: Base
    let transform: (CGRect) -> CGAffineTransform
    nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect).applying(transform(rect)) }
}

public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Circle: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .circle }
    var insetAmount: CGFloat = 0
    public init() {}
    /// The largest circle the rectangle holds, centred in it.
    public nonisolated func path(in rect: CGRect) -> Path {
        let side = max(0, min(rect.width, rect.height) - 2 * insetAmount)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public nonisolated func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

public struct Rectangle: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .rectangle }
    var insetAmount: CGFloat = 0
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public nonisolated func inset(by amount: CGFloat) -> Rectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

public struct RoundedRectangle: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .roundedRectangle }
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public nonisolated func path(in rect: CGRect) -> Path {
        let corner = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: corner, style: style)
    }
    public nonisolated func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

public struct UnevenRoundedRectangle: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .roundedRectangle }
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }
    public nonisolated func path(in rect: CGRect) -> Path {
        let shrink = { (radius: CGFloat) in max(0, radius - insetAmount) }
        let radii = RectangleCornerRadii(
            topLeading: shrink(cornerRadii.topLeading), bottomLeading: shrink(cornerRadii.bottomLeading),
            bottomTrailing: shrink(cornerRadii.bottomTrailing), topTrailing: shrink(cornerRadii.topTrailing))
        return Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerRadii: radii, style: style)
    }
    public nonisolated func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

public struct Capsule: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .capsule }
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public nonisolated func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(roundedRect: inner, cornerRadius: min(inner.width, inner.height) / 2)
    }
    public nonisolated func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

public struct Ellipse: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .ellipse }
    var insetAmount: CGFloat = 0
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public nonisolated func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// The widget's own rounded shape: its corners are the container's (a small widget's are
/// about 22 points on a phone).
public struct ContainerRelativeShape: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .roundedRectangle }
    var insetAmount: CGFloat = 0
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerRadius: max(0, 22 - insetAmount))
    }
    public nonisolated func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) -> Self {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
            topTrailingRadius: topTrailingRadius, style: style)
    }
}
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
