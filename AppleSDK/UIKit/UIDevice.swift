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
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")

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

    open func registerForRemoteNotifications() {}
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
}

/// Which way a layout reads (Apple's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
