#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetSystem

/// The Swift toolchain a preview is compiled with: the `swiftc` on `PATH`, its version (part
/// of every cache key: a new compiler rebuilds everything), and its own swift-syntax libraries
/// (`usr/lib/swift/host`), from which widgetdeck's `#Preview` macros are built.
package struct PreviewToolchain: Hashable, Sendable {
    package var swiftc: String
    package var version: String
    package var hostLibraries: String

    /// The toolchain on `PATH`, or why there is none.
    package static func find(environment: [String: String]) throws(SetupError) -> PreviewToolchain {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        guard let found = directories.map({ $0 + "/swiftc" }).first(where: { access($0, X_OK) == 0 }) else {
            throw SetupError(
                .unavailable,
                "preview: no swiftc on PATH; widgetdeck compiles your widget with the Swift toolchain (6.0 or later), from swift.org")
        }
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let real =
            realpath(found, &resolved) != nil
            ? String(decoding: resolved.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : found
        // <toolchain>/usr/bin/swift-driver (what `swiftc` links to): the toolchain is two folders up.
        let root = real.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        // Run by its own name: the driver decides what it is from it (`swiftc` links to `swift-driver`).
        let (termination, output, errors) = try ChildProcess.run(found, ["--version"], environment: environment, timeout: 30)
        guard termination == .exited(0) else { throw SetupError(.unavailable, "preview: \(found) --version failed: \(errors)") }
        let version = (output + errors).split(separator: "\n").first.map(String.init) ?? "swiftc"
        return PreviewToolchain(swiftc: found, version: version, hostLibraries: root + "/lib/swift/host")
    }
}

/// What a preview program is linked with: widgetdeck's Apple-shaped modules and host, built
/// as the static archive `libWidgetPreviewSDK.a` with their module files, in the widgetdeck
/// package's release build — and the macro plugin, built from `Macros/` on first use.
package struct PreviewSDK: Hashable, Sendable {
    /// The widgetdeck package's folder — or a release's copy of what previews need from it.
    package var packageRoot: String
    /// The folder holding `libWidgetPreviewSDK.a` and `Modules/`.
    package var build: String
    /// The compiler a release's modules were built with (`swiftc --version`'s first line): a
    /// release carries them prebuilt, usable only by that compiler; nil for a clone, which
    /// builds them on demand.
    package var prebuiltWith: String?

    package init(packageRoot: String) {
        self.packageRoot = packageRoot
        build = packageRoot + "/.build/release"
    }

    /// A release's prebuilt modules in `folder` (`share/widgetdeck/sdk` of its prefix), if the
    /// folder holds them: `lib/` the archive and module files, `swift-version` their compiler.
    package static func prebuilt(in folder: String) -> PreviewSDK? {
        guard let version = try? FileIO.readText(folder + "/" + prebuiltMarker) else { return nil }
        var sdk = PreviewSDK(packageRoot: folder)
        sdk.build = folder + "/lib"
        sdk.prebuiltWith = version.split(separator: "\n").first.map(String.init) ?? ""
        return sdk
    }

    /// The file naming the compiler of a release's prebuilt modules.
    package static let prebuiltMarker = "swift-version"

    /// `WIDGETDECK_SDK`; else the release's own modules beside `executable`
    /// (`<prefix>/bin/widgetdeck` → `<prefix>/share/widgetdeck/sdk`); else the package widgetdeck
    /// was built from (where its sources were: a clone).
    package static func located(environment: [String: String], executable: String? = nil) -> PreviewSDK {
        if let root = environment["WIDGETDECK_SDK"], !root.isEmpty { return prebuilt(in: root) ?? PreviewSDK(packageRoot: root) }
        if let executable {
            let prefix = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
            if let release = prebuilt(in: prefix + "/share/widgetdeck/sdk") { return release }
        }
        // This file's path at build time: <root>/Sources/WidgetPreviewClient/PreviewToolchain.swift.
        let file = #filePath
        let root = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
        return PreviewSDK(packageRoot: root)
    }

    package var archive: String { build + "/libWidgetPreviewSDK.a" }
    package var modules: String { build + "/Modules" }
    /// Written after each successful build: when the archive was last found current.
    package var stamp: String { build + "/WidgetPreviewSDK.checked" }
    package var macroSource: String { packageRoot + "/Macros/WidgetPreviewMacros.swift" }
    /// Module maps for Apple's submodules (`os.log`) over widgetdeck's Swift modules.
    package var overlays: String { packageRoot + "/Overlays/os" }
    /// Apple's C modules, from the system's libraries (`SQLite3`, `zlib`, `libxml2`).
    package var systemModules: String { packageRoot + "/Overlays/System" }

    /// Whether the archive is missing, or older than a source it is built from.
    package var isStale: Bool {
        guard let made = modificationTime(archive) else { return true }
        let built = max(made, modificationTime(stamp) ?? 0)
        // The macro plugin has a cache key of its own (its source and the compiler).
        if newer(than: built, under: packageRoot + "/Sources") || newer(than: built, under: packageRoot + "/AppleSDK") { return true }
        return (modificationTime(packageRoot + "/Package.swift") ?? 0) > built
    }

    /// Builds the archive with SwiftPM when it is missing or stale, reporting progress through
    /// `progress`; with `WIDGETDECK_SKIP_BUILD=1`, only says it is missing.
    package func prepare(
        toolchain: PreviewToolchain, environment: [String: String], progress: @escaping (String) -> Void
    ) throws(SetupError) {
        if let prebuiltWith {
            // Swift reads a module file only with the compiler that wrote it.
            guard prebuiltWith == toolchain.version else {
                throw SetupError(
                    .unavailable,
                    "preview: this widgetdeck's modules (\(packageRoot)) were built with “\(prebuiltWith)”, and the swiftc on PATH is “\(toolchain.version)”: put that toolchain first on PATH, or preview from a clone of widgetdeck (WIDGETDECK_SDK=its folder)"
                )
            }
            guard FileIO.exists(archive) else {
                throw SetupError(.unavailable, "preview: \(archive) is missing: this release's modules are incomplete; install it again")
            }
            return
        }
        guard isStale else { return }
        guard FileIO.exists(packageRoot + "/Package.swift") else {
            throw SetupError(
                .unavailable,
                "preview: widgetdeck's package is not at \(packageRoot) (set WIDGETDECK_SDK to the folder of a widgetdeck clone)")
        }
        if environment["WIDGETDECK_SKIP_BUILD"] == "1" {
            guard FileIO.exists(archive) else {
                throw SetupError(
                    .unavailable,
                    "preview: \(archive) is not built; run: swift build -c release --product WidgetPreviewSDK --package-path \(packageRoot)"
                )
            }
            return
        }
        progress("building widgetdeck's WidgetKit, SwiftUI and AppIntents for Linux (release, once; a few minutes the first time)…")
        let swift =
            (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/swift" }.first { access($0, X_OK) == 0 } ?? "swift"
        // Always built the same way: a team's `WIDGETDECK_MACROS` (for its own package's build)
        // would change the flags of the modules that declare the macros, and SwiftPM would
        // rebuild most of them each time it came and went (bin/build builds without it too).
        var sdkEnvironment = environment
        sdkEnvironment["WIDGETDECK_MACROS"] = nil
        let (termination, output, errors) = try ChildProcess.run(
            swift, ["build", "-c", "release", "--product", "WidgetPreviewSDK", "--package-path", packageRoot],
            environment: sdkEnvironment
        ) { line in
            // SwiftPM's own `[n/N] Compiling …` counter.
            if line.hasPrefix("["), let slash = line.firstIndex(of: "/"),
                line[line.index(after: line.startIndex)..<slash].allSatisfy(\.isNumber)
            {
                progress(line)
            }
        }
        guard termination == .exited(0) else {
            let lines = (output + errors).split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
            throw SetupError(
                .unavailable,
                "preview: building widgetdeck's modules failed:\n" + (lines.isEmpty ? output + errors : lines.joined(separator: "\n")))
        }
        // SwiftPM leaves an archive it did not need to relink untouched: a stamp says when it
        // was last found current, so a source change that altered nothing in it builds once,
        // while the archive's own time (part of each preview's cache key) stays as it is.
        try? FileIO.writeAtomically(Array("\(archive)\n".utf8), to: stamp)
    }

    /// The macro plugin for `toolchain`, built into `cache` the first time (keyed by the
    /// plugin's source and the compiler's version).
    package func macroPlugin(toolchain: PreviewToolchain, cache: String, environment: [String: String]) throws(SetupError) -> String {
        let source: String
        do { source = try FileIO.readText(macroSource) } catch { throw SetupError(.unavailable, "preview: \(error)") }
        let directory = cache + "/macros/" + fnv1a(toolchain.version + "\n" + source)
        let plugin = directory + "/libWidgetPreviewMacros.so"
        if FileIO.exists(plugin) { return plugin }
        try FileIO.createDirectoryTree(directory)
        let temporary = directory + "/.building-\(getpid()).so"
        let host = toolchain.hostLibraries
        let (termination, output, errors) = try ChildProcess.run(
            toolchain.swiftc,
            [
                "-emit-library", "-module-name", "WidgetPreviewMacros", macroSource, "-o", temporary, "-I", host, "-L", host,
                "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftDiagnostics", "-lSwiftSyntaxBuilder", "-Xlinker", "-rpath", "-Xlinker",
                host,
            ], environment: environment, timeout: 600)
        guard termination == .exited(0), rename(temporary, plugin) == 0 else {
            unlink(temporary)
            throw SetupError(.unavailable, "preview: building the #Preview macro plugin failed:\n\(output)\(errors)")
        }
        return plugin
    }

    /// Every module a widget's code can import without the project giving it: widgetdeck's
    /// Apple-shaped modules, their overlays (`os`) and the toolchain's own (Foundation, Dispatch…).
    package func moduleNames(toolchain: PreviewToolchain) -> Set<String> {
        var names = Set<String>()
        let toolchainModules = String(toolchain.hostLibraries.dropLast("/host".count)) + "/linux"
        for folder in [modules, toolchainModules] {
            for name in FileIO.names(in: folder) where name.hasSuffix(".swiftmodule") { names.insert(String(name.dropLast(12))) }
        }
        for name in FileIO.names(in: overlays) where !name.hasPrefix(".") && !name.hasSuffix(".modulemap") { names.insert(name) }
        names.insert("os")
        names.formUnion(["SQLite3", "zlib", "libxml2"])
        for name in FileIO.names(in: shimSources) where name.hasSuffix(".swift") { names.insert(String(name.dropLast(6))) }
        return names
    }

    /// Modules that cannot be targets of the package (`Darwin`: one in a build makes
    /// `canImport(Darwin)` true for everything built beside it), compiled for widget code only.
    package var shimSources: String { packageRoot + "/Overlays/Shims" }

    /// The folder of the shim modules' interfaces for `toolchain`, compiled into `cache` the
    /// first time (keyed by their sources and the compiler's version).
    package func shims(toolchain: PreviewToolchain, cache: String, environment: [String: String]) throws(SetupError) -> String {
        let files = FileIO.names(in: shimSources).filter { $0.hasSuffix(".swift") }.sorted()
        var key = "shims 2\n" + toolchain.version
        for file in files {
            do { key += "\n" + file + "\n" + (try FileIO.readText(shimSources + "/" + file)) } catch {
                throw SetupError(.unavailable, "preview: \(error)")
            }
        }
        let directory = cache + "/shims/" + fnv1a(key)
        if FileIO.exists(directory + "/.complete") { return directory }
        try FileIO.createDirectoryTree(directory)
        for file in files {
            let name = String(file.dropLast(".swift".count))
            let temporary = directory + "/.building-\(getpid())-" + name + ".swiftmodule"
            let object = directory + "/.building-\(getpid())-" + name + ".o"
            // The module and its object: types and globals of the shim are linked into each preview.
            let (termination, output, errors) = try ChildProcess.run(
                toolchain.swiftc,
                [
                    "-c", "-parse-as-library", "-module-name", name, shimSources + "/" + file, "-emit-module", "-emit-module-path",
                    temporary, "-o", object,
                ], environment: environment, timeout: 600)
            guard termination == .exited(0), rename(temporary, directory + "/" + name + ".swiftmodule") == 0,
                rename(object, directory + "/" + name + ".o") == 0
            else {
                unlink(temporary)
                unlink(object)
                throw SetupError(.unavailable, "preview: building widgetdeck's \(name) module failed:\n\(output)\(errors)")
            }
        }
        try? FileIO.writeAtomically([], to: directory + "/.complete")
        return directory
    }

    /// `SwiftSyntaxTools/BuildConditions.swift`: evaluates `#if` as another platform's build would.
    package var conditionsSource: String { packageRoot + "/SwiftSyntaxTools/BuildConditions.swift" }

    /// The `#if` evaluator for `toolchain`, built into `cache` the first time against the
    /// toolchain's own swift-syntax (keyed by its source and the compiler's version, as the
    /// macro plugin is).
    package func conditionsTool(toolchain: PreviewToolchain, cache: String, environment: [String: String]) throws(SetupError) -> String {
        let source: String
        do { source = try FileIO.readText(conditionsSource) } catch { throw SetupError(.unavailable, "preview: \(error)") }
        let directory = cache + "/tools/" + fnv1a(toolchain.version + "\n" + source)
        let tool = directory + "/widgetdeck-conditions"
        if FileIO.exists(tool) { return tool }
        try FileIO.createDirectoryTree(directory)
        let temporary = directory + "/.building-\(getpid())"
        let host = toolchain.hostLibraries
        let (termination, output, errors) = try ChildProcess.run(
            toolchain.swiftc,
            [
                "-O", "-parse-as-library", "-module-name", "BuildConditions", conditionsSource, "-o", temporary, "-I", host, "-L", host,
                "-lSwiftSyntax", "-lSwiftParser", "-lSwiftIfConfig", "-lSwiftDiagnostics", "-lSwiftOperators", "-lSwiftSyntaxBuilder",
                "-Xlinker", "-rpath", "-Xlinker", host,
            ], environment: environment, timeout: 600)
        guard termination == .exited(0), rename(temporary, tool) == 0 else {
            unlink(temporary)
            throw SetupError(.unavailable, "preview: building the #if evaluator failed:\n\(output)\(errors)")
        }
        return tool
    }

    func modificationTime(_ path: String) -> Double? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    func newer(than time: Double, under folder: String) -> Bool {
        for name in FileIO.names(in: folder) where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if newer(than: time, under: path) { return true }
            } else if Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9 > time {
                return true
            }
        }
        return false
    }
}

extension FileIO {
    /// Creates `path` and its missing parents (mode 0700).
    static func createDirectoryTree(_ path: String) throws(SetupError) {
        var built = ""
        for part in path.split(separator: "/") {
            built += "/" + part
            if !FileIO.exists(built) {
                do { try FileIO.createDirectory(built) } catch {
                    if !FileIO.exists(built) { throw SetupError(.cannotWrite, "preview: \(error)") }
                }
            }
        }
    }
}
