import FoundationCompatibility

// Visual effects that follow scrolling and geometry (Apple's `VisualEffect`, `scrollTransition`,
// `visualEffect`): nothing scrolls in a widget, so a scroll transition is asked for its effect at
// the identity phase — where the view rests in view — and that effect is drawn as the same
// modifiers on the view would be (an effect that changes nothing at rest adds nothing). A
// geometry effect is asked with the proxy of a view outside any scroll view.

/// Where a view is in its scroll view's visible region (Apple's `ScrollTransitionPhase`).
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing

    /// Whether the view is fully in view.
    public var isIdentity: Bool { self == .identity }

    /// -1 above or before, 0 in view, 1 below or after.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition runs (Apple's `ScrollTransitionConfiguration`): its threshold and
/// animation are kept; at rest in view, as here, neither changes what is drawn.
public struct ScrollTransitionConfiguration: Sendable {
    /// The part of the visible region a view is in view within (Apple's `Threshold`), as the
    /// fraction of the view that must be visible, and an inset from the region's edges.
    public struct Threshold: Sendable {
        var visibleFraction: Double
        var inset: Double = 0
        public static let visible = Threshold(visibleFraction: 0)
        public static let hidden = Threshold(visibleFraction: 1)
        public static var centered: Threshold { Threshold(visibleFraction: 0.5) }
        public static func visible(_ amount: Double) -> Threshold { Threshold(visibleFraction: amount) }
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(
                visibleFraction: visibleFraction + (other.visibleFraction - visibleFraction) * amount,
                inset: inset + (other.inset - inset) * amount)
        }
        public func inset(by distance: Double) -> Threshold {
            var inset = self
            inset.inset += distance
            return inset
        }
    }

    var threshold: Threshold? = nil
    var animation: Animation? = nil
    var isInteractive = true

    public static let interactive = ScrollTransitionConfiguration()
    public static let animated = ScrollTransitionConfiguration(animation: .default, isInteractive: false)
    public static let identity = ScrollTransitionConfiguration(isInteractive: false)
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(animation: animation, isInteractive: false)
    }
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var configuration = self
        configuration.threshold = threshold
        return configuration
    }
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var configuration = self
        configuration.animation = animation
        return configuration
    }
}

/// An effect on a view's look, not its layout (Apple's `VisualEffect`).
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing, the start of every effect (Apple's `EmptyVisualEffect`).
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// Effects one after another, as their modifiers on a view.
public struct _VisualEffects: VisualEffect {
    enum Effect: Sendable {
        case offset(CGSize)
        case scale(CGSize, UnitPoint)
        case rotation(Angle, UnitPoint)
        case opacity(Double)
        case blur(CGFloat)
        case brightness(Double)
        case contrast(Double)
        case saturation(Double)
        case grayscale(Double)
        case colorMultiply(Color)
    }

    let effects: [Effect]

    /// `view` with each effect that changes something, as its modifier.
    @MainActor
    func applied(to view: AnyView) -> AnyView {
        effects.reduce(view) { view, effect in
            switch effect {
            case .offset(let size) where size != .zero: AnyView(view.offset(size))
            case .scale(let size, let anchor) where size != CGSize(width: 1, height: 1): AnyView(view.scaleEffect(size, anchor: anchor))
            case .rotation(let angle, let anchor) where angle.degrees != 0: AnyView(view.rotationEffect(angle, anchor: anchor))
            case .opacity(let amount) where amount != 1: AnyView(view.opacity(amount))
            case .blur(let radius) where radius != 0: AnyView(view.blur(radius: radius))
            case .brightness(let amount) where amount != 0: AnyView(view.brightness(amount))
            case .contrast(let amount) where amount != 1: AnyView(view.contrast(amount))
            case .saturation(let amount) where amount != 1: AnyView(view.saturation(amount))
            case .grayscale(let amount) where amount != 0: AnyView(view.grayscale(amount))
            case .colorMultiply(let color) where color != .white: AnyView(view.colorMultiply(color))
            default: view
            }
        }
    }
}

extension VisualEffect {
    var _effects: [_VisualEffects.Effect] { (self as? _VisualEffects)?.effects ?? [] }

    func _adding(_ effect: _VisualEffects.Effect) -> _VisualEffects { _VisualEffects(effects: _effects + [effect]) }

    public func offset(_ offset: CGSize) -> some VisualEffect { _adding(.offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { _adding(.offset(CGSize(width: x, height: y))) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { _adding(.scale(scale, anchor)) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        _adding(.scale(CGSize(width: s, height: s), anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        _adding(.scale(CGSize(width: x, height: y), anchor))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { _adding(.rotation(angle, anchor)) }
    public func opacity(_ opacity: Double) -> some VisualEffect { _adding(.opacity(opacity)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { _adding(.blur(radius)) }
    public func brightness(_ amount: Double) -> some VisualEffect { _adding(.brightness(amount)) }
    public func contrast(_ amount: Double) -> some VisualEffect { _adding(.contrast(amount)) }
    public func saturation(_ amount: Double) -> some VisualEffect { _adding(.saturation(amount)) }
    public func grayscale(_ amount: Double) -> some VisualEffect { _adding(.grayscale(amount)) }
    public func colorMultiply(_ color: Color) -> some VisualEffect { _adding(.colorMultiply(color)) }
}

extension View {
    /// Effects by where the view is in its scroll view: at rest in view here, as nothing scrolls.
    public nonisolated func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        _VisualEffectView(content: self) { _ in transition(EmptyVisualEffect(), .identity)._effects }
    }

    public nonisolated func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        _VisualEffectView(content: self) { _ in transition(EmptyVisualEffect(), .identity)._effects }
    }

    /// Effects from the view's geometry, asked with its proposal's size outside any scroll view.
    public nonisolated func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    )
        -> some View
    {
        _VisualEffectView(content: self) { effect(EmptyVisualEffect(), $0)._effects }
    }
}

/// A view drawn with the effects a closure gives.
nonisolated struct _VisualEffectView<Content: View>: View {
    let content: Content
    let effects: @Sendable (GeometryProxy) -> [_VisualEffects.Effect]

    @MainActor var body: some View {
        _VisualEffects(effects: effects(GeometryProxy(size: .zero))).applied(to: AnyView(content))
    }
}

/// A coordinate space by name (Apple's `NamedCoordinateSpace`), the scroll view's among them.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
    let name: String
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView") }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView") }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace.named(name) }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace.scrollView(axis: axis) }
}

extension CoordinateSpace {
    /// The nearest scroll view's space.
    public static var scrollView: CoordinateSpace { .named("scrollView") }
    public static func scrollView(axis: Axis) -> CoordinateSpace { .named("scrollView") }
}

extension GeometryProxy {
    /// The bounds of a coordinate space the view is in: none, as a widget has no scroll view and
    /// names no space its views are in here.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { nil }
}
