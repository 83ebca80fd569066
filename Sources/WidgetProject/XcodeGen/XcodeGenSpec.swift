#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetFormats
import WidgetSystem

/// An XcodeGen spec (`project.yml`) as XcodeGen resolves it before generating a project: its
/// `include:` files merged under it (their paths made relative to the root spec), `${VAR}`
/// taken from the environment, multi-platform targets (`platform: [iOS, watchOS]`) split, and
/// `targetTemplates` applied with `${target_name}`, `${platform}` and `templateAttributes`.
package struct XcodeGenSpec: Sendable {
    /// The spec file the user's project is (`project.yml`).
    package var path: String
    /// The folder its paths are relative to (XcodeGen's project root, `SRCROOT`).
    package var root: String
    /// The whole resolved spec.
    package var value: YAMLValue

    /// The spec a folder holds: `project.yml`, `project.yaml` or `project.json`.
    package static func file(in folder: String) -> String? {
        for name in ["project.yml", "project.yaml", "project.json"] where ProjectFiles.isFile(folder + "/" + name) {
            return folder + "/" + name
        }
        return nil
    }

    /// A JSON spec's value as YAML's (XcodeGen reads either).
    static func yaml(_ json: JSONValue) -> YAMLValue {
        switch json {
        case .null: .null
        case .bool(let flag): .scalar(flag ? "true" : "false", quoted: false)
        case .number: .scalar(json.shortDescription, quoted: false)
        case .string(let text): .scalar(text, quoted: true)
        case .array(let items): .sequence(items.map(yaml))
        case .object(let members): .mapping(members.map { YAMLPair($0.key, yaml($0.value)) })
        }
    }

    /// Reads `path` and the files it includes; `variable` answers `${NAME}` (the environment,
    /// as `xcodegen` reads it, when not given).
    package static func load(
        _ path: String, variable: (String) -> String? = XcodeGenSpec.environmentVariable
    ) throws(ProjectError)
        -> XcodeGenSpec
    {
        let absolute = ProjectFiles.normalize(FileIO.absolute(path))
        let root = ProjectFiles.folder(of: absolute)
        var loading = Set<String>()
        var merged = try loadFile(absolute, relativeFolder: "", root: root, variable: variable, loading: &loading)
        merged = resolveMultiplatformTargets(merged)
        merged = resolveTemplates(merged)
        merged = resolveMultiplatformTargets(merged)
        return XcodeGenSpec(path: absolute, root: root, value: merged)
    }

    package static func environmentVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    // MARK: Includes

    /// One spec file with its includes merged under it. `relativeFolder` is the file's folder
    /// relative to the root spec's, when its paths are relative to itself.
    private static func loadFile(
        _ path: String, relativeFolder: String, root: String, variable: (String) -> String?, loading: inout Set<String>
    ) throws(ProjectError) -> YAMLValue {
        guard loading.insert(path).inserted else { return .mapping([]) }
        let text: String
        do { text = try FileIO.readText(path) } catch { throw ProjectError("\(path): \(error.reason)") }
        var value: YAMLValue
        if path.hasSuffix(".json") {
            do { value = yaml(try JSONValue.parse(text)) } catch { throw ProjectError("\(path): \(error)") }
        } else {
            do { value = try YAMLReader.parse(text) } catch { throw ProjectError("\(path): \(error)") }
        }
        guard case .mapping = value else {
            if value == .null { return .mapping([]) }
            throw ProjectError("\(path): an XcodeGen spec is a mapping of keys (name:, targets:…), not a list or a single value")
        }
        value = expand(value) { variable($0) }
        var base = YAMLValue.mapping([])
        for include in value["include"]?.items ?? [] {
            let (file, relativePaths, enabled) =
                include.string.map { ($0, true, true) }
                ?? (include["path"]?.string ?? "", include["relativePaths"]?.bool ?? true, include["enable"]?.bool ?? true)
            guard enabled, !file.isEmpty else { continue }
            let includedPath = ProjectFiles.join(ProjectFiles.folder(of: path), file)
            guard ProjectFiles.isFile(includedPath) else {
                throw ProjectError("\(path): includes “\(file)”, which is not there (\(includedPath))")
            }
            let folder =
                relativePaths
                ? ProjectFiles.folder(of: relativeFolder.isEmpty ? ProjectFiles.normalize(file) : ProjectFiles.join(relativeFolder, file))
                : ""
            let included = try loadFile(includedPath, relativeFolder: folder, root: root, variable: variable, loading: &loading)
            base = included.merged(onto: base)
        }
        if !relativeFolder.isEmpty && relativeFolder != "." { value = resolvingPaths(value, relativeTo: relativeFolder) }
        return value.merged(onto: base)
    }

    /// The paths an included spec writes, made relative to the root spec's folder (XcodeGen's
    /// `pathProperties`).
    static func resolvingPaths(_ spec: YAMLValue, relativeTo folder: String) -> YAMLValue {
        func prefixed(_ value: YAMLValue) -> YAMLValue {
            switch value {
            case .scalar(let text, let quoted): .scalar(text.hasPrefix("/") ? text : ProjectFiles.join(folder, text), quoted: quoted)
            case .sequence(let items): .sequence(items.map { $0.string != nil ? prefixed($0) : $0 })
            case .mapping(let pairs): .mapping(pairs.map { YAMLPair($0.key, $0.value.string != nil ? prefixed($0.value) : $0.value) })
            case .null: .null
            }
        }
        func editing(_ value: YAMLValue, _ key: String, _ change: (YAMLValue) -> YAMLValue) -> YAMLValue {
            guard case .mapping(var pairs) = value, let index = pairs.firstIndex(where: { $0.key == key }) else { return value }
            pairs[index].value = change(pairs[index].value)
            return .mapping(pairs)
        }
        func eachObject(_ value: YAMLValue, _ change: (YAMLValue) -> YAMLValue) -> YAMLValue {
            switch value {
            case .sequence(let items): .sequence(items.map { $0.pairs.isEmpty ? $0 : change($0) })
            case .mapping: change(value)
            default: value
            }
        }
        func target(_ value: YAMLValue) -> YAMLValue {
            var out = value
            out = editing(out, "sources") { sources in
                if sources.string != nil { return prefixed(sources) }
                return .sequence(sources.items.map { item in item.string != nil ? prefixed(item) : editing(item, "path", prefixed) })
            }
            out = editing(out, "configFiles", prefixed)
            out = editing(out, "dependencies") { eachObject($0) { editing($0, "framework", prefixed) } }
            out = editing(out, "info") { editing($0, "path", prefixed) }
            out = editing(out, "entitlements") { editing($0, "path", prefixed) }
            return out
        }
        func eachValue(_ value: YAMLValue, _ change: (YAMLValue) -> YAMLValue) -> YAMLValue {
            .mapping(value.pairs.map { YAMLPair($0.key, change($0.value)) })
        }
        var out = spec
        out = editing(out, "configFiles", prefixed)
        out = editing(out, "targets") { eachValue($0, target) }
        out = editing(out, "targetTemplates") { eachValue($0, target) }
        out = editing(out, "packages") { eachValue($0) { editing($0, "path", prefixed) } }
        out = editing(out, "projectReferences") { eachValue($0) { editing($0, "path", prefixed) } }
        out = editing(out, "localPackages", prefixed)
        return out
    }

    // MARK: Variables

    /// Every `${NAME}` in keys and values that `variable` answers, replaced; others kept.
    static func expand(_ value: YAMLValue, _ variable: (String) -> String?) -> YAMLValue {
        switch value {
        case .scalar(let text, let quoted): .scalar(expand(text, variable), quoted: quoted)
        case .sequence(let items): .sequence(items.map { expand($0, variable) })
        case .mapping(let pairs): .mapping(pairs.map { YAMLPair(expand($0.key, variable), expand($0.value, variable)) })
        case .null: .null
        }
    }

    static func expand(_ text: String, _ variable: (String) -> String?) -> String {
        guard text.contains("${") else { return text }
        var out = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "${") {
            out += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "}"), end != after.startIndex else {
                out += rest[start.lowerBound...]
                return out
            }
            let name = String(after[..<end])
            out += variable(name) ?? "${\(name)}"
            rest = after[after.index(after: end)...]
        }
        return out + rest
    }

    // MARK: Platforms and templates

    /// `platform: [iOS, watchOS]` makes one target per platform, `Name_iOS`…, `${platform}` replaced.
    static func resolveMultiplatformTargets(_ spec: YAMLValue) -> YAMLValue {
        guard let targets = spec["targets"] else { return spec }
        var out: [YAMLPair] = []
        for pair in targets.pairs {
            guard case .sequence(let platforms) = pair.value["platform"] ?? .null else {
                out.append(pair)
                continue
            }
            for platform in platforms.compactMap(\.string) {
                var target = expand(pair.value) { $0 == "platform" ? platform : nil }
                let suffix = target["platformSuffix"]?.string ?? "_\(platform)"
                let prefix = target["platformPrefix"]?.string ?? ""
                target = target.setting("platform", .scalar(platform, quoted: false))
                target = target.setting("productName", target["productName"] ?? .scalar(pair.key, quoted: false))
                var settings = target["settings"] ?? .mapping([])
                if settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil {
                    var base = settings["base"] ?? .mapping([])
                    if base["PRODUCT_NAME"] == nil { base = base.setting("PRODUCT_NAME", .scalar(pair.key, quoted: false)) }
                    settings = settings.setting("base", base)
                } else if settings["PRODUCT_NAME"] == nil {
                    settings = settings.setting("PRODUCT_NAME", .scalar(pair.key, quoted: false))
                }
                target = target.setting("settings", settings)
                if let deployment = pair.value["deploymentTarget"], deployment.string == nil {
                    target = target.setting("deploymentTarget", deployment[platform] ?? .null)
                }
                out.append(YAMLPair(prefix + pair.key + suffix, target))
            }
        }
        return spec.setting("targets", .mapping(out))
    }

    /// Targets' `templates:` from `targetTemplates`, merged in order (a template's own templates
    /// first) under the target, then `${target_name}` and `templateAttributes` replaced.
    static func resolveTemplates(_ spec: YAMLValue) -> YAMLValue {
        guard let targets = spec["targets"] else { return spec }
        let templates = spec["targetTemplates"] ?? .mapping([])
        func collect(_ value: YAMLValue, into names: inout [String], at index: inout Int) {
            for name in value["templates"]?.items.compactMap(\.string) ?? [] where !names.contains(name) {
                guard let template = templates[name] else { continue }
                names.insert(name, at: index)
                collect(template, into: &names, at: &index)
                index += 1
            }
        }
        var out: [YAMLPair] = []
        for pair in targets.pairs {
            var names: [String] = []
            var index = 0
            collect(pair.value, into: &names, at: &index)
            guard !names.isEmpty else {
                out.append(pair)
                continue
            }
            var base = YAMLValue.mapping([])
            for name in names { base = (templates[name] ?? .mapping([])).merged(onto: base) }
            var target = pair.value.merged(onto: base)
            target = expand(target) { $0 == "target_name" ? pair.key : nil }
            let attributes = target["templateAttributes"]?.pairs ?? []
            if !attributes.isEmpty {
                target = expand(target) { name in attributes.first { $0.key == name }?.value.string }
            }
            out.append(YAMLPair(pair.key, target))
        }
        return spec.setting("targets", .mapping(out))
    }
}

