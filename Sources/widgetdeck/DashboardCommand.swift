/// `widgetdeck [--config FILE] [--source …] [--theme NAME] [--log FILE] [--analytics FILE]`: the dashboard;
/// `widgetdeck play FILE`: a timeline file played in it.
func runDashboard(_ arguments: [String], platform: Platform, playing timelineFile: String? = nil) throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: timelineFile == nil ? .dashboard : .play)
    try rejectPositionals(parsed, command: timelineFile == nil ? nil : "play")
    guard platform.standardOutputIsTerminal, platform.standardInputIsTerminal else {
        throw CommandError(message: "the dashboard needs a terminal, and standard \(platform.standardOutputIsTerminal ? "input" : "output") is not one; to print widgets use: widgetdeck gallery, or widgetdeck render --family large", status: .unavailable)
    }
    let term = platform.environment["TERM"] ?? ""
    if term.isEmpty || term == "dumb" {
        throw CommandError(message: "TERM=\(term.isEmpty ? "(unset)" : term) cannot draw the dashboard; use a terminal such as xterm-256color, or print widgets with: widgetdeck gallery", status: .unavailable)
    }
    var dashboard = DashboardFile.standard
    let configPath = parsed["config"] ?? FileIO.userDirectory(.config, environment: platform.environment) + "/dashboard.json"
    if parsed["config"] != nil || FileIO.exists(configPath) {
        do {
            let (loaded, warnings) = try DashboardFile.parse(try FileIO.read(configPath), file: configPath)
            for warning in warnings { complain("warning: \(configPath): \(warning)") }
            dashboard = loaded
        } catch let error as FileError {
            throw CommandError(message: "\(error)", status: error.isMissing ? .noInput : .dataError)
        } catch {
            throw CommandError(message: "\(error)", status: .dataError)
        }
    }
    let data = try DataOptions(parsed)
    if parsed["source"] != nil || parsed["snapshot"] != nil { dashboard.source = data.source }
    let locale = DisplayLocale.viewer(environment: platform.environment)
    var options = data
    options.source = dashboard.source
    let source = try options.makeSource(environment: platform.environment, locale: locale)
    var log: EventLog?
    if let file = parsed["log"] {
        do { log = try EventLog(path: file) } catch { throw CommandError(message: "--log: \(error)", status: .cantCreate) }
    }
    let first = try RenderOptions.loadTheme(parsed["theme"] ?? dashboard.theme)
    let themes = [first] + Theme.builtInNames.compactMap(Theme.builtIn).filter { $0.name != first.name }
    let clock = SystemClock()
    let errors = ErrorBoard()
    let loader = WidgetLoader(source: source, cache: DataOptions.cache(environment: platform.environment), locale: locale, log: log)
    // What the dashboard remembers between runs: ranges picked in widgets, intents performed,
    // the widgets placed last time (for lifecycle analytics).
    let statePath = DashboardState.defaultPath(environment: platform.environment)
    // Without it (a read-only home) the dashboard still runs: no range picker, no lifecycle log.
    let state: DashboardState? = {
        do { return try DashboardState(path: statePath) } catch {
            complain("warning: the dashboard's state store \(statePath) cannot be opened (\(error)); picked ranges and lifecycle events are off")
            return nil
        }
    }()
    let analyticsPath = parsed["analytics"] ?? FileIO.userDirectory(.state, environment: platform.environment) + "/analytics.jsonl"
    var analytics: EventLog?
    do { analytics = try EventLog(path: analyticsPath) } catch {
        // Asked for by name: its failure stops the start; the default one only turns it off.
        if parsed["analytics"] != nil { throw CommandError(message: "--analytics: \(error)", status: .cantCreate) }
        complain("warning: \(analyticsPath): \(error); lifecycle events are off")
    }
    let providers = WidgetProviders(loader: loader, clock: clock, errors: errors, settings: state)
    /// Each placed widget with its kind's provider; a range picked in the widget outlives the run.
    @Sendable func makePlacements(_ dashboard: DashboardFile) -> [TimelineRunner.Placement] {
        dashboard.widgets.map { widget in
            var configuration = widget.configuration
            if let range = try? state?.settings(for: widget.id).range { configuration.range = range }
            let context = TimelineContext(instanceID: widget.id, kind: widget.kind, family: widget.family, configuration: configuration)
            let provider = providers.provider(for: widget.kind)
            return TimelineRunner.Placement(context: context, provider: provider)
        }
    }
    var placements: [TimelineRunner.Placement]
    if let timelineFile {
        let timeline: Timeline
        do {
            timeline = try TimelineFile.parse(try FileIO.read(timelineFile), file: timelineFile)
        } catch let error as FileError {
            throw CommandError(message: "\(error)", status: error.isMissing ? .noInput : .dataError)
        } catch {
            throw CommandError(message: "\(error)", status: .dataError)
        }
        let families: [WidgetFamily] = [.large, .medium, .small, .accessoryCircular, .accessoryRectangular, .accessoryInline]
        dashboard.widgets = families.map { PlacedWidget(id: "play-\($0.rawValue)", family: $0, configuration: WidgetConfiguration(metrics: [])) }
        placements = dashboard.widgets.map { widget in
            TimelineRunner.Placement(context: TimelineContext(instanceID: widget.id, kind: "metrics", family: widget.family, configuration: widget.configuration),
                                     provider: ScriptedProvider(timeline: timeline))
        }
    } else {
        placements = makePlacements(dashboard)
    }
    // An edit of the dashboard file while it runs is applied at once (the source stays the one
    // it started with; warnings are not printed over the screen).
    let sourceOverride = parsed["source"] != nil || parsed["snapshot"] != nil
    let reload: @Sendable () throws -> (DashboardFile, [TimelineRunner.Placement]) = {
        var (edited, _) = try DashboardFile.parse(try FileIO.read(configPath), file: configPath)
        if sourceOverride { edited.source = data.source }
        return (edited, makePlacements(edited))
    }
    let trapAfter = platform.environment["WIDGETDECK_TEST_TRAP_AFTER"].flatMap(Double.init)
    let session = DashboardSession.Configuration(
        file: dashboard, placements: placements, sourceName: timelineFile.map { "timeline \($0)" } ?? source.name, themes: themes,
        locale: locale, log: log, errors: errors, state: state,
        lifecycle: timelineFile == nil ? state.flatMap { state in analytics.map { LifecycleTracker(state: state, log: $0, derivedIDs: Set(dashboard.widgets.filter { !$0.hasStableID }.map(\.id)), failures: errors) } } : nil)
    var appConfiguration = DashboardApp.Configuration(session: session, depth: platform.colorDepth, trapAfter: trapAfter)
    if timelineFile == nil {
        appConfiguration.watchedFile = configPath
        appConfiguration.reload = reload
    }
    let app = DashboardApp(appConfiguration)
    do {
        return try app.run() == 0 ? .ok : .software
    } catch {
        throw CommandError(message: "\(error)", status: .unavailable)
    }
}
