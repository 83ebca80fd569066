import FoundationCompatibility
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats
/// A colour or pattern used to draw a shape or text (Apple's `ShapeStyle`). Every style is
/// drawn as a theme role (see ``Color``); gradients as their first colour, materials as the
/// widget's background, each noted for `lint`.
public protocol ShapeStyle: Sendable {
    associatedtype Resolved: ShapeStyle = Never
    func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

extension ShapeStyle where Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError("\(Self.self) cannot be resolved") }
}

extension Never: ShapeStyle {
    public typealias Resolved = Never
}

/// A style widgetdeck knows how to draw.
protocol _ResolvableStyle {
    func _resolve(in context: _RenderContext) -> ResolvedStyle
}

extension _RenderContext {
    /// The role `style` is drawn in here.
    package func resolve<S: ShapeStyle>(_ style: S) -> ResolvedStyle {
        if let known = style as? any _ResolvableStyle { return known._resolve(in: self) }
        return ResolvedStyle(.primary, approximation: "shape style \(S.self) drawn in the primary role")
    }
}

extension Color: ShapeStyle {
    public typealias Resolved = Never
}

extension Color: _ResolvableStyle {
    func _resolve(in context: _RenderContext) -> ResolvedStyle { resolved() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var blue: Color { .blue }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
    public static var cyan: Color { .cyan }
    public static var gray: Color { .gray }
    public static var green: Color { .green }
    public static var indigo: Color { .indigo }
    public static var mint: Color { .mint }
    public static var orange: Color { .orange }
    public static var pink: Color { .pink }
    public static var purple: Color { .purple }
    public static var red: Color { .red }
    public static var teal: Color { .teal }
    public static var white: Color { .white }
    public static var yellow: Color { .yellow }
}

/// The levels of the foreground: primary, secondary, tertiary…
public struct HierarchicalShapeStyle: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    func _resolve(in context: _RenderContext) -> ResolvedStyle {
        switch level {
        case 0: ResolvedStyle(context.environment._foreground?.role ?? .primary)
        case 1: ResolvedStyle(.secondary)
        case 2: ResolvedStyle(.secondary, isFaint: true)
        default: ResolvedStyle(.chartMuted, isFaint: true)
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A level of another style (`.fill.tertiary`, `Color.red.secondary`).
public struct _HierarchicalStyle<Base: ShapeStyle>: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    let base: Base
    let level: Int

    func _resolve(in context: _RenderContext) -> ResolvedStyle {
        var style = context.resolve(base)
        if level >= 1 { style.isFaint = true }
        return style
    }
}

/// Another style at an opacity.
public struct _OpacityStyle<Base: ShapeStyle>: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    let base: Base
    let opacity: Double

    func _resolve(in context: _RenderContext) -> ResolvedStyle {
        var style = context.resolve(base)
        if opacity < 0.5 { style.isFaint = true }
        return style
    }
}

/// A style with an effect a terminal cannot show (a shadow, a blend mode), drawn as the style.
public struct _EffectStyle<Base: ShapeStyle>: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    let base: Base
    let effect: String

    func _resolve(in context: _RenderContext) -> ResolvedStyle {
        var style = context.resolve(base)
        style.approximation = "\(effect) left out"
        return style
    }
}

extension ShapeStyle {
    public var secondary: some ShapeStyle { _HierarchicalStyle(base: self, level: 1) }
    public var tertiary: some ShapeStyle { _HierarchicalStyle(base: self, level: 2) }
    public var quaternary: some ShapeStyle { _HierarchicalStyle(base: self, level: 3) }
    public var quinary: some ShapeStyle { _HierarchicalStyle(base: self, level: 4) }
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityStyle(base: self, opacity: opacity) }
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _EffectStyle(base: self, effect: "a shadow") }
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _EffectStyle(base: self, effect: "a blend mode") }
}

/// The fill of the container: the widget's own background, a little lighter.
public struct FillShapeStyle: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    public init() {}
    func _resolve(in context: _RenderContext) -> ResolvedStyle { ResolvedStyle(.chartMuted, isFaint: true) }
}

/// The background of the place a view is drawn in.
public struct BackgroundStyle: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    public init() {}
    func _resolve(in context: _RenderContext) -> ResolvedStyle { ResolvedStyle(.background) }
}

/// The foreground of the place a view is drawn in.
public struct ForegroundStyle: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    public init() {}
    func _resolve(in context: _RenderContext) -> ResolvedStyle { context.environment._foreground ?? ResolvedStyle(.primary) }
}

/// The tint of the place a view is drawn in.
public struct TintShapeStyle: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    public init() {}
    func _resolve(in context: _RenderContext) -> ResolvedStyle { ResolvedStyle(context.environment._tint?.role ?? .accent) }
}

