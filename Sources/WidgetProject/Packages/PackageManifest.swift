import WidgetFormats
import WidgetSystem

/// A Swift package's manifest as SwiftPM evaluates it (`swift package dump-package`): its
/// products, its targets with their sources, resources, dependencies and Swift settings, and the
/// packages it depends on.
package struct PackageManifest: Sendable {
    package var name: String
    /// The package's folder.
    package var root: String
    package var toolsVersion: [Int]
    /// The language modes the package says it builds in (`swiftLanguageModes:`), if it says.
    package var languageModes: [String]? = nil
    package var defaultLocalization: String?
    package var products: [Product]
    package var targets: [Target]
    package var dependencies: [Dependency]

    package struct Product: Sendable {
        package var name: String
        package var targets: [String]
    }

    package struct Dependency: Sendable {
        /// SwiftPM's identity: the last path component, lowercased.
        package var identity: String
        /// The name a `.product(name:package:)` may use for it.
        package var name: String?
        package var location: Location

        package enum Location: Sendable {
            case local(String)
            case remote(url: String, requirement: String)
        }
    }

    package struct Target: Sendable {
        package enum Kind: String, Sendable {
            case regular, executable, test, system, binary, macro, plugin
        }

        package enum DependencyReference: Sendable {
            /// A target of this package, or a product of a dependency of the same name.
            case byName(String)
            case target(String)
            case product(name: String, package: String?)
        }

        package var name: String
        package var kind: Kind
        /// The target's folder, absolute.
        package var path: String
        /// Explicit source paths, relative to `path` (nil: everything under it).
        package var sources: [String]?
        package var exclude: [String]
        package var resources: [(path: String, rule: String)]
        package var dependencies: [DependencyReference]
        /// `.define`s, upcoming and experimental features, the language mode, unsafe flags —
        /// those whose condition holds for the platform imitated, in a Debug build.
        package var defines: [String]
        package var upcomingFeatures: [String]
        package var experimentalFeatures: [String]
        package var languageMode: String?
        package var unsafeFlags: [String]
        package var defaultIsolation: String?
        /// A C target's public headers (`publicHeadersPath`, default `include`), relative to `path`.
        package var publicHeadersPath: String? = nil
        /// A C target's `cSettings`: `-D` and `-I` flags (header search paths made absolute).
        package var cFlags: [String] = []
    }

    /// The product called `name`.
    package func product(named name: String) -> Product? {
        products.first { $0.name == name }
    }

    package func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The language mode a target without one of its own is compiled in: the newest of the
    /// package's `swiftLanguageModes` (Alamofire's tools 6.3 manifest asks for `[.v5]`), else 6
    /// from tools version 6, else 5.
    package var defaultLanguageMode: String {
        if let newest = languageModes?.compactMap({ $0.split(separator: ".").first.flatMap { Int($0) } }).max() {
            return String(newest)
        }
        return (toolsVersion.first ?? 5) >= 6 ? "6" : "5"
    }
}

