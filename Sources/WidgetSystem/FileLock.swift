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

/// An advisory lock on a file next to the store (`PATH.lock`), held while a connection sets the
/// store up: the switch to WAL and the schema migration then happen once, in one process, while
/// any other process that opens the same new store waits its turn instead of failing with
/// "database is locked" (SQLite does not always call its busy handler on those paths).
///
/// A separate file, because opening and closing the database file itself from this process
/// would drop SQLite's own POSIX locks on it.
package struct FileLock: Sendable {
    private let descriptor: Int32

    /// Blocks until the lock on `path` is ours; `nil` when the lock file cannot be made (a
    /// read-only directory): the caller then goes on unguarded, as SQLite alone would.
    package init?(path: String) {
        self.init(path: path, whenBusy: {})
    }

    /// Blocks until the lock on `path` is ours, calling `whenBusy` first if another process
    /// holds it (to say what is waited for).
    package init?(path: String, whenBusy: () -> Void) {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EWOULDBLOCK { whenBusy() }
            while flock(fd, LOCK_EX) != 0 {
                if errno != EINTR {
                    close(fd)
                    return nil
                }
            }
        }
        descriptor = fd
    }

    /// Releases the lock (closing the descriptor drops it).
    package func release() {
        close(descriptor)
    }
}

extension FileLock {
    private init(holding descriptor: Int32) { self.descriptor = descriptor }

    /// Waits at most `seconds` for the lock on `path`: the shared cache's single flight, one
    /// process asking while the others wait for its answer. `nil` when the lock cannot be made
    /// or was not had in time — the holder may be stopped (a dashboard or a `status` suspended
    /// with Ctrl-Z holds it as long as it likes), and the waiter then asks for itself rather
    /// than wait forever. Looked at again after 5 ms, doubling to 50 ms: `flock` has no deadline.
    package static func waiting(path: String, atMost seconds: Double) async -> FileLock? {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        let end = monotonicSeconds() + seconds
        var pause = 0.005
        while true {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return FileLock(holding: fd) }
            let left = end - monotonicSeconds()
            guard errno == EWOULDBLOCK || errno == EINTR, left > 0 else {
                close(fd)
                return nil
            }
            try? await Task.sleep(nanoseconds: UInt64(min(pause, left) * 1e9))
            pause = min(pause * 2, 0.05)
        }
    }
}
