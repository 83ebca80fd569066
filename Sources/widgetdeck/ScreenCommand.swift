#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetDrawing
import WidgetSystem
import WidgetTerminal

/// `widgetdeck screen [--page home|lock|gallery] [--size COLSxROWS] [--format …] [--now …]
/// [--source SRC] [--shop ID] [--lint]`: the dashboard's screen printed headless, with the
/// standard dashboard's widgets on the demo shop — or on `--source`'s figures — as the dashboard
/// would show them at `--now`, for docs and reviews; with `--lint`,
/// what each page cuts at that size instead.
func runScreen(_ arguments: [String], platform: Platform) async throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: .screen)
    try rejectPositionals(parsed, command: "screen")
    let page = try choice(parsed["page"], option: "page", allowed: ["home", "lock", "gallery"], default: DashboardPage.home) { text in
        switch text {
        case "home": .home
        case "lock": .lock
        case "gallery": .gallery
        default: nil
        }
    }
    let size = try parsed["size"].map(RenderOptions.size) ?? Size(width: 120, height: 40)
    if parsed.has("lint") {
        // Every page unless one was asked for: one line per cut, then the notes; exit 1 on a cut.
        var cuts: [String] = [], notes: [String] = []
        for shown in parsed["page"] == nil ? DashboardPage.allCases : [page] {
            let screen = try await screenView(parsed, page: shown, platform: platform)
            let (findings, deliberate) = WidgetLint().screenFindings(screen.view.render(size: size).buffer)
            func line(_ finding: WidgetLint.Finding) -> String {
                "\(shown.rawValue) · \(size.width)x\(size.height) · at \(finding.at.x),\(finding.at.y) · \(finding.rule): \(finding.message)"
            }
            cuts += findings.map(line)
            notes += deliberate.map(line)
        }
        write((cuts + notes.map { "note: " + $0 }).map { $0 + "\n" }.joined())
        return cuts.isEmpty ? .ok : .findings
    }
    let screen = try await screenView(parsed, page: page, platform: platform)
    let options = screen.options
    if options.describes {
        let context = RenderContext(now: options.now, locale: options.locale)
        write(screen.view.tiles.map { "\($0.id): \($0.family.describe($0.state, context: context))" }.joined(separator: "\n") + "\n")
        return .ok
    }
    write(options.encode(screen.view.render(size: size).buffer))
    return .ok
}

/// The dashboard's `page` as `screen`'s options ask for it: the standard widgets on the
/// source's figures (the demo shop by default, as the dashboard), a device's sizes, the focus,
/// the lock.
private func screenView(_ parsed: Arguments, page: DashboardPage, platform: Platform) async throws -> (view: DashboardView, options: RenderOptions) {
    // `--size` is the screen's here, not a widget's: it goes with `--device`.
    let options = try RenderOptions(parsed.without("size"), environment: platform.environment)
    let locale = options.locale
    let widgets = DashboardFile.standard.widgets.filter { page == .lock ? $0.family.isAccessory : !$0.family.isAccessory }
    var tiles: [DashboardView.Tile] = []
    let locked = !parsed.has("unlocked")
    var sourceName = "demo"
    // The dashboard's figures: its default source (the demo shop) unless --source says
    // otherwise — never invented ones under a status line that names a source. The gallery
    // page shows every state, which is sample data there as in the dashboard.
    if page != .gallery {
        let source = try options.data.source.makeSource(environment: platform.environment, locale: locale)
        sourceName = source.name
        let errors = ErrorBoard()
        let loader = WidgetLoader(source: source, cache: MetricsCache.shared(environment: platform.environment), locale: locale)
        let providers = WidgetProviders(loader: loader, clock: ManualClock(options.now), errors: errors)
        // Every widget asks at once, each within its source's deadline: against a throttled
        // shop the screen waits one deadline, not one per widget (five in a row took 45 s).
        let shop = options.shop
        let states = await withTaskGroup(of: (Int, WidgetState).self) { group in
            for (i, widget) in widgets.enumerated() {
                group.addTask { (i, await DashboardView.liveState(of: widget, shop: shop, providers: providers)) }
            }
            var states: [Int: WidgetState] = [:]
            for await (i, state) in group { states[i] = state }
            return states
        }
        tiles = widgets.enumerated().map { i, widget in DashboardView.Tile(id: widget.id, family: widget.family, state: states[i]!) }
        // Each widget shows its own failure; a source that gave nothing to any metrics widget
        // (a wrong --shop, an unreadable file) is an error, as for render.
        let failures = widgets.compactMap { errors.error(for: $0.id) }
        let metricsWidgets = widgets.filter { WidgetKind.canonical($0.kind) == WidgetKind.metrics.id }
        if !metricsWidgets.isEmpty, metricsWidgets.allSatisfy({ errors.error(for: $0.id) != nil }) {
            // A snapshot file not published yet is missing input (66), as for render.
            var missing = false
            if case .snapshot(let path) = options.data.source { missing = !FileIO.exists(path) }
            throw CommandError(message: failures.first ?? "no figures", status: missing ? .noInput : .dataError)
        }
        Set(failures).sorted().forEach { complain("warning: \($0)") }
    }
    if page == .gallery, let first = widgets.first {
        // The dashboard's gallery: the first widget in every family, a band for each state.
        tiles = DashboardModel.galleryStates.flatMap { preview in
            WidgetFamily.allCases.map { family in
                DashboardView.Tile(id: "\(preview.rawValue)-\(family.rawValue)", family: family,
                                   state: preview.state(slots: first.configuration.slots(capacity: family.metricCapacity),
                                                        range: first.configuration.range, now: options.now, locale: locale),
                                   group: "state: \(preview.rawValue)")
            }
        }
    }
    // A locked lock screen hides private widgets' values, as the dashboard does until `u`.
    for (i, widget) in widgets.enumerated() where i < tiles.count && page == .lock {
        tiles[i].state.redactsValues = locked && widget.configuration.isPrivate
    }
    if let device = options.device {
        for i in tiles.indices { tiles[i].size = device.size(tiles[i].family) }
    }
    let focus = parsed["focus"].flatMap(Int.init) ?? 0
    let view = DashboardView(page: page, tiles: tiles, focus: page == .gallery ? nil : focus,
                             status: page == .gallery ? "gallery · every state (s: next, now live) · theme \(options.theme.name) (t) · PgUp/PgDn scroll"
                                : "\(tiles.first?.id ?? "") · \(sourceName) · data just now · budget 70 left" + (page == .lock ? (locked ? " · locked (u)" : " · unlocked (u)") : ""),
                             galleryCaption: "Gallery: \(widgets.first?.id ?? "") in every family and state · theme \(options.theme.name) (t)",
                             context: RenderContext(now: options.now, locale: locale))
    return (view, options)
}