/// The colour of separators.
public struct SeparatorShapeStyle: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    public init() {}
    func _resolve(in context: _RenderContext) -> ResolvedStyle { ResolvedStyle(.border) }
}

/// Any style.
public struct AnyShapeStyle: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    let resolver: @Sendable (_RenderContext) -> ResolvedStyle

    public init<S>(_ style: S) where S: ShapeStyle {
        resolver = { context in context.resolve(style) }
    }

    func _resolve(in context: _RenderContext) -> ResolvedStyle { resolver(context) }
}

extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }
extension ShapeStyle where Self == AnyShapeStyle {
    public static func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityStyle(base: ForegroundStyle(), opacity: opacity) }
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { _EffectStyle(base: ForegroundStyle(), effect: "a shadow") }
}

/// A shadow a style can cast (left out in a terminal).
public struct ShadowStyle: Hashable, Sendable {
    public static func drop(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
    public static func inner(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
}

public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion,
        hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// A translucent material, drawn as the widget's background.
public struct Material: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    let name: String
    public static let ultraThin = Material(name: "ultraThin")
    public static let thin = Material(name: "thin")
    public static let regular = Material(name: "regular")
    public static let thick = Material(name: "thick")
    public static let ultraThick = Material(name: "ultraThick")
    public static let bar = Material(name: "bar")

    func _resolve(in context: _RenderContext) -> ResolvedStyle {
        ResolvedStyle(.chartMuted, isFaint: true, approximation: "material \(name) drawn faint")
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

// MARK: - Gradients

/// Colours along a line (Apple's `Gradient`).
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Gradient.Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0) }
    }

    /// A gradient fills cells in its colours (`GradientNode`); where only a role can be drawn
    /// (text, strokes, shapes' outlines) it is its first colour, noted.
    func resolved(_ kind: String, _ shape: GradientPaint.Shape, in context: _RenderContext) -> ResolvedStyle {
        var style = stops.first?.color.resolved() ?? ResolvedStyle(.primary)
        style.approximation = "\(kind) drawn as its first colour"
        let scheme: UIUserInterfaceStyle = context.environment.colorScheme == .dark ? .dark : .light
        style.gradient = GradientPaint(
            stops: stops.map { GradientPaint.Stop($0.color._rgb(in: scheme), at: Double($0.location)) }, shape: shape)
        return style
    }
}

/// A colour's own gradient (`Color.blue.gradient`).
public struct AnyGradient: ShapeStyle, Hashable, _ResolvableStyle {
    public typealias Resolved = Never
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }
    /// Apple's is the colour, a little lighter at the top: here from 15 % lighter to the colour.
    func _resolve(in context: _RenderContext) -> ResolvedStyle {
        var style = gradient.resolved("a gradient", .linear(startX: 0.5, startY: 0, endX: 0.5, endY: 1), in: context)
        if var paint = style.gradient, paint.stops.count == 1, let only = paint.stops.first {
            let white = RGB(red: 255, green: 255, blue: 255)
            paint.stops = [GradientPaint.Stop(only.color.mixed(with: white, by: 0.15), at: 0), GradientPaint.Stop(only.color, at: 1)]
            style.gradient = paint
        }
        return style
    }
}

/// A point of a rectangle, in fractions of its size.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { (x, y) = (0, 0) }
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct LinearGradient: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    func _resolve(in context: _RenderContext) -> ResolvedStyle {
        gradient.resolved(
            "a linear gradient",
            .linear(startX: Double(startPoint.x), startY: Double(startPoint.y), endX: Double(endPoint.x), endY: Double(endPoint.y)),
            in: context)
    }
}

public struct RadialGradient: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    func _resolve(in context: _RenderContext) -> ResolvedStyle {
        gradient.resolved(
            "a radial gradient",
            .radial(centerX: Double(center.x), centerY: Double(center.y), startRadius: Double(startRadius), endRadius: Double(endRadius)),
            in: context)
    }
}

public struct AngularGradient: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles are a whole turn, as in SwiftUI.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    func _resolve(in context: _RenderContext) -> ResolvedStyle {
        gradient.resolved(
            "an angular gradient",
            .angular(
                centerX: Double(center.x), centerY: Double(center.y), startTurn: startAngle.degrees / 360, endTurn: endAngle.degrees / 360),
            in: context)
    }
}

public struct EllipticalGradient: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
    func _resolve(in context: _RenderContext) -> ResolvedStyle {
        gradient.resolved(
            "an elliptical gradient",
            .elliptical(
                centerX: Double(center.x), centerY: Double(center.y), startFraction: Double(startRadiusFraction),
                endFraction: Double(endRadiusFraction)),
            in: context)
    }
}

