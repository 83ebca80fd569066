import Foundation
import Testing
import WidgetProject

/// The strings a bundle holds for a language: its `.lproj` tables, catalogues, and the
/// unlocalised tables at its root.
@Suite("String tables")
struct StringTablesTests {
    @Test("a .strings outside any .lproj serves every language, filling only the keys the languages left")
    func unlocalisedTable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try #""greeting" = "Hello";"#.write(toFile: folder + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try #"/* the app's own */ "greeting" = "Hi"; "Time Left" = "left";"#.write(
            toFile: folder + "/Localizable.strings", atomically: true, encoding: .utf8)
        let files = [folder + "/en.lproj/Localizable.strings", folder + "/Localizable.strings"]
        for language in ["en", "de"] {
            let tables = StringTables.tables(from: files, language: language, developmentRegion: "en")
            let pairs = try #require(tables["Localizable"]).map { "\($0.key)=\($0.value)" }
            #expect(pairs == ["greeting=Hello", "Time Left=left"], "\(language)")
        }
        let rootOnly = StringTables.tables(from: [folder + "/Localizable.strings"], language: "fr", developmentRegion: "en")
        #expect(rootOnly["Localizable"]?.map { "\($0.key)=\($0.value)" } == ["greeting=Hi", "Time Left=left"])
    }
}
