import FoundationCompatibility
import SwiftUI
import ActivityKit

// Live Activities: `ActivityConfiguration` keeps its Lock Screen view and its Dynamic Island,
// and a `#Preview("…", as: .content, using: attributes) { W() } contentStates: { … }` gives
// the attributes and states to draw them with. widgetdeck draws each state as one sheet: the
// Lock Screen presentation, the island's compact and minimal presentations, and its expanded
// regions (WidgetPictures lays the sheet out). Without a preview there are no attributes to
// draw with: the activity is listed, not drawn.

/// A Live Activity's configuration (Apple's `ActivityConfiguration`).
public struct ActivityConfiguration<Attributes>: WidgetConfiguration, @unchecked Sendable where Attributes: ActivityAttributes {
    let lockScreen: (ActivityViewContext<Attributes>) -> AnyView
    let island: (ActivityViewContext<Attributes>) -> DynamicIsland

    public init<Content>(
        for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) where Content: View {
        lockScreen = { AnyView(content($0)) }
        island = dynamicIsland
    }
    public var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

extension ActivityConfiguration: _DefinitionProviding {
    func _definition() -> WidgetDefinition? {
        let (lockScreen, island) = (lockScreen, island)
        // The preview's states arrive as entries; a state of other attributes draws nothing.
        let context = { (entry: any TimelineEntry) -> ActivityViewContext<Attributes>? in
            guard let state = entry as? _ActivityStateEntry<Attributes> else { return nil }
            return ActivityViewContext(
                activityID: "preview", attributes: state.attributes, state: state.state, isStale: state.isStale)
        }
        return WidgetDefinition(
            kind: String(describing: Attributes.self), families: [.systemMedium], typeName: "ActivityConfiguration",
            provider: AnyWidgetProvider(_NoActivityStates()),
            content: { entry in context(entry).map(lockScreen) ?? AnyView(EmptyView()) },
            activity: ActivityPresentations(attributes: ObjectIdentifier(Attributes.self), island: { entry in context(entry).map(island) }))
    }
}

/// What widgetdeck draws of a Live Activity besides its Lock Screen view (``WidgetDefinition``'s
/// content): its Dynamic Island for a content state.
package struct ActivityPresentations: @unchecked Sendable {
    /// The attributes' type, which a `PreviewProvider`'s `previewContext` names.
    package var attributes: ObjectIdentifier
    package var island: @MainActor (any TimelineEntry) -> DynamicIsland?
}

/// Seconds between a preview's content states as entries: `preview --live` shows each in turn.
let _activityStateInterval: Double = 10

/// A content state of a Live Activity's preview, as an entry.
struct _ActivityStateEntry<Attributes>: TimelineEntry, @unchecked Sendable where Attributes: ActivityAttributes {
    let date: Date
    let attributes: Attributes
    let state: Attributes.ContentState
    let isStale: Bool
}

/// An activity's "provider": its states come from a preview, never from here.
struct _NoActivityStates: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [], policy: .never))
    }
}

/// A Live Activity's preview: its states, each drawn as the activity's sheet.
public func _registerWidgetPreview<W, Attributes>(
    file: String, line: Int, _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping @MainActor () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
)
where W: Widget, Attributes: ActivityAttributes {
    let (make, given) = (Unchecked(widget), Unchecked(attributes))
    var record = WidgetPreviewRecord(
        name: name, file: file, line: line, family: .systemMedium,
        definition: { WidgetDefinition.read(widget: make.value()) },
        entries: {
            // A state every ten seconds: the dashboard (`preview --live`) steps through them.
            let now = Date()
            return await contentStates().enumerated().map { index, state in
                _ActivityStateEntry(
                    date: now.addingTimeInterval(Double(index) * _activityStateInterval), attributes: given.value, state: state,
                    isStale: false)
            }
        })
    record.isActivity = true
    WidgetPreviews.records.append(record)
}

public struct ActivityViewContext<Attributes> where Attributes: ActivityAttributes {
    public let activityID: String
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
}

/// A Live Activity's Dynamic Island (Apple's `DynamicIsland`): its expanded regions and its
/// compact and minimal views.
public struct DynamicIsland {
    package private(set) var expanded: () -> [DynamicIslandRegionView]
    package private(set) var compactLeading: () -> AnyView
    package private(set) var compactTrailing: () -> AnyView
    package private(set) var minimal: () -> AnyView
    package private(set) var keyline: Color?
    /// What a tap on the island opens (`.widgetURL`).
    package private(set) var url: URL?

