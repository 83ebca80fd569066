// UIKit's common view kinds (labels, images, buttons, stacks, scroll views, text fields…) as
// objects with Apple's properties. Controls keep their actions; no touch arrives to run them.
import Foundation

/// A control (Apple's `UIControl`).
@MainActor @preconcurrency
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top, bottom, fill }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
    private var actions: [(UIAction, Event)] = []

    private var targets: [(target: AnyObject?, action: Selector, events: Event)] = []

    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
    /// Keeps a target and its selector; sending the event says the selector is not called here.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((target.map { $0 as AnyObject }, action, controlEvents))
    }
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targets.removeAll { entry in (action == nil || entry.action == action) && !entry.events.intersection(controlEvents).isEmpty }
    }
    open var allTargets: Set<AnyHashable> { Set(targets.compactMap { $0.target.map { ObjectIdentifier($0) } }) }
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = targets.filter { !$0.events.intersection(controlEvent).isEmpty }.map(\.action.name)
        return names.isEmpty ? nil : names
    }
    open func removeAction(_ action: UIAction, for controlEvents: Event) { actions.removeAll { $0.0 === action } }
    /// Runs the actions kept for `controlEvents`, as a touch would.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.intersection(controlEvents).isEmpty { action.handler(action) }
        for entry in targets where !entry.events.intersection(controlEvents).isEmpty {
            selectorNotCalled("UIControl's target-action", entry.action)
        }
    }
}

/// A line or lines of text (Apple's `UILabel`).
@MainActor @preconcurrency
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont! = UIFont.preferredFont(forTextStyle: .body)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
}

/// A picture in a view (Apple's `UIImageView`).
@MainActor @preconcurrency
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func startAnimating() {}
    open func stopAnimating() {}
    open var isAnimating: Bool { false }
}

/// A button (Apple's `UIButton`).
@MainActor @preconcurrency
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public let buttonType: ButtonType
    open private(set) var titleLabel: UILabel? = UILabel(frame: .zero)
    open private(set) var imageView: UIImageView? = UIImageView(frame: .zero)
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    open var contentEdgeInsets: UIEdgeInsets = .zero
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    open override func sendActions(for controlEvents: UIControl.Event) {
        super.sendActions(for: controlEvents.contains(.touchUpInside) ? controlEvents.union(.primaryActionTriggered) : controlEvents)
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        if state == .normal { titleLabel?.attributedText = title }
    }
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        if state == .normal { imageView?.image = image }
    }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }
}

/// Views in a row or a column (Apple's `UIStackView`).
@MainActor @preconcurrency
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    open private(set) var arrangedSubviews: [UIView] = []
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    open override func willRemoveSubview(_ subview: UIView) { arrangedSubviews.removeAll { $0 === subview } }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
    }
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude
}

/// What a scroll view tells its delegate (Apple's `UIScrollViewDelegate`).
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

/// A view that scrolls its content (Apple's `UIScrollView`).
@MainActor @preconcurrency
open class UIScrollView: UIView {
    public enum KeyboardDismissMode: Int, Sendable { case none = 0, onDrag, interactive }
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic = 0, scrollableAxes, never, always }
    open var contentSize: CGSize = .zero
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }
    open var contentInset: UIEdgeInsets = .zero
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var isTracking: Bool { false }
    open weak var delegate: UIScrollViewDelegate?
    open lazy var contentLayoutGuide = UILayoutGuide()
    open lazy var frameLayoutGuide = UILayoutGuide()
    /// The scroll view's own pan recogniser; no touch moves it here.
    open private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer()
        recognizer.view = self
        return recognizer
    }()
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Moves the content the least that shows `rect` (in content coordinates), within the content.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let size = bounds.size
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        offset.x = max(-contentInset.left, min(offset.x, max(contentSize.width + contentInset.right - size.width, -contentInset.left)))
        offset.y = max(-contentInset.top, min(offset.y, max(contentSize.height + contentInset.bottom - size.height, -contentInset.top)))
        if offset != contentOffset { contentOffset = offset }
    }
    open func flashScrollIndicators() {}
}

/// A one-line text input (Apple's `UITextField`): no keyboard types into it here.
@MainActor @preconcurrency
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }
    open var text: String?
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    open var isSecureTextEntry = false
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var textContentType: UITextContentType?
    open var isEditing: Bool { false }
    open weak var delegate: AnyObject?
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// Multi-line text (Apple's `UITextView`).
@MainActor @preconcurrency
open class UITextView: UIScrollView {
    open var text: String!
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var selectedRange = NSRange(location: 0, length: 0)
    open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var allowsEditingTextAttributes = false

    /// A text view laid out in a container of the caller's (TextKit 1).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
        if let textContainer { container = textContainer }
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// TextKit's objects for the view's text: laid out as ``NSLayoutManager`` lays text out here.
    open var textStorage: NSTextStorage {
        storage.setAttributedString(
            attributedText ?? NSAttributedString(string: text ?? "", attributes: font.map { [.font: $0] } ?? [:]))
        return storage
    }
    open var layoutManager: NSLayoutManager {
        _ = textStorage
        return manager
    }
    open var textContainer: NSTextContainer {
        container.size = CGSize(width: bounds.width - textContainerInset.left - textContainerInset.right, height: .greatestFiniteMagnitude)
        return container
    }
    private lazy var storage = NSTextStorage(string: "")
    private lazy var manager: NSLayoutManager = {
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        manager.addTextContainer(container)
        return manager
    }()
    private lazy var container = NSTextContainer(size: .zero)

    /// Scrolls so the range's lines show.
    open func scrollRangeToVisible(_ range: NSRange) {
        let rect = layoutManager.boundingRect(forGlyphRange: range, in: textContainer)
        scrollRectToVisible(rect.offsetBy(dx: textContainerInset.left, dy: textContainerInset.top), animated: false)
    }
}

public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1)
    public static let link = UIDataDetectorTypes(rawValue: 2)
    public static let address = UIDataDetectorTypes(rawValue: 4)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 8)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
    case twitter, webSearch, asciiCapableNumberPad
}
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let URL = UITextContentType(rawValue: "url")
}

/// A spinner (Apple's `UIActivityIndicatorView`).
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    open var style: Style = .medium
    open var color: UIColor!
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

/// An on/off switch (Apple's `UISwitch`).
@MainActor @preconcurrency
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A slider (Apple's `UISlider`).
@MainActor @preconcurrency
open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
}

/// A progress bar (Apple's `UIProgressView`).
@MainActor @preconcurrency
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, bar }
    open var progressViewStyle: Style = .default
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}

/// A visual effect (Apple's `UIVisualEffect`, `UIBlurEffect`).
@MainActor @preconcurrency open class UIVisualEffect: NSObject {}
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, regular = 4, prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial
        case systemThickMaterial, systemChromeMaterial
    }
    public let style: Style
    public init(style: Style) { self.style = style }
}

/// A view behind a visual effect (Apple's `UIVisualEffectView`).
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView(frame: .zero)
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
