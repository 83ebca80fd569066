#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetSystem

/// A target's build settings for one configuration, as Xcode resolves them: the target's own,
/// then its `.xcconfig`, then the project's, then the project's `.xcconfig`, then Xcode's
/// defaults — `$(inherited)` reaching one level down, `$(NAME)` any setting, conditions
/// (`KEY[sdk=iphoneos*]`, `[config=Debug]`) matched against the build being imitated.
package struct BuildSettings: Sendable {
    /// One assignment: the value, and the conditions under which it holds.
    struct Assignment: Sendable {
        var conditions: [(key: String, pattern: String)]
        var value: String
    }

    /// From the most specific level to the least.
    var levels: [[String: [Assignment]]]
    /// Settings Xcode defines itself (`TARGET_NAME`, `SRCROOT`, `CONFIGURATION`…), below every level.
    var builtins: [String: String]
    /// The build imitated, for conditional settings: `sdk`, `config`, `arch`.
    var context: [String: String]

    package init(levels: [[String: String]] = [], builtins: [String: String] = [:], context: [String: String] = [:]) {
        self.levels = levels.map { level in level.mapValues { [Assignment(conditions: [], value: $0)] } }
        self.builtins = builtins
        self.context = context
    }

    init(parsedLevels: [[String: [Assignment]]], builtins: [String: String], context: [String: String]) {
        levels = parsedLevels
        self.builtins = builtins
        self.context = context
    }

    /// A target's settings for a Debug-like build imitated on a Mac: `levels` over Xcode's own
    /// settings (`TARGET_NAME`, `SRCROOT`, `CONFIGURATION`…), conditions matched for the
    /// platform the target's `SDKROOT` names (iOS unless it names another).
    static func imitatingXcode(
        levels: [[String: [Assignment]]], target: String, sourceRoot: String, project: String, projectPath: String,
        configuration: String, developmentLanguage: String
    ) -> BuildSettings {
        let builtins: [String: String] = [
            "TARGET_NAME": target, "PRODUCT_NAME": "$(TARGET_NAME)", "SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot,
            "SOURCE_ROOT": sourceRoot, "PROJECT_NAME": project, "PROJECT_FILE_PATH": projectPath, "CONFIGURATION": configuration,
            "DEVELOPMENT_LANGUAGE": developmentLanguage, "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "", "CURRENT_ARCH": "arm64",
            "ARCHS": "arm64", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "TARGET_BUILD_DIR": sourceRoot + "/build",
            "BUILT_PRODUCTS_DIR": sourceRoot + "/build", "DEVELOPER_DIR": "/Applications/Xcode.app/Contents/Developer",
            "HOME": "/var/empty", "USER": "widgetdeck", "ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS": "YES",
        ]
        var settings = BuildSettings(
            parsedLevels: levels, builtins: builtins, context: ["config": configuration, "arch": "arm64", "variant": "normal"])
        // The platform decides the conditions matched.
        let platform = platform(sdkRoot: settings["SDKROOT"], supported: settings["SUPPORTED_PLATFORMS"])
        settings.context["sdk"] = platform + "18.0"
        settings.builtins["PLATFORM_NAME"] = platform
        settings.builtins["EFFECTIVE_PLATFORM_NAME"] = platform == "macosx" ? "" : "-" + platform
        return settings
    }

    /// The platform a target is built for, as `SDKROOT` and `SUPPORTED_PLATFORMS` say: an
    /// iPhone destination when the target has one — a multiplatform widget extension whose
    /// `SDKROOT` is `macosx` or `auto` and which supports `iphoneos` draws its iPhone widgets
    /// (`--platform` chooses another) — else the SDK `SDKROOT` names (iOS when none).
    package static func platform(sdkRoot: String?, supported: String?) -> String {
        let names = ["iphoneos", "watchos", "macosx", "xros", "appletvos"]
        let platforms = (supported ?? "").lowercased().split(separator: " ").map(String.init)
        if platforms.contains("iphoneos") { return "iphoneos" }
        let root = (sdkRoot ?? "iphoneos").lowercased()
        if let named = names.first(where: { root.hasPrefix($0) }) { return named }
        return platforms.first { names.contains($0) } ?? "iphoneos"
    }

    /// The setting's value, resolved; nil when nothing sets it.
    package subscript(key: String) -> String? {
        resolve(key, from: 0, depth: 0)
    }

    /// `text` with its `$(NAME)` and `${NAME}` references resolved as a setting's value would be.
    package func expanding(_ text: String) -> String {
        guard text.contains("$") else { return text }
        var probe = self
        probe.levels.insert(["__VALUE__": [Assignment(conditions: [], value: text.replacing("${", with: "$(").replacingBraces())]], at: 0)
        return probe["__VALUE__"] ?? text
    }

    /// A list setting (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS`): words split
    /// at spaces, quotes respected.
    package func list(_ key: String) -> [String] {
        Self.words(self[key] ?? "")
    }

    /// Whether a boolean setting is on (`YES`).
    package func isOn(_ key: String, default fallback: Bool = false) -> Bool {
        guard let value = self[key]?.trimmingWhitespace().uppercased(), !value.isEmpty else { return fallback }
        return value == "YES" || value == "TRUE" || value == "1"
    }

    private func resolve(_ key: String, from start: Int, depth: Int) -> String? {
        guard depth < 64 else { return nil }
        var index = start
        while index < levels.count {
            if let assignments = levels[index][key], let chosen = best(assignments) {
                return expand(chosen.value, key: key, level: index, depth: depth + 1)
            }
            index += 1
        }
        if let builtin = builtins[key] { return expand(builtin, key: key, level: levels.count, depth: depth + 1) }
        return nil
    }

    /// The assignment that holds in this build: a conditional one that matches before a plain one.
    private func best(_ assignments: [Assignment]) -> Assignment? {
        let matching = assignments.filter { assignment in
            assignment.conditions.allSatisfy { condition in
                guard let actual = context[condition.key] else { return false }
                return fnmatch(condition.pattern, actual, 0) == 0
            }
        }
        return matching.max { $0.conditions.count < $1.conditions.count }
    }

    /// `$(NAME)`, `${NAME}`, `$NAME`, `$(inherited)` and the `:operator` forms Xcode uses
    /// (`$(PRODUCT_NAME:c99extidentifier)`, `:lower`, `:upper`, `:rfc1034identifier`).
    private func expand(_ value: String, key: String, level: Int, depth: Int) -> String {
        guard value.contains("$") else { return value }
        var out = ""
        var characters = Array(value)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            guard c == "$", i + 1 < characters.count else {
                out.append(c)
                i += 1
                continue
            }
            let open = characters[i + 1]
            var name = ""
            var end = i + 1
            if open == "(" || open == "{" {
                let close: Character = open == "(" ? ")" : "}"
                var nesting = 0
                var j = i + 2
                while j < characters.count {
                    if characters[j] == open { nesting += 1 }
                    if characters[j] == close {
                        if nesting == 0 { break }
                        nesting -= 1
                    }
                    j += 1
                }
                guard j < characters.count else {
                    out.append(c)
                    i += 1
                    continue
                }
                name = String(characters[(i + 2)..<j])
                end = j + 1
            } else if open.isLetter || open == "_" {
                var j = i + 1
                while j < characters.count, characters[j].isLetter || characters[j].isNumber || characters[j] == "_" { j += 1 }
                name = String(characters[(i + 1)..<j])
                end = j
            } else {
                out.append(c)
                i += 1
                continue
            }
            // A name may itself hold a reference: $(FOO_$(CONFIGURATION)).
            if name.contains("$") { name = expand(name, key: key, level: level, depth: depth + 1) }
            var operators: [String] = []
            if let colon = name.firstIndex(of: ":") {
                operators = name[name.index(after: colon)...].split(separator: ",").map(String.init)
                name = String(name[..<colon])
            }
            var replacement: String
            if name == "inherited" {
                replacement = resolve(key, from: level + 1, depth: depth + 1) ?? ""
            } else {
                replacement = resolve(name, from: 0, depth: depth + 1) ?? ""
            }
            for op in operators { replacement = Self.apply(op, to: replacement) }
            out += replacement
            i = end
            _ = characters.count
        }
        characters = []
        return out.trimmingWhitespace()
    }

    static func apply(_ op: String, to value: String) -> String {
        switch op {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "c99extidentifier", "identifier":
            return c99Identifier(value)
        case "rfc1034identifier":
            return String(value.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
        case "base": return String(value.split(separator: "/").last ?? "").split(separator: ".").first.map(String.init) ?? ""
        case "dir":
            let parts = value.split(separator: "/", omittingEmptySubsequences: false)
            return parts.dropLast().joined(separator: "/")
        case "file": return String(value.split(separator: "/").last ?? "")
        case "quote": return value.contains(" ") ? "\"\(value)\"" : value
        default:
            if op.hasPrefix("default=") { return value.isEmpty ? String(op.dropFirst(8)) : value }
            return value
        }
    }

    /// A name as a C identifier, as Xcode makes a module name of a product name: every
    /// character that cannot be in one becomes `_`, and a leading digit gets `_` before it.
    package static func c99Identifier(_ value: String) -> String {
        var out = String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if out.first?.isNumber ?? false { out = "_" + out }
        return out
    }

    /// Words separated by spaces, with `"…"` and `'…'` keeping spaces and `\` escaping one character.
    static func words(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        var started = false
        for c in text {
            if escaped {
                current.append(c)
                escaped = false
                continue
            }
            if c == "\\" {
                escaped = true
                started = true
                continue
            }
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
                continue
            }
            if c == "\"" || c == "'" {
                quote = c
                started = true
            } else if c == " " || c == "\t" || c == "\n" {
                if started { out.append(current) }
                current = ""
                started = false
            } else {
                current.append(c)
                started = true
            }
        }
        if started { out.append(current) }
        return out
    }

    /// A level from a `buildSettings` dictionary of the project file (keys may carry conditions).
    static func level(_ settings: PropertyList?) -> [String: [Assignment]] {
        var level: [String: [Assignment]] = [:]
        for (key, value) in settings?.dictionary ?? [] {
            let text: String
            if let strings = value.array?.compactMap(\.string) {
                text = strings.map { $0.contains(" ") && !$0.contains("\"") ? "\"\($0)\"" : $0 }.joined(separator: " ")
            } else {
                text = value.string ?? ""
            }
            let (name, conditions) = conditionalKey(key)
            level[name, default: []].append(Assignment(conditions: conditions, value: text))
        }
        return level
    }

    /// `KEY[sdk=iphoneos*][config=Debug]` → `KEY` and its conditions.
    static func conditionalKey(_ key: String) -> (String, [(key: String, pattern: String)]) {
        guard let open = key.firstIndex(of: "[") else { return (key.trimmingWhitespace(), []) }
        let name = String(key[..<open]).trimmingWhitespace()
        var conditions: [(key: String, pattern: String)] = []
        for part in key[open...].split(separator: "[") {
            let body = part.split(separator: "]").first.map(String.init) ?? ""
            for clause in body.split(separator: ",") {
                let pair = clause.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace() }
                if pair.count == 2 { conditions.append((pair[0], pair[1])) }
            }
        }
        return (name, conditions)
    }
}