extension YAMLValue {
    /// This mapping laid over `base` as XcodeGen merges specs: mappings merged key by key, lists
    /// appended to, anything else replaced; `key:REPLACE` replaces `key` whatever it is.
    func merged(onto base: YAMLValue) -> YAMLValue {
        guard case .mapping(let own) = self else { return self }
        guard case .mapping(var pairs) = base else { return self }
        for pair in own {
            if pair.key.hasSuffix(":REPLACE") {
                let key = String(pair.key.dropLast(":REPLACE".count))
                pairs.removeAll { $0.key == key }
                pairs.append(YAMLPair(key, pair.value))
                continue
            }
            guard let index = pairs.firstIndex(where: { $0.key == pair.key }) else {
                pairs.append(pair)
                continue
            }
            switch (pair.value, pairs[index].value) {
            case (.mapping, .mapping): pairs[index].value = pair.value.merged(onto: pairs[index].value)
            case (.sequence(let items), .sequence(let existing)): pairs[index].value = .sequence(existing + items)
            default: pairs[index].value = pair.value
            }
        }
        return .mapping(pairs)
    }

    /// This mapping with `key` set to `value`.
    func setting(_ key: String, _ value: YAMLValue) -> YAMLValue {
        var pairs = self.pairs
        if let index = pairs.firstIndex(where: { $0.key == key }) {
            pairs[index].value = value
        } else {
            pairs.append(YAMLPair(key, value))
        }
        return .mapping(pairs)
    }
}
