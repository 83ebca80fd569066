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
    /// A shape view's nodes: the built-in ones in their kind, a custom one as its rectangle.
    @MainActor
    func _shapeNodes(paint: ShapeNode.Paint, context: inout _RenderContext) -> [any ViewNode] {
        let builtIn = self is any _BuiltInShape
        return [
            ShapeNode(Self._kind, paint: paint, approximation: builtIn ? nil : "custom shape \(Self.self) drawn as the rectangle it fills")
        ]
    }
}

/// A shape filled or stroked with a style (Apple's `_ShapeView`).
public struct _ShapeView<Content, Style>: Sendable where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    var isStroke = false

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
    }
}

extension _ShapeView: View { public typealias Body = Never }

extension _ShapeView: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let resolved = context.resolve(style)
        let role = context.grouped(resolved.role)
        let isStroke = isStroke || shape is any _StrokedOutline
        let paint: ShapeNode.Paint =
            isStroke ? .stroke(role) : resolved.role == .background && resolved.isFaint ? .clear : .fill(role, faint: resolved.isFaint)
        var nodes: [any ViewNode]
        if isStroke, let trimmed = shape as? any _Trimmed, trimmed._isOutline {
            // A progress ring: the trimmed part of the outline, drawn along the edge.
            nodes = [ArcNode(from: trimmed._from, to: trimmed._to, role: role)]
        } else {
            nodes = shape._shapeNodes(paint: paint, context: &context)
        }
        if let approximation = resolved.approximation { nodes = [NoteNode(note: approximation, children: nodes)] }
        return nodes
    }
}

extension Shape {
    public nonisolated func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }

    public nonisolated func fill(style: FillStyle = FillStyle()) -> some View { _ShapeView(shape: self, style: ForegroundStyle()) }

    public nonisolated func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
        var view = _ShapeView(shape: self, style: content)
        view.isStroke = true
        return view
    }

    public nonisolated func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle {
        stroke(content, lineWidth: style.lineWidth)
    }

    public nonisolated func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool) -> some View where S: ShapeStyle {
        stroke(content, lineWidth: style.lineWidth)
    }

    public nonisolated func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> some View where S: ShapeStyle {
        stroke(content, lineWidth: lineWidth)
    }

    /// The shape's outline as a shape (Apple's): drawn, it is the stroke; filled, its outline
    /// takes the fill's style, as `.stroke(style:).fill(color)` does on a phone.
    public nonisolated func stroke(lineWidth: CGFloat = 1) -> some Shape { _StrokedShape(base: self, lineWidth: lineWidth) }
    public nonisolated func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(base: self, lineWidth: style.lineWidth) }
    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
    public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { self }
    public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { self }
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { self }
}

extension InsettableShape {
    public nonisolated func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    where S: ShapeStyle {
        stroke(content, lineWidth: lineWidth)
    }
    public nonisolated func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }
    public nonisolated func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View where S: ShapeStyle {
        stroke(content, lineWidth: style.lineWidth)
    }
    public nonisolated func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroke(ForegroundStyle(), lineWidth: style.lineWidth)
    }
}

/// A shape's outline, as a shape (`.stroke(style:)`, `.stroke(lineWidth:)`).
struct _StrokedShape<Base: Shape>: Shape, _StrokedOutline {
    let base: Base
    let lineWidth: CGFloat
    nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

/// An outline drawn as a stroke whatever paints it.
protocol _StrokedOutline {}

extension _StrokedShape: _BuiltInShape where Base: _BuiltInShape {
    static var kind: ShapeNode.Kind { Base.kind }
}

extension _StrokedShape: _Trimmed where Base: _Trimmed {
    var _from: Double { base._from }
    var _to: Double { base._to }
    var _isOutline: Bool { base._isOutline }
}

/// Part of a shape's outline (`.trim`): stroked, the part drawn along the edge (`ArcNode`);
/// filled, drawn as the shape.
struct _TrimmedShape<Base: Shape>: Shape, _Trimmed {
    let base: Base
    let from: CGFloat
    let to: CGFloat
    nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }
    var _from: Double { Double(from) }
    var _to: Double { Double(to) }
    /// Circles, ellipses, capsules and rounded rectangles: outlines a ring follows.
    var _isOutline: Bool { Base.self is any _BuiltInShape.Type && Base._kind != .rectangle }
}

/// A trimmed shape, whatever it trims.
protocol _Trimmed {
    var _from: Double { get }
    var _to: Double { get }
    var _isOutline: Bool { get }
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
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public nonisolated func inset(by amount: CGFloat) -> Circle { self }
}

public struct Rectangle: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .rectangle }
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    public nonisolated func inset(by amount: CGFloat) -> Rectangle { self }
}

public struct RoundedRectangle: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .roundedRectangle }
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public nonisolated func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public nonisolated func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

public struct UnevenRoundedRectangle: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .roundedRectangle }
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    public nonisolated func inset(by amount: CGFloat) -> UnevenRoundedRectangle { self }
}

public struct Capsule: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .capsule }
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public nonisolated func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    public nonisolated func inset(by amount: CGFloat) -> Capsule { self }
}

public struct Ellipse: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .ellipse }
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public nonisolated func inset(by amount: CGFloat) -> Ellipse { self }
}

public struct ContainerRelativeShape: Shape, InsettableShape, _BuiltInShape {
    static var kind: ShapeNode.Kind { .roundedRectangle }
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    public nonisolated func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
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
    ) -> Self { UnevenRoundedRectangle() }
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

/// An outline of lines and curves (Apple's `Path`): kept as written; drawn by widgetdeck as
/// the rectangle of the view it is in.
public struct Path: Equatable, Shape, @unchecked Sendable {
    enum Element: Equatable {
        case move(CGPoint), line(CGPoint), rect(CGRect), ellipse(CGRect), close
    }

    var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { elements = [.rect(rect)] }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { elements = [.rect(rect)] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { elements = [.rect(rect)] }
    public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public nonisolated func path(in rect: CGRect) -> Path { self }

    public mutating func move(to end: CGPoint) { elements.append(.move(end)) }
    public mutating func addLine(to end: CGPoint) { elements.append(.line(end)) }
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { elements.append(.rect(rect)) }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { elements += rects.map(Element.rect) }
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        elements.append(.rect(rect))
    }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { elements.append(.ellipse(rect)) }
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        elements.append(.line(CGPoint(x: center.x + radius * cos(endAngle.radians), y: center.y + radius * sin(endAngle.radians))))
    }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.line(end)) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { elements.append(.line(end)) }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { elements += path.elements }
    public mutating func closeSubpath() { elements.append(.close) }
    public var isEmpty: Bool { elements.isEmpty }
    public var boundingRect: CGRect { .zero }
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { false }
}

/// Drawing in code (Apple's `Canvas`): drawn as a shaded block of its room, noted.
public struct Canvas<Symbols> where Symbols: View {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {}
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {}
}

extension Canvas: View { public typealias Body = Never }

extension Canvas: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        [ShapeNode(.rectangle, paint: .fill(.chartMuted, faint: true), approximation: "a Canvas drawn as a shaded block")]
    }
}

/// What a `Canvas` draws with; nothing it draws reaches a terminal.
public struct GraphicsContext {
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public struct Shading {
        public static func color(_ color: Color) -> Shading { Shading() }
        public static var foreground: Shading { Shading() }
        public static func style<S>(_ style: S) -> Shading where S: ShapeStyle { Shading() }
    }
}
