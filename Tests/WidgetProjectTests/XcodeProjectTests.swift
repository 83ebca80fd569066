import Foundation
import Testing
import WidgetProject

/// The Tally fixture's `project.pbxproj` (objectVersion 77: synchronized folders) read as Xcode
/// builds its targets.
@Suite("Xcode projects: targets, synchronized folders and their exceptions, dependencies, settings")
struct XcodeProjectTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("widgetdeckTests/PreviewFixtures/TallyProject").path

    func relative(_ paths: [String]) -> [String] {
        paths.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }.sorted()
    }

    @Test("the widget extension's compile set: its folder, less its exception, plus the app folder's file it is given")
    func widgetTarget() throws {
        let project = try XcodeProject.load(root + "/Tally.xcodeproj")
        #expect(project.targets.map(\.name) == ["Tally", "TallyWidgetExtension", "TallyKit"])
        let widget = try #require(project.target(named: "TallyWidgetExtension"))
        #expect(widget.isExtension)
        #expect(!widget.isFramework)
        #expect(
            relative(widget.sources) == [
                "Tally/Shared/TallyStore.swift", "TallyWidget/GoalWidget.swift", "TallyWidget/Platform.swift",
                "TallyWidget/TallyWidget.swift", "TallyWidget/TallyWidgetBundle.swift",
            ])
        #expect(relative(widget.generatedSources) == ["TallyWidget/Localizable.xcstrings", "TallyWidget/Tally.intentdefinition"])
        #expect(relative(widget.resources).contains("TallyWidget/Assets.xcassets"))
        #expect(!relative(widget.resources).contains("TallyWidget/Info.plist"))
        #expect(widget.dependencies.map(\.name) == ["TallyKit"])
        #expect(widget.packageProducts.map(\.productName) == ["TallyStyle", "RemoteFormat"])
        #expect(widget.moduleName == "TallyWidgetExtension")
        #expect(widget.settings["APP_GROUP"] == "group.com.example.tally")
        #expect(widget.settings["SDKROOT"] == "iphoneos")
        #expect(widget.settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["DEBUG"])
        #expect(InfoPlist.extensionPoint(of: widget) == "com.apple.widgetkit-extension")
        #expect(relative([widget.infoPlist ?? ""]) == ["TallyWidget/Info.plist"])
    }

    @Test("the app keeps its own files; the framework's product name is its c99 identifier")
    func otherTargets() throws {
        let project = try XcodeProject.load(root + "/Tally.xcodeproj")
        let app = try #require(project.target(named: "Tally"))
        #expect(relative(app.sources) == ["Tally/Shared/AppOnly.swift", "Tally/Shared/TallyStore.swift", "Tally/TallyApp.swift"])
        #expect(InfoPlist.extensionPoint(of: app) == nil)
        let kit = try #require(project.target(named: "TallyKit"))
        #expect(kit.isFramework)
        #expect(kit.moduleName == "TallyKit")
        #expect(relative(kit.sources) == ["TallyKit/TallyKit.swift"])
        #expect(project.packages.count == 2)
        #expect(relative(project.localPackageFolders) == ["Packages/TallyStyle"])
    }

    @Test("a framework's umbrella header is found in its synchronized folder, and the modules it imports read")
    func umbrellaHeader() throws {
        let project = try XcodeProject.load(root + "/Tally.xcodeproj")
        let kit = try #require(project.target(named: "TallyKit"))
        #expect(relative(kit.headers) == ["TallyKit/TallyKit.h"])
        #expect(ProjectPlanner.umbrellaImports(of: kit) == ["Foundation", "UIKit"])
    }

    @Test("strings files a target lists to compile are resources, as Xcode's build rule copies them into the bundle")
    func stringsInSourcesPhase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Moods.xcodeproj", withIntermediateDirectories: true)
        // A classic project: the widget's Sources phase lists its Swift file and the app's
        // Localizable.strings (a variant group of two languages), its Resources phase nothing.
        let pbxproj = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = P1;
              objects = {
                P1 = { isa = PBXProject; mainGroup = G1; targets = ( T1 ); };
                G1 = { isa = PBXGroup; children = ( F1, V1 ); sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
                V1 = { isa = PBXVariantGroup; children = ( E1, D1 ); name = Localizable.strings; sourceTree = "<group>"; };
                E1 = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                D1 = { isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = V1; };
                S1 = { isa = PBXSourcesBuildPhase; files = ( B1, B2 ); };
                R1 = { isa = PBXResourcesBuildPhase; files = ( ); };
                T1 = { isa = PBXNativeTarget; name = MoodWidget; productType = "com.apple.product-type.app-extension"; buildPhases = ( S1, R1 ); };
              };
            }
            """
        try pbxproj.write(toFile: folder + "/Moods.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let widget = try #require(try XcodeProject.load(folder + "/Moods.xcodeproj").target(named: "MoodWidget"))
        #expect(widget.sources == [folder + "/Widget.swift"])
        #expect(widget.resources.sorted() == [folder + "/de.lproj/Localizable.strings", folder + "/en.lproj/Localizable.strings"])
    }

    @Test("a path a project names in the wrong letter case is found as a Mac's disk finds it")
    func letterCase() throws {
        let found = ProjectFiles.onDisk(root + "/tallykit/TALLYKIT.swift")
        #expect(found == root + "/TallyKit/TallyKit.swift")
        #expect(ProjectFiles.onDisk(root + "/TallyKit/Missing.swift") == root + "/TallyKit/Missing.swift")
    }

    @Test("the workspace finds the widget targets by their extension point")
    func workspace() throws {
        let workspace = try #require(try ProjectWorkspace.open(root))
        #expect(workspace.widgetTargets.map(\.target.name) == ["TallyWidgetExtension"])
        #expect(workspace.frameworkTarget(module: "TallyKit")?.target.name == "TallyKit")
    }
}

/// An `.xcworkspace` as Xcode writes it: each element's attributes on the lines after its name.
@Suite("Xcode workspaces: the projects and local packages they list")
struct XcodeWorkspaceTests {
    let tally = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("widgetdeckTests/PreviewFixtures/TallyProject").path

    @Test("a workspace's FileRefs give its projects and the local packages beside them, inside groups too")
    func projectsAndPackages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-\(UUID().uuidString)")
        let workspace = folder.appendingPathComponent("Shop.xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App").path, withDestinationPath: tally)
        let codegen = folder.appendingPathComponent("Tools/CodeGeneration")
        try FileManager.default.createDirectory(at: codegen, withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9\n".utf8).write(to: codegen.appendingPathComponent("Package.swift"))
        let contents = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:App/Tally.xcodeproj">
               </FileRef>
               <Group
                  location = "group:Tools"
                  name = "Tools">
                  <FileRef
                     location = "group:CodeGeneration">
                  </FileRef>
               </Group>
            </Workspace>
            """
        try Data(contents.utf8).write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
        let opened = try #require(try ProjectWorkspace.open(workspace.path))
        #expect(opened.projects.map(\.name).contains("Tally"))
        #expect(opened.workspacePackageFolders == [codegen.path])
    }
}
