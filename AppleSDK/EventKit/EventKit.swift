// EventKit on Linux: a phone whose owner gave the app access to a calendar with no events in it.
// There is one local source with a calendar for events and one for reminders; what the app's or
// widget's own code saves is kept for the run, shared by every event store (as the one calendar
// database of a phone is), and found again by identifier and by date predicates — so a calendar
// widget draws its empty day, or the events its preview code adds. The first store of a run says
// so on standard error.
@_exported import Foundation
@_exported import FoundationCompatibility
@_exported import CoreGraphics
@_exported import CoreLocation

public typealias EKEventStoreRequestAccessCompletionHandler = (Bool, (any Error)?) -> Void
public typealias EKEventSearchCallback = (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void

public enum EKAuthorizationStatus: Int, @unchecked Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, fullAccess = 3, writeOnly = 4
    @available(iOS, introduced: 6.0, deprecated: 17.0, message: "Check for full access or write only access")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}
public enum EKEntityType: UInt, Sendable { case event = 0, reminder = 1 }
public struct EKEntityMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let event = EKEntityMask(rawValue: 1 << 0)
    public static let reminder = EKEntityMask(rawValue: 1 << 1)
}
public enum EKSpan: Int, Sendable { case thisEvent = 0, futureEvents = 1 }
public enum EKCalendarType: Int, Sendable { case local = 0, calDAV, exchange, subscription, birthday }
public enum EKSourceType: Int, Sendable { case local = 0, exchange, calDAV, mobileMe, subscribed, birthdays }
public enum EKEventAvailability: Int, Sendable { case notSupported = -1, busy = 0, free, tentative, unavailable }
public enum EKEventStatus: Int, Sendable { case none = 0, confirmed, tentative, canceled }
public enum EKParticipantType: Int, Sendable { case unknown = 0, person, room, resource, group }
public enum EKParticipantRole: Int, Sendable { case unknown = 0, required, optional, chair, nonParticipant }
public enum EKParticipantStatus: Int, Sendable { case unknown = 0, pending, accepted, declined, tentative, delegated, completed, inProcess }
public enum EKRecurrenceFrequency: Int, Sendable { case daily = 0, weekly, monthly, yearly }
@frozen public enum EKWeekday: Int, Sendable { case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday }
public enum EKAlarmProximity: Int, Sendable { case none = 0, enter, leave }
public enum EKAlarmType: Int, Sendable { case display = 0, audio, procedure, email }
public enum EKReminderPriority: UInt, Sendable { case none = 0, high = 1, medium = 5, low = 9 }

/// EventKit's error (Apple's `EKError`).
public struct EKError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case eventNotMutable = 0, noCalendar, noStartDate, noEndDate, datesInverted, internalFailure, calendarReadOnly
        case durationGreaterThanRecurrence, alarmGreaterThanRecurrence, startDateTooFarInFuture, startDateCollidesWithOtherOccurrence
        case objectBelongsToDifferentStore, invitesCannotBeMoved, invalidSpan, calendarHasNoSource, calendarSourceCannotBeModified
        case calendarIsImmutable, sourceDoesNotAllowCalendarAddDelete, recurringReminderRequiresDueDate, structuredLocationsNotSupported
        case reminderLocationsNotSupported, alarmProximityNotSupported, calendarDoesNotAllowEvents, calendarDoesNotAllowReminders
        case sourceDoesNotAllowReminders, sourceDoesNotAllowEvents, priorityIsInvalid, invalidEntityType, procedureAlarmsNotMutable
        case eventStoreNotAuthorized
    }
    public let code: Code
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    public static var errorDomain: String { EKErrorDomain }
    public var errorCode: Int { code.rawValue }
}

public let EKErrorDomain = "EKErrorDomain"

/// Something a calendar database keeps (Apple's `EKObject`).
open class EKObject: NSObject {
    open var hasChanges: Bool { false }
    open var isNew: Bool { true }
    open func reset() {}
    open func rollback() {}
    open func refresh() -> Bool { true }
}

/// Where calendars come from (Apple's `EKSource`): here, the phone's own.
open class EKSource: EKObject {
    let identifier: String
    let name: String
    init(identifier: String, title: String) {
        self.identifier = identifier
        name = title
    }
    open var sourceIdentifier: String { identifier }
    open var sourceType: EKSourceType { .local }
    open var title: String { name }
    open var isDelegate: Bool { false }
    open func calendars(for entityType: EKEntityType) -> Set<EKCalendar> {
        Set(_CalendarDatabase.shared.calendars(for: entityType).filter { $0.source === self })
    }
}

/// A calendar (Apple's `EKCalendar`).
open class EKCalendar: EKObject {
    var identifier = UUID().uuidString
    var entityType: EKEntityType = .event

    public convenience init(for entityType: EKEntityType, eventStore: EKEventStore) {
        self.init()
        self.entityType = entityType
    }
    open var source: EKSource! = nil
    open var calendarIdentifier: String { identifier }
    open var title: String = ""
    open var type: EKCalendarType { .local }
    open var allowsContentModifications: Bool { true }
    open var isSubscribed: Bool { false }
    open var isImmutable: Bool { false }
    open var cgColor: CGColor! = CGColor(srgbRed: 0, green: 0.478, blue: 1, alpha: 1)
    open var allowedEntityTypes: EKEntityMask { entityType == .event ? .event : .reminder }
}

