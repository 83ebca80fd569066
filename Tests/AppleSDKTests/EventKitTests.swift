import EventKit
import Foundation
import Testing

/// A calendar the owner gave access to, holding what the run's code saves: as a calendar app's
/// shared code and a calendar widget's provider use it (Clendar's Shift wrapper reaches all of it).
@Suite("EventKit: access granted, a calendar with the events this run saves")
struct EventKitTests {
    @Test("Access is granted; an event is checked as a phone checks it, saved, found by its dates and identifier, and removed")
    func events() async throws {
        #expect(EKEventStore.authorizationStatus(for: .event) == .fullAccess)
        #expect(EKEventStore.authorizationStatus(for: .event) == .authorized)
        let store = EKEventStore()
        #expect(try await store.requestFullAccessToEvents())
        let calendar = try #require(store.defaultCalendarForNewEvents)
        #expect(calendar.title == "Calendar" && calendar.source.title == "On My iPhone")
        #expect(store.calendars(for: .event).map(\.calendarIdentifier) == [calendar.calendarIdentifier])

        let day = Date(timeIntervalSince1970: 1_796_601_600)  // 7 December 2026, 00:00 UTC
        let standUp = EKEvent(eventStore: store)
        standUp.title = "Stand-up"
        #expect(throws: EKError(.noCalendar)) { try store.save(standUp, span: .thisEvent) }
        standUp.calendar = calendar
        #expect(throws: EKError(.noStartDate)) { try store.save(standUp, span: .thisEvent) }
        standUp.startDate = day.addingTimeInterval(9 * 3600)
        standUp.endDate = day.addingTimeInterval(8 * 3600)
        #expect(throws: EKError(.datesInverted)) { try store.save(standUp, span: .thisEvent) }
        standUp.endDate = day.addingTimeInterval(9.25 * 3600)
        #expect(standUp.eventIdentifier == nil)
        try store.save(standUp, span: .thisEvent, commit: true)
        let identifier = try #require(standUp.eventIdentifier)

        let lunch = EKEvent(eventStore: store)
        lunch.title = "Lunch"
        lunch.calendar = calendar
        lunch.startDate = day.addingTimeInterval(12 * 3600)
        lunch.endDate = day.addingTimeInterval(13 * 3600)
        try store.save(lunch, span: .thisEvent, commit: false)

        // Another store sees the same calendar database; an uncommitted save is not in it yet.
        let other = EKEventStore()
        let today = other.predicateForEvents(withStart: day, end: day.addingTimeInterval(86_400), calendars: nil)
        #expect(other.events(matching: today).map(\.title) == ["Stand-up"])
        try store.commit()
        #expect(other.events(matching: today).map(\.title) == ["Stand-up", "Lunch"])
        let afternoon = other.predicateForEvents(
            withStart: day.addingTimeInterval(12.5 * 3600), end: day.addingTimeInterval(86_400), calendars: [calendar])
        #expect(other.events(matching: afternoon).map(\.title) == ["Lunch"])
        #expect(other.event(withIdentifier: identifier) === standUp)

        try other.remove(standUp, span: .thisEvent)
        try other.remove(lunch, span: .thisEvent)
        #expect(store.events(matching: today).isEmpty)
        #expect(standUp.eventIdentifier == nil)
    }

    @Test("NSCalendar answers a unit's start and length through pointers, as Apple's Foundation does")
    func calendarRange() {
        var start: NSDate?
        var length: TimeInterval = 0
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let noon = Date(timeIntervalSince1970: 1_796_601_600 + 12 * 3600)
        #expect((calendar as NSCalendar).range(of: .day, start: &start, interval: &length, for: noon))
        #expect(start.map { $0 as Date } == Date(timeIntervalSince1970: 1_796_601_600))
        #expect(length == 86_400)
    }

    @Test("An actor that owns its store asks it for access without sending the store away (Swift 6 mode, as apps do)")
    func anActorAsks() async throws {
        let owner = StoreOwner()
        #expect(try await owner.ask())
    }
}

/// Compiles only when asking runs on the caller's actor: the store is the actor's own.
private actor StoreOwner {
    private let store = EKEventStore()
    func ask() async throws -> Bool { try await store.requestFullAccessToEvents() }
}