extension PackageManifest {
    /// Reads `swift package dump-package`'s JSON for the package in `root`, as a build for
    /// `platform` (`ios`, `watchos`, `macos`, `visionos`) in the Debug configuration sees it.
    package static func decode(_ bytes: [UInt8], root: String, platform: String) throws(ProjectError) -> PackageManifest {
        let json: JSONValue
        do { json = try JSONValue.parse(bytes) } catch { throw ProjectError("\(root)/Package.swift: dump-package: \(error)") }
        func strings(_ value: JSONValue?) -> [String] {
            guard case .array(let items)? = value else { return [] }
            return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
        }
        func string(_ value: JSONValue?) -> String? {
            if case .string(let s)? = value { return s }
            return nil
        }
        func array(_ value: JSONValue?) -> [JSONValue] {
            if case .array(let items)? = value { return items }
            return []
        }
        func object(_ value: JSONValue?) -> [(key: String, value: JSONValue)] {
            if case .object(let members)? = value { return members }
            return []
        }
        let name = string(json["name"]) ?? ProjectFiles.name(of: root)
        var tools: [Int] = [5, 0]
        if let version = string(json["toolsVersion"]?["_version"]) { tools = version.split(separator: ".").compactMap { Int($0) } }
        var products: [Product] = []
        for product in array(json["products"]) {
            guard let productName = string(product["name"]) else { continue }
            products.append(Product(name: productName, targets: strings(product["targets"])))
        }
        var dependencies: [Dependency] = []
        for dependency in array(json["dependencies"]) {
            for (kind, value) in object(dependency) {
                guard let first = array(value).first else { continue }
                let identity = string(first["identity"]) ?? ""
                let nameHint = string(first["nameForTargetDependencyResolutionOnly"])
                switch kind {
                case "fileSystem":
                    dependencies.append(Dependency(identity: identity, name: nameHint, location: .local(string(first["path"]) ?? "")))
                case "sourceControl":
                    // A local git repository (a URL that is a path, or a mirror SwiftPM was told of):
                    // its working tree when it has one, else checked out as a remote one is.
                    let local = string(array(first["location"]?["local"]).first)
                    if let local, ProjectFiles.isFile(local + "/Package.swift") {
                        dependencies.append(Dependency(identity: identity, name: nameHint, location: .local(local)))
                        continue
                    }
                    let url =
                        local ?? string(array(first["location"]?["remote"]).first?["urlString"])
                        ?? string(array(first["location"]?["remote"]).first) ?? ""
                    var requirement = ""
                    for (kind, detail) in object(first["requirement"]) {
                        let values = array(detail)
                        if let bound = values.first, case .object = bound {
                            requirement = "\(kind) \(string(bound["lowerBound"]) ?? "")..<\(string(bound["upperBound"]) ?? "")"
                        } else {
                            requirement = "\(kind) \(values.compactMap { string($0) }.joined(separator: " "))"
                        }
                    }
                    dependencies.append(
                        Dependency(identity: identity, name: nameHint, location: .remote(url: url, requirement: requirement)))
                case "registry":
                    dependencies.append(
                        Dependency(identity: identity, name: nameHint, location: .remote(url: identity, requirement: "registry")))
                default: continue
                }
            }
        }
        var targets: [Target] = []
        for target in array(json["targets"]) {
            guard let targetName = string(target["name"]) else { continue }
            let kind = Target.Kind(rawValue: string(target["type"]) ?? "regular") ?? .regular
            var path: String
            if let given = string(target["path"]) {
                path = ProjectFiles.join(root, given)
            } else {
                let base = kind == .test ? ["Tests"] : kind == .plugin ? ["Plugins"] : ["Sources", "Source", "src", "srcs"]
                path =
                    base.map { root + "/" + $0 + "/" + targetName }.first(where: ProjectFiles.isDirectory) ?? root + "/" + base[0] + "/"
                    + targetName
            }
            let sources: [String]? = target["sources"].flatMap { value in
                if case .null = value { return nil }
                return strings(value)
            }
            var resources: [(String, String)] = []
            for resource in array(target["resources"]) {
                let rule = object(resource["rule"]).first?.key ?? "process"
                if let p = string(resource["path"]) { resources.append((p, rule)) }
            }
            var references: [Target.DependencyReference] = []
            for dependency in array(target["dependencies"]) {
                for (kind, value) in object(dependency) {
                    let parts = array(value)
                    guard let first = string(parts.first) else { continue }
                    // A dependency with a platform condition that excludes the build is left out.
                    if let condition = parts.last, !conditionHolds(condition, platform: platform) { continue }
                    switch kind {
                    case "byName": references.append(.byName(first))
                    case "target": references.append(.target(first))
                    case "product": references.append(.product(name: first, package: parts.count > 1 ? string(parts[1]) : nil))
                    default: break
                    }
                }
            }
            var defines: [String] = []
            var upcoming: [String] = []
            var experimental: [String] = []
            var unsafe: [String] = []
            var mode: String?
            var isolation: String?
            for setting in array(target["settings"]) where string(setting["tool"]) == "swift" {
                guard conditionHolds(setting["condition"] ?? .null, platform: platform) else { continue }
                for (kind, detail) in object(setting["kind"]) {
                    let value = string(detail["_0"]) ?? string(array(detail["_0"]).first)
                    switch kind {
                    case "define": if let value { defines.append(value) }
                    case "enableUpcomingFeature": if let value { upcoming.append(value) }
                    case "enableExperimentalFeature": if let value { experimental.append(value) }
                    case "swiftLanguageMode", "swiftLanguageVersion":
                        if let value { mode = value }
                        if case .object = detail["_0"] ?? .null, let v = string(detail["_0"]?["_0"]) { mode = v }
                    case "unsafeFlags": unsafe += strings(detail["_0"])
                    case "defaultIsolation":
                        isolation = value ?? (detail["_0"].map { "\($0)" }.map { $0.contains("MainActor") ? "MainActor" : "nonisolated" })
                    default: break
                    }
                }
            }
            var cFlags: [String] = []
            for setting in array(target["settings"]) where string(setting["tool"]) == "c" {
                guard conditionHolds(setting["condition"] ?? .null, platform: platform) else { continue }
                for (kind, detail) in object(setting["kind"]) {
                    let values = array(detail["_0"]).compactMap { string($0) } + [string(detail["_0"])].compactMap { $0 }
                    switch kind {
                    case "define": cFlags += values.map { "-D" + $0 }
                    case "headerSearchPath": cFlags += values.map { "-I" + ProjectFiles.join(path, $0) }
                    default: break
                    }
                }
            }
            var made = Target(
                name: targetName, kind: kind, path: path, sources: sources, exclude: strings(target["exclude"]), resources: resources,
                dependencies: references, defines: defines, upcomingFeatures: upcoming, experimentalFeatures: experimental,
                languageMode: mode, unsafeFlags: unsafe, defaultIsolation: isolation)
            made.publicHeadersPath = string(target["publicHeadersPath"])
            made.cFlags = cFlags
            targets.append(made)
        }
        var manifest = PackageManifest(
            name: name, root: root, toolsVersion: tools, defaultLocalization: string(json["defaultLocalization"]), products: products,
            targets: targets, dependencies: dependencies)
        // `swiftLanguageModes: [.v5]` (dumped as `swiftLanguageVersions`, `null` when not given).
        if case .array(let modes)? = json["swiftLanguageVersions"] { manifest.languageModes = modes.compactMap { string($0) } }
        return manifest
    }

