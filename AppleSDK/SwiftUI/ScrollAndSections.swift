// Views app code shares with a widget that a widget itself cannot use as on a phone: a scroll
// view and a list (a widget does not scroll: its content is shown from the top, cut where the
// widget ends, and noted for `lint`), list and form sections (their header, content and footer in a column),
// pointer hovering (no pointer here), and the animation protocols of SwiftUI's first versions
// (widgets do not animate).
import FoundationCompatibility

/// A scrolling view (Apple's `ScrollView`): in a widget, its content from the start, not scrolled.
public struct ScrollView<Content>: View where Content: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }

    @ViewBuilder
    public var body: some View {
        if axes.contains(.horizontal) && !axes.contains(.vertical) {
            // A scroll view takes the room it is offered and starts its content at the leading edge.
            HStack(spacing: 0) { content }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                ._approximated("ScrollView: a widget does not scroll; its content is shown from the start")
        } else {
            VStack(spacing: 0) { content }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                ._approximated("ScrollView: a widget does not scroll; its content is shown from the top")
        }
    }
}

/// Rows in a column (Apple's `List`): in a widget, its rows from the top, not scrolled.
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    let content: Content

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            ._approximated("List: a widget does not scroll; its rows are shown from the top")
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.content = ForEach(data, content: rowContent)
    }

    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

/// A scroll view's position, for code that moves it (Apple's `ScrollViewProxy`): no scrolling here.
public struct ScrollViewProxy {
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {}
}

/// Gives its content a proxy to scroll with (Apple's `ScrollViewReader`).
public struct ScrollViewReader<Content>: View where Content: View {
    public var content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public var body: some View { content(ScrollViewProxy()) }
}

/// A section of a list or form (Apple's `Section`): its header, content and footer in a column.
public struct Section<Parent, Content, Footer>: View where Parent: View, Content: View, Footer: View {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            content
            footer
        }
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(content: content, header: { Text(title) })
    }
}

extension View {
    /// Told when a pointer enters or leaves the view: no pointer reaches a widget here.
    public nonisolated func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        _sameInCells(self, "no pointer hovers a widget")
    }
}

/// A modifier whose values animate (Apple's `AnimatableModifier`, deprecated): widgets do not animate.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Two animatable values as one (Apple's `AnimatablePair`).
public struct AnimatablePair<First, Second>: VectorArithmetic where First: VectorArithmetic, Second: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
    public static func == (lhs: AnimatablePair, rhs: AnimatablePair) -> Bool { lhs.first == rhs.first && lhs.second == rhs.second }
}
