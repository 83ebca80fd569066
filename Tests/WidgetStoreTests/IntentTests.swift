@testable import WidgetFormats
@testable import WidgetDrawing
import Foundation
import Testing
@testable import WidgetCore
@testable import WidgetStore
import WidgetTestSupport

@Suite("Intents through the store: idempotent, and nothing changes when they fail")
struct IntentTests {
    let now = ISO8601.parse("2026-11-30T15:30:00-05:00")!

    func demoSource() throws -> (StoreSource, Store) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("intents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("demo.sqlite").path
        return (try StoreSource(path: path, demo: true, locale: .enUS), try Store(path: path))
    }

    func press(_ control: WidgetControl, widget: String = "fulfill-medium") -> IntentInvocation {
        IntentInvocation(widgetID: widget, kind: WidgetKind.ordersToFulfill.id, control: control)
    }

    @Test("a double-performed Fulfill next fulfills one order; the next press, on the next picture, fulfills the next")
    func fulfillTwice() async throws {
        let (source, store) = try demoSource()
        let before = try await source.fulfillmentQueue(shop: "default", limit: 3, at: now)
        #expect(before.count > 10)
        let oldest = try #require(before.oldest.first)
        let invocation = press(WidgetControl(id: "fulfill", label: "Fulfill next", token: oldest.name))
        let first = try await source.fulfillNext(shop: "default", invocation: invocation, at: now)
        let second = try await source.fulfillNext(shop: "default", invocation: invocation, at: now)
        #expect(first == "Fulfilled \(oldest.name)")
        #expect(second == first, "a repeat answers as the first did")
        let after = try await source.fulfillmentQueue(shop: "default", limit: 3, at: now)
        #expect(after.count == before.count - 1)
        #expect(after.oldest.first?.name == before.oldest[1].name)
        #expect(try store.performedIntentCount() == 1)
        // A new picture, a new invocation.
        let next = press(WidgetControl(id: "fulfill", label: "Fulfill next", token: after.oldest[0].name))
        _ = try await source.fulfillNext(shop: "default", invocation: next, at: now)
        #expect(try await source.fulfillmentQueue(shop: "default", limit: 1, at: now).count == before.count - 2)
    }

    @Test("the same invocation from two processes' connections at once still fulfills one order")
    func concurrentRepeat() async throws {
        let (source, store) = try demoSource()
        let before = try await source.fulfillmentQueue(shop: "default", limit: 1, at: now)
        let invocation = press(WidgetControl(id: "fulfill", label: "Fulfill next", token: before.oldest[0].name))
        let other = try Store(path: store.path)
        let shop = try DemoShop.advance(other, to: now)
        async let a = source.fulfillNext(shop: "default", invocation: invocation, at: now)
        let b = try await Task.detached { try other.fulfillNext(shop: shop, invocation: invocation, at: now) }.value
        #expect(try await a == b)
        #expect(try await source.fulfillmentQueue(shop: "default", limit: 1, at: now).count == before.count - 1)
    }

    @Test(
        "the queue at a moment: orders never fulfilled and orders fulfilled only later both wait, oldest first; fulfilled, cancelled and later orders do not; Fulfill next takes the oldest"
    )
    func waitingAtAMoment() throws {
        let store = try scratchStore()
        let shop = Shop(id: "tea", name: "Tea", currencyCode: "USD", timeZone: "America/Toronto")
        try store.upsertShop(shop)
        func order(_ name: String, hoursAgo: Double, fulfilledHoursAgo: Double? = nil, cancelled: Bool = false) -> StoredOrder {
            let created = now.addingTimeInterval(-hoursAgo * 3600)
            let wall = torontoZone.wallTime(created)
            return StoredOrder(
                name: name, createdAt: created, localDay: ISO8601.daysFromCivil(year: wall.year, month: wall.month, day: wall.day),
                localHour: wall.hour, cancelled: cancelled, gross: 1000, discounts: 0, shipping: 0, taxes: 0, refunded: 0, items: 1,
                customer: name, returningCustomer: false, fulfilledAt: fulfilledHoursAgo.map { now.addingTimeInterval(-$0 * 3600) },
                lineItems: [("T", "Tea", 1, 1000)])
        }
        try store.write(
            [
                order("#fulfilled-later", hoursAgo: 30, fulfilledHoursAgo: -2),  // waits now, fulfilled two hours from now
                order("#never", hoursAgo: 20),  // waits
                order("#done", hoursAgo: 40, fulfilledHoursAgo: 10),  // fulfilled before now
                order("#cancelled", hoursAgo: 50, cancelled: true),
                order("#waiting-too", hoursAgo: 5),
                order("#tomorrow", hoursAgo: -3),  // placed after now
            ], shopID: shop.id)
        let queue = try store.fulfillmentQueue(shop: shop, limit: 5, at: now)
        #expect(queue.count == 3)
        #expect(queue.oldest.map(\.name) == ["#fulfilled-later", "#never", "#waiting-too"])
        let invocation = press(WidgetControl(id: "fulfill", label: "Fulfill next", token: "#gone"))
        #expect(try store.fulfillNext(shop: shop, invocation: invocation, at: now) == "Fulfilled #fulfilled-later")
        #expect(try store.fulfillmentQueue(shop: shop, limit: 5, at: now).oldest.map(\.name) == ["#never", "#waiting-too"])
        let shown = press(WidgetControl(id: "fulfill", label: "Fulfill next", token: "#waiting-too"))
        #expect(try store.fulfillNext(shop: shop, invocation: shown, at: now) == "Fulfilled #waiting-too", "the order the picture showed")
    }

