#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetProject
import WidgetSystem

/// What a preview is built with: the compiler, widgetdeck's modules and plugin, the `#if`
/// evaluator, the cache, the environment compilers run in.
package struct PreviewBuildContext: Sendable {
    package var toolchain: PreviewToolchain
    package var sdk: PreviewSDK
    package var plugin: String
    package var conditionsTool: String
    /// The folder of the shim modules (`Darwin`), from `PreviewSDK.shims`.
    package var shims: String
    package var cache: String
    package var environment: [String: String]

    package init(
        toolchain: PreviewToolchain, sdk: PreviewSDK, plugin: String, conditionsTool: String, shims: String, cache: String,
        environment: [String: String]
    ) {
        self.toolchain = toolchain
        self.sdk = sdk
        self.plugin = plugin
        self.conditionsTool = conditionsTool
        self.shims = shims
        self.cache = cache
        self.environment = environment
    }
}

/// The extension's sources did not compile: the compiler's own words, with the files and lines
/// of the team's sources, module by module.
package struct PreviewCompileError: Error, Sendable, CustomStringConvertible {
    package var output: String
    package var description: String { output }
}

/// A preview program: a team's widget extension compiled, module by module, with widgetdeck's
/// modules and linked into one program. Each module is compiled once for a given set of inputs
/// and kept in the cache (`modules/<key>/`), so an edit rebuilds only its module and those
/// that import it; the program is relinked only when a module changed.
package struct PreviewBuild: Sendable {
    /// The program.
    package var program: String
    /// Whether nothing had to be compiled.
    package var isReused: Bool
    /// What the compilers said (warnings), for the modules compiled now.
    package var compilerOutput: String
    /// The compiler commands run (or that would be run), in order, the link last.
    package var commands: [[String]]
    /// The modules compiled into the program, in dependency order (the extension's last).
    package var modules: [String]
    /// The modules compiled now (not taken from the cache).
    package var compiled: [String]
    /// Each module's sources as compiled (after `#if`), by module.
    package var prepared: [String: [SourceConditions.Prepared]]

    /// The command of the last compile (the extension's module) and the link, for `--verbose`.
    package var command: [String] { commands.last ?? [] }
}

