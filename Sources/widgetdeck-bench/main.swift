// widgetdeck-bench: prints figures for the product's hot paths. Nothing here is asserted; the
// targets are printed beside each row. Usage: widgetdeck-bench [NAME-SUBSTRING …]
#if canImport(Glibc)
import Glibc
#endif

let filters = Array(CommandLine.arguments.dropFirst())
let all = Benchmark.buffer + Benchmark.layout + Benchmark.data + Benchmark.timeline + Benchmark.store + Benchmark.bigShop
let selected = filters.isEmpty ? all : all.filter { b in filters.contains { b.name.contains($0) } }
if selected.isEmpty && !filters.contains(where: { "terminal".contains($0) }) {
    print("no benchmark matches \(filters); names:\n" + all.map { "  " + $0.name }.joined(separator: "\n"))
    exit(64)
}
BenchmarkRunner().run(selected)
if filters.isEmpty || filters.contains(where: { "terminal".contains($0) }) {
    TerminalBytes.report()
}
