import Foundation
import Testing
import WidgetProject

/// Packages from a stand-in provider: the remote package checks out into a folder of the test's,
/// and every other manifest is unknown.
struct CheckoutsForTests: PackageProvider {
    let remoteFolder: String
    var checkedOut: [String] = []

    func manifest(at folder: String, platform: TargetPlatform) throws(ProjectError) -> PackageManifest {
        guard folder == remoteFolder else { throw ProjectError("\(folder): not known to this test") }
        let json = """
            {"name": "remote-format", "toolsVersion": {"_version": "5.9.0"}, "dependencies": [],
             "products": [{"name": "RemoteFormat", "targets": ["RemoteFormat"], "type": {"library": ["automatic"]}}],
             "targets": [{"name": "RemoteFormat", "type": "regular", "dependencies": [], "resources": [], "settings": []}]}
            """
        return try PackageManifest.decode(Array(json.utf8), root: folder, platform: platform.rawValue)
    }

    func checkout(url: String, requirement: String, pin: PackagePin?) -> Result<String, ProjectError> {
        url.hasSuffix("/remote-format") ? .success(remoteFolder) : .failure(ProjectError("not here"))
    }
}

@Suite("Package products a target names without their package are looked for as Xcode does")
struct PackageProductTests {
    let tally = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("widgetdeckTests/PreviewFixtures/TallyProject").path

    @Test("a product with no package of its own comes from the project's remote package when no local package gives it")
    func productFromTheProjectsRemotePackage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("products-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: tally, toPath: folder.path)
        let remote = folder.appendingPathComponent("checkouts/remote-format")
        try FileManager.default.createDirectory(
            at: remote.appendingPathComponent("Sources/RemoteFormat"), withIntermediateDirectories: true)
        try Data("public let format = 1\n".utf8).write(to: remote.appendingPathComponent("Sources/RemoteFormat/Format.swift"))
        // The widget's RemoteFormat loses its package reference, as in projects whose product
        // dependency was added before the package was, or through another target.
        let pbxproj = folder.appendingPathComponent("Tally.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: "\t\t\tpackage = B00000000000000000000002 /* XCRemoteSwiftPackageReference \"remote-format\" */;\n", with: "")
        #expect(edited != text)
        try Data(edited.utf8).write(to: pbxproj)

        let workspace = try #require(try ProjectWorkspace.open(folder.path))
        let (project, target) = try #require(workspace.widgetTargets.first.map { ($0.project, $0.target) })
        var planner = ProjectPlanner(packages: CheckoutsForTests(remoteFolder: remote.path))
        let plan = planner.plan(target, of: project, in: workspace)
        #expect(plan.unavailable["RemoteFormat"] == nil, "\(plan.unavailable)")
        #expect(plan.modules["RemoteFormat"]?.sources.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Format.swift"])
        #expect(plan.modules[plan.main]?.dependencies.contains("RemoteFormat") == true)
        // Xcode extends SwiftUI and UIKit with asset symbols for its own targets, never for a package's.
        #expect(plan.modules[plan.main]?.generatesAssetSymbolExtensions == true)
        #expect(plan.modules["RemoteFormat"]?.generatesAssetSymbolExtensions == false)
        // Xcode's targets have bare-slash regex literals unless a project turns them off; a
        // package's targets only when its manifest asks.
        #expect(plan.modules[plan.main]?.flags.contains("-enable-bare-slash-regex") == true)
        #expect(plan.modules["RemoteFormat"]?.flags.contains("-enable-bare-slash-regex") == false)
    }
}

/// The Tally fixture's local package with two remote dependencies that cannot be fetched; its
/// target names one product alone (`"SwiftSoup"`), as package manifests often do.
struct UnfetchableDependencies: PackageProvider {
    func manifest(at folder: String, platform: TargetPlatform) throws(ProjectError) -> PackageManifest {
        guard folder.hasSuffix("/Packages/TallyStyle") else { throw ProjectError("\(folder): not known to this test") }
        let json = """
            {"name": "TallyStyle", "toolsVersion": {"_version": "5.9.0"},
             "dependencies": [
               {"sourceControl": [{"identity": "alamofire", "location": {"remote": [{"urlString": "https://github.com/Alamofire/Alamofire.git"}]},
                                   "requirement": {"range": [{"lowerBound": "5.11.2", "upperBound": "6.0.0"}]}}]},
               {"sourceControl": [{"identity": "swiftsoup", "location": {"remote": [{"urlString": "https://github.com/scinfu/SwiftSoup.git"}]},
                                   "requirement": {"range": [{"lowerBound": "2.13.4", "upperBound": "3.0.0"}]}}]}],
             "products": [{"name": "TallyStyle", "targets": ["TallyStyle"], "type": {"library": ["automatic"]}}],
             "targets": [{"name": "TallyStyle", "type": "regular", "dependencies": [{"byName": ["SwiftSoup", null]}], "resources": [], "settings": []}]}
            """
        return try PackageManifest.decode(Array(json.utf8), root: folder, platform: platform.rawValue)
    }

