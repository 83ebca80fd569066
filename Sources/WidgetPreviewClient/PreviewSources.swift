#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetSystem

/// The Swift files of a widget extension, as `widgetdeck preview PATH…` finds them: each folder
/// searched (hidden folders and build products left out), each file given taken, the
/// `--exclude` patterns removed — and what a reader should know before the compiler says
/// anything, such as a family switch that Linux will never take.
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
        var warnings: [String] = []
        for file in files {
            guard let text = try? FileIO.readText(file) else { continue }
            warnings += FamilySwitchScan.warnings(in: text, file: file, defines: Set(defines))
        }
        return PreviewSources(files: files, folders: folders, warnings: warnings)
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

/// Finds family switches that Linux never compiles: a `case .systemSmall:` (or any family)
/// that only appears inside an `#if` branch false here (`os(iOS)`, `canImport(UIKit)`…).
/// WidgetKit draws the family the switch chooses; under widgetdeck every family would draw the
/// other branch, so the reader is told where and why.
enum FamilySwitchScan {
    static let familyCases = ["case .system", "case .accessory", "case WidgetFamily.", "== .system", "== .accessory"]

    static func warnings(in text: String, file: String, defines: Set<String>) -> [String] {
        // The `#if` stack: whether each level is true on Linux, and where it began.
        var stack: [(active: Bool, anyTaken: Bool, line: Int, condition: String)] = []
        var inactive: [(line: Int, condition: String)] = []
        var activeUses = 0
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingSpaces()
            if line.hasPrefix("#if ") {
                let condition = String(line.dropFirst(4))
                let value = Condition.evaluate(condition, defines: defines)
                stack.append((value, value, number + 1, condition))
            } else if line.hasPrefix("#elseif "), !stack.isEmpty {
                let condition = String(line.dropFirst(8))
                let value = !stack[stack.count - 1].anyTaken && Condition.evaluate(condition, defines: defines)
                stack[stack.count - 1] = (value, stack[stack.count - 1].anyTaken || value, number + 1, condition)
            } else if line.hasPrefix("#else"), !stack.isEmpty {
                let top = stack[stack.count - 1]
                stack[stack.count - 1] = (!top.anyTaken, true, top.line, "not " + top.condition)
            } else if line.hasPrefix("#endif"), !stack.isEmpty {
                stack.removeLast()
            } else if familyCases.contains(where: { line.contains($0) }) && !line.hasPrefix("//") {
                if let off = stack.last(where: { !$0.active }) {
                    if !inactive.contains(where: { $0.line == off.line }) { inactive.append((off.line, off.condition)) }
                } else {
                    activeUses += 1
                }
            }
        }
        guard activeUses == 0 else { return [] }
        let name = String(file.split(separator: "/").last ?? Substring(file))
        return inactive.map { block in
            "\(name):\(block.line): the widget's family switch is inside `#if \(block.condition)`, which is false on Linux: "
                + "widgetdeck compiles the other branch, so every family draws what it draws (preview with -D to choose, or move the switch out)"
        }
    }

    /// A compilation condition, evaluated as the Linux compiler will.
    enum Condition {
        static func evaluate(_ text: String, defines: Set<String>) -> Bool {
            var tokens = tokenize(text)
            return expression(&tokens, defines)
        }

        static func tokenize(_ text: String) -> [String] {
            var tokens: [String] = []
            var current = ""
            var depth = 0
            for c in text {
                if depth > 0 {
                    current.append(c)
                    if c == "(" { depth += 1 }
                    if c == ")" {
                        depth -= 1
                        if depth == 0 {
                            tokens.append(current)
                            current = ""
                        }
                    }
                    continue
                }
                switch c {
                case "(" where !current.isEmpty:
                    current.append(c)
                    depth = 1
                case "(", ")", "!":
                    if !current.isEmpty {
                        tokens.append(current)
                        current = ""
                    }
                    tokens.append(String(c))
                case "&", "|":
                    if !current.isEmpty {
                        tokens.append(current)
                        current = ""
                    }
                    if let last = tokens.last, last == String(c) {
                        tokens[tokens.count - 1] = String([c, c])
                    } else {
                        tokens.append(String(c))
                    }
                case " ", "\t":
                    if !current.isEmpty {
                        tokens.append(current)
                        current = ""
                    }
                case "/":
                    if !current.isEmpty {
                        tokens.append(current)
                        current = ""
                    }
                    tokens.append("/")
                default:
                    current.append(c)
                }
            }
            if !current.isEmpty { tokens.append(current) }
            if let comment = tokens.firstIndex(of: "/") { tokens.removeSubrange(comment...) }
            return tokens
        }

        static func expression(_ tokens: inout [String], _ defines: Set<String>) -> Bool {
            var value = term(&tokens, defines)
            while tokens.first == "||" || tokens.first == "&&" {
                let op = tokens.removeFirst()
                let rhs = term(&tokens, defines)
                value = op == "||" ? value || rhs : value && rhs
            }
            return value
        }

        static func term(_ tokens: inout [String], _ defines: Set<String>) -> Bool {
            guard !tokens.isEmpty else { return false }
            let token = tokens.removeFirst()
            switch token {
            case "!": return !term(&tokens, defines)
            case "(":
                let value = expression(&tokens, defines)
                if tokens.first == ")" { tokens.removeFirst() }
                return value
            case "true": return true
            case "false": return false
            default: return atom(token, defines)
            }
        }

        static func atom(_ token: String, _ defines: Set<String>) -> Bool {
            guard let open = token.firstIndex(of: "("), token.hasSuffix(")") else { return defines.contains(token) }
            let function = String(token[..<open])
            let argument = String(token[token.index(after: open)..<token.index(before: token.endIndex)]).trimmingSpaces()
            switch function {
            case "os": return argument == "Linux"
            case "arch": return argument == "x86_64" || argument == "arm64"
            case "canImport":
                return ["WidgetKit", "SwiftUI", "AppIntents", "Foundation", "Combine", "Intents", "Observation", "FoundationNetworking"]
                    .contains(argument.split(separator: ",").first.map { String($0) } ?? argument)
            case "targetEnvironment": return false
            case "swift", "compiler": return true
            case "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
    }
}
