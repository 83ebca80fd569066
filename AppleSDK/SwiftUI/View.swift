import FoundationCompatibility
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats
/// A piece of a widget's user interface (Apple's `View`): a type that describes its content in
/// ``body``. Views are rendered, not run: a body is evaluated once per picture, with the
/// environment of the place it is drawn in.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this one is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body: the renderer draws them itself.
    public var body: Never { fatalError("\(Self.self) is drawn by the renderer and has no body") }
}

/// Builds views from closures: a block of views becomes a `TupleView`, `if` an optional or
/// `_ConditionalContent`, `switch` nested conditionals (Apple's `ViewBuilder`).
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView((repeat each content), views: views)
    }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

/// One of two views, chosen by an `if`/`else` or a `switch`.
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

extension _ConditionalContent: _PrimitiveView where TrueContent: View, FalseContent: View {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        switch storage {
        case .trueContent(let view): context.nodes(for: view)
        case .falseContent(let view): context.nodes(for: view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        map { context.nodes(for: $0) } ?? []
    }
}

/// Several views, as a block of a `ViewBuilder` makes them.
public struct TupleView<T> {
    public var value: T
    /// The views, in order, as the builder saw them.
    let views: [any View]?

    public init(_ value: T) {
        self.value = value
        views = nil
    }

    init(_ value: T, views: [any View]) {
        self.value = value
        self.views = views
    }
}

extension TupleView: View {
    public typealias Body = Never
}

extension TupleView: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        var nodes: [any ViewNode] = []
        func add<V: View>(_ view: V) { nodes += context.nodes(for: view) }
        for view in views ?? _TupleElements.of(value) ?? [] { add(view) }
        return nodes
    }
}

/// The views of a tuple, opened one by one (a parameter pack's tuple is a tuple of views).
enum _TupleElements {
    static func of<T>(_ tuple: T) -> [any View]? {
        let mirror = Mirror(reflecting: tuple)
        guard mirror.displayStyle == .tuple else { return (tuple as? any View).map { [$0] } }
        return mirror.children.compactMap { $0.value as? any View }
    }
}

/// No view at all.
public struct EmptyView: Sendable {
    public init() {}
}

extension EmptyView: View {
    public typealias Body = Never
}

extension EmptyView: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] }
}

/// Views grouped without a layout of their own: a modifier on a group applies to each.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never
    public nonisolated init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: _PrimitiveView where Content: View {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { context.nodes(for: content) }
}

/// A view of any type.
public struct AnyView {
    let view: any View

    public nonisolated init<V>(_ view: V) where V: View { self.view = view }
    public nonisolated init<V>(erasing view: V) where V: View { self.view = view }
    public nonisolated init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }
}

extension AnyView: View {
    public typealias Body = Never
}

extension AnyView: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { context.nodes(for: view) }
}

/// A view for each element of a collection.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach {
    /// A `ForEach` of any content (chart content too: the Charts module builds one).
    package nonisolated init(_data data: Data, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public nonisolated init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    public nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public nonisolated init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach: _PrimitiveView where Content: View {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        data.flatMap { context.nodes(for: content($0)) }
    }
}

/// A `DynamicProperty` is updated before a body is evaluated; here every one keeps the value it
/// was created with (a widget is rendered, not run).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
