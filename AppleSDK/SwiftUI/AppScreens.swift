import FoundationCompatibility
package import WidgetDrawing

// What an app's screens declare around their content — tab views, split views, toolbars, list
// styles, navigation destinations, context menus, geometry and scroll settings — reached when a
// widget target compiles the app's shared files. A widget has no bars and navigates nowhere:
// a tab view draws its first tab and a split view its first column, each noted; a toolbar's
// items are left out with the bar they sit in (noted); what changes nothing in cells says why.

// MARK: Tabs

/// Tabs of screens (Apple's `TabView`): its first tab is drawn, without the tab bar.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }
}
extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
extension TabView: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let tabs = context.nodes(for: content)
        guard let first = tabs.first else { return [] }
        return [NoteNode(note: "TabView: its first tab drawn, without the tab bar (a widget has none)", children: [first])]
    }
}

/// One tab of a tab view (Apple's `Tab`, iOS 18): its content; the label is the tab bar's.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let content: Content
    public var body: some View { content }
}
extension Tab where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never {
        self.content = content()
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never {
        self.content = content()
    }
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    {
        self.content = content()
    }
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
extension Tab {
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == Never {
        self.content = content()
    }
}

public struct TabRole: Hashable, Sendable {
    let id: Int
    public static let search = TabRole(id: 0)
}

/// Tabs grouped under a header (Apple's `TabSection`): its tabs.
public struct TabSection<Header: View, Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) { self.content = content() }
    public var body: some View { content }
}
extension TabSection where Header == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
}

public struct PageTabViewStyle: Sendable {
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
public struct TabViewStyleKind: Sendable {
    let id: String
    public static let automatic = TabViewStyleKind(id: "automatic")
    public static let page = TabViewStyleKind(id: "page")
    public static let sidebarAdaptable = TabViewStyleKind(id: "sidebarAdaptable")
    public static let tabBarOnly = TabViewStyleKind(id: "tabBarOnly")
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> TabViewStyleKind { .page }
}

extension View {
    public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        _sameInCells(self, "a tab's label is the tab bar's, which a widget has not")
    }
    public nonisolated func tabViewStyle(_ style: TabViewStyleKind) -> some View {
        _sameInCells(self, "a tab view draws its first tab in any style")
    }
    public nonisolated func tabViewStyle(_ style: PageTabViewStyle) -> some View {
        _sameInCells(self, "a tab view draws its first tab in any style")
    }
    public nonisolated func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        _sameInCells(self, "a widget has no tab bar")
    }
    public nonisolated func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        _sameInCells(self, "a widget has no tab bar")
    }
    public nonisolated func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        _sameInCells(self, "a widget has no tab bar")
    }
}

public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let id: Int
    public static let automatic = TabBarMinimizeBehavior(id: 0)
    public static let onScrollDown = TabBarMinimizeBehavior(id: 1)
    public static let onScrollUp = TabBarMinimizeBehavior(id: 2)
    public static let never = TabBarMinimizeBehavior(id: 3)
}

// MARK: Split views and destinations

/// Columns of navigation (Apple's `NavigationSplitView`): on a phone it collapses to its first
/// column, drawn here, without a navigation bar.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    public var body: some View {
        sidebar._approximated("NavigationSplitView: its first column drawn, as a phone collapses it, without a navigation bar")
    }
}
extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) { self.sidebar = sidebar() }
}
extension NavigationSplitView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) { self.sidebar = sidebar() }
}

public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let id: Int
    public static let automatic = NavigationSplitViewVisibility(id: 0)
    public static let all = NavigationSplitViewVisibility(id: 1)
    public static let doubleColumn = NavigationSplitViewVisibility(id: 2)
    public static let detailOnly = NavigationSplitViewVisibility(id: 3)
}

extension View {
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    )
        -> some View
    { _sameInCells(self, "a widget navigates nowhere") }
    public nonisolated func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        _sameInCells(self, "a widget navigates nowhere")
    }
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    )
        -> some View
    { _sameInCells(self, "a widget navigates nowhere") }
    public nonisolated func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        _sameInCells(self, "a split view draws its first column at the widget's width")
    }
    public nonisolated func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        _sameInCells(self, "a split view draws its first column at the widget's width")
    }
    public nonisolated func navigationSplitViewStyle<S>(_ style: S) -> some View {
        _sameInCells(self, "a split view draws its first column in any style")
    }
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement"
    )
    public nonisolated func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        _approximated("navigation bar items left out: a widget has no navigation bar")
    }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading placement")
    public nonisolated func navigationBarItems<L: View>(leading: L) -> some View {
        _approximated("navigation bar items left out: a widget has no navigation bar")
    }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarTrailing placement")
    public nonisolated func navigationBarItems<T: View>(trailing: T) -> some View {
        _approximated("navigation bar items left out: a widget has no navigation bar")
    }
}

