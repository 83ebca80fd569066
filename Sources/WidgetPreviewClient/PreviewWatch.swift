#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetFormats
import WidgetProject
import WidgetSystem

/// `preview --watch`: the preview drawn again whenever a file of the project changes, without a
/// key pressed. Each round runs `widgetdeck preview` itself as a child (the same arguments
/// without `--watch`), so a round is exactly what the command prints; a round that does not
/// compile keeps the last picture on screen and shows the compiler's errors below it.
package struct PreviewWatch {
    /// The folders the project's files are in: each PATH given and the folders under it, less
    /// hidden ones and build output (`.build`, `build`, `DerivedData`).
    package let paths: [String]

    package init(paths: [String]) { self.paths = paths }

    /// Runs rounds until the process is stopped (Ctrl-C). `executable` is widgetdeck itself;
    /// `write` puts a round's screen out; `clearsScreen`: a terminal is cleared between rounds,
    /// a log gets each round after the last.
    package func run(
        executable: String, arguments: [String], environment: [String: String], clearsScreen: Bool, write: (String) -> Void
    ) throws(SetupError) -> Never {
        guard let watcher = FolderWatcher(folders: Self.folders(under: paths)) else {
            throw SetupError(.unavailable, "preview --watch: cannot watch \(paths.joined(separator: ", ")) (inotify)")
        }
        var lastGood: String?
        var changed: [String] = []
        while true {
            let round = try ChildProcess.run(executable, ["preview"] + arguments, environment: environment)
            // 0: drawn; 1: drawn, with widgets that failed or lint findings. Anything else drew nothing.
            let drawn = round.termination == .exited(0) || round.termination == .exited(1)
            if drawn { lastGood = round.output }
            var screen = clearsScreen ? "\u{1B}[H\u{1B}[2J\u{1B}[3J" : ""
            if !changed.isEmpty {
                let named =
                    changed.prefix(3).map(relative).joined(separator: ", ") + (changed.count > 3 ? " and \(changed.count - 3) more" : "")
                screen += "── after a change to \(TerminalText.sanitized(named)) ──\n"
            }
            screen += lastGood ?? ""
            if !drawn {
                screen +=
                    "── \(lastGood == nil ? "nothing drawn yet" : "the picture above is the last good one"): preview \(round.termination) ──\n"
            }
            screen += round.errors
            screen += "── watching \(paths.joined(separator: ", ")) — an edit draws it again; Ctrl-C stops ──\n"
            write(screen)
            changed = watcher.waitForChange()
        }
    }

    /// `path` from the PATH given that holds it, as a user reads it: `Widgets/Clock.swift`.
    func relative(_ path: String) -> String {
        for root in Self.roots(of: paths) {
            let folder = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(folder) { return String(path.dropFirst(folder.count)) }
        }
        return path
    }

    /// The folder each PATH stands for: itself, or the folder a project file is in.
    static func roots(of paths: [String]) -> [String] {
        paths.map { path in
            let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            let isProjectFile = trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix(".xcworkspace") || !ProjectFiles.isDirectory(trimmed)
            return isProjectFile ? ProjectFiles.folder(of: trimmed) : trimmed
        }
    }

    /// The folders under `paths` that hold a project's files. A PATH that names a project file
    /// (`project.yml`, `App.xcodeproj`, `Package.swift`) stands for the folder it is in, where
    /// the sources are; symbolic links to folders are not followed (no loop, no second copy).
    static func folders(under paths: [String]) -> [String] {
        var found: [String] = []
        var queue = roots(of: paths)
        while let folder = queue.popLast() {
            guard ProjectFiles.isDirectory(folder), !found.contains(folder) else { continue }
            found.append(folder)
            for name in FileIO.names(in: folder) where !Self.ignored(folder: name) {
                let path = folder + "/" + name
                var info = stat()
                if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { queue.append(path) }
            }
        }
        return found
    }

    /// Folders no project file is in: hidden ones and build output.
    static func ignored(folder name: String) -> Bool {
        name.hasPrefix(".") || ["build", "DerivedData", "Pods", "Carthage"].contains(name)
    }

    /// Names editors write beside the file they save: never a change of the project.
    static func ignored(file name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".tmp") || name == "4913"
    }
}

/// inotify on every folder of a project: written, replaced, created, deleted, moved.
final class FolderWatcher {
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE) | UInt32(IN_DELETE)

    init?(folders paths: [String]) {
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        descriptor = fd
        for path in paths { add(path) }
        guard !folders.isEmpty else {
            close(fd)
            return nil
        }
    }

    deinit { close(descriptor) }

    private func add(_ folder: String) {
        let watch = inotify_add_watch(descriptor, folder, mask)
        if watch >= 0 { folders[watch] = folder }
    }

    /// Waits for a change of a project file and returns the paths changed — with what follows
    /// within 25 ms (an editor's save is several events; a checkout, many).
    func waitForChange() -> [String] {
        var changed: [String] = []
        var timeout: Int32 = -1
        while true {
            var fds = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fds, 1, timeout)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { return changed }
            for path in drain() where !changed.contains(path) { changed.append(path) }
            if !changed.isEmpty { timeout = 25 }
        }
    }

    /// The project files named by the events pending; folders created are watched too.
    private func drain() -> [String] {
        var names: [String] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var offset = 0
        while offset + 16 <= count {
            // struct inotify_event: wd, mask, cookie, len, then a NUL-padded name.
            func word(_ at: Int) -> UInt32 {
                UInt32(buffer[at]) | UInt32(buffer[at + 1]) << 8 | UInt32(buffer[at + 2]) << 16 | UInt32(buffer[at + 3]) << 24
            }
            let watch = Int32(bitPattern: word(offset)), mask = word(offset + 4), length = Int(word(offset + 12))
            let name = String(decoding: buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self)
            offset += 16 + length
            guard let folder = folders[watch], !name.isEmpty else { continue }
            let path = folder + "/" + name
            if mask & UInt32(IN_ISDIR) != 0 {
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !PreviewWatch.ignored(folder: name) {
                    for inner in PreviewWatch.folders(under: [path]) { add(inner) }
                    names.append(path)
                }
            } else if !PreviewWatch.ignored(file: name) {
                names.append(path)
            }
        }
        return names
    }
}