extension PreviewBuild {
    /// Builds `plan`'s program, reusing every module whose inputs did not change.
    ///
    /// - Parameter progress: told once before the first compile (`compiling …`).
    package static func make(_ plan: BuildPlan, context: PreviewBuildContext, progress: (String) -> Void = { _ in }) throws -> PreviewBuild
    {
        // One build at a time in a cache: two previews of one project (a --watch and a run in
        // another terminal, test suites side by side) would write the same modules' files.
        try? FileIO.createDirectoryTree(context.cache)
        let lock = FileLock(path: context.cache + "/build.lock") {
            progress("waiting for another widgetdeck preview building in \(context.cache)…")
        }
        defer { lock?.release() }
        let sdkModules = context.sdk.moduleNames(toolchain: context.toolchain)
        let conditions = SourceConditions(
            tool: context.conditionsTool, platform: plan.platform,
            importable: sdkModules.union(plan.modules.keys).subtracting(Self.notOn(plan.platform)),
            compilerVersion: SourceConditions.version(of: context.toolchain), cache: context.cache)
        // The modules the extension needs: its own, and every one of the plan's its sources import.
        var prepared: [String: [SourceConditions.Prepared]] = [:]
        var edges: [String: [String]] = [:]
        var missing: [(module: String, importer: String, file: String)] = []
        var queue = [plan.main]
        var generated: [String: [String]] = [:]
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard prepared[name] == nil, let module = plan.modules[name] else { continue }
            // Sources kept encrypted in the repository (git-crypt) cannot be compiled by anyone
            // without the key: said once, before the compiler's errors for every byte.
            let encrypted = module.sources.filter(Self.isEncrypted)
            if !encrypted.isEmpty {
                let names = encrypted.prefix(3).map { ProjectFiles.name(of: $0) }.joined(separator: ", ")
                let more = encrypted.count > 3 ? " and \(encrypted.count - 3) more" : ""
                throw SetupError(
                    .badData,
                    "preview: \(encrypted.count) source file\(encrypted.count == 1 ? "" : "s") of \(name) \(encrypted.count == 1 ? "is" : "are") encrypted with git-crypt (\(names)\(more)): unlock the repository with its key (git-crypt unlock) to compile \(encrypted.count == 1 ? "it" : "them")"
                )
            }
            let extra = try ModuleCodegen.sources(for: module, plan: plan, cache: context.cache)
            generated[name] = extra
            var files = try conditions.prepare(
                module.sources + extra, defines: module.defines, features: Self.features(module.flags), swiftVersion: module.swiftVersion,
                scriptOutputs: module.scriptOutputs)
            if name == plan.main, let bundle = ImpliedWidgetBundle.source(for: files.map(\.compiled)) {
                files.append(try Self.generated(bundle, named: "WidgetdeckImpliedBundle.swift", module: module, cache: context.cache))
            }
            if name == plan.main, let providers = PreviewProviderRegistry.source(for: files.map { ($0.compiled, $0.source) }) {
                files.append(try Self.generated(providers, named: "WidgetdeckPreviewProviders.swift", module: module, cache: context.cache))
            }
            prepared[name] = files
            var needs: [String] = []
            for file in files {
                for imported in file.imports where imported != name {
                    if plan.modules[imported] != nil {
                        if !needs.contains(imported) { needs.append(imported) }
                        queue.append(imported)
                    } else if !sdkModules.contains(imported) {
                        if !missing.contains(where: { $0.module == imported && $0.importer == name }) {
                            missing.append((imported, name, file.source))
                        }
                    }
                }
            }
            edges[name] = needs
        }
        let order = try Self.order(plan.main, edges: edges)
        var failures: [String] = []
        // Modules that cannot be compiled at all (an import nothing gives), and those that
        // failed, whose interface was still emitted (errors allowed) so that the modules above
        // them are compiled too and every error of every module is shown.
        var blocked = Set<String>()
        var broken: [String: String] = [:]
        for item in missing {
            blocked.insert(item.importer)
            failures.append(Self.missingMessage(item.module, importer: item.importer, file: item.file, plan: plan))
        }
        var keys: [String: String] = [:]
        var objects: [String] = []
        var commands: [[String]] = []
        var output = ""
        var compiled: [String] = []
        var toldProgress = false
        let scratch = context.cache + "/modules/.errors-\(getpid())"
        defer { FileIO.removeTree(scratch) }
        for name in order {
            if let module = plan.modules[name], !module.cSources.isEmpty {
                if let failed = Self.closure(name, edges: edges).first(where: { blocked.contains($0) }) {
                    blocked.insert(name)
                    failures.append("── \(name) (\(module.originDescription)) was not compiled: it needs \(failed), which could not be")
                    continue
                }
                if !toldProgress { progress("compiling \(plan.title)…") }
                toldProgress = true
                let built = try Self.compileC(module, context: context)
                commands += built.commands
                if let failure = built.failure {
                    failures.append(failure)
                    blocked.insert(name)
                    continue
                }
                if built.isNew {
                    progress("compiling \(name): \(module.cSources.count) C file\(module.cSources.count == 1 ? "" : "s")")
                    compiled.append(name)
                }
                keys[name] = built.key
                objects += built.objects
                continue
            }
            guard var module = plan.modules[name], let files = prepared[name] else { continue }
            let dependencies = edges[name] ?? []
            let below = Self.closure(name, edges: edges)
            // The C modules below: their headers' own `#include <…>`s are found in their folder.
            for dependency in below.sorted() {
                if let headers = plan.modules[dependency]?.cHeaders { module.flags += ["-Xcc", "-I" + headers] }
            }
            if let failed = below.first(where: { blocked.contains($0) }) {
                blocked.insert(name)
                failures.append(
                    "── \(name) (\(module.originDescription)) was not compiled: it imports \(failed), which could not be compiled")
                continue
            }
            if blocked.contains(name) { continue }
            func dependencyFolders() -> [String] {
                below.compactMap { broken[$0] ?? keys[$0].map { context.cache + "/modules/" + $0 } }
            }
            func tell() {
                if !toldProgress { progress("compiling \(plan.title)…") }
                toldProgress = true
            }
            // Above a module that failed: compiled for its errors only, into scratch.
            if below.contains(where: { broken[$0] != nil }) {
                let folder = scratch + "/" + name
                try FileIO.createDirectoryTree(folder)
                tell()
                progress("checking \(name): \(files.count) file\(files.count == 1 ? "" : "s") (Swift \(module.swiftVersion) mode)")
                let arguments =
                    Self.compileArguments(
                        module, files: files.map(\.compiled), folder: folder, isMain: name == plan.main,
                        dependencyFolders: dependencyFolders(),
                        context: context) + ["-Xfrontend", "-experimental-allow-module-with-compiler-errors"]
                let (status, said) = try Compiler.run(context.toolchain.swiftc, arguments, environment: context.environment)
                broken[name] = folder
                if status != .exited(0) || said.contains("error:") {
                    failures.append(
                        "── \(name) (\(module.originDescription)): errors\n"
                            + AppleAPINotes.annotate(PreviewMacroNoise.strip(said), sdk: context.sdk))
                }
                continue
            }
            let key = try Self.key(
                module, files: files, dependencies: dependencies.compactMap { keys[$0] }, isMain: name == plan.main, context: context)
            keys[name] = key
            let folder = context.cache + "/modules/" + key
            let object = folder + "/" + name + ".o"
            commands.append(
                [context.toolchain.swiftc]
                    + Self.compileArguments(
                        module, files: files.map(\.compiled), folder: folder, isMain: name == plan.main,
                        dependencyFolders: dependencyFolders(),
                        context: context))
            objects.append(object)
            if FileIO.exists(object) && FileIO.exists(folder + "/" + name + ".swiftmodule") { continue }
            tell()
            progress("compiling \(name): \(files.count) file\(files.count == 1 ? "" : "s") (Swift \(module.swiftVersion) mode)")
            let building = folder + "/.building-\(getpid())"
            try FileIO.createDirectoryTree(building)
            let buildArguments = Self.compileArguments(
                module, files: files.map(\.compiled), folder: building, isMain: name == plan.main, dependencyFolders: dependencyFolders(),
                context: context)
            let (status, said) = try Compiler.run(context.toolchain.swiftc, buildArguments, environment: context.environment)
            guard status == .exited(0) else {
                FileIO.removeTree(building)
                failures.append(
                    "── \(name) (\(module.originDescription)): errors\n"
                        + AppleAPINotes.annotate(PreviewMacroNoise.strip(said), sdk: context.sdk))
                // Its interface, errors and all, for the modules above it.
                let folder = scratch + "/" + name
                try FileIO.createDirectoryTree(folder)
                _ = try? Compiler.run(
                    context.toolchain.swiftc,
                    Self.interfaceArguments(
                        module, files: files.map(\.compiled), folder: folder, dependencyFolders: dependencyFolders(), context: context),
                    environment: context.environment)
                broken[name] = folder
                continue
            }
            if !said.isEmpty { output += "── \(name) (\(module.originDescription))\n" + said }
            for file in FileIO.names(in: building) { rename(building + "/" + file, folder + "/" + file) }
            rmdir(building)
            compiled.append(name)
        }
        if !failures.isEmpty {
            throw PreviewCompileError(output: failures.joined(separator: "\n"))
        }
        // The program: every module's object with widgetdeck's archive.
        let linkKey = fnv1a("link 4\n" + context.shims + "\n" + order.compactMap { keys[$0] }.joined(separator: "\n"))
        let folder = context.cache + "/previews/" + linkKey
        let program = folder + "/preview"
        // The system libraries the archive's objects call: libcrypto (CryptoKit, Security,
        // CommonCrypto), libpng and libjpeg (pictures).
        let libraries = ["-lcrypto", "-lpng16", "-ljpeg", "-lsqlite3", "-lz", "-lxml2"]
        // The shim modules' objects (Darwin's types and globals).
        let shimObjects = FileIO.names(in: context.shims).filter { $0.hasSuffix(".o") && !$0.hasPrefix(".") }.sorted().map {
            context.shims + "/" + $0
        }
        let linkArguments =
            objects + shimObjects + ["-L", context.sdk.build, "-lWidgetPreviewSDK", "-lswiftSynchronization"] + libraries + ["-o", program]
        commands.append([context.toolchain.swiftc] + linkArguments)
        if access(program, X_OK) == 0 {
            utimes(folder, nil)  // used again: the newest, for pruning
            return PreviewBuild(
                program: program, isReused: compiled.isEmpty, compilerOutput: output, commands: commands, modules: order,
                compiled: compiled,
                prepared: prepared)
        }
        try FileIO.createDirectoryTree(folder)
        let temporary = folder + "/.linking-\(getpid())"
        let (status, said) = try Compiler.run(
            context.toolchain.swiftc,
            objects + shimObjects + ["-L", context.sdk.build, "-lWidgetPreviewSDK", "-lswiftSynchronization"] + libraries
                + ["-o", temporary],
            environment: context.environment)
        guard status == .exited(0) else {
            unlink(temporary)
            throw PreviewCompileError(output: "── linking \(plan.title)\n" + said)
        }
        guard rename(temporary, program) == 0 else {
            unlink(temporary)
            throw SetupError(.cannotWrite, "preview: cannot keep the program in \(folder): \(String(cString: strerror(errno)))")
        }
        prune(context.cache + "/previews", keeping: 12, file: "preview")
        prune(context.cache + "/modules", keeping: 200, file: nil)
        return PreviewBuild(
            program: program, isReused: false, compilerOutput: output, commands: commands, modules: order, compiled: compiled,
            prepared: prepared)
    }

    /// Whether `path` is a file git-crypt keeps encrypted: it starts `\0GITCRYPT\0`.
    static func isEncrypted(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 10)
        let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, 10) }
        return n == 10 && head == Array("\0GITCRYPT\0".utf8)
    }

    /// A file widgetdeck generates for `module` (the `@main` bundle of a folder without one,
    /// the registry of its preview providers), written into the cache.
    static func generated(
        _ text: String, named name: String, module: ModuleSource, cache: String
    ) throws(SetupError)
        -> SourceConditions.Prepared
    {
        let folder = cache + "/generated/" + fnv1a(module.name + "\n" + module.originDescription + "\nbundle")
        let path = folder + "/" + name
        if (try? FileIO.readText(path)) != text {
            do {
                try FileIO.createDirectoryTree(folder)
                try FileIO.writeAtomically(Array(text.utf8), to: path)
            } catch { throw SetupError(.cannotWrite, "preview: \(error)") }
        }
        return SourceConditions.Prepared(source: path, compiled: path, imports: ["SwiftUI", "WidgetKit"])
    }

    /// The arguments of the `swiftc` invocation that compiles `module` into `folder`.
    static func compileArguments(
        _ module: ModuleSource, files: [String], folder: String, isMain: Bool, dependencyFolders: [String], context: PreviewBuildContext
    ) -> [String] {
        var arguments = [
            "-c", "-wmo", "-no-emit-module-separately-wmo", "-parse-as-library", "-module-name", module.name, "-package-name",
            module.packageName, "-swift-version",
            module.swiftVersion, "-Onone", "-gline-tables-only",
            "-emit-module", "-emit-module-path", folder + "/" + module.name + ".swiftmodule", "-o", folder + "/" + module.name + ".o",
            "-I", context.sdk.modules, "-I", context.sdk.overlays, "-I", context.shims,
            // The system libraries widgetdeck's modules are built on (libcrypto, libpng, libjpeg, zlib).
            "-I", context.sdk.packageRoot + "/Sources/CCrypto", "-I", context.sdk.packageRoot + "/Sources/CImageCodecs",
            "-I", context.sdk.packageRoot + "/Sources/CZlib",
            // Apple's C modules from the system's libraries (SQLite3, zlib, libxml2).
            "-I", context.sdk.systemModules, "-Xcc", "-I/usr/include/libxml2",
            "-load-plugin-library", context.plugin,
            // On Apple's platforms `URLSession` is Foundation's and `XMLParser` too; on Linux they
            // are FoundationNetworking's and FoundationXML's, which no widget file imports. Likewise
            // the Foundation types Linux lacks (`LocalizedStringResource`…), which
            // FoundationCompatibility gives: every file sees them, as on a phone.
            "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking",
            "-Xfrontend", "-import-module", "-Xfrontend", "FoundationXML",
            "-Xfrontend", "-import-module", "-Xfrontend", "FoundationCompatibility",
            // Foundation re-exports Darwin on a phone: `Darwin.round(x)` needs no import there;
            // and Security, through URLSession's server trust: `SecTrust` needs none either.
            "-Xfrontend", "-import-module", "-Xfrontend", "Darwin",
            "-Xfrontend", "-import-module", "-Xfrontend", "Security",
            // It re-exports ObjectiveC too: `objc_getAssociatedObject` needs no import there.
            "-Xfrontend", "-import-module", "-Xfrontend", "ObjectiveC",
            // Foundation names Combine's `ObservableObject` and `Published` (FoundationCompatibility
            // does, as typealiases), but not the rest of Combine: a file importing only Foundation
            // and a futures library sees that library's `Future`, not Combine's.
        ]
        if isMain {
            // The extension's `@main` becomes a function the host calls (see CWidgetPreviewMain).
            arguments += ["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "widgetdeck_user_main"]
        }
        for dependency in dependencyFolders { arguments += ["-I", dependency] }
        for define in module.defines { arguments += ["-D", define] }
        arguments += module.flags
        arguments += files
        return arguments
    }

    /// The arguments that emit only `module`'s interface, its errors allowed.
    static func interfaceArguments(
        _ module: ModuleSource, files: [String], folder: String, dependencyFolders: [String], context: PreviewBuildContext
    ) -> [String] {
        var arguments = compileArguments(
            module, files: files, folder: folder, isMain: false, dependencyFolders: dependencyFolders, context: context)
        // Not an object: only the module.
        if let index = arguments.firstIndex(of: "-c") { arguments.remove(at: index) }
        if let index = arguments.firstIndex(of: "-o") { arguments.removeSubrange(index...(index + 1)) }
        return arguments + ["-Xfrontend", "-experimental-allow-module-with-compiler-errors"]
    }

    /// The upcoming and experimental features among `flags`, for `hasFeature`.
    static func features(_ flags: [String]) -> [String] {
        var out: [String] = []
        for (index, flag) in flags.enumerated()
        where (flag == "-enable-upcoming-feature" || flag == "-enable-experimental-feature") && index + 1 < flags.count {
            out.append(flags[index + 1])
        }
        return out
    }

    /// Modules that exist here but not on `platform` (`canImport(WatchKit)` is false on iOS).
    static func notOn(_ platform: TargetPlatform) -> Set<String> {
        switch platform {
        case .iOS: ["WatchKit", "ClockKit", "AppKit"]
        case .watchOS: ["ActivityKit", "AppKit"]
        case .macOS: ["UIKit", "WatchKit", "ClockKit", "ActivityKit"]
        case .visionOS: ["WatchKit", "ClockKit", "AppKit"]
        case .tvOS: ["WatchKit", "ClockKit", "ActivityKit", "AppKit"]
        }
    }

    /// The modules below `main` in the order they must be compiled, `main` last.
    static func order(_ main: String, edges: [String: [String]]) throws(PreviewCompileError) -> [String] {
        var order: [String] = []
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        var cycle: [String]?
        func visit(_ name: String, path: [String]) {
            if state[name] == 2 || cycle != nil { return }
            if state[name] == 1 {
                cycle = path + [name]
                return
            }
            state[name] = 1
            for next in edges[name] ?? [] { visit(next, path: path + [name]) }
            state[name] = 2
            order.append(name)
        }
        visit(main, path: [])
        if let cycle {
            throw PreviewCompileError(output: "preview: the modules import each other in a cycle: \(cycle.joined(separator: " → "))")
        }
        return order
    }

    /// Every module `name` reaches through its imports (whose module files its compile needs).
    static func closure(_ name: String, edges: [String: [String]]) -> [String] {
        var seen: [String] = []
        var queue = edges[name] ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard !seen.contains(next) else { continue }
            seen.append(next)
            queue += edges[next] ?? []
        }
        return seen
    }

    /// A missing module, with what the project expected it to be and how to supply it.
    static func missingMessage(_ module: String, importer: String, file: String, plan: BuildPlan) -> String {
        let place = "\(ProjectFiles.name(of: file)) in \(importer)"
        if let reason = plan.unavailable[module] {
            return "── \(importer): no module \(module) (imported by \(place)): \(reason); give its sources with --stand-in \(module)=DIR"
        }
        if AppleFrameworks.names.contains(module) {
            return
                "── \(importer): no module \(module) (imported by \(place)): not in widgetdeck's SDK yet — \(module) is Apple's; leave the file out with --exclude, or give a stand-in with --stand-in \(module)=DIR"
        }
        return
            "── \(importer): no module \(module) (imported by \(place)): no target, package product or stand-in of the project gives it; give its sources with --stand-in \(module)=DIR"
    }

    /// What the module depends on, hashed: the compiler, widgetdeck's archive and plugin, the
    /// module's flags, each file's path and contents, and the modules below it.
    static func key(
        _ module: ModuleSource, files: [SourceConditions.Prepared], dependencies: [String], isMain: Bool, context: PreviewBuildContext
    ) throws(SetupError) -> String {
        var text =
            "module 9\n\(context.toolchain.version)\n\(context.plugin)\n\(context.shims)\n\(module.name)\n\(module.swiftVersion)\n\(module.defines.joined(separator: ","))\n\(module.flags.joined(separator: " "))\n\(isMain)\n"
        var info = stat()
        if stat(context.sdk.archive, &info) == 0 { text += "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n" }
        for file in files {
            let bytes: [UInt8]
            do { bytes = try FileIO.read(file.compiled) } catch { throw SetupError(.missingInput, "preview: \(error)") }
            text += file.source + "\n" + file.compiled + "\n" + fnv1a(String(decoding: bytes, as: UTF8.self)) + "\n"
        }
        text += dependencies.joined(separator: "\n")
        // Two hashes of different seeds' worth: 128 bits, so unrelated modules never meet.
        return fnv1a(text) + fnv1a(String(text.reversed()))
    }

    /// Removes all but the `keeping` most recently made folders of `folder` (by the folder's own
    /// time: one another preview is filling now is the newest, never removed under it).
    static func prune(_ folder: String, keeping: Int, file: String?, sparing spared: String? = nil) {
        let entries = FileIO.names(in: folder).filter { !$0.hasPrefix(".") && $0 != spared }.map { name -> (String, Int) in
            var info = stat()
            var own = stat()
            stat(folder + "/" + name + (file.map { "/" + $0 } ?? ""), &info)
            stat(folder + "/" + name, &own)
            return (name, max(info.st_mtim.tv_sec, own.st_mtim.tv_sec))
        }.sorted { $0.1 > $1.1 }
        for (name, _) in entries.dropFirst(keeping) { FileIO.removeTree(folder + "/" + name) }
    }
}

