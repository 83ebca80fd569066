extension DashboardView {
    /// How a placed widget looks on sample data, as the dashboard draws it (with its controls):
    /// for `widgetdeck screen`, the screenshots and the dashboard's golden files.
    public static func sampleState(of widget: PlacedWidget, now: Date, locale: DisplayLocale) -> WidgetState {
        let clock = ManualClock(now)
        if let notice = WidgetKind.notice(for: widget.kind) {
            return WidgetState(shop: SampleShop.shop, range: .today, slots: [], asOf: now, presentation: .deprecated(notice))
        }
        switch widget.kind {
        case WidgetKind.ordersToFulfill.id:
            return OrdersToFulfillProvider(source: SampleSource(), clock: clock, locale: locale).state(for: OrdersToFulfillProvider.sampleQueue(now: now), now: now)
        case WidgetKind.storeStatus.id:
            return StoreStatusProvider(source: SampleSource(), clock: clock, locale: locale)
                .state(for: StoreStatus(shop: SampleShop.shop, isOpen: false, since: now.addingTimeInterval(-5400), version: 1), now: now)
        default:
            var state = SampleShop.state(slots: widget.configuration.slots(capacity: widget.family.metricCapacity), range: widget.configuration.range, now: now, locale: locale)
            state.controls = MetricsTimelineProvider.controls(range: widget.configuration.range, version: 0, asOf: now)
            return state
        }
    }
}
