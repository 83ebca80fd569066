@testable import WidgetDrawing
import Foundation
import Testing
import WidgetSnapshotTesting
@testable import WidgetCore
import WidgetTestSupport

@Suite("Interactive widgets: controls in every family")
struct InteractiveLayoutTests {
    let context = RenderContext(now: goldenNow, locale: torontoUS)
    let clock = ManualClock(goldenNow)

    var queue: FulfillmentQueue { OrdersToFulfillProvider.sampleQueue(now: goldenNow) }

    func metrics(_ family: WidgetFamily, range: DateRange = .today) -> WidgetState {
        var state = SampleShop.state(
            slots: Array(defaultMetricIDs.prefix(family.metricCapacity).map(Metric.named)), range: range, now: goldenNow, locale: torontoUS)
        state.controls = MetricsTimelineProvider.controls(range: range, version: 0, asOf: goldenNow)
        return state
    }

    func orders() -> WidgetState {
        OrdersToFulfillProvider(source: SampleSource(), clock: clock, locale: torontoUS).state(for: queue, now: goldenNow)
    }

    func status(open: Bool) -> WidgetState {
        StoreStatusProvider(source: SampleSource(), clock: clock, locale: torontoUS)
            .state(
                for: StoreStatus(
                    shop: SampleShop.shop, isOpen: open, since: open ? nil : goldenNow.addingTimeInterval(-5400), version: open ? 0 : 1),
                now: goldenNow)
    }

    func sections(_ family: WidgetFamily) -> [(String, Buffer)] {
        var out: [(String, Buffer)] = []
        var focused = metrics(family)
        focused.controls[0].isFocused = true
        out.append(("metrics · range picker focused", family.render(focused, context: context)))
        var running = metrics(family, range: .last7Days)
        running.controls[1].isRunning = true
        out.append(("metrics · 7 days · refresh running", family.render(running, context: context)))
        var done = orders()
        done.controls[0].isFocused = true
        done.message = WidgetMessage("Fulfilled #1036")
        out.append(("orders to fulfill · just fulfilled one", family.render(done, context: context)))
        var empty = OrdersToFulfillProvider(source: SampleSource(), clock: clock, locale: torontoUS).state(
            for: FulfillmentQueue(shop: SampleShop.shop, count: 0, oldest: []), now: goldenNow)
        empty.message = WidgetMessage("no orders are waiting", isError: true)
        out.append(("orders to fulfill · none waiting, press failed", family.render(empty, context: context)))
        out.append(("store status · open", family.render(status(open: true), context: context)))
        out.append(("store status · paused", family.render(status(open: false), context: context)))
        return out
    }

    @Test("the interactive kinds and the metric controls in every family match their reviewed golden", arguments: WidgetFamily.allCases)
    func interactiveStates(_ family: WidgetFamily) {
        let sections = sections(family)
        assertSnapshot(of: sections, as: .sections, named: family.rawValue)
        for (title, buffer) in sections {
            #expect(buffer.area.size == family.size, "\(family) \(title)")
        }
    }

    @Test("focus is reverse video and a running intent is dimmed: readable without colour")
    func focusAndRunningWithoutColour() {
        var state = metrics(.medium)
        state.controls[0].isFocused = true
        state.controls[1].isRunning = true
        let buffer = WidgetFamily.medium.render(state, context: context)
        let styles = Snapshotting<Buffer>.styles.snapshot(buffer)
        assertSnapshot(of: styles, as: .lines, named: "medium.styles")
        let rects = WidgetFamily.medium.controlRects(state, context: context)
        #expect(rects["range"] == Rect(x: 2, y: 1, width: 14, height: 1))
        #expect(rects["refresh"] == Rect(x: 38, y: 1, width: 3, height: 1))
        #expect(WidgetFamily.accessoryRectangular.controlRects(state, context: context).isEmpty, "no controls where there is no room")
    }

    @Test("every invocation id names the widget, the control and what it showed")
    func invocationIDs() {
        let control = orders().controls[0]
        let a = IntentInvocation(widgetID: "fulfill-medium", kind: "orders-to-fulfill", control: control)
        #expect(a.id == "fulfill-medium/fulfill/#1037")
        #expect(
            a == IntentInvocation(widgetID: "fulfill-medium", kind: "orders-to-fulfill", control: control),
            "the same press on the same picture is the same invocation")
        #expect(CycleRangeIntent.next(after: .today) == .last7Days)
        #expect(CycleRangeIntent.next(after: .last30Days) == .today)
    }
}

@Suite("The refresh intent")
struct RefreshIntentTests {
    @Test("refresh asks the source past a fresh cached answer; two refreshes at once share one request; the next reload shows it")
    func refreshBypassesCacheNotSingleFlight() async throws {
        let source = CountingSource()
        let clock = ManualClock(goldenNow)
        let loader = WidgetLoader(source: source, cache: MetricsCache(clock: clock), locale: torontoUS)
        let configuration = WidgetConfiguration(metrics: ["orders"])
        let provider = MetricsTimelineProvider(loader: loader, clock: clock)
        let context = TimelineContext(instanceID: "w", kind: "metrics", family: .small, configuration: configuration)
        _ = await provider.timeline(in: context)
        _ = await provider.timeline(in: context)
        #expect(await source.count == 1, "within the minute, the cache answers")
        let intent = try #require(
            provider.intent(
                for: "refresh", in: context, showing: WidgetState(shop: SampleShop.shop, range: .today, slots: [], asOf: goldenNow)))
        let control = WidgetControl(id: "refresh", label: "↻", token: "t")
        let invocation = IntentInvocation(widgetID: "w", kind: "metrics", control: control)
        // Held until both have asked: two refreshes at once, one request.
        await source.hold()
        async let first = intent.perform(invocation)
        async let second = intent.perform(invocation)
        #expect(await untilTrue { await loader.cache.joinedRequests == 1 })
        await source.release()
        #expect(try await [first, second] == [IntentOutcome("Refreshed"), IntentOutcome("Refreshed")])
        #expect(await source.count == 2, "one request for both refreshes, past the fresh cache")
        let after = await provider.timeline(in: context)
        #expect(after.entries.first?.state.readings.first?.value == 2, "the reload after the intent shows the refreshed figure")
        #expect(await source.count == 2)
    }

    @Test("a refresh that fails reports why and leaves the last good figures")
    func failingRefresh() async throws {
        let source = CountingSource()
        let clock = ManualClock(goldenNow)
        let loader = WidgetLoader(source: source, cache: MetricsCache(clock: clock), locale: torontoUS)
        let provider = MetricsTimelineProvider(loader: loader, clock: clock)
        let context = TimelineContext(
            instanceID: "w", kind: "metrics", family: .small, configuration: WidgetConfiguration(metrics: ["orders"]))
        _ = await provider.timeline(in: context)
        await source.setFailing(true)
        let intent = try #require(
            provider.intent(
                for: "refresh", in: context, showing: WidgetState(shop: SampleShop.shop, range: .today, slots: [], asOf: goldenNow)))
        await #expect(throws: IntentFailure.self) {
            _ = try await intent.perform(
                IntentInvocation(widgetID: "w", kind: "metrics", control: WidgetControl(id: "refresh", label: "↻")))
        }
        let shown = await provider.timeline(in: context).entries.first?.state
        #expect(shown?.readings.first?.value == 1, "the last good figure stays")
    }
}
