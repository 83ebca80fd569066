import Foundation
import Testing
import WidgetTestSupport

@Suite("widgetdeck preview: sources no one can compile")
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
}
