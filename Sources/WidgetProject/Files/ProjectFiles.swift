#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetSystem

/// Paths and folders as a project reader needs them: textual normalisation, kinds, walks that
/// keep bundles (`.xcassets`, `.bundle`, `.xcdatamodeld`) whole and skip build products.
package enum ProjectFiles {
    /// Folders never searched for a project's sources: build products, dependency managers'
    /// checkouts, version control.
    static let skippedFolders: Set<String> = [
        "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", ".build", ".swiftpm", "SourcePackages", "checkouts",
        "fastlane", "vendor",
    ]

    /// Folder extensions Xcode treats as one item.
    static let packagedExtensions: Set<String> = [
        "xcassets", "bundle", "xcdatamodeld", "xcdatamodel", "framework", "xcframework", "app", "appex", "playground",
        "xcodeproj", "xcworkspace", "docc", "scnassets", "spriteatlas", "xcstickers", "mlmodelc", "rcproject", "reality",
        "xcappdata", "icon", "storekit",
    ]

    /// `path` with `.`, `..` and repeated slashes resolved textually.
    package static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// `path` joined to `base` unless it is absolute.
    package static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        if path.isEmpty { return normalize(base) }
        return normalize(base + "/" + path)
    }

    /// `path` as it is on disk: a Mac's disk ignores letter case, so a project may name
    /// `Configs/openhpi/App.xcconfig` for the folder `openHPI`; here each component that is not
    /// there as written is matched without regard to case. `path` itself when nothing matches.
    package static func onDisk(_ path: String) -> String {
        var info = stat()
        guard path.hasPrefix("/"), stat(path, &info) != 0 else { return path }
        var resolved = ""
        for component in path.split(separator: "/") {
            let candidate = resolved + "/" + component
            if stat(candidate, &info) == 0 {
                resolved = candidate
                continue
            }
            let wanted = component.lowercased()
            guard let match = FileIO.names(in: resolved.isEmpty ? "/" : resolved).first(where: { $0.lowercased() == wanted }) else {
                return path
            }
            resolved += "/" + match
        }
        return resolved
    }

    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    package static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The folder holding `path`.
    package static func folder(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return "." }
        let joined = parts.dropLast().joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }

    /// The last component of `path`.
    package static func name(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// The extension of `path`'s last component, without the dot (`""` when none).
    package static func pathExtension(_ path: String) -> String {
        let name = name(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `path` relative to `base`, when it lies under it.
    package static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "" }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Every item under `folder`: files, and packaged folders as one item each (an asset
    /// catalogue is one item); hidden names and build products left out. Symbolic links are
    /// followed once (a linked folder that leads back is not walked again).
    package static func items(under folder: String, skipping skipped: Set<String> = skippedFolders) -> [String] {
        var out: [String] = []
        var seen = Set<String>()
        walk(folder, skipped: skipped, seen: &seen, into: &out, depth: 0)
        return out.sorted()
    }

    private static func walk(_ folder: String, skipped: Set<String>, seen: inout Set<String>, into out: inout [String], depth: Int) {
        guard depth < 40 else { return }
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let real =
            realpath(folder, &resolved) != nil
            ? String(decoding: resolved.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : folder
        guard seen.insert(real).inserted else { return }
        for name in FileIO.names(in: folder).sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if isDirectory(path) {
                if packagedExtensions.contains(pathExtension(name)) {
                    out.append(path)
                } else if !skipped.contains(name) {
                    walk(path, skipped: skipped, seen: &seen, into: &out, depth: depth + 1)
                }
            } else if isFile(path) {
                out.append(path)
            }
        }
    }

    /// The project files (`*.xcodeproj`) under `folder`, nearest first, at most `depth` folders
    /// down — and XcodeGen specs (`project.yml`) in folders whose project is not committed.
    package static func projects(under folder: String, depth: Int = 4) -> [String] {
        var found: [String] = []
        var level = [folder]
        for _ in 0...depth {
            var next: [String] = []
            for current in level {
                let names = FileIO.names(in: current)
                if !names.contains(where: { $0.hasSuffix(".xcodeproj") && isFile(current + "/" + $0 + "/project.pbxproj") }),
                    let spec = XcodeGenSpec.file(in: current), let text = try? FileIO.readText(spec),
                    text.contains("targets") || text.contains("include")
                {
                    found.append(spec)
                }
                for name in names.sorted() where !name.hasPrefix(".") {
                    let path = current + "/" + name
                    guard isDirectory(path) else { continue }
                    if name.hasSuffix(".xcodeproj") {
                        if isFile(path + "/project.pbxproj") { found.append(path) }
                    } else if !skippedFolders.contains(name) && !packagedExtensions.contains(pathExtension(name)) {
                        next.append(path)
                    }
                }
            }
            level = next
        }
        return found
    }
}
