import FoundationCompatibility
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats
/// A key for a value in the environment (Apple's `EnvironmentKey`).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// Makes `@Entry var name: Type = default` in an extension of `EnvironmentValues` an entry
/// with a key of its own (Apple's `@Entry`).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Entry() = #externalMacro(module: "WidgetPreviewMacros", type: "EntryMacro")

/// The values a view reads from where it is drawn (Apple's `EnvironmentValues`): the widget's
/// family and rendering mode, the colour scheme, redaction, fonts and styles set above it.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
    /// Each value in a box of its key's value type: a key's identity names the box's type, so a
    /// read is a lookup and a downcast known to hold — no dynamic cast per read (every text
    /// reads the font, the foreground, the mode…).
    var values: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get {
            guard let box = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return unsafeDowncast(box, to: EnvironmentBox<K.Value>.self).value
        }
        set { values[ObjectIdentifier(key)] = EnvironmentBox(newValue) }
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }

    /// The environment of the body being evaluated: what `@Environment` reads. Set by the
    /// renderer around each `body` (rendering is synchronous on the main actor).
    nonisolated(unsafe) package static var current = EnvironmentValues()

    // MARK: - Apple's values

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[EnabledKey.self] }
        set { self[EnabledKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] ?? Locale(identifier: "en_US_POSIX") }
        set { self[LocaleKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[CalendarKey.self] ?? Calendar(identifier: .gregorian) }
        set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] ?? TimeZone.current }
        set { self[TimeZoneKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    // MARK: - What widgetdeck keeps here

    /// The moment the picture is drawn at: what date texts count from.
    package var _now: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
    /// The explicit foreground (`.foregroundStyle`), resolved to a role.
    package var _foreground: ResolvedStyle? {
        get { self[ForegroundKey.self] }
        set { self[ForegroundKey.self] = newValue }
    }
    /// The tint (`.tint`): controls, gauges and `.tint` styles.
    package var _tint: ResolvedStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    /// How the widget is drawn: full colour, accented (two groups), vibrant (monochrome).
    package var _renderingMode: RenderingMode {
        get { self[RenderingModeKey.self] }
        set { self[RenderingModeKey.self] = newValue }
    }
    /// Inside `.widgetAccentable()`: the accent group in the accented mode.
    package var _isAccentable: Bool {
        get { self[AccentableKey.self] }
        set { self[AccentableKey.self] = newValue }
    }
    /// Text attributes set above (`.bold()`, `.italic()` on a container).
    package var _textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
    /// Whether values marked `.privacySensitive()` are hidden (a locked lock screen).
    package var _hidesPrivateValues: Bool {
        get { self[HidesPrivateKey.self] }
        set { self[HidesPrivateKey.self] = newValue }
    }
    /// The group box style set above (`.groupBoxStyle(_:)`), when it is one of the app's own.
    package var _groupBoxStyle: _AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
    /// The text field style set above (`.textFieldStyle(_:)`).
    package var _textFieldStyle: _AnyTextFieldStyle? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
    /// The title of the text field a style is drawing.
    package var _textFieldTitle: AnyView? {
        get { self[TextFieldTitleKey.self] }
        set { self[TextFieldTitleKey.self] = newValue }
    }
    /// Whether the pickers inside are segmented (`.pickerStyle(.segmented)`).
    package var _pickerIsSegmented: Bool {
        get { self[PickerSegmentedKey.self] }
        set { self[PickerSegmentedKey.self] = newValue }
    }
    /// Whether controls' labels are hidden (`.labelsHidden()`).
    package var _labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
    /// The scene's phase: active, as a widget is drawn to be seen.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// Whether the view has the focus: never in a widget, which takes no focus.
    public var isFocused: Bool { false }
    /// The material behind the views (a sheet's, a widget's glass), if any.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
    /// The gauge, progress and label styles set above.
    package var _gaugeStyle: GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
    package var _progressStyle: ProgressStyleKind {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }
    package var _labelStyle: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
    /// Objects given with `.environmentObject` and `.environment(object)`, by type.
    package var _objects: [ObjectIdentifier: AnyObject] {
        get { self[ObjectsKey.self] }
        set { self[ObjectsKey.self] = newValue }
    }
}

/// One value of the environment.
final class EnvironmentBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A style resolved to what a cell can show: a theme role, faint (drawn lighter) or not, and
/// what it approximates when it is not exact (a gradient, an asset colour).
package struct ResolvedStyle: Hashable, Sendable {
    package var role: StyleRole
    package var isFaint: Bool
    package var approximation: String?
    /// A gradient's exact colours, where it fills cells (its role and note are for the rest).
    package var gradient: GradientPaint?

    package init(_ role: StyleRole, isFaint: Bool = false, approximation: String? = nil) {
        self.role = role
        self.isFaint = isFaint
        self.approximation = approximation
    }
}

private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .dark } }
private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private struct LuminanceReducedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct PickerSegmentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct GroupBoxStyleKey: EnvironmentKey { static var defaultValue: _AnyGroupBoxStyle? { nil } }
private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: _AnyTextFieldStyle? { nil } }
private struct TextFieldTitleKey: EnvironmentKey { static var defaultValue: AnyView? { nil } }
private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct BackgroundMaterialKey: EnvironmentKey { static var defaultValue: Material? { nil } }
private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct EnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale? { nil } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar? { nil } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone? { nil } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .handled } } }
private struct NowKey: EnvironmentKey { static var defaultValue: Date { Date(timeIntervalSince1970: 0) } }
private struct ForegroundKey: EnvironmentKey { static var defaultValue: ResolvedStyle? { nil } }
private struct TintKey: EnvironmentKey { static var defaultValue: ResolvedStyle? { nil } }
private struct RenderingModeKey: EnvironmentKey { static var defaultValue: RenderingMode { .fullColor } }
private struct AccentableKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct TextAttributesKey: EnvironmentKey { static var defaultValue: TextAttributes { [] } }
private struct HidesPrivateKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: GaugeStyleKind { .automatic } }
private struct ProgressStyleKey: EnvironmentKey { static var defaultValue: ProgressStyleKind { .automatic } }
private struct LabelStyleKey: EnvironmentKey { static var defaultValue: LabelStyleKind { .automatic } }
private struct ObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

