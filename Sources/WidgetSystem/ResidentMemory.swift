#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resident memory: what it holds, and handing back the code pages start-up
/// touched once.
package enum ResidentMemory {
    /// Resident set size in bytes (`VmRSS`) of this process, or of process `pid`; `nil` where
    /// `/proc` is missing or the process is gone.
    package static func current(pid: Int32? = nil) -> Int? {
        guard let text = try? FileIO.readText("/proc/\(pid.map(String.init) ?? "self")/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let digits = line.split(whereSeparator: { !$0.isNumber })
            return digits.first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }

    /// Unmaps, from this process, the resident pages of read-only file mappings — the code,
    /// constants and unwind tables of the program and its libraries. Start-up touches far more
    /// of them than a running dashboard uses again (opening SQLite, reading the dashboard file,
    /// the first frame's layout), and the kernel maps whole 64 KB runs around each touch. The
    /// pages stay in the system's file cache, shared; the next use of one maps it back.
    ///
    /// The heap's free memory goes back too (`malloc_trim`). Only mappings that were never
    /// written are touched: readable, not writable, backed by a
    /// file, and without a private copy of any page (`Anonymous: 0 kB` in `/proc/self/smaps` —
    /// which leaves out RELRO, relocated at start and then made read-only). `MADV_DONTNEED` on
    /// them loses nothing. Linux only; elsewhere it does nothing.
    package static func releaseStartupCodePages() {
        #if os(Linux)
        // And the heap start-up freed (a first run builds 90 days of demo orders in memory):
        // glibc keeps freed memory for reuse unless asked to hand it back. `malloc_trim` is
        // glibc's own (not in the module Swift imports): looked up, and skipped elsewhere.
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            typealias MallocTrim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        guard let smaps = try? FileIO.readText("/proc/self/smaps") else { return }
        var candidate: (start: UInt, end: UInt)?
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), fields.count >= 5, !range.hasSuffix(":") {
                // A mapping's header: "start-end perms offset dev inode [path]".
                candidate = nil
                let perms = fields[1], inode = fields[4]
                guard perms.hasPrefix("r"), perms.dropFirst().first == "-", inode != "0", fields.count >= 6,
                    !fields[5].hasPrefix("[")
                else { continue }
                let bounds = range.split(separator: "-")
                if bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16) {
                    candidate = (start, end)
                }
            } else if line.hasPrefix("Anonymous:"), let mapping = candidate {
                candidate = nil
                guard line.split(whereSeparator: { !$0.isNumber }).first == "0",
                    let address = UnsafeMutableRawPointer(bitPattern: mapping.start)
                else { continue }
                _ = madvise(address, Int(mapping.end - mapping.start), MADV_DONTNEED)
            }
        }
        #endif
    }
}
