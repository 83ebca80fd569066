import FoundationCompatibility
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats
/// A change applied to a view, producing another view (Apple's `ViewModifier`).
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The modified view, given the original as `content`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never { fatalError("\(Self.self) is applied by the renderer and has no body") }
}

extension ViewModifier {
    /// This modifier, then `modifier`.
    public nonisolated func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The view a `ViewModifier`'s body receives: the original view, drawn where the body puts it.
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    let builder: _ContentBuilder
}

extension _ViewModifier_Content: View {
    public typealias Body = Never
}

extension _ViewModifier_Content: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { builder.build(&context) }
}

/// A view with a modifier applied (Apple's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public nonisolated init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let content = self.content
        let builder = _ContentBuilder { context in context.nodes(for: content) }
        return context.apply(modifier, to: builder)
    }
}

extension View {
    /// This view with `modifier` applied.
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