// MARK: Toolbars

/// What a toolbar holds (Apple's `ToolbarContent`).
@MainActor @preconcurrency
public protocol ToolbarContent {}

@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> _ToolbarItems { _ToolbarItems() }
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> _ToolbarItems { _ToolbarItems() }
    public static func buildEither<C: ToolbarContent>(first: C) -> _ToolbarItems { _ToolbarItems() }
    public static func buildEither<C: ToolbarContent>(second: C) -> _ToolbarItems { _ToolbarItems() }
    public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> _ToolbarItems { _ToolbarItems() }
}
public struct _ToolbarItems: ToolbarContent { nonisolated init() {} }

public struct ToolbarItemPlacement: Sendable {
    let id: String
    public static let automatic = ToolbarItemPlacement(id: "automatic")
    public static let principal = ToolbarItemPlacement(id: "principal")
    public static let navigation = ToolbarItemPlacement(id: "navigation")
    public static let primaryAction = ToolbarItemPlacement(id: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(id: "secondaryAction")
    public static let status = ToolbarItemPlacement(id: "status")
    public static let confirmationAction = ToolbarItemPlacement(id: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(id: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(id: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(id: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(id: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(id: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(id: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(id: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(id: "navigationBarTrailing")
}

public struct ToolbarPlacement: Hashable, Sendable {
    let id: String
    public static let automatic = ToolbarPlacement(id: "automatic")
    public static let navigationBar = ToolbarPlacement(id: "navigationBar")
    public static let tabBar = ToolbarPlacement(id: "tabBar")
    public static let bottomBar = ToolbarPlacement(id: "bottomBar")
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {}
}
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}
public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
    public init(@ViewBuilder content: () -> Content) {}
}
/// Space between toolbar items (Apple's `ToolbarSpacer`, iOS 26).
public struct ToolbarSpacer: ToolbarContent {
    public nonisolated init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
}
public struct SpacerSizing: Sendable {
    let id: Int
    public static let fixed = SpacerSizing(id: 0)
    public static let flexible = SpacerSizing(id: 1)
}

public struct ToolbarRole: Sendable {
    let id: Int
    public static let automatic = ToolbarRole(id: 0)
    public static let navigationStack = ToolbarRole(id: 1)
    public static let browser = ToolbarRole(id: 2)
    public static let editor = ToolbarRole(id: 3)
}

public struct ToolbarTitleDisplayMode: Sendable {
    let id: Int
    public static let automatic = ToolbarTitleDisplayMode(id: 0)
    public static let inline = ToolbarTitleDisplayMode(id: 1)
    public static let inlineLarge = ToolbarTitleDisplayMode(id: 2)
    public static let large = ToolbarTitleDisplayMode(id: 3)
}

extension View {
    public nonisolated func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        _approximated("toolbar items left out: a widget has no toolbar")
    }
    public nonisolated func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        _approximated("toolbar items left out: a widget has no toolbar")
    }
    public nonisolated func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        _approximated("toolbar items left out: a widget has no toolbar")
    }
    public nonisolated func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _sameInCells(self, "a widget has no bars to show or hide")
    }
    public nonisolated func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        _sameInCells(self, "a widget has no toolbar")
    }
    public nonisolated func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        _sameInCells(self, "a widget has no bars")
    }
    public nonisolated func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _sameInCells(self, "a widget has no bars")
    }
    public nonisolated func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        _sameInCells(self, "a widget has no bars")
    }
    public nonisolated func toolbarRole(_ role: ToolbarRole) -> some View { _sameInCells(self, "a widget has no toolbar") }
    public nonisolated func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        _sameInCells(self, "a widget has no toolbar")
    }
    public nonisolated func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        _sameInCells(self, "a widget has no toolbar")
    }
    public nonisolated func statusBarHidden(_ hidden: Bool = true) -> some View { _sameInCells(self, "a widget has no status bar") }
    public nonisolated func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        _sameInCells(self, "a widget has no system overlays")
    }
}

public struct ToolbarDefaultItemKind: Sendable {
    let id: Int
    public static let sidebarToggle = ToolbarDefaultItemKind(id: 0)
    public static let title = ToolbarDefaultItemKind(id: 1)
}

// MARK: Lists

/// How a list is drawn (Apple's `ListStyle`): a list's rows are drawn the same in any style here.
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

