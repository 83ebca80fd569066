#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import WidgetDrawing

/// The Orders-to-fulfill widget: how many orders wait, the oldest first, and a "Fulfill next"
/// button that marks the oldest fulfilled in the store.
package struct OrdersToFulfillProvider: TimelineProvider {
    package var source: any MetricsSource
    /// The local store's actions, when the source is one: its queue is read there and "Fulfill
    /// next" acts there; without them the count is the source's and the button is disabled.
    package var actions: (any ShopActions)?
    package var clock: any TimelineClock
    package var locale: DisplayLocale
    /// When to ask again: the queue is today's, so every 15 minutes (and after a failure).
    package var cadence: RefreshCadence
    package var errors: ErrorBoard?

    package init(
        source: any MetricsSource, actions: (any ShopActions)? = nil, clock: any TimelineClock, locale: DisplayLocale,
        cadence: RefreshCadence = .standard,
        errors: ErrorBoard? = nil
    ) {
        self.source = source
        self.actions = actions
        self.clock = clock
        self.locale = locale
        self.cadence = cadence
        self.errors = errors
    }

    static let metric = Metric.named("orders_to_fulfill")!

    package func placeholder(in context: TimelineContext) -> TimelineEntry<WidgetState> {
        var state = WidgetState(
            shop: nil, range: .today, slots: [MetricReading(metric: Self.metric, value: nil, series: [0])],
            asOf: clock.now, presentation: .placeholder)
        state.headline = "Oldest first"
        return TimelineEntry(date: .distantPast, state: state)
    }

    package func snapshot(in context: TimelineContext) async -> TimelineEntry<WidgetState> {
        TimelineEntry(date: clock.now, state: state(for: Self.sampleQueue(now: clock.now), now: clock.now))
    }

    /// The sample shop's queue at `now`: twelve waiting, the oldest from yesterday.
    package static func sampleQueue(now: Date) -> FulfillmentQueue {
        let orders = [("#1037", 26.0, 84.0), ("#1038", 20.0, 129.5), ("#1041", 7.5, 38.25), ("#1042", 3.0, 212.0), ("#1043", 0.5, 19.99)]
        return FulfillmentQueue(
            shop: SampleShop.shop, count: 12,
            oldest: orders.map { WaitingOrder(name: $0.0, placedAt: now.addingTimeInterval(-3600 * $0.1), total: $0.2) })
    }

    package func timeline(in context: TimelineContext) async -> Timeline<WidgetState> {
        // The minute's start, as every metric widget reads: one count on one screen.
        let now = clock.now.startOfMinute
        let state: WidgetState
        if let actions {
            state = await storeState(actions, widget: context.instanceID, errors: errors, at: now) { actions in
                self.state(
                    for: try await actions.fulfillmentQueue(
                        shop: context.configuration.shop, limit: max(1, context.size.height - 6), at: now), now: now)
            }
        } else {
            state = await readOnlyState(shop: context.configuration.shop, widget: context.instanceID, now: now)
        }
        let failed = if case .error = state.presentation { true } else { false }
        return Timeline(
            entries: [TimelineEntry<WidgetState>(date: now, state: state, relevance: KindRelevance.ordersToFulfill(state))],
            policy: .after(cadence.next(after: now, range: .today, failed: failed)))
    }

    /// On a source that is not a local store (Shopify, a snapshot): the count it reports, and
    /// the button shown disabled with the reason — a shop is never written to from here.
    func readOnlyState(shop: String, widget: String, now: Date) async -> WidgetState {
        do {
            let query = MetricsQuery(shop: shop, metrics: [Self.metric.id], range: .today, end: now)
            let response = try await source.fetch(query).answering(query, from: source.name)
            errors?.set(widget, nil)
            var state = response.state(slots: [Self.metric], now: now)
            state.headline = "Waiting"
            state.rows = [WidgetRow("Fulfilling: local store only")]
            state.controls = [WidgetControl(id: "fulfill", label: "Fulfill next", disabledReason: "acts on a local store only")]
            return state
        } catch {
            let message = (error as? SourceError)?.message ?? "\(error)"
            errors?.set(widget, message)
            return WidgetState(shop: nil, range: .today, slots: [], asOf: now, presentation: .error(message))
        }
    }

    /// The queue as a widget: the count, one line per order (name, age, total), the button.
    package func state(for queue: FulfillmentQueue, now: Date) -> WidgetState {
        let formatter = ValueFormatter(locale: locale, currencyCode: queue.shop.currencyCode)
        var state = WidgetState(
            shop: queue.shop, range: .today, slots: [MetricReading(metric: Self.metric, value: Double(queue.count), sourceTime: now)],
            asOf: now)
        state.headline = "Oldest first"
        state.rows = queue.oldest.map { order in
            WidgetRow(
                "\(order.name) \(Self.age(now.timeIntervalSince(order.placedAt)))",
                trailing: formatter.string(order.total, unit: .money, maxWidth: 9))
        }
        if queue.oldest.isEmpty { state.rows = [WidgetRow("All caught up ✓")] }
        state.controls = [WidgetControl(id: "fulfill", label: "Fulfill next", token: queue.oldest.first?.name ?? "none")]
        return state
    }

    /// `45m`, `5h`, `3d`.
    static func age(_ seconds: TimeInterval) -> String {
        let s = max(0, Int(seconds))
        return s < 3600 ? "\(s / 60)m" : s < 86_400 ? "\(s / 3600)h" : "\(s / 86_400)d"
    }

    package func intent(for controlID: String, in context: TimelineContext, showing state: WidgetState) -> (any AppIntent)? {
        guard controlID == "fulfill", let actions else { return nil }
        return FulfillNextIntent(shop: context.configuration.shop, actions: actions, clock: clock)
    }
}

