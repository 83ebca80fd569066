#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetCore
import WidgetDrawing
import WidgetFormats
import WidgetSystem

/// The dashboard's screen without a terminal (`widgetdeck screen`): the standard dashboard's
/// widgets on a source's figures — the demo shop by default, as the dashboard — as it would
/// show them at a moment, for docs, reviews and `--lint`.
///
/// ```swift
/// let screen = try await HeadlessScreen(page: .home, source: .demo, now: now, locale: locale, environment: environment, clock: SystemClock()).view()
/// print(screen.view.render(size: Size(width: 120, height: 40)).buffer.plainText)
/// ```
package struct HeadlessScreen: Sendable {
    package var page: DashboardPage
    package var source: SourceSpec
    /// The shop shown (`default`: the source's only one).
    package var shop = "default"
    package var now: Date
    package var locale: DisplayLocale
    package var themeName = "dark"
    /// A device's widget sizes, instead of the families' own.
    package var device: DevicePreset?
    /// The focused widget's index (none on the gallery page).
    package var focus = 0
    /// Whether the lock screen is locked: private widgets' values hidden, as until `u`.
    package var isLocked = true
    package var environment: [String: String]
    /// The wall clock: when remote answers are kept and how old a kept one is (`now` is the
    /// moment drawn, which may be another).
    package var clock: any TimelineClock

    package init(
        page: DashboardPage, source: SourceSpec, now: Date, locale: DisplayLocale, environment: [String: String], clock: any TimelineClock
    ) {
        self.clock = clock
        self.page = page
        self.source = source
        self.now = now
        self.locale = locale
        self.environment = environment
    }

    /// The screen, and a warning per failure some widget shows (each also drawn in its widget).
    ///
    /// - Throws: ``SetupError``: a source that cannot be opened, or that gave no metrics
    ///   widget any figures — a wrong shop, an unreadable file (65), a snapshot not yet
    ///   published (66).
    package func view() async throws(SetupError) -> (view: DashboardView, warnings: [String]) {
        let widgets = DashboardFile.standard.widgets.filter { page == .lock ? $0.family.isAccessory : !$0.family.isAccessory }
        var tiles: [DashboardView.Tile] = []
        var warnings: [String] = []
        var sourceName = "demo"
        // The dashboard's figures: its default source (the demo shop) unless told otherwise —
        // never invented ones under a status line that names a source. The gallery page shows
        // the first widget's own figures in its live band, as the dashboard's gallery does, and
        // sample data in the other states.
        let shown = page == .gallery ? Array(widgets.prefix(1)) : widgets
        do {
            let widgets = shown
            let opened = try source.open(environment: environment, locale: locale, clock: clock)
            sourceName = opened.metrics.name
            let errors = ErrorBoard()
            let loader = WidgetLoader(
                source: opened.metrics, cache: MetricsCache.shared(environment: environment, clock: clock), locale: locale)
            let providers = WidgetProviders(
                loader: loader, actions: opened.actions, shopifyQL: opened.shopifyQL, clock: ManualClock(now), errors: errors)
            // Every widget asks at once, each within its source's deadline: against a throttled
            // shop the screen waits one deadline, not one per widget (five in a row took 45 s).
            let shop = self.shop
            let states = await withTaskGroup(of: (Int, WidgetState).self) { group in
                for (i, widget) in widgets.enumerated() {
                    group.addTask { (i, await DashboardView.liveState(of: widget, shop: shop, providers: providers)) }
                }
                var states: [Int: WidgetState] = [:]
                for await (i, state) in group { states[i] = state }
                return states
            }
            tiles = widgets.enumerated().map { i, widget in DashboardView.Tile(id: widget.id, family: widget.family, state: states[i]!) }
            // Each widget shows its own failure; a source that gave nothing to any metrics
            // widget is an error, as for render.
            let failures = widgets.compactMap { errors.error(for: $0.id) }
            let metricsWidgets = widgets.filter { WidgetKind.canonical($0.kind) == WidgetKind.metrics.id }
            if !metricsWidgets.isEmpty, metricsWidgets.allSatisfy({ errors.error(for: $0.id) != nil }) {
                // A snapshot file not published yet is missing input (66), as for render.
                var missing = false
                if case .snapshot(let path) = source { missing = !FileIO.exists(path) }
                throw SetupError(missing ? .missingInput : .badData, failures.first ?? "no figures")
            }
            warnings = Set(failures).sorted().map { "warning: \($0)" }
        }
        if page == .gallery, let first = widgets.first, let live = tiles.first?.state {
            // The dashboard's gallery: the first widget in every family, a band for each state.
            let context = RenderContext(now: now, locale: locale)
            tiles = DashboardModel.galleryStates.flatMap { preview in
                DashboardModel.galleryBand(
                    of: DashboardModel.Widget(first), in: preview, live: live, placeholder: nil, sample: nil, context: context)
            }
        }
        // A locked lock screen hides private widgets' values, as the dashboard does until `u`.
        for (i, widget) in widgets.enumerated() where i < tiles.count && page == .lock {
            tiles[i].state.redactsValues = isLocked && widget.configuration.isPrivate
        }
        if let device {
            for i in tiles.indices { tiles[i].size = device.size(tiles[i].family) }
        }
        let status =
            page == .gallery
            ? "gallery · every state (s: next, now live) · theme \(themeName) (t) · PgUp/PgDn scroll"
            : "\(tiles.first?.id ?? "") · \(sourceName) · data just now · budget 70 left"
                + (page == .lock ? (isLocked ? " · locked (u)" : " · unlocked (u)") : "")
        let view = DashboardView(
            page: page, tiles: tiles, focus: page == .gallery ? nil : focus, status: status,
            galleryCaption: "Gallery: \(widgets.first?.id ?? "") in every family and state · theme \(themeName) (t)",
            context: RenderContext(now: now, locale: locale))
        return (view, warnings)
    }
}
