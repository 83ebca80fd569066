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
/// target as its umbrella, else the folder; the target's own `module.modulemap` when it has one —
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
        var text = "c 1\n\(context.toolchain.version)\n\(module.name)\n\(headers)\n\(module.cFlags.joined(separator: " "))\n"
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
        if FileIO.exists(target + "/module.modulemap") && objects.allSatisfy(FileIO.exists) {
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
            try FileIO.writeAtomically(Array(moduleMap(module.name, headers: headers).utf8), to: building + "/module.modulemap")
        } catch { throw SetupError(.cannotWrite, "preview: \(error)") }
        for file in FileIO.names(in: building) { rename(building + "/" + file, target + "/" + file) }
        rmdir(building)
        return CompiledC(key: key, objects: objects, commands: commands, isNew: true)
    }

    /// The module map SwiftPM would make for a C target's public headers.
    static func moduleMap(_ name: String, headers: String) -> String {
        if ProjectFiles.isFile(headers + "/module.modulemap") { return "extern module \(name) \"\(headers)/module.modulemap\"\n" }
        for umbrella in [headers + "/" + name + ".h", headers + "/" + name + "/" + name + ".h"] where ProjectFiles.isFile(umbrella) {
            return "module \(name) {\n    umbrella header \"\(umbrella)\"\n    export *\n}\n"
        }
        return "module \(name) {\n    umbrella \"\(headers)\"\n    export *\n}\n"
    }
}
