// Gestures app code shares with a widget (Apple's `Gesture` and its kinds). A widget takes no
// gestures, on a phone as here: a tap opens the app or runs a `Button`'s intent, and a view's
// gestures compile, are kept with it, and never fire — cells show the same.
import FoundationCompatibility

/// An input a view recognises (Apple's `Gesture`).
public protocol Gesture<Value> {
    associatedtype Value
}

/// A finger dragged (Apple's `DragGesture`).
public struct DragGesture: Gesture, Sendable {
    /// Where a drag is and where it began.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint

        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// Taps, `count` of them (Apple's `TapGesture`).
public struct TapGesture: Gesture, Sendable {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A press held (Apple's `LongPressGesture`).
public struct LongPressGesture: Gesture, Sendable {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// Two fingers pinching (Apple's `MagnificationGesture`, deprecated; `MagnifyGesture` since iOS 17).
public struct MagnificationGesture: Gesture, Sendable {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A gesture with an action for each change (what `onChanged(_:)` makes).
public struct _ChangedGesture<Content>: Gesture where Content: Gesture {
    public typealias Value = Content.Value
    let gesture: Content
    let action: (Content.Value) -> Void
}

/// A gesture with an action at its end (what `onEnded(_:)` makes).
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
    public typealias Value = Content.Value
    let gesture: Content
    let action: (Content.Value) -> Void
}

extension Gesture where Value: Equatable {
    /// Runs `action` as the gesture changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(gesture: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(gesture: self, action: action)
    }
}

/// Which gestures of a view and its subviews are recognised (Apple's `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

extension View {
    public nonisolated func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
        _sameInCells(self, "a widget takes no gestures: a tap opens the app or runs a Button's intent")
    }
    public nonisolated func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
        _sameInCells(self, "a widget takes no gestures: a tap opens the app or runs a Button's intent")
    }
    public nonisolated func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
        _sameInCells(self, "a widget takes no gestures: a tap opens the app or runs a Button's intent")
    }
}
