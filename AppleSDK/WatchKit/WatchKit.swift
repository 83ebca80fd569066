// WatchKit on Linux, as much as a watch widget's code reaches: the device it runs on
// (`WKInterfaceDevice.current()`), a 45 mm Apple Watch running watchOS 11, and the interface
// objects of a WatchKit app's storyboard, kept as set (no storyboard is shown here).
@_exported import Foundation
@_exported import FoundationCompatibility
import UIKit

/// An object of a WatchKit interface (Apple's `WKInterfaceObject`): its settings kept.
@MainActor @preconcurrency
open class WKInterfaceObject: NSObject {
    public private(set) var isHidden = false
    public private(set) var alpha: CGFloat = 1
    public private(set) var width: CGFloat?
    public private(set) var height: CGFloat?
    open func setHidden(_ hidden: Bool) { isHidden = hidden }
    open func setAlpha(_ alpha: CGFloat) { self.alpha = alpha }
    open func setWidth(_ width: CGFloat) { self.width = width }
    open func setHeight(_ height: CGFloat) { self.height = height }
    open func sizeToFitWidth() { width = nil }
    open func sizeToFitHeight() { height = nil }
    open var interfaceProperty: String { "" }
}

/// An image in a WatchKit interface (Apple's `WKInterfaceImage`): the image it was given kept.
@MainActor @preconcurrency
open class WKInterfaceImage: WKInterfaceObject {
    public private(set) var image: UIImage?
    public private(set) var isAnimating = false
    open func setImage(_ image: UIImage?) { self.image = image }
    open func setImageData(_ imageData: Data?) { image = imageData.flatMap { UIImage(data: $0) } }
    open func setImageNamed(_ imageName: String?) { image = imageName.flatMap { UIImage(named: $0) } }
    open func setTintColor(_ tintColor: UIColor?) {}
    open func startAnimating() { isAnimating = true }
    open func startAnimatingWithImages(in imageRange: NSRange, duration: TimeInterval, repeatCount: Int) { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

/// The watch (Apple's `WKInterfaceDevice`).
open class WKInterfaceDevice: NSObject, @unchecked Sendable {
    private static let device = WKInterfaceDevice()

    open class func current() -> WKInterfaceDevice { device }

    open var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 198, height: 242) }
    open var screenScale: CGFloat { 2 }
    open var name: String { "Apple Watch" }
    open var model: String { "Apple Watch" }
    open var localizedModel: String { "Apple Watch" }
    open var systemName: String { "watchOS" }
    open var systemVersion: String { "11.0" }
    open var preferredContentSizeCategory: String { "UICTContentSizeCategoryL" }
    open var wristLocation: WKInterfaceDeviceWristLocation { .left }
    open var crownOrientation: WKInterfaceDeviceCrownOrientation { .right }
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    open var batteryState: WKInterfaceDeviceBatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    open var waterResistanceRating: WKWaterResistanceRating { .wr50 }
    open var supportsAudioPlayback: Bool { true }
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000001") }

    open func play(_ type: WKHapticType) {}
}

/// Apple's `WKInterfaceDeviceWristLocation`.
public enum WKInterfaceDeviceWristLocation: Int, Sendable {
    case left = 0, right
}

/// Apple's `WKInterfaceDeviceCrownOrientation`.
public enum WKInterfaceDeviceCrownOrientation: Int, Sendable {
    case left = 0, right
}

/// Apple's `WKInterfaceDeviceBatteryState`.
public enum WKInterfaceDeviceBatteryState: Int, Sendable {
    case unknown = 0, unplugged, charging, full
}

/// Apple's `WKWaterResistanceRating`.
public enum WKWaterResistanceRating: Int, Sendable {
    case ipx7 = 0, wr50, wr100
}

/// Apple's `WKHapticType`.
public enum WKHapticType: Int, Sendable {
    case notification = 0, directionUp, directionDown, success, failure, retry, start, stop, click, navigationGenericManeuver,
        navigationLeftTurn, navigationRightTurn, underwaterDepthPrompt, underwaterDepthCriticalPrompt
}

/// The watch app (Apple's `WKApplication`).
@MainActor @preconcurrency
open class WKApplication: NSObject {
    private static let application = WKApplication()
    open class func shared() -> WKApplication { application }
    open var applicationState: WKApplicationState { .background }
    // The app's life-cycle notifications (a widget is never the app: none is posted here).
    nonisolated public static let applicationDidFinishLaunchingNotification = Notification.Name(
        "WKApplicationDidFinishLaunchingNotification")
    nonisolated public static let applicationDidBecomeActiveNotification = Notification.Name("WKApplicationDidBecomeActiveNotification")
    nonisolated public static let applicationWillResignActiveNotification = Notification.Name("WKApplicationWillResignActiveNotification")
    nonisolated public static let applicationWillEnterForegroundNotification = Notification.Name(
        "WKApplicationWillEnterForegroundNotification")
    nonisolated public static let applicationDidEnterBackgroundNotification = Notification.Name(
        "WKApplicationDidEnterBackgroundNotification")
    open func scheduleBackgroundRefresh(
        withPreferredDate preferredFireDate: Date, userInfo: (any NSSecureCoding & NSObjectProtocol)?,
        scheduledCompletion: @escaping (Error?) -> Void
    ) { scheduledCompletion(nil) }
}

/// Apple's `WKApplicationState`.
public enum WKApplicationState: Int, Sendable {
    case active = 0, inactive, background
}

/// The watch extension (Apple's `WKExtension`).
@MainActor @preconcurrency
open class WKExtension: NSObject {
    private static let `extension` = WKExtension()
    open class func shared() -> WKExtension { `extension` }
    open var applicationState: WKApplicationState { .background }
    // The extension's life-cycle notifications: the app's (none is posted here).
    nonisolated public static let applicationDidFinishLaunchingNotification = WKApplication.applicationDidFinishLaunchingNotification
    nonisolated public static let applicationDidBecomeActiveNotification = WKApplication.applicationDidBecomeActiveNotification
    nonisolated public static let applicationWillResignActiveNotification = WKApplication.applicationWillResignActiveNotification
    nonisolated public static let applicationWillEnterForegroundNotification = WKApplication.applicationWillEnterForegroundNotification
    nonisolated public static let applicationDidEnterBackgroundNotification = WKApplication.applicationDidEnterBackgroundNotification
}
