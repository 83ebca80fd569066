// widgetdeck: argument parsing and wiring only. Behaviour lives in WidgetCore and
// WidgetTerminal, where tests can reach it.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetFormats
import WidgetCore
import WidgetSystem
import WidgetTerminal

/// When `main` began, for the dashboard's `dashboard_ready` event (first frame, in ms).
let launchedAt = monotonicSeconds()

// A reader that goes away (`widgetdeck gallery | head`) must not kill the process mid-write.
signal(SIGPIPE, SIG_IGN)
// The one clock: everything that tells time is given it (tests give a manual one instead).
let platform = Platform(clock: SystemClock())
var arguments = Array(CommandLine.arguments.dropFirst())
// With no command (or only options), the dashboard.
let command =
    arguments.first.map { $0.hasPrefix("-") && $0 != "--help" && $0 != "-h" && $0 != "--version" ? "dashboard" : arguments.removeFirst() }
    ?? "dashboard"

/// The help of `command` (with `import`'s kind), when the arguments ask for it.
func helpAsked(_ command: String, _ arguments: [String]) -> CommandHelp? {
    guard asksForHelp(arguments) else { return nil }
    if command == "import" {
        return arguments.first == "sessions" ? .importSessions : arguments.first == "orders" ? .importOrders : .importGroup
    }
    return CommandHelp.named(command)
}

/// A one-shot command's async work, run to its end on the main thread
/// (``CallingThreadExecutor``): no other thread for a process that does one thing and ends, and
/// `main` stays synchronous.
func oneShot<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    try CallingThreadExecutor.run(work)
}

/// Ends the process with `code`. Output went out through `write(2)` as it was made, and the
/// stores and the terminal are closed by then: what `exit` would still do — run the static
/// destructors of the Swift runtime's caches, 0.5 ms of a one-shot render — changes nothing
/// anyone sees, so it is skipped (C streams are flushed first, should anything have used one).
func finish(_ code: Int32) -> Never {
    fflush(nil)
    // Closing standard output reports what a delayed write could not do (a full disk on NFS).
    if close(1) != 0 && errno != EBADF && errno != EINTR { WriteFailures.record("standard output", errno: errno) }
    if code == ExitStatus.ok.rawValue || code == ExitStatus.findings.rawValue, !WriteFailures.all.isEmpty {
        complain(WriteFailures.all.map { $0 + "; the output is incomplete" }.joined(separator: "\n"))
        _exit(ExitStatus.ioError.rawValue)
    }
    _exit(code)
}

do {
    if let help = helpAsked(command, arguments) {
        write(help.text)
        finish(ExitStatus.ok.rawValue)
    }
    let status: ExitStatus
    switch command {
    case "dashboard": status = try runDashboard(arguments, platform: platform)
    case "play":
        guard let file = arguments.first, !file.hasPrefix("-") else {
            throw UsageError(message: "play: give a timeline file, e.g. widgetdeck play docs/examples/timeline.json")
        }
        status = try runDashboard(Array(arguments.dropFirst()), platform: platform, playing: file)
    case "render": status = try oneShot { [arguments] in try await runRender(arguments, platform: platform) }
    case "screen": status = try oneShot { [arguments] in try await runScreen(arguments, platform: platform) }
    case "import": status = try runImport(arguments, platform: platform)
    case "gallery": status = try oneShot { [arguments] in try await runGallery(arguments, platform: platform) }
    case "publish": status = try oneShot { [arguments] in try await runPublish(arguments, platform: platform) }
    case "validate": status = try runValidate(arguments, environment: platform.environment, now: platform.clock.now)
    case "budget": status = try runBudget(arguments, platform: platform)
    case "metrics": status = try runMetrics(arguments)
    case "themes": status = try runThemes(arguments)
    case "devices": status = try runDevices(arguments)
    case "lint": status = try oneShot { [arguments] in try await runLint(arguments, platform: platform) }
    case "preview": status = try runPreview(arguments, platform: platform)
    case "status": status = try oneShot { [arguments] in try await runStatus(arguments, platform: platform) }
    case "query": status = try oneShot { [arguments] in try await runQuery(arguments, platform: platform) }
    case "help", "--help", "-h": status = try runHelp(arguments)
    case "completions": status = try runCompletions(arguments)
    case "man": status = try runMan(arguments)
    case "--version":
        write(versionLine)
        status = .ok
    default:
        let guess = Suggestion.nearest(to: command, in: CommandHelp.typedNames).map { " (did you mean \($0)?)" } ?? ""
        throw UsageError(
            message:
                "unknown command \"\(command)\"\(guess); commands: \(CommandHelp.typedNames.joined(separator: ", ")) (none: the dashboard); see widgetdeck help"
        )
    }
    finish(status.rawValue)
} catch let error as UsageError {
    complain(error.message)
    finish(ExitStatus.usage.rawValue)
} catch let error as CommandError {
    complain(error.message)
    finish(error.status.rawValue)
} catch let error as SetupError {
    complain(error.message)
    finish(ExitStatus(error.kind).rawValue)
} catch {
    complain("\(error)")
    finish(ExitStatus.software.rawValue)
}
