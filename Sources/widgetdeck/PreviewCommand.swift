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
import WidgetDrawing
import WidgetSystem
import WidgetTerminal

/// `widgetdeck preview PATH… [options]`: a team's widget extension, compiled unchanged against
/// widgetdeck's WidgetKit, SwiftUI and AppIntents, every widget drawn in every family it
/// supports for its placeholder, snapshot and each timeline entry — or, with `--live`, run in
/// the dashboard. Parsing and wiring only: WidgetPreviewClient does the work.
func runPreview(_ arguments: [String], platform: Platform) throws -> ExitStatus {
    // `-D NAME` and repeated `--define`/`--exclude` are gathered here; the rest is the table's.
    var defines: [String] = []
    var excludes: [String] = []
    var rest: [String] = []
    var items = arguments[...]
    while let argument = items.popFirst() {
        switch argument {
        case "-D", "--define":
            guard let value = items.popFirst() else {
                throw UsageError(message: "preview: \(argument) needs a condition name, e.g. -D WIDGET_EXTENSION")
            }
            defines.append(value)
        case "--exclude":
            guard let value = items.popFirst() else { throw UsageError(message: "preview: --exclude needs a file name or pattern") }
            excludes += value.split(separator: ",").map(String.init)
        default:
            if argument.hasPrefix("-D"), argument.count > 2 {
                defines.append(String(argument.dropFirst(2)))
            } else if argument.hasPrefix("--define=") {
                defines.append(String(argument.dropFirst(9)))
            } else if argument.hasPrefix("--exclude=") {
                excludes += argument.dropFirst(10).split(separator: ",").map(String.init)
            } else {
                rest.append(argument)
            }
        }
    }
    let parsed = try Arguments(rest, for: .preview)
    let environment = platform.environment
    if parsed.has("macro-plugin") {
        // For a team's own test target: `-load-plugin-library <this>` (docs/preview.md).
        let toolchain = try PreviewToolchain.find(environment: environment)
        write(
            try PreviewSDK.located(environment: environment).macroPlugin(
                toolchain: toolchain, cache: FileIO.userDirectory(.cache, environment: environment),
                environment: environment) + "\n")
        return .ok
    }
    let swiftVersion = try choice(parsed["swift-version"], option: "swift-version", allowed: ["5", "6"], default: "5") {
        ["5", "6"].contains($0) ? $0 : nil
    }
    let locale = DisplayLocale.viewer(environment: environment)
    var plan = PreviewPlan(now: platform.clock.now, locale: locale)
    if let text = parsed["now"] { plan.now = try parseNow(text, zone: locale.timeZone) }
    plan.mode = try choice(parsed["mode"], option: "mode", allowed: ["full", "accented", "vibrant"], default: .fullColor) {
        RenderingMode(name: $0)
    }
    if let text = parsed["size"] { plan.size = try RenderOptions.size(text) }
    plan.widgets = parsed["widget"].map { $0.split(separator: ",").map(String.init) }
    plan.families = try listOption(parsed["families"], option: "families", all: WidgetFamily.allCases.map(\.rawValue)) {
        WidgetFamily(name: $0)
    }
    let describes = parsed["format"] == "describe"
    let format = try choice(
        describes ? nil : parsed["format"], option: "format", allowed: OutputFormat.allCases.map(\.rawValue) + ["describe"], default: .text
    ) { OutputFormat(rawValue: $0) }
    let theme = try parsed["theme"].map { name throws(SetupError) in try Theme.load(name) } ?? .dark
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let depth = try choice(
        parsed["colors"], option: "colors", allowed: ColorDepth.allCases.map(\.rawValue), default: noColor ? .none : .trueColor
    ) { ColorDepth(rawValue: $0) }
    var width = platform.outputWidth(fallback: 120)
    if let text = parsed["width"] {
        guard let w = Int(text), w >= 20 else {
            throw UsageError(message: "--width: \"\(text)\" is not a width; use a whole number of columns, 20 or more")
        }
        width = w
    }
    let live = parsed.has("live")
    if live && (parsed["check"] != nil || parsed.has("lint")) {
        throw UsageError(message: "preview: --live opens the dashboard; --check and --lint print, so give one or the other")
    }
    if parsed.has("stack") && !live {
        throw UsageError(message: "preview: --stack puts the widgets in Smart Stacks of the dashboard; give it with --live")
    }
    plan.stacks = parsed.has("stack")

    // Find and build.
    var sources = try PreviewSources.collect(parsed.positionals, excluding: excludes, defines: defines)
    if let module = parsed["module-name"] {
        guard let first = module.first, first.isLetter || first == "_", module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            module.allSatisfy(\.isASCII)
        else {
            throw UsageError(
                message: "--module-name: \"\(module)\" is not a Swift module name (letters, digits and _, not starting with a digit)")
        }
        sources.module = module
    }
    sources.warnings.forEach { complain("warning: " + $0) }
    let toolchain = try PreviewToolchain.find(environment: environment)
    let sdk = PreviewSDK.located(environment: environment)
    try sdk.prepare(environment: environment) { complain($0) }
    let cache = FileIO.userDirectory(.cache, environment: environment)
    let plugin = try sdk.macroPlugin(toolchain: toolchain, cache: cache, environment: environment)
    let build: PreviewBuild
    do {
        build = try PreviewBuild.make(
            sources, options: PreviewCompileOptions(swiftVersion: swiftVersion, defines: defines), toolchain: toolchain, sdk: sdk,
            plugin: plugin, cache: cache, environment: environment
        ) {
            complain(
                "compiling \(sources.files.count) file\(sources.files.count == 1 ? "" : "s") of \(sources.moduleName) (Swift \(swiftVersion) mode)…"
            )
        }
    } catch let error as PreviewCompileError {
        // The compiler's own words, lines naming the team's files.
        writeAll(
            error.output.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitized($0) }.joined(separator: "\n")
                + "\n", to: 2)
        complain(
            "preview: \(sources.moduleName) does not compile with widgetdeck's WidgetKit, SwiftUI and AppIntents (see above; --exclude leaves out files that need UIKit)"
        )
        return .dataError
    }
    if parsed.has("verbose") {
        complain((build.isReused ? "reused " : "built ") + build.program)
        // Whole, however long: to run by hand.
        writeAll(
            "widgetdeck: swiftc command: " + build.command.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ") + "\n", to: 2)
        if !build.compilerOutput.isEmpty { writeAll(build.compilerOutput, to: 2) }
    }
    var childEnvironment = environment
    childEnvironment["WIDGETDECK_PREVIEW_ASSETS"] = sources.folders.joined(separator: ":")
    let program = PreviewProgram(path: build.program, environment: childEnvironment)
    defer { program.stop() }

    if live { return try runPreviewDashboard(program, plan: plan, theme: theme, platform: platform) }

    let (catalog, previewed) = try oneShot { [plan] in
        let catalog = try await program.catalog()
        var previewed: [PreviewedWidget] = []
        for widget in WidgetPreviewer.selected(catalog, plan: plan) {
            previewed.append(await WidgetPreviewer.preview(widget, in: program, plan: plan))
        }
        return (catalog, previewed)
    }
    guard !previewed.isEmpty else {
        let known = catalog.widgets.map(\.id).joined(separator: ", ")
        throw CommandError(
            message: catalog.widgets.isEmpty
                ? "preview: \(sources.moduleName) declares no widget: no @main WidgetBundle or Widget, and no #Preview(as:) (is the bundle's file excluded?)"
                : "preview: no widget \(plan.widgets?.joined(separator: ", ") ?? "") in \(sources.moduleName); its widgets: \(known)",
            status: .dataError)
    }
    // Each failure once, however many bands it spoiled.
    var said = Set<String>()
    for failure in previewed.flatMap(\.failures) where said.insert("\(failure)").inserted { complain("✕ \(failure)") }
    let failed = !said.isEmpty
    if let folder = parsed["check"] {
        let outcome = try PreviewGoldens.check(previewed, in: folder, size: plan.size, environment: environment)
        outcome.messages.forEach { write($0 + "\n") }
        return outcome.passed && !failed ? .ok : .findings
    }
    if parsed.has("lint") {
        let (findings, notes) = WidgetPreviewer.lint(previewed, theme: theme)
        findings.forEach { write($0 + "\n") }
        notes.forEach { write("note: " + $0 + "\n") }
        complain(
            "\(findings.count) finding\(findings.count == 1 ? "" : "s"), \(notes.count) approximation\(notes.count == 1 ? "" : "s") in \(previewed.count) widget\(previewed.count == 1 ? "" : "s")"
        )
        return findings.isEmpty && !failed ? .ok : .findings
    }
    if describes {
        write(WidgetPreviewer.descriptions(previewed).joined(separator: "\n") + "\n")
        return failed ? .findings : .ok
    }
    let page = WidgetPreviewer.page(previewed, plan: plan, width: width)
    switch format {
    case .svg: write(SVGRenderer(theme: theme).render(page))
    default: write(format.encode(page, theme: theme, depth: depth))
    }
    return failed ? .findings : .ok
}

/// `preview --live`: the extension's widgets in the dashboard.
func runPreviewDashboard(_ program: PreviewProgram, plan: PreviewPlan, theme: Theme, platform: Platform) throws -> ExitStatus {
    guard platform.standardOutputIsTerminal, platform.standardInputIsTerminal else {
        throw CommandError(message: "preview --live needs a terminal; without --live, preview prints every widget", status: .unavailable)
    }
    let catalog = try oneShot { try await program.catalog() }
    let widgets = WidgetPreviewer.selected(catalog, plan: plan)
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
    configuration.launchedAt = launchedAt
    configuration.onSessionStart = { (session: DashboardSession) in center.attach(session.runner) }
    do {
        return try DashboardApp(configuration, clock: clock).run() == 0 ? .ok : .software
    } catch {
        throw CommandError(message: "\(error)", status: .unavailable)
    }
}
