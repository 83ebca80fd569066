import FoundationCompatibility

// iOS 26's Liquid Glass and its companions: a view's glass is drawn as a material behind it in
// its shape (faint, as any material here), a container of glass lays its content out as it is,
// glass morphing and transitions change nothing at rest; a safe-area bar or inset is stacked at
// its edge, as the view beside it gives it room.

/// A glass material (Apple's `Glass`).
public struct Glass: Equatable, Sendable {
    let kind: Int
    let tinted: Bool
    public static var regular: Glass { Glass(kind: 0, tinted: false) }
    public static var clear: Glass { Glass(kind: 1, tinted: false) }
    public static var identity: Glass { Glass(kind: 2, tinted: false) }
    public func tint(_ color: Color?) -> Glass { Glass(kind: kind, tinted: color != nil) }
    public func interactive(_ isEnabled: Bool = true) -> Glass { _sameInCells(self, "a widget takes no touches for glass to answer") }
}

/// The shape of glass not given one: a capsule.
public struct DefaultGlassEffectShape: Shape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

extension View {
    /// Glass behind the view, in its shape: a material (regular or thin), faint as materials are
    /// here; `.identity` is no glass; a tint is left out, and noted.
    @ViewBuilder
    public nonisolated func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        if glass.kind == 2 {
            self
        } else if glass.tinted {
            background { shape.fill(glass.kind == 1 ? Material.ultraThin : Material.regular) }._approximated("a glass tint left out")
        } else {
            background { shape.fill(glass.kind == 1 ? Material.ultraThin : Material.regular) }
        }
    }
    public nonisolated func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        _sameInCells(self, "glass morphs between views only as they change; a widget is drawn at rest")
    }
    public nonisolated func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        _sameInCells(self, "each view's glass is drawn behind it; a union is their outline together")
    }
    public nonisolated func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        _sameInCells(self, "a widget is drawn at rest, with no transition")
    }
    /// Extends the view into the safe area, mirrored: a widget's content has no safe area to fill.
    public nonisolated func backgroundExtensionEffect() -> some View { _sameInCells(self, "a widget has no safe area to extend into") }
    public nonisolated func backgroundExtensionEffect(isEnabled: Bool) -> some View {
        _sameInCells(self, "a widget has no safe area to extend into")
    }
    public nonisolated func buttonSizing(_ sizing: ButtonSizing) -> some View { _approximated("a button sizing left out") }

    /// Content at the top or bottom of the view, which gives it room: stacked there.
    public nonisolated func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        _EdgeBar(main: self, bar: content(), vertical: edge, horizontal: nil, vAlignment: alignment, hAlignment: .center, spacing: spacing)
    }
    /// Content at the leading or trailing side of the view, which gives it room: stacked there.
    public nonisolated func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        _EdgeBar(main: self, bar: content(), vertical: nil, horizontal: edge, vAlignment: .center, hAlignment: alignment, spacing: spacing)
    }
    /// A bar at an edge (iOS 26): as a safe-area inset, stacked there.
    public nonisolated func safeAreaBar(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View
    ) -> some View {
        _EdgeBar(main: self, bar: content(), vertical: edge, horizontal: nil, vAlignment: alignment, hAlignment: .center, spacing: spacing)
    }
    public nonisolated func safeAreaBar(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View
    ) -> some View {
        _EdgeBar(main: self, bar: content(), vertical: nil, horizontal: edge, vAlignment: .center, hAlignment: alignment, spacing: spacing)
    }
}

/// A view with a bar stacked at one of its edges.
public nonisolated struct _EdgeBar<Main: View, Bar: View>: View {
    let main: Main
    let bar: Bar
    let vertical: VerticalEdge?
    let horizontal: HorizontalEdge?
    let vAlignment: HorizontalAlignment
    let hAlignment: VerticalAlignment
    let spacing: CGFloat?

    nonisolated init(
        main: Main, bar: Bar, vertical: VerticalEdge?, horizontal: HorizontalEdge?, vAlignment: HorizontalAlignment,
        hAlignment: VerticalAlignment, spacing: CGFloat?
    ) {
        (self.main, self.bar, self.vertical, self.horizontal) = (main, bar, vertical, horizontal)
        (self.vAlignment, self.hAlignment, self.spacing) = (vAlignment, hAlignment, spacing)
    }

    public var body: some View {
        if let vertical {
            VStack(alignment: vAlignment, spacing: spacing) {
                if vertical == .top { bar }
                main
                if vertical == .bottom { bar }
            }
        } else {
            HStack(alignment: hAlignment, spacing: spacing) {
                if horizontal == .leading { bar }
                main
                if horizontal == .trailing { bar }
            }
        }
    }
}

/// Views whose glass blends together (Apple's `GlassEffectContainer`): its content as it is.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

public struct GlassEffectTransition: Sendable {
    let id: Int
    public static var identity: GlassEffectTransition { GlassEffectTransition(id: 0) }
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(id: 1) }
    public static var materialize: GlassEffectTransition { GlassEffectTransition(id: 2) }
}

/// Glass buttons (iOS 26): button styles are left out here, as the others are (noted).
public struct GlassButtonStyle: PrimitiveButtonStyle {
    public nonisolated init() {}
    public nonisolated init(_ glass: Glass) {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public nonisolated init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public nonisolated static var glass: GlassButtonStyle { GlassButtonStyle() }
    public nonisolated static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

public struct ButtonSizing: Sendable {
    let id: Int
    public static var automatic: ButtonSizing { ButtonSizing(id: 0) }
    public static var fitted: ButtonSizing { ButtonSizing(id: 1) }
    public static var flexible: ButtonSizing { ButtonSizing(id: 2) }
}

extension Gradient {
    /// The space a gradient's colours are blended in (iOS 18): drawn alike here.
    public struct ColorSpace: Hashable, Sendable {
        let id: Int
        public static let device = ColorSpace(id: 0)
        public static let perceptual = ColorSpace(id: 1)
    }
}

/// A grid of colours blended across a surface (Apple's `MeshGradient`, iOS 18): drawn as the
/// vertical gradient of its first column's colours, noted.
public struct MeshGradient: View {
    let columnColors: [Color]
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        let rows = max(1, height)
        let step = max(1, width)
        columnColors = (0..<rows).compactMap { row in colors.indices.contains(row * step) ? colors[row * step] : nil }
    }
    public var body: some View {
        LinearGradient(colors: columnColors.isEmpty ? [.clear] : columnColors, startPoint: .top, endPoint: .bottom)
            ._approximated("a mesh gradient drawn as the vertical gradient of its first column")
    }
}
