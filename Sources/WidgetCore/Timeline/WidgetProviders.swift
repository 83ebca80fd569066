/// Which provider serves a widget kind: the one place a kind id becomes a provider, for the
/// dashboard and for `render --kind`.
package struct WidgetProviders: Sendable {
    package var source: any MetricsSource
    /// What the source can do besides answering queries, as the composition root opened it:
    /// the local store's actions, ShopifyQL. Given to the providers that use them.
    package var actions: (any ShopActions)?
    package var shopifyQL: (any ShopifyQLAnswering)?
    package var loader: WidgetLoader
    package var clock: any TimelineClock
    package var errors: ErrorBoard?
    /// Where ranges picked in metric widgets are kept; without it they have no range picker.
    package var settings: (any DashboardStateStore)?
    /// When metrics widgets ask again (for a dashboard: paced to its budget, ``RefreshCadence/paced(for:)``).
    package var cadence: RefreshCadence

    package init(
        loader: WidgetLoader, actions: (any ShopActions)? = nil, shopifyQL: (any ShopifyQLAnswering)? = nil, clock: any TimelineClock,
        errors: ErrorBoard? = nil, settings: (any DashboardStateStore)? = nil, cadence: RefreshCadence = .standard
    ) {
        source = loader.source
        self.actions = actions
        self.shopifyQL = shopifyQL
        self.loader = loader
        self.clock = clock
        self.errors = errors
        self.settings = settings
        self.cadence = cadence
    }

    /// The provider of `kind`: a notice for a retired or unknown one, never nothing.
    package func provider(for kind: String) -> any TimelineProvider<WidgetState> {
        if let notice = WidgetKind.notice(for: kind) { return NoticeProvider(notice: notice, clock: clock) }
        switch WidgetKind.canonical(kind) {
        case WidgetKind.ordersToFulfill.id:
            return OrdersToFulfillProvider(
                source: source, actions: actions, clock: clock, locale: loader.locale, cadence: cadence, errors: errors)
        case WidgetKind.storeStatus.id:
            return StoreStatusProvider(source: source, actions: actions, clock: clock, locale: loader.locale, errors: errors)
        case WidgetKind.query.id:
            return QueryMetricProvider(shopifyQL: shopifyQL, sourceName: source.name, clock: clock, cadence: cadence, errors: errors)
        default: return MetricsTimelineProvider(loader: loader, clock: clock, cadence: cadence, errors: errors, settings: settings)
        }
    }
}
