import FoundationCompatibility
// Previews. `#Preview` declarations are registered by widgetdeck's macro plugin, which
// `widgetdeck preview` builds from the toolchain's own swift-syntax; `widgetdeck preview`
// renders every one. `PreviewProvider`s are registered by a file `widgetdeck preview` generates
// (`_registerPreviewProvider`); the Live Activities their previews show are drawn.

/// A preview of a view, registered for `widgetdeck preview` (Apple's `#Preview`).
@freestanding(declaration)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "WidgetPreviewMacros", type: "ViewPreviewMacro")

@freestanding(declaration)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) =
    #externalMacro(module: "WidgetPreviewMacros", type: "ViewPreviewMacro")

/// A registered preview (Apple's `DeveloperToolsSupport.Preview`).
public struct Preview {
    public enum ViewTraits {}
}

/// A trait of a preview: its layout, its orientation.
@MainActor @preconcurrency
public struct PreviewTrait<T> {
    init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait() }
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
}

/// An old-style preview (Apple's `PreviewProvider`).
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

public protocol _PreviewProvider {}

public enum PreviewPlatform: Hashable, Sendable { case iOS, macOS, tvOS, watchOS }

/// Something a preview knows of the place it is shown in (Apple's `PreviewContext`).
public protocol PreviewContext {
    subscript<Key>(key: Key.Type) -> Key.Value where Key: PreviewContextKey { get }
}

extension PreviewContext {
    public subscript<Key>(key: Key.Type) -> Key.Value where Key: PreviewContextKey { Key.defaultValue }
}

public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

extension View {
    public nonisolated func previewContext<C>(_ value: C) -> some View where C: PreviewContext {
        _sameInCells(self, "for Xcode's canvas: preview chooses families itself")
    }
    public nonisolated func previewLayout(_ value: PreviewLayout) -> some View {
        _sameInCells(self, "for Xcode's canvas: preview chooses families itself")
    }
    public nonisolated func previewDisplayName(_ value: String?) -> some View { _sameInCells(self, "for Xcode's canvas") }
    public nonisolated func previewDevice(_ value: PreviewDevice?) -> some View { _sameInCells(self, "for Xcode's canvas") }
}

/// What a `#Preview` of a view registers: its name and a closure making the view.
package struct ViewPreviewRecord: @unchecked Sendable {
    package var name: String?
    package var file: String
    package var line: Int
    package var make: @MainActor () -> any View
}

/// The previews of views registered while the program started (the macro's records call this).
package enum ViewPreviews {
    nonisolated(unsafe) package static var records: [ViewPreviewRecord] = []
}

/// Registers a `#Preview` of a view: what the macro's expansion calls, with the macro's own
/// arguments after the place it was written.
public func _registerViewPreview(file: String, line: Int, _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
    ViewPreviews.records.append(ViewPreviewRecord(name: name, file: file, line: line, make: body))
}

public func _registerViewPreview(
    file: String, line: Int, _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
) {
    ViewPreviews.records.append(ViewPreviewRecord(name: name, file: file, line: line, make: body))
}

/// An old-style preview registered for `widgetdeck preview`: its type's name and its previews.
package struct PreviewProviderRecord: @unchecked Sendable {
    package var name: String
    package var file: String
    package var line: Int
    package var previews: @MainActor () -> any View
}

/// The `PreviewProvider`s registered while the program started.
package enum PreviewProviders {
    nonisolated(unsafe) package static var records: [PreviewProviderRecord] = []
}

/// Registers a `PreviewProvider`: what the file `widgetdeck preview` generates for a module's
/// preview providers calls.
public func _registerPreviewProvider<P: PreviewProvider>(_ provider: P.Type, file: String, line: Int) {
    PreviewProviders.records.append(PreviewProviderRecord(name: String(describing: P.self), file: file, line: line) { P.previews })
}
