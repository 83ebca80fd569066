#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetSystem

/// The Swift files of a widget extension, as `widgetdeck preview PATH…` finds them: each folder
/// searched (hidden folders and build products left out), each file given taken, the
/// `--exclude` patterns removed.
package struct PreviewSources: Hashable, Sendable {
    /// Absolute paths, sorted.
    package var files: [String]
    /// The folders given (asset catalogues are looked for there).
    package var folders: [String]
    /// One line each, naming a file and line.
    package var warnings: [String]
    /// The module the files are compiled as (`--module-name`), when not the folder's name: the
    /// package module a bundle imports, for widgets that live in one (`import MyAppKit` in a
    /// file of `MyAppKit` is then ignored, with a warning, as the compiler does).
    package var module: String?

    /// The files under `paths`, less those matching `excluded` (a file name, a path relative to a
    /// folder given, or a glob of either: `*View.swift`, `App/*`).
    package static func collect(
        _ paths: [String], excluding excluded: [String] = [], defines: [String] = []
    ) throws(SetupError) -> PreviewSources {
        guard !paths.isEmpty else {
            throw SetupError(.usage, "preview: give the folder of a widget extension's .swift files, or the files")
        }
        var files: [String] = []
        var folders: [String] = []
        for path in paths {
            let absolute = FileIO.absolute(path)
            var info = stat()
            guard stat(absolute, &info) == 0 else { throw SetupError(.missingInput, "preview: \(path): no such file or folder") }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                folders.append(absolute)
                files += swiftFiles(under: absolute).filter { !matches($0, relativeTo: absolute, excluded) }
            } else if absolute.hasSuffix(".swift") {
                if !matches(absolute, relativeTo: nil, excluded) { files.append(absolute) }
            } else {
                throw SetupError(.usage, "preview: \(path) is not a .swift file or a folder")
            }
        }
        files = Array(Set(files)).sorted()
        guard !files.isEmpty else {
            throw SetupError(
                .missingInput, "preview: no .swift files in \(paths.joined(separator: ", "))\(excluded.isEmpty ? "" : " (after --exclude)")"
            )
        }
        return PreviewSources(files: files, folders: folders, warnings: [])
    }

    /// The `.swift` files under `folder`, build products and hidden folders left out.
    static func swiftFiles(under folder: String) -> [String] {
        var out: [String] = []
        for name in FileIO.names(in: folder).sorted() {
            guard !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules"].contains(name) || name.hasSuffix(".xcassets") {
                    continue
                }
                out += swiftFiles(under: path)
            } else if name.hasSuffix(".swift"), (info.st_mode & S_IFMT) == S_IFREG {
                out.append(path)
            }
        }
        return out
    }

    /// Whether `path` matches one of `patterns` by its name or by its path below `folder`.
    static func matches(_ path: String, relativeTo folder: String?, _ patterns: [String]) -> Bool {
        let name = String(path.split(separator: "/").last ?? Substring(path))
        var relative = path
        if let folder, path.hasPrefix(folder + "/") { relative = String(path.dropFirst(folder.count + 1)) }
        return patterns.contains { pattern in
            fnmatch(pattern, name, 0) == 0 || fnmatch(pattern, relative, 0) == 0 || fnmatch(pattern, path, 0) == 0
                || relative.hasPrefix(pattern.hasSuffix("/") ? pattern : pattern + "/")
        }
    }

    /// The Swift module name for the extension: its folder's name as an identifier.
    package var moduleName: String {
        if let module { return module }
        let base = folders.first.map { String($0.split(separator: "/").last ?? "WidgetExtension") } ?? "WidgetExtension"
        var name = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first.map({ $0.isNumber }) ?? true { name = "W" + name }
        // Not the name of a module the extension imports, nor of a type it may declare.
        if ["WidgetKit", "SwiftUI", "AppIntents", "Foundation", "Intents", "Combine"].contains(name) { name += "Extension" }
        return name
    }
}
