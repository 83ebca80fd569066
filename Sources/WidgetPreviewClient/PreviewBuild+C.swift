#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetProject
import WidgetSystem

/// A package's C target, as SwiftPM builds it: each `.c` file compiled by the toolchain's clang,
/// and its public headers a Clang module of the target's name — the header named after the
/// target as its umbrella, else each header of the folder; the target's own `module.modulemap`
/// when it has one —
/// so a Swift module that imports it sees its functions. Kept in the cache by its inputs.
extension PreviewBuild {
    struct CompiledC {
        /// The cache key: its folder holds the objects and the module map.
        var key: String
        var objects: [String]
        var commands: [[String]]
        var isNew: Bool
        /// What clang said, when it failed.
        var failure: String?
    }

    static func compileC(_ module: ModuleSource, context: PreviewBuildContext) throws -> CompiledC {
        let folder = ProjectFiles.folder(of: context.toolchain.swiftc)
        let clang = access(folder + "/clang", X_OK) == 0 ? folder + "/clang" : "clang"
        let headers = module.cHeaders ?? ""
        // The key: the compiler, the flags, every source and every header of the target.
        var text = "c 3\n\(context.toolchain.version)\n\(module.name)\n\(headers)\n\(module.cFlags.joined(separator: " "))\n"
        let roots = Set([headers] + module.cSources.map { ProjectFiles.folder(of: $0) })
        var inputs = module.cSources
        for root in roots.sorted() {
            inputs += ProjectFiles.items(under: root, skipping: []).filter { $0.hasSuffix(".h") || $0.hasSuffix(".modulemap") }
        }
        for input in Array(Set(inputs)).sorted() {
            let bytes = (try? FileIO.read(input)) ?? []
            text += input + "\n" + fnv1a(String(decoding: bytes, as: UTF8.self)) + "\n"
        }
        let key = fnv1a(text) + fnv1a(String(text.reversed()))
        let target = context.cache + "/modules/" + key
        let objects = module.cSources.enumerated().map { target + "/\($0.offset)-" + ProjectFiles.name(of: $0.element) + ".o" }
        func arguments(_ source: String, _ object: String) -> [String] {
            ["-c", "-fPIC", "-O1", "-g0", "-w", "-I", headers] + module.cFlags + [source, "-o", object]
        }
        let commands = zip(module.cSources, objects).map { [clang] + arguments($0, $1) }
        if FileIO.exists(target + "/.compiled") && objects.allSatisfy(FileIO.exists) {
            return CompiledC(key: key, objects: objects, commands: commands, isNew: false)
        }
        let building = target + "/.building-\(getpid())"
        try FileIO.createDirectoryTree(building)
        for (source, object) in zip(module.cSources, objects) {
            let (status, said) = try Compiler.run(
                clang, arguments(source, building + "/" + ProjectFiles.name(of: object)), environment: context.environment)
            guard status == .exited(0) else {
                FileIO.removeTree(building)
                return CompiledC(
                    key: key, objects: [], commands: commands, isNew: true,
                    failure: "── \(module.name) (\(module.originDescription)): errors\n" + said)
            }
        }
        do {
            // The target's own module map, found through its headers' folder (which importers
            // search), or one written as SwiftPM would.
            if ownModuleMap(module.name, headers: headers) == nil {
                try FileIO.writeAtomically(Array(moduleMap(module.name, headers: headers).utf8), to: building + "/module.modulemap")
            }
            try FileIO.writeAtomically([], to: building + "/.compiled")
        } catch { throw SetupError(.cannotWrite, "preview: \(error)") }
        for file in FileIO.names(in: building) { rename(building + "/" + file, target + "/" + file) }
        rmdir(building)
        return CompiledC(key: key, objects: objects, commands: commands, isNew: true)
    }

    /// A module map of the target's own that defines its module (in its headers' folder or
    /// their `include/`, where Clang looks for one).
    static func ownModuleMap(_ name: String, headers: String) -> String? {
        [headers + "/module.modulemap", headers + "/include/module.modulemap"].first { path in
            guard let text = try? FileIO.readText(path) else { return false }
            return text.contains("module \(name) ") || text.contains("module \(name){") || text.contains("module \(name)[")
        }
    }

    /// The module map SwiftPM would make for a C target's public headers.
    static func moduleMap(_ name: String, headers: String) -> String {
        for umbrella in [headers + "/" + name + ".h", headers + "/" + name + "/" + name + ".h"] where ProjectFiles.isFile(umbrella) {
            return "module \(name) {\n    umbrella header \"\(umbrella)\"\n    export *\n}\n"
        }
        // Every header of the folder, named one by one: an umbrella folder would also take in a
        // subfolder's own module map (a CocoaPods one beside SwiftPM's), defining the module twice.
        let skipped = ProjectFiles.items(under: headers, skipping: []).filter { $0.hasSuffix("/module.modulemap") }.map {
            ProjectFiles.folder(of: $0)
        }
        let files = ProjectFiles.items(under: headers, skipping: []).filter { file in
            file.hasSuffix(".h") && !skipped.contains { file.hasPrefix($0 + "/") }
        }.sorted()
        return "module \(name) {\n" + files.map { "    header \"\($0)\"\n" }.joined() + "    export *\n}\n"
    }
}