    func checkout(url: String, requirement: String, pin: PackagePin?) -> Result<String, ProjectError> {
        .failure(ProjectError("offline: \(url)"))
    }
}

@Suite("A product named alone, when no dependency can be fetched, is said to be of the package of its own name")
struct UnfetchedProductTests {
    @Test("SwiftSoup named alone beside Alamofire: what is said names SwiftSoup's package, not the first dependency's")
    func reasonNamesTheProductsOwnPackage() throws {
        let tally = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("widgetdeckTests/PreviewFixtures/TallyProject").path
        let workspace = try #require(try ProjectWorkspace.open(tally))
        let (project, target) = try #require(workspace.widgetTargets.first.map { ($0.project, $0.target) })
        var planner = ProjectPlanner(packages: UnfetchableDependencies())
        let plan = planner.plan(target, of: project, in: workspace)
        let reason = try #require(plan.unavailable["SwiftSoup"], "\(plan.unavailable)")
        #expect(
            reason
                == "product SwiftSoup of the package https://github.com/scinfu/SwiftSoup.git (range 2.13.4..<3.0.0): offline: https://github.com/scinfu/SwiftSoup.git",
            "\(reason)")
    }
}

@Suite("A package target's sources, as SwiftPM takes them")
struct PackageTargetSourcesTests {
    @Test("a target whose path is the package's own folder compiles its files, never the package's manifests")
    func manifestsAreNotSources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("root-target-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Birds"), withIntermediateDirectories: true)
        for name in ["Package.swift", "Package@swift-5.9.swift", "Birds/Bird.swift", "Feeder.swift", "Birds/Package.swift"] {
            try Data("// \(name)\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        let json = """
            {"name": "BirdsData", "toolsVersion": {"_version": "5.9.0"}, "dependencies": [],
             "products": [{"name": "BirdsData", "targets": ["BirdsData"], "type": {"library": ["dynamic"]}}],
             "targets": [{"name": "BirdsData", "type": "regular", "path": ".", "dependencies": [], "resources": [], "settings": []}]}
            """
        let manifest = try PackageManifest.decode(Array(json.utf8), root: folder.path, platform: "ios")
        let target = try #require(manifest.targets.first)
        // A file named Package.swift deeper in the target is a source like any other.
        #expect(
            manifest.swiftFiles(of: target).map { String($0.dropFirst(folder.path.count + 1)) }
                == ["Birds/Bird.swift", "Birds/Package.swift", "Feeder.swift"])
    }
}

/// A package a stand-in folder belongs to, as SwiftPM's manifest dump gives it: Swift 6, built
/// for the main actor by default, with a condition of its own, and tests.
struct StandInPackage: PackageProvider {
    let root: String

    func manifest(at folder: String, platform: TargetPlatform) throws(ProjectError) -> PackageManifest {
        guard folder == root else { throw ProjectError("\(folder): not known to this test") }
        let json = """
            {"name": "remote-format", "toolsVersion": {"_version": "6.2.0"}, "dependencies": [],
             "products": [{"name": "RemoteFormat", "targets": ["RemoteFormat"], "type": {"library": ["automatic"]}}],
             "targets": [
               {"name": "RemoteFormat", "type": "regular", "dependencies": [], "resources": [],
                "settings": [{"tool": "swift", "kind": {"defaultIsolation": {"_0": "MainActor"}}},
                             {"tool": "swift", "kind": {"swiftLanguageMode": {"_0": {"_0": "6"}}}},
                             {"tool": "swift", "kind": {"define": {"_0": "REMOTE_FORMAT"}}}]},
               {"name": "RemoteFormatTests", "type": "test", "dependencies": [], "resources": [], "settings": []}]}
            """
        return try PackageManifest.decode(Array(json.utf8), root: folder, platform: platform.rawValue)
    }

    func checkout(url: String, requirement: String, pin: PackagePin?) -> Result<String, ProjectError> {
        .failure(ProjectError("offline: \(url)"))
    }
}

@Suite("A stand-in is compiled as its package builds it")
struct StandInSettingsTests {
    let tally = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("widgetdeckTests/PreviewFixtures/TallyProject").path

    /// The Tally project planned with `RemoteFormat` stood in for by `folder`, of the package at `root`.
    func plan(standIn folder: String, root: String) throws -> ModuleSource {
        let workspace = try #require(try ProjectWorkspace.open(tally))
        let (project, target) = try #require(workspace.widgetTargets.first.map { ($0.project, $0.target) })
        var planner = ProjectPlanner(packages: StandInPackage(root: root), standIns: ["RemoteFormat": folder])
        let plan = planner.plan(target, of: project, in: workspace)
        return try #require(plan.modules["RemoteFormat"])
    }

    @Test(
        "a stand-in folder of a package (its root, or its target's folder) takes the target's language mode, default isolation and conditions; given the root, only the target's files"
    )
    func packageSettings() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stand-in-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["Package.swift", "Sources/RemoteFormat/Clock.swift", "Tests/RemoteFormatTests/ClockTests.swift"] {
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: root + "/" + file).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        // Stood in for by its target's folder, or by the package's root: the package's settings,
        // and the target's files (never its tests or manifest).
        for folder in [root + "/Sources/RemoteFormat", root] {
            let module = try plan(standIn: folder, root: root)
            #expect(module.swiftVersion == "6")
            #expect(module.flags == ["-default-isolation", "MainActor"], "\(module.flags)")
            #expect(module.defines == ["REMOTE_FORMAT"])
            #expect(
                module.sources.map { String($0.dropFirst(root.count + 1)) } == ["Sources/RemoteFormat/Clock.swift"], "\(module.sources)")
        }
        // A folder of no package: as it is, Swift 5, no flags.
        let loose = FileManager.default.temporaryDirectory.appendingPathComponent("loose-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: loose) }
        try FileManager.default.createDirectory(atPath: loose, withIntermediateDirectories: true)
        try Data("public let x = 1\n".utf8).write(to: URL(fileURLWithPath: loose + "/X.swift"))
        let plain = try plan(standIn: loose, root: root)
        #expect(plain.swiftVersion == "5" && plain.flags.isEmpty && plain.defines.isEmpty)
    }
}

@Suite("A package's language mode, as SwiftPM picks it")
struct PackageLanguageModeTests {
    func manifest(tools: String, modes: String) throws -> PackageManifest {
        let json = """
            {"name": "P", "toolsVersion": {"_version": "\(tools)"}, "dependencies": [], "products": [],
             "swiftLanguageVersions": \(modes), "targets": []}
            """
        return try PackageManifest.decode(Array(json.utf8), root: "/p", platform: "ios")
    }

    @Test("the newest of the package's swiftLanguageModes (Alamofire: tools 6.3, [.v5]); else 6 from tools version 6, else 5")
    func languageModes() throws {
        #expect(try manifest(tools: "6.3.0", modes: #"["5"]"#).defaultLanguageMode == "5")
        #expect(try manifest(tools: "6.0.0", modes: #"["5", "6"]"#).defaultLanguageMode == "6")
        #expect(try manifest(tools: "6.1.0", modes: "null").defaultLanguageMode == "6")
        #expect(try manifest(tools: "5.9.0", modes: "null").defaultLanguageMode == "5")
    }
}
