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
import WidgetPreviewClient
import WidgetProject
import WidgetDrawing
import WidgetSystem
import WidgetTerminal

/// `widgetdeck preview PATH… [options]`: a team's widget extension, compiled unchanged against
/// widgetdeck's WidgetKit, SwiftUI and AppIntents, every widget drawn in every family it
/// supports for its placeholder, snapshot and each timeline entry — or, with `--live`, run in
/// the dashboard. Parsing and wiring only: WidgetPreviewClient does the work.
func runPreview(_ arguments: [String], platform: Platform) throws -> ExitStatus {
    let environment = platform.environment
    let parsed = try Arguments(arguments, for: .preview, environment: environment)
    if let text = environment["WIDGETDECK_PREVIEW_DEADLINE"] {
        // Taken as it is or refused: a deadline read as another one would be silently wrong.
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0.1, seconds <= 3600 else {
            throw UsageError(
                message:
                    "WIDGETDECK_PREVIEW_DEADLINE=\(TerminalText.sanitized(text)): the seconds each answer of the widget's code may take, from 0.1 to 3600"
            )
        }
    }
    if let text = environment["WIDGETDECK_PREVIEW_MEMORY"] {
        guard let megabytes = Int(text), megabytes >= 64, megabytes <= 1 << 20 else {
            throw UsageError(
                message:
                    "WIDGETDECK_PREVIEW_MEMORY=\(TerminalText.sanitized(text)): the megabytes of memory the widget's code may take, a whole number from 64 to 1048576"
            )
        }
    }
    if parsed.has(.macroPlugin) {
        // For a team's own test target: `-load-plugin-library <this>` (docs/preview.md).
        let toolchain = try PreviewToolchain.find(environment: environment)
        write(
            try PreviewSDK.located(environment: environment, executable: platform.executablePath).macroPlugin(
                toolchain: toolchain, cache: FileIO.userDirectory(.cache, environment: environment),
                environment: environment) + "\n")
        return .ok
    }
    var request = PreviewRequest(paths: parsed.positionals)
    request.swiftVersion = try parsed[.swiftVersion] ?? "5"
    request.defines = try parsed.all(.define)
    request.excludes = try parsed.all(.exclude).flatMap { $0 }
    // Stand-ins and modules are one set of module folders: a module is given once.
    for module in try parsed.all(.standIn) + parsed.all(.module) {
        guard request.standIns[module.name] == nil else {
            throw UsageError(message: "preview: --stand-in or --module \(module.name) is given twice")
        }
        request.standIns[module.name] = module.folder
    }
    request.targets = try parsed[.target]
    request.platform = try parsed[.platform]
    request.moduleName = try parsed[.moduleName] ?? request.moduleName
    let locale = DisplayLocale.viewer(environment: environment)
    var plan = PreviewPlan(now: platform.clock.now, locale: locale)
    plan.now = try parsed[.now] ?? plan.now
    plan.mode = try parsed[.mode] ?? .fullColor
    plan.size = try parsed[.size]
    plan.widgets = try parsed[.widget]
    plan.families = try parsed[.previewFamilies]
    let drawn = try parsed[.previewFormat] ?? .picture(.text)
    let theme = try parsed[.theme] ?? .dark
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let depth = try parsed[.colors] ?? (noColor ? .none : .trueColor)
    let images = (try parsed[.images] ?? nil) ?? ImageOutput.detected(environment)
    let width = try parsed[.width] ?? platform.outputWidth(fallback: 120)
    let live = parsed.has(.live)
    let showsPixels =
        live
        ? ImageOutput.detected(environment) == .kitty
        : drawn == .picture(.svg) || (drawn == .picture(.ansi) && depth != .none && [.kitty, .iterm2].contains(images))
    if parsed.given(.junit) && !parsed.given(.check) {
        throw UsageError(message: "preview: --junit FILE writes what --check DIR found; give it with --check")
    }
    if live && (parsed.given(.check) || parsed.has(.previewLint)) {
        throw UsageError(message: "preview: --live opens the dashboard; --check and --lint print, so give one or the other")
    }
    if parsed.has(.stack) && !live {
        throw UsageError(message: "preview: --stack puts the widgets in Smart Stacks of the dashboard; give it with --live")
    }
    plan.stacks = parsed.has(.stack)
    if parsed.has(.watch) {
        if live {
            throw UsageError(
                message: "preview: --watch draws the preview again after each edit; --live runs the dashboard, so give one or the other")
        }
        // Each round is `widgetdeck preview` itself with the same arguments, as a child — laid
        // out for this terminal's width, which the child, writing to a pipe, cannot ask.
        var rounds = arguments.filter { $0 != "--watch" }
        if !parsed.given(.width), let columns = platform.windowSize?.width { rounds += ["--width", "\(max(20, columns))"] }
        // The project's PATHs and the stand-ins' folders: an edit of either draws again.
        try PreviewWatch(paths: request.paths + request.standIns.values.sorted()).run(
            executable: platform.executablePath, arguments: rounds, environment: environment,
            clearsScreen: platform.standardOutputIsTerminal, write: { write($0) })
    }

    // Find the targets, then build each.
    let toolchain = try PreviewToolchain.find(environment: environment)
    let cache = FileIO.userDirectory(.cache, environment: environment)
    let packages = SwiftPMPackages(toolchain: toolchain, cache: cache, environment: environment)
    let targets = try PreviewTargets.resolve(request, packages: packages)
    if parsed.has(.list) {
        for name in targets.available { write(name + "\n") }
        return .ok
    }
    if live && targets.plans.count > 1 {
        throw UsageError(
            message: "preview: --live runs one widget extension; choose one with --target (\(targets.available.joined(separator: ", ")))")
    }
    let sdk = PreviewSDK.located(environment: environment, executable: platform.executablePath)
    try sdk.prepare(toolchain: toolchain, environment: environment) { complain($0) }
    let context = PreviewBuildContext(
        toolchain: toolchain, sdk: sdk, plugin: try sdk.macroPlugin(toolchain: toolchain, cache: cache, environment: environment),
        conditionsTool: try sdk.conditionsTool(toolchain: toolchain, cache: cache, environment: environment),
        shims: try sdk.shims(toolchain: toolchain, cache: cache, environment: environment), cache: cache, environment: environment)
    var programs: [(BuildPlan, PreviewProgram)] = []
    var compileFailed = false
    for buildPlan in targets.plans {
        buildPlan.notes.forEach { complain("warning: " + $0) }
        let build: PreviewBuild
        do {
            build = try PreviewBuild.make(buildPlan, context: context) { complain($0) }
        } catch let error as PreviewCompileError {
            // The compiler's own words, lines naming the team's files (tabs kept).
            writeAll(
                error.output.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitizedKeepingTabs($0) }
                    .joined(separator: "\n") + "\n", to: 2)
            complain(
                "preview: \(buildPlan.title) does not compile with widgetdeck's WidgetKit, SwiftUI and AppIntents (see above)")
            compileFailed = true
            continue
        }
        if parsed.has(.verbose) {
            complain((build.isReused ? "reused " : "built ") + build.program)
            for command in build.commands {
                writeAll(
                    "widgetdeck: swiftc command: " + command.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ") + "\n", to: 2)
            }
            if !build.compilerOutput.isEmpty { writeAll(build.compilerOutput, to: 2) }
        }
        let language = try parsed[.locale] ?? buildPlan.developmentRegion
        let program = try PreviewBundle.assemble(
            program: build.program, plan: buildPlan, language: language, cache: cache, modules: build.modules)
        var childEnvironment = environment
        childEnvironment["WIDGETDECK_PREVIEW_ASSETS"] = buildPlan.assetCatalogs.joined(separator: ":")
        // The platform the widget was built for: a watch's widgets default to its families.
        childEnvironment["WIDGETDECK_PREVIEW_PLATFORM"] = buildPlan.platform.rawValue
        // Pictures' own pixels only for an output that shows them: encoding a photograph for
        // every entry of a day of minutes took minutes where text shows only its cells.
        childEnvironment["WIDGETDECK_PREVIEW_PIXELS"] = showsPixels ? "1" : "0"
        programs.append((buildPlan, PreviewProgram(path: program, environment: childEnvironment)))
    }
    defer { programs.forEach { $0.1.stop() } }
    guard !programs.isEmpty else { return .dataError }

    if live { return try runPreviewDashboard(programs[0].1, plan: plan, theme: theme, platform: platform) }

    var previewed: [PreviewedWidget] = []
    for (buildPlan, program) in programs {
        let (catalog, widgets) = try oneShot { [plan] in
            let catalog = try await program.catalog()
            var previewed: [PreviewedWidget] = []
            for widget in WidgetPreviewer.selected(catalog, plan: plan) {
                previewed.append(await WidgetPreviewer.preview(widget, in: program, plan: plan))
            }
            return (catalog, previewed)
        }
        // A widget that supports no family is legal and shows nowhere — likely not meant: said.
        for widget in widgets where widget.widget.families.isEmpty {
            complain(
                "warning: \(TerminalText.sanitized(widget.widget.id)) supports no family (.supportedFamilies([])): a phone shows it nowhere, and there is nothing to draw"
            )
        }
        if widgets.isEmpty {
            let known = TerminalText.sanitized(catalog.widgets.map(\.id).joined(separator: ", "))
            let undrawn = buildPlan.undrawnSurfaces
            let message =
                catalog.widgets.isEmpty && !undrawn.isEmpty
                ? "preview: \(buildPlan.title) declares no widget widgetdeck draws yet: only \(undrawn.joined(separator: ", "))"
                : catalog.widgets.isEmpty
                    ? "preview: \(buildPlan.title) declares no widget: no @main WidgetBundle or Widget, and no #Preview(as:) (is the bundle's file excluded?)"
                    : "preview: no widget \(plan.widgets?.joined(separator: ", ") ?? "") in \(buildPlan.title); its widgets: \(known)"
            guard programs.count > 1 else { throw CommandError(message: message, status: .dataError) }
            complain(message)
        } else {
            // Beside widgets that draw, what does not is said, not left out in silence.
            let activityDrawn = catalog.widgets.contains { $0.isActivity }
            for surface in buildPlan.undrawnSurfaces where !(activityDrawn && surface.hasPrefix("a Live Activity")) {
                complain("warning: \(buildPlan.title): not drawn: \(surface)")
            }
        }
        previewed += widgets
    }
    if parsed.has(.verbose) {
        // What the widgets' code printed while it answered: where a developer looks for it.
        for (buildPlan, program) in programs {
            let printed = program.printed
            guard !printed.isEmpty else { continue }
            writeAll("── \(buildPlan.title): what the widgets' code printed\n" + printed + (printed.hasSuffix("\n") ? "" : "\n"), to: 2)
        }
    }
    guard !previewed.isEmpty else { return .dataError }
    // Each failure once, however many bands it spoiled.
    var said = Set<String>()
    for failure in previewed.flatMap(\.failures) where said.insert("\(failure)").inserted { complain("✕ \(failure)") }
    let failed = !said.isEmpty || compileFailed
    if let folder = try parsed[.check] {
        let outcome = try PreviewGoldens.check(previewed, in: folder, size: plan.size, environment: environment)
        outcome.messages.forEach { write($0 + "\n") }
        if let junit = try parsed[.junit] {
            do {
                try FileIO.writeAtomically(Array(PreviewJUnit.document(outcome.cases, suite: folder).utf8), to: junit)
            } catch {
                throw CommandError(message: "preview --junit: \(error)", status: .cantCreate)
            }
        }
        return outcome.passed && !failed ? .ok : .findings
    }
    if parsed.has(.previewLint) {
        let (findings, notes) = WidgetPreviewer.lint(previewed, theme: theme)
        findings.forEach { write($0 + "\n") }
        notes.forEach { write("note: " + $0 + "\n") }
        complain(
            "\(findings.count) finding\(findings.count == 1 ? "" : "s"), \(notes.count) approximation\(notes.count == 1 ? "" : "s") in \(previewed.count) widget\(previewed.count == 1 ? "" : "s")"
        )
        return findings.isEmpty && !failed ? .ok : .findings
    }
    if drawn == .describe {
        write(WidgetPreviewer.descriptions(previewed).joined(separator: "\n") + "\n")
        return failed ? .findings : .ok
    }
    var page = WidgetPreviewer.page(previewed, plan: plan, width: width)
    if parsed.has(.ascii) { page = page.asciiApproximation() }
    switch drawn.output {
    case .svg: write(SVGRenderer(theme: theme).render(page))
    case let format: write(format.encode(page, theme: theme, depth: depth, images: images))
    }
    return failed ? .findings : .ok
}