// Gradients are views as well as styles (Apple declares them so): as a view a gradient fills
// the room it is offered, as Color does.
extension LinearGradient: View { public typealias Body = Never }
extension RadialGradient: View { public typealias Body = Never }
extension AngularGradient: View { public typealias Body = Never }
extension EllipticalGradient: View { public typealias Body = Never }

extension LinearGradient: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        [context.fillNode(for: _resolve(in: context), kind: .rectangle)]
    }
}
extension RadialGradient: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        [context.fillNode(for: _resolve(in: context), kind: .rectangle)]
    }
}
extension AngularGradient: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        [context.fillNode(for: _resolve(in: context), kind: .rectangle)]
    }
}
extension EllipticalGradient: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        [context.fillNode(for: _resolve(in: context), kind: .rectangle)]
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// An angle (Apple's `Angle`).
public struct Angle: Hashable, Comparable, Sendable, AdditiveArithmetic {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension View {
    /// Sets the foreground style of the views inside.
    public nonisolated func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        modifier(_ForegroundModifier(style: AnyShapeStyle(style)))
    }

    public nonisolated func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle {
        modifier(_ForegroundModifier(style: AnyShapeStyle(primary)))
    }

    public nonisolated func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View
    where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle {
        modifier(_ForegroundModifier(style: AnyShapeStyle(primary)))
    }

    public nonisolated func foregroundColor(_ color: Color?) -> some View {
        modifier(_ForegroundModifier(style: color.map { AnyShapeStyle($0) }))
    }

    /// Sets the tint: controls, gauges, progress bars and `.tint` styles.
    public nonisolated func tint(_ tint: Color?) -> some View {
        modifier(_TintModifier(style: tint.map { AnyShapeStyle($0) }))
    }

    public nonisolated func tint<S>(_ tint: S?) -> some View where S: ShapeStyle {
        modifier(_TintModifier(style: tint.map { AnyShapeStyle($0) }))
    }

    public nonisolated func backgroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _approximated("a background style left out") }
    public nonisolated func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}

nonisolated struct _ForegroundModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let style: AnyShapeStyle?

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let saved = context.environment
        if let style { context.environment._foreground = context.resolve(style) } else { context.environment._foreground = nil }
        defer { context.environment = saved }
        return context.noting(context.environment._foreground?.approximation) { content.build(&$0) }
    }
}

nonisolated struct _TintModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let style: AnyShapeStyle?

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let saved = context.environment
        context.environment._tint = style.map { context.resolve($0) }
        defer { context.environment = saved }
        return content.build(&context)
    }
}

extension _RenderContext {
    /// The nodes `build` makes, with a note that something was approximated when `note` says so.
    @MainActor
    mutating func noting(_ note: String?, _ build: (inout _RenderContext) -> [any ViewNode]) -> [any ViewNode] {
        let nodes = build(&self)
        guard let note else { return nodes }
        return [NoteNode(note: note, children: nodes)]
    }

    /// A filled shape of `style`: blocks among content, a background behind it; a gradient's
    /// rectangle in its colours.
    func fillNode(for style: ResolvedStyle, kind: ShapeNode.Kind, behind: Bool = false) -> any ViewNode {
        if let gradient = style.gradient, kind == .rectangle || kind == .roundedRectangle {
            return GradientNode(gradient, role: grouped(style.role), isBehind: behind)
        }
        let paint: ShapeNode.Paint
        if style.role == .background && style.isFaint && !behind {
            paint = .clear
        } else if behind {
            paint = style.role == .background ? .clear : .background(grouped(style.role))
        } else {
            paint = .fill(grouped(style.role), faint: style.isFaint)
        }
        return ShapeNode(kind, paint: paint, approximation: style.approximation)
    }
}

/// Views drawn as they are, with a note for `lint` that something in them was approximated.
final class NoteNode: ContainerViewNode {
    let note: String
    let node: any ViewNode
    var childNodes: [any ViewNode] { [node] }

    init(note: String, children: [any ViewNode]) {
        self.note = note
        node = children.count == 1 ? children[0] : StackNode(.vertical, children: children)
    }

    var layoutPriority: Double { node.layoutPriority }
    var spacerAxis: LayoutAxis? { node.spacerAxis }
    func sizeThatFits(_ proposal: ProposedSize) -> Size { node.sizeThatFits(proposal) }
    func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        canvas.buffer.note(.approximated, note, at: rect.origin)
        node.draw(in: rect, into: &canvas)
    }
}

extension Gradient: ShapeStyle, _ResolvableStyle {
    public typealias Resolved = Never
    /// As a style, a gradient runs from the top to the bottom, as Apple's does.
    func _resolve(in context: _RenderContext) -> ResolvedStyle {
        resolved("a gradient", .linear(startX: 0.5, startY: 0, endX: 0.5, endY: 1), in: context)
    }
}
