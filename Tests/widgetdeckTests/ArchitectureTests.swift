import Foundation
import Testing
import WidgetTestSupport

/// The seams the compiler keeps, and the one picture of them a reader has: DECISIONS.md's graph.
@Suite("the package's architecture")
struct ArchitectureTests {
    static let root = repositoryRoot

    /// Every `.swift` file under `folder` of the repository, with its text.
    static func sources(under folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            files.append((String(url.path.dropFirst(root.path.count + 1)), try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test("no target of Sources re-exports another module: every file imports what it names")
    func noReexports() throws {
        let found = try Self.sources(under: "Sources").flatMap { file in
            // An import declaration that re-exports: the attribute starts the line (generated
            // code for a team's module, in a string literal, is not one of ours).
            file.text.split(separator: "\n").filter {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("@_exported")
            }
            .map { "\(file.path): \($0)" }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test(
        "the three core targets import no C library, shim, terminal or file API",
        arguments: ["WidgetFormats", "WidgetDrawing", "WidgetCore"])
    func coreImportsNoPlatform(target: String) throws {
        let forbidden = [
            "Glibc", "Darwin", "Foundation", "FoundationNetworking", "CNcurses", "CSQLite", "CHTTPS", "Dispatch", "WidgetSystem",
        ]
        for file in try Self.sources(under: "Sources/" + target) {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.hasPrefix("import ") || line.contains(" import ") {
                let module = line.split(separator: " ").last.map(String.init) ?? ""
                // Foundation only where FoundationEssentials does not exist (macOS).
                if module == "Foundation", index >= 2, lines[index - 1] == "#else", lines[index - 2] == "import FoundationEssentials" {
                    continue
                }
                #expect(!forbidden.contains(module), "\(file.path) imports \(module)")
            }
        }
    }

    @Test("the target graph in DECISIONS.md is Package.swift's, target by target")
    func graphMatchesPackage() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("widgetdeck-dump-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // A scratch path of its own: the test never waits on the build folder `swift test` holds.
        let json = try runProcess("swift", ["package", "--package-path", Self.root.path, "--scratch-path", scratch, "dump-package"]).output
        let package = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var declared: [String: [String]] = [:]
        for target in try #require(package["targets"] as? [[String: Any]]) {
            let name = try #require(target["name"] as? String)
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            declared[name] = dependencies
        }
        let decisions = try String(contentsOf: Self.root.appendingPathComponent("DECISIONS.md"), encoding: .utf8)
        let section = try #require(
            decisions.components(separatedBy: "## The targets and their seams").dropFirst().first?.components(separatedBy: "\n## ").first)
        var documented: [String: [String]] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            documented[name] =
                cells[1] == "—"
                ? [] : cells[1].components(separatedBy: ", ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        }
        #expect(!documented.isEmpty)
        for (name, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            #expect(
                documented[name] == dependencies,
                "\(name): Package.swift says \(dependencies), DECISIONS.md \(documented[name].map { "\($0)" } ?? "nothing")")
        }
        for name in documented.keys where declared[name] == nil {
            Issue.record("DECISIONS.md names a target \(name) that Package.swift does not declare")
        }
    }

    @Test(
        "every path the scripts name in the repository exists: bin/, Scripts/ and .ci/run ($root/…, and a Python script's os.path.join of its root)"
    )
    func scriptPathsExist() throws {
        let folders = ["bin", "Scripts", ".ci"]
        var files: [String] = []
        for folder in folders {
            let url = Self.root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) { files.append(folder + "/" + name) }
        }
        // `"$root/Examples/CoffeeWidgets"`, and `os.path.join(ROOT, "Sources", "X", "Y.swift")` or
        // `os.path.join(os.path.dirname(__file__), "..", "Sources", …)`.
        let shell = try Regex(#"\$root/([A-Za-z0-9_./-]+)"#)
        let python = try Regex(#"os\.path\.join\((?:ROOT|os\.path\.dirname\(__file__\), "\.\.")((?:, "[^"]+")+)\)"#)
        var missing: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            var named: [String] = []
            for match in text.matches(of: shell) { named.append(String(text[match.output[1].range!])) }
            for match in text.matches(of: python) {
                let parts = text[match.output[1].range!].split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
                named.append(parts.joined(separator: "/"))
            }
            for path in named where !path.hasPrefix(".build") {
                let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
                if !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(trimmed).path) {
                    missing.append("\(file): \(path)")
                }
            }
        }
        #expect(missing == [], "\(missing.joined(separator: "\n"))")
    }

    @Test(
        "one clock: the wall clock is read in SystemClock alone, and everything that tells time is given a clock (a widget written as a team writes it may say Date())"
    )
    func oneClock() throws {
        var found: [String] = []
        for file in try Self.sources(under: "Sources") where !file.path.hasPrefix("Sources/widgetdeck-preview-bench/") {
            for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
                let code = line.components(separatedBy: "//").first ?? ""
                if code.contains("Date()") || code.contains("Date.now") || code.contains("Date(timeIntervalSinceNow") {
                    found.append("\(file.path): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found == ["Sources/WidgetCore/Timeline/Clock.swift: public var now: Date { Date() }"], "\(found.joined(separator: "\n"))")
    }

    /// The modules this test bundle was built with: the folder beside the bundle.
    static var builtModules: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        while folder.path != "/"
            && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/WidgetCore.swiftmodule").path)
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("Modules")
    }

    @Test(
        "nothing silently ignored: every modifier of the Apple modules draws, notes what it leaves out, or says why cells show the same; docs/surface.md is that list"
    )
    func noSilentModifiers() throws {
        let result = try runProcess("python3", [Self.root.appendingPathComponent("Scripts/surface.py").path, "--check"])
        #expect(result.status == 0, "\(result.output)\(result.stderr)")
    }

    @Test(
        "the library products' public API is an outside user's: every public type shows an example, and every example compiles in a package of its own, where nothing package-wide is seen"
    )
    func publicTypesHaveExamplesThatCompile() throws {
        let result = try runProcess("python3", [Self.root.appendingPathComponent("Scripts/doc-examples.py").path, Self.builtModules.path])
        #expect(result.status == 0, "\(result.output)\(result.stderr)")
    }

    @Test(
        "the README is short and true: at most 15 KB, its quick start the two commands, and every page it or docs/ links to is there"
    )
    func shortReadme() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.utf8.count <= 15 * 1024, "README.md is \(readme.utf8.count) bytes")
        let quickStart = readme.components(separatedBy: "## Quick start\n\n```sh\n").dropFirst().first?.components(separatedBy: "```").first
        let commands = quickStart?.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(commands == ["bin/widgetdeck", "bin/test"], "\(quickStart ?? "no quick start")")
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        for file in ["README.md"] + pages {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let folder = file == "README.md" ? "" : "docs/"
            for link in text.matches(of: /\]\(([^)#:\s]+)(#[^)]*)?\)/) {
                let target = folder + link.1
                let path = URL(fileURLWithPath: Self.root.appendingPathComponent(target).path).standardized.path
                #expect(FileManager.default.fileExists(atPath: path), "\(file) links to \(link.1), which is not there")
            }
        }
    }
}