extension View {
    public nonisolated func listStyle<S: ListStyle>(_ style: S) -> some View {
        _approximated("a list style left out: rows are drawn plain")
    }
    public nonisolated func listRowBackground<V: View>(_ view: V?) -> some View { _approximated("a list row's background left out") }
    public nonisolated func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _sameInCells(self, "a list's sections are not separated by lines here")
    }
    public nonisolated func listRowSpacing(_ spacing: CGFloat?) -> some View { _approximated("a list's row spacing left out") }
    public nonisolated func listSectionSpacing(_ spacing: CGFloat) -> some View { _approximated("a list's section spacing left out") }
    public nonisolated func headerProminence(_ prominence: Prominence) -> some View {
        _sameInCells(self, "a section header is drawn alike")
    }
    public nonisolated func badge(_ count: Int) -> some View { _approximated("a badge left out") }
    public nonisolated func badge(_ label: Text?) -> some View { _approximated("a badge left out") }
    public nonisolated func badge(_ key: LocalizedStringKey?) -> some View { _approximated("a badge left out") }
    public nonisolated func badge<S: StringProtocol>(_ label: S?) -> some View { _approximated("a badge left out") }
}

public enum Prominence: Hashable, Sendable { case standard, increased }

extension ForEach {
    /// Deleting rows by swiping: a widget takes no swipes.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { _sameInCells(self, "a widget takes no swipes") }
    /// Moving rows by dragging: a widget takes no drags.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { _sameInCells(self, "a widget takes no drags") }
}

/// Toggles a list's editing (Apple's `EditButton`): its title, as in a navigation bar.
public struct EditButton: View {
    public init() {}
    public var body: some View { Button("Edit") {} }
}

// MARK: Rows of forms

/// A label beside a value (Apple's `LabeledContent`): the label, and the value after it in the
/// secondary style, as a form's row.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}
extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}
extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) { self.init(content: { Text(value) }) { Text(titleKey) } }
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) { self.init(content: { Text(value) }) { Text(title) } }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }) { Text(titleKey) }
    }
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }) { Text(title) }
    }
}

/// A colour well with its label (Apple's `ColorPicker`): the label, and the colour chosen.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        (self.label, color) = (label(), selection.wrappedValue)
    }
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        (self.label, color) = (label(), Color(cgColor: selection.wrappedValue))
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Circle().fill(color).frame(width: 17, height: 17)
        }
    }
}
extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}

// MARK: Interaction a widget does not take

extension View {
    public nonisolated func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View {
        _sameInCells(self, "a widget shows no menus")
    }
    public nonisolated func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        _sameInCells(self, "a widget shows no menus")
    }
    public nonisolated func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { _sameInCells(self, "a widget runs no view actions") }
    public nonisolated func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        _sameInCells(self, "a widget runs no view actions")
    }
    public nonisolated func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        _sameInCells(self, "a widget runs no view actions")
    }
    public nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        _sameInCells(self, "a widget has no keyboard")
    }
    public nonisolated func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View {
        _sameInCells(self, "nothing scrolls in a widget")
    }
    public nonisolated func scrollTargetBehavior<T>(_ behavior: T) -> some View { _sameInCells(self, "nothing scrolls in a widget") }
    public nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View { _sameInCells(self, "nothing scrolls in a widget") }
    public nonisolated func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        _sameInCells(self, "nothing scrolls in a widget")
    }
    public nonisolated func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        _sameInCells(self, "nothing scrolls in a widget")
    }
    public nonisolated func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        _sameInCells(self, "nothing scrolls in a widget")
    }
    public nonisolated func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        _sameInCells(self, "a widget plays no haptics")
    }
    public nonisolated func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    )
        -> some View
    { _sameInCells(self, "a widget plays no haptics") }
    public nonisolated func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        _sameInCells(self, "a widget plays no haptics")
    }
    public nonisolated func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View {
        _sameInCells(self, "a widget takes no drags")
    }
    public nonisolated func dropDestination<T>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { _sameInCells(self, "a widget takes no drops") }
    /// Reads a geometry value when it changes: a widget's view is drawn once, so the action never runs.
    public nonisolated func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View { _sameInCells(self, "a widget runs no view actions") }
    public nonisolated func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View { _sameInCells(self, "a widget runs no view actions") }
    /// Space added inside the safe area: around a widget's content, padding.
    public nonisolated func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
    public nonisolated func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }
    public nonisolated func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
}

public struct ScrollDismissesKeyboardMode: Sendable {
    let id: Int
    public static let automatic = ScrollDismissesKeyboardMode(id: 0)
    public static let immediately = ScrollDismissesKeyboardMode(id: 1)
    public static let interactively = ScrollDismissesKeyboardMode(id: 2)
    public static let never = ScrollDismissesKeyboardMode(id: 3)
}

