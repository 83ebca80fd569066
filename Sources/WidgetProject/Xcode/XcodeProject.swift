import WidgetSystem

/// An Xcode project (`App.xcodeproj`), read from its `project.pbxproj` as Xcode 14–16 write
/// it: its targets with their sources and resources (build phases, and Xcode 16's
/// synchronized folders with their membership exceptions), their dependencies on other targets
/// and on Swift packages, and their build settings for the Debug configuration.
package struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    package var path: String
    /// `SRCROOT`: the folder the project's paths are relative to.
    package var sourceRoot: String
    /// The project's name (the `.xcodeproj` folder's, without the extension).
    package var name: String
    package var targets: [XcodeTarget]
    /// The packages the project declares (`XCRemoteSwiftPackageReference`, `XCLocalSwiftPackageReference`).
    package var packages: [PackageReference]
    /// Folders the project references that hold a `Package.swift` (local packages added by
    /// dragging their folder in, as before Xcode 15).
    package var localPackageFolders: [String]
    /// `developmentRegion`, the language of the project's own strings.
    package var developmentRegion: String
    /// The other projects this one references (a framework's project inside an app's).
    package var referencedProjects: [String]

    /// The target called `name`.
    package func target(named name: String) -> XcodeTarget? {
        targets.first { $0.name == name }
    }
}

/// A package a project depends on.
package struct PackageReference: Hashable, Sendable {
    package enum Location: Hashable, Sendable {
        /// A folder of the project's (`XCLocalSwiftPackageReference`), absolute.
        case local(String)
        /// A repository, with the requirement the project states (`upToNextMajorVersion 1.2.0`).
        case remote(url: String, requirement: String)
    }

    package var id: String
    package var location: Location

    /// The name SwiftPM knows the package by: its folder's or its repository's last component.
    package var identity: String {
        switch location {
        case .local(let path): ProjectFiles.name(of: path).lowercased()
        case .remote(let url, _):
            String(ProjectFiles.name(of: url).lowercased().split(separator: ".").first.map(String.init) ?? url.lowercased())
                .replacingSuffix(".git", with: "")
        }
    }
}

/// A product of a package a target uses: `productName` of the package `package` (nil when the
/// project does not say which — a local package found by its folder).
package struct PackageProductReference: Hashable, Sendable {
    package var productName: String
    package var package: PackageReference?
}

/// Another target a target depends on: in this project, or in another one it references.
package struct TargetReference: Hashable, Sendable {
    /// The other project's `.xcodeproj`, when not this one.
    package var project: String?
    /// The target's identifier in its project.
    package var id: String
    package var name: String
}

/// A target of an Xcode project.
package struct XcodeTarget: Sendable {
    package var id: String
    package var name: String
    package var productName: String
    /// `com.apple.product-type.app-extension`, `…framework`, `…application`…
    package var productType: String
    /// `PRODUCT_MODULE_NAME`: the module the target's Swift files are.
    package var moduleName: String
    /// The file the target builds (`AppWidgetExtension.appex`, `Core.framework`).
    package var productFile: String
    /// `.swift` files, absolute.
    package var sources: [String]
    /// Files of the sources phase that Xcode generates code from (`.intentdefinition`).
    package var generatedSources: [String]
    /// Resource items: files, `.xcassets`, `.lproj` members, `.xcstrings`.
    package var resources: [String]
    package var dependencies: [TargetReference]
    /// Product files linked (`Core.framework`), whichever project builds them.
    package var linkedProducts: [String]
    package var packageProducts: [PackageProductReference]
    package var settings: BuildSettings
    /// The Info.plist file (`INFOPLIST_FILE`), absolute, when the target has one.
    package var infoPlist: String?
    /// A framework's headers (its Headers phase, or its synchronized folders' `.h` files).
    package var headers: [String] = []
    /// The Info.plist's contents when no file holds them yet (an XcodeGen `info:` block, which
    /// `xcodegen` writes out on a Mac), `$(SETTING)`s unresolved.
    package var infoContents: PropertyList?
    /// Files the target's build scripts write (their declared outputs), absolute, with the
    /// script's name: a source among them is missing from a checkout for that reason.
    package var scriptOutputs: [String: String] = [:]

    package var isExtension: Bool {
        productType == "com.apple.product-type.app-extension" || productType == "com.apple.product-type.extensionkit-extension"
            || productType == "com.apple.product-type.watchkit2-extension"
    }

    package var isFramework: Bool {
        productType == "com.apple.product-type.framework" || productType == "com.apple.product-type.library.static"
            || productType == "com.apple.product-type.library.dynamic" || productType == "com.apple.product-type.framework.static"
    }

    /// The SDK the target builds for: `iphoneos`, `watchos`, `macosx`, `xros`, `appletvos`.
    package var sdk: String { BuildSettings.platform(sdkRoot: settings["SDKROOT"], supported: settings["SUPPORTED_PLATFORMS"]) }
}

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}

