import FoundationCompatibility
internal import WidgetCore
internal import WidgetDrawing
internal import WidgetFormats
// How a view looks: clips, shadows, colour effects, transforms, transitions — what cells can
// show is drawn, what they cannot is noted for `lint` (`_approximated`).

extension View {

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
        _sameInCells(self, "shown only while an intent runs; a preview shows the settled state")
    }

    public nonisolated func id<ID>(_ id: ID) -> some View where ID: Hashable { _sameInCells(self, "identity only") }
    /// Tags the view: a picker draws the option whose tag is its selection.
    public nonisolated func tag<V>(_ tag: V) -> some View where V: Hashable {
        modifier(_TagModifier(tag: _UncheckedValue(AnyHashable(tag))))
    }

    public nonisolated func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
        _approximated("a clip shape left out")
    }
    public nonisolated func clipped(antialiased: Bool = false) -> some View { modifier(_ClipModifier()) }
    public nonisolated func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        _approximated("rounded corners left out")
    }
    public nonisolated func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask: View {
        _approximated("a mask left out")
    }
    /// The older form, the mask given as a view (deprecated by Apple, still compiled).
    @available(iOS, deprecated: 100000, message: "Use overload where mask accepts a @ViewBuilder instead.")
    public nonisolated func mask<Mask>(_ mask: Mask) -> some View where Mask: View { _approximated("a mask left out") }
    public nonisolated func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape {
        _sameInCells(self, "hit testing only")
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
    public nonisolated func compositingGroup() -> some View { _sameInCells(self, "rendering only") }
    public nonisolated func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        _sameInCells(self, "rendering only")
    }

    /// Turns a drawn outline (a shape, a path, a progress ring) about its frame's centre;
    /// anything else is drawn upright, noted.
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
        modifier(_PositionModifier(x: Double(x), y: Double(y)))
    }
    public nonisolated func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
    public nonisolated func zIndex(_ value: Double) -> some View { modifier(_ZIndexModifier(zIndex: value)) }
    /// With `false`, the controls in the view are drawn but not focused or pressed in `--live`.
    public nonisolated func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_HitTestingModifier(enabled: enabled)) }
    public nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        _sameInCells(self, "a widget is a still frame")
    }
    public nonisolated func transaction<V>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View where V: Equatable {
        _sameInCells(self, "a widget is a still frame")
    }
    public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _sameInCells(self, "a widget has no safe area")
    }
    public nonisolated func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { _sameInCells(self, "a widget has no safe area") }

    public nonisolated func contentTransition(_ transition: ContentTransition) -> some View {
        _sameInCells(self, "a widget is a still frame")
    }
    public nonisolated func transition(_ t: AnyTransition) -> some View { _sameInCells(self, "a widget is a still frame") }
    public nonisolated func animation(_ animation: Animation?) -> some View { _sameInCells(self, "a widget is a still frame") }
    public nonisolated func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        _sameInCells(self, "a widget is a still frame")
    }
}
