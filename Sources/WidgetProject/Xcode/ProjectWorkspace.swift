import WidgetSystem

/// The Xcode projects a path holds: an `.xcodeproj`, an `.xcworkspace`'s projects, or every
/// project under a folder (a repository's root) — with the projects they reference — and the
/// widget extension targets among their targets.
package struct ProjectWorkspace: Sendable {
    /// The path the user gave.
    package var root: String
    package var projects: [XcodeProject]
    /// The workspace file, when one was given or found beside the projects.
    package var workspace: String?
    /// Projects that could not be read, and why (the others are still used).
    package var problems: [String]

    /// The projects at `path`, or nil when it holds none (a folder of Swift files).
    package static func open(_ path: String) throws(ProjectError) -> ProjectWorkspace? {
        let absolute = ProjectFiles.normalize(FileIO.absolute(path))
        var paths: [String] = []
        var workspace: String?
        if absolute.hasSuffix(".xcodeproj") {
            guard ProjectFiles.isFile(absolute + "/project.pbxproj") else {
                throw ProjectError("\(path): no project.pbxproj in this .xcodeproj")
            }
            paths = [absolute]
        } else if absolute.hasSuffix(".xcworkspace") {
            workspace = absolute
            paths = workspaceProjects(absolute)
            guard !paths.isEmpty else { throw ProjectError("\(path): the workspace names no project") }
        } else if absolute.hasSuffix(".yml") || absolute.hasSuffix(".yaml") || absolute.hasSuffix("/project.json") {
            guard ProjectFiles.isFile(absolute) else { throw ProjectError("\(path): no such file") }
            paths = [absolute]
        } else if ProjectFiles.isDirectory(absolute) {
            paths = ProjectFiles.projects(under: absolute)
            guard !paths.isEmpty else { return nil }
            workspace = FileIO.names(in: absolute).first { $0.hasSuffix(".xcworkspace") }.map { absolute + "/" + $0 }
        } else {
            return nil
        }
        var projects: [XcodeProject] = []
        var problems: [String] = []
        var queue = paths
        var seen = Set<String>()
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            // Tools' own projects (CocoaPods' Pods.xcodeproj) are no app's.
            if ProjectFiles.name(of: next) == "Pods.xcodeproj" { continue }
            do {
                let project = try load(next)
                projects.append(project)
                queue += project.referencedProjects.filter {
                    ProjectFiles.isFile($0 + "/project.pbxproj") || XcodeGenSpec.file(in: ProjectFiles.folder(of: $0)) != nil
                }
            } catch {
                problems.append(error.message)
            }
        }
        if projects.isEmpty, let first = problems.first { throw ProjectError(first) }
        return ProjectWorkspace(root: absolute, projects: projects, workspace: workspace, problems: problems)
    }

    /// The project at `path`: an `.xcodeproj`, or an XcodeGen spec — given itself, or standing for
    /// the `.xcodeproj` it generates when that is not committed.
    static func load(_ path: String) throws(ProjectError) -> XcodeProject {
        if path.hasSuffix(".yml") || path.hasSuffix(".yaml") || path.hasSuffix("/project.json") {
            return try XcodeProject.generated(from: try XcodeGenSpec.load(path))
        }
        if !ProjectFiles.isFile(path + "/project.pbxproj"), let spec = XcodeGenSpec.file(in: ProjectFiles.folder(of: path)) {
            return try XcodeProject.generated(from: try XcodeGenSpec.load(spec), path: path)
        }
        return try XcodeProject.load(path)
    }

    /// The projects an `.xcworkspace` lists (`contents.xcworkspacedata`'s `FileRef`s, groups followed).
    static func workspaceProjects(_ workspace: String) -> [String] {
        workspaceEntries(workspace).filter { $0.hasSuffix(".xcodeproj") && ProjectFiles.isFile($0 + "/project.pbxproj") }
    }

    /// The local Swift packages an `.xcworkspace` lists: folders with a `Package.swift`, whose
    /// products a project's targets may name without a package reference of their own.
    package var workspacePackageFolders: [String] {
        guard let workspace else { return [] }
        return Self.workspaceEntries(workspace).filter { !$0.hasSuffix(".xcodeproj") && ProjectFiles.isFile($0 + "/Package.swift") }
    }

    /// Every `FileRef` an `.xcworkspace` lists, resolved to a path.
    static func workspaceEntries(_ workspace: String) -> [String] {
        guard let text = try? FileIO.readText(workspace + "/contents.xcworkspacedata") else { return [] }
        let folder = ProjectFiles.folder(of: workspace)
        var found: [String] = []
        var groups: [String] = [folder]
        // A line-level reading: <Group location = "group:Sub"> … </Group>, <FileRef location = "group:App.xcodeproj">,
        // with an element's attributes on the lines after its name as Xcode writes them.
        var element = ""
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("</Group") {
                if groups.count > 1 { groups.removeLast() }
                continue
            }
            if trimmed.hasPrefix("<Group") { element = "Group" } else if trimmed.hasPrefix("<FileRef") { element = "FileRef" }
            guard let location = attribute("location", in: String(trimmed)) else { continue }
            let (kind, value) =
                location.split(separator: ":", maxSplits: 1).map(String.init).count == 2
                ? (String(location.split(separator: ":", maxSplits: 1)[0]), String(location.split(separator: ":", maxSplits: 1)[1]))
                : ("group", location)
            let base = groups.last ?? folder
            let resolved: String
            switch kind {
            case "absolute": resolved = ProjectFiles.normalize(value)
            case "container": resolved = ProjectFiles.join(folder, value)
            default: resolved = ProjectFiles.join(base, value)
            }
            if element == "Group" {
                if !trimmed.hasSuffix("/>") { groups.append(resolved) }
            } else {
                found.append(resolved)
            }
        }
        return found
    }

    static func attribute(_ name: String, in line: String) -> String? {
        guard let start = line.firstRange(of: name + " = \"") ?? line.firstRange(of: name + "=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end]).replacingEntities()
    }

    /// The widget extensions: app extensions whose extension point is WidgetKit's (from their
    /// Info.plist), or — when a target names none — whose sources declare a `WidgetBundle` or
    /// `Widget` as `@main`.
    package var widgetTargets: [(project: XcodeProject, target: XcodeTarget)] {
        var out: [(XcodeProject, XcodeTarget)] = []
        for project in projects {
            for target in project.targets where target.isExtension {
                let point = InfoPlist.extensionPoint(of: target)
                if point == "com.apple.widgetkit-extension" {
                    out.append((project, target))
                } else if point == nil, Self.declaresWidgetMain(target.sources) {
                    out.append((project, target))
                }
            }
        }
        return out
    }

    static func declaresWidgetMain(_ files: [String]) -> Bool {
        for file in files {
            guard let text = try? FileIO.readText(file), text.contains("@main") else { continue }
            if text.contains("WidgetBundle") || text.contains(": Widget") { return true }
        }
        return false
    }

    /// The target building `product` (`Core.framework`), in any of the projects.
    package func target(producing product: String) -> (project: XcodeProject, target: XcodeTarget)? {
        for project in projects {
            if let target = project.targets.first(where: { $0.productFile == product || $0.productName + ".framework" == product }) {
                return (project, target)
            }
        }
        return nil
    }

    /// The framework target whose module is `module`, in any of the projects.
    package func frameworkTarget(module: String) -> (project: XcodeProject, target: XcodeTarget)? {
        for project in projects {
            if let target = project.targets.first(where: { $0.isFramework && $0.moduleName == module }) { return (project, target) }
        }
        return nil
    }

    /// The target `reference` names, from `project`'s point of view.
    package func target(_ reference: TargetReference, from project: XcodeProject) -> (project: XcodeProject, target: XcodeTarget)? {
        let projectPath = reference.project ?? project.path
        guard let owner = projects.first(where: { $0.path == projectPath }) else { return nil }
        guard
            let target = owner.targets.first(where: { $0.id == reference.id }) ?? owner.targets.first(where: { $0.name == reference.name })
        else { return nil }
        return (owner, target)
    }
}

extension String {
    func replacingEntities() -> String {
        guard contains("&") else { return self }
        var out = self
        for (entity, character) in [("&quot;", "\""), ("&apos;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            out = out.replacing(entity, with: character)
        }
        return out
    }
}
