// widgetdeck-bench: prints figures for the product's hot paths. Nothing here is asserted; the
// targets are printed beside each row. Usage: widgetdeck-bench [NAME-SUBSTRING …]
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkKit

let filters = Array(CommandLine.arguments.dropFirst())
#if os(Linux)
let previewReports: [(name: String, run: () -> Void)] = [
    ("preview: a SwiftUI widget in process per family; the example extension cold and warm, beside swiftc alone", { PreviewBench.report() })
]
#else
let previewReports: [(name: String, run: () -> Void)] = []
#endif
let all = Benchmark.buffer + Benchmark.layout + Benchmark.data + Benchmark.json + Benchmark.timeline + Benchmark.store + Benchmark.bigShop
/// The rows that are reports of their own rather than timed operations, by the names `--help`
/// lists and NAME filters match.
let reports: [(name: String, run: () -> Void)] =
    [
        ("terminal bytes beside ncurses (full frame, label change, focus move, page switch)", TerminalBytes.report),
        ("soak: a day of the dashboard on a manual clock (memory, CPU)", Lean.soak),
        ("dashboard: the release binary in tmux (RSS, first frame, idle CPU)", { Lean.dashboard() }),
        ("render vs C: a one-shot render beside a C ncurses program", { Lean.renderVersusC() }),
        ("store: a million orders summed to the cent, beside Python's decimal", MillionOrders.report),
    ] + previewReports
if filters.contains("--help") || filters.contains("-h") {
    print(
        """
        usage: widgetdeck-bench [NAME…]      (from a clone: bin/bench [NAME…])

        Times the product's hot paths and prints, per row: the median time per operation, the 10th–90th
        percentile spread, the best sample, the process's peak memory, and the target beside it. Nothing
        is asserted. With NAMEs, only the rows whose name contains one of them (\"terminal\": the bytes
        the dashboard sends).

        options:
          -h, --help  this help

        examples:
          bin/bench                   every row (a few minutes: the store rows build a million orders)
          bin/bench render terminal   the render rows and the bytes sent per frame

        rows:
        """ + (all.map(\.name) + reports.map(\.name)).map { "  " + $0 }.joined(separator: "\n"))
    exit(0)
}
if let option = filters.first(where: { $0.hasPrefix("-") }) {
    print("widgetdeck-bench: unknown option \(option); usage: widgetdeck-bench [NAME…], see --help")
    exit(64)
}
let selected = filters.isEmpty ? all : all.filter { b in filters.contains { b.name.contains($0) } }
let selectedReports = reports.filter { report in filters.isEmpty || filters.contains { report.name.contains($0) || $0 == "lean" } }
if selected.isEmpty && selectedReports.isEmpty {
    print("no benchmark matches \(filters); names:\n" + (all.map(\.name) + reports.map(\.name)).map { "  " + $0 }.joined(separator: "\n"))
    exit(64)
}
BenchmarkRunner().run(selected)
for report in selectedReports { report.run() }
