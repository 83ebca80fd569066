#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Keeps the tests that load the machine (many emulators and tmux panes, a browser) from running
/// while a test times a terminal: on a two-core machine a timed test would otherwise measure
/// their load, not the program. A test that times something holds the lock shared (any number
/// together); a heavy one holds it alone, waiting for the timed ones to finish and holding new
/// ones back. An `flock` on one file, so it holds across test targets and processes.
///
/// ```swift
/// let timed = try await MachineLoad.shared()        // a tmux session that times the dashboard
/// defer { timed.release() }
/// try await MachineLoad.alone { try replayIntoTmux() }   // the differential test
/// ```
package final class MachineLoad: @unchecked Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The lock file, one for the machine's test runs.
    static let path = FileManager.default.temporaryDirectory.appendingPathComponent("widgetdeck-test-machine-load.lock").path

    /// Takes the lock (`LOCK_SH` or `LOCK_EX`), waiting on a thread of its own: never on the
    /// tests' shared pool of threads.
    static func take(_ operation: Int32) async throws -> MachineLoad {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
                guard descriptor >= 0 else {
                    return continuation.resume(throwing: CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path]))
                }
                while flock(descriptor, operation) != 0 && errno == EINTR {}
                continuation.resume(returning: MachineLoad(descriptor: descriptor))
            }.start()
        }
    }

    /// The lock shared with other timed tests; `release()` it when the timing is over.
    package static func shared() async throws -> MachineLoad {
        try await take(LOCK_SH)
    }

    /// Runs `work` with the machine to itself among the tests that take this lock.
    package static func alone<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let lock = try await take(LOCK_EX)
        defer { lock.release() }
        return try await work()
    }

    /// Gives the lock back (closing the file releases the `flock`).
    package func release() {
        close(descriptor)
    }
}
