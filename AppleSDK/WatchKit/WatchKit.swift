// WatchKit on Linux, as much as a watch widget's code reaches: the device it runs on
// (`WKInterfaceDevice.current()`), a 45 mm Apple Watch running watchOS 11.
@_exported import Foundation
@_exported import FoundationCompatibility

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
}