/// Runs the compiler with its standard error and output as one stream, whole (every
/// diagnostic of every file), however long.
enum Compiler {
    static func run(
        _ swiftc: String, _ arguments: [String], environment: [String: String]
    ) throws(SetupError) -> (
        ChildProcess.Termination, String
    ) {
        // `sh` joins the two streams in the order the compiler wrote them.
        let (termination, output, errors) = try ChildProcess.run(
            "/bin/sh", ["-c", "exec \"$0\" \"$@\" 2>&1", swiftc] + arguments, environment: environment, timeout: 1800)
        return (termination, output + errors)
    }
}

/// Apple's frameworks: a module of these names that widgetdeck lacks is Apple API not yet
/// here, not a module the project forgot.
enum AppleFrameworks {
    static let names: Set<String> = [
        "Accelerate", "Accessibility", "ActivityKit", "AdServices", "AdSupport", "AppIntents", "AppKit", "AppTrackingTransparency",
        "ARKit", "AudioToolbox", "AuthenticationServices", "AVFAudio", "AVFoundation", "AVKit", "BackgroundTasks", "BusinessChat",
        "CallKit", "CarPlay", "Charts", "ClockKit", "CloudKit", "Combine", "Contacts", "ContactsUI", "CoreAudio", "CoreBluetooth",
        "CoreData", "CoreFoundation", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreML",
        "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo",
        "CryptoKit", "DeveloperToolsSupport", "DeviceActivity", "DeviceCheck", "EventKit", "EventKitUI", "ExtensionFoundation",
        "ExtensionKit", "FamilyControls", "FileProvider", "FoundationModels", "GameKit", "GameplayKit", "GroupActivities",
        "HealthKit", "HealthKitUI", "HomeKit", "ImageIO", "Intents", "IntentsUI", "JavaScriptCore", "LinkPresentation",
        "LocalAuthentication", "ManagedSettings", "ManagedSettingsUI", "MapKit", "MediaPlayer", "MessageUI", "Messages", "Metal",
        "MetalKit", "MobileCoreServices", "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "Network", "NetworkExtension",
        "NotificationCenter", "OSLog", "ObjectiveC", "PassKit", "PDFKit", "PencilKit", "Photos", "PhotosUI", "PushKit", "QuartzCore",
        "QuickLook", "RealityKit", "SafariServices", "SceneKit", "ScreenTime", "Security", "SensitiveContentAnalysis", "SharedWithYou",
        "ShazamKit", "Social", "Speech", "SpriteKit", "StoreKit", "SwiftData", "SwiftUI", "SystemConfiguration", "TipKit",
        "UIKit", "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI", "Vision", "VisionKit", "WatchConnectivity",
        "WatchKit", "WeatherKit", "WebKit", "WidgetKit", "Darwin", "os", "Observation", "simd", "MetricKit", "StoreKitTest",
        "AppIntentsTesting", "ProximityReader", "Translation", "ImagePlayground", "JournalingSuggestions", "EnergyKit",
        "QuickLookThumbnailing", "AudioUnit", "CoreAudioTypes", "CoreMIDI", "GameController", "BackgroundAssets", "AVRouting",
        "VideoToolbox", "ModelIO", "MetalPerformanceShaders", "NearbyInteraction", "AccessorySetupKit", "SafetyKit",
        "IdentityLookup", "ClassKit", "AppClip", "MediaAccessibility", "SensorKit", "WorkoutKit", "LiveCommunicationKit",
        "CoreWLAN", "DataDetection", "Cinematic", "ColorSync",
        // The C modules of Apple's SDKs that Swift code imports by name.
        "CommonCrypto", "Compression", "CoreMedia", "MachO", "notify", "SQLite3", "libkern", "zlib", "libxml2",
    ]
}

extension FileIO {
    /// Removes `path` and everything under it.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for name in names(in: path) { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
