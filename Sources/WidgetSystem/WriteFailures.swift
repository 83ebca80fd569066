#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The first write that failed in this process — to standard output, the event log or any
/// other stream that is written as the program goes — kept so that the program ends saying so
/// (exit 74, EX_IOERR) instead of exiting 0 with a truncated file.
///
/// ```
/// WriteFailures.record("standard output", errno: ENOSPC)
/// WriteFailures.first  // "standard output: No space left on device"
/// ```
package enum WriteFailures {
    private static let failures = Mutex<[String]>([])

    /// Notes that writing to `destination` failed with `code` (only the first failure of each
    /// destination is kept).
    package static func record(_ destination: String, errno code: Int32) {
        let line = "\(destination): \(String(cString: strerror(code)))"
        failures.withLock { list in
            if !list.contains(where: { $0.hasPrefix(destination + ": ") }) { list.append(line) }
        }
    }

    /// What failed, one line each, oldest first; empty when every write went through.
    package static var all: [String] { failures.withLock { $0 } }

    /// The first failure, if any.
    package static var first: String? { all.first }
}
