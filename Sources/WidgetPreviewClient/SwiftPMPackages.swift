#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetProject
import WidgetSystem

/// Packages through the toolchain's SwiftPM: manifests by `swift package dump-package` (kept in
/// the cache, keyed by the manifest's text and the compiler), remote packages checked out by
/// `swift package resolve` at the version `Package.resolved` pins, into the cache — never into
/// the user's folders.
package final class SwiftPMPackages: PackageProvider, @unchecked Sendable {
    let swift: String
    let toolchain: PreviewToolchain
    let cache: String
    let environment: [String: String]
    /// One answer per repository per run: a failed fetch is not tried again for each product.
    private var checkouts: [String: Result<String, ProjectError>] = [:]

    package init(toolchain: PreviewToolchain, cache: String, environment: [String: String]) {
        self.toolchain = toolchain
        self.cache = cache
        self.environment = environment
        let folder = ProjectFiles.folder(of: toolchain.swiftc)
        swift = access(folder + "/swift", X_OK) == 0 ? folder + "/swift" : "swift"
    }

    package func manifest(at folder: String, platform: TargetPlatform) throws(ProjectError) -> PackageManifest {
        let manifests = FileIO.names(in: folder).filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }.sorted()
        guard manifests.contains("Package.swift") else { throw ProjectError("\(folder): no Package.swift") }
        var text = "dump-package 1\n\(toolchain.version)\n\(folder)\n"
        for name in manifests {
            guard let contents = try? FileIO.readText(folder + "/" + name) else { continue }
            text += name + "\n" + fnv1a(contents) + "\n"
        }
        let key = fnv1a(text) + fnv1a(String(text.reversed()))
        let kept = cache + "/manifests/" + key + ".json"
        if let bytes = try? FileIO.read(kept) {
            return try PackageManifest.decode(bytes, root: folder, platform: platform.rawValue)
        }
        let scratch = cache + "/swiftpm-scratch"
        let (termination, output, errors) =
            (try? ChildProcess.run(
                swift, ["package", "--scratch-path", scratch, "--package-path", folder, "dump-package"], environment: environment,
                timeout: 300)) ?? (.exited(127), "", "cannot run \(swift)")
        guard termination == .exited(0) else {
            let reason = (errors + output).split(separator: "\n").first { $0.contains("error") } ?? Substring(errors)
            throw ProjectError("\(folder)/Package.swift: SwiftPM could not read it: \(reason)")
        }
        let bytes = Array(output.utf8)
        let manifest = try PackageManifest.decode(bytes, root: folder, platform: platform.rawValue)
        try? FileIO.createDirectory(cache + "/manifests")
        try? FileIO.writeAtomically(bytes, to: kept)
        return manifest
    }

    package func checkout(url: String, requirement: String, pin: PackagePin?) -> Result<String, ProjectError> {
        let wanted = pin?.revision ?? pin?.version ?? requirement
        let memo = url + "\n" + wanted
        if let known = checkouts[memo] { return known }
        let result = resolve(url: url, requirement: requirement, pin: pin)
        checkouts[memo] = result
        return result
    }

    private func resolve(url: String, requirement: String, pin: PackagePin?) -> Result<String, ProjectError> {
        let identity = PackagePin.identity(of: url)
        let key = fnv1a("checkout 1\n\(url)\n\(pin?.revision ?? "")\n\(pin?.version ?? "")\n\(requirement)")
        let folder = cache + "/packages/" + key
        let checkoutRoot = folder + "/.build/checkouts"
        if let found = Self.checkout(in: checkoutRoot, identity: identity) { return .success(found) }
        let dependency: String
        if let revision = pin?.revision {
            dependency = ".package(url: \(swiftStringLiteral(url)), revision: \(swiftStringLiteral(revision)))"
        } else if let version = pin?.version {
            dependency = ".package(url: \(swiftStringLiteral(url)), exact: \(swiftStringLiteral(version)))"
        } else {
            let words = requirement.split(separator: " ").map(String.init)
            switch words.first {
            case "branch" where words.count > 1:
                dependency = ".package(url: \(swiftStringLiteral(url)), branch: \(swiftStringLiteral(words[1])))"
            case "revision" where words.count > 1:
                dependency = ".package(url: \(swiftStringLiteral(url)), revision: \(swiftStringLiteral(words[1])))"
            case "exactVersion" where words.count > 1, "exact" where words.count > 1:
                dependency = ".package(url: \(swiftStringLiteral(url)), exact: \(swiftStringLiteral(words[1])))"
            default:
                let version = words.last.flatMap {
                    $0.split(separator: ".").count >= 2 ? String($0.split(separator: "..").first ?? "") : nil
                }
                dependency = ".package(url: \(swiftStringLiteral(url)), from: \(swiftStringLiteral(version ?? "0.0.1")))"
            }
        }
        do { try FileIO.createDirectory(folder) } catch { return .failure(ProjectError("cannot make \(folder): \(error.reason)")) }
        let manifest = """
            // swift-tools-version:5.9
            // Made by widgetdeck preview to check out a package a widget extension uses.
            import PackageDescription
            let package = Package(name: "widgetdeck-checkout", dependencies: [\(dependency)])

            """
        do { try FileIO.writeAtomically(Array(manifest.utf8), to: folder + "/Package.swift") } catch {
            return .failure(ProjectError("cannot write \(folder)/Package.swift: \(error.reason)"))
        }
        let run = try? ChildProcess.run(swift, ["package", "--package-path", folder, "resolve"], environment: environment, timeout: 600)
        if let found = Self.checkout(in: checkoutRoot, identity: identity) { return .success(found) }
        let said = ((run?.errors ?? "") + (run?.output ?? "")).split(separator: "\n").last { $0.contains("error") }.map(String.init)
        return .failure(
            ProjectError("SwiftPM could not fetch it here\(said.map { " (\($0.trimmingSpaces().prefix(160)))" } ?? "")"))
    }

    /// The checked-out folder for `identity` under `root` (SwiftPM names it after the repository).
    static func checkout(in root: String, identity: String) -> String? {
        for name in FileIO.names(in: root) where name.lowercased() == identity || name.lowercased() == identity + ".git" {
            let path = root + "/" + name
            if ProjectFiles.isFile(path + "/Package.swift") { return path }
        }
        return nil
    }
}
