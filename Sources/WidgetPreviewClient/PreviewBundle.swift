#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetProject
import WidgetSystem

/// The folder a preview program runs in, laid out so that Foundation finds what a phone's
/// bundle holds: `Resources/Info.plist` (the target's, its `$(SETTING)`s resolved — what
/// `Bundle.main.infoDictionary` returns), the target's resources, its strings for the chosen
/// language (`Resources/<language>.lproj/<Table>.strings`, from String Catalogs and `.strings`),
/// and beside the program each package target's `Bundle.module`.
package enum PreviewBundle {
    /// The program's path inside a bundle for `plan` in `language` (built the first time).
    package static func assemble(
        program: String, plan: BuildPlan, language: String, cache: String, modules: [String]
    ) throws(SetupError) -> String {
        var info = plan.infoPlist
        info.removeAll { $0.key == "CFBundleDevelopmentRegion" }
        info.append(("CFBundleDevelopmentRegion", .string(language)))
        let infoText = PropertyList.dictionary(info).xmlDocument
        // What goes where: (destination relative to the bundle, source) pairs, and written files.
        var links: [(String, String)] = []
        var files: [(String, String)] = [("Resources/Info.plist", infoText)]
        var mainResources: [String] = []
        for name in modules {
            guard let module = plan.modules[name] else { continue }
            let root: String
            if let bundle = module.resourceBundle {
                root = bundle
            } else {
                root = "Resources"
                mainResources += module.resources
            }
            if module.resourceBundle != nil {
                // The folder is there even when all its resources are compiled ones (catalogues):
                // `Bundle.module` finds it.
                files.append(("\(root)/.widgetdeck-bundle", ""))
                links += resourceLinks(module.resources, into: root)
                for (table, pairs) in StringTables.tables(
                    from: module.resources, language: language, developmentRegion: plan.developmentRegion)
                {
                    files.append(("\(root)/\(language).lproj/\(table).strings", StringTables.stringsFile(pairs)))
                }
            }
        }
        links += resourceLinks(mainResources, into: "Resources")
        for (table, pairs) in StringTables.tables(from: mainResources, language: language, developmentRegion: plan.developmentRegion) {
            files.append(("Resources/\(language).lproj/\(table).strings", StringTables.stringsFile(pairs)))
        }
        var text = "bundle 1\n\(program)\n\(language)\n"
        for (destination, source) in links { text += "\(destination) \(source)\n" }
        for (destination, contents) in files { text += "\(destination)\n\(fnv1a(contents))\n" }
        let key = fnv1a(text) + fnv1a(String(text.reversed()))
        let folder = cache + "/bundles/" + key
        let executable = folder + "/preview"
        if access(executable, X_OK) == 0 {
            // Used again: the newest, so pruning for another target keeps it (this one is about to run).
            utimes(folder, nil)
            return executable
        }
        let building = cache + "/bundles/.building-\(key)-\(getpid())"
        FileIO.removeTree(building)
        try FileIO.createDirectoryTree(building + "/Resources")
        if link(program, building + "/preview") != 0 {
            // Another file system: a copy.
            guard let bytes = try? FileIO.read(program),
                (try? FileIO.writeAtomically(bytes, to: building + "/preview", mode: 0o755)) != nil
            else {
                throw SetupError(.cannotWrite, "preview: cannot place the program in \(building)")
            }
        }
        for (destination, contents) in files {
            let path = building + "/" + destination
            try FileIO.createDirectoryTree(ProjectFiles.folder(of: path))
            do { try FileIO.writeAtomically(Array(contents.utf8), to: path) } catch { throw SetupError(.cannotWrite, "preview: \(error)") }
        }
        for (destination, source) in links {
            let path = building + "/" + destination
            guard !FileIO.exists(path) else { continue }
            try FileIO.createDirectoryTree(ProjectFiles.folder(of: path))
            symlink(source, path)
        }
        if rename(building, folder) != 0 {
            // Another preview made the same bundle first.
            FileIO.removeTree(building)
        }
        PreviewBuild.prune(cache + "/bundles", keeping: 12, file: "preview", sparing: key)
        return executable
    }

    /// Each resource as a phone's bundle has it: a file or a folder (`.bundle`) by its name;
    /// members of `.lproj` folders inside their language's folder; a Core Data model as the
    /// `.momd` a phone has. Asset and string catalogues are compiled on a phone, so they are not
    /// copied (their contents are read elsewhere).
    static func resourceLinks(_ resources: [String], into root: String) -> [(String, String)] {
        var out: [(String, String)] = []
        for resource in resources {
            let ext = ProjectFiles.pathExtension(resource)
            if ["xcassets", "xcstrings", "strings", "stringsdict", "intentdefinition", "storyboard", "xib"].contains(ext) {
                continue
            }
            let name = ProjectFiles.name(of: resource)
            if ext == "xcdatamodeld" {
                // Compiled into `Name.momd` on a phone; Core Data here reads the model's XML from it.
                out.append(("\(root)/\(name.replacingSuffix(".xcdatamodeld", with: ".momd"))", resource))
                continue
            }
            let folder = ProjectFiles.name(of: ProjectFiles.folder(of: resource))
            if folder.hasSuffix(".lproj") {
                out.append(("\(root)/\(folder)/\(name)", resource))
            } else {
                out.append(("\(root)/\(name)", resource))
            }
        }
        return out
    }
}
