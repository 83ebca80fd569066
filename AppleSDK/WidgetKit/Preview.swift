import FoundationCompatibility
import SwiftUI
import AppIntents
import Intents

// Widget previews: `#Preview(as: .systemSmall) { W() } timeline: { … }` registers the widget,
// its family and its entries for `widgetdeck preview`, which renders each in its family. The
// macro (widgetdeck's plugin, built from the toolchain's swift-syntax) expands to a record in
// the `widgetdeck_previews` section that calls one of the `_register…` functions below when
// the preview program starts.

/// Builds a preview's entries (Apple's `PreviewTimelineBuilder`).
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
}

@freestanding(declaration)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Preview<W>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) =
    #externalMacro(module: "WidgetPreviewMacros", type: "WidgetPreviewMacro") where W: Widget

@freestanding(declaration)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Preview<W, Provider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) =
    #externalMacro(module: "WidgetPreviewMacros", type: "WidgetPreviewMacro") where W: Widget, Provider: TimelineProvider

@freestanding(declaration)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Preview<W, Provider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) =
    #externalMacro(module: "WidgetPreviewMacros", type: "WidgetPreviewMacro") where W: Widget, Provider: AppIntentTimelineProvider

@freestanding(declaration)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Preview<W, Provider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) =
    #externalMacro(module: "WidgetPreviewMacros", type: "WidgetPreviewMacro") where W: Widget, Provider: IntentTimelineProvider

@freestanding(declaration)
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Preview<W, Attributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping @MainActor () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
) =
    #externalMacro(module: "WidgetPreviewMacros", type: "WidgetPreviewMacro") where W: Widget, Attributes: ActivityAttributes

/// What part of a Live Activity a preview shows (Apple's `ActivityPreviewViewKind`).
@preconcurrency
public enum ActivityPreviewViewKind: Sendable {
    case content
    case dynamicIsland(DynamicIslandPreviewViewState)

    @preconcurrency
    public enum DynamicIslandPreviewViewState: Sendable, Hashable {
        case compact, minimal, expanded
    }
}

/// Builds a Live Activity preview's states (Apple's `PreviewActivityBuilder`).
@resultBuilder
public struct PreviewActivityBuilder<A> where A: ActivityAttributes {
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] { [contentState] }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] { accumulated + next }
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
}

/// A registered widget preview: its widget, family and entries or provider.
package struct WidgetPreviewRecord: @unchecked Sendable {
    package var name: String?
    package var file: String
    package var line: Int
    package var family: WidgetFamily
    /// The widget's definition, with the preview's entries or provider in place of its own.
    package var definition: @MainActor () -> WidgetDefinition?
    /// The preview's entries, when it gives them.
    package var entries: (@MainActor () async -> [any TimelineEntry])?
    /// A Live Activity's preview: its content states are the entries.
    package var isActivity = false
    /// A `PreviewProvider`'s activity: drawn by the bundle's configuration for these attributes.
    package var activityAttributes: ObjectIdentifier?
}

/// The widget previews registered while the program started.
package enum WidgetPreviews {
    nonisolated(unsafe) package static var records: [WidgetPreviewRecord] = []
}

public func _registerWidgetPreview<W>(
    file: String, line: Int, _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) where W: Widget {
    let make = Unchecked(widget)
    WidgetPreviews.records.append(
        WidgetPreviewRecord(
            name: name, file: file, line: line, family: family,
            definition: { WidgetDefinition.read(widget: make.value()) }, entries: timeline))
}

public func _registerWidgetPreview<W, Provider>(
    file: String, line: Int, _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) where W: Widget, Provider: TimelineProvider {
    let (make, provide) = (Unchecked(widget), Unchecked(timelineProvider))
    WidgetPreviews.records.append(
        WidgetPreviewRecord(
            name: name, file: file, line: line, family: family,
            definition: {
                var definition = WidgetDefinition.read(widget: make.value())
                definition?.provider = AnyWidgetProvider(provide.value())
                return definition
            }, entries: nil))
}

public func _registerWidgetPreview<W, Provider>(
    file: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping @MainActor () -> W, timelineProvider: @escaping @MainActor () -> Provider
)
where W: Widget, Provider: AppIntentTimelineProvider {
    let (make, provide, configuration) = (Unchecked(widget), Unchecked(timelineProvider), Unchecked(intent))
    WidgetPreviews.records.append(
        WidgetPreviewRecord(
            name: name, file: file, line: line, family: family,
            definition: {
                var definition = WidgetDefinition.read(widget: make.value())
                definition?.provider = AnyWidgetProvider(provide.value(), configuration: configuration.value)
                return definition
            }, entries: nil))
}

public func _registerWidgetPreview<W, Provider>(
    file: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping @MainActor () -> W, timelineProvider: @escaping @MainActor () -> Provider
)
where W: Widget, Provider: IntentTimelineProvider {
    let (make, provide, configuration) = (Unchecked(widget), Unchecked(timelineProvider), Unchecked(intent))
    WidgetPreviews.records.append(
        WidgetPreviewRecord(
            name: name, file: file, line: line, family: family,
            definition: {
                var definition = WidgetDefinition.read(widget: make.value())
                definition?.provider = AnyWidgetProvider(intentProvider: provide.value(), intent: configuration.value)
                return definition
            }, entries: nil))
}

// MARK: - The entry point

/// What `@main` on a widget or bundle does: hands the widgets to widgetdeck's host, which the
/// preview program set before calling the extension's entry point.
package enum WidgetHostEntry {
    nonisolated(unsafe) package static var handler: (@MainActor ([any Widget]) -> Void)?

    @MainActor
    static func run(_ widgets: [any Widget]) {
        guard let handler else {
            print("This is a widget extension's entry point: run it with `widgetdeck preview` to see its widgets.")
            return
        }
        handler(widgets)
    }
}

extension Widget {
    @MainActor @preconcurrency
    public static func main() { WidgetHostEntry.run([Self()]) }
}

extension WidgetBundle {
    @MainActor @preconcurrency
    public static func main() { WidgetHostEntry.run(Self().declaredWidgets) }

    /// The widgets the bundle's body declares, in order.
    @MainActor
    package var declaredWidgets: [any Widget] {
        let body = self.body
        if let list = body as? _WidgetList { return list.flattened }
        return [body]
    }
}
