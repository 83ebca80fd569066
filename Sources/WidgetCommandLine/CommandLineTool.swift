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
        guard asksForHelp(arguments), let found = Command.named(command) else { return nil }
        return found.kinds.first { $0.name == "\(command) \(arguments.first ?? "")" } ?? found.help
    }

    /// Runs `command` with its `arguments`: the status it ends with, or a ``UsageError``,
    /// ``CommandError`` or ``SetupError`` saying why it could not.
    package static func run(_ command: String, arguments: [String], platform: Platform) throws -> ExitStatus {
        if let help = helpAsked(command, arguments) {
            write(help.text)
            return .ok
        }
        if command == "--version" {
            write(versionLine)
            return .ok
        }
        guard let found = Command.named(command) else {
            let guess = Suggestion.nearest(to: command, in: CommandHelp.typedNames).map { " (did you mean \($0)?)" } ?? ""
            throw UsageError(
                message:
                    "unknown command \"\(command)\"\(guess); commands: \(CommandHelp.typedNames.joined(separator: ", ")) (none: the dashboard); see widgetdeck help"
            )
        }
        return try found.run(arguments, platform)
    }
}

/// One command: the word that names it, its help (and its kinds', for `import orders`), and what
/// runs it. ``Command/all`` is the one list: dispatch, the overview, `--help`, the manual page
/// and the completions all read it.
struct Command {
    /// The word typed (`render`); `dashboard` for none.
    var word: String
    var help: CommandHelp
    /// A command group's kinds, each with its own options (`import orders`).
    var kinds: [CommandHelp] = []
    /// Other words for it (`help`: `--help`, `-h`).
    var aliases: [String] = []
    var run: (_ arguments: [String], _ platform: Platform) throws -> ExitStatus

    /// Every command, in the order the overview, the manual page and the completions list them.
    static var all: [Command] {
        [
            Command(word: "dashboard", help: .dashboard) { try runDashboard($0, platform: $1) },
            Command(word: "play", help: .play) { arguments, platform in
                guard let file = arguments.first, !file.hasPrefix("-") else {
                    throw UsageError(message: "play: give a timeline file, e.g. widgetdeck play docs/examples/timeline.json")
                }
                return try runDashboard(Array(arguments.dropFirst()), platform: platform, playing: file)
            },
            Command(word: "render", help: .render) { arguments, platform in
                try oneShot { try await runRender(arguments, platform: platform) }
            },
            Command(word: "screen", help: .screen) { arguments, platform in
                try oneShot { try await runScreen(arguments, platform: platform) }
            },
            Command(word: "gallery", help: .gallery) { arguments, platform in
                try oneShot { try await runGallery(arguments, platform: platform) }
            },
            Command(word: "lint", help: .lint) { arguments, platform in try oneShot { try await runLint(arguments, platform: platform) } },
            Command(word: "preview", help: .preview) { try runPreview($0, platform: $1) },
            Command(word: "status", help: .status) { arguments, platform in
                try oneShot { try await runStatus(arguments, platform: platform) }
            },
            Command(word: "query", help: .query) { arguments, platform in try oneShot { try await runQuery(arguments, platform: platform) }
            },
            Command(word: "publish", help: .publish) { arguments, platform in
                try oneShot { try await runPublish(arguments, platform: platform) }
            },
            Command(word: "validate", help: .validate) { try runValidate($0, environment: $1.environment, now: $1.clock.now) },
            Command(word: "budget", help: .budget) { try runBudget($0, platform: $1) },
            Command(word: "import", help: .importGroup, kinds: [.importOrders, .importSessions]) { try runImport($0, platform: $1) },
            Command(word: "metrics", help: .metrics) { arguments, _ in try runMetrics(arguments) },
            Command(word: "themes", help: .themes) { arguments, _ in try runThemes(arguments) },
            Command(word: "devices", help: .devices) { arguments, _ in try runDevices(arguments) },
            Command(word: "help", help: .help, aliases: ["--help", "-h"]) { arguments, _ in try runHelp(arguments) },
            Command(word: "completions", help: .completions) { arguments, _ in try runCompletions(arguments) },
            Command(word: "man", help: .man) { arguments, _ in try runMan(arguments) },
        ]
    }

    /// The command `word` names, if any.
    static func named(_ word: String) -> Command? { all.first { $0.word == word || $0.aliases.contains(word) } }
}

/// A one-shot command's async work, run to its end on the calling thread
/// (``CallingThreadExecutor``): no other thread for a process that does one thing and ends, and
/// `main` stays synchronous.
func oneShot<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    try CallingThreadExecutor.run(work)
}
