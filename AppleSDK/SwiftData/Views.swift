// SwiftData in SwiftUI (Apple's `@Query`, `modelContainer(_:)`, `\.modelContext`): a query reads
// the context of the environment it is drawn in when its view's body is evaluated.
import SwiftUI
import WidgetKit

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
    /// The context of the nearest `modelContainer(_:)` above; without one, a context of an empty
    /// in-memory container, as on a phone.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] ?? _emptyContext }
        set { self[ModelContextKey.self] = newValue }
    }
}

private let _emptyContext = ModelContext(
    try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))

extension View {
    /// Gives the views inside `container`, and its main context.
    @MainActor @preconcurrency public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Gives the views inside a container of `modelTypes`, made here.
    @MainActor @preconcurrency public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let result = Result {
            try ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        }
        onSetup(result)
        let context = (try? result.get())?.mainContext ?? _emptyContext
        context.autosaveEnabled = isAutosaveEnabled
        return environment(\.modelContext, context)
    }

    @MainActor @preconcurrency public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives the views inside `modelContext`.
    @MainActor @preconcurrency public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

// `@Query` on a property is one of these macros, as Apple's is: each makes a stored `Query` of
// the property's model type beside it (Swift cannot infer that type from the property's alone).
@attached(accessor) @attached(peer, names: prefixed(_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Query() = #externalMacro(module: "WidgetPreviewMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Query(animation: Animation) = #externalMacro(module: "WidgetPreviewMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Query(transaction: Transaction?) = #externalMacro(module: "WidgetPreviewMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation) =
    #externalMacro(module: "WidgetPreviewMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) =
    #externalMacro(module: "WidgetPreviewMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation
) = #externalMacro(module: "WidgetPreviewMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil
) = #externalMacro(module: "WidgetPreviewMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation
) = #externalMacro(module: "WidgetPreviewMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    transaction: Transaction? = nil
) = #externalMacro(module: "WidgetPreviewMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation
) = #externalMacro(module: "WidgetPreviewMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
// Plugin not found? Build with WIDGETDECK_MACROS=$(widgetdeck preview --macro-plugin) set: docs/preview.md.
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    transaction: Transaction? = nil
) = #externalMacro(module: "WidgetPreviewMacros", type: "QueryMacro")

/// The models a view shows, fetched from its environment's context (Apple's `@Query`).
@MainActor @preconcurrency @propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    let descriptor: FetchDescriptor<Element>

    init(descriptor: FetchDescriptor<Element>) {
        self.descriptor = descriptor
    }

    /// The models, fetched now from the environment's context.
    public var wrappedValue: Result {
        let models = (try? EnvironmentValues.current.modelContext.fetch(descriptor)) ?? []
        return models as! Result
    }

    /// The context the query fetches from.
    public var modelContext: ModelContext { EnvironmentValues.current.modelContext }
    /// Why the last fetch failed, if it did.
    public var fetchError: (any Error)? { nil }
}

extension Query where Result == [Element] {
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.init(descriptor: descriptor)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        transaction: Transaction?
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        transaction: Transaction?
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.init(descriptor: descriptor)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }
}

extension WidgetConfiguration {
    /// Gives the widget's views `container`, and its main context.
    public nonisolated func modelContainer(_ container: ModelContainer) -> some WidgetConfiguration {
        _wrappingContent { view in AnyView(view.modelContainer(container)) }
    }
}
