// Transitions as values of their own (iOS 17's `Transition` protocol, `.blurReplace`): a widget
// is a still frame, so a view's transition never plays here — a custom one compiles, its body
// is never asked for, and `.transition(_:)` leaves the view as it is (surface.md: the same in
// cells).
package import WidgetDrawing

/// Where a transition is: before the view appears, shown, or gone (Apple's `TransitionPhase`).
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { self == .identity }
    /// -1 before appearing, 0 shown, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does (Apple's `TransitionProperties`).
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A view's way in and out (Apple's `Transition`).
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// The view a transition or modifier is given, standing for the real one (Apple's `PlaceholderContentView`).
public struct PlaceholderContentView<Value>: View, Sendable {
    public typealias Body = Never
}

extension PlaceholderContentView: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { [] }
}

/// A blur between the old view and the new (Apple's `BlurReplaceTransition`).
@MainActor @preconcurrency
public struct BlurReplaceTransition: Transition {
    /// Which way it moves (Apple's `BlurReplaceTransition.Configuration`).
    public struct Configuration: Hashable, Sendable {
        let up: Bool
        public static let downUp = Configuration(up: false)
        public static let upUp = Configuration(up: true)
    }
    public var configuration: Configuration
    public init(configuration: Configuration) { self.configuration = configuration }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }
}

extension AnyTransition {
    public init<T: Transition>(_ transition: T) { self = .identity }
}

extension View {
    public nonisolated func transition<T: Transition>(_ transition: T) -> some View { _sameInCells(self, "a widget is a still frame") }
}