/// The Store-status widget: whether the online store takes orders, with a toggle to open or
/// pause it, persisted in the store.
package struct StoreStatusProvider: TimelineProvider {
    package var source: any MetricsSource
    /// The local store's actions, when the source is one: the status is read there and the
    /// toggle acts there; without them neither is done here.
    package var actions: (any ShopActions)?
    package var clock: any TimelineClock
    package var locale: DisplayLocale
    package var errors: ErrorBoard?

    package init(
        source: any MetricsSource, actions: (any ShopActions)? = nil, clock: any TimelineClock, locale: DisplayLocale,
        errors: ErrorBoard? = nil
    ) {
        self.source = source
        self.actions = actions
        self.clock = clock
        self.locale = locale
        self.errors = errors
    }

    package func placeholder(in context: TimelineContext) -> TimelineEntry<WidgetState> {
        var state = WidgetState(shop: nil, range: .today, slots: [], asOf: clock.now, presentation: .placeholder)
        state.headline = "Online store"
        return TimelineEntry(date: .distantPast, state: state)
    }

    package func snapshot(in context: TimelineContext) async -> TimelineEntry<WidgetState> {
        let now = clock.now
        return TimelineEntry(
            date: now, state: state(for: StoreStatus(shop: SampleShop.shop, isOpen: true, since: nil, version: 0), now: now))
    }

    package func timeline(in context: TimelineContext) async -> Timeline<WidgetState> {
        let now = clock.now
        guard let actions else {
            // Not a local store (Shopify, a snapshot): the status is not read here, and the
            // toggle is shown disabled with the reason — a shop is never written to from here.
            // The header names the source, not a shop this widget never read.
            let shop = Shop(id: context.configuration.shop, name: source.name, currencyCode: Shop.defaultCurrencyCode, timeZone: "UTC")
            var state = WidgetState(shop: shop, range: .today, slots: [], asOf: now)
            state.headline = "Online store"
            state.rows = [WidgetRow("Status not read"), WidgetRow("Local store only")]
            state.controls = [WidgetControl(id: "online", label: "Pause", disabledReason: "acts on a local store only")]
            errors?.set(context.instanceID, nil)
            return Timeline(entries: [TimelineEntry<WidgetState>(date: now, state: state)], policy: .never)
        }
        let state = await storeState(actions, widget: context.instanceID, errors: errors, at: now) { actions in
            self.state(for: try await actions.storeStatus(shop: context.configuration.shop, at: now), now: now)
        }
        return Timeline(
            entries: [TimelineEntry<WidgetState>(date: now, state: state, relevance: KindRelevance.storeStatus(state))], policy: .never)
    }

    package func state(for status: StoreStatus, now: Date) -> WidgetState {
        var state = WidgetState(shop: status.shop, range: .today, slots: [], asOf: now)
        state.headline = "Online store"
        // When it last changed, at the right of the first line where there is room.
        let since = status.since.map { Timestamp.short($0, now: now, locale: locale) }
        state.rows =
            status.isOpen
            ? [WidgetRow("Open", trailing: since), WidgetRow("Taking orders")]
            : [WidgetRow("Paused", trailing: since), WidgetRow("Checkout closed")]
        state.controls = [
            WidgetControl(
                id: "online", label: status.isOpen ? "Open" : "Paused", role: .toggle(isOn: status.isOpen),
                token: "\(status.isOpen ? "open" : "paused")#\(status.version)")
        ]
        return state
    }

    package func intent(for controlID: String, in context: TimelineContext, showing state: WidgetState) -> (any AppIntent)? {
        guard controlID == "online", let actions,
            case .toggle(let isOn)? = state.controls.first(where: { $0.id == "online" })?.role
        else { return nil }
        return SetOnlineStoreIntent(open: !isOn, shop: context.configuration.shop, actions: actions, clock: clock)
    }
}

/// A state read from the shop's store through `read`, or — when the read fails — an error
/// state saying why (also posted for the status line).
func storeState(
    _ actions: any ShopActions, widget: String, errors: ErrorBoard?, at now: Date,
    _ read: (any ShopActions) async throws -> WidgetState
) async -> WidgetState {
    do {
        let state = try await read(actions)
        errors?.set(widget, nil)
        return state
    } catch {
        errors?.set(widget, "\(error)")
        return WidgetState(shop: nil, range: .today, slots: [], asOf: now, presentation: .error("\(error)"))
    }
}