/// An `.xcconfig` file: `KEY = value` lines, `KEY[sdk=…] = value`, `//` comments and
/// `#include "other.xcconfig"` (`#include?` when the file may be missing).
package enum XCConfig {
    static func read(_ path: String, depth: Int = 0) -> [String: [BuildSettings.Assignment]] {
        guard depth < 16, let text = try? FileIO.readText(path) else { return [:] }
        let folder = String(path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
        var level: [String: [BuildSettings.Assignment]] = [:]
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(raw)
            if line.hasPrefix("#include") {
                guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""), first < last else { continue }
                var included = String(line[line.index(after: first)..<last])
                if !included.hasPrefix("/") { included = folder + "/" + included }
                for (key, assignments) in read(included, depth: depth + 1) { level[key, default: []] += assignments }
                continue
            }
            if let comment = line.firstRange(of: "//") { line = String(line[..<comment.lowerBound]) }
            guard let equals = line.firstIndex(of: "=") else { continue }
            // `=` inside a condition (`[sdk=…]`) is not the assignment's.
            var splitAt = equals
            if let close = line.lastIndex(of: "]"), close > equals, let next = line[close...].firstIndex(of: "=") { splitAt = next }
            let key = String(line[..<splitAt]).trimmingWhitespace()
            var value = String(line[line.index(after: splitAt)...]).trimmingWhitespace()
            if value.hasSuffix(";") { value.removeLast() }
            guard !key.isEmpty else { continue }
            let (name, conditions) = BuildSettings.conditionalKey(key)
            // A later line in the same file replaces an earlier one with the same conditions.
            var assignments = level[name] ?? []
            assignments.removeAll {
                $0.conditions.map(\.key) == conditions.map(\.key) && $0.conditions.map(\.pattern) == conditions.map(\.pattern)
            }
            assignments.append(BuildSettings.Assignment(conditions: conditions, value: value))
            level[name] = assignments
        }
        return level
    }
}

extension String {
    /// `$(A}` after `${A}` was rewritten: each `}` that closes a `$(` reference becomes `)`.
    fileprivate func replacingBraces() -> String {
        var out = ""
        var open = 0
        var previous: Character = " "
        for character in self {
            if character == "(" && previous == "$" { open += 1 }
            if character == "}" && open > 0 {
                open -= 1
                out.append(")")
            } else {
                if character == ")" && open > 0 { open -= 1 }
                out.append(character)
            }
            previous = character
        }
        return out
    }
}
