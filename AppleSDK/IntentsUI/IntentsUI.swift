// Apple's IntentsUI on Linux: the view controllers that add a shortcut to Siri, and the
// protocol of a Siri snippet's view. No Siri here: a controller is a view controller as UIKit's
// are (kept, never shown); adding a shortcut reaches neither delegate call until the person
// would have finished, which never happens here.
@_exported import Intents
@_exported import UIKit

/// Receives the end of adding a voice shortcut (Apple's `INUIAddVoiceShortcutViewControllerDelegate`).
@MainActor @preconcurrency
public protocol INUIAddVoiceShortcutViewControllerDelegate: NSObjectProtocol {
    func addVoiceShortcutViewController(
        _ controller: INUIAddVoiceShortcutViewController, didFinishWith voiceShortcut: INVoiceShortcut?, error: (any Error)?)
    func addVoiceShortcutViewControllerDidCancel(_ controller: INUIAddVoiceShortcutViewController)
}

/// Adds a shortcut to Siri (Apple's `INUIAddVoiceShortcutViewController`).
@MainActor @preconcurrency
open class INUIAddVoiceShortcutViewController: UIViewController {
    open weak var delegate: (any INUIAddVoiceShortcutViewControllerDelegate)?
    public let shortcut: INShortcut

    public init(shortcut: INShortcut) {
        self.shortcut = shortcut
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }
}

/// Receives the end of editing a voice shortcut (Apple's `INUIEditVoiceShortcutViewControllerDelegate`).
@MainActor @preconcurrency
public protocol INUIEditVoiceShortcutViewControllerDelegate: NSObjectProtocol {
    func editVoiceShortcutViewController(
        _ controller: INUIEditVoiceShortcutViewController, didUpdate voiceShortcut: INVoiceShortcut?, error: (any Error)?)
    func editVoiceShortcutViewController(
        _ controller: INUIEditVoiceShortcutViewController, didDeleteVoiceShortcutWithIdentifier deletedVoiceShortcutIdentifier: UUID)
    func editVoiceShortcutViewControllerDidCancel(_ controller: INUIEditVoiceShortcutViewController)
}

/// Edits or deletes a shortcut added to Siri (Apple's `INUIEditVoiceShortcutViewController`).
@MainActor @preconcurrency
open class INUIEditVoiceShortcutViewController: UIViewController {
    open weak var delegate: (any INUIEditVoiceShortcutViewControllerDelegate)?
    public let voiceShortcut: INVoiceShortcut

    public init(voiceShortcut: INVoiceShortcut) {
        self.voiceShortcut = voiceShortcut
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }
}

/// The "Add to Siri" button's look (Apple's `INUIAddVoiceShortcutButtonStyle`).
public enum INUIAddVoiceShortcutButtonStyle: UInt, Sendable {
    case white = 0, whiteOutline, black, blackOutline, automatic, automaticOutline
}

/// Receives the "Add to Siri" button's presentations (Apple's `INUIAddVoiceShortcutButtonDelegate`).
@MainActor @preconcurrency
public protocol INUIAddVoiceShortcutButtonDelegate: NSObjectProtocol {
    func present(
        _ addVoiceShortcutViewController: INUIAddVoiceShortcutViewController, for addVoiceShortcutButton: INUIAddVoiceShortcutButton)
    func present(
        _ editVoiceShortcutViewController: INUIEditVoiceShortcutViewController, for addVoiceShortcutButton: INUIAddVoiceShortcutButton)
}

/// The "Add to Siri" button (Apple's `INUIAddVoiceShortcutButton`).
@MainActor @preconcurrency
open class INUIAddVoiceShortcutButton: UIButton {
    open var shortcut: INShortcut?
    open weak var delegate: (any INUIAddVoiceShortcutButtonDelegate)?
    public let style: INUIAddVoiceShortcutButtonStyle

    public init(style: INUIAddVoiceShortcutButtonStyle) {
        self.style = style
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        style = .automatic
        super.init(frame: .zero)
    }
}

/// Where a Siri snippet's view is shown (Apple's `INUIHostedViewContext`).
public enum INUIHostedViewContext: UInt, Sendable {
    case siriSnippet = 0, mapsCard
}

/// What tapping a Siri snippet does (Apple's `INUIInteractiveBehavior`).
public enum INUIInteractiveBehavior: UInt, Sendable {
    case none = 0, nextView, launch, genericAction
}

/// A Siri snippet's view controller (Apple's `INUIHostedViewControlling`); each requirement is
/// optional on a phone, so each has a default here.
@MainActor @preconcurrency
public protocol INUIHostedViewControlling: NSObjectProtocol {
    func configureView(
        for parameters: Set<INParameter>, of interaction: INInteraction, interactiveBehavior: INUIInteractiveBehavior,
        context: INUIHostedViewContext, completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void)
    func configure(with interaction: INInteraction, context: INUIHostedViewContext, completion: @escaping (CGSize) -> Void)
}

extension INUIHostedViewControlling {
    public func configureView(
        for parameters: Set<INParameter>, of interaction: INInteraction, interactiveBehavior: INUIInteractiveBehavior,
        context: INUIHostedViewContext, completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
    ) { completion(false, [], .zero) }
    public func configure(with interaction: INInteraction, context: INUIHostedViewContext, completion: @escaping (CGSize) -> Void) {
        completion(.zero)
    }
}
