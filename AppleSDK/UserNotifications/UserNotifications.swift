// UserNotifications on Linux: what widget and shared app code reaches to schedule and read
// local notifications. A preview has no notification centre a person sees: requests are kept
// in the process (`pendingNotificationRequests` lists them), authorisation is "not
// determined" until asked and then denied, and nothing is delivered.
@_exported import Foundation
@_exported import FoundationCompatibility

/// Whether the app may notify (Apple's `UNAuthorizationStatus`).
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, denied, authorized, provisional, ephemeral
}

/// What to ask for (Apple's `UNAuthorizationOptions`).
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// How a notification shows while the app is in front (Apple's `UNNotificationPresentationOptions`).
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// Apple's `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0, disabled, enabled
}

/// The app's notification settings (Apple's `UNNotificationSettings`).
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public var soundSetting: UNNotificationSetting { .disabled }
    public var badgeSetting: UNNotificationSetting { .disabled }
    public var alertSetting: UNNotificationSetting { .disabled }
    public var notificationCenterSetting: UNNotificationSetting { .disabled }
    public var lockScreenSetting: UNNotificationSetting { .disabled }
    public var carPlaySetting: UNNotificationSetting { .notSupported }
    public var criticalAlertSetting: UNNotificationSetting { .notSupported }
    public var timeSensitiveSetting: UNNotificationSetting { .notSupported }

    init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
}

/// A sound (Apple's `UNNotificationSound`).
open class UNNotificationSound: NSObject, @unchecked Sendable {
    public let name: UNNotificationSoundName?
    init(name: UNNotificationSoundName?) { self.name = name }
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil) }
    open class var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil) }
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name) }
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { UNNotificationSound(name: name) }
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name)
    }
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { UNNotificationSound(name: nil) }
}

/// A sound file's name (Apple's `UNNotificationSoundName`).
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// Apple's `UNNotificationInterruptionLevel`.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0, active, timeSensitive, critical
}

/// A notification's content (Apple's `UNNotificationContent`).
open class UNNotificationContent: NSObject, @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    open internal(set) var badge: NSNumber?
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""
    open internal(set) var targetContentIdentifier: String?
    open internal(set) var attachments: [UNNotificationAttachment] = []
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    open internal(set) var relevanceScore: Double = 0
    open internal(set) var launchImageName = ""

    public override init() {}

    open override func mutableCopy() -> Any {
        let copy = UNMutableNotificationContent()
        copy.title = title
        copy.subtitle = subtitle
        copy.body = body
        copy.badge = badge
        copy.sound = sound
        copy.userInfo = userInfo
        copy.categoryIdentifier = categoryIdentifier
        copy.threadIdentifier = threadIdentifier
        copy.attachments = attachments
        return copy
    }
}

/// Content that can be changed (Apple's `UNMutableNotificationContent`).
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    open override var subtitle: String {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }
    open override var body: String {
        get { super.body }
        set { super.body = newValue }
    }
    open override var badge: NSNumber? {
        get { super.badge }
        set { super.badge = newValue }
    }
    open override var sound: UNNotificationSound? {
        get { super.sound }
        set { super.sound = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { super.categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { super.threadIdentifier = newValue }
    }
    open override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }
    open override var attachments: [UNNotificationAttachment] {
        get { super.attachments }
        set { super.attachments = newValue }
    }
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel }
        set { super.interruptionLevel = newValue }
    }
    open override var relevanceScore: Double {
        get { super.relevanceScore }
        set { super.relevanceScore = newValue }
    }
    open override var launchImageName: String {
        get { super.launchImageName }
        set { super.launchImageName = newValue }
    }
}

/// A file shown with a notification (Apple's `UNNotificationAttachment`).
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    public let type: String

    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        self.identifier = identifier
        url = URL
        type = URL.pathExtension
    }
}

public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// When a notification fires (Apple's `UNNotificationTrigger`).
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// Apple's `UNTimeIntervalNotificationTrigger`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
    open func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
}

/// Apple's `UNCalendarNotificationTrigger`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    open func nextTriggerDate() -> Date? {
        Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// Apple's `UNPushNotificationTrigger`.
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}

/// A scheduled notification (Apple's `UNNotificationRequest`).
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = (content.mutableCopy() as? UNNotificationContent) ?? content
        self.trigger = trigger
    }
}

/// A delivered notification (Apple's `UNNotification`).
open class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest
    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// What the user did with a notification (Apple's `UNNotificationResponse`).
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// Apple's `UNTextInputNotificationResponse`.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    public var userText: String { "" }
}

/// Apple's `UNNotificationActionOptions`.
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// Apple's `UNNotificationActionIcon`.
open class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }
    public convenience init(templateImageName: String) { self.init(name: templateImageName) }
    public convenience init(systemImageName: String) { self.init(name: systemImageName) }
}

/// A button on a notification (Apple's `UNNotificationAction`).
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions
    public let icon: UNNotificationActionIcon?

    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
        icon = nil
    }

    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
    }
}

/// Apple's `UNTextInputNotificationAction`.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        super.init(identifier: identifier, title: title, options: options, icon: nil)
    }
}

/// Apple's `UNNotificationCategoryOptions`.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A kind of notification with its actions (Apple's `UNNotificationCategory`).
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions

    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
    }

    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String,
        options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
    }
}

/// The app's delegate for notifications (Apple's `UNUserNotificationCenterDelegate`).
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) { completionHandler([]) }
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) { completionHandler() }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// The notification centre (Apple's `UNUserNotificationCenter`): requests kept in the process.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []
    private var asked = false
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    open class func current() -> UNUserNotificationCenter { shared }

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        lock.withLock { asked = true }
        completionHandler(false, nil)
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        lock.withLock { asked = true }
        return false
    }

    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(authorizationStatus: lock.withLock { asked } ? .denied : .notDetermined))
    }

    open func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: lock.withLock { asked } ? .denied : .notDetermined)
    }

    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
        completionHandler?(nil)
    }

    open func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: nil)
    }

    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler(lock.withLock { pending })
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    open func removeAllPendingNotificationRequests() { lock.withLock { pending.removeAll() } }

    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) { completionHandler([]) }
    open func deliveredNotifications() async -> [UNNotification] { [] }
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { lock.withLock { self.categories = categories } }
    open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        completionHandler(lock.withLock { categories })
    }
    open func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { categories } }

    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}

    open var supportsContentExtensions: Bool { false }
}
