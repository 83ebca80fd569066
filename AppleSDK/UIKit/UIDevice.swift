import Foundation

/// The device's screen (Apple's `UIScreen`): an iPhone's of the 6.7-inch class (430 × 932
/// points at 3×), the phone widgetdeck's family sizes are taken from.
@MainActor @preconcurrency
open class UIScreen: NSObject {
    @available(
        iOS, introduced: 2.0, deprecated: 100000,
        message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen"
    )
    open class var main: UIScreen { UIScreen() }

    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 430, height: 932) }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1290, height: 2796) }
    open var scale: CGFloat { 3 }
    open var nativeScale: CGFloat { 3 }
    open var brightness: CGFloat { 0.5 }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// The device (Apple's `UIDevice`): an iPhone running iOS 18.
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// Apple's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Hashable, Sendable {
        case unknown = 0, unplugged, charging, full
    }

    /// Apple's `UIDeviceOrientation`.
    public typealias Orientation = UIDeviceOrientation

    private static let device = UIDevice()

    open class var current: UIDevice { device }

    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "18.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
    open var isBatteryMonitoringEnabled = false
    /// -1 unless battery monitoring is on, as on a phone; then a full battery.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    open var batteryState: UIDevice.BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    open var orientation: UIDeviceOrientation { .portrait }
    open var isMultitaskingSupported: Bool { true }
}

/// Apple's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Apple's `UIResponder`, the base of `UIApplication`.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    public override init() {}
}

/// The app (Apple's `UIApplication`). A widget extension cannot reach `shared` on a phone;
/// code shared with the app names it, and here it is an app that opens nothing: `open(_:)`
/// answers false.
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// Apple's `UIApplication.State`.
    public enum State: Int, Hashable, Sendable {
        case active = 0, inactive, background
    }

    /// Apple's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        public static let eventAttribution = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }

    private static let application = UIApplication()

    open class var shared: UIApplication { application }

    nonisolated public static let openSettingsURLString = "app-settings:"
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")

    open var applicationState: UIApplication.State { .background }
    /// Left to right, as `--locale` writes (a right-to-left locale's widgets are not mirrored here).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var isRegisteredForRemoteNotifications: Bool { false }
    open var applicationIconBadgeNumber = 0
    open var isIdleTimerDisabled = false

    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }

    nonisolated open func canOpenURL(_ url: URL) -> Bool { false }
    /// Opens a URL (deprecated by Apple): no app opens one here.
    @discardableResult open func openURL(_ url: URL) -> Bool { false }

    open func registerForRemoteNotifications() {}

    // MARK: Background time

    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
        "UIApplicationBackgroundRefreshStatusDidChangeNotification")

    private var nextTask = 1
    private var runningTasks: Set<Int> = []

    /// Asks for time to finish work if the app is suspended: nothing suspends a preview, so the
    /// task runs until ended and its expiration handler is never called.
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    open func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    )
        -> UIBackgroundTaskIdentifier
    {
        defer { nextTask += 1 }
        runningTasks.insert(nextTask)
        return UIBackgroundTaskIdentifier(rawValue: nextTask)
    }

    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { runningTasks.remove(identifier.rawValue) }

    /// Time left in the background: no limit here, as for an app in the foreground.
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    open var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }
    /// The reader's text size: the default, Large.
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    open var isProtectedDataAvailable: Bool { true }
    open var supportsMultipleScenes: Bool { false }
    open var supportsAlternateIcons: Bool { false }
    open var alternateIconName: String? { nil }

    /// Sends an action up the responder chain: no responder handles one here (no windows), so false.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
}

/// A background task's identifier (Apple's `UIBackgroundTaskIdentifier`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Whether the app may refresh in the background (Apple's `UIBackgroundRefreshStatus`).
public enum UIBackgroundRefreshStatus: Int, Sendable {
    case restricted = 0, denied, available
}

/// Apple's `UIAccessibility`: the reader's accessibility settings, all off.
public struct UIAccessibility: Sendable {
    @MainActor public static var isReduceMotionEnabled: Bool { false }
    @MainActor public static var isVoiceOverRunning: Bool { false }
    @MainActor public static var isBoldTextEnabled: Bool { false }
    @MainActor public static var isReduceTransparencyEnabled: Bool { false }
    @MainActor public static var isDarkerSystemColorsEnabled: Bool { false }
    @MainActor public static var isInvertColorsEnabled: Bool { false }
    @MainActor public static var shouldDifferentiateWithoutColor: Bool { false }
    @MainActor public static var isGuidedAccessEnabled: Bool { false }
    @MainActor public static var isSwitchControlRunning: Bool { false }
    @MainActor public static var isClosedCaptioningEnabled: Bool { false }
    @MainActor public static var isGrayscaleEnabled: Bool { false }
    @MainActor public static var isMonoAudioEnabled: Bool { false }
    @MainActor public static var isShakeToUndoEnabled: Bool { false }
    @MainActor public static var isSpeakSelectionEnabled: Bool { false }
    @MainActor public static var isOnOffSwitchLabelsEnabled: Bool { false }
    @MainActor public static var isVideoAutoplayEnabled: Bool { true }
    @MainActor public static var buttonShapesEnabled: Bool { false }
    @MainActor public static var prefersCrossFadeTransitions: Bool { false }
    public static let voiceOverStatusDidChangeNotification = Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}

/// Which way a layout reads (Apple's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