extension XcodeProject {
    /// Reads the project at `path` (an `.xcodeproj` folder) for `configuration` (Debug, as
    /// Xcode's previews and a Run build use), imitating a build for `sdk`.
    package static func load(_ path: String, configuration: String = "Debug") throws(ProjectError) -> XcodeProject {
        let projectPath = ProjectFiles.normalize(FileIO.absolute(path))
        let file = projectPath + "/project.pbxproj"
        let bytes: [UInt8]
        do { bytes = try FileIO.read(file) } catch { throw ProjectError("\(file): \(error.reason)") }
        let plist: PropertyList
        do { plist = try PropertyList.parse(bytes) } catch { throw ProjectError("\(file): \(error)") }
        let objects = try ProjectObjects(plist)
        return try ProjectReader(objects: objects, path: projectPath, configuration: configuration).read()
    }
}

/// Walks a project's object graph into an ``XcodeProject``.
private struct ProjectReader {
    let objects: ProjectObjects
    let path: String
    let configuration: String
    let root: PropertyList
    let sourceRoot: String
    let projectName: String

    init(objects: ProjectObjects, path: String, configuration: String) throws(ProjectError) {
        self.objects = objects
        self.path = path
        self.configuration = configuration
        guard let root = objects[objects.rootID] else { throw ProjectError("\(path): no root object") }
        self.root = root
        let folder = ProjectFiles.folder(of: path)
        sourceRoot = ProjectFiles.join(folder, root["projectDirPath"]?.string ?? "")
        projectName = ProjectFiles.name(of: path).replacingSuffix(".xcodeproj", with: "")
    }

    func read() throws(ProjectError) -> XcodeProject {
        let packages = objects.list(root, "packageReferences").compactMap { package(id: $0.id, object: $0.object) }
        var localFolders: [String] = []
        var referencedProjects: [String] = []
        for (id, object) in objects.objects {
            let isa = object["isa"]?.string
            guard let resolved = resolvePath(id) else { continue }
            if isa == "PBXFileReference" {
                let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string ?? ""
                if type == "wrapper.pb-project" || resolved.hasSuffix(".xcodeproj") {
                    referencedProjects.append(resolved)
                } else if ProjectFiles.isFile(resolved + "/Package.swift") {
                    localFolders.append(resolved)
                }
            } else if isa == "PBXGroup" || isa == "PBXFileSystemSynchronizedRootGroup", object["path"] != nil {
                // A folder of packages (`Modules/`, `Packages/`) or a package's own folder.
                if ProjectFiles.isFile(resolved + "/Package.swift") { localFolders.append(resolved) }
                if isa == "PBXFileSystemSynchronizedRootGroup" {
                    for name in FileIO.names(in: resolved) where ProjectFiles.isFile(resolved + "/" + name + "/Package.swift") {
                        localFolders.append(resolved + "/" + name)
                    }
                }
            }
        }
        for package in packages {
            if case .local(let folder) = package.location { localFolders.append(folder) }
        }
        let synchronized = synchronizedGroups()
        var targets: [XcodeTarget] = []
        for (id, object) in objects.list(root, "targets") where object["isa"]?.string == "PBXNativeTarget" {
            targets.append(target(id: id, object: object, packages: packages, synchronized: synchronized))
        }
        return XcodeProject(
            path: path, sourceRoot: sourceRoot, name: projectName, targets: targets, packages: packages,
            localPackageFolders: Array(Set(localFolders)).sorted(), developmentRegion: root["developmentRegion"]?.string ?? "en",
            referencedProjects: referencedProjects.sorted())
    }

