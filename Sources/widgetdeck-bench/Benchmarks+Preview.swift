#if os(Linux)
// A team's widgets: `widgetdeck preview` of the example extension, cold and warm, beside
// `swiftc` alone; and a view-based widget rendered in process (widgetdeck-preview-bench, run
// from here: it links widgetdeck's SwiftUI, and so Foundation, which this binary's static
// runtime leaves out).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkKit
import WidgetSystem
import WidgetPreviewClient
import WidgetProject

enum PreviewBench {
    /// `widgetdeck preview` of a project of several modules (the Tally fixture: a framework
    /// target, a local package, a stand-in, the extension): cold (nothing cached but the macro
    /// plugin and the `#if` evaluator, built once per compiler), warm (nothing changed, exec →
    /// exit), and after one file of the extension is edited — each beside `swiftc` alone running
    /// the same module compiles and link (the commands `preview` runs, read from the library).
    static func report(runs: Int = 3) {
        let views = Lean.siblingBinary() + "-preview-bench"
        if access(views, X_OK) == 0, let rows = Lean.run(views, ["--rows"]) {
            for row in rows.split(separator: "\n") { printLine(String(row)) }
        } else {
            printLine("render a SwiftUI widget in process: \(views) is not built (bin/build widgetdeck-preview-bench); skipped")
        }
        let binary = Lean.siblingBinary()
        let here = #filePath
        let root = here.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
        let home = Lean.scratch("preview")
        defer { Lean.remove(home) }
        // A copy of the fixture, so that one of its files can be edited.
        let project = home + "/TallyProject"
        guard Lean.run("/bin/cp", ["-R", root + "/Tests/widgetdeckTests/PreviewFixtures/TallyProject", project]) != nil else {
            printLine("preview: cannot copy the Tally fixture; skipped")
            return
        }
        var environment = ["HOME": home, "TZ": "UTC", "LANG": "C.UTF-8", "WIDGETDECK_SKIP_BUILD": "1", "XDG_CACHE_HOME": home + "/.cache"]
        environment["PATH"] = ProcessEnvironment.current["PATH"]
        let arguments = [
            "preview", project, "--stand-in", "RemoteFormat=" + project + "/StandIns/RemoteFormat", "--now", "2026-12-01T09:00:00Z",
        ]
        // The first run builds the plugin and the #if evaluator; the library then gives the
        // commands `preview` ran, to be run alone.
        let build: PreviewBuild
        let context: PreviewBuildContext
        let edited = project + "/TallyWidget/TallyWidget.swift"
        do {
            guard Lean.run(binary, arguments, environment: environment) != nil else { throw SetupError(.unavailable, "preview failed") }
            let merged = ProcessEnvironment.current.merging(environment) { $1 }
            let toolchain = try PreviewToolchain.find(environment: merged)
            let sdk = PreviewSDK(packageRoot: root)
            let cache = home + "/.cache/widgetdeck"
            var request = PreviewRequest(paths: [project])
            request.standIns = ["RemoteFormat": project + "/StandIns/RemoteFormat"]
            let packages = SwiftPMPackages(toolchain: toolchain, cache: cache, environment: merged)
            guard let plan = try PreviewTargets.resolve(request, packages: packages).plans.first else {
                throw SetupError(.unavailable, "no plan")
            }
            context = PreviewBuildContext(
                toolchain: toolchain, sdk: sdk, plugin: try sdk.macroPlugin(toolchain: toolchain, cache: cache, environment: merged),
                conditionsTool: try sdk.conditionsTool(toolchain: toolchain, cache: cache, environment: merged),
                shims: try sdk.shims(toolchain: toolchain, cache: cache, environment: merged), cache: cache, environment: merged)
            build = try PreviewBuild.make(plan, context: context)
        } catch {
            printLine("preview: the widgetdeck binary or its preview SDK (bin/build WidgetPreviewSDK) is missing (\(error)); skipped")
            return
        }
        // `swiftc` alone: each module's compile, into a folder of its own, then the link.
        let alone = home + "/alone"
        func aloneCommands(_ commands: [[String]]) -> [[String]] {
            commands.map { command in
                command.map { word in
                    // Outputs and the module folders they are found in, moved together (a
                    // module's folder and the files in it keep their relative paths).
                    for folder in ["/.cache/widgetdeck/modules/", "/.cache/widgetdeck/previews/"] where word.hasPrefix(home + folder) {
                        return alone + folder.dropFirst("/.cache/widgetdeck".count) + word.dropFirst((home + folder).count)
                    }
                    return word
                }
            }
        }
        func runAlone(_ commands: [[String]]) -> Double? {
            let began = BenchmarkRunner().now()
            for command in aloneCommands(commands) {
                for word in command where word.hasPrefix(alone + "/") {
                    _ = Lean.run("/bin/mkdir", ["-p", String(word[..<(word.lastIndex(of: "/") ?? word.endIndex)])])
                }
                guard Lean.run(command[0], Array(command.dropFirst()), environment: environment) != nil else {
                    printLine("preview: swiftc alone failed: " + command.joined(separator: " "))
                    return nil
                }
            }
            return BenchmarkRunner().now() - began
        }
        let cache = home + "/.cache/widgetdeck"
        var cold: [Double] = [], coldAlone: [Double] = []
        for _ in 0..<runs {
            for folder in ["modules", "previews", "bundles", "conditions", "generated"] { Lean.remove(cache + "/" + folder) }
            var began = BenchmarkRunner().now()
            _ = Lean.run(binary, arguments, environment: environment)
            cold.append(BenchmarkRunner().now() - began)
            Lean.remove(alone)
            began = BenchmarkRunner().now()
            guard let time = runAlone(build.commands) else {
                printLine("preview: swiftc alone failed; skipped")
                return
            }
            coldAlone.append(time)
        }
        var warm: [Double] = []
        for _ in 0..<9 {
            let began = BenchmarkRunner().now()
            _ = Lean.run(binary, arguments, environment: environment)
            warm.append(BenchmarkRunner().now() - began)
        }
        // One file of the extension edited: its module recompiled and the program relinked.
        var edit: [Double] = [], editAlone: [Double] = []
        for round in 0..<runs {
            guard let text = try? FileIO.readText(edited) else { break }
            try? FileIO.writeAtomically(Array((text + "\n// edit \(round)\n").utf8), to: edited)
            let began = BenchmarkRunner().now()
            _ = Lean.run(binary, arguments, environment: environment)
            edit.append(BenchmarkRunner().now() - began)
            // Alone: the extension's compile (the last module) and the link.
            guard let time = runAlone(Array(build.commands.suffix(2))) else { break }
            editAlone.append(time)
        }
        // `--watch`: the same edit, from the file written to the new picture's last line read —
        // inotify, the 25 ms the watcher lets a save settle, the round's compile and link, its drawing.
        var watched: [Double] = []
        if let watch = try? ChildProcess(executable: binary, arguments: arguments + ["--watch"], environment: environment) {
            func nextRound() -> Bool {
                let deadline = monotonicSeconds() + 120
                while case .line(let line) = watch.readLine(until: deadline) {
                    if String(decoding: line, as: UTF8.self).hasPrefix("── watching") { return true }
                }
                return false
            }
            if nextRound() {
                for round in 0..<runs {
                    guard let text = try? FileIO.readText(edited) else { break }
                    let began = BenchmarkRunner().now()
                    try? FileIO.writeAtomically(Array((text + "\n// watched edit \(round)\n").utf8), to: edited)
                    guard nextRound() else { break }
                    watched.append(BenchmarkRunner().now() - began)
                }
            }
            watch.kill()
        }
        func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
        let (c, ca, w) = (median(cold), median(coldAlone), median(warm))
        let (e, ea) = (median(edit), median(editAlone))
        let modules = build.modules.count
        printLine(
            padded("preview TallyProject (\(modules) modules), cold", 52) + padded(fixed(c, 1) + " s", 12, right: true)
                + "   swiftc alone, same compiles and link: " + fixed(ca, 1) + " s; ratio " + fixed(c / ca, 2) + "× (target ≤ 1.3×)")
        printLine(
            padded("preview TallyProject, warm (exec → exit)", 52) + padded(fixed(w * 1000, 0) + " ms", 12, right: true)
                + "   target ≤ 500 ms to the first frame")
        printLine(
            padded("preview TallyProject, one extension file edited", 52) + padded(fixed(e, 1) + " s", 12, right: true)
                + "   swiftc on that module + link: " + fixed(ea, 1) + " s; ratio " + fixed(e / ea, 2) + "× (target ≤ 1.3×)")
        let wa = median(watched)
        printLine(
            padded("preview --watch TallyProject: an edit → its picture", 52) + padded(fixed(wa, 1) + " s", 12, right: true)
                + "   swiftc on that module + link: " + fixed(ea, 1) + " s; ratio " + fixed(wa / ea, 2) + "× (target ≤ 1.3×)")

        // A folder of 501 small files (500 types and a widget), cold, beside `swiftc` alone on
        // the same whole-module compile and link: a widget extension that grew large.
        let many = home + "/ManyFiles"
        _ = Lean.run("/bin/mkdir", ["-p", many])
        for i in 0..<500 {
            let text =
                "import SwiftUI\n\nstruct Part\(i): View {\n    let value = \(i)\n    var body: some View { Text(\"part \\(value)\") }\n}\n"
            try? FileIO.writeAtomically(Array(text.utf8), to: many + "/Part\(i).swift")
        }
        let widget = """
            import SwiftUI
            import WidgetKit

            struct ManyEntry: TimelineEntry { let date: Date }
            struct ManyProvider: TimelineProvider {
                func placeholder(in context: Context) -> ManyEntry { ManyEntry(date: .now) }
                func getSnapshot(in context: Context, completion: @escaping (ManyEntry) -> Void) { completion(ManyEntry(date: .now)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<ManyEntry>) -> Void) {
                    completion(Timeline(entries: [ManyEntry(date: .now)], policy: .never))
                }
            }
            @main
            struct ManyWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "ManyWidget", provider: ManyProvider()) { _ in Part499() }
                        .supportedFamilies([.systemSmall])
                }
            }

            """
        try? FileIO.writeAtomically(Array(widget.utf8), to: many + "/ManyWidget.swift")
        let manyArguments = ["preview", many, "--now", "2026-12-01T09:00:00Z"]
        guard
            let manyPlan = try? PreviewTargets.resolve(
                PreviewRequest(paths: [many]),
                packages: SwiftPMPackages(toolchain: context.toolchain, cache: cache, environment: context.environment)
            ).plans.first,
            let manyBuild = try? PreviewBuild.make(manyPlan, context: context)
        else {
            printLine("preview: the 501-file folder does not build; skipped")
            return
        }
        var manyCold: [Double] = [], manyAlone: [Double] = []
        for _ in 0..<runs {
            for folder in ["modules", "previews", "bundles", "conditions", "generated"] { Lean.remove(cache + "/" + folder) }
            let began = BenchmarkRunner().now()
            _ = Lean.run(binary, manyArguments, environment: environment)
            manyCold.append(BenchmarkRunner().now() - began)
            Lean.remove(alone)
            guard let time = runAlone(manyBuild.commands) else { return }
            manyAlone.append(time)
        }
        let (m, ma) = (median(manyCold), median(manyAlone))
        printLine(
            padded("preview of 501 small files, cold", 52) + padded(fixed(m, 1) + " s", 12, right: true)
                + "   swiftc -wmo alone, same compile and link: " + fixed(ma, 1) + " s; ratio " + fixed(m / ma, 2) + "× (target ≤ 2×)")
    }
}
#endif
