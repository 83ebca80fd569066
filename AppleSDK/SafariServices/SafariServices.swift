// SafariServices on Linux: Safari's in-app browser (Apple's `SFSafariViewController`) as the
// view controller app code makes — there is no browser to load its page in here.
@_exported import UIKit

/// A browser view controller for one URL (Apple's `SFSafariViewController`).
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
    /// Its options (Apple's `SFSafariViewController.Configuration`).
    open class Configuration: NSObject, @unchecked Sendable {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public override init() {}
    }
    public enum DismissButtonStyle: Int, Sendable { case done = 0, close, cancel }

    public let initialURL: URL
    public let configuration: Configuration
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done
    open weak var delegate: AnyObject?

    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }
    public required init?(coder: NSCoder) { fatalError("SFSafariViewController(coder:) is not available: give a URL") }
}