    public init<Expanded, CompactLeading, CompactTrailing, Minimal>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading, @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) where Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View {
        self.expanded = { expanded().regions }
        self.compactLeading = { AnyView(compactLeading()) }
        self.compactTrailing = { AnyView(compactTrailing()) }
        self.minimal = { AnyView(minimal()) }
    }
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.url = url
        return island
    }
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keyline = color
        return island
    }
    /// The margins of one presentation's content, on the edges in `edges` that are the
    /// island's own (an expanded region's inner edges, which face another region, keep none).
    /// widgetdeck's island has no margins of its own, so these are padding, in cells.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        func padded(_ view: @escaping () -> AnyView, outer: Edge.Set) -> () -> AnyView {
            { AnyView(view().padding(edges.intersection(outer), length)) }
        }
        switch mode {
        case .compactLeading: island.compactLeading = padded(compactLeading, outer: [.leading, .top, .bottom])
        case .compactTrailing: island.compactTrailing = padded(compactTrailing, outer: [.trailing, .top, .bottom])
        case .minimal: island.minimal = padded(minimal, outer: .all)
        default:
            let regions = expanded
            island.expanded = {
                regions().map { region in
                    var region = region
                    region.view = AnyView(region.view.padding(edges.intersection(region.position.outerEdges), length))
                    return region
                }
            }
        }
        return island
    }
}

/// One expanded region's view and where it goes.
package struct DynamicIslandRegionView {
    package var position: DynamicIslandExpandedRegionPosition
    package var priority: Double
    package var view: AnyView
    /// A leading or trailing region that goes below the camera when it is too wide beside it
    /// (`.dynamicIsland(verticalPlacement: .belowIfTooWide)` on the region's content).
    package var belowIfTooWide = false
}

public struct DynamicIslandExpandedContent<Content> where Content: View {
    let regions: [DynamicIslandRegionView]
}

@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildPartialBlock<Content>(
        first content: DynamicIslandExpandedRegion<Content>
    ) -> DynamicIslandExpandedContent<Content>
    where Content: View {
        DynamicIslandExpandedContent(regions: [content.region])
    }
    public static func buildPartialBlock<C0, C1>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
    )
        -> DynamicIslandExpandedContent<TupleView<(C0, C1)>> where C0: View, C1: View
    {
        DynamicIslandExpandedContent(regions: accumulated.regions + [next.region])
    }
    public static func buildPartialBlock<Content>(
        first content: DynamicIslandExpandedContent<Content>
    ) -> DynamicIslandExpandedContent<Content>
    where Content: View {
        content
    }
    public static func buildBlock() -> DynamicIslandExpandedContent<EmptyView> { DynamicIslandExpandedContent(regions: []) }
}

public struct DynamicIslandExpandedRegion<Content> where Content: View {
    var region: DynamicIslandRegionView

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        let content = content()
        region = DynamicIslandRegionView(position: position, priority: priority, view: AnyView(content))
        if let placed = content as? any _DynamicIslandPlaced { region.belowIfTooWide = placed._placement == .belowIfTooWide }
    }
    /// The region's own margins: padding, in cells (`nil`, the system's, is none here, as the
    /// island has no margins of its own).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> DynamicIslandExpandedRegion<Content> {
        var padded = self
        if let length {
            padded.region.view = AnyView(region.view.padding(edges, length))
        } else {
            padded.region.view = AnyView(_sameInCells(region.view, "the island's own margins: it has none here"))
        }
        return padded
    }
}

public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let id: Int
    public static let leading = DynamicIslandExpandedRegionPosition(id: 0)
    public static let trailing = DynamicIslandExpandedRegionPosition(id: 1)
    public static let center = DynamicIslandExpandedRegionPosition(id: 2)
    public static let bottom = DynamicIslandExpandedRegionPosition(id: 3)

    /// The edges of a region that are the island's edges (the others face another region).
    var outerEdges: Edge.Set {
        switch self {
        case .leading: [.leading, .top]
        case .trailing: [.trailing, .top]
        case .center: [.top]
        default: [.leading, .trailing, .bottom]
        }
    }
}

/// Where an expanded region's content goes when it is too wide beside the camera (Apple's
/// `DynamicIslandExpandedRegionVerticalPlacement`).
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let id: Int
    /// Beside the camera, however wide.
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(id: 0)
    /// Below the camera, when too wide to fit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(id: 1)
}

