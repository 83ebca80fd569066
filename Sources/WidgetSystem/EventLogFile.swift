#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore

/// An event log's file: opened for appending (created if needed, mode 0600), one `write` per
/// line, so lines from several processes never interleave (`O_APPEND`).
package final class EventLogFile: EventSink {
    private let fd: Int32
    /// The file's path, to name it when a write fails.
    package let path: String

    /// Opens `path` for appending.
    package init(path: String) throws(FileError) {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            throw FileError(path: path, reason: String(cString: strerror(code)), isMissing: code == ENOENT)
        }
        fd = descriptor
    }

    deinit {
        close(fd)
    }

    /// Appends `line` in one `write`; a failed or short write (a full disk) is kept in
    /// ``WriteFailures``, so the program ends saying events were lost.
    package func write(line: [UInt8]) {
        while true {
            let n = line.withUnsafeBytes { posixWrite(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 {
                WriteFailures.record("--log \(path)", errno: errno)
            } else if n < line.count {
                WriteFailures.record("--log \(path)", errno: ENOSPC)
            }
            return
        }
    }
}

extension EventLog {
    /// A log appended to the file at `path` (created if needed, mode 0600).
    package convenience init(path: String) throws(FileError) {
        self.init(sink: try EventLogFile(path: path))
    }
}
