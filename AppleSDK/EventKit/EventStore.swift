// The event store: the phone's one calendar database for the run, what each store saves and
// commits to it, and the date-range predicates its events are matched by.
import Foundation
import FoundationCompatibility

/// The predicate of a date range (and calendars) a store's events are matched by.
final class _EKEventPredicate: NSPredicate {
    let start: Date
    let end: Date
    let calendars: [EKCalendar]?

    init(start: Date, end: Date, calendars: [EKCalendar]?) {
        (self.start, self.end, self.calendars) = (start, end, calendars)
        super.init(value: true)
    }

    required init?(coder: NSCoder) { nil }

    func matches(_ event: EKEvent) -> Bool {
        guard let from = event.startDate, let to = event.endDate else { return false }
        if let calendars, !calendars.contains(where: { $0 === event.calendar }) { return false }
        // An event overlaps the range (an instant event at the range's start counts).
        return from < end && (to > start || (to == from && from >= start))
    }
}

/// The reminders a predicate asks for: those of the calendars (or all).
final class _EKReminderPredicate: NSPredicate {
    let calendars: [EKCalendar]?
    /// Only completed (`true`) or incomplete (`false`) reminders, due (or completed) between the
    /// dates given; `nil`: every reminder of the calendars.
    let completed: Bool?
    let from: Date?
    let to: Date?

    init(calendars: [EKCalendar]?, completed: Bool? = nil, from: Date? = nil, to: Date? = nil) {
        (self.calendars, self.completed, self.from, self.to) = (calendars, completed, from, to)
        super.init(value: true)
    }

    /// Whether `reminder` is one this predicate asks for.
    func matches(_ reminder: EKReminder) -> Bool {
        guard let completed else { return true }
        guard reminder.isCompleted == completed else { return false }
        let date = completed ? reminder.completionDate : reminder.dueDateComponents.flatMap { Calendar.current.date(from: $0) }
        guard from != nil || to != nil else { return true }
        guard let date else { return false }
        return (from.map { date >= $0 } ?? true) && (to.map { date < $0 } ?? true)
    }

    required init?(coder: NSCoder) { nil }
}

/// The phone's one calendar database, for the run.
final class _CalendarDatabase: @unchecked Sendable {
    static let shared = _CalendarDatabase()

    let lock = NSLock()
    let source = EKSource(identifier: "local", title: "On My iPhone")
    private(set) var allCalendars: [EKCalendar] = []
    private var events: [EKEvent] = []
    private var reminders: [EKReminder] = []
    private var said = false

    init() {
        let events = EKCalendar()
        events.title = "Calendar"
        events.source = source
        let reminders = EKCalendar()
        reminders.title = "Reminders"
        reminders.entityType = .reminder
        reminders.source = source
        reminders.cgColor = CGColor(srgbRed: 1, green: 0.584, blue: 0, alpha: 1)
        allCalendars = [events, reminders]
    }

    func sayOnce() {
        lock.lock()
        defer { lock.unlock() }
        guard !said else { return }
        said = true
        FileHandle.standardError.write(
            Data("widgetdeck: EventKit: the calendar has no events but those this run saves (no calendar database on Linux)\n".utf8))
    }

    func calendars(for type: EKEntityType) -> [EKCalendar] {
        lock.lock()
        defer { lock.unlock() }
        return allCalendars.filter { $0.entityType == type }
    }

    func add(_ calendar: EKCalendar) {
        lock.lock()
        defer { lock.unlock() }
        if calendar.source == nil { calendar.source = source }
        if !allCalendars.contains(where: { $0 === calendar }) { allCalendars.append(calendar) }
    }

    func remove(_ calendar: EKCalendar) {
        lock.lock()
        defer { lock.unlock() }
        allCalendars.removeAll { $0 === calendar }
        events.removeAll { $0.calendar === calendar }
        reminders.removeAll { $0.calendar === calendar }
    }

    func save(_ event: EKEvent) {
        lock.lock()
        defer { lock.unlock() }
        event.saved = true
        if !events.contains(where: { $0 === event }) { events.append(event) }
    }

    func remove(_ event: EKEvent) {
        lock.lock()
        defer { lock.unlock() }
        events.removeAll { $0 === event }
        event.saved = false
    }

    func save(_ reminder: EKReminder) {
        lock.lock()
        defer { lock.unlock() }
        if !reminders.contains(where: { $0 === reminder }) { reminders.append(reminder) }
    }

    func remove(_ reminder: EKReminder) {
        lock.lock()
        defer { lock.unlock() }
        reminders.removeAll { $0 === reminder }
    }

    func events(matching predicate: _EKEventPredicate) -> [EKEvent] {
        lock.lock()
        defer { lock.unlock() }
        return events.filter(predicate.matches).sorted { ($0.startDate ?? .distantPast) < ($1.startDate ?? .distantPast) }
    }

    func item(withIdentifier identifier: String) -> EKCalendarItem? {
        lock.lock()
        defer { lock.unlock() }
        return events.first { $0.itemIdentifier == identifier } ?? reminders.first { $0.itemIdentifier == identifier }
    }

    func reminders(in calendars: [EKCalendar]?) -> [EKReminder] {
        lock.lock()
        defer { lock.unlock() }
        return reminders.filter { reminder in calendars.map { $0.contains { $0 === reminder.calendar } } ?? true }
    }
}

