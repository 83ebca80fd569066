import FoundationCompatibility
import SwiftUI
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats

// The view modifiers WidgetKit adds: the widget's URL, its accented group, an accessory's
// label, and the lock screen's background.

extension View {
    /// The URL the widget opens in its app: kept with the picture (`describe` says it).
    @MainActor @preconcurrency
    public func widgetURL(_ url: URL?) -> some View {
        modifier(_WidgetURLModifier(url: url))
    }

    /// Marks the view as the accent group of the accented rendering mode.
    @MainActor @preconcurrency
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        modifier(_AccentableModifier(accentable: accentable))
    }

    /// An accessory widget's label: drawn below a circular gauge where the family has room.
    @MainActor @preconcurrency
    public func widgetLabel<Label>(@ViewBuilder label: () -> Label) -> some View where Label: View {
        modifier(_WidgetLabelModifier(label: AnyView(label())))
    }

    @MainActor @preconcurrency
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { widgetLabel { Text(labelKey) } }

    @_disfavoredOverload @MainActor @preconcurrency
    public func widgetLabel(_ label: LocalizedStringResource) -> some View { widgetLabel { Text(label) } }

    @_disfavoredOverload @MainActor @preconcurrency
    public func widgetLabel<S>(_ label: S) -> some View where S: StringProtocol { widgetLabel { Text(label) } }

    @MainActor @preconcurrency
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { _approximated("curved content left out: drawn straight") }
}

extension Image {
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
        _sameInCells(self, "applies in the accented rendering mode only; previews are in full colour")
    }
}

extension ContainerBackgroundPlacement {
    /// A widget's container: its background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

nonisolated struct _WidgetURLModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let url: URL?

    @MainActor func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        if let url, context.widgetURL == nil { context.widgetURL = url }
        return content.build(&context)
    }
}

nonisolated struct _AccentableModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let accentable: Bool

    @MainActor func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let saved = context.environment
        context.environment._isAccentable = accentable
        defer { context.environment = saved }
        return content.build(&context)
    }
}

nonisolated struct _WidgetLabelModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let label: AnyView

    @MainActor func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let nodes = content.build(&context)
        if context.environment.showsWidgetLabel {
            context.widgetLabel = [context.node(for: label, axis: .horizontal)]
        }
        return nodes
    }
}

/// The lock screen's background for an accessory widget (Apple's `AccessoryWidgetBackground`):
/// a light rounded frame around the widget, where a phone draws a translucent disc.
public struct AccessoryWidgetBackground: Sendable {
    public init() {}
}

extension AccessoryWidgetBackground: View {
    public typealias Body = Never
}

extension AccessoryWidgetBackground: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        // A faint translucent disc on a phone, behind a gauge or a glyph: in cells the widget's
        // own background is that backdrop (a grey one under a ring left the ring's colour too
        // faint to read, and outlined an open gauge's gap).
        [ShapeNode(.rectangle, paint: .clear)]
    }
}

/// The family a preview is shown in (Apple's `WidgetPreviewContext`).
public struct WidgetPreviewContext: PreviewContext {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

// MARK: - Live Activity previews

extension ActivityAttributes {
    /// A preview of this Live Activity's `contentState` (Apple's, for the old previews): read
    /// from the `PreviewProvider` that shows it, and drawn as the activity's sheet.
    @MainActor
    public func previewContext(_ contentState: Self.ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        _ActivityPreviewView(attributes: self, state: contentState, isStale: isStale)
    }
}

private struct ActivityFamilyKey: EnvironmentKey { static var defaultValue: ActivityFamily { .medium } }

extension EnvironmentValues {
    /// The size a Live Activity is shown at: medium on a Lock Screen, small on a watch or in CarPlay.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
}
