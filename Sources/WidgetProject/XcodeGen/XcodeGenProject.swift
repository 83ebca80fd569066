#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetSystem

extension XcodeProject {
    /// The project XcodeGen would generate from `spec`, read as ``load(_:configuration:)`` reads
    /// a committed one: each target's files from its `sources` (XcodeGen's default build phase
    /// per file type, `excludes`/`includes` globs, an explicit `buildPhase`), its dependencies
    /// (targets, `Project/Target` references, packages' products, frameworks), its Info.plist
    /// (an `info:` block generates one in memory), and its settings for the Debug
    /// configuration (presets, `settingGroups`, `base`/`configs`/`groups`, `configFiles`).
    /// `path` is the `.xcodeproj` it stands for (`<root>/<name>.xcodeproj` when not given).
    package static func generated(
        from spec: XcodeGenSpec, path: String? = nil, configuration: String = "Debug"
    ) throws(ProjectError)
        -> XcodeProject
    {
        guard let name = spec.value["name"]?.string, !name.isEmpty else {
            throw ProjectError("\(spec.path): an XcodeGen spec names its project (name:)")
        }
        return try XcodeGenReader(spec: spec, name: name, path: path ?? spec.root + "/" + name + ".xcodeproj", wanted: configuration)
            .read()
    }
}

/// Turns a resolved XcodeGen spec into an ``XcodeProject``.
private struct XcodeGenReader {
    let spec: XcodeGenSpec
    let name: String
    let path: String
    /// The configuration imitated, and whether XcodeGen presets it as a debug or release one.
    let configuration: String
    let configurationType: String
    let root: String
    let options: YAMLValue
    let packages: [PackageReference]
    let projectReferences: [String: String]

    init(spec: XcodeGenSpec, name: String, path: String, wanted: String) {
        self.spec = spec
        self.name = name
        self.path = path
        root = spec.root
        options = spec.value["options"] ?? .mapping([])
        // `configs:` names the configurations and their kinds; XcodeGen's default is Debug and Release.
        let configs = spec.value["configs"]?.pairs.map { ($0.key, $0.value.string?.lowercased() ?? "") } ?? []
        let all = configs.isEmpty ? [("Debug", "debug"), ("Release", "release")] : configs
        let chosen =
            all.first { $0.0 == wanted } ?? all.first { $0.0.lowercased() == wanted.lowercased() } ?? all.first { $0.1 == "debug" }
            ?? all[0]
        configuration = chosen.0
        configurationType = chosen.1
        var packages: [PackageReference] = []
        for pair in spec.value["packages"]?.pairs ?? [] {
            let package = pair.value
            if let local = package["path"]?.string {
                packages.append(PackageReference(id: pair.key, location: .local(ProjectFiles.join(spec.root, local))))
                continue
            }
            let url = package["url"]?.string ?? package["github"]?.string.map { "https://github.com/\($0)" } ?? ""
            let requirement =
                [
                    ("from", "upToNextMajorVersion"), ("majorVersion", "upToNextMajorVersion"),
                    ("minorVersion", "upToNextMinorVersion"), ("exactVersion", "exactVersion"), ("version", "exactVersion"),
                    ("branch", "branch"), ("revision", "revision"), ("minVersion", "versionRange"),
                ].first { package[$0.0]?.string != nil }.map { "\($0.1) \(package[$0.0]?.string ?? "")" } ?? ""
            packages.append(PackageReference(id: pair.key, location: .remote(url: url, requirement: requirement)))
        }
        for local in spec.value["localPackages"]?.items.compactMap(\.string) ?? [] {
            let folder = ProjectFiles.join(spec.root, local)
            packages.append(PackageReference(id: ProjectFiles.name(of: folder), location: .local(folder)))
        }
        self.packages = packages
        var references: [String: String] = [:]
        for pair in spec.value["projectReferences"]?.pairs ?? [] {
            if let file = pair.value["path"]?.string { references[pair.key] = ProjectFiles.join(spec.root, file) }
        }
        projectReferences = references
    }

