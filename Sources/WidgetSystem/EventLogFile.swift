/// An event log's file: opened for appending (created if needed, mode 0600), one `write` per
/// line, so lines from several processes never interleave (`O_APPEND`).
public final class EventLogFile: EventSink {
    private let fd: Int32

    /// Opens `path` for appending.
    public init(path: String) throws(FileError) {
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

    public func write(line: [UInt8]) {
        _ = line.withUnsafeBytes { posixWrite(fd, $0.baseAddress, $0.count) }
    }
}

extension EventLog {
    /// A log appended to the file at `path` (created if needed, mode 0600).
    public convenience init(path: String) throws(FileError) {
        self.init(sink: try EventLogFile(path: path))
    }
}
