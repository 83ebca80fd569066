import WidgetFormats
import WidgetSystem

/// Where a planner gets packages from: their manifests (SwiftPM evaluates them), and the folders
/// of remote packages checked out at the versions the project pins — or why they cannot be had.
package protocol PackageProvider {
    /// The manifest of the package in `folder`.
    func manifest(at folder: String, platform: TargetPlatform) throws(ProjectError) -> PackageManifest
    /// The folder holding `url` at `pin` (or the newest version `requirement` allows), or why not.
    func checkout(url: String, requirement: String, pin: PackagePin?) -> Result<String, ProjectError>
}

/// A version `Package.resolved` pins a package at.
package struct PackagePin: Hashable, Sendable {
    package var identity: String
    package var location: String
    package var version: String?
    package var revision: String?
    package var branch: String?

    /// `1.2.3`, `main @ 0123abc`, `0123abc`.
    package var description: String {
        if let version { return version }
        if let branch { return "\(branch) @ \(revision.map { String($0.prefix(7)) } ?? "?")" }
        return revision.map { String($0.prefix(12)) } ?? "unpinned"
    }
}

/// `Package.resolved`, in any of its versions (1: `object.pins`; 2 and 3: `pins`).
package enum PackageResolved {
    package static func pins(in file: String) -> [PackagePin] {
        guard let bytes = try? FileIO.read(file), let json = try? JSONValue.parse(bytes) else { return [] }
        let list: JSONValue? = json["pins"] ?? json["object"]?["pins"]
        guard case .array(let items)? = list else { return [] }
        func string(_ value: JSONValue?) -> String? {
            if case .string(let s)? = value { return s }
            return nil
        }
        return items.compactMap { item in
            let location = string(item["location"]) ?? string(item["repositoryURL"]) ?? ""
            let identity = string(item["identity"]) ?? string(item["package"])?.lowercased() ?? PackagePin.identity(of: location)
            let state = item["state"]
            return PackagePin(
                identity: identity, location: location, version: string(state?["version"]), revision: string(state?["revision"]),
                branch: string(state?["branch"]))
        }
    }

    /// The `Package.resolved` files a project or workspace keeps.
    package static func files(for projectPath: String, workspace: String?) -> [String] {
        var candidates = [projectPath + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"]
        if let workspace { candidates.insert(workspace + "/xcshareddata/swiftpm/Package.resolved", at: 0) }
        let folder = ProjectFiles.folder(of: projectPath)
        for name in FileIO.names(in: folder) where name.hasSuffix(".xcworkspace") {
            candidates.append(folder + "/" + name + "/xcshareddata/swiftpm/Package.resolved")
        }
        candidates.append(folder + "/Package.resolved")
        return candidates.filter(ProjectFiles.isFile)
    }
}

extension PackagePin {
    /// SwiftPM's identity of a repository URL: its last component, lowercased, without `.git`.
    package static func identity(of url: String) -> String {
        var name = ProjectFiles.name(of: url).lowercased()
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name
    }
}
