import WidgetSystem

/// Turns a widget extension target — of an Xcode project, of a package, or a folder — into a
/// ``BuildPlan``: its module and every module it may import, as Xcode and SwiftPM would build
/// them.
package struct ProjectPlanner {
    package var packages: any PackageProvider
    /// `--stand-in NAME=DIR` and `--module NAME=DIR`: these modules come from these folders.
    package var standIns: [String: String]
    /// `--platform`, when given; otherwise each target's `SDKROOT`.
    package var platform: TargetPlatform?

    private var modules: [String: ModuleSource] = [:]
    private var unavailable: [String: String] = [:]
    private var notes: [String] = []
    private var pins: [PackagePin] = []
    private var manifests: [String: PackageManifest] = [:]
    private var resolvedPlatform: TargetPlatform = .iOS

    package init(packages: any PackageProvider, standIns: [String: String] = [:], platform: TargetPlatform? = nil) {
        self.packages = packages
        self.standIns = standIns
        self.platform = platform
    }

    // MARK: Xcode

    /// The plan for `target` of `project`.
    package mutating func plan(_ target: XcodeTarget, of project: XcodeProject, in workspace: ProjectWorkspace) -> BuildPlan {
        reset()
        resolvedPlatform = platform ?? TargetPlatform(sdk: target.sdk)
        pins = workspace.projects.flatMap { PackageResolved.files(for: $0.path, workspace: workspace.workspace) }.flatMap(
            PackageResolved.pins)
        let main = addXcodeTarget(target, of: project, in: workspace, depth: 0)
        addStandIns()
        var problems: [String] = []
        let info = InfoPlist.dictionary(for: target, problems: &problems)
        notes += problems + workspace.problems
        return BuildPlan(
            title: "\(target.name) of \(ProjectFiles.name(of: project.path))", main: main, modules: modules, unavailable: unavailable,
            platform: resolvedPlatform, infoPlist: info, developmentRegion: project.developmentRegion, notes: notes)
    }

    @discardableResult
    private mutating func addXcodeTarget(
        _ target: XcodeTarget, of project: XcodeProject, in workspace: ProjectWorkspace, depth: Int
    ) -> String {
        let name = target.moduleName
        guard modules[name] == nil, standIns[name] == nil, depth < 32 else { return name }
        var module = ModuleSource(name: name, origin: .xcodeTarget(project: project.path, target: target.name), sources: target.sources)
        module.intentDefinitions = target.generatedSources.filter { $0.hasSuffix(".intentdefinition") }
        module.resources = target.resources
        module.scriptOutputs = target.scriptOutputs
        let settings = target.settings
        module.swiftVersion = Self.languageMode(settings["SWIFT_VERSION"])
        module.generatesAssetSymbols = settings.isOn("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS", default: true)
        module.generatesAssetSymbolExtensions = settings.isOn("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS", default: true)
        for define in settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") where define != "$(inherited)" {
            if !module.defines.contains(define) { module.defines.append(define) }
        }
        let (defines, flags) = Self.swiftFlags(settings.list("OTHER_SWIFT_FLAGS"))
        module.defines += defines
        module.flags = flags + Self.featureFlags(settings)
        if target.isFramework { module.umbrellaImports = Self.umbrellaImports(of: target) }
        modules[name] = module
        var dependencies: [String] = []
        for reference in target.dependencies {
            guard let (owner, other) = workspace.target(reference, from: project), other.isFramework else { continue }
            dependencies.append(addXcodeTarget(other, of: owner, in: workspace, depth: depth + 1))
        }
        for product in target.linkedProducts {
            guard let (owner, other) = workspace.target(producing: product), other.isFramework, other.id != target.id else { continue }
            dependencies.append(addXcodeTarget(other, of: owner, in: workspace, depth: depth + 1))
        }
        for product in target.packageProducts {
            dependencies += addPackageProduct(product, from: project, in: workspace, depth: depth + 1)
        }
        modules[name]?.dependencies = Array(Set(dependencies)).sorted()
        return name
    }

    /// The modules a framework's umbrella header (`<Module>.h` among its headers) imports:
    /// `#import <UIKit/UIKit.h>`, `#include <…>`, `@import UIKit;`.
    package static func umbrellaImports(of target: XcodeTarget) -> [String] {
        guard let umbrella = target.headers.first(where: { ProjectFiles.name(of: $0) == target.moduleName + ".h" }),
            let text = try? FileIO.readText(umbrella)
        else { return [] }
        var modules: [String] = []
        for line in text.split(separator: "\n") {
            let line = line.drop { $0 == " " || $0 == "\t" }
            var name: Substring?
            if line.hasPrefix("#import <") || line.hasPrefix("#include <") {
                let inside = line.drop { $0 != "<" }.dropFirst()
                name = inside.split(separator: "/").first.flatMap { $0.contains(">") ? nil : $0 }
            } else if line.hasPrefix("@import ") {
                name = line.dropFirst(8).split(whereSeparator: { $0 == ";" || $0 == "." || $0 == " " }).first
            }
            if let name, !name.isEmpty, name != Substring(target.moduleName), !modules.contains(String(name)) {
                modules.append(String(name))
            }
        }
        return modules
    }

    /// The modules of a package product a target uses.
    private mutating func addPackageProduct(
        _ product: PackageProductReference, from project: XcodeProject, in workspace: ProjectWorkspace, depth: Int
    ) -> [String] {
        if let standIn = standIns[product.productName] {
            _ = standIn
            return [product.productName]
        }
        // The package's folder: given, found among the project's local packages, or checked out.
        var folders: [String] = []
        switch product.package?.location {
        case .local(let folder)?: folders = [folder]
        case .remote(let url, let requirement)?:
            let pin = pins.first { $0.identity == PackagePin.identity(of: url) || $0.location == url }
            switch packages.checkout(url: url, requirement: requirement, pin: pin) {
            case .success(let folder): folders = [folder]
            case .failure(let error):
                unavailable[product.productName] =
                    "product \(product.productName) of the package \(url) (\(pin?.description ?? requirement)): \(error.message)"
                return [product.productName]
            }
        case nil:
            // A product with no package of its own: a local package of the project's, or one the
            // workspace lists beside the projects.
            folders = workspace.projects.flatMap(\.localPackageFolders) + workspace.workspacePackageFolders
        }
        for folder in folders {
            guard let manifest = manifest(folder) else { continue }
            guard let found = manifest.product(named: product.productName) else { continue }
            return found.targets.compactMap { addPackageTarget($0, of: manifest, depth: depth + 1) }
        }
        if product.package == nil {
            // As Xcode does, any package of the workspace may give it: the projects' declared
            // packages too (a product another target takes from a remote package).
            for reference in workspace.projects.flatMap(\.packages) {
                let folder: String
                switch reference.location {
                case .local(let path): folder = path
                case .remote(let url, let requirement):
                    let pin = pins.first { $0.identity == PackagePin.identity(of: url) || $0.location == url }
                    guard case .success(let path) = packages.checkout(url: url, requirement: requirement, pin: pin) else { continue }
                    folder = path
                }
                guard let manifest = manifest(folder), let found = manifest.product(named: product.productName) else { continue }
                return found.targets.compactMap { addPackageTarget($0, of: manifest, depth: depth + 1) }
            }
        }
        unavailable[product.productName] =
            "product \(product.productName) of \(product.package.map { Self.describe($0) } ?? "a local package") was not found in \(folders.isEmpty ? "any package folder" : folders.joined(separator: ", "))\(product.package == nil ? " nor in the packages the project declares" : "")"
        return [product.productName]
    }

    static func describe(_ reference: PackageReference) -> String {
        switch reference.location {
        case .local(let folder): "the package in \(folder)"
        case .remote(let url, _): "the package \(url)"
        }
    }

    // MARK: Packages

    private mutating func manifest(_ folder: String) -> PackageManifest? {
        if let known = manifests[folder] { return known }
        do {
            let manifest = try packages.manifest(at: folder, platform: resolvedPlatform)
            manifests[folder] = manifest
            return manifest
        } catch {
            notes.append(error.message)
            return nil
        }
    }

    /// Adds a package's target (and what it depends on) as a module; nil for targets that are
    /// not Swift modules to compile (plugins, macros, binaries), which are noted.
    @discardableResult
    private mutating func addPackageTarget(_ name: String, of manifest: PackageManifest, depth: Int) -> String? {
        guard depth < 48 else { return nil }
        if modules[name] != nil || standIns[name] != nil { return name }
        guard let target = manifest.target(named: name) else {
            notes.append("\(manifest.root)/Package.swift names a target \(name) it does not declare")
            return nil
        }
        switch target.kind {
        case .plugin: return nil
        case .macro, .binary, .system:
            unavailable[name] =
                "the \(target.kind.rawValue) target \(name) of the package \(manifest.name) (\(manifest.root)), which preview cannot build"
            return nil
        default: break
        }
        let files = manifest.swiftFiles(of: target)
        let cFiles = files.isEmpty ? manifest.cFiles(of: target) : []
        if files.isEmpty && cFiles.isEmpty {
            unavailable[name] =
                "target \(name) of the package \(manifest.name) has no Swift or C files (a C++ or Objective-C target, which preview cannot build)"
            return nil
        }
        var module = ModuleSource(name: name, origin: .packageTarget(package: manifest.name, target: name), sources: files)
        if !cFiles.isEmpty {
            // A C target: its .c files and its public headers, as a Clang module.
            module.cSources = cFiles
            module.cHeaders = ProjectFiles.join(target.path, target.publicHeadersPath ?? "include")
            module.cFlags = target.cFlags + ["-I" + target.path]
        }
        module.resources = manifest.resourceFiles(of: target)
        if !module.resources.isEmpty { module.resourceBundle = "\(manifest.name)_\(name).resources" }
        // A package's asset catalogues give `ColorResource.name` and `ImageResource.name` only:
        // Xcode extends SwiftUI and UIKit with them for its own targets, not for a package's
        // (Apple's Backyard Birds declares `Color.premiumBirdFood = Color(.premiumBirdFood)`).
        module.generatesAssetSymbolExtensions = false
        Self.applySettings(of: target, in: manifest, to: &module)
        modules[name] = module
        var dependencies: [String] = []
        for reference in target.dependencies {
            switch reference {
            case .target(let other):
                if let added = addPackageTarget(other, of: manifest, depth: depth + 1) { dependencies.append(added) }
            case .byName(let other):
                if manifest.target(named: other) != nil {
                    if let added = addPackageTarget(other, of: manifest, depth: depth + 1) { dependencies.append(added) }
                } else {
                    dependencies += addDependencyProduct(other, package: nil, of: manifest, depth: depth + 1)
                }
            case .product(let product, let package):
                dependencies += addDependencyProduct(product, package: package, of: manifest, depth: depth + 1)
            }
        }
        modules[name]?.dependencies = Array(Set(dependencies)).sorted()
        return name
    }

    /// A product of one of `manifest`'s dependencies.
    private mutating func addDependencyProduct(_ product: String, package: String?, of manifest: PackageManifest, depth: Int) -> [String] {
        if standIns[product] != nil { return [product] }
        let wanted = package?.lowercased()
        // A product named alone is looked for in every dependency, the package of its own name
        // first (so what is said when none can be fetched names that package, not another).
        let matching = manifest.dependencies.filter { dependency in
            guard let wanted else { return true }
            return dependency.identity == wanted || dependency.name?.lowercased() == wanted
        }
        let ownName = matching.filter { package == nil && $0.identity == product.lowercased() }
        let candidates = ownName + matching.filter { !(package == nil && $0.identity == product.lowercased()) }
        var reasons: [String] = []
        for dependency in candidates {
            let folder: String
            switch dependency.location {
            case .local(let path): folder = path
            case .remote(let url, let requirement):
                let pin = pins.first { $0.identity == dependency.identity || $0.location == url }
                switch packages.checkout(url: url, requirement: requirement, pin: pin) {
                case .success(let path): folder = path
                case .failure(let error):
                    reasons.append("product \(product) of the package \(url) (\(pin?.description ?? requirement)): \(error.message)")
                    continue
                }
            }
            guard let other = self.manifest(folder), let found = other.product(named: product) else { continue }
            return found.targets.compactMap { addPackageTarget($0, of: other, depth: depth + 1) }
        }
        unavailable[product] =
            reasons.first
            ?? "product \(product) of \(package.map { "the package \($0)" } ?? "a dependency") of \(manifest.name) was not found"
        return [product]
    }

    // MARK: Packages and folders given directly

    /// The plan for widget sources in `folders` (no project): one module, plus `--module`s.
    package mutating func plan(folderModule name: String, files: [String], swiftVersion: String, defines: [String]) -> BuildPlan {
        reset()
        resolvedPlatform = platform ?? .iOS
        var module = ModuleSource(name: name, origin: .folder, sources: files)
        module.swiftVersion = swiftVersion
        module.defines = defines
        modules[name] = module
        addStandIns()
        modules[name]?.dependencies = standIns.keys.sorted()
        return BuildPlan(
            title: name, main: name, modules: modules, unavailable: unavailable, platform: resolvedPlatform, notes: notes)
    }

    /// The plan for `target` of the package in `folder` (a widget extension declared in a
    /// `Package.swift`, or an `xtool.yml` extension's product).
    package mutating func plan(
        packageTarget target: String, in folder: String, infoPlist: [(key: String, value: PropertyList)] = []
    )
        -> BuildPlan?
    {
        reset()
        resolvedPlatform = platform ?? .iOS
        pins = PackageResolved.pins(in: folder + "/Package.resolved")
        guard let manifest = manifest(folder) else { return nil }
        // xtool names an extension by its product; a product's first target is its module.
        let name = manifest.target(named: target) != nil ? target : manifest.product(named: target)?.targets.first ?? target
        guard let main = addPackageTarget(name, of: manifest, depth: 0) else { return nil }
        addStandIns()
        return BuildPlan(
            title: "\(target) of the package \(manifest.name)", main: main, modules: modules, unavailable: unavailable,
            platform: resolvedPlatform, infoPlist: infoPlist, developmentRegion: manifest.defaultLocalization ?? "en", notes: notes)
    }

    /// The targets of the package in `folder` whose sources declare a widget bundle as `@main`.
    package mutating func widgetTargets(inPackage folder: String) -> [String] {
        resolvedPlatform = platform ?? .iOS
        guard let manifest = manifest(folder) else { return [] }
        return manifest.targets.filter { $0.kind == .regular || $0.kind == .executable }.filter {
            ProjectWorkspace.declaresWidgetMain(manifest.swiftFiles(of: $0))
        }.map(\.name)
    }

    /// What went wrong on the way (manifests that could not be read).
    package var planningNotes: [String] { notes }

    // MARK: Helpers

    private mutating func reset() {
        modules = [:]
        unavailable = [:]
        notes = []
        pins = []
    }

    /// The language mode, conditions and feature flags a package target's settings give.
    private static func applySettings(of target: PackageManifest.Target, in manifest: PackageManifest, to module: inout ModuleSource) {
        module.swiftVersion = Self.languageMode(target.languageMode ?? manifest.defaultLanguageMode)
        module.defines = target.defines
        let (defines, flags) = Self.swiftFlags(target.unsafeFlags)
        module.defines += defines
        module.flags =
            flags + target.upcomingFeatures.flatMap { ["-enable-upcoming-feature", $0] }
            + target.experimentalFeatures.flatMap { ["-enable-experimental-feature", $0] }
        if let isolation = target.defaultIsolation { module.flags += ["-default-isolation", isolation] }
    }

    /// Each stand-in as a module of its folder's Swift files — compiled with its package's
    /// settings for it when the folder is a package's (its root, or the target's own folder a
    /// few levels down): a package built for the main actor by default, or in Swift 6 mode, is
    /// not the same code compiled another way. Given the package's root, the target's own
    /// files, not the whole package's (its manifest, tests and other targets).
    private mutating func addStandIns() {
        for (name, folder) in standIns.sorted(by: { $0.key < $1.key }) {
            var module = ModuleSource(
                name: name, origin: .standIn(folder: folder), sources: ProjectFiles.items(under: folder).filter { $0.hasSuffix(".swift") })
            if let (manifest, target) = packageTarget(standingIn: name, folder: folder) {
                Self.applySettings(of: target, in: manifest, to: &module)
                if ProjectFiles.normalize(folder) == ProjectFiles.normalize(manifest.root) {
                    module.sources = manifest.swiftFiles(of: target)
                    module.resources = manifest.resourceFiles(of: target)
                    if !module.resources.isEmpty { module.resourceBundle = "\(manifest.name)_\(name).resources" }
                    module.generatesAssetSymbolExtensions = false
                }
            }
            modules[name] = module
            unavailable[name] = nil
        }
    }

    /// The package target a stand-in folder is: the target named as the module, or whose folder
    /// it is, of the nearest package at or up to three folders above it.
    private mutating func packageTarget(standingIn name: String, folder: String) -> (PackageManifest, PackageManifest.Target)? {
        var candidate = ProjectFiles.normalize(folder)
        for _ in 0..<4 {
            if FileIO.exists(candidate + "/Package.swift") {
                guard let manifest = manifest(candidate) else { return nil }
                let target =
                    manifest.target(named: name)
                    ?? manifest.targets.first { ProjectFiles.normalize($0.path) == ProjectFiles.normalize(folder) }
                return target.map { (manifest, $0) }
            }
            guard candidate != "/" else { return nil }
            candidate = ProjectFiles.folder(of: candidate)
        }
        return nil
    }

    /// `SWIFT_VERSION` or a manifest's mode, as `-swift-version` takes it.
    static func languageMode(_ value: String?) -> String {
        guard let value, let major = value.split(separator: ".").first.flatMap({ Int($0) }) else { return "5" }
        return major >= 6 ? "6" : "5"
    }

    /// `-D` conditions and the feature flags among `OTHER_SWIFT_FLAGS` or `unsafeFlags`; the
    /// rest (optimisation, paths, warnings) are the project's business, not the preview's.
    static func swiftFlags(_ words: [String]) -> (defines: [String], flags: [String]) {
        var defines: [String] = []
        var flags: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "-D", index + 1 < words.count {
                defines.append(words[index + 1])
                index += 2
                continue
            }
            if word.hasPrefix("-D"), word.count > 2 {
                defines.append(String(word.dropFirst(2)))
            } else if ["-enable-upcoming-feature", "-enable-experimental-feature", "-default-isolation"].contains(word),
                index + 1 < words.count
            {
                flags += [word, words[index + 1]]
                index += 1
            } else if word == "-Xfrontend", index + 1 < words.count, words[index + 1].hasPrefix("-enable-") {
                // Frontend flags are the project's tuning; left out.
                index += 1
            }
            index += 1
        }
        return (defines, flags)
    }

    /// The Swift settings Xcode turns into flags: upcoming features, default isolation.
    static func featureFlags(_ settings: BuildSettings) -> [String] {
        var flags: [String] = []
        let features: [(String, String)] = [
            ("SWIFT_UPCOMING_FEATURE_CONCISE_MAGIC_FILE", "ConciseMagicFile"),
            ("SWIFT_UPCOMING_FEATURE_FORWARD_TRAILING_CLOSURES", "ForwardTrailingClosures"),
            ("SWIFT_UPCOMING_FEATURE_BARE_SLASH_REGEX_LITERALS", "BareSlashRegexLiterals"),
            ("SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY", "ExistentialAny"),
            ("SWIFT_UPCOMING_FEATURE_IMPLICIT_OPEN_EXISTENTIALS", "ImplicitOpenExistentials"),
            ("SWIFT_UPCOMING_FEATURE_IMPORT_OBJC_FORWARD_DECLS", "ImportObjcForwardDeclarations"),
            ("SWIFT_UPCOMING_FEATURE_DISABLE_OUTWARD_ACTOR_ISOLATION", "DisableOutwardActorInference"),
            ("SWIFT_UPCOMING_FEATURE_DEPRECATE_APPLICATION_MAIN", "DeprecateApplicationMain"),
            ("SWIFT_UPCOMING_FEATURE_ISOLATED_DEFAULT_VALUES", "IsolatedDefaultValues"),
            ("SWIFT_UPCOMING_FEATURE_GLOBAL_CONCURRENCY", "GlobalConcurrency"),
            ("SWIFT_UPCOMING_FEATURE_INFER_SENDABLE_FROM_CAPTURES", "InferSendableFromCaptures"),
            ("SWIFT_UPCOMING_FEATURE_REGION_BASED_ISOLATION", "RegionBasedIsolation"),
            ("SWIFT_UPCOMING_FEATURE_GLOBAL_ACTOR_ISOLATED_TYPES_USABILITY", "GlobalActorIsolatedTypesUsability"),
            ("SWIFT_UPCOMING_FEATURE_INTERNAL_IMPORTS_BY_DEFAULT", "InternalImportsByDefault"),
            ("SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY", "MemberImportVisibility"),
            ("SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT", "NonisolatedNonsendingByDefault"),
            ("SWIFT_UPCOMING_FEATURE_INFER_ISOLATED_CONFORMANCES", "InferIsolatedConformances"),
        ]
        for (setting, feature) in features where settings.isOn(setting) { flags += ["-enable-upcoming-feature", feature] }
        if settings.isOn("SWIFT_APPROACHABLE_CONCURRENCY") {
            for feature in ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"] where !flags.contains(feature) {
                flags += ["-enable-upcoming-feature", feature]
            }
        }
        if let isolation = settings["SWIFT_DEFAULT_ACTOR_ISOLATION"], isolation == "MainActor" {
            flags += ["-default-isolation", "MainActor"]
        }
        // “Enable Bare Slash Regex Literals”: on unless a project turns it off (Xcode 14's
        // default), so `/\d+/` is a regex in Swift 5 mode too (SwiftPM's packages ask for it).
        if settings.isOn("SWIFT_ENABLE_BARE_SLASH_REGEX", default: true), !flags.contains("BareSlashRegexLiterals") {
            flags += ["-enable-bare-slash-regex"]
        }
        return flags
    }
}
