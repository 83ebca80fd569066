#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

extension DashboardView {
    /// How a placed widget looks on sample data, as the dashboard draws it (with its controls):
    /// for `widgetdeck screen`, the screenshots and the dashboard's golden files.
    package static func sampleState(of widget: PlacedWidget, now: Date, locale: DisplayLocale) -> WidgetState {
        let clock = ManualClock(now)
        if let notice = WidgetKind.notice(for: widget.kind) {
            return WidgetState(shop: nil, range: .today, slots: [], asOf: now, presentation: .deprecated(notice))
        }
        switch widget.kind {
        case WidgetKind.ordersToFulfill.id:
            return OrdersToFulfillProvider(source: SampleSource(), clock: clock, locale: locale).state(
                for: OrdersToFulfillProvider.sampleQueue(now: now), now: now)
        case WidgetKind.storeStatus.id:
            return StoreStatusProvider(source: SampleSource(), clock: clock, locale: locale)
                .state(for: StoreStatus(shop: SampleShop.shop, isOpen: false, since: now.addingTimeInterval(-5400), version: 1), now: now)
        default:
            var state = SampleShop.state(
                slots: widget.configuration.slots(capacity: widget.family.metricCapacity), range: widget.configuration.range, now: now,
                locale: locale)
            state.controls = MetricsTimelineProvider.controls(range: widget.configuration.range, version: 0, asOf: now)
            return state
        }
    }
}

extension DashboardView {
    /// What `widget` shows from a source at its providers' clock, in `shop`: the entry in force
    /// of its kind's timeline, with the controls the dashboard draws. A failure is an error state
    /// (and posted on `providers.errors`), as the dashboard shows it.
    package static func liveState(of widget: PlacedWidget, shop: String, providers: WidgetProviders) async -> WidgetState {
        var configuration = widget.configuration
        configuration.shop = shop
        let context = TimelineContext(instanceID: widget.id, kind: widget.kind, family: widget.family, configuration: configuration)
        let provider = providers.provider(for: widget.kind)
        let timeline = await provider.timeline(in: context)
        let now = providers.clock.now
        var state = (timeline.entries.last { $0.date <= now } ?? timeline.entries.first)?.state ?? provider.placeholder(in: context).state
        if WidgetKind.canonical(widget.kind) == WidgetKind.metrics.id, state.controls.isEmpty,
            !configuration.isEmpty(capacity: widget.family.metricCapacity)
        {
            state.controls = MetricsTimelineProvider.controls(range: configuration.range, version: 0, asOf: state.asOf)
        }
        return state
    }
}
