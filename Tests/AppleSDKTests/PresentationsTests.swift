import Foundation
import SwiftUI
import Testing
import UniformTypeIdentifiers

/// What an app's shared views present, and the documents they export.
@MainActor
@Suite(
    "Presentations a widget never shows — sheets, alerts, dialogs, file exporters — leave the view as it is; FileWrapper reads and writes")
struct PresentationsTests {
    struct Note: FileDocument {
        static let readableContentTypes = [UTType.json]
        var text: String
        init(text: String) { self.text = text }
        init(configuration: ReadConfiguration) throws {
            text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data(text.utf8)) }
    }

    struct Item: Identifiable { let id: Int }

    @Test("A view with every kind of presentation is drawn as the view alone, with no note")
    func presentations() {
        @State var shown = false
        @State var item: Item? = nil
        let base = VStack { Text("Mood 7") }
        let presenting =
            base
            .sheet(isPresented: $shown) { Text("Sheet") }
            .sheet(item: $item) { Text("Item \($0.id)") }
            .fullScreenCover(isPresented: $shown) { Text("Cover") }
            .popover(isPresented: $shown) { Text("Popover") }
            .alert("Delete?", isPresented: $shown) {
                Button("Delete", role: .destructive) {}
            } message: {
                Text("Gone for good")
            }
            .alert(isPresented: $shown) { Alert(title: Text("Old"), dismissButton: .cancel()) }
            .confirmationDialog("Export", isPresented: $shown, titleVisibility: .visible) { Button("JSON") {} }
            .fileExporter(isPresented: $shown, document: Note(text: "{}"), contentType: .json) { _ in }
            .fileImporter(isPresented: $shown, allowedContentTypes: [.json]) { _ in }
            .presentationDetents([.medium, .large])
            .interactiveDismissDisabled()
        let drawn = ViewRenderer.drawn(presenting, columns: 10, rows: 1)
        #expect(drawn.text == ViewRenderer.drawn(base, columns: 10, rows: 1).text && drawn.text.contains("Mood 7"), "\(drawn.text)")
        #expect(drawn.notes.isEmpty, "\(drawn.notes)")
        #expect(EnvironmentValues().isPresented == false)
    }

    @Test("A FileWrapper writes a folder of files and reads it back; a picked URL's access is granted")
    func fileWrapper() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wrapper-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = FileWrapper(directoryWithFileWrappers: [:])
        #expect(root.addRegularFile(withContents: Data("{}".utf8), preferredFilename: "a.json") == "a.json")
        #expect(root.addRegularFile(withContents: Data("[]".utf8), preferredFilename: "a.json") == "2 a.json")
        try root.write(to: folder, options: .atomic, originalContentsURL: nil)
        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory && read.fileWrappers?.keys.sorted() == ["2 a.json", "a.json"])
        #expect(read.fileWrappers?["2 a.json"]?.regularFileContents == Data("[]".utf8))
        #expect(folder.startAccessingSecurityScopedResource())
        folder.stopAccessingSecurityScopedResource()
        #expect(throws: CocoaError.self) { try FileWrapper(url: folder.appendingPathComponent("missing")) }
    }
}
