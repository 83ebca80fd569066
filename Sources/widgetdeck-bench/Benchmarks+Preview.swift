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

enum PreviewBench {
    /// `widgetdeck preview` of the five-file example: cold (nothing cached but the macro plugin,
    /// which is built once per compiler) against `swiftc` alone compiling the same files with
    /// the same flags, in turns; then warm, nothing changed, exec → exit.
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
        let example = root + "/Examples/CoffeeWidgets"
        let home = Lean.scratch("preview")
        defer { Lean.remove(home) }
        var environment = ["HOME": home, "TZ": "UTC", "LANG": "C.UTF-8", "WIDGETDECK_SKIP_BUILD": "1"]
        environment["PATH"] = ProcessEnvironment.current["PATH"]
        let arguments = ["preview", example, "--now", "2026-12-01T09:00:00Z"]
        // The first run builds the macro plugin (once per compiler); then the compiler's
        // command for the same files and flags, as `preview` builds it.
        let command: [String]
        do {
            guard Lean.run(binary, arguments, environment: environment) != nil else { throw SetupError(.unavailable, "preview failed") }
            let sources = try PreviewSources.collect([example])
            let toolchain = try PreviewToolchain.find(environment: ProcessEnvironment.current.merging(environment) { $1 })
            let sdk = PreviewSDK(packageRoot: root)
            let plugin = try sdk.macroPlugin(toolchain: toolchain, cache: home + "/.cache/widgetdeck", environment: environment)
            command =
                [toolchain.swiftc]
                + PreviewBuild.arguments(
                    sources, options: PreviewCompileOptions(swiftVersion: "5", defines: []), sdk: sdk,
                    plugin: plugin, output: home + "/alone")
        } catch {
            printLine("preview: the widgetdeck binary or its preview SDK (bin/build WidgetPreviewSDK) is missing (\(error)); skipped")
            return
        }
        let cache = home + "/.cache/widgetdeck/previews"
        var cold: [Double] = [], alone: [Double] = []
        for _ in 0..<runs {
            Lean.remove(cache)
            var began = BenchmarkRunner().now()
            _ = Lean.run(binary, arguments, environment: environment)
            cold.append(BenchmarkRunner().now() - began)
            // The same compile, its output elsewhere.
            began = BenchmarkRunner().now()
            guard Lean.run(command[0], Array(command.dropFirst()), environment: environment) != nil else {
                printLine("preview: swiftc alone failed: \(command.joined(separator: " ")); skipped")
                return
            }
            alone.append(BenchmarkRunner().now() - began)
        }
        var warm: [Double] = []
        for _ in 0..<9 {
            let began = BenchmarkRunner().now()
            _ = Lean.run(binary, arguments, environment: environment)
            warm.append(BenchmarkRunner().now() - began)
        }
        let (c, s, w) = (cold.sorted()[runs / 2], alone.sorted()[runs / 2], warm.sorted()[warm.count / 2])
        printLine(
            padded("preview Examples/CoffeeWidgets, cold (median of \(runs))", 52) + padded(fixed(c, 1) + " s", 12, right: true)
                + "   swiftc alone, same files and flags: " + fixed(s, 1) + " s; ratio " + fixed(c / s, 2) + "× (target ≤ 1.3×)")
        printLine(
            padded("preview Examples/CoffeeWidgets, warm (exec → exit)", 52) + padded(fixed(w * 1000, 0) + " ms", 12, right: true)
                + "   target ≤ 500 ms to the first frame")
    }
}
#endif
