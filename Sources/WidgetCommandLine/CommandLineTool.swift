#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats
import WidgetSystem
import WidgetTerminal

/// widgetdeck's commands: which one a command word names, and running it. The executable only
/// splits off the word, calls ``run(_:arguments:platform:)`` and turns what it throws into a
/// message and an exit status.
package enum CommandLineTool {
    /// When the process began (``monotonicSeconds()``), for the dashboard's `dashboard_ready`
    /// event; the executable sets it first thing.
    nonisolated(unsafe) package static var launchedAt = 0.0

    /// The command word of `arguments` and the rest: none, or only options, is the dashboard.
    package static func command(of arguments: [String]) -> (command: String, arguments: [String]) {
        guard let first = arguments.first else { return ("dashboard", []) }
        if first.hasPrefix("-") && first != "--help" && first != "-h" && first != "--version" { return ("dashboard", arguments) }
        return (first, Array(arguments.dropFirst()))
    }

    /// The help of `command` (with `import`'s kind), when the arguments ask for it.
    package static func helpAsked(_ command: String, _ arguments: [String]) -> CommandHelp? {
        guard asksForHelp(arguments) else { return nil }
        if command == "import" {
            return arguments.first == "sessions" ? .importSessions : arguments.first == "orders" ? .importOrders : .importGroup
        }
        return CommandHelp.named(command)
    }

    /// Runs `command` with its `arguments`: the status it ends with, or a ``UsageError``,
    /// ``CommandError`` or ``SetupError`` saying why it could not.
    package static func run(_ command: String, arguments: [String], platform: Platform) throws -> ExitStatus {
        if let help = helpAsked(command, arguments) {
            write(help.text)
            return .ok
        }
        switch command {
        case "dashboard": return try runDashboard(arguments, platform: platform)
        case "play":
            guard let file = arguments.first, !file.hasPrefix("-") else {
                throw UsageError(message: "play: give a timeline file, e.g. widgetdeck play docs/examples/timeline.json")
            }
            return try runDashboard(Array(arguments.dropFirst()), platform: platform, playing: file)
        case "render": return try oneShot { try await runRender(arguments, platform: platform) }
        case "screen": return try oneShot { try await runScreen(arguments, platform: platform) }
        case "import": return try runImport(arguments, platform: platform)
        case "gallery": return try oneShot { try await runGallery(arguments, platform: platform) }
        case "publish": return try oneShot { try await runPublish(arguments, platform: platform) }
        case "validate": return try runValidate(arguments, environment: platform.environment, now: platform.clock.now)
        case "budget": return try runBudget(arguments, platform: platform)
        case "metrics": return try runMetrics(arguments)
        case "themes": return try runThemes(arguments)
        case "devices": return try runDevices(arguments)
        case "lint": return try oneShot { try await runLint(arguments, platform: platform) }
        case "preview": return try runPreview(arguments, platform: platform)
        case "status": return try oneShot { try await runStatus(arguments, platform: platform) }
        case "query": return try oneShot { try await runQuery(arguments, platform: platform) }
        case "help", "--help", "-h": return try runHelp(arguments)
        case "completions": return try runCompletions(arguments)
        case "man": return try runMan(arguments)
        case "--version":
            write(versionLine)
            return .ok
        default:
            let guess = Suggestion.nearest(to: command, in: CommandHelp.typedNames).map { " (did you mean \($0)?)" } ?? ""
            throw UsageError(
                message:
                    "unknown command \"\(command)\"\(guess); commands: \(CommandHelp.typedNames.joined(separator: ", ")) (none: the dashboard); see widgetdeck help"
            )
        }
    }
}

/// A one-shot command's async work, run to its end on the calling thread
/// (``CallingThreadExecutor``): no other thread for a process that does one thing and ends, and
/// `main` stays synchronous.
func oneShot<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    try CallingThreadExecutor.run(work)
}
