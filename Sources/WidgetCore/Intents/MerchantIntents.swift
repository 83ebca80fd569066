/// Steps a metric widget to its next date range (today → 7 days → 30 days → today): a change of
/// that instance's configuration, persisted in the dashboard's state store.
package struct CycleRangeIntent: AppIntent {
    package var next: DateRange
    package var store: any DashboardStateStore

    package init(next: DateRange, store: any DashboardStateStore) {
        self.next = next
        self.store = store
    }

    package var title: String { "Show \(next.title.lowercased())" }
    package var parameters: [(String, String)] { [("range", next.rawValue)] }

    package func perform(_ invocation: IntentInvocation) async throws -> IntentOutcome {
        let (message, settings) = try store.setRange(next, for: invocation.widgetID, invocation: invocation)
        return IntentOutcome(message, settings: settings)
    }

    /// The range after `range`.
    package static func next(after range: DateRange) -> DateRange {
        let all = DateRange.allCases
        return all[(all.firstIndex(of: range)! + 1) % all.count]
    }
}

/// Asks the source again for a metric widget's figures, past the one-minute cache (two widgets
/// refreshing the same figures still share one request).
package struct RefreshIntent: AppIntent {
    package var loader: WidgetLoader
    package var configuration: WidgetConfiguration
    package var capacity: Int
    package var clock: any TimelineClock

    package init(loader: WidgetLoader, configuration: WidgetConfiguration, capacity: Int, clock: any TimelineClock) {
        self.loader = loader
        self.configuration = configuration
        self.capacity = capacity
        self.clock = clock
    }

    package var title: String { "Refresh" }
    package var parameters: [(String, String)] {
        [("metrics", configuration.requestedMetrics(capacity: capacity).map(\.id).joined(separator: ","))]
    }

    package func perform(_ invocation: IntentInvocation) async throws -> IntentOutcome {
        let result = await loader.load(configuration, capacity: capacity, now: clock.now, bypassCache: true, widget: invocation.widgetID)
        if let error = result.error { throw IntentFailure(error.message) }
        return IntentOutcome("Refreshed")
    }
}

/// Marks the oldest order waiting fulfilled, in the store.
package struct FulfillNextIntent: AppIntent {
    package var shop: String
    package var actions: any ShopActions
    package var clock: any TimelineClock

    package init(shop: String, actions: any ShopActions, clock: any TimelineClock) {
        self.shop = shop
        self.actions = actions
        self.clock = clock
    }

    package var title: String { "Fulfill next" }
    package var affectedMetrics: Set<String> { [MetricID.ordersToFulfill.rawValue] }
    package var parameters: [(String, String)] { [("shop", shop)] }

    package func perform(_ invocation: IntentInvocation) async throws -> IntentOutcome {
        IntentOutcome(try await actions.fulfillNext(shop: shop, invocation: invocation, at: clock.now))
    }
}

/// Opens or pauses the online store, in the store.
package struct SetOnlineStoreIntent: AppIntent {
    package var open: Bool
    package var shop: String
    package var actions: any ShopActions
    package var clock: any TimelineClock

    package init(open: Bool, shop: String, actions: any ShopActions, clock: any TimelineClock) {
        self.open = open
        self.shop = shop
        self.actions = actions
        self.clock = clock
    }

    package var title: String { open ? "Open the online store" : "Pause the online store" }
    package var parameters: [(String, String)] { [("shop", shop), ("open", open ? "true" : "false")] }

    package func perform(_ invocation: IntentInvocation) async throws -> IntentOutcome {
        IntentOutcome(try await actions.setOnlineStore(open: open, shop: shop, invocation: invocation, at: clock.now))
    }
}