/// Whether `name` can be a Swift module's name.
func isModuleName(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
}

/// `preview --live`: the extension's widgets in the dashboard.
func runPreviewDashboard(_ program: PreviewProgram, plan: PreviewPlan, theme: Theme, platform: Platform) throws -> ExitStatus {
    guard platform.standardOutputIsTerminal, platform.standardInputIsTerminal else {
        throw CommandError(message: "preview --live needs a terminal; without --live, preview prints every widget", status: .unavailable)
    }
    let catalog = try oneShot { try await program.catalog() }
    let selected = WidgetPreviewer.selected(catalog, plan: plan)
    // A control's sheet is a medium tile, pressable; a Live Activity's a tile of its own size,
    // stepping through its preview's states.
    let widgets = selected
    guard !widgets.isEmpty else { throw CommandError(message: "preview: no widget to show", status: .dataError) }
    let clock = platform.clock
    let errors = ErrorBoard()
    let center = ReloadForwarder()
    let (file, placements) = PreviewDashboard.placements(
        widgets, host: program, clock: clock, families: plan.families, stacks: plan.stacks, errors: errors
    ) { kinds in center.forward(kinds) }
    var session = DashboardSession.Configuration(
        file: file, placements: placements, sourceName: "preview",
        themes: [theme] + Theme.builtInNames.filter { $0 != theme.name }.compactMap(Theme.builtIn),
        locale: plan.locale, errors: errors)
    session.redraw = { request, now in try? await program.picture(request, now: now, isLocked: false) }
    var configuration = DashboardApp.Configuration(session: session, depth: platform.colorDepth)
    configuration.launchedAt = CommandLineTool.launchedAt
    configuration.onSessionStart = { (session: DashboardSession) in center.attach(session.runner) }
    do {
        return try DashboardApp(configuration, clock: clock).run() == 0 ? .ok : .software
    } catch {
        throw CommandError(message: "\(error)", status: .unavailable)
    }
}
