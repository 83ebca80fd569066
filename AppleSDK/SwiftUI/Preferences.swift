import FoundationCompatibility
internal import WidgetDrawing

// Preferences: values views give their ancestors (Apple's `PreferenceKey`). A view's
// `.preference(key:value:)` stands for its content's and is reduced, in the order the views are
// built, with its siblings' by the key's `reduce`; an ancestor's `.onPreferenceChange` is told the value
// its content gave, once per rendering, as a phone tells it when the view first appears.
// Nothing a widget draws changes with it (a widget does not update from its own state), and a
// `GeometryReader`'s content, built when it is drawn, gives its ancestors none.

/// A value views give their ancestors (Apple's `PreferenceKey`).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey where Self.Value: ExpressibleByNilLiteral {
    public static var defaultValue: Self.Value { nil }
}

extension View {
    /// Gives the view's ancestors `value` under `key`.
    public nonisolated func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K: PreferenceKey {
        modifier(_PreferenceModifier<K>(change: .set(_UncheckedValue(value))))
    }

    /// Changes the value under `key` the view's content gives its ancestors.
    public nonisolated func transformPreference<K>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View
    where K: PreferenceKey {
        modifier(_PreferenceModifier<K>(change: .transform(_UncheckedValue(callback))))
    }

    /// A view made from the value under `key` the content gives, drawn behind the content.
    public nonisolated func backgroundPreferenceValue<K, V>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View where K: PreferenceKey, V: View {
        modifier(_PreferenceLayerModifier<K>(transform: _UncheckedValue({ AnyView(transform($0)) }), alignment: alignment, behind: true))
    }

    /// A view made from the value under `key` the content gives, drawn over the content.
    public nonisolated func overlayPreferenceValue<K, V>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View where K: PreferenceKey, V: View {
        modifier(_PreferenceLayerModifier<K>(transform: _UncheckedValue({ AnyView(transform($0)) }), alignment: alignment, behind: false))
    }

    /// Tells `action` the value under `key` the view's content gives.
    public nonisolated func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K: PreferenceKey, K.Value: Equatable {
        modifier(_PreferenceModifier<K>(change: .read(_UncheckedValue(action))))
    }
}

/// What a preference modifier does with its key's value.
nonisolated struct _PreferenceModifier<K: PreferenceKey>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    enum Change {
        /// Gives a value (a `K.Value`).
        case set(_UncheckedValue)
        /// Changes the content's value (a `(inout K.Value) -> Void`).
        case transform(_UncheckedValue)
        /// Reads the content's value (a `(K.Value) -> Void`).
        case read(_UncheckedValue)
    }

    let change: Change

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let key = ObjectIdentifier(K.self)
        // The content's value alone: what was given before it is set aside, and joined after.
        let before = context.preferences.removeValue(forKey: key) as? K.Value
        let nodes = content.build(&context)
        var value = context.preferences[key] as? K.Value
        defer { Self.join(before, value, in: &context) }
        switch change {
        case .set(let given):
            // The view's own value stands for its content's, as on a phone.
            if let given = given.value as? K.Value { value = given }
        case .transform(let callback):
            var changed = value ?? K.defaultValue
            (callback.value as? (inout K.Value) -> Void)?(&changed)
            value = changed
        case .read(let action):
            (action.value as? (K.Value) -> Void)?(value ?? K.defaultValue)
        }
        return nodes
    }

    /// The value given before a view's content joined with the content's own, as the value
    /// after it.
    static func join(_ before: K.Value?, _ value: K.Value?, in context: inout _RenderContext) {
        let key = ObjectIdentifier(K.self)
        switch (before, value) {
        case (let before?, let value?):
            var reduced = before
            K.reduce(value: &reduced) { value }
            context.preferences[key] = reduced
        case (let only?, nil), (nil, let only?):
            context.preferences[key] = only
        case (nil, nil):
            context.preferences[key] = nil
        }
    }
}

/// A layer made from the value its content gives under a key (`backgroundPreferenceValue`,
/// `overlayPreferenceValue`): drawn behind or over the content, in its cells.
nonisolated struct _PreferenceLayerModifier<K: PreferenceKey>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    /// A `(K.Value) -> AnyView`.
    let transform: _UncheckedValue
    let alignment: Alignment
    let behind: Bool

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let before = context.preferences.removeValue(forKey: ObjectIdentifier(K.self)) as? K.Value
        let nodes = content.build(&context)
        let value = context.preferences[ObjectIdentifier(K.self)] as? K.Value
        _PreferenceModifier<K>.join(before, value, in: &context)
        guard let make = transform.value as? (K.Value) -> AnyView else { return nodes }
        let layers = context.children(of: make(value ?? K.defaultValue), axis: nil)
        guard !layers.isEmpty else { return nodes }
        let layer: any ViewNode = layers.count == 1 ? layers[0] : ZStackNode(alignment: alignment.node, children: layers)
        return nodes.map { OverlayNode(base: $0, layer: layer, alignment: alignment.node, isBehind: behind) }
    }
}
