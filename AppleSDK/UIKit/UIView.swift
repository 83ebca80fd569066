// UIKit's views on Linux (Apple's `UIView` and the kinds app code shares with a widget's
// modules): objects with their frames, subviews, layers, constraints and appearance, kept as
// the code sets them. None is laid out, drawn or shown — no screen here, and WidgetKit draws
// no UIKit view in a widget on a phone either (SwiftUI's `UIViewRepresentable` is drawn as a
// marked placeholder, as a phone does).
@_exported import QuartzCore
// UIKit's headers bring ImageIO's (`CGImageSource…`) with them, as here.
@_exported import ImageIO
import Foundation

/// How text lines up (Apple's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural
}

/// Where a line too long for its space breaks (Apple's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Which way content flows (Apple's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// What an element is to assistive technology (Apple's `UIAccessibilityTraits`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// A recogniser of touches on a view (Apple's `UIGestureRecognizer`): no touches arrive here.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }
    open var state: State = .possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open weak var view: UIView?
    open weak var delegate: UIGestureRecognizerDelegate?
    private var targets: [(AnyObject?, Selector)] = []
    public override init() {}
    /// Keeps the target and selector; no touch arrives here to call it.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targets.append((target.map { $0 as AnyObject }, action)) }
    }
    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }
    open func removeTarget(_ target: Any?, action: Selector?) { targets.removeAll { action == nil || $0.1 == action } }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// What a gesture recogniser asks its delegate (Apple's `UIGestureRecognizerDelegate`).
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

@MainActor @preconcurrency open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
}
@MainActor @preconcurrency open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
}
@MainActor @preconcurrency open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
}

/// A view (Apple's `UIView`).
@MainActor @preconcurrency
open class UIView: UIResponder, _LayoutAnchors {
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    }

    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }

    open class var layerClass: AnyClass { CALayer.self }
    public let layer: CALayer
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    open private(set) var constraints: [NSLayoutConstraint] = []
    open private(set) var layoutGuides: [UILayoutGuide] = []
    open var gestureRecognizers: [UIGestureRecognizer]?
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    open var contentMode: ContentMode = .scaleToFill
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var clipsToBounds = false
    open var transform = CGAffineTransform.identity
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var accessibilityElements: [Any]?
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open var window: UIWindow? { superview?.window }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    public init(frame: CGRect) {
        layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        super.init()
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        layer = CALayer()
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    open func awakeFromNib() {}

    open lazy var safeAreaLayoutGuide: UILayoutGuide = guide()
    open lazy var layoutMarginsGuide: UILayoutGuide = guide()
    open lazy var readableContentGuide: UILayoutGuide = guide()
    private func guide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.owningView = self
        return guide
    }

    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.willMove(toSuperview: self)
        view.detach()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        layer.addSublayer(view.layer)
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === siblingSubview } ?? subviews.count - 1) + 1)
    }

    private func detach() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        layer.removeFromSuperlayer()
    }

    open func removeFromSuperview() {
        willMove(toSuperview: nil)
        detach()
        didMoveToSuperview()
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { subviews.swapAt(index1, index2) }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        self.constraints.removeAll { c in constraints.contains { $0 === c } }
    }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        layoutGuides.append(layoutGuide)
    }
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuides.removeAll { $0 === layoutGuide } }

    /// Whether a recogniser on this view may begin: yes, as UIKit's default (no touch arrives here).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    }

    private var hugging: [Int: UILayoutPriority] = [:]
    private var resistance: [Int: UILayoutPriority] = [:]
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis.rawValue] ?? .defaultLow }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        hugging[axis.rawValue] = priority
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        resistance[axis.rawValue] ?? .defaultHigh
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        resistance[axis.rawValue] = priority
    }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open func invalidateIntrinsicContentSize() {}
    open func draw(_ rect: CGRect) {}
    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func tintColorDidChange() {}

    /// The size that fits: the view's own size (nothing is measured here).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { bounds.size }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self.point(inside: point, with: event) ? self : nil }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let here = originInWindow(), there = view?.originInWindow() ?? .zero
        return CGPoint(x: point.x + here.x - there.x, y: point.y + here.y - there.y)
    }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { view?.convert(point, to: self) ?? point }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, to: view), size: rect.size) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, from: view), size: rect.size) }
    private func originInWindow() -> CGPoint {
        var point = frame.origin
        var current = superview
        while let view = current {
            point.x += view.frame.minX - view.bounds.minX
            point.y += view.frame.minY - view.bounds.minY
            current = view.superview
        }
        return point
    }

    /// Runs `animations` at once and `completion` with `true`: nothing animates here.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { animations() }
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
    open class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    open class var areAnimationsEnabled: Bool { false }
    open class func setAnimationsEnabled(_ enabled: Bool) {}
}

/// Edge insets that follow the reading direction (Apple's `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public static let zero = NSDirectionalEdgeInsets()
}

/// An input event (Apple's `UIEvent`): none arrive here.
@MainActor @preconcurrency open class UIEvent: NSObject {}

/// A window (Apple's `UIWindow`): a view at the root, shown on no screen.
@MainActor @preconcurrency
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open var windowLevel: CGFloat = 0
    open private(set) var isKeyWindow = false
    open weak var windowScene: UIWindowScene?
    open override var window: UIWindow? { self }
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: .zero)
        self.windowScene = windowScene
    }
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }
    open func makeKey() { isKeyWindow = true }
}

/// A scene (Apple's `UIScene` and `UIWindowScene`): none is connected here.
@MainActor @preconcurrency open class UIScene: UIResponder {}
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
    open var keyWindow: UIWindow? { nil }
}
