/// Steps a metric widget to its next date range (today → 7 days → 30 days → today): a change of
/// that instance's configuration, persisted in the dashboard's state store.
public struct CycleRangeIntent: AppIntent {
    public var next: DateRange
    public var store: any DashboardStateStore

    public init(next: DateRange, store: any DashboardStateStore) {
        self.next = next
        self.store = store
    }

    public var title: String { "Show \(next.title.lowercased())" }
    public var parameters: [(String, String)] { [("range", next.rawValue)] }

    public func perform(_ invocation: IntentInvocation) async throws -> IntentOutcome {
        let (message, settings) = try store.setRange(next, for: invocation.widgetID, invocation: invocation)
        return IntentOutcome(message, settings: settings)
    }

    /// The range after `range`.
    public static func next(after range: DateRange) -> DateRange {
        let all = DateRange.allCases
        return all[(all.firstIndex(of: range)! + 1) % all.count]
    }
}

/// Asks the source again for a metric widget's figures, past the one-minute cache (two widgets
/// refreshing the same figures still share one request).
public struct RefreshIntent: AppIntent {
    public var loader: WidgetLoader
    public var configuration: WidgetConfiguration
    public var capacity: Int
    public var clock: any TimelineClock

    public init(loader: WidgetLoader, configuration: WidgetConfiguration, capacity: Int, clock: any TimelineClock) {
        self.loader = loader
        self.configuration = configuration
        self.capacity = capacity
        self.clock = clock
    }

    public var title: String { "Refresh" }
    public var parameters: [(String, String)] {
        [("metrics", configuration.requestedMetrics(capacity: capacity).map(\.id).joined(separator: ","))]
    }

    public func perform(_ invocation: IntentInvocation) async throws -> IntentOutcome {
        let result = await loader.load(configuration, capacity: capacity, now: clock.now, bypassCache: true, widget: invocation.widgetID)
        if let error = result.error { throw IntentFailure(error.message) }
        return IntentOutcome("Refreshed")
    }
}

/// Marks the oldest order waiting fulfilled, in the store.
public struct FulfillNextIntent: AppIntent {
    public var shop: String
    public var actions: any ShopActions
    public var clock: any TimelineClock

    public init(shop: String, actions: any ShopActions, clock: any TimelineClock) {
        self.shop = shop
        self.actions = actions
        self.clock = clock
    }

    public var title: String { "Fulfill next" }
    public var affectedMetrics: Set<String> { [MetricID.ordersToFulfill.rawValue] }
    public var parameters: [(String, String)] { [("shop", shop)] }

    public func perform(_ invocation: IntentInvocation) async throws -> IntentOutcome {
        IntentOutcome(try await actions.fulfillNext(shop: shop, invocation: invocation, at: clock.now))
    }
}

/// Opens or pauses the online store, in the store.
public struct SetOnlineStoreIntent: AppIntent {
    public var open: Bool
    public var shop: String
    public var actions: any ShopActions
    public var clock: any TimelineClock

    public init(open: Bool, shop: String, actions: any ShopActions, clock: any TimelineClock) {
        self.open = open
        self.shop = shop
        self.actions = actions
        self.clock = clock
    }

    public var title: String { open ? "Open the online store" : "Pause the online store" }
    public var parameters: [(String, String)] { [("shop", shop), ("open", open ? "true" : "false")] }

    public func perform(_ invocation: IntentInvocation) async throws -> IntentOutcome {
        IntentOutcome(try await actions.setOnlineStore(open: open, shop: shop, invocation: invocation, at: clock.now))
    }
}
