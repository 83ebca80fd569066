#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetSystem

/// How to compile a widget extension: its Swift language mode (Xcode's widget-extension template
/// uses 5), the `-D` conditions to set.
package struct PreviewCompileOptions: Hashable, Sendable {
    package var swiftVersion: String
    package var defines: [String]

    package init(swiftVersion: String = "5", defines: [String] = []) {
        self.swiftVersion = swiftVersion
        self.defines = defines
    }
}

/// The extension's sources did not compile: the compiler's own words, with the files and lines
/// of the team's sources.
package struct PreviewCompileError: Error, Sendable, CustomStringConvertible {
    package var output: String
    package var description: String { output }
}

/// A preview program: a team's widget extension compiled with widgetdeck's modules. Built once
/// for a given set of sources, flags, compiler and widgetdeck, and kept in the cache, so a second
/// preview of unchanged sources starts at once.
package struct PreviewBuild: Sendable {
    /// The program.
    package var program: String
    /// Whether it came from the cache.
    package var isReused: Bool
    /// What the compiler said (warnings), when it compiled.
    package var compilerOutput: String
    /// The compiler command, as it was run (for `--verbose` and the benchmark).
    package var command: [String]

    /// The arguments of the `swiftc` invocation that builds `sources` into `output`.
    package static func arguments(
        _ sources: PreviewSources, options: PreviewCompileOptions, sdk: PreviewSDK, plugin: String, output: String
    ) -> [String] {
        var arguments = [
            "-swift-version", options.swiftVersion, "-parse-as-library", "-module-name", sources.moduleName, "-Onone",
            "-I", sdk.modules, "-I", sdk.overlays, "-load-plugin-library", plugin,
            // The extension's `@main` becomes a function the host calls (see CWidgetPreviewMain).
            "-Xfrontend", "-entry-point-function-name", "-Xfrontend", "widgetdeck_user_main",
            // On Apple's platforms `URLSession` is Foundation's; on Linux it is
            // FoundationNetworking's, which no widget file imports. Likewise the
            // Foundation types Linux lacks (`LocalizedStringResource`…), which
            // FoundationCompatibility gives: every file sees them, as on a phone.
            "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking",
            "-Xfrontend", "-import-module", "-Xfrontend", "FoundationCompatibility",
        ]
        for define in options.defines { arguments += ["-D", define] }
        arguments += sources.files
        arguments += ["-L", sdk.build, "-lWidgetPreviewSDK", "-lswiftSynchronization", "-o", output]
        return arguments
    }

    /// The program for `sources`: from the cache when one was built from the same inputs,
    /// else compiled now (into a temporary file renamed into place, so a failed or concurrent
    /// build never leaves a broken program behind).
    package static func make(
        _ sources: PreviewSources, options: PreviewCompileOptions, toolchain: PreviewToolchain, sdk: PreviewSDK, plugin: String,
        cache: String, environment: [String: String], willCompile: () -> Void = {}
    ) throws -> PreviewBuild {
        let key = try cacheKey(sources, options: options, toolchain: toolchain, sdk: sdk, plugin: plugin)
        let directory = cache + "/previews/" + key
        let program = directory + "/preview"
        let probe = arguments(sources, options: options, sdk: sdk, plugin: plugin, output: program)
        if access(program, X_OK) == 0 {
            return PreviewBuild(program: program, isReused: true, compilerOutput: "", command: [toolchain.swiftc] + probe)
        }
        willCompile()
        try FileIO.createDirectoryTree(directory)
        let temporary = directory + "/.building-\(getpid())"
        let command = arguments(sources, options: options, sdk: sdk, plugin: plugin, output: temporary)
        let (termination, output, errors) = try ChildProcess.run(toolchain.swiftc, command, environment: environment, timeout: 1800)
        guard termination == .exited(0) else {
            unlink(temporary)
            throw PreviewCompileError(output: (output + errors).isEmpty ? "swiftc \(termination)" : output + errors)
        }
        guard rename(temporary, program) == 0 else {
            unlink(temporary)
            throw SetupError(.cannotWrite, "preview: cannot keep the program in \(directory): \(String(cString: strerror(errno)))")
        }
        prune(cache + "/previews", keeping: 12)
        return PreviewBuild(program: program, isReused: false, compilerOutput: output + errors, command: [toolchain.swiftc] + command)
    }

    /// What the program depends on, hashed: each file's path and contents, the flags, the
    /// compiler, and widgetdeck's archive and plugin.
    static func cacheKey(
        _ sources: PreviewSources, options: PreviewCompileOptions, toolchain: PreviewToolchain, sdk: PreviewSDK, plugin: String
    ) throws -> String {
        var text =
            "widgetdeck preview 1\n\(toolchain.version)\n\(options.swiftVersion)\n\(options.defines.joined(separator: ","))\n\(plugin)\n\(sources.moduleName)\n"
        var info = stat()
        if stat(sdk.archive, &info) == 0 { text += "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n" }
        for file in sources.files {
            let bytes: [UInt8]
            do { bytes = try FileIO.read(file) } catch { throw SetupError(.missingInput, "preview: \(error)") }
            text += file + "\n" + fnv1a(String(decoding: bytes, as: UTF8.self)) + "\n"
        }
        // Two hashes of different seeds' worth: 128 bits, so unrelated extensions never meet.
        return fnv1a(text) + fnv1a(String(text.reversed()))
    }

    /// Removes all but the `keeping` most recently built programs.
    static func prune(_ folder: String, keeping: Int) {
        let entries = FileIO.names(in: folder).filter { !$0.hasPrefix(".") }.map { name -> (String, Int) in
            var info = stat()
            stat(folder + "/" + name + "/preview", &info)
            return (name, info.st_mtim.tv_sec)
        }.sorted { $0.1 > $1.1 }
        for (name, _) in entries.dropFirst(keeping) {
            let directory = folder + "/" + name
            for file in FileIO.names(in: directory) { unlink(directory + "/" + file) }
            rmdir(directory)
        }
    }
}