    // MARK: Packages

    func package(id: String, object: PropertyList) -> PackageReference? {
        switch object["isa"]?.string {
        case "XCRemoteSwiftPackageReference":
            guard let url = object["repositoryURL"]?.string else { return nil }
            let requirement = object["requirement"]
            let kind = requirement?["kind"]?.string ?? ""
            let detail =
                [
                    requirement?["minimumVersion"]?.string, requirement?["version"]?.string, requirement?["branch"]?.string,
                    requirement?["revision"]?.string,
                ].compactMap { $0 }.first ?? ""
            return PackageReference(id: id, location: .remote(url: url, requirement: "\(kind) \(detail)".trimmingWhitespace()))
        case "XCLocalSwiftPackageReference":
            guard let relative = object["relativePath"]?.string ?? object["path"]?.string else { return nil }
            return PackageReference(id: id, location: .local(ProjectFiles.join(sourceRoot, relative)))
        default:
            return nil
        }
    }

    // MARK: Targets

    func target(
        id: String, object: PropertyList, packages: [PackageReference], synchronized: [SynchronizedGroup]
    ) -> XcodeTarget {
        let name = object["name"]?.string ?? id
        let productType = object["productType"]?.string ?? ""
        let settings = buildSettings(for: object, targetName: name)
        var sources: [String] = []
        var generated: [String] = []
        var resources: [String] = []
        var linked: [String] = []
        var products: [PackageProductReference] = []
        var headers: [String] = []
        var scriptOutputs: [String: String] = [:]
        for (_, phase) in objects.list(object, "buildPhases") {
            let isa = phase["isa"]?.string ?? ""
            if isa == "PBXShellScriptBuildPhase" {
                let name = phase["name"]?.string ?? "Run Script"
                for output in phase["outputPaths"]?.strings ?? [] {
                    scriptOutputs[ProjectFiles.join(sourceRoot, settings.expanding(output))] = name
                }
            }
            for (_, buildFile) in objects.list(phase, "files") {
                if let product = objects.one(buildFile, "productRef") {
                    products.append(productReference(product.object, packages: packages))
                    continue
                }
                guard let reference = objects.one(buildFile, "fileRef") else { continue }
                let paths = filePaths(reference.id)
                switch isa {
                case "PBXSourcesBuildPhase":
                    for path in paths {
                        if path.hasSuffix(".swift") { sources.append(path) }
                        if path.hasSuffix(".intentdefinition") || path.hasSuffix(".xcstrings") { generated.append(path) }
                        // A Core Data model compiles into the bundle as `Name.momd`.
                        if path.hasSuffix(".xcdatamodeld") || path.hasSuffix(".xcdatamodel") { resources.append(path) }
                        // Strings files listed to compile are copied into the bundle by Xcode's
                        // build rule all the same (a project that put them there still reads them).
                        if path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") { resources.append(path) }
                    }
                case "PBXResourcesBuildPhase": resources += paths
                case "PBXHeadersBuildPhase": headers += paths.filter { $0.hasSuffix(".h") }
                case "PBXFrameworksBuildPhase":
                    let refPath = reference.object["path"]?.string ?? reference.object["name"]?.string ?? ""
                    if !refPath.isEmpty { linked.append(ProjectFiles.name(of: refPath)) }
                    if reference.object["isa"]?.string == "PBXReferenceProxy", let remote = reference.object["path"]?.string {
                        linked.append(ProjectFiles.name(of: remote))
                    }
                default: break
                }
            }
        }
        for product in objects.list(object, "packageProductDependencies") {
            let reference = productReference(product.object, packages: packages)
            if !products.contains(reference) { products.append(reference) }
        }
        // Xcode 16's synchronized folders: a folder attached to the target gives it every file
        // but its exceptions; an exception naming this target in another folder adds that file.
        let attached = Set(object["fileSystemSynchronizedGroups"]?.strings ?? [])
        for group in synchronized {
            let member = attached.contains(group.id)
            let exceptions = group.exceptions[id] ?? []
            guard member || !exceptions.isEmpty else { continue }
            for item in group.items {
                let relative = ProjectFiles.relative(item, to: group.path) ?? item
                let excepted = exceptions.contains { relative == $0 || relative.hasPrefix($0 + "/") }
                guard member != excepted else { continue }
                let ext = ProjectFiles.pathExtension(item)
                switch ext {
                case "swift": sources.append(item)
                case "intentdefinition":
                    generated.append(item)
                case "xcstrings":
                    generated.append(item)
                    resources.append(item)
                case "h": headers.append(item)
                case "m", "mm", "c", "cpp", "entitlements", "modulemap", "pch", "md", "xcconfig", "xctestplan", "docc": break
                case "plist" where ProjectFiles.name(of: item) == "Info.plist": break
                default: resources.append(item)
                }
            }
        }
        var dependencies: [TargetReference] = []
        for (_, dependency) in objects.list(object, "dependencies") {
            if let target = dependency["target"]?.string, let other = objects[target] {
                dependencies.append(TargetReference(project: nil, id: target, name: other["name"]?.string ?? target))
            } else if let proxy = objects.one(dependency, "targetProxy")?.object {
                let remote = proxy["remoteGlobalIDString"]?.string ?? ""
                let info = proxy["remoteInfo"]?.string ?? dependency["name"]?.string ?? remote
                var project: String?
                if let portal = proxy["containerPortal"]?.string, portal != objects.rootID { project = resolvePath(portal) }
                dependencies.append(TargetReference(project: project, id: remote, name: info))
            }
            if let product = objects.one(dependency, "productRef") {
                let reference = productReference(product.object, packages: packages)
                if !products.contains(reference) { products.append(reference) }
            }
        }
        let productName = settings["PRODUCT_NAME"] ?? object["productName"]?.string ?? name
        var productFile = objects.one(object, "productReference")?.object["path"]?.string ?? productName
        if productFile.isEmpty { productFile = productName }
        let infoPlist = settings["INFOPLIST_FILE"].flatMap { $0.isEmpty ? nil : ProjectFiles.join(sourceRoot, $0) }
        var target = XcodeTarget(
            id: id, name: name, productName: productName, productType: productType,
            moduleName: settings["PRODUCT_MODULE_NAME"] ?? BuildSettings.c99Identifier(productName), productFile: productFile,
            sources: unique(sources), generatedSources: unique(generated), resources: unique(resources), dependencies: dependencies,
            linkedProducts: unique(linked), packageProducts: products, settings: settings, infoPlist: infoPlist)
        target.headers = unique(headers)
        target.scriptOutputs = scriptOutputs
        return target
    }

