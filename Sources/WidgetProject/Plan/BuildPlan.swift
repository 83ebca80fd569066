import WidgetSystem

/// What to compile for one widget extension, as Xcode would build it: its own module and every
/// module below it (framework targets, package targets, stand-ins), each with its sources,
/// settings and resources, and the bundle its code sees as `Bundle.main`.
package struct BuildPlan: Sendable {
    /// A name for what is built: `AppWidgetExtension` (target) of `App.xcodeproj`.
    package var title: String
    /// The extension's own module: the one whose `@main` is the widget bundle.
    package var main: String
    /// Every module that may be needed, by name. Which are compiled follows from what the
    /// sources import (after `#if`).
    package var modules: [String: ModuleSource]
    /// Modules the project expects but that cannot be had here, with why and how to supply them.
    package var unavailable: [String: String]
    /// The platform the project builds for.
    package var platform: TargetPlatform
    /// `Bundle.main.infoDictionary`.
    package var infoPlist: [(key: String, value: PropertyList)]
    /// The language of the project's own strings (`developmentRegion`).
    package var developmentRegion: String
    /// What a reader should know: files that could not be read, settings not followed.
    package var notes: [String]
    /// Folders searched for asset catalogues besides the modules' own (the folder form's folders).
    package var assetFolders: [String] = []

    /// Every asset catalogue of the modules, and the folders to search for more.
    package var assetCatalogs: [String] {
        modules.values.flatMap { $0.resources.filter { $0.hasSuffix(".xcassets") } }.sorted() + assetFolders
    }

    package init(
        title: String, main: String, modules: [String: ModuleSource], unavailable: [String: String] = [:],
        platform: TargetPlatform = .iOS, infoPlist: [(key: String, value: PropertyList)] = [], developmentRegion: String = "en",
        notes: [String] = []
    ) {
        self.title = title
        self.main = main
        self.modules = modules
        self.unavailable = unavailable
        self.platform = platform
        self.infoPlist = infoPlist
        self.developmentRegion = developmentRegion
        self.notes = notes
    }
}

/// One module to compile.
package struct ModuleSource: Hashable, Sendable {
    package enum Origin: Hashable, Sendable {
        /// A target of an Xcode project.
        case xcodeTarget(project: String, target: String)
        /// A target of a Swift package, by the product that brought it in.
        case packageTarget(package: String, target: String)
        /// Files given with `--stand-in NAME=DIR` or `--module NAME=DIR`.
        case standIn(folder: String)
        /// The folder(s) given to `preview` without a project.
        case folder
    }

    package var name: String
    package var origin: Origin
    /// `.swift` files, absolute.
    package var sources: [String]
    /// A C target's `.c` files, absolute: compiled by the toolchain's clang, its public headers
    /// a Clang module of the target's name.
    package var cSources: [String] = []
    /// A C target's public headers folder.
    package var cHeaders: String?
    /// A C target's compiler flags (`-D`, `-I`).
    package var cFlags: [String] = []
    /// The modules a framework's umbrella header imports (`#import <UIKit/UIKit.h>`): its Swift
    /// files see them, and so do the modules that import it, as through its Clang module.
    package var umbrellaImports: [String] = []
    /// `.intentdefinition` files Xcode generates intent classes from.
    package var intentDefinitions: [String] = []
    /// Resource items (files, asset catalogues, `.lproj` members, string catalogues).
    package var resources: [String] = []
    /// The folder SwiftPM would make the target's resource bundle as (`Package_Target.resources`),
    /// when it has resources: `Bundle.module` points there.
    package var resourceBundle: String?
    /// Whether Xcode generates `Color.name` / `Image(.name)` symbols for its asset catalogues.
    package var generatesAssetSymbols = true
    /// Whether those symbols extend SwiftUI and UIKit too (`Color.name`, not only `ColorResource.name`).
    package var generatesAssetSymbolExtensions = true
    /// `5` or `6`.
    package var swiftVersion: String = "5"
    /// `-D` conditions.
    package var defines: [String] = []
    /// Further compiler flags (upcoming features, default isolation).
    package var flags: [String] = []
    /// Modules this one declares it depends on (the ones it imports are compiled first).
    package var dependencies: [String] = []
    /// Files its build scripts write, with the script's name (a missing source says so).
    package var scriptOutputs: [String: String] = [:]

    package init(name: String, origin: Origin, sources: [String]) {
        self.name = name
        self.origin = origin
        self.sources = sources
    }

    /// The `-package-name` it is compiled with, so `package` declarations reach the modules of
    /// the same package as SwiftPM and Xcode allow: a package's identity, a project's name;
    /// stand-ins share one (the modules of one third-party package usually stand in together).
    package var packageName: String {
        switch origin {
        case .xcodeTarget(let project, _): "project-" + ProjectFiles.name(of: project).lowercased()
        case .packageTarget(let package, _): ProjectFiles.name(of: package).lowercased()
        case .standIn: "stand-ins"
        case .folder: "folder"
        }
    }

    /// Where it comes from, in words: `target Core of App.xcodeproj`.
    package var originDescription: String {
        switch origin {
        case .xcodeTarget(let project, let target): "target \(target) of \(ProjectFiles.name(of: project))"
        case .packageTarget(let package, let target): "target \(target) of package \(package)"
        case .standIn(let folder): "the stand-in \(folder)"
        case .folder: "the folder given"
        }
    }
}

/// The platform a build imitates: what `#if os(…)` answers, the SDK's name, its families.
package enum TargetPlatform: String, CaseIterable, Hashable, Sendable {
    case iOS = "ios"
    case watchOS = "watchos"
    case macOS = "macos"
    case visionOS = "visionos"
    case tvOS = "tvos"

    /// The name `#if os(…)` uses.
    package var osName: String {
        switch self {
        case .iOS: "iOS"
        case .watchOS: "watchOS"
        case .macOS: "macOS"
        case .visionOS: "visionOS"
        case .tvOS: "tvOS"
        }
    }

    /// The platform an Xcode `SDKROOT` names.
    package init(sdk: String) {
        switch sdk {
        case "watchos": self = .watchOS
        case "macosx": self = .macOS
        case "xros": self = .visionOS
        case "appletvos": self = .tvOS
        default: self = .iOS
        }
    }
}

extension BuildPlan {
    /// The surfaces the extension's own files declare that widgetdeck does not draw — Live
    /// Activities (`ActivityConfiguration`) without a preview that gives their states — each
    /// with its file,
    /// so that an extension of only those is told so rather than that it declares nothing.
    package var undrawnSurfaces: [String] {
        var found: [String] = []
        for file in modules[main]?.sources ?? [] {
            guard let text = try? FileIO.readText(file) else { continue }
            let name = ProjectFiles.name(of: file)
            if text.contains("ActivityConfiguration(") {
                found.append(
                    "a Live Activity (ActivityConfiguration, \(name)) that no preview gives attributes and a state to draw with: add #Preview(\"…\", as: .content, using: attributes) { TheActivity() } contentStates: { … }"
                )
            }
        }
        return found
    }
}
