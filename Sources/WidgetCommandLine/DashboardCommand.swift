import WidgetCore
import WidgetStore
import WidgetTerminal

/// `widgetdeck [--config FILE] [--source …] [--theme NAME] [--log FILE] [--analytics FILE]`: the dashboard;
/// `widgetdeck play FILE`: a timeline file played in it.
func runDashboard(_ arguments: [String], platform: Platform, playing timelineFile: String? = nil) throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: timelineFile == nil ? .dashboard : .play, environment: platform.environment)
    try rejectPositionals(parsed, command: timelineFile == nil ? nil : "play")
    guard platform.standardOutputIsTerminal, platform.standardInputIsTerminal else {
        throw CommandError(
            message:
                "the dashboard needs a terminal, and standard \(platform.standardOutputIsTerminal ? "input" : "output") is not one; to print widgets use: widgetdeck gallery, or widgetdeck render --family large",
            status: .unavailable)
    }
    let term = platform.environment["TERM"] ?? ""
    if term.isEmpty || term == "dumb" {
        throw CommandError(
            message:
                "TERM=\(term.isEmpty ? "(unset)" : term) cannot draw the dashboard; use a terminal such as xterm-256color, or print widgets with: widgetdeck gallery",
            status: .unavailable)
    }
    let setup: DashboardSetup
    if let timelineFile {
        setup = try DashboardSetup(
            playing: DashboardSetup.PlayOptions(
                timeline: timelineFile, configPath: nil, theme: try parsed[.themeName], log: try parsed[.log]),
            environment: platform.environment, clock: platform.clock)
    } else {
        let data = try DataOptions(parsed, environment: platform.environment, sourceInFile: true)
        var options = DashboardSetup.Options(
            configPath: try parsed[.config], source: parsed.given(.source) || parsed.given(.snapshot) ? data.source : nil,
            theme: try parsed[.themeName], log: try parsed[.log], analytics: try parsed[.analytics])
        options.shopifyTokenFile = data.tokenFile
        options.shopifyAPIVersion = data.apiVersion
        setup = try DashboardSetup(options, environment: platform.environment, clock: platform.clock)
    }
    setup.warnings.forEach(complain)
    var configuration = DashboardApp.Configuration(
        session: setup.session, depth: platform.colorDepth,
        trapAfter: platform.environment["WIDGETDECK_TEST_TRAP_AFTER"].flatMap(Double.init))
    configuration.watchedFile = setup.watchedFile
    configuration.reload = setup.reload
    configuration.changeNotices = setup.changeNotices
    configuration.launchedAt = CommandLineTool.launchedAt
    do {
        return try DashboardApp(configuration, clock: platform.clock).run() == 0 ? .ok : .software
    } catch {
        throw CommandError(message: "\(error)", status: .unavailable)
    }
}
