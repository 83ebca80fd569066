// widgetdeck-bench: prints figures for the product's hot paths. Nothing here is asserted; the
// targets are printed beside each row. Usage: widgetdeck-bench [NAME-SUBSTRING …]

let filters = Array(CommandLine.arguments.dropFirst())
let all = Benchmark.buffer + Benchmark.layout + Benchmark.data + Benchmark.json + Benchmark.timeline + Benchmark.store + Benchmark.bigShop
if filters.contains("--help") || filters.contains("-h") {
    print("""
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
    """ + all.map { "  " + $0.name }.joined(separator: "\n") + "\n  terminal bytes (label change, full frame)")
    exit(0)
}
if let option = filters.first(where: { $0.hasPrefix("-") }) {
    print("widgetdeck-bench: unknown option \(option); usage: widgetdeck-bench [NAME…], see --help")
    exit(64)
}
let selected = filters.isEmpty ? all : all.filter { b in filters.contains { b.name.contains($0) } }
if selected.isEmpty && !filters.contains(where: { "terminal".contains($0) }) {
    print("no benchmark matches \(filters); names:\n" + all.map { "  " + $0.name }.joined(separator: "\n"))
    exit(64)
}
BenchmarkRunner().run(selected)
if filters.isEmpty || filters.contains(where: { "terminal".contains($0) }) {
    TerminalBytes.report()
}