/// Reads a value of the environment (Apple's `@Environment`): while a body is evaluated, the
/// environment of the place the view is drawn in.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, optional: Bool)
    }
    let source: Source

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        source = .object(ObjectIdentifier(objectType), optional: false)
    }

    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        source = .object(ObjectIdentifier(objectType), optional: true)
    }

    public var wrappedValue: Value {
        let environment = EnvironmentValues.current
        switch source {
        case .keyPath(let keyPath):
            return environment[keyPath: keyPath]
        case .object(let id, let optional):
            if let object = environment._objects[id] as? Value { return object }
            if optional, let none = Optional<Any>.none as? Value { return none }
            fatalError("No \(Value.self) in the environment: give one with .environment(_:) above this view")
        }
    }
}

extension Environment: @unchecked Sendable where Value: Sendable {}

public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4,
        accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The older name of the reader's text size (Apple's `ContentSizeCategory`, deprecated for
/// `DynamicTypeSize` and still compiled), case for case.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium
    case accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge:
            true
        default: false
        }
    }

    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        let names: [String: ContentSizeCategory] = [
            "UICTContentSizeCategoryXS": .extraSmall, "UICTContentSizeCategoryS": .small, "UICTContentSizeCategoryM": .medium,
            "UICTContentSizeCategoryL": .large, "UICTContentSizeCategoryXL": .extraLarge, "UICTContentSizeCategoryXXL": .extraExtraLarge,
            "UICTContentSizeCategoryXXXL": .extraExtraExtraLarge, "UICTContentSizeCategoryAccessibilityM": .accessibilityMedium,
            "UICTContentSizeCategoryAccessibilityL": .accessibilityLarge,
            "UICTContentSizeCategoryAccessibilityXL": .accessibilityExtraLarge,
            "UICTContentSizeCategoryAccessibilityXXL": .accessibilityExtraExtraLarge,
            "UICTContentSizeCategoryAccessibilityXXXL": .accessibilityExtraExtraExtraLarge,
        ]
        guard let category = names[uiSizeCategory.rawValue] else { return nil }
        self = category
    }
}

extension ContentSizeCategory: Comparable {
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension EnvironmentValues {
    /// The reader's accessibility settings: a phone's defaults (none asked for), as widgetdeck
    /// draws one look. Read, never set by the system here.
    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityInvertColors: Bool { false }
    public var accessibilityShowButtonShapes: Bool { false }
    public var accessibilityVoiceOverEnabled: Bool { false }
    public var accessibilitySwitchControlEnabled: Bool { false }
    public var accessibilityDimFlashingLights: Bool { false }
    public var accessibilityPlayAnimatedImages: Bool { true }

    /// The reader's text size by its older name: `dynamicTypeSize`, read and set through it.
    @available(iOS, deprecated: 100000, renamed: "dynamicTypeSize")
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3] }
        set { dynamicTypeSize = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 3] }
    }
}

/// Why a view is drawn redacted: before its data (`placeholder`), or hiding private values.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// What opening a URL does (Apple's `OpenURLAction`); widgets open URLs in their app.
public struct OpenURLAction: Sendable {
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }

    let handler: @Sendable (URL) -> Result

    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }
}

extension View {
    /// Sets an environment value for this view and those inside it.
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Gives an `@Observable` object to the views inside (read with `@Environment(Type.self)`).
    public nonisolated func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(_EnvironmentModifier { if let object { $0._objects[ObjectIdentifier(T.self)] = object } })
    }

    /// Gives an `ObservableObject` to the views inside (read with `@EnvironmentObject`).
    public nonisolated func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        modifier(_EnvironmentModifier { $0._objects[ObjectIdentifier(T.self)] = object })
    }

    /// Changes the environment of the views inside, the way a modifier like `.font` does.
    public nonisolated func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }
}

/// A modifier that changes the environment of what it wraps.
nonisolated struct _EnvironmentModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let change: (inout EnvironmentValues) -> Void

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let saved = context.environment
        change(&context.environment)
        defer { context.environment = saved }
        return content.build(&context)
    }
}

/// The size of a sidebar's rows (Apple's `SidebarRowSize`).
public enum SidebarRowSize: Hashable, Sendable {
    case small, medium, large
}

private struct SidebarRowSizeKey: EnvironmentKey { static var defaultValue: SidebarRowSize { .medium } }

extension EnvironmentValues {
    /// The size of sidebar rows: medium, as iOS's default.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// The size controls are asked to be (`.controlSize(_:)`): regular unless a view says.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// Whether labels of controls inside are shown (`.labelsVisibility(_:)`): automatic unless
    /// a view says.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

/// How much room an interface has along one side (Apple's `UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

extension EnvironmentValues {
    /// A widget on an iPhone in portrait: compact across.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[_HorizontalSizeClassKey.self] }
        set { self[_HorizontalSizeClassKey.self] = newValue }
    }
    /// …and regular down.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[_VerticalSizeClassKey.self] }
        set { self[_VerticalSizeClassKey.self] = newValue }
    }
}

struct _HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct _VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }

/// A scene's operational state (Apple's `ScenePhase`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}
