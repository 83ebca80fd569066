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
import Dispatch

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
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR {
                close(fd)
                return nil
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
    /// Waits for the lock on `path` off the cooperative pool (a `flock` wait blocks its
    /// thread): the shared cache's single flight, one process asking while the others wait.
    package static func waiting(path: String) async -> FileLock? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: FileLock(path: path)) }
        }
    }
}
