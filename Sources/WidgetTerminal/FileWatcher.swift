#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells the event loop when a file was written or replaced, without polling: a descriptor for
/// `poll` that becomes readable then (inotify on Linux, on the file's directory, so an editor's
/// write-to-temporary-and-rename is seen too). Where inotify is missing, there is no watcher and
/// the file is read at start only.
final class FileWatcher {
    let descriptor: Int32
    private let name: String

    init?(path: String) {
        #if os(Linux)
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE)
        guard inotify_add_watch(fd, directory, mask) >= 0 else {
            close(fd)
            return nil
        }
        descriptor = fd
        #else
        return nil
        #endif
    }

    deinit {
        close(descriptor)
    }

    /// Reads the pending events; returns whether one was about the watched file.
    func drain() -> Bool {
        #if os(Linux)
        var touched = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            var offset = 0
            while offset + 16 <= count {
                // struct inotify_event: wd, mask, cookie, len, then a NUL-padded name.
                let length =
                    Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8 | Int(buffer[offset + 14]) << 16 | Int(buffer[offset + 15])
                    << 24
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                if String(decoding: nameBytes, as: UTF8.self) == name { touched = true }
                offset += 16 + length
            }
        }
        return touched
        #else
        return false
        #endif
    }
}
