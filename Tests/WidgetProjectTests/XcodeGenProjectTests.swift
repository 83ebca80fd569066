import Foundation
import Testing
import WidgetProject

/// The LedgerSpec fixture's XcodeGen `project.yml` read as the project `xcodegen` generates.
@Suite("XcodeGen specs: includes, templates, sources with excludes, generated Info.plist, settings per configuration")
struct XcodeGenProjectTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("widgetdeckTests/PreviewFixtures/LedgerSpec").path

    func relative(_ paths: [String]) -> [String] {
        paths.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }.sorted()
    }

    @Test("the widget target of an included file: its folder less the excluded, plus the app's shared file")
    func widgetTarget() throws {
        let project = try XcodeProject.generated(from: try XcodeGenSpec.load(root + "/project.yml"))
        #expect(project.path == root + "/Ledger.xcodeproj")
        #expect(project.targets.map(\.name).sorted() == ["Ledger", "LedgerKit", "LedgerWidgets"])
        let widget = try #require(project.target(named: "LedgerWidgets"))
        #expect(widget.isExtension)
        #expect(widget.productFile == "LedgerWidgets.appex")
        #expect(relative(widget.sources) == ["App/Shared/Money.swift", "Widgets/LedgerWidget.swift"])
        #expect(relative(widget.resources) == ["Widgets/widgets.yml"])
        #expect(widget.dependencies.map(\.name) == ["LedgerKit"])
        #expect(widget.settings["SDKROOT"] == "iphoneos")
        #expect(widget.settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.ledger.LedgerWidgets")
        #expect(widget.settings["IPHONEOS_DEPLOYMENT_TARGET"] == "17.0")
        #expect(widget.settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["DEBUG", "LEDGER_PREVIEW"])
        #expect(relative([widget.infoPlist ?? ""]) == ["Widgets/Info.plist"])
        var problems: [String] = []
        let info = PropertyList.dictionary(InfoPlist.dictionary(for: widget, problems: &problems))
        #expect(problems.isEmpty)
        #expect(info["AppGroup"]?.string == "group.com.example.ledger")
        #expect(info["CFBundleIdentifier"]?.string == "com.example.ledger.LedgerWidgets")
        #expect(info["CFBundlePackageType"]?.string == "XPC!")
        #expect(InfoPlist.extensionPoint(of: widget) == "com.apple.widgetkit-extension")
    }

    @Test("a target made from a template: ${target_name} in its sources and settings")
    func templateTarget() throws {
        let project = try XcodeProject.generated(from: try XcodeGenSpec.load(root + "/project.yml"))
        let kit = try #require(project.target(named: "LedgerKit"))
        #expect(kit.isFramework)
        #expect(relative(kit.sources) == ["LedgerKit/Totals.swift"])
        #expect(kit.settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.ledger.LedgerKit")
        #expect(kit.settings["MARKETING_VERSION"] == "2.4")
    }

    @Test("a folder without a committed project opens as the spec's project; its widget targets found by extension point")
    func workspace() throws {
        let workspace = try #require(try ProjectWorkspace.open(root))
        #expect(workspace.widgetTargets.map(\.target.name) == ["LedgerWidgets"])
    }

    @Test("XcodeGen's merge: mappings merged, lists appended, `key:REPLACE` replaces; ${VAR} from the environment")
    func mergeAndVariables() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        targets:
          W:
            sources: [One]
            settings:
              A: from-included
              B: from-included
        """.write(toFile: folder + "/Sub/included.yml", atomically: true, encoding: .utf8)
        try """
        name: ${PROJECT_NAME_VAR}
        include: [Sub/included.yml]
        targets:
          W:
            type: app-extension
            platform: iOS
            sources: [Two]
            settings:
              B: from-main
            dependencies:REPLACE: []
        """.write(toFile: folder + "/project.yml", atomically: true, encoding: .utf8)
        let spec = try XcodeGenSpec.load(folder + "/project.yml") { $0 == "PROJECT_NAME_VAR" ? "Merged" : nil }
        #expect(spec.value["name"]?.string == "Merged")
        let target = try #require(spec.value["targets"]?["W"])
        #expect(target["sources"] == .sequence([.scalar("Sub/One", quoted: false), .scalar("Two", quoted: false)]))
        #expect(
            target["settings"]
                == .mapping([YAMLPair("A", .scalar("from-included", quoted: false)), YAMLPair("B", .scalar("from-main", quoted: false))]))
        #expect(target["dependencies"] == .sequence([]))
    }

    @Test("specs as apps write them: flow lists of sources with excludes, supportedDestinations, $(SETTING) in info properties")
    func realIdioms() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Widget", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Shared", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in ["Widget/Goal.swift", "Widget/Widget.entitlements", "Shared/Settings.swift"] {
            try "// \(file)\n".write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        try """
        name: Goal
        settings:
          MARKETING_VERSION: 2.1   # a number, read as the text it is
        targets:
          GoalWidgetExtension:
            type: app-extension
            supportedDestinations: [macOS]
            sources:
              - path: Widget
                excludes: ["*.entitlements", "Info.plist"]
              - Shared
            info:
              path: Widget/Info.plist
              properties:
                CFBundleDisplayName: Goal Countdown
                CFBundleShortVersionString: $(MARKETING_VERSION)
                NSExtension:
                  NSExtensionPointIdentifier: com.apple.widgetkit-extension
        """.write(toFile: folder + "/project.yml", atomically: true, encoding: .utf8)
        let project = try XcodeProject.generated(from: try XcodeGenSpec.load(folder + "/project.yml"))
        let widget = try #require(project.target(named: "GoalWidgetExtension"))
        #expect(widget.sdk == "macosx")
        #expect(
            widget.sources.map { ProjectFiles.relative($0, to: folder) ?? $0 }.sorted() == ["Shared/Settings.swift", "Widget/Goal.swift"])
        #expect(widget.resources.isEmpty, "\(widget.resources)")
        var problems: [String] = []
        let info = PropertyList.dictionary(InfoPlist.dictionary(for: widget, problems: &problems))
        #expect(info["CFBundleShortVersionString"]?.string == "2.1")
        #expect(InfoPlist.extensionPoint(of: widget) == "com.apple.widgetkit-extension")
    }

    @Test("a JSON spec (project.json) is read as XcodeGen reads one, its folder opened as the project")
    func jsonSpec() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Widget", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "// widget\n".write(toFile: folder + "/Widget/W.swift", atomically: true, encoding: .utf8)
        try """
        {"name": "J", "targets": {"W": {"type": "app-extension", "platform": "watchOS", "sources": ["Widget"],
          "settings": {"SWIFT_VERSION": 5.9, "ENABLE_PREVIEWS": true},
          "info": {"path": "Widget/Info.plist", "properties": {"NSExtension": {"NSExtensionPointIdentifier": "com.apple.widgetkit-extension"}}}}}}
        """.write(toFile: folder + "/project.json", atomically: true, encoding: .utf8)
        let workspace = try #require(try ProjectWorkspace.open(folder))
        let (_, widget) = try #require(workspace.widgetTargets.first)
        #expect(widget.name == "W" && widget.sdk == "watchos")
        #expect(widget.settings["SWIFT_VERSION"] == "5.9" && widget.settings["ENABLE_PREVIEWS"] == "YES")
    }

    @Test("a spec that is not a mapping, and an include that is not there, name the file")
    func errors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "name: X\ninclude: [missing.yml]\n".write(toFile: folder + "/project.yml", atomically: true, encoding: .utf8)
        #expect(throws: ProjectError("\(folder)/project.yml: includes “missing.yml”, which is not there (\(folder)/missing.yml)")) {
            try XcodeGenSpec.load(folder + "/project.yml")
        }
        try "- a\n- b\n".write(toFile: folder + "/list.yml", atomically: true, encoding: .utf8)
        #expect(
            throws: ProjectError(
                "\(folder)/list.yml: an XcodeGen spec is a mapping of keys (name:, targets:…), not a list or a single value")
        ) {
            try XcodeGenSpec.load(folder + "/list.yml")
        }
    }
}
