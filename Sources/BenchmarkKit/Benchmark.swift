// The benchmarks' runner and printing, shared by widgetdeck-bench and (on Linux)
// widgetdeck-preview-bench, which links widgetdeck's SwiftUI and so cannot share the first's
// static runtime.
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One named measurement: `setUp` runs once, untimed; `operation` is timed, many times.
package struct Benchmark {
    package var name: String
    /// What the product aims for, printed beside the figure (never asserted).
    package var target: String
    /// How many operations one call of the timed closure performs (figures are per operation).
    package var operationsPerCall: Int = 1
    /// Work done once before timing; returns the closure to time.
    package var setUp: () -> () -> Void
    /// For operations that need fresh set-up each time: returns the seconds of the part to
    /// count (used instead of `setUp` when present).
    package var selfTimed: (() -> Double)?

    package init(name: String, target: String, operationsPerCall: Int = 1, setUp: @escaping () -> () -> Void) {
        self.name = name
        self.target = target
        self.operationsPerCall = operationsPerCall
        self.setUp = setUp
    }

    package init(name: String, target: String, selfTimed: @escaping () -> Double) {
        self.name = name
        self.target = target
        self.setUp = { {} }
        self.selfTimed = selfTimed
    }
}

/// Measures benchmarks with warm-up and repetitions and prints a table: median time per
/// operation, the spread between the 10th and 90th percentile, the best sample (on a shared
/// virtual machine the clock speed wanders, and the best is the steadiest figure), and the
/// process's peak resident memory after the row ran.
package struct BenchmarkRunner {
    package var repetitions = 31
    package var minimumSampleSeconds = 0.01

    package init() {}

    /// Prints the table's heading.
    package static func printHeading() {
        printLine(
            padded("benchmark", 52) + padded("median/op", 12, right: true) + padded("p10–p90", 20, right: true)
                + padded("best", 10, right: true) + padded("peak RSS", 11, right: true) + "   target")
    }

    package func run(_ benchmarks: [Benchmark]) {
        run(benchmarks, heading: true)
    }

    /// Runs `benchmarks`, under the table's heading or not (rows continuing another's table).
    package func run(_ benchmarks: [Benchmark], heading: Bool) {
        if heading { Self.printHeading() }
        for benchmark in benchmarks {
            if let timed = benchmark.selfTimed {
                // Self-timed rows are long (a store, an import): no warm-up, three samples.
                let samples = (0..<3).map { _ in timed() }.sorted()
                report(benchmark, samples)
                continue
            }
            let operation = benchmark.setUp()
            // Warm up, and find how many operations make a sample long enough to time well.
            var batch = 1
            while true {
                let start = now()
                for _ in 0..<batch { operation() }
                let elapsed = now() - start
                if elapsed >= minimumSampleSeconds || batch >= 1 << 20 { break }
                batch *= elapsed < minimumSampleSeconds / 10 ? 10 : 2
            }
            var samples: [Double] = []
            for _ in 0..<repetitions {
                let start = now()
                for _ in 0..<batch { operation() }
                samples.append((now() - start) / Double(batch * benchmark.operationsPerCall))
            }
            samples.sort()
            report(benchmark, samples)
        }
    }

    private func report(_ benchmark: Benchmark, _ samples: [Double]) {
        do {
            let median = samples[samples.count / 2]
            let p10 = samples[samples.count / 10]
            let p90 = samples[samples.count * 9 / 10]
            printLine(
                padded(benchmark.name, 52)
                    + padded(format(median), 12, right: true)
                    + padded("\(format(p10))–\(format(p90))", 20, right: true)
                    + padded(format(samples[0]), 10, right: true)
                    + padded(fixed(peakResidentMegabytes(), 1) + " MB", 11, right: true)
                    + "   " + benchmark.target
            )
        }
    }

    package func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    private func peakResidentMegabytes() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
        return Double(usage.ru_maxrss) / 1_048_576
        #else
        return Double(usage.ru_maxrss) / 1024
        #endif
    }

    private func format(_ seconds: Double) -> String {
        if seconds >= 1 { return fixed(seconds, 1) + " s" }
        if seconds >= 1e-3 { return fixed(seconds * 1e3, 1) + " ms" }
        if seconds >= 1e-6 { return fixed(seconds * 1e6, 1) + " µs" }
        return fixed(seconds * 1e9, 1) + " ns"
    }

}

/// `text` in a column `width` wide (at least one space beside it), on the left or the right:
/// every row of the benchmark lines up.
package func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(1, width - text.count))
    return right ? padding + text : text + padding
}

/// Keeps a result alive so the optimiser cannot remove the work that made it.
@inline(never)
package func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs async work to completion from the synchronous benchmark loop. The measured figure
/// includes one hop onto the cooperative pool and back, so it is an upper bound.
package final class SendableBox: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    package init() {}

    package func runBlocking(_ work: @escaping @Sendable () async -> Void) {
        Task {
            await work()
            self.semaphore.signal()
        }
        semaphore.wait()
    }
}

/// Prints a line and flushes it at once, so long rows show as they finish.
package func printLine(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { _ = write(1, $0.baseAddress, $0.count) }
}

/// `value` with `digits` decimals (no Foundation formatting in the benchmark).
package func fixed(_ value: Double, _ digits: Int) -> String {
    let scale = (0..<digits).reduce(1.0) { r, _ in r * 10 }
    let rounded = (abs(value) * scale).rounded()
    let whole = Int(rounded / scale)
    let fraction = Int(rounded.truncatingRemainder(dividingBy: scale))
    let decimals = String(fraction)
    let text = digits == 0 ? "\(whole)" : "\(whole)." + String(repeating: "0", count: max(0, digits - decimals.count)) + decimals
    return (value < 0 && rounded > 0 ? "-" : "") + text
}
