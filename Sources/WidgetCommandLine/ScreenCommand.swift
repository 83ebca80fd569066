#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetDrawing
import WidgetSystem
import WidgetStore
import WidgetTerminal

/// `widgetdeck screen [--page home|lock|gallery] [--size COLSxROWS] [--format …] [--now …]
/// [--source SRC] [--shop ID] [--lint]`: the dashboard's screen printed headless, with the
/// standard dashboard's widgets on the demo shop — or on `--source`'s figures — as the dashboard
/// would show them at `--now`, for docs and reviews; with `--lint`,
/// what each page cuts at that size instead.
func runScreen(_ arguments: [String], platform: Platform) async throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: .screen, environment: platform.environment)
    try rejectPositionals(parsed, command: "screen")
    let page = try parsed[.page] ?? .home
    let size = try parsed[.size] ?? Size(width: 120, height: 40)
    if parsed.has(.screenLint) {
        // Every page unless one was asked for: one line per cut, then the notes; exit 1 on a cut.
        var cuts: [String] = [], notes: [String] = []
        let pages = parsed.given(.page) ? [page] : DashboardPage.allCases
        for shown in pages {
            guard size.width >= DashboardView.minimumSize.width, size.height >= DashboardView.minimumSize.height else {
                // The screen says "terminal too small" and shows no page at all: the cut of all cuts.
                cuts.append(
                    "\(shown.rawValue) · \(size.width)x\(size.height) · too-small: the screen needs at least \(DashboardView.minimumSize.width)x\(DashboardView.minimumSize.height); nothing of the page shows"
                )
                continue
            }
            let screen = try await screenView(parsed, page: shown, platform: platform)
            let (findings, deliberate) = WidgetLint().screenFindings(screen.view.render(size: size).buffer)
            func line(_ finding: WidgetLint.Finding) -> String {
                "\(shown.rawValue) · \(size.width)x\(size.height) · at \(finding.at.x),\(finding.at.y) · \(finding.rule): \(finding.message)"
            }
            cuts += findings.map(line)
            notes += deliberate.map(line)
        }
        write((cuts + notes.map { "note: " + $0 }).map { $0 + "\n" }.joined())
        if cuts.isEmpty {
            // A clean run says so: silence could be a lint that did not run.
            write("no cuts on \(pages.map(\.rawValue).joined(separator: ", ")) at \(size.width)x\(size.height)\n")
        }
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

/// The dashboard's `page` as `screen`'s options ask for it (``HeadlessScreen``), its warnings
/// said.
private func screenView(
    _ parsed: Arguments, page: DashboardPage, platform: Platform
) async throws -> (view: DashboardView, options: RenderOptions) {
    // `--size` is the screen's here, not a widget's: it goes with `--device`.
    let options = try RenderOptions(parsed.without("size"), environment: platform.environment, clock: platform.clock)
    var screen = HeadlessScreen(
        page: page, source: options.data.source, now: options.now, locale: options.locale, environment: platform.environment,
        clock: platform.clock)
    screen.shop = options.shop
    screen.themeName = options.theme.name
    screen.device = options.device
    screen.focus = try parsed[.focus] ?? 0
    screen.isLocked = !parsed.has(.unlocked)
    let (view, warnings) = try await screen.view()
    warnings.forEach(complain)
    return (view, options)
}
