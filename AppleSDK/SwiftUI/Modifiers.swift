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
    public nonisolated func frame() -> some View { _sameInCells("deprecated: does nothing in SwiftUI either") }

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
        modifier(_EnvironmentModifier { $0.lineLimit = limit })
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

    // MARK: Overlays and backgrounds

    @available(*, deprecated, message: "Use `overlay(alignment:content:)` instead.") @_disfavoredOverload
    public nonisolated func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View {
        modifier(_LayerModifier(layer: AnyView(overlay), alignment: alignment, behind: false))
    }

    public nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(_LayerModifier(layer: AnyView(content()), alignment: alignment, behind: false))
    }

    public nonisolated func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(style), kind: .rectangle, behind: false))
    }

    public nonisolated func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(style), kind: T._kind, behind: false))
    }

    @available(*, deprecated, message: "Use `background(alignment:content:)` instead.") @_disfavoredOverload
    public nonisolated func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View
    where Background: View {
        modifier(_LayerModifier(layer: AnyView(background), alignment: alignment, behind: true))
    }

    public nonisolated func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(_LayerModifier(layer: AnyView(content()), alignment: alignment, behind: true))
    }

    public nonisolated func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(style), kind: .rectangle, behind: true))
    }

    public nonisolated func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: InsettableShape {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(style), kind: T._kind, behind: true))
    }

    public nonisolated func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(BackgroundStyle()), kind: .rectangle, behind: true))
    }

    public nonisolated func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: InsettableShape {
        modifier(_StyleLayerModifier(style: AnyShapeStyle(BackgroundStyle()), kind: S._kind, behind: true))
    }

    /// A line around the view, in `content`'s role.
    public nonisolated func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle {
        overlay(alignment: .center) { Rectangle().stroke(content, lineWidth: width) }
    }

    // MARK: Appearance

    /// Below half opacity the view is drawn dim; at zero, not at all.
    public nonisolated func opacity(_ opacity: Double) -> some View { modifier(_OpacityModifier(opacity: opacity)) }

    public nonisolated func hidden() -> some View { modifier(_OpacityModifier(opacity: 0)) }

    public nonisolated func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    public nonisolated func unredacted() -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons = [] })
    }

    /// Hidden (drawn redacted) on a locked lock screen, as WidgetKit hides private values.
    public nonisolated func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(
            _EnvironmentModifier {
                if sensitive && $0._hidesPrivateValues {
                    $0.redactionReasons.insert(.privacy)
                    $0.redactionReasons.insert(.placeholder)
                }
            })
    }

    public nonisolated func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        _sameInCells("shown only while an intent runs; a preview shows the settled state")
    }

    public nonisolated func id<ID>(_ id: ID) -> some View where ID: Hashable { _sameInCells("identity only") }
    public nonisolated func tag<V>(_ tag: V) -> some View where V: Hashable { _sameInCells("identity only") }

    public nonisolated func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
        _approximated("a clip shape left out")
    }
    public nonisolated func clipped(antialiased: Bool = false) -> some View { _approximated("clipping left out") }
    public nonisolated func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        _approximated("rounded corners left out")
    }
    public nonisolated func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask: View {
        _approximated("a mask left out")
    }
    public nonisolated func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape {
        _sameInCells("hit testing only")
    }

    public nonisolated func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(_ApproximationModifier(note: "a shadow left out"))
    }

    public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_ApproximationModifier(note: "a blur left out"))
    }

    public nonisolated func brightness(_ amount: Double) -> some View { _approximated("a brightness change left out") }
    public nonisolated func contrast(_ amount: Double) -> some View { _approximated("a contrast change left out") }
    public nonisolated func saturation(_ amount: Double) -> some View { _approximated("a saturation change left out") }
    public nonisolated func grayscale(_ amount: Double) -> some View { _approximated("a grayscale effect left out") }
    public nonisolated func colorMultiply(_ color: Color) -> some View { _approximated("a colour multiply left out") }
    public nonisolated func blendMode(_ blendMode: BlendMode) -> some View { _approximated("a blend mode left out") }
    public nonisolated func compositingGroup() -> some View { _sameInCells("rendering only") }
    public nonisolated func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        _sameInCells("rendering only")
    }

    /// Turns a progress ring (a trimmed outline) where it starts; anything else is drawn
    /// upright, noted.
    public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationModifier(turns: angle.degrees / 360))
    }
    public nonisolated func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(_ApproximationModifier(note: "a rotation left out"))
    }
    public nonisolated func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        _approximated("a scale effect left out")
    }
    public nonisolated func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        _approximated("a scale effect left out")
    }
    public nonisolated func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        _approximated("a scale effect left out")
    }
    public nonisolated func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetModifier(dx: CellMetrics.columns(Double(x)), dy: CellMetrics.rows(Double(y))))
    }
    public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _approximated("a position left out: the view stays where its parent places it")
    }
    public nonisolated func zIndex(_ value: Double) -> some View {
        _approximated("a z-index left out: overlapping views are drawn in order")
    }
    public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _sameInCells("a widget has no safe area")
    }
    public nonisolated func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { _sameInCells("a widget has no safe area") }

    public nonisolated func contentTransition(_ transition: ContentTransition) -> some View { _sameInCells("a widget is a still frame") }
    public nonisolated func transition(_ t: AnyTransition) -> some View { _sameInCells("a widget is a still frame") }
    public nonisolated func animation(_ animation: Animation?) -> some View { _sameInCells("a widget is a still frame") }
    public nonisolated func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        _sameInCells("a widget is a still frame")
    }

    // MARK: Behaviour a widget does not run

    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { _sameInCells("a widget runs no view actions") }
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View { _sameInCells("a widget runs no view actions") }
    public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _sameInCells("a widget runs no view actions")
    }
    public nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable { _sameInCells("a widget runs no view actions") }
    public nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View
    where V: Equatable { _sameInCells("a widget runs no view actions") }
    public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        _sameInCells("a widget runs no view actions")
    }
    public nonisolated func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        _sameInCells("a widget starts no tasks")
    }

    /// A widget's views are drawn, never run: no task starts (as in WidgetKit).
    public nonisolated func task<T>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable { _sameInCells("a widget starts no tasks") }

    /// Margins of scrollable content: a widget has none to scroll, so nothing moves (as in WidgetKit).
    public nonisolated func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    )
        -> some View
    { _sameInCells("margins of scrollable content: a widget has none to scroll") }
    public nonisolated func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    )
        -> some View
    { _sameInCells("margins of scrollable content: a widget has none to scroll") }
    public nonisolated func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        _sameInCells("margins of scrollable content: a widget has none to scroll")
    }
    public nonisolated func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentModifier { if disabled { $0.isEnabled = false } })
    }
    public nonisolated func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
        _approximated("a button style left out")
    }
    public nonisolated func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { _approximated("a button style left out") }
    public nonisolated func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { _approximated("a button border shape left out") }
    public nonisolated func controlSize(_ controlSize: ControlSize) -> some View { _approximated("a control size left out") }
    public nonisolated func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle { _approximated("a toggle style left out") }
    public nonisolated func accessibilityLabel(_ label: Text) -> some View { modifier(_SpokenModifier(label: label)) }
    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(_SpokenModifier(label: Text(labelKey)))
    }
    @_disfavoredOverload
    public nonisolated func accessibilityLabel(_ label: LocalizedStringResource) -> some View {
        modifier(_SpokenModifier(label: Text(label)))
    }
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S>(_ label: S) -> some View where S: StringProtocol {
        modifier(_SpokenModifier(label: Text(label)))
    }
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View { modifier(_SpokenModifier(label: nil, hidden: hidden)) }
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _sameInCells("read by VoiceOver, not shown")
    }
    public nonisolated func accessibilityValue(_ valueDescription: Text) -> some View { _sameInCells("read by VoiceOver, not shown") }
    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { _sameInCells("read by VoiceOver, not shown") }
    @_disfavoredOverload
    public nonisolated func accessibilityValue<S>(_ value: S) -> some View where S: StringProtocol {
        _sameInCells("read by VoiceOver, not shown")
    }
    public nonisolated func accessibilityHint(_ hint: Text) -> some View { _sameInCells("read by VoiceOver, not shown") }
    public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { _sameInCells("read by VoiceOver, not shown") }
    @_disfavoredOverload
    public nonisolated func accessibilityHint<S>(_ hint: S) -> some View where S: StringProtocol {
        _sameInCells("read by VoiceOver, not shown")
    }
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some View { _sameInCells("for UI tests, not shown") }
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        _sameInCells("read by VoiceOver, not shown")
    }
    public nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        _sameInCells("a widget follows the system's appearance")
    }
    public nonisolated func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
    public nonisolated func navigationTitle(_ title: Text) -> some View { _sameInCells("a widget has no navigation") }
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
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { Animation() }
    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` "with animation": a widget has no animations, so it just runs.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

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
        let child = context.single(content)
        return [FrameNode(width: width, height: height, alignment: alignment.node, child: child)]
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
        let base = context.single(content)
        var layerNode = context.node(for: layer)
        if behind, let shape = layerNode as? ShapeNode, case .fill(let role, _) = shape.paint {
            // A colour or shape behind a view is its background.
            layerNode = ShapeNode(shape.kind, paint: .background(role), approximation: shape.approximation)
        }
        return [OverlayNode(base: base, layer: layerNode, alignment: alignment.node, isBehind: behind)]
    }
}

nonisolated struct _StyleLayerModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let style: AnyShapeStyle
    let kind: ShapeNode.Kind
    let behind: Bool

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let base = context.single(content)
        let layer = context.fillNode(for: context.resolve(style), kind: kind, behind: behind)
        return [OverlayNode(base: base, layer: layer, isBehind: behind)]
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

    /// A modifier that changes nothing a widget shows in cells, for `reason` (docs/surface.md
    /// lists each with its reason).
    public nonisolated func _sameInCells(_ reason: StaticString) -> Self { self }
}

nonisolated struct _RotationModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let turns: Double

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let nodes = content.build(&context)
        guard turns.truncatingRemainder(dividingBy: 1) != 0 else { return nodes }
        return nodes.map { node in
            if let arc = node as? ArcNode { return arc.rotated(by: turns) }
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
