import FoundationCompatibility
internal import WidgetCore
internal import WidgetDrawing
internal import WidgetFormats
// The layout and appearance modifiers, in cells: points become cells through the documented
// cell (8.5 × 17 points); what a terminal cannot show (shadows, blur, animation, rotation) is
// left out — and the ones that change what a reader sees are noted for `lint`.

extension View {
    public nonisolated func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingModifier(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
    }

    /// Room around the view: by default 16 points on each side, two columns by one row.
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return modifier(
            _PaddingModifier(
                top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    public nonisolated func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingModifier(top: length, leading: length, bottom: length, trailing: length))
    }

    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            _FrameModifier(
                width: FrameNode.Bounds(fixed: width.map { CellMetrics.columns(Double($0)) }),
                height: FrameNode.Bounds(fixed: height.map { CellMetrics.rows(Double($0)) }), alignment: alignment))
    }

    public nonisolated func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        func c(_ p: CGFloat?) -> Int? { p.map { CellMetrics.columns(Double($0)) } }
        func r(_ p: CGFloat?) -> Int? { p.map { CellMetrics.rows(Double($0)) } }
        return modifier(
            _FrameModifier(
                width: FrameNode.Bounds(minimum: c(minWidth), ideal: c(idealWidth), maximum: c(maxWidth)),
                height: FrameNode.Bounds(minimum: r(minHeight), ideal: r(idealHeight), maximum: r(maxHeight)), alignment: alignment))
    }

    @available(*, deprecated, message: "Please pass one or more parameters.")
    public nonisolated func frame() -> some View { _sameInCells(self, "deprecated: does nothing in SwiftUI either") }

    public nonisolated func fixedSize() -> some View { modifier(_FixedSizeModifier(horizontal: true, vertical: true)) }

    public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    public nonisolated func lineLimit(_ number: Int?) -> some View { modifier(_EnvironmentModifier { $0.lineLimit = number }) }
    public nonisolated func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { modifier(_EnvironmentModifier { $0.lineLimit = nil }) }
    public nonisolated func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(_EnvironmentModifier { $0.lineLimit = limit.upperBound })
    }
    public nonisolated func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(_EnvironmentModifier { $0.lineLimit = limit.upperBound })
    }
    public nonisolated func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(
            _EnvironmentModifier {
                $0.lineLimit = limit
                $0[ReservedLinesKey.self] = reservesSpace
            })
    }
    public nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(_EnvironmentModifier { $0.minimumScaleFactor = factor })
    }
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentModifier { $0.multilineTextAlignment = alignment })
    }
    public nonisolated func truncationMode(_ mode: Text.TruncationMode) -> some View {
        _approximated("a truncation mode left out: text is cut at its end")
    }
    public nonisolated func allowsTightening(_ flag: Bool) -> some View { _approximated("letter tightening left out") }
    public nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        _approximated("line spacing left out: lines are one cell apart")
    }

    public nonisolated func layoutPriority(_ value: Double) -> some View { modifier(_PriorityModifier(priority: value)) }

}

public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 7)
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}

public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let id: Int
    public static let ignore = AccessibilityChildBehavior(id: 0)
    public static let contain = AccessibilityChildBehavior(id: 1)
    public static let combine = AccessibilityChildBehavior(id: 2)
}
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isStaticText = AccessibilityTraits(rawValue: 4)
}

public struct ContentTransition: Equatable, Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
    public static var symbolEffect: ContentTransition { ContentTransition() }
}

