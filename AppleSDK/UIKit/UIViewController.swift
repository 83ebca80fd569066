// UIKit's view controllers (Apple's `UIViewController`, `UINavigationController`…) as objects:
// their view loaded on first use and their life-cycle methods called as a phone would call
// them for what the code does here (adding children, presenting) — with no screen to show on.
import Foundation

/// An action a control or menu runs (Apple's `UIAction`).
@MainActor @preconcurrency
open class UIAction: NSObject {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1)
        public static let destructive = Attributes(rawValue: 2)
        public static let hidden = Attributes(rawValue: 4)
    }
    public enum State: Int, Sendable { case off = 0, on, mixed }

    open var title: String
    open var image: UIImage?
    open var identifier: Identifier
    open var attributes: Attributes
    open var state: State
    public let handler: (UIAction) -> Void

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }
}

/// A menu (Apple's `UIMenu`).
@MainActor @preconcurrency
open class UIMenu: NSObject {
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1)
        public static let destructive = Options(rawValue: 2)
        public static let singleSelection = Options(rawValue: 32)
    }
    open var title: String
    open var image: UIImage?
    open var options: Options
    open var children: [NSObject]
    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, options: Options = [], children: [NSObject] = []) {
        self.title = title
        self.image = image
        self.options = options
        self.children = children
    }
}

/// A bar button (Apple's `UIBarButtonItem`).
@MainActor @preconcurrency
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain = 0, done = 2 }
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search
        case refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }
    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var isEnabled = true
    open var tintColor: UIColor?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var customView: UIView?
    open var width: CGFloat = 0
    public override init() {}
    public convenience init(title: String?, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        self.menu = menu
    }
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }
    open weak var target: AnyObject?
    open var action: Selector?
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}

/// A view controller's navigation bar contents (Apple's `UINavigationItem`).
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic = 0, always, never, inline }
    open var title: String?
    open var titleView: UIView?
    open var prompt: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    public init(title: String) { self.title = title }
    public override init() {}
}

/// How a presented view controller covers the screen (Apple's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1
    case automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

public enum UIStatusBarStyle: Int, Sendable { case `default` = 0, lightContent = 1, darkContent = 3 }

/// A view controller (Apple's `UIViewController`).
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    open var preferredContentSize: CGSize = .zero
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var hidesBottomBarWhenPushed = false
    open var definesPresentationContext = false
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?
    open lazy var navigationItem = UINavigationItem()
    /// The extension request the controller serves: none in a preview (no host app).
    open var extensionContext: NSExtensionContext? { nil }
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    open var navigationController: UINavigationController? {
        var current = parent
        while let node = current {
            if let navigation = node as? UINavigationController { return navigation }
            current = node.parent
        }
        return nil
    }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The view, made by `loadView()` and `viewDidLoad()` on first use.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    open func loadView() { loadedView = UIView(frame: .zero) }
    open func loadViewIfNeeded() { _ = view }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewWillTransition(to size: CGSize, with coordinator: Any) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func didReceiveMemoryWarning() {}
    open func setNeedsStatusBarAppearanceUpdate() {}

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents `viewControllerToPresent`: it becomes this one's presented controller, and
    /// `completion` runs — there is no screen to slide it onto.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else {
            presentingViewController?.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
    }
}

/// The edges of a rectangle (Apple's `UIRectEdge`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1)
    public static let left = UIRectEdge(rawValue: 2)
    public static let bottom = UIRectEdge(rawValue: 4)
    public static let right = UIRectEdge(rawValue: 8)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A tab's item (Apple's `UITabBarItem`).
@MainActor @preconcurrency
open class UITabBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var badgeValue: String?
    public override init() {}
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

/// A stack of view controllers (Apple's `UINavigationController`).
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { children.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) { addChild(viewController) }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.removeFromParent()
        return top
    }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(children.dropFirst())
        popped.forEach { $0.removeFromParent() }
        return popped
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        children.forEach { $0.removeFromParent() }
        viewControllers.forEach(addChild)
    }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}
