import Foundation
import Testing
import WidgetProject

@Suite("Build settings: levels, $(inherited), references and their operators")
struct BuildSettingsTests {
    @Test("$(inherited) reaches the level below; $(NAME) any setting; builtins sit below every level")
    func inherited() {
        let settings = BuildSettings(
            levels: [
                ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "WIDGET $(inherited)", "PRODUCT_NAME": "$(TARGET_NAME)"],
                ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)", "OTHER_SWIFT_FLAGS": "-D \"TWO WORDS\""],
            ],
            builtins: ["TARGET_NAME": "Tally Widget", "SWIFT_ACTIVE_COMPILATION_CONDITIONS": ""])
        #expect(settings["PRODUCT_NAME"] == "Tally Widget")
        #expect(settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["WIDGET", "DEBUG"])
        #expect(settings.list("OTHER_SWIFT_FLAGS") == ["-D", "TWO WORDS"])
        #expect(settings["NOT_SET"] == nil)
        #expect(!settings.isOn("NOT_SET"))
        #expect(settings.isOn("NOT_SET", default: true))
    }

    @Test("c99extidentifier, as a module name is made of a product name")
    func c99() {
        #expect(BuildSettings.c99Identifier("Tally Widget") == "Tally_Widget")
        #expect(BuildSettings.c99Identifier("2Widgets") == "_2Widgets")
        #expect(BuildSettings.c99Identifier("Widget-Extension") == "Widget_Extension")
    }
}

@Suite("Generated asset symbols: an asset's name as Xcode makes it a Swift identifier")
struct AssetSymbolNameTests {
    @Test(
        "words lowered and joined, a last Color or Image word dropped, keywords in backticks",
        arguments: [
            ("Logo", "logo"), ("orange-dark", "orangeDark"), ("AccentColor", "accent"), ("brand_blue", "brandBlue"),
            ("Background Color", "background"), ("Color", "color"), ("default", "`default`"),
        ])
    func names(_ name: String, _ symbol: String) {
        #expect(AssetSymbols.symbolName(name) == symbol)
    }
}

@Suite("Generated asset symbols: what a catalogue's sets give")
struct AssetSymbolSetsTests {
    @Test("a symbol image (.symbolset) gets an image resource as an image set does, in the names' byte order; an app icon none")
    func symbolSetsAreImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for set in ["fountain.symbolset", "fountain.fill.symbolset", "Logo.imageset", "AppIcon.appiconset"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(set), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: folder.appendingPathComponent(set).appendingPathComponent("Contents.json"))
        }
        let source = AssetSymbols.source(for: AssetCatalog.read([folder.path]), extensions: false, bundle: ".module")
        let resources = source.split(separator: "\n").filter { $0.contains("static let") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            resources == [
                "static let logo = DeveloperToolsSupport.ImageResource(name: \"Logo\", bundle: resourceBundle)",
                "static let fountain = DeveloperToolsSupport.ImageResource(name: \"fountain\", bundle: resourceBundle)",
                "static let fountainFill = DeveloperToolsSupport.ImageResource(name: \"fountain.fill\", bundle: resourceBundle)",
            ])
    }

    @Test("A target supporting the iPhone builds for it, whatever its SDKROOT; else the SDK SDKROOT names")
    func platform() {
        // Unwatched's widget: SDKROOT macosx, supported on iPhone and Mac — its iPhone widgets are drawn.
        #expect(BuildSettings.platform(sdkRoot: "macosx", supported: "iphoneos iphonesimulator macosx") == "iphoneos")
        #expect(BuildSettings.platform(sdkRoot: "auto", supported: "macosx xros iphoneos") == "iphoneos")
        #expect(BuildSettings.platform(sdkRoot: "macosx", supported: "macosx") == "macosx")
        #expect(BuildSettings.platform(sdkRoot: "watchos", supported: "watchos watchsimulator") == "watchos")
        #expect(BuildSettings.platform(sdkRoot: "auto", supported: "xros xrsimulator") == "xros")
        #expect(BuildSettings.platform(sdkRoot: nil, supported: nil) == "iphoneos")
    }
}