/// An event or a reminder (Apple's `EKCalendarItem`).
open class EKCalendarItem: EKObject {
    var itemIdentifier = UUID().uuidString
    open var calendar: EKCalendar! = nil
    open var calendarItemIdentifier: String { itemIdentifier }
    open var calendarItemExternalIdentifier: String! { itemIdentifier }
    open var title: String! = ""
    open var location: String? = nil
    open var notes: String? = nil
    open var url: URL? = nil
    open var lastModifiedDate: Date? { nil }
    open var creationDate: Date? { nil }
    open var timeZone: TimeZone? = nil
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    open var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    open var hasAttendees: Bool { false }
    open var hasNotes: Bool { !(notes ?? "").isEmpty }
    open var attendees: [EKParticipant]? { nil }
    open var alarms: [EKAlarm]? = nil
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
    open var recurrenceRules: [EKRecurrenceRule]? = nil
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
    open func removeRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules?.removeAll { $0 === rule } }
}

/// An event (Apple's `EKEvent`).
open class EKEvent: EKCalendarItem {
    var saved = false

    public convenience init(eventStore: EKEventStore) { self.init() }
    /// Its identifier once saved; nil before.
    open var eventIdentifier: String! { saved ? itemIdentifier : nil }
    open var isAllDay: Bool = false
    open var startDate: Date! = nil
    open var endDate: Date! = nil
    open var structuredLocation: EKStructuredLocation? = nil
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        switch (startDate, other.startDate) {
        case (let a?, let b?): a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
        default: .orderedSame
        }
    }
    open var organizer: EKParticipant? { nil }
    open var availability: EKEventAvailability = .busy
    open var status: EKEventStatus { .none }
    open var isDetached: Bool { false }
    open var occurrenceDate: Date! { startDate }
    open var birthdayContactIdentifier: String? { nil }
}

/// A reminder (Apple's `EKReminder`).
open class EKReminder: EKCalendarItem {
    public convenience init(eventStore: EKEventStore) { self.init() }
    open var startDateComponents: DateComponents? = nil
    open var dueDateComponents: DateComponents? = nil
    open var isCompleted: Bool = false
    open var completionDate: Date? = nil
    open var priority: Int = 0
}

/// Someone invited (Apple's `EKParticipant`): no event here has any.
open class EKParticipant: EKObject {
    open var url: URL { URL(fileURLWithPath: "/") }
    open var name: String? { nil }
    open var participantStatus: EKParticipantStatus { .unknown }
    open var participantRole: EKParticipantRole { .unknown }
    open var participantType: EKParticipantType { .unknown }
    open var isCurrentUser: Bool { false }
}

/// A place with a name and coordinates (Apple's `EKStructuredLocation`).
open class EKStructuredLocation: EKObject {
    public convenience init(title: String) {
        self.init()
        self.title = title
    }
    open var title: String? = nil
    open var geoLocation: CLLocation? = nil
    open var radius: Double = 0
}

/// An alarm (Apple's `EKAlarm`): kept, never rung.
open class EKAlarm: EKObject {
    public convenience init(absoluteDate date: Date) {
        self.init()
        absoluteDate = date
    }
    public convenience init(relativeOffset offset: TimeInterval) {
        self.init()
        relativeOffset = offset
    }
    open var relativeOffset: TimeInterval = 0
    open var absoluteDate: Date? = nil
    open var structuredLocation: EKStructuredLocation? = nil
    open var proximity: EKAlarmProximity = .none
}

/// When a recurrence ends (Apple's `EKRecurrenceEnd`).
open class EKRecurrenceEnd: NSObject {
    var date: Date?
    var count = 0
    public convenience init(end endDate: Date) {
        self.init()
        date = endDate
    }
    public convenience init(occurrenceCount: Int) {
        self.init()
        count = occurrenceCount
    }
    open var endDate: Date? { date }
    open var occurrenceCount: Int { count }
}

/// A day of the week in a recurrence (Apple's `EKRecurrenceDayOfWeek`).
open class EKRecurrenceDayOfWeek: NSObject {
    public let dayOfTheWeek: EKWeekday
    public let weekNumber: Int
    public convenience init(_ dayOfTheWeek: EKWeekday) { self.init(dayOfTheWeek: dayOfTheWeek, weekNumber: 0) }
    public init(dayOfTheWeek: EKWeekday, weekNumber: Int) {
        self.dayOfTheWeek = dayOfTheWeek
        self.weekNumber = weekNumber
    }
}

/// How an item repeats (Apple's `EKRecurrenceRule`): kept; a repeating event is found at its
/// first occurrence only here.
open class EKRecurrenceRule: EKObject {
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = interval
        recurrenceEnd = end
        super.init()
    }
    open private(set) var frequency: EKRecurrenceFrequency
    open private(set) var interval: Int
    open var recurrenceEnd: EKRecurrenceEnd?
}
