#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetProject
import WidgetSystem

/// What `widgetdeck preview PATH…` was asked to build, before anything is read.
package struct PreviewRequest: Sendable {
    package var paths: [String]
    package var excludes: [String] = []
    package var defines: [String] = []
    /// `--swift-version` (folder form only; a project's targets say their own).
    package var swiftVersion: String = "5"
    /// `--module-name` (folder form).
    package var moduleName: String?
    /// `--target`: the widget extension targets wanted (nil: all).
    package var targets: [String]?
    /// `--platform`: the platform to build as (nil: each target's SDKROOT, iOS for a folder).
    package var platform: TargetPlatform?
    /// `--stand-in NAME=DIR` and `--module NAME=DIR`.
    package var standIns: [String: String] = [:]

    package init(paths: [String]) {
        self.paths = paths
    }
}

/// The widget extensions a request names, each as a ``BuildPlan``: the targets of the Xcode
/// projects at its path, a package's or `xtool.yml`'s widget targets, or the folder's files.
package struct PreviewTargets: Sendable {
    package enum Kind: Sendable {
        case project(ProjectWorkspace)
        case package(String)
        case folder
    }

    package var kind: Kind
    package var plans: [BuildPlan]
    /// Every widget target found, chosen or not (for `--list`).
    package var available: [String]

    /// Reads the request's path and plans each widget target it asks for.
    package static func resolve(_ request: PreviewRequest, packages: any PackageProvider) throws(SetupError) -> PreviewTargets {
        guard let first = request.paths.first else {
            throw SetupError(
                .usage,
                "preview: give a project (a folder, an .xcodeproj or an .xcworkspace), or the folder of a widget extension's .swift files")
        }
        for (name, folder) in request.standIns {
            guard ProjectFiles.isDirectory(folder) else {
                throw SetupError(.missingInput, "preview: --stand-in \(name)=\(folder): no such folder")
            }
        }
        var planner = ProjectPlanner(
            packages: packages, standIns: request.standIns.mapValues { FileIO.absolute($0) }, platform: request.platform)
        // An Xcode project, workspace, or a folder holding one: the project's widget targets.
        if request.paths.count == 1 {
            let workspace: ProjectWorkspace?
            do { workspace = try ProjectWorkspace.open(first) } catch { throw SetupError(.badData, "preview: \(error.message)") }
            if let workspace {
                let found = workspace.widgetTargets
                let names = found.map { $0.target.name }
                guard !found.isEmpty else {
                    let projects = workspace.projects.map { ProjectFiles.name(of: $0.path) }.joined(separator: ", ")
                    throw SetupError(
                        .badData,
                        "preview: \(projects) has no widget extension target (an app extension whose extension point is com.apple.widgetkit-extension)"
                    )
                }
                var chosen = found
                if let wanted = request.targets {
                    chosen = found.filter { wanted.contains($0.target.name) || wanted.contains($0.target.productName) }
                    let unknown = wanted.filter { name in !found.contains { $0.target.name == name || $0.target.productName == name } }
                    guard unknown.isEmpty else {
                        throw SetupError(
                            .usage,
                            "preview: --target \(unknown.joined(separator: ", ")): no such widget target; the project's: \(names.joined(separator: ", "))"
                        )
                    }
                }
                var plans: [BuildPlan] = []
                for (project, target) in chosen {
                    var plan = planner.plan(target, of: project, in: workspace)
                    Self.exclude(request.excludes, from: &plan, root: workspace.root)
                    for define in request.defines where !(plan.modules[plan.main]?.defines.contains(define) ?? true) {
                        plan.modules[plan.main]?.defines.append(define)
                    }
                    plans.append(plan)
                }
                return PreviewTargets(kind: .project(workspace), plans: plans, available: names)
            }
            let folder = FileIO.absolute(first)
            if ProjectFiles.isDirectory(folder), ProjectFiles.isFile(folder + "/Package.swift") {
                var targets = planner.widgetTargets(inPackage: folder)
                let xtool = XtoolProject.read(folder)
                if let xtool { targets = Array(Set(targets + xtool.extensionTargets(planner: &planner, folder: folder))).sorted() }
                if !targets.isEmpty {
                    var chosen = targets
                    if let wanted = request.targets { chosen = targets.filter(wanted.contains) }
                    var plans: [BuildPlan] = []
                    for target in chosen {
                        let info = xtool?.infoPlist(forTarget: target, folder: folder) ?? []
                        guard var plan = planner.plan(packageTarget: target, in: folder, infoPlist: info) else { continue }
                        Self.exclude(request.excludes, from: &plan, root: folder)
                        plans.append(plan)
                    }
                    guard !plans.isEmpty else {
                        throw SetupError(
                            .usage, "preview: --target: no such widget target; the package's: \(targets.joined(separator: ", "))")
                    }
                    return PreviewTargets(kind: .package(folder), plans: plans, available: targets)
                }
            }
        }
        // A folder of Swift files (or the files): one module.
        var sources = try PreviewSources.collect(request.paths, excluding: request.excludes, defines: request.defines)
        sources.module = request.moduleName
        var plan = planner.plan(
            folderModule: sources.moduleName, files: sources.files, swiftVersion: request.swiftVersion, defines: request.defines)
        plan.notes += sources.warnings
        plan.assetFolders = sources.folders
        // The asset catalogues and Core Data models in the folders are the module's, as a
        // target's are: Xcode 15's generated symbols (`Color.widgetBackground`, `Image(.logo)`)
        // and Core Data's generated classes come from them.
        let catalogs = sources.folders.flatMap {
            ProjectFiles.items(under: $0).filter { $0.hasSuffix(".xcassets") || $0.hasSuffix(".xcdatamodeld") }
        }
        if !catalogs.isEmpty, var module = plan.modules[sources.moduleName] {
            module.resources += catalogs.filter { !module.resources.contains($0) }
            plan.modules[sources.moduleName] = module
        }
        return PreviewTargets(kind: .folder, plans: [plan], available: [sources.moduleName])
    }

    /// `--exclude` applied to every module of a project's plan.
    static func exclude(_ patterns: [String], from plan: inout BuildPlan, root: String) {
        guard !patterns.isEmpty else { return }
        for (name, module) in plan.modules {
            plan.modules[name]?.sources = module.sources.filter { !PreviewSources.matches($0, relativeTo: root, patterns) }
        }
    }
}