/// The calendar database (Apple's `EKEventStore`): access is granted, as on a phone whose owner
/// allowed it; the calendar holds what this run's code saves.
open class EKEventStore: NSObject {
    private var pending: [() -> Void] = []

    public override init() {
        super.init()
        _CalendarDatabase.shared.sayOnce()
    }

    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .fullAccess }

    @available(iOS, introduced: 6.0, deprecated: 17.0)
    open func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }
    @available(iOS, introduced: 6.0, deprecated: 17.0)
    // Each asking runs on the caller's actor: an actor that owns its store asks it without
    // sending the store away, as apps in Swift 6 mode do with Apple's.
    nonisolated(nonsending) open func requestAccess(to entityType: EKEntityType) async throws -> Bool { true }
    open func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(true, nil) }
    nonisolated(nonsending) open func requestFullAccessToEvents() async throws -> Bool { true }
    open func requestWriteOnlyAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(true, nil) }
    nonisolated(nonsending) open func requestWriteOnlyAccessToEvents() async throws -> Bool { true }
    open func requestFullAccessToReminders(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(true, nil) }
    nonisolated(nonsending) open func requestFullAccessToReminders() async throws -> Bool { true }

    open var sources: [EKSource] { [_CalendarDatabase.shared.source] }
    open func source(withIdentifier identifier: String) -> EKSource? {
        identifier == _CalendarDatabase.shared.source.sourceIdentifier ? _CalendarDatabase.shared.source : nil
    }
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { _CalendarDatabase.shared.calendars(for: entityType) }
    open var defaultCalendarForNewEvents: EKCalendar? { calendars(for: .event).first }
    open func defaultCalendarForNewReminders() -> EKCalendar? { calendars(for: .reminder).first }
    open func calendar(withIdentifier identifier: String) -> EKCalendar? {
        _CalendarDatabase.shared.allCalendars.first { $0.calendarIdentifier == identifier }
    }
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        later(commit) { _CalendarDatabase.shared.add(calendar) }
    }
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        later(commit) { _CalendarDatabase.shared.remove(calendar) }
    }
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
        _CalendarDatabase.shared.item(withIdentifier: identifier)
    }
    open func calendarItems(withExternalIdentifier externalIdentifier: String) -> [EKCalendarItem] {
        calendarItem(withIdentifier: externalIdentifier).map { [$0] } ?? []
    }

    open func save(_ event: EKEvent, span: EKSpan) throws { try save(event, span: span, commit: true) }
    open func remove(_ event: EKEvent, span: EKSpan) throws { try remove(event, span: span, commit: true) }

    /// Saves `event`, checked as a phone checks it: a calendar, a start and an end, in order.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        guard event.calendar != nil else { throw EKError(.noCalendar) }
        guard let start = event.startDate else { throw EKError(.noStartDate) }
        guard let end = event.endDate else { throw EKError(.noEndDate) }
        guard end >= start else { throw EKError(.datesInverted) }
        later(commit) { _CalendarDatabase.shared.save(event) }
    }

    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        later(commit) { _CalendarDatabase.shared.remove(event) }
    }

    open func event(withIdentifier identifier: String) -> EKEvent? { calendarItem(withIdentifier: identifier) as? EKEvent }

    /// The saved events overlapping a predicate's range, by start date.
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        guard let range = predicate as? _EKEventPredicate else { return [] }
        return _CalendarDatabase.shared.events(matching: range)
    }

    open func enumerateEvents(matching predicate: NSPredicate, using block: @escaping EKEventSearchCallback) {
        var stop: ObjCBool = false
        for event in events(matching: predicate) {
            block(event, &stop)
            if stop.boolValue { return }
        }
    }

    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        _EKEventPredicate(start: startDate, end: endDate, calendars: calendars)
    }

    open func save(_ reminder: EKReminder, commit: Bool) throws {
        guard reminder.calendar != nil else { throw EKError(.noCalendar) }
        later(commit) { _CalendarDatabase.shared.save(reminder) }
    }

    open func remove(_ reminder: EKReminder, commit: Bool) throws {
        later(commit) { _CalendarDatabase.shared.remove(reminder) }
    }

    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        let asked = predicate as? _EKReminderPredicate
        completion(_CalendarDatabase.shared.reminders(in: asked?.calendars).filter { asked?.matches($0) ?? true })
        return NSObject()
    }

    open func cancelFetchRequest(_ fetchIdentifier: Any) {}

    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { _EKReminderPredicate(calendars: calendars) }

    open func predicateForIncompleteReminders(
        withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?
    ) -> NSPredicate {
        _EKReminderPredicate(calendars: calendars, completed: false, from: startDate, to: endDate)
    }

    open func predicateForCompletedReminders(
        withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?
    ) -> NSPredicate {
        _EKReminderPredicate(calendars: calendars, completed: true, from: startDate, to: endDate)
    }

    /// Saves and removes what was given with `commit: false`.
    open func commit() throws {
        let work = pending
        pending = []
        work.forEach { $0() }
    }

    /// Forgets what was not committed.
    open func reset() { pending = [] }

    open func refreshSourcesIfNecessary() {}

    private func later(_ commit: Bool, _ change: @escaping () -> Void) {
        if commit { change() } else { pending.append(change) }
    }
}

extension NSNotification.Name {
    /// Posted when the calendar database changes: never here, as nothing outside the run changes it.
    public static let EKEventStoreChanged = NSNotification.Name("EKEventStoreChangedNotification")
}
