import FoundationCompatibility
package import WidgetDrawing

// What an app's shared views reach beside a widget's: navigation links (drawn as their labels, as
// a widget opens its app and navigates nothing), the empty-content view, edges, swipe actions
// and the modifiers of controls' labels.

/// One horizontal edge (Apple's `HorizontalEdge`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

/// One vertical edge (Apple's `VerticalEdge`).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// A link to another screen of the app (Apple's `NavigationLink`): drawn as its label. A widget
/// has no navigation; a tap opens its app.
public struct NavigationLink<Label, Destination> where Label: View, Destination: View {
    let label: Label

    public nonisolated init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public nonisolated init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public nonisolated init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Destination == Never {
    public nonisolated init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
        label = Text(title)
    }

    public nonisolated init(_ titleKey: LocalizedStringKey, destination: Destination) {
        label = Text(titleKey)
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public nonisolated init<P>(_ titleKey: LocalizedStringKey, value: P?) where P: Hashable {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public nonisolated init<S, P>(_ title: S, value: P?) where S: StringProtocol, P: Hashable {
        label = Text(title)
    }
}

extension NavigationLink: View { public typealias Body = Never }

extension NavigationLink: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        context.children(of: label, axis: context.stackAxis)
    }
}

/// What a view shows when it has no content (Apple's `ContentUnavailableView`): its label, its
/// description in the secondary style and its actions, centred in a column that fills what it
/// is offered.
public struct ContentUnavailableView<Label, Description, Actions> where Label: View, Description: View, Actions: View {
    let label: Label
    let description: Description
    let actions: Actions

    public nonisolated init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public nonisolated init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
    }

    public nonisolated init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol {
        self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
    }

    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// "No Results", for a search that found nothing.
    public static var search: ContentUnavailableView<Label, Description, Actions> { search(text: "") }

    /// "No Results for “text”", for a search that found nothing.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}

/// The pieces of `ContentUnavailableView.search` (Apple's `SearchUnavailableContent`).
public struct SearchUnavailableContent {
    public struct Label: View {
        let text: String
        public var body: some View {
            SwiftUI.Label(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass")
        }
    }

    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView: View { public typealias Body = Never }

extension ContentUnavailableView: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        // The label, then the description in the secondary style and the actions, centred.
        let label = context.children(of: self.label, axis: .vertical)
        let rest =
            context.children(of: description.foregroundStyle(.secondary), axis: .vertical)
            + context.children(of: actions, axis: .vertical)
        // As a phone does, it fills what it is offered and sits in the middle of it.
        let stack = StackNode(.vertical, alignment: 1, children: label + rest)
        let fill = FrameNode.Bounds(maximum: CellMetrics.unbounded)
        return [FrameNode(width: fill, height: fill, child: stack)]
    }
}

extension View {
    /// Actions a row shows when swiped: a widget takes no swipes, on a phone either.
    public nonisolated func swipeActions<T>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View where T: View {
        _sameInCells(self, "a widget takes no swipes, on a phone either: its row shows as it is")
    }

    /// Mirrors the view in a right-to-left layout.
    public nonisolated func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        _sameInCells(self, "it mirrors a view only in a right-to-left layout; widgetdeck lays widgets out left to right")
    }

    /// The scene's padding on `edges`: the system's 16 points, as on a phone.
    public nonisolated func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, 16)
    }

    public nonisolated func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, 16)
    }

    /// A list row's insets.
    public nonisolated func listRowInsets(_ insets: EdgeInsets?) -> some View {
        _approximated("a list row's insets left out")
    }

    /// The shape `ContainerRelativeShape` takes inside the view.
    public nonisolated func containerShape<T>(_ shape: T) -> some View where T: InsettableShape {
        _approximated("a container shape left out: ContainerRelativeShape stays the widget's rounded rectangle")
    }

    /// Hides the labels of the controls inside (a gauge's, a toggle's), keeping them for a screen reader.
    public nonisolated func labelsHidden() -> some View {
        environment(\._labelsHidden, true)
    }
}

/// The padding a scene gives (Apple's `ScenePadding`).
public struct ScenePadding: Hashable, Sendable {
    let id: Int
    public static let minimum = ScenePadding(id: 0)
    public static let navigationBar = ScenePadding(id: 1)
}

/// A navigation bar's item (Apple's `NavigationBarItem`): its title's display mode.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

// A navigation bar's title and visibility: a widget has no navigation bar, on a phone either.
extension View {
    public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        _sameInCells(self, "a widget has no navigation")
    }
    @_disfavoredOverload
    public nonisolated func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        _sameInCells(self, "a widget has no navigation")
    }
    public nonisolated func navigationBarTitle(_ title: Text) -> some View { _sameInCells(self, "a widget has no navigation") }
    public nonisolated func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        _sameInCells(self, "a widget has no navigation")
    }
    @_disfavoredOverload
    public nonisolated func navigationBarTitle<S>(_ title: S) -> some View where S: StringProtocol {
        _sameInCells(self, "a widget has no navigation")
    }
    public nonisolated func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _sameInCells(self, "a widget has no navigation")
    }
    public nonisolated func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    )
        -> some View
    {
        _sameInCells(self, "a widget has no navigation")
    }
    @_disfavoredOverload
    public nonisolated func navigationBarTitle<S>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    where S: StringProtocol {
        _sameInCells(self, "a widget has no navigation")
    }
    public nonisolated func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _sameInCells(self, "a widget has no navigation")
    }
    public nonisolated func navigationBarHidden(_ hidden: Bool) -> some View { _sameInCells(self, "a widget has no navigation") }
    public nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        _sameInCells(self, "a widget has no navigation")
    }
}

/// An app's navigation container (Apple's `NavigationView`): drawn as its root view, with no
/// bar — a widget has none, and navigates nothing.
public struct NavigationView<Content>: View where Content: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        content._approximated("NavigationView: its root drawn, without a navigation bar (a widget has none)")
    }
}

/// An app's navigation stack (Apple's `NavigationStack`): drawn as its root view, with no bar.
public struct NavigationStack<Data, Root>: View where Root: View {
    let root: Root
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }
    public var body: some View {
        root._approximated("NavigationStack: its root drawn, without a navigation bar (a widget has none)")
    }
}

/// A settings form (Apple's `Form`): its rows from the top, as a list's.
public struct Form<Content>: View where Content: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { List { content } }
}