public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let identity = AnyTransition()
    public static var scale: AnyTransition { AnyTransition() }
    public static var slide: AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static var easeInOut: Animation { Animation() }
    public static var easeIn: Animation { Animation() }
    public static var easeOut: Animation { Animation() }
    public static var linear: Animation { Animation() }
    public static var spring: Animation { Animation() }
    public static var bouncy: Animation { Animation() }
    public static var smooth: Animation { Animation() }
    public static var snappy: Animation { Animation() }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
    public static func linear(duration: TimeInterval) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation()
    }
    // `.spring()` and `.interactiveSpring()` with no arguments mean the older forms, as on a
    // phone (either would do: a widget does not animate); the iOS 17 forms are asked by name.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { Animation() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    )
        -> Animation
    { Animation() }
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    )
        -> Animation
    { Animation() }
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    )
        -> Animation
    { Animation() }
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    )
        -> Animation
    { Animation() }
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    )
        -> Animation
    { Animation() }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` "with animation": a widget has no animations, so it just runs.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }
/// Runs `body` in a transaction: a widget does not animate, so the change is made as it is.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { try body() }
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    try body()
}

// MARK: - The modifiers' implementations

nonisolated struct _PaddingModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let top, leading, bottom, trailing: CGFloat

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let insets = (
            CellMetrics.rows(Double(top)), CellMetrics.columns(Double(leading)), CellMetrics.rows(Double(bottom)),
            CellMetrics.columns(Double(trailing))
        )
        return context.wrapEach(content) { PaddingNode(top: insets.0, leading: insets.1, bottom: insets.2, trailing: insets.3, child: $0) }
    }
}

nonisolated struct _FrameModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let width: FrameNode.Bounds
    let height: FrameNode.Bounds
    let alignment: Alignment

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        // On several views (a Group, a body of several), each is framed, as in SwiftUI.
        context.wrapEach(content) { FrameNode(width: width, height: height, alignment: alignment.node, child: $0) }
    }
}

nonisolated struct _FixedSizeModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let horizontal: Bool
    let vertical: Bool

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        context.wrapEach(content) { FixedSizeNode(horizontal: horizontal, vertical: vertical, child: $0) }
    }
}

nonisolated struct _PriorityModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let priority: Double

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        context.wrapEach(content) { PriorityNode(priority, child: $0) }
    }
}

/// What a screen reader reads for a view: `label` in place of what it shows, or nothing.
nonisolated struct _SpokenModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let label: Text?
    var hidden = false

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        if label == nil && !hidden { return content.build(&context) }
        let saying = hidden ? nil : label.map { context.spokenText(of: $0) }
        // Several views under one label are read once, as the label.
        var first = true
        return context.wrapEach(content) { node in
            defer { first = false }
            return SilentNode(child: node, saying: first ? saying : nil)
        }
    }
}

nonisolated struct _LayerModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let layer: AnyView
    let alignment: Alignment
    let behind: Bool

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        // Several views in the layer are a ZStack aligned as the layer is; a layer on several
        // views (a Group) is laid on each, as in SwiftUI.
        let layers = context.children(of: layer, axis: nil).map { node -> any ViewNode in
            if behind, let shape = node as? ShapeNode, case .fill(let role, _) = shape.paint {
                // A colour or shape behind a view is its background.
                return ShapeNode(shape.kind, paint: .background(role), approximation: shape.approximation)
            } else if behind, let gradient = node as? GradientNode {
                return GradientNode(gradient.paint, role: gradient.role, isBehind: true)
            }
            return node
        }
        let layerNode: any ViewNode = layers.count == 1 ? layers[0] : ZStackNode(alignment: alignment.node, children: layers)
        return context.wrapEach(content) { OverlayNode(base: $0, layer: layerNode, alignment: alignment.node, isBehind: behind) }
    }
}

nonisolated struct _StyleLayerModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let style: AnyShapeStyle
    let kind: ShapeNode.Kind
    let behind: Bool

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let layer = context.fillNode(for: context.resolve(style), kind: kind, behind: behind)
        return context.wrapEach(content) { OverlayNode(base: $0, layer: layer, isBehind: behind) }
    }
}

nonisolated struct _OpacityModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let opacity: Double

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let opacity = self.opacity
        guard opacity < 0.5 else { return content.build(&context) }
        return context.wrapEach(content) { RestyleNode(child: $0, isHidden: opacity <= 0.01) { $0.attributes.insert(.dim) } }
    }
}

extension View {
    /// A modifier whose effect cells cannot show: the view drawn as it is, with `note` for
    /// `lint` (`approximated`). Every modifier does what SwiftUI does in cells, says why it
    /// changes nothing there (`_sameInCells`), or notes what it leaves out (this).
    public nonisolated func _approximated(_ note: String) -> some View { modifier(_ApproximationModifier(note: note)) }

}

/// What a modifier that changes nothing a widget shows in cells answers: `view` as it is. The
/// reason is for the reader and for docs/surface.md, which lists each such modifier with it.
public nonisolated func _sameInCells<V: View>(_ view: V, _ reason: StaticString) -> V { view }
/// The same for what is not a view but modifies how one is drawn (a map's marker, a glass): the
/// value as it is, with why cells show the same.
public nonisolated func _sameInCells<T>(_ value: T, _ reason: StaticString) -> T { value }

nonisolated struct _RotationModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let turns: Double

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let nodes = content.build(&context)
        guard turns.truncatingRemainder(dividingBy: 1) != 0 else { return nodes }
        return nodes.map { node in
            if let drawing = node as? VectorNode {
                // An outline turns about its frame's centre, in points (where a circle is round).
                let angle = turns * 2 * .pi
                let (c, s) = (cos(angle), sin(angle))
                return VectorNode(approximation: drawing.approximation, layoutPriority: drawing.layoutPriority) { width, height in
                    let (cx, cy) = (width / 2, height / 2)
                    let (layers, leftOut) = drawing.drawing(width, height)
                    let turned = layers.map { layer in
                        var turned = layer
                        turned.subpaths = layer.subpaths.map { subpath in
                            var moved = subpath
                            moved.points = subpath.points.map { p in
                                VectorPoint(x: cx + (p.x - cx) * c - (p.y - cy) * s, y: cy + (p.x - cx) * s + (p.y - cy) * c)
                            }
                            return moved
                        }
                        return turned
                    }
                    return (turned, leftOut)
                }
            }
            return NoteNode(note: "a rotation left out", children: [node])
        }
    }
}

nonisolated struct _ApproximationModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let note: String

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        context.noting(note) { content.build(&$0) }
    }
}

nonisolated struct _OffsetModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let dx: Int
    let dy: Int

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        guard dx != 0 || dy != 0 else { return content.build(&context) }
        return context.wrapEach(content) { OffsetNode(dx: dx, dy: dy, child: $0) }
    }
}

/// A view drawn moved by whole cells (`.offset`), its room where it was.
final class OffsetNode: ViewNode {
    let dx: Int
    let dy: Int
    let child: any ViewNode

    init(dx: Int, dy: Int, child: any ViewNode) {
        (self.dx, self.dy, self.child) = (dx, dy, child)
    }

    var layoutPriority: Double { child.layoutPriority }
    func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
    func draw(in rect: Rect, into canvas: inout ViewCanvas) { child.draw(in: rect.offsetBy(dx: dx, dy: dy), into: &canvas) }
}

/// Where content margins apply (Apple's `ContentMarginPlacement`).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