    func productReference(_ object: PropertyList, packages: [PackageReference]) -> PackageProductReference {
        var name = object["productName"]?.string ?? ""
        if name.hasPrefix("plugin:") { name = String(name.dropFirst(7)) }
        let package = object["package"]?.string.flatMap { id in packages.first { $0.id == id } }
        return PackageProductReference(productName: name, package: package)
    }

    // MARK: Build settings

    func buildSettings(for target: PropertyList, targetName: String) -> BuildSettings {
        func level(_ list: PropertyList?) -> ([String: [BuildSettings.Assignment]], [String: [BuildSettings.Assignment]]) {
            let configurations = objects.list(list, "buildConfigurations")
            let chosen =
                configurations.first { $0.object["name"]?.string == configuration }
                ?? configurations.first { $0.object["name"]?.string == list?["defaultConfigurationName"]?.string }
                ?? configurations.first
            guard let chosen else { return ([:], [:]) }
            var base: [String: [BuildSettings.Assignment]] = [:]
            if let reference = chosen.object["baseConfigurationReference"]?.string, let file = resolvePath(reference) {
                base = XCConfig.read(file)
            }
            return (BuildSettings.level(chosen.object["buildSettings"]), base)
        }
        let (targetLevel, targetConfig) = level(objects.one(target, "buildConfigurationList")?.object)
        let (projectLevel, projectConfig) = level(objects.one(root, "buildConfigurationList")?.object)
        return BuildSettings.imitatingXcode(
            levels: [targetLevel, targetConfig, projectLevel, projectConfig], target: targetName, sourceRoot: sourceRoot,
            project: projectName, projectPath: path, configuration: configuration,
            developmentLanguage: root["developmentRegion"]?.string ?? "en")
    }

