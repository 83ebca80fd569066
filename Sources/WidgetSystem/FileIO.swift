#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read or written, with the path and the system's reason.
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String
    /// Whether the file does not exist (as opposed to existing but failing).
    package var isMissing: Bool

    package var description: String { "\(path): \(reason)" }
}

/// Whole-file reads and atomic writes through the C library: small, and free of the start-up
/// cost of Foundation's file APIs.
package enum FileIO {
    /// The bytes of the file at `path`.
    package static func read(_ path: String, limit: Int = 256 << 20) throws(FileError) -> [UInt8] {
        let fd = try openRegular(path)
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw error(path)
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > limit { throw FileError(path: path, reason: "larger than \(limit >> 20) MB", isMissing: false) }
        }
        return bytes
    }

    /// Opens the regular file at `path` for reading. Opened without blocking and checked before
    /// anything is read, so a FIFO, a device or a directory in a file's place is refused,
    /// named, rather than waited on for ever.
    ///
    /// - Throws: ``FileError`` when it cannot be opened or is not a regular file.
    package static func openRegular(_ path: String) throws(FileError) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw error(path) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let failure = error(path)
            close(fd)
            throw failure
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(fd)
            let what =
                kind == S_IFIFO
                ? "a FIFO (named pipe)"
                : kind == S_IFDIR
                    ? "a directory" : kind == S_IFCHR || kind == S_IFBLK ? "a device" : kind == S_IFSOCK ? "a socket" : "not a file"
            throw FileError(path: path, reason: "is \(what), not a regular file; give a file", isMissing: false)
        }
        // Reads of a regular file never block; the flag is cleared all the same.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    /// The file at `path` as UTF-8 text.
    package static func readText(_ path: String) throws(FileError) -> String {
        String(decoding: try read(path), as: UTF8.self)
    }

    /// Replaces the file at `path` with `bytes` atomically: writes a temporary file in the same
    /// directory, flushes it to disk, and renames it over the old one, so a reader sees the old
    /// document or the new one and never a mix.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) throws(FileError) {
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw error(temporary) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { posixWrite(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let failure = error(temporary)
                close(fd)
                unlink(temporary)
                throw failure
            }
            written += n
        }
        guard fsync(fd) == 0, close(fd) == 0 else {
            let failure = error(temporary)
            unlink(temporary)
            throw failure
        }
        guard rename(temporary, path) == 0 else {
            let failure = error(path)
            unlink(temporary)
            throw failure
        }
    }

    /// `path` made absolute against the working directory (`shop.sqlite` → `/home/me/shop.sqlite`),
    /// with `.` and `..` components and repeated slashes resolved textually, so one file has one
    /// name in every process whatever its working directory.
    package static func absolute(_ path: String) -> String {
        var full = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let cwd =
                getcwd(&buffer, buffer.count).map { _ in
                    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                } ?? "/"
            full = cwd + "/" + path
        }
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The names in directory `path` (`.` and `..` left out); empty when it cannot be read.
    package static func names(in path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// A new, empty folder of this user's in `$TMPDIR` (or /tmp), named `prefix.XXXXXX`.
    package static func temporaryDirectory(prefix: String, environment: [String: String] = [:]) throws(FileError) -> String {
        let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/" + prefix + ".XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw FileError(path: base, reason: String(cString: strerror(errno)), isMissing: errno == ENOENT)
        }
        return String(cString: made)
    }

    /// Removes the folder `path` and the files in it (not folders within it).
    package static func removeFolder(_ path: String) {
        for name in names(in: path) { unlink(path + "/" + name) }
        rmdir(path)
    }

    /// Whether something exists at `path`.
    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    private static func error(_ path: String) -> FileError {
        let code = errno
        return FileError(path: path, reason: String(cString: strerror(code)), isMissing: code == ENOENT)
    }
}

// The C library's read and write, reachable from inside types whose own `read` or `write`
// shadows them.
func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

extension FileIO {
    /// Creates `path` and its missing parents (mode 0700: caches and stores are private).
    package static func createDirectory(_ path: String, mode: mode_t = 0o700) throws(FileError) {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, mode) != 0 && errno != EEXIST {
                let code = errno
                throw FileError(path: current, reason: String(cString: strerror(code)), isMissing: code == ENOENT)
            }
        }
    }

    /// The mode bits of the file at `path` (permissions only), or `nil` when it cannot be read.
    package static func permissions(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o777
    }

    /// The user's directory for `kind` by the XDG base-directory rules: `XDG_CACHE_HOME`,
    /// `XDG_DATA_HOME`, `XDG_CONFIG_HOME` or `XDG_STATE_HOME` when set, else `~/.cache`,
    /// `~/.local/share`, `~/.config` or `~/.local/state`; with `widgetdeck` appended.
    package static func userDirectory(_ kind: UserDirectory, environment: [String: String]) -> String {
        if let base = environment[kind.variable], base.hasPrefix("/") { return base + "/widgetdeck" }
        let home = environment["HOME"] ?? "/tmp"
        return home + "/" + kind.fallback + "/widgetdeck"
    }
}

/// The XDG base directories widgetdeck uses.
package enum UserDirectory: Sendable {
    case cache, data, config, state

    var variable: String {
        switch self {
        case .cache: "XDG_CACHE_HOME"
        case .data: "XDG_DATA_HOME"
        case .config: "XDG_CONFIG_HOME"
        case .state: "XDG_STATE_HOME"
        }
    }

    var fallback: String {
        switch self {
        case .cache: ".cache"
        case .data: ".local/share"
        case .config: ".config"
        case .state: ".local/state"
        }
    }
}