    func read() throws(ProjectError) -> XcodeProject {
        let settingGroups = (spec.value["settingGroups"] ?? spec.value["settingPresets"] ?? .mapping([]))
        var projectSettings = flattened(spec.value["settings"], groups: settingGroups)
        // XcodeGen's configuration presets; `SWIFT_ACTIVE_COMPILATION_CONDITIONS: DEBUG` decides `#if DEBUG`.
        if configurationType == "debug" && projectSettings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == nil {
            projectSettings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = "DEBUG"
        }
        let projectConfig = configFile(spec.value["configFiles"])
        var targets: [XcodeTarget] = []
        for pair in spec.value["targets"]?.pairs ?? [] {
            targets.append(
                target(
                    name: pair.key, pair.value, groups: settingGroups, projectLevel: level(projectSettings),
                    projectConfig: projectConfig))
        }
        let localFolders = packages.compactMap { package -> String? in
            if case .local(let folder) = package.location { return folder }
            return nil
        }
        return XcodeProject(
            path: path, sourceRoot: root, name: name, targets: targets, packages: packages, localPackageFolders: localFolders.sorted(),
            developmentRegion: options["developmentLanguage"]?.string ?? "en", referencedProjects: projectReferences.values.sorted())
    }

    // MARK: Settings

    /// A `settings:` value for the imitated configuration: its `groups` (from `settingGroups`),
    /// then `base`, then the `configs` entry that names the configuration — or, with none of
    /// those keys, the mapping itself.
    func flattened(_ value: YAMLValue?, groups: YAMLValue, depth: Int = 0) -> [String: String] {
        guard let value, depth < 16 else { return [:] }
        var out: [String: String] = [:]
        guard value["base"] != nil || value["configs"] != nil || value["groups"] != nil else {
            for pair in value.pairs { if let text = Self.settingText(pair.value) { out[pair.key] = text } }
            return out
        }
        for group in value["groups"]?.items.compactMap(\.string) ?? [] {
            out.merge(flattened(groups[group], groups: groups, depth: depth + 1)) { $1 }
        }
        for pair in value["base"]?.pairs ?? [] { if let text = Self.settingText(pair.value) { out[pair.key] = text } }
        if let configs = value["configs"], let chosen = matching(configs) {
            for pair in chosen.pairs { if let text = Self.settingText(pair.value) { out[pair.key] = text } }
        }
        return out
    }

    /// The entry of a per-configuration mapping that is the imitated configuration's: its exact
    /// name first, then letter case aside, then one whose key the name contains (`debug` for
    /// `Debug-Staging`, as XcodeGen matches).
    func matching(_ configs: YAMLValue) -> YAMLValue? {
        let pairs = configs.pairs
        return pairs.first { $0.key == configuration }?.value ?? pairs.first { $0.key.lowercased() == configuration.lowercased() }?.value
            ?? pairs.first { configuration.lowercased().contains($0.key.lowercased()) }?.value
    }