    @Test("a failing intent changes nothing, records nothing, and says why")
    func failureChangesNothing() throws {
        let store = try scratchStore()
        let shop = Shop(id: "empty", name: "Empty", currencyCode: "USD", timeZone: "America/Toronto")
        try store.upsertShop(shop)
        let invocation = press(WidgetControl(id: "fulfill", label: "Fulfill next", token: "none"))
        #expect(throws: IntentFailure.self) { try store.fulfillNext(shop: shop, invocation: invocation, at: now) }
        do {
            _ = try store.fulfillNext(shop: shop, invocation: invocation, at: now)
        } catch {
            #expect("\(error)" == "no orders are waiting")
        }
        #expect(try store.performedIntentCount() == 0, "a failure leaves no trace: a retry may succeed later")
        #expect(try store.fulfillmentQueue(shop: shop, limit: 5, at: now).count == 0)
    }

    @Test("the store-status toggle: open → paused → open are three invocations; a repeated press is one")
    func toggle() throws {
        let store = try scratchStore()
        let shop = Shop(id: "maple", name: "Maple", currencyCode: "USD", timeZone: "America/Toronto")
        try store.upsertShop(shop)
        func control(_ status: StoreStatus) -> WidgetControl {
            StoreStatusProvider(source: SampleSource(), clock: ManualClock(now), locale: .enUS).state(for: status, now: now).controls[0]
        }
        let start = try store.storeStatus(shop: shop)
        #expect(start.isOpen && start.version == 0)
        let pause = press(control(start), widget: "status-small")
        #expect(try store.setOnlineStore(open: false, shop: shop, invocation: pause, at: now) == "Online store paused")
        #expect(try store.setOnlineStore(open: false, shop: shop, invocation: pause, at: now) == "Online store paused")
        let paused = try store.storeStatus(shop: shop)
        #expect(!paused.isOpen && paused.version == 1 && paused.since == now)
        let reopen = press(control(paused), widget: "status-small")
        #expect(reopen.id != pause.id)
        _ = try store.setOnlineStore(open: true, shop: shop, invocation: reopen, at: now.addingTimeInterval(60))
        let open = try store.storeStatus(shop: shop)
        #expect(open.isOpen && open.version == 2)
        let pauseAgain = press(control(open), widget: "status-small")
        #expect(pauseAgain.id != pause.id, "the same state twice is told apart by its version")
        _ = try store.setOnlineStore(open: false, shop: shop, invocation: pauseAgain, at: now.addingTimeInterval(120))
        #expect(try !store.storeStatus(shop: shop).isOpen)
        #expect(try store.performedIntentCount() == 3)
    }

    @Test("a picked range is kept per widget, once per invocation, across a reopen")
    func rangeSetting() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString).sqlite").path
        let state = try DashboardState(path: path, clock: ManualClock(now))
        let control = MetricsTimelineProvider.controls(range: .today, version: 0, asOf: now)[0]
        let invocation = IntentInvocation(widgetID: "sales-large", kind: "metrics", control: control)
        let first = try state.setRange(.last7Days, for: "sales-large", invocation: invocation)
        #expect(first.message == "Showing last 7 days" && first.settings == WidgetSettings(range: .last7Days, version: 1))
        // The same invocation again (a double press, a retry): nothing changes, and it says what is in force.
        let again = try state.setRange(.last7Days, for: "sales-large", invocation: invocation)
        #expect(again.message == first.message && again.settings == first.settings)
        #expect(try state.settings(for: "sales-large") == WidgetSettings(range: .last7Days, version: 1))
        #expect(try DashboardState(path: path, clock: ManualClock(now)).settings(for: "sales-large").range == .last7Days)
        #expect(try state.settings(for: "orders-small") == WidgetSettings())
    }
}
