import WidgetCore

/// A widget extension in the dashboard (`widgetdeck preview --live`): every widget in each of
/// its families — the system ones on the home screen, the accessories on the lock screen — run
/// by widgetdeck's timeline runner through the extension's providers, so entries swap at their
/// dates, reloads spend the refresh budget, and a `Button(intent:)` press performs its intent and
/// reloads the kind.
package enum PreviewDashboard {
    /// The dashboard file and placements for `widgets` of `host`; with `stacks`, the home
    /// screen's widgets of each family in one Smart Stack (named for the family), the one
    /// whose entry is most relevant (its `TimelineEntryRelevance`) in front.
    package static func placements(
        _ widgets: [HostedWidget], host: any WidgetExtension, clock: any TimelineClock, families: [WidgetFamily]? = nil,
        stacks: Bool = false, errors: ErrorBoard,
        reloads: @escaping @Sendable ([String]) -> Void
    ) -> (DashboardFile, [DashboardRunner.Placement]) {
        var placed: [PlacedWidget] = []
        var placements: [DashboardRunner.Placement] = []
        for widget in widgets {
            for family in widget.families where widget.isActivity || (families?.contains(family) ?? true) {
                let id = "\(widget.id)-\(family.rawValue)"
                let configuration = WidgetConfiguration(shop: widget.id, metrics: [])
                // A Live Activity's sheet is a tile of its own size, its states its entries.
                let size = widget.isActivity ? widget.surface.sheetSize : nil
                placed.append(
                    PlacedWidget(
                        id: id, kind: widget.kind, family: family, configuration: configuration,
                        stack: stacks && !family.isAccessory && !widget.isActivity ? family.rawValue : nil, size: size))
                let provider = HostedWidgetProvider(
                    host: host, widget: widget, clock: clock, size: size, errors: errors, onReloadRequest: reloads)
                placements.append(
                    DashboardRunner.Placement(
                        context: TimelineContext(
                            instanceID: id, kind: widget.kind, family: family, size: size, configuration: configuration),
                        provider: HostedStateProvider(provider)))
            }
        }
        return (DashboardFile(source: .demo, budget: BudgetSettings(), widgets: placed), placements)
    }
}