    /// A setting's value as the project file writes it: `YES`/`NO` for YAML's Booleans, a list's
    /// words joined by spaces.
    static func settingText(_ value: YAMLValue) -> String? {
        switch value {
        case .scalar(let text, _):
            if let flag = value.bool { return flag ? "YES" : "NO" }
            return text
        case .sequence(let items):
            return items.compactMap(\.string).map { $0.contains(" ") && !$0.contains("\"") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        case .mapping, .null:
            return nil
        }
    }

    func level(_ settings: [String: String]) -> [String: [BuildSettings.Assignment]] {
        var level: [String: [BuildSettings.Assignment]] = [:]
        for (key, value) in settings {
            let (name, conditions) = BuildSettings.conditionalKey(key)
            level[name, default: []].append(BuildSettings.Assignment(conditions: conditions, value: value))
        }
        return level
    }

    /// The `.xcconfig` a `configFiles:` mapping gives the imitated configuration, read.
    func configFile(_ value: YAMLValue?) -> [String: [BuildSettings.Assignment]] {
        guard let value, let file = matching(value)?.string else { return [:] }
        return XCConfig.read(ProjectFiles.join(root, file))
    }

    // MARK: Targets

    func target(
        name: String, _ spec: YAMLValue, groups: YAMLValue, projectLevel: [String: [BuildSettings.Assignment]],
        projectConfig: [String: [BuildSettings.Assignment]]
    ) -> XcodeTarget {
        let type = spec["type"]?.string ?? ""
        // Xcode 14's multi-destination targets name no platform: their first destination is it.
        let destinations = spec["supportedDestinations"]?.items.compactMap(\.string) ?? []
        let platform =
            spec["platform"]?.string.flatMap { $0 == "auto" ? nil : $0 }
            ?? destinations.first.map { $0 == "macCatalyst" ? "iOS" : $0 } ?? "iOS"
        let productName = spec["productName"]?.string ?? name
        var own = flattened(spec["settings"], groups: groups)
        let config = configFile(spec["configFiles"])
        func isSet(_ key: String) -> Bool { own[key] != nil || config[key] != nil }
        // The platform's preset, and the settings XcodeGen writes from the target's own keys.
        let sdk = Self.sdk(platform)
        if !isSet("SDKROOT") { own["SDKROOT"] = sdk }
        if spec["productName"] != nil && !isSet("PRODUCT_NAME") { own["PRODUCT_NAME"] = productName }
        if let prefix = options["bundleIdPrefix"]?.string, !isSet("PRODUCT_BUNDLE_IDENTIFIER") {
            own["PRODUCT_BUNDLE_IDENTIFIER"] = prefix + "." + name
        }
        let info = spec["info"]
        if let file = info?["path"]?.string, !isSet("INFOPLIST_FILE") { own["INFOPLIST_FILE"] = file }
        if let version = (spec["deploymentTarget"] ?? options["deploymentTarget"]?[platform])?.string,
            let key = Self.deploymentKey(platform), !isSet(key)
        {
            own[key] = version
        }
        let targetLevel = level(own)
        let settings = BuildSettings.imitatingXcode(
            levels: [targetLevel, config, projectLevel, projectConfig], target: name, sourceRoot: root, project: self.name,
            projectPath: path, configuration: configuration, developmentLanguage: options["developmentLanguage"]?.string ?? "en")
        let files = self.files(spec["sources"], targetType: type)
        var dependencies: [TargetReference] = []
        var linked: [String] = []
        var products: [PackageProductReference] = []
        for dependency in spec["dependencies"]?.items ?? [] {
            // A multi-platform target's dependency for some of its platforms only.
            if let platforms = dependency["platforms"]?.items.compactMap(\.string), !platforms.isEmpty,
                !platforms.contains(where: { $0.lowercased() == platform.lowercased() })
            {
                continue
            }
            if let other = dependency["target"]?.string {
                let parts = other.split(separator: "/", maxSplits: 1).map(String.init)
                if parts.count == 2, let project = projectReferences[parts[0]] {
                    dependencies.append(TargetReference(project: project, id: parts[1], name: parts[1]))
                } else {
                    dependencies.append(TargetReference(project: nil, id: other, name: other))
                }
            } else if let package = dependency["package"]?.string {
                let reference = packages.first { $0.id == package }
                let names = dependency["products"]?.items.compactMap(\.string) ?? [dependency["product"]?.string ?? package]
                products += names.map { PackageProductReference(productName: $0, package: reference) }
            } else if let framework = dependency["framework"]?.string ?? dependency["sdk"]?.string ?? dependency["carthage"]?.string {
                linked.append(ProjectFiles.name(of: framework).replacingSuffix(".framework", with: "") + ".framework")
            }
        }
        let infoPlist = settings["INFOPLIST_FILE"].flatMap { $0.isEmpty ? nil : ProjectFiles.join(root, $0) }
        var target = XcodeTarget(
            id: name, name: name, productName: settings["PRODUCT_NAME"] ?? productName, productType: "com.apple.product-type." + type,
            moduleName: settings["PRODUCT_MODULE_NAME"] ?? BuildSettings.c99Identifier(productName),
            productFile: Self.productFile(settings["PRODUCT_NAME"] ?? productName, type: type), sources: files.sources,
            generatedSources: files.generated, resources: files.resources, dependencies: dependencies, linkedProducts: linked,
            packageProducts: products, settings: settings, infoPlist: infoPlist)
        target.headers = files.headers
        for key in ["preBuildScripts", "prebuildScripts", "postCompileScripts", "postBuildScripts"] {
            for script in spec[key]?.items ?? [] {
                let name = script["name"]?.string ?? script["path"]?.string ?? "Run Script"
                for output in script["outputFiles"]?.items.compactMap(\.string) ?? [] {
                    target.scriptOutputs[ProjectFiles.join(root, settings.expanding(output))] = name
                }
            }
        }
        if let info, info["path"] != nil {
            target.infoContents = Self.infoPlist(type: type, properties: info["properties"] ?? .mapping([]))
        }
        return target
    }

    static func sdk(_ platform: String) -> String {
        switch platform.lowercased() {
        case "watchos": "watchos"
        case "macos": "macosx"
        case "tvos": "appletvos"
        case "visionos": "xros"
        case "auto": "auto"
        default: "iphoneos"
        }
    }

    static func deploymentKey(_ platform: String) -> String? {
        switch platform.lowercased() {
        case "ios": "IPHONEOS_DEPLOYMENT_TARGET"
        case "watchos": "WATCHOS_DEPLOYMENT_TARGET"
        case "macos": "MACOSX_DEPLOYMENT_TARGET"
        case "tvos": "TVOS_DEPLOYMENT_TARGET"
        case "visionos": "XROS_DEPLOYMENT_TARGET"
        default: nil
        }
    }

    static func productFile(_ product: String, type: String) -> String {
        switch type {
        case "application", "application.watchapp2", "application.on-demand-install-capable": product + ".app"
        case "app-extension", "extensionkit-extension", "watchkit2-extension", "tv-app-extension", "app-extension.messages",
            "app-extension.intents-service":
            product + ".appex"
        case "framework", "framework.static": product + ".framework"
        case "library.static": "lib" + product + ".a"
        case "library.dynamic": "lib" + product + ".dylib"
        case "bundle", "bundle.unit-test", "bundle.ui-testing": product + (type == "bundle" ? ".bundle" : ".xctest")
        default: product
        }
    }

    /// The Info.plist XcodeGen writes for `info:`: its defaults, the spec's properties over them.
    static func infoPlist(type: String, properties: YAMLValue) -> PropertyList {
        var members: [(key: String, value: PropertyList)] = [
            ("CFBundleDevelopmentRegion", .string("$(DEVELOPMENT_LANGUAGE)")),
            ("CFBundleIdentifier", .string("$(PRODUCT_BUNDLE_IDENTIFIER)")),
            ("CFBundleInfoDictionaryVersion", .string("6.0")), ("CFBundleName", .string("$(PRODUCT_NAME)")),
            ("CFBundleShortVersionString", .string("1.0")), ("CFBundleVersion", .string("1")),
        ]
        if type != "bundle" { members.append(("CFBundleExecutable", .string("$(EXECUTABLE_NAME)"))) }
        let packageType: String? =
            switch type {
            case "application", "application.watchapp2": "APPL"
            case "framework": "FMWK"
            case "bundle", "bundle.unit-test", "bundle.ui-testing": "BNDL"
            case "app-extension", "xpc-service": "XPC!"
            default: nil
            }
        if let packageType { members.append(("CFBundlePackageType", .string(packageType))) }
        for pair in properties.pairs {
            members.removeAll { $0.key == pair.key }
            members.append((pair.key, propertyList(pair.value)))
        }
        return .dictionary(members)
    }

    /// A YAML value as a property list: unquoted Booleans and numbers as themselves.
    static func propertyList(_ value: YAMLValue) -> PropertyList {
        switch value {
        case .scalar(let text, let quoted):
            if let flag = value.bool, ["true", "false", "yes", "no"].contains(text.lowercased()) { return .bool(flag) }
            if !quoted, let number = Int(text) { return .integer(number) }
            if !quoted, text.contains("."), let number = Double(text) { return .real(number) }
            return .string(text)
        case .sequence(let items): return .array(items.map(propertyList))
        case .mapping(let pairs): return .dictionary(pairs.map { ($0.key, propertyList($0.value)) })
        case .null: return .string("")
        }
    }

    // MARK: Sources

    struct Files {
        var sources: [String] = []
        var generated: [String] = []
        var resources: [String] = []
        var headers: [String] = []
    }

    /// A target's `sources:` as build phases: each entry a file or a folder (every item under
    /// it, `excludes` and `includes` applied), its files placed by `buildPhase` or, without one,
    /// by XcodeGen's default for their type; a `type: folder` entry is one resource.
    func files(_ value: YAMLValue?, targetType: String) -> Files {
        var files = Files()
        var seen = Set<String>()
        for entry in value?.items ?? [] {
            guard let written = entry.string ?? entry["path"]?.string else { continue }
            let base = ProjectFiles.onDisk(ProjectFiles.join(root, written))
            let phase = entry["buildPhase"]?.string ?? entry["buildPhase"]?.pairs.first?.key
            if entry["type"]?.string == "folder" {
                if seen.insert(base).inserted { files.resources.append(base) }
                continue
            }
            let items: [String]
            if ProjectFiles.isDirectory(base) && !ProjectFiles.packagedExtensions.contains(ProjectFiles.pathExtension(base)) {
                let excludes = entry["excludes"]?.items.compactMap(\.string) ?? []
                let includes = entry["includes"]?.items.compactMap(\.string) ?? []
                items = ProjectFiles.items(under: base, skipping: []).filter { item in
                    let relative = ProjectFiles.relative(item, to: base) ?? item
                    if excludes.contains(where: { Glob.matchesPathOrFolder($0, relative) }) { return false }
                    return includes.isEmpty || includes.contains { Glob.matchesPathOrFolder($0, relative) }
                }
            } else {
                items = [base]
            }
            for item in items where seen.insert(item).inserted {
                switch phase ?? Self.defaultPhase(item) {
                case "sources":
                    let ext = ProjectFiles.pathExtension(item)
                    if ext == "swift" { files.sources.append(item) }
                    if ext == "intentdefinition" || ext == "xcstrings" { files.generated.append(item) }
                    if ext == "xcdatamodeld" || ext == "xcdatamodel" { files.resources.append(item) }
                case "resources":
                    files.resources.append(item)
                    if ProjectFiles.pathExtension(item) == "xcstrings" { files.generated.append(item) }
                case "headers": if ProjectFiles.pathExtension(item) == "h" { files.headers.append(item) }
                default: break
                }
            }
        }
        return files
    }

    /// XcodeGen's build phase for a file it is not told one for (its `FileType` table).
    static func defaultPhase(_ path: String) -> String {
        let name = ProjectFiles.name(of: path)
        if name == "Info.plist" { return "none" }
        let ext = ProjectFiles.pathExtension(path)
        switch ext {
        case "swift", "gyb", "m", "mm", "cpp", "cp", "cxx", "c", "cc", "S", "xcdatamodeld", "xcmappingmodel", "intentdefinition", "metal",
            "mlmodel", "mlpackage", "rcproject", "iig", "docc":
            return "sources"
        case "h", "hh", "hpp", "ipp", "tpp", "hxx", "def": return "headers"
        case "xcconfig", "entitlements", "gpx", "lproj", "xcfilelist", "apns", "pch", "xctestplan", "modulemap", "framework", "xpc",
            "appex", "":
            return "none"
        default: return "resources"
        }
    }
}

/// Glob patterns as XcodeGen's `excludes` and `includes` write them: `*`, `?`, `[…]` within a
/// path component, `**` for any number of folders.
enum Glob {
    /// Whether `pattern` matches `path` or a folder it lies in.
    static func matchesPathOrFolder(_ pattern: String, _ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        let patternParts = pattern.split(separator: "/").map(String.init).filter { $0 != "." }
        for count in stride(from: parts.count, through: 1, by: -1) where matches(patternParts[...], parts[..<count]) { return true }
        return false
    }

    static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var tail = path
            while true {
                if matches(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let component = path.first, fnmatch(first, component, 0) == 0 else { return false }
        return matches(pattern.dropFirst(), path.dropFirst())
    }
}