    // MARK: Files

    /// The files a build file's reference stands for: one file, or every member of a variant
    /// group (a localized `.strings` or `.intentdefinition`).
    func filePaths(_ id: String) -> [String] {
        guard let object = objects[id] else { return [] }
        switch object["isa"]?.string {
        case "PBXVariantGroup", "XCVersionGroup":
            if object["isa"]?.string == "XCVersionGroup", let path = resolvePath(id) { return [path] }
            return (object["children"]?.strings ?? []).compactMap { resolvePath($0) }
        case "PBXGroup":
            return resolvePath(id).map { [$0] } ?? []
        default:
            return resolvePath(id).map { [$0] } ?? []
        }
    }

    /// The absolute path of a file reference or group, through the groups above it; nil for
    /// products and SDK files.
    func resolvePath(_ id: String) -> String? {
        // As the Mac's disk finds it, letter case aside: once, for the whole path.
        writtenPath(id).map(ProjectFiles.onDisk)
    }

    /// The path as the project writes it.
    private func writtenPath(_ id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"]?.string ?? ""
        let tree = object["sourceTree"]?.string ?? "<group>"
        switch tree {
        case "<absolute>": return ProjectFiles.normalize(own)
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": return ProjectFiles.join(sourceRoot, own)
        case "<group>":
            if id == root["mainGroup"]?.string { return ProjectFiles.join(sourceRoot, own) }
            let base = objects.parents[id].flatMap { writtenPath($0, depth: depth + 1) } ?? sourceRoot
            return ProjectFiles.join(base, own)
        default:
            return nil
        }
    }

    struct SynchronizedGroup {
        var id: String
        var path: String
        var items: [String]
        /// Per target id, the paths (relative to the folder) whose membership is the opposite of the folder's.
        var exceptions: [String: [String]]
    }

    func synchronizedGroups() -> [SynchronizedGroup] {
        var groups: [SynchronizedGroup] = []
        for (id, object) in objects.objects.sorted(by: { $0.key < $1.key })
        where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let path = resolvePath(id), ProjectFiles.isDirectory(path) else { continue }
            var exceptions: [String: [String]] = [:]
            for (_, exception) in objects.list(object, "exceptions")
            where exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
                guard let target = exception["target"]?.string else { continue }
                exceptions[target, default: []] += exception["membershipExceptions"]?.strings ?? []
            }
            groups.append(
                SynchronizedGroup(id: id, path: path, items: ProjectFiles.items(under: path, skipping: []), exceptions: exceptions))
        }
        return groups
    }

    func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }
}
