import FoundationCompatibility

// An app's scenes (Apple's `Scene`, `App`, `WindowGroup`): an app's code shared with its widget
// declares them — a scene modifier in a helper file, an `App` beside the views. A widget has no
// window: scenes compile, and are never drawn (preview draws widgets, not apps).

/// A part of an app's interface (Apple's `Scene`).
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// An app (Apple's `App`): its scenes. widgetdeck never launches it; a widget extension's entry
/// point is its widget bundle.
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
    init()
}

/// Builds scenes from a body's statements.
@resultBuilder public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene((repeat each content))
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(content) }
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _ConditionalScene<First, Second> {
        _ConditionalScene(first: first)
    }
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _ConditionalScene<First, Second> {
        _ConditionalScene(second: second)
    }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes of one body.
public nonisolated struct _TupleScene<T>: Scene {
    public typealias Body = Never
    let value: T
    nonisolated init(_ value: T) { self.value = value }
    public var body: Never { fatalError("a scene is not drawn") }
}

/// A scene an `if` may leave out.
public nonisolated struct _OptionalScene<Content: Scene>: Scene {
    public typealias Body = Never
    let content: Content?
    nonisolated init(_ content: Content?) { self.content = content }
    public var body: Never { fatalError("a scene is not drawn") }
}

/// One of two scenes an `if`/`else` chooses.
public nonisolated struct _ConditionalScene<First: Scene, Second: Scene>: Scene {
    public typealias Body = Never
    let first: First?
    let second: Second?
    nonisolated init(first: First) { (self.first, second) = (first, nil) }
    nonisolated init(second: Second) { (first, self.second) = (nil, second) }
    public var body: Never { fatalError("a scene is not drawn") }
}

/// An app's windows of one kind (Apple's `WindowGroup`).
public nonisolated struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
    public nonisolated init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public nonisolated init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public nonisolated init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public nonisolated init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("a scene is not drawn") }
}

/// Whether a window comes back when its app launches again.
public struct SceneRestorationBehavior: Sendable {
    let id: Int
    public static let automatic = SceneRestorationBehavior(id: 0)
    public static let disabled = SceneRestorationBehavior(id: 1)
}

/// Whether a window opens when its app launches.
public struct SceneLaunchBehavior: Sendable {
    let id: Int
    public static let automatic = SceneLaunchBehavior(id: 0)
    public static let presented = SceneLaunchBehavior(id: 1)
    public static let suppressed = SceneLaunchBehavior(id: 2)
}

/// How a window may be resized.
public struct WindowResizability: Sendable {
    let id: Int
    public static let automatic = WindowResizability(id: 0)
    public static let contentSize = WindowResizability(id: 1)
    public static let contentMinSize = WindowResizability(id: 2)
}

extension Scene {
    // A scene is never shown here: each of its settings leaves it as it is.
    public nonisolated func restorationBehavior(_ behavior: SceneRestorationBehavior) -> Self {
        _sameInCells(self, "a widget's preview opens no window")
    }
    public nonisolated func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> Self {
        _sameInCells(self, "a widget's preview opens no window")
    }
    public nonisolated func windowResizability(_ resizability: WindowResizability) -> Self {
        _sameInCells(self, "a widget's preview opens no window")
    }
    public nonisolated func defaultSize(width: CGFloat, height: CGFloat) -> Self {
        _sameInCells(self, "a widget's preview opens no window")
    }
    public nonisolated func defaultSize(_ size: CGSize) -> Self { _sameInCells(self, "a widget's preview opens no window") }
    public nonisolated func handlesExternalEvents(matching conditions: Set<String>) -> Self {
        _sameInCells(self, "a widget's preview opens no window")
    }
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self {
        _sameInCells(self, "a widget's preview opens no window")
    }
    public nonisolated func backgroundTask<D: Sendable, R: Sendable>(
        _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
    ) -> Self {
        _sameInCells(self, "a widget's preview runs no app")
    }
}

/// A task an app is woken for (Apple's `BackgroundTask`): an app refresh by its identifier.
public struct BackgroundTask<Request, Response>: Sendable {
    let identifier: String
}

extension BackgroundTask where Request == Void, Response == Void {
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask(identifier: identifier) }
}

extension View {
    /// Names this view's space for geometry read inside it. A `GeometryProxy` here answers in
    /// its own space whatever space is named, so a reader offset inside this view reads frames
    /// that start at zero: noted.
    public nonisolated func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        _approximated("a named coordinate space left out: geometry inside is read in each reader's own space")
    }
    public nonisolated func coordinateSpace<T: Hashable>(name: T) -> some View {
        _approximated("a named coordinate space left out: geometry inside is read in each reader's own space")
    }
}

/// Opens an app's window (Apple's `OpenWindowAction`): a widget's preview has none to open, and
/// says so the first time it is asked.
public struct OpenWindowAction: Sendable {
    @MainActor public func callAsFunction(id: String) { Self.none() }
    @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) { Self.none() }
    @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) { Self.none() }
    static func none() { sayOnceOnStandardError("widgetdeck: openWindow opens no window in a widget's preview") }
}

/// Closes an app's window (Apple's `DismissWindowAction`): none is open here.
public struct DismissWindowAction: Sendable {
    @MainActor public func callAsFunction() { OpenWindowAction.none() }
    @MainActor public func callAsFunction(id: String) { OpenWindowAction.none() }
    @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) { OpenWindowAction.none() }
    @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) { OpenWindowAction.none() }
}

extension EnvironmentValues {
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}
