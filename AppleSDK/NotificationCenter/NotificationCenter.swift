// Apple's NotificationCenter framework on Linux: the Today widgets WidgetKit replaced, whose
// controller and protocol app code still names. No Today view exists here (nor on a phone since
// iOS 14's widgets): a widget's content flag is kept, and nothing asks a Today widget to update.
@_exported import UIKit

/// Tells the system whether a Today widget has content (Apple's `NCWidgetController`).
open class NCWidgetController: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var content: [String: Bool] = [:]

    public required override init() { super.init() }

    open class func widgetController() -> Self { Self() }

    open func setHasContent(_ flag: Bool, forWidgetWithBundleIdentifier bundleID: String) {
        lock.lock()
        defer { lock.unlock() }
        content[bundleID] = flag
    }
}

/// What a Today widget's update found (Apple's `NCUpdateResult`).
public enum NCUpdateResult: UInt, Sendable {
    case newData = 0, noData, failed
}

/// A Today widget's size (Apple's `NCWidgetDisplayMode`).
public enum NCWidgetDisplayMode: Int, Sendable {
    case compact = 0, expanded
}

/// A Today widget's view controller (Apple's `NCWidgetProviding`); each requirement is optional
/// on a phone, so each has a default here.
@MainActor @preconcurrency
public protocol NCWidgetProviding: NSObjectProtocol {
    func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void)
    func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize)
    func widgetMarginInsets(forProposedMarginInsets defaultMarginInsets: UIEdgeInsets) -> UIEdgeInsets
}

extension NCWidgetProviding {
    public func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) { completionHandler(.noData) }
    public func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {}
    public func widgetMarginInsets(forProposedMarginInsets defaultMarginInsets: UIEdgeInsets) -> UIEdgeInsets { defaultMarginInsets }
}

private nonisolated(unsafe) var largestModes: [ObjectIdentifier: NCWidgetDisplayMode] = [:]

extension NSExtensionContext {
    /// The largest size the widget offers; compact unless set.
    public var widgetLargestAvailableDisplayMode: NCWidgetDisplayMode {
        get { largestModes[ObjectIdentifier(self)] ?? .compact }
        set { largestModes[ObjectIdentifier(self)] = newValue }
    }
    /// The size the widget is shown at: compact.
    public var widgetActiveDisplayMode: NCWidgetDisplayMode { .compact }
    /// The largest size for `displayMode`: a Today widget's width on an iPhone, 110 or 280 points high.
    public func widgetMaximumSize(for displayMode: NCWidgetDisplayMode) -> CGSize {
        CGSize(width: 359, height: displayMode == .compact ? 110 : 280)
    }
}
