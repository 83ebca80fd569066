// widgetdeck: argument parsing and wiring only. Behaviour lives in WidgetCore and
// WidgetTerminal, where tests can reach it.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetTerminal

let usage = """
widgetdeck — WidgetKit-style widgets as text

usage:
  widgetdeck [options]             the dashboard (demo shop by default): home, lock screen, gallery
  widgetdeck play FILE             play a timeline file in the dashboard
  widgetdeck render --family F     print one widget
  widgetdeck screen [--page P]     print the dashboard's screen (home, lock, gallery) on sample data
  widgetdeck gallery               print one configuration in every family, side by side
  widgetdeck publish --out FILE    write the snapshot document (atomically) for other processes
  widgetdeck validate FILE         check a dashboard file
  widgetdeck import orders FILE    import a Shopify orders export (CSV) into the store
  widgetdeck import sessions FILE  import a sessions report (Day or Hour, Sessions)
  widgetdeck metrics               list the metrics a widget can show
  widgetdeck themes                list the built-in themes
  widgetdeck help | --help         this text
  widgetdeck --version

render and gallery options:
  --family F        small, medium, large, extraLarge, accessoryCircular, accessoryRectangular, accessoryInline
  --format FMT      text (default), ansi, svg
  --theme NAME      dark (default), light, high-contrast, or a theme file's path
  --colors DEPTH    ANSI colour depth: truecolor (default; none with NO_COLOR), 256, 16, none
  --mode MODE       full (default), accented, vibrant
  --now TIME        ISO 8601, e.g. 2026-11-30T15:30:00-05:00 (default: the current time)
  --metrics LIST    comma-separated metric ids, none for an empty slot (see widgetdeck metrics)
  --range R         today (default), 7d, 30d
  --state S         live (default), placeholder, snapshot, empty, stale, error, deprecated
  --size COLSxROWS  render at another size than the family's
  --kind KIND       metrics (default), orders-to-fulfil, store-status, or a retired one (see docs/widgets.md)
  --controls        draw the buttons and toggles the dashboard draws
  --source SRC      demo (default), store:PATH, snapshot:FILE, https://HOST/PATH (or http://)
  --snapshot FILE   short for --source snapshot:FILE
  --timeline FILE   render the entry of a timeline file in force at --now (see docs/timeline.md)
  --log FILE        append what happened (requests, cache, outcomes) as JSON lines
  --width N         (gallery) wrap to N columns (default: the terminal's, COLUMNS, or 120)

dashboard options: --config FILE (default ~/.config/widgetdeck/dashboard.json), --source, --theme, --log FILE,
  --analytics FILE (lifecycle events; default $XDG_STATE_HOME/widgetdeck/analytics.jsonl)

import options: --store PATH (default $XDG_DATA_HOME/widgetdeck/store.sqlite), --shop NAME, --time-zone ZONE (the shop's; default this machine's), --skip-bad-rows

publish options: --out FILE (required), --source, --metrics (default: all twelve), --range, --now

exit status: 0 success, 64 wrong option or value, 65 unusable data, 66 missing input file,
69 no terminal to draw on, 73 output file cannot be written
"""

// A reader that goes away (`widgetdeck gallery | head`) must not kill the process mid-write.
signal(SIGPIPE, SIG_IGN)
let platform = Platform()
var arguments = Array(CommandLine.arguments.dropFirst())
// With no command (or only options), the dashboard.
let command = arguments.first.map { $0.hasPrefix("-") && $0 != "--help" && $0 != "-h" && $0 != "--version" ? "dashboard" : arguments.removeFirst() } ?? "dashboard"

do {
    let status: ExitStatus
    switch command {
    case "dashboard": status = try runDashboard(arguments, platform: platform)
    case "play":
        guard let file = arguments.first, !file.hasPrefix("-") else { throw UsageError(message: "play: give a timeline file, e.g. widgetdeck play docs/examples/timeline.json") }
        status = try runDashboard(Array(arguments.dropFirst()), platform: platform, playing: file)
    case "render": status = try await runRender(arguments, platform: platform)
    case "screen": status = try runScreen(arguments, platform: platform)
    case "import": status = try runImport(arguments, platform: platform)
    case "gallery": status = try await runGallery(arguments, platform: platform)
    case "publish": status = try await runPublish(arguments, platform: platform)
    case "validate": status = try runValidate(arguments)
    case "metrics": status = try runMetrics(arguments)
    case "themes": status = try runThemes(arguments)
    case "help", "--help", "-h":
        write(usage + "\n")
        status = .ok
    case "--version":
        write("widgetdeck 0.1.0\n")
        status = .ok
    default:
        throw UsageError(message: "unknown command \"\(command)\"; commands: play, render, screen, gallery, publish, validate, import, metrics, themes, help (none: the dashboard)")
    }
    exit(status.rawValue)
} catch let error as UsageError {
    complain(error.message)
    exit(ExitStatus.usage.rawValue)
} catch let error as CommandError {
    complain(error.message)
    exit(error.status.rawValue)
} catch {
    complain("\(error)")
    exit(ExitStatus.software.rawValue)
}