/// A region's content with a vertical placement.
protocol _DynamicIslandPlaced {
    var _placement: DynamicIslandExpandedRegionVerticalPlacement { get }
}

/// A view with its placement in an expanded region: drawn as itself, the region placed by it.
nonisolated struct _DynamicIslandPlacedView<Content: View>: View, _DynamicIslandPlaced {
    let content: Content
    let _placement: DynamicIslandExpandedRegionVerticalPlacement
    var body: some View { content }
}

extension View {
    /// Places a leading or trailing expanded region's content below the camera when it is too
    /// wide to fit beside it.
    public nonisolated func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        _DynamicIslandPlacedView(content: self, _placement: verticalPlacement)
    }
}

public struct DynamicIslandMode: Hashable, Sendable {
    let id: Int
    public static let expanded = DynamicIslandMode(id: 0)
    public static let compactLeading = DynamicIslandMode(id: 1)
    public static let compactTrailing = DynamicIslandMode(id: 2)
    public static let minimal = DynamicIslandMode(id: 3)
}

extension View {
    public nonisolated func activityBackgroundTint(_ color: Color?) -> some View {
        _approximated("a Live Activity background tint left out")
    }
    public nonisolated func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        _approximated("a Live Activity action colour left out")
    }
}

// MARK: - The old previews

/// What `attributes.previewContext(state, viewKind:)` returns: the state it shows, read from
/// the `PreviewProvider` (its body is for a canvas that draws it as a view).
public struct _ActivityPreviewView<Attributes>: View where Attributes: ActivityAttributes {
    let attributes: Attributes
    let state: Attributes.ContentState
    let isStale: Bool

    public var body: some View { Text(verbatim: "Live Activity preview") }
}

/// A Live Activity's state shown by a `PreviewProvider`, whatever its attributes.
protocol _ActivityPreviewing {
    var attributesType: ObjectIdentifier { get }
    var key: AnyHashable { get }
    func entry(at date: Date) -> any TimelineEntry
}

extension _ActivityPreviewView: @MainActor _ActivityPreviewing {
    var attributesType: ObjectIdentifier { ObjectIdentifier(Attributes.self) }
    var key: AnyHashable { AnyHashable([AnyHashable(state), AnyHashable(isStale)]) }
    func entry(at date: Date) -> any TimelineEntry {
        _ActivityStateEntry(date: date, attributes: attributes, state: state, isStale: isStale)
    }
}

extension WidgetPreviews {
    /// The Live Activity previews the registered `PreviewProvider`s show: per provider and
    /// attributes, its distinct states (the four views of one state are one sheet), drawn by
    /// the bundle's `ActivityConfiguration` for those attributes.
    @MainActor
    package static func activityPreviews() -> [WidgetPreviewRecord] {
        var records: [WidgetPreviewRecord] = []
        for provider in PreviewProviders.records {
            var found: [any _ActivityPreviewing] = []
            var budget = 10_000
            collect(provider.previews(), into: &found, depth: 0, budget: &budget)
            var order: [ObjectIdentifier] = []
            var states: [ObjectIdentifier: [any _ActivityPreviewing]] = [:]
            for preview in found {
                if states[preview.attributesType] == nil { order.append(preview.attributesType) }
                if !(states[preview.attributesType] ?? []).contains(where: { $0.key == preview.key }) {
                    states[preview.attributesType, default: []].append(preview)
                }
            }
            for attributes in order {
                let shown = Unchecked(states[attributes] ?? [])
                var record = WidgetPreviewRecord(
                    name: provider.name, file: provider.file, line: provider.line, family: .systemMedium, definition: { nil },
                    entries: {
                        let now = Date()
                        return shown.value.enumerated().map { $1.entry(at: now.addingTimeInterval(Double($0) * _activityStateInterval)) }
                    })
                record.isActivity = true
                record.activityAttributes = attributes
                records.append(record)
            }
        }
        return records
    }

    /// The activity states inside `value`, a view's stored parts read by reflection (no body is
    /// asked for), at most `budget` parts deep and wide.
    @MainActor
    static func collect(_ value: Any, into found: inout [any _ActivityPreviewing], depth: Int, budget: inout Int) {
        budget -= 1
        guard budget > 0, depth < 32 else { return }
        if let preview = value as? any _ActivityPreviewing {
            found.append(preview)
            return
        }
        for child in Mirror(reflecting: value).children { collect(child.value, into: &found, depth: depth + 1, budget: &budget) }
    }
}