    /// Whether a manifest condition (`.when(platforms: [.iOS], configuration: .debug)`) holds.
    static func conditionHolds(_ condition: JSONValue, platform: String) -> Bool {
        guard case .object = condition else { return true }
        if case .array(let names)? = condition["platformNames"] {
            let wanted = names.compactMap { if case .string(let s) = $0 { s.lowercased() } else { nil } }
            if !wanted.isEmpty && !wanted.contains(platform) { return false }
        }
        if case .string(let config)? = condition["config"], config != "debug" { return false }
        return true
    }

    /// The Swift files of `target`: its `sources` (or everything under its folder), less
    /// `exclude`, less resources, less the package's manifests (a target whose path is `"."`
    /// holds `Package.swift`, which SwiftPM never compiles as a source).
    package func swiftFiles(of target: Target) -> [String] {
        let roots = (target.sources ?? [""]).map { ProjectFiles.join(target.path, $0) }
        let excluded = (target.exclude + target.resources.map(\.path)).map { ProjectFiles.join(target.path, $0) }
        var files: [String] = []
        for root in roots {
            if root.hasSuffix(".swift"), ProjectFiles.isFile(root) {
                files.append(root)
                continue
            }
            for item in ProjectFiles.items(under: root, skipping: []) where item.hasSuffix(".swift") {
                if excluded.contains(where: { item == $0 || item.hasPrefix($0 + "/") }) || isManifest(item) { continue }
                files.append(item)
            }
        }
        return Array(Set(files)).sorted()
    }

    /// Whether `path` is one of the package's manifests: `Package.swift` or a version-specific
    /// `Package@swift-5.9.swift` in its folder.
    func isManifest(_ path: String) -> Bool {
        guard path.hasPrefix(self.root + "/") else { return false }
        let name = String(path.dropFirst(self.root.count + 1))
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") && !name.contains("/"))
    }

    /// The C files of a target with no Swift ones (`.c`; a C++ or Objective-C file is not
    /// compiled here), less `exclude`.
    package func cFiles(of target: Target) -> [String] {
        let roots = (target.sources ?? [""]).map { ProjectFiles.join(target.path, $0) }
        let excluded = target.exclude.map { ProjectFiles.join(target.path, $0) }
        var files: [String] = []
        for root in roots {
            if root.hasSuffix(".c"), ProjectFiles.isFile(root) {
                files.append(root)
                continue
            }
            for item in ProjectFiles.items(under: root, skipping: []) where item.hasSuffix(".c") {
                if excluded.contains(where: { item == $0 || item.hasPrefix($0 + "/") }) { continue }
                files.append(item)
            }
        }
        return Array(Set(files)).sorted()
    }

    /// The resource items of `target`, absolute: declared resources, and the asset catalogues,
    /// string catalogues and `.lproj` folders SwiftPM takes as resources on its own.
    package func resourceFiles(of target: Target) -> [String] {
        var out = target.resources.map { ProjectFiles.join(target.path, $0.path) }
        let excluded = target.exclude.map { ProjectFiles.join(target.path, $0) }
        for item in ProjectFiles.items(under: target.path, skipping: []) {
            if excluded.contains(where: { item == $0 || item.hasPrefix($0 + "/") }) { continue }
            if out.contains(where: { item == $0 || item.hasPrefix($0 + "/") }) { continue }
            let ext = ProjectFiles.pathExtension(item)
            if ["xcassets", "xcstrings", "strings", "stringsdict", "xcdatamodeld", "storyboard", "xib"].contains(ext) { out.append(item) }
        }
        return out
    }
}
