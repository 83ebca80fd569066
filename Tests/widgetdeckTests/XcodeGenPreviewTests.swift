import Foundation
import Testing
import WidgetSystem
import WidgetTestSupport

/// `widgetdeck preview` on an XcodeGen project of our own (`PreviewFixtures/LedgerSpec`): no
/// `.xcodeproj` is committed, so the `project.yml` is the project — the widget target in an
/// included file, a framework target made from a template, sources with excludes, an Info.plist
/// generated from the spec's `info:` block, a condition set for the Debug configuration.
@Suite("widgetdeck preview SPEC: an XcodeGen project read as the project xcodegen generates", .serialized)
struct XcodeGenPreviewTests {
    let project = previewFixture("LedgerSpec")
    let now = ["--now", "2026-12-01T09:00:00Z", "--families", "small"]

    @Test("--list finds the widget target of the folder's project.yml, and of the spec named itself")
    func list() async throws {
        let folder = try await preview([project, "--list"])
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stdout == "LedgerWidgets\n")
        let spec = try await preview([project + "/project.yml", "--list"])
        #expect(spec.stdout == "LedgerWidgets\n", "\(spec.stderr)")
    }

    @Test("every part of the spec reaches the widget: template framework, shared file, generated Info.plist, Debug condition")
    func ledgerWidget() async throws {
        // A copy at a path of its own: its modules are compiled here, whatever an earlier run
        // left in the shared cache, so the compile's own line is there to see.
        let home = try newHome("ledger-spec")
        defer { removeHome(home) }
        try FileManager.default.copyItem(atPath: project, toPath: home + "/LedgerSpec")
        let result = try await preview([home + "/LedgerSpec"] + now)
        #expect(result.status == 0, "\(result.stderr)")
        // $12345.67 from the framework (LedgerKit, made by the template) formatted by the app's
        // shared file; "debug build" from the Debug configuration's LEDGER_PREVIEW; the app
        // group from the generated Info.plist's $(LEDGER_GROUP), a setting group's. The
        // excluded Drafts/Unfinished.swift does not compile, the app's own @main would clash:
        // neither is in the widget.
        let widget = """
            small 20×10
            ╭──────────────────╮
            │                  │
            │ Ledger           │
            │ $12345.67        │
            │ debug build      │
            │ group.com.exampl │
            │ e.ledger         │
            │                  │
            │                  │
            ╰──────────────────╯
            """
        #expect(result.stdout.contains(widget), "\(result.stdout)")
        #expect(result.stdout.hasPrefix("LedgerWidget · “Ledger”"), "\(result.stdout)")
        #expect(result.stderr.contains("compiling LedgerWidgets of Ledger.xcodeproj"), "\(result.stderr)")
    }

    @Test(
        "--watch given the spec file itself watches the project's folders: an edit under Widgets/ draws again, named from the project, each round after the last when the output is not a terminal"
    )
    func watchSpec() async throws {
        let home = try newHome("ledger-watch")
        defer { removeHome(home) }
        try FileManager.default.copyItem(atPath: project, toPath: home + "/LedgerSpec")
        let spec = home + "/LedgerSpec/project.yml", file = home + "/LedgerSpec/Widgets/LedgerWidget.swift"
        var environment = ProcessInfo.processInfo.environment
        environment.merge(["PATH": toolchainPath, "WIDGETDECK_SKIP_BUILD": "1", "TZ": "UTC", "XDG_CACHE_HOME": previewCache]) { $1 }
        let watch = try ChildProcess(
            executable: try widgetdeckBinary().path, arguments: ["preview", spec, "--watch"] + now, environment: environment)
        defer { watch.kill() }
        /// The lines of one round, up to its last ("── watching …").
        func round() -> [String] {
            var lines: [String] = []
            let deadline = monotonicSeconds() + 120
            while case .line(let bytes) = watch.readLine(until: deadline) {
                lines.append(String(decoding: bytes, as: UTF8.self))
                if lines.last?.hasPrefix("── watching") == true { break }
            }
            return lines
        }
        let first = round()
        #expect(first.contains("│ debug build      │"), "\(first)")
        #expect(first.last == "── watching \(spec) — an edit draws it again; Ctrl-C stops ──", "\(first)")
        #expect(!first.joined().contains("\u{1B}"), "no screen is cleared in a log: \(first)")
        let source = try String(contentsOfFile: file, encoding: .utf8)
        try source.replacingOccurrences(of: "debug build", with: "DEBUG build").write(toFile: file, atomically: true, encoding: .utf8)
        let second = round()
        #expect(second.first == "── after a change to Widgets/LedgerWidget.swift ──", "\(second)")
        #expect(second.contains("│ DEBUG build      │") && !second.contains("│ debug build      │"), "\(second)")
    }

    @Test("a source a build script writes, missing from the checkout, is named with the script that writes it (exit 66)")
    func scriptOutput() async throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("preview-LedgerSpec-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: project, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let spec = copy + "/Widgets/widgets.yml"
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        try text.replacingOccurrences(
            of: "      - path: ../App/Shared/Money.swift\n",
            with: """
                      - path: ../App/Shared/Money.swift
                      - path: Generated/Secrets.swift
                        optional: true
                    preBuildScripts:
                      - name: Generate Secrets
                        script: ./make-secrets.sh
                        outputFiles:
                          - $(SRCROOT)/Widgets/Generated/Secrets.swift

                """
        ).write(toFile: spec, atomically: true, encoding: .utf8)
        let result = try await preview([copy] + now)
        #expect(result.status == 66)
        #expect(
            result.stderr.contains(
                "preview: \(copy)/Widgets/Generated/Secrets.swift is part of the target but is not on disk: the build script “Generate Secrets” writes it, and widgetdeck runs no build script"
            ), "\(result.stderr)")
    }

    @Test("a spec that cannot be read names its file and line (exit 65)")
    func badSpec() async throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("preview-LedgerSpec-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: project, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try "targets:\n  LedgerWidgets:\n    sources: [Widgets\n".write(
            toFile: copy + "/Widgets/widgets.yml", atomically: true, encoding: .utf8)
        let result = try await preview([copy, "--list"])
        #expect(result.status == 65)
        #expect(
            result.stderr == "widgetdeck: preview: \(copy)/Widgets/widgets.yml: line 3: expected “,” or “]” in a flow sequence\n",
            "\(result.stderr)")
    }
}
