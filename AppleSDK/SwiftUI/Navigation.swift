import FoundationCompatibility

// Navigation's values, as app models shared with a widget keep them: a widget has no
// navigation stack of its own, so nothing here draws.

/// A list of values a navigation stack shows (Apple's `NavigationPath`).
public struct NavigationPath: Equatable, Sendable {
    private var elements: [AnyHashableSendable] = []

    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashableSendable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashableSendable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// A hashable value carried across concurrency domains (the path's elements).
private struct AnyHashableSendable: Hashable, @unchecked Sendable, CustomStringConvertible {
    let value: AnyHashable
    init<V: Hashable>(_ value: V) { self.value = AnyHashable(value) }
    var description: String { "\(value)" }
}
