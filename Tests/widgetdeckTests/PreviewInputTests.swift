import Foundation
import Testing
import WidgetTestSupport

@Suite("widgetdeck preview: sources no one can compile, and builds side by side")
struct PreviewInputTests {
    @Test("sources git-crypt keeps encrypted are named, once, with how to unlock them (exit 65), not compiled into pages of errors")
    func encryptedSources() async throws {
        let home = try newHome("preview-encrypted")
        defer { removeHome(home) }
        let folder = home + "/Vault"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(
            """
            import SwiftUI
            import WidgetKit

            struct VaultWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "VaultWidget", provider: VaultProvider()) { _ in Text(Keys.greeting) }
                }
            }
            """.utf8
        ).write(to: URL(fileURLWithPath: folder + "/VaultWidget.swift"))
        // What git-crypt leaves in a clone without the key: its header, then ciphertext.
        var encrypted = Data("\0GITCRYPT\0".utf8)
        encrypted.append(contentsOf: (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) })
        try encrypted.write(to: URL(fileURLWithPath: folder + "/Keys.swift"))
        let result = try await preview([folder])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasSuffix(
                "preview: 1 source file of Vault is encrypted with git-crypt (Keys.swift): unlock the repository with its key (git-crypt unlock) to compile it\n"
            ), "\(result.stderr)")
        #expect(!result.stderr.contains("invalid UTF-8"))
    }

    @Test(
        "two previews of one project at once (a --watch and a run in another terminal): one builds, the other waits for it, and both draw the same"
    )
    func sideBySide() async throws {
        let home = try newHome("preview-side-by-side")
        defer { removeHome(home) }
        // A copy no build has seen: both must build it, in the cache the tests share.
        let folder = home + "/PhoneOnly"
        try FileManager.default.copyItem(atPath: previewFixture("PhoneOnly"), toPath: folder)
        let file = URL(fileURLWithPath: folder + "/PhoneOnlyWidget.swift")
        var text = try String(contentsOf: file, encoding: .utf8)
        text += "\n// this copy: \(UUID().uuidString)\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let now = ["--now", "2026-12-07T15:00:00Z"]
        async let first = preview([folder] + now)
        async let second = preview([folder] + now)
        let (a, b) = try await (first, second)
        #expect(a.status == 0, "\(a.stderr)")
        #expect(b.status == 0, "\(b.stderr)")
        #expect(!a.stdout.isEmpty)
        #expect(a.stdout == b.stdout)
    }
}
