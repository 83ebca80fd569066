import FoundationCompatibility
internal import WidgetCore
internal import WidgetDrawing
internal import WidgetFormats
// SwiftUI's bridges to UIKit: `UIViewRepresentable`, `UIViewControllerRepresentable` and
// `UIHostingController`. WidgetKit draws no UIKit view in a widget — a phone shows a
// placeholder where one would be — so here a representable is a faint block of its size,
// with a note saying why; its `makeUIView` is not called.

/// A view or view controller of UIKit's inside SwiftUI: drawn as a marked placeholder.
public protocol _UIKitRepresentable {}

/// The context a representable's methods are given (Apple's `UIViewRepresentableContext`).
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction = Transaction()
    public var environment: EnvironmentValues { EnvironmentValues.current }
}

/// A UIKit view inside SwiftUI (Apple's `UIViewRepresentable`).
@MainActor @preconcurrency
public protocol UIViewRepresentable: View, _UIKitRepresentable where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// The context a view-controller representable's methods are given.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction = Transaction()
    public var environment: EnvironmentValues { EnvironmentValues.current }
}

/// A UIKit view controller inside SwiftUI (Apple's `UIViewControllerRepresentable`).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View, _UIKitRepresentable where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// A SwiftUI view in a UIKit view controller (Apple's `UIHostingController`).
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    open var rootView: Content
    open var sizingOptions: UIHostingControllerSizingOptions = []
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { fatalError("UIHostingController(coder:) is not available: give a rootView") }
    open func sizeThatFits(in size: CGSize) -> CGSize { size }
}

public struct UIHostingControllerSizingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

extension _RenderContext {
    /// A representable's placeholder: a faint block of the space it is given.
    func representableNodes(_ view: any _UIKitRepresentable) -> [any ViewNode] {
        [
            ShapeNode(
                .rectangle, paint: .fill(.chartMuted, faint: true),
                approximation: "\(type(of: view)) is a UIKit view: WidgetKit draws none in a widget, so it is a ░ block here")
        ]
    }
}
