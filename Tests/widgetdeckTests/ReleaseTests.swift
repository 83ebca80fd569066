import Foundation
import Testing
import WidgetTestSupport

/// What bin/release made: bin/test runs it before the tests and names the folder here.
private let releaseFolder = ProcessInfo.processInfo.environment["WIDGETDECK_RELEASE_DIR"].flatMap { $0.isEmpty ? nil : $0 }

/// The one file in the release folder whose name ends with `suffix`.
private func releaseFile(_ suffix: String) throws -> String {
    let folder = try #require(releaseFolder)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(suffix) }
    #expect(names.count == 1, "\(folder) holds \(names) ending with \(suffix)")
    return folder + "/" + (try #require(names.first))
}

/// The moment every figure below is drawn at: the demo shop is the same at the same moment.
private let moment = "2026-11-30T15:30:00-05:00"

@Suite(
    "a release installs and runs without the toolchain", .serialized,
    .enabled(if: releaseFolder != nil, "bin/test runs bin/release and names its folder in WIDGETDECK_RELEASE_DIR"))
struct ReleaseTests {
    /// Runs the installed binary as a machine without Swift would: a PATH of the system's own
    /// folders only (no toolchain there, checked), an empty LD_LIBRARY_PATH, a new home. It
    /// draws the same widget and status line as the binary under test, says its version and
    /// commit, and the dashboard opens in tmux and quits on q.
    private func runsWithoutToolchain(_ installed: String) async throws {
        #expect(
            !FileManager.default.fileExists(atPath: "/usr/bin/swift") && !FileManager.default.fileExists(atPath: "/bin/swift"),
            "a Swift toolchain on /usr/bin: this test could not tell a release that needs it")
        let home = try newHome("release-run")
        defer { removeHome(home) }
        let environment = ["PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": "", "HOME": home]
        func installedRun(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
            try runWidgetdeck(arguments, environment: environment, binary: URL(fileURLWithPath: installed))
        }
        let render = try installedRun(["render", "--family", "medium", "--now", moment])
        #expect(render.status == 0, "\(render.stderr)")
        let expected = try await widgetdeck(["render", "--family", "medium", "--now", moment])
        #expect(render.stdout == expected.stdout && render.stdout.contains("Maple & Moss"))
        let status = try installedRun(["status", "--now", moment])
        let expectedStatus = try await widgetdeck(["status", "--now", moment]).stdout
        #expect(status.status == 0 && status.stdout == expectedStatus, "\(status.stderr)")
        let version = try installedRun(["--version"])
        let expectedVersion = try await widgetdeck(["--version"]).stdout
        #expect(version.stdout == expectedVersion && version.stdout.contains("(commit "), "\(version.stdout)")
        // The guides travel inside the binary.
        #expect(try installedRun(["help", "importing"]).stdout.hasPrefix("# The store and its imports"))

        // Only the C library, libm and libgcc_s are loaded: the rest is linked in.
        let needed = try spawn(["readelf", "-d", installed], capture: true).split(separator: "\n").filter { $0.contains("(NEEDED)") }
            .compactMap { $0.split(separator: "[").last?.split(separator: "]").first.map(String.init) }
        #expect(
            Set(needed).isSubset(of: ["libc.so.6", "libm.so.6", "libgcc_s.so.1", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"]),
            "the binary needs \(needed)")

        let t = TmuxSession(home: home, binary: installed)
        try await t.start("", environment: "TERM=xterm-256color LD_LIBRARY_PATH=")
        // A bound, not a latency claim: a new home seeds the demo shop first, and CI runs this
        // beside a widget extension's compile on two cores (one run took longer than 5 s).
        #expect(
            try await t.wait(30) { $0.contains("as of") && $0.contains("Maple & Moss") },
            "the installed dashboard did not show: \((try? t.screen()) ?? "")")
        #expect(try t.alive())
        try t.keys("q")
        #expect(try await t.wait { !$0.contains("Maple & Moss") })
        #expect(try await t.restored())
    }

    /// A team with the toolchain previews its widget extension from the installed release alone:
    /// the modules it links are the release's own (share/widgetdeck/sdk), with the clone the
    /// binary was built in hidden under an empty folder (a mount namespace of the run's own).
    /// The page is the one the clone's binary draws. With another compiler on PATH, it says
    /// which one its modules need.
    private func previewsWithoutClone(_ prefix: String) async throws {
        let project = try newHome("release-preview")
        defer { removeHome(project) }
        try FileManager.default.copyItem(atPath: exampleExtension, toPath: project + "/CoffeeWidgets")
        let moment = ["--now", "2026-12-01T09:00:00Z", "--format", "describe"]
        let hidden = [
            "/usr/bin/unshare", "--map-root-user", "--mount", "sh", "-c", "mount -t tmpfs tmpfs \"$1\" && shift && exec \"$@\"", "sh",
            repositoryRoot.path,
        ]
        let environment = ["PATH": toolchainPath, "TZ": "UTC", "XDG_CACHE_HOME": previewCache]
        let release = try runWidgetdeck(
            ["preview", project + "/CoffeeWidgets"] + moment, environment: environment, prefix: hidden,
            binary: URL(fileURLWithPath: prefix + "/bin/widgetdeck"))
        #expect(release.status == 0, "\(release.stderr)")
        let clone = try await preview([exampleExtension] + moment)
        #expect(release.stdout == clone.stdout && release.stdout.contains("CoffeeWidget · small · entry 1"), "\(release.stdout)")
        // Module files are read only by the compiler that wrote them: another is named, not guessed at.
        let other = try newHome("release-sdk")
        defer { removeHome(other) }
        try "Swift version 5.9 (swift-5.9-RELEASE)\n".write(toFile: other + "/swift-version", atomically: true, encoding: .utf8)
        var elsewhere = environment
        elsewhere["WIDGETDECK_SDK"] = other
        let refused = try runWidgetdeck(
            ["preview", project + "/CoffeeWidgets"] + moment, environment: elsewhere,
            binary: URL(fileURLWithPath: prefix + "/bin/widgetdeck"))
        #expect(refused.status == 69, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("were built with “Swift version 5.9 (swift-5.9-RELEASE)”, and the swiftc on PATH is “Swift version"),
            "\(refused.stderr)")
    }

    @Test("the tarball unpacks into a prefix (bin, man page, completions, README, licence, preview's modules) and runs from there")
    func tarball() async throws {
        let file = try releaseFile(
            "-linux-\(try spawn(["uname", "-m"], capture: true).trimmingCharacters(in: .whitespacesAndNewlines)).tar.gz")
        let prefix = try newHome("release-tar")
        defer { removeHome(prefix) }
        _ = try spawn(["tar", "-xzf", file, "--strip-components=1", "-C", prefix], capture: false)
        for path in [
            "bin/widgetdeck", "share/man/man1/widgetdeck.1", "share/bash-completion/completions/widgetdeck",
            "share/zsh/site-functions/_widgetdeck",
            "share/fish/vendor_completions.d/widgetdeck.fish", "share/doc/widgetdeck/README.md", "share/doc/widgetdeck/LICENSE",
            "share/widgetdeck/sdk/lib/libWidgetPreviewSDK.a", "share/widgetdeck/sdk/lib/Modules/WidgetKit.swiftmodule",
            "share/widgetdeck/sdk/swift-version",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + path), "the tarball has no \(path)")
        }
        // What it carries is what the binary makes.
        let man = try await widgetdeck(["man"]).stdout, bash = try await widgetdeck(["completions", "bash"]).stdout
        #expect(try String(contentsOfFile: prefix + "/share/man/man1/widgetdeck.1", encoding: .utf8) == man)
        #expect(try String(contentsOfFile: prefix + "/share/bash-completion/completions/widgetdeck", encoding: .utf8) == bash)
        try await runsWithoutToolchain(prefix + "/bin/widgetdeck")
        try await previewsWithoutClone(prefix)
    }

    @Test("the Debian package says what it depends on (all installed here), unpacks under /usr and runs from there")
    func debianPackage() async throws {
        let file = try releaseFile(".deb")
        let fields = try spawn(["dpkg-deb", "-f", file, "Package", "Version", "Architecture", "Depends"], capture: true)
        let version = try #require((try await widgetdeck(["--version"])).stdout.split(separator: " ").dropFirst().first)
        #expect(fields.contains("Package: widgetdeck") && fields.contains("Version: \(version)"), "\(fields)")
        #expect(
            fields.contains(
                "Architecture: \(try spawn(["dpkg", "--print-architecture"], capture: true).trimmingCharacters(in: .whitespacesAndNewlines))"
            ))
        let depends = try #require(fields.split(separator: "\n").first { $0.hasPrefix("Depends: ") }).dropFirst("Depends: ".count)
        let packages = depends.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " } }
        #expect(packages.contains("libc6"), "Depends: \(depends)")
        #expect(
            !packages.contains {
                $0.hasPrefix("libsqlite") || $0.hasPrefix("libncurses") || $0.hasPrefix("libstdc++") || $0.hasPrefix("swift")
            },
            "Depends names a library the binary links in: \(depends)")
        for package in packages {
            let state = try spawn(["dpkg-query", "-W", "-f=${Status}", String(package)], capture: true)
            #expect(state.hasSuffix("installed"), "\(package) is not installed here: \(state)")
        }
        let root = try newHome("release-deb")
        defer { removeHome(root) }
        _ = try spawn(["dpkg-deb", "-x", file, root], capture: false)
        for path in [
            "usr/bin/widgetdeck", "usr/share/man/man1/widgetdeck.1.gz", "usr/share/bash-completion/completions/widgetdeck",
            "usr/share/zsh/vendor-completions/_widgetdeck", "usr/share/fish/vendor_completions.d/widgetdeck.fish",
            "usr/share/doc/widgetdeck/copyright",
        ] {
            #expect(FileManager.default.fileExists(atPath: root + "/" + path), "the package has no /\(path)")
        }
        try await runsWithoutToolchain(root + "/usr/bin/widgetdeck")
    }
}