public struct ScrollIndicatorVisibility: Sendable {
    let id: Int
    public static let automatic = ScrollIndicatorVisibility(id: 0)
    public static let visible = ScrollIndicatorVisibility(id: 1)
    public static let hidden = ScrollIndicatorVisibility(id: 2)
    public static let never = ScrollIndicatorVisibility(id: 3)
}

public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let id: Int
    public static let automatic = ScrollEdgeEffectStyle(id: 0)
    public static let hard = ScrollEdgeEffectStyle(id: 1)
    public static let soft = ScrollEdgeEffectStyle(id: 2)
}

/// A scroll view's targets (Apple's `.viewAligned`, `.paging`).
public struct ViewAlignedScrollTargetBehavior: Sendable {
    public init() {}
    public enum LimitBehavior: Sendable { case automatic, always, never }
    public init(limitBehavior: LimitBehavior) {}
}
public struct PagingScrollTargetBehavior: Sendable { public init() {} }
extension ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: LimitBehavior) -> ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}
extension PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Haptic feedback (Apple's `SensoryFeedback`): none plays in a widget.
public struct SensoryFeedback: Equatable, Sendable {
    let id: String
    public static let success = SensoryFeedback(id: "success")
    public static let warning = SensoryFeedback(id: "warning")
    public static let error = SensoryFeedback(id: "error")
    public static let selection = SensoryFeedback(id: "selection")
    public static let increase = SensoryFeedback(id: "increase")
    public static let decrease = SensoryFeedback(id: "decrease")
    public static let start = SensoryFeedback(id: "start")
    public static let stop = SensoryFeedback(id: "stop")
    public static let alignment = SensoryFeedback(id: "alignment")
    public static let levelChange = SensoryFeedback(id: "levelChange")
    public static let impact = SensoryFeedback(id: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
    public struct Weight: Sendable {
        let id: Int
        public static let light = Weight(id: 0)
        public static let medium = Weight(id: 1)
        public static let heavy = Weight(id: 2)
    }
    public struct Flexibility: Sendable {
        let id: Int
        public static let rigid = Flexibility(id: 0)
        public static let solid = Flexibility(id: 1)
        public static let soft = Flexibility(id: 2)
    }
}

/// A key pressed (Apple's `KeyPress`): no keys are pressed in a widget.
public struct KeyPress: Sendable {
    public enum Result: Sendable { case handled, ignored }
    public let key: KeyEquivalent
    public let characters: String
}

// MARK: Geometry shared between views

/// A namespace of matched geometry (Apple's `@Namespace`).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public struct ID: Hashable, Sendable { let value: Int }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0
    public let wrappedValue: ID
    public init() {
        Namespace.lock.lock()
        defer { Namespace.lock.unlock() }
        Namespace.counter += 1
        wrappedValue = ID(value: Namespace.counter)
    }
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Geometry matched across views for animation: a widget's view is drawn at rest, as placed.
    public nonisolated func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View { _sameInCells(self, "a widget is drawn at rest, with nothing to match") }
    public nonisolated func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        _sameInCells(self, "a widget is drawn at rest, with nothing to match")
    }
    /// A view sized to its container on the axes given: in a widget, the widget's width or
    /// height there, as a flexible frame fills it.
    public nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        frame(
            maxWidth: axes.contains(.horizontal) ? .infinity : nil, maxHeight: axes.contains(.vertical) ? .infinity : nil,
            alignment: alignment)
    }
    public nonisolated func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        frame(
            maxWidth: axes.contains(.horizontal) ? .infinity : nil, maxHeight: axes.contains(.vertical) ? .infinity : nil,
            alignment: alignment
        )
        ._approximated("a container-relative frame of \(span) in \(count) fills its container here")
    }
}

// MARK: State kept with the scene

/// A value kept with the app's scene (Apple's `@SceneStorage`): a widget has no scene, so it is
/// its default, changed only for the run.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box
    public init(wrappedValue: Value, _ key: String) { box = Box(wrappedValue) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}
extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) { self.init(wrappedValue: nil, key) }
}

// MARK: Keys

/// A key (Apple's `KeyEquivalent`): a character, or one of the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{7F}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
}

public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { (self.key, self.modifiers) = (key, modifiers) }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    public nonisolated func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        _sameInCells(self, "a widget has no keyboard")
    }
    public nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { _sameInCells(self, "a widget has no keyboard") }
}

extension Color {
    /// A Core Graphics colour's components, as SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) { self.init(uiColor: UIColor(cgColor: cgColor)) }
    public init(_ cgColor: CGColor) { self.init(uiColor: UIColor(cgColor: cgColor)) }
}
