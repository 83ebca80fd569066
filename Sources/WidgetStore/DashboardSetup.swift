#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats
import WidgetDrawing
import WidgetSystem

/// Everything a dashboard needs, made from what the user asked for: the dashboard file (or the
/// standard dashboard), its source, the shared cache, the event and analytics logs, the state
/// kept between runs, each widget's provider — or, for `play`, a timeline file in every family
/// (``init(playing:environment:clock:)``), which needs none of the file, the source, the state
/// or the analytics. The executable parses the command line into ``Options`` or ``PlayOptions``
/// and hands the result to the terminal.
package struct DashboardSetup: Sendable {
    /// What the user asked the dashboard for.
    package struct Options: Sendable {
        /// The dashboard file (`--config`); `nil`: the user's, if there is one.
        package var configPath: String?
        /// A source instead of the file's (`--source`, `--snapshot`).
        package var source: SourceSpec?
        /// A theme instead of the file's (`--theme`).
        package var theme: String?
        /// Where to append request events (`--log`).
        package var log: String?
        /// Where to append lifecycle events (`--analytics`); `nil`: the default file, if it
        /// can be written.
        package var analytics: String?
        /// `--token-file` and `--api-version` for the `shopify:` source the file names.
        package var shopifyTokenFile: String?
        package var shopifyAPIVersion: String?

        package init(
            configPath: String? = nil, source: SourceSpec? = nil, theme: String? = nil, log: String? = nil, analytics: String? = nil
        ) {
            self.configPath = configPath
            self.source = source
            self.theme = theme
            self.log = log
            self.analytics = analytics
        }
    }

    /// What the user asked `play` for: a timeline file in every family.
    package struct PlayOptions: Sendable {
        /// The timeline file (`play FILE`).
        package var timeline: String
        /// The dashboard file whose theme and budget play keeps (`--config`); `nil`: the
        /// user's, if there is one.
        package var configPath: String?
        /// A theme instead of the file's (`--theme`).
        package var theme: String?
        /// Where to append request events (`--log`).
        package var log: String?

        package init(timeline: String, configPath: String? = nil, theme: String? = nil, log: String? = nil) {
            self.timeline = timeline
            self.configPath = configPath
            self.theme = theme
            self.log = log
        }
    }

    /// The session to run.
    package var session: DashboardSession.Configuration
    /// What the user should read before the screen takes over (a file's warnings, a state store
    /// that could not be opened).
    package var warnings: [String]
    /// The dashboard file to watch while the dashboard runs (none for `play`).
    package var watchedFile: String?
    /// Reads the watched file again and places its widgets: applied on an edit.
    package var reload: (@Sendable () throws -> (DashboardFile, [DashboardRunner.Placement]))?
    /// Where imports and publishes announce changed figures (none for `play`).
    package var changeNotices: ChangeNotices?

    /// Makes the dashboard `options` describe, in `environment`, on `clock`.
    ///
    /// - Throws: ``SetupError``: a missing (66) or unusable (65) dashboard or theme file, a
    ///   wrong source or theme name (64), a log that cannot be written (73).
    package init(_ options: Options, environment: [String: String], clock: any TimelineClock) throws(SetupError) {
        var warnings: [String] = []
        let configPath = options.configPath ?? FileIO.userDirectory(.config, environment: environment) + "/dashboard.json"
        var file = try Self.dashboardFile(
            configPath, asked: options.configPath != nil, environment: environment, now: clock.now, warnings: &warnings)
        if let source = options.source { file.source = source }
        if options.shopifyTokenFile != nil || options.shopifyAPIVersion != nil {
            guard case .shopify(var spec) = file.source else {
                throw SetupError(
                    .usage,
                    "--\(options.shopifyTokenFile != nil ? "token-file" : "api-version") is for a shopify: source; the dashboard reads \(file.source)"
                )
            }
            spec.tokenFile = options.shopifyTokenFile ?? spec.tokenFile
            spec.apiVersion = options.shopifyAPIVersion ?? spec.apiVersion
            file.source = .shopify(spec)
        }
        let locale = DisplayLocale.viewer(environment: environment)
        let opened = try file.source.open(environment: environment, locale: locale, clock: clock)
        let source = opened.metrics
        let log = try Self.eventLog(options.log)
        let themes = try Self.themes(first: options.theme ?? file.theme)
        let errors = ErrorBoard()
        let cache = MetricsCache.shared(environment: environment, clock: clock)
        let loader = WidgetLoader(source: source, cache: cache, locale: locale, log: log)
        // What the dashboard remembers between runs: ranges picked in widgets, intents performed,
        // the widgets placed last time. Without it (a read-only home) the dashboard still runs:
        // no range picker, no lifecycle log.
        let statePath = DashboardState.defaultPath(environment: environment)
        var state: DashboardState?
        do { state = try DashboardState(path: statePath, clock: clock) } catch {
            warnings.append(
                "warning: the dashboard's state store \(statePath) cannot be opened (\(error)); picked ranges and lifecycle events are off")
        }
        let analyticsPath = options.analytics ?? FileIO.userDirectory(.state, environment: environment) + "/analytics.jsonl"
        var analytics: EventLog?
        do { analytics = try EventLog(path: analyticsPath) } catch {
            // Asked for by name: its failure stops the start; the default one only turns it off.
            if options.analytics != nil { throw SetupError(.cannotWrite, "--analytics: \(error)") }
            warnings.append("warning: \(analyticsPath): \(error); lifecycle events are off")
        }
        let providers = WidgetProviders(
            loader: loader, actions: opened.actions, shopifyQL: opened.shopifyQL, clock: clock, errors: errors, settings: state,
            cadence: RefreshCadence.standard.paced(for: file.budget).phased())
        let settings = state
        /// Each placed widget with its kind's provider; a range picked in the widget outlives the
        /// run, read back from the state store once, as the widget is placed.
        @Sendable func placements(_ file: DashboardFile) -> [DashboardRunner.Placement] {
            file.widgets.map { widget in
                var configuration = widget.configuration
                let kept = (try? settings?.settings(for: widget.id)) ?? WidgetSettings()
                if let range = kept.range { configuration.range = range }
                let context = TimelineContext(
                    instanceID: widget.id, kind: widget.kind, family: widget.family, configuration: configuration,
                    settingsVersion: kept.version)
                return DashboardRunner.Placement(context: context, provider: providers.provider(for: widget.kind))
            }
        }
        // An edit of the dashboard file while it runs is applied at once (the source stays the
        // one it started with; warnings are not printed over the screen).
        let override = options.source
        watchedFile = configPath
        changeNotices = ChangeNotices(path: ChangeNotices.defaultPath(environment: environment))
        reload = {
            var (edited, _) = try DashboardFile.parse(
                try FileIO.read(configPath), file: configPath, defaultStore: Store.defaultPath(environment: environment), now: clock.now)
            if let override { edited.source = override }
            return (edited, placements(edited))
        }
        let derived = Set(file.widgets.filter { !$0.hasStableID }.map(\.id))
        let lifecycle = state.flatMap { state in
            analytics.map { LifecycleTracker(state: state, log: $0, derivedIDs: derived, failures: errors) }
        }
        session = DashboardSession.Configuration(
            file: file, placements: placements(file), sourceName: source.name, themes: themes, locale: locale, log: log,
            errors: errors, lifecycle: lifecycle, cache: cache, ledger: state)
        self.warnings = warnings
    }

    /// Makes `play`: the timeline file in every family but extra large, each widget replaying
    /// it on `clock` under the runner's policies — the dashboard file's theme and budget, but
    /// no source, no state, nothing remembered.
    ///
    /// - Throws: ``SetupError``: a missing (66) or unusable (65) timeline or theme file, a
    ///   wrong theme name (64), a log that cannot be written (73).
    package init(playing options: PlayOptions, environment: [String: String], clock: any TimelineClock) throws(SetupError) {
        var warnings: [String] = []
        let configPath = options.configPath ?? FileIO.userDirectory(.config, environment: environment) + "/dashboard.json"
        var file = try Self.dashboardFile(
            configPath, asked: options.configPath != nil, environment: environment, now: clock.now, warnings: &warnings)
        let locale = DisplayLocale.viewer(environment: environment)
        let bytes: [UInt8]
        do { bytes = try FileIO.read(options.timeline) } catch { throw .reading(error) }
        let timeline: Timeline<WidgetState>
        do { timeline = try TimelineFile.parse(bytes, file: options.timeline, locale: locale) } catch {
            throw SetupError(.badData, "\(error)")
        }
        let families: [WidgetFamily] = [.large, .medium, .small, .accessoryCircular, .accessoryRectangular, .accessoryInline]
        file.widgets = families.map { PlacedWidget(id: "play-\($0.rawValue)", family: $0, configuration: WidgetConfiguration(metrics: [])) }
        let placed = file.widgets.map { widget in
            DashboardRunner.Placement(
                context: TimelineContext(
                    instanceID: widget.id, kind: "metrics", family: widget.family, configuration: widget.configuration),
                provider: ScriptedProvider(timeline: timeline))
        }
        session = DashboardSession.Configuration(
            file: file, placements: placed, sourceName: "timeline \(options.timeline)",
            themes: try Self.themes(first: options.theme ?? file.theme),
            locale: locale, log: try Self.eventLog(options.log), errors: ErrorBoard(), lifecycle: nil,
            cache: nil, ledger: nil)
        self.warnings = warnings + TimelineFile.spacingWarnings(timeline).map { "warning: \(options.timeline): \($0)" }
    }

    /// The dashboard file at `path` — or, when it was not asked for by name and does not exist,
    /// the standard dashboard — with its warnings added to `warnings`.
    static func dashboardFile(
        _ path: String, asked: Bool, environment: [String: String], now: Date, warnings: inout [String]
    ) throws(SetupError) -> DashboardFile {
        guard asked || FileIO.exists(path) else { return DashboardFile.standard }
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path) } catch { throw .reading(error) }
        do {
            let (loaded, issues) = try DashboardFile.parse(
                bytes, file: path, defaultStore: Store.defaultPath(environment: environment), now: now)
            warnings += issues.map { "warning: \(path): \($0)" }
            return loaded
        } catch {
            throw SetupError(.badData, error.description)
        }
    }

    /// The theme named first, then the other built-in ones (`t` steps through them).
    static func themes(first name: String) throws(SetupError) -> [Theme] {
        let first = try Theme.load(name)
        return [first] + Theme.builtInNames.compactMap(Theme.builtIn).filter { $0.name != first.name }
    }

    /// The event log at `path` (`--log`), if one was asked for.
    static func eventLog(_ path: String?) throws(SetupError) -> EventLog? {
        guard let path else { return nil }
        do { return try EventLog(path: path) } catch { throw SetupError(.cannotWrite, "--log: \(error)") }
    }
}
