// UIKit's alerts, the pasteboard and keyboard commands, as app code shared with a widget names
// them. An alert is a view controller as any other here — presented, kept, never shown, and no
// button is pressed; the pasteboard is one for the preview program (nothing else reads it); a
// key command is kept by its responder, and no key is pressed.
import Foundation

/// How an alert is shown (Apple's `UIAlertController.Style`).
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open private(set) var textFields: [UITextField]?
    open var preferredAction: UIAlertAction?
    open var severity: UIAlertControllerSeverity = .default

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(style: preferredStyle)
        self.title = title
        self.message = message
    }

    init(style: Style) {
        preferredStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// How serious an alert is (Apple's `UIAlertControllerSeverity`).
public enum UIAlertControllerSeverity: Int, Sendable {
    case `default` = 0, critical
}

/// A button of an alert (Apple's `UIAlertAction`).
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// The pasteboard (Apple's `UIPasteboard`): the preview program's own; nothing outside reads
/// or writes it.
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// A pasteboard's name (Apple's `UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var named: [Name: UIPasteboard] = [:]
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    open class var general: UIPasteboard { pasteboard(named: .general)! }

    public let name: Name
    private let lock = NSLock()
    private var values: [[String: Any]] = []
    open private(set) var changeCount = 0

    init(name: Name) { self.name = name }

    open class func withUniqueName() -> UIPasteboard { UIPasteboard(name: Name(UUID().uuidString)) }

    open class func pasteboard(withName pasteboardName: UIPasteboard.Name, create: Bool) -> UIPasteboard? {
        lock.lock()
        defer { lock.unlock() }
        if let found = named[pasteboardName] { return found }
        guard create else { return nil }
        let board = UIPasteboard(name: pasteboardName)
        named[pasteboardName] = board
        return board
    }

    private class func pasteboard(named name: Name) -> UIPasteboard? { pasteboard(withName: name, create: true) }

    open class func remove(withName pasteboardName: UIPasteboard.Name) {
        lock.lock()
        defer { lock.unlock() }
        named[pasteboardName] = nil
    }

    open var items: [[String: Any]] {
        get { locked { values } }
        set {
            locked {
                values = newValue
                changeCount += 1
            }
        }
    }

    open var string: String? {
        get { strings?.first }
        set { items = newValue.map { [["public.utf8-plain-text": $0]] } ?? [] }
    }
    open var strings: [String]? {
        get {
            let found = items.compactMap { $0["public.utf8-plain-text"] as? String }
            return found.isEmpty ? nil : found
        }
        set { items = (newValue ?? []).map { ["public.utf8-plain-text": $0] } }
    }
    open var url: URL? {
        get { items.lazy.compactMap { $0["public.url"] as? URL }.first }
        set { items = newValue.map { [["public.url": $0]] } ?? [] }
    }
    open var image: UIImage? {
        get { items.lazy.compactMap { $0["public.png"] as? UIImage }.first }
        set { items = newValue.map { [["public.png": $0]] } ?? [] }
    }
    open var hasStrings: Bool { strings != nil }
    open var hasURLs: Bool { url != nil }
    open var hasImages: Bool { image != nil }
    open var numberOfItems: Int { items.count }

    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { items = [[pasteboardType: value]] }
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }
    open func data(forPasteboardType pasteboardType: String) -> Data? { value(forPasteboardType: pasteboardType) as? Data }
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { setValue(data, forPasteboardType: pasteboardType) }
    open func setItems(_ items: [[String: Any]], options: [UIPasteboard.OptionsKey: Any] = [:]) { self.items = items }
    open func addItems(_ items: [[String: Any]]) { self.items += items }

    /// Apple's `UIPasteboard.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    private func locked<R>(_ body: () -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// Keys held with another key (Apple's `UIKeyModifierFlags`).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A keyboard shortcut (Apple's `UIKeyCommand`): kept; no key is pressed here.
@MainActor @preconcurrency
open class UIKeyCommand: NSObject {
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    public nonisolated static let inputHome = "UIKeyInputHome"
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    public nonisolated static let inputDelete = "UIKeyInputDelete"

    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public let action: Selector?
    open var title = ""
    open var image: UIImage?
    open var discoverabilityTitle: String?
    open var attributes: UIAction.Attributes = []
    open var state: UIAction.State = .off
    open var wantsPriorityOverSystemBehavior = false

    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
    }

    public convenience init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: Any? = nil, discoverabilityTitle: String? = nil, attributes: UIAction.Attributes = [], state: UIAction.State = .off
    ) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
        self.image = image
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }
}
